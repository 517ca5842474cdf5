// Package store is the contract of Switchyard's state store: everything
// the service asks of it, as the domains define it. Its adapters are
// store/sqlite (one process) and store/postgres (replicas); store/storetest
// is the conformance suite both run. Stores persist what they are handed
// and decide nothing: which webhook deliveries a status change causes is
// push's decision, how long quotes are kept route's.
package store

import (
	"context"
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
	// unknown or long expired (past route.QuoteRetention).
	Quote(ctx context.Context, id string) (route.StoredQuote, error)
	// PruneQuotes deletes the quotes that expired before before.
	PruneQuotes(ctx context.Context, before time.Time) (int64, error)
	// WebhookDeliveries returns an integrator's latest deliveries, newest
	// first.
	WebhookDeliveries(ctx context.Context, integratorHash string, limit int) ([]push.Delivery, error)
	// ClearTracking deletes every tracked transaction, its events and the
	// webhook outbox (--devnet-reset).
	ClearTracking(ctx context.Context) error
	// Ping reports whether the store answers (/readyz).
	Ping(ctx context.Context) error
	Close() error
}
