package amm

import "github.com/holiman/uint256"

// StableSwapMath.sol constants.
const (
	nCoins     = 2
	aPrecision = 100
	maxIter    = 255 // Newton rounds before NoConvergence
	maxA       = 1_000_000
	maxFee     = 5_000_000_000 // 50% at 1e10 precision
)

var (
	precision = *uint256.NewInt(1e18)
	feeDenom  = *uint256.NewInt(1e10)
)

// Stable is a StableSwapPool's state: balances(k), the private rates
// (10^(36-decimals_k)), A_precise() and fee().
type Stable struct {
	Balances [2]uint256.Int
	Rates    [2]uint256.Int
	Amp      uint256.Int // A_precise = A * 100
	Fee      uint256.Int // 1e10 precision: 4e6 = 0.04%

	// inv caches get_D for the state it was computed on (NewStable fills
	// it): D depends on the balances, rates and A only, and a router
	// prices one state many times, where the Newton loop for D is about
	// half of each GetDy. A state changed since is recomputed.
	inv invariant
}

// invariant is get_D of the state in of.
type invariant struct {
	of invariantInputs
	d  uint256.Int
	ok bool
}

type invariantInputs struct {
	balances, rates [2]uint256.Int
	amp             uint256.Int
}

func (s *Stable) inputs() invariantInputs {
	return invariantInputs{balances: s.Balances, rates: s.Rates, amp: s.Amp}
}

// getD is get_D of the state, whose normalised balances are xp.
func (s *Stable) getD(xp *[2]uint256.Int) (uint256.Int, error) {
	if s.inv.ok && s.inv.of == s.inputs() {
		return s.inv.d, nil
	}
	return getD(xp, &s.Amp)
}

// cacheInvariant computes D once for the current state. It writes s, so
// it runs before the state is shared (NewStable), never during pricing.
func (s *Stable) cacheInvariant() {
	s.inv = invariant{}
	xp, err := s.xp()
	if err != nil {
		return
	}
	d, err := getD(&xp, &s.Amp)
	if err != nil {
		return
	}
	s.inv = invariant{of: s.inputs(), d: d, ok: true}
}

// NewStable builds the state from raw balances, coin decimals (<= 18), A (not
// precise) and fee, rejecting what the pool's constructor rejects
// (ErrInvalidArgument): decimals > 18, A outside 1..1e6, fee above 5e9.
func NewStable(balance0, balance1 *uint256.Int, decimals0, decimals1 uint8, a, fee uint64) (Stable, error) {
	var s Stable
	if decimals0 > 18 || decimals1 > 18 || a == 0 || a > maxA || fee > maxFee {
		return s, ErrInvalidArgument
	}
	s.Balances[0].Set(balance0)
	s.Balances[1].Set(balance1)
	ten := uint256.NewInt(10)
	s.Rates[0].Exp(ten, uint256.NewInt(36-uint64(decimals0)))
	s.Rates[1].Exp(ten, uint256.NewInt(36-uint64(decimals1)))
	s.Amp.SetUint64(a * aPrecision)
	s.Fee.SetUint64(fee)
	s.cacheInvariant()
	return s, nil
}

// GetDy is the pool's get_dy(i, j, dx): exactly what exchange(i, j, dx, 0)
// pays, or an error where it reverts. A zero result (the contract returns 0
// and exchange pays nothing) is ErrInsufficientLiquidity; so is an empty coin
// (get_D divides by zero) and dx == 0, which is not a trade: on a lopsided
// pool the contract's get_dy(i, j, 0) can be positive (get_D's Newton loop
// stops with D slightly low, and get_y amplifies that into a y some units
// below xp_j), i.e. exchange pays dust for nothing; elsewhere it reverts
// (xp_j - y - 1 underflows). Every step is the contract's, with its floors
// and overflow checks:
//
//	xp = rate*bal/1e18;  x = xp_i + dx*rate_i/1e18;  y = get_y(x)
//	dy = xp_j - y - 1;   out = (dy - fee*dy/1e10) * 1e18 / rate_j
func (s *Stable) GetDy(i, j int, dx *uint256.Int) (uint256.Int, error) {
	var out uint256.Int
	if i < 0 || i >= nCoins || j < 0 || j >= nCoins || i == j {
		return out, ErrInvalidArgument
	}
	if dx.IsZero() {
		return out, ErrInsufficientLiquidity
	}
	xp, err := s.xp()
	if err != nil {
		return out, err
	}
	var x uint256.Int
	if err := mulDiv(&x, dx, &s.Rates[i], &precision); err != nil {
		return out, err
	}
	if _, o := x.AddOverflow(&x, &xp[i]); o {
		return out, ErrOverflow
	}
	d, err := s.getD(&xp)
	if err != nil {
		return out, err
	}
	y, err := getY(&x, &d, &s.Amp)
	if err != nil {
		return out, err
	}
	var dy, fee uint256.Int
	if _, o := dy.SubOverflow(&xp[j], &y); o {
		return out, ErrOverflow
	}
	if _, o := dy.SubOverflow(&dy, uint256.NewInt(1)); o {
		return out, ErrOverflow
	}
	if err := mulDiv(&fee, &s.Fee, &dy, &feeDenom); err != nil {
		return out, err
	}
	if _, o := dy.SubOverflow(&dy, &fee); o {
		return out, ErrOverflow
	}
	if err := mulDiv(&out, &dy, &precision, &s.Rates[j]); err != nil {
		return out, err
	}
	if out.IsZero() {
		return out, ErrInsufficientLiquidity
	}
	return out, nil
}

// xp normalises the balances to 18 decimals (_xp). A zero xp_k makes every
// get_D/get_y path revert (division by zero in get_D, or xp_j - y - 1
// underflowing when both are empty), so it is rejected here.
func (s *Stable) xp() ([2]uint256.Int, error) {
	var xp [2]uint256.Int
	for k := range xp {
		if err := mulDiv(&xp[k], &s.Rates[k], &s.Balances[k], &precision); err != nil {
			return xp, err
		}
		if xp[k].IsZero() {
			return xp, ErrInsufficientLiquidity
		}
	}
	return xp, nil
}

// mulDiv sets z = x*y/d with Solidity 0.8 semantics: the product reverts on
// overflow and a zero divisor reverts (Panic 0x12). Division by zero here
// only arises from an empty or hand-built state, reported as
// ErrInsufficientLiquidity.
func mulDiv(z, x, y, d *uint256.Int) error {
	if _, o := z.MulOverflow(x, y); o {
		return ErrOverflow
	}
	if d.IsZero() {
		return ErrInsufficientLiquidity
	}
	z.Div(z, d)
	return nil
}

// within1 is the contracts' convergence test |a - b| <= 1.
func within1(a, b *uint256.Int) bool {
	var diff uint256.Int
	if a.Gt(b) {
		diff.Sub(a, b)
	} else {
		diff.Sub(b, a)
	}
	return diff.LtUint64(2)
}

// getD is _getD for xp with both entries non-zero (see xp). The loop
// invariants (ann*S/100, xp_k*2, ann-100) are hoisted: the contract computes
// the same values in its first round, so they overflow there or never, and
// the result is the same revert or the same D.
func getD(xp *[2]uint256.Int, amp *uint256.Int) (uint256.Int, error) {
	var s, ann, annS, annM, x0n, x1n uint256.Int
	if _, o := s.AddOverflow(&xp[0], &xp[1]); o {
		return s, ErrOverflow
	}
	if _, o := ann.MulOverflow(amp, uint256.NewInt(nCoins)); o {
		return s, ErrOverflow
	}
	if err := mulDiv(&annS, &ann, &s, uint256.NewInt(aPrecision)); err != nil {
		return s, err
	}
	if _, o := annM.SubOverflow(&ann, uint256.NewInt(aPrecision)); o {
		return s, ErrOverflow
	}
	if _, o := x0n.MulOverflow(&xp[0], uint256.NewInt(nCoins)); o {
		return s, ErrOverflow
	}
	if _, o := x1n.MulOverflow(&xp[1], uint256.NewInt(nCoins)); o {
		return s, ErrOverflow
	}
	d := s
	var dP, dPrev, num, den, t uint256.Int
	for range maxIter {
		if err := mulDiv(&dP, &d, &d, &x0n); err != nil {
			return d, err
		}
		if err := mulDiv(&dP, &dP, &d, &x1n); err != nil {
			return d, err
		}
		dPrev = d
		// num = (ann*S/100 + D_P*2) * D
		if _, o := num.MulOverflow(&dP, uint256.NewInt(nCoins)); o {
			return d, ErrOverflow
		}
		if _, o := num.AddOverflow(&annS, &num); o {
			return d, ErrOverflow
		}
		if _, o := num.MulOverflow(&num, &d); o {
			return d, ErrOverflow
		}
		// den = (ann-100)*D/100 + 3*D_P
		if err := mulDiv(&den, &annM, &d, uint256.NewInt(aPrecision)); err != nil {
			return d, err
		}
		if _, o := t.MulOverflow(uint256.NewInt(nCoins+1), &dP); o {
			return d, ErrOverflow
		}
		if _, o := den.AddOverflow(&den, &t); o {
			return d, ErrOverflow
		}
		if den.IsZero() {
			return d, ErrInsufficientLiquidity
		}
		d.Div(&num, &den)
		if within1(&d, &dPrev) {
			return d, nil
		}
	}
	return d, ErrNoConvergence
}

// getY is _getY's iteration for the new xp_i = x at invariant d: it solves
// y^2 + (b - D)*y = c by Newton's method from y = D.
func getY(x, d, amp *uint256.Int) (uint256.Int, error) {
	var ann, c, t, b, y uint256.Int
	if _, o := ann.MulOverflow(amp, uint256.NewInt(nCoins)); o {
		return y, ErrOverflow
	}
	// c = D*D / (x*2);  c = c*D*100 / (ann*2)
	if _, o := t.MulOverflow(x, uint256.NewInt(nCoins)); o {
		return y, ErrOverflow
	}
	if err := mulDiv(&c, d, d, &t); err != nil {
		return y, err
	}
	if _, o := c.MulOverflow(&c, d); o {
		return y, ErrOverflow
	}
	if _, o := t.MulOverflow(&ann, uint256.NewInt(nCoins)); o {
		return y, ErrOverflow
	}
	if err := mulDiv(&c, &c, uint256.NewInt(aPrecision), &t); err != nil {
		return y, err
	}
	// b = x + D*100/ann
	if err := mulDiv(&b, d, uint256.NewInt(aPrecision), &ann); err != nil {
		return y, err
	}
	if _, o := b.AddOverflow(x, &b); o {
		return y, ErrOverflow
	}
	y = *d
	var yPrev, num, den uint256.Int
	for range maxIter {
		yPrev = y
		// y = (y*y + c) / (2*y + b - D)
		if _, o := num.MulOverflow(&y, &y); o {
			return y, ErrOverflow
		}
		if _, o := num.AddOverflow(&num, &c); o {
			return y, ErrOverflow
		}
		if _, o := den.MulOverflow(uint256.NewInt(2), &y); o {
			return y, ErrOverflow
		}
		if _, o := den.AddOverflow(&den, &b); o {
			return y, ErrOverflow
		}
		if _, o := den.SubOverflow(&den, d); o {
			return y, ErrOverflow
		}
		if den.IsZero() {
			return y, ErrInsufficientLiquidity
		}
		y.Div(&num, &den)
		if within1(&y, &yPrev) {
			return y, nil
		}
	}
	return y, ErrNoConvergence
}

// SpotPrice is the marginal output of coin j per unit of coin i in raw base
// units, excluding the fee, computed analytically: the StableSwap invariant
// (the fixed point of get_D, with alpha = Amp*2/100)
//
//	F = alpha*(x_i + x_j) + D - alpha*D - D^3/(4*x_i*x_j) = 0
//
// gives dx_j/dx_i = F_i/F_j = (alpha + (D/x_i)^2*(D/x_j)/4) /
// (alpha + (D/x_i)*(D/x_j)^2/4) in 18-decimal units, scaled by
// rate_i/rate_j to raw units. D is the contract's exact integer get_D; the
// rest is float64, so this ignores the contract's floors and its -1 per
// trade. Display only; 0 when the state is invalid or get_D reverts.
func (s *Stable) SpotPrice(i, j int) float64 {
	if i < 0 || i >= nCoins || j < 0 || j >= nCoins || i == j {
		return 0
	}
	xp, err := s.xp()
	if err != nil {
		return 0
	}
	d, err := s.getD(&xp)
	if err != nil {
		return 0
	}
	alpha := s.Amp.Float64() * nCoins / aPrecision
	df := d.Float64()
	ri, rj := df/xp[i].Float64(), df/xp[j].Float64()
	p := (alpha + ri*ri*rj/4) / (alpha + ri*rj*rj/4)
	return p * s.Rates[i].Float64() / s.Rates[j].Float64()
}
