// Command scale benchmarks Switchyard scaled out (issue 10): the real
// binary's replicas (`switchyard serve --devnet-url … --database-url …
// --redis-url …`) attached to one devnet run alone (`switchyard devnet`),
// sharing one PostgreSQL and one Redis. In the same run it measures one
// replica, then two replicas taking turns request by request, on route
// quotes (POST /v2/route) and status reads of terminal transactions (GET
// /v2/status), each against /healthz of the same replicas as baseline,
// and the latency of one quote write in PostgreSQL. See bench/README.md.
//
// Run from the repository: go run ./bench/scale [-database-url URL] [-redis-url URL] [-json]
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

type options struct {
	databaseURL string
	redisURL    string
	sqlite      bool
	otherAlone  bool
	conc        int
	dur         time.Duration
	rounds      int
	warmup      time.Duration
	routes      int
	writes      int
	workloads   string
	quoteKind   string
	asJSON      bool
	bin         string
	keep        bool
	timeout     time.Duration
}

func main() {
	var o options
	flag.StringVar(&o.databaseURL, "database-url", os.Getenv("SWITCHYARD_BENCH_DATABASE_URL"),
		"PostgreSQL superuser URL; the run creates and drops a database of its own there (default $SWITCHYARD_BENCH_DATABASE_URL; empty: a private cluster started with initdb and postgres)")
	flag.StringVar(&o.redisURL, "redis-url", os.Getenv("SWITCHYARD_BENCH_REDIS_URL"),
		"Redis URL the replicas share (default $SWITCHYARD_BENCH_REDIS_URL; empty: a private redis-server)")
	flag.BoolVar(&o.sqlite, "sqlite", false, "measure one replica on SQLite with in-memory limits instead (no PostgreSQL, Redis or second replica)")
	flag.BoolVar(&o.otherAlone, "other-alone", false, "also load replica B alone: the replica that did not send the routes answers their status from the store")
	flag.IntVar(&o.conc, "c", 16, "concurrent keep-alive clients")
	flag.DurationVar(&o.dur, "d", 3*time.Second, "load per workload, setup and round")
	flag.IntVar(&o.rounds, "rounds", 3, "rounds; req/s are medians over rounds")
	flag.DurationVar(&o.warmup, "warmup", 500*time.Millisecond, "unmeasured load per workload and setup first (0 skips)")
	flag.IntVar(&o.routes, "routes", 2, "swap routes sent and completed first, whose status the status workload reads")
	flag.IntVar(&o.writes, "writes", 500, "quote writes timed in PostgreSQL, one after the other")
	flag.StringVar(&o.quoteKind, "quote-kind", "swap", "the quote workload's route: swap (same-chain, chain 1), gmp (1 to 42161) or intents (42161 to 1)")
	flag.StringVar(&o.workloads, "workloads", "healthz,quote,status", "comma-separated subset of healthz, quote, status")
	flag.BoolVar(&o.asJSON, "json", false, "print the results as JSON on stdout (progress still goes to stderr)")
	flag.StringVar(&o.bin, "bin", "", "use this switchyard binary instead of building ./cmd/switchyard")
	flag.BoolVar(&o.keep, "keep", false, "keep the temporary directory (binary, data dirs, logs)")
	flag.DurationVar(&o.timeout, "timeout", 10*time.Minute, "hard limit for everything after the build")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./bench/scale [flags]\n\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	chosen, err := selectWorkloads(o.workloads)
	if err == nil {
		_, err = devbench.SelectKinds(o.quoteKind)
	}
	if err != nil || flag.NArg() > 0 || o.conc < 1 || o.conc > 1024 || o.dur <= 0 || o.rounds < 1 || o.rounds > 50 || o.warmup < 0 ||
		o.routes < 1 || o.routes > 10 || o.writes < 1 || o.timeout <= 0 {
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
		}
		flag.Usage()
		os.Exit(2)
	}
	os.Exit(run(o, chosen))
}

func progress(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }

func run(o options, chosen []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	tmp, bin, cleanup, err := proc.Prepare(ctx, "switchyard-bench-scale-", o.keep, o.bin, progress)
	if err != nil {
		progress("bench: %v", err)
		return 1
	}
	defer cleanup()
	ctx, cancel := context.WithTimeout(ctx, o.timeout)
	defer cancel()

	res, err := bench(ctx, o, chosen, tmp, bin)
	if err != nil {
		if cause := context.Cause(ctx); cause != nil && cause.Error() != err.Error() {
			progress("bench: stopped early: %v (%v)", cause, err)
		} else if cause != nil {
			progress("bench: stopped early: %v", cause)
		} else {
			progress("bench: %v", err)
		}
		return 1
	}
	if o.asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		enc.Encode(res)
	} else {
		report(os.Stdout, res)
	}
	if len(res.Problems) > 0 {
		progress("bench: problems: %v", res.Problems)
		return 1
	}
	return 0
}
