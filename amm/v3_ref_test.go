package amm

import (
	"errors"
	"math/big"
)

// A reference Uniswap V3 swap on math/big, written from the Solidity
// independently of the uint256 code: EVM words wrap mod 2^256 where the
// contract relies on it, the tick bitmap is a real map of 256-bit words
// searched with masks, and getTickAtSqrtRatio is its definition (the greatest
// tick whose ratio is at most the price, by bisection) rather than the log2
// approximation.

var errRefRevert = errors.New("reference: revert")

var (
	refQ96     = new(big.Int).Lsh(big.NewInt(1), 96)
	refQ128    = new(big.Int).Lsh(big.NewInt(1), 128)
	refMax160  = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 160), big.NewInt(1))
	refMax128  = new(big.Int).Sub(refQ128, big.NewInt(1))
	refMaxU256 = new(big.Int).Sub(two256, big.NewInt(1))
	refMaxI256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(1))
)

func wrap(x *big.Int) *big.Int { return new(big.Int).Mod(x, two256) }

func refMulDiv(a, b, d *big.Int) (*big.Int, error) {
	if d.Sign() == 0 {
		return nil, errRefRevert
	}
	q := new(big.Int).Mul(a, b)
	q.Quo(q, d)
	if q.Cmp(two256) >= 0 {
		return nil, errRefRevert
	}
	return q, nil
}

func refMulDivUp(a, b, d *big.Int) (*big.Int, error) {
	q, err := refMulDiv(a, b, d)
	if err != nil {
		return nil, err
	}
	if new(big.Int).Mod(new(big.Int).Mul(a, b), d).Sign() > 0 {
		if q.Cmp(refMaxU256) >= 0 {
			return nil, errRefRevert
		}
		q.Add(q, big.NewInt(1))
	}
	return q, nil
}

func refDivUp(a, d *big.Int) *big.Int {
	q, m := new(big.Int).QuoRem(a, d, new(big.Int))
	if m.Sign() > 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}

func refSqrtAtTick(tick int) (*big.Int, error) {
	abs := tick
	if abs < 0 {
		abs = -abs
	}
	if abs > int(V3MaxTick) {
		return nil, errRefRevert
	}
	ratio := new(big.Int).Set(refQ128)
	if abs&1 != 0 {
		ratio = tickRatios[0].ToBig()
	}
	for i := 1; i < 20; i++ {
		if abs&(1<<i) != 0 {
			ratio.Mul(ratio, tickRatios[i].ToBig())
			ratio.Rsh(ratio, 128)
		}
	}
	if tick > 0 {
		ratio.Quo(refMaxU256, ratio)
	}
	out := new(big.Int).Rsh(ratio, 32)
	if new(big.Int).Mod(ratio, big.NewInt(1<<32)).Sign() != 0 {
		out.Add(out, big.NewInt(1))
	}
	return out, nil
}

func refTickAtSqrt(p *big.Int) (int, error) {
	minR, _ := refSqrtAtTick(int(V3MinTick))
	maxR, _ := refSqrtAtTick(int(V3MaxTick))
	if p.Cmp(minR) < 0 || p.Cmp(maxR) >= 0 {
		return 0, errRefRevert
	}
	lo, hi := int(V3MinTick), int(V3MaxTick) // ratio(lo) <= p < ratio(hi)
	for hi-lo > 1 {
		m := lo + (hi-lo)/2
		r, _ := refSqrtAtTick(m)
		if r.Cmp(p) <= 0 {
			lo = m
		} else {
			hi = m
		}
	}
	return lo, nil
}

func refNextFromAmount0(sqrtP, liq, amount *big.Int, add bool) (*big.Int, error) {
	if amount.Sign() == 0 {
		return sqrtP, nil
	}
	num1 := new(big.Int).Lsh(liq, 96)
	product := wrap(new(big.Int).Mul(amount, sqrtP))
	fits := new(big.Int).Quo(product, amount).Cmp(sqrtP) == 0
	if add {
		if fits {
			den := wrap(new(big.Int).Add(num1, product))
			if den.Cmp(num1) >= 0 {
				return refMulDivUp(num1, sqrtP, den)
			}
		}
		d := new(big.Int).Add(new(big.Int).Quo(num1, sqrtP), amount)
		if d.Cmp(two256) >= 0 {
			return nil, errRefRevert
		}
		return refDivUp(num1, d), nil
	}
	if !fits || num1.Cmp(product) <= 0 {
		return nil, errRefRevert
	}
	r, err := refMulDivUp(num1, sqrtP, new(big.Int).Sub(num1, product))
	if err != nil || r.Cmp(refMax160) > 0 {
		return nil, errRefRevert
	}
	return r, nil
}

func refNextFromAmount1(sqrtP, liq, amount *big.Int, add bool) (*big.Int, error) {
	var q *big.Int
	var err error
	if add {
		if amount.Cmp(refMax160) <= 0 {
			q = new(big.Int).Quo(new(big.Int).Lsh(amount, 96), liq)
		} else if q, err = refMulDiv(amount, refQ96, liq); err != nil {
			return nil, err
		}
		s := new(big.Int).Add(sqrtP, q)
		if s.Cmp(refMax160) > 0 {
			return nil, errRefRevert
		}
		return s, nil
	}
	if amount.Cmp(refMax160) <= 0 {
		q = refDivUp(new(big.Int).Lsh(amount, 96), liq)
	} else if q, err = refMulDivUp(amount, refQ96, liq); err != nil {
		return nil, err
	}
	if sqrtP.Cmp(q) <= 0 {
		return nil, errRefRevert
	}
	return new(big.Int).Sub(sqrtP, q), nil
}

func refAmount0Delta(a, b, liq *big.Int, up bool) (*big.Int, error) {
	if a.Cmp(b) > 0 {
		a, b = b, a
	}
	if a.Sign() == 0 {
		return nil, errRefRevert
	}
	n1, n2 := new(big.Int).Lsh(liq, 96), new(big.Int).Sub(b, a)
	if up {
		t, err := refMulDivUp(n1, n2, b)
		if err != nil {
			return nil, err
		}
		return refDivUp(t, a), nil
	}
	t, err := refMulDiv(n1, n2, b)
	if err != nil {
		return nil, err
	}
	return t.Quo(t, a), nil
}

func refAmount1Delta(a, b, liq *big.Int, up bool) (*big.Int, error) {
	if a.Cmp(b) > 0 {
		a, b = b, a
	}
	if up {
		return refMulDivUp(liq, new(big.Int).Sub(b, a), refQ96)
	}
	return refMulDiv(liq, new(big.Int).Sub(b, a), refQ96)
}

// refStep is SwapMath.computeSwapStep with a signed amountRemaining.
func refStep(cur, target, liq, remaining *big.Int, fee int64) (next, in, out, feeAmt *big.Int, err error) {
	zfo := cur.Cmp(target) >= 0
	exactIn := remaining.Sign() >= 0
	e6, fc := big.NewInt(1e6), big.NewInt(1e6-fee)
	if exactIn {
		var less *big.Int
		if less, err = refMulDiv(remaining, fc, e6); err != nil {
			return nil, nil, nil, nil, err
		}
		if zfo {
			in, err = refAmount0Delta(target, cur, liq, true)
		} else {
			in, err = refAmount1Delta(cur, target, liq, true)
		}
		if err != nil {
			return nil, nil, nil, nil, err
		}
		if less.Cmp(in) >= 0 {
			next = target
		} else {
			if cur.Sign() == 0 || liq.Sign() == 0 {
				return nil, nil, nil, nil, errRefRevert
			}
			if zfo {
				next, err = refNextFromAmount0(cur, liq, less, true)
			} else {
				next, err = refNextFromAmount1(cur, liq, less, true)
			}
		}
	} else {
		if zfo {
			out, err = refAmount1Delta(target, cur, liq, false)
		} else {
			out, err = refAmount0Delta(cur, target, liq, false)
		}
		if err != nil {
			return nil, nil, nil, nil, err
		}
		neg := new(big.Int).Neg(remaining)
		if neg.Cmp(out) >= 0 {
			next = target
		} else {
			if cur.Sign() == 0 || liq.Sign() == 0 {
				return nil, nil, nil, nil, errRefRevert
			}
			if zfo {
				next, err = refNextFromAmount1(cur, liq, neg, false)
			} else {
				next, err = refNextFromAmount0(cur, liq, neg, false)
			}
		}
	}
	if err != nil {
		return nil, nil, nil, nil, err
	}
	max := target.Cmp(next) == 0
	if zfo {
		if !(max && exactIn) {
			if in, err = refAmount0Delta(next, cur, liq, true); err != nil {
				return nil, nil, nil, nil, err
			}
		}
		if !(max && !exactIn) {
			if out, err = refAmount1Delta(next, cur, liq, false); err != nil {
				return nil, nil, nil, nil, err
			}
		}
	} else {
		if !(max && exactIn) {
			if in, err = refAmount1Delta(cur, next, liq, true); err != nil {
				return nil, nil, nil, nil, err
			}
		}
		if !(max && !exactIn) {
			if out, err = refAmount0Delta(cur, next, liq, false); err != nil {
				return nil, nil, nil, nil, err
			}
		}
	}
	if !exactIn && out.Cmp(new(big.Int).Neg(remaining)) > 0 {
		out = new(big.Int).Neg(remaining)
	}
	if exactIn && next.Cmp(target) != 0 {
		feeAmt = new(big.Int).Sub(remaining, in)
	} else if feeAmt, err = refMulDivUp(in, big.NewInt(fee), fc); err != nil {
		return nil, nil, nil, nil, err
	}
	return next, in, out, feeAmt, nil
}

// refPool is a pool's state with its tick bitmap.
type refPool struct {
	sqrtP, liquidity *big.Int
	tick, spacing    int
	fee              int64
	bitmap           map[int]*big.Int // word position → word
	net              map[int]*big.Int // initialized tick → liquidityNet
}

func newRefPool(p *V3Pool) *refPool {
	r := &refPool{sqrtP: p.SqrtPriceX96.ToBig(), liquidity: p.Liquidity.ToBig(), tick: int(p.Tick),
		spacing: int(p.TickSpacing), fee: int64(p.Fee), bitmap: map[int]*big.Int{}, net: map[int]*big.Int{}}
	for _, t := range p.Ticks {
		c := int(t.Index) / r.spacing // ticks are multiples of the spacing
		w, b := floorDivInt(c, 256), ((c%256)+256)%256
		if r.bitmap[w] == nil {
			r.bitmap[w] = new(big.Int)
		}
		r.bitmap[w].SetBit(r.bitmap[w], b, 1)
		n := t.LiquidityNet.ToBig()
		if t.LiquidityNet.Sign() < 0 {
			n.Sub(n, two256)
		}
		r.net[int(t.Index)] = n
	}
	return r
}

func floorDivInt(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

func (r *refPool) word(w int) *big.Int {
	if r.bitmap[w] == nil {
		return new(big.Int)
	}
	return r.bitmap[w]
}

// nextInitializedTickWithinOneWord, with masks and the bit scan.
func (r *refPool) nextInitialized(tick int, lte bool) (int, bool) {
	compressed := floorDivInt(tick, r.spacing)
	if lte {
		w, b := floorDivInt(compressed, 256), ((compressed%256)+256)%256
		mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(b+1)), big.NewInt(1))
		masked := new(big.Int).And(r.word(w), mask)
		if masked.Sign() != 0 {
			return (compressed - (b - (masked.BitLen() - 1))) * r.spacing, true
		}
		return (compressed - b) * r.spacing, false
	}
	c1 := compressed + 1
	w, b := floorDivInt(c1, 256), ((c1%256)+256)%256
	mask := new(big.Int).Sub(two256, new(big.Int).Lsh(big.NewInt(1), uint(b)))
	masked := new(big.Int).And(r.word(w), mask)
	if masked.Sign() != 0 {
		return (c1 + (int(masked.TrailingZeroBits()) - b)) * r.spacing, true
	}
	return (c1 + (255 - b)) * r.spacing, false
}

// swap is UniswapV3Pool.swap's loop; it returns the amounts the pool takes
// and pays and the state after.
func (r *refPool) swap(zfo bool, amountSpecified, limit *big.Int) (in, out, sqrtAfter *big.Int, tickAfter int, err error) {
	minR, maxR := V3MinSqrtRatio.ToBig(), V3MaxSqrtRatio.ToBig()
	if amountSpecified.Sign() == 0 {
		return nil, nil, nil, 0, errRefRevert
	}
	if zfo && !(limit.Cmp(r.sqrtP) < 0 && limit.Cmp(minR) > 0) || !zfo && !(limit.Cmp(r.sqrtP) > 0 && limit.Cmp(maxR) < 0) {
		return nil, nil, nil, 0, errRefRevert
	}
	exactIn := amountSpecified.Sign() > 0
	remaining, calculated := new(big.Int).Set(amountSpecified), new(big.Int)
	sqrtP, tick, liq := new(big.Int).Set(r.sqrtP), r.tick, new(big.Int).Set(r.liquidity)
	for remaining.Sign() != 0 && sqrtP.Cmp(limit) != 0 {
		start := new(big.Int).Set(sqrtP)
		next, initialized := r.nextInitialized(tick, zfo)
		next = max(min(next, int(V3MaxTick)), int(V3MinTick))
		nextP, err := refSqrtAtTick(next)
		if err != nil {
			return nil, nil, nil, 0, err
		}
		target := nextP
		if zfo && nextP.Cmp(limit) < 0 || !zfo && nextP.Cmp(limit) > 0 {
			target = limit
		}
		var sIn, sOut, sFee *big.Int
		sqrtP, sIn, sOut, sFee, err = refStep(sqrtP, target, liq, remaining, r.fee)
		if err != nil {
			return nil, nil, nil, 0, err
		}
		for _, v := range []*big.Int{sIn, sOut, sFee, new(big.Int).Add(sIn, sFee)} {
			if v.Cmp(refMaxI256) > 0 {
				return nil, nil, nil, 0, errRefRevert
			}
		}
		if exactIn {
			remaining.Sub(remaining, new(big.Int).Add(sIn, sFee))
			calculated.Sub(calculated, sOut)
		} else {
			remaining.Add(remaining, sOut)
			calculated.Add(calculated, new(big.Int).Add(sIn, sFee))
		}
		if calculated.CmpAbs(refMaxI256) > 0 {
			return nil, nil, nil, 0, errRefRevert
		}
		if liq.Sign() > 0 {
			if _, err := refMulDiv(sFee, refQ128, liq); err != nil {
				return nil, nil, nil, 0, err
			}
		}
		if sqrtP.Cmp(nextP) == 0 {
			if initialized {
				n := new(big.Int).Set(r.net[next])
				if zfo {
					n.Neg(n)
				}
				liq.Add(liq, n)
				if liq.Sign() < 0 || liq.Cmp(refMax128) > 0 {
					return nil, nil, nil, 0, errRefRevert
				}
			}
			if zfo {
				tick = next - 1
			} else {
				tick = next
			}
		} else if sqrtP.Cmp(start) != 0 {
			if tick, err = refTickAtSqrt(sqrtP); err != nil {
				return nil, nil, nil, 0, err
			}
		}
	}
	used := new(big.Int).Sub(amountSpecified, remaining)
	if exactIn {
		return used, new(big.Int).Neg(calculated), sqrtP, tick, nil
	}
	return calculated, new(big.Int).Neg(used), sqrtP, tick, nil
}
