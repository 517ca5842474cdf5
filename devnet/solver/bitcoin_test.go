package solver

import (
	"bytes"
	"context"
	"encoding/hex"
	"math/big"
	"testing"
	"time"

	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/chaincfg"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	devbtc "github.com/switchyard-dev/switchyard/devnet/bitcoin"
)

// bitcoinChainID is what the test's orders name as the Bitcoin chain.
const bitcoinChainID = 8_333

// bitcoinWorld is a source EVM chain and a regtest Bitcoin chain mining a
// block every 300 ms, with the solver paying Bitcoin orders from the
// devnet wallet.
func bitcoinWorld(t *testing.T) (*world, *devbtc.Chain, context.Context) {
	t.Helper()
	if testing.Short() {
		t.Skip("starts chains")
	}
	bctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	btc, err := devbtc.Start(bctx, devbtc.Config{DataDir: t.TempDir(), Seed: bytes.Repeat([]byte{7}, 32), BlockInterval: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { btc.Close() })
	w, ctx := newWorldWith(t, &Bitcoin{ChainID: bitcoinChainID, Payer: btc.Wallet, Confirmations: 1})
	return w, btc, ctx
}

// createBitcoinOrder creates an order paying sats to the P2WPKH program
// of the receiver's address bytes.
func (w *world) createBitcoinOrder(t *testing.T, ctx context.Context, fromAmount, sats int64, ttl uint64, nonce int64) common.Hash {
	t.Helper()
	o := bindings.IntentsSettlementOrder{
		FromChainId: new(big.Int).SetUint64(w.src.id), FromAddress: user.Address, FromToken: w.src.token,
		FromAmount: big.NewInt(fromAmount), ToChainId: big.NewInt(bitcoinChainID), ToToken: NativeToken,
		ToAmount: big.NewInt(sats), ToAddress: receiver.Address, Solver: w.solver.Address(),
		Expiry: new(big.Int).SetUint64(w.src.now(t, ctx) + ttl), Nonce: big.NewInt(nonce),
	}
	sig, err := w.solver.SignQuote(o, w.src.settlement)
	if err != nil {
		t.Fatal(err)
	}
	w.src.send(t, ctx, user, w.router, router.PackCreateIntentOrder(bindings.RouteRouterOrder(o), sig))
	h, err := bind.Call(bindings.NewIntentsSettlement().Instance(w.src.c.Client(), w.src.settlement), &bind.CallOpts{Context: ctx},
		bindings.NewIntentsSettlement().PackHashOrder(o), bindings.NewIntentsSettlement().UnpackHashOrder)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestBitcoinOrderPaidWithOpReturnAndSettled(t *testing.T) {
	w, btc, ctx := bitcoinWorld(t)
	hash := w.createBitcoinOrder(t, ctx, 1_000e6, 1_500_000, 600, 11)
	recipient, _ := btcutil.NewAddressWitnessPubKeyHash(receiver.Address.Bytes(), &chaincfg.RegressionNetParams)
	eventually(t, "the escrow is paid to the solver on the source", func() bool {
		return w.src.balance(t, ctx, solverAc.Address).Cmp(big.NewInt(1_000e6)) == 0
	})
	utxos, err := btc.Client.UTXOs(ctx, recipient.EncodeAddress())
	if err != nil || len(utxos) != 1 || utxos[0].Value != 1_500_000 || !utxos[0].Status.Confirmed {
		t.Fatalf("recipient %s holds %+v, %v: want one confirmed 1500000 sat output", recipient, utxos, err)
	}
	txs, err := btc.Client.AddressTxs(ctx, recipient.EncodeAddress(), "")
	if err != nil || len(txs) != 1 {
		t.Fatalf("recipient history %+v, %v", txs, err)
	}
	var opReturn bool
	for _, o := range txs[0].Vout {
		opReturn = opReturn || (o.ScriptPubKeyType == "op_return" && o.ScriptPubKey == "6a20"+hex.EncodeToString(hash[:]))
	}
	if !opReturn {
		t.Fatalf("the payment %s carries no OP_RETURN with the order id %s: %+v", txs[0].TxID, hash.Hex(), txs[0].Vout)
	}
	// Settled once: the solver does not pay again on later scans.
	time.Sleep(time.Second)
	if utxos, _ := btc.Client.UTXOs(ctx, recipient.EncodeAddress()); len(utxos) != 1 {
		t.Fatalf("recipient paid %d times", len(utxos))
	}
}

func TestBitcoinOrderRefundedWhenPaused(t *testing.T) {
	w, btc, ctx := bitcoinWorld(t)
	w.solver.Pause()
	w.createBitcoinOrder(t, ctx, 500e6, 700_000, 6, 12) // 6 s: created in time under -race too
	eventually(t, "the user's escrow comes back after expiry", func() bool {
		return w.src.balance(t, ctx, user.Address).Cmp(big.NewInt(10_000e6)) == 0
	})
	recipient, _ := btcutil.NewAddressWitnessPubKeyHash(receiver.Address.Bytes(), &chaincfg.RegressionNetParams)
	if utxos, err := btc.Client.UTXOs(ctx, recipient.EncodeAddress()); err != nil || len(utxos) != 0 {
		t.Fatalf("a paused solver paid: %+v, %v", utxos, err)
	}
}

// An order whose expiry is nearer than the payout margin is not paid (its
// payment might confirm after a refund): it is refunded on the source.
func TestBitcoinOrderTooNearExpiryNotPaid(t *testing.T) {
	w, btc, ctx := bitcoinWorld(t)
	w.createBitcoinOrder(t, ctx, 500e6, 700_000, uint64(DefaultBitcoinPayMargin/time.Second)-20, 13)
	eventually(t, "the user's escrow comes back after expiry", func() bool {
		return w.src.balance(t, ctx, user.Address).Cmp(big.NewInt(10_000e6)) == 0
	})
	recipient, _ := btcutil.NewAddressWitnessPubKeyHash(receiver.Address.Bytes(), &chaincfg.RegressionNetParams)
	if utxos, err := btc.Client.UTXOs(ctx, recipient.EncodeAddress()); err != nil || len(utxos) != 0 {
		t.Fatalf("an order too near its expiry was paid: %+v, %v", utxos, err)
	}
}
