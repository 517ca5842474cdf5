package route

import (
	"math"

	"github.com/holiman/uint256"
)

// honedMax answers the repricer's "not too high" for the maximum's search
// (boundary, falling) with fewer pool evaluations and the same answers.
// The search gallops and bisects to the unit: some 80 probes for an
// 18-decimal amount, nearly all of them far from the bound, where the
// price impact settles the answer. The impact of a repriced route rises
// smoothly with the amount, off by at most its rounding noise (legNoise),
// so once a probe's impact is below the guardrail by more than its noise,
// every smaller amount is accepted too, and once one is above it by more
// than its noise, every larger amount up to a probe priced above it is
// refused. Those two anchors are brought next to the bound by a few
// secant (Illinois) steps on the impact over log2 of the amount, and the
// search's probes outside them are then answered without pricing: only
// the ones inside the noise, where the impact's rounding decides, are
// priced, as the plain search prices them. Answers that are not settled
// by priced probes (a pool refused, the bridge's limits) are priced
// every time.
type honedMax struct {
	at    func(*uint256.Int) repricing
	limit float64 // the guardrail, percent

	// Every amount up to good is accepted; every amount from bad up to
	// top is refused (nil: no such anchor yet).
	good, bad, top *uint256.Int
	// lo and hi are the priced probes nearest the guardrail on each
	// side, with their impacts: the secant's bracket.
	lo, hi       *uint256.Int
	loImp, hiImp float64
	// budget is what is left of the secant's pricings.
	budget int
}

// honeBudget caps the pricings the secant spends per search: it
// converges in a handful, and past the budget the search prices every
// probe as before.
const honeBudget = 14

func newHonedMax(at func(*uint256.Int) repricing, limit float64) *honedMax {
	return &honedMax{at: at, limit: limit, budget: honeBudget}
}

// ok reports whether x is not too high.
func (h *honedMax) ok(x *uint256.Int) bool {
	if v, known := h.settled(x); known {
		return v
	}
	if h.hone() {
		if v, known := h.settled(x); known {
			return v
		}
	}
	return !h.price(x).high
}

// settled answers x from the anchors where they decide it.
func (h *honedMax) settled(x *uint256.Int) (ok, known bool) {
	if h.good != nil && !x.Gt(h.good) {
		return true, true
	}
	if h.bad != nil && !x.Lt(h.bad) && !x.Gt(h.top) {
		return false, true
	}
	return false, false
}

// price reprices x and learns from it.
func (h *honedMax) price(x *uint256.Int) repricing {
	r := h.at(x)
	if !r.priced {
		return r
	}
	switch {
	case r.impact+r.noise < h.limit:
		if h.good == nil || x.Gt(h.good) {
			h.good = x.Clone()
		}
	case r.impact-r.noise > h.limit:
		if h.bad == nil || x.Lt(h.bad) {
			h.bad = x.Clone()
		}
		if h.top == nil || x.Gt(h.top) {
			h.top = x.Clone()
		}
	}
	if h.good != nil && h.bad != nil && !h.good.Lt(h.bad) {
		// the impact is not rising as assumed: price every probe
		h.good, h.bad, h.top, h.budget = nil, nil, nil, 0
	}
	if r.high {
		if h.hi == nil || x.Lt(h.hi) {
			h.hi, h.hiImp = x.Clone(), r.impact
		}
	} else if h.lo == nil || x.Gt(h.lo) {
		h.lo, h.loImp = x.Clone(), r.impact
	}
	return r
}

// hone brings the anchors next to the bound with secant steps on the
// impact between the priced probes nearest it; it reports whether it
// priced anything.
func (h *honedMax) hone() bool {
	if h.lo == nil || h.hi == nil || h.budget <= 0 || !h.lo.Lt(h.hi) {
		return false
	}
	spent := false
	side := 0 // the bracket end the last step replaced: -1 lo, 1 hi
	fLo, fHi := h.loImp-h.limit, h.hiImp-h.limit
	for h.budget > 0 && h.lo.Lt(h.hi) && !adjacent(h.lo, h.hi) {
		uLo, uHi := log2(h.lo), log2(h.hi)
		t := 0.5
		if fHi > fLo && fLo <= 0 {
			t = -fLo / (fHi - fLo)
		}
		c := clampInside(exp2(uLo+t*(uHi-uLo)), h.lo, h.hi)
		h.budget--
		spent = true
		r := h.price(c)
		if !r.priced {
			h.budget = 0 // a refusal inside the bracket: no smooth curve to follow
			break
		}
		f := r.impact - h.limit
		if r.high {
			fHi = f
			if side == 1 {
				fLo /= 2 // Illinois: the end kept twice counts half
			}
			side = 1
		} else {
			fLo = f
			if side == -1 {
				fHi /= 2
			}
			side = -1
		}
		if math.Abs(f) <= r.noise {
			// inside the noise: the anchors are just outside it
			h.anchorAround(c, r.noise, (h.hiImp-h.loImp)/(log2(h.hi)-log2(h.lo)+1e-300))
			break
		}
	}
	return spent
}

// anchorAround prices amounts either side of c, which lies inside the
// impact's noise, a few noise widths out (slope: impact per doubling of
// the amount) until each settles.
func (h *honedMax) anchorAround(c *uint256.Int, noise, slope float64) {
	if slope <= 0 || math.IsNaN(slope) || math.IsInf(slope, 0) {
		return
	}
	width := 4 * noise / slope // log2 units
	u := log2(c)
	for k := 0; k < 6 && h.budget > 0 && (h.good == nil || h.good.Lt(c) && !h.goodNear(c, width)); k++ {
		x := exp2(u - width*float64(int(1)<<k))
		if h.lo != nil && !x.Gt(h.lo) {
			break
		}
		h.budget--
		h.price(x)
	}
	for k := 0; k < 6 && h.budget > 0 && (h.bad == nil || !h.badNear(c, width)); k++ {
		x := exp2(u + width*float64(int(1)<<k))
		if h.hi != nil && !x.Lt(h.hi) {
			break
		}
		h.budget--
		h.price(x)
	}
}

func (h *honedMax) goodNear(c *uint256.Int, width float64) bool {
	return log2(c)-log2(h.good) <= 64*width
}

func (h *honedMax) badNear(c *uint256.Int, width float64) bool {
	return log2(h.bad)-log2(c) <= 64*width
}

func log2(x *uint256.Int) float64 { return math.Log2(x.Float64()) }

// exp2 is 2^u rounded down to an integer (53 bits of it exact).
func exp2(u float64) *uint256.Int {
	if u < 0 {
		return new(uint256.Int)
	}
	if u >= 255 {
		return new(uint256.Int).SetAllOne()
	}
	e := math.Floor(u)
	m := uint256.NewInt(uint64(math.Exp2(u-e) * (1 << 52)))
	if e >= 52 {
		return m.Lsh(m, uint(e-52))
	}
	return m.Rsh(m, uint(52-e))
}

// clampInside keeps c strictly between lo and hi (which differ by more
// than one).
func clampInside(c, lo, hi *uint256.Int) *uint256.Int {
	if !c.Gt(lo) {
		return new(uint256.Int).AddUint64(lo, 1)
	}
	if !c.Lt(hi) {
		return new(uint256.Int).SubUint64(hi, 1)
	}
	return c
}
