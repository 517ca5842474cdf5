// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

import {StableSwapMath} from "./StableSwapMath.sol";
import {TokenTransfers} from "./TokenTransfers.sol";

/// @dev The part of the public Uniswap-V2 pair interface PairSwapper uses.
interface IUniswapV2PairSwap {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}

/// @dev ERC-20 balanceOf.
interface IERC20Balance {
    function balanceOf(address account) external view returns (uint256);
}

/// @dev The part of StableSwapPool (Curve's interface) swapExactOut uses.
interface IStableSwapExactOut {
    function coins(uint256 i) external view returns (address);
    function balances(uint256 i) external view returns (uint256);
    function A_precise() external view returns (uint256);
    function fee() external view returns (uint256);
    function exchange(int128 i, int128 j, uint256 dx, uint256 minDy) external returns (uint256);
}

/// @dev ERC-20 decimals (a stable pool's rates are 10^(36 - decimals)).
interface IERC20Decimals {
    function decimals() external view returns (uint8);
}

/// @title PairSwapper
/// @notice Exact-input swaps on Uniswap-V2-style pairs, whose `swap` takes
/// output amounts: the output is computed on chain from the input already in
/// the pair and the pair's reserves, as Uniswap's router does in
/// `_swapSupportingFeeOnTransferTokens`. Called by RouteMulticall (a Default
/// call) after the input reached the pair: by CollectTokenBalance(tokenIn →
/// pair), or by the previous pair's swap with `to` = this pair.
///
///     amountIn  = tokenIn.balanceOf(pair) - reserveIn
///     amountOut = amountIn*(10000-feeBps)*reserveOut / (reserveIn*10000 + amountIn*(10000-feeBps))
///
/// `feeBps` is a parameter, not read from the pair, so the same helper serves
/// Uniswap V2 itself (30) and its forks; only token0, token1, getReserves and
/// swap are called. Reverts with InvalidFee for feeBps >= 10000,
/// TokenNotInPair when tokenIn is neither token, InsufficientInputAmount when
/// nothing above the reserve arrived, and InsufficientOutputAmount when the
/// input buys nothing; the pair's own reverts are bubbled up.
/// @dev Stateless (no storage, no constructor, no initialize), like
/// RouteMulticall: it holds nothing, and a caller can only move what is in a
/// pair above its reserves, which anyone may take with `swap` directly.
contract PairSwapper is StableSwapMath, TokenTransfers {
    uint256 private constant BPS = 10_000;

    error InvalidFee(uint256 feeBps);
    error TokenNotInPair(address pair, address tokenIn);
    error InsufficientInputAmount();
    error InsufficientOutputAmount(uint256 amountIn);
    error NoHops();
    error InsufficientLiquidityForOutput(address pool, uint256 amountOut);
    error InsufficientInput(uint256 needed, uint256 held);
    error StableOutputNotPossible(uint256 amountOut);

    /// @notice One pool of an exact-output path: a Uniswap-V2 pair with its
    /// fee in basis points, or (stable) a 2-coin StableSwapPool.
    struct Hop {
        address pool;
        address tokenIn;
        bool stable;
        uint256 feeBps;
    }

    /// @notice Swaps everything `tokenIn` holds in `pair` above its reserve
    /// for the pair's other token, sent to `to`; returns the amount sent.
    function swapExactIn(address pair, address tokenIn, uint256 feeBps, address to)
        external
        returns (uint256 amountOut)
    {
        if (feeBps >= BPS) revert InvalidFee(feeBps);
        IUniswapV2PairSwap p = IUniswapV2PairSwap(pair);
        bool zeroForOne = tokenIn == p.token0();
        if (!zeroForOne && tokenIn != p.token1()) revert TokenNotInPair(pair, tokenIn);
        (uint256 reserve0, uint256 reserve1,) = p.getReserves();
        (uint256 reserveIn, uint256 reserveOut) = zeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
        uint256 balance = IERC20Balance(tokenIn).balanceOf(pair);
        if (balance <= reserveIn) revert InsufficientInputAmount();
        uint256 amountIn = balance - reserveIn;
        uint256 inWithFee = amountIn * (BPS - feeBps);
        amountOut = inWithFee * reserveOut / (reserveIn * BPS + inWithFee);
        if (amountOut == 0) revert InsufficientOutputAmount(amountIn);
        if (zeroForOne) {
            p.swap(0, amountOut, to, "");
        } else {
            p.swap(amountOut, 0, to, "");
        }
    }
    /// @notice Exact-output swap along `hops`: delivers `amountOut` of the last
    /// hop's output to `to` and sends the unused input back to `refundTo`, all
    /// from the input this contract holds when called (RouteMulticall moves
    /// its whole input here with CollectTokenBalance first). The inputs are
    /// computed on chain, backwards from `amountOut`, on the pools' state at
    /// execution: a pair hop needs the smallest input Uniswap's K check
    /// accepts (getAmountIn rounded up, so exact), a stable hop the input of
    /// `_stableDx`. A pair pays exactly its computed output; a stable pool may
    /// pay a few base units more, which go on down the path, so `to` gets at
    /// least `amountOut`. Returns the input used. Reverts with
    /// InsufficientInput when the input held does not cover it (the route's
    /// fromAmountMax is below what the pools now ask).
    /// @dev Holds tokens only within this call: intermediates are passed on
    /// and what is left of the input is refunded.
    function swapExactOut(Hop[] calldata hops, uint256 amountOut, address to, address refundTo)
        external
        returns (uint256 amountIn)
    {
        uint256 n = hops.length;
        if (n == 0) revert NoHops();
        // amounts[k] is hop k's input, amounts[k + 1] its output
        uint256[] memory amounts = new uint256[](n + 1);
        amounts[n] = amountOut;
        for (uint256 k = n; k > 0; k--) {
            amounts[k - 1] = _hopAmountIn(hops[k - 1], amounts[k]);
        }
        amountIn = amounts[0];
        address input = hops[0].tokenIn;
        uint256 held = _balanceOf(input, address(this));
        if (held < amountIn) revert InsufficientInput(amountIn, held);
        for (uint256 k = 0; k < n; k++) {
            address dest = k == n - 1 ? to : (hops[k + 1].stable ? address(this) : hops[k + 1].pool);
            // the first hop spends exactly its input; a later one all that arrived
            uint256 spend = k == 0 ? amountIn : _balanceOf(hops[k].tokenIn, address(this));
            if (hops[k].stable) {
                _stableHop(hops[k], spend, amounts[k + 1], dest);
            } else {
                if (k == 0 || hops[k - 1].stable) _safeTransfer(hops[k].tokenIn, hops[k].pool, spend);
                _pairHop(hops[k], amounts[k + 1], dest);
            }
        }
        uint256 left = _balanceOf(input, address(this));
        if (left > 0) _safeTransfer(input, refundTo, left);
    }

    /// @dev The smallest input of a hop paying `out`, on the pool's current state.
    function _hopAmountIn(Hop calldata h, uint256 out) private view returns (uint256) {
        if (h.stable) {
            IStableSwapExactOut p = IStableSwapExactOut(h.pool);
            (uint256 i, uint256 j) = _stableSides(p, h.tokenIn);
            StableState memory st;
            for (uint256 k = 0; k < 2; k++) {
                st.rates[k] = 10 ** (36 - uint256(IERC20Decimals(p.coins(k)).decimals()));
                st.bal[k] = p.balances(k);
            }
            st.amp = p.A_precise();
            st.feeRate = p.fee();
            return _stableDx(i, j, out, st);
        }
        if (h.feeBps >= BPS) revert InvalidFee(h.feeBps);
        IUniswapV2PairSwap pair = IUniswapV2PairSwap(h.pool);
        bool zeroForOne = h.tokenIn == pair.token0();
        if (!zeroForOne && h.tokenIn != pair.token1()) revert TokenNotInPair(h.pool, h.tokenIn);
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        (uint256 reserveIn, uint256 reserveOut) = zeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
        if (out == 0 || out >= reserveOut) revert InsufficientLiquidityForOutput(h.pool, out);
        uint256 num = reserveIn * out * BPS;
        uint256 den = (reserveOut - out) * (BPS - h.feeBps);
        return num / den + (num % den == 0 ? 0 : 1);
    }

    /// @dev A stable pool's state as StableSwapMath takes it.
    struct StableState {
        uint256[2] rates;
        uint256[2] bal;
        uint256 amp;
        uint256 feeRate;
    }

    /// @dev Input of coin i for at least `want` of coin j, the inverse of
    /// StableSwapMath._getDy: the output before the fee that leaves `want`
    /// after it, the new xp_i keeping D for the new xp_j (get_y), back to
    /// i's decimals rounded up; then, because the floors of get_D/get_y may
    /// leave it a few units short, raised by 1, 2, 4, … until get_dy pays
    /// `want` (at most 16 rounds). amm.Stable.GetDx is the Go twin.
    function _stableDx(uint256 i, uint256 j, uint256 want, StableState memory st) internal pure returns (uint256 dx) {
        if (want == 0) revert StableOutputNotPossible(want);
        uint256[2] memory xp = _xp(st.rates, st.bal);
        uint256 gross = (want * st.rates[j] + PRECISION - 1) / PRECISION;
        gross = (gross * FEE_DENOMINATOR + FEE_DENOMINATOR - st.feeRate - 1) / (FEE_DENOMINATOR - st.feeRate);
        if (xp[j] <= gross + 1) revert StableOutputNotPossible(want);
        uint256 x = _getY(j, i, xp[j] - gross - 1, xp, st.amp);
        dx = x > xp[i] ? ((x - xp[i]) * PRECISION + st.rates[i] - 1) / st.rates[i] : 1;
        uint256 step = 1;
        for (uint256 round = 0; round < 16; round++) {
            if (_stableDyOrZero(i, j, dx, st) >= want) return dx;
            dx += step;
            step *= 2;
        }
        revert StableOutputNotPossible(want);
    }

    /// @dev _getDy, or 0 where it would underflow (a dx too small to pay anything).
    function _stableDyOrZero(uint256 i, uint256 j, uint256 dx, StableState memory st) private pure returns (uint256) {
        uint256[2] memory xp = _xp(st.rates, st.bal);
        uint256 y = _getY(i, j, xp[i] + dx * st.rates[i] / PRECISION, xp, st.amp);
        if (xp[j] <= y + 1) return 0;
        return _getDy(i, j, dx, st.rates, st.bal, st.amp, st.feeRate);
    }

    function _stableSides(IStableSwapExactOut p, address tokenIn) private view returns (uint256 i, uint256 j) {
        if (tokenIn == p.coins(0)) return (0, 1);
        if (tokenIn == p.coins(1)) return (1, 0);
        revert TokenNotInPair(address(p), tokenIn);
    }

    /// @dev Exchanges `spend` of the hop's input (held here) for at least `out`, paid on to `dest`.
    function _stableHop(Hop calldata h, uint256 spend, uint256 out, address dest) private {
        IStableSwapExactOut p = IStableSwapExactOut(h.pool);
        (uint256 i, uint256 j) = _stableSides(p, h.tokenIn);
        _forceApprove(h.tokenIn, h.pool, spend);
        uint256 got = p.exchange(int128(int256(i)), int128(int256(j)), spend, out);
        if (dest != address(this)) _safeTransfer(p.coins(j), dest, got);
    }

    /// @dev Takes exactly `out` from a pair whose input has arrived.
    function _pairHop(Hop calldata h, uint256 out, address dest) private {
        IUniswapV2PairSwap pair = IUniswapV2PairSwap(h.pool);
        if (h.tokenIn == pair.token0()) {
            pair.swap(0, out, dest, "");
        } else {
            pair.swap(out, 0, dest, "");
        }
    }
}
