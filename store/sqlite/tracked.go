package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/switchyard-dev/switchyard/status"
)

var _ status.Store = (*DB)(nil)

// trackedSchema holds tracked transactions with their latest status
// record. Times are Unix nanoseconds.
const trackedSchema = `
CREATE TABLE tracked_transactions (
	from_chain      TEXT NOT NULL,
	tx_hash         TEXT NOT NULL,
	quote_id        TEXT NOT NULL,
	to_chain        TEXT NOT NULL,
	request_id      TEXT NOT NULL DEFAULT '',
	integrator_name TEXT NOT NULL DEFAULT '',
	integrator_hash TEXT NOT NULL DEFAULT '',
	kind            TEXT NOT NULL DEFAULT '',
	seq             INTEGER NOT NULL,
	state           TEXT NOT NULL,
	terminal        INTEGER NOT NULL,
	record          BLOB NOT NULL,
	created_at      INTEGER NOT NULL,
	updated_at      INTEGER NOT NULL,
	PRIMARY KEY (from_chain, tx_hash)
);
CREATE INDEX tracked_open ON tracked_transactions(terminal) WHERE terminal = 0;
CREATE TABLE status_events (
	from_chain TEXT NOT NULL,
	tx_hash    TEXT NOT NULL,
	seq        INTEGER NOT NULL,
	record     BLOB NOT NULL,
	created_at INTEGER NOT NULL,
	PRIMARY KEY (from_chain, tx_hash, seq)
) WITHOUT ROWID;`

// SaveTracked stores change t.Seq of a tracked transaction: its latest
// record, lease and the change as an event, in one transaction (with the
// notifications push decided for it). Change 1 inserts the row; change n
// updates the open row holding change n-1 unless another owner's lease
// holds it at t.UpdatedAt. Anything else is status.ErrConflict. Both are
// single guarded writes, so the check and the write cannot be split by
// another writer.
func (s *DB) SaveTracked(ctx context.Context, t *status.Tracked) error {
	err := s.tx(ctx, func(tx *sql.Tx) error {
		var res sql.Result
		var err error
		if t.Seq == 1 {
			res, err = tx.ExecContext(ctx, `INSERT INTO tracked_transactions(from_chain, tx_hash, quote_id, to_chain, request_id,
				integrator_name, integrator_hash, kind, seq, state, terminal, record, created_at, updated_at, lease_owner, lease_until)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(from_chain, tx_hash) DO NOTHING`,
				t.FromChain, t.TxHash, t.QuoteID, t.ToChain, t.RequestID, t.IntegratorName, t.IntegratorHash, t.Kind, t.Seq, t.State,
				t.Terminal, t.Record, t.CreatedAt.UnixNano(), t.UpdatedAt.UnixNano(), t.LeaseOwner, unixNano(t.LeaseUntil))
		} else {
			// The request id and integrator name may be learned after change 1.
			res, err = tx.ExecContext(ctx, `UPDATE tracked_transactions SET seq = ?, state = ?, terminal = ?, record = ?, updated_at = ?,
				request_id = ?, integrator_name = ?, lease_owner = ?, lease_until = ?
				WHERE from_chain = ? AND tx_hash = ? AND seq = ? AND terminal = 0
				AND (lease_owner = '' OR lease_owner = ? OR lease_until < ?)`,
				t.Seq, t.State, t.Terminal, t.Record, t.UpdatedAt.UnixNano(), t.RequestID, t.IntegratorName, t.LeaseOwner,
				unixNano(t.LeaseUntil), t.FromChain, t.TxHash, t.Seq-1, t.LeaseOwner, t.UpdatedAt.UnixNano())
		}
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return status.ErrConflict
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO status_events(from_chain, tx_hash, seq, record, created_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT DO NOTHING`, t.FromChain, t.TxHash, t.Seq, t.Record, t.UpdatedAt.UnixNano()); err != nil {
			return err
		}
		return insertNotifications(ctx, tx, t)
	})
	if err != nil {
		return fmt.Errorf("save tracked %s/%s: %w", t.FromChain, t.TxHash, err)
	}
	s.feed.publish(status.TrackedKey{FromChain: t.FromChain, TxHash: t.TxHash}, t.Seq)
	return nil
}

// Events returns the stored changes of a transaction after a sequence
// number, in order.
func (s *DB) Events(ctx context.Context, fromChain, txHash string, after int64) ([]status.Event, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT seq, record FROM status_events WHERE from_chain = ? AND tx_hash = ? AND seq > ? ORDER BY seq`,
		fromChain, txHash, after)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []status.Event
	for rows.Next() {
		var ev status.Event
		if err := rows.Scan(&ev.Seq, &ev.Record); err != nil {
			return nil, err
		}
		out = append(out, ev)
	}
	return out, rows.Err()
}

const trackedColumns = `from_chain, tx_hash, quote_id, to_chain, request_id, integrator_name, integrator_hash, kind, seq, state, terminal, record,
	created_at, updated_at, lease_owner, lease_until`

// LoadTracked returns a tracked transaction or status.ErrNotTracked.
func (s *DB) LoadTracked(ctx context.Context, fromChain, txHash string) (*status.Tracked, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+trackedColumns+` FROM tracked_transactions WHERE from_chain = ? AND tx_hash = ?`, fromChain, txHash)
	if err != nil {
		return nil, err
	}
	list, err := scanTracked(rows)
	if err != nil {
		return nil, err
	}
	if len(list) == 0 {
		return nil, status.ErrNotTracked
	}
	return list[0], nil
}

// OpenTracked returns the tracked transactions not yet terminal.
func (s *DB) OpenTracked(ctx context.Context) ([]*status.Tracked, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+trackedColumns+` FROM tracked_transactions WHERE terminal = 0`)
	if err != nil {
		return nil, err
	}
	return scanTracked(rows)
}

func scanTracked(rows *sql.Rows) ([]*status.Tracked, error) {
	defer rows.Close()
	var out []*status.Tracked
	for rows.Next() {
		t := &status.Tracked{}
		var created, updated, until int64
		if err := rows.Scan(&t.FromChain, &t.TxHash, &t.QuoteID, &t.ToChain, &t.RequestID, &t.IntegratorName, &t.IntegratorHash, &t.Kind,
			&t.Seq, &t.State, &t.Terminal, &t.Record, &created, &updated, &t.LeaseOwner, &until); err != nil {
			return nil, err
		}
		t.CreatedAt, t.UpdatedAt = time.Unix(0, created).UTC(), time.Unix(0, updated).UTC()
		if until != 0 {
			t.LeaseUntil = time.Unix(0, until).UTC()
		}
		out = append(out, t)
	}
	if err := rows.Err(); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, err
	}
	return out, nil
}

// StatusQuote is the stored quote as the status tracker reads it.
func (s *DB) StatusQuote(ctx context.Context, id string) (*status.Quote, error) {
	q, err := s.Quote(ctx, id)
	if err != nil {
		return nil, err
	}
	return status.ParseQuote(q.ID, q.IntegratorID, q.FromChain, q.ToChain, q.CreatedAt, q.Request, q.Route)
}
