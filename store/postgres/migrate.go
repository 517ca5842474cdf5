package postgres

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/jackc/pgx/v5"
)

// migrationLock is the advisory lock key replicas take around migrating
// (advisory locks are per database, so the key only has to be ours):
// "switchyard" in ASCII, truncated to 8 bytes.
const migrationLock int64 = 0x7377697463687961

// migrate applies the migrations not yet applied, each in its own
// transaction, in order. A session advisory lock held across the loop
// makes replicas that start together wait for the first one and then find
// nothing to do; it is released with the connection should this process
// die midway.
func (s *DB) migrate(ctx context.Context) error {
	return s.conn(ctx, func(conn *pgx.Conn) error { return s.migrateOn(ctx, conn) })
}

func (s *DB) migrateOn(ctx context.Context, conn *pgx.Conn) error {
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock($1)`, migrationLock); err != nil {
		return fmt.Errorf("migration lock: %w", err)
	}
	defer func() {
		// A fresh context: the lock must go even when ctx ended; if the
		// unlock fails the connection is dropped, which releases it too.
		if _, err := conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1)`, migrationLock); err != nil {
			conn.Close(context.WithoutCancel(ctx))
		}
	}()
	if _, err := conn.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    integer PRIMARY KEY,
		applied_at timestamptz NOT NULL DEFAULT now())`); err != nil {
		return err
	}
	var current int
	if err := conn.QueryRow(ctx, `SELECT COALESCE(max(version), 0) FROM schema_migrations`).Scan(&current); err != nil {
		return err
	}
	if current > len(migrations) {
		return fmt.Errorf("the database is at schema version %d, newer than this binary's %d", current, len(migrations))
	}
	for i := current; i < len(migrations); i++ {
		version := i + 1
		err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, migrations[i]); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, `INSERT INTO schema_migrations(version) VALUES ($1)`, version)
			return err
		})
		if err != nil {
			return fmt.Errorf("migration %d: %w", version, err)
		}
		s.logger.Info("database migrated", slog.Int("version", version))
	}
	return nil
}

// migrations is the schema's history: append only, never edit or reorder
// an entry that has shipped.
var migrations = []string{
	// 1: the schema as of the first PostgreSQL release.
	`CREATE TABLE integrators_version (
		one     boolean PRIMARY KEY DEFAULT true CHECK (one),
		version bigint NOT NULL
	);
	INSERT INTO integrators_version(version) VALUES (0);
	CREATE TABLE integrators (
		seq        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
		id_hash    text NOT NULL UNIQUE,
		name       text NOT NULL CONSTRAINT integrators_name_key UNIQUE,
		tier       text NOT NULL,
		rate       integer NOT NULL,
		enabled    boolean NOT NULL,
		features   text NOT NULL DEFAULT '',
		created_at bigint NOT NULL,
		revoked_at bigint NOT NULL DEFAULT 0
	);
	CREATE TABLE quotes (
		id                 text PRIMARY KEY,
		integrator_id_hash text NOT NULL,
		from_chain         text NOT NULL,
		to_chain           text NOT NULL,
		from_address       text NOT NULL,
		request            bytea NOT NULL,
		route              bytea NOT NULL,
		created_at         bigint NOT NULL,
		expires_at         bigint NOT NULL,
		"full"             boolean NOT NULL DEFAULT false
	);
	CREATE INDEX quotes_by_expiry ON quotes(expires_at);
	CREATE INDEX quotes_full_by_creation ON quotes(created_at) WHERE "full";
	CREATE TABLE tracked_transactions (
		from_chain      text NOT NULL,
		tx_hash         text NOT NULL,
		quote_id        text NOT NULL,
		to_chain        text NOT NULL,
		request_id      text NOT NULL DEFAULT '',
		integrator_name text NOT NULL DEFAULT '',
		integrator_hash text NOT NULL DEFAULT '',
		kind            text NOT NULL DEFAULT '',
		seq             bigint NOT NULL,
		state           text NOT NULL,
		terminal        boolean NOT NULL,
		record          bytea NOT NULL,
		created_at      bigint NOT NULL,
		updated_at      bigint NOT NULL,
		lease_owner     text NOT NULL DEFAULT '',
		lease_until     bigint NOT NULL DEFAULT 0,
		PRIMARY KEY (from_chain, tx_hash)
	);
	CREATE INDEX tracked_open_by_lease ON tracked_transactions(lease_until) WHERE NOT terminal;
	CREATE INDEX tracked_open_by_owner ON tracked_transactions(lease_owner) WHERE NOT terminal;
	CREATE TABLE status_events (
		from_chain text NOT NULL,
		tx_hash    text NOT NULL,
		seq        bigint NOT NULL,
		record     bytea NOT NULL,
		created_at bigint NOT NULL,
		PRIMARY KEY (from_chain, tx_hash, seq)
	);
	CREATE TABLE webhooks (
		integrator_hash text PRIMARY KEY,
		url             text NOT NULL,
		nonce           text NOT NULL,
		secret_sha256   text NOT NULL,
		created_at      bigint NOT NULL
	);
	CREATE TABLE webhook_deliveries (
		id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
		integrator_hash text NOT NULL,
		url             text NOT NULL,
		quote_id        text NOT NULL,
		from_chain      text NOT NULL,
		tx_hash         text NOT NULL,
		seq             bigint NOT NULL,
		payload         bytea NOT NULL,
		idempotency_key text NOT NULL,
		created_at      bigint NOT NULL,
		next_attempt_at bigint NOT NULL,
		lease_until     bigint NOT NULL DEFAULT 0,
		attempts        integer NOT NULL DEFAULT 0,
		state           text NOT NULL,
		last_attempt_at bigint NOT NULL DEFAULT 0,
		last_status     integer NOT NULL DEFAULT 0,
		last_error      text NOT NULL DEFAULT '',
		UNIQUE (integrator_hash, from_chain, tx_hash, seq)
	);
	CREATE INDEX webhook_deliveries_due ON webhook_deliveries(next_attempt_at) WHERE state = 'pending';
	CREATE INDEX webhook_deliveries_tx ON webhook_deliveries(from_chain, tx_hash, seq) WHERE state = 'pending';
	CREATE INDEX webhook_deliveries_integrator ON webhook_deliveries(integrator_hash, id);
	CREATE INDEX webhook_deliveries_finished ON webhook_deliveries(created_at) WHERE state <> 'pending';
	CREATE TABLE route_durations (
		seq         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
		kind        text NOT NULL,
		from_chain  text NOT NULL,
		to_chain    text NOT NULL,
		tx_hash     text NOT NULL,
		seconds     bigint NOT NULL,
		recorded_at bigint NOT NULL,
		UNIQUE (from_chain, tx_hash)
	);
	CREATE INDEX route_durations_key ON route_durations(kind, from_chain, to_chain, seq);`,
	// 2: integrator fees: basis points of the input, and the beneficiaries
	// as a JSON object of chain family → address.
	`ALTER TABLE integrators ADD COLUMN fee_bps integer NOT NULL DEFAULT 0;
	ALTER TABLE integrators ADD COLUMN fee_beneficiaries text NOT NULL DEFAULT '';`,
}
