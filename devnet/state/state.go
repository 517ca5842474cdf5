// Package state keeps the devnet's own state in its own SQLite file under
// the devnet dir: the relayer's scan cursors, messages and gas payments,
// and the genesis of each chain that state belongs to. It is the devnet's,
// not the service's store: an API-only build (-tags nodevnet) links none of
// it, and --devnet-reset deletes it with the chains.
package state

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"

	_ "modernc.org/sqlite" // registers the "sqlite" driver: pure Go, no cgo needed

	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

// FileName is the state file's name in the devnet dir.
const FileName = "state.db"

var _ relayer.Store = (*DB)(nil)

// DB is the devnet's open state file.
type DB struct {
	db *sql.DB
}

// schema is the relayer's state and the chains' geneses. Hashes and
// addresses are 0x hex (hashes lowercase), amounts decimal strings, steps
// JSON (relayer.Step and its kin). A message's pending_* columns are its
// write-ahead record: a signed transaction saved before it is sent. The
// tables and columns are those the service's store held before the move,
// so that the one-time import copies rows as they are.
const schema = `
CREATE TABLE IF NOT EXISTS relayer_cursors (
	chain_id   INTEGER PRIMARY KEY,
	next_block INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS relayer_messages (
	seq                          INTEGER PRIMARY KEY AUTOINCREMENT,
	id                           TEXT NOT NULL UNIQUE,
	command_id                   TEXT NOT NULL UNIQUE,
	event                        TEXT NOT NULL,
	source_chain_id              INTEGER NOT NULL,
	source_chain                 TEXT NOT NULL,
	source_tx_hash               TEXT NOT NULL,
	log_index                    INTEGER NOT NULL,
	destination_chain_id         INTEGER NOT NULL,
	destination_chain            TEXT NOT NULL,
	destination_contract_address TEXT NOT NULL,
	sender                       TEXT NOT NULL,
	payload_hash                 TEXT NOT NULL,
	payload                      BLOB NOT NULL,
	symbol                       TEXT NOT NULL,
	amount                       TEXT NOT NULL,
	status                       TEXT NOT NULL,
	gas_status                   TEXT NOT NULL,
	call_step                    TEXT NOT NULL,
	confirmed_step               TEXT NOT NULL DEFAULT '',
	approved_step                TEXT NOT NULL DEFAULT '',
	executed_step                TEXT NOT NULL DEFAULT '',
	error_info                   TEXT NOT NULL DEFAULT '',
	required_fee                 TEXT NOT NULL DEFAULT '',
	execute_gas                  INTEGER NOT NULL DEFAULT 0,
	dest_search_from             INTEGER NOT NULL DEFAULT 0,
	pending_step                 TEXT NOT NULL DEFAULT '',
	pending_chain_id             INTEGER NOT NULL DEFAULT 0,
	pending_tx_hash              TEXT NOT NULL DEFAULT '',
	pending_nonce                INTEGER NOT NULL DEFAULT 0,
	pending_raw                  BLOB,
	seen_at                      TEXT NOT NULL,
	updated_at                   TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS relayer_messages_by_tx ON relayer_messages(source_tx_hash, log_index);
CREATE INDEX IF NOT EXISTS relayer_messages_open ON relayer_messages(status) WHERE status NOT IN ('executed', 'error');
CREATE TABLE IF NOT EXISTS relayer_gas (
	chain_id       INTEGER NOT NULL,
	tx_hash        TEXT NOT NULL,
	log_index      INTEGER NOT NULL,
	event          TEXT NOT NULL,
	message_id     TEXT NOT NULL,
	amount         TEXT NOT NULL,
	refund_address TEXT NOT NULL,
	step           TEXT NOT NULL,
	PRIMARY KEY (chain_id, tx_hash, log_index)
);
CREATE INDEX IF NOT EXISTS relayer_gas_by_message ON relayer_gas(message_id);
CREATE TABLE IF NOT EXISTS devnet_genesis (
	chain_id     INTEGER PRIMARY KEY,
	genesis_hash TEXT NOT NULL
);`

// Open opens (creating if needed) the state file at path. When the file is
// new and legacyPath names an existing store file of an earlier version
// (which kept this state in the service's switchyard.db), its rows are
// copied in once, so an upgraded data dir keeps the relayer's progress and
// nothing is delivered twice. legacyPath "" skips the import (after a
// reset, the old rows belong to chains that are gone).
func Open(ctx context.Context, path, legacyPath string) (*DB, error) {
	_, statErr := os.Stat(path)
	fresh := errors.Is(statErr, fs.ErrNotExist)
	q := url.Values{}
	for _, p := range []string{"busy_timeout(10000)", "journal_mode(WAL)", "synchronous(NORMAL)"} {
		q.Add("_pragma", p)
	}
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("devnet state: open %s: %w", path, err)
	}
	s := &DB{db: db}
	if _, err := db.ExecContext(ctx, schema); err != nil {
		db.Close()
		return nil, fmt.Errorf("devnet state: %s: %w", path, err)
	}
	if fresh && legacyPath != "" {
		if err := s.importLegacy(ctx, legacyPath); err != nil {
			db.Close()
			return nil, fmt.Errorf("devnet state: import from %s: %w", legacyPath, err)
		}
	}
	return s, nil
}

// Close closes the file.
func (s *DB) Close() error { return s.db.Close() }

// legacyTables are the tables an earlier version kept in the service's
// store, in the order they are copied.
var legacyTables = []string{"relayer_cursors", "relayer_messages", "relayer_gas", "devnet_genesis"}

// importLegacy copies the legacy tables' rows from the store file at path,
// when it exists, in one transaction on one connection (ATTACH is per
// connection). Tables the old file lacks are skipped: devnet_genesis was
// created on first use, and a file of this version has none of them.
func (s *DB) importLegacy(ctx context.Context, path string) error {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return nil // ATTACH would create it
	} else if err != nil {
		return err
	}
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `ATTACH DATABASE ? AS legacy`, "file:"+path+"?mode=ro"); err != nil {
		return err
	}
	defer conn.ExecContext(context.Background(), `DETACH DATABASE legacy`)
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, t := range legacyTables {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM legacy.sqlite_master WHERE type = 'table' AND name = ?`, t).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			continue
		}
		// the same columns in both (the schema above is the old one)
		if _, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO main.`+t+` SELECT * FROM legacy.`+t); err != nil {
			return fmt.Errorf("%s: %w", t, err)
		}
	}
	return tx.Commit()
}

// Reset deletes everything, for a devnet that starts again from genesis.
func (s *DB) Reset(ctx context.Context) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		for _, t := range legacyTables {
			if _, err := tx.ExecContext(ctx, `DELETE FROM `+t); err != nil {
				return fmt.Errorf("devnet state reset: %w", err)
			}
		}
		return nil
	})
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
