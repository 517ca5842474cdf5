package cosmostx

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"google.golang.org/protobuf/encoding/protowire"
)

// CometBFT's JSON-RPC, the calls a wallet makes to send one transaction.

// maxRPCBody bounds an RPC answer: a transaction's result with its events
// is a few kilobytes.
const maxRPCBody = 4 << 20

type rpcClient struct {
	url  string
	http *http.Client
}

// rpcError is an error answer of the JSON-RPC (e.g. "tx not found").
type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    string `json:"data"`
}

func (e *rpcError) Error() string { return strings.TrimSpace(e.Message + " " + e.Data) }

func (c *rpcClient) call(ctx context.Context, method string, params, out any) error {
	body, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxRPCBody))
	if err != nil {
		return err
	}
	var r struct {
		Result json.RawMessage `json:"result"`
		Error  *rpcError       `json:"error"`
	}
	if err := json.Unmarshal(raw, &r); err != nil {
		return fmt.Errorf("%s: %s answered %d, not JSON-RPC: %.200s", method, c.url, resp.StatusCode, raw)
	}
	if r.Error != nil {
		return r.Error
	}
	return json.Unmarshal(r.Result, out)
}

// network is the chain id the node serves.
func (c *rpcClient) network(ctx context.Context) (string, error) {
	var st struct {
		NodeInfo struct {
			Network string `json:"network"`
		} `json:"node_info"`
	}
	if err := c.call(ctx, "status", map[string]any{}, &st); err != nil {
		return "", err
	}
	return st.NodeInfo.Network, nil
}

// abciError is a query or transaction the application refused.
type abciError struct {
	Codespace string
	Code      uint32
	Log       string
}

func (e *abciError) Error() string {
	return fmt.Sprintf("code %d (%s): %s", e.Code, e.Codespace, e.Log)
}

// query runs a gRPC query through abci_query and returns its answer.
func (c *rpcClient) query(ctx context.Context, path string, req []byte) ([]byte, error) {
	var out struct {
		Response struct {
			Code      uint32 `json:"code"`
			Log       string `json:"log"`
			Codespace string `json:"codespace"`
			Value     []byte `json:"value"`
		} `json:"response"`
	}
	if err := c.call(ctx, "abci_query", map[string]any{"path": path, "data": hex.EncodeToString(req)}, &out); err != nil {
		return nil, err
	}
	if r := out.Response; r.Code != 0 {
		return nil, &abciError{Codespace: r.Codespace, Code: r.Code, Log: r.Log}
	}
	return out.Response.Value, nil
}

// errNoAccount is an address the chain has no account for (it never
// received anything).
var errNoAccount = errors.New("no account")

// account returns an address's account number and sequence.
func (c *rpcClient) account(ctx context.Context, addr string) (number, sequence uint64, err error) {
	resp, err := c.query(ctx, "/cosmos.auth.v1beta1.Query/Account", message(nil).str(1, addr))
	var ae *abciError
	if errors.As(err, &ae) && strings.Contains(ae.Log, "not found") {
		return 0, 0, errNoAccount
	}
	if err != nil {
		return 0, 0, err
	}
	var account []byte // QueryAccountResponse.account, an Any
	if err := fields(resp, func(num protowire.Number, raw []byte, _ uint64) error {
		if num == 1 {
			account = raw
		}
		return nil
	}); err != nil {
		return 0, 0, err
	}
	var typeURL string
	var value []byte
	if err := fields(account, func(num protowire.Number, raw []byte, _ uint64) error {
		switch num {
		case 1:
			typeURL = string(raw)
		case 2:
			value = raw
		}
		return nil
	}); err != nil {
		return 0, 0, err
	}
	if typeURL != "/cosmos.auth.v1beta1.BaseAccount" {
		return 0, 0, fmt.Errorf("account %s is a %s, not a BaseAccount this client signs for", addr, typeURL)
	}
	err = fields(value, func(num protowire.Number, _ []byte, v uint64) error {
		switch num {
		case 3:
			number = v
		case 4:
			sequence = v
		}
		return nil
	})
	return number, sequence, err
}

// simulate returns the gas a transaction uses.
func (c *rpcClient) simulate(ctx context.Context, tx []byte) (uint64, error) {
	resp, err := c.query(ctx, "/cosmos.tx.v1beta1.Service/Simulate", message(nil).bytes(2, tx))
	if err != nil {
		return 0, err
	}
	var gasInfo []byte
	if err := fields(resp, func(num protowire.Number, raw []byte, _ uint64) error {
		if num == 1 {
			gasInfo = raw
		}
		return nil
	}); err != nil {
		return 0, err
	}
	var used uint64
	err = fields(gasInfo, func(num protowire.Number, _ []byte, v uint64) error {
		if num == 2 {
			used = v
		}
		return nil
	})
	return used, err
}

// broadcast submits a transaction and returns the mempool's verdict.
func (c *rpcClient) broadcast(ctx context.Context, tx []byte) error {
	var out struct {
		Code      uint32 `json:"code"`
		Log       string `json:"log"`
		Codespace string `json:"codespace"`
	}
	if err := c.call(ctx, "broadcast_tx_sync", map[string]any{"tx": tx}, &out); err != nil {
		return err
	}
	if out.Code != 0 {
		return &abciError{Codespace: out.Codespace, Code: out.Code, Log: out.Log}
	}
	return nil
}

// txResult is an included transaction's outcome.
type txResult struct {
	Height  int64
	Code    uint32
	Log     string
	GasUsed uint64
}

// tx finds an included transaction by hash (nil while it is not in a
// block).
func (c *rpcClient) tx(ctx context.Context, hash []byte) (*txResult, error) {
	var out struct {
		Height   string `json:"height"`
		TxResult struct {
			Code    uint32 `json:"code"`
			Log     string `json:"log"`
			GasUsed string `json:"gas_used"`
		} `json:"tx_result"`
	}
	err := c.call(ctx, "tx", map[string]any{"hash": hash, "prove": false}, &out)
	var re *rpcError
	if errors.As(err, &re) && strings.Contains(re.Error(), "not found") {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	h, _ := strconv.ParseInt(out.Height, 10, 64)
	gas, _ := strconv.ParseUint(out.TxResult.GasUsed, 10, 64)
	return &txResult{Height: h, Code: out.TxResult.Code, Log: out.TxResult.Log, GasUsed: gas}, nil
}
