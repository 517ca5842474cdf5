package cosmos

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	sdkmath "cosmossdk.io/math"
	abci "github.com/cometbft/cometbft/abci/types"
	rpcclient "github.com/cometbft/cometbft/rpc/client"
	rpchttp "github.com/cometbft/cometbft/rpc/client/http"
	codectypes "github.com/cosmos/cosmos-sdk/codec/types"
	sdk "github.com/cosmos/cosmos-sdk/types"
	txtypes "github.com/cosmos/cosmos-sdk/types/tx"
	signingtypes "github.com/cosmos/cosmos-sdk/types/tx/signing"
	authtypes "github.com/cosmos/cosmos-sdk/x/auth/types"
	banktypes "github.com/cosmos/cosmos-sdk/x/bank/types"
	"github.com/cosmos/gogoproto/proto"
)

// Client signs and sends transactions to one chain and queries it, over
// CometBFT RPC. It builds transactions from their protobuf parts, so it
// needs no process-global bech32 config and works for every chain at once.
type Client struct {
	spec Spec
	rpc  *rpchttp.HTTP

	mu    sync.Mutex
	locks map[string]*sync.Mutex // per signer: one transaction in flight
}

// NewClient returns a client of the chain spec at rpcURL.
func NewClient(spec Spec, rpcURL string) (*Client, error) {
	rpc, err := rpchttp.New(rpcURL, "/websocket")
	if err != nil {
		return nil, fmt.Errorf("%s rpc: %w", spec.ID, err)
	}
	return &Client{spec: spec, rpc: rpc, locks: map[string]*sync.Mutex{}}, nil
}

// Client returns the chain's client.
func (c *Chain) Client() *Client { return c.client }

// Spec returns the chain's spec.
func (c *Client) Spec() Spec { return c.spec }

// RPC returns the CometBFT RPC client.
func (c *Client) RPC() *rpchttp.HTTP { return c.rpc }

// Height returns the latest block height.
func (c *Client) Height(ctx context.Context) (int64, error) {
	st, err := c.rpc.Status(ctx)
	if err != nil {
		return 0, fmt.Errorf("%s status: %w", c.spec.ID, err)
	}
	return st.SyncInfo.LatestBlockHeight, nil
}

// WaitHeight waits until the chain has a block at height h or above.
func (c *Client) WaitHeight(ctx context.Context, h int64) (int64, error) {
	for {
		got, err := c.Height(ctx)
		if err == nil && got >= h {
			return got, nil
		}
		select {
		case <-ctx.Done():
			if err == nil {
				err = ctx.Err()
			}
			return 0, err
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// Query runs a gRPC query method (e.g. "/cosmos.bank.v1beta1.Query/Balance")
// through ABCI at the latest height.
func (c *Client) Query(ctx context.Context, method string, req, resp proto.Message) error {
	data, err := proto.Marshal(req)
	if err != nil {
		return err
	}
	res, err := c.rpc.ABCIQueryWithOptions(ctx, method, data, rpcclient.ABCIQueryOptions{})
	if err != nil {
		return fmt.Errorf("%s query %s: %w", c.spec.ID, method, err)
	}
	if res.Response.Code != 0 {
		return &QueryError{Method: method, Code: res.Response.Code, Log: res.Response.Log}
	}
	return proto.Unmarshal(res.Response.Value, resp)
}

// QueryError is a query the chain answered with an error code.
type QueryError struct {
	Method string
	Code   uint32
	Log    string
}

func (e *QueryError) Error() string {
	return fmt.Sprintf("query %s: code %d: %s", e.Method, e.Code, e.Log)
}

// Account returns an account's number and next sequence.
func (c *Client) Account(ctx context.Context, addr string) (number, sequence uint64, err error) {
	var resp authtypes.QueryAccountResponse
	if err := c.Query(ctx, "/cosmos.auth.v1beta1.Query/Account", &authtypes.QueryAccountRequest{Address: addr}, &resp); err != nil {
		return 0, 0, err
	}
	var acc authtypes.BaseAccount
	if resp.Account == nil || resp.Account.TypeUrl != "/"+proto.MessageName(&acc) {
		return 0, 0, fmt.Errorf("%s account %s: not a base account", c.spec.ID, addr)
	}
	if err := proto.Unmarshal(resp.Account.Value, &acc); err != nil {
		return 0, 0, err
	}
	return acc.AccountNumber, acc.Sequence, nil
}

// Balance returns addr's balance of denom.
func (c *Client) Balance(ctx context.Context, addr, denom string) (sdkmath.Int, error) {
	var resp banktypes.QueryBalanceResponse
	if err := c.Query(ctx, "/cosmos.bank.v1beta1.Query/Balance", &banktypes.QueryBalanceRequest{Address: addr, Denom: denom}, &resp); err != nil {
		return sdkmath.Int{}, err
	}
	if resp.Balance == nil {
		return sdkmath.ZeroInt(), nil
	}
	return resp.Balance.Amount, nil
}

// TxResult is an included transaction.
type TxResult struct {
	Hash   string // upper hex, as CometBFT and explorers show it
	Height int64
	Code   uint32
	Log    string
	Events []abci.Event
}

// TxError is a transaction the chain refused (CheckTx) or that failed in
// its block; Result is set in the second case.
type TxError struct {
	Chain  string
	Code   uint32
	Log    string
	Result *TxResult
}

func (e *TxError) Error() string {
	return fmt.Sprintf("%s tx failed: code %d: %s", e.Chain, e.Code, e.Log)
}

// errWrongSequence is the SDK's code for an account sequence mismatch.
const errWrongSequence = 32

// SignAndSend signs msgs with key, broadcasts them and waits until they
// are in a block. gas 0 means 400,000.
func (c *Client) SignAndSend(ctx context.Context, key Key, msgs []proto.Message, memo string, gas uint64) (*TxResult, error) {
	raw, hash, err := c.Sign(ctx, key, msgs, memo, gas)
	if err != nil {
		return nil, err
	}
	unlock := c.lock(key)
	defer unlock()
	for attempt := 0; ; attempt++ {
		err = c.Broadcast(ctx, raw)
		var txErr *TxError
		if attempt < 3 && errors.As(err, &txErr) && txErr.Code == errWrongSequence {
			// Another sender of the same key got in first: sign again.
			time.Sleep(500 * time.Millisecond)
			if raw, hash, err = c.Sign(ctx, key, msgs, memo, gas); err != nil {
				return nil, err
			}
			continue
		}
		if err != nil {
			return nil, err
		}
		return c.WaitTx(ctx, hash)
	}
}

func (c *Client) lock(key Key) func() {
	c.mu.Lock()
	l, ok := c.locks[key.Name]
	if !ok {
		l = &sync.Mutex{}
		c.locks[key.Name] = l
	}
	c.mu.Unlock()
	l.Lock()
	return l.Unlock
}

// Sign builds and signs (SIGN_MODE_DIRECT) a transaction of msgs from key
// at its current sequence, returning its bytes and hash.
func (c *Client) Sign(ctx context.Context, key Key, msgs []proto.Message, memo string, gas uint64) ([]byte, string, error) {
	if gas == 0 {
		gas = 400_000
	}
	number, sequence, err := c.Account(ctx, key.AddressOn(c.spec.ID))
	if err != nil {
		return nil, "", err
	}
	anys := make([]*codectypes.Any, len(msgs))
	for i, m := range msgs {
		if anys[i], err = codectypes.NewAnyWithValue(m); err != nil {
			return nil, "", err
		}
	}
	body, err := proto.Marshal(&txtypes.TxBody{Messages: anys, Memo: memo})
	if err != nil {
		return nil, "", err
	}
	pub, err := codectypes.NewAnyWithValue(key.priv.PubKey())
	if err != nil {
		return nil, "", err
	}
	fee := sdk.NewCoins(sdk.NewCoin(c.spec.Denom, sdkmath.NewIntFromUint64(gas/400+1))) // MinGasPrice, rounded up
	authInfo, err := proto.Marshal(&txtypes.AuthInfo{
		SignerInfos: []*txtypes.SignerInfo{{
			PublicKey: pub,
			ModeInfo:  &txtypes.ModeInfo{Sum: &txtypes.ModeInfo_Single_{Single: &txtypes.ModeInfo_Single{Mode: signingtypes.SignMode_SIGN_MODE_DIRECT}}},
			Sequence:  sequence,
		}},
		Fee: &txtypes.Fee{Amount: fee, GasLimit: gas},
	})
	if err != nil {
		return nil, "", err
	}
	signDoc, err := proto.Marshal(&txtypes.SignDoc{BodyBytes: body, AuthInfoBytes: authInfo, ChainId: c.spec.ID, AccountNumber: number})
	if err != nil {
		return nil, "", err
	}
	sig, err := key.priv.Sign(signDoc)
	if err != nil {
		return nil, "", err
	}
	raw, err := proto.Marshal(&txtypes.TxRaw{BodyBytes: body, AuthInfoBytes: authInfo, Signatures: [][]byte{sig}})
	if err != nil {
		return nil, "", err
	}
	return raw, TxHash(raw), nil
}

// TxHash is a transaction's hash as CometBFT names it.
func TxHash(raw []byte) string {
	sum := sha256.Sum256(raw)
	return strings.ToUpper(hex.EncodeToString(sum[:]))
}

// Broadcast sends a signed transaction (broadcast_tx_sync) and returns once
// the node's mempool has accepted it. A transaction already in the mempool
// or in the cache counts as accepted: resending a saved transaction after a
// crash is how callers make sending idempotent.
func (c *Client) Broadcast(ctx context.Context, raw []byte) error {
	res, err := c.rpc.BroadcastTxSync(ctx, raw)
	if err != nil {
		if strings.Contains(err.Error(), "tx already exists in cache") {
			return nil
		}
		return fmt.Errorf("%s broadcast: %w", c.spec.ID, err)
	}
	if res.Code != 0 {
		return &TxError{Chain: c.spec.ID, Code: res.Code, Log: res.Log}
	}
	return nil
}

// FindTx returns an included transaction by hash, or nil if the chain has
// none (yet).
func (c *Client) FindTx(ctx context.Context, hash string) (*TxResult, error) {
	h, err := hex.DecodeString(hash)
	if err != nil {
		return nil, fmt.Errorf("tx hash %q: %w", hash, err)
	}
	res, err := c.rpc.Tx(ctx, h, false)
	if err != nil {
		if strings.Contains(err.Error(), "not found") {
			return nil, nil
		}
		return nil, fmt.Errorf("%s tx %s: %w", c.spec.ID, hash, err)
	}
	return &TxResult{Hash: strings.ToUpper(hash), Height: res.Height, Code: res.TxResult.Code, Log: res.TxResult.Log, Events: res.TxResult.Events}, nil
}

// WaitTx waits until a transaction is in a block; one that failed there is
// a *TxError carrying its result.
func (c *Client) WaitTx(ctx context.Context, hash string) (*TxResult, error) {
	for {
		res, err := c.FindTx(ctx, hash)
		if err == nil && res != nil {
			if res.Code != 0 {
				return res, &TxError{Chain: c.spec.ID, Code: res.Code, Log: res.Log, Result: res}
			}
			return res, nil
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("%s tx %s not in a block: %w", c.spec.ID, hash, ctx.Err())
		case <-time.After(200 * time.Millisecond):
		}
	}
}
