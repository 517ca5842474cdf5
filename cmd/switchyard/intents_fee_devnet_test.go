//go:build !nodevnet

package main

import (
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
)

// checkBitcoinIntegratorFee: a USDC → BTC order of an integrator with a
// 30 bps fee pays the EVM beneficiary exactly the fee the quote shows, in
// the order's own transaction, and the bcrt1q recipient exactly toAmount
// sat; the status record shows the fee. It reuses the service of
// TestDevnetEVMToBitcoin (chain 1 and Bitcoin, the user funded with USDC)
// rather than starting another.
func (w *routeWorld) checkBitcoinIntegratorFee(t *testing.T, client *btc.Client) {
	ben := freshAddress("bitcoin integrator fee beneficiary")
	ew := *w
	ew.t = t
	ew.id = w.s.addIntegrator("btc-earner", "--tier", "custom", "--rate", "1000")
	w.s.cli("integrators", "set-fee", "--name", "btc-earner", "--bps", "30", "--beneficiary", ben.Hex())
	usdc := ew.token("1", "USDC")
	to := freshBitcoinAddress(t, t.Name())
	const amount, wantFee = "1000000000", "3000000"
	var a *routeAnswer
	var fee string
	// The service sees set-fee at its next look at the store.
	eventually(t, func() bool {
		var code int
		var raw []byte
		a, code, raw = ew.quote(map[string]any{"fromChain": "1", "fromToken": usdc, "fromAmount": amount, "fromAddress": ew.user.Hex(),
			"toChain": "bitcoin", "toToken": "native", "toAddress": to, "slippage": 1})
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
	if fee != wantFee {
		t.Errorf("quoted fee %s, want 30 bps of %s: %s", fee, amount, wantFee)
	}
	if got := a.Route.TransactionRequest.RouteType; got != "INTENTS" {
		t.Fatalf("routeType %s, want INTENTS (actions %s)", got, a.actionTypes())
	}
	if !strings.HasPrefix(a.actionTypes(), "fee,") {
		t.Errorf("actions %s: the fee is not the first", a.actionTypes())
	}
	r := ew.execute("1", usdc, amount, a)
	if r.Status != 1 {
		t.Fatalf("order creation reverted: %s", r.TxHash.Hex())
	}
	if got := ew.balance("1", usdc, ben); got.String() != fee {
		t.Errorf("beneficiary holds %s USDC, want the fee quoted: %s", got, fee)
	}
	want, _ := new(big.Int).SetString(a.Route.Estimate.ToAmount, 10)
	ctx := context.Background()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		utxos, err := client.UTXOs(ctx, to)
		if err != nil {
			t.Fatal(err)
		}
		var got int64
		for _, u := range utxos {
			if u.Status.Confirmed {
				got += u.Value
			}
		}
		if big.NewInt(got).Cmp(want) >= 0 {
			if big.NewInt(got).Cmp(want) != 0 {
				t.Errorf("the recipient holds %d sat, quoted toAmount %s", got, want)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the recipient holds %d confirmed sat after 2 minutes, want %s", got, want)
		}
		time.Sleep(500 * time.Millisecond)
	}
	rec, _ := ew.waitState(r.TxHash.Hex(), "1", "bitcoin", a.Route.QuoteID, "success")
	if f := rec.IntegratorFee; f == nil || f.Amount != fee || !strings.EqualFold(f.Beneficiary, ben.Hex()) || !strings.EqualFold(f.Token, usdc) {
		t.Errorf("status record's integratorFee %+v, want %s of %s to %s", f, fee, usdc, ben.Hex())
	}
}
