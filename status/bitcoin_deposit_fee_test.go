package status

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/api"
)

// A BTC → EVM route with an integrator's fee is done once the solver has
// paid the fee beside its fill; the record then shows the fee.
func TestBitcoinDepositIntegratorFee(t *testing.T) {
	const deposit, payer = "bcrt1qdeposit", "bcrt1qpayer"
	txid := strings.Repeat("ab", 32)
	ben := common.HexToAddress("0x00000000000000000000000000000000000000B0")
	q := &Quote{ID: "q", Kind: KindIntents, FromChain: BitcoinChainID, ToChain: "42161", FromAddress: payer, FromToken: "native"}
	now := time.Unix(1_800_000_000, 0)
	fill := Outcome{Seen: true, TxHash: "0xfill", Block: 9, Time: now, Event: OutcomeFilled, ChainID: "42161", Recipient: "0xto", Token: "0xusdc", Amount: "598200000"}
	rec := DepositRecord{Address: deposit, Payer: payer, Sats: 100_000, OrderHash: common.Hash{7}, Expiry: now.Add(time.Hour), Counted: []string{txid}}
	due, paid := rec, rec
	due.FeeDue = true
	paid.FeeBeneficiary, paid.FeeAmount, paid.FeeTx = ben, "1800000", "0xfee"
	tests := []struct {
		name  string
		rec   DepositRecord
		state string
		fee   *api.IntegratorFee
	}{
		{"filled, fee not paid yet", due, StateOngoing, nil},
		{"filled and fee paid", paid, StateSuccess, &api.IntegratorFee{ChainID: "42161", Token: "0xusdc", Beneficiary: ben.Hex(), Amount: "1800000"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &fakeDeposits{rec: tt.rec, txs: map[string]DepositTx{txid: {TxID: txid, Outputs: []DepositOutput{{deposit, 100_000}}, Confirmations: 1, Block: 5, Time: now}}}
			w := &bitcoinDepositObserver{deposits: f, evm: &evmObserver{dest: fill}}
			o, err := w.observe(context.Background(), q, common.HexToHash(txid), now)
			if err != nil {
				t.Fatal(err)
			}
			r := Derive(q, &o, Env{TxURL: func(chain, tx string) string { return tx }}, "", "")
			if r.RouteTransactionStatus != tt.state {
				t.Errorf("record %s, want %s", r.RouteTransactionStatus, tt.state)
			}
			if diff := cmp.Diff(tt.fee, r.IntegratorFee); diff != "" {
				t.Errorf("integratorFee (-want +got):\n%s", diff)
			}
		})
	}
}
