package amm

import (
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"
)

// minDx is the smallest input GetDy accepts for want, by bisection (the
// reference GetDx is measured against).
func minDx(s *Stable, i, j int, want *uint256.Int) (uint256.Int, bool) {
	ok := func(dx *uint256.Int) bool {
		out, err := s.GetDy(i, j, dx)
		return err == nil && !out.Lt(want)
	}
	lo, hi := uint256.NewInt(0), uint256.NewInt(1)
	for !ok(hi) {
		lo.Set(hi)
		hi.Lsh(hi, 1)
		if hi.BitLen() > 200 {
			return uint256.Int{}, false
		}
	}
	for {
		var d uint256.Int
		d.Sub(hi, lo)
		if d.LtUint64(2) {
			return *hi, true
		}
		mid := new(uint256.Int).Add(lo, d.Rsh(&d, 1))
		if ok(mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
}

func TestStableGetDxTable(t *testing.T) {
	t.Parallel()
	s := usdcDai(t)
	tests := []struct {
		name    string
		i, j    int
		want    *big.Int
		wantErr error
	}{
		{"1,000 DAI for USDC", 0, 1, mulB(e(18), 1000), nil},
		{"2,500 USDC for DAI", 1, 0, mulB(e(6), 2500), nil},
		{"1 unit of USDC", 1, 0, bi(1), nil},
		{"1 wei of DAI", 0, 1, bi(1), nil},
		{"most of the DAI", 0, 1, mulB(e(18), 1_000_000), nil},
		{"all the DAI", 0, 1, mulB(e(18), 1_100_000), ErrInsufficientLiquidity},
		{"zero", 0, 1, bi(0), ErrInsufficientLiquidity},
		{"same coin", 1, 1, e(6), ErrInvalidArgument},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			want := u256(tc.want)
			dx, err := s.GetDx(tc.i, tc.j, want)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("GetDx error = %v, want %v", err, tc.wantErr)
			}
			if err != nil {
				return
			}
			out, err := s.GetDy(tc.i, tc.j, &dx)
			if err != nil || out.Lt(want) {
				t.Fatalf("GetDy(GetDx = %s) = %s, %v; want at least %s", dx.Dec(), out.Dec(), err, want.Dec())
			}
			least, _ := minDx(s, tc.i, tc.j, want)
			var over uint256.Int
			over.Sub(&dx, &least)
			if over.GtUint64(64) {
				t.Errorf("GetDx = %s, %s above the least input %s", dx.Dec(), over.Dec(), least.Dec())
			}
		})
	}
}

// Random pools and amounts: GetDx always pays want, and is at most a few
// correction steps above the least input.
func TestStableGetDxProperty(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(19, 2))
	decs := []uint8{6, 8, 18}
	for n := 0; n < 300; n++ {
		d0, d1 := decs[r.IntN(3)], decs[r.IntN(3)]
		b0 := mulB(e(int64(d0)), int64(1_000+r.IntN(10_000_000)))
		b1 := mulB(e(int64(d1)), int64(1_000+r.IntN(10_000_000)))
		s := stableOf(t, b0, b1, d0, d1, uint64(1+r.IntN(5000)), uint64(r.IntN(50_000_000)))
		i := r.IntN(2)
		j := 1 - i
		bal := s.Balances[j].ToBig()
		// up to half the pool's balance of j, down to a few base units
		want := new(big.Int).Mul(bal, big.NewInt(int64(r.IntN(500_000))))
		want.Div(want, big.NewInt(1_000_000))
		want.Div(want, new(big.Int).Lsh(big.NewInt(1), uint(r.IntN(60))))
		want.Add(want, big.NewInt(1))
		dx, err := s.GetDx(i, j, u256(want))
		if err != nil {
			t.Fatalf("case %d: GetDx(%d→%d, %s) on %s/%s: %v", n, i, j, want, b0, b1, err)
		}
		out, err := s.GetDy(i, j, &dx)
		if err != nil || out.ToBig().Cmp(want) < 0 {
			t.Fatalf("case %d: GetDy(%s) = %s, %v, want at least %s", n, dx.Dec(), out.Dec(), err, want)
		}
		least, _ := minDx(s, i, j, u256(want))
		var over uint256.Int
		over.Sub(&dx, &least)
		if over.GtUint64(1 << 16) {
			t.Errorf("case %d: GetDx = %s, %s above the least %s", n, dx.Dec(), over.Dec(), least.Dec())
		}
	}
}
