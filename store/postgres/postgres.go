// Package postgres is Switchyard's shared store for running several
// replicas: integrators, quotes, tracked transactions with their leases
// and change feed, the webhook outbox and measured route durations in one
// PostgreSQL database. It keeps the same contracts as store/sqlite (the
// single-process default), checked by the same suite (store/storetest).
// Times are stored as Unix nanoseconds (bigint), as in SQLite, so they
// round-trip exactly and compare as numbers.
package postgres

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"time"

	"github.com/jackc/pgx/v5"
)

// Config configures the store.
type Config struct {
	// URL is the database, postgres://user:pass@host:port/db?sslmode=…
	URL string
	// MaxConns bounds the pool (default max(4, CPUs)).
	// WatchTracked holds one more connection of its own while it runs.
	MaxConns int
	// Logger receives the migrations applied (default: discarded).
	Logger *slog.Logger
}

// DB is an open store; its methods are safe for concurrent use by any
// number of goroutines and replicas.
type DB struct {
	pool      *pool
	logger    *slog.Logger
	watchIdle time.Duration // WatchTracked's ping interval
}

// Open connects and brings the schema up to date. Replicas starting
// together migrate one after the other (see migrate).
func Open(ctx context.Context, cfg Config) (*DB, error) {
	if cfg.URL == "" {
		return nil, errors.New("postgres: a database URL is required")
	}
	cc, err := pgx.ParseConfig(cfg.URL)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	maxConns := cfg.MaxConns
	if maxConns <= 0 {
		maxConns = max(4, runtime.NumCPU())
	}
	logger := cfg.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	s := &DB{pool: newPool(cc, maxConns), logger: logger, watchIdle: defaultWatchIdle}
	if err := s.migrate(ctx); err != nil {
		s.pool.close()
		return nil, fmt.Errorf("postgres: migrate: %w", err)
	}
	return s, nil
}

// Close closes the idle connections; those in use close as they are
// released, and later calls fail.
func (s *DB) Close() error {
	s.pool.close()
	return nil
}

// Ping checks the database answers, for readiness.
func (s *DB) Ping(ctx context.Context) error {
	return s.pool.with(ctx, func(c *pgx.Conn) error { return c.Ping(ctx) })
}

// Stats is the connection pool's use, for metrics.
type Stats struct {
	Acquired int32 // in use now
	Idle     int32
	Total    int32 // open: acquired, idle and being opened
	Max      int32
	// EmptyAcquires counts acquisitions that had to wait for a connection
	// (cumulative): the pool is too small when it keeps growing.
	EmptyAcquires int64
}

// Stats returns the pool's use now.
func (s *DB) Stats() Stats { return s.pool.stats() }

// tx runs fn in a transaction, committed when fn returns nil.
func (s *DB) tx(ctx context.Context, fn func(pgx.Tx) error) error {
	return s.pool.with(ctx, func(c *pgx.Conn) error { return pgx.BeginFunc(ctx, c, fn) })
}

// conn runs fn on a connection of the pool.
func (s *DB) conn(ctx context.Context, fn func(*pgx.Conn) error) error { return s.pool.with(ctx, fn) }
