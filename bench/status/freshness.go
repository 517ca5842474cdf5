package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// routeKind is one kind of route the freshness phase sends.
type routeKind struct {
	Name        string   `json:"name"`
	FromChain   string   `json:"from_chain"`
	ToChain     string   `json:"to_chain"`
	FromSymbol  string   `json:"from_token"`
	ToSymbol    string   `json:"to_token"`
	Amount      int64    `json:"amount"` // base units of the from token, before a per-route offset
	BridgeTypes []string `json:"bridge_types,omitempty"`
}

// kinds are the three route kinds of issue 8's benchmark. Amounts are
// small against the pools, so that five routes in flight move prices by
// far less than the 1% slippage.
var kinds = []routeKind{
	{Name: "swap", FromChain: "1", ToChain: "1", FromSymbol: "USDC", ToSymbol: "WBTC", Amount: 1_000_000_000},
	{Name: "gmp", FromChain: "1", ToChain: "42161", FromSymbol: "USDC", ToSymbol: "USDC", Amount: 200_000_000, BridgeTypes: []string{"gmp"}},
	{Name: "intents", FromChain: "42161", ToChain: "1", FromSymbol: "USDC", ToSymbol: "USDC", Amount: 100_000_000, BridgeTypes: []string{"intents"}},
}

// routeResult is one route's outcome.
type routeResult struct {
	Kind    string `json:"kind"`
	Index   int    `json:"index"`
	Account string `json:"account"`
	Tx      string `json:"tx,omitempty"`
	QuoteID string `json:"quote_id,omitempty"`
	// The completing block (the destination's; the source's for a
	// same-chain swap) and when each of it and the first success was seen.
	Chain       string    `json:"completing_chain,omitempty"`
	Block       uint64    `json:"completing_block,omitempty"`
	BlockSeen   time.Time `json:"block_seen"`
	SuccessSeen time.Time `json:"success_seen"`
	// FreshnessMs is SuccessSeen - BlockSeen.
	FreshnessMs float64 `json:"freshness_ms"`
	// SendToSuccessMs is from sending the route transaction to the first
	// success: the whole route as its user lives it.
	SendToSuccessMs float64  `json:"send_to_success_ms"`
	States          []string `json:"states"`
	Polls           int      `json:"status_polls"`
	Err             string   `json:"error,omitempty"`
}

// freshnessRun sends n routes of kind k, conc at a time (one account
// each), and measures each one's freshness.
// Each route starts after a random pause of up to jitter: a worker that
// starts its next route as soon as the last one succeeded would be in step
// with whatever periodic work produced that success (the tracker's tick),
// and measure the same phase every time; users arrive at random.
func freshnessRun(ctx context.Context, w *world, clocks map[string]*blockClock, k routeKind, n, conc int, poll, jitter time.Duration) []routeResult {
	jobs := make(chan int)
	results := make([]routeResult, n)
	var wg sync.WaitGroup
	for a := range conc {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				if jitter > 0 {
					select {
					case <-time.After(rand.N(jitter)):
					case <-ctx.Done():
					}
				}
				results[i] = runRoute(ctx, w, clocks, k, w.accounts[a], i, poll)
				r := results[i]
				if r.Err != "" {
					progress("  %s #%d: %s", k.Name, i+1, r.Err)
				} else {
					progress("  %s #%d: block %d on chain %s, success after %.0f ms (route %.1f s, states %v)",
						k.Name, i+1, r.Block, r.Chain, r.FreshnessMs, r.SendToSuccessMs/1000, r.States)
				}
			}
		}()
	}
	for i := range n {
		select {
		case jobs <- i:
		case <-ctx.Done():
		}
	}
	close(jobs)
	wg.Wait()
	return results
}

// routeAnswer is the part of POST /v2/route the benchmark acts on.
type routeAnswer struct {
	Route struct {
		QuoteID            string `json:"quoteId"`
		TransactionRequest *struct {
			RouteType string `json:"routeType"`
			Target    string `json:"target"`
			Data      string `json:"data"`
			Value     string `json:"value"`
			GasLimit  string `json:"gasLimit"`
		} `json:"transactionRequest"`
	} `json:"route"`
}

// runRoute quotes, approves and sends one route as a wallet does, then
// polls its status until success.
func runRoute(ctx context.Context, w *world, clocks map[string]*blockClock, k routeKind, acct chain.Account, i int, poll time.Duration) routeResult {
	res := routeResult{Kind: k.Name, Index: i, Account: acct.Address.Hex()}
	fail := func(format string, args ...any) routeResult {
		res.Err = fmt.Sprintf(format, args...)
		return res
	}
	fromToken, err := w.token(k.FromChain, k.FromSymbol)
	if err != nil {
		return fail("%v", err)
	}
	toToken, err := w.token(k.ToChain, k.ToSymbol)
	if err != nil {
		return fail("%v", err)
	}
	// A distinct amount and recipient per route: no two quotes are the
	// same, and the recipient's balance is the route's alone.
	amount := big.NewInt(k.Amount + int64(i))
	recipient := common.BytesToAddress(crypto.Keccak256([]byte(fmt.Sprintf("switchyard bench/status recipient %s %d %d", k.Name, i, time.Now().UnixNano())))[:20])
	body := map[string]any{"fromChain": k.FromChain, "fromToken": fromToken, "fromAmount": amount.String(), "fromAddress": acct.Address.Hex(),
		"toChain": k.ToChain, "toToken": toToken, "toAddress": recipient.Hex(), "slippage": 1}
	if len(k.BridgeTypes) > 0 {
		body["bridgeTypes"] = k.BridgeTypes
	}
	a, err := quote(ctx, w, body)
	if err != nil {
		return fail("quote: %v", err)
	}
	res.QuoteID = a.Route.QuoteID
	tr := a.Route.TransactionRequest
	gas, err1 := strconv.ParseUint(tr.GasLimit, 10, 64)
	value, ok := new(big.Int).SetString(tr.Value, 10)
	data, err2 := hexutil.Decode(tr.Data)
	if err1 != nil || !ok || err2 != nil || !common.IsHexAddress(tr.Target) {
		return fail("quote %s: transactionRequest gasLimit %q value %q target %q data: %v %v", res.QuoteID, tr.GasLimit, tr.Value, tr.Target, err1, err2)
	}
	target := common.HexToAddress(tr.Target)

	// Approve then the route transaction, back to back with consecutive
	// nonces, as a wallet that does not wait for the approval's block.
	nonce, err := w.eth[k.FromChain].PendingNonceAt(ctx, acct.Address)
	if err != nil {
		return fail("nonce: %v", err)
	}
	if _, err := w.send(ctx, k.FromChain, acct.Key, nonce, common.HexToAddress(fromToken), nil, 0,
		bindings.NewERC20Token().PackApprove(target, amount)); err != nil {
		return fail("approve: %v", err)
	}
	tx, err := w.send(ctx, k.FromChain, acct.Key, nonce+1, target, value, gas, data)
	if err != nil {
		return fail("route transaction: %v", err)
	}
	sent := time.Now()
	res.Tx = tx.Hex()

	rec, at, err := pollSuccess(ctx, w, k, res.Tx, res.QuoteID, poll, &res)
	if err != nil {
		return fail("status of %s: %v", res.Tx, err)
	}
	res.SuccessSeen = at
	res.SendToSuccessMs = ms(at.Sub(sent))
	res.Chain, res.Block = k.ToChain, rec.ToChain.BlockNumber
	if k.FromChain == k.ToChain {
		res.Block = rec.FromChain.BlockNumber
	}
	clock := clocks[res.Chain]
	if clock == nil {
		return fail("no block clock for chain %s", res.Chain)
	}
	seen, ok := clock.wait(ctx, res.Block, 2*time.Second)
	if !ok {
		return fail("block %d of chain %s (the record's completing block) was never seen by the block poller", res.Block, res.Chain)
	}
	res.BlockSeen = seen
	res.FreshnessMs = ms(at.Sub(seen))
	return res
}

// quote asks POST /v2/route, waiting out a 429 (the wallet quote limit)
// a few times.
func quote(ctx context.Context, w *world, body map[string]any) (*routeAnswer, error) {
	b, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, w.api+"/v2/route", bytes.NewReader(b))
		if err != nil {
			return nil, err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("x-integrator-id", w.id)
		resp, err := w.http.Do(req)
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
		var a routeAnswer
		if err := json.Unmarshal(raw, &a); err != nil {
			return nil, fmt.Errorf("POST /v2/route: %w", err)
		}
		if a.Route.TransactionRequest == nil || a.Route.QuoteID == "" {
			return nil, fmt.Errorf("POST /v2/route: no transactionRequest or quoteId: %s", loadgen.Truncate(string(raw), 400))
		}
		return &a, nil
	}
}

// statusRecord is the part of a status record the benchmark reads.
type statusRecord struct {
	RouteTransactionStatus string `json:"routeTransactionStatus"`
	Terminal               bool   `json:"terminal"`
	FromChain              struct {
		BlockNumber uint64 `json:"blockNumber"`
	} `json:"fromChain"`
	ToChain struct {
		BlockNumber uint64 `json:"blockNumber"`
	} `json:"toChain"`
}

// statusURL is the GET /v2/status URL of a route transaction.
func statusURL(base string, k routeKind, tx, quoteID string) string {
	q := url.Values{"transactionId": {tx}, "fromChainId": {k.FromChain}, "toChainId": {k.ToChain}, "quoteId": {quoteID}}
	return base + "/v2/status?" + q.Encode()
}

// routeTimeout bounds one route from its transaction to success; GMP
// routes on the devnet take seconds (two confirmations, then the relayer).
const routeTimeout = 3 * time.Minute

// pollSuccess asks GET /v2/status every poll until it answers success,
// and returns that record and when its answer arrived. A 404 is the
// transaction not yet in a block; any other terminal state is an error.
func pollSuccess(ctx context.Context, w *world, k routeKind, tx, quoteID string, poll time.Duration, res *routeResult) (*statusRecord, time.Time, error) {
	u := statusURL(w.api, k, tx, quoteID)
	tick := time.NewTicker(poll)
	defer tick.Stop()
	deadline := time.Now().Add(routeTimeout)
	for {
		state, rec, at, err := getStatus(ctx, w, u)
		res.Polls++
		if err != nil {
			return nil, at, err
		}
		if n := len(res.States); n == 0 || res.States[n-1] != state {
			res.States = append(res.States, state)
		}
		if state == "success" {
			return rec, at, nil
		}
		if rec != nil && rec.Terminal {
			return nil, at, fmt.Errorf("ended %s", state)
		}
		if at.After(deadline) {
			return nil, at, fmt.Errorf("still %s after %s (states %v)", state, routeTimeout, res.States)
		}
		select {
		case <-ctx.Done():
			return nil, at, ctx.Err()
		case <-tick.C:
		}
	}
}

// getStatus asks once; it returns the state (not_found for a 404 that
// says so) and when the answer was read.
func getStatus(ctx context.Context, w *world, u string) (string, *statusRecord, time.Time, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return "", nil, time.Now(), err
	}
	req.Header.Set("x-integrator-id", w.id)
	resp, err := w.http.Do(req)
	if err != nil {
		return "", nil, time.Now(), err
	}
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	resp.Body.Close()
	at := time.Now()
	if err != nil {
		return "", nil, at, err
	}
	switch resp.StatusCode {
	case http.StatusOK:
		var rec statusRecord
		if err := json.Unmarshal(raw, &rec); err != nil {
			return "", nil, at, fmt.Errorf("status record: %w", err)
		}
		return rec.RouteTransactionStatus, &rec, at, nil
	case http.StatusNotFound:
		var e struct {
			RouteTransactionStatus string `json:"routeTransactionStatus"`
		}
		if json.Unmarshal(raw, &e) == nil && e.RouteTransactionStatus == "not_found" {
			return "not_found", nil, at, nil
		}
	}
	return "", nil, at, errors.New("GET /v2/status: " + strconv.Itoa(resp.StatusCode) + " " + loadgen.Truncate(string(raw), 300))
}
