package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/switchyard-dev/switchyard/status"
)

var _ status.Shared = (*DB)(nil)

// RenewLeases extends owner's leases of open transactions until until.
func (s *DB) RenewLeases(ctx context.Context, owner string, until time.Time) (int64, error) {
	var n int64
	err := s.conn(ctx, func(c *pgx.Conn) error {
		tag, err := c.Exec(ctx, `UPDATE tracked_transactions SET lease_until = $1 WHERE lease_owner = $2 AND NOT terminal`,
			unixNano(until), owner)
		n = tag.RowsAffected()
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("renew leases: %w", err)
	}
	return n, nil
}

// TakeOrphaned gives owner the leases of open transactions nobody holds at
// now, least recently updated first. The rows are chosen FOR UPDATE SKIP
// LOCKED, so concurrent callers (any replica) take disjoint rows without
// waiting for each other, and a row whose lease was renewed or taken
// meanwhile is re-checked against the guard before it is locked.
func (s *DB) TakeOrphaned(ctx context.Context, owner string, now, until time.Time, limit int) ([]*status.Tracked, error) {
	list, err := s.queryTracked(ctx, `UPDATE tracked_transactions t SET lease_owner = $1, lease_until = $2
		FROM (SELECT from_chain, tx_hash FROM tracked_transactions
			WHERE NOT terminal AND (lease_owner = '' OR lease_until < $3)
			ORDER BY updated_at, from_chain, tx_hash LIMIT $4 FOR UPDATE SKIP LOCKED) o
		WHERE t.from_chain = o.from_chain AND t.tx_hash = o.tx_hash
		RETURNING `+prefixed("t.", trackedColumns), owner, unixNano(until), unixNano(now), limit)
	if err != nil {
		return nil, fmt.Errorf("take orphaned transactions: %w", err)
	}
	return list, nil
}

// WatchTracked calls fn for every change stored by any replica (SaveTracked
// notifies in its transaction), on a connection of its own that LISTENs,
// until ctx ends (ctx.Err()) or the connection fails (that error: the
// caller starts it again and reloads what it may have missed). fn runs on
// this goroutine; notifications queue in the connection meanwhile. After
// watchIdle without a notification the connection is pinged, so a server
// gone without closing the socket is noticed within seconds, not at TCP
// keepalive's minutes.
func (s *DB) WatchTracked(ctx context.Context, fn func(k status.TrackedKey, seq int64)) error {
	// Not one of the pool's: the feed holds it for as long as it runs,
	// which would take it from the queries MaxConns sizes the pool for.
	conn, err := pgx.ConnectConfig(ctx, s.pool.Config().ConnConfig)
	if err != nil {
		return fmt.Errorf("watch tracked: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, `LISTEN `+trackedChannel); err != nil {
		return watchErr(ctx, err)
	}
	for {
		wctx, cancel := context.WithTimeout(ctx, s.watchIdle)
		n, err := conn.WaitForNotification(wctx)
		cancel()
		if err != nil && ctx.Err() == nil && wctx.Err() != nil && !conn.IsClosed() {
			// Quiet for watchIdle: a deadline, which leaves the connection
			// open; check the server is still there.
			pctx, cancel := context.WithTimeout(ctx, watchPingTimeout)
			err = conn.Ping(pctx)
			cancel()
			if err == nil {
				continue
			}
		}
		if err != nil {
			return watchErr(ctx, err)
		}
		var nt notice
		if err := nt.UnmarshalJSON([]byte(n.Payload)); err != nil {
			s.logger.Warn("tracked change notification ignored", "payload", n.Payload, "error", err.Error())
			continue
		}
		fn(status.TrackedKey{FromChain: nt.FromChain, TxHash: nt.TxHash}, nt.Seq)
	}
}

const (
	// defaultWatchIdle is how long WatchTracked waits for a notification
	// before it pings its connection.
	defaultWatchIdle = 15 * time.Second
	watchPingTimeout = 5 * time.Second
)

// watchErr is ctx.Err() once ctx ended (the connection then reports its
// own cancellation error), else the connection's failure.
func watchErr(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return fmt.Errorf("watch tracked: %w", err)
}
