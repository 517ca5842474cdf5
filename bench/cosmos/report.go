package main

import (
	"fmt"
	"io"
	"text/tabwriter"
)

func report(out io.Writer, res *Results) {
	p := func(format string, args ...any) { fmt.Fprintf(out, format+"\n", args...) }
	c := res.Config
	p("Switchyard Cosmos routes benchmark (%s, %d CPUs)", c.GoVersion, c.CPUs)
	p("  note: %s", c.Note)
	p("")
	p("Send -> success: from handing the route's transaction to the source chain (a Cosmos source: signing,")
	p("simulating and broadcasting it with client/cosmostx) to the first GET /v2/status answering success")
	p("(polled every %g ms); send -> included: to the source transaction's block (Cosmos sources).", c.PollMs)
	p("  %d routes of each kind, %d in flight at a time (one development key each), each after a random pause of 0..%g ms",
		c.Routes, c.Concurrency, c.JitterMs)
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "kind\troute\troutes\tfailed\tsend->success p50 s\tp99 s\tmin s\tmax s\tsend->included p50 s\tp99 s")
	for _, k := range res.Kinds {
		if k.NotOffered != "" {
			fmt.Fprintf(tw, "%s\t%s -> %s\tnot offered\t\t\t\t\t\t\t\n", k.Kind, k.FromChain, k.ToChain)
			continue
		}
		s, in := k.SendToSuccess, k.SendToIncluded
		fmt.Fprintf(tw, "%s\t%s -> %s\t%d\t%d\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\n", k.Kind, k.FromChain, k.ToChain, k.Routes, k.Failed,
			s.P50ms/1000, s.P99ms/1000, s.MinMs/1000, s.MaxMs/1000, in.P50ms/1000, in.P99ms/1000)
	}
	tw.Flush()
	for _, k := range res.Kinds {
		if k.NotOffered != "" {
			p("  %s not offered: %s", k.Kind, k.NotOffered)
		}
	}
	for _, pr := range res.Problems {
		p("problem: %s", pr)
	}
}
