//go:build !nodevnet

package main

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/status"
)

// TestExactOutputSwapsOnDevnet: same-chain routes asked with toAmount,
// sent as a wallet sends them after the pool moved against them (less than
// the slippage) between quote and execution: fromAddress pays at most
// fromAmountMax and more than the quote's fromAmount (the move cost it),
// toAddress gets at least toAmount, the rest of the input comes back in
// the same transaction, and the route contracts keep nothing.
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
	ctx := context.Background()
	cases := []struct {
		name                 string
		fromSymbol, toSymbol string
		toAmount             string
		movedPrice           string // WETH/USDC after the quote: against the route
		exact                bool   // pairs alone: toAddress gets exactly toAmount
	}{
		{"USDC for exactly 1 WETH", "USDC", "WETH", "1000000000000000000", "3010", true},
		{"ETH for exactly 3,000 USDC", "ETH", "USDC", "3000000000", "2990", true},
		{"USDC for exactly 0.5 ETH", "USDC", "ETH", "500000000000000000", "3010", true},
		{"ETH for exactly 2,000 axlUSDC, through the stable pool", "ETH", "axlUSDC", "2000000000", "2990", false},
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
			if _, err := w.admin.SetPoolPrice(ctx, devnet.PoolPriceRequest{ChainID: "1", Pool: "WETH/USDC", Price: devnet.Decimal(tc.movedPrice)}); err != nil {
				t.Fatal(err)
			}
			defer w.admin.SetPoolPrice(ctx, devnet.PoolPriceRequest{ChainID: "1", Pool: "WETH/USDC", Price: "3000"})

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
			got := w.balance("1", toToken, to)
			t.Logf("quote fromAmount %s, fromAmountMax %s; paid %s after the move; toAddress got %s for toAmount %s", fromAmount, fromMax, spent, got, toAmount)
			if got.Cmp(toAmount) < 0 || (tc.exact && got.Cmp(toAmount) != 0) {
				t.Errorf("toAddress got %s %s, want %s%s", got, tc.toSymbol, toAmount, map[bool]string{true: " exactly", false: " or more"}[tc.exact])
			}
			dep := w.deps["1"]
			for _, c := range []string{dep.Router, dep.Multicall, dep.PairSwapper} {
				for _, tok := range []string{fromToken, toToken, w.token("1", "WETH")} {
					if b := w.balance("1", tok, common.HexToAddress(c)); b.Sign() != 0 && tok != nativeToken {
						t.Errorf("%s holds %s of %s after the route", c, b, tok)
					}
				}
			}
			w.waitState(r.TxHash.Hex(), "1", "1", a.Route.QuoteID, status.StateSuccess)
		})
	}
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
// The intents order pays exactly toAmount for exactly fromAmount.
func TestExactOutputCrossChainOnDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	w := newRouteWorld(t, "1,42161")
	w.fund("1", "USDC", "100000000000")
	w.fund("42161", "USDC", "100000000000")
	ctx := context.Background()
	cases := []struct {
		name                 string
		fromChain, toChain   string
		fromSymbol, toSymbol string
		toAmount             string
		bridgeType           string
	}{
		{"GMP for exactly 0.5 WETH", "1", "42161", "USDC", "WETH", "500000000000000000", "gmp"},
		{"intents for exactly 1,000 USDC", "42161", "1", "USDC", "USDC", "1000000000", "intents"},
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
			before := w.balance(tc.fromChain, fromToken, w.user)
			r := w.execute(tc.fromChain, fromToken, fromMax.String(), a)
			spent := new(big.Int).Sub(before, w.balance(tc.fromChain, fromToken, w.user))
			if spent.Cmp(fromMax) > 0 || spent.Sign() <= 0 {
				t.Errorf("fromAddress paid %s, fromAmountMax %s", spent, fromMax)
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
