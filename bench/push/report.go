package main

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
)

// KindStats summarizes one latency (stream or webhook) of one kind's
// routes (or all).
type KindStats = devbench.KindStats

// streamMs and webhookMs pick a route's latency; false when it has none.
func streamMs(r routeResult) (float64, bool) { return r.StreamMs, r.Err == "" }

func webhookMs(r routeResult) (float64, bool) {
	if r.Err != "" || r.WebhookMs == nil {
		return 0, false
	}
	return *r.WebhookMs, true
}

func summarize(kind string, rs []routeResult, pick func(routeResult) (float64, bool)) KindStats {
	samples := make([]devbench.Sample, len(rs))
	for i, r := range rs {
		v, ok := pick(r)
		samples[i] = devbench.Sample{Ms: v, SendToSuccessMs: r.SendToStreamMs, OK: ok}
	}
	return devbench.Summarize(kind, samples, latencyGoal)
}

func report(out io.Writer, res *Results) {
	p := func(format string, args ...any) { fmt.Fprintf(out, format+"\n", args...) }
	c := res.Config
	p("Switchyard push status benchmark (%s, %d CPUs)", c.GoVersion, c.CPUs)
	p("  note: %s", c.Note)
	if res.StreamOverall != nil {
		p("")
		p("Latency: time from the block completing a route (first seen by polling eth_blockNumber every %g ms)", c.BlockPollMs)
		p("to the arrival of its success event on GET /v2/status/stream (opened after signing, before sending)")
		p("  %d routes of each kind, %d in flight at a time (one development account each), each after a random pause of 0..%g ms",
			c.Routes, c.Concurrency, c.JitterMs)
		table(out, "stream", append(slices.Clone(res.Stream), *res.StreamOverall), res.LatencyGoalMs)
		if res.WebhookOverall != nil {
			st := res.WebhookStats
			p("and to the arrival of its success webhook at a loopback receiver in the benchmark process")
			p("  (%d requests received, every status change of every route; %d repeated an idempotency key; %d unsigned, %d failed",
				st.Requests, st.Duplicates, st.Unsigned, st.BadSig)
			p("  the signature check with the secret set-webhook printed)")
			table(out, "webhook", append(slices.Clone(res.Webhook), *res.WebhookOverall), res.LatencyGoalMs)
		} else {
			p("Webhooks: not measured: %s", res.WebhooksSkipped)
		}
		p("  The block poller may see a block up to %g ms (plus an eth_blockNumber round trip) after it appeared,", c.BlockPollMs)
		p("  which takes as much off each figure; an event read before the poller's next poll is a few ms below zero.")
	}
	if len(res.Streams) > 0 {
		p("")
		p("Concurrent streams: GET /v2/status/stream on transactions that never appear (one quote), %d opened %d at a time,",
			c.Streams, c.OpenConcurrency)
		p("  then all kept open and read for %g s (heartbeat every %g s); RLIMIT_NOFILE %d for both processes", c.HoldSec, c.HeartbeatSec, c.FileLimit)
		p("  service resident memory (VmRSS, with its devnet chains) before opening, with all open (max over the hold), after closing")
		tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "mode\topened\talive\tended\topen s\topen p50 ms\topen p99 ms\tRSS before MB\tRSS open MB\tRSS closed MB\tKB/stream\tCPU % held\tgoal 10000 < 300 MB")
		for _, s := range res.Streams {
			fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%.0f\t%s\n", s.Mode, s.Opened, s.Alive, s.EndedEarly, s.OpenSec,
				s.OpenP50ms, s.OpenP99ms, s.Before.MB(), float64(s.HoldMaxRSSkB)/1024, s.AfterClose.MB(), s.PerStreamKB, s.HoldCPUPct,
				loadgen.Verdict(s.Pass && s.Requested >= res.StreamsGoal))
		}
		tw.Flush()
		for _, s := range res.Streams {
			if len(s.OpenErrors) > 0 {
				keys := make([]string, 0, len(s.OpenErrors))
				for k := range s.OpenErrors {
					keys = append(keys, k)
				}
				sort.Strings(keys)
				var parts []string
				for _, k := range keys {
					parts = append(parts, fmt.Sprintf("%dx %s", s.OpenErrors[k], k))
				}
				p("  %s: open errors: %s", s.Mode, strings.Join(parts, ", "))
			}
		}
		for _, s := range res.Streams {
			if s.RuntimeProblems != "" {
				p("  %s: the service's Go runtime figures are unavailable: %s", s.Mode, s.RuntimeProblems)
				continue
			}
			p("  %s: per stream %.2f goroutines, %.1f KB heap in use, %.1f KB goroutine stacks (service /metrics: %.0f -> %.0f goroutines, heap %.0f -> %.0f MB, stacks %.0f -> %.0f MB)",
				s.Mode, s.GoroutinesPer, s.HeapKBPer, s.StackKBPer, s.RuntimeBefore.Goroutines, s.RuntimeOpen.Goroutines,
				s.RuntimeBefore.HeapInuseMB, s.RuntimeOpen.HeapInuseMB, s.RuntimeBefore.StackInuseMB, s.RuntimeOpen.StackInuseMB)
		}
		p("  same: every stream on one transaction (the stream's own cost); distinct: one transaction each (the stream and")
		p("  the tracker's entry for the transaction, refreshed on every head); the difference is the tracker's share.")
		p("  The benchmark process itself held %.1f MB for its clients.", res.Streams[len(res.Streams)-1].BenchRSS.MB())
	}
	for _, pr := range res.Problems {
		p("problem: %s", pr)
	}
}

func table(out io.Writer, what string, rows []KindStats, goalMs float64) {
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "%s: kind\troutes\tfailed\tp50 ms\tp99 ms\tmax ms\tmin ms\tmean ms\tsend->success p50 s\tgoal p50 < %g ms\n", what, goalMs)
	for _, s := range rows {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.0f\t%.0f\t%.0f\t%.0f\t%.0f\t%.1f\t%s\n", s.Kind, s.Routes, s.Failed, s.P50ms, s.P99ms, s.MaxMs, s.MinMs,
			s.MeanMs, s.RouteP50/1000, loadgen.Verdict(s.Pass))
	}
	tw.Flush()
}
