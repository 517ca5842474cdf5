package status

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// fakePayments answers FindPayment for one order.
type fakePayments struct {
	program [20]byte
	data    []byte
	txid    string
	confs   int64
}

func (f *fakePayments) FindPayment(_ context.Context, program [20]byte, data []byte) (string, int64, error) {
	f.program, f.data = program, data
	return f.txid, f.confs, nil
}

func TestObserveBitcoinPayment(t *testing.T) {
	recipient := common.HexToAddress("0x2d73bbc9a1fd33646d6a993122423734d5b4281a")
	order := &bindings.IntentsSettlementOrderCreated{OrderHash: [32]byte{1, 2, 3},
		Order: bindings.IntentsSettlementOrder{ToAddress: recipient, ToAmount: big.NewInt(997999)}}
	q := &Quote{FromChain: "1", ToChain: BitcoinChainID, ToAddress: "bcrt1q94emhjdpl5ekgmt2nycjys3hxn2mg2q6qn26pz", ToToken: "native"}
	now := time.Unix(1_800_000_000, 0)
	tests := []struct {
		name  string
		txid  string
		confs int64
		seen  bool
	}{
		{"not paid", "", 0, false},
		{"in the mempool", "ab", 0, false},
		{"confirmed", "ab", 1, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fake := &fakePayments{txid: tt.txid, confs: tt.confs}
			w := &evmObserver{bitcoin: fake, order: order}
			if err := w.observeBitcoinPayment(context.Background(), q, now); err != nil {
				t.Fatal(err)
			}
			if fake.program != [20]byte(recipient) || !cmp.Equal(fake.data, order.OrderHash[:]) {
				t.Errorf("looked for program %x data %x", fake.program, fake.data)
			}
			if w.dest.Seen != tt.seen {
				t.Fatalf("seen %v, want %v", w.dest.Seen, tt.seen)
			}
			if !tt.seen {
				return
			}
			want := Outcome{Seen: true, TxHash: "ab", Event: OutcomeFilled, ChainID: BitcoinChainID, Time: now,
				Recipient: q.ToAddress, Token: "native", Amount: "997999"}
			got := w.dest
			got.Events = nil
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("outcome (-want +got):\n%s", d)
			}
		})
	}
	// Without a reader the order is left to its refund.
	w := &evmObserver{order: order}
	if err := w.observeBitcoinPayment(context.Background(), q, now); err != nil || w.dest.Seen {
		t.Errorf("without a reader: %v, seen %v", err, w.dest.Seen)
	}
}
