// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

import {ERC20Base} from "./ERC20Base.sol";
import {Initializable} from "./Initializable.sol";
import {ReentrancyGuard} from "./ReentrancyGuard.sol";
import {TokenTransfers} from "./TokenTransfers.sol";

/// @title UniswapV2Pair
/// @notice A constant-product pool with the Uniswap-V2 pair interface
/// (`token0`, `token1`, `getReserves`, `swap`, `mint`, `burn`, `skim`, `sync`,
/// the Mint/Burn/Swap/Sync events; the pair is its own LP token) and a
/// per-pool fee in basis points instead of V2's fixed 0.3%.
///
/// Swap invariant, with f = feeBps and balances after the transfers:
///     adj_k = balance_k * 10000 - amountIn_k * f
///     require adj_0 * adj_1 >= reserve_0 * reserve_1 * 10000^2
/// so the largest output for an input is (integer division, rounding down)
///     getAmountOut(in, rIn, rOut, f) = in*(10000-f)*rOut / (rIn*10000 + in*(10000-f))
/// and one unit more fails the check.
///
/// Differences from Uniswap V2: no factory (tokens and fee are set by the
/// constructor or `initialize`; the tokens are sorted so token0 < token1), no
/// protocol fee, no price accumulators, and no flash swaps: `swap` reverts
/// with FlashSwapUnsupported when `data` is non-empty.
contract UniswapV2Pair is ERC20Base, Initializable, ReentrancyGuard, TokenTransfers {
    uint256 public constant MINIMUM_LIQUIDITY = 1000;
    uint256 private constant BPS = 10_000;

    address public token0;
    address public token1;
    /// @notice Swap fee in basis points of the input (30 = 0.3%).
    uint256 public feeBps;

    uint112 private reserve0;
    uint112 private reserve1;
    uint32 private blockTimestampLast;

    event Mint(address indexed sender, uint256 amount0, uint256 amount1);
    event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to);
    event Swap(
        address indexed sender,
        uint256 amount0In,
        uint256 amount1In,
        uint256 amount0Out,
        uint256 amount1Out,
        address indexed to
    );
    event Sync(uint112 reserve0, uint112 reserve1);

    error InvalidTokens();
    error InvalidFee(uint256 feeBps);
    error FlashSwapUnsupported();
    error InsufficientOutputAmount();
    error InsufficientInputAmount();
    error InsufficientLiquidity();
    error InsufficientLiquidityMinted();
    error InsufficientLiquidityBurned();
    error InvalidTo(address to);
    error K();
    error Overflow();

    constructor(address tokenA, address tokenB, uint256 feeBps_) {
        _init(tokenA, tokenB, feeBps_);
    }

    /// @notice Configures a pair placed at genesis; callable once, on zero storage.
    function initialize(address tokenA, address tokenB, uint256 feeBps_) external {
        _init(tokenA, tokenB, feeBps_);
    }

    function getReserves() public view returns (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast) {
        return (reserve0, reserve1, blockTimestampLast);
    }

    /// @notice Mints LP shares to `to` for the tokens sent to the pair since the last update.
    function mint(address to) external nonReentrant returns (uint256 liquidity) {
        (uint112 r0, uint112 r1,) = getReserves();
        uint256 balance0 = _balanceOf(token0, address(this));
        uint256 balance1 = _balanceOf(token1, address(this));
        uint256 amount0 = balance0 - r0;
        uint256 amount1 = balance1 - r1;
        uint256 supply = totalSupply;
        if (supply == 0) {
            liquidity = _sqrt(amount0 * amount1) - MINIMUM_LIQUIDITY;
            _mint(address(0), MINIMUM_LIQUIDITY); // locked forever, as in V2
        } else {
            liquidity = _min(amount0 * supply / r0, amount1 * supply / r1);
        }
        if (liquidity == 0) revert InsufficientLiquidityMinted();
        _mint(to, liquidity);
        _update(balance0, balance1);
        emit Mint(msg.sender, amount0, amount1);
    }

    /// @notice Burns the LP shares sent to the pair and pays both tokens to `to`.
    function burn(address to) external nonReentrant returns (uint256 amount0, uint256 amount1) {
        address t0 = token0;
        address t1 = token1;
        uint256 balance0 = _balanceOf(t0, address(this));
        uint256 balance1 = _balanceOf(t1, address(this));
        uint256 liquidity = balanceOf[address(this)];
        uint256 supply = totalSupply;
        amount0 = liquidity * balance0 / supply;
        amount1 = liquidity * balance1 / supply;
        if (amount0 == 0 || amount1 == 0) revert InsufficientLiquidityBurned();
        _burn(address(this), liquidity);
        _safeTransfer(t0, to, amount0);
        _safeTransfer(t1, to, amount1);
        _update(_balanceOf(t0, address(this)), _balanceOf(t1, address(this)));
        emit Burn(msg.sender, amount0, amount1, to);
    }

    /// @notice Sends the requested outputs to `to`; the inputs must already be
    /// in the pair. `data` must be empty (no flash swaps).
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external nonReentrant {
        if (data.length != 0) revert FlashSwapUnsupported();
        (uint256 amount0In, uint256 amount1In) = _swap(amount0Out, amount1Out, to);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    /// @notice Sends any balance above the reserves to `to`.
    function skim(address to) external nonReentrant {
        address t0 = token0;
        address t1 = token1;
        _safeTransfer(t0, to, _balanceOf(t0, address(this)) - reserve0);
        _safeTransfer(t1, to, _balanceOf(t1, address(this)) - reserve1);
    }

    /// @notice Sets the reserves to the balances.
    function sync() external nonReentrant {
        _update(_balanceOf(token0, address(this)), _balanceOf(token1, address(this)));
    }

    /// @dev Pays the outputs, measures the inputs, checks K, updates the reserves.
    function _swap(uint256 amount0Out, uint256 amount1Out, address to)
        private
        returns (uint256 amount0In, uint256 amount1In)
    {
        if (amount0Out == 0 && amount1Out == 0) revert InsufficientOutputAmount();
        (uint112 r0, uint112 r1,) = getReserves();
        if (amount0Out >= r0 || amount1Out >= r1) revert InsufficientLiquidity();
        address t0 = token0;
        address t1 = token1;
        if (to == t0 || to == t1) revert InvalidTo(to);
        if (amount0Out > 0) _safeTransfer(t0, to, amount0Out);
        if (amount1Out > 0) _safeTransfer(t1, to, amount1Out);
        uint256 balance0 = _balanceOf(t0, address(this));
        uint256 balance1 = _balanceOf(t1, address(this));
        amount0In = _amountIn(balance0, r0, amount0Out);
        amount1In = _amountIn(balance1, r1, amount1Out);
        if (amount0In == 0 && amount1In == 0) revert InsufficientInputAmount();
        _checkK(balance0 * BPS - amount0In * feeBps, balance1 * BPS - amount1In * feeBps, r0, r1);
        _update(balance0, balance1);
    }

    /// @dev What arrived on one side: balance - (reserve - amountOut), or 0.
    function _amountIn(uint256 balance, uint256 reserve, uint256 amountOut) private pure returns (uint256) {
        uint256 kept = reserve - amountOut;
        return balance > kept ? balance - kept : 0;
    }

    /// @dev adjusted_k = balance_k * 10000 - amountIn_k * feeBps.
    function _checkK(uint256 adjusted0, uint256 adjusted1, uint256 r0, uint256 r1) private pure {
        if (adjusted0 * adjusted1 < r0 * r1 * (BPS * BPS)) revert K();
    }

    function _update(uint256 balance0, uint256 balance1) private {
        if (balance0 > type(uint112).max || balance1 > type(uint112).max) revert Overflow();
        reserve0 = uint112(balance0);
        reserve1 = uint112(balance1);
        blockTimestampLast = uint32(block.timestamp);
        emit Sync(reserve0, reserve1);
    }

    function _init(address tokenA, address tokenB, uint256 feeBps_) private initializer {
        if (tokenA == tokenB || tokenA == address(0) || tokenB == address(0)) revert InvalidTokens();
        if (feeBps_ >= BPS) revert InvalidFee(feeBps_);
        (token0, token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        feeBps = feeBps_;
        _setMetadata("Switchyard V2 LP", "SWY-V2", 18);
    }

    function _min(uint256 a, uint256 b) private pure returns (uint256) {
        return a < b ? a : b;
    }

    /// @dev Babylonian method, as in Uniswap V2's Math.sqrt.
    function _sqrt(uint256 y) private pure returns (uint256 z) {
        if (y > 3) {
            z = y;
            uint256 x = y / 2 + 1;
            while (x < z) {
                z = x;
                x = (y / x + x) / 2;
            }
        } else if (y != 0) {
            z = 1;
        }
    }
}
