package solver

import (
	"context"
	"io"
	"log/slog"
	"math/big"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	devbtc "github.com/switchyard-dev/switchyard/devnet/bitcoin"
)

// A payment to a deposit address after its deposit was filled, and one
// after it was refunded, each go back to the payer less the fee, recorded
// in the deposit; the fill is not repeated.
func TestPaymentsToDecidedDepositAddressesReturned(t *testing.T) {
	w, btc, book, ctx := depositWorld(t)
	filled := w.quoteDeposit(t, ctx, payerAddress(t, "again filled"), 150_000, 120e6, time.Minute)
	refunded := w.quoteDeposit(t, ctx, payerAddress(t, "again refunded"), 300_000, 200e6, time.Minute)
	for _, p := range []struct {
		d    Deposit
		sats int64
	}{{filled, 150_000}, {refunded, 100_000}} {
		if _, err := btc.Wallet.Pay(ctx, p.d.Address, p.sats, nil); err != nil {
			t.Fatal(err)
		}
	}
	eventually(t, "the deposits are decided", func() bool {
		f, _ := book.ByQuote(filled.QuoteID)
		r, _ := book.ByQuote(refunded.QuoteID)
		return f.State == DepositClosed && r.State == DepositRefunded
	})
	second := map[string]string{}
	for _, p := range []struct {
		d    Deposit
		sats int64
	}{{filled, 90_000}, {refunded, 70_000}} {
		pay, err := btc.Wallet.Pay(ctx, p.d.Address, p.sats, nil)
		if err != nil {
			t.Fatal(err)
		}
		second[p.d.QuoteID] = pay.TxID
	}
	for _, p := range []struct {
		d    Deposit
		sats int64
	}{{filled, 90_000}, {refunded, 70_000}} {
		eventually(t, "the second payment is returned", func() bool {
			got, _ := book.ByQuote(p.d.QuoteID)
			return len(got.Extra) == 1 && got.Extra[0].State == DepositRefunded
		})
		got, _ := book.ByQuote(p.d.QuoteID)
		e := got.Extra[0]
		if diff := cmp.Diff([]string{second[p.d.QuoteID]}, e.TxIDs); diff != "" || e.Sats != p.sats || e.Reason != RefundDecided ||
			e.RefundTx == "" || e.RefundSats <= 0 || e.RefundSats >= p.sats {
			t.Errorf("the return %+v (txids -want +got %s): want the %d sat payment, less the fee", e, diff, p.sats)
		}
		eventually(t, "the payer holds the return", func() bool {
			utxos, err := btc.Client.UTXOs(ctx, p.d.Payer)
			return err == nil && slices.ContainsFunc(utxos, func(u btcUTXO) bool { return u.TxID == e.RefundTx && u.Value == e.RefundSats })
		})
	}
	time.Sleep(time.Second)
	if b := w.dst.balance(t, ctx, receiver.Address); b.Cmp(big.NewInt(120e6)) != 0 {
		t.Errorf("receiver holds %s, want the filled deposit's 120e6 once", b)
	}
	for _, d := range []Deposit{filled, refunded} {
		if got, _ := book.ByQuote(d.QuoteID); len(got.Extra) != 1 {
			t.Errorf("deposit %s has returns %+v, want one", d.QuoteID, got.Extra)
		}
	}
}

type btcUTXO = btc.UTXO

// fakeDepositChain is a deposit address's history as Esplora lists it.
type fakeDepositChain struct {
	utxos []btc.UTXO
	txs   []btc.Tx
}

func (f *fakeDepositChain) UTXOs(context.Context, string) ([]btc.UTXO, error) { return f.utxos, nil }
func (f *fakeDepositChain) AddressTxs(context.Context, string, string) ([]btc.Tx, error) {
	return f.txs, nil
}
func (f *fakeDepositChain) TipHeight(context.Context) (uint64, error) { return 100, nil }

// noWallet fails the test if the solver moves funds: everything it should
// move was moved before the restart.
type noWallet struct{ t *testing.T }

func (n noWallet) DepositAddress(uint32) (string, error) { return "", nil }
func (n noWallet) Sweep(context.Context, uint32, string) (devbtc.Payment, error) {
	n.t.Error("swept again")
	return devbtc.Payment{}, nil
}
func (n noWallet) Collect(context.Context, uint32, int64, string) (devbtc.Payment, int64, error) {
	n.t.Error("collected again")
	return devbtc.Payment{}, 0, nil
}

// A return decided before a restart and made before it (the address no
// longer holds the payments) is found in the history, not made again: the
// transaction paying the payer that is not a payment to the address (its
// change goes to the payer too) nor a return already recorded.
func TestReturnMadeBeforeARestartIsFound(t *testing.T) {
	const addr, payer = "bcrt1qdeposit", "bcrt1qpayer"
	out := func(a string, v int64) btc.TxOutput { return btc.TxOutput{ScriptPubKeyAddress: a, Value: v} }
	// Newest first, as Esplora lists: the second payment, the first
	// return... (ordering within a block is the node's).
	chain := &fakeDepositChain{txs: []btc.Tx{
		{TxID: "second", Vout: []btc.TxOutput{out(addr, 70_000), out(payer, 500_000)}},
		{TxID: "return2", Vout: []btc.TxOutput{out(payer, 69_800)}},
		{TxID: "refund1", Vout: []btc.TxOutput{out(payer, 99_800)}},
		{TxID: "first", Vout: []btc.TxOutput{out(addr, 100_000), out(payer, 600_000)}},
	}}
	book, err := OpenDepositBook(filepath.Join(t.TempDir(), "deposits.journal"))
	if err != nil {
		t.Fatal(err)
	}
	defer book.Close()
	d, err := book.add(func(uint32) (Deposit, error) {
		return Deposit{QuoteID: "q", Address: addr, Payer: payer, State: DepositRefunded, Reason: RefundShort, Counted: []string{"first"},
			RefundTx: "refund1", RefundSats: 99_800,
			Extra: []ExtraPayment{{TxIDs: []string{"second"}, Sats: 70_000, State: DepositRefunding, Reason: RefundDecided}}}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	s := &Solver{log: slog.New(slog.NewTextHandler(io.Discard, nil)), cfg: Config{Bitcoin: &Bitcoin{Confirmations: 1}}}
	dc := &Deposits{Book: book, Wallet: noWallet{t}, Chain: chain}
	if err := s.watchDecided(context.Background(), dc, d); err != nil {
		t.Fatal(err)
	}
	got, _ := book.ByQuote("q")
	want := []ExtraPayment{{TxIDs: []string{"second"}, Sats: 70_000, State: DepositRefunded, Reason: RefundDecided, RefundTx: "return2", RefundSats: 69_800}}
	if diff := cmp.Diff(want, got.Extra); diff != "" {
		t.Errorf("returns after the restart (-want +got):\n%s", diff)
	}

	// The deposit's own refund, made before a restart, is found the same
	// way: its payment's change is not taken for it.
	chain.txs = []btc.Tx{chain.txs[3], chain.txs[2]} // oldest first this time
	d.State, d.RefundTx, d.RefundSats, d.Extra = DepositRefunding, "", 0, nil
	txid, sats, err := findRefund(context.Background(), chain, d, nil)
	if err != nil || txid != "refund1" || sats != 99_800 {
		t.Errorf("findRefund: %s %d %v, want refund1 99800", txid, sats, err)
	}
}
