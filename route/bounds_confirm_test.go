package route

import (
	"context"
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

// TestRepricerImpactIsLegImpact: the repricer's memoized price impact is
// legImpact's to the last bit, on split and single-path legs, same-chain
// and across the bridge, for the plan's amount and others.
func TestRepricerImpactIsLegImpact(t *testing.T) {
	t.Parallel()
	e, a, b := testEngine(t)
	e = NewEngine(EngineConfig{Book: e.cfg.Book, CacheSize: -1})
	requests := []Params{
		{FromChain: "1", ToChain: "1", FromToken: sym(a, "USDC"), ToToken: sym(a, "WETH"), FromAmount: *u("600000000000"), BypassGuardrails: true},
		{FromChain: "1", ToChain: "1", FromToken: sym(a, "WETH"), ToToken: sym(a, "USDC"), FromAmount: *u("1000000000000000000"), BypassGuardrails: true},
		{FromChain: "1", ToChain: "42161", FromToken: sym(a, "USDC"), ToToken: sym(b, "WETH"), FromAmount: *u("500000000000"), BypassGuardrails: true},
	}
	spots := spotFactors{}
	for _, p := range requests {
		pl, err := e.Plan(context.Background(), &p)
		if err != nil {
			t.Fatal(err)
		}
		legs := []*Leg{&pl.Source}
		if pl.Dest != nil {
			legs = append(legs, pl.Dest)
		}
		for _, l := range legs {
			for _, amount := range []*uint256.Int{&l.In, new(uint256.Int).Rsh(&l.In, 3), new(uint256.Int).Lsh(&l.In, 1)} {
				n, ok, _ := repriceSplit(l, amount)
				if !ok {
					continue
				}
				for range 2 { // computed, then memoized
					if got, want := spots.legImpact(&n), legImpact(&n); got != want {
						t.Errorf("%s -> %s at %s: impact %v, legImpact %v", p.FromChain, p.ToChain, amount.Dec(), got, want)
					}
				}
			}
		}
	}
}
