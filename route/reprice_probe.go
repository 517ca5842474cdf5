package route

import (
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// legProbe reprices one leg of a refused route for the allowed range's
// probes with the arithmetic of legOut and repriceSplit (reprice.go,
// split_reprice.go), without building the repriced Leg: a range search
// probes a route a few hundred times, and each Leg built there was a
// handful of allocations. What does not depend on the amount (each
// part's increments, the spot factors) is worked out once, and the
// buffers are the probe's own: a repricer is used by one goroutine within
// one range search, never concurrently.
type legProbe struct {
	chain  *liquidity.Chain
	noHops bool
	parts  [][]Hop // Path first, then Splits: pools and directions
	split  bool
	in     uint256.Int // the refused leg's input, for shares off its increments
	shares []partShare // per part; the first part takes the remainder
	// per probe: each part's input, for the price impact
	partIn []uint256.Int
	// spot factors of the parts' hops in order, computed at first use
	spots []hopSpot
	hops  int
}

// hopSpot is a hop's spot factor (spotFactor), once known.
type hopSpot struct {
	factor float64
	known  bool
}

// partShare is a later part's share of the refused leg's input: inc of
// its increments where the share is a whole number of them, else the
// share itself (scaled with the input).
type partShare struct {
	byInc bool
	inc   uint256.Int
	share uint256.Int
}

func newLegProbe(l *Leg) *legProbe {
	lp := &legProbe{chain: l.Chain, noHops: len(l.Path.Hops) == 0}
	if lp.noHops {
		return lp
	}
	parts := l.parts()
	lp.parts = make([][]Hop, len(parts))
	for k := range parts {
		lp.parts[k] = parts[k].Hops
		lp.hops += len(parts[k].Hops)
	}
	lp.spots = make([]hopSpot, lp.hops)
	lp.partIn = make([]uint256.Int, len(parts))
	lp.split = len(l.Splits) > 0
	if !lp.split {
		return lp
	}
	lp.in = l.In
	var step, mod uint256.Int
	step.Div(&l.In, uint256.NewInt(splitSteps))
	lp.shares = make([]partShare, len(parts))
	for k := 1; k < len(parts); k++ {
		s := &lp.shares[k]
		s.share = parts[k].Hops[0].AmountIn
		if mod.Mod(&s.share, &step); !step.IsZero() && mod.IsZero() {
			s.byInc = true
			s.inc.Div(&s.share, &step)
		}
	}
	return lp
}

// out is the leg's output for input in: ok false where a pool refuses or
// a part's share vanishes, overflow when the refusal is for too much.
func (lp *legProbe) out(in *uint256.Int) (out uint256.Int, ok, overflow bool) {
	if lp.noHops {
		return *in, true, false
	}
	if !lp.split {
		lp.partIn[0] = *in
		return lp.walk(0, in)
	}
	var rest, share, newStep uint256.Int
	newStep.Div(in, uint256.NewInt(splitSteps))
	rest.Set(in)
	for k := len(lp.parts) - 1; k >= 0; k-- {
		if k > 0 {
			s := &lp.shares[k]
			if s.byInc && !newStep.IsZero() {
				share.Mul(&newStep, &s.inc)
			} else if _, over := share.MulDivOverflow(&s.share, in, &lp.in); over {
				return out, false, over
			}
			if share.IsZero() || !share.Lt(&rest) {
				return out, false, false
			}
			rest.Sub(&rest, &share)
		} else {
			share = rest
		}
		lp.partIn[k] = share
		o, ok, over := lp.walk(k, &share)
		if !ok {
			return out, false, over
		}
		out.Add(&out, &o)
	}
	return out, true, false
}

// walk prices part k's hops for in.
func (lp *legProbe) walk(k int, in *uint256.Int) (uint256.Int, bool, bool) {
	amt := *in
	for _, h := range lp.parts[k] {
		o, err := lp.chain.Pools[h.Pool].AmountOut(int(h.In), &amt)
		if err != nil || o.IsZero() {
			return amt, false, tooMuchFor(err)
		}
		amt = o
	}
	return amt, true, false
}

// impact is the price impact in percent of the leg at the last input out
// priced (legImpact's arithmetic, in the same order).
func (lp *legProbe) impact(out *uint256.Int) float64 {
	if lp.noHops {
		return 0
	}
	spot, j := 0.0, 0
	for k, hops := range lp.parts {
		s := lp.partIn[k].Float64()
		for i := range hops {
			f := &lp.spots[j]
			if !f.known {
				f.factor, f.known = spotFactor(&lp.chain.Pools[hops[i].Pool], hops[i].In), true
			}
			s *= f.factor
			j++
		}
		spot += s
	}
	return impactOf(spot, out.Float64(), lp.hops)
}

// bridgeArrives is bridgeTransfer's verdict without its error message
// (formatting it was most of a refused probe's cost): what arrives, or
// which bound the bridged amount is beyond.
func bridgeArrives(src *liquidity.Chain, bridged *uint256.Int) (arrived uint256.Int, low, high bool) {
	_, arrived, v := bridgeSplit(src, bridged)
	return arrived, v == bridgeBelowMin || v == bridgeFeeTakesAll, v == bridgeAboveMax
}

// probeRepricer is the repricer of a swap or bridge route (legProbe's);
// nil for other kinds.
func (e *Engine) probeRepricer(pl *Plan, bypass bool) func(x *uint256.Int) (low, high bool) {
	limit := e.cfg.MaxPriceImpact
	switch pl.Kind {
	case KindSwap:
		src := newLegProbe(&pl.Source)
		return func(x *uint256.Int) (low, high bool) {
			out, ok, over := src.out(x)
			if !ok {
				return !over, over
			}
			return false, !bypass && src.impact(&out) > limit
		}
	case KindBridge:
		if pl.Dest == nil {
			return nil
		}
		src, dst := newLegProbe(&pl.Source), newLegProbe(pl.Dest)
		ch := pl.Source.Chain
		return func(x *uint256.Int) (low, high bool) {
			sOut, ok, over := src.out(x)
			if !ok {
				return !over, over
			}
			arrived, low, high := bridgeArrives(ch, &sOut)
			if low || high {
				return low, high
			}
			dOut, ok, over := dst.out(&arrived)
			if !ok {
				return !over, over
			}
			impact := 100 * (1 - (1-src.impact(&sOut)/100)*(1-dst.impact(&dOut)/100))
			return false, !bypass && impact > limit
		}
	}
	return nil
}
