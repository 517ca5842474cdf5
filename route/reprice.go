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
	if at := e.probeRepricer(pl, bypass); at != nil {
		return at
	}
	return func(x *uint256.Int) (low, high bool) {
		if pl.Kind != KindIntents {
			return false, !bypass && 0 > e.cfg.MaxPriceImpact
		}
		src, dst := pl.Source.Chain, pl.Dest.Chain
		fromTok, _ := src.Token(pl.FromToken)
		toTok, _ := dst.Token(pl.ToToken)
		held := dst.Intents.Inventory[pl.ToToken]
		_, _, err := solverQuote(src.Intents, usd(x, fromTok), toTok, &held, dst.ID)
		return amountSide(err)
	}
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
				factor = spotFactor(&l.Chain.Pools[h.Pool], h.In)
				if f != nil {
					f[k] = factor
				}
			}
			s *= factor
		}
		spot += s
		hops += len(p.Hops)
	}
	return impactOf(spot, l.Out.Float64(), hops)
}

// spotFactor is a hop's spot price after its pool's fee.
func spotFactor(pool *liquidity.Pool, in uint8) float64 {
	return pool.SpotPrice(int(in)) * (1 - pool.FeeFraction())
}

// impactOf is the price impact in percent of a leg paying out for spot,
// the sum of its parts' inputs at their spot prices, over hops hops (each
// hop's rounding may cost a base unit).
func impactOf(spot, out float64, hops int) float64 {
	if spot <= 0 {
		return 0
	}
	impact := (1 - (out+float64(hops))/spot) * 100
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
