// Command listings benchmarks Switchyard's listing endpoints against a
// baseline: it builds and starts the real service as a separate process,
// captures its exact responses to three workloads, serves those same bytes
// from a plain net/http handler in this process (and, with
// -baseline-process, in a process of its own too), and drives them with the
// same keep-alive load in interleaved slices. The ratio of the service's
// throughput to the baseline's tells how much the service's own stack
// (routing, authentication, rate limiting, logging, metrics, listing cache
// and field selection) costs on top of writing the bytes. See
// bench/README.md.
//
// Run from the repository: go run ./bench/listings [-c 16] [-d 3s] [-rounds 3] [-json]
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"

	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

const (
	ratioGoal = 0.6 // service req/s over baseline req/s
	memGoalMB = 60  // resident memory of the service after warm-up
)

type options struct {
	conc     int
	dur      time.Duration
	slice    time.Duration
	rounds   int
	warmup   time.Duration
	asJSON   bool
	bin      string
	keep     bool
	logLevel string
	devnet   bool
	rate     int
	timeout  time.Duration
	baseProc bool
}

func main() {
	var o options
	flag.IntVar(&o.conc, "c", 16, "concurrent keep-alive clients per target")
	flag.DurationVar(&o.dur, "d", 3*time.Second, "duration of one round of one workload on one target")
	flag.IntVar(&o.rounds, "rounds", 3, "rounds; each round runs every workload on every target; figures are medians over rounds")
	flag.DurationVar(&o.slice, "slice", 500*time.Millisecond, "within a round, switch between the targets every slice of this length")
	flag.DurationVar(&o.warmup, "warmup", 500*time.Millisecond, "unmeasured load per workload and target before the first round (0 to skip)")
	flag.BoolVar(&o.asJSON, "json", false, "print the results as JSON on stdout (progress still goes to stderr)")
	flag.StringVar(&o.bin, "bin", "", "use this switchyard binary instead of building ./cmd/switchyard")
	flag.BoolVar(&o.keep, "keep", false, "keep the temporary directory (binary, data dir, service log)")
	flag.BoolVar(&o.devnet, "devnet", false, "run the full binary with its embedded devnet chains (default: the API-only build, -tags nodevnet, which is what these workloads exercise)")
	flag.StringVar(&o.logLevel, "service-log-level", "", "pass --log-level to the service (default: the service's own default, info, which logs every request)")
	flag.IntVar(&o.rate, "rate", 100000, "rate of the custom-tier integrator used for the load (the CLI allows at most 100000)")
	flag.DurationVar(&o.timeout, "timeout", 3*time.Minute, "hard limit for everything after the build")
	flag.BoolVar(&o.baseProc, "baseline-process", true, "also run the baseline in its own process (this program re-executed), as a third target: symmetric with the service, with its server CPU per request measured")
	only := flag.String("workloads", "", "comma-separated subset of workloads to run (default all: "+workloadNames()+")")
	serveBaselineManifest := flag.String("serve-baseline", "", "internal: serve the baseline described by this manifest (used by -baseline-process)")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./bench/listings [flags]\n\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *serveBaselineManifest != "" {
		os.Exit(serveBaseline(*serveBaselineManifest))
	}
	if err := selectWorkloads(*only); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if flag.NArg() > 0 || o.conc < 1 || o.conc > 1024 || o.dur <= 0 || o.slice <= 0 || o.rounds < 1 || o.rounds > 50 || o.warmup < 0 {
		flag.Usage()
		os.Exit(2)
	}
	os.Exit(run(o))
}

func workloadNames() string {
	names := make([]string, len(workloads))
	for i, w := range workloads {
		names[i] = w.Name
	}
	return strings.Join(names, ",")
}

// selectWorkloads keeps the named workloads only, in their usual order.
func selectWorkloads(list string) error {
	if list == "" {
		return nil
	}
	want := map[string]bool{}
	for _, n := range strings.Split(list, ",") {
		want[strings.TrimSpace(n)] = true
	}
	var kept []workload
	for _, w := range workloads {
		if want[w.Name] {
			kept = append(kept, w)
			delete(want, w.Name)
		}
	}
	if len(want) > 0 || len(kept) == 0 {
		return fmt.Errorf("-workloads %q: choose among %s", list, workloadNames())
	}
	workloads = kept
	return nil
}

// Results is the machine-readable output (-json).
type Results struct {
	Config struct {
		Concurrency int     `json:"concurrency"`
		RoundSec    float64 `json:"round_seconds"`
		SliceSec    float64 `json:"slice_seconds"`
		Rounds      int     `json:"rounds"`
		WarmupSec   float64 `json:"warmup_seconds"`
		CPUs        int     `json:"cpus"`
		GoVersion   string  `json:"go_version"`
		LogLevel    string  `json:"service_log_level"`
		Devnet      bool    `json:"service_devnet"`
		Baseline    string  `json:"baseline"`
		BaseProc    bool    `json:"baseline_process_too"`
		Note        string  `json:"note"`
	} `json:"config"`
	Memory struct {
		AfterStart  proc.Mem `json:"after_start"`
		AfterWarmup proc.Mem `json:"after_warmup"`
		AfterLoad   proc.Mem `json:"after_load"`
		GoalMB      int      `json:"goal_mb"`
		Pass        bool     `json:"pass"`
	} `json:"memory"`
	Workloads []WorkloadResult `json:"workloads"`
	RatioGoal float64          `json:"ratio_goal"`
	ServiceOK bool             `json:"service_ok"`
	Problems  []string         `json:"problems,omitempty"`
}

// WorkloadResult is one workload's outcome.
type WorkloadResult struct {
	workload
	Response captured     `json:"response"`
	Service  TargetResult `json:"service"`
	Baseline TargetResult `json:"baseline"`
	Ratio    float64      `json:"ratio"`
	Pass     bool         `json:"pass"`
	// With -baseline-process: the same baseline in a process of its own,
	// and the service's ratio to it (informational; Pass uses Ratio).
	BaselineProcess *TargetResult `json:"baseline_process,omitempty"`
	RatioProcess    float64       `json:"ratio_vs_baseline_process,omitempty"`
}

// TargetResult aggregates one target's rounds of one workload.
type TargetResult struct {
	loadgen.Target
	// CPU per successful request during this target's rounds, in µs: of
	// the target's server process (0 for the in-process baseline) and of
	// the bench process (the load generator, plus the in-process baseline
	// server in its own rounds).
	ServerCPUus float64 `json:"server_process_cpu_us_per_req"`
	BenchCPUus  float64 `json:"bench_process_cpu_us_per_req"`
	serverCPU   time.Duration
	benchCPU    time.Duration
}

func (t *TargetResult) add(r loadgen.Slice, serverCPU, benchCPU time.Duration) {
	t.AddRound(r)
	t.serverCPU += serverCPU
	t.benchCPU += benchCPU
}

func (t *TargetResult) finish() {
	t.Finish()
	if t.OK > 0 {
		t.ServerCPUus = float64(t.serverCPU.Microseconds()) / float64(t.OK)
		t.BenchCPUus = float64(t.benchCPU.Microseconds()) / float64(t.OK)
	}
}

func progress(format string, args ...any) {
	fmt.Fprintf(os.Stderr, format+"\n", args...)
}

func run(o options) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	var tags []string
	if !o.devnet {
		tags = []string{"nodevnet"} // the API-only build
	}
	tmp, bin, cleanup, err := proc.Prepare(ctx, "switchyard-bench-", o.keep, o.bin, progress, tags...)
	if err != nil {
		progress("bench: %v", err)
		return 1
	}
	defer cleanup()

	ctx, cancel := context.WithTimeout(ctx, o.timeout)
	defer cancel()

	dataDir := filepath.Join(tmp, "data")
	id, err := proc.AddIntegrator(ctx, bin, dataDir, o.rate)
	if err != nil {
		progress("bench: %v", err)
		return 1
	}
	svc, err := startService(ctx, bin, dataDir, o.logLevel, o.devnet)
	if err != nil {
		progress("bench: %v", err)
		return 1
	}
	// Always stop the service, whatever happens below.
	defer svc.Stop()

	res, err := bench(ctx, o, svc, id, tmp)
	if err != nil {
		if ctx.Err() != nil { // interrupted or out of time: the service is not to blame
			progress("bench: stopped early: %v", context.Cause(ctx))
			return 1
		}
		progress("bench: %v%s", err, proc.LogTail(svc.LogPath))
		return 1
	}
	if err := svc.Stop(); err != nil {
		res.ServiceOK = false
		res.Problems = append(res.Problems, err.Error())
	}
	if o.asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		enc.Encode(res)
	} else {
		report(os.Stdout, res)
	}
	if !res.ServiceOK {
		progress("bench: the service failed: %s%s", strings.Join(res.Problems, "; "), proc.LogTail(svc.LogPath))
		return 1
	}
	if ctx.Err() != nil {
		progress("bench: stopped early: %v", context.Cause(ctx))
		return 1
	}
	return 0
}

func bench(ctx context.Context, o options, svc *service, id, tmp string) (*Results, error) {
	res := &Results{RatioGoal: ratioGoal, ServiceOK: true}
	res.Config.Concurrency = o.conc
	res.Config.RoundSec = o.dur.Seconds()
	res.Config.SliceSec = min(o.slice, o.dur).Seconds()
	res.Config.Rounds = o.rounds
	res.Config.WarmupSec = o.warmup.Seconds()
	res.Config.CPUs = runtime.NumCPU()
	res.Config.GoVersion = runtime.Version()
	res.Config.LogLevel = o.logLevel
	res.Config.Devnet = o.devnet
	if res.Config.LogLevel == "" {
		res.Config.LogLevel = "info (service default)"
	}
	res.Config.Baseline = "plain net/http handler writing the captured bytes, in the bench process"
	where := "the load generator, the baseline server (both in the bench process) and the service"
	res.Config.BaseProc = o.baseProc
	if o.baseProc {
		res.Config.Baseline += "; and the same in a process of its own (-baseline-process)"
		where = "the load generator, the baselines and the service"
	}
	res.Config.Note = fmt.Sprintf("%s share %d CPUs; absolute req/s are those of a shared machine, the ratio is the figure to read",
		where, runtime.NumCPU())
	res.Memory.GoalMB = memGoalMB

	progress("service pid %d at http://%s; %s", svc.PID(), svc.addr, res.Config.Note)

	mem := func(into *proc.Mem) {
		m, err := proc.ReadMem(svc.PID())
		if err != nil {
			res.Problems = append(res.Problems, "memory not measured: "+err.Error())
		}
		*into = m
	}
	mem(&res.Memory.AfterStart)
	if err := warmupRequests(ctx, svc, id); err != nil {
		return nil, err
	}
	mem(&res.Memory.AfterWarmup)

	svcClient := loadgen.NewClient(o.conc, 10*time.Second)
	defer svcClient.CloseIdleConnections()

	caps := map[string]*captured{}
	for _, w := range workloads {
		c, err := capture(ctx, svcClient, svc.url(""), w, id)
		if err != nil {
			return nil, fmt.Errorf("capture %s: %w", w.Name, err)
		}
		caps[w.Name] = c
		progress("captured %-18s %s %-22s %d %s, %d bytes", w.Name, w.Method, w.Path, c.Status, c.ContentType, c.Bytes)
	}
	routes, err := baselineRoutes(caps)
	if err != nil {
		return nil, err
	}
	type target struct {
		name   string
		client *http.Client
		url    string
		proc   *service // nil for the in-process baseline
	}
	base, err := startBaseline(routes)
	if err != nil {
		return nil, err
	}
	defer base.close()
	baseClient := loadgen.NewClient(o.conc, 10*time.Second)
	defer baseClient.CloseIdleConnections()
	// Targets: 0 the baseline, 1 the service, 2 the baseline process.
	targets := []target{{"baseline", baseClient, "http://" + base.addr, nil}, {"service", svcClient, svc.url(""), svc}}
	if o.baseProc {
		child, err := startBaselineProcess(ctx, tmp, routes)
		if err != nil {
			return nil, err
		}
		defer child.Stop()
		procClient := loadgen.NewClient(o.conc, 10*time.Second)
		defer procClient.CloseIdleConnections()
		targets = append(targets, target{"baseline-process", procClient, child.url(""), child})
		progress("baseline process pid %d at http://%s", child.PID(), child.addr)
	}

	if o.warmup > 0 {
		progress("warm-up load: %s per workload and target, not measured", o.warmup)
		for _, w := range workloads {
			for _, t := range targets {
				drive(ctx, t.client, t.url, w, id, caps[w.Name].Bytes, o.conc, o.warmup)
			}
		}
	}

	results := make([]WorkloadResult, len(workloads))
	for i, w := range workloads {
		results[i].workload = w
		results[i].Response = *caps[w.Name]
	}
	// Each round gives every workload -d of load on each target, cut into
	// slices that alternate between the targets (and which goes first), so
	// that bursts of noise from other processes hit both alike.
	nSlices := max(1, int((o.dur+o.slice-1)/o.slice))
	sliceDur := o.dur / time.Duration(nSlices)
	for r := range o.rounds {
		for i, w := range workloads {
			nt := len(targets)
			acc := make([]loadgen.Slice, nt)
			serverCPU, benchCPU := make([]time.Duration, nt), make([]time.Duration, nt)
			for sl := range nSlices {
				for k := range nt {
					ti := (r + i + sl + k) % nt // rotate who goes first
					if ctx.Err() != nil {
						return nil, fmt.Errorf("stopped: %w", context.Cause(ctx))
					}
					t := targets[ti]
					var srv0, srv1 time.Duration
					if t.proc != nil {
						srv0, _ = proc.CPU(t.proc.PID())
					}
					self0, _ := selfCPU()
					rr := drive(ctx, t.client, t.url, w, id, caps[w.Name].Bytes, o.conc, sliceDur)
					if t.proc != nil {
						srv1, _ = proc.CPU(t.proc.PID())
					}
					self1, _ := selfCPU()
					acc[ti].Merge(rr)
					serverCPU[ti] += srv1 - srv0
					benchCPU[ti] += self1 - self0
					if !svc.Alive() {
						res.ServiceOK = false
						res.Problems = append(res.Problems, fmt.Sprintf("the service exited during the load: %v", svc.WaitErr))
						return res, errors.New(res.Problems[len(res.Problems)-1])
					}
					if t.proc != nil && !t.proc.Alive() {
						return nil, fmt.Errorf("the %s process exited during the load: %v%s", t.name, t.proc.WaitErr, proc.LogTail(t.proc.LogPath))
					}
				}
			}
			results[i].Baseline.add(acc[0], serverCPU[0], benchCPU[0])
			results[i].Service.add(acc[1], serverCPU[1], benchCPU[1])
			line := fmt.Sprintf("round %d/%d %-18s baseline %7.0f req/s, service %7.0f req/s, ratio %.2f",
				r+1, o.rounds, w.Name, acc[0].RPS(), acc[1].RPS(), acc[1].RPS()/max(acc[0].RPS(), 1e-9))
			if nt > 2 {
				if results[i].BaselineProcess == nil {
					results[i].BaselineProcess = &TargetResult{}
				}
				results[i].BaselineProcess.add(acc[2], serverCPU[2], benchCPU[2])
				line += fmt.Sprintf("; baseline-process %7.0f req/s, ratio %.2f", acc[2].RPS(), acc[1].RPS()/max(acc[2].RPS(), 1e-9))
			}
			errs := 0
			for _, a := range acc {
				errs += sum(a.Errors)
			}
			progress("%s  (errors %d)", line, errs)
		}
	}
	mem(&res.Memory.AfterLoad)
	res.Memory.Pass = res.Memory.AfterWarmup.RSSkB > 0 && res.Memory.AfterWarmup.RSSkB < memGoalMB*1024

	for i := range results {
		w := &results[i]
		w.Service.finish()
		w.Baseline.finish()
		if w.Baseline.RPS > 0 {
			w.Ratio = w.Service.RPS / w.Baseline.RPS
		}
		w.Pass = w.Ratio >= ratioGoal
		if bp := w.BaselineProcess; bp != nil {
			bp.finish()
			if bp.RPS > 0 {
				w.RatioProcess = w.Service.RPS / bp.RPS
			}
		}
		if n := w.Service.ErrCount(); n > 0 {
			res.ServiceOK = false
			res.Problems = append(res.Problems, fmt.Sprintf("%s: %d failed service requests", w.Name, n))
		}
	}
	res.Workloads = results
	return res, nil
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// warmupRequests sends one GET of each listing endpoint, identity and gzip
// (the service caches the gzip form on first use), and one request of each
// workload, so the memory figure is that of a service that has served them.
func warmupRequests(ctx context.Context, svc *service, id string) error {
	c := loadgen.NewClient(1, 10*time.Second)
	defer c.CloseIdleConnections()
	var reqs []workload
	for _, p := range []string{"/v2/chains", "/v2/tokens", "/v2/sdk-info"} {
		reqs = append(reqs, workload{Name: "warm-up", Method: http.MethodGet, Path: p})
	}
	reqs = append(reqs, workloads...)
	for _, w := range reqs {
		for _, gz := range []bool{false, true} {
			hdr := requestHeader(w, id)
			if gz {
				hdr.Set("Accept-Encoding", "gzip")
			}
			req, err := newRequest(ctx, svc.url(""), w, hdr)
			if err != nil {
				return err
			}
			resp, err := c.Do(req)
			if err != nil {
				return fmt.Errorf("warm-up %s %s: %w", w.Method, w.Path, err)
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				return fmt.Errorf("warm-up %s %s: status %d", w.Method, w.Path, resp.StatusCode)
			}
		}
	}
	return nil
}
