package state

import (
	"context"
	"errors"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

// bigEqual compares amounts by value.
var bigEqual = cmp.Comparer(func(a, b *big.Int) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Cmp(b) == 0
})

func relayerMessage(tx common.Hash, index uint) *relayer.Message {
	step := relayer.Step{ChainID: 1, Chain: "Ethereum", TxHash: tx, BlockNumber: 10, BlockTime: 1_800_000_000, LogIndex: index,
		From: common.HexToAddress("0xa11ce")}
	paid := step
	paid.LogIndex = index - 1
	id := relayer.MessageID(tx, index)
	at := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	return &relayer.Message{
		ID: id, CommandID: relayer.CommandID(1, tx, index), Event: relayer.EventContractCallWithToken,
		SourceChainID: 1, SourceChain: "Ethereum", DestinationChainID: 42161, DestinationChain: "arbitrum",
		DestinationContractAddress: "0x000000000000000000000000000000000000b0b0", Sender: common.HexToAddress("0xb0b0"),
		PayloadHash: crypto.Keccak256Hash([]byte{1}), Payload: []byte{1}, Symbol: "axlUSDC", Amount: big.NewInt(5_000_000),
		Status: relayer.StatusCalled, GasStatus: relayer.GasPaid, Call: step,
		GasPaid: &relayer.GasPayment{Step: paid, Event: "NativeGasPaidForContractCallWithToken", MessageID: id,
			Amount: big.NewInt(1e15), RefundAddress: common.HexToAddress("0xa11ce")},
		SeenAt: at, UpdatedAt: at,
	}
}

func TestRelayerStoreRoundTrip(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	db := open(t, path)

	if _, found, err := db.RelayerCursor(ctx, 1); err != nil || found {
		t.Fatalf("cursor of a new chain: found %v, %v", found, err)
	}
	tx := crypto.Keccak256Hash([]byte("tx"))
	m1, m2 := relayerMessage(tx, 3), relayerMessage(tx, 7)
	m2.Event, m2.Symbol, m2.Amount, m2.GasPaid, m2.GasStatus = relayer.EventContractCall, "", nil, nil, relayer.GasUnpaid
	added := relayer.GasPayment{Step: relayer.Step{ChainID: 1, Chain: "Ethereum", TxHash: crypto.Keccak256Hash([]byte("add")),
		BlockNumber: 12, BlockTime: 1_800_000_010, LogIndex: 0}, Event: "NativeGasAdded", MessageID: m1.ID, Amount: big.NewInt(7)}
	orphan := relayer.GasPayment{Step: relayer.Step{ChainID: 1, TxHash: crypto.Keccak256Hash([]byte("orphan"))},
		Event: "NativeGasPaidForContractCall", Amount: big.NewInt(1)}
	if err := db.SaveRelayerScan(ctx, 1, 11, []*relayer.Message{m1, m2}, []relayer.GasPayment{added, orphan}); err != nil {
		t.Fatal(err)
	}
	// Saving a range again changes nothing; the cursor never moves back.
	changed := relayerMessage(tx, 3)
	changed.Status = relayer.StatusExecuted
	if err := db.SaveRelayerScan(ctx, 1, 5, []*relayer.Message{changed}, []relayer.GasPayment{added}); err != nil {
		t.Fatal(err)
	}
	if next, found, err := db.RelayerCursor(ctx, 1); err != nil || !found || next != 11 {
		t.Fatalf("cursor %d %v %v, want 11", next, found, err)
	}

	m1.GasAdded = []relayer.GasPayment{added}
	got, err := db.RelayerMessage(ctx, m1.ID)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(m1, got, bigEqual); diff != "" {
		t.Errorf("message (-want +got):\n%s", diff)
	}
	byTx, err := db.RelayerMessagesByTx(ctx, tx)
	if err != nil || len(byTx) != 2 || byTx[0].ID != m1.ID || byTx[1].ID != m2.ID {
		t.Fatalf("by tx: %v %v", byTx, err)
	}
	if diff := cmp.Diff(m2, byTx[1], bigEqual); diff != "" {
		t.Errorf("ContractCall message (-want +got):\n%s", diff)
	}

	// Progress, with a write-ahead transaction, then the end.
	m1.Status, m1.GasStatus = relayer.StatusExecuting, relayer.GasPaidEnough
	m1.Confirmed = &relayer.Step{ChainID: 1, Chain: "Ethereum", BlockNumber: 11, BlockTime: 1_800_000_005}
	m1.Approved = &relayer.Step{ChainID: 42161, Chain: "arbitrum", TxHash: crypto.Keccak256Hash([]byte("a")), BlockNumber: 3, BlockTime: 1_800_000_006, LogIndex: 0, From: common.HexToAddress("0xbeef")}
	m1.RequiredFee, m1.ExecuteGas, m1.DestSearchFrom = big.NewInt(123), 456_000, 2
	m1.Pending = &relayer.PendingTx{Step: relayer.TxExecute, ChainID: 42161, Hash: crypto.Keccak256Hash([]byte("p")), Nonce: 9, Raw: []byte{0xf8, 1}}
	m1.UpdatedAt = m1.UpdatedAt.Add(time.Minute)
	if err := db.UpdateRelayerMessage(ctx, m1); err != nil {
		t.Fatal(err)
	}
	reopened := open(t, path) // another connection, as after a restart
	open1, err := reopened.OpenRelayerMessages(ctx)
	if err != nil || len(open1) != 2 {
		t.Fatalf("open: %d %v", len(open1), err)
	}
	if diff := cmp.Diff(m1, open1[0], bigEqual); diff != "" {
		t.Errorf("after update (-want +got):\n%s", diff)
	}
	m1.Status, m1.Pending = relayer.StatusExecuted, nil
	m1.Executed = &relayer.Execution{Step: relayer.Step{ChainID: 42161, Chain: "arbitrum", TxHash: crypto.Keccak256Hash([]byte("p")), BlockNumber: 4},
		GasUsed: 300_000, Outcome: "DestinationCallsFailed", Recipient: common.HexToAddress("0xb0b"), Token: common.HexToAddress("0x70c"),
		Amount: big.NewInt(5_000_000), Reason: []byte{1, 2, 3, 4}}
	m2.Status, m2.Error = relayer.StatusError, &relayer.Failure{ChainID: 42161, Chain: "arbitrum", Message: "execution reverted"}
	for _, m := range []*relayer.Message{m1, m2} {
		if err := db.UpdateRelayerMessage(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	if open2, err := db.OpenRelayerMessages(ctx); err != nil || len(open2) != 0 {
		t.Fatalf("open after the end: %d %v", len(open2), err)
	}
	for _, m := range []*relayer.Message{m1, m2} {
		got, err := db.RelayerMessage(ctx, m.ID)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(m, got, bigEqual); diff != "" {
			t.Errorf("final (-want +got):\n%s", diff)
		}
	}

	if _, err := db.RelayerMessage(ctx, relayer.MessageID(tx, 99)); !errors.Is(err, relayer.ErrNotFound) {
		t.Errorf("unknown message: %v", err)
	}
	if _, err := db.RelayerMessage(ctx, "nonsense"); !errors.Is(err, relayer.ErrNotFound) {
		t.Errorf("malformed id: %v", err)
	}
	if err := db.UpdateRelayerMessage(ctx, relayerMessage(tx, 99)); !errors.Is(err, relayer.ErrNotFound) {
		t.Errorf("update of an unknown message: %v", err)
	}
}
