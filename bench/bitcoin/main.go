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
	"os"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/benchmain"
	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
)

// maxConcurrency bounds -concurrency: one payer (a Bitcoin key and an
// EVM development account) per route in flight.
const maxConcurrency = 8

type options struct {
	benchmain.Options
	devbench.RouteFlags
	blockPoll time.Duration
}

func main() {
	var o options
	o.RouteFlags.Register(devbench.RouteDefaults{Routes: 10, Conc: 3, MaxConc: maxConcurrency, ConcUnit: "payer",
		Poll: 50 * time.Millisecond, Kinds: "btc-evm,evm-btc"})
	flag.DurationVar(&o.blockPoll, "block-poll", 50*time.Millisecond, "interval of the Bitcoin block clock's GET /blocks/tip/height")
	o.Options.Register(20 * time.Minute)
	var chosen []kind
	benchmain.Parse("bitcoin", func() (err error) {
		if chosen, err = selectKinds(o.Kinds); err != nil {
			return err
		}
		if o.blockPoll <= 0 {
			return errors.New("-block-poll must be above 0")
		}
		return o.Check()
	})
	os.Exit(benchmain.Run("bitcoin", o.Options, func(ctx context.Context, env *benchmain.Env) (*Results, error) {
		return bench(ctx, env, o, chosen)
	}, report))
}

// Results is the machine-readable output (-json).
type Results struct {
	Config struct {
		devbench.RouteConfig
		BlockPollMs float64 `json:"block_poll_ms"`
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
	benchmain.Progress("starting the service with --devnet-bitcoin (a first start builds btcd: minutes) …")
	svc, id, err := env.StartService(ctx, "", "1", "--devnet-bitcoin")
	if err != nil {
		return nil, err
	}
	defer svc.Stop()

	res := &Results{}
	c := &res.Config
	c.RouteConfig, c.BlockPollMs = o.Config(), devbench.Ms(o.blockPoll)
	c.Machine = benchmain.ThisMachine("the service, its EVM chain, btcd, the solver and the wallets share %d CPUs")
	w, err := newWorld(ctx, svc, id, o.Conc)
	if err != nil {
		return nil, err
	}
	defer w.Close()
	if err := w.fund(ctx, chosen, o.PerWorker()); err != nil {
		return nil, err
	}
	stopClock := w.startClock(ctx, o.blockPoll)
	for _, k := range chosen {
		benchmain.Progress("%s: %d routes, %d at a time …", k.name, o.Routes, o.Conc)
		kr := w.runKind(ctx, k, o)
		res.Kinds = append(res.Kinds, kr)
		if pr := kr.Problem(); pr != "" {
			res.Problems = append(res.Problems, pr)
		}
		if ctx.Err() != nil {
			stopClock()
			return nil, context.Cause(ctx)
		}
	}
	stopClock()
	res.BlockInterval = devbench.StatsOf(w.clock.Intervals())
	res.Problems = append(res.Problems, devbench.ClockProblems(map[string]*devbench.BlockClock{bitcoinChain: w.clock})...)
	if err := svc.Stop(); err != nil {
		res.Problems = append(res.Problems, err.Error())
	}
	return res, nil
}

// errNoBitcoin is the answer of a service whose chains list has no
// Bitcoin chain to pay.
var errNoBitcoin = errors.New("GET /v2/chains lists no bitcoin rpcList: is --devnet-bitcoin on?")
