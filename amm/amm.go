// Package amm owns the exact integer math of the devnet's two pool contracts
// in contracts/src: UniswapV2Pair (constant product with a per-pool fee in
// basis points) and StableSwapPool (Curve's 2-coin StableSwap, the formulas in
// StableSwapMath.sol), and Uniswap V3's pools as published (V3Pool: TickMath,
// SqrtPriceMath, SwapMath and the pool's swap loop over initialized ticks, in
// v3_*.go). Results match the contracts bit for bit, and an
// operation that would revert on-chain (Solidity 0.8 checked arithmetic,
// division by zero, no convergence) returns an error instead, so a quote is
// exactly what the swap will pay or nothing.
//
// The quote engine evaluates these functions ~10^4 times per quote, so the
// hot paths (Pair.AmountOut, Pair.AmountIn, Stable.GetDy, V3Pool.Swap) work on
// uint256.Int values on the stack and never allocate. SpotPrice helpers are
// float64 and for display only.
package amm

import "errors"

var (
	// ErrInsufficientLiquidity: a zero reserve/balance or input, or a trade
	// whose output rounds to zero (the pair reverts on a zero output; the
	// stable pool would pay nothing).
	ErrInsufficientLiquidity = errors.New("amm: insufficient liquidity")
	// ErrOverflow: the contract would revert on an arithmetic overflow or
	// underflow (Solidity 0.8 checked math), or the pair's uint112 reserves
	// would overflow.
	ErrOverflow = errors.New("amm: arithmetic overflow")
	// ErrNoConvergence: the StableSwap Newton iteration did not settle within
	// 255 rounds (the contract reverts NoConvergence).
	ErrNoConvergence = errors.New("amm: no convergence")
	// ErrInvalidArgument: a coin index or pool parameter the contract rejects
	// (InvalidIndex, SameCoin, InvalidA, InvalidFee, decimals > 18).
	ErrInvalidArgument = errors.New("amm: invalid argument")
)
