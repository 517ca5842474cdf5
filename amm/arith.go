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

// div sets z = x/y (0 when y is zero, as uint256.Int.Div), dividing in
// machine words when x < 2^128 and y < 2^64.
func div(z, x, y *uint256.Int) {
	if x[2]|x[3]|y[1]|y[2]|y[3] == 0 && y[0] != 0 {
		q1, r := x[1]/y[0], x[1]%y[0]
		q0, _ := bits.Div64(r, x[0], y[0])
		z[0], z[1], z[2], z[3] = q0, q1, 0, 0
		return
	}
	z.Div(x, y)
}

// divMod sets z = x/y and m = x%y (both 0 when y is zero, as
// uint256.Int.DivMod); z and m must differ.
func divMod(z, m, x, y *uint256.Int) {
	if x[2]|x[3]|y[1]|y[2]|y[3] == 0 && y[0] != 0 {
		q1, r := x[1]/y[0], x[1]%y[0]
		q0, r0 := bits.Div64(r, x[0], y[0])
		z[0], z[1], z[2], z[3] = q0, q1, 0, 0
		m[0], m[1], m[2], m[3] = r0, 0, 0, 0
		return
	}
	z.DivMod(x, y, m)
}
