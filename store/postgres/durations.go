package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/switchyard-dev/switchyard/route"
)

var _ route.DurationStore = (*DB)(nil)

// durationsLock is the advisory lock key that orders sample inserts
// ("sydurati"): see AddDurationSample.
const durationsLock int64 = 0x7379647572617469

// AddDurationSample stores a measured route once per source transaction
// and drops its key's samples beyond the newest keep, in one transaction.
// Inserts take a transaction-scoped advisory lock, so samples commit in
// Seq order: a replica reading DurationSamplesAfter its last Seq never
// skips a sample that commits later with a smaller one. Samples are rare
// (one per route that succeeds), so the lock costs nothing noticeable.
func (s *DB) AddDurationSample(ctx context.Context, d route.DurationSample, keep int) (bool, error) {
	added := false
	err := s.tx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, durationsLock); err != nil {
			return err
		}
		tag, err := tx.Exec(ctx, `INSERT INTO route_durations(kind, from_chain, to_chain, tx_hash, seconds, recorded_at)
			VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (from_chain, tx_hash) DO NOTHING`,
			d.Kind, d.FromChain, d.ToChain, d.TxHash, d.Seconds, unixNano(d.RecordedAt))
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return nil
		}
		added = true
		// Everything at or below the (keep+1)-th newest goes; with fewer
		// rows the subquery is NULL and nothing does.
		_, err = tx.Exec(ctx, `DELETE FROM route_durations WHERE kind = $1 AND from_chain = $2 AND to_chain = $3 AND seq <= (
			SELECT seq FROM route_durations WHERE kind = $1 AND from_chain = $2 AND to_chain = $3 ORDER BY seq DESC LIMIT 1 OFFSET $4)`,
			d.Kind, d.FromChain, d.ToChain, max(keep, 0))
		return err
	})
	if err != nil {
		return false, fmt.Errorf("add route duration %s/%s: %w", d.FromChain, d.TxHash, err)
	}
	return added, nil
}

// DurationSamplesAfter returns at most limit samples with Seq above seq,
// in Seq order.
func (s *DB) DurationSamplesAfter(ctx context.Context, seq int64, limit int) ([]route.DurationSample, error) {
	var out []route.DurationSample
	err := s.conn(ctx, func(c *pgx.Conn) error {
		rows, err := c.Query(ctx, `SELECT seq, kind, from_chain, to_chain, tx_hash, seconds, recorded_at FROM route_durations
			WHERE seq > $1 ORDER BY seq LIMIT $2`, seq, limit)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (route.DurationSample, error) {
			var d route.DurationSample
			var at int64
			err := row.Scan(&d.Seq, &d.Kind, &d.FromChain, &d.ToChain, &d.TxHash, &d.Seconds, &at)
			d.RecordedAt = fromUnixNano(at)
			return d, err
		})
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("route durations: %w", err)
	}
	return out, nil
}
