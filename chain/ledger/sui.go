package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/switchyard-dev/switchyard/status"
)

// SuiConfig configures a Sui transaction-block lookup.
type SuiConfig struct {
	// BaseURL is the fullnode's JSON-RPC endpoint.
	BaseURL string
	// HTTPClient defaults to a client with DefaultTimeout.
	HTTPClient *http.Client
	// Method defaults to sui_getTransactionBlock.
	Method string
}

// Sui reads sui_getTransactionBlock with its effects. Effects without a
// checkpoint are pending: the transaction has executed but is not yet in
// the checkpoint that gives it a place and a time.
type Sui struct {
	ep     endpoint
	method string
}

var _ status.TxLookup = (*Sui)(nil)

// NewSui returns the lookup for cfg.
func NewSui(cfg SuiConfig) (*Sui, error) {
	ep, err := newEndpoint("sui", cfg.BaseURL, cfg.HTTPClient)
	if err != nil {
		return nil, err
	}
	return &Sui{ep: ep, method: orDefault(cfg.Method, "sui_getTransactionBlock")}, nil
}

// LookupTx implements status.TxLookup.
func (l *Sui) LookupTx(ctx context.Context, chainID, txID string) (status.TxResult, error) {
	if base58Len(txID) != 32 {
		return status.TxResult{}, fmt.Errorf("%w: a Sui transaction digest is 32 bytes in base58", status.ErrBadTxID)
	}
	raw, err := l.ep.call(ctx, l.method, []any{txID, map[string]bool{"showEffects": true}})
	if err != nil {
		if suiNotFound(err) {
			return status.TxResult{State: status.TxUnknown}, nil
		}
		return status.TxResult{}, fmt.Errorf("sui chain %s: %w", chainID, err)
	}
	res, err := decodeSui(raw)
	if err != nil {
		return status.TxResult{}, fmt.Errorf("sui chain %s: %w", chainID, err)
	}
	return res, nil
}

// suiNotFound recognises the fullnode's error for a digest it does not
// have: an invalid-params error saying it could not find the transaction.
func suiNotFound(err error) bool {
	var rpcErr *RPCError
	return errors.As(err, &rpcErr) &&
		strings.Contains(strings.ToLower(rpcErr.Message), "could not find the referenced transaction")
}

// decodeSui reads a sui_getTransactionBlock result.
func decodeSui(raw json.RawMessage) (status.TxResult, error) {
	var r struct {
		Effects *struct {
			Status *struct {
				Status string `json:"status"`
				Error  string `json:"error"`
			} `json:"status"`
		} `json:"effects"`
		Checkpoint  *string `json:"checkpoint"`
		TimestampMs *string `json:"timestampMs"`
	}
	if err := decodeJSON("Sui transaction block", raw, &r); err != nil {
		return status.TxResult{}, err
	}
	if r.Effects == nil || r.Effects.Status == nil {
		return status.TxResult{}, fmt.Errorf("ledger: malformed Sui transaction block: no effects status")
	}
	var res status.TxResult
	switch st := r.Effects.Status; st.Status {
	case "success":
		res.State = status.TxSucceeded
	case "failure":
		res.State = status.TxFailed
		res.Reason = orDefault(st.Error, "failure")
	default:
		return status.TxResult{}, fmt.Errorf("ledger: malformed Sui transaction block: effects status %q", st.Status)
	}
	if r.Checkpoint == nil {
		return status.TxResult{State: status.TxPending}, nil
	}
	cp, err := strconv.ParseUint(*r.Checkpoint, 10, 64)
	if err != nil {
		return status.TxResult{}, fmt.Errorf("ledger: malformed Sui transaction block: checkpoint %q", *r.Checkpoint)
	}
	res.Block = cp
	if r.TimestampMs != nil {
		ms, err := strconv.ParseUint(*r.TimestampMs, 10, 64)
		if err != nil {
			return status.TxResult{}, fmt.Errorf("ledger: malformed Sui transaction block: timestampMs %q", *r.TimestampMs)
		}
		if res.Time, err = unixMilliTime(ms); err != nil {
			return status.TxResult{}, err
		}
	}
	return res, nil
}
