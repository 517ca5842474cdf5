package amm

import "github.com/holiman/uint256"

// Uniswap V3's math as it was before the word-sized fast paths (commit
// c2536ac), kept verbatim except for the names (old*) as the reference the
// differential tests and fuzzers compare with.

func oldFullMulDiv(z, x, y, d *uint256.Int) error {
	if d.IsZero() {
		return ErrOverflow
	}
	if _, overflow := z.MulDivOverflow(x, y, d); overflow {
		return ErrOverflow
	}
	return nil
}
func oldFullMulDivUp(z, x, y, d *uint256.Int) error {
	var q uint256.Int
	if err := oldFullMulDiv(&q, x, y, d); err != nil {
		return err
	}
	// The remainder x*y - q*d is below d < 2^256, so the low words of the
	// two products (wrapping multiplications) give it exactly: no second
	// 512-bit division (mulmod) is needed.
	var xy, qd uint256.Int
	xy.Mul(x, y)
	qd.Mul(&q, d)
	if !xy.Eq(&qd) {
		if q.Eq(&maxUint256) {
			return ErrOverflow
		}
		q.AddUint64(&q, 1)
	}
	z.Set(&q)
	return nil
}
func oldDivRoundingUp(z, x, d *uint256.Int) {
	var rem uint256.Int
	rem.Mod(x, d)
	z.Div(x, d)
	if !rem.IsZero() {
		z.AddUint64(z, 1)
	}
}
func oldV3SqrtRatioAtTick(z *uint256.Int, tick int32) error {
	abs := tick
	if abs < 0 {
		abs = -abs
	}
	if abs > V3MaxTick {
		return ErrInvalidArgument
	}
	var ratio uint256.Int
	if abs&1 != 0 {
		ratio.Set(&tickRatios[0])
	} else {
		ratio.Set(&one128)
	}
	for i := 1; i < 20; i++ {
		if abs&(1<<i) != 0 {
			ratio.Mul(&ratio, &tickRatios[i])
			ratio.Rsh(&ratio, 128)
		}
	}
	if tick > 0 {
		ratio.Div(&maxUint256, &ratio)
	}
	roundUp := ratio[0]&0xffffffff != 0
	z.Rsh(&ratio, 32)
	if roundUp {
		z.AddUint64(z, 1)
	}
	return nil
}
func oldV3TickAtSqrtRatio(sqrtPriceX96 *uint256.Int) (int32, error) {
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
	var frac uint64
	for bit := 63; bit >= 50; bit-- {
		r.Mul(&r, &r)
		r.Rsh(&r, 127)
		f := r[2] & 1 // r >> 128 is 0 or 1: r < 2^129
		frac |= f << uint(bit)
		if f != 0 {
			r.Rsh(&r, 1)
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
	if err := oldV3SqrtRatioAtTick(&at, tickHigh); err != nil {
		return 0, err
	}
	if !at.Gt(sqrtPriceX96) {
		return tickHigh, nil
	}
	return tickLow, nil
}
func oldNextSqrtPriceFromAmount0RoundingUp(z, sqrtP, liquidity, amount *uint256.Int, add bool) error {
	if amount.IsZero() {
		z.Set(sqrtP)
		return nil
	}
	var num1, product, check uint256.Int
	num1.Lsh(liquidity, 96)
	product.Mul(amount, sqrtP)
	noOverflow := check.Div(&product, amount).Eq(sqrtP)
	if add {
		if noOverflow {
			var den uint256.Int
			if _, carry := den.AddOverflow(&num1, &product); !carry {
				return oldFullMulDivUp(z, &num1, sqrtP, &den)
			}
		}
		var den uint256.Int
		den.Div(&num1, sqrtP)
		if _, carry := den.AddOverflow(&den, amount); carry {
			return ErrOverflow
		}
		oldDivRoundingUp(z, &num1, &den)
		return nil
	}
	if !noOverflow || !num1.Gt(&product) {
		return ErrOverflow
	}
	var den uint256.Int
	den.Sub(&num1, &product)
	if err := oldFullMulDivUp(z, &num1, sqrtP, &den); err != nil {
		return err
	}
	if z.Gt(&maxUint160) {
		return ErrOverflow
	}
	return nil
}
func oldNextSqrtPriceFromAmount1RoundingDown(z, sqrtP, liquidity, amount *uint256.Int, add bool) error {
	var quotient uint256.Int
	small := !amount.Gt(&maxUint160)
	if add {
		if small {
			quotient.Lsh(amount, 96)
			quotient.Div(&quotient, liquidity)
		} else if err := oldFullMulDiv(&quotient, amount, &q96, liquidity); err != nil {
			return err
		}
		var sum uint256.Int
		if _, carry := sum.AddOverflow(sqrtP, &quotient); carry || sum.Gt(&maxUint160) {
			return ErrOverflow
		}
		z.Set(&sum)
		return nil
	}
	if small {
		var num uint256.Int
		num.Lsh(amount, 96)
		oldDivRoundingUp(&quotient, &num, liquidity)
	} else if err := oldFullMulDivUp(&quotient, amount, &q96, liquidity); err != nil {
		return err
	}
	if !sqrtP.Gt(&quotient) {
		return ErrOverflow
	}
	z.Sub(sqrtP, &quotient)
	return nil
}
func oldNextSqrtPriceFromInput(z, sqrtP, liquidity, amountIn *uint256.Int, zeroForOne bool) error {
	if sqrtP.IsZero() || liquidity.IsZero() {
		return ErrInsufficientLiquidity
	}
	if zeroForOne {
		return oldNextSqrtPriceFromAmount0RoundingUp(z, sqrtP, liquidity, amountIn, true)
	}
	return oldNextSqrtPriceFromAmount1RoundingDown(z, sqrtP, liquidity, amountIn, true)
}
func oldNextSqrtPriceFromOutput(z, sqrtP, liquidity, amountOut *uint256.Int, zeroForOne bool) error {
	if sqrtP.IsZero() || liquidity.IsZero() {
		return ErrInsufficientLiquidity
	}
	if zeroForOne {
		return oldNextSqrtPriceFromAmount1RoundingDown(z, sqrtP, liquidity, amountOut, false)
	}
	return oldNextSqrtPriceFromAmount0RoundingUp(z, sqrtP, liquidity, amountOut, false)
}
func oldAmount0Delta(z, sqrtA, sqrtB, liquidity *uint256.Int, roundUp bool) error {
	if sqrtA.Gt(sqrtB) {
		sqrtA, sqrtB = sqrtB, sqrtA
	}
	if sqrtA.IsZero() {
		return ErrInvalidArgument
	}
	var num1, num2, t uint256.Int
	num1.Lsh(liquidity, 96)
	num2.Sub(sqrtB, sqrtA)
	if roundUp {
		if err := oldFullMulDivUp(&t, &num1, &num2, sqrtB); err != nil {
			return err
		}
		oldDivRoundingUp(z, &t, sqrtA)
		return nil
	}
	if err := oldFullMulDiv(&t, &num1, &num2, sqrtB); err != nil {
		return err
	}
	z.Div(&t, sqrtA)
	return nil
}
func oldAmount1Delta(z, sqrtA, sqrtB, liquidity *uint256.Int, roundUp bool) error {
	if sqrtA.Gt(sqrtB) {
		sqrtA, sqrtB = sqrtB, sqrtA
	}
	var diff, product uint256.Int
	diff.Sub(sqrtB, sqrtA)
	if _, overflow := product.MulOverflow(liquidity, &diff); !overflow {
		// The usual case: the product fits 256 bits, and dividing by Q96 is
		// a shift (the same floor and ceiling as FullMath's).
		fraction := product[1]&(1<<32-1) != 0 || product[0] != 0
		z.Rsh(&product, 96)
		if roundUp && fraction {
			z.AddUint64(z, 1) // below 2^160: never wraps
		}
		return nil
	}
	if roundUp {
		return oldFullMulDivUp(z, liquidity, &diff, &q96)
	}
	return oldFullMulDiv(z, liquidity, &diff, &q96)
}
func oldComputeSwapStep(s *swapStep, sqrtCurrent, sqrtTarget, liquidity, amountRemaining *uint256.Int, exactIn bool, feePips uint32) error {
	zeroForOne := !sqrtCurrent.Lt(sqrtTarget)
	var fee, feeComplement, den uint256.Int
	fee.SetUint64(uint64(feePips))
	feeComplement.SetUint64(feeDenominator - uint64(feePips))
	den.SetUint64(feeDenominator)
	var err error
	if exactIn {
		var lessFee uint256.Int
		if err = oldFullMulDiv(&lessFee, amountRemaining, &feeComplement, &den); err != nil {
			return err
		}
		if zeroForOne {
			err = oldAmount0Delta(&s.amountIn, sqrtTarget, sqrtCurrent, liquidity, true)
		} else {
			err = oldAmount1Delta(&s.amountIn, sqrtCurrent, sqrtTarget, liquidity, true)
		}
		if err != nil {
			return err
		}
		if !lessFee.Lt(&s.amountIn) {
			s.sqrtNext.Set(sqrtTarget)
		} else if err = oldNextSqrtPriceFromInput(&s.sqrtNext, sqrtCurrent, liquidity, &lessFee, zeroForOne); err != nil {
			return err
		}
	} else {
		if zeroForOne {
			err = oldAmount1Delta(&s.amountOut, sqrtTarget, sqrtCurrent, liquidity, false)
		} else {
			err = oldAmount0Delta(&s.amountOut, sqrtCurrent, sqrtTarget, liquidity, false)
		}
		if err != nil {
			return err
		}
		if !amountRemaining.Lt(&s.amountOut) {
			s.sqrtNext.Set(sqrtTarget)
		} else if err = oldNextSqrtPriceFromOutput(&s.sqrtNext, sqrtCurrent, liquidity, amountRemaining, zeroForOne); err != nil {
			return err
		}
	}
	reached := sqrtTarget.Eq(&s.sqrtNext)
	if zeroForOne {
		if !(reached && exactIn) {
			err = oldAmount0Delta(&s.amountIn, &s.sqrtNext, sqrtCurrent, liquidity, true)
		}
		if err == nil && !(reached && !exactIn) {
			err = oldAmount1Delta(&s.amountOut, &s.sqrtNext, sqrtCurrent, liquidity, false)
		}
	} else {
		if !(reached && exactIn) {
			err = oldAmount1Delta(&s.amountIn, sqrtCurrent, &s.sqrtNext, liquidity, true)
		}
		if err == nil && !(reached && !exactIn) {
			err = oldAmount0Delta(&s.amountOut, sqrtCurrent, &s.sqrtNext, liquidity, false)
		}
	}
	if err != nil {
		return err
	}
	if !exactIn && s.amountOut.Gt(amountRemaining) {
		s.amountOut.Set(amountRemaining)
	}
	if exactIn && !reached {
		s.feeAmount.Sub(amountRemaining, &s.amountIn)
		return nil
	}
	return oldFullMulDivUp(&s.feeAmount, &s.amountIn, &fee, &feeComplement)
}
func oldV3Swap(p *V3Pool, res *V3SwapResult, zeroForOne, exactInput bool, amount, sqrtPriceLimitX96 *uint256.Int) error {
	if err := p.check(); err != nil {
		return err
	}
	if amount.IsZero() {
		return ErrInvalidArgument
	}
	if amount.Gt(&maxInt256) {
		return ErrOverflow // SafeCast.toInt256 in the router and quoter
	}
	var limit uint256.Int
	switch {
	case sqrtPriceLimitX96 != nil && !sqrtPriceLimitX96.IsZero():
		limit.Set(sqrtPriceLimitX96)
	case zeroForOne:
		limit.AddUint64(V3MinSqrtRatio, 1)
	default:
		limit.SubUint64(V3MaxSqrtRatio, 1)
	}
	if zeroForOne {
		if !limit.Lt(&p.SqrtPriceX96) || !limit.Gt(V3MinSqrtRatio) {
			return ErrInvalidArgument
		}
	} else if !limit.Gt(&p.SqrtPriceX96) || !limit.Lt(V3MaxSqrtRatio) {
		return ErrInvalidArgument
	}

	var remaining, calculated uint256.Int
	remaining.Set(amount)
	res.SqrtPriceX96.Set(&p.SqrtPriceX96)
	res.Tick = p.Tick
	res.Liquidity.Set(&p.Liquidity)
	res.TicksCrossed, res.Steps = 0, 0
	feeProtocol := p.FeeProtocol >> 4
	if zeroForOne {
		feeProtocol = p.FeeProtocol % 16
	}

	var step swapStep
	var sqrtStart, sqrtNextTick, target, used uint256.Int
	for !remaining.IsZero() && !res.SqrtPriceX96.Eq(&limit) {
		res.Steps++
		sqrtStart.Set(&res.SqrtPriceX96)
		tickNext, initialized, outside := p.nextTick(res.Tick, zeroForOne)
		if tickNext < V3MinTick {
			tickNext = V3MinTick
		} else if tickNext > V3MaxTick {
			tickNext = V3MaxTick
		}
		if err := oldV3SqrtRatioAtTick(&sqrtNextTick, tickNext); err != nil {
			return err
		}
		if (zeroForOne && sqrtNextTick.Lt(&limit)) || (!zeroForOne && sqrtNextTick.Gt(&limit)) {
			target.Set(&limit)
			outside = false // the limit comes first, so the unread ticks are not reached
		} else {
			target.Set(&sqrtNextTick)
		}
		if err := oldComputeSwapStep(&step, &res.SqrtPriceX96, &target, &res.Liquidity, &remaining, exactInput, p.Fee); err != nil {
			return err
		}
		if outside && step.sqrtNext.Eq(&target) {
			return ErrOutsideWindow
		}
		res.SqrtPriceX96.Set(&step.sqrtNext)

		used.Add(&step.amountIn, &step.feeAmount)
		if exactInput {
			if err := accumulate(&remaining, &calculated, &used, &step.amountOut); err != nil {
				return err
			}
		} else if err := accumulate(&remaining, &calculated, &step.amountOut, &used); err != nil {
			return err
		}
		if !res.Liquidity.IsZero() {
			fee := step.feeAmount
			if feeProtocol > 0 {
				var delta uint256.Int
				delta.Div(&fee, uint256.NewInt(uint64(feeProtocol)))
				fee.Sub(&fee, &delta)
			}
			// FullMath.mulDiv(fee, Q128, liquidity) reverts past 256 bits.
			if fee.Rsh(&fee, 128); !fee.Lt(&res.Liquidity) {
				return ErrOverflow
			}
		}

		if res.SqrtPriceX96.Eq(&sqrtNextTick) {
			if initialized {
				net := p.Ticks[p.tickIndex(tickNext)].LiquidityNet
				if zeroForOne {
					net.Neg(&net)
				}
				if err := addDelta(&res.Liquidity, &res.Liquidity, &net); err != nil {
					return err
				}
				res.TicksCrossed++
			}
			if zeroForOne {
				res.Tick = tickNext - 1
			} else {
				res.Tick = tickNext
			}
		} else if !res.SqrtPriceX96.Eq(&sqrtStart) {
			t, err := oldV3TickAtSqrtRatio(&res.SqrtPriceX96)
			if err != nil {
				return err
			}
			res.Tick = t
		}
	}
	if exactInput {
		res.AmountIn.Sub(amount, &remaining)
		res.AmountOut.Set(&calculated)
	} else {
		res.AmountOut.Sub(amount, &remaining)
		res.AmountIn.Set(&calculated)
	}
	return nil
}
