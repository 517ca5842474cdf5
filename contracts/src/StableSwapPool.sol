// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

import {ERC20Base} from "./ERC20Base.sol";
import {Initializable} from "./Initializable.sol";
import {ReentrancyGuard} from "./ReentrancyGuard.sol";
import {StableSwapMath} from "./StableSwapMath.sol";
import {TokenTransfers} from "./TokenTransfers.sol";

/// @title StableSwapPool
/// @notice A 2-coin Curve StableSwap pool with Curve's interface: `coins`,
/// `balances`, `A`, `A_precise`, `fee` (1e10 precision), `admin_fee`,
/// `get_dy`, `exchange`, `add_liquidity`, `remove_liquidity`,
/// `get_virtual_price`, the TokenExchange/AddLiquidity/RemoveLiquidity events.
/// The pool is its own LP token. All math is in StableSwapMath (see the
/// formulas there); `get_dy` and `exchange` run the same function.
///
/// Differences from Curve: A is fixed (no ramping), the admin fee is 0 (all
/// fees stay with LPs), coins must have at most 18 decimals, and
/// `exchange` pays `msg.sender` (as Curve does) and returns the amount.
contract StableSwapPool is ERC20Base, Initializable, ReentrancyGuard, TokenTransfers, StableSwapMath {
    uint256 private constant MAX_A = 1e6;
    uint256 private constant MAX_FEE = 5e9; // 50%

    address[2] public coins;
    uint256[2] public balances;
    /// @notice Swap fee with 1e10 precision (4000000 = 0.04%).
    uint256 public fee;
    uint256 private amp; // A * A_PRECISION
    uint256[2] private rates; // 10^(36 - decimals)

    event TokenExchange(address indexed buyer, int128 sold_id, uint256 tokens_sold, int128 bought_id, uint256 tokens_bought);
    event AddLiquidity(
        address indexed provider, uint256[2] token_amounts, uint256[2] fees, uint256 invariant, uint256 token_supply
    );
    event RemoveLiquidity(address indexed provider, uint256[2] token_amounts, uint256[2] fees, uint256 token_supply);

    error InvalidCoins();
    error InvalidA(uint256 a);
    error InvalidFee(uint256 fee);
    error InvalidIndex(int128 index);
    error SameCoin();
    error Slippage(uint256 amount, uint256 minimum);
    error InitialDepositNeedsAllCoins();
    error InvariantDidNotGrow();

    constructor(address[2] memory coins_, uint256 a_, uint256 fee_) {
        _init(coins_, a_, fee_);
    }

    /// @notice Configures a pool placed at genesis; callable once, on zero storage.
    function initialize(address[2] calldata coins_, uint256 a_, uint256 fee_) external {
        _init(coins_, a_, fee_);
    }

    function A() external view returns (uint256) {
        return amp / A_PRECISION;
    }

    function A_precise() external view returns (uint256) {
        return amp;
    }

    function admin_fee() external pure returns (uint256) {
        return 0;
    }

    /// @notice LP share value in 18-decimal units: D * 1e18 / totalSupply.
    function get_virtual_price() external view returns (uint256) {
        return _getD(_xp(rates, balances), amp) * PRECISION / totalSupply;
    }

    /// @notice Output of coin j for `dx` of coin i at the current balances, after the fee.
    function get_dy(int128 i, int128 j, uint256 dx) external view returns (uint256) {
        (uint256 ui, uint256 uj) = _pair(i, j);
        return _getDy(ui, uj, dx, rates, balances, amp, fee);
    }

    /// @notice Swaps `dx` of coin i (pulled from the caller) for at least `min_dy` of coin j.
    function exchange(int128 i, int128 j, uint256 dx, uint256 min_dy) external nonReentrant returns (uint256 dy) {
        (uint256 ui, uint256 uj) = _pair(i, j);
        dy = _getDy(ui, uj, dx, rates, balances, amp, fee);
        if (dy < min_dy) revert Slippage(dy, min_dy);
        balances[ui] += dx;
        balances[uj] -= dy;
        _safeTransferFrom(coins[ui], msg.sender, address(this), dx);
        _safeTransfer(coins[uj], msg.sender, dy);
        emit TokenExchange(msg.sender, i, dx, j, dy);
    }

    /// @notice Deposits coins for LP shares, charging Curve's imbalance fee
    /// (fee * N / (4 * (N - 1)) on each coin's distance from the ideal balance).
    function add_liquidity(uint256[2] calldata amounts, uint256 min_mint_amount)
        external
        nonReentrant
        returns (uint256 minted)
    {
        uint256[2] memory old = balances;
        uint256 supply = totalSupply;
        uint256 d0 = supply == 0 ? 0 : _getD(_xp(rates, old), amp);
        uint256[2] memory bal = [old[0] + amounts[0], old[1] + amounts[1]];
        if (supply == 0 && (amounts[0] == 0 || amounts[1] == 0)) revert InitialDepositNeedsAllCoins();
        uint256 d1 = _getD(_xp(rates, bal), amp);
        if (d1 <= d0) revert InvariantDidNotGrow();
        balances = bal;
        uint256[2] memory fees;
        if (supply == 0) {
            minted = d1;
        } else {
            uint256 feeRate = fee * N_COINS / (4 * (N_COINS - 1));
            for (uint256 k = 0; k < N_COINS; k++) {
                uint256 ideal = d1 * old[k] / d0;
                uint256 diff = ideal > bal[k] ? ideal - bal[k] : bal[k] - ideal;
                fees[k] = feeRate * diff / FEE_DENOMINATOR;
                bal[k] -= fees[k];
            }
            uint256 d2 = _getD(_xp(rates, bal), amp);
            minted = supply * (d2 - d0) / d0;
        }
        if (minted < min_mint_amount) revert Slippage(minted, min_mint_amount);
        for (uint256 k = 0; k < N_COINS; k++) {
            if (amounts[k] > 0) _safeTransferFrom(coins[k], msg.sender, address(this), amounts[k]);
        }
        _mint(msg.sender, minted);
        emit AddLiquidity(msg.sender, amounts, fees, d1, supply + minted);
    }

    /// @notice Burns `amount` LP shares for a proportional share of both coins.
    function remove_liquidity(uint256 amount, uint256[2] calldata min_amounts)
        external
        nonReentrant
        returns (uint256[2] memory amounts)
    {
        uint256 supply = totalSupply;
        for (uint256 k = 0; k < N_COINS; k++) {
            amounts[k] = balances[k] * amount / supply;
            if (amounts[k] < min_amounts[k]) revert Slippage(amounts[k], min_amounts[k]);
            balances[k] -= amounts[k];
        }
        _burn(msg.sender, amount);
        for (uint256 k = 0; k < N_COINS; k++) {
            _safeTransfer(coins[k], msg.sender, amounts[k]);
        }
        uint256[2] memory noFees;
        emit RemoveLiquidity(msg.sender, amounts, noFees, supply - amount);
    }

    function _pair(int128 i, int128 j) private pure returns (uint256, uint256) {
        if (i < 0 || i >= int128(int256(N_COINS))) revert InvalidIndex(i);
        if (j < 0 || j >= int128(int256(N_COINS))) revert InvalidIndex(j);
        if (i == j) revert SameCoin();
        return (uint256(uint128(i)), uint256(uint128(j)));
    }

    function _init(address[2] memory coins_, uint256 a_, uint256 fee_) private initializer {
        if (coins_[0] == address(0) || coins_[1] == address(0) || coins_[0] == coins_[1]) revert InvalidCoins();
        if (a_ == 0 || a_ > MAX_A) revert InvalidA(a_);
        if (fee_ > MAX_FEE) revert InvalidFee(fee_);
        for (uint256 k = 0; k < N_COINS; k++) {
            uint8 dec = ERC20Base(coins_[k]).decimals();
            if (dec > 18) revert InvalidCoins();
            rates[k] = 10 ** (36 - uint256(dec));
        }
        coins = coins_;
        amp = a_ * A_PRECISION;
        fee = fee_;
        _setMetadata("Switchyard StableSwap LP", "SWY-SS", 18);
    }
}
