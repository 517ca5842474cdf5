package relayer_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet/relayer"
	"github.com/switchyard-dev/switchyard/devnet/relayer/relayertest"
)

// A call to a chain handed off to another service (the hub's bridge) is
// confirmed and left for it; a message that service hands back (from a
// Cosmos chain) is approved and executed as an EVM source's, its
// execution already paid.
func TestHandOffAndExternalMessages(t *testing.T) {
	w := relayertest.New(t, relayertest.Options{})
	db := tempStore(t)
	start(t, relayer.Config{Chains: w.RelayerChains(), Store: db, Confirmations: 1, HandOff: []string{"Osmosis"}})
	alice, bob := w.Users[0], w.Users[1]
	ctx := context.Background()

	amount := usdc(5)
	w.A.MustSend(t, alice, w.A.Bridged, nil, relayertest.ERC20.PackApprove(w.A.Router, amount))
	r := w.A.MustSend(t, alice, w.A.Router, nil, relayertest.Router.PackBridgeCall(w.A.Bridged, amount, []bindings.RouteRouterCall{},
		relayertest.BridgedSymbol, "osmosis", "osmo1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn3lp2xq", w.B.DeliverPayload(bob.Address, amount),
		alice.Address, new(big.Int)))
	var id string
	for _, l := range r.Logs {
		if l.Address == w.A.Gateway && l.Topics[0] == relayertest.Gateway.GetABI().Events["ContractCallWithToken"].ID {
			id = relayer.MessageID(r.TxHash, l.Index)
		}
	}
	waitStatus(t, db, id, relayer.StatusConfirmed)
	time.Sleep(2 * time.Second) // a few polls
	if m := message(t, db, id); m.Status != relayer.StatusConfirmed || m.Error != nil {
		t.Errorf("handed-off message: status %s, error %+v; want it left confirmed", m.Status, m.Error)
	}

	before := w.B.Balance(t, w.B.Bridged, bob.Address)
	payload := w.B.DeliverPayload(bob.Address, amount)
	src := common.HexToHash("0xC4928EF85E4AF314FAB385515684967677F4209368EFB559AF6ECFC9630DB124")
	ext := &relayer.Message{ID: relayer.MessageID(src, 4), CommandID: crypto.Keccak256Hash([]byte("hub packet 1")),
		Event: relayer.EventContractCallWithToken, SourceChain: "osmosis", DestinationChainID: 42161, DestinationChain: "arbitrum",
		DestinationContractAddress: w.B.Router.Hex(), SourceAddress: "osmo1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn3lp2xq",
		PayloadHash: crypto.Keccak256Hash(payload), Payload: payload, Symbol: relayertest.BridgedSymbol, Amount: amount,
		Status: relayer.StatusConfirmed, GasStatus: relayer.GasPaidEnough, Call: relayer.Step{Chain: "osmosis", TxHash: src, LogIndex: 4},
		Confirmed: &relayer.Step{Chain: "Axelarnet", BlockNumber: 12}, SeenAt: time.Now(), UpdatedAt: time.Now()}
	if err := db.AddRelayerMessage(ctx, ext); err != nil {
		t.Fatal(err)
	}
	m := waitStatus(t, db, ext.ID, relayer.StatusExecuted)
	if got := new(big.Int).Sub(w.B.Balance(t, w.B.Bridged, bob.Address), before); got.Cmp(amount) != 0 {
		t.Errorf("bob received %s, want %s", got, amount)
	}
	if !m.External() || m.From() != ext.SourceAddress || m.Sender != (common.Address{}) || m.Confirmed == nil || m.Confirmed.Chain != "Axelarnet" ||
		m.Executed == nil || m.Executed.Outcome != "RouteExecuted" || m.GasStatus != relayer.GasPaidEnough {
		t.Errorf("external message: %+v, executed %+v", m, m.Executed)
	}
}
