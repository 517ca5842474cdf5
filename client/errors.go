package client

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/switchyard-dev/switchyard/api"
)

// Error is every failure the service answers: a non-2xx response decoded
// from the standard error body or the wallet quote limit body, with the
// raw body kept for diagnosis. Transport failures are returned as they
// come (wrapped), not as *Error.
type Error struct {
	StatusCode             int // HTTP status
	Type                   string
	Message                string
	Reason                 string
	Details                map[string]any
	RouteTransactionStatus string
	// RetryAfter is the wait the service asked for (Retry-After header,
	// or the wallet limit body's retryAfter); 0 when none.
	RetryAfter time.Duration
	// WalletLimit marks the wallet quote limit's answer ({error,
	// retryAfter}), which has no type.
	WalletLimit bool
	RequestID   string // the response's x-request-id, for support
	Body        []byte // the whole response body
}

func (e *Error) Error() string {
	s := fmt.Sprintf("the service answered %d", e.StatusCode)
	if e.Type != "" {
		s += " " + e.Type
	}
	if e.Reason != "" {
		s += " (" + e.Reason + ")"
	}
	if e.Message != "" {
		s += ": " + e.Message
	}
	if len(e.Details) > 0 {
		if b, err := json.Marshal(e.Details); err == nil {
			s += " " + string(b)
		}
	}
	if e.RetryAfter > 0 {
		s += fmt.Sprintf(" (retry after %s)", e.RetryAfter)
	}
	return s
}

// NotIndexed reports whether the error is the status endpoint's 404 for a
// transaction that is not yet seen on chain (retry after 5 s), as opposed
// to an unknown quote.
func (e *Error) NotIndexed() bool {
	return e.StatusCode == http.StatusNotFound && e.RouteTransactionStatus == api.StateNotFound
}

// EscalateError is WaitForStatus giving up on an ongoing transaction that
// has passed the interface's escalation time: max(15 min, 2 ×
// estimatedRouteDuration). The funds are not lost; support should look.
// A transaction still not_found by then is reported the same way: it was
// most likely never mined (dropped or replaced), which its wallet shows.
type EscalateError struct {
	Record  api.StatusRecord // the last record seen
	Elapsed time.Duration    // since the transaction was sent, as far as known
	Limit   time.Duration
}

func (e *EscalateError) Error() string {
	return fmt.Sprintf("transaction %s is still %s after %s (escalation time %s): contact support with the transaction id %s and quote id %s",
		e.Record.ID, e.Record.RouteTransactionStatus, e.Elapsed.Round(time.Second), e.Limit, e.Record.ID, e.Record.QuoteID)
}

// EscalationTime is when an ongoing transaction should be escalated:
// 15 minutes or twice the route's estimated duration, whichever is larger.
func EscalationTime(estimatedRouteDuration time.Duration) time.Duration {
	return max(15*time.Minute, 2*estimatedRouteDuration)
}
