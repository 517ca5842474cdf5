package ledger

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/status"
)

// XRPLConfig configures an XRP Ledger transaction lookup.
type XRPLConfig struct {
	// BaseURL is a rippled or Clio JSON-RPC endpoint.
	BaseURL string
	// HTTPClient defaults to a client with DefaultTimeout.
	HTTPClient *http.Client
	// Method defaults to tx.
	Method string
}

// XRPL reads the tx method. Only a validated ledger makes a result final:
// anything else is pending, whatever its provisional result says.
type XRPL struct {
	ep     endpoint
	method string
}

var _ status.TxLookup = (*XRPL)(nil)

// rippleEpoch is 2000-01-01T00:00:00Z, where XRPL times count from.
const rippleEpoch = 946684800

// NewXRPL returns the lookup for cfg.
func NewXRPL(cfg XRPLConfig) (*XRPL, error) {
	ep, err := newEndpoint("xrpl", cfg.BaseURL, cfg.HTTPClient)
	if err != nil {
		return nil, err
	}
	return &XRPL{ep: ep, method: orDefault(cfg.Method, "tx")}, nil
}

// xrplRequest is rippled's own JSON-RPC shape: one params object in a list,
// errors reported inside result.
type xrplRequest struct {
	Method string       `json:"method"`
	Params []xrplParams `json:"params"`
}

type xrplParams struct {
	Transaction string `json:"transaction"`
	Binary      bool   `json:"binary"`
}

// LookupTx implements status.TxLookup.
func (l *XRPL) LookupTx(ctx context.Context, chainID, txID string) (status.TxResult, error) {
	if len(txID) != 64 || !isHex(txID) {
		return status.TxResult{}, fmt.Errorf("%w: an XRPL transaction hash is 64 hex digits", status.ErrBadTxID)
	}
	body, err := json.Marshal(xrplRequest{Method: l.method, Params: []xrplParams{{Transaction: strings.ToUpper(txID)}}})
	if err != nil {
		return status.TxResult{}, fmt.Errorf("xrpl chain %s: encode request: %w", chainID, err)
	}
	a, err := l.ep.post(ctx, body)
	if err != nil {
		return status.TxResult{}, fmt.Errorf("xrpl chain %s: %w", chainID, err)
	}
	if !a.ok() {
		return status.TxResult{}, l.ep.wrap("xrpl", chainID, a, errNotAnswer)
	}
	res, err := decodeXRPL(a.body)
	return res, l.ep.wrap("xrpl", chainID, a, err)
}

// decodeXRPL reads a tx answer, API version 1 (fields beside the
// transaction's) or 2 (the transaction under tx_json).
func decodeXRPL(body []byte) (status.TxResult, error) {
	type dated struct {
		Date *uint64 `json:"date"`
	}
	var r struct {
		Result *struct {
			Status       string  `json:"status"`
			Error        string  `json:"error"`
			ErrorMessage string  `json:"error_message"`
			Validated    bool    `json:"validated"`
			LedgerIndex  *uint64 `json:"ledger_index"`
			Date         *uint64 `json:"date"`
			TxJSON       *dated  `json:"tx_json"`
			CloseTimeISO string  `json:"close_time_iso"`
			Meta         *struct {
				TransactionResult string `json:"TransactionResult"`
			} `json:"meta"`
		} `json:"result"`
	}
	if err := decodeJSON("XRPL tx answer", body, &r); err != nil {
		return status.TxResult{}, err
	}
	res := r.Result
	if res == nil {
		return status.TxResult{}, fmt.Errorf("ledger: malformed XRPL tx answer: no result")
	}
	if res.Error == "txnNotFound" {
		return status.TxResult{State: status.TxUnknown}, nil
	}
	if res.Error != "" || res.Status == "error" {
		return status.TxResult{}, fmt.Errorf("ledger: XRPL error %s: %s", res.Error, res.ErrorMessage)
	}
	if !res.Validated {
		return status.TxResult{State: status.TxPending}, nil
	}
	if res.Meta == nil || res.LedgerIndex == nil {
		return status.TxResult{}, fmt.Errorf("ledger: malformed XRPL tx answer: validated without meta or ledger_index")
	}
	out := status.TxResult{Block: *res.LedgerIndex}
	switch code := res.Meta.TransactionResult; {
	case code == "tesSUCCESS":
		out.State = status.TxSucceeded
	case strings.HasPrefix(code, "tec"):
		// tec results are applied: the fee is taken, nothing else moves.
		out.State = status.TxFailed
		out.Reason = code
	default:
		// Only tes and tec results reach a validated ledger.
		return status.TxResult{}, fmt.Errorf("ledger: malformed XRPL tx answer: validated with result %q", code)
	}
	date := res.Date
	if date == nil && res.TxJSON != nil {
		date = res.TxJSON.Date
	}
	switch {
	case date != nil:
		t, err := unixTime(*date + rippleEpoch)
		if err != nil || *date > maxUnix {
			return status.TxResult{}, fmt.Errorf("ledger: malformed XRPL tx answer: date %d", *date)
		}
		out.Time = t
	case res.CloseTimeISO != "":
		t, err := time.Parse(time.RFC3339, res.CloseTimeISO)
		if err != nil {
			return status.TxResult{}, fmt.Errorf("ledger: malformed XRPL tx answer: close_time_iso %q", res.CloseTimeISO)
		}
		out.Time = t.UTC()
	}
	return out, nil
}
