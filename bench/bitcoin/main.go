// Command bitcoin benchmarks routes with a Bitcoin end on the devnet: BTC
// → USDC on chain 1 by the route's deposit address (its PSBT signed by
// client/btctx, the signer of `switchyard route --execute`, and broadcast
// through the devnet's Esplora API) and USDC on chain 1 → BTC (an intents
// order the solver pays in BTC). For each it measures the time from the
// send to the first GET /v2/status answering success, and to the block
// that carries the route's Bitcoin transaction, against the Bitcoin
// chain's own block interval measured in the same run. It builds and
// starts the real service with --devnet-bitcoin as a separate process.
// See bench/README.md.
//
// Run from the repository: go run ./bench/bitcoin [-routes 10] [-concurrency 3] [-json]
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/benchmain"
	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

// maxConcurrency bounds -concurrency: one payer (a Bitcoin key and an
// EVM development account) per route in flight.
const maxConcurrency = 8

type options struct {
	benchmain.Options
	routes    int
	conc      int
	poll      time.Duration
	blockPoll time.Duration
	jitter    time.Duration
	kinds     string
}

func main() {
	var o options
	flag.IntVar(&o.routes, "routes", 10, "routes of each kind")
	flag.IntVar(&o.conc, "concurrency", 3, fmt.Sprintf("routes in flight at a time, one payer each (at most %d)", maxConcurrency))
	flag.DurationVar(&o.poll, "poll", 50*time.Millisecond, "GET /v2/status interval of each route until success")
	flag.DurationVar(&o.blockPoll, "block-poll", 50*time.Millisecond, "interval of the Bitcoin block clock's GET /blocks/tip/height")
	flag.DurationVar(&o.jitter, "jitter", time.Second, "random pause of up to this before each route (0: none)")
	flag.StringVar(&o.kinds, "kinds", "btc-evm,evm-btc", "route kinds, in order")
	o.Register(20 * time.Minute)
	var chosen []kind
	benchmain.Parse("bitcoin", func() (err error) {
		if chosen, err = selectKinds(o.kinds); err != nil {
			return err
		}
		if o.routes < 1 || o.conc < 1 || o.conc > maxConcurrency || o.poll <= 0 || o.blockPoll <= 0 || o.jitter < 0 {
			return fmt.Errorf("-routes and -concurrency (1 to %d) must be positive, -poll and -block-poll above 0, -jitter not negative", maxConcurrency)
		}
		return nil
	})
	os.Exit(benchmain.Run("bitcoin", o.Options, func(ctx context.Context, env *benchmain.Env) (*Results, error) {
		return bench(ctx, env, o, chosen)
	}, report))
}

// Results is the machine-readable output (-json).
type Results struct {
	Config struct {
		Routes      int     `json:"routes_per_kind"`
		Concurrency int     `json:"concurrency"`
		PollMs      float64 `json:"status_poll_ms"`
		BlockPollMs float64 `json:"block_poll_ms"`
		JitterMs    float64 `json:"start_jitter_ms"`
		benchmain.Machine
	} `json:"config"`
	// BlockInterval is the baseline: the Bitcoin chain's blocks as its
	// Esplora API shows them, over the whole run.
	BlockInterval devbench.Stats `json:"bitcoin_block_interval"`
	Kinds         []KindResult   `json:"kinds"`
	Problems      []string       `json:"problems,omitempty"`
}

// Failures are the run's problems.
func (r *Results) Failures() []string { return r.Problems }

func bench(ctx context.Context, env *benchmain.Env, o options, chosen []kind) (*Results, error) {
	dataDir := filepath.Join(env.Dir, "data")
	id, err := proc.AddIntegrator(ctx, env.Bin, dataDir, 100000)
	if err != nil {
		return nil, err
	}
	benchmain.Progress("starting the service with --devnet-bitcoin (a first start builds btcd: minutes) …")
	svc, err := devbench.StartService(ctx, env.Bin, dataDir, "1", "--devnet-bitcoin")
	if err != nil {
		return nil, err
	}
	defer svc.Stop()
	env.ServiceLog = svc.LogPath
	benchmain.Progress("service pid %d at http://%s, devnet admin %s", svc.PID(), svc.Addr, svc.AdminURL)

	res := &Results{}
	c := &res.Config
	c.Routes, c.Concurrency, c.PollMs, c.BlockPollMs, c.JitterMs = o.routes, o.conc, devbench.Ms(o.poll), devbench.Ms(o.blockPoll), devbench.Ms(o.jitter)
	c.Machine = benchmain.ThisMachine("the service, its EVM chain, btcd, the solver and the wallets share %d CPUs")
	w, err := newWorld(ctx, svc, id, o.conc)
	if err != nil {
		return nil, err
	}
	defer w.Close()
	if err := w.fund(ctx, chosen, (o.routes+o.conc-1)/o.conc); err != nil {
		return nil, err
	}
	stopClock := w.startClock(ctx, o.blockPoll)
	for _, k := range chosen {
		benchmain.Progress("%s: %d routes, %d at a time …", k.name, o.routes, o.conc)
		kr := w.runKind(ctx, k, o)
		res.Kinds = append(res.Kinds, kr)
		if kr.Failed > 0 {
			res.Problems = append(res.Problems, fmt.Sprintf("%s: %d of %d routes failed (first: %s)", k.name, kr.Failed, kr.Routes, kr.FirstError))
		}
		if ctx.Err() != nil {
			stopClock()
			return nil, context.Cause(ctx)
		}
	}
	stopClock()
	res.BlockInterval = devbench.StatsOf(w.clock.Intervals())
	if polls, errs, last := w.clock.Stats(); errs > 0 {
		res.Problems = append(res.Problems, fmt.Sprintf("Bitcoin block clock: %d of %d polls failed (last: %s)", errs, polls, last))
	}
	if err := svc.Stop(); err != nil {
		res.Problems = append(res.Problems, err.Error())
	}
	return res, nil
}

// errNoBitcoin is the answer of a service whose chains list has no
// Bitcoin chain to pay.
var errNoBitcoin = errors.New("GET /v2/chains lists no bitcoin rpcList: is --devnet-bitcoin on?")
