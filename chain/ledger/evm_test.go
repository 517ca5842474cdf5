package ledger

import (
	"net/http"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/status"
)

// The EVM fixtures follow the Ethereum execution JSON-RPC specification
// (ethereum/execution-apis: eth_getTransactionReceipt, eth_getBlockByNumber,
// eth_getTransactionByHash) as go-ethereum answers it: quantities in 0x hex,
// null for an unknown hash, a null blockNumber for a pooled transaction.
func TestEVM(t *testing.T) {
	const tx = "0x6f1c2ad0b5a1b1f3c2a9b8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a3"
	blockTime := time.Date(2024, 9, 18, 5, 3, 39, 0, time.UTC)
	mined := func(receipt, block string) map[string]reply {
		return map[string]reply{
			"eth_getTransactionReceipt": {fixture: receipt},
			"eth_getBlockByNumber":      {fixture: block},
		}
	}
	notMined := func(txFixture string) map[string]reply {
		return map[string]reply{
			"eth_getTransactionReceipt": {fixture: "evm/receipt_null.json"},
			"eth_getTransactionByHash":  {fixture: txFixture},
		}
	}
	cases := []lookupCase{
		{
			name:    "success",
			replies: mined("evm/receipt_success.json", "evm/block.json"),
			txID:    tx,
			want:    status.TxResult{State: status.TxSucceeded, Block: 21000000, Time: blockTime},
			wantReqs: []string{
				`POST {"jsonrpc":"2.0","id":1,"method":"eth_getTransactionReceipt","params":["` + tx + `"]}`,
				`POST {"jsonrpc":"2.0","id":1,"method":"eth_getBlockByNumber","params":["0x1406f40",false]}`,
			},
		},
		{
			name:    "upper-case hex is asked in lower case",
			replies: mined("evm/receipt_success.json", "evm/block.json"),
			txID:    "0x6F1C2AD0B5A1B1F3C2A9B8E7D6C5B4A39281706F5E4D3C2B1A09F8E7D6C5B4A3",
			want:    status.TxResult{State: status.TxSucceeded, Block: 21000000, Time: blockTime},
			wantReqs: []string{
				`POST {"jsonrpc":"2.0","id":1,"method":"eth_getTransactionReceipt","params":["` + tx + `"]}`,
				`POST {"jsonrpc":"2.0","id":1,"method":"eth_getBlockByNumber","params":["0x1406f40",false]}`,
			},
		},
		{
			name:    "reverted",
			replies: mined("evm/receipt_reverted.json", "evm/block.json"),
			txID:    tx,
			want: status.TxResult{State: status.TxFailed, Block: 21000000, Time: blockTime,
				Reason: "execution reverted (receipt status 0)"},
		},
		{
			name:    "pre-Byzantium receipt with a state root",
			replies: mined("evm/receipt_pre_byzantium.json", "evm/block.json"),
			txID:    tx,
			want:    status.TxResult{State: status.TxSucceeded, Block: 21000000, Time: blockTime},
		},
		{
			name:    "block no longer served: no time",
			replies: mined("evm/receipt_success.json", "evm/block_null.json"),
			txID:    tx,
			want:    status.TxResult{State: status.TxSucceeded, Block: 21000000},
		},
		{
			name:    "pending in the pool",
			replies: notMined("evm/tx_pending.json"),
			txID:    tx,
			want:    status.TxResult{State: status.TxPending},
			wantReqs: []string{
				`POST {"jsonrpc":"2.0","id":1,"method":"eth_getTransactionReceipt","params":["` + tx + `"]}`,
				`POST {"jsonrpc":"2.0","id":1,"method":"eth_getTransactionByHash","params":["` + tx + `"]}`,
			},
		},
		{
			name:    "unknown",
			replies: notMined("evm/tx_null.json"),
			txID:    tx,
			want:    status.TxResult{State: status.TxUnknown},
		},
		{
			name:    "receipt status neither 0 nor 1",
			replies: mined("evm/receipt_bad_status.json", "evm/block.json"),
			txID:    tx,
			wantErr: contains("malformed EVM receipt"),
		},
		{
			name:    "malformed body",
			replies: map[string]reply{"eth_getTransactionReceipt": {fixture: "evm/malformed.json"}},
			txID:    tx,
			wantErr: contains("malformed JSON-RPC answer"),
		},
		{
			name:    "JSON-RPC error",
			replies: map[string]reply{"eth_getTransactionReceipt": {fixture: "evm/error_limit.json"}},
			txID:    tx,
			wantErr: isRPC(-32005),
		},
		{
			name: "rate limited",
			replies: map[string]reply{"eth_getTransactionReceipt": {
				status: http.StatusTooManyRequests, fixture: "evm/http_429.json", retryAfter: "2"}},
			txID:    tx,
			wantErr: isHTTP(http.StatusTooManyRequests),
		},
		{
			name: "server error",
			replies: map[string]reply{"eth_getTransactionReceipt": {
				status: http.StatusInternalServerError, fixture: "common/http_500.html"}},
			txID:    tx,
			wantErr: isHTTP(http.StatusInternalServerError),
		},
		{
			name: "server error reading the block",
			replies: map[string]reply{
				"eth_getTransactionReceipt": {fixture: "evm/receipt_success.json"},
				"eth_getBlockByNumber":      {status: http.StatusBadGateway, fixture: "common/http_500.html"},
			},
			txID:    tx,
			wantErr: isHTTP(http.StatusBadGateway),
		},
		{name: "no 0x", txID: tx[2:] + "00", wantErr: isErr(status.ErrBadTxID), wantReqs: []string{}},
		{name: "short", txID: tx[:65], wantErr: isErr(status.ErrBadTxID)},
		{name: "not hex", txID: tx[:65] + "g", wantErr: isErr(status.ErrBadTxID)},
	}
	runLookups(t, func(u string) (status.TxLookup, error) { return NewEVM(EVMConfig{BaseURL: u}) }, "1", cases)
}
