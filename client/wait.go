package client

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"time"

	"github.com/switchyard-dev/switchyard/api"
)

// StatusReader answers status queries: *Client over HTTP, or a local
// status service behind an adapter.
type StatusReader interface {
	Status(ctx context.Context, q api.StatusQuery) (*api.StatusRecord, error)
}

var _ StatusReader = (*Client)(nil)

// WaitOptions tunes Wait.
type WaitOptions struct {
	// OnChange is called with the first record and with every record that
	// differs from the one before in its state, status, gas status, steps,
	// destination transaction, funds or recovery. A transaction not yet
	// indexed is reported as a record with routeTransactionStatus
	// not_found.
	OnChange func(api.StatusRecord)
	// EstimatedRouteDuration is the quote's estimate; 0 leaves the
	// escalation time at 15 minutes.
	EstimatedRouteDuration time.Duration
	// Sent is when the transaction was sent (default: when Wait starts);
	// the record's timeSpent.total counts when it is longer.
	Sent time.Time
	// Clock paces the polls and measures the escalation time (nil: the
	// real clock).
	Clock Clock
}

// Polling intervals of the interface's timing guidance.
const (
	notFoundRetry = 5 * time.Second // a 404 while the transaction is indexed
	defaultPoll   = 2 * time.Second // a record without nextPollSeconds
	// maxTransient consecutive 5xx or transport failures end a wait.
	maxTransient = 5
)

// WaitForStatus follows a transaction until it settles (see Wait), with
// the escalation time of the quote's estimate when this client fetched
// the quote.
func (c *Client) WaitForStatus(ctx context.Context, q api.StatusQuery, onChange func(api.StatusRecord)) (api.StatusRecord, error) {
	c.mu.Lock()
	est := c.estimates[q.QuoteID]
	c.mu.Unlock()
	return Wait(ctx, c, q, WaitOptions{OnChange: onChange, EstimatedRouteDuration: est, Clock: c.clock})
}

// Wait polls r by the interface's timing guidance until the transaction
// reaches a terminal state (success, partial_success, refund) or
// needs_gas, and returns that record: at needs_gas the record's recovery
// is the transaction that moves the route on, after which Wait can be
// called again. A 404 for a transaction not yet indexed is retried after
// 5 s; otherwise the record's nextPollSeconds paces the polls. An ongoing
// transaction older than EscalationTime returns *EscalateError, and so
// does one still not found by then (most likely dropped); other
// answers of the service (*Error) end the wait, while up to 5 consecutive
// transport failures or 5xx answers are retried.
func Wait(ctx context.Context, r StatusReader, q api.StatusQuery, o WaitOptions) (api.StatusRecord, error) {
	clk := clockOr(o.Clock)
	if o.Sent.IsZero() {
		o.Sent = clk.Now()
	}
	limit := EscalationTime(o.EstimatedRouteDuration)
	var last *api.StatusRecord
	transient := 0
	for {
		rec, err := r.Status(ctx, q)
		next := defaultPoll
		var e *Error
		switch {
		case err == nil:
			transient = 0
			if rec.NextPollSeconds > 0 {
				next = time.Duration(rec.NextPollSeconds) * time.Second
			}
		case errors.As(err, &e) && e.NotIndexed():
			transient = 0
			rec = &api.StatusRecord{ID: q.TransactionID, QuoteID: q.QuoteID, RouteTransactionStatus: api.StateNotFound}
			next = notFoundRetry
		case ctx.Err() == nil && transientErr(err) && transient < maxTransient:
			transient++
			if err := clk.Sleep(ctx, defaultPoll); err != nil {
				return lastOrZero(last), err
			}
			continue
		default:
			return lastOrZero(last), err
		}
		if last == nil || changed(last, rec) {
			if o.OnChange != nil {
				o.OnChange(*rec)
			}
		}
		last = rec
		state := rec.RouteTransactionStatus
		if rec.Terminal || api.Terminal(state) || state == api.StateNeedsGas {
			return *rec, nil
		}
		// a transaction still unseen that long was most likely never
		// mined (dropped, or replaced): as worth a look as a stuck one
		if state == api.StateOngoing || state == api.StateNotFound {
			elapsed := max(clk.Now().Sub(o.Sent), time.Duration(rec.TimeSpent["total"])*time.Second)
			if elapsed > limit {
				return *rec, &EscalateError{Record: *rec, Elapsed: elapsed, Limit: limit}
			}
		}
		if err := clk.Sleep(ctx, next); err != nil {
			return *rec, err
		}
	}
}

// transientErr: a transport failure or a 5xx may pass; any other answer
// of the service will not.
func transientErr(err error) bool {
	var e *Error
	if errors.As(err, &e) {
		return e.StatusCode >= http.StatusInternalServerError
	}
	return true
}

func lastOrZero(r *api.StatusRecord) api.StatusRecord {
	if r == nil {
		return api.StatusRecord{}
	}
	return *r
}

// changed reports whether b says something new against a; the time spent
// alone is no change.
func changed(a, b *api.StatusRecord) bool {
	if a.RouteTransactionStatus != b.RouteTransactionStatus || a.Status != b.Status || a.GasStatus != b.GasStatus ||
		a.ToChain.TransactionID != b.ToChain.TransactionID || (a.Recovery == nil) != (b.Recovery == nil) ||
		!slices.Equal(a.RouteStatus, b.RouteStatus) {
		return true
	}
	if (a.FundsAt == nil) != (b.FundsAt == nil) {
		return true
	}
	return a.FundsAt != nil && *a.FundsAt != *b.FundsAt
}
