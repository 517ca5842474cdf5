// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

/// @title StableSwapMath
/// @notice The 2-coin StableSwap invariant exactly as Curve's classic pools
/// (the Vyper base-pool template with A_PRECISION = 100), in one place so a
/// Go port can match it bit for bit. Every operation is on uint256 with
/// Solidity 0.8 checked arithmetic (a Vyper overflow/underflow revert is a
/// revert here too), and every division rounds down (floor).
///
/// Constants: N = 2, A_PRECISION = 100, PRECISION = 1e18, FEE_DENOMINATOR = 1e10.
/// amp = A * A_PRECISION ("A_precise"); fee has 1e10 precision (4e6 = 0.04%).
///
/// Rates normalise each coin to 18 decimals: rate_k = 10^(36 - decimals_k),
///   xp_k = rate_k * balance_k / PRECISION
///
/// get_D(xp, amp):                         (Newton's method, at most 255 rounds)
///   S = xp_0 + xp_1;  if S == 0: return 0
///   D = S;  Ann = amp * N
///   repeat:
///     D_P = D
///     for k in 0..1: D_P = D_P * D / (xp_k * N)        (each step floors)
///     Dprev = D
///     D = (Ann * S / A_PRECISION + D_P * N) * D
///         / ((Ann - A_PRECISION) * D / A_PRECISION + (N + 1) * D_P)
///     if |D - Dprev| <= 1: return D
///   revert (no convergence)
///
/// get_y(i, j, x, xp, amp): the new xp_j when xp_i becomes x
///   D = get_D(xp, amp);  Ann = amp * N
///   S_ = x;  c = D * D / (x * N)                 (the one coin k != j is i)
///   c = c * D * A_PRECISION / (Ann * N)
///   b = S_ + D * A_PRECISION / Ann
///   y = D
///   repeat: y_prev = y;  y = (y*y + c) / (2*y + b - D);  if |y - y_prev| <= 1: return y
///   revert (no convergence)
///
/// get_dy(i, j, dx) and exchange(i, j, dx, min_dy) both compute:
///   xp  = xp(rates, balances)
///   x   = xp_i + dx * rate_i / PRECISION
///   y   = get_y(i, j, x, xp, amp)
///   dy  = xp_j - y - 1                            (-1: rounding in the pool's favour)
///   fee = fee_rate * dy / FEE_DENOMINATOR
///   out = (dy - fee) * PRECISION / rate_j          (back to coin j's decimals)
/// exchange then sets balances_i += dx and balances_j -= out (admin fee is 0).
abstract contract StableSwapMath {
    uint256 internal constant N_COINS = 2;
    uint256 internal constant A_PRECISION = 100;
    uint256 internal constant PRECISION = 1e18;
    uint256 internal constant FEE_DENOMINATOR = 1e10;

    error NoConvergence();

    /// @dev Balances in 18-decimal units: rate_k * balance_k / PRECISION.
    function _xp(uint256[2] memory rates, uint256[2] memory bal) internal pure returns (uint256[2] memory xp) {
        xp[0] = rates[0] * bal[0] / PRECISION;
        xp[1] = rates[1] * bal[1] / PRECISION;
    }

    /// @dev The invariant D for normalised balances `xp` and amplification `amp` (A * A_PRECISION).
    function _getD(uint256[2] memory xp, uint256 amp) internal pure returns (uint256) {
        uint256 s = xp[0] + xp[1];
        if (s == 0) return 0;
        uint256 d = s;
        uint256 ann = amp * N_COINS;
        for (uint256 round = 0; round < 255; round++) {
            uint256 dP = d;
            dP = dP * d / (xp[0] * N_COINS);
            dP = dP * d / (xp[1] * N_COINS);
            uint256 dPrev = d;
            d = (ann * s / A_PRECISION + dP * N_COINS) * d
                / ((ann - A_PRECISION) * d / A_PRECISION + (N_COINS + 1) * dP);
            if (d > dPrev ? d - dPrev <= 1 : dPrev - d <= 1) return d;
        }
        revert NoConvergence();
    }

    /// @dev The normalised balance of coin j after coin i's becomes `x`, keeping D.
    function _getY(uint256 i, uint256 j, uint256 x, uint256[2] memory xp, uint256 amp)
        internal
        pure
        returns (uint256)
    {
        // With two coins the only "other" coin is i itself; j's balance is the unknown.
        assert(i != j && i < N_COINS && j < N_COINS);
        uint256 d = _getD(xp, amp);
        uint256 ann = amp * N_COINS;
        uint256 c = d;
        c = c * d / (x * N_COINS);
        c = c * d * A_PRECISION / (ann * N_COINS);
        uint256 b = x + d * A_PRECISION / ann;
        uint256 y = d;
        for (uint256 round = 0; round < 255; round++) {
            uint256 yPrev = y;
            y = (y * y + c) / (2 * y + b - d);
            if (y > yPrev ? y - yPrev <= 1 : yPrev - y <= 1) return y;
        }
        revert NoConvergence();
    }

    /// @dev Output of coin j (in j's own decimals) for `dx` of coin i, after the fee.
    function _getDy(
        uint256 i,
        uint256 j,
        uint256 dx,
        uint256[2] memory rates,
        uint256[2] memory bal,
        uint256 amp,
        uint256 feeRate
    ) internal pure returns (uint256) {
        uint256[2] memory xp = _xp(rates, bal);
        uint256 x = xp[i] + dx * rates[i] / PRECISION;
        uint256 y = _getY(i, j, x, xp, amp);
        uint256 dy = xp[j] - y - 1;
        uint256 fee = feeRate * dy / FEE_DENOMINATOR;
        return (dy - fee) * PRECISION / rates[j];
    }
}
