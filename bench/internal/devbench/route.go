package devbench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// RouteKind is one kind of route the benchmarks send.
type RouteKind struct {
	Name        string   `json:"name"`
	FromChain   string   `json:"from_chain"`
	ToChain     string   `json:"to_chain"`
	FromSymbol  string   `json:"from_token"`
	ToSymbol    string   `json:"to_token"`
	Amount      int64    `json:"amount"` // base units of the from token, before a per-route offset
	BridgeTypes []string `json:"bridge_types,omitempty"`
}

// Kinds are the three route kinds on devnet chains 1 and 42161. Amounts
// are small against the pools, so that several routes in flight move
// prices by far less than the 1% slippage.
var Kinds = []RouteKind{
	{Name: "swap", FromChain: "1", ToChain: "1", FromSymbol: "USDC", ToSymbol: "WBTC", Amount: 1_000_000_000},
	{Name: "gmp", FromChain: "1", ToChain: "42161", FromSymbol: "USDC", ToSymbol: "USDC", Amount: 200_000_000, BridgeTypes: []string{"gmp"}},
	{Name: "intents", FromChain: "42161", ToChain: "1", FromSymbol: "USDC", ToSymbol: "USDC", Amount: 100_000_000, BridgeTypes: []string{"intents"}},
}

// SelectKinds picks Kinds by a comma-separated list of names, in its order.
func SelectKinds(list string) ([]RouteKind, error) {
	return Pick(list, Kinds, func(k RouteKind) string { return k.Name })
}

// Pick picks from all by a comma-separated list of names (-kinds), in the
// list's order.
func Pick[K any](list string, all []K, name func(K) string) ([]K, error) {
	var out []K
	known := make([]string, len(all))
	for i, k := range all {
		known[i] = name(k)
	}
	for _, n := range SplitList(list) {
		i := slices.Index(known, n)
		if i < 0 {
			return nil, fmt.Errorf("-kinds: unknown kind %q (%s)", n, strings.Join(known, ", "))
		}
		out = append(out, all[i])
	}
	if len(out) == 0 {
		return nil, errors.New("-kinds: none chosen")
	}
	return out, nil
}

// SplitList splits a comma-separated flag value, dropping empty items.
func SplitList(s string) []string {
	var out []string
	for _, x := range strings.Split(s, ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}

// Sent is a route transaction a wallet has sent.
type Sent struct {
	QuoteID string
	Tx      string    // hash, 0x-hex
	At      time.Time // when the route transaction was handed to the chain
}

// QuoteRoute asks POST /v2/route for route i of kind k from acct: a
// distinct amount and a fresh recipient per route, so that no two quotes
// are the same and the recipient's balance is the route's alone. It
// returns the answer and the amount.
func QuoteRoute(ctx context.Context, w *World, k RouteKind, acct chain.Account, i int) (*api.Route, *big.Int, error) {
	fromToken, err := w.Token(k.FromChain, k.FromSymbol)
	if err != nil {
		return nil, nil, err
	}
	toToken, err := w.Token(k.ToChain, k.ToSymbol)
	if err != nil {
		return nil, nil, err
	}
	amount := big.NewInt(k.Amount + int64(i))
	recipient := common.BytesToAddress(crypto.Keccak256([]byte(fmt.Sprintf("switchyard bench recipient %s %d %d", k.Name, i, time.Now().UnixNano())))[:20])
	body := map[string]any{"fromChain": k.FromChain, "fromToken": fromToken, "fromAmount": amount.String(), "fromAddress": acct.Address.Hex(),
		"toChain": k.ToChain, "toToken": toToken, "toAddress": recipient.Hex(), "slippage": 1}
	if len(k.BridgeTypes) > 0 {
		body["bridgeTypes"] = k.BridgeTypes
	}
	a, err := Quote(ctx, w, body)
	if err != nil {
		return nil, nil, fmt.Errorf("quote: %w", err)
	}
	return a, amount, nil
}

// SendRoute quotes route i of kind k from acct (QuoteRoute) and sends the
// approval and the route transaction back to back with consecutive
// nonces, as a wallet that does not wait for the approval's block.
// beforeSend (if not nil) runs once the route transaction is signed,
// before it is sent: a stream opened there cannot miss any of its
// changes. On error the returned Sent holds what is known so far.
func SendRoute(ctx context.Context, w *World, k RouteKind, acct chain.Account, i int, beforeSend func(sent Sent) error) (Sent, error) {
	ro, amount, err := QuoteRoute(ctx, w, k, acct, i)
	if err != nil {
		return Sent{}, err
	}
	fromToken, err := w.Token(k.FromChain, k.FromSymbol)
	if err != nil {
		return Sent{}, err
	}
	return SendEVM(ctx, w, k.FromChain, acct, fromToken, amount, ro, beforeSend)
}

// SendEVM sends an EVM-source route from acct as a wallet that does not
// wait for the approval's block: the approval of amount of fromToken to
// the route's target, then the route's transactionRequest, back to back
// with consecutive nonces. beforeSend (if not nil) runs once the route
// transaction is signed, before it is sent: a stream opened there cannot
// miss any of its changes. On error the returned Sent holds what is known
// so far.
func SendEVM(ctx context.Context, w *World, chainID string, acct chain.Account, fromToken string, amount *big.Int, ro *api.Route,
	beforeSend func(sent Sent) error) (Sent, error) {
	s := Sent{QuoteID: ro.QuoteID}
	tr := ro.TransactionRequest
	gas, err1 := strconv.ParseUint(tr.GasLimit, 10, 64)
	value, ok := new(big.Int).SetString(tr.Value, 10)
	data, err2 := hexutil.Decode(tr.Data)
	if err1 != nil || !ok || err2 != nil || !common.IsHexAddress(tr.Target) {
		return s, fmt.Errorf("quote %s: transactionRequest gasLimit %q value %q target %q data: %v %v", s.QuoteID, tr.GasLimit, tr.Value, tr.Target, err1, err2)
	}
	target := common.HexToAddress(tr.Target)

	nonce, err := w.Eth[chainID].PendingNonceAt(ctx, acct.Address)
	if err != nil {
		return s, fmt.Errorf("nonce: %w", err)
	}
	approve, err := w.Sign(ctx, chainID, acct.Key, nonce, common.HexToAddress(fromToken), nil, 0,
		bindings.NewERC20Token().PackApprove(target, amount))
	if err == nil {
		err = w.Send(ctx, chainID, approve)
	}
	if err != nil {
		return s, fmt.Errorf("approve: %w", err)
	}
	tx, err := w.Sign(ctx, chainID, acct.Key, nonce+1, target, value, gas, data)
	if err != nil {
		return s, fmt.Errorf("route transaction: %w", err)
	}
	s.Tx = tx.Hash().Hex()
	if beforeSend != nil {
		if err := beforeSend(s); err != nil {
			return s, err
		}
	}
	// Dated before sending: on the devnet the block that includes it can
	// be sealed, and its status pushed, before eth_sendRawTransaction
	// answers.
	s.At = time.Now()
	if err := w.Send(ctx, chainID, tx); err != nil {
		return s, fmt.Errorf("route transaction: %w", err)
	}
	return s, nil
}

// Quote asks POST /v2/route, waiting out a 429 (the wallet quote limit)
// a few times.
func Quote(ctx context.Context, w *World, body map[string]any) (*api.Route, error) {
	b, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, w.API+"/v2/route", bytes.NewReader(b))
		if err != nil {
			return nil, err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("x-integrator-id", w.ID)
		resp, err := w.HTTP.Do(req)
		if err != nil {
			return nil, err
		}
		raw, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
		resp.Body.Close()
		if err != nil {
			return nil, err
		}
		if resp.StatusCode == http.StatusTooManyRequests && attempt < 5 {
			wait := time.Second
			if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && s > 0 {
				wait = time.Duration(s) * time.Second
			}
			select {
			case <-time.After(wait):
				continue
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		if resp.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("POST /v2/route: %d %s", resp.StatusCode, loadgen.Truncate(string(raw), 400))
		}
		var a api.RouteResponse
		if err := json.Unmarshal(raw, &a); err != nil {
			return nil, fmt.Errorf("POST /v2/route: %w: %s", err, loadgen.Truncate(string(raw), 400))
		}
		if a.Route.TransactionRequest == nil || a.Route.QuoteID == "" {
			return nil, fmt.Errorf("POST /v2/route: no transactionRequest or quoteId: %s", loadgen.Truncate(string(raw), 400))
		}
		return &a.Route, nil
	}
}

// StatusRecord is the part of a status record the benchmarks read.
type StatusRecord struct {
	RouteTransactionStatus string `json:"routeTransactionStatus"`
	Terminal               bool   `json:"terminal"`
	FromChain              struct {
		BlockNumber uint64 `json:"blockNumber"`
	} `json:"fromChain"`
	ToChain struct {
		BlockNumber uint64 `json:"blockNumber"`
	} `json:"toChain"`
}

// CompletingBlock is the chain and number of the block that completed a
// route of kind k: the destination's, the source's for a same-chain swap.
func (r *StatusRecord) CompletingBlock(k RouteKind) (string, uint64) {
	if k.FromChain == k.ToChain {
		return k.FromChain, r.FromChain.BlockNumber
	}
	return k.ToChain, r.ToChain.BlockNumber
}

// StatusQuery is the query string of GET /v2/status (and its stream) for
// a route transaction.
func StatusQuery(k RouteKind, tx, quoteID string) string {
	return url.Values{"transactionId": {tx}, "fromChainId": {k.FromChain}, "toChainId": {k.ToChain}, "quoteId": {quoteID}}.Encode()
}

// Ms is a duration in milliseconds, to the microsecond.
func Ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
