package route

import (
	"fmt"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// splitNote reads as the fmt format the answers always used.
func TestSplitNoteMatchesFormat(t *testing.T) {
	for _, c := range []struct {
		part, n int
		share   float64
	}{
		{0, 2, 0}, {1, 2, 50}, {0, 3, 33.333333}, {2, 3, 99.95}, {1, 4, 0.05}, {0, 2, 0.04999}, {0, 2, 100},
		{11, 12, 12.25}, {0, 2, 1e-300}, {0, 2, math.Inf(1)}, {0, 2, math.NaN()},
	} {
		want := fmt.Sprintf(" (split %d of %d: %.1f%% of the input)", c.part+1, c.n, c.share)
		if diff := cmp.Diff(want, splitNote(c.part, c.n, c.share)); diff != "" {
			t.Errorf("part %d of %d, share %v (-fmt +splitNote):\n%s", c.part, c.n, c.share, diff)
		}
	}
}

// Every swap action's amounts are its hop's, whether the hop's input is
// the previous hop's output or not (a split's parts start afresh).
func TestLegActionsAmountsAreTheHops(t *testing.T) {
	w := newServiceWorld(t)
	ch := w.a
	hop := func(pool int32, in, out string) Hop { return Hop{Pool: pool, AmountIn: *u(in), Out: *u(out)} }
	for _, c := range []struct {
		name string
		leg  Leg
	}{
		{"chained", Leg{Chain: ch, In: *u("1000"), Out: *u("7"), Path: Path{Hops: []Hop{hop(0, "1000", "30"), hop(2, "30", "29"), hop(3, "29", "7")}}}},
		{"unchained", Leg{Chain: ch, In: *u("1000"), Out: *u("5"), Path: Path{Hops: []Hop{hop(0, "1000", "30"), hop(2, "31", "5")}}}},
		{"split", Leg{Chain: ch, In: *u("1000"), Out: *u("80"), Path: Path{Hops: []Hop{hop(0, "600", "40"), hop(2, "40", "40")}},
			Splits: []Path{{Hops: []Hop{hop(1, "400", "40")}}, {Hops: []Hop{hop(3, "40", "1")}}}}},
		{"wrap and unwrap", Leg{Chain: ch, Wrap: true, Unwrap: true, In: *u("1000"), Out: *u("990"), Path: Path{Hops: []Hop{hop(0, "1000", "990")}}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var want, got [][2]string
			for _, p := range c.leg.parts() {
				for _, h := range p.Hops {
					want = append(want, [2]string{h.AmountIn.Dec(), h.Out.Dec()})
				}
			}
			acts := w.svc.describe.legActions(&c.leg, 1)
			for _, a := range acts {
				if a.Type == "swap" {
					got = append(got, [2]string{a.FromAmount, a.ToAmount})
				}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("swap amounts (-hops +actions):\n%s", diff)
			}
			if c.leg.Wrap && (acts[0].FromAmount != "1000" || acts[0].ToAmountMin != "1000") {
				t.Errorf("wrap amounts %q %q, want the leg's input 1000", acts[0].FromAmount, acts[0].ToAmountMin)
			}
			if last := acts[len(acts)-1]; c.leg.Unwrap && (last.ToAmount != "990" || last.ToAmountMin != "990") {
				t.Errorf("unwrap amounts %q %q, want the leg's output 990", last.ToAmount, last.ToAmountMin)
			}
		})
	}
}
