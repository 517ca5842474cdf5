package main

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/bench/worlds"
	"github.com/switchyard-dev/switchyard/route"
)

// The Go benchmarks of the engine on the realistic world (see
// bench/README.md, "Routes"):
//
//	go test -run X -bench . -cpu 1 ./bench/routes
//
// Each reports ns/op and, measured call by call, p50-µs and p99-µs; the
// samples are classified once (untimed) and only those the engine answers
// with a plan are timed: ok-%, noroute-% and amount-% give the shares of
// the classification. Plans are uncached: the engine's plan cache is off
// (CacheSize -1) and every call plans a different amount.

const benchSamples = 2000 // per kind

var benchState struct {
	once        sync.Once
	err         error
	w           *worlds.World
	engine      *route.Engine
	cross, same classified
}

func benchSetup(b *testing.B) (*worlds.World, *route.Engine, *classified, *classified) {
	b.Helper()
	s := &benchState
	s.once.Do(func() {
		if s.w, s.err = loadWorld(worlds.Realistic, 1); s.err != nil {
			return
		}
		s.engine = newUncachedEngine(s.w)
		cross, same := drawSamples(s.w, benchSamples, benchSeed)
		ctx := context.Background()
		s.cross, s.same = classifySamples(ctx, s.engine, cross), classifySamples(ctx, s.engine, same)
	})
	if s.err != nil {
		b.Fatal(s.err)
	}
	for _, c := range []*classified{&s.cross, &s.same} {
		if c.FirstOther != nil {
			b.Fatalf("unexpected engine error: %v", c.FirstOther)
		}
		if len(c.OK) == 0 {
			b.Fatal("no sample has a route")
		}
	}
	return s.w, s.engine, &s.cross, &s.same
}

func BenchmarkQuoteCrossChain(b *testing.B) {
	_, e, cross, _ := benchSetup(b)
	benchPlans(b, e, cross)
}

func BenchmarkQuoteSameChain(b *testing.B) {
	_, e, _, same := benchSetup(b)
	benchPlans(b, e, same)
}

// benchPlans plans the samples the engine answers, round-robin, each call
// with a new amount, timing every call.
func benchPlans(b *testing.B, e *route.Engine, c *classified) {
	ctx := context.Background()
	lat := make([]time.Duration, 0, 1<<16)
	p := &route.Params{}
	excluded, n := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		s := &c.OK[n%len(c.OK)]
		*p = *params(s)
		perturb(s, n/len(c.OK), &p.FromAmount)
		n++
		t0 := time.Now()
		_, err := e.Plan(ctx, p)
		d := time.Since(t0)
		if classify(err) != outOK {
			excluded++ // the changed amount crossed a bound: not a plan
			continue
		}
		lat = append(lat, d)
	}
	reportLatency(b, lat)
	b.ReportMetric(100*c.share(outOK), "ok-%")
	b.ReportMetric(100*c.share(outNoRoute), "noroute-%")
	b.ReportMetric(100*c.share(outAmount), "amount-%")
	if excluded > 0 {
		b.ReportMetric(100*float64(excluded)/float64(n), "excluded-%")
	}
}

// BenchmarkBaselineBruteForce is the baseline of BenchmarkQuoteSameChain:
// the exhaustive search over every simple path of up to three pools, on
// the same samples with the same amounts. The load program prints the
// ratio of the two (go run ./bench/routes -phases plan).
func BenchmarkBaselineBruteForce(b *testing.B) {
	w, _, _, same := benchSetup(b)
	lat := make([]time.Duration, 0, 1<<14)
	evals, n := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		s := &same.OK[n%len(same.OK)]
		amount := s.Amount
		perturb(s, n/len(same.OK), &amount)
		n++
		ch, _ := w.Chain(s.FromChain)
		t0 := time.Now()
		r := bruteForce(ch, s.FromToken, s.ToToken, &amount)
		lat = append(lat, time.Since(t0))
		evals += r.Evals
	}
	reportLatency(b, lat)
	b.ReportMetric(float64(evals)/float64(max(n, 1)), "evals/op")
}

func reportLatency(b *testing.B, lat []time.Duration) {
	l := summarize(lat)
	b.ReportMetric(l.P50us, "p50-µs")
	b.ReportMetric(l.P99us, "p99-µs")
}
