package bitcoin

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/btcutil/psbt"
	"github.com/btcsuite/btcd/chaincfg"
	"github.com/btcsuite/btcd/txscript"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	"github.com/switchyard-dev/switchyard/chain/ledger"
	"github.com/switchyard-dev/switchyard/status"
)

var testSeed = bytes.Repeat([]byte{0x5a}, 32)

// startChain starts a chain on dir that mines on demand only, so tests
// decide when blocks come.
func startChain(t *testing.T, dir string) *Chain {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	c, err := Start(ctx, Config{DataDir: dir, Seed: testSeed, BlockInterval: -1})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("chain started in %s (height check next)", c.StartTime())
	return c
}

// userKey is a key the tests hold as "a user's wallet".
func userKey(t *testing.T) (*btcec.PrivateKey, string, []byte) {
	t.Helper()
	priv, _ := btcec.PrivKeyFromBytes(bytes.Repeat([]byte{0x11}, 32))
	a, err := btcutil.NewAddressWitnessPubKeyHash(btcutil.Hash160(priv.PubKey().SerializeCompressed()), &chaincfg.RegressionNetParams)
	if err != nil {
		t.Fatal(err)
	}
	script, err := txscript.PayToAddrScript(a)
	if err != nil {
		t.Fatal(err)
	}
	return priv, a.EncodeAddress(), script
}

func getText(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func mine(t *testing.T, c *Chain, n int) {
	t.Helper()
	if _, err := c.MineBlocks(context.Background(), n); err != nil {
		t.Fatal(err)
	}
}

func TestChain(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	ctx := context.Background()
	dir := t.TempDir()
	c := startChain(t, dir)
	defer func() { c.Close() }()
	reader, err := ledger.NewEsplora(ledger.EsploraConfig{BaseURL: c.EsploraURL()})
	if err != nil {
		t.Fatal(err)
	}

	h, err := c.Node.Height(ctx)
	if err != nil || h < CoinbaseMaturity {
		t.Fatalf("height %d, %v: want past coinbase maturity", h, err)
	}
	if code, body := getText(t, c.EsploraURL()+"/blocks/tip/height"); code != 200 || body != strings.TrimSpace(body) || body == "" {
		t.Fatalf("tip height: %d %q", code, body)
	}
	fees, err := c.Client.FeeEstimates(ctx)
	if err != nil || fees["1"] <= 0 || fees["144"] <= 0 {
		t.Fatalf("fee estimates %v, %v", fees, err)
	}
	bal, err := c.Wallet.Balance(ctx)
	if err != nil || bal <= 0 {
		t.Fatalf("wallet balance %d, %v: want mature rewards", bal, err)
	}

	// Bad input answers 4xx with a reason, never 5xx.
	for _, r := range []struct {
		method, path, body string
		want               int
	}{
		{"GET", "/tx/xyz/status", "", 400},
		{"GET", "/tx/" + strings.Repeat("a", 63) + "/hex", "", 400},
		{"GET", "/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4/utxo", "", 400}, // mainnet
		{"GET", "/address/" + strings.Repeat("q", 300) + "/txs", "", 400},
		{"POST", "/tx", "not hex", 400},
		{"POST", "/tx", "00", 400}, // hex, not a transaction
		{"POST", "/tx", strings.Repeat("0", maxTxBody+2), 413},
	} {
		req, _ := http.NewRequest(r.method, c.EsploraURL()+r.path, strings.NewReader(r.body))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != r.want || len(b) == 0 {
			t.Errorf("%s %.60s: HTTP %d %q, want %d with a reason", r.method, r.path, resp.StatusCode, b, r.want)
		}
	}

	unknown := strings.Repeat("ab", 32)
	if res, err := reader.LookupTx(ctx, "bitcoin", unknown); err != nil || res.State != status.TxUnknown {
		t.Fatalf("unknown tx: %+v, %v", res, err)
	}
	if code, _ := getText(t, c.EsploraURL()+"/tx/"+unknown); code != http.StatusNotFound {
		t.Fatalf("GET /tx/unknown: HTTP %d, want 404", code)
	}

	// A payment with an OP_RETURN: pending, then confirmed, as the live
	// reader sees it.
	_, userAddr, userScript := userKey(t)
	orderID := bytes.Repeat([]byte{0xab}, 32)
	pay, err := c.Wallet.Pay(ctx, userAddr, 150_000_000, orderID)
	if err != nil {
		t.Fatal(err)
	}
	if res, err := reader.LookupTx(ctx, "bitcoin", pay.TxID); err != nil || res.State != status.TxPending {
		t.Fatalf("payment in mempool: %+v, %v", res, err)
	}
	mine(t, c, 1)
	res, err := reader.LookupTx(ctx, "bitcoin", pay.TxID)
	if err != nil || res.State != status.TxSucceeded || res.Block != uint64(h+1) {
		t.Fatalf("payment mined at %d: %+v, %v", h+1, res, err)
	}
	_, body := getText(t, c.EsploraURL()+"/tx/"+pay.TxID)
	var etx esploraTx
	if err := json.Unmarshal([]byte(body), &etx); err != nil {
		t.Fatal(err)
	}
	var sawOpReturn, sawPay bool
	for _, o := range etx.Vout {
		if o.ScriptPubKeyType == "op_return" && strings.HasSuffix(o.ScriptPubKey, hex.EncodeToString(orderID)) {
			sawOpReturn = true
		}
		if o.ScriptPubKeyAddress == userAddr && o.Value == 150_000_000 {
			sawPay = true
		}
	}
	if !sawOpReturn || !sawPay || etx.Fee != pay.Fee || !etx.Status.Confirmed {
		t.Fatalf("GET /tx: %s", body)
	}

	// BTC -> deposit: the user signs the route's PSBT with btcd's psbt
	// package and broadcasts it through the API.
	const depositIndex = 7
	deposit, err := c.Wallet.DepositAddress(depositIndex)
	if err != nil {
		t.Fatal(err)
	}
	pk, err := btc.BuildDepositPSBT(ctx, c.Client, btc.DepositRequest{From: userAddr, To: deposit, Amount: 40_000_000, FeeRate: 2, Net: &chaincfg.RegressionNetParams})
	if err != nil {
		t.Fatal(err)
	}
	raw := signPSBT(t, pk.Hex, userScript)
	depTx, err := c.Client.Broadcast(ctx, raw)
	if err != nil {
		t.Fatal(err)
	}
	mine(t, c, 1)
	deps, err := c.Wallet.Deposits(ctx, depositIndex)
	if err != nil || len(deps) != 1 || deps[0].Value != 40_000_000 || deps[0].TxID != depTx || !deps[0].Status.Confirmed {
		t.Fatalf("deposits %+v, %v", deps, err)
	}
	userUTXOs, err := c.Client.UTXOs(ctx, userAddr)
	if err != nil || len(userUTXOs) != 1 || userUTXOs[0].Value != 150_000_000-40_000_000-pk.Fee {
		t.Fatalf("user's change: %+v, %v (fee %d)", userUTXOs, err, pk.Fee)
	}

	// A refund of the deposit to the payer, less the fee.
	ref, err := c.Wallet.Refund(ctx, depositIndex, userAddr)
	if err != nil {
		t.Fatal(err)
	}
	if ref.Amount != 40_000_000-ref.Fee || ref.Fee <= 0 {
		t.Fatalf("refund %+v", ref)
	}
	mine(t, c, 1)
	if deps, err := c.Wallet.Deposits(ctx, depositIndex); err != nil || len(deps) != 0 {
		t.Fatalf("deposit after the refund: %+v, %v", deps, err)
	}
	userUTXOs, err = c.Client.UTXOs(ctx, userAddr)
	if err != nil || len(userUTXOs) != 2 {
		t.Fatalf("user after the refund: %+v, %v", userUTXOs, err)
	}

	// Restart: the chain is still there.
	tip, err := c.Node.Height(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	began := time.Now()
	c = startChain(t, dir)
	t.Logf("restart took %s", time.Since(began))
	if h, err := c.Node.Height(ctx); err != nil || h != tip {
		t.Fatalf("height after restart %d, %v: want %d", h, err, tip)
	}
	reader, _ = ledger.NewEsplora(ledger.EsploraConfig{BaseURL: c.EsploraURL()})
	if res, err := reader.LookupTx(ctx, "bitcoin", ref.TxID); err != nil || res.State != status.TxSucceeded {
		t.Fatalf("refund after restart: %+v, %v", res, err)
	}
}

// signPSBT signs every input of the hex PSBT as the user's P2WPKH key and
// returns the final transaction.
func signPSBT(t *testing.T, psbtHex string, script []byte) []byte {
	t.Helper()
	priv, _, _ := userKey(t)
	b, err := hex.DecodeString(psbtHex)
	if err != nil {
		t.Fatal(err)
	}
	p, err := psbt.NewFromRawBytes(bytes.NewReader(b), false)
	if err != nil {
		t.Fatal(err)
	}
	prev := txscript.NewMultiPrevOutFetcher(nil)
	for i, in := range p.Inputs {
		prev.AddPrevOut(p.UnsignedTx.TxIn[i].PreviousOutPoint, in.WitnessUtxo)
	}
	hashes := txscript.NewTxSigHashes(p.UnsignedTx, prev)
	up, err := psbt.NewUpdater(p)
	if err != nil {
		t.Fatal(err)
	}
	for i, in := range p.Inputs {
		if in.WitnessUtxo == nil || !bytes.Equal(in.WitnessUtxo.PkScript, script) {
			t.Fatalf("input %d has no witness UTXO of the payer's script", i)
		}
		sig, err := txscript.RawTxInWitnessSignature(p.UnsignedTx, hashes, i, in.WitnessUtxo.Value, script, txscript.SigHashAll, priv)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := up.Sign(i, sig, priv.PubKey().SerializeCompressed(), nil, nil); err != nil {
			t.Fatal(err)
		}
	}
	if err := psbt.MaybeFinalizeAll(p); err != nil {
		t.Fatal(err)
	}
	tx, err := psbt.Extract(p)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := tx.Serialize(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
