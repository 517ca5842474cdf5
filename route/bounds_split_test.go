package route

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// TestAllowedRangeBounds: the allowed ranges of refused routes, single
// path and split, same-chain and across the bridge, are the ones the
// full-plan search gave before the range search repriced with the
// planner's split (recorded from it), and exact.
func TestAllowedRangeBounds(t *testing.T) {
	t.Parallel()
	e, a, b := testEngine(t)
	e = NewEngine(EngineConfig{Book: e.cfg.Book, CacheSize: -1})
	cases := []struct {
		name     string
		p        Params
		min, max string
	}{
		{"WETH to USDC", Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "WETH"), ToToken: sym(a, "USDC"), FromAmount: *u("500000000000000000000")},
			"334336343", "154306067081834616191"},
		{"USDC to WETH, split", Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "USDC"), ToToken: sym(a, "WETH"), FromAmount: *u("5000000000000")},
			"1", "462877531758"},
		{"USDC to WETH, ten times more", Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "USDC"), ToToken: sym(a, "WETH"), FromAmount: *u("50000000000000")},
			"1", "462877531758"},
		{"USDC to WETH across the bridge", Params{FromChain: "1", ToChain: "42161", FromToken: sym(a, "USDC"), ToToken: sym(b, "WETH"), FromAmount: *u("5000000000000")},
			"1000401", "900901401401"},
		{"WETH to USDC across the bridge", Params{FromChain: "1", ToChain: "42161", FromToken: sym(a, "WETH"), ToToken: sym(b, "USDC"), FromAmount: *u("5000000000000000000000")},
			"334470522768583", "333667167167500845055"},
		{"back across the bridge", Params{FromChain: "42161", ToChain: "1", FromToken: sym(b, "USDC"), ToToken: sym(a, "WETH"), FromAmount: *u("5000000000000")},
			"1000401", "900901401401"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.p
			_, err := e.Plan(context.Background(), &p)
			ae := apperr.As(err)
			if ae == nil || ae.Reason != ReasonAmountTooHigh {
				t.Fatalf("err %v, want %s", err, ReasonAmountTooHigh)
			}
			if diff := cmp.Diff([2]any{tc.min, tc.max}, [2]any{ae.Details["minAmount"], ae.Details["maxAmount"]}); diff != "" {
				t.Errorf("range (-want +got):\n%s", diff)
			}
			for _, c := range []struct {
				amount *uint256.Int
				want   string
			}{{u(tc.max), ""}, {new(uint256.Int).AddUint64(u(tc.max), 1), ReasonAmountTooHigh}} {
				q := tc.p
				q.FromAmount = *c.amount
				if got := planReason(t, e, q); got != c.want {
					t.Errorf("fromAmount %s: reason %q, want %q", c.amount.Dec(), got, c.want)
				}
			}
		})
	}
}

// TestResplitIsThePlannersSplit: repricing a split leg for an amount
// divides it as the planner does at that amount.
func TestResplitIsThePlannersSplit(t *testing.T) {
	t.Parallel()
	_, a, _ := testEngine(t)
	book := liquidity.NewBook()
	book.Publish("test", a)
	e := NewEngine(EngineConfig{Book: book, CacheSize: -1})
	p := &Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "USDC"), ToToken: sym(a, "WETH"), FromAmount: *u("600000000000"), BypassGuardrails: true}
	refused, err := e.Plan(context.Background(), p)
	if err != nil || len(refused.Source.Splits) == 0 {
		t.Fatalf("no split plan: %v", err)
	}
	for _, amount := range []string{"600000000000", "400000000000", "250000000000", "900000000000"} {
		q := *p
		q.FromAmount = *u(amount)
		want, err := e.Plan(context.Background(), &q)
		if err != nil {
			t.Fatal(err)
		}
		got, ok, _ := e.resplit(&refused.Source, u(amount))
		if !ok {
			t.Fatalf("%s: resplit refused", amount)
		}
		shares := func(l *Leg) []string {
			var out []string
			for _, part := range l.parts() {
				out = append(out, part.Hops[0].AmountIn.Dec()+" -> "+part.Out().Dec())
			}
			return out
		}
		if diff := cmp.Diff(shares(&want.Source), shares(&got)); diff != "" || !got.Out.Eq(&want.Source.Out) {
			t.Errorf("%s: resplit out %s, planner %s (-planner +resplit):\n%s", amount, got.Out.Dec(), want.Source.Out.Dec(), diff)
		}
	}
}
