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

	// inv caches what pricing needs of the state apart from the trade
	// (NewStable fills it): the normalised balances, get_D, and get_y's
	// terms that depend on D and A only. A router prices one state many
	// times, and these are most of the divisions of a GetDy besides its
	// Newton loop for y. A state changed since is recomputed per call.
	// It is held out of line: pools sit in large arrays that pricing
	// reads at random, so a smaller Stable keeps more of them cached.
	inv *invariant
}

// invariant is the stableState of the state in of.
type invariant struct {
	of invariantInputs
	st stableState
}

type invariantInputs struct {
	balances, rates [2]uint256.Int
	amp             uint256.Int
}

// stableState holds the per-state steps of get_dy and get_y with the
// error the contract would revert with at each: xp (xpErr), get_D (dErr,
// only computed when xp is valid), and, when D is valid, get_y's ann*2
// (the divisor of c), D*D (c's first numerator) and D*100/ann (b less x),
// each flagged where the contract's checked arithmetic reverts on it.
// Those three can only revert on an overflow, so checking them out of the
// contract's order gives the same ErrOverflow.
type stableState struct {
	xp                 [2]uint256.Int
	xpErr, dErr        error
	d                  uint256.Int
	ann2, dd, bD       uint256.Int
	ann2Ov, ddOv, bDOv bool
}

func (s *Stable) inputs() invariantInputs {
	return invariantInputs{balances: s.Balances, rates: s.Rates, amp: s.Amp}
}

// state returns the cached stableState when it is the current state's,
// else computes it into buf.
func (s *Stable) state(buf *stableState) *stableState {
	if inv := s.inv; inv != nil && inv.of == s.inputs() {
		return &inv.st
	}
	s.computeState(buf)
	return buf
}

func (s *Stable) computeState(st *stableState) {
	*st = stableState{}
	if st.xp, st.xpErr = s.xp(); st.xpErr != nil {
		return
	}
	if st.d, st.dErr = getD(&st.xp, &s.Amp); st.dErr != nil {
		return
	}
	// get_D read amp*2 without overflow and found it at least 100.
	var ann uint256.Int
	mulOvUint64(&ann, &s.Amp, nCoins)
	st.ann2Ov = mulOvUint64(&st.ann2, &ann, nCoins)
	st.ddOv = mulOv(&st.dd, &st.d, &st.d)
	st.bDOv = mulDiv(&st.bD, &st.d, uint256.NewInt(aPrecision), &ann) != nil
}

// cacheInvariant computes the stableState once for the current state. It
// writes s, so it runs before the state is shared (NewStable), never
// during pricing.
func (s *Stable) cacheInvariant() {
	inv := &invariant{of: s.inputs()}
	s.computeState(&inv.st)
	s.inv = inv
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
	var buf stableState
	st := s.state(&buf)
	if st.xpErr != nil {
		return out, st.xpErr
	}
	var x uint256.Int
	if err := mulDiv(&x, dx, &s.Rates[i], &precision); err != nil {
		return out, err
	}
	if _, o := x.AddOverflow(&x, &st.xp[i]); o {
		return out, ErrOverflow
	}
	if st.dErr != nil {
		return out, st.dErr
	}
	y, err := st.getY(&x)
	if err != nil {
		return out, err
	}
	var dy, fee uint256.Int
	if _, o := dy.SubOverflow(&st.xp[j], &y); o {
		return out, ErrOverflow
	}
	if dy.IsZero() {
		return out, ErrOverflow // dy - 1 underflows
	}
	dy.SubUint64(&dy, 1)
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
	if mulOv(z, x, y) {
		return ErrOverflow
	}
	if d.IsZero() {
		return ErrInsufficientLiquidity
	}
	div(z, z, d)
	return nil
}

// shl1 sets z = 2*x, reporting overflow past 256 bits.
func shl1(z, x *uint256.Int) bool {
	o := x[3]>>63 != 0
	z[3] = x[3]<<1 | x[2]>>63
	z[2] = x[2]<<1 | x[1]>>63
	z[1] = x[1]<<1 | x[0]>>63
	z[0] = x[0] << 1
	return o
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
	if mulOvUint64(&ann, amp, nCoins) {
		return s, ErrOverflow
	}
	if err := mulDiv(&annS, &ann, &s, uint256.NewInt(aPrecision)); err != nil {
		return s, err
	}
	if _, o := annM.SubOverflow(&ann, uint256.NewInt(aPrecision)); o {
		return s, ErrOverflow
	}
	if shl1(&x0n, &xp[0]) || shl1(&x1n, &xp[1]) {
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
		if shl1(&num, &dP) {
			return d, ErrOverflow
		}
		if _, o := num.AddOverflow(&annS, &num); o {
			return d, ErrOverflow
		}
		if mulOv(&num, &num, &d) {
			return d, ErrOverflow
		}
		// den = (ann-100)*D/100 + 3*D_P
		if err := mulDiv(&den, &annM, &d, uint256.NewInt(aPrecision)); err != nil {
			return d, err
		}
		if mulOvUint64(&t, &dP, nCoins+1) {
			return d, ErrOverflow
		}
		if _, o := den.AddOverflow(&den, &t); o {
			return d, ErrOverflow
		}
		if den.IsZero() {
			return d, ErrInsufficientLiquidity
		}
		div(&d, &num, &den)
		if within1(&d, &dPrev) {
			return d, nil
		}
	}
	return d, ErrNoConvergence
}

// getY is _getY's iteration for the new xp_i = x at the state's invariant
// D (valid: dErr is nil): it solves y^2 + (b - D)*y = c by Newton's method
// from y = D, with
//
//	c = (D*D / (x*2)) * D * 100 / (ann*2);  b = x + D*100/ann
func (st *stableState) getY(x *uint256.Int) (uint256.Int, error) {
	var c, t, b, y uint256.Int
	if shl1(&t, x) || st.ddOv {
		return y, ErrOverflow
	}
	if t.IsZero() {
		return y, ErrInsufficientLiquidity
	}
	div(&c, &st.dd, &t)
	if mulOv(&c, &c, &st.d) || st.ann2Ov || mulOvUint64(&c, &c, aPrecision) {
		return y, ErrOverflow
	}
	div(&c, &c, &st.ann2)
	if st.bDOv {
		return y, ErrOverflow
	}
	if _, o := b.AddOverflow(x, &st.bD); o {
		return y, ErrOverflow
	}
	d := &st.d
	y = *d
	var yPrev, num, den uint256.Int
	for range maxIter {
		yPrev = y
		// y = (y*y + c) / (2*y + b - D)
		if mulOv(&num, &y, &y) {
			return y, ErrOverflow
		}
		if _, o := num.AddOverflow(&num, &c); o {
			return y, ErrOverflow
		}
		if shl1(&den, &y) {
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
		div(&y, &num, &den)
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
	var buf stableState
	st := s.state(&buf)
	if st.xpErr != nil || st.dErr != nil {
		return 0
	}
	xp, d := &st.xp, &st.d
	alpha := s.Amp.Float64() * nCoins / aPrecision
	df := d.Float64()
	ri, rj := df/xp[i].Float64(), df/xp[j].Float64()
	p := (alpha + ri*ri*rj/4) / (alpha + ri*rj*rj/4)
	return p * s.Rates[i].Float64() / s.Rates[j].Float64()
}
