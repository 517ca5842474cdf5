package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
)

// find is the result of a workload on a setup (nil when not measured).
func (r *Results) find(workload, setup string) *Result {
	for i := range r.Results {
		if r.Results[i].Workload == workload && r.Results[i].Setup == setup {
			return &r.Results[i]
		}
	}
	return nil
}

// ratio is a/b, 0 when either is missing.
func ratio(a, b *Result) float64 {
	if a == nil || b == nil || b.RPS <= 0 {
		return 0
	}
	return a.RPS / b.RPS
}

func report(out io.Writer, r *Results) {
	c := r.Config
	fmt.Fprintf(out, "Switchyard scale-out benchmark: store %s", c.Store)
	if c.Postgres != "" {
		fmt.Fprintf(out, " (PostgreSQL %s, Redis %s)", c.Postgres, c.Redis)
	}
	fmt.Fprintf(out, "\nquote workload: %s routes; %d clients, %d rounds of %.1fs per workload and setup, %s\n", c.QuoteKind, c.Clients, c.Rounds, c.RoundSec, c.GoVersion)
	fmt.Fprintf(out, "NOTE: %s.\n\n", c.Note)

	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "workload\tsetup\treq/s (median)\trounds\tp50 ms\tp99 ms\treplica CPU µs/req\tvs healthz\t")
	for _, x := range r.Results {
		vs := "-"
		if x.Workload != "healthz" {
			if q := ratio(&x, r.find("healthz", x.Setup)); q > 0 {
				vs = fmt.Sprintf("%.3f", q)
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%.0f\t%s\t%.2f\t%.2f\t%.0f\t%s\t\n", x.Workload, x.Setup, x.RPS, loadgen.Rounds(x.RPSRounds),
			x.P50ms, x.P99ms, x.CPUusPerReq, vs)
	}
	tw.Flush()

	for _, s := range []string{setupTwo, setupOther} {
		head := false
		for _, w := range []string{"quote", "status", "healthz"} {
			if q := ratio(r.find(w, s), r.find(w, setupOne)); q > 0 {
				if !head {
					fmt.Fprintf(out, "\n%s over %s:\n", s, setupOne)
					head = true
				}
				fmt.Fprintf(out, "  %-8s %.2fx\n", w, q)
			}
		}
	}
	if p := r.PGWrite; p != nil {
		fmt.Fprintf(out, "\nPostgreSQL quote write (one INSERT of a stored full quote, %d B of request and route, autocommit, one after the other, replicas idle):\n", p.RowBytes)
		fmt.Fprintf(out, "  %d writes: p50 %.3f ms, p99 %.3f ms, max %.3f ms (fsync %s, synchronous_commit %s)\n",
			p.Writes, p.P50ms, p.P99ms, p.Maxms, p.Fsync, p.SynchronousCommit)
	}
	if len(r.Problems) > 0 {
		fmt.Fprintf(out, "\nPROBLEMS:\n  %s\n", strings.Join(r.Problems, "\n  "))
	}
}
