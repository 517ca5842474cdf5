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
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"syscall"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

// freshnessGoal is issue 8's goal for the p50 freshness on the devnet.
const freshnessGoal = time.Second

// ratioGoal is issue 8's goal for status req/s over the baseline's.
const ratioGoal = 0.5

type options struct {
	routes    int
	conc      int
	poll      time.Duration
	blockPoll time.Duration
	jitter    time.Duration
	kinds     string
	asJSON    bool
	bin       string
	keep      bool
	timeout   time.Duration
	// throughput
	clients int
	dur     time.Duration
	slice   time.Duration
	rounds  int
	warmup  time.Duration
}

func main() {
	var o options
	flag.IntVar(&o.routes, "routes", 30, "routes of each kind")
	flag.IntVar(&o.conc, "concurrency", 5, "routes in flight at a time, one per development account (at most 10)")
	flag.DurationVar(&o.poll, "poll", 20*time.Millisecond, "GET /v2/status interval of each route until success")
	flag.DurationVar(&o.blockPoll, "block-poll", 5*time.Millisecond, "eth_blockNumber interval of each chain's block clock")
	flag.DurationVar(&o.jitter, "jitter", time.Second, "random pause of up to this before each route, so that routes do not start in step with the service's periodic work (0: none)")
	flag.StringVar(&o.kinds, "kinds", "swap,gmp,intents", "route kinds to send, in order")
	flag.BoolVar(&o.asJSON, "json", false, "print the results as JSON on stdout (progress still goes to stderr)")
	flag.StringVar(&o.bin, "bin", "", "use this switchyard binary instead of building ./cmd/switchyard")
	flag.BoolVar(&o.keep, "keep", false, "keep the temporary directory (binary, data dir, service log)")
	flag.DurationVar(&o.timeout, "timeout", 10*time.Minute, "hard limit for everything after the build")
	flag.IntVar(&o.clients, "c", 16, "throughput: concurrent keep-alive clients per target")
	flag.DurationVar(&o.dur, "d", 3*time.Second, "throughput: load per target and round")
	flag.DurationVar(&o.slice, "slice", 500*time.Millisecond, "throughput: switch between baseline and service every slice")
	flag.IntVar(&o.rounds, "rounds", 3, "throughput: rounds; req/s are medians over rounds")
	flag.DurationVar(&o.warmup, "warmup", 500*time.Millisecond, "throughput: unmeasured load per target first (0 skips)")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./bench/status [flags]\n\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	chosen, err := devbench.SelectKinds(o.kinds)
	if err != nil || flag.NArg() > 0 || o.routes < 1 || o.conc < 1 || o.conc > 10 || o.poll <= 0 || o.blockPoll <= 0 || o.jitter < 0 ||
		o.clients < 1 || o.clients > 1024 || o.dur <= 0 || o.slice <= 0 || o.rounds < 1 || o.rounds > 50 || o.warmup < 0 {
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
		}
		flag.Usage()
		os.Exit(2)
	}
	os.Exit(run(o, chosen))
}

func progress(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }

func ms(d time.Duration) float64 { return devbench.Ms(d) }

func run(o options, chosen []devbench.RouteKind) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	tmp, bin, cleanup, err := proc.Prepare(ctx, "switchyard-bench-status-", o.keep, o.bin, progress)
	if err != nil {
		progress("bench: %v", err)
		return 1
	}
	defer cleanup()
	ctx, cancel := context.WithTimeout(ctx, o.timeout)
	defer cancel()

	dataDir := filepath.Join(tmp, "data")
	id, err := proc.AddIntegrator(ctx, bin, dataDir, 100000)
	if err != nil {
		progress("bench: %v", err)
		return 1
	}
	svc, err := devbench.StartService(ctx, bin, dataDir, "1,42161")
	if err != nil {
		progress("bench: %v", err)
		return 1
	}
	defer svc.Stop()
	progress("service pid %d at http://%s, devnet admin %s", svc.PID(), svc.Addr, svc.AdminURL)

	res, err := bench(ctx, o, chosen, svc, id)
	if err != nil {
		if ctx.Err() != nil {
			progress("bench: stopped early: %v", context.Cause(ctx))
		} else {
			progress("bench: %v%s", err, proc.LogTail(svc.LogPath))
		}
		return 1
	}
	if err := svc.Stop(); err != nil {
		res.Problems = append(res.Problems, err.Error())
	}
	if o.asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		enc.Encode(res)
	} else {
		report(os.Stdout, res)
	}
	if len(res.Problems) > 0 {
		progress("bench: problems: %v%s", res.Problems, proc.LogTail(svc.LogPath))
		return 1
	}
	return 0
}

// Results is the machine-readable output (-json).
type Results struct {
	Config struct {
		Routes      int     `json:"routes_per_kind"`
		Concurrency int     `json:"concurrency"`
		PollMs      float64 `json:"status_poll_ms"`
		BlockPollMs float64 `json:"block_poll_ms"`
		JitterMs    float64 `json:"start_jitter_ms"`
		Clients     int     `json:"throughput_clients"`
		RoundSec    float64 `json:"throughput_round_seconds"`
		SliceSec    float64 `json:"throughput_slice_seconds"`
		Rounds      int     `json:"throughput_rounds"`
		CPUs        int     `json:"cpus"`
		GoVersion   string  `json:"go_version"`
		Note        string  `json:"note"`
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

func bench(ctx context.Context, o options, chosen []devbench.RouteKind, svc *devbench.Service, id string) (*Results, error) {
	res := &Results{FreshnessGoalMs: ms(freshnessGoal), RatioGoal: ratioGoal}
	c := &res.Config
	c.Routes, c.Concurrency, c.PollMs, c.BlockPollMs, c.JitterMs = o.routes, o.conc, ms(o.poll), ms(o.blockPoll), ms(o.jitter)
	c.Clients, c.RoundSec, c.SliceSec, c.Rounds = o.clients, o.dur.Seconds(), min(o.slice, o.dur).Seconds(), o.rounds
	c.CPUs, c.GoVersion = runtime.NumCPU(), runtime.Version()
	c.Note = fmt.Sprintf("the service with its devnet chains, the wallets, the block clocks and the load generator share %d CPUs", c.CPUs)

	w, err := devbench.NewWorld(ctx, svc, id, o.conc)
	if err != nil {
		return nil, err
	}
	defer w.Close()
	perAccount := (o.routes + o.conc - 1) / o.conc
	// Enough USDC for every route each account sends, with room to spare.
	if err := w.Fund(ctx, "USDC", fmt.Sprint(int64(perAccount+1)*2_000_000_000), "1", "42161"); err != nil {
		return nil, err
	}

	// The block clocks run through the freshness phase only, so that their
	// polling does not weigh on the throughput phase.
	clockCtx, stopClocks := context.WithCancel(ctx)
	clocks := map[string]*devbench.BlockClock{}
	var clocksDone []chan struct{}
	for chainID, u := range w.RPC {
		bc := devbench.NewBlockClock(chainID, u, o.blockPoll)
		clocks[chainID] = bc
		done := make(chan struct{})
		clocksDone = append(clocksDone, done)
		go func() { defer close(done); bc.Run(clockCtx) }()
	}
	stopAll := func() {
		stopClocks()
		for _, d := range clocksDone {
			<-d
		}
	}
	for _, k := range chosen {
		progress("freshness: %d %s routes (%s %s -> %s %s), %d at a time", o.routes, k.Name, k.FromChain, k.FromSymbol, k.ToChain, k.ToSymbol, o.conc)
		rs := freshnessRun(ctx, w, clocks, k, o.routes, o.conc, o.poll, o.jitter)
		res.Routes = append(res.Routes, rs...)
		res.Freshness = append(res.Freshness, summarize(k.Name, rs))
		if ctx.Err() != nil {
			stopAll()
			return nil, context.Cause(ctx)
		}
	}
	stopAll()
	for _, bc := range clocks {
		if polls, errs, last := bc.Stats(); errs > 0 {
			res.Problems = append(res.Problems, fmt.Sprintf("block clock of chain %s: %d of %d polls failed (last: %s)", bc.Chain, errs, polls, last))
		}
	}
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
