// Command routes benchmarks Switchyard's route quotes on a synthetic world
// (bench/worlds):
//
//   - load: it starts the real service stack (httpapi, route service and
//     engine, SQLite store, integrators, rate limiter) on the world as a
//     child process of itself, drives POST /v2/route with quoteOnly
//     requests over keep-alive connections, and compares the quotes/s with
//     a baseline workload on the same process, GET /healthz, in
//     interleaved slices;
//   - plan: in this process, on one core, it measures uncached plan
//     latency (route.Engine.Plan) on cross-chain and same-chain samples,
//     and a naive exhaustive path search on the same same-chain samples;
//   - memory (-memory): the service's resident memory after a few
//     thousand quotes, typically on the stress world.
//
// Run from the repository (see bench/README.md, "Routes"):
//
//	go run ./bench/routes                       # realistic world: plan and load phases
//	go run ./bench/routes -size stress -memory  # resident memory on the stress world
//	go run ./bench/routes -json                 # machine-readable results on stdout
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"

	"github.com/switchyard-dev/switchyard/bench/internal/proc"
	"github.com/switchyard-dev/switchyard/bench/worlds"
	"github.com/switchyard-dev/switchyard/integrator"
)

// Goals (printed, never asserted).
const (
	goalQuotesPerSec = 2_000 // on 2 cores, load generator included
	goalMemoryMB     = 500   // service RSS after warm-up, stress world
)

type options struct {
	size        worlds.Size
	seed        uint64
	conc        int
	dur         time.Duration
	rounds      int
	warmup      time.Duration
	procs       int
	rate        int
	logLevel    string
	planSamples int
	// qualitySamples bounds the same-chain samples the slow optimizer runs on.
	qualitySamples int
	// qualityWorst: print this many of the worst quality samples.
	qualityWorst int
	loadSamples  int
	memory       bool
	warmQuotes   int
	// routableOnly: the load sends only samples the engine answers with a
	// plan (diagnostic: the throughput of successful quotes alone).
	routableOnly bool
	phases       []string // "plan", "load"
	asJSON       bool
	keep         bool
	timeout      time.Duration
	exe          string // the executable to start as the service (this program)
	// serviceProfile: the service writes a CPU profile of its whole run here.
	serviceProfile string
}

func defaultOptions() options {
	return options{size: worlds.Realistic, seed: 1, conc: 32, dur: 3 * time.Second, rounds: 3, warmup: time.Second,
		procs: 2, rate: integrator.MaxCustomRate, logLevel: "info", planSamples: 2000, qualitySamples: 300, loadSamples: 20_000,
		warmQuotes: 3000, phases: []string{"plan", "load"}, timeout: 6 * time.Minute}
}

// parseOptions reads the command line.
func parseOptions(args []string, stderr io.Writer) (options, error) {
	o := defaultOptions()
	fs := flag.NewFlagSet("routes", flag.ContinueOnError)
	fs.SetOutput(stderr)
	size := fs.String("size", string(o.size), "world size: ci, realistic or stress")
	fs.Uint64Var(&o.seed, "seed", o.seed, "world seed")
	fs.IntVar(&o.conc, "c", o.conc, "concurrent keep-alive clients")
	fs.DurationVar(&o.dur, "d", o.dur, "duration of one slice of load (each round has one quotes slice and one healthz slice)")
	fs.IntVar(&o.rounds, "rounds", o.rounds, "rounds; figures are medians over rounds")
	fs.DurationVar(&o.warmup, "warmup", o.warmup, "unmeasured load per workload before round 1 (0 skips)")
	fs.IntVar(&o.procs, "procs", o.procs, "GOMAXPROCS of the service process")
	fs.IntVar(&o.rate, "rate", o.rate, "rate (requests/s) of the service's custom-tier integrator")
	fs.StringVar(&o.logLevel, "service-log-level", o.logLevel, "the service's log level (info logs every request, as in production)")
	fs.IntVar(&o.planSamples, "plan-samples", o.planSamples, "plan phase: cross-chain and same-chain samples each")
	fs.IntVar(&o.qualitySamples, "quality-samples", o.qualitySamples, "plan phase: same-chain samples the route-quality optimizer runs on (the first of those the engine answered)")
	fs.IntVar(&o.qualityWorst, "quality-worst", 0, "plan phase: print this many of the route-quality samples furthest below the optimum (amount, the engine's paths and the optimizer's) to stderr")
	fs.IntVar(&o.loadSamples, "load-samples", o.loadSamples, "load phase: distinct request samples (amounts change on every further pass)")
	fs.BoolVar(&o.routableOnly, "routable-only", false, "load: send only the samples the engine answers with a plan (classified first in this process, which takes a while): the throughput without the cost of \"no route\" and \"amount too low/high\" answers")
	fs.BoolVar(&o.memory, "memory", false, "measure the service's resident memory after -warm-quotes quotes instead of the plan and load phases")
	fs.IntVar(&o.warmQuotes, "warm-quotes", o.warmQuotes, "with -memory: quotes sent before reading the memory")
	phases := fs.String("phases", strings.Join(o.phases, ","), "phases to run without -memory: plan, load or both")
	fs.BoolVar(&o.asJSON, "json", false, "print the results as JSON on stdout (progress still goes to stderr)")
	fs.BoolVar(&o.keep, "keep", false, "keep the temporary directory (data dir, service.log)")
	fs.DurationVar(&o.timeout, "timeout", o.timeout, "hard limit for the whole run")
	fs.StringVar(&o.serviceProfile, "service-cpuprofile", "", "the service writes a CPU profile of its whole run (start to SIGTERM) to this file")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: go run ./bench/routes [flags]\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	var err error
	if o.size, err = worlds.ParseSize(*size); err != nil {
		return o, err
	}
	o.phases = nil
	for _, p := range strings.Split(*phases, ",") {
		p = strings.TrimSpace(p)
		if p != "plan" && p != "load" {
			return o, fmt.Errorf("-phases %q: choose among plan, load", *phases)
		}
		o.phases = append(o.phases, p)
	}
	switch {
	case fs.NArg() > 0:
		return o, fmt.Errorf("unexpected arguments %q", fs.Args())
	case o.conc < 1 || o.conc > 1024:
		return o, errors.New("-c must be 1..1024")
	case o.dur <= 0 || o.rounds < 1 || o.rounds > 50 || o.warmup < 0:
		return o, errors.New("-d must be positive, -rounds 1..50, -warmup not negative")
	case o.procs < 1 || o.planSamples < 1 || o.loadSamples < 1 || o.warmQuotes < 1:
		return o, errors.New("-procs, -plan-samples, -load-samples and -warm-quotes must be positive")
	case o.rate < 1 || o.rate > integrator.MaxCustomRate:
		return o, fmt.Errorf("-rate must be 1..%d", integrator.MaxCustomRate)
	}
	return o, nil
}

func (o *options) has(phase string) bool { return slices.Contains(o.phases, phase) }

func main() {
	if len(os.Args) > 1 && os.Args[1] == childFlag {
		os.Exit(serveChild(os.Args[2:], os.Stdout, os.Stderr))
	}
	o, err := parseOptions(os.Args[1:], os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(0)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "routes:", err)
		os.Exit(2)
	}
	if o.serviceProfile != "" {
		if o.serviceProfile, err = filepath.Abs(o.serviceProfile); err != nil {
			fmt.Fprintln(os.Stderr, "routes:", err)
			os.Exit(2)
		}
	}
	if o.exe, err = os.Executable(); err != nil {
		fmt.Fprintln(os.Stderr, "routes:", err)
		os.Exit(1)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	res, err := run(ctx, o, os.Stderr)
	if res != nil {
		if o.asJSON {
			enc := json.NewEncoder(os.Stdout)
			enc.SetIndent("", "  ")
			enc.Encode(res)
		} else {
			report(os.Stdout, res)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "routes:", err)
		os.Exit(1)
	}
	if !res.OK {
		fmt.Fprintln(os.Stderr, "routes: failures:", strings.Join(res.Problems, "; "))
		os.Exit(1)
	}
}

// Results is the machine-readable output (-json).
type Results struct {
	Config struct {
		Size        string  `json:"world_size"`
		Seed        uint64  `json:"world_seed"`
		Concurrency int     `json:"concurrency"`
		SliceSec    float64 `json:"slice_seconds"`
		Rounds      int     `json:"rounds"`
		WarmupSec   float64 `json:"warmup_seconds"`
		ServiceProc int     `json:"service_gomaxprocs"`
		LogLevel    string  `json:"service_log_level"`
		CPUs        int     `json:"cpus"`
		GoVersion   string  `json:"go_version"`
	} `json:"config"`
	World    string       `json:"world"`
	Plan     *PlanPhase   `json:"plan,omitempty"`
	Load     *LoadPhase   `json:"load,omitempty"`
	Memory   *MemoryPhase `json:"memory,omitempty"`
	Verdicts []Verdict    `json:"verdicts"`
	OK       bool         `json:"ok"` // no failure (goals are informational)
	Problems []string     `json:"problems,omitempty"`
	Elapsed  float64      `json:"elapsed_seconds"`
}

// Verdict is one goal's outcome.
type Verdict struct {
	Name  string  `json:"name"`
	Value float64 `json:"value"`
	Goal  string  `json:"goal"`
	Pass  bool    `json:"pass"`
}

// LoadPhase is the HTTP load's result.
type LoadPhase struct {
	ServicePID int          `json:"service_pid"`
	Quotes     TargetResult `json:"quotes"`
	Healthz    TargetResult `json:"healthz"`
	// Ratio is quotes/s (200s) ÷ healthz/s, of the medians over rounds;
	// RatioRounds the same per round.
	Ratio         float64   `json:"ratio_quotes_over_healthz"`
	RatioRounds   []float64 `json:"ratio_rounds"`
	MemAfterStart proc.Mem  `json:"service_memory_after_start"`
	MemAfterLoad  proc.Mem  `json:"service_memory_after_load"`
}

// TargetResult aggregates one workload's rounds.
type TargetResult struct {
	Request   string    `json:"request"`
	RPSRounds []float64 `json:"per_second_rounds"` // 200s per second, per round
	RPS       float64   `json:"per_second"`        // median of RPSRounds
	// AnswersPerSec counts legitimate 400 answers too (median).
	AnswersPerSec float64        `json:"answers_per_second"`
	Counts        map[string]int `json:"counts"`
	Latency200    Latency        `json:"latency_200"`
	Latency400    Latency        `json:"latency_legit_400,omitzero"`
	// ServerCPUus is the service process's CPU per request (all answers).
	ServerCPUus     float64 `json:"server_cpu_us_per_request"`
	FirstUnexpected string  `json:"first_unexpected,omitempty"`
	answerRounds    []float64
	acc             sliceResult
}

func (t *TargetResult) add(r *sliceResult) {
	t.RPSRounds = append(t.RPSRounds, r.perSec(is200))
	t.answerRounds = append(t.answerRounds, r.perSec(legit))
	t.acc.merge(r)
}

func (t *TargetResult) finish() {
	t.RPS = loadgen.Median(t.RPSRounds)
	t.AnswersPerSec = loadgen.Median(t.answerRounds)
	t.Counts = t.acc.Counts
	t.Latency200 = summarize(t.acc.Lat200)
	t.Latency400 = summarize(t.acc.Lat400)
	t.ServerCPUus = ratio(us(t.acc.serverCPU), float64(t.acc.total()))
	t.FirstUnexpected = t.acc.FirstUnexpected
}

// unexpected counts the answers outside the legitimate ones.
func (t *TargetResult) unexpected(quotes bool) int {
	n := 0
	for k, v := range t.acc.Counts {
		if (quotes && !legit(k)) || (!quotes && k != class200) {
			n += v
		}
	}
	return n
}

// MemoryPhase is the -memory result.
type MemoryPhase struct {
	ServicePID   int            `json:"service_pid"`
	StartSec     float64        `json:"start_seconds"` // until /readyz answered
	AfterStart   proc.Mem       `json:"after_start"`
	WarmQuotes   int            `json:"warm_quotes"`
	Counts       map[string]int `json:"counts"`
	AfterWarmup  proc.Mem       `json:"after_warmup"`
	GoalMB       int            `json:"goal_mb"`
	Pass         bool           `json:"pass"`
	QuotesPerSec float64        `json:"warmup_answers_per_second"`
}

func progress(w io.Writer, format string, args ...any) {
	fmt.Fprintf(w, format+"\n", args...)
}

// run runs the phases. The results are returned whenever there are some,
// also with an error.
func run(ctx context.Context, o options, logw io.Writer) (*Results, error) {
	begin := time.Now()
	ctx, cancel := context.WithTimeout(ctx, o.timeout)
	defer cancel()
	res := &Results{OK: true}
	res.Config.Size, res.Config.Seed = string(o.size), o.seed
	res.Config.Concurrency, res.Config.SliceSec, res.Config.Rounds = o.conc, o.dur.Seconds(), o.rounds
	res.Config.WarmupSec, res.Config.ServiceProc, res.Config.LogLevel = o.warmup.Seconds(), o.procs, o.logLevel
	res.Config.CPUs, res.Config.GoVersion = runtime.NumCPU(), runtime.Version()

	t0 := time.Now()
	w, err := loadWorld(o.size, o.seed)
	if err != nil {
		return nil, err
	}
	res.World = fmt.Sprintf("%s (seed %d): %v", o.size, o.seed, w.Stats)
	progress(logw, "world %s generated in %v", res.World, time.Since(t0).Round(time.Millisecond))

	tmp, err := os.MkdirTemp("", "switchyard-bench-routes-")
	if err != nil {
		return nil, err
	}
	if o.keep {
		progress(logw, "keeping %s", tmp)
	} else {
		defer os.RemoveAll(tmp)
	}

	fail := func(err error) (*Results, error) {
		res.Elapsed = time.Since(begin).Seconds()
		if ctx.Err() != nil {
			return res, fmt.Errorf("stopped early: %w (%v)", err, context.Cause(ctx))
		}
		return res, err
	}
	if o.memory {
		if res.Memory, err = runMemory(ctx, &o, tmp, res, logw); err != nil {
			return fail(err)
		}
	} else {
		if o.has("plan") {
			progress(logw, "plan phase: %d cross-chain and %d same-chain samples, uncached, GOMAXPROCS 1 …", o.planSamples, o.planSamples)
			if res.Plan, err = runPlanPhase(ctx, w, o.planSamples, o.qualitySamples, o.qualityWorst, logw); err != nil {
				return fail(err)
			}
			for _, f := range []*PlanFigures{&res.Plan.Cross, &res.Plan.Same} {
				if f.FirstOther != "" {
					res.OK = false
					res.Problems = append(res.Problems, "engine: unexpected error: "+f.FirstOther)
				}
			}
			if res.Plan.Brute.BetterCount > 0 {
				res.Problems = append(res.Problems, fmt.Sprintf("engine: %d plans above the exhaustive best (not simple paths?)", res.Plan.Brute.BetterCount))
				res.OK = false
			}
		}
		if o.has("load") {
			if res.Load, err = runLoad(ctx, &o, w, tmp, res, logw); err != nil {
				return fail(err)
			}
		}
	}
	res.Verdicts = verdicts(res)
	res.Elapsed = time.Since(begin).Seconds()
	return res, nil
}

// startChild starts the service on the world of the options.
func startChild(ctx context.Context, o *options, tmp string, logw io.Writer) (*service, error) {
	dataDir := filepath.Join(tmp, "data")
	progress(logw, "starting the service (%s world, GOMAXPROCS %d) …", o.size, o.procs)
	svc, err := startService(ctx, o.exe, childArgs(o, dataDir), o.procs, filepath.Join(tmp, "service.log"))
	if err != nil {
		return nil, err
	}
	progress(logw, "service pid %d at http://%s", svc.PID(), svc.addr)
	return svc, nil
}

// runLoad drives the service with quotes and healthz in interleaved slices.
func runLoad(ctx context.Context, o *options, w *worlds.World, tmp string, res *Results, logw io.Writer) (*LoadPhase, error) {
	svc, err := startChild(ctx, o, tmp, logw)
	if err != nil {
		return nil, err
	}
	defer svc.Stop()
	lp := &LoadPhase{ServicePID: svc.PID()}
	lp.MemAfterStart, _ = proc.ReadMem(svc.PID())

	client := loadgen.NewClient(o.conc, 30*time.Second)
	defer client.CloseIdleConnections()
	samples := w.Samples(o.loadSamples, loadSeed)
	if o.routableOnly {
		progress(logw, "classifying %d samples (-routable-only) …", len(samples))
		if samples = routable(ctx, w, samples); len(samples) == 0 {
			return nil, errors.New("-routable-only: no sample has a route")
		}
		progress(logw, "%d samples have a route", len(samples))
	}
	bodies := newQuoteBodies(samples)
	quotes, healthz := quoteWorkload(bodies, svc.integratorID), healthzWorkload()
	base := svc.url("")
	// One request of each first: a wrong request shape fails here, clearly.
	for _, wl := range []workload{quotes, healthz} {
		status, body, err := probe(ctx, client, base, wl)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", wl.path, err)
		}
		if c := classifyResponse(status, body); (wl.quotes && !legit(c)) || (!wl.quotes && c != class200) {
			return nil, fmt.Errorf("%s answered %d: %s", wl.path, status, loadgen.Truncate(string(body), 500))
		}
	}
	if o.warmup > 0 {
		progress(logw, "warm-up load: %s per workload, not measured", o.warmup)
		for _, wl := range []workload{quotes, healthz} {
			drive(ctx, client, base, wl, o.conc, o.warmup, 0, 0)
		}
	}
	lp.Quotes.Request, lp.Healthz.Request = quotes.path, healthz.path
	for r := range o.rounds {
		order := []workload{quotes, healthz}
		if r%2 == 1 {
			order[0], order[1] = order[1], order[0] // alternate which goes first
		}
		var q, h sliceResult
		for _, wl := range order {
			if ctx.Err() != nil {
				return nil, context.Cause(ctx)
			}
			sr := drive(ctx, client, base, wl, o.conc, o.dur, 0, svc.PID())
			if wl.quotes {
				q = sr
			} else {
				h = sr
			}
			if !svc.Alive() {
				return nil, fmt.Errorf("the service exited during the load: %v%s", svc.WaitErr, proc.LogTail(svc.LogPath))
			}
		}
		lp.Quotes.add(&q)
		lp.Healthz.add(&h)
		rr := ratio(q.perSec(is200), h.perSec(is200))
		lp.RatioRounds = append(lp.RatioRounds, rr)
		progress(logw, "round %d/%d: quotes %6.0f/s (answers %6.0f/s, service CPU %4.0f µs/answer: %s), healthz %6.0f/s, ratio %.3f",
			r+1, o.rounds, q.perSec(is200), q.perSec(legit), ratio(us(q.serverCPU), float64(q.total())), countsLine(q.Counts), h.perSec(is200), rr)
	}
	lp.MemAfterLoad, _ = proc.ReadMem(svc.PID())
	if err := svc.Stop(); err != nil {
		res.OK = false
		res.Problems = append(res.Problems, err.Error())
	}
	lp.Quotes.finish()
	lp.Healthz.finish()
	lp.Ratio = ratio(lp.Quotes.RPS, lp.Healthz.RPS)
	if n := lp.Quotes.unexpected(true); n > 0 {
		res.OK = false
		res.Problems = append(res.Problems, fmt.Sprintf("quotes: %d unexpected answers, first: %s", n, lp.Quotes.FirstUnexpected))
	}
	if n := lp.Healthz.unexpected(false); n > 0 {
		res.OK = false
		res.Problems = append(res.Problems, fmt.Sprintf("healthz: %d unexpected answers, first: %s", n, lp.Healthz.FirstUnexpected))
	}
	return lp, nil
}

// runMemory starts the service, sends o.warmQuotes quotes and reads its
// resident memory.
func runMemory(ctx context.Context, o *options, tmp string, res *Results, logw io.Writer) (*MemoryPhase, error) {
	w, err := loadWorld(o.size, o.seed)
	if err != nil {
		return nil, err
	}
	t0 := time.Now()
	svc, err := startChild(ctx, o, tmp, logw)
	if err != nil {
		return nil, err
	}
	defer svc.Stop()
	mp := &MemoryPhase{ServicePID: svc.PID(), StartSec: time.Since(t0).Seconds(), WarmQuotes: o.warmQuotes, GoalMB: goalMemoryMB}
	if mp.AfterStart, err = proc.ReadMem(svc.PID()); err != nil {
		res.Problems = append(res.Problems, "memory not measured: "+err.Error())
	}
	client := loadgen.NewClient(o.conc, 30*time.Second)
	defer client.CloseIdleConnections()
	progress(logw, "warming the service with %d quotes …", o.warmQuotes)
	quotes := quoteWorkload(newQuoteBodies(w.Samples(o.warmQuotes, warmupSeed)), svc.integratorID)
	sr := drive(ctx, client, svc.url(""), quotes, o.conc, o.timeout, int64(o.warmQuotes), 0)
	if ctx.Err() != nil {
		return nil, context.Cause(ctx)
	}
	mp.Counts = sr.Counts
	mp.QuotesPerSec = sr.perSec(legit)
	if mp.AfterWarmup, err = proc.ReadMem(svc.PID()); err != nil {
		res.Problems = append(res.Problems, "memory not measured: "+err.Error())
	}
	mp.Pass = mp.AfterWarmup.RSSkB > 0 && mp.AfterWarmup.MB() <= goalMemoryMB
	unexpected := 0
	for k, v := range sr.Counts {
		if !legit(k) {
			unexpected += v
		}
	}
	if unexpected > 0 {
		res.OK = false
		res.Problems = append(res.Problems, fmt.Sprintf("warm-up: %d unexpected answers, first: %s", unexpected, sr.FirstUnexpected))
	}
	if err := svc.Stop(); err != nil {
		res.OK = false
		res.Problems = append(res.Problems, err.Error())
	}
	return mp, nil
}
