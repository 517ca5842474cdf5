package main

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"text/tabwriter"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
)

// KindStats summarizes the freshness of one kind's routes (or all).
type KindStats = devbench.KindStats

func summarize(kind string, rs []routeResult) KindStats {
	samples := make([]devbench.Sample, len(rs))
	for i, r := range rs {
		samples[i] = devbench.Sample{Ms: r.FreshnessMs, SendToSuccessMs: r.SendToSuccessMs, OK: r.Err == ""}
	}
	return devbench.Summarize(kind, samples, freshnessGoal)
}

func report(out io.Writer, res *Results) {
	p := func(format string, args ...any) { fmt.Fprintf(out, format+"\n", args...) }
	c := res.Config
	p("Switchyard status benchmark (%s, %d CPUs)", c.GoVersion, c.CPUs)
	p("  note: %s", c.Note)
	p("")
	p("Freshness: time from the block completing a route on its destination (first seen by polling")
	p("eth_blockNumber every %g ms) to the first GET /v2/status answering success (polled every %g ms)", c.BlockPollMs, c.PollMs)
	p("  %d routes of each kind, %d in flight at a time (one development account each), each after a random pause of 0..%g ms",
		c.Routes, c.Concurrency, c.JitterMs)
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "kind\troutes\tfailed\tp50 ms\tp99 ms\tmax ms\tmin ms\tmean ms\tsend->success p50 s\tgoal p50 < 1 s")
	for _, s := range append(slices.Clone(res.Freshness), res.Overall) {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.0f\t%.0f\t%.0f\t%.0f\t%.0f\t%.1f\t%s\n", s.Kind, s.Routes, s.Failed, s.P50ms, s.P99ms, s.MaxMs, s.MinMs,
			s.MeanMs, s.RouteP50/1000, loadgen.Verdict(s.Pass))
	}
	tw.Flush()
	p("  The polling adds up to one status interval (+0..%g ms, plus the request's own latency) to each", c.PollMs)
	p("  figure, and the block poller may see a block up to %g ms (plus an eth_blockNumber round trip)", c.BlockPollMs)
	p("  after it appeared, which takes as much off: read the figures as +/- %g ms.", c.PollMs)
	p("")
	t := res.Throughput
	p("Throughput: GET /v2/status of a terminal transaction (%d bytes, %s, Cache-Control %q)", t.Response.Bytes, t.Response.ContentType, t.Response.CacheControl)
	p("  against a plain net/http handler in the benchmark process writing the same bytes and headers")
	p("  %d keep-alive clients per target, %d rounds x %gs per target, alternating every %gs", c.Clients, c.Rounds, c.RoundSec, c.SliceSec)
	p("  service headers: %s", t.Response.HeaderNames)
	for _, row := range []struct {
		name string
		r    TargetResult
	}{{"service", t.Service}, {"baseline", t.Baseline}} {
		cpu := ""
		if row.r.ServerCPUus > 0 {
			cpu = fmt.Sprintf("  server CPU %.0f µs/req", row.r.ServerCPUus)
		}
		p("  %-9s %8.0f req/s median (rounds: %s)  p50 %.2f ms  p99 %.2f ms  ok %d  errors %d%s",
			row.name, row.r.RPS, loadgen.Rounds(row.r.RPSRounds), row.r.P50ms, row.r.P99ms, row.r.OK, row.r.ErrCount(), cpu)
		keys := make([]string, 0, len(row.r.Errors))
		for k := range row.r.Errors {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			p("            error: %dx %s", row.r.Errors[k], k)
		}
	}
	p("  ratio service/baseline: %.2f (goal >= %.1f: %s)", t.Ratio, res.RatioGoal, loadgen.Verdict(t.Pass))
	p("")
	m := res.Memory
	p("Service resident memory (VmRSS, with its devnet chains): %.1f MB after the routes, %.1f MB after the load (peak %.1f MB)",
		m.AfterRoutes.MB(), m.AfterLoad.MB(), float64(m.AfterLoad.HWMkB)/1024)
	for _, pr := range res.Problems {
		p("problem: %s", pr)
	}
}
