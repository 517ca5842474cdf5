package bitcoin

import (
	"bytes"
	"context"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/chaincfg"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
)

// TestBitcoinjsSignsPSBT: an unmodified bitcoinjs-lib (tests/bitcoinjs,
// `npm ci --prefix tests/bitcoinjs`) signs the deposit PSBTs of a P2WPKH and
// of a P2PKH payer and broadcasts them through the Esplora API.
func TestBitcoinjsSignsPSBT(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	script, err := filepath.Abs("../../tests/bitcoinjs/sign.mjs")
	if err != nil {
		t.Fatal(err)
	}
	node, err := exec.LookPath("node")
	if _, statErr := os.Stat(filepath.Join(filepath.Dir(script), "node_modules", "bitcoinjs-lib")); err != nil || statErr != nil {
		if os.Getenv("SWITCHYARD_REQUIRE_SERVICES") == "1" {
			t.Fatalf("node and tests/bitcoinjs/node_modules are required (npm ci --prefix tests/bitcoinjs): %v %v", err, statErr)
		}
		t.Skip("needs node and `npm ci --prefix tests/bitcoinjs`")
	}
	ctx := context.Background()
	c := startChain(t, t.TempDir())
	defer c.Close()
	net := &chaincfg.RegressionNetParams
	keyBytes := bytes.Repeat([]byte{0x33}, 32)
	priv, _ := btcec.PrivKeyFromBytes(keyBytes)
	pkh := btcutil.Hash160(priv.PubKey().SerializeCompressed())
	wpkh, _ := btcutil.NewAddressWitnessPubKeyHash(pkh, net)
	legacy, _ := btcutil.NewAddressPubKeyHash(pkh, net)

	payers := []struct{ name, addr string }{{"P2WPKH", wpkh.EncodeAddress()}, {"P2PKH", legacy.EncodeAddress()}}
	for i, pr := range payers {
		payer := pr.addr
		t.Run(pr.name, func(t *testing.T) {
			if _, err := c.Fund(ctx, payer, 5_000_000); err != nil {
				t.Fatal(err)
			}
			mine(t, c, 1)
			deposit, _ := c.Wallet.DepositAddress(uint32(100 + i))
			p, err := btc.BuildDepositPSBT(ctx, c.Client, btc.DepositRequest{From: payer, To: deposit, Amount: 1_234_567, FeeRate: 2, Net: net})
			if err != nil {
				t.Fatal(err)
			}
			cctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
			defer cancel()
			out, err := exec.CommandContext(cctx, node, script, c.EsploraURL(), p.Hex, hex.EncodeToString(keyBytes)).Output()
			if err != nil {
				stderr := ""
				if ee, ok := err.(*exec.ExitError); ok {
					stderr = string(ee.Stderr)
				}
				t.Fatalf("bitcoinjs: %v\n%s\n%s", err, out, stderr)
			}
			txid := strings.TrimSpace(string(out))
			mine(t, c, 1)
			deps, err := c.Wallet.Deposits(ctx, uint32(100+i))
			if err != nil || len(deps) != 1 || deps[0].TxID != txid || deps[0].Value != 1_234_567 || !deps[0].Status.Confirmed {
				t.Fatalf("deposit of %s: %+v, %v", txid, deps, err)
			}
		})
	}
}
