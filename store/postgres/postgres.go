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
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Config configures the store.
type Config struct {
	// URL is the database, postgres://user:pass@host:port/db?sslmode=…
	// pgxpool's pool_* parameters in it (pool_max_conn_lifetime, …) win
	// over this package's defaults; MaxConns wins over pool_max_conns.
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
	pool      *pgxpool.Pool
	logger    *slog.Logger
	watchIdle time.Duration // WatchTracked's ping interval
}

// The pool's connection upkeep where the URL does not set it. A bounded
// lifetime (jittered, so replicas started together do not reconnect
// together) moves connections to a failed-over or reconfigured server
// and bounds server-side memory growth; idle connections above the need
// of the last minutes are closed; the health check finds connections
// the server dropped while idle. pgxpool also pings a connection idle
// over a second before handing it out, and destroys on release one that
// is closed, busy or left inside a transaction.
var poolUpkeep = []struct {
	param string
	set   func(*pgxpool.Config)
}{
	{"pool_max_conn_lifetime", func(c *pgxpool.Config) { c.MaxConnLifetime = 30 * time.Minute }},
	{"pool_max_conn_lifetime_jitter", func(c *pgxpool.Config) { c.MaxConnLifetimeJitter = 5 * time.Minute }},
	{"pool_max_conn_idle_time", func(c *pgxpool.Config) { c.MaxConnIdleTime = 5 * time.Minute }},
	{"pool_health_check_period", func(c *pgxpool.Config) { c.HealthCheckPeriod = 30 * time.Second }},
}

// Open connects and brings the schema up to date. Replicas starting
// together migrate one after the other (see migrate).
func Open(ctx context.Context, cfg Config) (*DB, error) {
	if cfg.URL == "" {
		return nil, errors.New("postgres: a database URL is required")
	}
	// pgxpool.ParseConfig consumes its pool_* parameters; pgx's parser
	// keeps them as runtime parameters, which says which ones the URL set.
	cc, err := pgx.ParseConfig(cfg.URL)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	pc, err := pgxpool.ParseConfig(cfg.URL)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	for _, u := range poolUpkeep {
		if _, set := cc.RuntimeParams[u.param]; !set {
			u.set(pc)
		}
	}
	// Without MaxConns or pool_max_conns, pgxpool's own default is
	// max(4, CPUs).
	if cfg.MaxConns > 0 {
		pc.MaxConns = int32(min(cfg.MaxConns, 1<<30))
	}
	logger := cfg.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	pool, err := pgxpool.NewWithConfig(ctx, pc)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	s := &DB{pool: pool, logger: logger, watchIdle: defaultWatchIdle}
	if err := s.migrate(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: migrate: %w", err)
	}
	return s, nil
}

// Close closes the pool: later calls fail, and Close waits for the
// connections in use to be released (calls under way to end) and closes
// them all.
func (s *DB) Close() error {
	s.pool.Close()
	return nil
}

// Ping checks the database answers, for readiness.
func (s *DB) Ping(ctx context.Context) error { return s.pool.Ping(ctx) }

// Stats is the connection pool's use, for metrics.
type Stats struct {
	Acquired int32 // in use now
	Idle     int32
	Total    int32 // open: acquired, idle and being opened
	Max      int32
	// EmptyAcquires counts acquisitions that found no idle connection and
	// waited for one to be opened or released (cumulative): the pool is
	// too small when it keeps growing while Total is at Max.
	EmptyAcquires int64
}

// Stats returns the pool's use now.
func (s *DB) Stats() Stats {
	st := s.pool.Stat()
	return Stats{Acquired: st.AcquiredConns(), Idle: st.IdleConns(), Total: st.TotalConns(), Max: st.MaxConns(),
		EmptyAcquires: st.EmptyAcquireCount()}
}

// tx runs fn in a transaction, committed when fn returns nil.
func (s *DB) tx(ctx context.Context, fn func(pgx.Tx) error) error {
	return pgx.BeginFunc(ctx, s.pool, fn)
}

// conn runs fn on a connection of the pool. The connection goes back to
// the pool afterwards whatever fn returned (a conflict, no rows say
// nothing about it); pgxpool destroys it instead when it is closed (a
// network error, a context ended mid-query), busy or inside a transaction.
func (s *DB) conn(ctx context.Context, fn func(*pgx.Conn) error) error {
	return s.pool.AcquireFunc(ctx, func(c *pgxpool.Conn) error { return fn(c.Conn()) })
}
