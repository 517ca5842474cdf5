package relayer_test

import (
	"context"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/devnet/relayer"
	"github.com/switchyard-dev/switchyard/devnet/relayer/relayertest"
)

// Scenario (a): a GMP message is confirmed, approved and executed, and the
// bridged token reaches the recipient on the destination.
func TestRelayMessage(t *testing.T) {
	w := relayertest.New(t, relayertest.Options{})
	db := tempStore(t)
	var tr transitions
	start(t, relayer.Config{Chains: w.RelayerChains(), Store: db, Confirmations: 2, Observe: tr.observe})

	alice, bob := w.Users[0], w.Users[1]
	before := w.B.Balance(t, w.B.Bridged, bob.Address)
	amount := usdc(250)
	r, id := w.Bridge(t, alice, w.A, w.B, amount, gwei(10_000_000), w.B.DeliverPayload(bob.Address, amount))

	// Two confirmations: the call waits for one more source block.
	waitStatus(t, db, id, relayer.StatusConfirming)
	w.A.MustSend(t, w.Users[2], w.Users[3].Address, big.NewInt(1), nil)
	m := waitStatus(t, db, id, relayer.StatusExecuted)

	if got := w.B.Balance(t, w.B.Bridged, bob.Address); new(big.Int).Sub(got, before).Cmp(amount) != 0 {
		t.Errorf("bob received %s, want %s", new(big.Int).Sub(got, before), amount)
	}
	if n := w.B.Executed(t)[m.CommandID]; n != 1 {
		t.Errorf("%d Executed events for the command, want 1", n)
	}
	want := []relayer.Status{"called", "confirming", "confirmed", "approving", "approved", "executing", "executed"}
	relayertest.Eventually(t, "the last transition is observed", func() bool { return len(tr.of(id)) >= len(want) })
	if diff := cmp.Diff(want, tr.of(id)); diff != "" {
		t.Errorf("lifecycle (-want +got):\n%s", diff)
	}
	if m.CommandID != relayer.CommandID(1, r.TxHash, m.Call.LogIndex) || m.ID != relayer.MessageID(r.TxHash, m.Call.LogIndex) {
		t.Errorf("ids: %s %s", m.ID, m.CommandID)
	}
	if m.Event != relayer.EventContractCallWithToken || m.SourceChain != "Ethereum" || m.DestinationChainID != 42161 ||
		m.Symbol != relayertest.BridgedSymbol || m.Amount.Cmp(amount) != 0 || m.Sender != w.A.Router ||
		m.Call.From != alice.Address || m.Call.BlockNumber != r.BlockNumber.Uint64() || m.Call.BlockTime == 0 {
		t.Errorf("call: %+v", m)
	}
	if m.GasStatus != relayer.GasPaidEnough || m.GasPaid == nil || m.GasPaid.Amount.Cmp(gwei(10_000_000)) != 0 ||
		m.RequiredFee == nil || m.RequiredFee.Sign() <= 0 || m.RequiredFee.Cmp(m.GasTotal()) > 0 {
		t.Errorf("gas: status %s paid %+v required %s", m.GasStatus, m.GasPaid, m.RequiredFee)
	}
	if m.Confirmed == nil || m.Confirmed.BlockNumber <= m.Call.BlockNumber {
		t.Errorf("confirmed: %+v", m.Confirmed)
	}
	for name, s := range map[string]*relayer.Step{"approved": m.Approved, "executed": &m.Executed.Step} {
		if s == nil || s.ChainID != 42161 || s.TxHash == (common.Hash{}) || s.BlockNumber == 0 || s.BlockTime == 0 || s.From != w.Relayer.Address {
			t.Errorf("%s step: %+v", name, s)
		}
	}
	if m.Executed.Outcome != "RouteExecuted" || m.Executed.Recipient != bob.Address || m.Executed.Amount.Cmp(amount) != 0 {
		t.Errorf("execution: %+v", m.Executed)
	}
	if m.Pending != nil || m.Error != nil {
		t.Errorf("pending %+v, error %+v", m.Pending, m.Error)
	}
}

// Scenario (b): messages held as insufficient_fee (no gas, too little gas,
// a destination gas spike) execute once addNativeGas covers them or the
// gas price falls.
func TestHeldForGasUntilToppedUpOrCheaper(t *testing.T) {
	w := relayertest.New(t, relayertest.Options{})
	db := tempStore(t)
	start(t, relayer.Config{Chains: w.RelayerChains(), Store: db})
	user, to := w.Users[0], w.Users[1].Address
	amount := usdc(10)

	if _, err := w.B.Chain.SpikeGas(gwei(10_000)); err != nil {
		t.Fatal(err)
	}
	_, unpaid := w.Bridge(t, user, w.A, w.B, amount, new(big.Int), w.B.DeliverPayload(to, amount))
	_, tooLittle := w.Bridge(t, user, w.A, w.B, amount, big.NewInt(1), w.B.DeliverPayload(to, amount))
	_, spiked := w.Bridge(t, user, w.A, w.B, amount, gwei(10_000_000), w.B.DeliverPayload(to, amount))
	for id, want := range map[string]relayer.GasStatus{unpaid: relayer.GasUnpaid, tooLittle: relayer.GasPaidNotEnough, spiked: relayer.GasPaidNotEnough} {
		m := waitStatus(t, db, id, relayer.StatusInsufficientFee)
		if m.GasStatus != want || m.Approved == nil || m.Executed != nil {
			t.Errorf("held %s: gas %s, approved %v, executed %v; want %s, approved, not executed", id, m.GasStatus, m.Approved, m.Executed, want)
		}
		if m.RequiredFee == nil || m.RequiredFee.Cmp(m.GasTotal()) <= 0 {
			t.Errorf("held %s: required %s, paid %s", id, m.RequiredFee, m.GasTotal())
		}
	}

	// A top-up covering the spiked price executes at once, during the spike.
	held := message(t, db, tooLittle)
	w.A.AddGas(t, user, tooLittle, new(big.Int).Mul(held.RequiredFee, big.NewInt(2)))
	m := waitStatus(t, db, tooLittle, relayer.StatusExecuted)
	if m.GasStatus != relayer.GasPaidEnough || len(m.GasAdded) != 1 || m.GasTotal().Cmp(m.RequiredFee) < 0 {
		t.Errorf("topped up: gas %s, added %+v, required %s", m.GasStatus, m.GasAdded, m.RequiredFee)
	}

	// The spike ends: the paid gas covers the calm price.
	if got := message(t, db, spiked).Status; got != relayer.StatusInsufficientFee {
		t.Fatalf("spiked message is %s before the spike ends", got)
	}
	w.B.Chain.ResetGas()
	waitStatus(t, db, spiked, relayer.StatusExecuted)

	// Nothing paid: held until a top-up.
	if m := message(t, db, unpaid); m.Status != relayer.StatusInsufficientFee || m.GasStatus != relayer.GasUnpaid {
		t.Fatalf("unpaid message: %s %s", m.Status, m.GasStatus)
	}
	w.A.AddGas(t, user, unpaid, gwei(10_000_000))
	m = waitStatus(t, db, unpaid, relayer.StatusExecuted)
	if m.GasPaid != nil || len(m.GasAdded) != 1 || m.GasStatus != relayer.GasPaidEnough {
		t.Errorf("unpaid then topped up: %+v %+v %s", m.GasPaid, m.GasAdded, m.GasStatus)
	}

	executed := w.B.Executed(t)
	for _, id := range []string{unpaid, tooLittle, spiked} {
		if n := executed[message(t, db, id).CommandID]; n != 1 {
			t.Errorf("message %s executed %d times", id, n)
		}
	}
}

// Scenario (c): the destination calls revert; the message still executes
// and the bridged token goes to the recipient.
func TestDestinationCallsFailDeliverBridgedToken(t *testing.T) {
	w := relayertest.New(t, relayertest.Options{})
	db := tempStore(t)
	start(t, relayer.Config{Chains: w.RelayerChains(), Store: db})
	user, recipient := w.Users[0], w.Users[3].Address
	amount := usdc(42)
	before := w.A.Balance(t, w.A.Bridged, recipient)

	_, id := w.Bridge(t, user, w.B, w.A, amount, gwei(10_000_000), w.A.FailingPayload(recipient))
	m := waitStatus(t, db, id, relayer.StatusExecuted)
	if m.Executed.Outcome != "DestinationCallsFailed" || m.Executed.Recipient != recipient || m.Executed.Token != w.A.Bridged ||
		m.Executed.Amount.Cmp(amount) != 0 || len(m.Executed.Reason) < 4 {
		t.Errorf("execution: %+v", m.Executed)
	}
	if got := new(big.Int).Sub(w.A.Balance(t, w.A.Bridged, recipient), before); got.Cmp(amount) != 0 {
		t.Errorf("recipient received %s of the bridged token, want %s", got, amount)
	}
	if m.SourceChainID != 42161 || m.DestinationChainID != 1 || w.A.Executed(t)[m.CommandID] != 1 {
		t.Errorf("chains %d → %d, executed %d", m.SourceChainID, m.DestinationChainID, w.A.Executed(t)[m.CommandID])
	}
}

// A destination that cannot execute the message ends in error, with the
// destination chain, the reason and the reverted transaction.
func TestExecutionRevertIsAnError(t *testing.T) {
	w := relayertest.New(t, relayertest.Options{})
	db := tempStore(t)
	start(t, relayer.Config{Chains: w.RelayerChains(), Store: db})
	user := w.Users[0]
	ctx := context.Background()

	// callContractWithToken straight to the gateway, naming the bridged
	// token contract (no executeWithToken) as the destination.
	amount := usdc(5)
	w.A.MustSend(t, user, w.A.Bridged, nil, relayertest.ERC20.PackApprove(w.A.Gateway, amount))
	r := w.A.MustSend(t, user, w.A.Gateway, nil, relayertest.Gateway.PackCallContractWithToken("ARBITRUM", w.B.Bridged.Hex(),
		[]byte("hello"), relayertest.BridgedSymbol, amount))
	w.A.AddGas(t, user, relayer.MessageID(r.TxHash, r.Logs[len(r.Logs)-1].Index), ether(1))
	// callContract (no token) to the router, which has no execute.
	r2 := w.A.MustSend(t, user, w.A.Gateway, nil, relayertest.Gateway.PackCallContract("arbitrum", w.B.Router.Hex(), []byte{1, 2, 3}))
	w.A.AddGas(t, user, relayer.MessageID(r2.TxHash, r2.Logs[0].Index), ether(1))
	// An unknown destination chain.
	r3 := w.A.MustSend(t, user, w.A.Gateway, nil, relayertest.Gateway.PackCallContract("atlantis", w.B.Router.Hex(), nil))

	for _, tc := range []struct {
		tx      common.Hash
		chain   uint64
		message string
		withTx  bool
	}{
		{r.TxHash, 42161, "execution reverted", true},
		{r2.TxHash, 42161, "execution reverted", true},
		{r3.TxHash, 1, `destination chain "atlantis" is not served`, false},
	} {
		msgs, err := db.RelayerMessagesByTx(ctx, tc.tx)
		if err != nil || len(msgs) != 1 {
			relayertest.Eventually(t, "message of "+tc.tx.Hex(), func() bool {
				msgs, err = db.RelayerMessagesByTx(ctx, tc.tx)
				return err == nil && len(msgs) == 1
			})
		}
		m := waitStatus(t, db, msgs[0].ID, relayer.StatusError)
		if m.Error.ChainID != tc.chain || !strings.Contains(m.Error.Message, tc.message) || (m.Error.TxHash != common.Hash{}) != tc.withTx {
			t.Errorf("%s: error %+v", m.Event, m.Error)
		}
		if tc.withTx && (m.Error.BlockNumber == 0 || m.Approved == nil) {
			t.Errorf("%s: error %+v, approved %+v", m.Event, m.Error, m.Approved)
		}
	}
	if len(w.B.Executed(t)) != 0 {
		t.Errorf("executed: %v", w.B.Executed(t))
	}
}

func TestConfigValidation(t *testing.T) {
	w := relayertest.New(t, relayertest.Options{})
	chains := w.RelayerChains()
	for name, cfg := range map[string]relayer.Config{
		"no store":   {Chains: chains},
		"no chains":  {Store: tempStore(t)},
		"duplicate":  {Store: tempStore(t), Chains: append(slices.Clone(chains), chains[0])},
		"no key":     {Store: tempStore(t), Chains: []relayer.Chain{{BridgeName: "x", ChainID: 5, Client: w.A.Client}}},
		"half price": {Store: tempStore(t), Chains: []relayer.Chain{withPrice(chains[0], 3000), chains[1]}},
	} {
		if _, err := relayer.New(cfg); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func withPrice(c relayer.Chain, usd int64) relayer.Chain {
	c.NativeUSD = new(big.Rat).SetInt64(usd)
	return c
}
