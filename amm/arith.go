package amm

import (
	"math/bits"

	"github.com/holiman/uint256"
)

// Checked uint256 arithmetic with fast paths for the operand sizes pool
// math meets (balances, reserves and liquidity well below 2^128): the
// quote engine runs these ~10^4 times a quote, and uint256's general
// MulOverflow always forms the 512-bit product, Div and DivMod go through
// the normalised long division even when the operands fit machine words.
// Each helper returns exactly what the general operation returns.

// mulOv sets z = x*y mod 2^256 and reports whether the product overflows
// 256 bits (uint256.Int.MulOverflow).
func mulOv(z, x, y *uint256.Int) bool {
	if x[2]|x[3]|y[2]|y[3] == 0 {
		mul128(z, x[0], x[1], y[0], y[1])
		return false
	}
	_, o := z.MulOverflow(x, y)
	return o
}

// mul128 sets z to the 256-bit product of two 128-bit values (x1:x0 and
// y1:y0), which cannot overflow.
func mul128(z *uint256.Int, x0, x1, y0, y1 uint64) {
	h00, l00 := bits.Mul64(x0, y0)
	h01, l01 := bits.Mul64(x0, y1)
	h10, l10 := bits.Mul64(x1, y0)
	h11, l11 := bits.Mul64(x1, y1)
	var c1, c2, c uint64
	z1, c1 := bits.Add64(h00, l01, 0)
	z1, c = bits.Add64(z1, l10, 0)
	c1 += c
	z2, c2 := bits.Add64(h01, h10, 0)
	z2, c = bits.Add64(z2, l11, 0)
	c2 += c
	z2, c = bits.Add64(z2, c1, 0)
	c2 += c
	z[0], z[1], z[2], z[3] = l00, z1, z2, h11+c2
}

// mulOvUint64 sets z = x*k mod 2^256 and reports overflow.
func mulOvUint64(z, x *uint256.Int, k uint64) bool {
	h0, l0 := bits.Mul64(x[0], k)
	h1, l1 := bits.Mul64(x[1], k)
	h2, l2 := bits.Mul64(x[2], k)
	h3, l3 := bits.Mul64(x[3], k)
	var c uint64
	z1, c := bits.Add64(l1, h0, 0)
	z2, c := bits.Add64(l2, h1, c)
	z3, c := bits.Add64(l3, h2, c)
	z[0], z[1], z[2], z[3] = l0, z1, z2, z3
	return h3|c != 0
}

// div sets z = x/y (0 when y is zero, as uint256.Int.Div). Divisors below
// 2^128, all the pool math divides by but for FullMath's 512-bit
// products, take a schoolbook division in machine words.
func div(z, x, y *uint256.Int) {
	var r uint256.Int
	divMod(z, &r, x, y)
}

// divMod sets z = x/y and m = x%y (both 0 when y is zero, as
// uint256.Int.DivMod); z and m must differ.
func divMod(z, m, x, y *uint256.Int) {
	switch {
	case y[3]|y[2] != 0:
		z.DivMod(x, y, m)
	case y[1] != 0:
		divMod128(z, m, x, y[0], y[1])
	case y[0] != 0:
		divMod64(z, m, x, y[0])
	default:
		z.Clear()
		m.Clear()
	}
}

// divMod64 divides x by the single word d (non-zero), word by word from
// the top.
func divMod64(z, m, x *uint256.Int, d uint64) {
	var q [4]uint64
	var r uint64
	for i := 3; i >= 0; i-- {
		if r == 0 && x[i] < d {
			r = x[i] // q[i] = 0
			continue
		}
		q[i], r = bits.Div64(r, x[i], d)
	}
	z[0], z[1], z[2], z[3] = q[0], q[1], q[2], q[3]
	m[0], m[1], m[2], m[3] = r, 0, 0, 0
}

// divMod128 divides x by the two-word d1:d0 (d1 non-zero): Knuth's
// algorithm D on the normalised operands, where a two-word divisor makes
// each quotient word's estimate exact after its corrections (divStep).
func divMod128(z, m, x *uint256.Int, d0, d1 uint64) {
	s := uint(bits.LeadingZeros64(d1))
	d1 = d1<<s | d0>>(64-s) // a shift by 64 is 0 in Go
	d0 <<= s
	n4 := x[3] >> (64 - s)
	n3 := x[3]<<s | x[2]>>(64-s)
	n2 := x[2]<<s | x[1]>>(64-s)
	n1 := x[1]<<s | x[0]>>(64-s)
	n0 := x[0] << s
	// n4 < 2^s <= d1, so n4:n3 is below the divisor, as each step needs.
	q2, r1, r0 := divStep(n4, n3, n2, d1, d0)
	q1, r1, r0 := divStep(r1, r0, n1, d1, d0)
	q0, r1, r0 := divStep(r1, r0, n0, d1, d0)
	z[0], z[1], z[2], z[3] = q0, q1, q2, 0
	m[0], m[1], m[2], m[3] = r0>>s|r1<<(64-s), r1>>s, 0, 0
}

// divStep divides u2:u1:u0 by the normalised d1:d0 (top bit set), given
// u2:u1 < d1:d0, so the quotient fits a word; it returns the quotient and
// the two-word remainder. The estimate from u2:u1 / d1 is at most two too
// large, and testing it against all of d0 (as the divisor has no further
// words) leaves it exact.
func divStep(u2, u1, u0, d1, d0 uint64) (q, r1, r0 uint64) {
	if u2 == 0 && u1 < d1 { // u2:u1:u0 < d1:d0
		return 0, u1, u0
	}
	var rhat, c uint64
	if u2 >= d1 { // u2 == d1: the estimate saturates
		q = ^uint64(0)
		rhat, c = bits.Add64(u1, d1, 0) // u2:u1 - q*d1
	} else {
		q, rhat = bits.Div64(u2, u1, d1)
	}
	for c == 0 { // rhat >= 2^64 makes q*d0 <= rhat:u0 certain
		ph, pl := bits.Mul64(q, d0)
		if ph < rhat || (ph == rhat && pl <= u0) {
			break
		}
		q--
		rhat, c = bits.Add64(rhat, d1, 0)
	}
	// u2:u1:u0 - q*(d1:d0) is below 2^128: only the low words matter.
	h0, l0 := bits.Mul64(q, d0)
	p1 := q*d1 + h0
	var b uint64
	r0, b = bits.Sub64(u0, l0, 0)
	r1, _ = bits.Sub64(u1, p1, b)
	return q, r1, r0
}
