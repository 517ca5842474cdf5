//go:build !nodevnet

package main

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/switchyard-dev/switchyard/status"
)

// TestGasOnDestinationOnDevnet: a GMP route with receiveGasOnDestination,
// sent as a wallet sends it, raises toAddress's native balance on the
// destination by exactly the destination's swapAmountForGas (the amount
// the quote's action and feeCosts show) and delivers the output too; an
// exact-output GMP route with it delivers both exactly.
func TestGasOnDestinationOnDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	w := newRouteWorld(t, "1,42161")
	w.fund("1", "USDC", "100000000000")
	cases := []struct {
		name   string
		amount map[string]any
	}{
		{"exact input", map[string]any{"fromAmount": "2000000000"}},
		{"exact output", map[string]any{"toAmount": "300000000000000000"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w.t = t
			to := freshAddress("gas on destination " + tc.name)
			fromToken, toToken := w.token("1", "USDC"), w.token("42161", "WETH")
			w.waitFresh("1", "42161")
			body := map[string]any{"fromChain": "1", "fromToken": fromToken, "fromAddress": w.user.Hex(), "toChain": "42161",
				"toToken": toToken, "toAddress": to.Hex(), "slippage": 1, "receiveGasOnDestination": true}
			for k, v := range tc.amount {
				body[k] = v
			}
			a, code, raw := w.quote(body)
			if code != 200 {
				t.Fatalf("route: %d %s", code, raw)
			}
			var q struct {
				Route struct {
					Estimate struct {
						FromAmount, FromAmountMax, ToAmount string
						FeeCosts                            []struct{ Name, Amount string }
					}
				}
			}
			if err := json.Unmarshal(raw, &q); err != nil {
				t.Fatal(err)
			}
			gas := ""
			for _, c := range q.Route.Estimate.FeeCosts {
				if c.Name == "Gas on destination" {
					gas = c.Amount
				}
			}
			if gas == "" || gas == "0" {
				t.Fatalf("no gas on destination in feeCosts %+v", q.Route.Estimate.FeeCosts)
			}
			pull := q.Route.Estimate.FromAmount
			if q.Route.Estimate.FromAmountMax != "" {
				pull = q.Route.Estimate.FromAmountMax
			}
			nativeBefore := w.balance("42161", nativeToken, to)
			r := w.execute("1", fromToken, pull, a)
			want := bigOf(t, q.Route.Estimate.ToAmount)
			got := w.waitBalance("42161", toToken, to, want)
			if got.Cmp(want) != 0 { // nothing moved: the quote is exact
				t.Errorf("toAddress got %s WETH, quoted %s", got, want)
			}
			rise := new(big.Int).Sub(w.balance("42161", nativeToken, to), nativeBefore)
			t.Logf("toAddress: %s WETH (quoted %s) and %s native gas (quoted %s)", got, want, rise, gas)
			if rise.Cmp(bigOf(t, gas)) != 0 {
				t.Errorf("toAddress's native balance rose by %s, want the gas on destination %s", rise, gas)
			}
			rec, _ := w.waitState(r.TxHash.Hex(), "1", "42161", a.Route.QuoteID, status.StateSuccess)
			if g := rec.GasOnDestination; g == nil || g.Amount != gas || g.Address != to.Hex() || g.ChainID != "42161" {
				t.Errorf("status record's gasOnDestination %+v, want %s to %s on 42161", g, gas, to.Hex())
			}
		})
	}
}
