package main

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/bench/worlds"
	"github.com/switchyard-dev/switchyard/liquidity"
	"github.com/switchyard-dev/switchyard/route"
)

// Sample seeds: the load, the in-process plan phase and the Go benchmarks
// draw different (deterministic) samples from the same world.
const (
	loadSeed   = 1001
	planSeed   = 2002
	benchSeed  = 3003
	warmupSeed = 4004
)

// worldCache generates each world once per process (worlds are
// deterministic, so the child process and the parent build the same one).
var worldCache struct {
	mu     sync.Mutex
	worlds map[worlds.Params]*worldEntry
}

type worldEntry struct {
	once sync.Once
	w    *worlds.World
	err  error
}

// loadWorld returns the world of the size and seed, generating it on first
// use in this process.
func loadWorld(size worlds.Size, seed uint64) (*worlds.World, error) {
	p := worlds.ParamsFor(size)
	if p.Chains == 0 {
		return nil, fmt.Errorf("unknown world size %q", size)
	}
	p.Seed = seed
	worldCache.mu.Lock()
	if worldCache.worlds == nil {
		worldCache.worlds = map[worlds.Params]*worldEntry{}
	}
	e := worldCache.worlds[p]
	if e == nil {
		e = &worldEntry{}
		worldCache.worlds[p] = e
	}
	worldCache.mu.Unlock()
	e.once.Do(func() { e.w, e.err = worlds.Generate(p) })
	return e.w, e.err
}

// newUncachedEngine returns a route engine on a book holding the world's
// chains, configured as `switchyard serve` configures it by default except
// that its plan cache is off: every Plan searches the snapshot.
func newUncachedEngine(w *worlds.World) *route.Engine {
	book := liquidity.NewBook()
	book.Publish("bench-world", w.Chains...)
	return route.NewEngine(route.EngineConfig{Book: book, MaxPriceImpact: 10, CacheSize: -1})
}

// params is the engine request of a sample.
func params(s *worlds.Sample) *route.Params {
	return &route.Params{FromChain: s.FromChain, ToChain: s.ToChain, FromToken: s.FromToken, ToToken: s.ToToken, FromAmount: s.Amount}
}

// outcome classifies an answer of the engine or the service.
type outcome int

const (
	outOK      outcome = iota
	outNoRoute         // "No route found": a legitimate answer
	outAmount          // "Amount too low/high" with the allowed range: a legitimate answer
	outOther           // anything else: a failure of the benchmark or the engine
	nOutcomes
)

var outcomeNames = [nOutcomes]string{"ok", "no-route", "amount", "other"}

func (o outcome) String() string { return outcomeNames[o] }

// classify maps an engine error to its outcome.
func classify(err error) outcome {
	if err == nil {
		return outOK
	}
	var ae *apperr.Error
	if errors.As(err, &ae) {
		switch ae.Reason {
		case route.ReasonNoRoute:
			return outNoRoute
		case route.ReasonAmountTooLow, route.ReasonAmountTooHigh:
			return outAmount
		}
	}
	return outOther
}

// split separates cross-chain and same-chain samples.
func split(samples []worlds.Sample) (cross, same []worlds.Sample) {
	for _, s := range samples {
		if s.FromChain != s.ToChain {
			cross = append(cross, s)
		} else {
			same = append(same, s)
		}
	}
	return cross, same
}

// classified are samples sorted by the engine's answer to them.
type classified struct {
	OK     []worlds.Sample // answered with a plan
	Counts [nOutcomes]int
	// FirstOther is the first unexpected error, for the report.
	FirstOther error
}

func (c *classified) total() int {
	n := 0
	for _, v := range c.Counts {
		n += v
	}
	return n
}

// share is the fraction of the samples with the outcome.
func (c *classified) share(o outcome) float64 {
	if t := c.total(); t > 0 {
		return float64(c.Counts[o]) / float64(t)
	}
	return 0
}

// classifySamples plans every sample once (untimed) and keeps the ones the
// engine answers with a plan.
func classifySamples(ctx context.Context, e *route.Engine, samples []worlds.Sample) classified {
	var c classified
	for i := range samples {
		_, err := e.Plan(ctx, params(&samples[i]))
		o := classify(err)
		c.Counts[o]++
		if o == outOK {
			c.OK = append(c.OK, samples[i])
		} else if o == outOther && c.FirstOther == nil {
			c.FirstOther = err
		}
	}
	return c
}

// perturb returns the sample's amount changed by a few base units (a few
// millionths at most), different for every call number n, so that no
// cache keyed on the request could answer: every call plans afresh.
func perturb(s *worlds.Sample, n int, out *uint256.Int) {
	out.Set(&s.Amount)
	var d uint256.Int
	d.Rsh(out, 20) // < one millionth of the amount
	if d.IsZero() {
		return // tiny amounts: changing them would change the answer
	}
	k := uint64(n%997) + 1
	if d.IsUint64() && d.Uint64() < k {
		k = d.Uint64()
	}
	out.AddUint64(out, k)
}

// routable returns the samples the engine answers with a plan, in order,
// classifying them on every CPU.
func routable(ctx context.Context, w *worlds.World, samples []worlds.Sample) []worlds.Sample {
	e := newUncachedEngine(w)
	ok := make([]bool, len(samples))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= len(samples) {
					return
				}
				_, err := e.Plan(ctx, params(&samples[i]))
				ok[i] = err == nil
			}
		})
	}
	wg.Wait()
	var out []worlds.Sample
	for i, s := range samples {
		if ok[i] {
			out = append(out, s)
		}
	}
	return out
}
