package solver

import (
	"bytes"
	"context"
	"crypto/sha256"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/chaincfg"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	devbtc "github.com/switchyard-dev/switchyard/devnet/bitcoin"
)

// depositWorld is bitcoinWorld with BTC → EVM deposits filled on the
// world's destination chain.
func depositWorld(t *testing.T) (*world, *devbtc.Chain, *DepositBook, context.Context) {
	t.Helper()
	if testing.Short() {
		t.Skip("starts chains")
	}
	bctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	btc, err := devbtc.Start(bctx, devbtc.Config{DataDir: t.TempDir(), Seed: bytes.Repeat([]byte{9}, 32), BlockInterval: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { btc.Close() })
	book, err := OpenDepositBook(filepath.Join(t.TempDir(), "deposits.journal"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { book.Close() })
	w, ctx := newWorldWith(t, &Bitcoin{ChainID: bitcoinChainID, Payer: btc.Wallet, Confirmations: 1,
		Deposits: &Deposits{Book: book, Wallet: btc.Wallet, Chain: btc.Client}})
	return w, btc, book, ctx
}

func payerAddress(t *testing.T, name string) string {
	t.Helper()
	h := sha256.Sum256([]byte(name))
	a, err := btcutil.NewAddressWitnessPubKeyHash(h[:20], &chaincfg.RegressionNetParams)
	if err != nil {
		t.Fatal(err)
	}
	return a.EncodeAddress()
}

func (w *world) quoteDeposit(t *testing.T, ctx context.Context, payer string, sats, toAmount int64, ttl time.Duration) Deposit {
	t.Helper()
	d, err := w.solver.QuoteDeposit(ctx, DepositTerms{QuoteID: payer + time.Now().String(), Payer: payer, Sats: sats,
		ExpiresAt: time.Now().Add(ttl), ToChainID: w.dst.id, ToToken: w.dst.token, ToAddress: receiver.Address, ToAmount: big.NewInt(toAmount)})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// An overpaid deposit is filled at the quote, and its excess goes back to
// the payer in the collection.
func TestDepositFilledOnTheDestinationAndCollected(t *testing.T) {
	w, btc, book, ctx := depositWorld(t)
	d := w.quoteDeposit(t, ctx, payerAddress(t, "filled"), 200_000, 150e6, time.Minute)
	// The order hash is the settlement's.
	h, err := bind.Call(bindings.NewIntentsSettlement().Instance(w.dst.c.Client(), w.dst.settlement), &bind.CallOpts{Context: ctx},
		bindings.NewIntentsSettlement().PackHashOrder(d.Order), bindings.NewIntentsSettlement().UnpackHashOrder)
	if err != nil || h != d.OrderHash {
		t.Fatalf("settlement hashOrder %x (%v), the book's %s", h, err, d.OrderHash.Hex())
	}
	if _, err := btc.Wallet.Pay(ctx, d.Address, 260_000, nil); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the receiver gets the order's output on the destination", func() bool {
		return w.dst.balance(t, ctx, receiver.Address).Cmp(big.NewInt(150e6)) == 0
	})
	eventually(t, "the deposit is collected", func() bool {
		got, _ := book.ByQuote(d.QuoteID)
		return got.State == DepositClosed
	})
	got, _ := book.ByQuote(d.QuoteID)
	if got.FillTx == "" || got.CollectTx == "" || got.Received != 260_000 || got.SeenTxID == "" || len(got.Counted) != 1 || got.Counted[0] != got.SeenTxID || got.ExcessSats <= 50_000 || got.ExcessSats >= 60_000 {
		t.Errorf("closed deposit %+v: want its fill, collection with the excess returned, receipt and transaction", got)
	}
	eventually(t, "the payer holds the excess, the wallet the quoted amount", func() bool {
		back, err := btc.Client.UTXOs(ctx, d.Payer)
		if err != nil || len(back) != 1 || back[0].TxID != got.CollectTx || back[0].Value != got.ExcessSats {
			return false
		}
		kept, err := btc.Client.UTXOs(ctx, btc.Wallet.Address())
		for _, u := range kept {
			if u.TxID == got.CollectTx {
				return err == nil && u.Value == 200_000
			}
		}
		return false
	})
	// A second quote gets the next address.
	d2 := w.quoteDeposit(t, ctx, payerAddress(t, "filled"), 200_000, 150e6, time.Minute)
	if d2.Index != d.Index+1 || d2.Address == d.Address || d2.OrderHash == d.OrderHash {
		t.Errorf("second deposit %d %s, first %d %s", d2.Index, d2.Address, d.Index, d.Address)
	}
}

func TestShortAndLateDepositsRefunded(t *testing.T) {
	w, btc, book, ctx := depositWorld(t)
	short := w.quoteDeposit(t, ctx, payerAddress(t, "short"), 300_000, 200e6, time.Minute)
	late := w.quoteDeposit(t, ctx, payerAddress(t, "late"), 300_000, 200e6, -time.Second)
	for _, d := range []struct {
		Deposit
		sats int64
	}{{short, 100_000}, {late, 300_000}} {
		if _, err := btc.Wallet.Pay(ctx, d.Address, d.sats, nil); err != nil {
			t.Fatal(err)
		}
	}
	for _, d := range []Deposit{short, late} {
		eventually(t, "the deposit is refunded", func() bool {
			got, _ := book.ByQuote(d.QuoteID)
			return got.State == DepositRefunded
		})
	}
	for _, tc := range []struct {
		d      Deposit
		reason string
		paid   int64
	}{{short, RefundShort, 100_000}, {late, RefundLate, 300_000}} {
		got, _ := book.ByQuote(tc.d.QuoteID)
		if got.Reason != tc.reason || got.RefundTx == "" || got.RefundSats <= 0 || got.RefundSats >= tc.paid {
			t.Errorf("refunded deposit %+v: want reason %s and a refund below %d sat", got, tc.reason, tc.paid)
		}
		eventually(t, "the payer holds the refund", func() bool {
			utxos, err := btc.Client.UTXOs(ctx, tc.d.Payer)
			return err == nil && len(utxos) == 1 && utxos[0].Value == got.RefundSats && utxos[0].TxID == got.RefundTx
		})
	}
	if b := w.dst.balance(t, ctx, receiver.Address); b.Sign() != 0 {
		t.Errorf("refunded deposits were filled too: receiver holds %s", b)
	}

	// The book survives a restart as it was.
	path := book.f.Name()
	again, err := OpenDepositBook(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	for _, d := range []Deposit{short, late} {
		want, _ := book.ByQuote(d.QuoteID)
		got, _ := again.ByQuote(d.QuoteID)
		if diff := cmp.Diff(want, got, cmp.Comparer(func(a, b *big.Int) bool { return a.Cmp(b) == 0 })); diff != "" {
			t.Errorf("reloaded deposit differs (-want +got):\n%s", diff)
		}
	}
	if again.next != book.next {
		t.Errorf("reloaded book's next index %d, want %d", again.next, book.next)
	}
}

func TestDepositBookSkipsATornLastLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "deposits.journal")
	b, err := OpenDepositBook(path)
	if err != nil {
		t.Fatal(err)
	}
	d, err := b.add(func(i uint32) (Deposit, error) {
		return Deposit{QuoteID: "q1", Address: "a", State: DepositOpen}, nil
	})
	if err != nil || d.Index != 0 {
		t.Fatalf("add: %+v %v", d, err)
	}
	if _, err := b.f.WriteString(`{"index":1,"quo`); err != nil {
		t.Fatal(err)
	}
	b.Close()
	again, err := OpenDepositBook(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if got, ok := again.ByQuote("q1"); !ok || got.Address != "a" || again.next != 1 {
		t.Errorf("reloaded %+v %v next %d", got, ok, again.next)
	}
}

// A deposit the solver decided to fill before a restart is filled once by
// the solver that takes over the book.
func TestDepositFillResumesAfterRestart(t *testing.T) {
	w, btc, book, ctx := depositWorld(t)
	w.solver.Pause()
	d := w.quoteDeposit(t, ctx, payerAddress(t, "restart"), 150_000, 120e6, time.Minute)
	if _, err := btc.Wallet.Pay(ctx, d.Address, 150_000, nil); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the paused solver decides to fill", func() bool {
		got, _ := book.ByQuote(d.QuoteID)
		return got.State == DepositFilling
	})
	w.cancel()
	<-w.done
	w.done = make(chan error, 1)
	w.done <- nil // for the world's cleanup
	path := book.f.Name()
	book.Close()
	again, err := OpenDepositBook(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	s, err := New(Config{
		Chains: []Chain{{ChainID: w.src.id, Backend: w.src.c.Client(), Settlement: w.src.settlement},
			{ChainID: w.dst.id, Backend: w.dst.c.Client(), Settlement: w.dst.settlement}},
		SolverKey: solverAc.Key, SettlerKey: settler.Key, Poll: 100 * time.Millisecond,
		Bitcoin: &Bitcoin{ChainID: bitcoinChainID, Payer: btc.Wallet, Confirmations: 1, Deposits: &Deposits{Book: again, Wallet: btc.Wallet, Chain: btc.Client}},
	})
	if err != nil {
		t.Fatal(err)
	}
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- s.Run(runCtx) }()
	defer func() { stop(); <-done }()
	eventually(t, "the new solver fills and collects", func() bool {
		got, _ := again.ByQuote(d.QuoteID)
		return got.State == DepositClosed
	})
	time.Sleep(time.Second)
	if b := w.dst.balance(t, ctx, receiver.Address); b.Cmp(big.NewInt(120e6)) != 0 {
		t.Errorf("receiver holds %s, want the order's 120e6 once", b)
	}
}

// A deposit the solver cannot fill before the order's expiry (here: it is
// paused) goes back to the payer.
func TestUnfillableDepositRefunded(t *testing.T) {
	w, btc, book, ctx := depositWorld(t)
	if err := w.solver.SetOrderLifetime(MinOrderLifetime); err != nil { // read by QuoteDeposit only
		t.Fatal(err)
	}
	w.solver.Pause()
	d := w.quoteDeposit(t, ctx, payerAddress(t, "unfillable"), 150_000, 120e6, 3*time.Second)
	if _, err := btc.Wallet.Pay(ctx, d.Address, 150_000, nil); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the deposit is refunded once the order expired", func() bool {
		got, _ := book.ByQuote(d.QuoteID)
		return got.State == DepositRefunded
	})
	if got, _ := book.ByQuote(d.QuoteID); got.Reason != RefundUnfillable || got.RefundTx == "" {
		t.Errorf("refunded deposit %+v, want reason %s", got, RefundUnfillable)
	}
	if b := w.dst.balance(t, ctx, receiver.Address); b.Sign() != 0 {
		t.Errorf("a paused solver filled: receiver holds %s", b)
	}
}
