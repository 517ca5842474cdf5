package route

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/holiman/uint256"
)

// acceptSet is a planProbe accepting the amounts in [lo, hi] and those in
// also, each answer carrying a plan whose FromAmount is the amount.
func acceptSet(lo, hi uint64, also ...uint64) planProbe {
	return func(x *uint256.Int) (bool, *Plan) {
		pl := &Plan{FromAmount: *x}
		if x.IsUint64() {
			v := x.Uint64()
			for _, a := range also {
				if v == a {
					return true, pl
				}
			}
			return v >= lo && v <= hi, pl
		}
		return false, pl
	}
}

// TestConfirmBoundary: a bound is confirmed when it is accepted and one
// unit beyond it is not; otherwise the answer names the amount that
// failed, with the plan the planner chose there.
func TestConfirmBoundary(t *testing.T) {
	t.Parallel()
	type result struct {
		Confirmed bool
		AtX       string
	}
	cases := []struct {
		name   string
		x      uint64
		rising bool
		want   result
	}{
		{"minimum", 10, true, result{true, ""}},
		{"minimum not accepted", 9, true, result{false, "9"}},
		{"minimum with one unit below accepted", 11, true, result{false, "10"}},
		{"maximum", 20, false, result{true, ""}},
		{"maximum not accepted", 21, false, result{false, "21"}},
		{"maximum with one unit above accepted", 19, false, result{false, "20"}},
	}
	ok := acceptSet(10, 20)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			confirmed, at, atX := confirmBoundary(uint256.NewInt(tc.x), ok, tc.rising)
			got := result{Confirmed: confirmed}
			if atX != nil {
				got.AtX = atX.Dec()
				if at == nil || !at.FromAmount.Eq(atX) {
					t.Errorf("plan at %s missing or of another amount", atX.Dec())
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestNearNoise: a maximum below four times the minimum is searched again
// with full plans only when four times the minimum is accepted.
func TestNearNoise(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name   string
		x, min uint64
		ok     planProbe
		want   bool
	}{
		{"far above the minimum", 400, 10, acceptSet(10, 400), false},
		{"near the minimum, four times it refused", 12, 10, acceptSet(10, 12), false},
		{"near the minimum, four times it accepted", 12, 10, acceptSet(10, 12, 40), true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := nearNoise(uint256.NewInt(tc.x), uint256.NewInt(tc.min), tc.ok); got != tc.want {
				t.Errorf("nearNoise = %v, want %v", got, tc.want)
			}
		})
	}
}
