package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
)

// RPCError is a JSON-RPC error object the endpoint answered with, for an
// error the reader does not map to a transaction state itself.
type RPCError struct {
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

func (e *RPCError) Error() string {
	return fmt.Sprintf("ledger: JSON-RPC error %d: %s", e.Code, e.Message)
}

// errNoResult is a JSON-RPC answer with neither result nor error.
var errNoResult = errors.New("ledger: malformed JSON-RPC answer: neither result nor error")

type rpcRequest struct {
	JSONRPC string `json:"jsonrpc"`
	ID      int    `json:"id"`
	Method  string `json:"method"`
	Params  any    `json:"params"`
}

// call makes one JSON-RPC 2.0 call and returns its raw result ("null"
// included). A JSON-RPC error comes back as *RPCError.
func (e endpoint) call(ctx context.Context, method string, params any) (json.RawMessage, error) {
	body, err := json.Marshal(rpcRequest{JSONRPC: "2.0", ID: 1, Method: method, Params: params})
	if err != nil {
		return nil, fmt.Errorf("ledger: encode %s: %w", method, err)
	}
	a, err := e.post(ctx, body)
	if err != nil {
		return nil, err
	}
	if !a.ok() {
		return nil, e.statusError(a)
	}
	res, err := decodeRPC(a.body)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", method, err)
	}
	return res, nil
}

// decodeRPC splits a JSON-RPC 2.0 answer into its result or its error.
func decodeRPC(body []byte) (json.RawMessage, error) {
	var env struct {
		Result json.RawMessage `json:"result"`
		Error  *RPCError       `json:"error"`
	}
	if err := decodeJSON("JSON-RPC answer", body, &env); err != nil {
		return nil, err
	}
	if env.Error != nil {
		return nil, env.Error
	}
	if env.Result == nil {
		return nil, errNoResult
	}
	return env.Result, nil
}

// isNull reports whether a raw JSON value is null (or absent).
func isNull(raw json.RawMessage) bool {
	return len(raw) == 0 || string(raw) == "null"
}
