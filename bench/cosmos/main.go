// Command cosmos benchmarks routes with a Cosmos end on the devnet (issue
// 16): for each kind it sends routes as a wallet sends them (quoted with
// POST /v2/route, the MsgTransfer signed and broadcast by client/cosmostx,
// the signer of `switchyard route --execute`) and measures the time from
// the send to the first GET /v2/status answering success, and to the
// source transaction's block. It builds and starts the real service with
// --devnet-cosmos as a separate process. See bench/README.md.
//
// Run from the repository: go run ./bench/cosmos [-routes 20] [-concurrency 4] [-json]
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
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

type options struct {
	routes  int
	conc    int
	poll    time.Duration
	jitter  time.Duration
	kinds   string
	asJSON  bool
	bin     string
	keep    bool
	timeout time.Duration
}

func main() {
	var o options
	flag.IntVar(&o.routes, "routes", 20, "routes of each kind")
	flag.IntVar(&o.conc, "concurrency", 4, "routes in flight at a time, one per development key (at most 8)")
	flag.DurationVar(&o.poll, "poll", 50*time.Millisecond, "GET /v2/status interval of each route until success")
	flag.DurationVar(&o.jitter, "jitter", time.Second, "random pause of up to this before each route (0: none)")
	flag.StringVar(&o.kinds, "kinds", "hub-osmosis,osmosis-hub,evm-osmosis,osmosis-evm", "route kinds, in order (kinds the service does not offer are reported as such)")
	flag.BoolVar(&o.asJSON, "json", false, "print the results as JSON on stdout (progress still goes to stderr)")
	flag.StringVar(&o.bin, "bin", "", "use this switchyard binary instead of building ./cmd/switchyard")
	flag.BoolVar(&o.keep, "keep", false, "keep the temporary directory (binary, data dir, service log)")
	flag.DurationVar(&o.timeout, "timeout", 20*time.Minute, "hard limit for everything after the build")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./bench/cosmos [flags]\n\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	chosen, err := selectKinds(o.kinds)
	if err != nil || flag.NArg() > 0 || o.routes < 1 || o.conc < 1 || o.conc > maxConcurrency || o.poll <= 0 || o.jitter < 0 {
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
		}
		flag.Usage()
		os.Exit(2)
	}
	os.Exit(run(o, chosen))
}

func progress(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }

// Results is the machine-readable output (-json).
type Results struct {
	Config struct {
		Routes      int     `json:"routes_per_kind"`
		Concurrency int     `json:"concurrency"`
		PollMs      float64 `json:"status_poll_ms"`
		JitterMs    float64 `json:"start_jitter_ms"`
		CPUs        int     `json:"cpus"`
		GoVersion   string  `json:"go_version"`
		Note        string  `json:"note"`
	} `json:"config"`
	Kinds    []KindResult `json:"kinds"`
	Problems []string     `json:"problems,omitempty"`
}

func run(o options, chosen []kind) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	tmp, bin, cleanup, err := proc.Prepare(ctx, "switchyard-bench-cosmos-", o.keep, o.bin, progress)
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
	progress("starting the service with --devnet-cosmos (a first start opens the IBC channels: a minute or more) …")
	svc, err := devbench.StartService(ctx, bin, dataDir, "1,42161", "--devnet-cosmos")
	if err != nil {
		progress("bench: %v", err)
		return 1
	}
	defer svc.Stop()
	progress("service pid %d at http://%s, devnet admin %s", svc.PID(), svc.Addr, svc.AdminURL)

	res := &Results{}
	c := &res.Config
	c.Routes, c.Concurrency, c.PollMs, c.JitterMs = o.routes, o.conc, devbench.Ms(o.poll), devbench.Ms(o.jitter)
	c.CPUs, c.GoVersion = runtime.NumCPU(), runtime.Version()
	c.Note = fmt.Sprintf("the service, its EVM and Cosmos devnet chains, the IBC relayer and the wallets share %d CPUs", c.CPUs)
	w, err := newWorld(ctx, svc, id, o.conc)
	if err != nil {
		progress("bench: %v%s", err, proc.LogTail(svc.LogPath))
		return 1
	}
	for _, k := range chosen {
		progress("%s: %d routes …", k.name, o.routes)
		kr, err := w.runKind(ctx, k, o)
		if err != nil {
			progress("bench: %s: %v%s", k.name, err, proc.LogTail(svc.LogPath))
			return 1
		}
		res.Kinds = append(res.Kinds, kr)
		if kr.Failed > 0 {
			res.Problems = append(res.Problems, fmt.Sprintf("%s: %d of %d routes failed (first: %s)", k.name, kr.Failed, kr.Routes, kr.FirstError))
		}
	}
	if err := svc.Stop(); err != nil {
		res.Problems = append(res.Problems, err.Error())
	}
	if o.asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(res)
	} else {
		report(os.Stdout, res)
	}
	if len(res.Problems) > 0 {
		progress("bench: problems: %v", res.Problems)
		return 1
	}
	return 0
}
