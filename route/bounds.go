package route

import (
	"context"
	"errors"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// allowedRange finds the fromAmount range the route accepts, for the
// details of "Amount too low"/"Amount too high": the smallest amount that
// is not too low and the largest that is not too high, exactly (each
// bound is accepted, one base unit beyond it is refused). Every probe
// plans the whole route, so the bounds hold for the route as a whole;
// the search gallops outward from 1 (the maximum from the minimum) to
// bracket each bound, then bisects. nil where no bound exists below 2^200.
//
// refused, when not nil, is the plan the guardrail refused: each bound is
// then first searched by repricing it (split legs divided as the planner
// divides them near the bound), and kept only when full plans confirm it
// is a boundary.
func (e *Engine) allowedRange(ctx context.Context, snap *liquidity.Snapshot, p *Params, refused *Plan) (minAmount, maxAmount *uint256.Int) {
	probe := func(x *uint256.Int) (low, high bool) {
		q := *p
		if p.exactOut() {
			q.ToAmount = *x // the range is of toAmount
		} else {
			q.FromAmount = *x
		}
		pl, err := e.plan(ctx, snap, &q)
		var ae *amountError
		switch {
		case errors.As(err, &ae):
			return !ae.high, ae.high
		case err != nil:
			return false, false // no route at all: neither bound moves past it
		}
		return false, !p.BypassGuardrails && pl.PriceImpact > e.cfg.MaxPriceImpact
	}
	notLow := func(x *uint256.Int) bool { low, _ := probe(x); return !low }
	notHigh := func(x *uint256.Int) bool { _, high := probe(x); return !high }
	// Repricing the refused plan (a few pool evaluations a probe) finds a
	// bound the full planner then only has to confirm. Where it does not
	// (a split's increments change with the amount), the plan is split
	// again as the planner splits it at that bound and repriced from
	// there, a few rounds, before the bound is searched with full plans
	// (also where another path wins at the bound).
	quickFor := func(pl *Plan, wantLow bool) func(*uint256.Int) bool {
		return func(x *uint256.Int) bool {
			low, high := e.reprice(pl, x, p.BypassGuardrails)
			if wantLow {
				return !low
			}
			return !high
		}
	}
	bound := func(start *uint256.Int, rising bool, full func(*uint256.Int) bool) *uint256.Int {
		for pl, round := refused, 0; pl != nil && round < resplitRounds; round++ {
			x, found := boundary(ctx, start, quickFor(pl, rising), rising)
			if !found {
				break
			}
			if isBoundary(x, full, rising) {
				return x
			}
			pl = e.resplitPlan(pl, x)
		}
		if x, found := boundary(ctx, start, full, rising); found {
			return x
		}
		return nil
	}
	// The searches start from fixed points, not from the amount asked:
	// where acceptance is not monotone at the last unit (price impact is
	// a float), two starts could find two boundaries, and every request on
	// the same pool state must get the same range.
	one := uint256.NewInt(1)
	minAmount = bound(one, true, notLow)
	from := one
	if minAmount != nil {
		from = minAmount
	}
	maxAmount = bound(from, false, notHigh)
	return minAmount, maxAmount
}

// resplitRounds is how many times a bound is searched by repricing, each
// round with the plan split as the planner splits it at the previous
// round's bound, before it is searched with full plans.
const resplitRounds = 3

// isBoundary reports whether ok holds at x and not one unit beyond it
// (below x for a lower bound, above for an upper one).
func isBoundary(x *uint256.Int, ok func(*uint256.Int) bool, rising bool) bool {
	if !ok(x) {
		return false
	}
	var next uint256.Int
	if rising {
		if x.IsZero() {
			return true
		}
		next.SubUint64(x, 1)
		return next.IsZero() || !ok(&next)
	}
	next.AddUint64(x, 1)
	return !ok(&next)
}

// boundary finds where ok changes: for rising (ok false below a threshold,
// true above) the smallest x with ok(x), else (ok true below, false above)
// the largest. It gallops from start (shifting by 1, 2, 4, 8… bits) to
// bracket the threshold, bisects in powers of two while the bracket spans
// more than a factor of four, then linearly until the two ends are
// adjacent: the answer is exact. A cancelled search finds nothing.
func boundary(ctx context.Context, start *uint256.Int, ok func(*uint256.Int) bool, rising bool) (*uint256.Int, bool) {
	limit := new(uint256.Int).Lsh(uint256.NewInt(1), 200)
	// good satisfies ok, bad does not; the answer lies between them.
	var good, bad *uint256.Int
	x := start.Clone()
	if x.IsZero() {
		x.SetOne() // galloping from zero would stay at zero
	}
	okX := ok(x)
	down := okX == rising // rising and ok, or falling and not ok: the threshold is below
	for shift := uint(1); ; shift *= 2 {
		if ctx.Err() != nil {
			return nil, false
		}
		var next *uint256.Int
		if down {
			if x.BitLen() <= 1 {
				if rising {
					return x, true // even the smallest amount is accepted
				}
				return nil, false // nothing is small enough
			}
			next = new(uint256.Int).Rsh(x, min(shift, uint(x.BitLen()-1)))
		} else {
			if !x.Lt(limit) {
				return nil, false
			}
			next = new(uint256.Int).Lsh(x, min(shift, uint(201-x.BitLen())))
		}
		if ok(next) != okX {
			if okX {
				good, bad = x, next
			} else {
				good, bad = next, x
			}
			break
		}
		x = next
	}
	for !adjacent(good, bad) {
		if ctx.Err() != nil {
			return nil, false
		}
		lo, hi := good, bad
		if lo.Gt(hi) {
			lo, hi = hi, lo
		}
		var mid *uint256.Int
		if gap := hi.BitLen() - lo.BitLen(); gap > 2 {
			mid = new(uint256.Int).Lsh(lo, uint(gap/2)) // geometric: halve the exponent gap
		} else {
			mid = midpoint(lo, hi)
		}
		if ok(mid) {
			good = mid
		} else {
			bad = mid
		}
	}
	return good, true
}

func midpoint(lo, hi *uint256.Int) *uint256.Int {
	var d uint256.Int
	d.Sub(hi, lo)
	d.Rsh(&d, 1)
	return d.Add(&d, lo)
}

// adjacent: the two amounts differ by at most one unit.
func adjacent(a, b *uint256.Int) bool {
	lo, hi := a, b
	if lo.Gt(hi) {
		lo, hi = hi, lo
	}
	var d uint256.Int
	d.Sub(hi, lo)
	return d.LtUint64(2)
}
