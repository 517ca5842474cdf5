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
func (e *Engine) repricer(pl *Plan, bypass bool) func(x *uint256.Int) (low, high bool) {
	spots := spotFactors{}
	return func(x *uint256.Int) (low, high bool) {
		return e.reprice(pl, x, bypass, spots)
	}
}

func (e *Engine) reprice(pl *Plan, x *uint256.Int, bypass bool, spots spotFactors) (low, high bool) {
	// legOut reprices a leg; a refusal is too low unless a pool's
	// reserves would overflow (too high).
	legOut := func(l *Leg, in *uint256.Int) (n Leg, ok, overflow bool) {
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
	impact := 0.0
	switch pl.Kind {
	case KindSwap:
		l, ok, over := legOut(&pl.Source, x)
		if !ok {
			return !over, over
		}
		impact = spots.legImpact(&l)
	case KindBridge:
		src, ok, over := legOut(&pl.Source, x)
		if !ok {
			return !over, over
		}
		_, arrived, err := bridgeTransfer(pl.Source.Chain, &src.Out)
		if err != nil {
			return amountSide(err)
		}
		dst, ok, over := legOut(pl.Dest, &arrived)
		if !ok {
			return !over, over
		}
		impact = 100 * (1 - (1-spots.legImpact(&src)/100)*(1-spots.legImpact(&dst)/100))
	case KindIntents:
		src, dst := pl.Source.Chain, pl.Dest.Chain
		fromTok, _ := src.Token(pl.FromToken)
		toTok, _ := dst.Token(pl.ToToken)
		held := dst.Intents.Inventory[pl.ToToken]
		_, _, err := solverQuote(src.Intents, usd(x, fromTok), toTok, &held, dst.ID)
		return amountSide(err)
	}
	return false, !bypass && impact > e.cfg.MaxPriceImpact
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
