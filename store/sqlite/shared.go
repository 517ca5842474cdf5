package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
	"time"

	"github.com/switchyard-dev/switchyard/status"
)

var _ status.Shared = (*DB)(nil)

// sharedSchema adds what replicas sharing a store need (status.Shared):
// which quotes are full, and who refreshes each tracked transaction until
// when. One process holds every lease, but the tracker runs the same code
// on SQLite as on PostgreSQL. Times are Unix nanoseconds, 0 for none.
const sharedSchema = `
ALTER TABLE quotes ADD COLUMN full INTEGER NOT NULL DEFAULT 0;
CREATE INDEX quotes_full ON quotes(created_at) WHERE full = 1;
ALTER TABLE tracked_transactions ADD COLUMN lease_owner TEXT NOT NULL DEFAULT '';
ALTER TABLE tracked_transactions ADD COLUMN lease_until INTEGER NOT NULL DEFAULT 0;`

// RenewLeases extends owner's leases of open transactions until until.
func (s *DB) RenewLeases(ctx context.Context, owner string, until time.Time) (int64, error) {
	res, err := s.db.ExecContext(ctx, `UPDATE tracked_transactions SET lease_until = ? WHERE lease_owner = ? AND terminal = 0`,
		unixNano(until), owner)
	if err != nil {
		return 0, fmt.Errorf("renew leases: %w", err)
	}
	return res.RowsAffected()
}

// TakeOrphaned gives owner the leases of open transactions nobody holds at
// now, least recently updated first. It is one UPDATE … RETURNING, so two
// callers (even in two processes) never take the same row.
func (s *DB) TakeOrphaned(ctx context.Context, owner string, now, until time.Time, limit int) ([]*status.Tracked, error) {
	rows, err := s.db.QueryContext(ctx, `UPDATE tracked_transactions SET lease_owner = ?, lease_until = ?
		WHERE rowid IN (SELECT rowid FROM tracked_transactions WHERE terminal = 0 AND (lease_owner = '' OR lease_until < ?)
			ORDER BY updated_at, from_chain, tx_hash LIMIT ?)
		RETURNING `+trackedColumns, owner, unixNano(until), unixNano(now), limit)
	if err != nil {
		return nil, fmt.Errorf("take orphaned transactions: %w", err)
	}
	list, err := scanTracked(rows)
	if err != nil {
		return nil, fmt.Errorf("take orphaned transactions: %w", err)
	}
	return list, nil
}

// FullQuotesSince returns the full quotes created at or after since that
// are still valid at now, oldest first.
func (s *DB) FullQuotesSince(ctx context.Context, since, now time.Time, limit int) ([]status.ExpectedQuote, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, from_chain, expires_at FROM quotes
		WHERE full = 1 AND created_at >= ? AND expires_at > ? ORDER BY created_at, id LIMIT ?`, unixNano(since), unixNano(now), limit)
	if err != nil {
		return nil, fmt.Errorf("full quotes: %w", err)
	}
	defer rows.Close()
	var out []status.ExpectedQuote
	for rows.Next() {
		var q status.ExpectedQuote
		var expires int64
		if err := rows.Scan(&q.ID, &q.FromChain, &expires); err != nil {
			return nil, fmt.Errorf("full quotes: %w", err)
		}
		q.ExpiresAt = time.Unix(0, expires).UTC()
		out = append(out, q)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("full quotes: %w", err)
	}
	return out, nil
}

// ClearTracking deletes every tracked transaction, its events and the
// webhook outbox (a devnet reset: the chains they refer to are gone).
func (s *DB) ClearTracking(ctx context.Context) error {
	err := s.tx(ctx, func(tx *sql.Tx) error {
		for _, q := range []string{`DELETE FROM tracked_transactions`, `DELETE FROM status_events`, `DELETE FROM webhook_deliveries`} {
			if _, err := tx.ExecContext(ctx, q); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("clear tracking: %w", err)
	}
	return nil
}

// WatchTracked calls fn with every change SaveTracked stores through this
// DB, until ctx ends. Only this process writes tracked transactions, so
// the feed is in memory. Changes waiting for fn are coalesced per
// transaction (its latest seq), so a slow fn never holds SaveTracked up.
func (s *DB) WatchTracked(ctx context.Context, fn func(k status.TrackedKey, seq int64)) error {
	sub := s.feed.subscribe()
	defer s.feed.unsubscribe(sub)
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-sub.wake:
		}
		for _, c := range sub.take() {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			fn(c.key, c.seq)
		}
	}
}

// trackedFeed fans stored changes out to WatchTracked's subscribers.
type trackedFeed struct {
	mu   sync.Mutex
	subs map[*feedSub]struct{}
}

type feedChange struct {
	key status.TrackedKey
	seq int64
}

// feedSub is one WatchTracked: the changes not yet given to its fn, in
// the order their transactions first changed.
type feedSub struct {
	wake    chan struct{} // 1-buffered: a pending wake-up is enough
	mu      sync.Mutex
	order   []status.TrackedKey
	pending map[status.TrackedKey]int64
}

func (f *trackedFeed) subscribe() *feedSub {
	sub := &feedSub{wake: make(chan struct{}, 1), pending: map[status.TrackedKey]int64{}}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.subs == nil {
		f.subs = map[*feedSub]struct{}{}
	}
	f.subs[sub] = struct{}{}
	return sub
}

func (f *trackedFeed) unsubscribe(sub *feedSub) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.subs, sub)
}

func (f *trackedFeed) publish(k status.TrackedKey, seq int64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for sub := range f.subs {
		sub.add(k, seq)
	}
}

func (sub *feedSub) add(k status.TrackedKey, seq int64) {
	sub.mu.Lock()
	if old, ok := sub.pending[k]; !ok {
		sub.order = append(sub.order, k)
		sub.pending[k] = seq
	} else if seq > old {
		sub.pending[k] = seq
	}
	sub.mu.Unlock()
	select {
	case sub.wake <- struct{}{}:
	default:
	}
}

func (sub *feedSub) take() []feedChange {
	sub.mu.Lock()
	defer sub.mu.Unlock()
	out := make([]feedChange, 0, len(sub.order))
	for _, k := range sub.order {
		out = append(out, feedChange{k, sub.pending[k]})
	}
	sub.order = sub.order[:0]
	clear(sub.pending)
	return out
}

// unixNano is t in Unix nanoseconds, 0 for the zero time (whose UnixNano
// is undefined).
func unixNano(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}
