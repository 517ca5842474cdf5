//go:build !nodevnet

package main

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"math/big"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	sdkmath "cosmossdk.io/math"
	sdk "github.com/cosmos/cosmos-sdk/types"
	"github.com/cosmos/cosmos-sdk/types/bech32"
	"github.com/cosmos/gogoproto/proto"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// feeQuote quotes a route as w's integrator until its estimate carries
// the integrator fee (the service sees set-fee at its next look at the
// store), and returns the answer with the fee's amount.
func (w *cosmosWorld) feeQuote(body map[string]any) (*routeAnswer, string) {
	w.t.Helper()
	var a *routeAnswer
	var fee string
	eventually(w.t, func() bool {
		var code int
		var raw []byte
		a, code, raw = w.quote(body)
		if code != http.StatusOK || a.Route.TransactionRequest == nil {
			w.t.Fatalf("route %v: %d %s", body, code, raw)
		}
		var costs struct {
			Route struct {
				Estimate struct {
					FeeCosts []struct{ Type, Name, Amount string }
				}
			}
		}
		if err := json.Unmarshal(raw, &costs); err != nil {
			w.t.Fatal(err)
		}
		for _, c := range costs.Route.Estimate.FeeCosts {
			if c.Type == "integrator-fee" && c.Name == "Integrator fee" {
				fee = c.Amount
			}
		}
		return fee != ""
	}, "the integrator fee in the quote")
	return a, fee
}

// feeRecord waits for the route's status record to be success and checks
// that it shows the fee paid: amount, token and chain, to ben.
func (w *cosmosWorld) feeRecord(tx, from, to, quoteID, chain, token, fee, ben string) {
	w.t.Helper()
	q := url.Values{"transactionId": {tx}, "fromChainId": {from}, "toChainId": {to}, "quoteId": {quoteID}}.Encode()
	var rec api.StatusRecord
	testkit.Eventually(w.t, 4*time.Minute, "status success of "+from+" → "+to, func() bool {
		resp, raw := w.s.do("GET", "/v2/status?"+q, w.id, "")
		rec = api.StatusRecord{}
		return resp.StatusCode == http.StatusOK && json.Unmarshal(raw, &rec) == nil && rec.RouteTransactionStatus == "success"
	})
	f := rec.IntegratorFee
	if f == nil || f.Amount != fee || f.ChainID != chain || !strings.EqualFold(f.Token, token) || !strings.EqualFold(f.Beneficiary, ben) {
		w.t.Errorf("status record's integratorFee %+v, want %s of %s on %s to %s", f, fee, token, chain, ben)
	}
}

// testCosmosIntegratorFee: routes of an integrator with a 30 bps fee pay
// the beneficiary exactly the fee the quote shows, read from the chain,
// and the recipient exactly toAmount (nothing moves in between: the
// bridged token needs no swap): EVM → Cosmos from the input on the
// source, Cosmos → EVM from the bridged amount on the destination (both
// to the EVM beneficiary), Cosmos → Cosmos through the hub from the
// forwarded amount on the hub (to the Cosmos one). The status record
// shows each fee paid.
func testCosmosIntegratorFee(t *testing.T, s *service, rpc, rest map[string]string) {
	w := &cosmosWorld{routeWorld: attachRouteWorld(t, s, s.addIntegrator("cosmos earner", "--tier", "custom", "--rate", "1000")), rpc: rpc, rest: rest}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	ben := freshAddress("cosmos integrator fee beneficiary")
	s.cli("integrators", "set-fee", "--name", "cosmos earner", "--bps", "30", "--beneficiary", ben.Hex())
	osmoVoucher := cosmos.USDCVoucher(cosmos.OsmosisChainID)

	t.Run("EVM to Cosmos, from the input", func(t *testing.T) {
		w.t = t
		to := freshCosmosAddress(t, "osmo")
		usdc := w.deps["1"].BridgedTokens["axlUSDC"]
		w.fund("1", "USDC", "25000000")
		a, fee := w.feeQuote(map[string]any{"fromChain": "1", "fromToken": usdc, "fromAmount": "20000000",
			"fromAddress": w.user.Hex(), "toChain": cosmos.OsmosisChainID, "toToken": osmoVoucher, "toAddress": to, "slippage": 1})
		if fee != "60000" {
			t.Errorf("quoted fee %s, want 30 bps of 20000000: 60000", fee)
		}
		if !strings.HasPrefix(a.actionTypes(), "fee,") {
			t.Errorf("actions %s: the fee is not the first", a.actionTypes())
		}
		rc := w.execute("1", usdc, "20000000", a)
		w.waitCosmosBalance(cosmos.OsmosisChainID, to, osmoVoucher, a.Route.Estimate.ToAmountMin)
		got, err := restBalance(ctx, w.rest[cosmos.OsmosisChainID], to, osmoVoucher)
		if err != nil || got.String() != a.Route.Estimate.ToAmount {
			t.Errorf("recipient holds %v (%v), quoted toAmount %s", got, err, a.Route.Estimate.ToAmount)
		}
		if got := w.balance("1", usdc, ben); got.String() != fee {
			t.Errorf("beneficiary holds %s on Ethereum, want the fee quoted: %s", got, fee)
		}
		w.feeRecord(rc.TxHash.Hex(), "1", cosmos.OsmosisChainID, a.Route.QuoteID, "1", usdc, fee, ben.Hex())
	})

	// A Cosmos wallet on osmosis-1 holding the hub's USDC voucher (dev
	// key 8: the other subtests use 0 to 5).
	key, err := cosmos.DevKey(8)
	if err != nil {
		t.Fatal(err)
	}
	sender := key.AddressOn(cosmos.OsmosisChainID)
	hub, osmo := w.client(cosmos.HubChainID), w.client(cosmos.OsmosisChainID)
	if _, err := hub.Transfer(ctx, cosmos.BridgeKey(), cosmos.Transfer{SourceChannel: "channel-0", Receiver: sender,
		Token: sdk.NewCoin(cosmos.USDCDenom, sdkmath.NewInt(20_000_000))}); err != nil {
		t.Fatalf("fund %s with the voucher: %v", sender, err)
	}
	w.t = t
	w.waitCosmosBalance(cosmos.OsmosisChainID, sender, osmoVoucher, "20000000")

	t.Run("Cosmos to EVM, from the bridged amount", func(t *testing.T) {
		w.t = t
		to := freshAddress("cosmos-fee-to-arbitrum")
		bridged := w.deps["42161"].BridgedTokens["axlUSDC"]
		a, fee := w.feeQuote(map[string]any{"fromChain": cosmos.OsmosisChainID, "fromToken": osmoVoucher, "fromAmount": "10000000",
			"fromAddress": sender, "toChain": "42161", "toToken": bridged, "toAddress": to.Hex(), "slippage": 1})
		// what arrives is the amount less the hub's execution fee
		toAmount, _ := new(big.Int).SetString(a.Route.Estimate.ToAmount, 10)
		feeN, _ := new(big.Int).SetString(fee, 10)
		arrived := new(big.Int).Add(toAmount, feeN)
		if want := new(big.Int).Div(new(big.Int).Mul(arrived, big.NewInt(30)), big.NewInt(10_000)); want.Cmp(feeN) != 0 {
			t.Errorf("quoted fee %s, want 30 bps of the bridged %s: %s", fee, arrived, want)
		}
		tr := a.Route.TransactionRequest
		raw, _ := json.Marshal(tr)
		msg, gas := decodeMsgTransfer(t, tr.Data, tr.GasLimit)
		if msg.Token.Amount.String() != "10000000" {
			t.Errorf("the transfer sends %s, want the whole 10000000: %s", msg.Token, raw)
		}
		res, err := osmo.SignAndSend(ctx, key, []proto.Message{msg}, "", gas)
		if err != nil {
			t.Fatalf("send the route's MsgTransfer: %v", err)
		}
		var got *big.Int
		testkit.Eventually(t, 3*time.Minute, "the bridged token at "+to.Hex()+" on Arbitrum", func() bool {
			got = w.balance("42161", bridged, to)
			return got.Sign() > 0
		})
		if got.Cmp(toAmount) != 0 {
			t.Errorf("recipient holds %s, quoted toAmount %s", got, toAmount)
		}
		if got := w.balance("42161", bridged, ben); got.Cmp(feeN) != 0 {
			t.Errorf("beneficiary holds %s on Arbitrum, want the fee quoted: %s", got, fee)
		}
		w.feeRecord(res.Hash, cosmos.OsmosisChainID, "42161", a.Route.QuoteID, "42161", bridged, fee, ben.Hex())
	})

	t.Run("Cosmos to Cosmos through the hub, from the forwarded amount", func(t *testing.T) {
		w.t = t
		// The Cosmos beneficiary is given with any prefix and paid on the
		// hub under the hub's.
		acct := make([]byte, 20)
		if _, err := rand.Read(acct); err != nil {
			t.Fatal(err)
		}
		given, _ := bech32.ConvertAndEncode("cosmos", acct)
		onHub, _ := bech32.ConvertAndEncode("axelar", acct)
		s.cli("integrators", "set-fee", "--name", "cosmos earner", "--bps", "30", "--family", "cosmos", "--beneficiary", given)
		to := freshCosmosAddress(t, "cosmos")
		atomVoucher := cosmos.USDCVoucher(cosmos.CosmosHubChainID)
		a, fee := w.feeQuote(map[string]any{"fromChain": cosmos.OsmosisChainID, "fromToken": osmoVoucher, "fromAmount": "5000000",
			"fromAddress": sender, "toChain": cosmos.CosmosHubChainID, "toToken": atomVoucher, "toAddress": to, "slippage": 1})
		if fee != "15000" || a.Route.Estimate.ToAmount != "4985000" {
			t.Errorf("quoted fee %s and toAmount %s, want 30 bps of 5000000 (15000) and the rest (4985000)", fee, a.Route.Estimate.ToAmount)
		}
		tr := a.Route.TransactionRequest
		msg, gas := decodeMsgTransfer(t, tr.Data, tr.GasLimit)
		res, err := osmo.SignAndSend(ctx, key, []proto.Message{msg}, "", gas)
		if err != nil {
			t.Fatalf("send the route's MsgTransfer: %v", err)
		}
		w.waitCosmosBalance(cosmos.CosmosHubChainID, to, atomVoucher, a.Route.Estimate.ToAmount)
		if got, err := restBalance(ctx, w.rest[cosmos.CosmosHubChainID], to, atomVoucher); err != nil || got.String() != a.Route.Estimate.ToAmount {
			t.Errorf("recipient holds %v (%v), quoted toAmount %s", got, err, a.Route.Estimate.ToAmount)
		}
		if got, err := restBalance(ctx, w.rest[cosmos.HubChainID], onHub, cosmos.USDCDenom); err != nil || got.String() != fee {
			t.Errorf("beneficiary %s holds %v (%v) on the hub, want the fee quoted: %s", onHub, got, err, fee)
		}
		w.feeRecord(res.Hash, cosmos.OsmosisChainID, cosmos.CosmosHubChainID, a.Route.QuoteID, cosmos.HubChainID, cosmos.USDCDenom, fee, onHub)
	})
}
