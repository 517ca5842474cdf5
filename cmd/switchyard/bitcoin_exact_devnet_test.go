//go:build !nodevnet

package main

import (
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/api"
	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	"github.com/switchyard-dev/switchyard/devnet"
)

// bitcoinExactAndFee runs on TestDevnetBitcoinToEVM's service (it starts
// chains 1 and 42161 with Bitcoin): an exact-output BTC → EVM route
// delivers exactly toAmount, an exact-output EVM → BTC route pays exactly
// toAmount sats (read from Esplora), and a 30 bps integrator's BTC → EVM
// route pays the beneficiary exactly the fee its quote shows, which the
// status record then shows.
func bitcoinExactAndFee(t *testing.T, w *routeWorld, client *btc.Client) {
	defer func(t0 *testing.T) { w.t = t0 }(w.t)
	ctx := context.Background()
	usdc := w.token("1", "USDC")
	estimate := func(raw []byte) api.Estimate {
		t.Helper()
		var r api.RouteResponse
		if err := json.Unmarshal(raw, &r); err != nil {
			t.Fatalf("route answer: %v", err)
		}
		return r.Route.Estimate
	}
	payer := func(name string, sats int64) btcKey {
		t.Helper()
		k := newBTCKey(t, t.Name()+" "+name)
		if _, err := w.admin.Fund(ctx, devnet.FundRequest{ChainID: devnet.BitcoinChainRef, To: k.addr, Amount: devnet.Decimal(big.NewInt(sats).String()), Native: true}); err != nil {
			t.Fatalf("fund %s: %v", k.addr, err)
		}
		if _, err := w.admin.Mine(ctx, 1); err != nil {
			t.Fatal(err)
		}
		return k
	}
	exactly := func(what string, got *big.Int, want string) {
		t.Helper()
		if got.String() != want {
			t.Errorf("%s: %s, want exactly %s", what, got, want)
		}
	}

	t.Run("BTC to EVM exact output", func(t *testing.T) {
		w.t = t
		k := payer("exact", 3_000_000)
		to := common.BytesToAddress([]byte("btc exact recipient"))
		a, code, raw := w.quote(map[string]any{"fromChain": "bitcoin", "fromToken": "native", "toAmount": "300000000", "fromAddress": k.addr,
			"toChain": "1", "toToken": usdc, "toAddress": to.Hex(), "slippage": 1})
		if code != 200 || a.Route.TransactionRequest == nil {
			t.Fatalf("exact-output BTC → EVM route: %d %s", code, raw)
		}
		est := estimate(raw)
		if est.ToAmount != "300000000" || est.ToAmountMin != "300000000" || est.FromAmountMax != est.FromAmount || a.Route.TransactionRequest.Value != est.FromAmount {
			t.Errorf("estimate %s → %s (min %s, fromAmountMax %s), deposit value %s: want exactly 300000000 for a deposit of fromAmount",
				est.FromAmount, est.ToAmount, est.ToAmountMin, est.FromAmountMax, a.Route.TransactionRequest.Value)
		}
		txid, err := client.Broadcast(ctx, signPSBT(t, k, fullRequest(t, raw).Data))
		if err != nil {
			t.Fatalf("broadcast: %v", err)
		}
		w.waitState(txid, "bitcoin", "1", a.Route.QuoteID, "success")
		exactly("the recipient's USDC", w.balance("1", usdc, to), "300000000")
	})

	t.Run("EVM to BTC exact output", func(t *testing.T) {
		w.t = t
		w.fund("1", "USDC", "5000000000")
		to := freshBitcoinAddress(t, t.Name())
		w.waitFresh("1")
		a, code, raw := w.quote(map[string]any{"fromChain": "1", "fromToken": usdc, "toAmount": "150000", "fromAddress": w.user.Hex(),
			"toChain": "bitcoin", "toToken": "native", "toAddress": to, "slippage": 1})
		if code != 200 || a.Route.TransactionRequest == nil || a.Route.TransactionRequest.RouteType != "INTENTS" {
			t.Fatalf("exact-output EVM → BTC route: %d %s", code, raw)
		}
		est := estimate(raw)
		if est.ToAmount != "150000" || est.ToAmountMin != "150000" || est.FromAmountMax != est.FromAmount {
			t.Errorf("estimate %s → %s (min %s, fromAmountMax %s): want exactly 150000 sat", est.FromAmount, est.ToAmount, est.ToAmountMin, est.FromAmountMax)
		}
		before := w.balance("1", usdc, w.user)
		r := w.execute("1", usdc, est.FromAmountMax, a)
		if r.Status != 1 {
			t.Fatalf("order creation reverted: %s", r.TxHash.Hex())
		}
		exactly("USDC pulled", new(big.Int).Sub(before, w.balance("1", usdc, w.user)), est.FromAmount)
		w.waitState(r.TxHash.Hex(), "1", "bitcoin", a.Route.QuoteID, "success")
		var got int64
		deadline := time.Now().Add(time.Minute)
		for got == 0 && time.Now().Before(deadline) {
			utxos, err := client.UTXOs(ctx, to)
			if err != nil {
				t.Fatal(err)
			}
			for _, u := range utxos {
				if u.Status.Confirmed {
					got += u.Value
				}
			}
			time.Sleep(250 * time.Millisecond)
		}
		exactly("the recipient's confirmed sats (Esplora)", big.NewInt(got), "150000")
	})

	t.Run("BTC to EVM integrator fee", func(t *testing.T) {
		w.t = t
		ben := freshAddress("btc integrator fee beneficiary")
		id := w.id
		defer func() { w.id = id }()
		w.id = w.s.addIntegrator("btc-earner", "--tier", "custom", "--rate", "1000")
		w.s.cli("integrators", "set-fee", "--name", "btc-earner", "--bps", "30", "--beneficiary", ben.Hex())
		k := payer("fee", 3_000_000)
		to := common.BytesToAddress([]byte("btc fee recipient"))
		var a *routeAnswer
		var raw []byte
		var fee *api.Cost
		// The service sees set-fee at its next look at the store; each
		// quote makes a deposit address, which is never paid.
		eventually(t, func() bool {
			var code int
			a, code, raw = w.quote(map[string]any{"fromChain": "bitcoin", "fromToken": "native", "fromAmount": "1000000", "fromAddress": k.addr,
				"toChain": "1", "toToken": usdc, "toAddress": to.Hex(), "slippage": 1})
			if code != 200 {
				t.Fatalf("route: %d %s", code, raw)
			}
			for _, c := range estimate(raw).FeeCosts {
				if c.Name == "Integrator fee" {
					fee = &c
				}
			}
			return fee != nil
		}, "the integrator fee in the quote")
		toAmount, _ := new(big.Int).SetString(a.Route.Estimate.ToAmount, 10)
		amount, _ := new(big.Int).SetString(fee.Amount, 10)
		fill := new(big.Int).Add(toAmount, amount)
		exactly("the fee", amount, new(big.Int).Div(new(big.Int).Mul(fill, big.NewInt(30)), big.NewInt(10_000)).String())
		txid, err := client.Broadcast(ctx, signPSBT(t, k, fullRequest(t, raw).Data))
		if err != nil {
			t.Fatalf("broadcast: %v", err)
		}
		w.waitState(txid, "bitcoin", "1", a.Route.QuoteID, "success")
		exactly("the recipient's USDC", w.balance("1", usdc, to), toAmount.String())
		exactly("the beneficiary's USDC", w.waitBalance("1", usdc, ben, amount), fee.Amount)
		var rec *api.IntegratorFee
		eventually(t, func() bool {
			_, r, _ := w.statusOf(txid, "bitcoin", "1", a.Route.QuoteID)
			rec = r.IntegratorFee
			return rec != nil
		}, "the fee in the status record")
		if rec.Amount != fee.Amount || rec.ChainID != "1" || !strings.EqualFold(rec.Beneficiary, ben.Hex()) || !strings.EqualFold(rec.Token, usdc) {
			t.Errorf("status record's integratorFee %+v, want %s of %s to %s on chain 1", rec, fee.Amount, usdc, ben.Hex())
		}
	})
}
