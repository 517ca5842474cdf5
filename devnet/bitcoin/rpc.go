package bitcoin

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync/atomic"
)

// rpcClient calls btcd's JSON-RPC over HTTP on loopback.
type rpcClient struct {
	url, user, pass string
	http            *http.Client
	id              atomic.Uint64
}

// RPCError is an error answer of btcd's JSON-RPC.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (e *RPCError) Error() string { return fmt.Sprintf("btcd: %s (code %d)", e.Message, e.Code) }

// rpcNoTxInfo is btcd's code for an unknown transaction, block or address
// history (btcjson.ErrRPCNoTxInfo, ErrRPCBlockNotFound and
// ErrRPCInvalidAddressOrKey share it).
const rpcNoTxInfo = -5

func (c *rpcClient) call(ctx context.Context, method string, result any, params ...any) error {
	if params == nil {
		params = []any{}
	}
	body, err := json.Marshal(map[string]any{"jsonrpc": "1.0", "id": c.id.Add(1), "method": method, "params": params})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.SetBasicAuth(c.user, c.pass)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("btcd %s: %w", method, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		return fmt.Errorf("btcd %s: %w", method, err)
	}
	var out struct {
		Result json.RawMessage `json:"result"`
		Error  *RPCError       `json:"error"`
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return fmt.Errorf("btcd %s: HTTP %d: %.200s", method, resp.StatusCode, raw)
	}
	if out.Error != nil {
		return out.Error
	}
	if result == nil {
		return nil
	}
	if err := json.Unmarshal(out.Result, result); err != nil {
		return fmt.Errorf("btcd %s: malformed result: %w", method, err)
	}
	return nil
}

// isNotFound reports whether err is btcd saying a transaction is unknown.
func isNotFound(err error) bool {
	e, ok := err.(*RPCError)
	return ok && e.Code == rpcNoTxInfo
}
