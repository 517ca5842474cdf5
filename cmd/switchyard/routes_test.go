package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// errorAnswer is the standard error body with its extras.
type errorAnswer struct {
	Message    string         `json:"message"`
	StatusCode int            `json:"statusCode"`
	Type       string         `json:"type"`
	Reason     string         `json:"reason"`
	Details    map[string]any `json:"details"`
}

const (
	usdcEthereum = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
	wallet       = "0x1111111111111111111111111111111111111111"
)

// routeBody is a valid request with fields replaced or removed (nil).
func routeBody(changes map[string]any) string {
	body := map[string]any{"fromChain": "1", "fromToken": usdcEthereum, "fromAmount": "1000000000", "fromAddress": wallet,
		"toChain": "1", "toToken": nativeEVM, "toAddress": wallet, "quoteOnly": true}
	for k, v := range changes {
		if v == nil {
			delete(body, k)
		} else {
			body[k] = v
		}
	}
	b, _ := json.Marshal(body)
	return string(b)
}

const nativeEVM = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE"

// Every request error of POST /v2/route answers its specified status,
// type, message and reason, with the path or range a person needs; the
// service runs without chains, so nothing here depends on liquidity.
func TestRouteRequestErrors(t *testing.T) {
	s := startService(t, "--devnet-chains", "none")
	id := s.addIntegrator("errors", "--tier", "custom", "--rate", "1000")
	cases := []struct {
		name    string
		body    string
		status  int
		typ     string
		reason  string
		message string // substring
	}{
		{"unsupported fromChain", routeBody(map[string]any{"fromChain": "999"}), 400, "SCHEMA_VALIDATION_ERROR", "UNSUPPORTED_CHAIN", `Unsupported chain: "fromChain" has unsupported chain id "999"`},
		{"unsupported toChain", routeBody(map[string]any{"toChain": "abc"}), 400, "SCHEMA_VALIDATION_ERROR", "UNSUPPORTED_CHAIN", `"toChain" has unsupported chain id "abc"`},
		{"unsupported token", routeBody(map[string]any{"toChain": "42161", "toToken": "0x0000000000000000000000000000000000000001"}), 400, "BAD_REQUEST", "UNSUPPORTED_TOKEN", `Unsupported token: toToken "0x0000000000000000000000000000000000000001" is not a supported token on chain "42161"`},
		{"negative amount", routeBody(map[string]any{"fromAmount": "-5"}), 400, "BAD_REQUEST", "", "fromAmount must be a positive integer string"},
		{"decimal amount", routeBody(map[string]any{"fromAmount": "1.5"}), 400, "BAD_REQUEST", "", "no signs, decimals or exponents"},
		{"zero amount", routeBody(map[string]any{"fromAmount": "0"}), 400, "BAD_REQUEST", "", "it is 0"},
		{"amount beyond 256 bits", routeBody(map[string]any{"fromAmount": strings.Repeat("9", 78)}), 400, "BAD_REQUEST", "", "does not fit in 256 bits"},
		{"amount not a string", routeBody(map[string]any{"fromAmount": 5}), 400, "SCHEMA_VALIDATION_ERROR", "", "$.fromAmount: must be a string"},
		{"bad EVM address", routeBody(map[string]any{"toAddress": "0x1234"}), 400, "BAD_REQUEST", "INVALID_ADDRESS", "toAddress is not a valid address on chain \"1\""},
		{"bad checksum", routeBody(map[string]any{"fromAddress": "0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"}), 400, "BAD_REQUEST", "INVALID_ADDRESS", "EIP-55"},
		{"cosmos address on its chain", routeBody(map[string]any{"toChain": "osmosis-1", "toToken": "uosmo", "toAddress": "cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu"}), 400, "BAD_REQUEST", "INVALID_ADDRESS", "wrong prefix"},
		{"slippage zero", routeBody(map[string]any{"slippage": 0}), 400, "BAD_REQUEST", "", "slippage must be a percentage above 0 and below 100"},
		{"slippage 100", routeBody(map[string]any{"slippage": 100}), 400, "BAD_REQUEST", "", "slippage"},
		{"missing field", routeBody(map[string]any{"toAddress": nil}), 400, "BAD_REQUEST", "", "$.toAddress: is required"},
		{"unknown field", routeBody(map[string]any{"referrer": "x"}), 400, "SCHEMA_VALIDATION_ERROR", "", `unknown property "referrer"`},
		{"quoteOnly not a boolean", routeBody(map[string]any{"quoteOnly": "yes"}), 400, "SCHEMA_VALIDATION_ERROR", "", "$.quoteOnly: must be true or false"},
		{"malformed JSON", `{"fromChain":`, 400, "SCHEMA_VALIDATION_ERROR", "", "malformed JSON"},
		{"hook without calls", routeBody(map[string]any{"preHook": map[string]any{"calls": []any{}}}), 400, "SCHEMA_VALIDATION_ERROR", "", "$.preHook.calls"},
		{"hook call data not hex", routeBody(map[string]any{"postHook": map[string]any{"calls": []any{map[string]any{"target": wallet, "callData": "0xzz"}}}}), 400, "BAD_REQUEST", "", "$.postHook.calls[0].callData"},
		{"no liquidity source", routeBody(nil), 400, "BAD_REQUEST", "NO_ROUTE", "No route found"},
		{"non-EVM destination", routeBody(map[string]any{"toChain": "osmosis-1", "toToken": "uosmo", "toAddress": "osmo1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5helwsw"}), 400, "BAD_REQUEST", "NO_ROUTE", "No route found"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			resp, raw := s.do("POST", "/v2/route", id, tc.body)
			var e errorAnswer
			if err := json.Unmarshal(raw, &e); err != nil {
				t.Fatalf("%d %s", resp.StatusCode, raw)
			}
			if resp.StatusCode != tc.status || e.StatusCode != tc.status || e.Type != tc.typ || e.Reason != tc.reason || !strings.Contains(e.Message, tc.message) {
				t.Errorf("got %d %+v\nwant %d %s %s %q", resp.StatusCode, e, tc.status, tc.typ, tc.reason, tc.message)
			}
			if tc.reason == "NO_ROUTE" && (e.Message != "No route found" || e.Details["explanation"] == nil) {
				t.Errorf("no route without the interface's message and an explanation: %+v", e)
			}
		})
	}
}
