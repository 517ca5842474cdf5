package status

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
)

// fakeDeposits is one quote's deposit record and the transactions the
// Bitcoin chain knows.
type fakeDeposits struct {
	rec DepositRecord
	txs map[string]DepositTx
}

func (f *fakeDeposits) DepositTx(_ context.Context, txid string) (DepositTx, bool, error) {
	tx, ok := f.txs[txid]
	return tx, ok, nil
}

func (f *fakeDeposits) QuoteDeposit(context.Context, string) (DepositRecord, bool, error) {
	return f.rec, f.rec.Address != "", nil
}

func TestBitcoinDepositStates(t *testing.T) {
	const deposit, payer = "bcrt1qdeposit", "bcrt1qpayer"
	txid := strings.Repeat("ab", 32)
	q := &Quote{ID: "q", Kind: KindIntents, FromChain: BitcoinChainID, ToChain: "42161", FromAddress: payer, FromToken: "native",
		ToAddress: "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc"}
	now := time.Unix(1_800_000_000, 0)
	rec := DepositRecord{Address: deposit, Payer: payer, Sats: 100_000, OrderHash: common.Hash{7}, Expiry: now.Add(time.Hour)}
	env := Env{TxURL: func(chain, tx string) string { return "http://esplora/tx/" + tx }}
	tests := []struct {
		name      string
		rec       DepositRecord
		tx        *DepositTx
		state     string
		sendState string
	}{
		{"no deposit address", DepositRecord{}, &DepositTx{TxID: txid, Outputs: []DepositOutput{{deposit, 100_000}}}, StateNotFound, "not_found"},
		{"unknown transaction", rec, nil, StateNotFound, "not_found"},
		{"pays another address", rec, &DepositTx{TxID: txid, Outputs: []DepositOutput{{"bcrt1qother", 100_000}}}, StateNotFound, "not_found"},
		{"in the mempool", rec, &DepositTx{TxID: txid, Outputs: []DepositOutput{{deposit, 100_000}}}, StateOngoing, "pending"},
		{"paid after the deposit was decided", DepositRecord{Address: deposit, Payer: payer, Sats: 100_000, Counted: []string{"another"}},
			&DepositTx{TxID: txid, Outputs: []DepositOutput{{deposit, 100_000}}, Confirmations: 1, Block: 5}, StateNotFound, "not_found"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &fakeDeposits{rec: tt.rec, txs: map[string]DepositTx{}}
			if tt.tx != nil {
				f.txs[txid] = *tt.tx
			}
			w := &bitcoinDepositObserver{deposits: f, evm: &evmObserver{}}
			o, err := w.observe(context.Background(), q, common.HexToHash(txid), now)
			if err != nil {
				t.Fatal(err)
			}
			r := Derive(q, &o, env, "", "")
			if r.RouteTransactionStatus != tt.state || r.RouteStatus[0].Status != tt.sendState || r.ID != txid {
				t.Errorf("record %s, send step %+v, id %s: want %s, %s", r.RouteTransactionStatus, r.RouteStatus[0], r.ID, tt.state, tt.sendState)
			}
		})
	}
}

func TestDeriveBitcoinDepositOutcomes(t *testing.T) {
	txid := strings.Repeat("cd", 32)
	q := &Quote{ID: "q", Kind: KindIntents, FromChain: BitcoinChainID, ToChain: "42161", FromAddress: "bcrt1qpayer", FromToken: "native"}
	at := time.Unix(1_800_000_000, 0)
	src := Source{State: TxSucceeded, TxHash: txid, Block: 120, Time: at, Kind: KindIntents}
	env := Env{TxURL: func(chain, tx string) string { return chain + "/tx/" + tx }}
	filled := Observation{Source: src, Now: at.Add(time.Minute), Order: &Order{Hash: "0x07"},
		Dest: Outcome{Seen: true, TxHash: "0xfill", Block: 9, Time: at.Add(20 * time.Second), Event: OutcomeFilled, ChainID: "42161",
			Recipient: "0xto", Token: "0xusdc", Amount: "590000000"}}
	r := Derive(q, &filled, env, "", "")
	if diff := cmp.Diff([]string{StateSuccess, "filled", "success", "success", "42161/tx/0xfill", "bitcoin/tx/" + txid},
		[]string{r.RouteTransactionStatus, r.Status, r.RouteStatus[0].Status, r.RouteStatus[1].Status, r.ToChain.TransactionURL, r.FromChain.TransactionURL}); diff != "" {
		t.Errorf("filled (-want +got):\n%s", diff)
	}
	if r.FundsAt == nil || r.FundsAt.ChainID != "42161" || r.FundsAt.Amount != "590000000" {
		t.Errorf("filled: fundsAt %+v", r.FundsAt)
	}
	refunded := Observation{Source: src, Now: at.Add(time.Minute), Order: &Order{Hash: "0x07", Expired: true,
		Refund: &Outcome{Seen: true, TxHash: "ef", ChainID: BitcoinChainID, Recipient: "bcrt1qpayer", Token: "native", Amount: "49000", Reason: "short", Time: at.Add(30 * time.Second)}}}
	r = Derive(q, &refunded, env, "", "")
	if r.RouteTransactionStatus != StateRefund || r.FundsAt == nil || r.FundsAt.ChainID != BitcoinChainID || r.FundsAt.Address != "bcrt1qpayer" ||
		r.FundsAt.Amount != "49000" || !strings.Contains(r.Error.Message, "less than the quoted amount") || !r.Terminal {
		t.Errorf("refunded: %s fundsAt %+v error %+v", r.RouteTransactionStatus, r.FundsAt, r.Error)
	}
	if last := r.RouteStatus[len(r.RouteStatus)-1]; last.Action != "refund" || last.TxHash != "ef" || last.ChainID != BitcoinChainID {
		t.Errorf("refunded: last step %+v", last)
	}
}

// A payment to the deposit address after the deposit was decided is not
// the deposit: not found until the solver takes it up, ongoing while it
// returns it, then refund with the funds back at the payer.
func TestBitcoinPaymentAfterTheDecisionReturned(t *testing.T) {
	const deposit, payer = "bcrt1qdeposit", "bcrt1qpayer"
	txid := strings.Repeat("ef", 32)
	q := &Quote{ID: "q", Kind: KindIntents, FromChain: BitcoinChainID, ToChain: "42161", FromAddress: payer, FromToken: "native"}
	now := time.Unix(1_800_000_000, 0)
	decided := DepositRecord{Address: deposit, Payer: payer, Sats: 100_000, OrderHash: common.Hash{7}, Expiry: now.Add(time.Hour),
		Counted: []string{"first"}, RefundTx: "refund1", RefundSats: 99_000, Reason: "short"}
	paid := DepositTx{TxID: txid, Outputs: []DepositOutput{{deposit, 70_000}, {payer, 500_000}}, Confirmations: 2, Block: 9, Time: now}
	taken := decided
	taken.Extra = []DepositReturn{{TxIDs: []string{txid}}}
	returned := decided
	returned.Extra = []DepositReturn{{TxIDs: []string{txid}, RefundTx: "return2", RefundSats: 69_800}}
	tests := []struct {
		name       string
		rec        DepositRecord
		state      string
		fundsAt    *FundsAt
		lastAction string
		message    string
	}{
		{"not taken up yet", decided, StateNotFound, nil, "send", ""},
		{"being returned", taken, StateOngoing, nil, "call", "already filled or refunded; it is being returned"},
		{"returned", returned, StateRefund, &FundsAt{ChainID: BitcoinChainID, Token: "native", Address: payer, Amount: "69800"}, "refund",
			"after the quote's deposit was already filled or refunded"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &fakeDeposits{rec: tt.rec, txs: map[string]DepositTx{txid: paid}}
			w := &bitcoinDepositObserver{deposits: f, evm: &evmObserver{}}
			o, err := w.observe(context.Background(), q, common.HexToHash(txid), now)
			if err != nil {
				t.Fatal(err)
			}
			r := Derive(q, &o, Env{TxURL: func(chain, tx string) string { return tx }}, "", "")
			last := r.RouteStatus[len(r.RouteStatus)-1]
			if r.RouteTransactionStatus != tt.state || last.Action != tt.lastAction || !strings.Contains(r.Error.Message, tt.message) {
				t.Errorf("record %s, last step %+v, error %q: want %s, %s, %q", r.RouteTransactionStatus, last, r.Error.Message, tt.state, tt.lastAction, tt.message)
			}
			if diff := cmp.Diff(tt.fundsAt, r.FundsAt); diff != "" {
				t.Errorf("fundsAt (-want +got):\n%s", diff)
			}
			if tt.state == StateRefund && last.TxHash != "return2" {
				t.Errorf("refund step %+v, want the return's transaction", last)
			}
		})
	}
}
