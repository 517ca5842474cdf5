package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/client"
)

func runStatus(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("status", stderr)
	svc := addServiceFlags(fs)
	tx := fs.String("tx", "", "transaction hash sent on the source chain (transactionId; required)")
	from := fs.String("from-chain", "", "source chain id (required)")
	to := fs.String("to-chain", "", "destination chain id (default: --from-chain)")
	quoteID := fs.String("quote-id", "", "quote id of the route (required)")
	requestID := fs.String("request-id", "", "legacy request id")
	wait := fs.Bool("wait", false, "follow the transaction until it settles, printing each change")
	estimate := fs.Int("estimate", 0, "the route's estimatedRouteDuration in seconds, to show progress against it and escalate")
	asJSON := fs.Bool("json", false, "print records as JSON")
	if err := parseFlags(fs, args, nil, serviceEnv...); err != nil {
		return err
	}
	if *to == "" {
		*to = *from
	}
	if *tx == "" || *from == "" || *quoteID == "" {
		return errors.New("status: --tx, --from-chain and --quote-id are required")
	}
	c, err := svc.client()
	if err != nil {
		return err
	}
	q := api.StatusQuery{TransactionID: *tx, FromChainID: *from, ToChainID: *to, QuoteID: *quoteID, RequestID: *requestID}
	if !*wait {
		rec, err := c.Status(ctx, q)
		if err != nil {
			return err
		}
		if *asJSON {
			return printJSON(stdout, rec)
		}
		p := newProgress(stdout, false, 0, time.Now())
		p.change(*rec)
		return p.finish(ctx, c, *rec)
	}
	return follow(ctx, c, q, time.Duration(*estimate)*time.Second, stdout, *asJSON)
}

// follow waits for the transaction, printing every change as it happens,
// and ends with where the funds are.
func follow(ctx context.Context, c *client.Client, q api.StatusQuery, estimate time.Duration, stdout io.Writer, asJSON bool) error {
	start := time.Now()
	p := newProgress(stdout, !asJSON && isTerminal(stdout), estimate, start)
	tickCtx, stopTick := context.WithCancel(ctx)
	var wg sync.WaitGroup
	if p.live {
		wg.Add(1)
		go func() { defer wg.Done(); p.tick(tickCtx) }()
	}
	rec, err := client.Wait(ctx, c, q, client.WaitOptions{EstimatedRouteDuration: estimate, Sent: start, OnChange: func(r api.StatusRecord) {
		if asJSON {
			printJSON(stdout, r)
			return
		}
		p.change(r)
	}})
	stopTick()
	wg.Wait()
	p.clearLive()
	if errors.Is(err, context.Canceled) {
		return fmt.Errorf("stopped following; the route goes on without it: switchyard status --wait --tx %s --from-chain %s --to-chain %s --quote-id %s",
			q.TransactionID, q.FromChainID, q.ToChainID, q.QuoteID)
	}
	if err != nil {
		return err
	}
	if asJSON {
		return nil
	}
	return p.finish(ctx, c, rec)
}

// progress prints status changes: one line each, and on a terminal a
// live line below them that redraws the elapsed time every second.
type progress struct {
	mu       sync.Mutex
	w        io.Writer
	live     bool
	estimate time.Duration
	start    time.Time
	// ahead is how long the transaction had been under way when the
	// follow started, as the record's timeSpent.total tells.
	ahead time.Duration
	last  string // the live line's text
}

func newProgress(w io.Writer, live bool, estimate time.Duration, start time.Time) *progress {
	return &progress{w: w, live: live, estimate: estimate, start: start}
}

func (p *progress) elapsed() string {
	s := fmt.Sprintf("%4ds", int((time.Since(p.start) + p.ahead).Seconds()))
	if p.estimate > 0 {
		s += fmt.Sprintf(" of ~%ds", int(p.estimate.Seconds()))
	}
	return s
}

// change prints a record that differs from the one before.
func (p *progress) change(r api.StatusRecord) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if total := time.Duration(r.TimeSpent["total"]) * time.Second; total > time.Since(p.start)+p.ahead {
		p.ahead = total - time.Since(p.start)
	}
	line := fmt.Sprintf("[%s] %-15s %s", p.elapsed(), r.RouteTransactionStatus, describeRecord(r))
	if p.live {
		fmt.Fprint(p.w, "\r\033[K")
	}
	fmt.Fprintln(p.w, line)
	p.last = fmt.Sprintf("%-15s %s", r.RouteTransactionStatus, waitingFor(r))
	if p.live {
		fmt.Fprintf(p.w, "[%s] %s", p.elapsed(), p.last)
	}
}

// tick redraws the live line until ctx ends.
func (p *progress) tick(ctx context.Context) {
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			p.mu.Lock()
			if p.last != "" {
				fmt.Fprintf(p.w, "\r\033[K[%s] %s", p.elapsed(), p.last)
			}
			p.mu.Unlock()
		}
	}
}

func (p *progress) clearLive() {
	if p.live {
		p.mu.Lock()
		fmt.Fprint(p.w, "\r\033[K")
		p.mu.Unlock()
	}
}

// describeRecord is what a record says beyond its state: the bridge's
// status, gas and each step.
func describeRecord(r api.StatusRecord) string {
	var parts []string
	if r.Status != "" {
		parts = append(parts, r.Status)
	}
	if r.GasStatus != "" {
		parts = append(parts, "gas "+r.GasStatus)
	}
	for _, s := range r.RouteStatus {
		parts = append(parts, fmt.Sprintf("%s on %s: %s", s.Action, s.ChainID, s.Status))
	}
	if r.RouteTransactionStatus == api.StateNotFound && len(parts) == 0 {
		parts = append(parts, "not indexed yet (usually 5 to 10 s)")
	}
	return strings.Join(parts, ", ")
}

func waitingFor(r api.StatusRecord) string {
	switch r.RouteTransactionStatus {
	case api.StateNotFound:
		return "waiting for the transaction to be indexed"
	case api.StateOngoing:
		return "in progress: nothing to do, waiting"
	}
	return ""
}

// finish prints the final line: where the funds are, or what to do.
func (p *progress) finish(ctx context.Context, c *client.Client, r api.StatusRecord) error {
	switch r.RouteTransactionStatus {
	case api.StateNeedsGas:
		fmt.Fprintf(p.w, "needs gas: the destination gas price rose above what was prepaid; the route resumes once gas is added")
		if rc := r.Recovery; rc != nil {
			fmt.Fprintf(p.w, ": send %s wei to %s on chain %s with data %s (%s)", rc.Value, rc.Target, rc.ChainID, rc.Data, rc.Description)
		}
		fmt.Fprintf(p.w, "\n  explorer: %s\n", r.BridgeTransactionURL)
		return errors.New("the route needs gas on the destination")
	case api.StateNotFound, api.StateOngoing:
		fmt.Fprintf(p.w, "not settled yet: %s\n", waitingFor(r))
		return nil
	}
	where := "funds at"
	if f := r.FundsAt; f != nil {
		amount := f.Amount + " base units of " + f.Token
		if tokens, err := c.Tokens(ctx, client.ListQuery{ChainID: f.ChainID}); err == nil {
			for _, t := range tokens {
				if strings.EqualFold(t.Address, f.Token) {
					amount = formatUnits(f.Amount, t.Decimals) + " " + t.Symbol + " (" + t.Address + ")"
				}
			}
		}
		fmt.Fprintf(p.w, "%s: %s held by %s on chain %s\n", where, amount, f.Address, f.ChainID)
	}
	switch r.RouteTransactionStatus {
	case api.StatePartialSuccess:
		return errors.New("partial success: the destination swap reverted; the bridged token was delivered instead")
	case api.StateRefund:
		return errors.New("refunded on the source chain")
	}
	return nil
}
