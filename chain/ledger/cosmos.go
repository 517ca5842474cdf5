package ledger

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/status"
)

// CosmosConfig configures a Cosmos SDK transaction lookup.
type CosmosConfig struct {
	// BaseURL is the chain's LCD (REST, gRPC gateway) endpoint, such as
	// https://lcd.example.org: not the Tendermint RPC the catalog lists.
	BaseURL string
	// HTTPClient defaults to a client with DefaultTimeout.
	HTTPClient *http.Client
}

// Cosmos reads GET /cosmos/tx/v1beta1/txs/{hash} from an LCD. The LCD only
// serves committed transactions, so a Cosmos lookup is never pending.
type Cosmos struct{ ep endpoint }

var _ status.TxLookup = (*Cosmos)(nil)

// NewCosmos returns the lookup for cfg.
func NewCosmos(cfg CosmosConfig) (*Cosmos, error) {
	ep, err := newEndpoint("cosmos", cfg.BaseURL, cfg.HTTPClient)
	if err != nil {
		return nil, err
	}
	return &Cosmos{ep: ep}, nil
}

// LookupTx implements status.TxLookup.
func (l *Cosmos) LookupTx(ctx context.Context, chainID, txID string) (status.TxResult, error) {
	if len(txID) != 64 || !isHex(txID) {
		return status.TxResult{}, fmt.Errorf("%w: a Cosmos transaction hash is 64 hex digits", status.ErrBadTxID)
	}
	a, err := l.ep.get(ctx, "/cosmos/tx/v1beta1/txs/"+strings.ToUpper(txID))
	if err != nil {
		return status.TxResult{}, fmt.Errorf("cosmos chain %s: %w", chainID, err)
	}
	res, err := decodeCosmos(a.code, a.body)
	return res, l.ep.wrap("cosmos", chainID, a, err)
}

// decodeCosmos reads an LCD answer. Not found is the gateway's gRPC
// NotFound (code 5, HTTP 404 since SDK 0.46) or, on older SDKs, an HTTP 400
// or 500 whose message says the tx was not found. Any other non-2xx answer,
// a bare 404 from a wrong base URL included, is errNotAnswer.
func decodeCosmos(code int, body []byte) (status.TxResult, error) {
	if code < 200 || code >= 300 {
		var ge struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		}
		if decodeJSON("Cosmos error", body, &ge) == nil &&
			(ge.Code == 5 || cosmosNotFoundMessage(ge.Message)) {
			return status.TxResult{State: status.TxUnknown}, nil
		}
		return status.TxResult{}, errNotAnswer
	}
	var r struct {
		TxResponse *struct {
			Height    string `json:"height"`
			Codespace string `json:"codespace"`
			Code      uint32 `json:"code"`
			RawLog    string `json:"raw_log"`
			Timestamp string `json:"timestamp"`
		} `json:"tx_response"`
	}
	if err := decodeJSON("Cosmos tx answer", body, &r); err != nil {
		return status.TxResult{}, err
	}
	tr := r.TxResponse
	if tr == nil {
		return status.TxResult{}, fmt.Errorf("ledger: malformed Cosmos tx answer: no tx_response")
	}
	height, err := strconv.ParseUint(tr.Height, 10, 64)
	if err != nil || height == 0 {
		return status.TxResult{}, fmt.Errorf("ledger: malformed Cosmos tx answer: height %q", tr.Height)
	}
	res := status.TxResult{State: status.TxSucceeded, Block: height}
	if tr.Timestamp != "" {
		t, err := time.Parse(time.RFC3339Nano, tr.Timestamp)
		if err != nil {
			return status.TxResult{}, fmt.Errorf("ledger: malformed Cosmos tx answer: timestamp %q", tr.Timestamp)
		}
		res.Time = t.UTC()
	}
	if tr.Code != 0 {
		res.State = status.TxFailed
		res.Reason = cosmosReason(tr.Codespace, tr.Code, tr.RawLog)
	}
	return res, nil
}

// cosmosNotFoundMessage matches both "tx not found: HASH" (SDK 0.45 and
// later) and Tendermint's "tx (HASH) not found" relayed by older gateways.
func cosmosNotFoundMessage(msg string) bool {
	m := strings.ToLower(msg)
	return strings.Contains(m, "tx not found") || legacyTxNotFound.MatchString(m)
}

var legacyTxNotFound = regexp.MustCompile(`tx \([0-9a-f]+\) not found`)

func cosmosReason(codespace string, code uint32, rawLog string) string {
	r := fmt.Sprintf("code %d", code)
	if codespace != "" {
		r = codespace + " " + r
	}
	if rawLog != "" {
		r += ": " + rawLog
	}
	return r
}
