package route

import (
	"errors"
	"math"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// repricer evaluates the same route (same kind, same pools in the same
// order) for other input amounts: whether it would be too low or too
// high, the guardrail included. It costs a few pool evaluations where a
// full plan searches every path, which makes it the probe of choice for
// the allowed range of a route refused by the guardrail (the full planner
// then confirms the bounds it finds). The pools' spot prices after fees,
// which do not depend on the amount, are computed once per plan (a stable
// pool's solves its invariant each time).
func (e *Engine) repricer(pl *Plan, bypass bool) func(x *uint256.Int) repricing {
	spots := spotFactors{}
	return func(x *uint256.Int) repricing {
		return e.reprice(pl, x, bypass, spots)
	}
}

// repricing is the repricer's verdict on an amount. Where the guardrail
// decided it (every pool and the bridge took the amount: priced), it
// also carries the price impact and a bound on its noise: how far
// rounding (each pool's output to the unit, the split's shares to the
// water-filling's increments, the floats) may move the impact of nearby
// amounts off the smooth, rising curve the route's impact follows. The
// range search skips probes the impact settles beyond that noise
// (bounds_hone.go).
type repricing struct {
	low, high     bool
	priced        bool
	impact, noise float64
}

func (e *Engine) reprice(pl *Plan, x *uint256.Int, bypass bool, spots spotFactors) repricing {
	refused := func(over bool) repricing { return repricing{low: !over, high: over} }
	impact, noise := 0.0, 0.0
	switch pl.Kind {
	case KindSwap:
		l, ok, over := repriceLeg(&pl.Source, x)
		if !ok {
			return refused(over)
		}
		impact, noise = spots.legImpact(&l), legNoise(&l)
	case KindBridge:
		src, ok, over := repriceLeg(&pl.Source, x)
		if !ok {
			return refused(over)
		}
		_, arrived, err := bridgeTransfer(pl.Source.Chain, &src.Out)
		if err != nil {
			low, high := amountSide(err)
			return repricing{low: low, high: high}
		}
		dst, ok, over := repriceLeg(pl.Dest, &arrived)
		if !ok {
			return refused(over)
		}
		impact = 100 * (1 - (1-spots.legImpact(&src)/100)*(1-spots.legImpact(&dst)/100))
		noise = legNoise(&src) + legNoise(&dst) + 100*bridgeNoise(&arrived)
	case KindIntents:
		src, dst := pl.Source.Chain, pl.Dest.Chain
		fromTok, _ := src.Token(pl.FromToken)
		toTok, _ := dst.Token(pl.ToToken)
		held := dst.Intents.Inventory[pl.ToToken]
		_, _, err := solverQuote(src.Intents, usd(x, fromTok), toTok, &held, dst.ID)
		low, high := amountSide(err)
		return repricing{low: low, high: high}
	}
	if bypass {
		return repricing{}
	}
	return repricing{high: impact > e.cfg.MaxPriceImpact, priced: true, impact: impact, noise: noise}
}

// repriceLeg reprices a leg for another input; a refusal is too low
// unless a pool's reserves would overflow (too high).
func repriceLeg(l *Leg, in *uint256.Int) (n Leg, ok, overflow bool) {
	n = *l
	n.In, n.Out = *in, *in
	if len(l.Path.Hops) == 0 {
		return n, true, false
	}
	if len(l.Splits) > 0 {
		return repriceSplit(l, in)
	}
	hops := make([]Hop, len(l.Path.Hops))
	amt := *in
	for i, h := range l.Path.Hops {
		out, err := l.Chain.Pools[h.Pool].AmountOut(int(h.In), &amt)
		if err != nil || out.IsZero() {
			return n, false, tooMuchFor(err)
		}
		hops[i] = h
		hops[i].AmountIn, hops[i].Out = amt, out
		amt = out
	}
	n.Path, n.Splits, n.Out = Path{Hops: hops}, nil, amt
	return n, true, false
}

// legNoise bounds, in percent, how far the rounding of a repriced leg
// moves its price impact off the smooth curve at nearby amounts. Each
// hop rounds what it pays to the unit (a V3 or stable pool's math a unit
// or two more): an error of one unit of what it pays, carried to its
// part's output and weighed by that part's share of the leg's; a split
// moves up to splitSteps units between its parts each time the
// water-filling's increment grows by a unit, parts whose marginal prices
// the water-filling keeps within a fraction of each other; the floats of
// the impact add a few rounding errors a hop. Generous on purpose: a
// wider noise costs a few more probes, and full plans confirm every bound
// whatever the probes said.
func legNoise(l *Leg) float64 {
	if len(l.Path.Hops) == 0 {
		return 0
	}
	total := l.Out.Float64()
	parts := l.parts()
	rel, hops := 0.0, 0
	for _, p := range parts {
		out := p.Out().Float64()
		for i := range p.Hops {
			rel += 4 * out / (p.Hops[i].Out.Float64() * total)
		}
		hops += len(p.Hops)
	}
	rel += 1e-15 * float64(4+2*hops)
	if len(parts) > 1 {
		rel += 0.5 * splitSteps / l.In.Float64()
	}
	return 100 * rel
}

// bridgeNoise is the relative rounding of the bridge's fee (to the unit,
// up) on what arrives.
func bridgeNoise(arrived *uint256.Int) float64 {
	return 4 / arrived.Float64()
}

// spotFactors memoizes each hop's spot price after its pool's fee, by
// chain, pool and direction.
type spotFactors map[spotKey]float64

type spotKey struct {
	chain *liquidity.Chain
	pool  int32
	in    uint8
}

// legImpact is the price impact of a leg's path in percent (legImpact in
// engine.go), with the spot factors memoized in f when it is not nil.
func (f spotFactors) legImpact(l *Leg) float64 {
	if len(l.Path.Hops) == 0 {
		return 0
	}
	spot, hops := 0.0, 0
	for _, p := range l.parts() {
		s := p.Hops[0].AmountIn.Float64()
		for _, h := range p.Hops {
			k := spotKey{chain: l.Chain, pool: h.Pool, in: h.In}
			factor, ok := f[k]
			if !ok {
				pool := &l.Chain.Pools[h.Pool]
				factor = pool.SpotPrice(int(h.In)) * (1 - pool.FeeFraction())
				if f != nil {
					f[k] = factor
				}
			}
			s *= factor
		}
		spot += s
		hops += len(p.Hops)
	}
	if spot <= 0 {
		return 0
	}
	impact := (1 - (l.Out.Float64()+float64(hops))/spot) * 100
	return math.Max(0, math.Min(100, impact))
}

// amountSide tells which bound an amount error is about (none for nil).
func amountSide(err error) (low, high bool) {
	var ae *amountError
	if errors.As(err, &ae) {
		return !ae.high, ae.high
	}
	return err != nil, false
}

// resplitPlan is the refused plan's route at another input with each
// split leg divided as the planner divides it there (resplit): the plan
// whose cheap repricing (reprice) finds the bound the planner confirms
// when the refused plan's increments no longer hold at the bound. nil
// for a route without a split leg, or where a leg is refused.
func (e *Engine) resplitPlan(pl *Plan, x *uint256.Int) *Plan {
	if pl.Kind != KindSwap && pl.Kind != KindBridge {
		return nil
	}
	hasSplit := len(pl.Source.Splits) > 0 || (pl.Dest != nil && len(pl.Dest.Splits) > 0)
	if !hasSplit {
		return nil
	}
	n := *pl
	leg := func(l *Leg, in *uint256.Int) (Leg, bool) {
		if len(l.Path.Hops) == 0 {
			c := *l
			c.In, c.Out = *in, *in
			return c, true
		}
		if len(l.Splits) == 0 {
			c, ok, _ := repriceSplit(l, in) // one part: the path at the new amount
			return c, ok
		}
		c, ok, _ := e.resplit(l, in)
		return c, ok
	}
	src, ok := leg(&pl.Source, x)
	if !ok {
		return nil
	}
	n.Source, n.FromAmount = src, *x
	if pl.Kind == KindBridge {
		_, arrived, err := bridgeTransfer(pl.Source.Chain, &src.Out)
		if err != nil {
			return nil
		}
		dst, ok := leg(pl.Dest, &arrived)
		if !ok {
			return nil
		}
		n.Dest = &dst
	}
	return &n
}

// replanLegs is the refused plan's kind at another input with each leg
// planned there as the planner plans it (its paths and split), whatever
// the route's verdict: the plan to reprice where the planner refused an
// amount the repriced route accepts (its path net of gas is another one).
// A destination leg the planner cannot plan keeps the refused plan's.
// nil for other kinds, or where the source leg is refused.
func (e *Engine) replanLegs(pl *Plan, x *uint256.Int) *Plan {
	if pl.Kind != KindSwap && pl.Kind != KindBridge {
		return nil
	}
	src := &pl.Source
	l, err := e.leg(src.Chain, src.From, src.To, x)
	if err != nil {
		return nil
	}
	n := *pl
	n.Source, n.FromAmount = l, *x
	if pl.Kind == KindBridge {
		if _, arrived, err := bridgeTransfer(src.Chain, &l.Out); err == nil {
			if d, err := e.leg(pl.Dest.Chain, pl.Dest.From, pl.Dest.To, &arrived); err == nil {
				n.Dest = &d
			}
		}
	}
	return &n
}
