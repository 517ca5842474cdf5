package route

import (
	"context"
	"errors"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// allowedRange finds the fromAmount range the route accepts, for the
// details of "Amount too low"/"Amount too high": the smallest amount that
// is not too low and the largest that is not too high, to one part in a
// million (each returned bound itself is accepted). Every probe plans
// the whole route, so the bounds hold for the route as a whole; "" where
// no bound exists within 2^200.
func (e *Engine) allowedRange(ctx context.Context, snap *liquidity.Snapshot, p *Params) (minAmount, maxAmount string) {
	probe := func(x *uint256.Int) (low, high bool) {
		q := *p
		q.FromAmount = *x
		pl, err := e.plan(ctx, snap, &q)
		var ae *amountError
		switch {
		case errors.As(err, &ae):
			return !ae.high, ae.high
		case err != nil:
			return false, false
		}
		return false, !p.BypassGuardrails && pl.PriceImpact > e.cfg.MaxPriceImpact
	}
	limit := new(uint256.Int).Lsh(uint256.NewInt(1), 200)
	// smallest x that is not too low: bracket upwards from 1
	okLow := func(x *uint256.Int) bool { low, _ := probe(x); return !low }
	if lo, found := lowestTrue(uint256.NewInt(1), limit, okLow, ctx); found {
		minAmount = lo.Dec()
	}
	// largest x that is not too high
	notHigh := func(x *uint256.Int) bool { _, high := probe(x); return !high }
	if hi, found := highestTrue(uint256.NewInt(1), limit, notHigh, ctx); found {
		maxAmount = hi.Dec()
	}
	return minAmount, maxAmount
}

// lowestTrue finds (to one part in a million) the smallest x in [start,
// limit] with f(x) true, for f false below a threshold and true above it.
func lowestTrue(start, limit *uint256.Int, f func(*uint256.Int) bool, ctx context.Context) (*uint256.Int, bool) {
	lo := new(uint256.Int) // f(lo) false (or lo = 0)
	hi := start.Clone()
	for !f(hi) {
		if hi.Cmp(limit) >= 0 || ctx.Err() != nil {
			return nil, false
		}
		lo.Set(hi)
		hi.Lsh(hi, 1)
	}
	for !closeEnough(lo, hi) && ctx.Err() == nil {
		mid := midpoint(lo, hi)
		if f(mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return hi, true
}

// highestTrue finds (to one part in a million) the largest x in [start,
// limit] with f(x) true, for f true below a threshold and false above it.
func highestTrue(start, limit *uint256.Int, f func(*uint256.Int) bool, ctx context.Context) (*uint256.Int, bool) {
	lo := start.Clone() // f(lo) true
	if !f(lo) {
		return nil, false
	}
	hi := new(uint256.Int).Lsh(lo, 1)
	for f(hi) {
		if hi.Cmp(limit) >= 0 || ctx.Err() != nil {
			return nil, false
		}
		lo.Set(hi)
		hi.Lsh(hi, 1)
	}
	for !closeEnough(lo, hi) && ctx.Err() == nil {
		mid := midpoint(lo, hi)
		if f(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo, true
}

func midpoint(lo, hi *uint256.Int) *uint256.Int {
	var d uint256.Int
	d.Sub(hi, lo)
	d.Rsh(&d, 1)
	return d.Add(&d, lo)
}

// closeEnough: hi − lo ≤ max(1, hi/1e6).
func closeEnough(lo, hi *uint256.Int) bool {
	var d, tol uint256.Int
	d.Sub(hi, lo)
	tol.Div(hi, uint256.NewInt(1_000_000))
	if tol.IsZero() {
		tol.SetOne()
	}
	return !d.Gt(&tol)
}
