package amm

import (
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"
)

// The V3 math against its pre-fast-path version (v3_old_test.go): the same
// answers and the same errors, from TickMath to whole swaps.

func checkTickMathOld(t *testing.T, tick int32) {
	t.Helper()
	var got, want uint256.Int
	err, werr := V3SqrtRatioAtTick(&got, tick), oldV3SqrtRatioAtTick(&want, tick)
	if err != werr || got != want {
		t.Fatalf("V3SqrtRatioAtTick(%d) = %s, %v; old %s, %v", tick, got.Dec(), err, want.Dec(), werr)
	}
	if err != nil {
		return
	}
	for _, d := range []int64{-1, 0, 1} {
		var p uint256.Int
		if d < 0 {
			p.SubUint64(&got, 1)
		} else {
			p.AddUint64(&got, uint64(d))
		}
		checkTickAtOld(t, &p)
	}
}

func checkTickAtOld(t *testing.T, p *uint256.Int) {
	t.Helper()
	got, err := V3TickAtSqrtRatio(p)
	want, werr := oldV3TickAtSqrtRatio(p)
	if err != werr || got != want {
		t.Fatalf("V3TickAtSqrtRatio(%s) = %d, %v; old %d, %v", p.Dec(), got, err, want, werr)
	}
}

func TestV3TickMathMatchesOld(t *testing.T) {
	t.Parallel()
	for tick := V3MinTick - 2; tick <= V3MaxTick+2; tick += 97 {
		checkTickMathOld(t, tick)
	}
	for _, tick := range []int32{V3MinTick, V3MinTick + 1, -1, 0, 1, V3MaxTick - 1, V3MaxTick} {
		checkTickMathOld(t, tick)
	}
	rng := rand.New(rand.NewPCG(41, 42))
	for range 20_000 {
		p := randomAmount(rng, 161)
		checkTickAtOld(t, p)
	}
}

// randSqrt draws a price in TickMath's range, log-uniform.
func randSqrt(rng *rand.Rand) *uint256.Int {
	var p uint256.Int
	_ = V3SqrtRatioAtTick(&p, V3MinTick+rng.Int32N(2*V3MaxTick))
	var span uint256.Int
	span.Rsh(&p, uint(rng.IntN(40)))
	span.Mod(randomAmount(rng, 160), span.AddUint64(&span, 1))
	return p.Add(&p, &span)
}

func checkStepOld(t *testing.T, cur, target, liq, amount *uint256.Int, exactIn bool, fee uint32) {
	t.Helper()
	var got, want swapStep
	err := computeSwapStep(&got, cur, target, liq, amount, exactIn, fee)
	werr := oldComputeSwapStep(&want, cur, target, liq, amount, exactIn, fee)
	if err != werr || (err == nil && got != want) {
		t.Fatalf("computeSwapStep(%s, %s, %s, %s, %v, %d) = %+v, %v; old %+v, %v", cur.Dec(), target.Dec(), liq.Dec(), amount.Dec(), exactIn, fee, got, err, want, werr)
	}
	var a, b uint256.Int
	for _, up := range []bool{false, true} {
		err, werr = amount0Delta(&a, cur, target, liq, up), oldAmount0Delta(&b, cur, target, liq, up)
		if err != werr || (err == nil && a != b) {
			t.Fatalf("amount0Delta(%s, %s, %s, %v) = %s, %v; old %s, %v", cur.Dec(), target.Dec(), liq.Dec(), up, a.Dec(), err, b.Dec(), werr)
		}
		err, werr = amount1Delta(&a, cur, target, liq, up), oldAmount1Delta(&b, cur, target, liq, up)
		if err != werr || (err == nil && a != b) {
			t.Fatalf("amount1Delta(%s, %s, %s, %v) = %s, %v; old %s, %v", cur.Dec(), target.Dec(), liq.Dec(), up, a.Dec(), err, b.Dec(), werr)
		}
		err, werr = nextSqrtPriceFromAmount0RoundingUp(&a, cur, liq, amount, up), oldNextSqrtPriceFromAmount0RoundingUp(&b, cur, liq, amount, up)
		if err != werr || (err == nil && a != b) {
			t.Fatalf("nextSqrtPriceFromAmount0RoundingUp(%s, %s, %s, %v) = %s, %v; old %s, %v", cur.Dec(), liq.Dec(), amount.Dec(), up, a.Dec(), err, b.Dec(), werr)
		}
		err, werr = nextSqrtPriceFromAmount1RoundingDown(&a, cur, liq, amount, up), oldNextSqrtPriceFromAmount1RoundingDown(&b, cur, liq, amount, up)
		if err != werr || (err == nil && a != b) {
			t.Fatalf("nextSqrtPriceFromAmount1RoundingDown(%s, %s, %s, %v) = %s, %v; old %s, %v", cur.Dec(), liq.Dec(), amount.Dec(), up, a.Dec(), err, b.Dec(), werr)
		}
		err, werr = fullMulDivUp(&a, amount, liq, target), oldFullMulDivUp(&b, amount, liq, target)
		if err != werr || (err == nil && a != b) {
			t.Fatalf("fullMulDivUp(%s, %s, %s) = %s, %v; old %s, %v", amount.Dec(), liq.Dec(), target.Dec(), a.Dec(), err, b.Dec(), werr)
		}
		err, werr = fullMulDiv(&a, amount, cur, liq), oldFullMulDiv(&b, amount, cur, liq)
		if err != werr || (err == nil && a != b) {
			t.Fatalf("fullMulDiv(%s, %s, %s) = %s, %v; old %s, %v", amount.Dec(), cur.Dec(), liq.Dec(), a.Dec(), err, b.Dec(), werr)
		}
	}
}

func TestV3StepMatchesOld(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(43, 44))
	for range 50_000 {
		cur, target := randSqrt(rng), randSqrt(rng)
		if rng.IntN(2) == 0 { // a nearby target, as the swap loop's ticks are
			var d uint256.Int
			d.Rsh(cur, uint(8+rng.IntN(30)))
			target.Add(cur, &d)
			if rng.IntN(2) == 0 {
				target.Sub(cur, &d)
			}
		}
		liq := randomAmount(rng, 128)
		amount := randomAmount(rng, 256)
		checkStepOld(t, cur, target, liq, amount, rng.IntN(2) == 0, rng.Uint32N(1_000_000))
	}
}

func checkSwapOld(t *testing.T, p *V3Pool, zfo, exactIn bool, amount, limit *uint256.Int) {
	t.Helper()
	var got, want V3SwapResult
	err := p.Swap(&got, zfo, exactIn, amount, limit)
	werr := oldV3Swap(p, &want, zfo, exactIn, amount, limit)
	if err != werr || (err == nil && got != want) {
		t.Fatalf("pool %+v Swap(zfo=%v, exactIn=%v, %s) = %+v, %v; old %+v, %v", *p, zfo, exactIn, amount.Dec(), got, err, want, werr)
	}
}

func TestV3SwapMatchesOld(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(45, 46))
	for range 1000 {
		p := randomV3Pool(rng)
		for range 4 {
			checkSwapOld(t, p, rng.IntN(2) == 0, rng.IntN(2) == 0, randomAmount(rng, 200), nil)
		}
	}
}

func FuzzV3OldVsNew(f *testing.F) {
	f.Add(uint64(1), uint64(1e18), uint8(40), true, true, uint64(0), uint64(0), uint64(0), uint64(1), uint32(3000))
	f.Add(uint64(2), uint64(1e15), uint8(20), false, false, uint64(1<<60), uint64(1<<40), uint64(7), uint64(3), uint32(0))
	f.Fuzz(func(t *testing.T, seed, amount uint64, shift uint8, zfo, exactIn bool, c0, c1, l0, l1 uint64, fee uint32) {
		p := randomV3Pool(rand.New(rand.NewPCG(seed, 7)))
		a := new(uint256.Int).Lsh(uint256.NewInt(amount), uint(shift))
		if !a.IsZero() {
			checkSwapOld(t, p, zfo, exactIn, a, nil)
		}
		// one step on operands straight from the fuzzer
		cur, liq := &uint256.Int{c0, c1, uint64(shift) & 0xffffffff}, &uint256.Int{l0, l1}
		if cur.Lt(V3MinSqrtRatio) || !cur.Lt(V3MaxSqrtRatio) {
			return
		}
		checkTickAtOld(t, cur)
		checkStepOld(t, cur, &p.SqrtPriceX96, liq, a, exactIn, fee%1_000_000)
	})
}
