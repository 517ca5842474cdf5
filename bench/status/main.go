// Command status benchmarks GET /v2/status on the devnet (issue 8): how
// fresh its answers are, and what it costs. It builds and starts the real
// service with its devnet chains as a separate process, sends routes of
// each kind (same-chain swap, GMP, intents) as a wallet does, and measures
// for each the time from the block that completes it on the destination
// (seen by polling the chain's eth_blockNumber, independently of the
// service) to the first GET /v2/status answering success. Then it drives
// GET /v2/status of a terminal transaction and a plain net/http handler
// serving the same bytes with the same load, in alternating slices. See
// bench/README.md.
//
// Run from the repository: go run ./bench/status [-routes 30] [-concurrency 5] [-json]
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/benchmain"
	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

// freshnessGoal is issue 8's goal for the p50 freshness on the devnet.
const freshnessGoal = time.Second

// ratioGoal is issue 8's goal for status req/s over the baseline's.
const ratioGoal = 0.5

type options struct {
	benchmain.Options
	devbench.RouteFlags
	blockPoll time.Duration
	// throughput
	clients int
	dur     time.Duration
	slice   time.Duration
	rounds  int
	warmup  time.Duration
}

func main() {
	var o options
	o.RouteFlags.Register(devbench.RouteDefaults{Routes: 30, Conc: 5, MaxConc: 10, ConcUnit: "development account",
		Poll: 20 * time.Millisecond, Kinds: "swap,gmp,intents"})
	flag.DurationVar(&o.blockPoll, "block-poll", 5*time.Millisecond, "eth_blockNumber interval of each chain's block clock")
	o.Options.Register(10 * time.Minute)
	flag.IntVar(&o.clients, "c", 16, "throughput: concurrent keep-alive clients per target")
	flag.DurationVar(&o.dur, "d", 3*time.Second, "throughput: load per target and round")
	flag.DurationVar(&o.slice, "slice", 500*time.Millisecond, "throughput: switch between baseline and service every slice")
	flag.IntVar(&o.rounds, "rounds", 3, "throughput: rounds; req/s are medians over rounds")
	flag.DurationVar(&o.warmup, "warmup", 500*time.Millisecond, "throughput: unmeasured load per target first (0 skips)")
	var chosen []devbench.RouteKind
	benchmain.Parse("status", func() (err error) {
		if chosen, err = devbench.SelectKinds(o.Kinds); err != nil {
			return err
		}
		if err := o.Check(); err != nil {
			return err
		}
		if o.blockPoll <= 0 {
			return errors.New("-block-poll must be above 0")
		}
		if o.clients < 1 || o.clients > 1024 || o.dur <= 0 || o.slice <= 0 || o.rounds < 1 || o.rounds > 50 || o.warmup < 0 {
			return errors.New("-c must be 1 to 1024, -rounds 1 to 50, -d and -slice above 0, -warmup not negative")
		}
		return nil
	})
	os.Exit(benchmain.Run("status", o.Options, func(ctx context.Context, env *benchmain.Env) (*Results, error) {
		svc, id, err := env.StartService(ctx, "", "1,42161")
		if err != nil {
			return nil, err
		}
		defer svc.Stop()
		res, err := bench(ctx, o, chosen, svc, id)
		if err != nil {
			return nil, err
		}
		if err := svc.Stop(); err != nil {
			res.Problems = append(res.Problems, err.Error())
		}
		return res, nil
	}, report))
}

func progress(format string, args ...any) { benchmain.Progress(format, args...) }

func ms(d time.Duration) float64 { return devbench.Ms(d) }

// Results is the machine-readable output (-json).
type Results struct {
	Config struct {
		devbench.RouteConfig
		BlockPollMs float64 `json:"block_poll_ms"`
		Clients     int     `json:"throughput_clients"`
		RoundSec    float64 `json:"throughput_round_seconds"`
		SliceSec    float64 `json:"throughput_slice_seconds"`
		Rounds      int     `json:"throughput_rounds"`
		benchmain.Machine
	} `json:"config"`
	Freshness  []KindStats   `json:"freshness"`
	Overall    KindStats     `json:"freshness_overall"`
	Routes     []routeResult `json:"routes"`
	Throughput struct {
		Response captured     `json:"response"`
		Service  TargetResult `json:"service"`
		Baseline TargetResult `json:"baseline"`
		Ratio    float64      `json:"ratio"`
		Pass     bool         `json:"pass"`
	} `json:"throughput"`
	Memory struct {
		AfterRoutes proc.Mem `json:"after_routes"`
		AfterLoad   proc.Mem `json:"after_load"`
	} `json:"service_memory"`
	FreshnessGoalMs float64  `json:"freshness_goal_p50_ms"`
	RatioGoal       float64  `json:"ratio_goal"`
	Problems        []string `json:"problems,omitempty"`
}

// Failures are the run's problems.
func (r *Results) Failures() []string { return r.Problems }

func bench(ctx context.Context, o options, chosen []devbench.RouteKind, svc *devbench.Service, id string) (*Results, error) {
	res := &Results{FreshnessGoalMs: ms(freshnessGoal), RatioGoal: ratioGoal}
	c := &res.Config
	c.RouteConfig, c.BlockPollMs = o.Config(), ms(o.blockPoll)
	c.Clients, c.RoundSec, c.SliceSec, c.Rounds = o.clients, o.dur.Seconds(), min(o.slice, o.dur).Seconds(), o.rounds
	c.Machine = benchmain.ThisMachine("the service with its devnet chains, the wallets, the block clocks and the load generator share %d CPUs")

	w, err := devbench.NewWorld(ctx, svc, id, o.Conc)
	if err != nil {
		return nil, err
	}
	defer w.Close()
	perAccount := o.PerWorker()
	// Enough USDC for every route each account sends, with room to spare.
	if err := w.Fund(ctx, "USDC", fmt.Sprint(int64(perAccount+1)*2_000_000_000), "1", "42161"); err != nil {
		return nil, err
	}

	// The block clocks run through the freshness phase only, so that their
	// polling does not weigh on the throughput phase.
	clocks, stopClocks := devbench.StartClocks(ctx, w.RPC, o.blockPoll)
	for _, k := range chosen {
		progress("freshness: %d %s routes (%s %s -> %s %s), %d at a time", o.Routes, k.Name, k.FromChain, k.FromSymbol, k.ToChain, k.ToSymbol, o.Conc)
		rs := freshnessRun(ctx, w, clocks, k, o.Routes, o.Conc, o.Poll, o.Jitter)
		res.Routes = append(res.Routes, rs...)
		res.Freshness = append(res.Freshness, summarize(k.Name, rs))
		if ctx.Err() != nil {
			stopClocks()
			return nil, context.Cause(ctx)
		}
	}
	stopClocks()
	res.Problems = append(res.Problems, devbench.ClockProblems(clocks)...)
	res.Overall = summarize("all", res.Routes)
	for _, r := range res.Routes {
		if r.Err != "" {
			res.Problems = append(res.Problems, fmt.Sprintf("%s #%d: %s", r.Kind, r.Index+1, r.Err))
		}
	}
	if m, err := proc.ReadMem(svc.PID()); err == nil {
		res.Memory.AfterRoutes = m
	}

	// Throughput on the status URL of the last successful route.
	var last *routeResult
	for i := range res.Routes {
		if res.Routes[i].Err == "" {
			last = &res.Routes[i]
		}
	}
	if last == nil {
		return nil, fmt.Errorf("no route succeeded: nothing to measure the throughput on")
	}
	var k devbench.RouteKind
	for _, x := range devbench.Kinds {
		if x.Name == last.Kind {
			k = x
		}
	}
	client := loadgen.NewClient(1, 10*time.Second)
	defer client.CloseIdleConnections()
	capt, err := captureStatus(ctx, client, statusURL(w.API, k, last.Tx, last.QuoteID), id)
	if err != nil {
		return nil, err
	}
	progress("throughput: GET %s -> %d bytes, %s; %d clients, %d rounds x %s per target, slices of %s",
		capt.URL, capt.Bytes, capt.ContentType, o.clients, o.rounds, o.dur, o.slice)
	t := &res.Throughput
	t.Response = *capt
	t.Service, t.Baseline, err = throughput(ctx, svc, capt, id, o.clients, o.rounds, o.dur, o.slice, o.warmup)
	if err != nil {
		return nil, err
	}
	if t.Baseline.RPS > 0 {
		t.Ratio = t.Service.RPS / t.Baseline.RPS
	}
	t.Pass = t.Ratio >= ratioGoal
	if n := t.Service.ErrCount(); n > 0 {
		res.Problems = append(res.Problems, fmt.Sprintf("throughput: %d failed service requests", n))
	}
	if m, err := proc.ReadMem(svc.PID()); err == nil {
		res.Memory.AfterLoad = m
	}
	return res, nil
}
