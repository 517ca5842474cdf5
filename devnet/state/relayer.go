package state

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

const messageColumns = `id, command_id, event, source_chain_id, source_chain, source_tx_hash, log_index,
	destination_chain_id, destination_chain, destination_contract_address, sender, payload_hash, payload, symbol, amount,
	status, gas_status, call_step, confirmed_step, approved_step, executed_step, error_info, required_fee, execute_gas,
	dest_search_from, pending_step, pending_chain_id, pending_tx_hash, pending_nonce, pending_raw, seen_at, updated_at`

// RelayerCursor returns the next block to scan on a chain.
func (s *DB) RelayerCursor(ctx context.Context, chainID uint64) (uint64, bool, error) {
	var next int64
	err := s.db.QueryRowContext(ctx, `SELECT next_block FROM relayer_cursors WHERE chain_id = ?`, int64(chainID)).Scan(&next)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("relayer cursor: %w", err)
	}
	return uint64(next), true, nil
}

// SaveRelayerScan records a scanned range's messages, gas payments and cursor at once.
func (s *DB) SaveRelayerScan(ctx context.Context, chainID, next uint64, msgs []*relayer.Message, gas []relayer.GasPayment) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		for _, m := range msgs {
			if err := insertMessage(ctx, tx, m); err != nil {
				return err
			}
			if m.GasPaid != nil {
				if err := insertGas(ctx, tx, *m.GasPaid); err != nil {
					return err
				}
			}
		}
		for _, g := range gas {
			if err := insertGas(ctx, tx, g); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO relayer_cursors(chain_id, next_block) VALUES (?, ?)
			ON CONFLICT(chain_id) DO UPDATE SET next_block = MAX(next_block, excluded.next_block)`, int64(chainID), int64(next))
		if err != nil {
			return fmt.Errorf("relayer cursor: %w", err)
		}
		return nil
	})
}

// AddRelayerMessage records a message another service hands the relayer
// (relayer.Message.External); one already recorded is left as it is.
// It arrives confirmed, so its confirmation step is written with it.
func (s *DB) AddRelayerMessage(ctx context.Context, m *relayer.Message) error {
	confirmed, err := encodeJSON(m.Confirmed)
	if err != nil {
		return err
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		if err := insertMessage(ctx, tx, m); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `UPDATE relayer_messages SET confirmed_step = ? WHERE id = ? AND confirmed_step = ''`, confirmed, m.ID)
		if err != nil {
			return fmt.Errorf("relayer message %s: %w", m.ID, err)
		}
		return nil
	})
}

func insertMessage(ctx context.Context, tx *sql.Tx, m *relayer.Message) error {
	call, err := encodeJSON(&m.Call)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `INSERT OR IGNORE INTO relayer_messages(id, command_id, event, source_chain_id, source_chain,
		source_tx_hash, log_index, destination_chain_id, destination_chain, destination_contract_address, sender, payload_hash,
		payload, symbol, amount, status, gas_status, call_step, seen_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		m.ID, m.CommandID.Hex(), m.Event, int64(m.SourceChainID), m.SourceChain, m.Call.TxHash.Hex(), int64(m.Call.LogIndex),
		int64(m.DestinationChainID), m.DestinationChain, m.DestinationContractAddress, m.From(), m.PayloadHash.Hex(),
		nonNil(m.Payload), m.Symbol, bigString(m.Amount), string(m.Status), string(m.GasStatus), call,
		formatTime(m.SeenAt), formatTime(m.UpdatedAt))
	if err != nil {
		return fmt.Errorf("insert relayer message %s: %w", m.ID, err)
	}
	return nil
}

func insertGas(ctx context.Context, tx *sql.Tx, g relayer.GasPayment) error {
	step, err := encodeJSON(&g.Step)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `INSERT OR IGNORE INTO relayer_gas(chain_id, tx_hash, log_index, event, message_id, amount,
		refund_address, step) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		int64(g.ChainID), g.TxHash.Hex(), int64(g.LogIndex), g.Event, g.MessageID, bigString(g.Amount), g.RefundAddress.Hex(), step)
	if err != nil {
		return fmt.Errorf("insert relayer gas payment: %w", err)
	}
	return nil
}

// UpdateRelayerMessage saves a message's progress.
func (s *DB) UpdateRelayerMessage(ctx context.Context, m *relayer.Message) error {
	var steps [4]string
	for i, v := range []any{m.Confirmed, m.Approved, m.Executed, m.Error} {
		var err error
		if steps[i], err = encodeJSON(v); err != nil {
			return err
		}
	}
	var p relayer.PendingTx
	pendingHash := ""
	if m.Pending != nil {
		p, pendingHash = *m.Pending, m.Pending.Hash.Hex()
	}
	res, err := s.db.ExecContext(ctx, `UPDATE relayer_messages SET status = ?, gas_status = ?, confirmed_step = ?,
		approved_step = ?, executed_step = ?, error_info = ?, required_fee = ?, execute_gas = ?, dest_search_from = ?,
		pending_step = ?, pending_chain_id = ?, pending_tx_hash = ?, pending_nonce = ?, pending_raw = ?, updated_at = ?
		WHERE id = ?`,
		string(m.Status), string(m.GasStatus), steps[0], steps[1], steps[2], steps[3], bigString(m.RequiredFee),
		int64(m.ExecuteGas), int64(m.DestSearchFrom), p.Step, int64(p.ChainID), pendingHash, int64(p.Nonce), p.Raw,
		formatTime(m.UpdatedAt), m.ID)
	if err != nil {
		return fmt.Errorf("update relayer message %s: %w", m.ID, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return relayer.ErrNotFound
	}
	return nil
}

// OpenRelayerMessages returns the messages the relayer is not done with.
func (s *DB) OpenRelayerMessages(ctx context.Context) ([]*relayer.Message, error) {
	return s.queryMessages(ctx, `SELECT `+messageColumns+` FROM relayer_messages
		WHERE status NOT IN ('executed', 'error') ORDER BY seq`)
}

// RelayerMessage returns one message by id.
func (s *DB) RelayerMessage(ctx context.Context, id string) (*relayer.Message, error) {
	hash, index, err := relayer.ParseMessageID(id)
	if err != nil {
		return nil, relayer.ErrNotFound
	}
	msgs, err := s.queryMessages(ctx, `SELECT `+messageColumns+` FROM relayer_messages WHERE id = ?`, relayer.MessageID(hash, index))
	if err != nil {
		return nil, err
	}
	if len(msgs) == 0 {
		return nil, relayer.ErrNotFound
	}
	return msgs[0], nil
}

// RelayerMessagesByTx returns a source transaction's messages in log order.
func (s *DB) RelayerMessagesByTx(ctx context.Context, txHash common.Hash) ([]*relayer.Message, error) {
	return s.queryMessages(ctx, `SELECT `+messageColumns+` FROM relayer_messages
		WHERE source_tx_hash = ? ORDER BY log_index`, txHash.Hex())
}

func (s *DB) queryMessages(ctx context.Context, query string, args ...any) ([]*relayer.Message, error) {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("relayer messages: %w", err)
	}
	defer rows.Close()
	var out []*relayer.Message
	for rows.Next() {
		m, err := scanMessage(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("relayer messages: %w", err)
	}
	for _, m := range out {
		if err := s.loadGas(ctx, m); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func scanMessage(rows *sql.Rows) (*relayer.Message, error) {
	var (
		m                                                  relayer.Message
		commandID, txHash, sender, payloadHash, amount     string
		status, gasStatus, call, confirmed, approved, exec string
		failure, requiredFee, pendingStep, pendingHash     string
		seen, updated                                      string
		srcID, logIndex, dstID, execGas, searchFrom        int64
		pendingChain, pendingNonce                         int64
		pendingRaw                                         []byte
	)
	err := rows.Scan(&m.ID, &commandID, &m.Event, &srcID, &m.SourceChain, &txHash, &logIndex, &dstID, &m.DestinationChain,
		&m.DestinationContractAddress, &sender, &payloadHash, &m.Payload, &m.Symbol, &amount, &status, &gasStatus, &call,
		&confirmed, &approved, &exec, &failure, &requiredFee, &execGas, &searchFrom, &pendingStep, &pendingChain,
		&pendingHash, &pendingNonce, &pendingRaw, &seen, &updated)
	if err != nil {
		return nil, fmt.Errorf("relayer message: %w", err)
	}
	m.CommandID, m.Sender, m.PayloadHash = common.HexToHash(commandID), common.HexToAddress(sender), common.HexToHash(payloadHash)
	if !common.IsHexAddress(sender) {
		m.Sender, m.SourceAddress = common.Address{}, sender // a Cosmos source's bech32
	}
	m.SourceChainID, m.DestinationChainID = uint64(srcID), uint64(dstID)
	m.Status, m.GasStatus = relayer.Status(status), relayer.GasStatus(gasStatus)
	m.ExecuteGas, m.DestSearchFrom = uint64(execGas), uint64(searchFrom)
	if m.Amount, err = parseBig(amount); err != nil {
		return nil, err
	}
	if m.RequiredFee, err = parseBig(requiredFee); err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(call), &m.Call); err != nil {
		return nil, fmt.Errorf("relayer message %s call: %w", m.ID, err)
	}
	if err := decodeJSON(confirmed, &m.Confirmed); err != nil {
		return nil, err
	}
	if err := decodeJSON(approved, &m.Approved); err != nil {
		return nil, err
	}
	if err := decodeJSON(exec, &m.Executed); err != nil {
		return nil, err
	}
	if err := decodeJSON(failure, &m.Error); err != nil {
		return nil, err
	}
	if pendingStep != "" {
		m.Pending = &relayer.PendingTx{Step: pendingStep, ChainID: uint64(pendingChain), Hash: common.HexToHash(pendingHash),
			Nonce: uint64(pendingNonce), Raw: pendingRaw}
	}
	m.SeenAt, _ = parseTime(seen)
	m.UpdatedAt, _ = parseTime(updated)
	return &m, nil
}

// loadGas attaches the message's gas payments: the one in its call's
// transaction, and the top-ups in chain order.
func (s *DB) loadGas(ctx context.Context, m *relayer.Message) error {
	rows, err := s.db.QueryContext(ctx, `SELECT event, message_id, amount, refund_address, step FROM relayer_gas
		WHERE message_id = ?`, m.ID)
	if err != nil {
		return fmt.Errorf("relayer gas: %w", err)
	}
	defer rows.Close()
	m.GasPaid, m.GasAdded = nil, nil
	for rows.Next() {
		var g relayer.GasPayment
		var amount, refund, step string
		if err := rows.Scan(&g.Event, &g.MessageID, &amount, &refund, &step); err != nil {
			return fmt.Errorf("relayer gas: %w", err)
		}
		if g.Amount, err = parseBig(amount); err != nil {
			return err
		}
		g.RefundAddress = common.HexToAddress(refund)
		if err := json.Unmarshal([]byte(step), &g.Step); err != nil {
			return fmt.Errorf("relayer gas step: %w", err)
		}
		if g.Event == "NativeGasAdded" {
			m.GasAdded = append(m.GasAdded, g)
		} else if m.GasPaid == nil {
			m.GasPaid = &g
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("relayer gas: %w", err)
	}
	sortGas(m.GasAdded)
	return nil
}

// sortGas orders top-ups by block and log index (few per message).
func sortGas(gs []relayer.GasPayment) {
	less := func(a, b relayer.GasPayment) bool {
		if a.BlockNumber != b.BlockNumber {
			return a.BlockNumber < b.BlockNumber
		}
		return a.LogIndex < b.LogIndex
	}
	for i := 1; i < len(gs); i++ {
		for j := i; j > 0 && less(gs[j], gs[j-1]); j-- {
			gs[j], gs[j-1] = gs[j-1], gs[j]
		}
	}
}

// encodeJSON encodes a step; a nil pointer is stored as ”.
func encodeJSON(v any) (string, error) {
	switch x := v.(type) {
	case *relayer.Step:
		if x == nil {
			return "", nil
		}
	case *relayer.Execution:
		if x == nil {
			return "", nil
		}
	case *relayer.Failure:
		if x == nil {
			return "", nil
		}
	}
	b, err := json.Marshal(v)
	if err != nil {
		return "", fmt.Errorf("encode relayer step: %w", err)
	}
	return string(b), nil
}

// decodeJSON decodes a stored step into *dst, leaving it nil for ”.
func decodeJSON[T any](s string, dst **T) error {
	*dst = nil
	if s == "" {
		return nil
	}
	v := new(T)
	if err := json.Unmarshal([]byte(s), v); err != nil {
		return fmt.Errorf("decode relayer step: %w", err)
	}
	*dst = v
	return nil
}

func bigString(v *big.Int) string {
	if v == nil {
		return ""
	}
	return v.String()
}

func parseBig(s string) (*big.Int, error) {
	if s == "" {
		return nil, nil
	}
	v, ok := new(big.Int).SetString(strings.TrimSpace(s), 10)
	if !ok {
		return nil, fmt.Errorf("stored amount %q is not a decimal integer", s)
	}
	return v, nil
}

func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

func formatTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339Nano)
}

func parseTime(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	return time.Parse(time.RFC3339Nano, s)
}
