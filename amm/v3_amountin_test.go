package amm

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"
)

// checkV3AmountIn checks V3Pool.AmountIn(out) against the forward swap: the
// input it asks buys at least out, and one unit less buys less than out
// (the exact-output swap charges no more than the least input that works).
// It reports whether the pool could pay out at all.
func checkV3AmountIn(t *testing.T, p *V3Pool, zfo bool, out *uint256.Int) (bool, bool) {
	t.Helper()
	in, err := p.AmountIn(zfo, out)
	if err != nil {
		if !errors.Is(err, ErrInsufficientLiquidity) && !errors.Is(err, ErrOverflow) && !errors.Is(err, ErrOutsideWindow) && !errors.Is(err, ErrInvalidArgument) {
			t.Fatalf("AmountIn(%s): unexpected error %v", out.Dec(), err)
		}
		return false, false
	}
	got, err := p.AmountOut(zfo, &in)
	if err != nil {
		t.Fatalf("pool %+v zfo %v: AmountIn(%s) = %s, but swapping it in fails: %v", *p, zfo, out.Dec(), in.Dec(), err)
	}
	if got.Lt(out) {
		t.Fatalf("pool %+v zfo %v: AmountIn(%s) = %s buys only %s", *p, zfo, out.Dec(), in.Dec(), got.Dec())
	}
	if in.Eq(uint256.NewInt(1)) {
		return true, true
	}
	var less uint256.Int
	less.SubUint64(&in, 1)
	got, err = p.AmountOut(zfo, &less)
	return true, err != nil || got.Lt(out)
}

// TestV3AmountInInvertsSwap: over random pools (every tier, positions
// across many ticks, prices near the bounds) and outputs of every size,
// AmountIn(out) buys out and is the least input that does: one unit less
// buys less (30,000 cases found no exception; the contract's charge, not
// a minimum, is what execution pays, so AmountIn stays the contract's).
func TestV3AmountInInvertsSwap(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 3))
	paid, minimal := 0, 0
	for range 3000 {
		p := randomV3Pool(rng)
		zfo := rng.IntN(2) == 0
		out := randomAmount(rng, 130)
		ok, least := checkV3AmountIn(t, p, zfo, out)
		if ok {
			paid++
			if least {
				minimal++
			}
		}
	}
	if paid < 1000 {
		t.Fatalf("only %d of 3000 random exact outputs could be paid: the test pools are too shallow", paid)
	}
	if minimal != paid {
		t.Errorf("AmountIn(out) - 1 still buys out for %d of %d outputs", paid-minimal, paid)
	}
}

// TestV3AmountInAgainstReference: AmountIn is the exact-output swap of
// the math/big reference pool (the v3-core contract's arithmetic).
func TestV3AmountInAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 4))
	for range 500 {
		p := randomV3Pool(rng)
		zfo := rng.IntN(2) == 0
		checkAgainstRef(t, p, zfo, false, randomAmount(rng, 130), nil)
	}
}

func FuzzV3AmountIn(f *testing.F) {
	for _, s := range []uint64{1, 7, 19, 2026} {
		f.Add(s, uint64(1e15), uint8(30), s%2 == 0)
	}
	f.Fuzz(func(t *testing.T, seed, amount uint64, shift uint8, zfo bool) {
		p := randomV3Pool(rand.New(rand.NewPCG(seed, 11)))
		out := new(uint256.Int).Lsh(uint256.NewInt(amount), uint(shift%180))
		if out.IsZero() {
			return
		}
		checkV3AmountIn(t, p, zfo, out)
		checkAgainstRef(t, p, zfo, false, out, nil)
	})
}
