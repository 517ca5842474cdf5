package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// routeTimeout bounds one route from its transaction to the success
// event; GMP routes on the devnet take seconds (confirmations, then the
// relayer).
const routeTimeout = 3 * time.Minute

// webhookWait bounds the wait for a route's success webhook after its
// stream delivered success.
const webhookWait = 30 * time.Second

// routeResult is one route's outcome.
type routeResult struct {
	devbench.RouteOutcome
	// The success event's arrival on the stream opened before sending.
	StreamAt time.Time `json:"stream_success_at"`
	StreamMs float64   `json:"stream_ms"` // StreamAt - BlockSeen
	// The success webhook's arrival (absent when webhooks are not measured).
	WebhookAt *time.Time `json:"webhook_success_at,omitempty"`
	WebhookMs *float64   `json:"webhook_ms,omitempty"` // WebhookAt - BlockSeen
	// SendToStreamMs is from sending the route transaction to the success
	// event: the whole route as its user lives it.
	SendToStreamMs float64  `json:"send_to_success_ms"`
	Events         []string `json:"events"` // "id:state" in the order received
	Heartbeats     int      `json:"heartbeats"`
	Err            string   `json:"error,omitempty"`
}

// latencyRun sends n routes of kind k, conc at a time (one account each,
// each after a random pause of up to jitter: devbench.RunRoutes), and
// measures each one's push latencies.
func latencyRun(ctx context.Context, w *devbench.World, addr string, clocks map[string]*devbench.BlockClock, hooks *webhookReceiver,
	k devbench.RouteKind, n, conc int, jitter time.Duration) []routeResult {
	results := make([]routeResult, n)
	devbench.RunRoutes(ctx, n, conc, jitter, func(a, i int) {
		results[i] = runRoute(ctx, w, addr, clocks, hooks, k, w.Accounts[a], i)
		r := results[i]
		switch {
		case r.Err != "":
			progress("  %s #%d: %s", k.Name, i+1, r.Err)
		case r.WebhookMs != nil:
			progress("  %s #%d: block %d on chain %s; stream success after %.0f ms, webhook after %.0f ms (route %.1f s, events %v)",
				k.Name, i+1, r.Block, r.Chain, r.StreamMs, *r.WebhookMs, r.SendToStreamMs/1000, r.Events)
		default:
			progress("  %s #%d: block %d on chain %s; stream success after %.0f ms (route %.1f s, events %v)",
				k.Name, i+1, r.Block, r.Chain, r.StreamMs, r.SendToStreamMs/1000, r.Events)
		}
	})
	return results
}

// runRoute opens the route transaction's stream between signing and
// sending it (as an app does once the wallet has the hash), sends it,
// and reads the stream until success.
func runRoute(ctx context.Context, w *devbench.World, addr string, clocks map[string]*devbench.BlockClock, hooks *webhookReceiver,
	k devbench.RouteKind, acct chain.Account, i int) routeResult {
	res := routeResult{RouteOutcome: devbench.RouteOutcome{Kind: k.Name, Index: i, Account: acct.Address.Hex()}}
	fail := func(format string, args ...any) routeResult {
		res.Err = fmt.Sprintf(format, args...)
		return res
	}
	var st *stream
	items := make(chan readItem, 16)
	sent, err := devbench.SendRoute(ctx, w, k, acct, i, func(s devbench.Sent) error {
		octx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		var err error
		if st, err = openStream(octx, addr, "/v2/status/stream?"+devbench.StatusQuery(k, s.Tx, s.QuoteID), w.ID, 4096); err != nil {
			return fmt.Errorf("open stream: %w", err)
		}
		// Read from now on, so that each item is dated when it arrives,
		// not when this goroutine gets to it.
		st.setDeadline(time.Now().Add(routeTimeout))
		go func() {
			defer close(items)
			for {
				it, err := st.next()
				items <- readItem{it, err}
				if err != nil {
					return
				}
			}
		}()
		return nil
	})
	res.QuoteID, res.Tx = sent.QuoteID, sent.Tx
	if st != nil {
		defer func() {
			st.close()
			for range items { // the reader ends on the closed connection
			}
		}()
	}
	if err != nil {
		return fail("%v", err)
	}

	var rec *devbench.StatusRecord
	for rec == nil {
		var ri readItem
		select {
		case ri = <-items:
		case <-ctx.Done():
			return fail("%v", ctx.Err())
		}
		if ri.err != nil {
			return fail("stream of %s ended before success (events %v): %v", res.Tx, res.Events, ri.err)
		}
		if ri.it.Heartbeat {
			res.Heartbeats++
			continue
		}
		var r devbench.StatusRecord
		if err := json.Unmarshal([]byte(ri.it.Data), &r); err != nil {
			return fail("stream of %s: event %q: %v", res.Tx, ri.it.ID, err)
		}
		res.Events = append(res.Events, ri.it.ID+":"+r.RouteTransactionStatus)
		switch {
		case r.RouteTransactionStatus == "success":
			rec, res.StreamAt = &r, ri.it.At
		case r.Terminal:
			return fail("stream of %s: ended %s (events %v)", res.Tx, r.RouteTransactionStatus, res.Events)
		}
	}
	res.SendToStreamMs = ms(res.StreamAt.Sub(sent.At))
	if err := res.DateCompletion(ctx, clocks, k, rec); err != nil {
		return fail("%v", err)
	}
	seen := res.BlockSeen
	res.StreamMs = ms(res.StreamAt.Sub(seen))
	if hooks != nil {
		at, err := hooks.waitSuccess(ctx, res.Tx, webhookWait)
		if err != nil {
			return fail("webhook of %s: %v", res.Tx, err)
		}
		d := ms(at.Sub(seen))
		res.WebhookAt, res.WebhookMs = &at, &d
	}
	return res
}

// readItem is one read of a stream: an item or the error that ended it.
type readItem struct {
	it  item
	err error
}

var errNoWebhook = errors.New("no success webhook")
