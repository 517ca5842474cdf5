package route

import (
	"context"
	"testing"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// A large swap is split over pool-disjoint paths and pays more than the
// single path; a small one stays on one path.
func TestSplitLeg(t *testing.T) {
	_, a, _ := testEngine(t)
	book := liquidity.NewBook()
	book.Publish("test", a)
	split, single := NewEngine(EngineConfig{Book: book}), NewEngine(EngineConfig{Book: book, NoSplit: true})
	for _, tc := range []struct {
		amount string
		splits bool
	}{{"600000000000", true}, {"100000000", false}} {
		p := &Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "USDC"), ToToken: sym(a, "WETH"), FromAmount: *u(tc.amount), BypassGuardrails: true}
		got, err := split.Plan(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		one, err := single.Plan(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		l := &got.Source
		if (len(l.Splits) > 0) != tc.splits {
			t.Fatalf("%s USDC: %d splits, want splits %v", tc.amount, len(l.Splits), tc.splits)
		}
		if !tc.splits {
			if !got.ToAmount.Eq(&one.ToAmount) {
				t.Errorf("%s USDC: %s, single path %s", tc.amount, got.ToAmount.Dec(), one.ToAmount.Dec())
			}
			continue
		}
		if !got.ToAmount.Gt(&one.ToAmount) || got.NetUSD <= one.NetUSD {
			t.Errorf("split %s (net $%.2f) is not more than the single path's %s (net $%.2f)", got.ToAmount.Dec(), got.NetUSD, one.ToAmount.Dec(), one.NetUSD)
		}
		// the parts share no pool, take the whole input and pay what they say
		var in, out uint256.Int
		pools := map[int32]bool{}
		for _, part := range l.parts() {
			for _, h := range part.Hops {
				if pools[h.Pool] {
					t.Errorf("pool %d in two parts", h.Pool)
				}
				pools[h.Pool] = true
			}
			in.Add(&in, &part.Hops[0].AmountIn)
			o, ok := partOut(a, append([]Hop(nil), part.Hops...), &part.Hops[0].AmountIn, false)
			if !ok || !o.Eq(part.Out()) {
				t.Errorf("part pays %s, repriced %s", part.Out().Dec(), o.Dec())
			}
			out.Add(&out, part.Out())
		}
		if !in.Eq(&p.FromAmount) || !out.Eq(&got.ToAmount) {
			t.Errorf("parts take %s of %s and pay %s of %s", in.Dec(), p.FromAmount.Dec(), out.Dec(), got.ToAmount.Dec())
		}
		calls, err := legCalls(l, nil, nil)
		if err != nil || len(calls) == 0 {
			t.Fatalf("legCalls: %v", err)
		}
		t.Logf("%s USDC: %d parts, %s WETH (single path %s), %d calls", tc.amount, len(l.parts()), got.ToAmount.Dec(), one.ToAmount.Dec(), len(calls))
	}
}
