//go:build !nodevnet

package main

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	sdkmath "cosmossdk.io/math"
	sdk "github.com/cosmos/cosmos-sdk/types"
	"github.com/cosmos/gogoproto/proto"
	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// cosmosExactKey is the development account the exact-output subtests
// send from on osmosis-1 (the other subtests use accounts 0 to 5, and
// the integrator-fee subtest 8).
const cosmosExactKey = 7

// cosmosExactQuote is the part of an exact-output answer the checks read.
type cosmosExactQuote struct {
	Route struct {
		Estimate struct {
			FromAmount, FromAmountMax, ToAmount, ToAmountMin string
			FeeCosts                                         []struct{ Type, Amount string }
		}
	}
}

// testCosmosExactOutput: routes with a Cosmos end asked with toAmount, sent
// as a wallet sends them. EVM → osmosis-1: toAddress gets at least toAmount
// of the voucher (read from osmosis-1), fromAddress pays less than
// fromAmountMax (the unused input comes back in the same transaction), and
// the route contracts keep none of it. osmosis-1 → Arbitrum with gas on
// the destination: toAddress gets exactly toAmount of WETH and exactly the
// quoted native gas, the status record shows the gas, and the unused
// bridged token goes to toAddress, not back to the Cosmos sender.
func testCosmosExactOutput(t *testing.T, s *service, id string, rpc, rest map[string]string) {
	w := &cosmosWorld{routeWorld: attachRouteWorld(t, s, id), rpc: rpc, rest: rest}
	osmoVoucher := cosmos.USDCVoucher(cosmos.OsmosisChainID)

	t.Run("DAI on Ethereum for exactly 20 USDC on osmosis-1", func(t *testing.T) {
		w.t = t
		to := freshCosmosAddress(t, "osmo")
		dai := w.token("1", "DAI")
		w.fund("1", "DAI", "100000000000000000000")
		a, q := w.exactQuote(map[string]any{"fromChain": "1", "fromToken": dai, "toAmount": "20000000", "fromAddress": w.user.Hex(),
			"toChain": cosmos.OsmosisChainID, "toToken": osmoVoucher, "toAddress": to, "slippage": 1})
		est := q.Route.Estimate
		fromAmount, fromMax := bigOf(t, est.FromAmount), bigOf(t, est.FromAmountMax)
		if est.ToAmountMin != "20000000" || fromMax.Cmp(fromAmount) <= 0 {
			t.Fatalf("toAmountMin %s (want the toAmount), fromAmount %s, fromAmountMax %s", est.ToAmountMin, est.FromAmount, est.FromAmountMax)
		}
		before := w.balance("1", dai, w.user)
		rc := w.execute("1", dai, est.FromAmountMax, a)
		spent := new(big.Int).Sub(before, w.balance("1", dai, w.user))
		t.Logf("fromAmount %s, fromAmountMax %s, paid %s DAI", fromAmount, fromMax, spent)
		if spent.Sign() <= 0 || spent.Cmp(fromMax) >= 0 {
			t.Errorf("fromAddress paid %s DAI: want less than fromAmountMax %s, the rest back in the same transaction", spent, fromMax)
		}
		dep := w.deps["1"]
		for _, c := range []string{dep.Router, dep.Multicall, dep.PairSwapper, dep.Uniswap.SwapRouter} {
			if b := w.balance("1", dai, common.HexToAddress(c)); b.Sign() != 0 {
				t.Errorf("%s keeps %s DAI after the route", c, b)
			}
		}
		w.waitCosmosBalance(cosmos.OsmosisChainID, to, osmoVoucher, "20000000")
		w.waitSuccess(rc.TxHash.Hex(), "1", cosmos.OsmosisChainID, a.Route.QuoteID, 1)
	})

	t.Run("osmosis-1 to exactly 0.005 WETH on Arbitrum with gas on destination", func(t *testing.T) {
		w.t = t
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		key, err := cosmos.DevKey(cosmosExactKey)
		if err != nil {
			t.Fatal(err)
		}
		sender := key.AddressOn(cosmos.OsmosisChainID)
		hub, osmo := w.client(cosmos.HubChainID), w.client(cosmos.OsmosisChainID)
		if _, err := hub.Transfer(ctx, cosmos.BridgeKey(), cosmos.Transfer{SourceChannel: "channel-0", Receiver: sender,
			Token: sdk.NewCoin(cosmos.USDCDenom, sdkmath.NewInt(40_000_000))}); err != nil {
			t.Fatalf("fund %s with the voucher: %v", sender, err)
		}
		w.waitCosmosBalance(cosmos.OsmosisChainID, sender, osmoVoucher, "40000000")

		to := freshAddress("cosmos exact output with gas")
		weth, bridged := w.token("42161", "WETH"), w.deps["42161"].BridgedTokens["axlUSDC"]
		if bridged == "" {
			t.Fatalf("chain 42161 names no bridged axlUSDC: %v", w.deps["42161"].BridgedTokens)
		}
		w.waitFresh("42161")
		a, q := w.exactQuote(map[string]any{"fromChain": cosmos.OsmosisChainID, "fromToken": osmoVoucher, "toAmount": "5000000000000000",
			"fromAddress": sender, "toChain": "42161", "toToken": weth, "toAddress": to.Hex(), "slippage": 1, "receiveGasOnDestination": true})
		est := q.Route.Estimate
		gas := ""
		for _, c := range est.FeeCosts {
			if c.Type == "gas-on-destination" {
				gas = c.Amount
			}
		}
		if gas == "" || gas == "0" || est.ToAmountMin != "5000000000000000" {
			t.Fatalf("feeCosts %+v, toAmountMin %s: want the gas and toAmount", est.FeeCosts, est.ToAmountMin)
		}
		tr := a.Route.TransactionRequest
		msg, gasLimit := decodeMsgTransfer(t, tr.Data, tr.GasLimit)
		if msg.Token.Amount.String() != est.FromAmountMax {
			t.Errorf("the message sends %s, want fromAmountMax %s", msg.Token.Amount, est.FromAmountMax)
		}
		nativeBefore := w.balance("42161", nativeToken, to)
		res, err := osmo.SignAndSend(ctx, key, []proto.Message{msg}, "", gasLimit)
		if err != nil {
			t.Fatalf("send the route's MsgTransfer: %v", err)
		}
		want := bigOf(t, "5000000000000000")
		testkit.Eventually(t, 3*time.Minute, "WETH at "+to.Hex()+" on Arbitrum", func() bool {
			return w.balance("42161", weth, to).Cmp(want) >= 0
		})
		rec := w.waitSuccess(res.Hash, cosmos.OsmosisChainID, "42161", a.Route.QuoteID, 1)
		got, rise, unused := w.balance("42161", weth, to), new(big.Int).Sub(w.balance("42161", nativeToken, to), nativeBefore), w.balance("42161", bridged, to)
		t.Logf("toAddress: %s WETH (toAmount %s), %s native gas (quoted %s), %s unused bridged axlUSDC; sent %s (fromAmount %s)",
			got, want, rise, gas, unused, est.FromAmountMax, est.FromAmount)
		if got.Cmp(want) != 0 {
			t.Errorf("toAddress got %s WETH, want exactly toAmount %s", got, want)
		}
		if rise.Cmp(bigOf(t, gas)) != 0 {
			t.Errorf("toAddress's native balance rose by %s, want the gas on destination %s", rise, gas)
		}
		if unused.Sign() <= 0 {
			t.Errorf("no unused bridged axlUSDC at toAddress: fromAmountMax carries the slippage, whose rest goes there")
		}
		if g := rec.GasOnDestination; g == nil || g.Amount != gas || g.Address != to.Hex() || g.ChainID != "42161" {
			t.Errorf("status record's gasOnDestination %+v, want %s to %s on 42161", g, gas, to.Hex())
		}
	})
}

// exactQuote asks for a route and reads its exact-output amounts.
func (w *cosmosWorld) exactQuote(body map[string]any) (*routeAnswer, cosmosExactQuote) {
	w.t.Helper()
	a, code, raw := w.quote(body)
	if code != 200 || a.Route.TransactionRequest == nil {
		w.t.Fatalf("route %v: %d %s", body, code, raw)
	}
	var q cosmosExactQuote
	if err := json.Unmarshal(raw, &q); err != nil {
		w.t.Fatal(err)
	}
	return a, q
}
