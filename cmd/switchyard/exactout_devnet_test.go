//go:build !nodevnet

package main

import (
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/swaprouter"
	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/status"
)

// TestExactOutputSwapsOnDevnet: same-chain routes asked with toAmount
// through Uniswap V3 pools (one, or two in a row: SwapRouter's
// exactOutputSingle and exactOutput), sent as a wallet sends them after a
// trade ahead of them moved the first pool against them (less than the
// slippage): fromAddress pays at most fromAmountMax and more than the
// quote's fromAmount (the move cost it), RouteExecuted logs what it paid,
// toAddress gets exactly toAmount, the rest of the input comes back in the
// same transaction, and the route contracts keep nothing. (Exact output
// through pairs and the stable pool, PairSwapper's, is
// TestExactOutputCrossChainOnDevnet's destination leg: the devnet's
// same-chain pairs all have cheaper V3 pools beside them.)
func TestExactOutputSwapsOnDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	w := newRouteWorld(t, "1")
	if _, err := w.admin.Fund(context.Background(), devnet.FundRequest{ChainID: "1", To: w.user.Hex(), Native: true,
		Amount: "100000000000000000000"}); err != nil {
		t.Fatal(err)
	}
	w.fund("1", "USDC", "100000000000")
	w.fund("1", "DAI", "100000000000000000000000")
	cases := []struct {
		name                 string
		fromSymbol, toSymbol string
		toAmount             string
		v3                   int // the route's swaps, every one through a V3 pool
	}{
		// The devnet's WETH/USDC V3 pool at 0.05% beats the 0.3% pair
		{"USDC for exactly 1 WETH through V3", "USDC", "WETH", "1000000000000000000", 1},
		{"ETH for exactly 3,000 USDC through V3", "ETH", "USDC", "3000000000", 1},
		{"USDC for exactly 0.5 ETH through V3", "USDC", "ETH", "500000000000000000", 1},
		{"DAI for exactly 1 WETH through two V3 pools", "DAI", "WETH", "1000000000000000000", 2},
		// chain 1's GMP token is its USDC: the same V3 pool
		{"ETH for exactly 2,000 of the GMP token", "ETH", "axlUSDC", "2000000000", 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w.t = t
			to := freshAddress("exact output " + tc.name)
			fromToken, toToken := w.token("1", tc.fromSymbol), w.token("1", tc.toSymbol)
			if tc.toSymbol == "axlUSDC" {
				toToken = w.deps["1"].BridgedTokens[tc.toSymbol]
			}
			w.waitFresh("1")
			a, code, raw := w.quote(map[string]any{"fromChain": "1", "fromToken": fromToken, "toAmount": tc.toAmount,
				"fromAddress": w.user.Hex(), "toChain": "1", "toToken": toToken, "toAddress": to.Hex(), "slippage": 1})
			if code != 200 {
				t.Fatalf("route: %d %s", code, raw)
			}
			var amounts struct {
				Route struct {
					Estimate struct{ FromAmount, FromAmountMax, ToAmount, ToAmountMin string }
					Params   map[string]any
				}
			}
			if err := json.Unmarshal(raw, &amounts); err != nil {
				t.Fatal(err)
			}
			est := amounts.Route.Estimate
			if est.ToAmountMin != tc.toAmount || amounts.Route.Params["toAmount"] != tc.toAmount || amounts.Route.Params["fromAmount"] != nil {
				t.Errorf("toAmountMin %s, params %v: want toAmount %s echoed, no fromAmount", est.ToAmountMin, amounts.Route.Params, tc.toAmount)
			}
			fromAmount, fromMax, toAmount := bigOf(t, est.FromAmount), bigOf(t, est.FromAmountMax), bigOf(t, tc.toAmount)
			if fromMax.Cmp(fromAmount) <= 0 {
				t.Fatalf("fromAmountMax %s is not above fromAmount %s", fromMax, fromAmount)
			}
			v3 := v3Pools(t, raw)
			if len(v3) != tc.v3 || strings.Count(string(raw), `"pool":{`) != tc.v3 {
				t.Fatalf("the route goes through V3 pools %v, want %d: %s", v3, tc.v3, raw)
			}
			// every swap of the route is a V3 pool's: trade through the
			// first one as the route will, ahead of it
			w.frontRun(v3[0])

			before := w.balance("1", fromToken, w.user)
			r := w.execute("1", fromToken, fromMax.String(), a)
			spent := new(big.Int).Sub(before, w.balance("1", fromToken, w.user))
			if fromToken == nativeToken {
				gas := new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice)
				spent.Sub(spent, gas)
			}
			if spent.Cmp(fromMax) >= 0 || spent.Cmp(fromAmount) <= 0 {
				t.Errorf("fromAddress paid %s %s: want more than the quote's %s (the pool moved against it) and less than fromAmountMax %s (the rest comes back)",
					spent, tc.fromSymbol, fromAmount, fromMax)
			}
			// RouteExecuted logs the input spent, not fromAmountMax
			router := bindings.NewRouteRouter()
			logged := 0
			for _, l := range r.Logs {
				if ev, err := router.UnpackRouteExecutedEvent(l); err == nil {
					logged++
					if ev.FromAmount.Cmp(spent) != 0 || ev.ToAmount.Cmp(bigOf(t, tc.toAmount)) != 0 {
						t.Errorf("RouteExecuted fromAmount %s toAmount %s; the wallet spent %s for %s", ev.FromAmount, ev.ToAmount, spent, tc.toAmount)
					}
				}
			}
			if logged != 1 {
				t.Errorf("%d RouteExecuted logs", logged)
			}
			got := w.balance("1", toToken, to)
			t.Logf("quote fromAmount %s, fromAmountMax %s; paid %s after the move; toAddress got %s for toAmount %s", fromAmount, fromMax, spent, got, toAmount)
			if got.Cmp(toAmount) != 0 {
				t.Errorf("toAddress got %s %s, want exactly %s", got, tc.toSymbol, toAmount)
			}
			dep := w.deps["1"]
			for _, c := range []string{dep.Router, dep.Multicall, dep.PairSwapper, dep.Uniswap.SwapRouter} {
				for _, tok := range []string{fromToken, toToken, w.token("1", "WETH"), w.token("1", "USDC")} {
					if b := w.balance("1", tok, common.HexToAddress(c)); b.Sign() != 0 && tok != nativeToken {
						t.Errorf("%s holds %s of %s after the route", c, b, tok)
					}
				}
			}
			w.waitState(r.TxHash.Hex(), "1", "1", a.Route.QuoteID, status.StateSuccess)
		})
	}
}

// v3Swap is a route's swap action through a V3 pool.
type v3Swap struct {
	pool, tokenIn, tokenOut common.Address
	amountIn                *big.Int
}

// v3Pools lists the route's swaps through V3 pools, in order.
func v3Pools(t *testing.T, raw []byte) []v3Swap {
	t.Helper()
	var a v3Actions
	if err := json.Unmarshal(raw, &a); err != nil {
		t.Fatal(err)
	}
	var out []v3Swap
	for _, act := range a.Route.Estimate.Actions {
		if act.Type == "swap" && act.Pool != nil && act.Pool.Kind == "uniswap-v3" {
			out = append(out, v3Swap{pool: common.HexToAddress(act.Pool.Address), tokenIn: common.HexToAddress(act.FromToken.Address),
				tokenOut: common.HexToAddress(act.ToToken.Address), amountIn: bigOf(t, act.FromAmount)})
		}
	}
	return out
}

// frontRun moves a V3 pool against a route about to swap through it: the
// same swap, the same size, through the SwapRouter from the test wallet
// (its WETH paid as ETH, which the SwapRouter wraps).
func (w *routeWorld) frontRun(s v3Swap) {
	w.t.Helper()
	ctx := context.Background()
	dep := w.deps["1"]
	var fee uint32
	for _, p := range dep.Pools {
		if common.HexToAddress(p.Address) == s.pool {
			fee = p.Fee
		}
	}
	if fee == 0 {
		w.t.Fatalf("pool %s is not among the devnet's V3 pools", s.pool.Hex())
	}
	router := common.HexToAddress(dep.Uniswap.SwapRouter)
	value := new(big.Int)
	if s.tokenIn == common.HexToAddress(w.token("1", "WETH")) {
		value.Set(s.amountIn)
	} else {
		sendTx(w.t, ctx, w.clients["1"], w.key, 1, s.tokenIn, nil, bindings.NewERC20Token().PackApprove(router, s.amountIn))
	}
	data := swaprouter.NewSwapRouter().PackExactInputSingle(swaprouter.ISwapRouterExactInputSingleParams{TokenIn: s.tokenIn, TokenOut: s.tokenOut,
		Fee: new(big.Int).SetUint64(uint64(fee)), Recipient: w.user, Deadline: big.NewInt(1 << 40), AmountIn: s.amountIn,
		AmountOutMinimum: new(big.Int), SqrtPriceLimitX96: new(big.Int)})
	sendTx(w.t, ctx, w.clients["1"], w.key, 1, router, value, data)
}

func bigOf(t *testing.T, s string) *big.Int {
	t.Helper()
	n, ok := new(big.Int).SetString(s, 10)
	if !ok {
		t.Fatalf("%q is not an integer", s)
	}
	return n
}

// TestExactOutputCrossChainOnDevnet: a GMP route and an intents route
// asked with toAmount, sent as a wallet sends them. The GMP route's
// destination pool moves against it while the message travels: toAddress
// still gets exactly toAmount, fromAddress pays at most fromAmountMax, and
// the bridged token the destination did not need is fromAddress's there.
// From ETH, the source swaps exactly the bridged amount out of a V3 pool
// and returns the rest of the input. The intents order pays exactly
// toAmount for exactly fromAmount.
func TestExactOutputCrossChainOnDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	w := newRouteWorld(t, "1,42161")
	w.fund("1", "USDC", "100000000000")
	w.fund("42161", "USDC", "100000000000")
	ctx := context.Background()
	if _, err := w.admin.Fund(ctx, devnet.FundRequest{ChainID: "1", To: w.user.Hex(), Native: true, Amount: "100000000000000000000"}); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name                 string
		fromChain, toChain   string
		fromSymbol, toSymbol string
		toAmount             string
		bridgeType           string
		sourceV3             bool // the source swaps exactly the bridged amount out of a V3 pool
	}{
		{"GMP for exactly 0.5 WETH", "1", "42161", "USDC", "WETH", "500000000000000000", "gmp", false},
		{"GMP from ETH for exactly 0.5 WETH, the source through V3", "1", "42161", "ETH", "WETH", "500000000000000000", "gmp", true},
		{"intents for exactly 1,000 USDC", "42161", "1", "USDC", "USDC", "1000000000", "intents", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w.t = t
			to := freshAddress("exact output " + tc.name)
			fromToken, toToken := w.token(tc.fromChain, tc.fromSymbol), w.token(tc.toChain, tc.toSymbol)
			w.waitFresh(tc.fromChain, tc.toChain)
			a, code, raw := w.quote(map[string]any{"fromChain": tc.fromChain, "fromToken": fromToken, "toAmount": tc.toAmount,
				"fromAddress": w.user.Hex(), "toChain": tc.toChain, "toToken": toToken, "toAddress": to.Hex(), "slippage": 1,
				"bridgeTypes": []string{tc.bridgeType}})
			if code != 200 {
				t.Fatalf("route: %d %s", code, raw)
			}
			var amounts struct {
				Route struct {
					Estimate struct{ FromAmount, FromAmountMax, ToAmount, ToAmountMin string }
				}
			}
			if err := json.Unmarshal(raw, &amounts); err != nil {
				t.Fatal(err)
			}
			est := amounts.Route.Estimate
			fromAmount, fromMax, toAmount := bigOf(t, est.FromAmount), bigOf(t, est.FromAmountMax), bigOf(t, tc.toAmount)
			if est.ToAmountMin != tc.toAmount || fromMax.Cmp(fromAmount) < 0 {
				t.Fatalf("estimate %+v", est)
			}
			bridged := w.deps[tc.toChain].BridgedTokens["axlUSDC"]
			bridgedBefore := w.balance(tc.toChain, bridged, w.user)
			if tc.bridgeType == "gmp" {
				if _, err := w.admin.SetPoolPrice(ctx, devnet.PoolPriceRequest{ChainID: devnet.ChainRef(tc.toChain), Pool: "WETH/USDC", Price: "3010"}); err != nil {
					t.Fatal(err)
				}
				defer w.admin.SetPoolPrice(ctx, devnet.PoolPriceRequest{ChainID: devnet.ChainRef(tc.toChain), Pool: "WETH/USDC", Price: "3000"})
			}
			if v3 := v3Pools(t, raw); tc.sourceV3 != (len(v3) > 0) {
				t.Fatalf("V3 swaps %v, want the source through V3: %v", v3, tc.sourceV3)
			}
			before := w.balance(tc.fromChain, fromToken, w.user)
			r := w.execute(tc.fromChain, fromToken, fromMax.String(), a)
			spent := new(big.Int).Sub(before, w.balance(tc.fromChain, fromToken, w.user))
			if fromToken == nativeToken {
				// the transaction's gas, and the value beyond the input: the
				// bridge's gas fee
				spent.Sub(spent, new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice))
				value := bigOf(t, a.Route.TransactionRequest.Value)
				spent.Sub(spent, value.Sub(value, fromMax))
			}
			if spent.Cmp(fromMax) > 0 || spent.Sign() <= 0 || (tc.sourceV3 && spent.Cmp(fromMax) == 0) {
				t.Errorf("fromAddress paid %s, fromAmountMax %s (a source swap returns what it did not need)", spent, fromMax)
			}
			got := w.waitBalance(tc.toChain, toToken, to, toAmount)
			t.Logf("fromAmount %s, fromAmountMax %s, paid %s; toAddress got %s for toAmount %s", fromAmount, fromMax, spent, got, toAmount)
			if got.Cmp(toAmount) != 0 {
				t.Errorf("toAddress got %s, want exactly %s", got, toAmount)
			}
			w.waitState(r.TxHash.Hex(), tc.fromChain, tc.toChain, a.Route.QuoteID, status.StateSuccess)
			if tc.bridgeType == "gmp" {
				if back := new(big.Int).Sub(w.balance(tc.toChain, bridged, w.user), bridgedBefore); back.Sign() <= 0 {
					t.Errorf("the destination's unused bridged token did not come to fromAddress on chain %s", tc.toChain)
				} else {
					t.Logf("unused bridged token back to fromAddress on chain %s: %s", tc.toChain, back)
				}
			} else if spent.Cmp(fromAmount) != 0 || fromMax.Cmp(fromAmount) != 0 {
				t.Errorf("intents: paid %s, fromAmount %s, fromAmountMax %s: a signed order takes exactly fromAmount", spent, fromAmount, fromMax)
			}
		})
	}
}
