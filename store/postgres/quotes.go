package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
)

var (
	_ route.QuoteStore   = (*DB)(nil)
	_ status.QuoteSource = (*DB)(nil)
)

// quotePruneChunk bounds one DELETE, so pruning holds no long transaction.
const quotePruneChunk = 2000

// SaveQuote stores q with one INSERT, committed before it returns (its
// commit is as durable as the server's synchronous_commit makes it). It
// returns route.ErrQuoteExists when the id is stored, even if expired and
// not yet pruned.
func (s *DB) SaveQuote(ctx context.Context, q route.StoredQuote) error {
	if q.ID == "" {
		return errors.New("postgres: save quote: empty id")
	}
	if q.CreatedAt.IsZero() || q.ExpiresAt.IsZero() {
		return fmt.Errorf("postgres: save quote %s: creation and expiry times are required", q.ID)
	}
	var n int64
	err := s.conn(ctx, func(c *pgx.Conn) error {
		tag, err := c.Exec(ctx, `INSERT INTO quotes(id, integrator_id_hash, from_chain, to_chain, from_address, request, route,
			created_at, expires_at, "full") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
			q.ID, q.IntegratorID, q.FromChain, q.ToChain, q.FromAddress, nonNil(q.Request), nonNil(q.Route),
			q.CreatedAt.UnixNano(), q.ExpiresAt.UnixNano(), q.Full)
		n = tag.RowsAffected()
		return err
	})
	if err != nil {
		return fmt.Errorf("postgres: save quote %s: %w", q.ID, err)
	}
	if n == 0 {
		return route.ErrQuoteExists
	}
	return nil
}

// Quote returns the stored quote, or status.ErrQuoteNotFound when it is
// unknown or expired more than route.QuoteRetention ago.
func (s *DB) Quote(ctx context.Context, id string) (route.StoredQuote, error) {
	var q route.StoredQuote
	var created, expires int64
	err := s.conn(ctx, func(c *pgx.Conn) error {
		return c.QueryRow(ctx, `SELECT id, integrator_id_hash, from_chain, to_chain, from_address, request, route, created_at, expires_at, "full"
			FROM quotes WHERE id = $1 AND expires_at > $2`, id, time.Now().Add(-route.QuoteRetention).UnixNano()).
			Scan(&q.ID, &q.IntegratorID, &q.FromChain, &q.ToChain, &q.FromAddress, &q.Request, &q.Route, &created, &expires, &q.Full)
	})
	if errors.Is(err, pgx.ErrNoRows) {
		return route.StoredQuote{}, status.ErrQuoteNotFound
	}
	if err != nil {
		return route.StoredQuote{}, fmt.Errorf("quote %s: %w", id, err)
	}
	q.Request, q.Route = nilIfEmpty(q.Request), nilIfEmpty(q.Route)
	q.CreatedAt, q.ExpiresAt = time.Unix(0, created).UTC(), time.Unix(0, expires).UTC()
	return q, nil
}

// StatusQuote is the stored quote as the status tracker reads it.
func (s *DB) StatusQuote(ctx context.Context, id string) (*status.Quote, error) {
	q, err := s.Quote(ctx, id)
	if err != nil {
		return nil, err
	}
	return status.ParseQuote(q.ID, q.IntegratorID, q.FromChain, q.ToChain, q.CreatedAt, q.Request, q.Route)
}

// PruneQuotes deletes quotes that expired before before and returns how
// many, in chunks that are each their own short transaction.
func (s *DB) PruneQuotes(ctx context.Context, before time.Time) (int64, error) {
	var total int64
	for {
		var n int64
		err := s.conn(ctx, func(c *pgx.Conn) error {
			tag, err := c.Exec(ctx, `DELETE FROM quotes WHERE id IN
				(SELECT id FROM quotes WHERE expires_at < $1 LIMIT $2 FOR UPDATE SKIP LOCKED)`, before.UnixNano(), quotePruneChunk)
			n = tag.RowsAffected()
			return err
		})
		if err != nil {
			return total, fmt.Errorf("prune quotes: %w", err)
		}
		total += n
		if n < quotePruneChunk {
			return total, nil
		}
	}
}

// FullQuotesSince returns the full quotes created at or after since that
// are still valid at now, oldest first.
func (s *DB) FullQuotesSince(ctx context.Context, since, now time.Time, limit int) ([]status.ExpectedQuote, error) {
	var out []status.ExpectedQuote
	err := s.conn(ctx, func(c *pgx.Conn) error {
		rows, err := c.Query(ctx, `SELECT id, from_chain, expires_at FROM quotes
			WHERE "full" AND created_at >= $1 AND expires_at > $2 ORDER BY created_at, id LIMIT $3`, unixNano(since), unixNano(now), limit)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (status.ExpectedQuote, error) {
			var q status.ExpectedQuote
			var expires int64
			err := row.Scan(&q.ID, &q.FromChain, &expires)
			q.ExpiresAt = time.Unix(0, expires).UTC()
			return q, err
		})
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("full quotes: %w", err)
	}
	return out, nil
}

func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

func nilIfEmpty(b []byte) []byte {
	if len(b) == 0 {
		return nil
	}
	return b
}
