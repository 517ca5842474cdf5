package httpapi

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/route"
)

const validRoute = `"fromChain":"1","fromToken":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48","fromAmount":"1000000","fromAddress":"0x1111111111111111111111111111111111111111","toChain":"8453","toToken":"0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE","toAddress":"0x1111111111111111111111111111111111111111"`

// TestDecodeRoutePublicV2Members: the public v2 SDKs' members and
// bridgeTypes are read with their shapes checked; any other unknown
// member is still refused by name.
func TestDecodeRoutePublicV2Members(t *testing.T) {
	base := route.Request{FromChain: "1", FromToken: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", FromAmount: "1000000",
		FromAddress: "0x1111111111111111111111111111111111111111", ToChain: "8453", ToToken: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE",
		ToAddress: "0x1111111111111111111111111111111111111111"}
	with := func(f func(r *route.Request)) route.Request { r := base; f(&r); return r }
	cases := []struct {
		name  string
		extra string
		want  route.Request
	}{
		{"none", ``, base},
		{"enableBoost", `"enableBoost":true`, with(func(r *route.Request) { r.EnableBoost = true })},
		{"fallbackAddresses", `"fallbackAddresses":[{"coinType":118,"address":"cosmos1abc"},{"address":"0x1","coinType":60}]`,
			with(func(r *route.Request) {
				r.FallbackAddresses = []route.FallbackAddress{{CoinType: 118, Address: "cosmos1abc"}, {CoinType: 60, Address: "0x1"}}
			})},
		{"overrideGasRefundAddress", `"overrideGasRefundAddress":"0x2222222222222222222222222222222222222222"`,
			with(func(r *route.Request) { r.OverrideGasRefundAddress = "0x2222222222222222222222222222222222222222" })},
		{"customParams", `"customParams":{ "jitoTipFeeInLamports": "5" }`,
			with(func(r *route.Request) { r.CustomParams = json.RawMessage(`{"jitoTipFeeInLamports":"5"}`) })},
		{"bridgeTypes", `"bridgeTypes":["intents"]`, with(func(r *route.Request) { r.BridgeTypes = []route.BridgeType{route.BridgeIntents} })},
		{"nulls are absent", `"enableBoost":null,"fallbackAddresses":null,"overrideGasRefundAddress":null,"customParams":null,"toAmount":null,"bridgeTypes":null`, base},
		{"toAmount without fromAmount", `"toAmount":"5"`, with(func(r *route.Request) { r.FromAmount, r.ToAmount = "", "5" })},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			body := "{" + validRoute
			if tc.extra != "" {
				body += "," + tc.extra
			}
			body += "}"
			if tc.name == "toAmount without fromAmount" {
				body = "{" + strings.Replace(validRoute, `"fromAmount":"1000000"`, `"toAmount":"5"`, 1) + "}"
			}
			got, err := decodeRouteRequest([]byte(body))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// An exact-output request needs every other member as an exact-input one.
func TestDecodeRouteExactOutputNeedsTheRest(t *testing.T) {
	_, err := decodeRouteRequest([]byte(`{"fromChain":"1","toAmount":"5"}`))
	if ae := apperr.As(err); err == nil || ae.Details["path"] != "$.fromToken" {
		t.Fatalf("got %v, want $.fromToken is required", err)
	}
}

func TestDecodeRouteMemberErrors(t *testing.T) {
	cases := []struct {
		extra string
		kind  apperr.Kind
		path  string
	}{
		{`"fallbackAddress":[]`, apperr.KindSchemaValidation, "$.fallbackAddress"},
		{`"enableBoost":"yes"`, apperr.KindSchemaValidation, "$.enableBoost"},
		{`"fallbackAddresses":{}`, apperr.KindSchemaValidation, "$.fallbackAddresses"},
		{`"fallbackAddresses":[{"coinType":"60","address":"0x1"}]`, apperr.KindSchemaValidation, "$.fallbackAddresses[0].coinType"},
		{`"fallbackAddresses":[{"coinType":null,"address":"0x1"}]`, apperr.KindSchemaValidation, "$.fallbackAddresses[0].coinType"},
		{`"fallbackAddresses":[{"coinType":-1,"address":"0x1"}]`, apperr.KindSchemaValidation, "$.fallbackAddresses[0].coinType"},
		{`"fallbackAddresses":[{"coinType":60}]`, apperr.KindSchemaValidation, "$.fallbackAddresses[0].address"},
		{`"fallbackAddresses":[{"coinType":60,"address":"0x1","chain":"1"}]`, apperr.KindSchemaValidation, "$.fallbackAddresses[0]"},
		{`"overrideGasRefundAddress":1`, apperr.KindSchemaValidation, "$.overrideGasRefundAddress"},
		{`"customParams":[]`, apperr.KindSchemaValidation, "$.customParams"},
		{`"customParams":"x"`, apperr.KindSchemaValidation, "$.customParams"},
		{`"toAmount":"5"`, apperr.KindBadRequest, "$.toAmount"}, // with fromAmount: give one
		{`"bridgeTypes":"gmp"`, apperr.KindSchemaValidation, "$.bridgeTypes"},
		{`"bridgeTypes":[]`, apperr.KindSchemaValidation, "$.bridgeTypes"},
		{`"bridgeTypes":["gmp","cctp"]`, apperr.KindSchemaValidation, "$.bridgeTypes[1]"},
		{`"bridgeTypes":["gmp",1]`, apperr.KindSchemaValidation, "$.bridgeTypes[1]"},
	}
	for _, tc := range cases {
		t.Run(tc.extra, func(t *testing.T) {
			_, err := decodeRouteRequest([]byte("{" + validRoute + "," + tc.extra + "}"))
			ae := apperr.As(err)
			if err == nil || ae.Kind != tc.kind || ae.Details["path"] != tc.path {
				t.Fatalf("got %v (%v), want %v at %s", err, ae.Details, tc.kind, tc.path)
			}
			if tc.path == "$.fallbackAddress" && !strings.Contains(ae.Message, `unknown property "fallbackAddress"`) {
				t.Errorf("message %q", ae.Message)
			}
		})
	}
}
