package route

import (
	"context"
	"strings"
	"testing"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// TestBridgeTypesRestrictKinds: bridgeTypes picks the cross-chain kind on
// purpose; a pair without a route of the allowed kinds is "No route
// found" saying why.
func TestBridgeTypesRestrictKinds(t *testing.T) {
	t.Parallel()
	e, a, b := testEngine(t)
	usdc := Params{FromChain: "1", ToChain: "42161", FromToken: sym(a, "USDC"), ToToken: sym(b, "USDC"), FromAmount: *u("1000000000")}
	tkn := Params{FromChain: "1", ToChain: "42161", FromToken: sym(a, "TKN"), ToToken: liquidity.Native, FromAmount: *u("10000000000000000000000")}
	cases := []struct {
		name        string
		p           Params
		gmp, intent bool // skipped
		kind        Kind
		explanation string // of No route found
	}{
		{"gmp only", usdc, false, true, KindBridge, ""},
		{"intents only", usdc, true, false, KindIntents, ""},
		{"intents only, none for the pair", tkn, true, false, "",
			"the intents solver does not take " + sym(a, "TKN").Hex() + " on chain 1; bridgeTypes leaves out gmp routes"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.p
			p.SkipGMP, p.SkipIntents = tc.gmp, tc.intent
			pl, err := e.Plan(context.Background(), &p)
			if tc.explanation != "" {
				ae := apperr.As(err)
				if ae.Reason != ReasonNoRoute || ae.Details["explanation"] != tc.explanation {
					t.Fatalf("got %v %v, want No route found: %s", err, ae.Details, tc.explanation)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if pl.Kind != tc.kind {
				t.Errorf("kind %s, want %s", pl.Kind, tc.kind)
			}
		})
	}
}

func TestSkippedKinds(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in           []BridgeType
		gmp, intents bool
	}{
		{nil, false, false}, {[]BridgeType{BridgeGMP}, false, true}, {[]BridgeType{BridgeIntents}, true, false},
		{[]BridgeType{BridgeIntents, BridgeGMP}, false, false},
	}
	for _, c := range cases {
		g, i := skippedKinds(c.in)
		if g != c.gmp || i != c.intents {
			t.Errorf("%v: skip gmp %v intents %v", c.in, g, i)
		}
	}
	if !strings.Contains(apperr.As(withSkipped(noRoute("x"), []string{"gmp", "intents"})).Details["explanation"].(string), "gmp and intents") {
		t.Error("both skipped kinds are named")
	}
}
