package evm

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// startChain runs a devnet chain that makes blocks only when told to.
func startChain(t *testing.T, id uint64) *chain.Chain {
	t.Helper()
	if testing.Short() {
		t.Skip("starts a devnet chain")
	}
	c, err := chain.New(chain.Config{ChainID: id, Listen: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := c.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	return c
}

// TestDevnetHeads follows a devnet chain twice: through its in-process
// client (a subscription) and through its HTTP endpoint (polling, since
// HTTP has no notifications). Every committed block's head arrives on both.
func TestDevnetHeads(t *testing.T) {
	c := startChain(t, 42161)
	httpClient, err := ethclient.Dial(c.RPCURL())
	if err != nil {
		t.Fatal(err)
	}
	defer httpClient.Close()
	w, err := New(Config{Chains: []ChainConfig{{ID: "42161", Client: c.Client()}, {ID: "http", Client: httpClient, URL: c.RPCURL()}},
		PollInterval: 5 * time.Millisecond, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := w.Client("42161"); !ok || got != c.Client() {
		t.Error("Client is not the configured client")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s := w.Subscribe() // before Run
	defer s.Close()
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- w.Run(runCtx) }()

	// next waits for the chain's head at number n; heads of the other
	// chain are kept for their own turn.
	got := map[string]Head{}
	next := func(id string, n uint64) Head {
		t.Helper()
		for got[id].Number < n {
			h := receive(t, ctx, s)
			got[h.ChainID] = h
		}
		if got[id].Number != n {
			t.Errorf("chain %s: head %d, want %d", id, got[id].Number, n)
		}
		return got[id]
	}
	start := c.Ethereum().BlockChain().CurrentHeader().Number.Uint64()
	next("42161", start)
	next("http", start)
	// Logged, not asserted: how long from asking for a block until its
	// head reaches the subscriber (the block's sealing included).
	const blocks = 20
	var took [2][]time.Duration
	for range blocks {
		begin := time.Now()
		hdr, err := c.Commit(ctx)
		if err != nil {
			t.Fatal(err)
		}
		want := Head{Number: hdr.Number.Uint64(), Hash: hdr.Hash(), Time: hdr.Time}
		for i, id := range []string{"42161", "http"} {
			want.ChainID = id
			if h := next(id, want.Number); h != want {
				t.Errorf("chain %s: head %+v, want %+v", id, h, want)
			}
			took[i] = append(took[i], time.Since(begin))
		}
	}
	for i, how := range []string{"subscription (in-process client)", "polling every 5ms (HTTP)"} {
		slices.Sort(took[i])
		t.Logf("%s: commit to head delivered, median %s, max %s over %d blocks", how,
			took[i][blocks/2].Round(10*time.Microsecond), took[i][blocks-1].Round(10*time.Microsecond), blocks)
	}
	stop()
	if err := <-done; err != nil {
		t.Errorf("Run: %v", err)
	}
}
