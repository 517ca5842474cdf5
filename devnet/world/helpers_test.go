package world

import (
	"context"
	"log/slog"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/devnet/chain"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// testWorld is a world on started chains.
type testWorld struct {
	w      *World
	chains map[uint64]*chain.Chain
	cat    *catalog.Catalog
}

// startWorld starts the chains with the world's genesis and builds the
// world on them, as devnet.Start does.
func startWorld(t *testing.T, ids ...uint64) *testWorld {
	t.Helper()
	testkit.Slow(t, "starts devnet chains")
	cat, err := catalog.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	logger := slog.New(slog.DiscardHandler)
	if testing.Verbose() {
		logger = slog.New(slog.NewTextHandler(os.Stderr, nil))
	}
	w, err := New(Config{Catalog: cat, Logger: logger}, ids)
	if err != nil {
		t.Fatal(err)
	}
	tw := &testWorld{w: w, chains: map[uint64]*chain.Chain{}, cat: cat}
	var list []*chain.Chain
	for _, id := range ids {
		c, err := chain.New(chain.Config{ChainID: id, Alloc: w.Genesis(id)})
		if err != nil {
			t.Fatal(err)
		}
		tw.chains[id] = c
		list = append(list, c)
	}
	ctx := context.Background()
	begin := time.Now()
	var wg sync.WaitGroup
	errs := make([]error, len(list))
	for i, c := range list {
		wg.Go(func() { errs[i] = c.Start(ctx) })
	}
	wg.Wait()
	for _, c := range list {
		t.Cleanup(func() {
			if err := c.Close(); err != nil {
				t.Errorf("close chain %d: %v", c.ChainID(), err)
			}
		})
	}
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	chainsUp := time.Since(begin)
	if err := w.Start(ctx, list); err != nil {
		t.Fatal(err)
	}
	t.Logf("chains %v started in %s, world built in %s", ids, chainsUp.Round(time.Millisecond), (time.Since(begin) - chainsUp).Round(time.Millisecond))
	return tw
}
