//go:build !nodevnet

package main

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/chaincfg"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
)

// freshBitcoinAddress is a new bcrt1q (P2WPKH) address nobody holds the
// key of: the test only reads what it receives.
func freshBitcoinAddress(t *testing.T, name string) string {
	t.Helper()
	h := sha256.Sum256([]byte(name))
	a, err := btcutil.NewAddressWitnessPubKeyHash(h[:20], &chaincfg.RegressionNetParams)
	if err != nil {
		t.Fatal(err)
	}
	return a.EncodeAddress()
}

// esploraURL is the bitcoin chain's rpcList as the service publishes it.
func (w *routeWorld) esploraURL() string {
	w.t.Helper()
	_, raw := w.s.do("GET", "/v2/chains", w.id, "")
	var body struct {
		Chains []struct {
			ChainID string   `json:"chainId"`
			RPCList []string `json:"rpcList"`
		} `json:"chains"`
	}
	if err := json.Unmarshal(raw, &body); err != nil {
		w.t.Fatalf("chains: %v", err)
	}
	for _, c := range body.Chains {
		if c.ChainID == "bitcoin" && len(c.RPCList) > 0 {
			return c.RPCList[0]
		}
	}
	w.t.Fatalf("no bitcoin rpcList in /v2/chains: %.500s", raw)
	return ""
}

// USDC on Ethereum → BTC: an intents order whose recipient is a bcrt1q
// address; the solver pays it on the devnet's Bitcoin chain, and the
// recipient's UTXOs read from Esplora hold at least toAmountMin.
func TestDevnetEVMToBitcoin(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	w := attachRouteWorld(t, startService(t, "--devnet-chains", "1", "--devnet-explorer-delay", "0s", "--devnet-bitcoin"), "")
	w.fund("1", "USDC", "5000000000")
	usdc := w.token("1", "USDC")
	to := freshBitcoinAddress(t, t.Name())
	w.waitFresh("1")
	body := func(amount, to string) map[string]any {
		return map[string]any{"fromChain": "1", "fromToken": usdc, "fromAmount": amount, "fromAddress": w.user.Hex(),
			"toChain": "bitcoin", "toToken": "native", "toAddress": to, "slippage": 1}
	}

	// Bounds and addresses first: each a 400 that says what to change.
	for _, tc := range []struct{ name, amount, to, want string }{
		{"dust", "1000", to, "Amount too low"},
		{"mainnet address", "1000000000", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "regtest"},
		{"taproot", "1000000000", "bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6", "P2WPKH"},
	} {
		_, code, raw := w.quote(body(tc.amount, tc.to))
		if code != 400 || !strings.Contains(string(raw), tc.want) {
			t.Errorf("%s: %d %s; want 400 with %q", tc.name, code, raw, tc.want)
		}
	}

	a, code, raw := w.quote(body("1000000000", to))
	if code != 200 || a.Route.TransactionRequest == nil || a.Route.TransactionRequest.RouteType != "INTENTS" {
		t.Fatalf("EVM → BTC route: %d %s", code, raw)
	}
	if !strings.Contains(string(raw), `"symbol":"BTC"`) {
		t.Errorf("the estimate's toToken is not the catalog's BTC: %.600s", raw)
	}
	minSats, ok := new(big.Int).SetString(a.Route.Estimate.ToAmountMin, 10)
	if !ok || minSats.Sign() <= 0 {
		t.Fatalf("toAmountMin %q", a.Route.Estimate.ToAmountMin)
	}
	r := w.execute("1", usdc, "1000000000", a)
	if r.Status != 1 {
		t.Fatalf("order creation reverted: %s", r.TxHash.Hex())
	}
	client, err := btc.NewClient(btc.ClientConfig{BaseURL: w.esploraURL()})
	if err != nil {
		t.Fatal(err)
	}
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
		if big.NewInt(got).Cmp(minSats) >= 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the recipient holds %d confirmed sat after 2 minutes, want at least %s; stderr:\n%s", got, minSats, w.s.stderr.String())
		}
		time.Sleep(500 * time.Millisecond)
	}
	rec, seen := w.waitState(r.TxHash.Hex(), "1", "bitcoin", a.Route.QuoteID, "success")
	if rec.FundsAt == nil || rec.FundsAt.ChainID != "bitcoin" || rec.FundsAt.Address != to {
		t.Errorf("fundsAt %+v, want the recipient on bitcoin", rec.FundsAt)
	}
	if !strings.HasPrefix(rec.ToChain.TransactionURL, w.esploraURL()+"/tx/") {
		t.Errorf("toChain.transactionUrl %q, want the Esplora transaction", rec.ToChain.TransactionURL)
	}
	raw, _ = json.Marshal(rec)
	t.Logf("status states %v: %s", seen, raw)

	// The CLI's Bitcoin controls: fund a fresh address, mine, read it.
	funded := freshBitcoinAddress(t, t.Name()+" funded")
	out, errOut, code := runMain("devnet", "fund", "--chain", "bitcoin", "--to", funded, "--amount", "50000", "--url", w.admin.URL)
	if code != 0 || !strings.Contains(out, "funded "+funded+" with 50000 sat") {
		t.Fatalf("devnet fund --chain bitcoin: exit %d\n%s%s", code, out, errOut)
	}
	if out, errOut, code := runMain("devnet", "mine", "--blocks", "2", "--url", w.admin.URL); code != 0 || !strings.Contains(out, "mined 2 block(s)") {
		t.Fatalf("devnet mine: exit %d\n%s%s", code, out, errOut)
	}
	utxos, err := client.UTXOs(ctx, funded)
	if err != nil || len(utxos) != 1 || utxos[0].Value != 50000 || !utxos[0].Status.Confirmed {
		t.Errorf("funded address's UTXOs after mining: %+v %v", utxos, err)
	}
	t.Run("integrator fee", func(t *testing.T) { w.checkBitcoinIntegratorFee(t, client) })
}

// USDC on Ethereum → BTC with the solver paused: the order expires
// unpaid, the solver refunds it on the source, and the status says refund
// with the funds back at fromAddress.
func TestDevnetEVMToBitcoinRefund(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	w := attachRouteWorld(t, startService(t, "--devnet-chains", "1", "--devnet-explorer-delay", "0s", "--devnet-bitcoin"), "")
	w.fund("1", "USDC", "5000000000")
	if _, err := w.admin.SetOrderLifetime(context.Background(), "10s"); err != nil {
		t.Fatal(err)
	}
	usdc := w.token("1", "USDC")
	to := freshBitcoinAddress(t, t.Name())
	w.waitFresh("1")
	a, code, raw := w.quote(map[string]any{"fromChain": "1", "fromToken": usdc, "fromAmount": "1000000000", "fromAddress": w.user.Hex(),
		"toChain": "bitcoin", "toToken": "native", "toAddress": to, "slippage": 1})
	if code != 200 || a.Route.TransactionRequest == nil {
		t.Fatalf("EVM → BTC route: %d %s", code, raw)
	}
	before := w.balance("1", usdc, w.user)
	w.solver(true)
	defer w.solver(false)
	r := w.execute("1", usdc, "1000000000", a)
	if r.Status != 1 {
		t.Fatalf("order creation reverted: %s", r.TxHash.Hex())
	}
	rec, _ := w.waitState(r.TxHash.Hex(), "1", "bitcoin", a.Route.QuoteID, "refund")
	if rec.FundsAt == nil || rec.FundsAt.ChainID != "1" || !strings.EqualFold(rec.FundsAt.Address, w.user.Hex()) {
		t.Errorf("fundsAt %+v, want the sender on chain 1", rec.FundsAt)
	}
	if got := w.balance("1", usdc, w.user); got.Cmp(before) != 0 {
		t.Errorf("sender holds %s after the refund, %s before", got, before)
	}
	client, err := btc.NewClient(btc.ClientConfig{BaseURL: w.esploraURL()})
	if err != nil {
		t.Fatal(err)
	}
	if utxos, err := client.UTXOs(context.Background(), to); err != nil || len(utxos) != 0 {
		t.Errorf("a paused solver paid the recipient: %+v %v", utxos, err)
	}
}
