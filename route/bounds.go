package route

import (
	"context"
	"errors"
	"slices"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// allowedRange finds the fromAmount range the route accepts, for the
// details of "Amount too low"/"Amount too high": the smallest amount that
// is not too low and the largest that is not too high, exactly (each
// bound is accepted, one base unit beyond it is refused). Every bound is
// confirmed by full plans, so the bounds hold for the route as a whole;
// the search gallops outward from 1 (the maximum from the minimum) to
// bracket each bound, then bisects. nil where no bound exists below 2^200.
//
// refused, when not nil, is the plan the guardrail refused: each bound is
// then first searched by repricing it (a few pool evaluations a probe
// where a full plan searches every path), and kept when full plans
// confirm it is a boundary. Where they do not, the plan the planner
// chose at the failed confirmation (another path, or the same paths split
// differently) is repriced from there, a few rounds, before the bound is
// searched with full plans alone. A round whose bound is one an earlier
// round refuted searches from the amount last refuted instead, which
// ends the cycle between the plans of a range's two ends.
func (e *Engine) allowedRange(ctx context.Context, snap *liquidity.Snapshot, p *Params, refused *Plan) (minAmount, maxAmount *uint256.Int) {
	// probe is probeFull memoized by amount: the rounds' confirmations,
	// nearNoise and the full-plan search plan some amounts more than once.
	type probed struct {
		low, high bool
		pl        *Plan
	}
	memo := map[uint256.Int]probed{}
	probe := func(x *uint256.Int) (low, high bool, pl *Plan) {
		if r, ok := memo[*x]; ok {
			return r.low, r.high, r.pl
		}
		low, high, pl = e.probeFull(ctx, snap, p, x)
		memo[*x] = probed{low, high, pl}
		return low, high, pl
	}
	// full is the full planner's verdict for one bound (wantLow: the
	// minimum's "not too low", else the maximum's "not too high").
	full := func(wantLow bool) planProbe {
		return func(x *uint256.Int) (bool, *Plan) {
			low, high, pl := probe(x)
			if wantLow {
				return !low, pl
			}
			return !high, pl
		}
	}
	quick := func(pl *Plan, wantLow bool) func(*uint256.Int) bool {
		at := e.repricer(pl, p.BypassGuardrails)
		return func(x *uint256.Int) bool {
			low, high := at(x)
			if wantLow {
				return !low
			}
			return !high
		}
	}
	bound := func(start *uint256.Int, rising bool) *uint256.Int {
		ok := full(rising)
		var last, atX *uint256.Int
		var refuted []*uint256.Int
		for pl, round := refused, 0; pl != nil && round < replanRounds; round++ {
			q := quick(pl, rising)
			x, found := boundary(ctx, start, q, rising)
			if found && atX != nil && slices.ContainsFunc(refuted, x.Eq) {
				// The plan the planner chose at the last refuted amount has,
				// searched from the fixed start, a boundary already refuted:
				// left there, the rounds would cycle between the plans of
				// both ends of a range the planner accepts. Its boundary
				// nearest that amount is the one to confirm.
				x, found = boundary(ctx, atX, q, rising)
			}
			if !found || (last != nil && x.Eq(last)) {
				break
			}
			last = x
			refuted = append(refuted, x)
			var confirmed bool
			var at *Plan
			confirmed, at, atX = confirmBoundary(x, ok, rising)
			if confirmed && !rising && nearNoise(x, start, ok) {
				break
			}
			if confirmed {
				return x
			}
			switch {
			case repriceable(at):
				pl = at
			default:
				// the planner refused the amount (say, its source path net
				// of gas bridges less than the bridge's minimum): the
				// route as it plans each leg there, without its verdict
				next := e.replanLegs(pl, atX)
				if next == nil {
					next = e.resplitPlan(pl, atX)
				}
				pl = next
			}
		}
		if x, found := boundary(ctx, start, func(x *uint256.Int) bool { r, _ := ok(x); return r }, rising); found {
			return x
		}
		return nil
	}
	// The searches start from fixed points, not from the amount asked:
	// where acceptance is not monotone at the last unit (price impact is
	// a float), two starts could find two boundaries, and every request on
	// the same pool state must get the same range.
	one := uint256.NewInt(1)
	minAmount = bound(one, true)
	from := one
	if minAmount != nil {
		from = minAmount
	}
	maxAmount = bound(from, false)
	return minAmount, maxAmount
}

// nearNoise reports whether a maximum x found just above the minimum
// (below four times it) lies where acceptance is noise: rounding moves the
// price impact of amounts a few base units out, so such a maximum may be
// a boundary below amounts that are accepted. It is when four times the
// minimum is accepted, and the maximum is then searched with full plans,
// which gallop past it as before the repricing.
func nearNoise(x, minAmount *uint256.Int, ok planProbe) bool {
	var fourfold uint256.Int
	if _, over := fourfold.MulOverflow(minAmount, uint256.NewInt(4)); over || !x.Lt(&fourfold) {
		return false
	}
	accepted, _ := ok(&fourfold)
	return accepted
}

// planProbe is a full-plan verdict on an amount, with the plan the
// planner chose there (nil where it found none).
type planProbe func(*uint256.Int) (bool, *Plan)

// replanRounds is how many times a bound is searched by repricing, each
// round with the plan the planner chose where the previous round's bound
// was not confirmed, before it is searched with full plans.
const replanRounds = 8

// repriceable: reprice knows the EVM exact-input kinds only.
func repriceable(pl *Plan) bool {
	return pl != nil && !pl.Cosmos && !pl.ExactOut
}

// confirmBoundary reports whether ok holds at x and not one unit beyond
// it (below x for a lower bound, above for an upper one). Where it does
// not, at is the plan the planner chose at the amount that failed, atX.
func confirmBoundary(x *uint256.Int, ok planProbe, rising bool) (confirmed bool, at *Plan, atX *uint256.Int) {
	good, pl := ok(x)
	if !good {
		return false, pl, x
	}
	next := new(uint256.Int)
	if rising {
		if x.IsZero() {
			return true, nil, nil
		}
		next.SubUint64(x, 1)
		if next.IsZero() {
			return true, nil, nil
		}
	} else {
		next.AddUint64(x, 1)
	}
	if good, pl = ok(next); !good {
		return true, nil, nil
	}
	return false, pl, next
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

// probeFull plans the whole route at x: whether it is too low or too high
// (the guardrail included), and the plan the planner chose there (refused
// or not; nil where it found none).
func (e *Engine) probeFull(ctx context.Context, snap *liquidity.Snapshot, p *Params, x *uint256.Int) (low, high bool, pl *Plan) {
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
		return !ae.high, ae.high, nil
	case err != nil:
		return false, false, nil // no route at all: neither bound moves past it
	}
	return false, !p.BypassGuardrails && pl.PriceImpact > e.cfg.MaxPriceImpact, pl
}
