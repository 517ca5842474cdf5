package amm

import (
	"github.com/holiman/uint256"
)

// Uniswap V3's integer math (v3-core 1.0.1 libraries FullMath, TickMath,
// LiquidityMath, UnsafeMath), on uint256.Int values on the stack. A require
// that fails in the library is an error here: ErrOverflow for arithmetic
// limits, ErrInvalidArgument for a tick or price outside TickMath's range.

// V3 tick and price bounds (TickMath.MIN_TICK ... MAX_SQRT_RATIO).
const (
	V3MinTick int32 = -887272
	V3MaxTick int32 = -V3MinTick
)

var (
	// V3MinSqrtRatio is getSqrtRatioAtTick(V3MinTick).
	V3MinSqrtRatio = uint256.NewInt(4295128739)
	// V3MaxSqrtRatio is getSqrtRatioAtTick(V3MaxTick).
	V3MaxSqrtRatio = uint256.MustFromHex("0xfffd8963efd1fc6a506488495d951d5263988d26")

	maxUint128 = func() uint256.Int { var m uint256.Int; m.Lsh(uint256.NewInt(1), 128); m.SubUint64(&m, 1); return m }()
	maxUint160 = func() uint256.Int { var m uint256.Int; m.Lsh(uint256.NewInt(1), 160); m.SubUint64(&m, 1); return m }()
	// maxInt256 bounds SafeCast.toInt256.
	maxInt256 = func() uint256.Int { var m uint256.Int; m.Lsh(uint256.NewInt(1), 255); m.SubUint64(&m, 1); return m }()
)

// fullMulDiv is FullMath.mulDiv: floor(x*y/d) with a 512-bit product; the
// library reverts when d is zero or the quotient exceeds 256 bits.
func fullMulDiv(z, x, y, d *uint256.Int) error {
	if d.IsZero() {
		return ErrOverflow
	}
	var p uint256.Int
	if !mulOv(&p, x, y) {
		div(z, &p, d)
		return nil
	}
	if _, overflow := z.MulDivOverflow(x, y, d); overflow {
		return ErrOverflow
	}
	return nil
}

// fullMulDivUp is FullMath.mulDivRoundingUp: ceil(x*y/d), reverting
// like fullMulDiv and when rounding up would pass 2^256-1.
func fullMulDivUp(z, x, y, d *uint256.Int) error {
	if d.IsZero() {
		return ErrOverflow
	}
	var p, q, r uint256.Int
	if !mulOv(&p, x, y) {
		// A product below 2^256 leaves a quotient below 2^256-1 whenever
		// there is a remainder (d >= 2): rounding up never wraps.
		divMod(&q, &r, &p, d)
		if !r.IsZero() {
			q.AddUint64(&q, 1)
		}
		z.Set(&q)
		return nil
	}
	if _, overflow := q.MulDivOverflow(x, y, d); overflow {
		return ErrOverflow
	}
	// The remainder x*y - q*d is below d < 2^256, so the low words of the
	// two products (wrapping multiplications) give it exactly: no second
	// 512-bit division (mulmod) is needed.
	var qd uint256.Int
	qd.Mul(&q, d)
	if !p.Eq(&qd) {
		if q.Eq(&maxUint256) {
			return ErrOverflow
		}
		q.AddUint64(&q, 1)
	}
	z.Set(&q)
	return nil
}

// divRoundingUp is UnsafeMath.divRoundingUp (d is never zero where it is used).
func divRoundingUp(z, x, d *uint256.Int) {
	var q, rem uint256.Int
	divMod(&q, &rem, x, d)
	if !rem.IsZero() {
		q.AddUint64(&q, 1)
	}
	z.Set(&q)
}

// addDelta is LiquidityMath.addDelta: liquidity (uint128) plus an int128
// delta held as a two's complement uint256; 'LS' / 'LA' reverts are ErrOverflow.
func addDelta(z, liquidity, delta *uint256.Int) error {
	if delta.Sign() < 0 {
		var abs uint256.Int
		abs.Neg(delta)
		if abs.Gt(liquidity) {
			return ErrOverflow
		}
		z.Sub(liquidity, &abs)
		return nil
	}
	var sum uint256.Int
	sum.Add(liquidity, delta)
	if sum.Gt(&maxUint128) {
		return ErrOverflow
	}
	z.Set(&sum)
	return nil
}

// tickRatios are TickMath's per-bit factors 1/sqrt(1.0001)^(2^i) as Q128.128.
var tickRatios = [20]uint256.Int{
	*uint256.MustFromHex("0xfffcb933bd6fad37aa2d162d1a594001"),
	*uint256.MustFromHex("0xfff97272373d413259a46990580e213a"),
	*uint256.MustFromHex("0xfff2e50f5f656932ef12357cf3c7fdcc"),
	*uint256.MustFromHex("0xffe5caca7e10e4e61c3624eaa0941cd0"),
	*uint256.MustFromHex("0xffcb9843d60f6159c9db58835c926644"),
	*uint256.MustFromHex("0xff973b41fa98c081472e6896dfb254c0"),
	*uint256.MustFromHex("0xff2ea16466c96a3843ec78b326b52861"),
	*uint256.MustFromHex("0xfe5dee046a99a2a811c461f1969c3053"),
	*uint256.MustFromHex("0xfcbe86c7900a88aedcffc83b479aa3a4"),
	*uint256.MustFromHex("0xf987a7253ac413176f2b074cf7815e54"),
	*uint256.MustFromHex("0xf3392b0822b70005940c7a398e4b70f3"),
	*uint256.MustFromHex("0xe7159475a2c29b7443b29c7fa6e889d9"),
	*uint256.MustFromHex("0xd097f3bdfd2022b8845ad8f792aa5825"),
	*uint256.MustFromHex("0xa9f746462d870fdf8a65dc1f90e061e5"),
	*uint256.MustFromHex("0x70d869a156d2a1b890bb3df62baf32f7"),
	*uint256.MustFromHex("0x31be135f97d08fd981231505542fcfa6"),
	*uint256.MustFromHex("0x9aa508b5b7a84e1c677de54f3e99bc9"),
	*uint256.MustFromHex("0x5d6af8dedb81196699c329225ee604"),
	*uint256.MustFromHex("0x2216e584f5fa1ea926041bedfe98"),
	*uint256.MustFromHex("0x48a170391f7dc42444e8fa2"),
}

var (
	maxUint256     = *uint256.MustFromHex("0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff")
	one128         = func() uint256.Int { var m uint256.Int; m.Lsh(uint256.NewInt(1), 128); return m }()
	logSqrt10001   = *uint256.MustFromDecimal("255738958999603826347141")
	tickLowOffset  = *uint256.MustFromDecimal("3402992956809132418596140100660247210")
	tickHighOffset = *uint256.MustFromDecimal("291339464771989622907027621153398088495")
)

// V3SqrtRatioAtTick is TickMath.getSqrtRatioAtTick: sqrt(1.0001^tick) as a
// Q64.96, rounded up; a tick beyond ±887272 is ErrInvalidArgument ('T').
func V3SqrtRatioAtTick(z *uint256.Int, tick int32) error {
	abs := tick
	if abs < 0 {
		abs = -abs
	}
	if abs > V3MaxTick {
		return ErrInvalidArgument
	}
	// Every factor is below 2^128, so after the first the ratio is too and
	// each step is a 128x128-bit product whose top two words are the
	// shift by 128. Before any factor the ratio is 2^128, and the first
	// product's shift is the factor itself.
	var r0, r1, r2 uint64 = 0, 0, 1
	for i := range 20 {
		if abs&(1<<i) == 0 {
			continue
		}
		f := &tickRatios[i]
		if r2 != 0 {
			r0, r1, r2 = f[0], f[1], 0
			continue
		}
		var p uint256.Int
		mul128(&p, r0, r1, f[0], f[1])
		r0, r1 = p[2], p[3]
	}
	ratio := uint256.Int{r0, r1, r2, 0}
	if tick > 0 {
		div(&ratio, &maxUint256, &ratio)
	}
	roundUp := ratio[0]&0xffffffff != 0
	z.Rsh(&ratio, 32)
	if roundUp {
		z.AddUint64(z, 1)
	}
	return nil
}

// V3TickAtSqrtRatio is TickMath.getTickAtSqrtRatio: the greatest tick whose
// sqrt ratio is at most sqrtPriceX96, by the library's own log2
// approximation; a price outside [V3MinSqrtRatio, V3MaxSqrtRatio) is
// ErrInvalidArgument ('R').
func V3TickAtSqrtRatio(sqrtPriceX96 *uint256.Int) (int32, error) {
	if sqrtPriceX96.Lt(V3MinSqrtRatio) || !sqrtPriceX96.Lt(V3MaxSqrtRatio) {
		return 0, ErrInvalidArgument
	}
	var ratio, r uint256.Int
	ratio.Lsh(sqrtPriceX96, 32)
	msb := ratio.BitLen() - 1
	if msb >= 128 {
		r.Rsh(&ratio, uint(msb-127))
	} else {
		r.Lsh(&ratio, uint(127-msb))
	}
	// log_2 = (msb-128) << 64 | fraction bits 63..50, as an int256 in two's
	// complement (the fraction fills bits the shifted integer leaves zero).
	var log2 uint256.Int
	if msb >= 128 {
		log2.SetUint64(uint64(msb - 128))
	} else {
		log2.SetUint64(uint64(128 - msb))
		log2.Neg(&log2)
	}
	log2.Lsh(&log2, 64)
	// r is below 2^128 here and after each round, so r*r is a 128x128-bit
	// product; its bit 255 is the library's r >> 128 after the shift by
	// 127, and then r >> 1 makes the shift by 128.
	var frac uint64
	w0, w1 := r[0], r[1]
	for bit := 63; bit >= 50; bit-- {
		var p uint256.Int
		mul128(&p, w0, w1, w0, w1)
		if p[3]>>63 != 0 {
			frac |= 1 << uint(bit)
			w0, w1 = p[2], p[3]
		} else {
			w0, w1 = p[1]>>63|p[2]<<1, p[2]>>63|p[3]<<1
		}
	}
	log2[0] |= frac
	var logSqrt, lo, hi uint256.Int
	logSqrt.Mul(&log2, &logSqrt10001)
	lo.Sub(&logSqrt, &tickLowOffset)
	lo.SRsh(&lo, 128)
	hi.Add(&logSqrt, &tickHighOffset)
	hi.SRsh(&hi, 128)
	tickLow, tickHigh := int32(int64(lo[0])), int32(int64(hi[0]))
	if tickLow == tickHigh {
		return tickLow, nil
	}
	var at uint256.Int
	if err := V3SqrtRatioAtTick(&at, tickHigh); err != nil {
		return 0, err
	}
	if !at.Gt(sqrtPriceX96) {
		return tickHigh, nil
	}
	return tickLow, nil
}
