package ledger

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/switchyard-dev/switchyard/status"
)

// EsploraConfig configures a Bitcoin lookup against an Esplora HTTP API
// (Blockstream's electrs, mempool.space and their self-hosted copies).
type EsploraConfig struct {
	// BaseURL is the API root, such as https://blockstream.info/api.
	BaseURL string
	// HTTPClient defaults to a client with DefaultTimeout.
	HTTPClient *http.Client
}

// Esplora reads GET /tx/{txid}/status. Bitcoin has no failed state: a
// transaction is unknown, pending in a mempool, or confirmed.
type Esplora struct{ ep endpoint }

var _ status.TxLookup = (*Esplora)(nil)

// NewEsplora returns the lookup for cfg.
func NewEsplora(cfg EsploraConfig) (*Esplora, error) {
	ep, err := newEndpoint("bitcoin", cfg.BaseURL, cfg.HTTPClient)
	if err != nil {
		return nil, err
	}
	return &Esplora{ep: ep}, nil
}

// LookupTx implements status.TxLookup. Esplora's status endpoint answers
// {"confirmed": false} for a transaction it has never seen as well as for
// one in its mempool, so an unconfirmed answer is checked against
// GET /tx/{txid}/hex, which is 404 for the unknown one.
func (l *Esplora) LookupTx(ctx context.Context, chainID, txID string) (status.TxResult, error) {
	if len(txID) != 64 || !isHex(txID) {
		return status.TxResult{}, fmt.Errorf("%w: a Bitcoin transaction id is 64 hex digits", status.ErrBadTxID)
	}
	txid := strings.ToLower(txID)
	a, err := l.ep.get(ctx, "/tx/"+txid+"/status")
	if err != nil {
		return status.TxResult{}, fmt.Errorf("bitcoin chain %s: %w", chainID, err)
	}
	res, err := decodeEsploraStatus(a.code, a.body)
	if err != nil || res.State != status.TxPending {
		return res, l.ep.wrap("bitcoin", chainID, a, err)
	}
	a, err = l.ep.get(ctx, "/tx/"+txid+"/hex")
	if err != nil {
		return status.TxResult{}, fmt.Errorf("bitcoin chain %s: %w", chainID, err)
	}
	known, err := esploraKnown(a.code, a.body)
	if err != nil {
		return status.TxResult{}, l.ep.wrap("bitcoin", chainID, a, err)
	}
	if !known {
		return status.TxResult{State: status.TxUnknown}, nil
	}
	return res, nil
}

// esploraNotFound is Esplora's answer for a txid it does not have.
func esploraNotFound(code int, body []byte) bool {
	return (code == http.StatusNotFound || code == http.StatusBadRequest) &&
		bytes.Contains(bytes.ToLower(body), []byte("transaction not found"))
}

// decodeEsploraStatus reads /tx/{txid}/status: TxPending for unconfirmed.
func decodeEsploraStatus(code int, body []byte) (status.TxResult, error) {
	if esploraNotFound(code, body) {
		return status.TxResult{State: status.TxUnknown}, nil
	}
	if code < 200 || code >= 300 {
		return status.TxResult{}, errNotAnswer
	}
	var s struct {
		Confirmed   *bool   `json:"confirmed"`
		BlockHeight *uint64 `json:"block_height"`
		BlockTime   *uint64 `json:"block_time"`
	}
	if err := decodeJSON("Esplora tx status", body, &s); err != nil {
		return status.TxResult{}, err
	}
	if s.Confirmed == nil {
		return status.TxResult{}, fmt.Errorf("ledger: malformed Esplora tx status: no confirmed")
	}
	if !*s.Confirmed {
		return status.TxResult{State: status.TxPending}, nil
	}
	if s.BlockHeight == nil {
		return status.TxResult{}, fmt.Errorf("ledger: malformed Esplora tx status: confirmed without block_height")
	}
	res := status.TxResult{State: status.TxSucceeded, Block: *s.BlockHeight}
	if s.BlockTime != nil {
		t, err := unixTime(*s.BlockTime)
		if err != nil {
			return status.TxResult{}, err
		}
		res.Time = t
	}
	return res, nil
}

// esploraKnown reads /tx/{txid}/hex: whether the server has the transaction.
func esploraKnown(code int, body []byte) (bool, error) {
	switch {
	case esploraNotFound(code, body):
		return false, nil
	case code >= 200 && code < 300:
		return true, nil
	default:
		return false, errNotAnswer
	}
}
