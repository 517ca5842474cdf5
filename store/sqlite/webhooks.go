package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/push"
	"github.com/switchyard-dev/switchyard/status"
)

var (
	_ push.Store             = (*DB)(nil)
	_ push.RegistrationStore = (*DB)(nil)
)

// webhooksSchema holds integrators' webhook registrations (no secret: the
// nonce it is derived from and its hash) and the outbox of deliveries.
// Times are Unix nanoseconds.
const webhooksSchema = `
CREATE TABLE webhooks (
	integrator_hash TEXT PRIMARY KEY,
	url             TEXT NOT NULL,
	nonce           TEXT NOT NULL,
	secret_sha256   TEXT NOT NULL,
	created_at      INTEGER NOT NULL
);
CREATE TABLE webhook_deliveries (
	id              INTEGER PRIMARY KEY AUTOINCREMENT,
	integrator_hash TEXT NOT NULL,
	url             TEXT NOT NULL,
	quote_id        TEXT NOT NULL,
	from_chain      TEXT NOT NULL,
	tx_hash         TEXT NOT NULL,
	seq             INTEGER NOT NULL,
	payload         BLOB NOT NULL,
	idempotency_key TEXT NOT NULL,
	created_at      INTEGER NOT NULL,
	next_attempt_at INTEGER NOT NULL,
	lease_until     INTEGER NOT NULL DEFAULT 0,
	attempts        INTEGER NOT NULL DEFAULT 0,
	state           TEXT NOT NULL,
	last_attempt_at INTEGER NOT NULL DEFAULT 0,
	last_status     INTEGER NOT NULL DEFAULT 0,
	last_error      TEXT NOT NULL DEFAULT '',
	UNIQUE (integrator_hash, from_chain, tx_hash, seq)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(next_attempt_at) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_tx ON webhook_deliveries(from_chain, tx_hash, seq) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_integrator ON webhook_deliveries(integrator_hash, id);`

// insertNotifications writes the deliveries a stored status change
// causes, as push decided them, inside the change's own transaction (the
// durable outbox).
func insertNotifications(ctx context.Context, tx *sql.Tx, t *status.Tracked) error {
	now := t.UpdatedAt.UnixNano()
	for _, n := range t.Notifications {
		_, err := tx.ExecContext(ctx, `INSERT INTO webhook_deliveries(integrator_hash, url, quote_id, from_chain, tx_hash, seq, payload,
		idempotency_key, created_at, next_attempt_at, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending') ON CONFLICT DO NOTHING`,
			n.IntegratorHash, n.URL, t.QuoteID, t.FromChain, t.TxHash, t.Seq, n.Payload, n.IdempotencyKey, now, now)
		if err != nil {
			return fmt.Errorf("enqueue webhook: %w", err)
		}
	}
	return nil
}

// Webhook returns an integrator's webhook (push.WebhookLookup).
func (s *DB) Webhook(ctx context.Context, integratorHash string) (push.Webhook, bool, error) {
	w := push.Webhook{IntegratorHash: integratorHash}
	var created int64
	err := s.db.QueryRowContext(ctx, `SELECT url, nonce, secret_sha256, created_at FROM webhooks WHERE integrator_hash = ?`, integratorHash).
		Scan(&w.URL, &w.Nonce, &w.SecretSHA256, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return push.Webhook{}, false, nil
	}
	if err != nil {
		return push.Webhook{}, false, fmt.Errorf("webhook: %w", err)
	}
	w.CreatedAt = time.Unix(0, created).UTC()
	return w, true, nil
}

// SetWebhook registers (or replaces) an integrator's webhook.
func (s *DB) SetWebhook(ctx context.Context, w push.Webhook) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO webhooks(integrator_hash, url, nonce, secret_sha256, created_at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT(integrator_hash) DO UPDATE SET url = excluded.url, nonce = excluded.nonce, secret_sha256 = excluded.secret_sha256,
			created_at = excluded.created_at`, w.IntegratorHash, w.URL, w.Nonce, w.SecretSHA256, w.CreatedAt.UnixNano())
	if err != nil {
		return fmt.Errorf("set webhook: %w", err)
	}
	return nil
}

// ClearWebhook removes an integrator's webhook; its pending deliveries
// fail at their next attempt.
func (s *DB) ClearWebhook(ctx context.Context, integratorHash string) (bool, error) {
	res, err := s.db.ExecContext(ctx, `DELETE FROM webhooks WHERE integrator_hash = ?`, integratorHash)
	if err != nil {
		return false, fmt.Errorf("clear webhook: %w", err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// Webhooks returns every registered webhook.
func (s *DB) Webhooks(ctx context.Context) ([]push.Webhook, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT integrator_hash, url, nonce, secret_sha256, created_at FROM webhooks ORDER BY integrator_hash`)
	if err != nil {
		return nil, fmt.Errorf("list webhooks: %w", err)
	}
	defer rows.Close()
	var out []push.Webhook
	for rows.Next() {
		var w push.Webhook
		var created int64
		if err := rows.Scan(&w.IntegratorHash, &w.URL, &w.Nonce, &w.SecretSHA256, &created); err != nil {
			return nil, err
		}
		w.CreatedAt = time.Unix(0, created).UTC()
		out = append(out, w)
	}
	return out, rows.Err()
}

const deliveryColumns = `d.id, d.integrator_hash, d.url, d.quote_id, d.from_chain, d.tx_hash, d.seq, d.payload, d.idempotency_key,
	d.created_at, d.attempts, COALESCE(w.nonce, ''), d.state, d.next_attempt_at, d.last_attempt_at, d.last_status, d.last_error`

// DueWebhooks implements push.Store. A delivery waits while an earlier
// change of its transaction is pending, which keeps them in order.
func (s *DB) DueWebhooks(ctx context.Context, now time.Time, busy []string, limit int) ([]push.Delivery, error) {
	args := []any{now.UnixNano(), now.UnixNano()}
	notBusy := ""
	if len(busy) > 0 {
		notBusy = ` AND d.url NOT IN (?` + strings.Repeat(`, ?`, len(busy)-1) + `)`
		for _, u := range busy {
			args = append(args, u)
		}
	}
	args = append(args, limit)
	rows, err := s.db.QueryContext(ctx, `SELECT `+deliveryColumns+` FROM webhook_deliveries d
		LEFT JOIN webhooks w ON w.integrator_hash = d.integrator_hash
		WHERE d.state = 'pending' AND d.next_attempt_at <= ? AND d.lease_until <= ?`+notBusy+`
		AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.state = 'pending' AND e.from_chain = d.from_chain
			AND e.tx_hash = d.tx_hash AND e.integrator_hash = d.integrator_hash AND e.seq < d.seq)
		ORDER BY d.next_attempt_at, d.id LIMIT ?`, args...)
	if err != nil {
		return nil, fmt.Errorf("due webhooks: %w", err)
	}
	return scanDeliveries(rows)
}

// ClaimWebhook implements push.Store.
func (s *DB) ClaimWebhook(ctx context.Context, id int64, now, leaseUntil time.Time) (bool, error) {
	res, err := s.db.ExecContext(ctx, `UPDATE webhook_deliveries SET lease_until = ? WHERE id = ? AND state = 'pending' AND lease_until <= ?`,
		leaseUntil.UnixNano(), id, now.UnixNano())
	if err != nil {
		return false, fmt.Errorf("claim webhook: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// FinishWebhook implements push.Store.
func (s *DB) FinishWebhook(ctx context.Context, id int64, o push.Outcome) error {
	var err error
	if o.Attempted {
		_, err = s.db.ExecContext(ctx, `UPDATE webhook_deliveries SET state = ?, next_attempt_at = ?, lease_until = 0, attempts = attempts + 1,
			last_attempt_at = ?, last_status = ?, last_error = ? WHERE id = ?`,
			o.State, o.NextAttemptAt.UnixNano(), o.At.UnixNano(), o.Status, o.Error, id)
	} else {
		_, err = s.db.ExecContext(ctx, `UPDATE webhook_deliveries SET next_attempt_at = ?, lease_until = 0 WHERE id = ?`, o.NextAttemptAt.UnixNano(), id)
	}
	if err != nil {
		return fmt.Errorf("finish webhook: %w", err)
	}
	return nil
}

// PendingWebhooks implements push.Store.
func (s *DB) PendingWebhooks(ctx context.Context) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM webhook_deliveries WHERE state = 'pending'`).Scan(&n); err != nil {
		return 0, fmt.Errorf("pending webhooks: %w", err)
	}
	return n, nil
}

// PruneWebhooks implements push.Store.
func (s *DB) PruneWebhooks(ctx context.Context, before time.Time) (int, error) {
	res, err := s.db.ExecContext(ctx, `DELETE FROM webhook_deliveries WHERE state != 'pending' AND created_at < ?`, before.UnixNano())
	if err != nil {
		return 0, fmt.Errorf("prune webhooks: %w", err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// WebhookDeliveries returns an integrator's most recent deliveries, newest
// first.
func (s *DB) WebhookDeliveries(ctx context.Context, integratorHash string, limit int) ([]push.Delivery, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+deliveryColumns+` FROM webhook_deliveries d
		LEFT JOIN webhooks w ON w.integrator_hash = d.integrator_hash
		WHERE d.integrator_hash = ? ORDER BY d.id DESC LIMIT ?`, integratorHash, limit)
	if err != nil {
		return nil, fmt.Errorf("webhook deliveries: %w", err)
	}
	return scanDeliveries(rows)
}

func scanDeliveries(rows *sql.Rows) ([]push.Delivery, error) {
	defer rows.Close()
	var out []push.Delivery
	for rows.Next() {
		var d push.Delivery
		var created, next, last int64
		if err := rows.Scan(&d.ID, &d.IntegratorHash, &d.URL, &d.QuoteID, &d.FromChain, &d.TxHash, &d.Seq, &d.Payload, &d.IdempotencyKey,
			&created, &d.Attempts, &d.Nonce, &d.State, &next, &last, &d.LastStatus, &d.LastError); err != nil {
			return nil, err
		}
		d.CreatedAt, d.NextAttemptAt = time.Unix(0, created).UTC(), time.Unix(0, next).UTC()
		if last != 0 {
			d.LastAttemptAt = time.Unix(0, last).UTC()
		}
		out = append(out, d)
	}
	return out, rows.Err()
}
