package route

import (
	"math"
	"sort"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// The water-filling (splitter.fill) compares what each path would pay for
// one more increment, about a hundred times per split: pricing those
// exactly (uint256 divisions, V3 steps) was half a split's cost. It
// allocates the increments on a float64 model of the pools instead (the
// same formulas, without the contracts' integer rounding: relative errors
// of order 1e-12, which move an allocation only between increments worth
// the same to that precision) and prices the parts it settles on exactly,
// so a plan's amounts are the contracts' as before. StableSwap hops have no
// closed form; the model prices them exactly.

// twoTo96 is the scale of a V3 sqrtPriceX96.
const twoTo96 = 1 << 96

// floatPathOut estimates what hops pay for in (a float64 amount of the
// first hop's input); ok is false where a pool would refuse the amount.
func floatPathOut(ch *liquidity.Chain, hops []Hop, in float64) (float64, bool) {
	x := in
	for i := range hops {
		p := &ch.Pools[hops[i].Pool]
		var ok bool
		switch p.Kind {
		case liquidity.PairPool:
			x, ok = pairFloatOut(&p.Pair, hops[i].In == 0, x)
		case liquidity.V3Pool:
			x, ok = v3FloatOut(&p.V3, hops[i].In == 0, x)
		case liquidity.StablePool:
			x, ok = stableFloatOut(&p.Stable, int(hops[i].In), x)
		default:
			x, ok = exactFloatOut(p, int(hops[i].In), x)
		}
		if !ok || !(x > 0) {
			return 0, false
		}
	}
	return x, true
}

// pairFloatOut is amm.Pair.AmountOut in float64.
func pairFloatOut(p *amm.Pair, zeroForOne bool, x float64) (float64, bool) {
	rIn, rOut := p.Reserve0.Float64(), p.Reserve1.Float64()
	if !zeroForOne {
		rIn, rOut = rOut, rIn
	}
	if rIn <= 0 || p.FeeBps >= 10_000 {
		return 0, false
	}
	withFee := x * float64(10_000-p.FeeBps)
	return withFee * rOut / (rIn*10_000 + withFee), true
}

// exactFloatOut prices a hop exactly from a float amount (rounded down).
func exactFloatOut(p *liquidity.Pool, in int, x float64) (float64, bool) {
	var a uint256.Int
	if !floatToUint(&a, x) {
		return 0, false
	}
	out, err := p.AmountOut(in, &a)
	if err != nil {
		return 0, false
	}
	return out.Float64(), true
}

// floatToUint sets z to x rounded down; false when x is not below 2^128
// (no amount a pool takes) or not a number.
func floatToUint(z *uint256.Int, x float64) bool {
	if !(x >= 0) || x >= 0x1p128 {
		return false
	}
	hi := math.Floor(x / 0x1p64)
	lo := x - hi*0x1p64
	z.SetUint64(uint64(hi))
	z.Lsh(z, 64)
	var l uint256.Int
	l.SetUint64(uint64(lo))
	z.Add(z, &l)
	return true
}

// v3FloatOut is amm.V3Pool.Swap of an exact input x in float64: within
// each range between initialized ticks the price moves as the liquidity
// there allows, and crossing a tick adds or removes its liquidityNet. Like
// the pool, it refuses a swap reaching the edge of the ticks read.
func v3FloatOut(p *amm.V3Pool, zeroForOne bool, x float64) (float64, bool) {
	if p.Fee >= 1_000_000 {
		return 0, false
	}
	sp := p.SqrtPriceX96.Float64() / twoTo96
	l := p.Liquidity.Float64()
	rem := x * (1 - float64(p.Fee)/1e6) // the input after the fee
	out := 0.0
	ticks := p.Ticks
	if zeroForOne {
		// the initialized ticks at or below the current one, downwards
		i := sort.Search(len(ticks), func(k int) bool { return ticks[k].Index > p.Tick }) - 1
		for {
			edge := i < 0 || ticks[i].Index < p.WindowLo
			t := p.WindowLo
			if !edge {
				t = ticks[i].Index
			}
			st := sqrtAtTick(t)
			if need := l * (1/st - 1/sp); need > rem {
				next := 1 / (1/sp + rem/l)
				return out + l*(sp-next), true
			} else if edge {
				return 0, false
			} else {
				out += l * (sp - st)
				rem -= need
			}
			sp = st
			l = max(l-signedFloat(&ticks[i].LiquidityNet), 0)
			i--
		}
	}
	// the initialized ticks above the current one, upwards
	i := sort.Search(len(ticks), func(k int) bool { return ticks[k].Index > p.Tick })
	for {
		edge := i >= len(ticks) || ticks[i].Index > p.WindowHi
		t := p.WindowHi
		if !edge {
			t = ticks[i].Index
		}
		st := sqrtAtTick(t)
		if need := l * (st - sp); need > rem {
			next := sp + rem/l
			return out + l*(1/sp-1/next), true
		} else if edge {
			return 0, false
		} else {
			out += l * (1/sp - 1/st)
			rem -= need
		}
		sp = st
		l = max(l+signedFloat(&ticks[i].LiquidityNet), 0)
		i++
	}
}

// sqrtAtTick is sqrt(1.0001^t).
func sqrtAtTick(t int32) float64 { return math.Pow(1.0001, float64(t)/2) }

// signedFloat reads a two's complement int256 (a tick's liquidityNet).
func signedFloat(v *uint256.Int) float64 {
	if v.Sign() < 0 {
		var n uint256.Int
		n.Neg(v)
		return -n.Float64()
	}
	return v.Float64()
}

// stableFloatOut is amm.Stable.GetDy in float64: the invariant D by the
// contract's Newton iteration, then get_y's quadratic solved directly.
func stableFloatOut(p *amm.Stable, i int, dx float64) (float64, bool) {
	const aPrecision, n = 100, 2
	j := 1 - i
	rate := [2]float64{p.Rates[0].Float64(), p.Rates[1].Float64()}
	xp := [2]float64{rate[0] * p.Balances[0].Float64() / 1e18, rate[1] * p.Balances[1].Float64() / 1e18}
	amp := p.Amp.Float64()
	if !(xp[0] > 0) || !(xp[1] > 0) || !(amp > 0) || !(rate[j] > 0) {
		return 0, false
	}
	ann := amp * n
	sum := xp[0] + xp[1]
	d := sum
	for range 255 {
		dp := d * d / (n * xp[0]) * d / (n * xp[1])
		prev := d
		d = (ann*sum/aPrecision + dp*n) * d / ((ann-aPrecision)*d/aPrecision + (n+1)*dp)
		if math.Abs(d-prev) <= d*1e-15 {
			break
		}
	}
	x := xp[i] + dx*rate[i]/1e18
	// y^2 + (b - D) y = c
	c := d * (d / (n * x)) * d * aPrecision / (ann * n)
	b := x + d*aPrecision/ann
	bd := b - d
	disc := math.Sqrt(bd*bd + 4*c)
	var y float64
	if bd < 0 {
		y = (disc - bd) / 2
	} else {
		y = 2 * c / (bd + disc) // no cancellation
	}
	dy := xp[j] - y - 1
	if !(dy > 0) {
		return 0, false
	}
	return dy * (1 - p.Fee.Float64()/1e10) * 1e18 / rate[j], true
}
