package solver

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// A deposit with an integrator's fee: the receiver gets exactly the
// order's output and the beneficiary exactly the fee, beside the fill.
func TestDepositFeePaidBesideTheFill(t *testing.T) {
	w, btc, book, ctx := depositWorld(t)
	ben := common.HexToAddress("0x00000000000000000000000000000000000FEE01")
	d, err := w.solver.QuoteDeposit(ctx, DepositTerms{QuoteID: "fee", Payer: payerAddress(t, "fee"), Sats: 200_000,
		ExpiresAt: time.Now().Add(time.Minute), ToChainID: w.dst.id, ToToken: w.dst.token, ToAddress: receiver.Address,
		ToAmount: big.NewInt(150e6), Fee: &DepositFee{Beneficiary: ben, Amount: big.NewInt(451_354)}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := btc.Wallet.Pay(ctx, d.Address, 200_000, nil); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the deposit is filled, its fee paid and the deposit collected", func() bool {
		got, _ := book.ByQuote(d.QuoteID)
		return got.State == DepositClosed
	})
	got, _ := book.ByQuote(d.QuoteID)
	if got.Fee == nil || !got.Fee.Paid || got.Fee.TxHash == "" || got.Fee.TxHash == got.FillTx {
		t.Errorf("closed deposit's fee %+v: want its own paid transfer", got.Fee)
	}
	if r, b := w.dst.balance(t, ctx, receiver.Address), w.dst.balance(t, ctx, ben); r.Cmp(big.NewInt(150e6)) != 0 || b.Cmp(big.NewInt(451_354)) != 0 {
		t.Errorf("receiver holds %s, beneficiary %s: want 150e6 and 451354", r, b)
	}
}

// The fee's transfer is journaled before it is sent: after a restart the
// same signed transaction is sent (or found mined), so the fee is paid
// once; one whose nonce went to another transaction is signed anew.
func TestDepositFeeJournaledOnce(t *testing.T) {
	w, _, book, ctx := depositWorld(t)
	dst := w.solver.chains[w.dst.id]
	dc := w.solver.deposits()
	deposit := func(ben common.Address) *Deposit {
		d := w.quoteDeposit(t, ctx, payerAddress(t, "journal "+ben.Hex()), 100_000, 1e6, time.Minute)
		d.State = DepositClosed // never paid: only its fee is at stake here
		d.Fee = &DepositFee{Beneficiary: ben, Amount: big.NewInt(1_000)}
		return &d
	}
	journal := func(d *Deposit) {
		dst.mu.Lock()
		defer dst.mu.Unlock()
		tx, err := w.solver.signFee(ctx, dst, d.Order.ToToken, d.Fee)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := tx.MarshalBinary()
		d.Fee.RawTx, d.Fee.TxHash = hexutil.Encode(raw), tx.Hash().Hex()
		if err := book.save(*d); err != nil {
			t.Fatal(err)
		}
	}
	pay := func(d *Deposit) {
		if err := w.solver.payDepositFee(ctx, dc, d); err != nil {
			t.Fatal(err)
		}
	}
	// signed and journaled, never sent: the restart sends it
	a := deposit(common.HexToAddress("0x00000000000000000000000000000000000FEE0A"))
	journal(a)
	signed := a.Fee.TxHash
	pay(a)
	// sent and mined, but the restart came before it was marked paid
	again := *a
	again.Fee = &DepositFee{Beneficiary: a.Fee.Beneficiary, Amount: a.Fee.Amount, RawTx: a.Fee.RawTx, TxHash: a.Fee.TxHash}
	pay(&again)
	if b := w.dst.balance(t, ctx, a.Fee.Beneficiary); b.Cmp(big.NewInt(1_000)) != 0 || !a.Fee.Paid || !again.Fee.Paid || a.Fee.TxHash != signed {
		t.Errorf("beneficiary holds %s (want 1000, paid once by the journaled transaction %s): %+v", b, signed, a.Fee)
	}
	// journaled, but its nonce went to another transaction before it was
	// sent: it can never be mined, so a new one is signed
	b := deposit(common.HexToAddress("0x00000000000000000000000000000000000FEE0B"))
	journal(b)
	c := deposit(common.HexToAddress("0x00000000000000000000000000000000000FEE0C"))
	pay(c)
	pay(b)
	if !b.Fee.Paid {
		pay(b)
	}
	for _, d := range []*Deposit{b, c} {
		if got := w.dst.balance(t, ctx, d.Fee.Beneficiary); got.Cmp(big.NewInt(1_000)) != 0 || !d.Fee.Paid {
			t.Errorf("beneficiary %s holds %s (want 1000): %+v", d.Fee.Beneficiary.Hex(), got, d.Fee)
		}
	}
}
