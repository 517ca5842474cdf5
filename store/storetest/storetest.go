// Package storetest is the one conformance suite of Switchyard's stores:
// every store (store/sqlite, store/postgres) runs Run against itself, so
// they keep the one contract, store.Store, with the same edge cases.
package storetest

import (
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/store"
)

// Store is the contract under test: store.Store, which the service's
// composition root (internal/app) runs on.
type Store = store.Store

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
		{"NotificationsAsHanded", testNotificationsAsHanded},
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
