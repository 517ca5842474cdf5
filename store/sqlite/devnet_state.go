package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// devnetGenesisSchema records the genesis hash of each devnet chain the
// relayer's state belongs to, so that state is never applied to another
// chain. Created on first use: it lives and is reset with the relayer's
// tables.
const devnetGenesisSchema = `CREATE TABLE IF NOT EXISTS devnet_genesis (
	chain_id     INTEGER PRIMARY KEY,
	genesis_hash TEXT NOT NULL
)`

// DevnetGenesis returns the genesis hash recorded for a devnet chain.
func (s *DB) DevnetGenesis(ctx context.Context, chainID uint64) (common.Hash, bool, error) {
	var h string
	err := s.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, devnetGenesisSchema); err != nil {
			return err
		}
		return tx.QueryRowContext(ctx, `SELECT genesis_hash FROM devnet_genesis WHERE chain_id = ?`, int64(chainID)).Scan(&h)
	})
	if errors.Is(err, sql.ErrNoRows) {
		return common.Hash{}, false, nil
	}
	if err != nil {
		return common.Hash{}, false, fmt.Errorf("devnet genesis of chain %d: %w", chainID, err)
	}
	return common.HexToHash(h), true, nil
}

// SaveDevnetGenesis records a devnet chain's genesis hash.
func (s *DB) SaveDevnetGenesis(ctx context.Context, chainID uint64, genesis common.Hash) error {
	err := s.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, devnetGenesisSchema); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO devnet_genesis(chain_id, genesis_hash) VALUES (?, ?)
			ON CONFLICT(chain_id) DO UPDATE SET genesis_hash = excluded.genesis_hash`, int64(chainID), strings.ToLower(genesis.Hex()))
		return err
	})
	if err != nil {
		return fmt.Errorf("save devnet genesis of chain %d: %w", chainID, err)
	}
	return nil
}

// RelayerHasState reports whether the relayer holds anything of a chain:
// a cursor, or a message from or to it.
func (s *DB) RelayerHasState(ctx context.Context, chainID uint64) (bool, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT (SELECT COUNT(*) FROM relayer_cursors WHERE chain_id = ?1)
		+ (SELECT COUNT(*) FROM relayer_messages WHERE source_chain_id = ?1 OR destination_chain_id = ?1)
		+ (SELECT COUNT(*) FROM relayer_gas WHERE chain_id = ?1)`, int64(chainID)).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("relayer state of chain %d: %w", chainID, err)
	}
	return n > 0, nil
}

// RewindRelayerCursor moves a chain's cursor back to next when it is past
// it: a chain that lost its last blocks in a crash is scanned again from
// its head instead of being skipped until it grows past the old cursor.
// Messages already recorded are kept (recording them again is a no-op).
func (s *DB) RewindRelayerCursor(ctx context.Context, chainID, next uint64) (rewound bool, err error) {
	res, err := s.db.ExecContext(ctx, `UPDATE relayer_cursors SET next_block = ? WHERE chain_id = ? AND next_block > ?`,
		int64(next), int64(chainID), int64(next))
	if err != nil {
		return false, fmt.Errorf("rewind relayer cursor of chain %d: %w", chainID, err)
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// ResetDevnet deletes the relayer's state, the recorded devnet geneses and
// the tracked transactions' status, for a devnet that starts again from
// genesis.
func (s *DB) ResetDevnet(ctx context.Context) error {
	err := s.tx(ctx, func(tx *sql.Tx) error {
		// Tracked transactions and their events name transactions of the
		// chains being deleted: they go too.
		for _, q := range []string{devnetGenesisSchema, `DELETE FROM devnet_genesis`, `DELETE FROM relayer_gas`,
			`DELETE FROM relayer_messages`, `DELETE FROM relayer_cursors`, `DELETE FROM tracked_transactions`, `DELETE FROM status_events`, `DELETE FROM webhook_deliveries`} {
			if _, err := tx.ExecContext(ctx, q); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("reset devnet state: %w", err)
	}
	return nil
}
