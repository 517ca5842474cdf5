package amm

import (
	"math"
	"math/big"

	"github.com/holiman/uint256"
)

// Reference implementations on math/big, written line by line from the
// Solidity (no hoisting, no shortcuts) so they check the uint256 code's
// overflow handling and loop-invariant hoisting independently.

var two256 = new(big.Int).Lsh(big.NewInt(1), 256)

// refAmountOut is the pair formula on unbounded integers (the fuzz oracle).
func refAmountOut(in, rIn, rOut *big.Int, feeBps int64) *big.Int {
	inWithFee := new(big.Int).Mul(in, big.NewInt(10000-feeBps))
	num := new(big.Int).Mul(inWithFee, rOut)
	den := new(big.Int).Add(new(big.Int).Mul(rIn, big.NewInt(10000)), inWithFee)
	if den.Sign() == 0 {
		return new(big.Int)
	}
	return num.Div(num, den)
}

// evm is uint256 arithmetic with Solidity 0.8 checks: the first overflow,
// underflow or division by zero sets reverted and every later op is a no-op.
type evm struct{ reverted bool }

func (e *evm) chk(z *big.Int) *big.Int {
	if z.Sign() < 0 || z.Cmp(two256) >= 0 {
		e.reverted = true
		return new(big.Int)
	}
	return z
}
func (e *evm) add(a, b *big.Int) *big.Int { return e.chk(new(big.Int).Add(a, b)) }
func (e *evm) sub(a, b *big.Int) *big.Int { return e.chk(new(big.Int).Sub(a, b)) }
func (e *evm) mul(a, b *big.Int) *big.Int { return e.chk(new(big.Int).Mul(a, b)) }
func (e *evm) div(a, b *big.Int) *big.Int {
	if b.Sign() == 0 {
		e.reverted = true
		return new(big.Int)
	}
	return new(big.Int).Div(a, b)
}

func bi(v int64) *big.Int { return big.NewInt(v) }

func within1Big(a, b *big.Int) bool {
	d := new(big.Int).Sub(a, b)
	return d.CmpAbs(big.NewInt(1)) <= 0
}

// refGetD is _getD; ok is false where the contract reverts.
func (e *evm) getD(xp [2]*big.Int, amp *big.Int) (*big.Int, bool) {
	s := e.add(xp[0], xp[1])
	if e.reverted {
		return nil, false
	}
	if s.Sign() == 0 {
		return s, true
	}
	d := s
	ann := e.mul(amp, bi(2))
	for range 255 {
		dP := d
		dP = e.div(e.mul(dP, d), e.mul(xp[0], bi(2)))
		dP = e.div(e.mul(dP, d), e.mul(xp[1], bi(2)))
		dPrev := d
		num := e.mul(e.add(e.div(e.mul(ann, s), bi(100)), e.mul(dP, bi(2))), d)
		den := e.add(e.div(e.mul(e.sub(ann, bi(100)), d), bi(100)), e.mul(bi(3), dP))
		d = e.div(num, den)
		if e.reverted {
			return nil, false
		}
		if within1Big(d, dPrev) {
			return d, true
		}
	}
	return nil, false
}

// refGetDy is StableSwapMath._getDy on (s's) state; ok is false where the
// contract reverts.
func refGetDy(s *Stable, i, j int, dx *big.Int) (*big.Int, bool) {
	e := &evm{}
	rates := [2]*big.Int{s.Rates[0].ToBig(), s.Rates[1].ToBig()}
	bal := [2]*big.Int{s.Balances[0].ToBig(), s.Balances[1].ToBig()}
	amp, feeRate, prec := s.Amp.ToBig(), s.Fee.ToBig(), bi(1e18)
	xp := [2]*big.Int{e.div(e.mul(rates[0], bal[0]), prec), e.div(e.mul(rates[1], bal[1]), prec)}
	x := e.add(xp[i], e.div(e.mul(dx, rates[i]), prec))
	if e.reverted {
		return nil, false
	}
	// _getY
	d, ok := e.getD(xp, amp)
	if !ok {
		return nil, false
	}
	ann := e.mul(amp, bi(2))
	c := d
	c = e.div(e.mul(c, d), e.mul(x, bi(2)))
	c = e.div(e.mul(e.mul(c, d), bi(100)), e.mul(ann, bi(2)))
	b := e.add(x, e.div(e.mul(d, bi(100)), ann))
	y := d
	converged := false
	for range 255 {
		yPrev := y
		y = e.div(e.add(e.mul(y, y), c), e.sub(e.add(e.mul(bi(2), y), b), d))
		if e.reverted {
			return nil, false
		}
		if within1Big(y, yPrev) {
			converged = true
			break
		}
	}
	if !converged {
		return nil, false
	}
	dy := e.sub(e.sub(xp[j], y), bi(1))
	fee := e.div(e.mul(feeRate, dy), bi(1e10))
	out := e.div(e.mul(e.sub(dy, fee), prec), rates[j])
	if e.reverted {
		return nil, false
	}
	return out, true
}

func u256(b *big.Int) *uint256.Int {
	v, overflow := uint256.FromBig(b)
	if overflow {
		panic("u256: " + b.String())
	}
	return v
}

// pow10 returns 10^e (e >= 0, may be fractional: log-uniform draws) as a big.Int.
func pow10(e float64) *big.Int {
	whole := int64(e)
	f := new(big.Float).SetFloat64(math.Pow(10, e-float64(whole)))
	f.Mul(f, new(big.Float).SetInt(new(big.Int).Exp(bi(10), bi(whole), nil)))
	v, _ := f.Int(nil)
	return v
}
