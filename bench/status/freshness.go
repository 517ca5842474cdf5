package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// routeResult is one route's outcome.
type routeResult struct {
	devbench.RouteOutcome
	// SuccessSeen is when the first success answer arrived.
	SuccessSeen time.Time `json:"success_seen"`
	// FreshnessMs is SuccessSeen - BlockSeen.
	FreshnessMs float64 `json:"freshness_ms"`
	// SendToSuccessMs is from sending the route transaction to the first
	// success: the whole route as its user lives it.
	SendToSuccessMs float64  `json:"send_to_success_ms"`
	States          []string `json:"states"`
	Polls           int      `json:"status_polls"`
	Err             string   `json:"error,omitempty"`
}

// freshnessRun sends n routes of kind k, conc at a time (one account
// each, each after a random pause of up to jitter: devbench.RunRoutes),
// and measures each one's freshness.
func freshnessRun(ctx context.Context, w *devbench.World, clocks map[string]*devbench.BlockClock, k devbench.RouteKind, n, conc int, poll, jitter time.Duration) []routeResult {
	results := make([]routeResult, n)
	devbench.RunRoutes(ctx, n, conc, jitter, func(a, i int) {
		results[i] = runRoute(ctx, w, clocks, k, w.Accounts[a], i, poll)
		r := results[i]
		if r.Err != "" {
			progress("  %s #%d: %s", k.Name, i+1, r.Err)
		} else {
			progress("  %s #%d: block %d on chain %s, success after %.0f ms (route %.1f s, states %v)",
				k.Name, i+1, r.Block, r.Chain, r.FreshnessMs, r.SendToSuccessMs/1000, r.States)
		}
	})
	return results
}

// runRoute sends one route as a wallet does, then polls its status until
// success.
func runRoute(ctx context.Context, w *devbench.World, clocks map[string]*devbench.BlockClock, k devbench.RouteKind, acct chain.Account, i int, poll time.Duration) routeResult {
	res := routeResult{RouteOutcome: devbench.RouteOutcome{Kind: k.Name, Index: i, Account: acct.Address.Hex()}}
	fail := func(format string, args ...any) routeResult {
		res.Err = fmt.Sprintf(format, args...)
		return res
	}
	sent, err := devbench.SendRoute(ctx, w, k, acct, i, nil)
	res.QuoteID, res.Tx = sent.QuoteID, sent.Tx
	if err != nil {
		return fail("%v", err)
	}
	rec, at, err := pollSuccess(ctx, w, k, res.Tx, res.QuoteID, poll, &res)
	if err != nil {
		return fail("status of %s: %v", res.Tx, err)
	}
	res.SuccessSeen = at
	res.SendToSuccessMs = ms(at.Sub(sent.At))
	if err := res.DateCompletion(ctx, clocks, k, rec); err != nil {
		return fail("%v", err)
	}
	res.FreshnessMs = ms(at.Sub(res.BlockSeen))
	return res
}

// statusURL is the GET /v2/status URL of a route transaction.
func statusURL(base string, k devbench.RouteKind, tx, quoteID string) string {
	return base + "/v2/status?" + devbench.StatusQuery(k, tx, quoteID)
}

// routeTimeout bounds one route from its transaction to success; GMP
// routes on the devnet take seconds (two confirmations, then the relayer).
const routeTimeout = 3 * time.Minute

// pollSuccess asks GET /v2/status every poll until it answers success,
// and returns that record and when its answer arrived. A 404 is the
// transaction not yet in a block; any other terminal state is an error.
func pollSuccess(ctx context.Context, w *devbench.World, k devbench.RouteKind, tx, quoteID string, poll time.Duration, res *routeResult) (*devbench.StatusRecord, time.Time, error) {
	u := statusURL(w.API, k, tx, quoteID)
	tick := time.NewTicker(poll)
	defer tick.Stop()
	deadline := time.Now().Add(routeTimeout)
	for {
		state, rec, at, err := getStatus(ctx, w, u)
		res.Polls++
		if err != nil {
			return nil, at, err
		}
		if n := len(res.States); n == 0 || res.States[n-1] != state {
			res.States = append(res.States, state)
		}
		if state == "success" {
			return rec, at, nil
		}
		if rec != nil && rec.Terminal {
			return nil, at, fmt.Errorf("ended %s", state)
		}
		if at.After(deadline) {
			return nil, at, fmt.Errorf("still %s after %s (states %v)", state, routeTimeout, res.States)
		}
		select {
		case <-ctx.Done():
			return nil, at, ctx.Err()
		case <-tick.C:
		}
	}
}

// getStatus asks once; it returns the state (not_found for a 404 that
// says so) and when the answer was read.
func getStatus(ctx context.Context, w *devbench.World, u string) (string, *devbench.StatusRecord, time.Time, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return "", nil, time.Now(), err
	}
	req.Header.Set("x-integrator-id", w.ID)
	resp, err := w.HTTP.Do(req)
	if err != nil {
		return "", nil, time.Now(), err
	}
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	resp.Body.Close()
	at := time.Now()
	if err != nil {
		return "", nil, at, err
	}
	switch resp.StatusCode {
	case http.StatusOK:
		var rec devbench.StatusRecord
		if err := json.Unmarshal(raw, &rec); err != nil {
			return "", nil, at, fmt.Errorf("status record: %w", err)
		}
		return rec.RouteTransactionStatus, &rec, at, nil
	case http.StatusNotFound:
		var e struct {
			RouteTransactionStatus string `json:"routeTransactionStatus"`
		}
		if json.Unmarshal(raw, &e) == nil && e.RouteTransactionStatus == "not_found" {
			return "not_found", nil, at, nil
		}
	}
	return "", nil, at, errors.New("GET /v2/status: " + strconv.Itoa(resp.StatusCode) + " " + loadgen.Truncate(string(raw), 300))
}
