package ledger

import (
	"context"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/status"
)

// StellarConfig configures a Stellar lookup against Horizon.
type StellarConfig struct {
	// BaseURL is a Horizon server, such as https://horizon.stellar.org: not
	// the Soroban RPC the catalog lists.
	BaseURL string
	// HTTPClient defaults to a client with DefaultTimeout.
	HTTPClient *http.Client
}

// Stellar reads Horizon's GET /transactions/{hash}. Horizon serves only
// transactions in closed ledgers, so a Stellar lookup is never pending.
type Stellar struct{ ep endpoint }

var _ status.TxLookup = (*Stellar)(nil)

// NewStellar returns the lookup for cfg.
func NewStellar(cfg StellarConfig) (*Stellar, error) {
	ep, err := newEndpoint("stellar", cfg.BaseURL, cfg.HTTPClient)
	if err != nil {
		return nil, err
	}
	return &Stellar{ep: ep}, nil
}

// LookupTx implements status.TxLookup.
func (l *Stellar) LookupTx(ctx context.Context, chainID, txID string) (status.TxResult, error) {
	if len(txID) != 64 || !isHex(txID) {
		return status.TxResult{}, fmt.Errorf("%w: a Stellar transaction hash is 64 hex digits", status.ErrBadTxID)
	}
	a, err := l.ep.get(ctx, "/transactions/"+strings.ToLower(txID))
	if err != nil {
		return status.TxResult{}, fmt.Errorf("stellar chain %s: %w", chainID, err)
	}
	res, err := decodeStellar(a.code, a.body)
	return res, l.ep.wrap("stellar", chainID, a, err)
}

// decodeStellar reads a Horizon transaction, or Horizon's not_found problem
// (a bare 404, as from a wrong base URL, is errNotAnswer).
func decodeStellar(code int, body []byte) (status.TxResult, error) {
	if code < 200 || code >= 300 {
		var p struct {
			Type   string `json:"type"`
			Status int    `json:"status"`
		}
		if code == http.StatusNotFound && decodeJSON("Horizon problem", body, &p) == nil &&
			(p.Status == http.StatusNotFound || strings.HasSuffix(p.Type, "/not_found")) {
			return status.TxResult{State: status.TxUnknown}, nil
		}
		return status.TxResult{}, errNotAnswer
	}
	var r struct {
		Successful *bool   `json:"successful"`
		Ledger     *uint64 `json:"ledger"`
		CreatedAt  string  `json:"created_at"`
		ResultXDR  string  `json:"result_xdr"`
	}
	if err := decodeJSON("Horizon transaction", body, &r); err != nil {
		return status.TxResult{}, err
	}
	if r.Successful == nil || r.Ledger == nil {
		return status.TxResult{}, fmt.Errorf("ledger: malformed Horizon transaction: no successful or ledger")
	}
	res := status.TxResult{State: status.TxSucceeded, Block: *r.Ledger}
	if r.CreatedAt != "" {
		t, err := time.Parse(time.RFC3339, r.CreatedAt)
		if err != nil {
			return status.TxResult{}, fmt.Errorf("ledger: malformed Horizon transaction: created_at %q", r.CreatedAt)
		}
		res.Time = t.UTC()
	}
	if !*r.Successful {
		res.State = status.TxFailed
		res.Reason = stellarResult(r.ResultXDR)
	}
	return res, nil
}

// stellarResultCodes name TransactionResultCode values (Stellar XDR).
var stellarResultCodes = map[int32]string{
	1: "txFEE_BUMP_INNER_SUCCESS", 0: "txSUCCESS", -1: "txFAILED", -2: "txTOO_EARLY",
	-3: "txTOO_LATE", -4: "txMISSING_OPERATION", -5: "txBAD_SEQ", -6: "txBAD_AUTH",
	-7: "txINSUFFICIENT_BALANCE", -8: "txNO_ACCOUNT", -9: "txINSUFFICIENT_FEE",
	-10: "txBAD_AUTH_EXTRA", -11: "txINTERNAL_ERROR", -12: "txNOT_SUPPORTED",
	-13: "txFEE_BUMP_INNER_FAILED", -14: "txBAD_SPONSORSHIP", -15: "txBAD_MIN_SEQ_AGE_OR_GAP",
	-16: "txMALFORMED", -17: "txSOROBAN_INVALID",
}

// stellarResult names the result code in a TransactionResult XDR: an int64
// fee charged, then the int32 code. Operation results are left to explorers.
func stellarResult(xdr string) string {
	b, err := base64.StdEncoding.DecodeString(xdr)
	if err != nil || len(b) < 12 {
		return "transaction failed"
	}
	code := int32(binary.BigEndian.Uint32(b[8:12]))
	if name, ok := stellarResultCodes[code]; ok {
		return name
	}
	return fmt.Sprintf("transaction failed (result code %d)", code)
}
