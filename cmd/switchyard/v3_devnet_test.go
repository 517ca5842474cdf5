//go:build !nodevnet

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/quoterv2"
)

// v3Actions are the swap actions of a route answer with their pools.
type v3Actions struct {
	Route struct {
		Estimate struct {
			Actions []struct {
				Type        string `json:"type"`
				Description string `json:"description"`
				FromChain   string `json:"fromChain"`
				FromAmount  string `json:"fromAmount"`
				ToAmount    string `json:"toAmount"`
				FromToken   struct {
					Address string `json:"address"`
				} `json:"fromToken"`
				ToToken struct {
					Address string `json:"address"`
				} `json:"toToken"`
				Pool *struct {
					Address string `json:"address"`
					Kind    string `json:"kind"`
					Fee     string `json:"fee"`
				} `json:"pool"`
			} `json:"actions"`
		} `json:"estimate"`
	} `json:"route"`
}

// checkV3Hops compares every V3 swap action of the answer with what the
// chain's QuoterV2 gives for its input now, and returns how many there are.
func (w *routeWorld) checkV3Hops(raw []byte) int {
	w.t.Helper()
	var a v3Actions
	if err := json.Unmarshal(raw, &a); err != nil {
		w.t.Fatal(err)
	}
	n := 0
	for i, act := range a.Route.Estimate.Actions {
		if act.Type != "swap" || act.Pool == nil || act.Pool.Kind != "uniswap-v3" {
			continue
		}
		n++
		fee := new(big.Int)
		for _, p := range w.deps[act.FromChain].Pools {
			if common.HexToAddress(p.Address) == common.HexToAddress(act.Pool.Address) {
				fee.SetUint64(uint64(p.Fee))
			}
		}
		in, _ := new(big.Int).SetString(act.FromAmount, 10)
		q := quoterv2.NewQuoterV2()
		quoter := common.HexToAddress(w.deps[act.FromChain].Uniswap.QuoterV2)
		out, err := w.clients[act.FromChain].CallContract(context.Background(), ethereum.CallMsg{To: &quoter,
			Data: q.PackQuoteExactInputSingle(quoterv2.IQuoterV2QuoteExactInputSingleParams{TokenIn: common.HexToAddress(act.FromToken.Address),
				TokenOut: common.HexToAddress(act.ToToken.Address), AmountIn: in, Fee: fee, SqrtPriceLimitX96: new(big.Int)})}, nil)
		if err != nil {
			w.t.Fatalf("action %d: QuoterV2: %v", i, err)
		}
		res, err := q.UnpackQuoteExactInputSingle(out)
		if err != nil {
			w.t.Fatal(err)
		}
		w.t.Logf("action %d: %s in, V3 pool %s (fee %s%%): %s out, QuoterV2 %s, %d ticks crossed, quoter gas %s", i, act.FromAmount,
			act.Pool.Address, act.Pool.Fee, act.ToAmount, res.AmountOut, res.InitializedTicksCrossed, res.GasEstimate)
		if res.AmountOut.String() != act.ToAmount {
			w.t.Errorf("action %d: toAmount %s, QuoterV2 %s", i, act.ToAmount, res.AmountOut)
		}
	}
	return n
}

// Routes over the devnet's Uniswap V3 pools: quoted as QuoterV2 quotes
// them, delivering exactly the quote, on one chain and across chains.
func TestRoutesV3OnDevnet(t *testing.T) {
	w := newRouteWorld(t, "1,42161")
	w.fund("1", "USDC", "2000000000000") // 2,000,000 USDC
	cases := []struct {
		name                 string
		fromChain, toChain   string
		fromSymbol, toSymbol string
		amount               string
	}{
		{"same chain", "1", "1", "USDC", "WETH", "50000000000"},
		{"same chain, large", "1", "1", "USDC", "WETH", "400000000000"},
		{"cross chain (solver paused)", "1", "42161", "USDC", "WETH", "20000000000"},
		{"split", "1", "1", "USDC", "WETH", "500000000000"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w.t = t
			if tc.fromChain != tc.toChain {
				w.solver(true)
				defer w.solver(false)
			}
			to := freshAddress(tc.name)
			fromToken, toToken := w.token(tc.fromChain, tc.fromSymbol), w.token(tc.toChain, tc.toSymbol)
			w.waitFresh(tc.fromChain, tc.toChain)
			a, code, raw := w.quote(map[string]any{"fromChain": tc.fromChain, "fromToken": fromToken, "fromAmount": tc.amount,
				"fromAddress": w.user.Hex(), "toChain": tc.toChain, "toToken": toToken, "toAddress": to.Hex(), "slippage": 1,
				"bypassGuardrails": true})
			if code != 200 {
				t.Fatalf("route: %d %s", code, raw)
			}
			t.Logf("%s: %s, toAmount %s", tc.name, a.actionTypes(), a.Route.Estimate.ToAmount)
			var acts v3Actions
			_ = json.Unmarshal(raw, &acts)
			for _, act := range acts.Route.Estimate.Actions {
				if act.Pool != nil {
					t.Logf("  %s %s (%s): %s -> %s", act.Type, act.Description, act.Pool.Kind, act.FromAmount, act.ToAmount)
				}
			}
			if tc.fromChain == tc.toChain {
				if n := w.checkV3Hops(raw); n == 0 {
					t.Fatalf("no V3 pool on the route: %s", raw)
				}
			} else if !v3On(t, raw) {
				t.Fatalf("no V3 pool on the route: %s", raw)
			}
			if tc.name == "split" && !bytes.Contains(raw, []byte("(split 2 of ")) {
				t.Fatalf("the route is not split: %s", raw)
			}
			r := w.execute(tc.fromChain, fromToken, tc.amount, a)
			t.Logf("gas used %d of limit %s", r.GasUsed, a.Route.TransactionRequest.GasLimit)
			want, _ := new(big.Int).SetString(a.Route.Estimate.ToAmount, 10)
			if got := w.waitBalance(tc.toChain, toToken, to, want); got.Cmp(want) != 0 {
				t.Errorf("recipient holds %s, quoted toAmount %s", got, want)
			}
		})
	}
}

// v3On reports whether a V3 pool is among the route's swaps.
func v3On(t *testing.T, raw []byte) bool {
	var a v3Actions
	if err := json.Unmarshal(raw, &a); err != nil {
		t.Fatal(err)
	}
	for _, act := range a.Route.Estimate.Actions {
		if act.Pool != nil && act.Pool.Kind == "uniswap-v3" {
			return true
		}
	}
	return false
}
