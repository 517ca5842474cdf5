package ledger

import (
	"net/http"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/status"
)

// The Solana fixtures follow Solana's RPC documentation of
// getSignatureStatuses (context and value, one entry or null per
// signature, slot, confirmations null when rooted, err, confirmationStatus)
// and getBlockTime (Unix seconds, or error -32004 when the block is not
// available); the 429 body is the public endpoints' rate-limit answer.
func TestSolana(t *testing.T) {
	const sig = "3RceamVzi9mcxpNycd1WaodwS2czyVNvhh3T1FanvZ3yC8AyL1dRtxBjVZaZhuzHfqgMGBSwj3D4gRmUiVMgcjfj"
	at := time.Unix(1726635819, 0).UTC()
	withTime := func(statuses, blockTime string) map[string]reply {
		return map[string]reply{
			"getSignatureStatuses": {fixture: statuses},
			"getBlockTime":         {fixture: blockTime},
		}
	}
	only := func(r reply) map[string]reply { return map[string]reply{"getSignatureStatuses": r} }
	cases := []lookupCase{
		{
			name:    "finalized",
			replies: withTime("solana/finalized.json", "solana/block_time.json"),
			txID:    sig,
			want:    status.TxResult{State: status.TxSucceeded, Block: 290000123, Time: at},
			wantReqs: []string{
				`POST {"jsonrpc":"2.0","id":1,"method":"getSignatureStatuses","params":[["` + sig + `"],{"searchTransactionHistory":true}]}`,
				`POST {"jsonrpc":"2.0","id":1,"method":"getBlockTime","params":[290000123]}`,
			},
		},
		{
			name:    "confirmed with an error is failed",
			replies: withTime("solana/confirmed_failed.json", "solana/block_time.json"),
			txID:    sig,
			want: status.TxResult{State: status.TxFailed, Block: 290000123, Time: at,
				Reason: `{"InstructionError":[2,{"Custom":6001}]}`},
		},
		{
			name:    "rooted, from a node without confirmationStatus",
			replies: withTime("solana/legacy_rooted.json", "solana/block_time.json"),
			txID:    sig,
			want:    status.TxResult{State: status.TxSucceeded, Block: 290000123, Time: at},
		},
		{
			name:    "block time not available",
			replies: withTime("solana/finalized.json", "solana/block_time_unavailable.json"),
			txID:    sig,
			want:    status.TxResult{State: status.TxSucceeded, Block: 290000123},
		},
		{
			name:     "processed is pending",
			replies:  only(reply{fixture: "solana/processed.json"}),
			txID:     sig,
			want:     status.TxResult{State: status.TxPending},
			wantReqs: []string{`POST {"jsonrpc":"2.0","id":1,"method":"getSignatureStatuses","params":[["` + sig + `"],{"searchTransactionHistory":true}]}`},
		},
		{
			name:    "unknown",
			replies: only(reply{fixture: "solana/null.json"}),
			txID:    sig,
			want:    status.TxResult{State: status.TxUnknown},
		},
		{
			name:    "two values for one signature",
			replies: only(reply{fixture: "solana/two_values.json"}),
			txID:    sig,
			wantErr: contains("2 values for 1 signature"),
		},
		{
			name:    "malformed body",
			replies: only(reply{fixture: "solana/malformed.json"}),
			txID:    sig,
			wantErr: contains("malformed Solana signature status"),
		},
		{
			name:    "rate limited",
			replies: only(reply{status: http.StatusTooManyRequests, fixture: "solana/http_429.json"}),
			txID:    sig,
			wantErr: isHTTP(http.StatusTooManyRequests),
		},
		{
			name: "server error on the block time",
			replies: map[string]reply{
				"getSignatureStatuses": {fixture: "solana/finalized.json"},
				"getBlockTime":         {status: http.StatusInternalServerError, fixture: "common/http_500.html"},
			},
			txID:    sig,
			wantErr: isHTTP(http.StatusInternalServerError),
		},
		{name: "too short", txID: sig[:40], wantErr: isErr(status.ErrBadTxID), wantReqs: []string{}},
		{name: "not base58", txID: "0" + sig[1:], wantErr: isErr(status.ErrBadTxID)},
		{name: "hex hash", txID: "0x6f1c2ad0b5a1b1f3c2a9b8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a3", wantErr: isErr(status.ErrBadTxID)},
	}
	runLookups(t, func(u string) (status.TxLookup, error) { return NewSolana(SolanaConfig{BaseURL: u}) }, "solana", cases)
}

// The Sui fixtures follow the Sui JSON-RPC reference for
// sui_getTransactionBlock with showEffects (digest, effects.status with
// status and error, checkpoint and timestampMs as strings) and the
// fullnode's -32602 "Could not find the referenced transaction" error.
func TestSui(t *testing.T) {
	const digest = "5t9mVqFmSkxRMsMNkmBDcsBvHfmgjY1c2DWtQiHp9oRu"
	at := time.UnixMilli(1726635819412).UTC()
	one := func(r reply) map[string]reply { return map[string]reply{"sui_getTransactionBlock": r} }
	cases := []lookupCase{
		{
			name:     "success",
			replies:  one(reply{fixture: "sui/success.json"}),
			txID:     digest,
			want:     status.TxResult{State: status.TxSucceeded, Block: 56102310, Time: at},
			wantReqs: []string{`POST {"jsonrpc":"2.0","id":1,"method":"sui_getTransactionBlock","params":["` + digest + `",{"showEffects":true}]}`},
		},
		{
			name:    "failure",
			replies: one(reply{fixture: "sui/failure.json"}),
			txID:    digest,
			want: status.TxResult{State: status.TxFailed, Block: 56102310, Time: at,
				Reason: `MoveAbort(MoveLocation { module: ModuleId { address: 0000000000000000000000000000000000000000000000000000000000000002, name: Identifier("balance") }, function: 2, instruction: 10, function_name: Some("split") }, 2) in command 0`},
		},
		{
			name:    "executed, not yet checkpointed",
			replies: one(reply{fixture: "sui/no_checkpoint.json"}),
			txID:    digest,
			want:    status.TxResult{State: status.TxPending},
		},
		{
			name:    "unknown",
			replies: one(reply{fixture: "sui/not_found.json"}),
			txID:    digest,
			want:    status.TxResult{State: status.TxUnknown},
		},
		{
			name:    "no effects",
			replies: one(reply{fixture: "sui/no_effects.json"}),
			txID:    digest,
			wantErr: contains("no effects status"),
		},
		{
			name:    "bad checkpoint",
			replies: one(reply{fixture: "sui/bad_checkpoint.json"}),
			txID:    digest,
			wantErr: contains("checkpoint"),
		},
		{
			name:    "malformed body",
			replies: one(reply{fixture: "sui/malformed.json"}),
			txID:    digest,
			wantErr: contains("malformed JSON-RPC answer"),
		},
		{
			name:    "rate limited",
			replies: one(reply{status: http.StatusTooManyRequests, fixture: "sui/http_429.json"}),
			txID:    digest,
			wantErr: isHTTP(http.StatusTooManyRequests),
		},
		{
			name:    "server error",
			replies: one(reply{status: http.StatusInternalServerError, fixture: "common/http_500.html"}),
			txID:    digest,
			wantErr: isHTTP(http.StatusInternalServerError),
		},
		{name: "64-byte signature", txID: "3RceamVzi9mcxpNycd1WaodwS2czyVNvhh3T1FanvZ3yC8AyL1dRtxBjVZaZhuzHfqgMGBSwj3D4gRmUiVMgcjfj",
			wantErr: isErr(status.ErrBadTxID), wantReqs: []string{}},
		{name: "empty", txID: "", wantErr: isErr(status.ErrBadTxID)},
	}
	runLookups(t, func(u string) (status.TxLookup, error) { return NewSui(SuiConfig{BaseURL: u}) }, "sui", cases)
}

// The XRPL fixtures follow xrpl.org's tx method (API v1: transaction fields
// beside ledger_index, date, meta and validated; API v2: the transaction
// under tx_json, close_time_iso) and its txnNotFound error, which rippled
// reports inside result with status "error" and HTTP 200.
func TestXRPL(t *testing.T) {
	const hash = "C53ECF838647FA5A4C780377025FEC7999AB4182590510CA461444B207AB74A9"
	at := time.Date(2024, 9, 18, 5, 9, 50, 0, time.UTC) // date 779951390 after 2000-01-01
	one := func(r reply) map[string]reply { return map[string]reply{"tx": r} }
	cases := []lookupCase{
		{
			name:     "validated success",
			replies:  one(reply{fixture: "xrpl/validated_success.json"}),
			txID:     hash,
			want:     status.TxResult{State: status.TxSucceeded, Block: 91005112, Time: at},
			wantReqs: []string{`POST {"method":"tx","params":[{"transaction":"` + hash + `","binary":false}]}`},
		},
		{
			name:    "API v2 answer",
			replies: one(reply{fixture: "xrpl/v2_validated_success.json"}),
			txID:    hash,
			want:    status.TxResult{State: status.TxSucceeded, Block: 91005112, Time: at},
		},
		{
			name:     "lower-case hash asked in upper case",
			replies:  one(reply{fixture: "xrpl/validated_success.json"}),
			txID:     "c53ecf838647fa5a4c780377025fec7999ab4182590510ca461444b207ab74a9",
			want:     status.TxResult{State: status.TxSucceeded, Block: 91005112, Time: at},
			wantReqs: []string{`POST {"method":"tx","params":[{"transaction":"` + hash + `","binary":false}]}`},
		},
		{
			name:    "tec result is failed",
			replies: one(reply{fixture: "xrpl/validated_tec.json"}),
			txID:    hash,
			want:    status.TxResult{State: status.TxFailed, Block: 91005112, Time: at, Reason: "tecPATH_DRY"},
		},
		{
			name:    "not validated is pending",
			replies: one(reply{fixture: "xrpl/not_validated.json"}),
			txID:    hash,
			want:    status.TxResult{State: status.TxPending},
		},
		{
			name:    "unknown",
			replies: one(reply{fixture: "xrpl/txn_not_found.json"}),
			txID:    hash,
			want:    status.TxResult{State: status.TxUnknown},
		},
		{
			name:    "server not synced",
			replies: one(reply{fixture: "xrpl/not_synced.json"}),
			txID:    hash,
			wantErr: contains("noNetwork"),
		},
		{
			name:    "tem result cannot be validated",
			replies: one(reply{fixture: "xrpl/validated_tem.json"}),
			txID:    hash,
			wantErr: contains("temBAD_AMOUNT"),
		},
		{
			name:    "malformed body",
			replies: one(reply{fixture: "xrpl/malformed.json"}),
			txID:    hash,
			wantErr: contains("malformed XRPL tx answer"),
		},
		{
			name:    "overloaded",
			replies: one(reply{status: http.StatusServiceUnavailable, fixture: "xrpl/http_503.txt"}),
			txID:    hash,
			wantErr: isHTTP(http.StatusServiceUnavailable),
		},
		{
			name:    "rate limited",
			replies: one(reply{status: http.StatusTooManyRequests, body: "Too Many Requests", retryAfter: "5"}),
			txID:    hash,
			wantErr: isHTTP(http.StatusTooManyRequests),
		},
		{
			name:    "server error",
			replies: one(reply{status: http.StatusInternalServerError, fixture: "common/http_500.html"}),
			txID:    hash,
			wantErr: isHTTP(http.StatusInternalServerError),
		},
		{name: "short", txID: hash[:62], wantErr: isErr(status.ErrBadTxID), wantReqs: []string{}},
	}
	runLookups(t, func(u string) (status.TxLookup, error) { return NewXRPL(XRPLConfig{BaseURL: u}) }, "xrpl", cases)
}
