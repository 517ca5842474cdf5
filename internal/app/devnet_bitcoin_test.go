//go:build !nodevnet

package app

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/catalog"
	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	"github.com/switchyard-dev/switchyard/devnet"
)

// TestDevnetBitcoinWiring: --devnet-bitcoin starts the Bitcoin chain with
// the others, the catalog's bitcoin rpcList is its Esplora API, the admin
// API funds and mines it, and --devnet-reset deletes it.
func TestDevnetBitcoinWiring(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute) // a first run builds btcd
	defer cancel()
	cat, err := catalog.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	dataDir := t.TempDir()
	start := func(reset bool) *runningDevnet {
		s := &DevnetSettings{Chains: "1", AdminListen: "127.0.0.1:0", Names: AloneDevnetFlags, DataDir: dataDir, Bitcoin: true, Reset: reset}
		if p := s.Problems(); len(p) > 0 {
			t.Fatal(p)
		}
		dn, err := startEmbedded(ctx, s, cat, nil, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		return dn
	}
	dn := start(false)
	urls := dn.rpcURLs()["bitcoin"]
	if len(urls) != 1 || urls[0] != dn.bitcoin.EsploraURL() {
		t.Fatalf("bitcoin rpcList %v, want the Esplora API %s", urls, dn.bitcoin.EsploraURL())
	}
	withRPC, err := cat.WithRPC(dn.rpcURLs())
	if err != nil {
		t.Fatal(err)
	}
	if ch, _ := withRPC.Chain(withRPC.FullView(), "bitcoin"); ch == nil || len(ch.RPCList) != 1 || ch.RPCList[0] != urls[0] {
		t.Fatalf("catalog bitcoin chain %+v", ch)
	}
	to, err := dn.bitcoin.Wallet.DepositAddress(9)
	if err != nil {
		t.Fatal(err)
	}
	admin := &devnet.Client{URL: dn.adminURL()}
	funded, err := admin.Fund(ctx, devnet.FundRequest{ChainID: "bitcoin", To: to, Amount: "123456"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := admin.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	client, err := btc.NewClient(btc.ClientConfig{BaseURL: urls[0]})
	if err != nil {
		t.Fatal(err)
	}
	utxos, err := client.UTXOs(ctx, to)
	if err != nil || len(utxos) != 1 || utxos[0].TxID != funded.TxHash || utxos[0].Value != 123456 || !utxos[0].Status.Confirmed {
		t.Fatalf("recipient's UTXOs %+v, %v; want the funding %s confirmed", utxos, err, funded.TxHash)
	}
	if err := dn.Close(); err != nil {
		t.Fatal(err)
	}

	dn = start(true)
	defer dn.Close()
	client, err = btc.NewClient(btc.ClientConfig{BaseURL: dn.bitcoin.EsploraURL()})
	if err != nil {
		t.Fatal(err)
	}
	if utxos, err := client.UTXOs(ctx, to); err != nil || len(utxos) != 0 {
		t.Errorf("after --reset the recipient still has %+v (%v)", utxos, err)
	}
}
