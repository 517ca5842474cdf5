package ledger

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/switchyard-dev/switchyard/status"
)

// EVMConfig configures an EVM receipt lookup.
type EVMConfig struct {
	// BaseURL is the chain's JSON-RPC endpoint.
	BaseURL string
	// HTTPClient defaults to a client with DefaultTimeout.
	HTTPClient *http.Client
	// ReceiptMethod defaults to eth_getTransactionReceipt; TxMethod to
	// eth_getTransactionByHash; BlockMethod to eth_getBlockByNumber.
	ReceiptMethod, TxMethod, BlockMethod string
}

// EVM reads a transaction's receipt over Ethereum JSON-RPC. It decodes the
// few fields it needs itself rather than through go-ethereum's types, which
// refuse transaction types they do not know (several L2s have their own).
type EVM struct {
	ep                    endpoint
	receiptM, txM, blockM string
}

var _ status.TxLookup = (*EVM)(nil)

// NewEVM returns the lookup for cfg.
func NewEVM(cfg EVMConfig) (*EVM, error) {
	ep, err := newEndpoint("evm", cfg.BaseURL, cfg.HTTPClient)
	if err != nil {
		return nil, err
	}
	return &EVM{
		ep:       ep,
		receiptM: orDefault(cfg.ReceiptMethod, "eth_getTransactionReceipt"),
		txM:      orDefault(cfg.TxMethod, "eth_getTransactionByHash"),
		blockM:   orDefault(cfg.BlockMethod, "eth_getBlockByNumber"),
	}, nil
}

// LookupTx implements status.TxLookup: a receipt means included (status 1
// succeeded, 0 reverted); no receipt but a transaction the node knows means
// pending; neither means unknown.
func (l *EVM) LookupTx(ctx context.Context, chainID, txID string) (status.TxResult, error) {
	hash, err := evmTxHash(txID)
	if err != nil {
		return status.TxResult{}, err
	}
	raw, err := l.ep.call(ctx, l.receiptM, []any{hash})
	if err != nil {
		return status.TxResult{}, fmt.Errorf("evm chain %s: %w", chainID, err)
	}
	res, found, err := decodeEVMReceipt(raw)
	if err != nil {
		return status.TxResult{}, fmt.Errorf("evm chain %s: %w", chainID, err)
	}
	if !found {
		raw, err := l.ep.call(ctx, l.txM, []any{hash})
		if err != nil {
			return status.TxResult{}, fmt.Errorf("evm chain %s: %w", chainID, err)
		}
		known, err := decodeEVMTx(raw)
		if err != nil {
			return status.TxResult{}, fmt.Errorf("evm chain %s: %w", chainID, err)
		}
		if known {
			// In the pool, or in a block whose receipt the node has not
			// indexed yet: either way not yet a result to report.
			return status.TxResult{State: status.TxPending}, nil
		}
		return status.TxResult{State: status.TxUnknown}, nil
	}
	raw, err = l.ep.call(ctx, l.blockM, []any{hexutil.EncodeUint64(res.Block), false})
	if err != nil {
		return status.TxResult{}, fmt.Errorf("evm chain %s: block %d: %w", chainID, res.Block, err)
	}
	// A block the node no longer (or not yet) serves leaves the time zero:
	// the receipt alone settles the state.
	if res.Time, err = decodeEVMBlockTime(raw); err != nil {
		return status.TxResult{}, fmt.Errorf("evm chain %s: block %d: %w", chainID, res.Block, err)
	}
	return res, nil
}

// evmTxHash checks 0x + 64 hex digits and returns the hash in lower case.
func evmTxHash(txID string) (string, error) {
	if len(txID) != 66 || txID[:2] != "0x" || !isHex(txID[2:]) {
		return "", fmt.Errorf("%w: an EVM transaction hash is 0x and 64 hex digits", status.ErrBadTxID)
	}
	return strings.ToLower(txID), nil
}

// decodeEVMReceipt reads a receipt result: found is false for null.
func decodeEVMReceipt(raw json.RawMessage) (res status.TxResult, found bool, err error) {
	if isNull(raw) {
		return status.TxResult{}, false, nil
	}
	var r struct {
		Status      *string `json:"status"`
		Root        *string `json:"root"`
		BlockNumber *string `json:"blockNumber"`
	}
	if err := decodeJSON("EVM receipt", raw, &r); err != nil {
		return status.TxResult{}, false, err
	}
	if r.BlockNumber == nil {
		return status.TxResult{}, false, fmt.Errorf("ledger: malformed EVM receipt: no blockNumber")
	}
	block, err := hexutil.DecodeUint64(*r.BlockNumber)
	if err != nil {
		return status.TxResult{}, false, fmt.Errorf("ledger: malformed EVM receipt blockNumber: %w", err)
	}
	res.Block = block
	switch {
	case r.Status != nil && *r.Status == "0x1":
		res.State = status.TxSucceeded
	case r.Status != nil && *r.Status == "0x0":
		res.State = status.TxFailed
		// A receipt carries no revert data; replaying the call for it would
		// need archive state, so the reason says only what the chain did.
		res.Reason = "execution reverted (receipt status 0)"
	case r.Status == nil && r.Root != nil:
		// Pre-Byzantium receipts carry a state root, not a status: such a
		// transaction was included and cannot be told apart from success.
		res.State = status.TxSucceeded
	default:
		return status.TxResult{}, false, fmt.Errorf("ledger: malformed EVM receipt: status %v", deref(r.Status))
	}
	return res, true, nil
}

// decodeEVMTx reads a transaction-by-hash result: known is false for null.
func decodeEVMTx(raw json.RawMessage) (known bool, err error) {
	if isNull(raw) {
		return false, nil
	}
	var tx struct {
		Hash *string `json:"hash"`
	}
	if err := decodeJSON("EVM transaction", raw, &tx); err != nil {
		return false, err
	}
	if tx.Hash == nil {
		return false, fmt.Errorf("ledger: malformed EVM transaction: no hash")
	}
	return true, nil
}

// decodeEVMBlockTime reads a block's timestamp (zero time for null).
func decodeEVMBlockTime(raw json.RawMessage) (time.Time, error) {
	if isNull(raw) {
		return time.Time{}, nil
	}
	var b struct {
		Timestamp *string `json:"timestamp"`
	}
	if err := decodeJSON("EVM block", raw, &b); err != nil {
		return time.Time{}, err
	}
	if b.Timestamp == nil {
		return time.Time{}, fmt.Errorf("ledger: malformed EVM block: no timestamp")
	}
	ts, err := hexutil.DecodeUint64(*b.Timestamp)
	if err != nil {
		return time.Time{}, fmt.Errorf("ledger: malformed EVM block timestamp: %w", err)
	}
	return unixTime(ts)
}
