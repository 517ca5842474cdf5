package relayer_test

import (
	"context"
	"math/big"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/devnet/relayer"
	"github.com/switchyard-dev/switchyard/devnet/relayer/relayertest"
)

// Scenario (d): the relayer is killed at random points (after a random
// number of saved states, recorded transactions and sends) and restarted
// on the same database, many times, while messages keep arriving in both
// directions. Every message is executed exactly once: one Executed event
// per command, and one approval and one execution transaction per message
// from the relayer (the write-ahead record is resent, never re-signed).
func TestKilledAndRestartedExecutesEveryMessageOnce(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0x5eed))

	w := relayertest.New(t, relayertest.Options{})
	path := filepath.Join(t.TempDir(), "relayer.db")
	const batches, perBatch = 16, 1
	var ids []string
	dests := map[string]*relayertest.Side{}
	send := func(b int) {
		for i := range perBatch {
			n := b*perBatch + i
			user := w.Users[n%len(w.Users)]
			src, dst := w.A, w.B
			if n%2 == 1 {
				src, dst = w.B, w.A
			}
			amount := usdc(int64(1 + n))
			payload := dst.DeliverPayload(w.Users[(n+1)%len(w.Users)].Address, amount)
			if n%3 == 2 {
				payload = dst.FailingPayload(user.Address)
			}
			_, id := w.Bridge(t, user, src, dst, amount, gwei(10_000_000), payload)
			ids = append(ids, id)
			dests[id] = dst
		}
	}

	// Each round kills the relayer at the n-th event of one kind, the kinds
	// taking turns: after a saved scan, after a saved state, after a
	// transaction was recorded but before it was sent, after it was sent.
	kinds := []relayer.EventKind{relayer.EventIntent, relayer.EventSent, relayer.EventTransition, relayer.EventScanned}
	kills := map[relayer.EventKind]int{}
	for round := 0; ; round++ {
		if round < batches {
			send(round)
		}
		db := openStore(t, path)
		kind, killAt := kinds[round%len(kinds)], 1+rng.IntN(2)
		if round >= 80 {
			killAt = 1 << 30 // enough kills: let it finish
		}
		ctx, cancel := context.WithCancel(context.Background())
		seen, killed := 0, false
		r, err := relayer.New(relayer.Config{
			Chains: w.RelayerChains(), Store: db, Confirmations: 1, PollInterval: 5 * time.Millisecond, Logger: testLogger(),
			Observe: func(e relayer.Event) {
				if e.Kind != kind || killed {
					return
				}
				if seen++; seen == killAt {
					killed = true
					cancel() // killed: whatever comes next fails on the cancelled context
				}
			},
		})
		if err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- r.Run(ctx) }()
		allDone := func() bool {
			for _, id := range ids {
				m, err := db.RelayerMessage(context.Background(), id)
				if err != nil || m.Status != relayer.StatusExecuted {
					return false
				}
			}
			return true
		}
		relayertest.Eventually(t, "relayer killed or finished", func() bool {
			return ctx.Err() != nil || allDone()
		})
		cancel()
		if err := <-done; err != nil {
			t.Fatalf("run: %v", err)
		}
		finished := round >= batches-1 && allDone()
		if err := db.Close(); err != nil {
			t.Fatal(err)
		}
		if killed {
			kills[kind]++
		}
		if finished {
			break
		}
	}
	t.Logf("%d messages, kills %v", len(ids), kills)
	total := 0
	for _, k := range kinds {
		total += kills[k]
		if kills[k] == 0 {
			t.Errorf("no kill after a %s event: the test did not exercise that point", k)
		}
	}
	if total < 10 {
		t.Errorf("only %d kills", total)
	}

	db := openStore(t, path)
	t.Cleanup(func() { db.Close() })
	executed := map[*relayertest.Side]map[common.Hash]int{w.A: w.A.Executed(t), w.B: w.B.Executed(t)}
	perDest := map[*relayertest.Side]int{}
	for _, id := range ids {
		m := message(t, db, id)
		if m.Status != relayer.StatusExecuted || m.Pending != nil {
			t.Errorf("message %s: %s, pending %+v", id, m.Status, m.Pending)
		}
		if n := executed[dests[id]][m.CommandID]; n != 1 {
			t.Errorf("message %s executed %d times", id, n)
		}
		perDest[dests[id]]++
	}
	approve := relayertest.Selector("approveContractCallWithMint(bytes32,string,string,address,bytes32,string,uint256,bytes32,uint256)")
	execute := relayertest.Selector("executeWithToken(bytes32,string,string,bytes,string,uint256)")
	for _, s := range []*relayertest.Side{w.A, w.B} {
		if got := s.TxCount(t, w.Relayer.Address, s.Gateway, approve); got != perDest[s] {
			t.Errorf("chain %d: %d approval transactions for %d messages", s.ChainID, got, perDest[s])
		}
		if got := s.TxCount(t, w.Relayer.Address, s.Router, execute); got != perDest[s] {
			t.Errorf("chain %d: %d execution transactions for %d messages", s.ChainID, got, perDest[s])
		}
		if total := len(executed[s]); total != perDest[s] {
			t.Errorf("chain %d: %d commands executed, %d messages", s.ChainID, total, perDest[s])
		}
	}
}

// A recorded transaction whose nonce another transaction of the key took
// (the key used elsewhere while the relayer was down) can never be mined:
// the relayer sees the nonce pass it, asks the gateway afresh and signs
// the step again.
func TestRecordedTransactionOvertakenIsSignedAgain(t *testing.T) {
	w := relayertest.New(t, relayertest.Options{})
	path := filepath.Join(t.TempDir(), "relayer.db")
	user := w.Users[0]
	_, id := w.Bridge(t, user, w.A, w.B, usdc(3), gwei(10_000_000), w.B.DeliverPayload(user.Address, usdc(3)))

	// Killed right after recording the approval, before sending it.
	db := openStore(t, path)
	ctx, cancel := context.WithCancel(context.Background())
	r, err := relayer.New(relayer.Config{Chains: w.RelayerChains(), Store: db, Confirmations: 1, PollInterval: 5 * time.Millisecond,
		Logger: testLogger(), Observe: func(e relayer.Event) {
			if e.Kind == relayer.EventIntent {
				cancel()
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Run(ctx); err != nil {
		t.Fatal(err)
	}
	m := message(t, db, id)
	db.Close()
	if m.Status != relayer.StatusApproving || m.Pending == nil || m.Pending.Step != relayer.TxApprove {
		t.Fatalf("after the kill: %s, pending %+v", m.Status, m.Pending)
	}
	if _, _, err := w.B.Client.TransactionByHash(context.Background(), m.Pending.Hash); err == nil {
		t.Fatal("the recorded approval was sent before the kill")
	}

	// The key's next nonce goes to another transaction.
	to := w.Users[1].Address
	other, err := w.B.Send(w.Relayer, &to, big.NewInt(1), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	tx, _, err := w.B.Client.TransactionByHash(context.Background(), other.TxHash)
	if err != nil || tx.Nonce() != m.Pending.Nonce {
		t.Fatalf("the other transaction has nonce %d, the recorded one %d (%v)", tx.Nonce(), m.Pending.Nonce, err)
	}

	db = openStore(t, path)
	t.Cleanup(func() { db.Close() })
	start(t, relayer.Config{Chains: w.RelayerChains(), Store: db})
	done := waitStatus(t, db, id, relayer.StatusExecuted)
	if done.Approved.TxHash == m.Pending.Hash {
		t.Error("the overtaken transaction counts as the approval")
	}
	if _, err := w.B.Client.TransactionReceipt(context.Background(), m.Pending.Hash); err == nil {
		t.Error("the overtaken transaction was mined")
	}
	if n := w.B.Executed(t)[done.CommandID]; n != 1 {
		t.Errorf("executed %d times", n)
	}
}
