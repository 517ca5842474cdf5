package main

import (
	"fmt"
	"io"
	"sort"
	"text/tabwriter"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
)

func mb(kb int64) string { return fmt.Sprintf("%.1f MB", float64(kb)/1024) }

func report(out io.Writer, res *Results) {
	p := func(format string, args ...any) { fmt.Fprintf(out, format+"\n", args...) }
	c := res.Config
	p("Switchyard listings benchmark")
	p("  load: %d keep-alive clients per target, %d rounds x %gs per workload and target, targets alternating every %gs; warm-up %gs",
		c.Concurrency, c.Rounds, c.RoundSec, c.SliceSec, c.WarmupSec)
	devnetNote := "API-only build (-tags nodevnet, --devnet-chains none; -devnet for the full binary with its chains)"
	if c.Devnet {
		devnetNote = "with its embedded devnet chains"
	}
	p("  service: separate process, log level %s, %s", c.LogLevel, devnetNote)
	p("  baseline: %s", c.Baseline)
	p("  note: %s (%s)", c.Note, c.GoVersion)
	p("")
	m := res.Memory
	p("Service resident memory (VmRSS)")
	p("  after start:    %s", mb(m.AfterStart.RSSkB))
	p("  after warm-up:  %s   (goal < %d MB: %s)", mb(m.AfterWarmup.RSSkB), m.GoalMB, loadgen.Verdict(m.Pass))
	p("  after load:     %s   (peak VmHWM %s)", mb(m.AfterLoad.RSSkB), mb(m.AfterLoad.HWMkB))
	p("")
	for _, w := range res.Workloads {
		p("%s: %s %s%s -> %d, %s, %d bytes", w.Name, w.Method, w.Path, bodyNote(w.Body), w.Response.Status, w.Response.ContentType, w.Response.Bytes)
		p("  service headers: %s", w.Response.HeaderNames)
		type row struct {
			name string
			r    *TargetResult
		}
		rows := []row{{"service", &w.Service}, {"baseline", &w.Baseline}}
		if w.BaselineProcess != nil {
			rows = append(rows, row{"baseline-process", w.BaselineProcess})
		}
		for _, t := range rows {
			cpu := fmt.Sprintf("server CPU %.0f µs/req", t.r.ServerCPUus)
			if t.r.ServerCPUus == 0 && t.name == "baseline" {
				cpu = "server CPU n/a (in the bench process)"
			}
			p("  %-16s %8.0f req/s median (rounds: %s)  p50 %.2f ms  p99 %.2f ms  ok %d  errors %d  %s; bench process %.0f µs/req",
				t.name, t.r.RPS, loadgen.Rounds(t.r.RPSRounds), t.r.P50ms, t.r.P99ms, t.r.OK, t.r.ErrCount(), cpu, t.r.BenchCPUus)
			keys := make([]string, 0, len(t.r.Errors))
			for k := range t.r.Errors {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				p("                   error: %dx %s", t.r.Errors[k], k)
			}
		}
		p("  ratio service/baseline: %.2f", w.Ratio)
		if w.BaselineProcess != nil {
			p("  ratio service/baseline-process: %.2f; server CPU per request: service %.0f µs, baseline-process %.0f µs (baseline/service %.2f)",
				w.RatioProcess, w.Service.ServerCPUus, w.BaselineProcess.ServerCPUus,
				w.BaselineProcess.ServerCPUus/max(w.Service.ServerCPUus, 1e-9))
		}
		p("")
	}
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	head := "workload\tbytes\tservice req/s\tbaseline req/s\tratio\tsvc p50 ms\tsvc p99 ms\tbase p50 ms\tbase p99 ms\tsvc CPU µs/req"
	if c.BaseProc {
		head += "\tbase-proc req/s\tratio vs proc\tbase-proc CPU µs/req"
	}
	fmt.Fprintln(tw, head+"\terrors svc/base")
	for _, w := range res.Workloads {
		line := fmt.Sprintf("%s\t%d\t%.0f\t%.0f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.0f", w.Name, w.Response.Bytes,
			w.Service.RPS, w.Baseline.RPS, w.Ratio, w.Service.P50ms, w.Service.P99ms, w.Baseline.P50ms, w.Baseline.P99ms,
			w.Service.ServerCPUus)
		errs := fmt.Sprintf("%d/%d", w.Service.ErrCount(), w.Baseline.ErrCount())
		if bp := w.BaselineProcess; bp != nil {
			line += fmt.Sprintf("\t%.0f\t%.2f\t%.0f", bp.RPS, w.RatioProcess, bp.ServerCPUus)
			errs += fmt.Sprintf("/%d", bp.ErrCount())
		}
		fmt.Fprintln(tw, line+"\t"+errs)
	}
	tw.Flush()
	p("")
	for _, w := range res.Workloads {
		cmp := ">="
		if !w.Pass {
			cmp = "<"
		}
		extra := ""
		if w.BaselineProcess != nil {
			extra = fmt.Sprintf("   (vs baseline-process: %.3f, %s)", w.RatioProcess, loadgen.Verdict(w.RatioProcess >= res.RatioGoal))
		}
		p("%-18s %-10s ratio %.3f %s %.2f%s", w.Name, loadgen.Verdict(w.Pass), w.Ratio, cmp, res.RatioGoal, extra)
	}
	p("%-18s %-10s %s after warm-up (goal < %d MB)", "memory", loadgen.Verdict(m.Pass), mb(m.AfterWarmup.RSSkB), m.GoalMB)
	for _, pr := range res.Problems {
		p("problem: %s", pr)
	}
}

func bodyNote(b string) string {
	if b == "" {
		return ""
	}
	return " " + b
}
