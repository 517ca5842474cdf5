//go:build !nodevnet

package main

import (
	"context"
	"math/big"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	"github.com/switchyard-dev/switchyard/devnet"
)

// TestDevnetBitcoinSurvivesKill9: a BTC → EVM deposit paid and confirmed
// and a USDC → BTC order opened, both waiting on a paused solver, when the
// service is killed (kill -9, no shutdown at all). The next start on the
// same data dir fills each exactly once, read from the chains (USDC at the
// EVM recipient, the UTXOs at the bcrt1 recipient), and the status of each
// reaches success. Then a USDC → BTC order is paid by the running solver
// and the service killed as soon as the payment shows: the next start
// does not pay it again. A later payment to the filled deposit's address is
// returned to the payer (status refund).
func TestDevnetBitcoinSurvivesKill9(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	bin := filepath.Join(t.TempDir(), "switchyard")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	dir := t.TempDir()
	args := []string{"--devnet-chains", "1", "--devnet-explorer-delay", "0s", "--devnet-bitcoin"}
	s, cmd := startBinary(t, bin, dir, args...)
	w := attachRouteWorld(t, s, "")
	ctx := context.Background()
	w.fund("1", "USDC", "5000000000")
	usdc := w.token("1", "USDC")
	w.waitFresh("1")
	client, err := btc.NewClient(btc.ClientConfig{BaseURL: w.esploraURL()})
	if err != nil {
		t.Fatal(err)
	}
	payer := newBTCKey(t, t.Name()+" payer")
	if _, err := w.admin.Fund(ctx, devnet.FundRequest{ChainID: devnet.BitcoinChainRef, To: payer.addr, Amount: "3000000", Native: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := w.admin.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}

	// Both routes are quoted (a paused solver quotes nothing), then the
	// solver is paused.
	evmTo := common.BytesToAddress([]byte("btc kill recipient"))
	dep, code, raw := w.quote(map[string]any{"fromChain": "bitcoin", "fromToken": "native", "fromAmount": "1000000", "fromAddress": payer.addr,
		"toChain": "1", "toToken": usdc, "toAddress": evmTo.Hex(), "slippage": 1})
	if code != 200 || dep.Route.TransactionRequest == nil {
		t.Fatalf("BTC → EVM route: %d %s", code, raw)
	}
	btcTo := freshBitcoinAddress(t, t.Name()+" recipient")
	ord, code, raw := w.quote(map[string]any{"fromChain": "1", "fromToken": usdc, "fromAmount": "1000000000", "fromAddress": w.user.Hex(),
		"toChain": "bitcoin", "toToken": "native", "toAddress": btcTo, "slippage": 1})
	if code != 200 || ord.Route.TransactionRequest == nil {
		t.Fatalf("EVM → BTC route: %d %s", code, raw)
	}
	w.solver(true)

	// BTC → EVM: the deposit is paid and confirmed; the paused solver has
	// not filled it.
	depTx, err := client.Broadcast(ctx, signPSBT(t, payer, dep.Route.TransactionRequest.Data))
	if err != nil {
		t.Fatalf("broadcast the signed PSBT: %v", err)
	}
	if _, err := w.admin.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	waitConfirmed(t, client, depTx)

	// USDC → BTC: the order is opened on Ethereum; the paused solver has
	// not paid it.
	userBefore := w.balance("1", usdc, w.user)
	r := w.execute("1", usdc, "1000000000", ord)
	if r.Status != 1 {
		t.Fatalf("order creation reverted: %s", r.TxHash.Hex())
	}
	escrowed := w.balance("1", usdc, w.user)
	// As in TestDevnetSurvivesKill9, the kill comes once the next block is
	// sealed: this test is about a route in flight, not a block lost in
	// the instant between sealing and syncing it.
	for {
		head, err := w.clients["1"].BlockNumber(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if head > r.BlockNumber.Uint64() {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	for _, c := range []struct{ tx, from, to, quote string }{{depTx, "bitcoin", "1", dep.Route.QuoteID}, {r.TxHash.Hex(), "1", "bitcoin", ord.Route.QuoteID}} {
		if code, rec, raw := w.statusOf(c.tx, c.from, c.to, c.quote); code != 200 || rec.RouteTransactionStatus != "ongoing" {
			t.Fatalf("status of %s → %s before the kill: %d %s", c.from, c.to, code, raw)
		}
	}
	if got := w.balance("1", usdc, evmTo); got.Sign() != 0 {
		t.Fatalf("the paused solver filled the deposit: %s USDC", got)
	}
	if utxos, err := client.UTXOs(ctx, btcTo); err != nil || len(utxos) != 0 {
		t.Fatalf("the paused solver paid the order: %+v %v", utxos, err)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()

	// The next start is not paused: the solver resumes both.
	s, cmd = startBinary(t, bin, dir, args...)
	w = attachRouteWorld(t, s, w.id)
	client, err = btc.NewClient(btc.ClientConfig{BaseURL: w.esploraURL()})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client.Tx(ctx, depTx); err != nil {
		t.Fatalf("the deposit, confirmed before the kill: %v", err)
	}
	w.waitState(depTx, "bitcoin", "1", dep.Route.QuoteID, "success")
	w.waitState(r.TxHash.Hex(), "1", "bitcoin", ord.Route.QuoteID, "success")
	// Time for a second fill or payment, were there one.
	time.Sleep(3 * time.Second)
	if _, err := w.admin.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	want, _ := new(big.Int).SetString(dep.Route.Estimate.ToAmountMin, 10)
	if got := w.balance("1", usdc, evmTo); got.Cmp(want) != 0 {
		t.Errorf("the deposit's recipient holds %s USDC, want the order's %s once", got, want)
	}
	utxos, err := client.UTXOs(ctx, btcTo)
	if err != nil {
		t.Fatal(err)
	}
	minSats, _ := new(big.Int).SetString(ord.Route.Estimate.ToAmountMin, 10)
	if len(utxos) != 1 || big.NewInt(utxos[0].Value).Cmp(minSats) < 0 {
		t.Errorf("the order's recipient holds %+v, want one payment of at least %s sat", utxos, minSats)
	}
	if got := w.balance("1", usdc, w.user); got.Cmp(escrowed) != 0 || got.Cmp(userBefore) >= 0 {
		t.Errorf("the order's sender holds %s USDC, %s after opening it: the escrow was refunded as well as paid", got, escrowed)
	}
	if payerUTXOs, err := client.UTXOs(ctx, payer.addr); err != nil || len(payerUTXOs) != 1 {
		t.Errorf("the deposit's payer holds %+v (%v), want only the PSBT's change: the deposit was refunded as well as filled", payerUTXOs, err)
	}

	// USDC → BTC again, the solver running: killed as soon as its payment
	// is seen, in the mempool (journaled, not mined) when the timing
	// allows. The next start finds the payment and does not pay again.
	btcTo2 := freshBitcoinAddress(t, t.Name()+" second recipient")
	ord2, code, raw := w.quote(map[string]any{"fromChain": "1", "fromToken": usdc, "fromAmount": "500000000", "fromAddress": w.user.Hex(),
		"toChain": "bitcoin", "toToken": "native", "toAddress": btcTo2, "slippage": 1})
	if code != 200 || ord2.Route.TransactionRequest == nil {
		t.Fatalf("EVM → BTC route: %d %s", code, raw)
	}
	r2 := w.execute("1", usdc, "500000000", ord2)
	if r2.Status != 1 {
		t.Fatalf("order creation reverted: %s", r2.TxHash.Hex())
	}
	for deadline := time.Now().Add(2 * time.Minute); ; {
		utxos, err := client.UTXOs(ctx, btcTo2)
		if err != nil {
			t.Fatal(err)
		}
		if len(utxos) > 0 {
			t.Logf("killed with the solver's payment %s confirmed=%v", utxos[0].TxID, utxos[0].Status.Confirmed)
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the solver did not pay the second order within 2 minutes; stderr:\n%s", w.s.stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	w = attachRouteWorld(t, startServiceIn(t, dir, args...), w.id)
	client, err = btc.NewClient(btc.ClientConfig{BaseURL: w.esploraURL()})
	if err != nil {
		t.Fatal(err)
	}
	w.waitState(r2.TxHash.Hex(), "1", "bitcoin", ord2.Route.QuoteID, "success")
	time.Sleep(3 * time.Second)
	if _, err := w.admin.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	utxos, err = client.UTXOs(ctx, btcTo2)
	minSats, _ = new(big.Int).SetString(ord2.Route.Estimate.ToAmountMin, 10)
	if err != nil || len(utxos) != 1 || big.NewInt(utxos[0].Value).Cmp(minSats) < 0 {
		t.Errorf("the second order's recipient holds %+v (%v), want one payment of at least %s sat", utxos, err, minSats)
	}

	// The filled deposit's address paid again (a wallet reusing it): the
	// payment goes back to the quote's fromAddress, less the fee, and its
	// status says refund; the deposit is not filled again.
	again, err := w.admin.Fund(ctx, devnet.FundRequest{ChainID: devnet.BitcoinChainRef, To: dep.Route.TransactionRequest.Target, Amount: "250000", Native: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.admin.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	rec, _ := w.waitState(again.TxHash, "bitcoin", "1", dep.Route.QuoteID, "refund")
	if rec.FundsAt == nil || rec.FundsAt.ChainID != "bitcoin" || rec.FundsAt.Address != payer.addr {
		t.Fatalf("fundsAt %+v, want the payer on bitcoin", rec.FundsAt)
	}
	returnTx := rec.RouteStatus[len(rec.RouteStatus)-1].TxHash
	payerUTXOs, err := client.UTXOs(ctx, payer.addr)
	if err != nil {
		t.Fatal(err)
	}
	var returned int64
	for _, u := range payerUTXOs {
		if u.TxID == returnTx {
			returned = u.Value
		}
	}
	if returned <= 0 || returned >= 250_000 || rec.FundsAt.Amount != big.NewInt(returned).String() {
		t.Errorf("the payer's return output %d sat (tx %s), fundsAt %+v: want the payment less the network fee", returned, returnTx, rec.FundsAt)
	}
	if got := w.balance("1", usdc, evmTo); got.Cmp(want) != 0 {
		t.Errorf("after the second payment the deposit's recipient holds %s USDC, want %s", got, want)
	}
	if code, rec, raw := w.statusOf(depTx, "bitcoin", "1", dep.Route.QuoteID); code != 200 || rec.RouteTransactionStatus != "success" {
		t.Errorf("status of the deposit after the second payment: %d %s", code, raw)
	}
}

// waitConfirmed waits until the Esplora API has txid in a block.
func waitConfirmed(t *testing.T, c *btc.Client, txid string) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		tx, err := c.Tx(context.Background(), txid)
		if err == nil && tx.Status.Confirmed {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s not confirmed after a minute: %+v %v", txid, tx, err)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
