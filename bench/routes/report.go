package main

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/route"
)

func verdicts(res *Results) []Verdict {
	var v []Verdict
	if l := res.Load; l != nil {
		v = append(v, Verdict{"quotes/s", l.Quotes.RPS, fmt.Sprintf(">= %d (2 cores, load generator included)", goalQuotesPerSec),
			l.Quotes.RPS >= goalQuotesPerSec})
	}
	if p := res.Plan; p != nil {
		lat := p.Cross.Latency
		v = append(v, Verdict{"cross-chain plan p50 µs", lat.P50us, fmt.Sprintf("<= %d (1 core, uncached)", goalCrossP50us), lat.N > 0 && lat.P50us <= goalCrossP50us})
		v = append(v, Verdict{"cross-chain plan p99 µs", lat.P99us, fmt.Sprintf("<= %d (1 core, uncached)", goalCrossP99us), lat.N > 0 && lat.P99us <= goalCrossP99us})
	}
	if m := res.Memory; m != nil {
		v = append(v, Verdict{"service RSS MB", m.AfterWarmup.MB(), fmt.Sprintf("<= %d (after %d quotes)", goalMemoryMB, m.WarmQuotes), m.Pass})
	}
	return v
}

// countsLine renders answer counts, most frequent first.
func countsLine(counts map[string]int) string {
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if counts[keys[i]] != counts[keys[j]] {
			return counts[keys[i]] > counts[keys[j]]
		}
		return keys[i] < keys[j]
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, counts[k])
	}
	return strings.Join(parts, ", ")
}

func pct(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

// ms renders microseconds as milliseconds; "-" for no figure.
func ms(usv float64) string {
	if usv == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", usv/1000)
}

func report(out io.Writer, res *Results) {
	p := func(format string, args ...any) { fmt.Fprintf(out, format+"\n", args...) }
	c := res.Config
	p("Switchyard routes benchmark")
	p("  world: %s", res.World)
	p("  machine: %d CPUs, %s; the load generator and the service share them: compare ratios, not absolute figures", c.CPUs, c.GoVersion)
	p("")
	if pl := res.Plan; pl != nil {
		p("Plan latency, in process, GOMAXPROCS 1, uncached (route.Engine with CacheSize -1, distinct amounts), %.1fs", pl.Elapsed)
		tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "  \tsamples\tok\tno route\tamount err\tp50 ms\tp90 ms\tp99 ms\tmax ms\tmean ms\tamount-err p50 ms\tamount-err p99 ms")
		row := func(name string, f *PlanFigures) {
			fmt.Fprintf(tw, "  %s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", name, f.Samples, pct(f.share(outOK)), pct(f.share(outNoRoute)),
				pct(f.share(outAmount)), ms(f.Latency.P50us), ms(f.Latency.P90us), ms(f.Latency.P99us), ms(f.Latency.MaxUs), ms(f.Latency.MeanUs),
				ms(f.AmountErrLatency.P50us), ms(f.AmountErrLatency.P99us))
		}
		row("engine cross-chain", &pl.Cross)
		row("engine same-chain", &pl.Same)
		b := &pl.Brute
		fmt.Fprintf(tw, "  %s\t%d\t-\t-\t-\t%s\t%s\t%s\t%s\t%s\t-\t-\n", "brute force same-chain", b.Samples,
			ms(b.Latency.P50us), ms(b.Latency.P90us), ms(b.Latency.P99us), ms(b.Latency.MaxUs), ms(b.Latency.MeanUs))
		tw.Flush()
		p("  (latency over the samples answered with a plan; \"amount err\" answers search the allowed range and are timed apart)")
		p("  thread CPU per plan (the plans' own time, without waits for a shared machine's cores): cross-chain p50 / p90 / p99 %s / %s / %s ms, same-chain %s / %s / %s ms",
			ms(pl.Cross.CPU.P50us), ms(pl.Cross.CPU.P90us), ms(pl.Cross.CPU.P99us), ms(pl.Same.CPU.P50us), ms(pl.Same.CPU.P90us), ms(pl.Same.CPU.P99us))
		p("  brute force ÷ engine, same-chain, same samples: p50 %.1fx, mean %.1fx (%.0f pool evaluations per exhaustive search)",
			pl.RatioP50, pl.RatioMean, b.MeanEvals)
		p("  engine output = exhaustive best on %s of them (else a shorter path won net of gas; worst shortfall %.2f%%)",
			pct(b.EqualShare), b.WorstShortfall)
		q := &pl.Quality
		p("  route quality, %d same-chain samples, output net of gas vs a slow optimizer (water-filling in %d steps over every path of <= %d pools):",
			q.Samples, optSteps, route.MaxHops)
		p("    engine: within 0.01%% of the optimum on %s, within 0.1%% on %s, worst ratio %.5f; split on %s (best gain over one path %.2f%%)",
			pct(q.Within), pct(q.Within999), q.Worst, pct(q.SplitShare), q.BestGainPct)
		p("    single-path engine: within 0.01%% on %s, worst ratio %.5f", pct(q.SingleWithin), q.SingleWorst)
		p("")
	}
	if l := res.Load; l != nil {
		p("HTTP load on the service (pid %d, GOMAXPROCS %d, log level %s): %d keep-alive clients, %d rounds x (%gs quotes + %gs healthz), alternating; warm-up %gs",
			l.ServicePID, c.ServiceProc, c.LogLevel, c.Concurrency, c.Rounds, c.SliceSec, c.SliceSec, c.WarmupSec)
		tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "  \trequest\t200/s (median)\trounds\tanswers/s\tp50 ms\tp90 ms\tp99 ms\t400 p50 ms\t400 p99 ms\tservice CPU µs/answer")
		for _, t := range []*TargetResult{&l.Quotes, &l.Healthz} {
			fmt.Fprintf(tw, "  %s\t%s\t%.0f\t%s\t%.0f\t%s\t%s\t%s\t%s\t%s\t%.0f\n", name(t), t.Request, t.RPS, rounds(t.RPSRounds), t.AnswersPerSec,
				ms(t.Latency200.P50us), ms(t.Latency200.P90us), ms(t.Latency200.P99us), ms(t.Latency400.P50us), ms(t.Latency400.P99us), t.ServerCPUus)
		}
		tw.Flush()
		p("  quote answers: %s", countsLine(l.Quotes.Counts))
		p("  ratio quotes/s ÷ healthz/s: %.3f (rounds: %s)", l.Ratio, rounds3(l.RatioRounds))
		p("  service RSS: %.1f MB after start, %.1f MB after load (peak %.1f MB)", l.MemAfterStart.MB(), l.MemAfterLoad.MB(), float64(l.MemAfterLoad.HWMkB)/1024)
		p("")
	}
	if m := res.Memory; m != nil {
		p("Service memory (pid %d, ready in %.1fs)", m.ServicePID, m.StartSec)
		p("  %-20s %7.1f MB", "after start:", m.AfterStart.MB())
		p("  %-20s %7.1f MB (peak VmHWM %.1f MB; %.0f answers/s)   goal <= %d MB: %s", fmt.Sprintf("after %d quotes:", m.WarmQuotes),
			m.AfterWarmup.MB(), float64(m.AfterWarmup.HWMkB)/1024, m.QuotesPerSec, m.GoalMB, loadgen.Verdict(m.Pass))
		p("  answers: %s", countsLine(m.Counts))
		p("")
	}
	for _, v := range res.Verdicts {
		p("%-26s %-10s %.1f (goal %s)", v.Name, loadgen.Verdict(v.Pass), v.Value, v.Goal)
	}
	for _, pr := range res.Problems {
		p("problem: %s", pr)
	}
	p("total %.1fs", res.Elapsed)
}

func name(t *TargetResult) string {
	if strings.HasPrefix(t.Request, "POST") {
		return "quotes"
	}
	return "healthz (baseline)"
}

func rounds(xs []float64) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprintf("%.0f", x)
	}
	return strings.Join(s, " ")
}

func rounds3(xs []float64) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprintf("%.3f", x)
	}
	return strings.Join(s, ", ")
}
