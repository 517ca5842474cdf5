package world

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/devnet/uniswap"
)

// v3Tier is a V3 fee tier a pair's tokens get a pool at, holding `share`
// percent of the pair's depth.
type v3Tier struct {
	fee     uint32 // hundredths of a bp
	spacing int32  // the factory's tick spacing for the fee
	share   int64  // percent of the pool spec's depthUSD
}

// Volatile pairs trade mostly at 5 and 30 bps, stable ones at 1 and 5 bps,
// as on mainnet; each tier is a separate pool, so the engine can choose and
// split between them.
var (
	volatileTiers = []v3Tier{{fee: 500, spacing: 10, share: 100}, {fee: 3000, spacing: 60, share: 50}, {fee: 10000, spacing: 200, share: 10}}
	stableTiers   = []v3Tier{{fee: 100, spacing: 1, share: 100}, {fee: 500, spacing: 10, share: 30}}
)

// v3Range is a position around the seed price: ticks below and above it
// (widened to the tier's spacing; 0 for the full range) and its percent of
// the tier's depth. Most liquidity sits close to the price, so that larger
// trades leave the narrow positions and cross their ticks.
type v3Range struct {
	below, above int32
	share        int64
}

var (
	// About ±0.3%, ±1%, ±5%, -22%..+28%, and the full range.
	volatileRanges = []v3Range{{below: 30, above: 30, share: 20}, {below: 100, above: 100, share: 20}, {below: 500, above: 500, share: 25},
		{below: 2500, above: 2500, share: 20}, {share: 15}}
	// About ±0.02%, ±0.1%, ±0.5%, ±2% and ±10%: no full range, so that a
	// pool of spacing 1 never leaves the swap loop walking thousands of
	// empty bitmap words to the range's far ticks.
	stableRanges = []v3Range{{below: 2, above: 2, share: 20}, {below: 10, above: 10, share: 25}, {below: 50, above: 50, share: 25},
		{below: 200, above: 200, share: 20}, {below: 1000, above: 1000, share: 10}}
)

// plannedPosition is a V3 position with the most of each token (in the
// pool's token order) the position manager may take for it.
type plannedPosition struct {
	TickLower, TickUpper int32
	Amount0, Amount1     *big.Int
}

// plannedV3 is what a V3 pool is seeded with.
type plannedV3 struct {
	sqrtPriceX96 *big.Int
	positions    []plannedPosition
}

// v3Name is a V3 pool's name: "BASE/QUOTE@0.05%".
func v3Name(base, quote string, fee uint32) string {
	pct := strings.TrimRight(strings.TrimRight(new(big.Rat).SetFrac64(int64(fee), 10_000).FloatString(4), "0"), ".")
	return fmt.Sprintf("%s/%s@%s%%", base, quote, pct)
}

// planV3 adds the V3 pools of the spec's tokens at each tier, seeded at
// the same price as the spec's pair: base and quote are the pair's seed
// amounts at the full depth.
func (p *plan) planV3(s poolSpec, base, quote Token, baseAmount, quoteAmount *big.Int) {
	tiers, ranges := volatileTiers, volatileRanges
	if s.stable {
		tiers, ranges = stableTiers, stableRanges
	}
	t0, _ := uniswap.SortTokens(base.Address, quote.Address)
	amount0, amount1 := baseAmount, quoteAmount
	if t0 != base.Address {
		amount0, amount1 = quoteAmount, baseAmount
	}
	if amount0.Sign() == 0 || amount1.Sign() == 0 {
		return
	}
	// sqrt(amount1/amount0) in Q64.96: the pair's reserve ratio.
	sqrtP := new(big.Int).Lsh(amount1, 192)
	sqrtP.Quo(sqrtP, amount0).Sqrt(sqrtP)
	sp, overflow := uint256.FromBig(sqrtP)
	if overflow {
		p.note("V3 pools of %s/%s left out: the price is out of the V3 range", base.Symbol, quote.Symbol)
		return
	}
	tick, err := amm.V3TickAtSqrtRatio(sp)
	if err != nil {
		p.note("V3 pools of %s/%s left out: %v", base.Symbol, quote.Symbol, err)
		return
	}
	for _, tier := range tiers {
		pp := plannedPool{
			Pool: Pool{Name: v3Name(base.Symbol, quote.Symbol, tier.fee), Base: base.Symbol, Quote: quote.Symbol, Kind: KindUniswapV3,
				FeeBps: uint64(tier.fee / 100), Fee: tier.fee, TickSpacing: tier.spacing},
			v3: &plannedV3{sqrtPriceX96: sqrtP},
		}
		pp.Token0, pp.Token1 = uniswap.SortTokens(base.Address, quote.Address)
		lo, hi := fullRange(tier.spacing)
		for _, r := range ranges {
			pos := plannedPosition{TickLower: lo, TickUpper: hi}
			if r.below > 0 {
				pos.TickLower = max(lo, floorTo(tick-r.below, tier.spacing))
				pos.TickUpper = min(hi, floorTo(tick+r.above, tier.spacing)+tier.spacing)
			}
			share := big.NewInt(tier.share * r.share)
			pos.Amount0 = new(big.Int).Quo(new(big.Int).Mul(amount0, share), big.NewInt(100*100))
			pos.Amount1 = new(big.Int).Quo(new(big.Int).Mul(amount1, share), big.NewInt(100*100))
			pp.v3.positions = append(pp.v3.positions, pos)
		}
		p.v3pools = append(p.v3pools, pp)
	}
}

// fullRange is the widest tick range at the spacing (TickMath's MIN_TICK
// and MAX_TICK rounded inwards).
func fullRange(spacing int32) (lo, hi int32) {
	const maxTick = 887272
	return -(maxTick / spacing) * spacing, (maxTick / spacing) * spacing
}

// floorTo rounds t down to a multiple of spacing.
func floorTo(t, spacing int32) int32 {
	q := t / spacing
	if t%spacing != 0 && t < 0 {
		q--
	}
	return q * spacing
}

// v3Needs adds what the deployer must hold for the V3 positions, by symbol.
func (p *plan) v3Needs() map[string]*big.Int {
	out := map[string]*big.Int{}
	add := func(sym string, a *big.Int) {
		if out[sym] == nil {
			out[sym] = new(big.Int)
		}
		out[sym].Add(out[sym], a)
	}
	for _, pp := range p.v3pools {
		s0, s1 := pp.Base, pp.Quote
		if p.bySymbol[pp.Base].Address != pp.Token0 {
			s0, s1 = s1, s0
		}
		for _, pos := range pp.v3.positions {
			add(s0, pos.Amount0)
			add(s1, pos.Amount1)
		}
	}
	return out
}
