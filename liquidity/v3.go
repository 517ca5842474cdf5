package liquidity

import (
	"errors"
	"math"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
)

// Default gas of a V3 hop through the SwapRouter, from a route multicall:
// the allowance the FullTokenBalance call gives the router, the router's
// transferFrom in the pool's callback, the pool's swap and the transfer
// out (V3HopGas); each initialized tick crossed writes its fee growth
// outside and reads its liquidity (V3TickGas); each further step of the
// swap loop reads a bitmap word (V3StepGas). TestRoutesV3OnDevnet measured
// a one-V3-hop route at 207k gas to a new holder with a first allowance
// (Base 110k, so ~97k the hop) where QuoterV2 estimates the pool's swap at
// 99k; the per-tick and per-step figures are upper bounds of QuoterV2's
// gasEstimate differences.
const (
	V3HopGas  = 110_000
	V3TickGas = 30_000
	V3StepGas = 5_000
)

// MaxTxGas is the most gas one transaction may carry (EIP-7825): a V3 swap
// estimated above it is refused rather than quoted.
const MaxTxGas = 1 << 24

// ErrTooMuchGas: the swap would need more gas than a transaction carries.
var ErrTooMuchGas = errors.New("liquidity: the swap needs more gas than a transaction may carry")

// V3Swap runs the V3 pool's exact-input swap of amountIn of coin `in`,
// with no price limit, exactly as the pool contract would; the result
// carries the ticks crossed and loop steps that price its gas. A swap that
// cannot take all of amountIn or pays nothing is
// amm.ErrInsufficientLiquidity; one that leaves the ticks read,
// amm.ErrOutsideWindow.
func (p *Pool) V3Swap(res *amm.V3SwapResult, in int, amountIn *uint256.Int) error {
	if err := p.V3.Swap(res, in == 0, true, amountIn, nil); err != nil {
		return err
	}
	if !res.AmountIn.Eq(amountIn) || res.AmountOut.IsZero() {
		return amm.ErrInsufficientLiquidity
	}
	if v3Gas(V3HopGas, V3TickGas, V3StepGas, res) > MaxTxGas {
		return ErrTooMuchGas
	}
	return nil
}

func (p *Pool) v3AmountOut(in int, amountIn *uint256.Int) (uint256.Int, error) {
	var r amm.V3SwapResult
	if err := p.V3Swap(&r, in, amountIn); err != nil {
		return uint256.Int{}, err
	}
	return r.AmountOut, nil
}

// HopGas is the gas of swapping amountIn of coin `in` through the pool
// under the chain's gas model: a constant per hop for pairs and stable
// pools; for a V3 pool, by the ticks the swap crosses and the steps it
// takes (a swap the pool refuses costs the hop's base).
func (p *Pool) HopGas(g *Gas, in int, amountIn *uint256.Int) uint64 {
	switch p.Kind {
	case StablePool:
		return g.StableHop
	case V3Pool:
		var r amm.V3SwapResult
		if err := p.V3.Swap(&r, in == 0, true, amountIn, nil); err != nil {
			return g.V3Hop
		}
		return v3Gas(g.V3Hop, g.V3Tick, g.V3Step, &r)
	}
	return g.PairHop
}

func v3Gas(hop, tick, step uint64, r *amm.V3SwapResult) uint64 {
	steps := uint64(max(r.Steps-1, 0))
	return hop + uint64(r.TicksCrossed)*tick + steps*step
}

// v3SpotPrice is token1 per token0 at the pool's price, (sqrtP/2^96)^2, or
// its inverse from coin 1.
func (p *Pool) v3SpotPrice(in int) float64 {
	s := p.V3.SqrtPriceX96.Float64() / (1 << 96)
	price := s * s
	if in == 1 {
		if price == 0 {
			return 0
		}
		price = 1 / price
	}
	if math.IsInf(price, 0) || math.IsNaN(price) {
		return 0
	}
	return price
}
