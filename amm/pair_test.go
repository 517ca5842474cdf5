package amm

import (
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"
)

func pairOf(r0, r1 *big.Int, fee uint64) *Pair {
	var p Pair
	p.Reserve0.Set(u256(r0))
	p.Reserve1.Set(u256(r1))
	p.FeeBps = fee
	return &p
}

func e(n int64) *big.Int { return new(big.Int).Exp(bi(10), bi(n), nil) }

func mulB(a *big.Int, n int64) *big.Int { return new(big.Int).Mul(a, bi(n)) }

var (
	max112B = new(big.Int).Sub(new(big.Int).Lsh(bi(1), 112), bi(1))
	max256B = new(big.Int).Sub(two256, bi(1))
)

func TestPairAmountOutTable(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name       string
		r0, r1, in *big.Int
		fee        uint64
		zeroForOne bool
		want       *big.Int // nil: wantErr
		wantErr    error
	}{
		// 1 WETH (18 decimals) into 1000 WETH / 3M USDC (6 decimals) at 0.3%.
		{"18 to 6 decimals", e(21), mulB(e(12), 3), e(18), 30, true, bi(2988020943), nil},
		// 7 USDC into 2M USDC / 1M DAI(18) at 5 bps.
		{"6 to 18 decimals", mulB(e(12), 2), e(24), mulB(e(6), 7), 5, true, bi(3498237762289748069), nil},
		{"fee 0, in = reserve halves the output", e(18), e(18), e(18), 0, true, mulB(e(17), 5), nil},
		{"token1 in", e(24), e(12), e(6), 0, false, bi(999999000000999999), nil},
		{"zero input", e(18), e(18), bi(0), 30, true, nil, ErrInsufficientLiquidity},
		{"zero reserve in", bi(0), e(18), e(6), 30, true, nil, ErrInsufficientLiquidity},
		{"zero reserve out", e(18), bi(0), e(6), 30, true, nil, ErrInsufficientLiquidity},
		// 1 wei of an 18-decimal token buys less than 1 unit of a 6-decimal one.
		{"rounds to zero", e(24), e(12), bi(1), 30, true, nil, ErrInsufficientLiquidity},
		{"fee 99.99% rounds to zero", e(18), e(18), bi(9999), 9999, true, nil, ErrInsufficientLiquidity},
		{"input near 2^256", e(18), e(18), max256B, 30, true, nil, ErrOverflow},
		{"input 2^255", e(18), e(18), new(big.Int).Lsh(bi(1), 255), 0, false, nil, ErrOverflow},
		{"reserve+input = 2^112-1 fits", e(18), e(18), new(big.Int).Sub(max112B, e(18)), 30, true,
			refAmountOut(new(big.Int).Sub(max112B, e(18)), e(18), e(18), 30), nil},
		{"reserve+input = 2^112 overflows uint112", e(18), e(18), new(big.Int).Sub(new(big.Int).Add(max112B, bi(1)), e(18)), 30, true, nil, ErrOverflow},
		{"max reserves", new(big.Int).Sub(max112B, bi(1e6)), max112B, bi(1e6), 0, true, bi(1e6), nil},
		{"reserve above uint112", new(big.Int).Add(max112B, bi(1)), e(18), bi(1), 0, true, nil, ErrOverflow},
		{"fee 100%", e(18), e(18), e(6), 10_000, true, nil, ErrInvalidArgument},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := pairOf(tt.r0, tt.r1, tt.fee)
			got, err := p.AmountOut(tt.zeroForOne, u256(tt.in))
			if tt.want == nil {
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("AmountOut = %s, %v; want error %v", &got, err, tt.wantErr)
				}
				return
			}
			if err != nil || got.ToBig().Cmp(tt.want) != 0 {
				t.Fatalf("AmountOut = %s, %v; want %s", &got, err, tt.want)
			}
		})
	}
}

func TestPairAmountInTable(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name       string
		r0, r1     *big.Int
		fee        uint64
		zeroForOne bool
		out        *big.Int
		want       *big.Int
		wantErr    error
	}{
		// rIn*out*1e4 / ((rOut-out)*1e4) = 1000*500/500 is exact: Uniswap's
		// getAmountIn would say 1001; 1000 is already enough.
		{"exact division is not overshot", bi(1000), bi(1000), 0, true, bi(500), bi(1000), nil},
		{"rounds up", e(21), mulB(e(12), 3), 30, true, bi(2988020943), nil, nil},
		{"output = reserve", e(18), e(6), 30, true, e(6), nil, ErrInsufficientLiquidity},
		{"output above reserve", e(18), e(6), 30, false, e(19), nil, ErrInsufficientLiquidity},
		{"zero output", e(18), e(6), 30, true, bi(0), nil, ErrInsufficientLiquidity},
		{"zero reserve", bi(0), e(6), 30, true, bi(1), nil, ErrInsufficientLiquidity},
		{"input beyond uint112", max112B, e(6), 30, true, new(big.Int).Sub(e(6), bi(1)), nil, ErrOverflow},
		{"fee 100%", e(18), e(18), 10_000, true, bi(1), nil, ErrInvalidArgument},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := pairOf(tt.r0, tt.r1, tt.fee)
			got, err := p.AmountIn(tt.zeroForOne, u256(tt.out))
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("AmountIn = %s, %v; want error %v", &got, err, tt.wantErr)
				}
				return
			}
			if err != nil || (tt.want != nil && got.ToBig().Cmp(tt.want) != 0) {
				t.Fatalf("AmountIn = %s, %v; want %v", &got, err, tt.want)
			}
			checkAmountIn(t, p, tt.zeroForOne, u256(tt.out), &got)
		})
	}
}

// checkAmountIn asserts in is the smallest input buying at least out.
func checkAmountIn(t *testing.T, p *Pair, zeroForOne bool, out, in *uint256.Int) {
	t.Helper()
	got, err := p.AmountOut(zeroForOne, in)
	if err != nil || got.Lt(out) {
		t.Fatalf("AmountOut(AmountIn(%s) = %s) = %s, %v", out, in, &got, err)
	}
	var less uint256.Int
	less.SubUint64(in, 1)
	if got, err := p.AmountOut(zeroForOne, &less); err == nil && !got.Lt(out) {
		t.Fatalf("AmountIn(%s) = %s is not minimal: %s buys %s", out, in, &less, &got)
	}
}

// randPair draws reserves log-uniform over 1e3..1e30 and a fee in 0..1000 bps.
func randPair(rng *rand.Rand) *Pair {
	return pairOf(pow10(3+27*rng.Float64()), pow10(3+27*rng.Float64()), rng.Uint64N(1001))
}

func TestPairAmountInRoundTrip(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	for range 5000 {
		p := randPair(rng)
		zeroForOne := rng.IntN(2) == 0
		rIn, rOut := &p.Reserve0, &p.Reserve1
		if !zeroForOne {
			rIn, rOut = rOut, rIn
		}
		// out log-uniform in [1, rOut).
		out := u256(pow10(rng.Float64() * log10(rOut)))
		if !out.Lt(rOut) {
			out.SubUint64(rOut, 1)
		}
		if out.IsZero() {
			continue
		}
		in, err := p.AmountIn(zeroForOne, out)
		if errors.Is(err, ErrOverflow) {
			// Then even the largest input the uint112 reserve takes buys less.
			var room uint256.Int
			room.Sub(u256(max112B), rIn)
			if got, err := p.AmountOut(zeroForOne, &room); err != nil || !got.Lt(out) {
				t.Fatalf("%+v AmountIn(%s) overflows, but AmountOut(%s) = %s, %v", p, out, &room, &got, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%+v AmountIn(%s): %v", p, out, err)
		}
		checkAmountIn(t, p, zeroForOne, out, &in)
	}
}

func log10(x *uint256.Int) float64 { return float64(x.BitLen()) * 0.30103 }

func TestPairSpotPrice(t *testing.T) {
	t.Parallel()
	p := pairOf(e(21), mulB(e(12), 3), 30)
	if got := p.SpotPrice(true); got != 3e12/1e21 {
		t.Errorf("SpotPrice(0->1) = %g, want 3e-9", got)
	}
	if got := p.SpotPrice(false); got != 1e21/3e12 {
		t.Errorf("SpotPrice(1->0) = %g", got)
	}
	if got := pairOf(bi(0), bi(1), 0).SpotPrice(true); got != 0 {
		t.Errorf("empty pair SpotPrice = %g", got)
	}
}

func TestHotPathsDoNotAllocate(t *testing.T) {
	p := pairOf(e(21), mulB(e(12), 3), 30)
	s := usdcDai(t)
	in, out := uint256.NewInt(1e18), uint256.NewInt(1e6)
	dx := uint256.NewInt(12_345e6)
	moved := *s // its cached terms no longer apply: computed per call
	moved.Balances[0].AddUint64(&moved.Balances[0], 1)
	for name, f := range map[string]func(){
		"Pair.AmountOut":       func() { _, _ = p.AmountOut(true, in) },
		"Pair.AmountIn":        func() { _, _ = p.AmountIn(true, out) },
		"Stable.GetDy":         func() { _, _ = s.GetDy(0, 1, dx) },
		"Stable.GetDy (moved)": func() { _, _ = moved.GetDy(0, 1, dx) },
		"Stable.GetDx":         func() { _, _ = s.GetDx(0, 1, dx) },
	} {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s: %v allocs per call, want 0", name, n)
		}
	}
}

func FuzzPairAmountOut(f *testing.F) {
	f.Add([]byte{0x0d, 0xe0, 0xb6, 0xb3, 0xa7, 0x64, 0x00, 0x00}, []byte{0x0f, 0x42, 0x40}, []byte{0x03, 0xe8}, uint16(30), true)
	f.Add([]byte{1}, []byte{1}, []byte{1}, uint16(0), false)
	f.Add(max112B.Bytes(), max112B.Bytes(), []byte{0xff}, uint16(9999), true)
	f.Add([]byte{0x10}, []byte{0x10}, max256B.Bytes(), uint16(10000), true)
	f.Fuzz(func(t *testing.T, r0, r1, in []byte, fee uint16, zeroForOne bool) {
		if len(r0) > 32 || len(r1) > 32 || len(in) > 32 {
			return
		}
		p := pairOf(new(big.Int).SetBytes(r0), new(big.Int).SetBytes(r1), uint64(fee))
		amountIn := new(big.Int).SetBytes(in)
		rIn, rOut := p.Reserve0.ToBig(), p.Reserve1.ToBig()
		if !zeroForOne {
			rIn, rOut = rOut, rIn
		}
		got, err := p.AmountOut(zeroForOne, u256(amountIn))
		var wantErr error
		var want *big.Int
		switch {
		case fee >= 10000:
			wantErr = ErrInvalidArgument
		case rIn.Cmp(max112B) > 0 || rOut.Cmp(max112B) > 0:
			wantErr = ErrOverflow
		case rIn.Sign() == 0 || rOut.Sign() == 0 || amountIn.Sign() == 0:
			wantErr = ErrInsufficientLiquidity
		case new(big.Int).Add(rIn, amountIn).Cmp(max112B) > 0:
			wantErr = ErrOverflow
		default:
			if want = refAmountOut(amountIn, rIn, rOut, int64(fee)); want.Sign() == 0 {
				wantErr = ErrInsufficientLiquidity
			}
		}
		if wantErr != nil {
			if !errors.Is(err, wantErr) {
				t.Fatalf("AmountOut = %s, %v; want %v", &got, err, wantErr)
			}
			return
		}
		if err != nil || got.ToBig().Cmp(want) != 0 {
			t.Fatalf("AmountOut = %s, %v; want %s", &got, err, want)
		}
		// The inverse: the input AmountIn asks for is at most in and buys at least out.
		back, err := p.AmountIn(zeroForOne, &got)
		if err != nil || back.ToBig().Cmp(amountIn) > 0 {
			t.Fatalf("AmountIn(%s) = %s, %v; want <= %s", &got, &back, err, amountIn)
		}
		checkAmountIn(t, p, zeroForOne, &got, &back)
	})
}

func BenchmarkPairAmountOut(b *testing.B) {
	p := pairOf(e(21), mulB(e(12), 3), 30)
	in := uint256.NewInt(1e18)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.AmountOut(true, in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPairAmountIn(b *testing.B) {
	p := pairOf(e(21), mulB(e(12), 3), 30)
	out := uint256.NewInt(1e9)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.AmountIn(true, out); err != nil {
			b.Fatal(err)
		}
	}
}
