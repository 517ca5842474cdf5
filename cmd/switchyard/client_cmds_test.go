package main

import (
	"context"
	"encoding/json"
	"io"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/api"
)

func TestFormatUnits(t *testing.T) {
	for _, tc := range []struct {
		amount   string
		decimals int
		want     string
	}{
		{"1500000", 6, "1.5"}, {"1", 6, "0.000001"}, {"1000000", 6, "1"}, {"0", 18, "0"},
		{"123456789012345678901234567890", 18, "123456789012.34567890123456789"}, {"42", 0, "42"}, {"x", 6, "x"},
	} {
		if got := formatUnits(tc.amount, tc.decimals); got != tc.want {
			t.Errorf("formatUnits(%s, %d) = %s, want %s", tc.amount, tc.decimals, got, tc.want)
		}
	}
}

// TestQuoteFlagsCoverTheRequest: every member of the route request has
// its flag, and the flags build the request a client sends.
func TestQuoteFlagsCoverTheRequest(t *testing.T) {
	fs := newFlagSet("quote", io.Discard)
	rf := addRouteFlags(fs)
	const a, b = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc", "0x1111111111111111111111111111111111111111"
	err := fs.Parse([]string{"--from-chain", "1", "--from-token", "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "--from-amount", "5",
		"--from-address", a, "--to-chain", "42161", "--to-token", "0xaf88d065e77c8cC2239327C5EDb3A432268e5831", "--to-address", b,
		"--slippage", "0.5", "--quote-only", "--receive-gas-on-destination", "--bypass-guardrails", "--enable-boost",
		"--pre-hook", `{"calls":[{"target":"` + b + `","callData":"0x"}],"description":"pre"}`,
		"--post-hook", `{"calls":[{"target":"` + b + `","callData":"0x01","value":"1","estimatedGas":"50000"}]}`,
		"--fallback-addresses", "118:cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu,60:" + a,
		"--override-gas-refund-address", b, "--custom-params", `{"k":"v"}`, "--bridge-types", "gmp,intents"})
	if err != nil {
		t.Fatal(err)
	}
	got, err := rf.request(context.Background(), nil, "")
	if err != nil {
		t.Fatal(err)
	}
	half := 0.5
	want := api.RouteRequest{FromChain: "1", FromToken: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", FromAmount: "5", FromAddress: a,
		ToChain: "42161", ToToken: "0xaf88d065e77c8cC2239327C5EDb3A432268e5831", ToAddress: b, Slippage: &half, QuoteOnly: true,
		ReceiveGasOnDestination: true, BypassGuardrails: true, EnableBoost: true,
		PreHook:                  &api.Hook{Calls: []api.HookCall{{Target: b, CallData: "0x"}}, Description: "pre"},
		PostHook:                 &api.Hook{Calls: []api.HookCall{{Target: b, CallData: "0x01", Value: "1", EstimatedGas: "50000"}}},
		FallbackAddresses:        []api.FallbackAddress{{CoinType: 118, Address: "cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu"}, {CoinType: 60, Address: a}},
		OverrideGasRefundAddress: b, CustomParams: json.RawMessage(`{"k":"v"}`), BridgeTypes: []api.BridgeType{api.BridgeGMP, api.BridgeIntents}}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("request (-want +got):\n%s", d)
	}
	// every member the wire type encodes is set: a member added to
	// api.RouteRequest without a flag fails here
	raw, _ := json.Marshal(got)
	var all map[string]any
	json.Unmarshal(raw, &all)
	for k, v := range all {
		if v == nil || v == false || v == "" {
			t.Errorf("member %s has no flag setting it", k)
		}
	}
	if len(all) != 18 {
		t.Errorf("%d members encoded, want the 18 of api.RouteRequest: %s", len(all), raw)
	}
}
