package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/switchyard-dev/switchyard/status"
)

var _ status.Store = (*DB)(nil)

// trackedChannel is the NOTIFY channel of stored changes (WatchTracked).
const trackedChannel = "switchyard_tracked"

// SaveTracked stores change t.Seq of a tracked transaction: its latest
// record, lease and the change as an event, the webhook deliveries it
// causes and its notification, in one transaction. Change 1 inserts the
// row; change n updates the open row holding change n-1 unless another
// owner's lease holds it at t.UpdatedAt. Anything else is
// status.ErrConflict. Each is one guarded statement: the UPDATE locks the
// row and re-checks its guard against a concurrent writer's commit, so
// two replicas storing change n both see one of them succeed.
func (s *DB) SaveTracked(ctx context.Context, t *status.Tracked) error {
	if t.Seq < 1 {
		return fmt.Errorf("save tracked %s/%s: sequence %d is not positive", t.FromChain, t.TxHash, t.Seq)
	}
	err := s.tx(ctx, func(tx pgx.Tx) error {
		var n int64
		if t.Seq == 1 {
			tag, err := tx.Exec(ctx, `INSERT INTO tracked_transactions(from_chain, tx_hash, quote_id, to_chain, request_id,
				integrator_name, integrator_hash, kind, seq, state, terminal, record, created_at, updated_at, lease_owner, lease_until)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) ON CONFLICT (from_chain, tx_hash) DO NOTHING`,
				t.FromChain, t.TxHash, t.QuoteID, t.ToChain, t.RequestID, t.IntegratorName, t.IntegratorHash, t.Kind, t.Seq, t.State,
				t.Terminal, nonNil(t.Record), t.CreatedAt.UnixNano(), t.UpdatedAt.UnixNano(), t.LeaseOwner, unixNano(t.LeaseUntil))
			if err != nil {
				return err
			}
			n = tag.RowsAffected()
		} else {
			// The request id and integrator name may be learned after change 1.
			tag, err := tx.Exec(ctx, `UPDATE tracked_transactions SET seq = $1, state = $2, terminal = $3, record = $4, updated_at = $5,
				request_id = $6, integrator_name = $7, lease_owner = $8, lease_until = $9
				WHERE from_chain = $10 AND tx_hash = $11 AND seq = $12 AND NOT terminal
				AND (lease_owner = '' OR lease_owner = $8 OR lease_until < $5)`,
				t.Seq, t.State, t.Terminal, nonNil(t.Record), t.UpdatedAt.UnixNano(), t.RequestID, t.IntegratorName, t.LeaseOwner,
				unixNano(t.LeaseUntil), t.FromChain, t.TxHash, t.Seq-1)
			if err != nil {
				return err
			}
			n = tag.RowsAffected()
		}
		if n == 0 {
			return status.ErrConflict
		}
		if _, err := tx.Exec(ctx, `INSERT INTO status_events(from_chain, tx_hash, seq, record, created_at) VALUES ($1, $2, $3, $4, $5)
			ON CONFLICT DO NOTHING`, t.FromChain, t.TxHash, t.Seq, nonNil(t.Record), t.UpdatedAt.UnixNano()); err != nil {
			return err
		}
		if err := insertNotifications(ctx, tx, t); err != nil {
			return err
		}
		payload, err := json.Marshal(notice{t.FromChain, t.TxHash, t.Seq})
		if err != nil {
			return err
		}
		// Delivered to listeners when (and only if) the transaction commits.
		_, err = tx.Exec(ctx, `SELECT pg_notify($1, $2)`, trackedChannel, string(payload))
		return err
	})
	if err != nil {
		return fmt.Errorf("save tracked %s/%s: %w", t.FromChain, t.TxHash, err)
	}
	return nil
}

// notice is a stored change's NOTIFY payload, a JSON array.
type notice struct {
	FromChain string
	TxHash    string
	Seq       int64
}

func (n notice) MarshalJSON() ([]byte, error) {
	return json.Marshal([]any{n.FromChain, n.TxHash, n.Seq})
}

func (n *notice) UnmarshalJSON(b []byte) error {
	return json.Unmarshal(b, &[]any{&n.FromChain, &n.TxHash, &n.Seq})
}

// Events returns the stored changes of a transaction after a sequence
// number, in order.
func (s *DB) Events(ctx context.Context, fromChain, txHash string, after int64) ([]status.Event, error) {
	var out []status.Event
	err := s.conn(ctx, func(c *pgx.Conn) error {
		rows, err := c.Query(ctx, `SELECT seq, record FROM status_events WHERE from_chain = $1 AND tx_hash = $2 AND seq > $3 ORDER BY seq`,
			fromChain, txHash, after)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (status.Event, error) {
			var ev status.Event
			err := row.Scan(&ev.Seq, &ev.Record)
			return ev, err
		})
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("events of %s/%s: %w", fromChain, txHash, err)
	}
	return out, nil
}

const trackedColumns = `from_chain, tx_hash, quote_id, to_chain, request_id, integrator_name, integrator_hash, kind, seq, state, terminal, record,
	created_at, updated_at, lease_owner, lease_until`

// LoadTracked returns a tracked transaction or status.ErrNotTracked.
func (s *DB) LoadTracked(ctx context.Context, fromChain, txHash string) (*status.Tracked, error) {
	list, err := s.queryTracked(ctx, `SELECT `+trackedColumns+` FROM tracked_transactions WHERE from_chain = $1 AND tx_hash = $2`, fromChain, txHash)
	if err != nil {
		return nil, fmt.Errorf("load tracked %s/%s: %w", fromChain, txHash, err)
	}
	if len(list) == 0 {
		return nil, status.ErrNotTracked
	}
	return list[0], nil
}

// OpenTracked returns the tracked transactions not yet terminal.
func (s *DB) OpenTracked(ctx context.Context) ([]*status.Tracked, error) {
	list, err := s.queryTracked(ctx, `SELECT `+trackedColumns+` FROM tracked_transactions WHERE NOT terminal`)
	if err != nil {
		return nil, fmt.Errorf("open tracked: %w", err)
	}
	return list, nil
}

// queryTracked runs a statement returning trackedColumns.
func (s *DB) queryTracked(ctx context.Context, sql string, args ...any) ([]*status.Tracked, error) {
	var out []*status.Tracked
	err := s.conn(ctx, func(c *pgx.Conn) error {
		rows, err := c.Query(ctx, sql, args...)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, scanTracked)
		return err
	})
	return out, err
}

func scanTracked(row pgx.CollectableRow) (*status.Tracked, error) {
	t := &status.Tracked{}
	var created, updated, until int64
	if err := row.Scan(&t.FromChain, &t.TxHash, &t.QuoteID, &t.ToChain, &t.RequestID, &t.IntegratorName, &t.IntegratorHash, &t.Kind,
		&t.Seq, &t.State, &t.Terminal, &t.Record, &created, &updated, &t.LeaseOwner, &until); err != nil {
		return nil, err
	}
	t.CreatedAt, t.UpdatedAt, t.LeaseUntil = time.Unix(0, created).UTC(), time.Unix(0, updated).UTC(), fromUnixNano(until)
	return t, nil
}

// ClearTracking deletes every tracked transaction, its events and the
// webhook outbox (a devnet reset: the chains they refer to are gone).
func (s *DB) ClearTracking(ctx context.Context) error {
	err := s.tx(ctx, func(tx pgx.Tx) error {
		for _, q := range []string{`DELETE FROM tracked_transactions`, `DELETE FROM status_events`, `DELETE FROM webhook_deliveries`} {
			if _, err := tx.Exec(ctx, q); err != nil {
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

// prefixed qualifies each of a comma-separated column list.
func prefixed(prefix, columns string) string {
	fields := strings.Split(columns, ",")
	for i, f := range fields {
		fields[i] = prefix + strings.TrimSpace(f)
	}
	return strings.Join(fields, ", ")
}
