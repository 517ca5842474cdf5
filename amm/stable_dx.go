package amm

import "github.com/holiman/uint256"

// getDxRounds bounds GetDx's correction rounds (PairSwapper._stableDx's 16).
const getDxRounds = 16

// GetDx is the input of coin i for which get_dy pays at least want of coin
// j, exactly as PairSwapper._stableDx computes it on chain (the exact-output
// swaps of routes), so a quote's input is what the swap will take:
//
//	gross = ceil(ceil(want*rate_j/1e18) * 1e10 / (1e10 - fee))   (dy before the fee)
//	x     = get_y(j, i, xp_j - gross - 1)                         (the new xp_i)
//	dx    = ceil((x - xp_i) * 1e18 / rate_i)
//
// then, as the floors of get_D/get_y may leave dx a few units short, dx is
// raised by 1, 2, 4, … until GetDy(dx) >= want, at most 16 times. It is the
// smallest such input or a few units more, never less. A want the pool
// cannot pay (at or above its balance of j) is ErrInsufficientLiquidity, as
// is a want that 16 rounds do not reach.
func (s *Stable) GetDx(i, j int, want *uint256.Int) (uint256.Int, error) {
	var dx uint256.Int
	if i < 0 || i >= nCoins || j < 0 || j >= nCoins || i == j {
		return dx, ErrInvalidArgument
	}
	if want.IsZero() {
		return dx, ErrInsufficientLiquidity
	}
	var buf stableState
	st := s.state(&buf)
	if st.xpErr != nil {
		return dx, st.xpErr
	}
	xp := &st.xp
	one := uint256.NewInt(1)
	// gross = ceil(want*rate_j / 1e18), then ceil(gross*1e10 / (1e10-fee))
	var gross, keep uint256.Int
	if err := ceilDiv(&gross, want, &s.Rates[j], &precision); err != nil {
		return dx, err
	}
	if _, o := keep.SubOverflow(&feeDenom, &s.Fee); o || keep.IsZero() {
		return dx, ErrInvalidArgument
	}
	if err := ceilDiv(&gross, &gross, &feeDenom, &keep); err != nil {
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
	if st.dErr != nil {
		return dx, st.dErr
	}
	x, err := st.getY(&yj)
	if err != nil {
		return dx, err
	}
	if x.Gt(&xp[i]) {
		t.Sub(&x, &xp[i])
		if err := ceilDiv(&dx, &t, &precision, &s.Rates[i]); err != nil {
			return dx, err
		}
	} else {
		dx.SetOne()
	}
	step := uint256.NewInt(1)
	for range getDxRounds {
		out, err := s.GetDy(i, j, &dx)
		switch {
		case err == nil && !out.Lt(want):
			return dx, nil
		case err != nil && err != ErrInsufficientLiquidity:
			// the contract's _stableDyOrZero reads an underflow as 0 and
			// goes on; other reverts end the swap
			if err != ErrOverflow || !s.dyUnderflows(i, j, &dx) {
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

// dyUnderflows reports whether get_dy(i, j, dx) fails only because
// xp_j - y - 1 underflows, which PairSwapper reads as a zero output.
func (s *Stable) dyUnderflows(i, j int, dx *uint256.Int) bool {
	var buf stableState
	st := s.state(&buf)
	if st.xpErr != nil {
		return false
	}
	var x uint256.Int
	if mulDiv(&x, dx, &s.Rates[i], &precision) != nil {
		return false
	}
	if _, o := x.AddOverflow(&x, &st.xp[i]); o {
		return false
	}
	if st.dErr != nil {
		return false
	}
	y, err := st.getY(&x)
	if err != nil {
		return false
	}
	y.AddUint64(&y, 1)
	return !st.xp[j].Gt(&y)
}

// ceilDiv sets z = ceil(x*y/d) as (x*y + d - 1) / d with Solidity's
// checked arithmetic.
func ceilDiv(z, x, y, d *uint256.Int) error {
	if d.IsZero() {
		return ErrInsufficientLiquidity
	}
	var p uint256.Int
	if mulOv(&p, x, y) {
		return ErrOverflow
	}
	if _, o := p.AddOverflow(&p, d); o {
		return ErrOverflow
	}
	p.SubUint64(&p, 1)
	div(z, &p, d)
	return nil
}
