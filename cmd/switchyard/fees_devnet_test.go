//go:build !nodevnet

package main

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/switchyard-dev/switchyard/status"
)

// TestIntegratorFeeOnDevnet: routes of an integrator with a 30 bps fee,
// executed on the devnet as a wallet sends them, pay the beneficiary
// exactly the fee the quote shows and the user exactly toAmount; the
// status record shows the fee paid.
func TestIntegratorFeeOnDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	w := newRouteWorld(t, "1,42161")
	w.fund("1", "USDC", "100000000000")
	ben := freshAddress("integrator fee beneficiary")
	w.id = w.s.addIntegrator("earner", "--tier", "custom", "--rate", "1000")
	w.s.cli("integrators", "set-fee", "--name", "earner", "--bps", "30", "--beneficiary", ben.Hex())
	cases := []struct {
		name                 string
		fromChain, toChain   string
		fromSymbol, toSymbol string
		amount, wantFee      string
		routeType            string
		bridgeTypes          []string
	}{
		{"same-chain swap", "1", "1", "USDC", "WBTC", "5000000000", "15000000", "SWAP", nil},
		{"GMP route", "1", "42161", "USDC", "WETH", "2000000000", "6000000", "BRIDGE", []string{"gmp"}},
		// the router pays the fee and escrows the rest, for which the
		// solver signed the order
		{"intents route", "1", "42161", "USDC", "USDC", "3000000000", "9000000", "INTENTS", []string{"intents"}},
	}
	paid := big.NewInt(0)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w.t = t
			to := freshAddress("fee route " + tc.name)
			fromToken, toToken := w.token(tc.fromChain, tc.fromSymbol), w.token(tc.toChain, tc.toSymbol)
			w.waitFresh(tc.fromChain, tc.toChain)
			var a *routeAnswer
			var fee string
			// The service sees set-fee at its next look at the store.
			eventually(t, func() bool {
				var code int
				var raw []byte
				body := map[string]any{"fromChain": tc.fromChain, "fromToken": fromToken, "fromAmount": tc.amount,
					"fromAddress": w.user.Hex(), "toChain": tc.toChain, "toToken": toToken, "toAddress": to.Hex(), "slippage": 1}
				if tc.bridgeTypes != nil {
					body["bridgeTypes"] = tc.bridgeTypes
				}
				a, code, raw = w.quote(body)
				if code != 200 {
					t.Fatalf("route: %d %s", code, raw)
				}
				var costs struct {
					Route struct {
						Estimate struct {
							FeeCosts []struct{ Name, Amount string }
						}
					}
				}
				json.Unmarshal(raw, &costs)
				for _, c := range costs.Route.Estimate.FeeCosts {
					if c.Name == "Integrator fee" {
						fee = c.Amount
					}
				}
				return fee != ""
			}, "the integrator fee in the quote")
			if fee != tc.wantFee {
				t.Errorf("quoted fee %s, want 30 bps of %s: %s", fee, tc.amount, tc.wantFee)
			}
			if got := a.Route.TransactionRequest.RouteType; got != tc.routeType {
				t.Fatalf("routeType %s, want %s (actions %s)", got, tc.routeType, a.actionTypes())
			}
			if !strings.HasPrefix(a.actionTypes(), "fee,") {
				t.Errorf("actions %s: the fee is not the first", a.actionTypes())
			}
			r := w.execute(tc.fromChain, fromToken, tc.amount, a)
			want, _ := new(big.Int).SetString(a.Route.Estimate.ToAmount, 10)
			if got := w.waitBalance(tc.toChain, toToken, to, want); got.Cmp(want) != 0 {
				t.Errorf("recipient holds %s, quoted toAmount %s", got, want)
			}
			feeN, _ := new(big.Int).SetString(fee, 10)
			paid.Add(paid, feeN)
			if got := w.balance(tc.fromChain, fromToken, ben); got.Cmp(paid) != 0 {
				t.Errorf("beneficiary holds %s %s, want the fees quoted: %s", got, tc.fromSymbol, paid)
			}
			rec, _ := w.waitState(r.TxHash.Hex(), tc.fromChain, tc.toChain, a.Route.QuoteID, status.StateSuccess)
			if f := rec.IntegratorFee; f == nil || f.Amount != fee || !strings.EqualFold(f.Beneficiary, ben.Hex()) || !strings.EqualFold(f.Token, fromToken) {
				t.Errorf("status record's integratorFee %+v, want %s of %s to %s", f, fee, fromToken, ben.Hex())
			}
		})
	}
}
