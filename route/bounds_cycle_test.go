package route

import (
	"context"
	"testing"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/bench/worlds"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// TestAllowedRangeCycles: on the benchmark's realistic world, the load
// samples whose repricing rounds cycled between the plans of a range's
// two ends (then ended in a full-plan search) get exact bounds, the same
// on every request.
func TestAllowedRangeCycles(t *testing.T) {
	t.Parallel()
	p := worlds.ParamsFor(worlds.Realistic)
	p.Seed = 1
	w, err := worlds.Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	samples := w.Samples(3000, 1001) // the benchmark's load samples
	book := liquidity.NewBook()
	book.Publish("world", w.Chains...)
	e := NewEngine(EngineConfig{Book: book, MaxPriceImpact: 10, CacheSize: -1})
	snap := book.Snapshot()
	ctx := context.Background()
	for _, i := range []int{835, 2035, 2104, 2261, 2841} {
		s := &samples[i]
		prm := &Params{FromChain: s.FromChain, ToChain: s.ToChain, FromToken: s.FromToken, ToToken: s.ToToken, FromAmount: s.Amount}
		refused, err := e.plan(ctx, snap, prm)
		if err != nil || refused.PriceImpact <= 10 {
			t.Fatalf("sample %d: want a plan the guardrail refuses, got %v", i, err)
		}
		lo, hi := e.allowedRange(ctx, snap, prm, refused)
		if lo == nil || hi == nil {
			t.Fatalf("sample %d: range [%v, %v]", i, lo, hi)
		}
		verdict := func(x *uint256.Int) (low, high bool) {
			low, high, _ = e.probeFull(ctx, snap, prm, x)
			return low, high
		}
		if low, _ := verdict(lo); low {
			t.Errorf("sample %d: minimum %s is too low", i, lo.Dec())
		}
		if below := new(uint256.Int).SubUint64(lo, 1); !below.IsZero() {
			if low, _ := verdict(below); !low {
				t.Errorf("sample %d: one unit below the minimum %s is not too low", i, lo.Dec())
			}
		}
		if _, high := verdict(hi); high {
			t.Errorf("sample %d: maximum %s is too high", i, hi.Dec())
		}
		if _, high := verdict(new(uint256.Int).AddUint64(hi, 1)); !high {
			t.Errorf("sample %d: one unit above the maximum %s is not too high", i, hi.Dec())
		}
		lo2, hi2 := e.allowedRange(ctx, snap, prm, refused)
		if !lo2.Eq(lo) || !hi2.Eq(hi) {
			t.Errorf("sample %d: range [%s, %s], then [%s, %s]", i, lo.Dec(), hi.Dec(), lo2.Dec(), hi2.Dec())
		}
	}
}
