// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

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
contract PairSwapper {
    uint256 private constant BPS = 10_000;

    error InvalidFee(uint256 feeBps);
    error TokenNotInPair(address pair, address tokenIn);
    error InsufficientInputAmount();
    error InsufficientOutputAmount(uint256 amountIn);

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
}
