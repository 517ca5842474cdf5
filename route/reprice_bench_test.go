package route

import (
	"context"
	"testing"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/bench/worlds"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// BenchmarkRepricerRealistic is the allowed range's cheap probe on the
// realistic world's plans the guardrail refuses: a repricer set up per
// plan, then probed at a gallop of amounts as a range search does (one
// op is one plan's repricer and its probes).
func BenchmarkRepricerRealistic(b *testing.B) {
	e, _, _, refused := realisticRefused(b)
	var amounts []uint256.Int
	for sh := uint(0); sh < 128; sh++ {
		var x uint256.Int
		x.Lsh(uint256.NewInt(3), sh)
		amounts = append(amounts, x)
	}
	b.ResetTimer()
	i := 0
	for b.Loop() {
		at := e.repricer(refused[i%len(refused)], false)
		for k := range amounts {
			at(&amounts[k])
		}
		i++
	}
}

// BenchmarkAllowedRangeRealistic is the exact search of both bounds for
// the realistic world's plans the guardrail refuses (one op is one
// plan's range), repricing and full-plan confirmations included.
func BenchmarkAllowedRangeRealistic(b *testing.B) {
	e, snap, prms, refused := realisticRefused(b)
	ctx := context.Background()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		k := i % len(refused)
		e.allowedRange(ctx, snap, prms[k], refused[k])
		i++
	}
}

// realisticRefused is an uncached engine on the benchmark's realistic
// world and the load samples' plans the guardrail refuses, with their
// requests.
func realisticRefused(b *testing.B) (*Engine, *liquidity.Snapshot, []*Params, []*Plan) {
	p := worlds.ParamsFor(worlds.Realistic)
	p.Seed = 1
	w, err := worlds.Generate(p)
	if err != nil {
		b.Fatal(err)
	}
	samples := w.Samples(3000, 1001)
	book := liquidity.NewBook()
	book.Publish("world", w.Chains...)
	e := NewEngine(EngineConfig{Book: book, MaxPriceImpact: 10, CacheSize: -1})
	snap := book.Snapshot()
	ctx := context.Background()
	var prms []*Params
	var refused []*Plan
	for i := range samples {
		s := &samples[i]
		prm := &Params{FromChain: s.FromChain, ToChain: s.ToChain, FromToken: s.FromToken, ToToken: s.ToToken, FromAmount: s.Amount}
		if pl, err := e.plan(ctx, snap, prm); err == nil && pl.PriceImpact > 10 {
			prms, refused = append(prms, prm), append(refused, pl)
		}
	}
	if len(refused) == 0 {
		b.Fatal("no refused plans")
	}
	return e, snap, prms, refused
}
