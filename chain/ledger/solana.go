package ledger

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/switchyard-dev/switchyard/status"
)

// SolanaConfig configures a Solana signature-status lookup.
type SolanaConfig struct {
	// BaseURL is the chain's JSON-RPC endpoint.
	BaseURL string
	// HTTPClient defaults to a client with DefaultTimeout.
	HTTPClient *http.Client
	// Method defaults to getSignatureStatuses; TimeMethod to getBlockTime.
	Method, TimeMethod string
}

// Solana reads getSignatureStatuses with searchTransactionHistory, so that
// signatures older than the node's recent status cache are found too.
//
// A signature at commitment "confirmed" counts as included (succeeded or
// failed), not pending: a supermajority has voted on its block, and a
// confirmed block has never been rolled back on mainnet. "processed" is
// pending. Waiting for "finalized" would add some 13 s to every status for
// no observed benefit.
type Solana struct {
	ep            endpoint
	method, timeM string
}

var _ status.TxLookup = (*Solana)(nil)

// NewSolana returns the lookup for cfg.
func NewSolana(cfg SolanaConfig) (*Solana, error) {
	ep, err := newEndpoint("solana", cfg.BaseURL, cfg.HTTPClient)
	if err != nil {
		return nil, err
	}
	return &Solana{
		ep:     ep,
		method: orDefault(cfg.Method, "getSignatureStatuses"),
		timeM:  orDefault(cfg.TimeMethod, "getBlockTime"),
	}, nil
}

// LookupTx implements status.TxLookup; the time comes from getBlockTime of
// the slot, left zero when the node has no time for it.
func (l *Solana) LookupTx(ctx context.Context, chainID, txID string) (status.TxResult, error) {
	if base58Len(txID) != 64 {
		return status.TxResult{}, fmt.Errorf("%w: a Solana signature is 64 bytes in base58", status.ErrBadTxID)
	}
	params := []any{[]string{txID}, map[string]bool{"searchTransactionHistory": true}}
	raw, err := l.ep.call(ctx, l.method, params)
	if err != nil {
		return status.TxResult{}, fmt.Errorf("solana chain %s: %w", chainID, err)
	}
	res, err := decodeSolanaStatus(raw)
	if err != nil {
		return status.TxResult{}, fmt.Errorf("solana chain %s: %w", chainID, err)
	}
	if res.State != status.TxSucceeded && res.State != status.TxFailed {
		return res, nil
	}
	raw, err = l.ep.call(ctx, l.timeM, []any{res.Block})
	var rpcErr *RPCError
	switch {
	case errors.As(err, &rpcErr):
		// Slot not (yet) in the node's ledger or skipped: no time to give.
		return res, nil
	case err != nil:
		return status.TxResult{}, fmt.Errorf("solana chain %s: slot %d: %w", chainID, res.Block, err)
	}
	if res.Time, err = decodeSolanaBlockTime(raw); err != nil {
		return status.TxResult{}, fmt.Errorf("solana chain %s: slot %d: %w", chainID, res.Block, err)
	}
	return res, nil
}

// decodeSolanaStatus reads a getSignatureStatuses result for one signature.
func decodeSolanaStatus(raw json.RawMessage) (status.TxResult, error) {
	var r struct {
		Value []json.RawMessage `json:"value"`
	}
	if err := decodeJSON("Solana signature statuses", raw, &r); err != nil {
		return status.TxResult{}, err
	}
	if len(r.Value) != 1 {
		return status.TxResult{}, fmt.Errorf("ledger: malformed Solana signature statuses: %d values for 1 signature", len(r.Value))
	}
	if isNull(r.Value[0]) {
		return status.TxResult{State: status.TxUnknown}, nil
	}
	var s struct {
		Slot               *uint64         `json:"slot"`
		Confirmations      *uint64         `json:"confirmations"`
		Err                json.RawMessage `json:"err"`
		ConfirmationStatus *string         `json:"confirmationStatus"`
	}
	if err := decodeJSON("Solana signature status", r.Value[0], &s); err != nil {
		return status.TxResult{}, err
	}
	if s.Slot == nil {
		return status.TxResult{}, fmt.Errorf("ledger: malformed Solana signature status: no slot")
	}
	included := false
	switch {
	case s.ConfirmationStatus != nil:
		switch *s.ConfirmationStatus {
		case "processed":
		case "confirmed", "finalized":
			included = true
		default:
			return status.TxResult{}, fmt.Errorf("ledger: malformed Solana signature status: confirmationStatus %q", *s.ConfirmationStatus)
		}
	case s.Confirmations == nil:
		// Nodes before confirmationStatus existed: null means rooted.
		included = true
	default:
		included = *s.Confirmations > 0
	}
	if !included {
		return status.TxResult{State: status.TxPending}, nil
	}
	res := status.TxResult{State: status.TxSucceeded, Block: *s.Slot}
	if !isNull(s.Err) {
		res.State = status.TxFailed
		// The err object (an InstructionError and its code) on one line.
		var b bytes.Buffer
		if json.Compact(&b, s.Err) != nil {
			return status.TxResult{}, fmt.Errorf("ledger: malformed Solana signature status: err")
		}
		res.Reason = b.String()
	}
	return res, nil
}

// decodeSolanaBlockTime reads a getBlockTime result (zero time for null).
func decodeSolanaBlockTime(raw json.RawMessage) (time.Time, error) {
	if isNull(raw) {
		return time.Time{}, nil
	}
	var sec int64
	if err := decodeJSON("Solana block time", raw, &sec); err != nil {
		return time.Time{}, err
	}
	if sec < 0 {
		return time.Time{}, fmt.Errorf("ledger: Solana block time %d is before 1970", sec)
	}
	return unixTime(uint64(sec))
}
