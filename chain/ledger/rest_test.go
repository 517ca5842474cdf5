package ledger

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/status"
)

// The Cosmos fixtures follow the SDK's gRPC gateway for
// cosmos.tx.v1beta1.Service/GetTx (GetTxResponse: tx and tx_response, with
// height as a string and code 0 for success), and its error body
// {code, message, details} with gRPC code 5 NotFound (HTTP 404); the legacy
// fixture is the 0.42-era answer that relayed Tendermint's "tx (HASH) not
// found" (cosmos/cosmos-sdk#10985).
func TestCosmos(t *testing.T) {
	const hash = "5D1E3F0A4F3C2B9A8E7D6C5B4A39281706F5E4D3C2B1A09F8E7D6C5B4A392817"
	path := "GET /cosmos/tx/v1beta1/txs/" + hash
	at := time.Date(2024, 9, 18, 5, 3, 39, 0, time.UTC)
	one := func(r reply) map[string]reply { return map[string]reply{path: r} }
	cases := []lookupCase{
		{
			name: "success", replies: one(reply{fixture: "cosmos/success.json"}), txID: hash,
			want:     status.TxResult{State: status.TxSucceeded, Block: 21730005, Time: at},
			wantReqs: []string{path},
		},
		{
			name: "lower-case hash asked in upper case", replies: one(reply{fixture: "cosmos/success.json"}),
			txID: strings.ToLower(hash),
			want: status.TxResult{State: status.TxSucceeded, Block: 21730005, Time: at},
		},
		{
			name: "failed with a code", replies: one(reply{fixture: "cosmos/failed_out_of_gas.json"}), txID: hash,
			want: status.TxResult{State: status.TxFailed, Block: 21730005, Time: at,
				Reason: "sdk code 11: out of gas in location: WriteFlat; gasWanted: 200000, gasUsed: 201034: out of gas"},
		},
		{
			name: "not found", replies: one(reply{status: http.StatusNotFound, fixture: "cosmos/not_found.json"}), txID: hash,
			want: status.TxResult{State: status.TxUnknown},
		},
		{
			name:    "not found, legacy gateway",
			replies: one(reply{status: http.StatusBadRequest, fixture: "cosmos/not_found_legacy.json"}), txID: hash,
			want: status.TxResult{State: status.TxUnknown},
		},
		{
			name:    "bare 404 of a wrong base URL is an error",
			replies: one(reply{status: http.StatusNotFound, fixture: "common/http_404.html"}), txID: hash,
			wantErr: isHTTP(http.StatusNotFound),
		},
		{
			name:    "gateway without the tx service",
			replies: one(reply{status: http.StatusNotImplemented, fixture: "cosmos/unimplemented.json"}), txID: hash,
			wantErr: isHTTP(http.StatusNotImplemented),
		},
		{
			name: "no tx_response", replies: one(reply{fixture: "cosmos/no_tx_response.json"}), txID: hash,
			wantErr: contains("no tx_response"),
		},
		{
			name: "malformed body", replies: one(reply{fixture: "cosmos/malformed.json"}), txID: hash,
			wantErr: contains("malformed Cosmos tx answer"),
		},
		{
			name:    "rate limited",
			replies: one(reply{status: http.StatusTooManyRequests, body: "Too Many Requests", retryAfter: "30"}), txID: hash,
			wantErr: isHTTP(http.StatusTooManyRequests),
		},
		{
			name:    "server error",
			replies: one(reply{status: http.StatusInternalServerError, fixture: "common/http_500.html"}), txID: hash,
			wantErr: isHTTP(http.StatusInternalServerError),
		},
		{name: "0x prefix", txID: "0x" + hash[2:], wantErr: isErr(status.ErrBadTxID), wantReqs: []string{}},
		{name: "short", txID: hash[:63], wantErr: isErr(status.ErrBadTxID)},
	}
	runLookups(t, func(u string) (status.TxLookup, error) { return NewCosmos(CosmosConfig{BaseURL: u}) }, "osmosis-1", cases)
}

// The Esplora fixtures follow Blockstream's API.md: GET /tx/:txid/status
// answers {confirmed, block_height, block_hash, block_time}, an unknown
// txid there is {"confirmed": false} as for a mempool one (mempool.space's
// documentation says so), and GET /tx/:txid/hex is 404 "Transaction not
// found" for an unknown txid.
func TestEsplora(t *testing.T) {
	const txid = "4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b"
	status_, hex := "GET /tx/"+txid+"/status", "GET /tx/"+txid+"/hex"
	cases := []lookupCase{
		{
			name: "confirmed", replies: map[string]reply{status_: {fixture: "esplora/confirmed.json"}}, txID: txid,
			want:     status.TxResult{State: status.TxSucceeded, Block: 863000, Time: time.Unix(1726635612, 0).UTC()},
			wantReqs: []string{status_},
		},
		{
			name: "upper-case txid asked in lower case", replies: map[string]reply{status_: {fixture: "esplora/confirmed.json"}},
			txID: strings.ToUpper(txid),
			want: status.TxResult{State: status.TxSucceeded, Block: 863000, Time: time.Unix(1726635612, 0).UTC()},
		},
		{
			name: "in the mempool",
			replies: map[string]reply{
				status_: {fixture: "esplora/unconfirmed.json"},
				hex:     {fixture: "esplora/tx.hex"},
			},
			txID:     txid,
			want:     status.TxResult{State: status.TxPending},
			wantReqs: []string{status_, hex},
		},
		{
			name: "unknown: unconfirmed status, no transaction",
			replies: map[string]reply{
				status_: {fixture: "esplora/unconfirmed.json"},
				hex:     {status: http.StatusNotFound, fixture: "esplora/not_found.txt"},
			},
			txID: txid,
			want: status.TxResult{State: status.TxUnknown},
		},
		{
			name:    "unknown: status 404",
			replies: map[string]reply{status_: {status: http.StatusNotFound, fixture: "esplora/not_found.txt"}},
			txID:    txid,
			want:    status.TxResult{State: status.TxUnknown},
		},
		{
			name:    "bare 404 of a wrong base URL is an error",
			replies: map[string]reply{status_: {status: http.StatusNotFound, fixture: "common/http_404.html"}},
			txID:    txid,
			wantErr: isHTTP(http.StatusNotFound),
		},
		{
			name:    "refused txid",
			replies: map[string]reply{status_: {status: http.StatusBadRequest, fixture: "esplora/invalid_hex.txt"}},
			txID:    txid,
			wantErr: isHTTP(http.StatusBadRequest),
		},
		{
			name: "server error on the existence check",
			replies: map[string]reply{
				status_: {fixture: "esplora/unconfirmed.json"},
				hex:     {status: http.StatusServiceUnavailable, fixture: "common/http_500.html"},
			},
			txID:    txid,
			wantErr: isHTTP(http.StatusServiceUnavailable),
		},
		{
			name:    "malformed body",
			replies: map[string]reply{status_: {fixture: "esplora/malformed.json"}},
			txID:    txid,
			wantErr: contains("malformed Esplora tx status"),
		},
		{
			name:    "confirmed without a height",
			replies: map[string]reply{status_: {body: `{"confirmed":true}`}},
			txID:    txid,
			wantErr: contains("without block_height"),
		},
		{
			name:    "rate limited",
			replies: map[string]reply{status_: {status: http.StatusTooManyRequests, body: "Too Many Requests", retryAfter: "1"}},
			txID:    txid,
			wantErr: isHTTP(http.StatusTooManyRequests),
		},
		{
			name:    "server error",
			replies: map[string]reply{status_: {status: http.StatusInternalServerError, fixture: "common/http_500.html"}},
			txID:    txid,
			wantErr: isHTTP(http.StatusInternalServerError),
		},
		{name: "not hex", txID: "z" + txid[1:], wantErr: isErr(status.ErrBadTxID), wantReqs: []string{}},
	}
	runLookups(t, func(u string) (status.TxLookup, error) { return NewEsplora(EsploraConfig{BaseURL: u}) }, "bitcoin", cases)
}

// The Horizon fixtures follow Stellar's documentation of the Transaction
// object (successful, ledger, created_at, result_xdr) and of Horizon's
// problem+json errors (not_found with status 404, rate_limit_exceeded).
func TestStellar(t *testing.T) {
	const hash = "3389e9f0f1a65f19736cacf544c2e825313e8447f569233bb8db39aa607c8889"
	path := "GET /transactions/" + hash
	at := time.Date(2024, 9, 18, 5, 3, 45, 0, time.UTC)
	one := func(r reply) map[string]reply { return map[string]reply{path: r} }
	cases := []lookupCase{
		{
			name: "success", replies: one(reply{fixture: "stellar/success.json"}), txID: hash,
			want:     status.TxResult{State: status.TxSucceeded, Block: 53412345, Time: at},
			wantReqs: []string{path},
		},
		{
			name: "upper-case hash asked in lower case", replies: one(reply{fixture: "stellar/success.json"}),
			txID: strings.ToUpper(hash),
			want: status.TxResult{State: status.TxSucceeded, Block: 53412345, Time: at},
		},
		{
			name: "failed", replies: one(reply{fixture: "stellar/failed.json"}), txID: hash,
			want: status.TxResult{State: status.TxFailed, Block: 53412345, Time: at, Reason: "txFAILED"},
		},
		{
			name: "not found", replies: one(reply{status: http.StatusNotFound, fixture: "stellar/not_found.json"}), txID: hash,
			want: status.TxResult{State: status.TxUnknown},
		},
		{
			name:    "bare 404 of a wrong base URL is an error",
			replies: one(reply{status: http.StatusNotFound, fixture: "common/http_404.html"}), txID: hash,
			wantErr: isHTTP(http.StatusNotFound),
		},
		{
			name:    "rate limited",
			replies: one(reply{status: http.StatusTooManyRequests, fixture: "stellar/rate_limited.json", retryAfter: "60"}),
			txID:    hash,
			wantErr: isHTTP(http.StatusTooManyRequests),
		},
		{
			name:    "server error",
			replies: one(reply{status: http.StatusInternalServerError, fixture: "common/http_500.html"}), txID: hash,
			wantErr: isHTTP(http.StatusInternalServerError),
		},
		{
			name: "no ledger", replies: one(reply{fixture: "stellar/no_ledger.json"}), txID: hash,
			wantErr: contains("malformed Horizon transaction"),
		},
		{
			name: "malformed body", replies: one(reply{fixture: "stellar/malformed.json"}), txID: hash,
			wantErr: contains("malformed Horizon transaction"),
		},
		{name: "short", txID: hash[:10], wantErr: isErr(status.ErrBadTxID), wantReqs: []string{}},
	}
	runLookups(t, func(u string) (status.TxLookup, error) { return NewStellar(StellarConfig{BaseURL: u}) }, "stellar", cases)
}

func TestStellarResult(t *testing.T) {
	tests := []struct{ xdr, want string }{
		{"AAAAAAAAAGT/////AAAAAQAAAAAAAAAB/////gAAAAA=", "txFAILED"},
		{"AAAAAAAAAGT////zAAAAAA==", "txFEE_BUMP_INNER_FAILED"},
		{"AAAAAAAAAGT///+cAAAAAA==", "transaction failed (result code -100)"},
		{"", "transaction failed"},
		{"not base64!", "transaction failed"},
	}
	for _, tc := range tests {
		if got := stellarResult(tc.xdr); got != tc.want {
			t.Errorf("stellarResult(%q) = %q, want %q", tc.xdr, got, tc.want)
		}
	}
}
