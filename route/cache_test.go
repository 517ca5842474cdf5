package route

import (
	"context"
	"testing"
)

// TestPlanCacheKeepsOtherChainsAnswers: a snapshot that replaces another
// chain leaves the answers of routes that do not read it cached (plans
// and allowed ranges), and one that replaces a chain a route reads drops
// them, without keeping the replaced chain in the cache.
func TestPlanCacheKeepsOtherChainsAnswers(t *testing.T) {
	t.Parallel()
	e, a, b := testEngine(t)
	book := e.cfg.Book
	ctx := context.Background()
	same := &Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "WETH"), ToToken: sym(a, "USDC"), FromAmount: *u("1000000000000000000")}
	tooHigh := &Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "WETH"), ToToken: sym(a, "USDC"), FromAmount: *u("500000000000000000000")}
	first, err := e.Plan(ctx, same)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Plan(ctx, tooHigh); err == nil {
		t.Fatal("500 WETH accepted; the test wants an amount error")
	}
	ranged, ok := e.cache.getRange(book.Snapshot(), tooHigh)
	if !ok || ranged.max == nil {
		t.Fatalf("allowed range not cached: %v", ranged)
	}

	// a new head on chain 42161 only
	book.Publish("test", b.WithPools(b.Block+1, b.Pools, nil))
	if again, _ := e.Plan(ctx, same); again != first {
		t.Error("a head on another chain emptied the plan of chain 1")
	}
	if r, ok := e.cache.getRange(book.Snapshot(), tooHigh); !ok || r != ranged {
		t.Error("a head on another chain emptied the allowed range of chain 1")
	}

	// a new head on chain 1
	book.Publish("test", a.WithPools(a.Block+1, a.Pools, nil))
	snap := book.Snapshot()
	if _, ok := e.cache.getRange(snap, tooHigh); ok {
		t.Error("the allowed range outlived its chain")
	}
	if again, _ := e.Plan(ctx, same); again == first {
		t.Error("the plan outlived its chain")
	}
	e.cache.mu.Lock()
	defer e.cache.mu.Unlock()
	for k, c := range e.cache.m {
		if c.read.from == a || c.read.to == a {
			t.Errorf("%v: entry of the replaced chain still cached", k.FromChain)
		}
	}
}
