package amm

import (
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"
)

// The pair math as it was before the word-sized fast paths (commit
// c2536ac), kept verbatim except for the names as the reference of
// TestPairMatchesOld and FuzzPairOldVsNew.

func oldPairSides(p *Pair, zeroForOne bool) (rIn, rOut *uint256.Int, err error) {
	if p.FeeBps >= bps {
		return nil, nil, ErrInvalidArgument
	}
	rIn, rOut = &p.Reserve0, &p.Reserve1
	if !zeroForOne {
		rIn, rOut = rOut, rIn
	}
	if rIn.Gt(&maxUint112) || rOut.Gt(&maxUint112) {
		return nil, nil, ErrOverflow
	}
	if rIn.IsZero() || rOut.IsZero() {
		return nil, nil, ErrInsufficientLiquidity
	}
	return rIn, rOut, nil
}
func oldPairAmountOut(p *Pair, zeroForOne bool, amountIn *uint256.Int) (uint256.Int, error) {
	var out uint256.Int
	rIn, rOut, err := oldPairSides(p, zeroForOne)
	if err != nil {
		return out, err
	}
	if amountIn.IsZero() {
		return out, ErrInsufficientLiquidity
	}
	// rIn + amountIn <= 2^112-1, checked without overflowing 256 bits.
	var room uint256.Int
	room.Sub(&maxUint112, rIn)
	if amountIn.Gt(&room) {
		return out, ErrOverflow
	}
	// With in, rIn, rOut < 2^112 and 10000 < 2^14: inWithFee < 2^126,
	// num < 2^238 and den < 2^127, so plain (unchecked) ops are exact.
	var inWithFee, num, den uint256.Int
	inWithFee.Mul(amountIn, uint256.NewInt(bps-p.FeeBps))
	num.Mul(&inWithFee, rOut)
	den.Mul(rIn, uint256.NewInt(bps))
	den.Add(&den, &inWithFee)
	out.Div(&num, &den)
	if out.IsZero() {
		return out, ErrInsufficientLiquidity
	}
	return out, nil
}
func oldPairAmountIn(p *Pair, zeroForOne bool, amountOut *uint256.Int) (uint256.Int, error) {
	var in uint256.Int
	rIn, rOut, err := oldPairSides(p, zeroForOne)
	if err != nil {
		return in, err
	}
	if amountOut.IsZero() || !amountOut.Lt(rOut) {
		return in, ErrInsufficientLiquidity
	}
	// rIn*out*1e4 < 2^238 and (rOut-out)*(1e4-f) < 2^126: exact.
	var num, den, rem uint256.Int
	num.Mul(rIn, amountOut)
	num.Mul(&num, uint256.NewInt(bps))
	den.Sub(rOut, amountOut)
	den.Mul(&den, uint256.NewInt(bps-p.FeeBps))
	in.DivMod(&num, &den, &rem)
	if !rem.IsZero() {
		in.AddUint64(&in, 1)
	}
	var room uint256.Int
	room.Sub(&maxUint112, rIn)
	if in.Gt(&room) {
		return in, ErrOverflow
	}
	return in, nil
}

func checkPairOld(t *testing.T, p *Pair, zeroForOne bool, amount *uint256.Int) {
	t.Helper()
	got, err := p.AmountOut(zeroForOne, amount)
	want, werr := oldPairAmountOut(p, zeroForOne, amount)
	if err != werr || got != want {
		t.Fatalf("%+v AmountOut(%v, %s) = %s, %v; old %s, %v", p, zeroForOne, amount.Dec(), got.Dec(), err, want.Dec(), werr)
	}
	got, err = p.AmountIn(zeroForOne, amount)
	want, werr = oldPairAmountIn(p, zeroForOne, amount)
	if err != werr || got != want {
		t.Fatalf("%+v AmountIn(%v, %s) = %s, %v; old %s, %v", p, zeroForOne, amount.Dec(), got.Dec(), err, want.Dec(), werr)
	}
}

func TestPairMatchesOld(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(51, 52))
	for range 100_000 {
		p := Pair{FeeBps: rng.Uint64N(10_001)}
		p.Reserve0.Set(randomAmount(rng, 114))
		p.Reserve1.Set(randomAmount(rng, 114))
		checkPairOld(t, &p, rng.IntN(2) == 0, randomAmount(rng, 120))
	}
}

func FuzzPairOldVsNew(f *testing.F) {
	f.Add(uint64(1e18), uint64(0), uint64(3e12), uint64(0), uint64(1e18), uint64(0), uint16(30), true)
	f.Add(^uint64(0), uint64(1<<48-1), ^uint64(0), uint64(1<<48-1), uint64(1), uint64(0), uint16(0), false)
	f.Fuzz(func(t *testing.T, r00, r01, r10, r11, a0, a1 uint64, fee uint16, zeroForOne bool) {
		p := Pair{Reserve0: uint256.Int{r00, r01}, Reserve1: uint256.Int{r10, r11}, FeeBps: uint64(fee)}
		checkPairOld(t, &p, zeroForOne, &uint256.Int{a0, a1})
	})
}
