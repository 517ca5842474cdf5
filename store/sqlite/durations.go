package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/switchyard-dev/switchyard/route"
)

var _ route.DurationStore = (*DB)(nil)

// durationsSchema keeps what routes that reached success took, by route
// kind (the status kinds: swap, bridge, intents) and chain pair, one row
// per source transaction; AddDurationSample keeps only each key's latest.
const durationsSchema = `
CREATE TABLE route_durations (
	seq         INTEGER PRIMARY KEY AUTOINCREMENT,
	kind        TEXT NOT NULL,
	from_chain  TEXT NOT NULL,
	to_chain    TEXT NOT NULL,
	tx_hash     TEXT NOT NULL,
	seconds     INTEGER NOT NULL,
	recorded_at INTEGER NOT NULL,
	UNIQUE (from_chain, tx_hash)
);
CREATE INDEX route_durations_key ON route_durations(kind, from_chain, to_chain, seq);`

// AddDurationSample stores a measured route once per source transaction
// and drops its key's samples beyond the newest keep, in one transaction.
func (s *DB) AddDurationSample(ctx context.Context, d route.DurationSample, keep int) (bool, error) {
	added := false
	err := s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO route_durations(kind, from_chain, to_chain, tx_hash, seconds, recorded_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(from_chain, tx_hash) DO NOTHING`,
			d.Kind, d.FromChain, d.ToChain, d.TxHash, d.Seconds, unixNano(d.RecordedAt))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		added = true
		// Everything at or below the (keep+1)-th newest goes; with fewer
		// rows the subquery is NULL and nothing does.
		_, err = tx.ExecContext(ctx, `DELETE FROM route_durations WHERE kind = ? AND from_chain = ? AND to_chain = ? AND seq <= (
			SELECT seq FROM route_durations WHERE kind = ? AND from_chain = ? AND to_chain = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
			d.Kind, d.FromChain, d.ToChain, d.Kind, d.FromChain, d.ToChain, keep)
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
	rows, err := s.db.QueryContext(ctx, `SELECT seq, kind, from_chain, to_chain, tx_hash, seconds, recorded_at FROM route_durations
		WHERE seq > ? ORDER BY seq LIMIT ?`, seq, limit)
	if err != nil {
		return nil, fmt.Errorf("route durations: %w", err)
	}
	defer rows.Close()
	var out []route.DurationSample
	for rows.Next() {
		var d route.DurationSample
		var at int64
		if err := rows.Scan(&d.Seq, &d.Kind, &d.FromChain, &d.ToChain, &d.TxHash, &d.Seconds, &at); err != nil {
			return nil, fmt.Errorf("route durations: %w", err)
		}
		if at != 0 {
			d.RecordedAt = time.Unix(0, at).UTC()
		}
		out = append(out, d)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("route durations: %w", err)
	}
	return out, nil
}
