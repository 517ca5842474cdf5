package amm

import (
	"errors"
	"math/big"
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/holiman/uint256"
)

// randomV3Pool builds a pool state the contract could hold: positions over
// random tick ranges (so liquidityNet sums to zero and liquidity is the sum
// of the positions around the price), a price anywhere in a tick, and every
// tick known (the full window).
func randomV3Pool(rng *rand.Rand) *V3Pool {
	tiers := []struct {
		fee     uint32
		spacing int32
	}{{100, 1}, {500, 10}, {3000, 60}, {10000, 200}, {rng.Uint32N(1_000_000), 1 + rng.Int32N(300)}}
	tier := tiers[rng.IntN(len(tiers))]
	ts := tier.spacing
	center := rng.Int32N(400_000) - 200_000
	if rng.IntN(8) == 0 { // near the price bounds
		center = V3MaxTick - rng.Int32N(5000)
		if rng.IntN(2) == 0 {
			center = -center
		}
	}
	width := int32(1 + rng.IntN(300)) // spacings; small widths put several ticks in one word
	if rng.IntN(3) == 0 {
		width = int32(1 + rng.IntN(3000))
	}
	minC, maxC := floorDiv(V3MinTick, ts)+1, V3MaxTick/ts
	clampC := func(c int32) int32 { return max(min(c, maxC), minC) }
	nets := map[int32]*big.Int{}
	var positions [][3]*big.Int
	for range 1 + rng.IntN(8) {
		lo := clampC(floorDiv(center, ts) - rng.Int32N(width) - 1)
		hi := clampC(floorDiv(center, ts) + rng.Int32N(width) + 1)
		if rng.IntN(6) == 0 {
			lo, hi = minC, maxC
		}
		if lo >= hi {
			continue
		}
		liq := new(big.Int).Lsh(big.NewInt(1+rng.Int64N(1<<20)), uint(rng.IntN(80)))
		for _, e := range []struct {
			t    int32
			sign int
		}{{lo * ts, 1}, {hi * ts, -1}} {
			if nets[e.t] == nil {
				nets[e.t] = new(big.Int)
			}
			if e.sign > 0 {
				nets[e.t].Add(nets[e.t], liq)
			} else {
				nets[e.t].Sub(nets[e.t], liq)
			}
		}
		positions = append(positions, [3]*big.Int{big.NewInt(int64(lo * ts)), big.NewInt(int64(hi * ts)), liq})
	}
	p := &V3Pool{Fee: tier.fee, TickSpacing: ts, WindowLo: V3MinTick, WindowHi: V3MaxTick}
	tick := max(min(center+rng.Int32N(2*ts+1)-ts, V3MaxTick-1), V3MinTick)
	var lo, hi uint256.Int
	_ = V3SqrtRatioAtTick(&lo, tick)
	_ = V3SqrtRatioAtTick(&hi, tick+1)
	p.SqrtPriceX96.Set(&lo)
	if rng.IntN(4) != 0 { // inside the tick rather than on its lower boundary
		var span uint256.Int
		span.Sub(&hi, &lo)
		span.Mod(uint256.NewInt(rng.Uint64()), &span)
		p.SqrtPriceX96.Add(&lo, &span)
	}
	p.Tick, _ = V3TickAtSqrtRatio(&p.SqrtPriceX96)
	if p.SqrtPriceX96.Eq(&lo) && rng.IntN(2) == 0 {
		p.Tick-- // as a swap leaves it after crossing down onto the boundary
	}
	liq := new(big.Int)
	for _, pos := range positions {
		if pos[0].Int64() <= int64(p.Tick) && int64(p.Tick) < pos[1].Int64() {
			liq.Add(liq, pos[2])
		}
	}
	p.Liquidity.SetFromBig(liq)
	for t, n := range nets {
		if n.Sign() == 0 {
			continue
		}
		var vt V3Tick
		vt.Index = t
		vt.SetLiquidityNet(n)
		p.Ticks = append(p.Ticks, vt)
	}
	sort.Slice(p.Ticks, func(i, j int) bool { return p.Ticks[i].Index < p.Ticks[j].Index })
	return p
}

// randomAmount is log-uniform up to 2^bits.
func randomAmount(rng *rand.Rand, bits int) *uint256.Int {
	n := 1 + rng.IntN(bits)
	x := new(uint256.Int)
	for i := range 4 {
		x[i] = rng.Uint64()
	}
	x.Rsh(x, uint(256-n))
	if x.IsZero() {
		x.SetOne()
	}
	return x
}

// checkAgainstRef runs one swap on the uint256 code and the reference and
// fails unless both revert or both give the same amounts and state.
func checkAgainstRef(t *testing.T, p *V3Pool, zfo, exactIn bool, amount, limit *uint256.Int) {
	t.Helper()
	var res V3SwapResult
	err := p.Swap(&res, zfo, exactIn, amount, limit)
	r := newRefPool(p)
	spec := amount.ToBig()
	if !exactIn {
		spec.Neg(spec)
	}
	lim := new(big.Int)
	switch {
	case limit != nil:
		lim = limit.ToBig()
	case zfo:
		lim.Add(V3MinSqrtRatio.ToBig(), big.NewInt(1))
	default:
		lim.Sub(V3MaxSqrtRatio.ToBig(), big.NewInt(1))
	}
	in, out, sqrtAfter, tickAfter, rerr := r.swap(zfo, spec, lim)
	if (err != nil) != (rerr != nil) {
		t.Fatalf("pool %+v zfo=%v exactIn=%v amount=%s: error %v, reference %v", *p, zfo, exactIn, amount.Dec(), err, rerr)
	}
	if err != nil {
		return
	}
	if res.AmountIn.ToBig().Cmp(in) != 0 || res.AmountOut.ToBig().Cmp(out) != 0 || res.SqrtPriceX96.ToBig().Cmp(sqrtAfter) != 0 || int(res.Tick) != tickAfter {
		t.Fatalf("pool %+v zfo=%v exactIn=%v amount=%s:\n got in %s out %s sqrt %s tick %d\nwant in %s out %s sqrt %s tick %d",
			*p, zfo, exactIn, amount.Dec(), res.AmountIn.Dec(), res.AmountOut.Dec(), res.SqrtPriceX96.Dec(), res.Tick, in, out, sqrtAfter, tickAfter)
	}
}

func TestV3SwapMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 18))
	n := 3000
	if testing.Short() {
		n = 300
	}
	for range n {
		p := randomV3Pool(rng)
		zfo, exactIn := rng.IntN(2) == 0, rng.IntN(2) == 0
		var limit *uint256.Int
		if rng.IntN(4) == 0 {
			limit = new(uint256.Int)
			var tmp uint256.Int
			off := rng.Int32N(2000) - 200
			tk := p.Tick - off
			if !zfo {
				tk = p.Tick + off
			}
			if V3SqrtRatioAtTick(&tmp, max(min(tk, V3MaxTick), V3MinTick)) == nil {
				limit.Set(&tmp)
			}
		}
		checkAgainstRef(t, p, zfo, exactIn, randomAmount(rng, 120), limit)
	}
}

func FuzzV3SwapExactInput(f *testing.F) {
	for _, s := range []uint64{1, 2, 3, 18, 2026} {
		f.Add(s, uint64(1e18), uint8(40), true)
	}
	f.Fuzz(fuzzV3Swap(true))
}

func FuzzV3SwapExactOutput(f *testing.F) {
	for _, s := range []uint64{1, 2, 3, 18, 2026} {
		f.Add(s, uint64(1e15), uint8(20), false)
	}
	f.Fuzz(fuzzV3Swap(false))
}

// fuzzV3Swap is the body of both swap fuzzers: a random pool from the seed
// and an amount of up to 264 bits, checked against the math/big reference.
func fuzzV3Swap(exactIn bool) func(t *testing.T, seed, amount uint64, shift uint8, zfo bool) {
	return func(t *testing.T, seed, amount uint64, shift uint8, zfo bool) {
		p := randomV3Pool(rand.New(rand.NewPCG(seed, 7)))
		a := new(uint256.Int).Lsh(uint256.NewInt(amount), uint(shift%200))
		if a.IsZero() {
			return
		}
		if a.Gt(&maxInt256) { // the reference has no SafeCast.toInt256
			var r V3SwapResult
			if err := p.Swap(&r, zfo, exactIn, a, nil); err != ErrOverflow {
				t.Fatalf("Swap of %s (above int256) = %v, want ErrOverflow", a.Dec(), err)
			}
			return
		}
		checkAgainstRef(t, p, zfo, exactIn, a, nil)
	}
}

// TestV3SwapProperties: an exact-input swap's output bought back by exact
// output never costs more than the input; more input never buys less; a
// narrower window gives the same answer or refuses, never another one.
func TestV3SwapProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 19))
	for i := range 1000 {
		p := randomV3Pool(rng)
		zfo := rng.IntN(2) == 0
		in := randomAmount(rng, 100)
		out, err := p.AmountOut(zfo, in)
		if err != nil {
			continue
		}
		back, err := p.AmountIn(zfo, &out)
		if err != nil {
			t.Fatalf("case %d: AmountIn(%s) after AmountOut(%s): %v", i, out.Dec(), in.Dec(), err)
		}
		if back.Gt(in) {
			t.Fatalf("case %d: %s in buys %s out, which costs %s", i, in.Dec(), out.Dec(), back.Dec())
		}
		more := new(uint256.Int).AddUint64(in, 1+rng.Uint64N(1000))
		if out2, err := p.AmountOut(zfo, more); err == nil && out2.Lt(&out) {
			t.Fatalf("case %d: %s in buys %s, more (%s) buys %s", i, in.Dec(), out.Dec(), more.Dec(), out2.Dec())
		}
		w := *p
		w.WindowLo = max(p.Tick-rng.Int32N(20*p.TickSpacing+1), V3MinTick)
		w.WindowHi = min(p.Tick+rng.Int32N(20*p.TickSpacing+1), V3MaxTick)
		w.Ticks = nil
		for _, tk := range p.Ticks {
			if tk.Index >= w.WindowLo && tk.Index <= w.WindowHi {
				w.Ticks = append(w.Ticks, tk)
			}
		}
		if got, err := w.AmountOut(zfo, in); err == nil && !got.Eq(&out) {
			t.Fatalf("case %d: window [%d,%d] gives %s, full state %s", i, w.WindowLo, w.WindowHi, got.Dec(), out.Dec())
		} else if err != nil && !errors.Is(err, ErrOutsideWindow) {
			t.Fatalf("case %d: window error %v", i, err)
		}
	}
}

func TestV3SwapRefusals(t *testing.T) {
	p := randomV3Pool(rand.New(rand.NewPCG(5, 5)))
	var r V3SwapResult
	if err := p.Swap(&r, true, true, new(uint256.Int), nil); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("zero amount: %v, want ErrInvalidArgument ('AS')", err)
	}
	if err := p.Swap(&r, true, true, uint256.NewInt(1), new(uint256.Int).AddUint64(&p.SqrtPriceX96, 1)); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("limit above the price for zeroForOne: %v, want ErrInvalidArgument ('SPL')", err)
	}
	bad := *p
	bad.WindowLo, bad.WindowHi = p.Tick+1, p.Tick+100
	if err := bad.Swap(&r, true, true, uint256.NewInt(1), nil); !errors.Is(err, ErrOutsideWindow) {
		t.Errorf("price outside the window: %v, want ErrOutsideWindow", err)
	}
	var zero V3Pool
	if err := zero.Swap(&r, true, true, uint256.NewInt(1), nil); err == nil {
		t.Error("zero state accepted")
	}
}

// benchPool is a pool with five initialized ticks below the price, 100
// spacings apart, so a 0.5%-of-depth swap crosses them all.
func benchPool() *V3Pool {
	p := &V3Pool{Fee: 3000, TickSpacing: 60, Tick: 0, WindowLo: V3MinTick, WindowHi: V3MaxTick}
	_ = V3SqrtRatioAtTick(&p.SqrtPriceX96, 0)
	p.SqrtPriceX96.AddUint64(&p.SqrtPriceX96, 12345)
	liq := new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil)
	p.Liquidity.SetFromBig(new(big.Int).Mul(liq, big.NewInt(6)))
	for i := int32(-5); i <= 5; i++ {
		if i == 0 {
			continue
		}
		var vt V3Tick
		vt.Index = i * 600
		if i < 0 {
			vt.SetLiquidityNet(liq)
		} else {
			vt.SetLiquidityNet(new(big.Int).Neg(liq))
		}
		p.Ticks = append(p.Ticks, vt)
	}
	return p
}

func TestV3SwapCrossesAndAllocatesNothing(t *testing.T) {
	p := benchPool()
	in := new(uint256.Int).Mul(uint256.NewInt(2), uint256.NewInt(1e18))
	var r V3SwapResult
	if err := p.Swap(&r, true, true, in, nil); err != nil {
		t.Fatal(err)
	}
	// Steps: down to tick 0 (its word's edge), the five ticks, the next
	// word's edge at tick -15360, and the last partial step.
	if r.TicksCrossed != 5 || r.Steps != 8 {
		t.Fatalf("crossed %d ticks in %d steps, want 5 in 8 (tick after %d)", r.TicksCrossed, r.Steps, r.Tick)
	}
	checkAgainstRef(t, p, true, true, in, nil)
	if a := testing.AllocsPerRun(100, func() { _ = p.Swap(&r, true, true, in, nil) }); a != 0 {
		t.Errorf("Swap allocates %.0f times", a)
	}
}

func BenchmarkV3Swap5Ticks(b *testing.B) {
	p := benchPool()
	in := new(uint256.Int).Mul(uint256.NewInt(2), uint256.NewInt(1e18))
	var r V3SwapResult
	b.ReportAllocs()
	for b.Loop() {
		if err := p.Swap(&r, true, true, in, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkV3SwapNoCross(b *testing.B) {
	p := benchPool()
	in := uint256.NewInt(1e15)
	var r V3SwapResult
	b.ReportAllocs()
	for b.Loop() {
		if err := p.Swap(&r, true, true, in, nil); err != nil {
			b.Fatal(err)
		}
	}
}
