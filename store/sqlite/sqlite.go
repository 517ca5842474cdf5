// Package sqlite is Switchyard's default store: one SQLite file under the
// data dir holding integrators, quotes, tracked transactions with their
// webhook outbox, and measured route durations, for one process (replicas
// share store/postgres; both pass store/storetest). Integrator changes
// from other processes sharing the file, such as the admin CLI, are seen
// through SQLite's data_version.
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"sync"

	_ "modernc.org/sqlite" // registers the "sqlite" driver: pure Go, no cgo needed
)

// Config configures the store.
type Config struct {
	Path string // database file; created when missing
}

// DB is an open store.
type DB struct {
	db *sql.DB

	verMu      sync.Mutex
	verConn    *sql.Conn // dedicated: data_version is per connection
	dataVer    int64
	integrVer  int64
	haveVerSet bool

	quotes quoteWriter // quotes.go: SaveQuote's group-commit writer
	feed   trackedFeed // shared.go: WatchTracked's subscribers
}

// Open opens (creating if needed) and migrates the database.
func Open(ctx context.Context, cfg Config) (*DB, error) {
	if cfg.Path == "" {
		return nil, errors.New("sqlite: a database path is required")
	}
	q := url.Values{}
	for _, p := range []string{"busy_timeout(10000)", "journal_mode(WAL)", "synchronous(NORMAL)", "foreign_keys(1)"} {
		q.Add("_pragma", p)
	}
	dsn := "file:" + cfg.Path + "?" + q.Encode()
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", cfg.Path, err)
	}
	s := &DB{db: db}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite: migrate %s: %w", cfg.Path, err)
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite: %w", err)
	}
	s.verConn = conn
	return s, nil
}

// Close closes the database, first stopping the quote writer.
func (s *DB) Close() error {
	s.quotes.stop()
	if s.verConn != nil {
		s.verConn.Close()
	}
	return s.db.Close()
}

// Ping checks the database answers, for readiness.
func (s *DB) Ping(ctx context.Context) error { return s.db.PingContext(ctx) }

var migrations = []string{
	`CREATE TABLE meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
	 INSERT INTO meta(key, value) VALUES ('integrators_version', 0);
	 CREATE TABLE integrators (
		seq        INTEGER PRIMARY KEY AUTOINCREMENT,
		id_hash    TEXT NOT NULL UNIQUE,
		name       TEXT NOT NULL UNIQUE,
		tier       TEXT NOT NULL,
		rate       INTEGER NOT NULL,
		enabled    INTEGER NOT NULL,
		features   TEXT NOT NULL DEFAULT '',
		created_at TEXT NOT NULL,
		revoked_at TEXT NOT NULL DEFAULT ''
	 );`,
	relayerSchema,   // relayer.go
	quotesSchema,    // quotes.go
	trackedSchema,   // tracked.go
	webhooksSchema,  // webhooks.go
	durationsSchema, // durations.go
	sharedSchema,    // shared.go: full quotes, leases
	integratorFeeSchema,
}

// integratorFeeSchema adds integrator fees: basis points of the input and
// the beneficiaries, a JSON object of chain family → address.
const integratorFeeSchema = `ALTER TABLE integrators ADD COLUMN fee_bps INTEGER NOT NULL DEFAULT 0;
	ALTER TABLE integrators ADD COLUMN fee_beneficiaries TEXT NOT NULL DEFAULT '';`

func (s *DB) migrate(ctx context.Context) error {
	if _, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)`); err != nil {
		return err
	}
	for i, m := range migrations {
		version := i + 1
		err := s.tx(ctx, func(tx *sql.Tx) error {
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_migrations WHERE version = ?`, version).Scan(&n); err != nil {
				return err
			}
			if n > 0 {
				return nil
			}
			if _, err := tx.ExecContext(ctx, m); err != nil {
				return fmt.Errorf("migration %d: %w", version, err)
			}
			_, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations(version) VALUES (?)`, version)
			return err
		})
		if err != nil {
			return err
		}
	}
	return nil
}

func (s *DB) tx(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}
