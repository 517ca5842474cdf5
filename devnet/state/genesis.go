package state

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// Genesis returns the genesis hash recorded for a chain: the relayer's
// state belongs to that chain, and is never applied to another.
func (s *DB) Genesis(ctx context.Context, chainID uint64) (common.Hash, bool, error) {
	var h string
	err := s.db.QueryRowContext(ctx, `SELECT genesis_hash FROM devnet_genesis WHERE chain_id = ?`, int64(chainID)).Scan(&h)
	if errors.Is(err, sql.ErrNoRows) {
		return common.Hash{}, false, nil
	}
	if err != nil {
		return common.Hash{}, false, fmt.Errorf("devnet genesis of chain %d: %w", chainID, err)
	}
	return common.HexToHash(h), true, nil
}

// SaveGenesis records a chain's genesis hash.
func (s *DB) SaveGenesis(ctx context.Context, chainID uint64, genesis common.Hash) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO devnet_genesis(chain_id, genesis_hash) VALUES (?, ?)
		ON CONFLICT(chain_id) DO UPDATE SET genesis_hash = excluded.genesis_hash`, int64(chainID), strings.ToLower(genesis.Hex()))
	if err != nil {
		return fmt.Errorf("save devnet genesis of chain %d: %w", chainID, err)
	}
	return nil
}

// RelayerHasState reports whether the relayer holds anything of a chain:
// a cursor, or a message from or to it, or a gas payment on it.
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
