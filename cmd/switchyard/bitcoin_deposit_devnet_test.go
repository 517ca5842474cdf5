//go:build !nodevnet

package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/btcutil/psbt"
	"github.com/btcsuite/btcd/chaincfg"
	"github.com/btcsuite/btcd/txscript"
	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/api"
	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/status"
)

// btcKey is a regtest P2WPKH key the test holds.
type btcKey struct {
	priv *btcec.PrivateKey
	addr string
}

func newBTCKey(t *testing.T, name string) btcKey {
	t.Helper()
	seed := sha256.Sum256([]byte(name))
	priv, _ := btcec.PrivKeyFromBytes(seed[:])
	a, err := btcutil.NewAddressWitnessPubKeyHash(btcutil.Hash160(priv.PubKey().SerializeCompressed()), &chaincfg.RegressionNetParams)
	if err != nil {
		t.Fatal(err)
	}
	return btcKey{priv: priv, addr: a.EncodeAddress()}
}

// signPSBT signs a deposit PSBT exactly as the route returned it, with
// btcd's psbt package (a P2WPKH payer), and returns the final transaction.
func signPSBT(t *testing.T, k btcKey, data string) []byte {
	t.Helper()
	raw, err := hex.DecodeString(data)
	if err != nil {
		t.Fatalf("transactionRequest.data is not hex: %v", err)
	}
	p, err := psbt.NewFromRawBytes(bytes.NewReader(raw), false)
	if err != nil {
		t.Fatalf("transactionRequest.data is not a PSBT: %v", err)
	}
	prev := txscript.NewMultiPrevOutFetcher(nil)
	for i, in := range p.Inputs {
		if in.WitnessUtxo == nil {
			t.Fatalf("input %d has no witness UTXO", i)
		}
		prev.AddPrevOut(p.UnsignedTx.TxIn[i].PreviousOutPoint, in.WitnessUtxo)
	}
	hashes := txscript.NewTxSigHashes(p.UnsignedTx, prev)
	up, err := psbt.NewUpdater(p)
	if err != nil {
		t.Fatal(err)
	}
	for i, in := range p.Inputs {
		sig, err := txscript.RawTxInWitnessSignature(p.UnsignedTx, hashes, i, in.WitnessUtxo.Value, in.WitnessUtxo.PkScript, txscript.SigHashAll, k.priv)
		if err != nil {
			t.Fatal(err)
		}
		if res, err := up.Sign(i, sig, k.priv.PubKey().SerializeCompressed(), nil, nil); err != nil || res != psbt.SignSuccesful {
			t.Fatalf("sign input %d: %v %v", i, res, err)
		}
	}
	if err := psbt.MaybeFinalizeAll(p); err != nil {
		t.Fatalf("finalize: %v", err)
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

// BTC → USDC by deposit address, on one service: a fresh key signs the
// route's PSBT with btcd's psbt package, the solver fills at least
// toAmountMin on Ethereum, and the status by the Bitcoin txid says success;
// when installed, bitcoinjs-lib signs another whose USDC lands on Arbitrum.
// A deposit paid while the solver is paused is refunded once its order
// expires, and a short plain payment to a deposit address is refunded:
// both to fromAddress, status refund.
func TestDevnetBitcoinToEVM(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	w := attachRouteWorld(t, startService(t, "--devnet-chains", "1,42161", "--devnet-explorer-delay", "0s", "--devnet-bitcoin"), "")
	ctx := context.Background()
	client, err := btc.NewClient(btc.ClientConfig{BaseURL: w.esploraURL()})
	if err != nil {
		t.Fatal(err)
	}
	usdc := w.token("1", "USDC")
	fundBTC := func(to string, sats int64) string {
		t.Helper()
		r, err := w.admin.Fund(ctx, devnet.FundRequest{ChainID: devnet.BitcoinChainRef, To: to, Amount: devnet.Decimal(big.NewInt(sats).String()), Native: true})
		if err != nil {
			t.Fatalf("fund %s: %v", to, err)
		}
		return r.TxHash
	}
	bodyOn := func(chain, token, from, amount string, to common.Address) map[string]any {
		return map[string]any{"fromChain": "bitcoin", "fromToken": "native", "fromAmount": amount, "fromAddress": from,
			"toChain": chain, "toToken": token, "toAddress": to.Hex(), "slippage": 1}
	}
	body := func(from, amount string, to common.Address) map[string]any {
		return bodyOn("1", usdc, from, amount, to)
	}
	payer := newBTCKey(t, t.Name()+" payer")
	fundBTC(payer.addr, 3_000_000)
	if _, err := w.admin.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}

	// Refusals first: each a 400 saying what to change.
	empty := newBTCKey(t, t.Name()+" empty")
	for _, tc := range []struct{ name, from, amount, want string }{
		{"dust", payer.addr, "300", "Amount too low"},
		{"mainnet payer", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "1000000", "fromAddress"},
		{"no outputs", empty.addr, "1000000", "no unspent outputs"},
	} {
		_, code, raw := w.quote(body(tc.from, tc.amount, w.user))
		if code != 400 || !strings.Contains(string(raw), tc.want) {
			t.Errorf("%s: %d %s; want 400 with %q", tc.name, code, raw, tc.want)
		}
	}

	// Signed with btcd's psbt package.
	recipient := common.BytesToAddress([]byte("btc to evm recipient"))
	a, code, raw := w.quote(body(payer.addr, "1000000", recipient))
	if code != 200 || a.Route.TransactionRequest == nil {
		t.Fatalf("BTC → EVM route: %d %s", code, raw)
	}
	tr := fullRequest(t, raw)
	t.Logf("BTC → EVM route: %s", raw)
	if tr.Type != "DEPOSIT_ADDRESS_CALLDATA" || tr.Value != "1000000" || !strings.HasPrefix(tr.Target, "bcrt1q") || tr.Data == "" {
		t.Fatalf("transactionRequest %+v: want a deposit request with a PSBT", tr)
	}
	minOut, _ := new(big.Int).SetString(a.Route.Estimate.ToAmountMin, 10)
	txid, err := client.Broadcast(ctx, signPSBT(t, payer, tr.Data))
	if err != nil {
		t.Fatalf("broadcast the signed PSBT: %v", err)
	}
	code, rec, raw := w.statusOf(txid, "bitcoin", "1", a.Route.QuoteID)
	if code != 200 || rec.RouteTransactionStatus != "ongoing" {
		t.Errorf("status of the deposit in the mempool: %d %s", code, raw)
	}
	got := w.waitBalance("1", usdc, recipient, minOut)
	if got.Cmp(minOut) < 0 {
		t.Fatalf("recipient holds %s USDC, want at least %s", got, minOut)
	}
	rec, seen := w.waitState(txid, "bitcoin", "1", a.Route.QuoteID, "success")
	if rec.FundsAt == nil || rec.FundsAt.ChainID != "1" || !strings.EqualFold(rec.FundsAt.Address, recipient.Hex()) {
		t.Errorf("fundsAt %+v, want the recipient on chain 1", rec.FundsAt)
	}
	if !strings.HasPrefix(rec.FromChain.TransactionURL, w.esploraURL()+"/tx/"+txid) {
		t.Errorf("fromChain.transactionUrl %q, want the Esplora transaction", rec.FromChain.TransactionURL)
	}
	raw, _ = json.Marshal(rec)
	t.Logf("status states %v: %s", seen, raw)

	// Signed by bitcoinjs-lib, as a JavaScript wallet would, to USDC on
	// Arbitrum.
	if script, node, ok := bitcoinjs(t); ok {
		js := newBTCKey(t, t.Name()+" bitcoinjs")
		fundBTC(js.addr, 2_000_000)
		if _, err := w.admin.Mine(ctx, 1); err != nil {
			t.Fatal(err)
		}
		arbUSDC := w.token("42161", "USDC")
		arbTo := common.BytesToAddress([]byte("btc to arbitrum recipient"))
		a, code, raw := w.quote(bodyOn("42161", arbUSDC, js.addr, "800000", arbTo))
		if code != 200 || a.Route.TransactionRequest == nil {
			t.Fatalf("BTC → Arbitrum route for bitcoinjs: %d %s", code, raw)
		}
		minOut, _ := new(big.Int).SetString(a.Route.Estimate.ToAmountMin, 10)
		if minOut == nil || minOut.Sign() <= 0 {
			t.Fatalf("BTC → Arbitrum toAmountMin %q", a.Route.Estimate.ToAmountMin)
		}
		cctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
		defer cancel()
		out, err := exec.CommandContext(cctx, node, script, w.esploraURL(), a.Route.TransactionRequest.Data, hex.EncodeToString(js.priv.Serialize())).Output()
		if err != nil {
			t.Fatalf("bitcoinjs: %v\n%s", err, out)
		}
		if got := w.waitBalance("42161", arbUSDC, arbTo, minOut); got.Cmp(minOut) < 0 {
			t.Fatalf("the Arbitrum recipient holds %s USDC, want at least %s", got, minOut)
		}
		rec, _ := w.waitState(strings.TrimSpace(string(out)), "bitcoin", "42161", a.Route.QuoteID, "success")
		if rec.FundsAt == nil || rec.FundsAt.ChainID != "42161" || !strings.EqualFold(rec.FundsAt.Address, arbTo.Hex()) {
			t.Errorf("fundsAt %+v, want the recipient on chain 42161", rec.FundsAt)
		}
		t.Logf("bitcoinjs-lib deposit %s: %s USDC on Arbitrum, toAmountMin %s", rec.FromChain.TransactionID, w.balance("42161", arbUSDC, arbTo), minOut)
	}

	// The CLI: route --execute from bitcoin with a key file, followed to
	// the end.
	cliKey := newBTCKey(t, t.Name()+" cli")
	keyFile := filepath.Join(t.TempDir(), "btc.key")
	if err := os.WriteFile(keyFile, []byte(hex.EncodeToString(cliKey.priv.Serialize())+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	fundBTC(cliKey.addr, 2_000_000)
	if _, err := w.admin.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	cliTo := common.BytesToAddress([]byte("btc cli recipient"))
	var out, errOut bytes.Buffer
	cctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	if code := runCommand(cctx, []string{"route", "--execute", "--key-file", keyFile, "--from-chain", "bitcoin", "--from-token", "BTC",
		"--from-amount", "700000", "--to-chain", "1", "--to-token", "USDC", "--to-address", cliTo.Hex(), "--url", w.s.URL, "--integrator-id", w.id}, &out, &errOut); code != 0 {
		t.Fatalf("route --execute from bitcoin: exit %d\n%s\n%s", code, out.String(), errOut.String())
	}
	if !strings.Contains(out.String(), "sent 700000 sat to the deposit address bcrt1q") || w.balance("1", usdc, cliTo).Sign() <= 0 {
		t.Errorf("route --execute from bitcoin: the recipient holds %s USDC; output:\n%s", w.balance("1", usdc, cliTo), out.String())
	}
	t.Logf("route --execute from bitcoin:\n%s", out.String())

	// The solver paused: the deposit, paid and confirmed, waits unfilled
	// until its order expires (the order lifetime is shortened for this
	// quote only), and then goes back to fromAddress less the fee; the
	// resumed solver does not fill it (checked at the end).
	paused := newBTCKey(t, t.Name()+" paused")
	fundBTC(paused.addr, 1_000_000)
	if _, err := w.admin.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	lifetime, err := w.admin.Orders(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.admin.SetOrderLifetime(ctx, "5s"); err != nil {
		t.Fatal(err)
	}
	pausedTo := common.BytesToAddress([]byte("btc paused recipient"))
	pq, code, raw := w.quote(body(paused.addr, "600000", pausedTo))
	if code != 200 || pq.Route.TransactionRequest == nil {
		t.Fatalf("BTC → EVM route: %d %s", code, raw)
	}
	if _, err := w.admin.SetOrderLifetime(ctx, lifetime.Lifetime); err != nil {
		t.Fatal(err)
	}
	w.solver(true)
	pausedTx, err := client.Broadcast(ctx, signPSBT(t, paused, pq.Route.TransactionRequest.Data))
	if err != nil {
		t.Fatalf("broadcast the signed PSBT: %v", err)
	}
	if _, err := w.admin.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	rec, _ = w.waitState(pausedTx, "bitcoin", "1", pq.Route.QuoteID, "refund")
	w.solver(false)
	checkRefund(t, client, rec, paused.addr, 600_000)
	if !strings.Contains(rec.Error.Message, "could not fill") {
		t.Errorf("refund error %+v, want the reason", rec.Error)
	}
	t.Logf("paused solver: deposit %s refunded to %s: %s sat (%s)", pausedTx, rec.FundsAt.Address, rec.FundsAt.Amount, rec.Error.Message)

	// A short plain payment: refunded to fromAddress.
	short := newBTCKey(t, t.Name()+" short")
	fundBTC(short.addr, 1_000_000)
	if _, err := w.admin.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	a, code, raw = w.quote(body(short.addr, "500000", recipient))
	if code != 200 || a.Route.TransactionRequest == nil {
		t.Fatalf("BTC → EVM route: %d %s", code, raw)
	}
	// Meanwhile a plain payment of value to the deposit address of
	// another quote, from another wallet (the devnet's): filled.
	plain, code, raw := w.quote(body(short.addr, "400000", recipient))
	if code != 200 || plain.Route.TransactionRequest == nil {
		t.Fatalf("BTC → EVM route: %d %s", code, raw)
	}
	before := w.balance("1", usdc, recipient)
	plainTx := fundBTC(plain.Route.TransactionRequest.Target, 400_000)
	shortTx := fundBTC(a.Route.TransactionRequest.Target, 200_000)
	w.waitState(plainTx, "bitcoin", "1", plain.Route.QuoteID, "success")
	paid, _ := new(big.Int).SetString(plain.Route.Estimate.ToAmountMin, 10)
	if got := new(big.Int).Sub(w.balance("1", usdc, recipient), before); got.Cmp(paid) != 0 {
		t.Errorf("the plain payment's fill delivered %s, want %s", got, paid)
	}
	rec, _ = w.waitState(shortTx, "bitcoin", "1", a.Route.QuoteID, "refund")
	checkRefund(t, client, rec, short.addr, 200_000)
	if !strings.Contains(rec.Error.Message, "less than the quoted amount") {
		t.Errorf("refund error %+v, want the reason", rec.Error)
	}
	raw, _ = json.Marshal(rec)
	t.Logf("refunded: %s", raw)

	// The solver has filled the plain payment since it resumed: the
	// refunded deposit stayed refunded and unfilled.
	if got := w.balance("1", usdc, pausedTo); got.Sign() != 0 {
		t.Errorf("the resumed solver filled the refunded deposit: its recipient holds %s USDC", got)
	}
	if code, rec, raw := w.statusOf(pausedTx, "bitcoin", "1", pq.Route.QuoteID); code != 200 || rec.RouteTransactionStatus != "refund" {
		t.Errorf("status of the refunded deposit after the solver resumed: %d %s", code, raw)
	}

	// Exact output both ways and the integrator's fee, on this service.
	bitcoinExactAndFee(t, w, client)
}

// checkRefund checks a refund record against the chain: fundsAt is payer
// on bitcoin, and the payer holds the record's last step's output, the
// deposit of paid sats less the network fee, of exactly fundsAt.amount.
func checkRefund(t *testing.T, client *btc.Client, rec *status.Record, payer string, paid int64) {
	t.Helper()
	if rec.FundsAt == nil || rec.FundsAt.ChainID != "bitcoin" || rec.FundsAt.Address != payer {
		t.Fatalf("fundsAt %+v, want the payer %s on bitcoin", rec.FundsAt, payer)
	}
	refundTx := rec.RouteStatus[len(rec.RouteStatus)-1].TxHash
	utxos, err := client.UTXOs(context.Background(), payer)
	if err != nil {
		t.Fatal(err)
	}
	var refunded int64
	for _, u := range utxos {
		if u.TxID == refundTx {
			refunded = u.Value
		}
	}
	if refunded <= 0 || refunded >= paid || rec.FundsAt.Amount != big.NewInt(refunded).String() {
		t.Errorf("the payer's refund output %d sat (tx %s), fundsAt %+v: want the deposit of %d less the network fee", refunded, refundTx, rec.FundsAt, paid)
	}
}

// fullRequest is the transactionRequest of a route answer, every member.
func fullRequest(t *testing.T, raw []byte) *api.TransactionRequest {
	t.Helper()
	var r api.RouteResponse
	if err := json.Unmarshal(raw, &r); err != nil || r.Route.TransactionRequest == nil {
		t.Fatalf("route answer without a transactionRequest (%v): %s", err, raw)
	}
	return r.Route.TransactionRequest
}

// bitcoinjs finds node and the installed tests/bitcoinjs; false (after
// saying why) when either is missing, unless services are required.
func bitcoinjs(t *testing.T) (script, node string, ok bool) {
	t.Helper()
	script, err := filepath.Abs("../../tests/bitcoinjs/sign.mjs")
	if err != nil {
		t.Fatal(err)
	}
	node, err = exec.LookPath("node")
	if _, statErr := os.Stat(filepath.Join(filepath.Dir(script), "node_modules", "bitcoinjs-lib")); err != nil || statErr != nil {
		if os.Getenv("SWITCHYARD_REQUIRE_SERVICES") == "1" {
			t.Fatalf("node and tests/bitcoinjs/node_modules are required (npm ci --prefix tests/bitcoinjs): %v %v", err, statErr)
		}
		t.Log("bitcoinjs-lib not installed (npm ci --prefix tests/bitcoinjs): its signing is not checked")
		return "", "", false
	}
	return script, node, true
}
