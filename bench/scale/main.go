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
	"errors"
	"flag"
	"os"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/benchmain"
	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
)

type options struct {
	benchmain.Options
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
	o.Register(10 * time.Minute)
	var chosen []string
	benchmain.Parse("scale", func() (err error) {
		if chosen, err = selectWorkloads(o.workloads); err != nil {
			return err
		}
		if _, err = devbench.SelectKinds(o.quoteKind); err != nil {
			return err
		}
		if o.conc < 1 || o.conc > 1024 || o.dur <= 0 || o.rounds < 1 || o.rounds > 50 || o.warmup < 0 || o.routes < 1 || o.routes > 10 ||
			o.writes < 1 || o.Timeout <= 0 {
			return errors.New("-c must be 1 to 1024, -rounds 1 to 50, -routes 1 to 10, -writes, -d and -timeout above 0, -warmup not negative")
		}
		return nil
	})
	os.Exit(benchmain.Run("scale", o.Options, func(ctx context.Context, env *benchmain.Env) (*Results, error) {
		return bench(ctx, o, chosen, env.Dir, env.Bin)
	}, report))
}
