//go:build !nodevnet

package main

import (
	"context"
	"encoding/json"
	"math/big"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/status"
	"github.com/switchyard-dev/switchyard/store/sqlite"
)

// statusOf asks GET /v2/status as a client would.
func (w *routeWorld) statusOf(tx, from, to, quoteID string) (int, *status.Record, []byte) {
	w.t.Helper()
	q := url.Values{"transactionId": {tx}, "fromChainId": {from}, "toChainId": {to}, "quoteId": {quoteID}, "requestId": {"legacy-1"}}
	resp, raw := w.s.do("GET", "/v2/status?"+q.Encode(), w.id, "")
	if resp.StatusCode >= 500 {
		w.t.Fatalf("status: %d %s\nstderr:\n%s", resp.StatusCode, raw, w.s.stderr.String())
	}
	if resp.StatusCode != 200 {
		return resp.StatusCode, nil, raw
	}
	var rec status.Record
	if err := json.Unmarshal(raw, &rec); err != nil {
		w.t.Fatalf("status body: %v\n%s", err, raw)
	}
	return resp.StatusCode, &rec, raw
}

// waitState polls the status every 100 ms until routeTransactionStatus is
// want, and returns the record with every state seen on the way.
func (w *routeWorld) waitState(tx, from, to, quoteID, want string) (*status.Record, []string) {
	w.t.Helper()
	var seen []string
	deadline := time.Now().Add(120 * time.Second)
	for {
		code, rec, raw := w.statusOf(tx, from, to, quoteID)
		state := status.StateNotFound
		if code == 200 {
			state = rec.RouteTransactionStatus
		} else if code != 404 {
			w.t.Fatalf("status: %d %s", code, raw)
		}
		if len(seen) == 0 || seen[len(seen)-1] != state {
			seen = append(seen, state)
		}
		if state == want {
			return rec, seen
		}
		if rec != nil && rec.Terminal {
			w.t.Fatalf("status ended %s (want %s): %s", state, want, raw)
		}
		if time.Now().After(deadline) {
			w.t.Fatalf("status still %s after 2 minutes (want %s; seen %v): %s", state, want, seen, raw)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// checkCommon checks what every found record carries.
func checkCommon(t *testing.T, rec *status.Record, tx, from, to string) {
	t.Helper()
	if rec.ID != tx || rec.FromChain.TransactionID != tx {
		t.Errorf("id %s, fromChain.transactionId %s, want %s", rec.ID, rec.FromChain.TransactionID, tx)
	}
	var cd struct{ ChainID string }
	if err := json.Unmarshal(rec.FromChain.ChainData, &cd); err != nil || cd.ChainID != from {
		t.Errorf("fromChain.chainData chainId %q (%v), want %s", cd.ChainID, err, from)
	}
	if err := json.Unmarshal(rec.ToChain.ChainData, &cd); err != nil || cd.ChainID != to {
		t.Errorf("toChain.chainData chainId %q (%v), want %s", cd.ChainID, err, to)
	}
	if !strings.Contains(rec.FromChain.TransactionURL, tx) {
		t.Errorf("fromChain.transactionUrl %q does not link the transaction", rec.FromChain.TransactionURL)
	}
	if rec.RequestID != "legacy-1" || rec.IntegratorID != "wallet" {
		t.Errorf("requestId %q integratorId %q", rec.RequestID, rec.IntegratorID)
	}
	if rec.Terminal != status.Terminal(rec.RouteTransactionStatus) {
		t.Errorf("terminal %v for %s", rec.Terminal, rec.RouteTransactionStatus)
	}
}

// route quotes and executes a route and returns the quote and receipt.
func (w *routeWorld) route(from, to, fromSym, toSym, amount string, recipient common.Address, extra map[string]any) (*routeAnswer, *types.Receipt) {
	w.t.Helper()
	fromToken, toToken := w.token(from, fromSym), w.token(to, toSym)
	w.waitFresh(from, to)
	body := map[string]any{"fromChain": from, "fromToken": fromToken, "fromAmount": amount, "fromAddress": w.user.Hex(),
		"toChain": to, "toToken": toToken, "toAddress": recipient.Hex(), "slippage": 1}
	for k, v := range extra {
		body[k] = v
	}
	a, code, raw := w.quote(body)
	if code != 200 {
		w.t.Fatalf("route: %d %s", code, raw)
	}
	return a, w.execute(from, fromToken, amount, a)
}

// TestStatusOnDevnet produces every state through real transactions and
// reads each through GET /v2/status.
func TestStatusOnDevnet(t *testing.T) {
	w := newRouteWorld(t, "1,42161")
	w.fund("1", "USDC", "100000000000")
	w.fund("42161", "USDC", "100000000000")
	ctx := context.Background()

	t.Run("same-chain swap: success", func(t *testing.T) {
		w.t = t
		to := freshAddress("status swap")
		a, r := w.route("1", "1", "USDC", "WBTC", "5000000000", to, nil)
		tx := r.TxHash.Hex()
		rec, _ := w.waitState(tx, "1", "1", a.Route.QuoteID, status.StateSuccess)
		checkCommon(t, rec, tx, "1", "1")
		if rec.Status != "executed" || rec.IsGMPTransaction || !rec.Terminal || rec.NextPollSeconds != 0 {
			t.Errorf("record %+v", rec)
		}
		got := w.balance("1", w.token("1", "WBTC"), to)
		if rec.FundsAt == nil || rec.FundsAt.Amount != got.String() || !strings.EqualFold(rec.FundsAt.Address, to.Hex()) {
			t.Errorf("fundsAt %+v, recipient holds %s", rec.FundsAt, got)
		}
		if rec.FromChain.BlockNumber != r.BlockNumber.Uint64() || len(rec.FromChain.CallEventLog) == 0 {
			t.Errorf("fromChain block %d (want %d), %d events", rec.FromChain.BlockNumber, r.BlockNumber, len(rec.FromChain.CallEventLog))
		}
	})

	t.Run("GMP route: ongoing then success", func(t *testing.T) {
		w.t = t
		w.solver(true) // no intents quote: the GMP bridge
		defer w.solver(false)
		to := freshAddress("status gmp")
		usdc := w.token("1", "USDC")
		a := w.quoteGMP(to)
		// Sent as wallets do, then followed at once: the bridge needs its
		// confirmations, so the route is ongoing for a while.
		signed := w.approveAndSign("1", a, usdc, "2000000000")
		if err := w.clients["1"].SendTransaction(ctx, signed); err != nil {
			t.Fatal(err)
		}
		tx := signed.Hash().Hex()
		rec, seen := w.waitState(tx, "1", "42161", a.Route.QuoteID, status.StateSuccess)
		if !slices.Contains(seen, status.StateOngoing) {
			t.Errorf("states seen %v: no ongoing", seen)
		}
		t.Logf("GMP states: %v", seen)
		checkCommon(t, rec, tx, "1", "42161")
		if !rec.IsGMPTransaction || rec.Status != "destination_executed" || rec.ToChain.TransactionID == "" || rec.BridgeTransactionURL == "" {
			t.Errorf("record %+v", rec)
		}
		if len(rec.RouteStatus) != 2 || rec.RouteStatus[1].Status != "success" || rec.RouteStatus[1].Action != "call" {
			t.Errorf("routeStatus %+v", rec.RouteStatus)
		}
		minimum, _ := new(big.Int).SetString(a.Route.Estimate.ToAmountMin, 10)
		got := w.balance("42161", w.token("42161", "USDC"), to)
		if rec.FundsAt == nil || rec.FundsAt.Amount != got.String() || got.Cmp(minimum) < 0 {
			t.Errorf("fundsAt %+v, recipient holds %s, toAmountMin %s", rec.FundsAt, got, minimum)
		}
		if _, ok := rec.TimeSpent["total"]; !ok {
			t.Errorf("timeSpent %v has no total", rec.TimeSpent)
		}
	})

	t.Run("intents route: success", func(t *testing.T) {
		w.t = t
		to := freshAddress("status intents")
		fromToken := w.token("42161", "USDC")
		w.waitFresh("42161", "1")
		a, code, raw := w.quote(map[string]any{"fromChain": "42161", "fromToken": fromToken, "fromAmount": "1000000000", "fromAddress": w.user.Hex(),
			"toChain": "1", "toToken": w.token("1", "USDC"), "toAddress": to.Hex(), "slippage": 1, "bridgeTypes": []string{"intents"}})
		if code != 200 || a.Route.TransactionRequest.RouteType != "INTENTS" {
			t.Fatalf("route: %d %s", code, raw)
		}
		// The solver waits until the test has seen the order ongoing.
		w.solver(true)
		tx := w.execute("42161", fromToken, "1000000000", a).TxHash.Hex()
		for range 3 {
			code, rec, raw := w.statusOf(tx, "42161", "1", a.Route.QuoteID)
			if code != 200 || rec.RouteTransactionStatus != status.StateOngoing || rec.Status != "created" || rec.NextPollSeconds < 1 {
				t.Fatalf("an unfilled order: %d %s", code, raw)
			}
			time.Sleep(200 * time.Millisecond)
		}
		w.solver(false)
		rec, _ := w.waitState(tx, "42161", "1", a.Route.QuoteID, status.StateSuccess)
		checkCommon(t, rec, tx, "42161", "1")
		if rec.Status != "filled" || rec.FundsAt == nil || rec.FundsAt.Amount != a.Route.Estimate.ToAmount {
			t.Errorf("record %+v fundsAt %+v, toAmount %s", rec, rec.FundsAt, a.Route.Estimate.ToAmount)
		}
	})

	t.Run("needs_gas, then success after the record's recovery", func(t *testing.T) {
		w.t = t
		w.solver(true)
		defer w.solver(false)
		to := freshAddress("status needs gas")
		usdc := w.token("1", "USDC")
		a := w.quoteGMP(to)
		// The destination's gas spikes after the quote prepaid it.
		if _, err := w.admin.SpikeGas(ctx, "42161", "5000"); err != nil {
			t.Fatal(err)
		}
		defer w.admin.ResetGas(ctx, "42161")
		tx := w.execute("1", usdc, "2000000000", a).TxHash.Hex()
		rec, _ := w.waitState(tx, "1", "42161", a.Route.QuoteID, status.StateNeedsGas)
		if rec.Recovery == nil || rec.Recovery.Type != "add_gas" || rec.Recovery.ChainID != "1" || rec.Terminal {
			t.Fatalf("needs_gas record without recovery: %+v", rec)
		}
		// Sent as is from another funded account (Hardhat/Anvil account 6).
		payer, _ := crypto.HexToECDSA("92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e")
		value, _ := new(big.Int).SetString(rec.Recovery.Value, 10)
		sendTx(t, ctx, w.clients["1"], payer, 1, common.HexToAddress(rec.Recovery.Target), value, hexutil.MustDecode(rec.Recovery.Data))
		rec, seen := w.waitState(tx, "1", "42161", a.Route.QuoteID, status.StateSuccess)
		if rec.Recovery != nil {
			t.Errorf("success with a recovery: %+v", rec.Recovery)
		}
		t.Logf("states after the recovery: %v", seen)
		// Every stored change, replayed by a stream resumed after 0:
		// needs_gas, then ongoing once the gas is on chain, then success.
		events, _ := w.openStream(ctx, tx, "1", "42161", a.Route.QuoteID, "0")
		var order []string
		for _, ev := range collect(t, events, 30*time.Second) {
			if n := len(order); n == 0 || order[n-1] != ev.Rec.RouteTransactionStatus {
				order = append(order, ev.Rec.RouteTransactionStatus)
			}
		}
		i := slices.Index(order, status.StateNeedsGas)
		if i < 0 || !slices.Equal(order[i:], []string{status.StateNeedsGas, status.StateOngoing, status.StateSuccess}) {
			t.Errorf("stored changes %v: want needs_gas, ongoing, success", order)
		}
	})

	t.Run("partial_success: the destination pool moved", func(t *testing.T) {
		// The destination's routes now split over Uniswap V3 pools, whose
		// prices move only by swaps through their positions, and reach
		// WETH by several paths: moving the two V2 pairs no longer makes
		// the destination swap fail. partial_success stays covered by the
		// status package's derivation tests until this moves every path.
		t.Skip("needs a way to move every destination path's price on the V3 world")
		w.t = t
		w.solver(true)
		defer w.solver(false)
		to := freshAddress("status partial")
		fromToken, toToken := w.token("1", "USDC"), w.token("42161", "WETH")
		w.waitFresh("1", "42161")
		a, code, raw := w.quote(map[string]any{"fromChain": "1", "fromToken": fromToken, "fromAmount": "3000000000", "fromAddress": w.user.Hex(),
			"toChain": "42161", "toToken": toToken, "toAddress": to.Hex(), "slippage": 1})
		if code != 200 {
			t.Fatalf("route: %d %s", code, raw)
		}
		// WETH doubles in price on the destination: the swap there returns
		// about half of toAmountMin and the router delivers the bridged token.
		for _, pool := range []string{"WETH/USDC", "WETH/USDT0"} {
			if _, err := w.admin.SetPoolPrice(ctx, devnet.PoolPriceRequest{ChainID: "42161", Pool: pool, Price: "6000"}); err != nil {
				t.Fatal(err)
			}
			defer w.admin.SetPoolPrice(ctx, devnet.PoolPriceRequest{ChainID: "42161", Pool: pool, Price: "3000"})
		}
		r := w.execute("1", fromToken, "3000000000", a)
		tx := r.TxHash.Hex()
		rec, _ := w.waitState(tx, "1", "42161", a.Route.QuoteID, status.StatePartialSuccess)
		if rec.FundsAt == nil || !strings.EqualFold(rec.FundsAt.Address, to.Hex()) || rec.FundsAt.ChainID != "42161" || rec.Error.Message == "" {
			t.Fatalf("partial_success record: fundsAt %+v error %+v", rec.FundsAt, rec.Error)
		}
		held := w.balance("42161", rec.FundsAt.Token, to)
		if held.String() != rec.FundsAt.Amount || held.Sign() == 0 {
			t.Errorf("recipient holds %s of %s; fundsAt says %s", held, rec.FundsAt.Token, rec.FundsAt.Amount)
		}
		if w.balance("42161", toToken, to).Sign() != 0 {
			t.Errorf("recipient got WETH too")
		}
	})

	t.Run("refund: solver paused, short order lifetime", func(t *testing.T) {
		w.t = t
		// Devnet chains seal a block per transaction, each at least a
		// second after its parent, so their clocks run ahead of the wall
		// clock under load; the order lives 15 s of chain time.
		head, err := w.clients["42161"].HeaderByNumber(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		ahead := max(time.Until(time.Unix(int64(head.Time), 0)), 0)
		if _, err := w.admin.SetOrderLifetime(ctx, (ahead + 15*time.Second).Round(time.Second).String()); err != nil {
			t.Fatal(err)
		}
		defer w.admin.SetOrderLifetime(ctx, "10m")
		to := freshAddress("status refund")
		fromToken := w.token("42161", "USDC")
		w.waitFresh("42161", "1")
		a, code, raw := w.quote(map[string]any{"fromChain": "42161", "fromToken": fromToken, "fromAmount": "1000000000", "fromAddress": w.user.Hex(),
			"toChain": "1", "toToken": w.token("1", "USDC"), "toAddress": to.Hex(), "slippage": 1})
		if code != 200 || a.Route.TransactionRequest.RouteType != "INTENTS" {
			t.Fatalf("route: %d %s", code, raw)
		}
		w.solver(true)
		defer w.solver(false)
		before := w.balance("42161", fromToken, w.user)
		r := w.execute("42161", fromToken, "1000000000", a)
		rec, seen := w.waitState(r.TxHash.Hex(), "42161", "1", a.Route.QuoteID, status.StateRefund)
		if rec.FundsAt == nil || !strings.EqualFold(rec.FundsAt.Address, w.user.Hex()) || rec.FundsAt.Amount != "1000000000" || rec.FundsAt.ChainID != "42161" {
			t.Errorf("refund fundsAt %+v", rec.FundsAt)
		}
		if after := w.balance("42161", fromToken, w.user); after.Cmp(before) != 0 {
			t.Errorf("fromAddress holds %s after the refund, %s before the route", after, before)
		}
		if n := len(rec.RouteStatus); n != 3 || rec.RouteStatus[2].Action != "refund" || rec.RouteStatus[2].Status != "refunded" {
			t.Errorf("routeStatus %+v", rec.RouteStatus)
		}
		t.Logf("states: %v", seen)
	})
}

// quoteGMP quotes 2,000 USDC from chain 1 to USDC on 42161 over the GMP
// bridge, to recipient.
func (w *routeWorld) quoteGMP(recipient common.Address) *routeAnswer {
	w.t.Helper()
	w.waitFresh("1", "42161")
	a, code, raw := w.quote(map[string]any{"fromChain": "1", "fromToken": w.token("1", "USDC"), "fromAmount": "2000000000", "fromAddress": w.user.Hex(),
		"toChain": "42161", "toToken": w.token("42161", "USDC"), "toAddress": recipient.Hex(), "bridgeTypes": []string{"gmp"}})
	if code != 200 {
		w.t.Fatalf("route: %d %s", code, raw)
	}
	return a
}

// approveAndSign approves the route's target for amount of fromToken on
// its source chain (waiting for it), then signs the route transaction
// without sending it: its hash is known before it is sent.
func (w *routeWorld) approveAndSign(chain string, a *routeAnswer, fromToken, amount string) *types.Transaction {
	w.t.Helper()
	tr := a.Route.TransactionRequest
	chainID, _ := new(big.Int).SetString(chain, 10)
	n, _ := new(big.Int).SetString(amount, 10)
	sendTx(w.t, context.Background(), w.clients[chain], w.key, chainID.Int64(), common.HexToAddress(fromToken), nil,
		bindings.NewERC20Token().PackApprove(common.HexToAddress(tr.Target), n))
	gas, _ := new(big.Int).SetString(tr.GasLimit, 10)
	value, _ := new(big.Int).SetString(tr.Value, 10)
	return signRaw(w.t, w, chain, common.HexToAddress(tr.Target), value, gas.Uint64(), hexutil.MustDecode(tr.Data), big.NewInt(2e9))
}

// sendRaw signs and sends {to, data, value, gas} with the given tip and
// does not wait: what a wallet does before the transaction is mined.
func sendRaw(t *testing.T, w *routeWorld, chain string, to common.Address, value *big.Int, gas uint64, data []byte, tip *big.Int) common.Hash {
	t.Helper()
	tx := signRaw(t, w, chain, to, value, gas, data, tip)
	if err := w.clients[chain].SendTransaction(context.Background(), tx); err != nil {
		t.Fatalf("send: %v", err)
	}
	return tx.Hash()
}

// signRaw signs {to, data, value, gas} with the next pending nonce.
func signRaw(t *testing.T, w *routeWorld, chain string, to common.Address, value *big.Int, gas uint64, data []byte, tip *big.Int) *types.Transaction {
	t.Helper()
	ctx := context.Background()
	client := w.clients[chain]
	chainID, _ := new(big.Int).SetString(chain, 10)
	nonce, err := client.PendingNonceAt(ctx, w.user)
	if err != nil {
		t.Fatal(err)
	}
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	tx, err := types.SignNewTx(w.key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{ChainID: chainID, Nonce: nonce,
		GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &to, Value: value, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	return tx
}

// TestStatusNotFoundAndErrors: a transaction not yet in a block is a 404
// with routeTransactionStatus not_found until it is mined; every decided
// error answers its status, type and message.
func TestStatusNotFoundAndErrors(t *testing.T) {
	w := newRouteWorld(t, "1,42161")
	w.fund("1", "USDC", "100000000000")
	ctx := context.Background()
	usdc, wbtc := w.token("1", "USDC"), w.token("1", "WBTC")
	w.waitFresh("1")
	a, code, raw := w.quote(map[string]any{"fromChain": "1", "fromToken": usdc, "fromAmount": "1000000000", "fromAddress": w.user.Hex(),
		"toChain": "1", "toToken": wbtc, "toAddress": freshAddress("status errors").Hex()})
	if code != 200 {
		t.Fatalf("route: %d %s", code, raw)
	}
	tr := a.Route.TransactionRequest
	gas, _ := new(big.Int).SetString(tr.GasLimit, 10)
	target := common.HexToAddress(tr.Target)

	type errBody struct {
		Message, Type, RouteTransactionStatus string
		StatusCode                            int
	}
	expect := func(t *testing.T, query url.Values, code int, typ, msg, state string) {
		t.Helper()
		resp, raw := w.s.do("GET", "/v2/status?"+query.Encode(), w.id, "")
		var b errBody
		json.Unmarshal(raw, &b)
		if resp.StatusCode != code || b.Type != typ || b.StatusCode != code || !strings.Contains(b.Message, msg) || b.RouteTransactionStatus != state {
			t.Errorf("GET /v2/status?%s: %d %s; want %d %s containing %q (routeTransactionStatus %q)", query.Encode(), resp.StatusCode, raw, code, typ, msg, state)
		}
	}
	q := func(tx, from, to, quote string) url.Values {
		v := url.Values{}
		for k, x := range map[string]string{"transactionId": tx, "fromChainId": from, "toChainId": to, "quoteId": quote} {
			if x != "" {
				v.Set(k, x)
			}
		}
		return v
	}

	t.Run("not_found while the transaction waits in the pool, then found", func(t *testing.T) {
		w.t = t
		amount, _ := new(big.Int).SetString("1000000000", 10)
		sendTx(t, ctx, w.clients["1"], w.key, 1, common.HexToAddress(usdc), nil, bindings.NewERC20Token().PackApprove(target, amount))
		if _, err := w.admin.SpikeGas(ctx, "1", "500"); err != nil {
			t.Fatal(err)
		}
		// Tipped at the calm 1 gwei, below the spike: it waits in the pool.
		tx := sendRaw(t, w, "1", target, big.NewInt(0), gas.Uint64(), hexutil.MustDecode(tr.Data), big.NewInt(1e9)).Hex()
		for range 3 {
			expect(t, q(tx, "1", "1", a.Route.QuoteID), 404, "NOT_FOUND", "not yet on chain 1", "not_found")
			time.Sleep(300 * time.Millisecond)
		}
		if _, err := w.admin.ResetGas(ctx, "1"); err != nil {
			t.Fatal(err)
		}
		rec, seen := w.waitState(tx, "1", "1", a.Route.QuoteID, status.StateSuccess)
		if seen[0] != status.StateNotFound || rec.FundsAt == nil {
			t.Errorf("states %v, fundsAt %+v", seen, rec.FundsAt)
		}
	})

	t.Run("decided errors", func(t *testing.T) {
		w.t = t
		some := "0x" + strings.Repeat("ab", 32)
		expect(t, q("", "", "", ""), 400, "BAD_REQUEST", "transactionId, fromChainId, toChainId, quoteId", "")
		expect(t, q(some, "1", "", "x"), 400, "BAD_REQUEST", "missing required query parameter: toChainId", "")
		expect(t, q("0x1234", "1", "1", a.Route.QuoteID), 400, "BAD_REQUEST", "not a transaction hash", "")
		expect(t, q(some, "1", "1", "no-such-quote"), 404, "NOT_FOUND", `quote "no-such-quote" not found`, "")
		expect(t, q(some, "42161", "1", a.Route.QuoteID), 400, "BAD_REQUEST", `fromChainId "42161" contradicts quote`, "")
		expect(t, q(some, "1", "42161", a.Route.QuoteID), 400, "BAD_REQUEST", `toChainId "42161" contradicts quote`, "")
		// The quote's transaction again: nothing approved any more, so the
		// router's transferFrom reverts and no funds leave the wallet.
		tx := sendRaw(t, w, "1", target, big.NewInt(0), gas.Uint64(), hexutil.MustDecode(tr.Data), big.NewInt(1e9))
		wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		r, err := bind.WaitMined(wctx, w.clients["1"], tx)
		if err != nil || r.Status != types.ReceiptStatusFailed {
			t.Fatalf("the unapproved route should revert: %v %+v", err, r)
		}
		expect(t, q(tx.Hex(), "1", "1", a.Route.QuoteID), 400, "BAD_REQUEST", "no funds left the wallet", "")
	})
}

// statusConformanceTx executes a same-chain route (1 ETH to USDC on chain
// 1, from Hardhat/Anvil account 7) and returns its transaction and quote,
// for the OpenAPI conformance test's status cases.
func statusConformanceTx(t *testing.T, s *service, id string) (tx, quoteID string) {
	t.Helper()
	rpc, _ := s.devnetURLs()
	client, err := ethclient.Dial(rpc["1"])
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	key, _ := crypto.HexToECDSA("4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356")
	from := crypto.PubkeyToAddress(key.PublicKey)
	body := `{"fromChain":"1","fromToken":"` + nativeToken + `","fromAmount":"1000000000000000000","fromAddress":"` + from.Hex() +
		`","toChain":"1","toToken":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48","toAddress":"` + from.Hex() + `"}`
	resp, raw := s.do("POST", "/v2/route", id, body)
	var a routeAnswer
	if resp.StatusCode != 200 || json.Unmarshal(raw, &a) != nil || a.Route.TransactionRequest == nil {
		t.Fatalf("route for the status cases: %d %s", resp.StatusCode, raw)
	}
	tr := a.Route.TransactionRequest
	value, _ := new(big.Int).SetString(tr.Value, 10)
	gas, _ := new(big.Int).SetString(tr.GasLimit, 10)
	r := sendRouteTx(t, context.Background(), client, key, big.NewInt(1), common.HexToAddress(tr.Target), value, gas.Uint64(), hexutil.MustDecode(tr.Data))
	return r.TxHash.Hex(), a.Route.QuoteID
}

// TestStatusSurvivesRestart: a terminal record is answered from the store
// after a restart, and a transaction in flight when the service stopped is
// followed to its end by the next start.
func TestStatusSurvivesRestart(t *testing.T) {
	dir := t.TempDir()
	args := []string{"--devnet-chains", "1,42161", "--devnet-explorer-delay", "0s"}
	s := startServiceIn(t, dir, args...)
	w := attachRouteWorld(t, s, "")
	w.fund("1", "USDC", "100000000000")
	w.fund("42161", "USDC", "100000000000")

	swap, r := w.route("1", "1", "USDC", "WBTC", "5000000000", freshAddress("restart swap"), nil)
	swapTx := r.TxHash.Hex()
	done, _ := w.waitState(swapTx, "1", "1", swap.Route.QuoteID, status.StateSuccess)

	fromToken := w.token("42161", "USDC")
	w.waitFresh("42161", "1")
	order, code, raw := w.quote(map[string]any{"fromChain": "42161", "fromToken": fromToken, "fromAmount": "1000000000", "fromAddress": w.user.Hex(),
		"toChain": "1", "toToken": w.token("1", "USDC"), "toAddress": freshAddress("restart intents").Hex(), "bridgeTypes": []string{"intents"}})
	if code != 200 {
		t.Fatalf("route: %d %s", code, raw)
	}
	w.solver(true)
	orderTx := w.execute("42161", fromToken, "1000000000", order).TxHash.Hex()
	w.waitState(orderTx, "42161", "1", order.Route.QuoteID, status.StateOngoing)
	s.Stop()

	s2 := startServiceIn(t, dir, args...)
	w2 := attachRouteWorld(t, s2, w.id)
	code, again, raw := w2.statusOf(swapTx, "1", "1", swap.Route.QuoteID)
	if code != 200 || again.RouteTransactionStatus != status.StateSuccess || again.FundsAt == nil || *again.FundsAt != *done.FundsAt {
		t.Fatalf("the terminal record after a restart: %d %s", code, raw)
	}
	w2.solver(false)
	rec, _ := w2.waitState(orderTx, "42161", "1", order.Route.QuoteID, status.StateSuccess)
	if rec.Status != "filled" {
		t.Errorf("status %s", rec.Status)
	}
}

// TestRouteFollowedBeforeAnyoneAsks: the route transaction carries its
// quote, so the tracker follows it from its block: its changes are stored
// (and pushed) although nobody asked for its status.
func TestRouteFollowedBeforeAnyoneAsks(t *testing.T) {
	dir := t.TempDir()
	s := startServiceIn(t, dir, "--devnet-chains", "1", "--devnet-explorer-delay", "0s")
	w := attachRouteWorld(t, s, "")
	w.fund("1", "USDC", "100000000000")
	a, r := w.route("1", "1", "USDC", "WBTC", "5000000000", freshAddress("followed unasked"), nil)
	data := hexutil.MustDecode(a.Route.TransactionRequest.Data)
	if id, ok := api.QuoteIDFromCalldata(data); !ok || id != a.Route.QuoteID {
		t.Fatalf("the route transaction's calldata carries %q (%v), want the quote %s", id, ok, a.Route.QuoteID)
	}
	// Nobody asks; the stored record appears in the data dir's store.
	eventually(t, func() bool {
		return storedState(t, dir, "1", r.TxHash.Hex()) == status.StateSuccess
	}, "the success record stored without a status request")
}

// storedState reads a tracked transaction's stored state from a data dir.
func storedState(t *testing.T, dir, chain, tx string) string {
	t.Helper()
	db, err := sqlite.Open(context.Background(), sqlite.Config{Path: filepath.Join(dir, "switchyard.db")})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	tr, err := db.LoadTracked(context.Background(), chain, strings.ToLower(tx))
	if err != nil {
		return ""
	}
	return tr.State
}
