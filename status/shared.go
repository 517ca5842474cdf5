package status

import (
	"context"
	"time"
)

// Shared is what a store shared by several replicas (PostgreSQL) offers
// the tracker so that each in-flight transaction is refreshed by one
// replica at a time, a dead replica's transactions are taken over, every
// replica looks for every full quote's transaction, and streams on any
// replica hear of changes stored by another. The single-process SQLite
// store implements it too, trivially, so both run the same code.
type Shared interface {
	// RenewLeases extends until until every open transaction's lease
	// held by owner, and returns how many it renewed.
	RenewLeases(ctx context.Context, owner string, until time.Time) (int64, error)
	// TakeOrphaned gives owner, until until, the leases of at most limit
	// open transactions whose lease ended before now (or that have none)
	// and returns them; concurrent callers never take the same row.
	TakeOrphaned(ctx context.Context, owner string, now, until time.Time, limit int) ([]*Tracked, error)
	// FullQuotesSince returns the full quotes stored at or after since
	// that have not expired at now, at most limit, oldest first.
	FullQuotesSince(ctx context.Context, since, now time.Time, limit int) ([]ExpectedQuote, error)
	// WatchTracked calls fn for every change stored by any replica,
	// after it is committed, until ctx ends (then it returns ctx.Err())
	// or the feed breaks (then the caller starts it again).
	WatchTracked(ctx context.Context, fn func(k TrackedKey, seq int64)) error
}

// TrackedKey names a tracked transaction.
type TrackedKey struct {
	FromChain string
	TxHash    string // lower-case 0x hex
}

// ExpectedQuote is a full quote whose transaction may land on FromChain
// until ExpiresAt.
type ExpectedQuote struct {
	ID        string
	FromChain string
	ExpiresAt time.Time
}
