package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/switchyard-dev/switchyard/push"
	"github.com/switchyard-dev/switchyard/status"
)

var (
	_ push.Store             = (*DB)(nil)
	_ push.RegistrationStore = (*DB)(nil)
)

// insertNotifications writes the deliveries a stored status change
// causes, as push decided them, inside the change's own transaction (the
// durable outbox).
func insertNotifications(ctx context.Context, tx pgx.Tx, t *status.Tracked) error {
	now := t.UpdatedAt.UnixNano()
	for _, n := range t.Notifications {
		_, err := tx.Exec(ctx, `INSERT INTO webhook_deliveries(integrator_hash, url, quote_id, from_chain, tx_hash, seq, payload,
		idempotency_key, created_at, next_attempt_at, state) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending') ON CONFLICT DO NOTHING`,
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
	err := s.conn(ctx, func(c *pgx.Conn) error {
		return c.QueryRow(ctx, `SELECT url, nonce, secret_sha256, created_at FROM webhooks WHERE integrator_hash = $1`, integratorHash).
			Scan(&w.URL, &w.Nonce, &w.SecretSHA256, &created)
	})
	if errors.Is(err, pgx.ErrNoRows) {
		return push.Webhook{}, false, nil
	}
	if err != nil {
		return push.Webhook{}, false, fmt.Errorf("webhook: %w", err)
	}
	w.CreatedAt = time.Unix(0, created).UTC()
	return w, true, nil
}

// exec runs one statement and returns the rows it affected.
func (s *DB) exec(ctx context.Context, sql string, args ...any) (int64, error) {
	var n int64
	err := s.conn(ctx, func(c *pgx.Conn) error {
		tag, err := c.Exec(ctx, sql, args...)
		n = tag.RowsAffected()
		return err
	})
	return n, err
}

// SetWebhook registers (or replaces) an integrator's webhook.
func (s *DB) SetWebhook(ctx context.Context, w push.Webhook) error {
	_, err := s.exec(ctx, `INSERT INTO webhooks(integrator_hash, url, nonce, secret_sha256, created_at) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (integrator_hash) DO UPDATE SET url = excluded.url, nonce = excluded.nonce, secret_sha256 = excluded.secret_sha256,
			created_at = excluded.created_at`, w.IntegratorHash, w.URL, w.Nonce, w.SecretSHA256, w.CreatedAt.UnixNano())
	if err != nil {
		return fmt.Errorf("set webhook: %w", err)
	}
	return nil
}

// ClearWebhook removes an integrator's webhook; its pending deliveries
// fail at their next attempt.
func (s *DB) ClearWebhook(ctx context.Context, integratorHash string) (bool, error) {
	n, err := s.exec(ctx, `DELETE FROM webhooks WHERE integrator_hash = $1`, integratorHash)
	if err != nil {
		return false, fmt.Errorf("clear webhook: %w", err)
	}
	return n > 0, nil
}

// Webhooks returns every registered webhook.
func (s *DB) Webhooks(ctx context.Context) ([]push.Webhook, error) {
	var out []push.Webhook
	err := s.conn(ctx, func(c *pgx.Conn) error {
		rows, err := c.Query(ctx, `SELECT integrator_hash, url, nonce, secret_sha256, created_at FROM webhooks ORDER BY integrator_hash`)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (push.Webhook, error) {
			var w push.Webhook
			var created int64
			err := row.Scan(&w.IntegratorHash, &w.URL, &w.Nonce, &w.SecretSHA256, &created)
			w.CreatedAt = time.Unix(0, created).UTC()
			return w, err
		})
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("list webhooks: %w", err)
	}
	return out, nil
}

const deliveryColumns = `d.id, d.integrator_hash, d.url, d.quote_id, d.from_chain, d.tx_hash, d.seq, d.payload, d.idempotency_key,
	d.created_at, d.attempts, COALESCE(w.nonce, ''), d.state, d.next_attempt_at, d.last_attempt_at, d.last_status, d.last_error`

// DueWebhooks implements push.Store. A delivery waits while an earlier
// change of its transaction is pending, which keeps them in order.
func (s *DB) DueWebhooks(ctx context.Context, now time.Time, busy []string, limit int) ([]push.Delivery, error) {
	if busy == nil {
		busy = []string{}
	}
	list, err := s.queryDeliveries(ctx, `SELECT `+deliveryColumns+` FROM webhook_deliveries d
		LEFT JOIN webhooks w ON w.integrator_hash = d.integrator_hash
		WHERE d.state = 'pending' AND d.next_attempt_at <= $1 AND d.lease_until <= $1 AND d.url <> ALL($2)
		AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.state = 'pending' AND e.from_chain = d.from_chain
			AND e.tx_hash = d.tx_hash AND e.integrator_hash = d.integrator_hash AND e.seq < d.seq)
		ORDER BY d.next_attempt_at, d.id LIMIT $3`, now.UnixNano(), busy, limit)
	if err != nil {
		return nil, fmt.Errorf("due webhooks: %w", err)
	}
	return list, nil
}

// ClaimWebhook implements push.Store: one guarded UPDATE, so of several
// processes claiming a delivery one gets it.
func (s *DB) ClaimWebhook(ctx context.Context, id int64, now, leaseUntil time.Time) (bool, error) {
	n, err := s.exec(ctx, `UPDATE webhook_deliveries SET lease_until = $1 WHERE id = $2 AND state = 'pending' AND lease_until <= $3`,
		leaseUntil.UnixNano(), id, now.UnixNano())
	if err != nil {
		return false, fmt.Errorf("claim webhook: %w", err)
	}
	return n == 1, nil
}

// FinishWebhook implements push.Store.
func (s *DB) FinishWebhook(ctx context.Context, id int64, o push.Outcome) error {
	var err error
	if o.Attempted {
		_, err = s.exec(ctx, `UPDATE webhook_deliveries SET state = $1, next_attempt_at = $2, lease_until = 0, attempts = attempts + 1,
			last_attempt_at = $3, last_status = $4, last_error = $5 WHERE id = $6`,
			o.State, o.NextAttemptAt.UnixNano(), o.At.UnixNano(), o.Status, o.Error, id)
	} else {
		_, err = s.exec(ctx, `UPDATE webhook_deliveries SET next_attempt_at = $1, lease_until = 0 WHERE id = $2`, o.NextAttemptAt.UnixNano(), id)
	}
	if err != nil {
		return fmt.Errorf("finish webhook: %w", err)
	}
	return nil
}

// PendingWebhooks implements push.Store.
func (s *DB) PendingWebhooks(ctx context.Context) (int, error) {
	var n int
	err := s.conn(ctx, func(c *pgx.Conn) error {
		return c.QueryRow(ctx, `SELECT count(*) FROM webhook_deliveries WHERE state = 'pending'`).Scan(&n)
	})
	if err != nil {
		return 0, fmt.Errorf("pending webhooks: %w", err)
	}
	return n, nil
}

// PruneWebhooks implements push.Store.
func (s *DB) PruneWebhooks(ctx context.Context, before time.Time) (int, error) {
	n, err := s.exec(ctx, `DELETE FROM webhook_deliveries WHERE state <> 'pending' AND created_at < $1`, before.UnixNano())
	if err != nil {
		return 0, fmt.Errorf("prune webhooks: %w", err)
	}
	return int(n), nil
}

// WebhookDeliveries returns an integrator's most recent deliveries, newest
// first.
func (s *DB) WebhookDeliveries(ctx context.Context, integratorHash string, limit int) ([]push.Delivery, error) {
	list, err := s.queryDeliveries(ctx, `SELECT `+deliveryColumns+` FROM webhook_deliveries d
		LEFT JOIN webhooks w ON w.integrator_hash = d.integrator_hash
		WHERE d.integrator_hash = $1 ORDER BY d.id DESC LIMIT $2`, integratorHash, limit)
	if err != nil {
		return nil, fmt.Errorf("webhook deliveries: %w", err)
	}
	return list, nil
}

func (s *DB) queryDeliveries(ctx context.Context, sql string, args ...any) ([]push.Delivery, error) {
	var out []push.Delivery
	err := s.conn(ctx, func(c *pgx.Conn) error {
		rows, err := c.Query(ctx, sql, args...)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (push.Delivery, error) {
			var d push.Delivery
			var created, next, last int64
			err := row.Scan(&d.ID, &d.IntegratorHash, &d.URL, &d.QuoteID, &d.FromChain, &d.TxHash, &d.Seq, &d.Payload, &d.IdempotencyKey,
				&created, &d.Attempts, &d.Nonce, &d.State, &next, &last, &d.LastStatus, &d.LastError)
			d.CreatedAt, d.NextAttemptAt, d.LastAttemptAt = time.Unix(0, created).UTC(), time.Unix(0, next).UTC(), fromUnixNano(last)
			return d, err
		})
		return err
	})
	return out, err
}
