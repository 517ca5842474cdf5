package amm

import "github.com/holiman/uint256"

// SqrtPriceMath and SwapMath of v3-core 1.0.1: one swap step between two
// prices at constant liquidity, with the library's rounding (amounts in
// rounded up, amounts out and prices moved by an input rounded toward the
// pool) and its reverts as errors.

var q96 = func() uint256.Int { var m uint256.Int; m.Lsh(uint256.NewInt(1), 96); return m }()

// feeDenominator is the fee unit: fees are in hundredths of a basis point.
const feeDenominator = 1_000_000

// nextSqrtPriceFromAmount0RoundingUp is SqrtPriceMath.getNextSqrtPriceFromAmount0RoundingUp.
func nextSqrtPriceFromAmount0RoundingUp(z, sqrtP, liquidity, amount *uint256.Int, add bool) error {
	if amount.IsZero() {
		z.Set(sqrtP)
		return nil
	}
	var num1, product uint256.Int
	num1.Lsh(liquidity, 96)
	// The library's (amount*sqrtP)/amount == sqrtP is the product not
	// overflowing (amount is non-zero).
	noOverflow := !mulOv(&product, amount, sqrtP)
	if add {
		if noOverflow {
			var den uint256.Int
			if _, carry := den.AddOverflow(&num1, &product); !carry {
				return fullMulDivUp(z, &num1, sqrtP, &den)
			}
		}
		var den uint256.Int
		div(&den, &num1, sqrtP)
		if _, carry := den.AddOverflow(&den, amount); carry {
			return ErrOverflow
		}
		divRoundingUp(z, &num1, &den)
		return nil
	}
	if !noOverflow || !num1.Gt(&product) {
		return ErrOverflow
	}
	var den uint256.Int
	den.Sub(&num1, &product)
	if err := fullMulDivUp(z, &num1, sqrtP, &den); err != nil {
		return err
	}
	if z.Gt(&maxUint160) {
		return ErrOverflow
	}
	return nil
}

// nextSqrtPriceFromAmount1RoundingDown is SqrtPriceMath.getNextSqrtPriceFromAmount1RoundingDown.
func nextSqrtPriceFromAmount1RoundingDown(z, sqrtP, liquidity, amount *uint256.Int, add bool) error {
	var quotient uint256.Int
	small := !amount.Gt(&maxUint160)
	if add {
		if small {
			quotient.Lsh(amount, 96)
			div(&quotient, &quotient, liquidity)
		} else if err := fullMulDiv(&quotient, amount, &q96, liquidity); err != nil {
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
		divRoundingUp(&quotient, &num, liquidity)
	} else if err := fullMulDivUp(&quotient, amount, &q96, liquidity); err != nil {
		return err
	}
	if !sqrtP.Gt(&quotient) {
		return ErrOverflow
	}
	z.Sub(sqrtP, &quotient)
	return nil
}

// nextSqrtPriceFromInput is SqrtPriceMath.getNextSqrtPriceFromInput.
func nextSqrtPriceFromInput(z, sqrtP, liquidity, amountIn *uint256.Int, zeroForOne bool) error {
	if sqrtP.IsZero() || liquidity.IsZero() {
		return ErrInsufficientLiquidity
	}
	if zeroForOne {
		return nextSqrtPriceFromAmount0RoundingUp(z, sqrtP, liquidity, amountIn, true)
	}
	return nextSqrtPriceFromAmount1RoundingDown(z, sqrtP, liquidity, amountIn, true)
}

// nextSqrtPriceFromOutput is SqrtPriceMath.getNextSqrtPriceFromOutput.
func nextSqrtPriceFromOutput(z, sqrtP, liquidity, amountOut *uint256.Int, zeroForOne bool) error {
	if sqrtP.IsZero() || liquidity.IsZero() {
		return ErrInsufficientLiquidity
	}
	if zeroForOne {
		return nextSqrtPriceFromAmount1RoundingDown(z, sqrtP, liquidity, amountOut, false)
	}
	return nextSqrtPriceFromAmount0RoundingUp(z, sqrtP, liquidity, amountOut, false)
}

// amount0Delta is SqrtPriceMath.getAmount0Delta (unsigned):
// liquidity * (sqrtB - sqrtA) / sqrtB / sqrtA in Q96, either rounding.
func amount0Delta(z, sqrtA, sqrtB, liquidity *uint256.Int, roundUp bool) error {
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
		if err := fullMulDivUp(&t, &num1, &num2, sqrtB); err != nil {
			return err
		}
		divRoundingUp(z, &t, sqrtA)
		return nil
	}
	if err := fullMulDiv(&t, &num1, &num2, sqrtB); err != nil {
		return err
	}
	div(z, &t, sqrtA)
	return nil
}

// amount1Delta is SqrtPriceMath.getAmount1Delta (unsigned):
// liquidity * (sqrtB - sqrtA) / Q96, either rounding.
func amount1Delta(z, sqrtA, sqrtB, liquidity *uint256.Int, roundUp bool) error {
	if sqrtA.Gt(sqrtB) {
		sqrtA, sqrtB = sqrtB, sqrtA
	}
	var diff, product uint256.Int
	diff.Sub(sqrtB, sqrtA)
	if !mulOv(&product, liquidity, &diff) {
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
		return fullMulDivUp(z, liquidity, &diff, &q96)
	}
	return fullMulDiv(z, liquidity, &diff, &q96)
}

// swapStep is the result of SwapMath.computeSwapStep.
type swapStep struct {
	sqrtNext, amountIn, amountOut, feeAmount uint256.Int
}

// computeSwapStep is SwapMath.computeSwapStep. amountRemaining is the
// magnitude of the contract's signed amountRemaining; exactIn gives its sign
// (exact input when true).
func computeSwapStep(s *swapStep, sqrtCurrent, sqrtTarget, liquidity, amountRemaining *uint256.Int, exactIn bool, feePips uint32) error {
	zeroForOne := !sqrtCurrent.Lt(sqrtTarget)
	var fee, feeComplement, den uint256.Int
	fee.SetUint64(uint64(feePips))
	feeComplement.SetUint64(feeDenominator - uint64(feePips))
	den.SetUint64(feeDenominator)
	var err error
	if exactIn {
		var lessFee uint256.Int
		if err = fullMulDiv(&lessFee, amountRemaining, &feeComplement, &den); err != nil {
			return err
		}
		if zeroForOne {
			err = amount0Delta(&s.amountIn, sqrtTarget, sqrtCurrent, liquidity, true)
		} else {
			err = amount1Delta(&s.amountIn, sqrtCurrent, sqrtTarget, liquidity, true)
		}
		if err != nil {
			return err
		}
		if !lessFee.Lt(&s.amountIn) {
			s.sqrtNext.Set(sqrtTarget)
		} else if err = nextSqrtPriceFromInput(&s.sqrtNext, sqrtCurrent, liquidity, &lessFee, zeroForOne); err != nil {
			return err
		}
	} else {
		if zeroForOne {
			err = amount1Delta(&s.amountOut, sqrtTarget, sqrtCurrent, liquidity, false)
		} else {
			err = amount0Delta(&s.amountOut, sqrtCurrent, sqrtTarget, liquidity, false)
		}
		if err != nil {
			return err
		}
		if !amountRemaining.Lt(&s.amountOut) {
			s.sqrtNext.Set(sqrtTarget)
		} else if err = nextSqrtPriceFromOutput(&s.sqrtNext, sqrtCurrent, liquidity, amountRemaining, zeroForOne); err != nil {
			return err
		}
	}
	reached := sqrtTarget.Eq(&s.sqrtNext)
	if zeroForOne {
		if !(reached && exactIn) {
			err = amount0Delta(&s.amountIn, &s.sqrtNext, sqrtCurrent, liquidity, true)
		}
		if err == nil && !(reached && !exactIn) {
			err = amount1Delta(&s.amountOut, &s.sqrtNext, sqrtCurrent, liquidity, false)
		}
	} else {
		if !(reached && exactIn) {
			err = amount1Delta(&s.amountIn, sqrtCurrent, &s.sqrtNext, liquidity, true)
		}
		if err == nil && !(reached && !exactIn) {
			err = amount0Delta(&s.amountOut, sqrtCurrent, &s.sqrtNext, liquidity, false)
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
	return fullMulDivUp(&s.feeAmount, &s.amountIn, &fee, &feeComplement)
}
