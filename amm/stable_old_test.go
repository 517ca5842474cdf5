package amm

import "github.com/holiman/uint256"

// The StableSwap math as it was before the per-state terms were cached and
// the arithmetic got its fast paths (commit c2536ac), kept verbatim except
// for the names (old*, on the state's public fields, without the cache) as
// the reference the differential tests and fuzzers compare with.

func oldGetDy(s *Stable, i, j int, dx *uint256.Int) (uint256.Int, error) {
	var out uint256.Int
	if i < 0 || i >= nCoins || j < 0 || j >= nCoins || i == j {
		return out, ErrInvalidArgument
	}
	if dx.IsZero() {
		return out, ErrInsufficientLiquidity
	}
	xp, err := oldXp(s)
	if err != nil {
		return out, err
	}
	var x uint256.Int
	if err := oldMulDiv(&x, dx, &s.Rates[i], &precision); err != nil {
		return out, err
	}
	if _, o := x.AddOverflow(&x, &xp[i]); o {
		return out, ErrOverflow
	}
	d, err := oldGetD(&xp, &s.Amp)
	if err != nil {
		return out, err
	}
	y, err := oldGetY(&x, &d, &s.Amp)
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
	if err := oldMulDiv(&fee, &s.Fee, &dy, &feeDenom); err != nil {
		return out, err
	}
	if _, o := dy.SubOverflow(&dy, &fee); o {
		return out, ErrOverflow
	}
	if err := oldMulDiv(&out, &dy, &precision, &s.Rates[j]); err != nil {
		return out, err
	}
	if out.IsZero() {
		return out, ErrInsufficientLiquidity
	}
	return out, nil
}
func oldXp(s *Stable) ([2]uint256.Int, error) {
	var xp [2]uint256.Int
	for k := range xp {
		if err := oldMulDiv(&xp[k], &s.Rates[k], &s.Balances[k], &precision); err != nil {
			return xp, err
		}
		if xp[k].IsZero() {
			return xp, ErrInsufficientLiquidity
		}
	}
	return xp, nil
}
func oldMulDiv(z, x, y, d *uint256.Int) error {
	if _, o := z.MulOverflow(x, y); o {
		return ErrOverflow
	}
	if d.IsZero() {
		return ErrInsufficientLiquidity
	}
	z.Div(z, d)
	return nil
}
func oldGetD(xp *[2]uint256.Int, amp *uint256.Int) (uint256.Int, error) {
	var s, ann, annS, annM, x0n, x1n uint256.Int
	if _, o := s.AddOverflow(&xp[0], &xp[1]); o {
		return s, ErrOverflow
	}
	if _, o := ann.MulOverflow(amp, uint256.NewInt(nCoins)); o {
		return s, ErrOverflow
	}
	if err := oldMulDiv(&annS, &ann, &s, uint256.NewInt(aPrecision)); err != nil {
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
		if err := oldMulDiv(&dP, &d, &d, &x0n); err != nil {
			return d, err
		}
		if err := oldMulDiv(&dP, &dP, &d, &x1n); err != nil {
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
		if err := oldMulDiv(&den, &annM, &d, uint256.NewInt(aPrecision)); err != nil {
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
func oldGetY(x, d, amp *uint256.Int) (uint256.Int, error) {
	var ann, c, t, b, y uint256.Int
	if _, o := ann.MulOverflow(amp, uint256.NewInt(nCoins)); o {
		return y, ErrOverflow
	}
	// c = D*D / (x*2);  c = c*D*100 / (ann*2)
	if _, o := t.MulOverflow(x, uint256.NewInt(nCoins)); o {
		return y, ErrOverflow
	}
	if err := oldMulDiv(&c, d, d, &t); err != nil {
		return y, err
	}
	if _, o := c.MulOverflow(&c, d); o {
		return y, ErrOverflow
	}
	if _, o := t.MulOverflow(&ann, uint256.NewInt(nCoins)); o {
		return y, ErrOverflow
	}
	if err := oldMulDiv(&c, &c, uint256.NewInt(aPrecision), &t); err != nil {
		return y, err
	}
	// b = x + D*100/ann
	if err := oldMulDiv(&b, d, uint256.NewInt(aPrecision), &ann); err != nil {
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
func oldGetDx(s *Stable, i, j int, want *uint256.Int) (uint256.Int, error) {
	var dx uint256.Int
	if i < 0 || i >= nCoins || j < 0 || j >= nCoins || i == j {
		return dx, ErrInvalidArgument
	}
	if want.IsZero() {
		return dx, ErrInsufficientLiquidity
	}
	xp, err := oldXp(s)
	if err != nil {
		return dx, err
	}
	one := uint256.NewInt(1)
	// gross = ceil(want*rate_j / 1e18), then ceil(gross*1e10 / (1e10-fee))
	var gross, keep uint256.Int
	if err := oldCeilDiv(&gross, want, &s.Rates[j], &precision); err != nil {
		return dx, err
	}
	if _, o := keep.SubOverflow(&feeDenom, &s.Fee); o || keep.IsZero() {
		return dx, ErrInvalidArgument
	}
	if err := oldCeilDiv(&gross, &gross, &feeDenom, &keep); err != nil {
		return dx, err
	}
	// the new xp_j: xp_j - gross - 1, which must stay above zero
	var yj, t uint256.Int
	if _, o := t.AddOverflow(&gross, one); o {
		return dx, ErrOverflow
	}
	if !xp[j].Gt(&t) {
		return dx, ErrInsufficientLiquidity
	}
	yj.Sub(&xp[j], &t)
	d, err := oldGetD(&xp, &s.Amp)
	if err != nil {
		return dx, err
	}
	x, err := oldGetY(&yj, &d, &s.Amp)
	if err != nil {
		return dx, err
	}
	if x.Gt(&xp[i]) {
		t.Sub(&x, &xp[i])
		if err := oldCeilDiv(&dx, &t, &precision, &s.Rates[i]); err != nil {
			return dx, err
		}
	} else {
		dx.SetOne()
	}
	step := uint256.NewInt(1)
	for range getDxRounds {
		out, err := oldGetDy(s, i, j, &dx)
		switch {
		case err == nil && !out.Lt(want):
			return dx, nil
		case err != nil && err != ErrInsufficientLiquidity:
			// the contract's _stableDyOrZero reads an underflow as 0 and
			// goes on; other reverts end the swap
			if err != ErrOverflow || !oldDyUnderflows(s, i, j, &dx) {
				return dx, err
			}
		}
		if _, o := dx.AddOverflow(&dx, step); o {
			return dx, ErrOverflow
		}
		step.Lsh(step, 1)
	}
	return dx, ErrInsufficientLiquidity
}
func oldDyUnderflows(s *Stable, i, j int, dx *uint256.Int) bool {
	xp, err := oldXp(s)
	if err != nil {
		return false
	}
	var x uint256.Int
	if oldMulDiv(&x, dx, &s.Rates[i], &precision) != nil {
		return false
	}
	if _, o := x.AddOverflow(&x, &xp[i]); o {
		return false
	}
	d, err := oldGetD(&xp, &s.Amp)
	if err != nil {
		return false
	}
	y, err := oldGetY(&x, &d, &s.Amp)
	if err != nil {
		return false
	}
	y.AddUint64(&y, 1)
	return !xp[j].Gt(&y)
}
func oldCeilDiv(z, x, y, d *uint256.Int) error {
	if d.IsZero() {
		return ErrInsufficientLiquidity
	}
	var p uint256.Int
	if _, o := p.MulOverflow(x, y); o {
		return ErrOverflow
	}
	if _, o := p.AddOverflow(&p, d); o {
		return ErrOverflow
	}
	p.SubUint64(&p, 1)
	z.Div(&p, d)
	return nil
}
