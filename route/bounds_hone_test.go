package route

import (
	"context"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/holiman/uint256"
)

// syntheticImpact is a repriced route's verdict on a smooth rising impact
// (the guardrail crossed at mid) with deterministic rounding noise of up
// to noise percent, refused as too low below lowBelow and as overflowing
// above overflowAbove (0: never).
type syntheticImpact struct {
	mid, noise              float64
	lowBelow, overflowAbove uint64
}

func (s syntheticImpact) at(x *uint256.Int) repricing {
	if x.LtUint64(s.lowBelow) {
		return repricing{low: true}
	}
	if s.overflowAbove > 0 && x.GtUint64(s.overflowAbove) {
		return repricing{high: true}
	}
	f := x.Float64()
	h := x.Uint64() * 0x9E3779B97F4A7C15 // a fixed jitter per amount
	jitter := (float64(h>>11)/(1<<53)*2 - 1) * s.noise
	impact := 20*f/(f+s.mid) + jitter
	return repricing{high: impact > 10, priced: true, impact: impact, noise: 2 * s.noise}
}

// TestHonedMaxSameBoundary: the maximum searched with honedMax is the one
// the plain search finds, probe for probe where it prices, with far fewer
// pricings, on smooth impacts with noise, refusals below and overflow
// above.
func TestHonedMaxSameBoundary(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name  string
		s     syntheticImpact
		start uint64
	}{
		{"18 decimals", syntheticImpact{mid: 4e23, noise: 1e-12}, 1},
		{"6 decimals, coarse noise", syntheticImpact{mid: 3.7e8, noise: 1e-6}, 1},
		{"too low below a minimum", syntheticImpact{mid: 1e15, noise: 1e-10, lowBelow: 26821}, 26821},
		{"overflow above", syntheticImpact{mid: 1e15, noise: 1e-10, overflowAbove: 1 << 60}, 1},
		{"noise wider than the curve", syntheticImpact{mid: 1e6, noise: 5}, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			plainN, honedN := 0, 0
			plain := func(x *uint256.Int) bool { plainN++; return !tc.s.at(x).high }
			counted := func(x *uint256.Int) repricing { honedN++; return tc.s.at(x) }
			start := uint256.NewInt(tc.start)
			want, wantFound := boundary(context.Background(), start, plain, false)
			got, gotFound := boundary(context.Background(), start, newHonedMax(counted, 10).ok, false)
			if gotFound != wantFound || (wantFound && !got.Eq(want)) {
				t.Fatalf("honed boundary %v (found %v), plain %v (found %v)", got, gotFound, want, wantFound)
			}
			if tc.s.noise < 1 && honedN >= plainN {
				t.Errorf("honed search priced %d amounts, the plain one %d", honedN, plainN)
			}
		})
	}
}

func TestExp2Log2(t *testing.T) {
	t.Parallel()
	cases := []struct {
		u    float64
		want string
	}{
		{0, "1"},
		{-1, "0"},
		{10, "1024"},
		{64, "18446744073709551616"},
		{0.5, "1"},
	}
	for _, tc := range cases {
		if diff := cmp.Diff(tc.want, exp2(tc.u).Dec()); diff != "" {
			t.Errorf("exp2(%v) (-want +got):\n%s", tc.u, diff)
		}
	}
	x := uint256.MustFromDecimal("432972704276487806827337")
	if back := exp2(log2(x)); math.Abs(back.Float64()/x.Float64()-1) > 1e-13 {
		t.Errorf("exp2(log2(%s)) = %s", x.Dec(), back.Dec())
	}
}

func TestClampInside(t *testing.T) {
	t.Parallel()
	lo, hi := uint256.NewInt(10), uint256.NewInt(20)
	cases := []struct{ c, want uint64 }{{5, 11}, {10, 11}, {15, 15}, {20, 19}, {30, 19}}
	for _, tc := range cases {
		if got := clampInside(uint256.NewInt(tc.c), lo, hi).Uint64(); got != tc.want {
			t.Errorf("clampInside(%d) = %d, want %d", tc.c, got, tc.want)
		}
	}
}
