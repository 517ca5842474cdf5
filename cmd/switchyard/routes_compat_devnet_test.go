//go:build !nodevnet

package main

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// TestRouteBridgeTypesAndPublicV2Members: a GMP or an intents route is
// had on purpose with bridgeTypes; the public v2 SDKs' request members
// are accepted and echoed; overrideGasRefundAddress is the refund address
// of the prepaid destination gas on chain.
func TestRouteBridgeTypesAndPublicV2Members(t *testing.T) {
	w := newRouteWorld(t, "1,42161")
	w.fund("1", "USDC", "10000000000") // 10,000 USDC
	usdc1, usdc42161 := w.token("1", "USDC"), w.token("42161", "USDC")
	body := func(changes map[string]any) map[string]any {
		b := map[string]any{"fromChain": "1", "fromToken": usdc1, "fromAmount": "1000000000", "fromAddress": w.user.Hex(),
			"toChain": "42161", "toToken": usdc42161, "toAddress": w.user.Hex(), "quoteOnly": true}
		for k, v := range changes {
			b[k] = v
		}
		return b
	}
	w.waitFresh("1", "42161")

	t.Run("kinds on purpose", func(t *testing.T) {
		w.t = t
		for _, c := range []struct {
			types  []string
			action string
		}{{[]string{"gmp"}, "bridge"}, {[]string{"intents"}, "rfq"}} {
			a, code, raw := w.quote(body(map[string]any{"bridgeTypes": c.types}))
			if code != 200 || !strings.Contains(a.actionTypes(), c.action) {
				t.Errorf("bridgeTypes %v: %d %s (actions %s)", c.types, code, raw, a.actionTypes())
			}
		}
		// intents routes run no calls: with a hook there is no intents route
		hook := map[string]any{"calls": []map[string]any{{"target": freshAddress("hook target").Hex(), "callData": "0x"}}}
		_, code, raw := w.quote(body(map[string]any{"preHook": hook, "bridgeTypes": []string{"intents"}}))
		e := errOf(raw)
		why, _ := e.Details["explanation"].(string)
		if code != 400 || e.Message != "No route found" || e.Reason != "NO_ROUTE" || !strings.Contains(why, "bridgeTypes leaves out gmp routes") {
			t.Errorf("intents only, with a hook: %d %s", code, raw)
		}
		_, code, raw = w.quote(body(map[string]any{"bridgeTypes": []string{"gmp", "cctp"}}))
		if e := errOf(raw); code != 400 || e.Type != "SCHEMA_VALIDATION_ERROR" || e.Details["path"] != "$.bridgeTypes[1]" {
			t.Errorf("unknown bridge type: %d %s", code, raw)
		}
	})

	t.Run("public v2 members", func(t *testing.T) {
		w.t = t
		refund := freshAddress("gas refund")
		req := body(map[string]any{"fromAmount": "001000000000", "enableBoost": true, "customParams": map[string]any{"jitoTipFeeInLamports": "0"},
			"fallbackAddresses":        []map[string]any{{"coinType": 118, "address": "cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu"}},
			"overrideGasRefundAddress": strings.ToLower(refund.Hex()), "bridgeTypes": []string{"intents", "gmp"}})
		b, _ := json.Marshal(req)
		resp, raw := w.s.do("POST", "/v2/route", w.id, string(b))
		if resp.StatusCode != 200 {
			t.Fatalf("%d %s", resp.StatusCode, raw)
		}
		var got struct {
			Route struct {
				Params   map[string]any `json:"params"`
				Estimate struct {
					IsBoostSupported bool `json:"isBoostSupported"`
				} `json:"estimate"`
			} `json:"route"`
		}
		json.Unmarshal(raw, &got)
		p := got.Route.Params
		echo, _ := json.Marshal([]any{p["fromAmount"], p["enableBoost"], p["customParams"], p["fallbackAddresses"], p["overrideGasRefundAddress"], p["bridgeTypes"]})
		want := `["1000000000",true,{"jitoTipFeeInLamports":"0"},[{"address":"cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu","coinType":118}],"` +
			refund.Hex() + `",["gmp","intents"]]`
		if string(echo) != want || got.Route.Estimate.IsBoostSupported {
			t.Errorf("params echo %s\nwant %s (isBoostSupported %v)", echo, want, got.Route.Estimate.IsBoostSupported)
		}
		for _, c := range []struct {
			change         map[string]any
			typ, path, msg string
		}{
			{map[string]any{"toAmount": "0", "fromAmount": nil}, "BAD_REQUEST", "$.toAmount", "toAmount must be a positive integer string of base units: it is 0"},
			{map[string]any{"toAmount": "1000000"}, "BAD_REQUEST", "$.toAmount", "give fromAmount (the amount to send) or toAmount (the amount to receive), not both"},
			{map[string]any{"fallbackAddress": []any{}}, "SCHEMA_VALIDATION_ERROR", "$.fallbackAddress", `unknown property "fallbackAddress"`},
			{map[string]any{"fallbackAddresses": []map[string]any{{"coinType": 501, "address": "0x1"}}}, "BAD_REQUEST", "$.fallbackAddresses[0].address", "not a valid solana address"},
			{map[string]any{"overrideGasRefundAddress": "0x12"}, "BAD_REQUEST", "$.overrideGasRefundAddress", "overrideGasRefundAddress is not a valid EVM address"},
		} {
			_, code, raw := w.quote(body(c.change))
			e := errOf(raw)
			if code != 400 || e.Type != c.typ || e.Details["path"] != c.path || !strings.Contains(e.Message, c.msg) {
				t.Errorf("%v: %d %s", c.change, code, raw)
			}
		}
	})

	t.Run("prepaid gas refunds to overrideGasRefundAddress", func(t *testing.T) {
		w.t = t
		refund := freshAddress("gas refund on chain")
		a, code, raw := w.quote(body(map[string]any{"quoteOnly": false, "bridgeTypes": []string{"gmp"}, "overrideGasRefundAddress": refund.Hex(),
			"toAddress": freshAddress("gmp with refund override").Hex()}))
		if code != 200 || a.Route.TransactionRequest == nil || a.Route.TransactionRequest.RouteType != "BRIDGE" {
			t.Fatalf("%d %s", code, raw)
		}
		r := w.execute("1", usdc1, "1000000000", a)
		gs := bindings.NewGasService()
		paid := 0
		for _, l := range r.Logs {
			if l.Address != common.HexToAddress(w.deps["1"].GasService) {
				continue
			}
			ev, err := gs.UnpackNativeGasPaidForContractCallWithTokenEvent(l)
			if err != nil {
				continue
			}
			paid++
			if ev.RefundAddress != refund || ev.GasFeeAmount.Cmp(big.NewInt(0)) <= 0 {
				t.Errorf("gas paid %s with refund address %s, want %s", ev.GasFeeAmount, ev.RefundAddress.Hex(), refund.Hex())
			}
		}
		if paid != 1 {
			t.Errorf("%d gas payments in the route transaction, want 1", paid)
		}
	})
}

func errOf(raw []byte) errorAnswer {
	var e errorAnswer
	json.Unmarshal(raw, &e)
	return e
}
