// Package storetest is the one conformance suite of Switchyard's stores:
// every store (store/sqlite, store/postgres) runs Run against itself, so
// they keep the same contracts (integrator.Store, route.QuoteStore,
// status.Store and status.Shared, push.Store, route.DurationStore) with the
// same edge cases.
package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/push"
	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
)

// Store is everything the service asks of its state store.
type Store interface {
	integrator.Store
	route.QuoteStore
	status.QuoteSource
	status.Store
	status.Shared
	push.Store
	push.RegistrationStore
	route.DurationStore

	// Quote returns a stored quote, or status.ErrQuoteNotFound when it is
	// unknown or long expired (past the store's retention, at least a day).
	Quote(ctx context.Context, id string) (route.StoredQuote, error)
	// PruneQuotes deletes the quotes that expired before before.
	PruneQuotes(ctx context.Context, before time.Time) (int64, error)
	// WebhookDeliveries returns an integrator's latest deliveries, newest
	// first.
	WebhookDeliveries(ctx context.Context, integratorHash string, limit int) ([]push.Delivery, error)
	// ClearTracking deletes every tracked transaction, its events and the
	// webhook outbox.
	ClearTracking(ctx context.Context) error
}

// Harness opens the store under test.
type Harness struct {
	// Open returns a new, empty store that t's cleanup closes.
	Open func(t *testing.T) Store
	// Peer returns another handle on s's database, as a second replica
	// opens it (its own connections). Nil: s itself, for a store that only
	// one process writes (SQLite).
	Peer func(t *testing.T, s Store) Store
}

// Run runs every case against fresh stores from h.
func Run(t *testing.T, h Harness) {
	if h.Peer == nil {
		h.Peer = func(_ *testing.T, s Store) Store { return s }
	}
	for _, c := range []struct {
		name string
		run  func(t *testing.T, h Harness)
	}{
		{"Integrators", testIntegrators},
		{"Quotes", testQuotes},
		{"PruneQuotes", testPruneQuotes},
		{"FullQuotesSince", testFullQuotesSince},
		{"TrackedSequence", testTrackedSequence},
		{"TrackedConflicts", testTrackedConflicts},
		{"Leases", testLeases},
		{"TakeOrphanedConcurrently", testTakeOrphanedConcurrently},
		{"WatchTracked", testWatchTracked},
		{"WebhookOutbox", testWebhookOutbox},
		{"ClearTracking", testClearTracking},
		{"Durations", testDurations},
	} {
		t.Run(c.name, func(t *testing.T) { c.run(t, h) })
	}
}

// epoch is a fixed instant for times the suite compares; stores keep at
// least microseconds (PostgreSQL's precision), which every time here is
// rounded to.
var epoch = time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
