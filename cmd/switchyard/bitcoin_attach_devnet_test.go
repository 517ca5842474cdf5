//go:build !nodevnet

package main

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	"github.com/switchyard-dev/switchyard/devnet"
)

// TestServeAttachedSeesBitcoin: a replica attached to `switchyard devnet
// --bitcoin` publishes the chain's Esplora API, quotes a BTC → EVM route
// whose deposit address the devnet's solver made (and fills), and a USDC →
// BTC route the solver pays; the replica's status follows both to success.
func TestServeAttachedSeesBitcoin(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	admin, rpc := devnetAlone(t, "--chains", "1", "--explorer-delay", "0s", "--bitcoin")
	s := startServe(t, t.TempDir(), "--devnet-url", admin)
	w := routeWorldOn(t, s, "", rpc, admin)
	ctx := context.Background()
	esplora := w.esploraURL()
	doc, err := w.admin.Attach(ctx)
	if err != nil || doc.Bitcoin == nil || doc.Bitcoin.EsploraURL != esplora {
		t.Fatalf("the replica's bitcoin rpcList %s, the devnet's attach document %+v (%v)", esplora, doc.Bitcoin, err)
	}
	client, err := btc.NewClient(btc.ClientConfig{BaseURL: esplora})
	if err != nil {
		t.Fatal(err)
	}
	w.fund("1", "USDC", "5000000000")
	usdc := w.token("1", "USDC")
	w.waitFresh("1")

	// BTC → EVM through the replica.
	payer := newBTCKey(t, t.Name()+" payer")
	if _, err := w.admin.Fund(ctx, devnet.FundRequest{ChainID: devnet.BitcoinChainRef, To: payer.addr, Amount: "2000000", Native: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := w.admin.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	evmTo := common.BytesToAddress([]byte("btc attach recipient"))
	dep, code, raw := w.quote(map[string]any{"fromChain": "bitcoin", "fromToken": "native", "fromAmount": "800000", "fromAddress": payer.addr,
		"toChain": "1", "toToken": usdc, "toAddress": evmTo.Hex(), "slippage": 1})
	if code != 200 || dep.Route.TransactionRequest == nil || !strings.HasPrefix(dep.Route.TransactionRequest.Target, "bcrt1q") {
		t.Fatalf("BTC → EVM route from the replica: %d %s", code, raw)
	}
	depTx, err := client.Broadcast(ctx, signPSBT(t, payer, dep.Route.TransactionRequest.Data))
	if err != nil {
		t.Fatalf("broadcast the signed PSBT: %v", err)
	}
	w.waitState(depTx, "bitcoin", "1", dep.Route.QuoteID, "success")
	want, _ := new(big.Int).SetString(dep.Route.Estimate.ToAmountMin, 10)
	if got := w.balance("1", usdc, evmTo); got.Cmp(want) != 0 {
		t.Errorf("the deposit's recipient holds %s USDC, want %s", got, want)
	}

	// USDC → BTC through the replica.
	btcTo := freshBitcoinAddress(t, t.Name()+" recipient")
	ord, code, raw := w.quote(map[string]any{"fromChain": "1", "fromToken": usdc, "fromAmount": "1000000000", "fromAddress": w.user.Hex(),
		"toChain": "bitcoin", "toToken": "native", "toAddress": btcTo, "slippage": 1})
	if code != 200 || ord.Route.TransactionRequest == nil {
		t.Fatalf("EVM → BTC route from the replica: %d %s", code, raw)
	}
	r := w.execute("1", usdc, "1000000000", ord)
	if r.Status != 1 {
		t.Fatalf("order creation reverted: %s", r.TxHash.Hex())
	}
	rec, _ := w.waitState(r.TxHash.Hex(), "1", "bitcoin", ord.Route.QuoteID, "success")
	if rec.FundsAt == nil || rec.FundsAt.Address != btcTo || !strings.HasPrefix(rec.ToChain.TransactionURL, esplora+"/tx/") {
		t.Errorf("fundsAt %+v, toChain.transactionUrl %q: want the recipient and the Esplora transaction", rec.FundsAt, rec.ToChain.TransactionURL)
	}
	deadline := time.Now().Add(time.Minute)
	for {
		utxos, err := client.UTXOs(ctx, btcTo)
		if err == nil && len(utxos) == 1 && utxos[0].Status.Confirmed {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the order's recipient holds %+v (%v), want one confirmed payment", utxos, err)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
