package worlds

import (
	"math"
	"math/rand/v2"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// v3Tiers are the Uniswap-V3 fee tiers every two non-stable hubs get a
// pool at (fee in hundredths of a bp, tick spacing, share of the pair's
// V2-equivalent depth).
var v3Tiers = []struct {
	fee     uint32
	spacing int32
	share   float64
}{{500, 10, 1}, {3000, 60, 0.4}}

// v3Ranges are each V3 pool's positions: half-widths in ticks around the
// price (0: the full range) and their share of the pool's value. Most of
// it sits near the price, so large trades leave the narrow ranges and
// cross their ticks.
var v3Ranges = []struct {
	halfWidth int32
	share     float64
}{{30, 0.2}, {100, 0.2}, {500, 0.25}, {2500, 0.2}, {0, 0.15}}

// v3Words is how many tick bitmap words either side of the price's word a
// pool's state covers.
const v3Words = 2

// addV3Pools adds the V3 pools of the hubs, from a random stream of their
// own so the rest of the world is what it was without them.
func (g *chainGen) addV3Pools() {
	r := rand.New(rand.NewPCG(g.p.Seed^0x5633, uint64(g.idx)))
	h := int32(g.info.Hubs)
	for i := range h {
		for j := i + 1; j < h; j++ {
			if g.stable[i] && g.stable[j] {
				continue
			}
			tvl := logNormal(r, g.p.MedianDepthUSD*g.p.HubDepthFactor, g.p.DepthSigma*0.6, g.p.MinDepthUSD*g.p.HubDepthFactor, g.p.MaxDepthUSD*g.p.HubDepthFactor)
			for _, tier := range v3Tiers {
				if p, ok := g.v3Pool(i, j, tier.fee, tier.spacing, tvl*tier.share*noise(r, 0.2)); ok {
					g.c.Pools = append(g.c.Pools, p)
				}
			}
		}
	}
}

// v3Pool is a V3 pool of tokens a and b worth tvl USD at their prices,
// its positions as v3Ranges say, read over v3Words bitmap words either
// side of the price.
func (g *chainGen) v3Pool(a, b int32, fee uint32, spacing int32, tvl float64) (liquidity.Pool, bool) {
	t, amt := g.sides(a, b, tvl)
	if amt[0] < 1e3 || amt[1] < 1e3 {
		return liquidity.Pool{}, false
	}
	price := amt[1] / amt[0] // token1 per token0, base units
	sqrtP := math.Sqrt(price)
	sqrtX96 := fromFloat(sqrtP * math.Ldexp(1, 96))
	if sqrtX96.Lt(amm.V3MinSqrtRatio) || !sqrtX96.Lt(amm.V3MaxSqrtRatio) {
		return liquidity.Pool{}, false
	}
	tick, err := amm.V3TickAtSqrtRatio(&sqrtX96)
	if err != nil {
		return liquidity.Pool{}, false
	}
	lo, hi := -(-amm.V3MinTick/spacing)*spacing, (amm.V3MaxTick/spacing)*spacing
	// The V2 pool of the same reserves has liquidity sqrt(x*y); a
	// position of half-width w ticks (price ratio r = 1.0001^(w/2) at
	// each end) holds the same value with 1/(1-1/r) times more.
	lv2 := math.Sqrt(amt[0]) * math.Sqrt(amt[1])
	p := amm.V3Pool{SqrtPriceX96: sqrtX96, Tick: tick, Fee: fee, TickSpacing: spacing, WindowLo: amm.V3MinTick, WindowHi: amm.V3MaxTick}
	p.Liquidity, p.Ticks = v3Exact(tick, lo, hi, spacing, lv2)
	if p.Liquidity.BitLen() > 120 {
		return liquidity.Pool{}, false
	}
	// What a reader of the chain would know: the ticks of the bitmap words
	// v3Words either side of the price's word (evmsource.DefaultV3Words);
	// a swap leaving them is refused, as in live mode.
	center := floorTo(tick, spacing) / spacing >> 8
	p.WindowLo = max(amm.V3MinTick, (center-v3Words)*256*spacing)
	p.WindowHi = min(amm.V3MaxTick, ((center+v3Words)*256+255)*spacing)
	p.Ticks = slices.DeleteFunc(p.Ticks, func(t amm.V3Tick) bool { return t.Index < p.WindowLo || t.Index > p.WindowHi })
	toks := &g.c.Tokens
	return liquidity.Pool{
		Address: g.a.addr("v3pool", len(g.c.Pools)),
		Kind:    liquidity.V3Pool,
		Tokens:  [2]common.Address{(*toks)[t[0]].Address, (*toks)[t[1]].Address},
		V3:      p,
	}, true
}

// v3Exact lays the positions out as integer liquidity: each position's L
// rounded once, liquidityNet the integers' sums per tick, and the active
// liquidity the sum over the positions holding the price, so crossing any
// tick keeps the pool's books exact.
func v3Exact(tick, lo, hi, spacing int32, lv2 float64) (active uint256.Int, ticks []amm.V3Tick) {
	type pos struct {
		l, u int32
		L    uint256.Int
	}
	var ps []pos
	for _, rg := range v3Ranges {
		l, u := lo, hi
		L := lv2 * rg.share
		if rg.halfWidth > 0 {
			w := (rg.halfWidth + spacing - 1) / spacing * spacing
			l = max(lo, floorTo(tick, spacing)-w)
			u = min(hi, floorTo(tick, spacing)+spacing+w)
			L /= 1 - math.Pow(1.0001, -float64(w)/2)
		}
		ps = append(ps, pos{l, u, fromFloat(L)})
	}
	idx := map[int32]int{}
	for _, p := range ps {
		for k, sign := range map[int32]bool{p.l: true, p.u: false} {
			i, ok := idx[k]
			if !ok {
				i = len(ticks)
				idx[k] = i
				ticks = append(ticks, amm.V3Tick{Index: k})
			}
			if sign {
				ticks[i].LiquidityNet.Add(&ticks[i].LiquidityNet, &p.L)
			} else {
				ticks[i].LiquidityNet.Sub(&ticks[i].LiquidityNet, &p.L)
			}
		}
		if p.l <= tick && tick < p.u {
			active.Add(&active, &p.L)
		}
	}
	slices.SortFunc(ticks, func(a, b amm.V3Tick) int { return int(a.Index) - int(b.Index) })
	return active, ticks
}

// floorTo rounds tick down to a multiple of spacing.
func floorTo(tick, spacing int32) int32 {
	q := tick / spacing
	if tick%spacing != 0 && tick < 0 {
		q--
	}
	return q * spacing
}
