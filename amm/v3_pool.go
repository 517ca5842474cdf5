package amm

import (
	"errors"
	"math/big"

	"github.com/holiman/uint256"
)

// ErrOutsideWindow: the swap would move the price to or past the edge of the
// ticks the state was read over (V3Pool.WindowLo/WindowHi), where an
// initialized tick the reader did not see could change the answer. The
// amount is refused rather than guessed.
var ErrOutsideWindow = errors.New("amm: swap leaves the ticks read")

// V3Tick is one initialized tick of a V3 pool: its index (a multiple of the
// pool's tick spacing) and liquidityNet, the int128 ticks(i).liquidityNet,
// held as a two's complement uint256 (see SetLiquidityNet).
type V3Tick struct {
	Index        int32
	LiquidityNet uint256.Int
}

// SetLiquidityNet sets t.LiquidityNet from a signed value, as ABI-decoded
// from ticks(i); it reports false when v does not fit in int128.
func (t *V3Tick) SetLiquidityNet(v *big.Int) bool {
	if v.BitLen() > 127 {
		return false
	}
	var abs big.Int
	abs.Abs(v)
	t.LiquidityNet.SetFromBig(&abs)
	if v.Sign() < 0 {
		t.LiquidityNet.Neg(&t.LiquidityNet)
	}
	return true
}

// V3Pool is a UniswapV3Pool's state as a liquidity reader fills it, read at
// one block: slot0's sqrtPriceX96 and tick, liquidity(), fee(),
// tickSpacing(), and the initialized ticks (with liquidityNet) in
// [WindowLo, WindowHi], sorted by index. The window is the range whose
// initialization is known (the bitmap words read): a swap that would take the
// price to or past its edge is refused with ErrOutsideWindow. A state read
// over every word sets the window to [V3MinTick, V3MaxTick].
type V3Pool struct {
	SqrtPriceX96 uint256.Int
	Tick         int32
	Liquidity    uint256.Int
	Fee          uint32 // hundredths of a basis point (3000 = 0.3%)
	TickSpacing  int32
	// FeeProtocol is slot0.feeProtocol (token0's share in the low 4 bits);
	// it only matters for the overflow the fee-growth update can revert on.
	FeeProtocol        uint8
	Ticks              []V3Tick
	WindowLo, WindowHi int32
}

// V3SwapResult is what one swap does: the input the pool takes (fee
// included) and the output it pays, and the state it leaves.
type V3SwapResult struct {
	AmountIn, AmountOut uint256.Int
	SqrtPriceX96        uint256.Int
	Tick                int32
	Liquidity           uint256.Int
	// TicksCrossed counts the initialized ticks crossed, and Steps the swap
	// loop's iterations (one per initialized tick or bitmap word reached,
	// plus the last): with the two, a caller can estimate the swap's gas,
	// which a quote must not ignore (a swap walking thousands of empty
	// words to a price bound needs more than a transaction may carry).
	TicksCrossed int
	Steps        int
}

// AmountOut is the output of an exact-input swap of amountIn with no price
// limit (QuoterV2.quoteExactInputSingle with sqrtPriceLimitX96 0). A swap
// that cannot take all of amountIn (the price reaches its bound first) or
// pays nothing is ErrInsufficientLiquidity.
func (p *V3Pool) AmountOut(zeroForOne bool, amountIn *uint256.Int) (uint256.Int, error) {
	var r V3SwapResult
	if err := p.Swap(&r, zeroForOne, true, amountIn, nil); err != nil {
		return uint256.Int{}, err
	}
	if !r.AmountIn.Eq(amountIn) || r.AmountOut.IsZero() {
		return uint256.Int{}, ErrInsufficientLiquidity
	}
	return r.AmountOut, nil
}

// AmountIn is the input an exact-output swap of amountOut takes with no
// price limit (QuoterV2.quoteExactOutputSingle with sqrtPriceLimitX96 0,
// which, like SwapRouter, refuses a partial output: ErrInsufficientLiquidity).
func (p *V3Pool) AmountIn(zeroForOne bool, amountOut *uint256.Int) (uint256.Int, error) {
	var r V3SwapResult
	if err := p.Swap(&r, zeroForOne, false, amountOut, nil); err != nil {
		return uint256.Int{}, err
	}
	if !r.AmountOut.Eq(amountOut) {
		return uint256.Int{}, ErrInsufficientLiquidity
	}
	return r.AmountIn, nil
}

// Swap runs UniswapV3Pool.swap on the state without changing it: exact input
// of amount (exactInput) or exact output of amount, token0 for token1
// (zeroForOne) or back, stopping at sqrtPriceLimitX96 (nil: the quoter's
// default, one past the price bound). The amounts are the contract's to the
// unit; a call the pool would revert is an error (ErrInvalidArgument for a
// zero amount or a limit on the wrong side, 'AS' and 'SPL'; ErrOverflow for
// arithmetic reverts), and ErrOutsideWindow when the window does not cover
// the swap.
func (p *V3Pool) Swap(res *V3SwapResult, zeroForOne, exactInput bool, amount, sqrtPriceLimitX96 *uint256.Int) error {
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
		if err := V3SqrtRatioAtTick(&sqrtNextTick, tickNext); err != nil {
			return err
		}
		if (zeroForOne && sqrtNextTick.Lt(&limit)) || (!zeroForOne && sqrtNextTick.Gt(&limit)) {
			target.Set(&limit)
			outside = false // the limit comes first, so the unread ticks are not reached
		} else {
			target.Set(&sqrtNextTick)
		}
		if err := computeSwapStep(&step, &res.SqrtPriceX96, &target, &res.Liquidity, &remaining, exactInput, p.Fee); err != nil {
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
				div(&delta, &fee, uint256.NewInt(uint64(feeProtocol)))
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
			t, err := V3TickAtSqrtRatio(&res.SqrtPriceX96)
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

// accumulate applies one step to the swap's running amounts: the specified
// side shrinks by spent, the calculated side grows by gained, each checked as
// the contract's SafeCast.toInt256 and LowGasSafeMath int256 arithmetic.
func accumulate(remaining, calculated, spent, gained *uint256.Int) error {
	if spent.Gt(&maxInt256) || gained.Gt(&maxInt256) || spent.Gt(remaining) {
		return ErrOverflow
	}
	remaining.Sub(remaining, spent)
	calculated.Add(calculated, gained)
	if calculated.Gt(&maxInt256) {
		return ErrOverflow
	}
	return nil
}

// check refuses a state no pool can be in.
func (p *V3Pool) check() error {
	if p.Fee >= feeDenominator || p.TickSpacing <= 0 || p.WindowLo > p.WindowHi {
		return ErrInvalidArgument
	}
	if p.SqrtPriceX96.Lt(V3MinSqrtRatio) || !p.SqrtPriceX96.Lt(V3MaxSqrtRatio) {
		return ErrInvalidArgument
	}
	if p.Liquidity.Gt(&maxUint128) {
		return ErrOverflow
	}
	if p.Tick < p.WindowLo || p.Tick > p.WindowHi {
		return ErrOutsideWindow
	}
	return nil
}

// floorDiv divides rounding toward negative infinity, as TickBitmap
// compresses ticks.
func floorDiv(a, b int32) int32 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// nextTick is TickBitmap.nextInitializedTickWithinOneWord over p.Ticks: the
// next initialized tick at or below tick (lte, zeroForOne) or above it,
// within the bitmap word (256 spacings) the search starts in, else that
// word's last tick. When the word reaches past the window and no initialized
// tick is known before its edge, it returns outside and a tick no further
// than the true answer (the window's edge, or the next spacing if the price
// is already at the edge): a step that stops short of it is the contract's
// step, one that reaches it is refused.
func (p *V3Pool) nextTick(tick int32, lte bool) (next int32, initialized, outside bool) {
	ts := p.TickSpacing
	compressed := floorDiv(tick, ts)
	if lte {
		wordStart := (compressed >> 8) << 8
		i := p.firstAbove(compressed*ts) - 1 // last index <= compressed*ts
		if i >= 0 && p.Ticks[i].Index >= wordStart*ts && p.Ticks[i].Index >= p.WindowLo {
			return p.Ticks[i].Index, true, false
		}
		if wordStart*ts < p.WindowLo {
			return min(p.WindowLo, compressed*ts), false, true
		}
		return wordStart * ts, false, false
	}
	start := compressed + 1
	wordEnd := (start>>8)<<8 + 255
	i := p.firstAbove(start*ts - 1) // first index >= start*ts
	if i < len(p.Ticks) && p.Ticks[i].Index <= wordEnd*ts && p.Ticks[i].Index <= p.WindowHi {
		return p.Ticks[i].Index, true, false
	}
	if wordEnd*ts > p.WindowHi {
		return max(p.WindowHi, start*ts), false, true
	}
	return wordEnd * ts, false, false
}

// firstAbove is the index of the first tick whose Index is > x.
func (p *V3Pool) firstAbove(x int32) int {
	lo, hi := 0, len(p.Ticks)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if p.Ticks[m].Index <= x {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// tickIndex is the position of initialized tick t in p.Ticks.
func (p *V3Pool) tickIndex(t int32) int { return p.firstAbove(t) - 1 }
