package amm

import (
	"errors"
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"
)

// usdcDai is the contracts package's example pool: 1M USDC (6) / 1.1M DAI
// (18), A = 200, fee 0.04%.
func usdcDai(t testing.TB) *Stable {
	return stableOf(t, mulB(e(6), 1_000_000), mulB(e(18), 1_100_000), 6, 18, 200, 4_000_000)
}

func stableOf(t testing.TB, b0, b1 *big.Int, d0, d1 uint8, a, fee uint64) *Stable {
	t.Helper()
	s, err := NewStable(u256(b0), u256(b1), d0, d1, a, fee)
	if err != nil {
		t.Fatal(err)
	}
	return &s
}

func TestStableGetDyTable(t *testing.T) {
	t.Parallel()
	usdc, dai := mulB(e(6), 1_000_000), mulB(e(18), 1_100_000)
	tests := []struct {
		name    string
		b0, b1  *big.Int
		d0, d1  uint8
		a, fee  uint64
		i, j    int
		dx      *big.Int
		want    *big.Int
		wantErr error
	}{
		// Expected values are the contract's (the chain test checks the
		// same formulas against the deployed pool).
		{"6 to 18 decimals", usdc, dai, 6, 18, 200, 4e6, 0, 1, mulB(e(6), 1000), num("1000071078555824418153"), nil},
		{"18 to 6 decimals", usdc, dai, 6, 18, 200, 4e6, 1, 0, mulB(e(18), 2500), bi(2497780867), nil},
		{"1 unit of a 6-decimal coin", usdc, dai, 6, 18, 200, 4e6, 0, 1, bi(1), bi(1000075881609), nil},
		{"fee 50%", usdc, dai, 6, 18, 200, 5e9, 0, 1, mulB(e(6), 1000), num("500235633531324738972"), nil},
		{"A = 1e6 is nearly 1:1", e(18), e(18), 18, 18, 1_000_000, 0, 0, 1, e(17), bi(99999989899001235), nil},
		{"2 wei: the -1 takes half", e(18), e(18), 18, 18, 100, 0, 0, 1, bi(2), bi(1), nil},
		{"1 wei rounds to zero", e(18), e(18), 18, 18, 100, 0, 0, 1, bi(1), nil, ErrInsufficientLiquidity},
		{"1e-18 DAI buys no USDC", usdc, dai, 6, 18, 200, 4e6, 1, 0, bi(1), nil, ErrInsufficientLiquidity},
		{"1e-6 DAI buys no USDC", usdc, dai, 6, 18, 200, 4e6, 1, 0, e(12), nil, ErrInsufficientLiquidity},
		{"zero input", usdc, dai, 6, 18, 200, 4e6, 0, 1, bi(0), nil, ErrInsufficientLiquidity},
		{"zero balance", bi(0), dai, 6, 18, 200, 4e6, 0, 1, e(6), nil, ErrInsufficientLiquidity},
		{"both balances zero", bi(0), bi(0), 6, 18, 200, 4e6, 1, 0, e(6), nil, ErrInsufficientLiquidity},
		{"dx near 2^256", usdc, dai, 6, 18, 200, 4e6, 0, 1, max256B, nil, ErrOverflow},
		{"dx*rate overflows", usdc, dai, 6, 18, 200, 4e6, 0, 1, new(big.Int).Lsh(bi(1), 157), nil, ErrOverflow},
		{"balance*rate overflows", new(big.Int).Lsh(bi(1), 160), dai, 6, 18, 200, 4e6, 1, 0, e(18), nil, ErrOverflow},
		{"D*D overflows in get_D", e(3), e(30), 18, 18, 5000, 0, 0, 1, e(17), nil, ErrOverflow},
		{"get_D does not converge", e(30), e(15), 18, 18, 100, 0, 0, 1, e(17), nil, ErrNoConvergence},
		{"same coin", usdc, dai, 6, 18, 200, 4e6, 1, 1, e(6), nil, ErrInvalidArgument},
		{"index 2", usdc, dai, 6, 18, 200, 4e6, 0, 2, e(6), nil, ErrInvalidArgument},
		{"index -1", usdc, dai, 6, 18, 200, 4e6, -1, 0, e(6), nil, ErrInvalidArgument},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := stableOf(t, tt.b0, tt.b1, tt.d0, tt.d1, tt.a, tt.fee)
			got, err := s.GetDy(tt.i, tt.j, u256(tt.dx))
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("GetDy = %s, %v; want error %v", &got, err, tt.wantErr)
				}
			} else if err != nil || got.ToBig().Cmp(tt.want) != 0 {
				t.Fatalf("GetDy = %s, %v; want %s", &got, err, tt.want)
			}
			if tt.i >= 0 && tt.i < 2 && tt.j >= 0 && tt.j < 2 && tt.i != tt.j && tt.dx.Sign() > 0 {
				checkStableRef(t, s, tt.i, tt.j, tt.dx)
			}
		})
	}
}

// checkStableRef compares GetDy with the line-by-line big.Int port.
func checkStableRef(t *testing.T, s *Stable, i, j int, dx *big.Int) {
	t.Helper()
	got, err := s.GetDy(i, j, u256(dx))
	want, ok := refGetDy(s, i, j, dx)
	switch {
	case !ok:
		if err == nil || errors.Is(err, ErrInvalidArgument) {
			t.Fatalf("%+v GetDy(%d, %d, %s) = %s, %v; the contract reverts", s, i, j, dx, &got, err)
		}
	case want.Sign() == 0:
		if !errors.Is(err, ErrInsufficientLiquidity) {
			t.Fatalf("%+v GetDy(%d, %d, %s) = %s, %v; the contract returns 0", s, i, j, dx, &got, err)
		}
	default:
		if err != nil || got.ToBig().Cmp(want) != 0 {
			t.Fatalf("%+v GetDy(%d, %d, %s) = %s, %v; want %s", s, i, j, dx, &got, err, want)
		}
	}
}

func TestNewStable(t *testing.T) {
	t.Parallel()
	one := uint256.NewInt(1)
	for _, tt := range []struct {
		name   string
		d0, d1 uint8
		a, fee uint64
		ok     bool
	}{
		{"limits", 0, 18, 1_000_000, 5e9, true},
		{"A = 1, no fee", 6, 8, 1, 0, true},
		{"19 decimals", 19, 18, 100, 0, false},
		{"A = 0", 6, 6, 0, 0, false},
		{"A above 1e6", 6, 6, 1_000_001, 0, false},
		{"fee above 50%", 6, 6, 100, 5e9 + 1, false},
	} {
		s, err := NewStable(one, one, tt.d0, tt.d1, tt.a, tt.fee)
		if (err == nil) != tt.ok || (err != nil && !errors.Is(err, ErrInvalidArgument)) {
			t.Errorf("%s: NewStable err = %v", tt.name, err)
		}
		if tt.ok && (s.Rates[0].ToBig().Cmp(e(36-int64(tt.d0))) != 0 || s.Amp.Uint64() != tt.a*100 || s.Fee.Uint64() != tt.fee) {
			t.Errorf("%s: NewStable = %+v", tt.name, s)
		}
	}
}

// randStable draws a pool like the chain test does: decimals 6/8/18, A
// 1..5000, fee 0..5e9, raw balances log-uniform over 1e3..1e30 (half of the
// pools balanced in value, as stable pools usually are).
func randStable(t testing.TB, rng *rand.Rand) (*Stable, [2]uint8, uint64, uint64, [2]*big.Int) {
	decs := []uint8{6, 8, 18}
	d := [2]uint8{decs[rng.IntN(3)], decs[rng.IntN(3)]}
	a, fee := 1+rng.Uint64N(5000), rng.Uint64N(5e9+1)
	var bal [2]*big.Int
	bal[0] = pow10(3 + 27*rng.Float64())
	if rng.IntN(2) == 0 {
		bal[1] = pow10(3 + 27*rng.Float64())
	} else { // same value, within a factor of 3, in coin 1's decimals
		v := pow10(math.Max(3, log10Big(bal[0])+float64(int(d[1])-int(d[0]))+rng.Float64()-0.5))
		bal[1] = v
	}
	return stableOf(t, bal[0], bal[1], d[0], d[1], a, fee), d, a, fee, bal
}

func log10Big(x *big.Int) float64 { return float64(x.BitLen()) * math.Log10(2) }

// randDx draws an input relative to the pool: mostly 1e-12..10x the balance,
// sometimes 1 unit or a huge amount (overflow paths).
func randDx(rng *rand.Rand, bal *big.Int) *big.Int {
	switch rng.IntN(10) {
	case 0:
		return bi(1 + rng.Int64N(1000))
	case 1:
		return new(big.Int).Lsh(bi(1), uint(100+rng.IntN(150)))
	default:
		dx := pow10(math.Max(0, log10Big(bal)-12+13*rng.Float64()))
		if dx.Sign() == 0 {
			dx = bi(1)
		}
		return dx
	}
}

// The uint256 code against the line-by-line big.Int port over random states.
func TestStableGetDyMatchesReference(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(5, 6))
	for range 5000 {
		s, _, _, _, bal := randStable(t, rng)
		i := rng.IntN(2)
		checkStableRef(t, s, i, 1-i, randDx(rng, bal[i]))
	}
}

func TestStableSpotPrice(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(7, 8))
	checked := 0
	for range 1000 {
		s, _, _, _, _ := randStable(t, rng)
		i := rng.IntN(2)
		spot := s.SpotPrice(i, 1-i)
		// Finite difference of get_dy without the fee, for a trade worth 1e-9
		// of the smaller side (small enough to be marginal), skipped where
		// the output has too few digits for the floors to be negligible.
		xp, err := s.xp()
		if err != nil {
			continue
		}
		small := xp[0].ToBig()
		if xp[1].ToBig().Cmp(small) < 0 {
			small = xp[1].ToBig()
		}
		dx := new(big.Int).Div(new(big.Int).Mul(small, e(9)), s.Rates[i].ToBig())
		noFee := *s
		noFee.Fee.Clear()
		out, err := noFee.GetDy(i, 1-i, u256(dx))
		if err != nil || out.Lt(uint256.NewInt(1e10)) {
			continue
		}
		checked++
		fd := out.Float64() / float64FromBig(dx)
		if math.Abs(fd-spot) > 1e-6*spot {
			t.Errorf("%+v SpotPrice(%d) = %g, finite difference %g", s, i, spot, fd)
		}
	}
	if checked < 200 {
		t.Errorf("only %d of 1000 states checked", checked)
	}
	if got := usdcDai(t).SpotPrice(0, 0); got != 0 {
		t.Errorf("SpotPrice(0, 0) = %g", got)
	}
}

func num(s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic(s)
	}
	return v
}

func float64FromBig(x *big.Int) float64 { f, _ := new(big.Float).SetInt(x).Float64(); return f }

func FuzzStableGetDy(f *testing.F) {
	f.Add([]byte{0x0d, 0xe0, 0xb6, 0xb3, 0xa7, 0x64, 0x00, 0x00}, []byte{0x0d, 0xe0, 0xb6, 0xb3, 0xa7, 0x64, 0x00, 0x00}, uint8(18), uint8(6), uint64(200), uint64(4e6), []byte{1, 0}, true)
	f.Add([]byte{1}, []byte{0}, uint8(6), uint8(6), uint64(1), uint64(0), []byte{0xff}, false)
	f.Add(max256B.Bytes(), max256B.Bytes(), uint8(0), uint8(18), uint64(1e6), uint64(5e9), max256B.Bytes(), true)
	f.Fuzz(func(t *testing.T, b0, b1 []byte, d0, d1 uint8, a, fee uint64, dx []byte, zeroToOne bool) {
		if len(b0) > 32 || len(b1) > 32 || len(dx) > 32 {
			return
		}
		var bal0, bal1, in uint256.Int
		bal0.SetBytes(b0)
		bal1.SetBytes(b1)
		in.SetBytes(dx)
		s, err := NewStable(&bal0, &bal1, d0%19, d1%19, a%1_000_001, fee%(5e9+1))
		if err != nil { // A = 0
			return
		}
		i, j := 0, 1
		if !zeroToOne {
			i, j = 1, 0
		}
		_ = s.SpotPrice(i, j)
		if _, err := s.GetDy(i, j, &in); errors.Is(err, ErrInvalidArgument) {
			t.Fatalf("GetDy: %v", err)
		}
		if !in.IsZero() {
			checkStableRef(t, &s, i, j, in.ToBig())
		}
	})
}

func BenchmarkStableGetDy(b *testing.B) {
	s := usdcDai(b)
	dx := uint256.NewInt(12_345e6)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.GetDy(0, 1, dx); err != nil {
			b.Fatal(err)
		}
	}
}

// An imbalanced pool (10:1) takes more Newton rounds.
func BenchmarkStableGetDyImbalanced(b *testing.B) {
	s := stableOf(b, mulB(e(6), 10_000_000), mulB(e(18), 1_000_000), 6, 18, 100, 4e6)
	dx := uint256.NewInt(250_000e6)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.GetDy(0, 1, dx); err != nil {
			b.Fatal(err)
		}
	}
}
