package main

import (
	"fmt"
	"io"
	"text/tabwriter"
)

func report(out io.Writer, res *Results) {
	p := func(format string, args ...any) { fmt.Fprintf(out, format+"\n", args...) }
	c := res.Config
	p("Switchyard Bitcoin routes benchmark (%s, %d CPUs)", c.GoVersion, c.CPUs)
	p("  note: %s", c.Note)
	p("")
	p("Send -> success: from handing the route's transaction to its source chain (BTC -> EVM: broadcasting the")
	p("deposit PSBT signed by client/btctx; EVM -> BTC: sending the order after its approval) to the first")
	p("GET /v2/status answering success (polled every %g ms). Send -> block: to the Bitcoin block that carries", c.PollMs)
	p("the route's Bitcoin transaction (the deposit, or the solver's payment), as a block clock polling Esplora")
	p("every %g ms first saw it; block -> success: from there.", c.BlockPollMs)
	p("  %d routes of each kind, %d in flight at a time (one payer each), each after a random pause of 0..%g ms",
		c.Routes, c.Concurrency, c.JitterMs)
	b := res.BlockInterval
	p("Baseline, the Bitcoin chain's block interval in this run: p50 %.2f s, min %.2f s, max %.2f s, mean %.2f s (%d intervals)",
		b.P50ms/1000, b.MinMs/1000, b.MaxMs/1000, b.MeanMs/1000, b.N)
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "kind\troute\troutes\tfailed\tsend->success p50 s\tp99 s\tmin s\tmax s\tsend->block p50 s\tp99 s\tblock->success p50 s\tp99 s")
	for _, k := range res.Kinds {
		s, bl, bs := k.SendToSuccess, k.SendToBlock, k.BlockToSuccess
		fmt.Fprintf(tw, "%s\t%s -> %s\t%d\t%d\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\n", k.Kind, k.FromChain, k.ToChain, k.Routes, k.Failed,
			s.P50ms/1000, s.P99ms/1000, s.MinMs/1000, s.MaxMs/1000, bl.P50ms/1000, bl.P99ms/1000, bs.P50ms/1000, bs.P99ms/1000)
	}
	tw.Flush()
	for _, k := range res.Kinds {
		if k.QuoteRetries > 0 {
			p("  %s: %d quotes answered 5xx and were asked again after a pause (first: %s)", k.Kind, k.QuoteRetries, k.FirstQuoteError)
		}
	}
	for _, pr := range res.Problems {
		p("problem: %s", pr)
	}
}
