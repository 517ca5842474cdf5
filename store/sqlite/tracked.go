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
	state           TEXT NOT NULL,
	terminal        INTEGER NOT NULL,
	record          BLOB NOT NULL,
	created_at      INTEGER NOT NULL,
	updated_at      INTEGER NOT NULL,
	PRIMARY KEY (from_chain, tx_hash)
);
CREATE INDEX tracked_open ON tracked_transactions(terminal) WHERE terminal = 0;`

// SaveTracked inserts or updates a tracked transaction. A terminal record
// is never replaced by a later non-terminal one.
func (s *DB) SaveTracked(ctx context.Context, t *status.Tracked) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO tracked_transactions(from_chain, tx_hash, quote_id, to_chain, request_id,
		integrator_name, state, terminal, record, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT(from_chain, tx_hash) DO UPDATE SET state = excluded.state, terminal = excluded.terminal,
			record = excluded.record, updated_at = excluded.updated_at
		WHERE tracked_transactions.terminal = 0`,
		t.FromChain, t.TxHash, t.QuoteID, t.ToChain, t.RequestID, t.IntegratorName, t.State, t.Terminal, t.Record,
		t.CreatedAt.UnixNano(), t.UpdatedAt.UnixNano())
	if err != nil {
		return fmt.Errorf("save tracked %s/%s: %w", t.FromChain, t.TxHash, err)
	}
	return nil
}

const trackedColumns = `from_chain, tx_hash, quote_id, to_chain, request_id, integrator_name, state, terminal, record, created_at, updated_at`

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
		var created, updated int64
		if err := rows.Scan(&t.FromChain, &t.TxHash, &t.QuoteID, &t.ToChain, &t.RequestID, &t.IntegratorName, &t.State, &t.Terminal,
			&t.Record, &created, &updated); err != nil {
			return nil, err
		}
		t.CreatedAt, t.UpdatedAt = time.Unix(0, created).UTC(), time.Unix(0, updated).UTC()
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
	if errors.Is(err, ErrQuoteNotFound) {
		return nil, status.ErrQuoteNotFound
	}
	if err != nil {
		return nil, err
	}
	return status.ParseQuote(q.ID, q.IntegratorID, q.FromChain, q.ToChain, q.CreatedAt, q.Request, q.Route)
}
