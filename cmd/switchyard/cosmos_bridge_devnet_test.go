//go:build !nodevnet

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	sdkmath "cosmossdk.io/math"
	sdk "github.com/cosmos/cosmos-sdk/types"
	"github.com/cosmos/gogoproto/proto"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/client"
	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// cosmosWorld is the served devnet's Cosmos chains beside its EVM ones.
type cosmosWorld struct {
	*routeWorld
	rpc, rest map[string]string // by Cosmos chain id
}

func (w *cosmosWorld) client(chainID string) *cosmos.Client {
	w.t.Helper()
	spec, _ := cosmos.SpecOf(chainID)
	c, err := cosmos.NewClient(spec, w.rpc[chainID])
	if err != nil {
		w.t.Fatal(err)
	}
	return c
}

// quoteCosmos asks for a route and decodes the parts the tests act on.
func (w *cosmosWorld) quoteCosmos(body map[string]any) *routeAnswer {
	w.t.Helper()
	a, code, raw := w.quote(body)
	if code != http.StatusOK || a.Route.TransactionRequest == nil {
		w.t.Fatalf("route %v: %d %s", body, code, raw)
	}
	return a
}

// waitCosmosBalance waits until addr holds at least want of denom,
// reading the chain's REST API as a wallet does.
func (w *cosmosWorld) waitCosmosBalance(chainID, addr, denom, want string) {
	w.t.Helper()
	minimum, ok := new(big.Int).SetString(want, 10)
	if !ok {
		w.t.Fatalf("toAmountMin %q", want)
	}
	testkit.Eventually(w.t, 3*time.Minute, denom+" at "+addr+" on "+chainID, func() bool {
		got, err := restBalance(context.Background(), w.rest[chainID], addr, denom)
		return err == nil && got.Cmp(minimum) >= 0
	})
}

// waitSuccess follows GET /v2/status to success and checks that every hop
// is in routeStatus, each a success, the IBC hops as ibc_transfer steps.
func (w *cosmosWorld) waitSuccess(tx, from, to, quoteID string, ibcHops int) api.StatusRecord {
	w.t.Helper()
	q := url.Values{"transactionId": {tx}, "fromChainId": {from}, "toChainId": {to}, "quoteId": {quoteID}}.Encode()
	stream := w.followStream(api.StatusQuery{TransactionID: tx, FromChainID: from, ToChainID: to, QuoteID: quoteID})
	var rec api.StatusRecord
	var last []byte
	began := time.Now()
	testkit.Eventually(w.t, 4*time.Minute, "status success of "+from+" → "+to, func() bool {
		resp, raw := w.s.do("GET", "/v2/status?"+q, w.id, "")
		last = raw
		if resp.StatusCode != http.StatusOK {
			return false
		}
		rec = api.StatusRecord{}
		return json.Unmarshal(raw, &rec) == nil && rec.RouteTransactionStatus == "success"
	})
	w.t.Logf("%s → %s: status success %s after the funds arrived; routeStatus %+v", from, to, time.Since(began).Round(time.Second), rec.RouteStatus)
	ibc := 0
	for _, st := range rec.RouteStatus {
		if st.Status != "success" {
			w.t.Errorf("routeStatus step %+v is not a success:\n%s", st, last)
		}
		if st.Action == api.ActionIBCTransfer {
			ibc++
		}
	}
	if ibc != ibcHops || len(rec.RouteStatus) < ibcHops+1 {
		w.t.Errorf("routeStatus has %d steps, %d of them ibc_transfer, want the source and %d IBC hops:\n%s", len(rec.RouteStatus), ibc, ibcHops, last)
	}
	if got := <-stream; got != "" {
		w.t.Errorf("the status stream of %s → %s: %s", from, to, got)
	}
	return rec
}

// followStream follows the route on GET /v2/status/stream from the send
// on, as a wallet's page does, and reports on the channel what went wrong
// ("" when its events are in order and the last is success).
func (w *cosmosWorld) followStream(q api.StatusQuery) <-chan string {
	out := make(chan string, 1)
	c, err := client.New(w.s.URL, w.id)
	if err != nil {
		out <- err.Error()
		return out
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		seq := int64(-1)
		var problem string
		rec, err := c.StatusStream(ctx, q, func(ev client.StatusEvent) {
			if ev.Seq < seq && problem == "" {
				problem = fmt.Sprintf("event %d after event %d", ev.Seq, seq)
			}
			seq = ev.Seq
		})
		switch {
		case err != nil:
			out <- err.Error()
		case problem != "":
			out <- problem
		case rec.RouteTransactionStatus != "success":
			out <- "ended " + rec.RouteTransactionStatus
		default:
			out <- ""
		}
	}()
	return out
}

// testCosmosBridgeRoutes executes, on one served devnet with Cosmos
// chains, the routes through the hub's bridge: EVM → Cosmos, Cosmos →
// EVM and Cosmos → Cosmos through the hub, each sent as a wallet sends
// it and followed to success.
func testCosmosBridgeRoutes(t *testing.T, s *service, id string, rpc, rest map[string]string) {
	w := &cosmosWorld{routeWorld: attachRouteWorld(t, s, id), rpc: rpc, rest: rest}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	osmoVoucher := cosmos.USDCVoucher(cosmos.OsmosisChainID)

	t.Run("USDC on Ethereum to osmosis-1", func(t *testing.T) {
		w.t = t
		to := freshCosmosAddress(t, "osmo")
		w.fund("1", "USDC", "25000000")
		a := w.quoteCosmos(map[string]any{"fromChain": "1", "fromToken": w.token("1", "USDC"), "fromAmount": "20000000",
			"fromAddress": w.user.Hex(), "toChain": cosmos.OsmosisChainID, "toToken": osmoVoucher, "toAddress": to, "slippage": 1})
		began := time.Now()
		rc := w.execute("1", w.token("1", "USDC"), "20000000", a)
		w.waitCosmosBalance(cosmos.OsmosisChainID, to, osmoVoucher, a.Route.Estimate.ToAmountMin)
		t.Logf("the voucher arrived %s after the send", time.Since(began).Round(time.Second))
		w.waitSuccess(rc.TxHash.Hex(), "1", cosmos.OsmosisChainID, a.Route.QuoteID, 1)
	})

	t.Run("USDC on Base to the hub", func(t *testing.T) {
		w.t = t
		to := freshCosmosAddress(t, "axelar")
		w.fund("8453", "USDC", "5000000")
		a := w.quoteCosmos(map[string]any{"fromChain": "8453", "fromToken": w.token("8453", "USDC"), "fromAmount": "4000000",
			"fromAddress": w.user.Hex(), "toChain": cosmos.HubChainID, "toToken": cosmos.USDCDenom, "toAddress": to, "slippage": 1})
		rc := w.execute("8453", w.token("8453", "USDC"), "4000000", a)
		w.waitCosmosBalance(cosmos.HubChainID, to, cosmos.USDCDenom, a.Route.Estimate.ToAmountMin)
		w.waitSuccess(rc.TxHash.Hex(), "8453", cosmos.HubChainID, a.Route.QuoteID, 0)
	})

	// A Cosmos wallet on osmosis-1 holding the hub's USDC voucher.
	key, err := cosmos.DevKey(1)
	if err != nil {
		t.Fatal(err)
	}
	sender := key.AddressOn(cosmos.OsmosisChainID)
	hub, osmo := w.client(cosmos.HubChainID), w.client(cosmos.OsmosisChainID)
	if _, err := hub.Transfer(ctx, cosmos.BridgeKey(), cosmos.Transfer{SourceChannel: "channel-0", Receiver: sender,
		Token: sdk.NewCoin(cosmos.USDCDenom, sdkmath.NewInt(30_000_000))}); err != nil {
		t.Fatalf("fund %s with the voucher: %v", sender, err)
	}
	w.t = t
	w.waitCosmosBalance(cosmos.OsmosisChainID, sender, osmoVoucher, "30000000")

	t.Run("the voucher on osmosis-1 to USDC on Arbitrum", func(t *testing.T) {
		w.t = t
		to := freshAddress("cosmos-to-arbitrum")
		usdc := w.token("42161", "USDC")
		a := w.quoteCosmos(map[string]any{"fromChain": cosmos.OsmosisChainID, "fromToken": osmoVoucher, "fromAmount": "12000000",
			"fromAddress": sender, "toChain": "42161", "toToken": usdc, "toAddress": to.Hex(), "slippage": 1})
		tr := a.Route.TransactionRequest
		msg, gas := decodeMsgTransfer(t, tr.Data, tr.GasLimit)
		began := time.Now()
		res, err := osmo.SignAndSend(ctx, key, []proto.Message{msg}, "", gas)
		if err != nil {
			t.Fatalf("send the route's MsgTransfer: %v", err)
		}
		minimum, _ := new(big.Int).SetString(a.Route.Estimate.ToAmountMin, 10)
		testkit.Eventually(t, 3*time.Minute, "USDC at "+to.Hex()+" on Arbitrum", func() bool {
			return tokenBalance(t, w.clients["42161"], usdc, to.Hex()).Cmp(minimum) >= 0
		})
		t.Logf("USDC arrived %s after the send", time.Since(began).Round(time.Second))
		w.waitSuccess(res.Hash, cosmos.OsmosisChainID, "42161", a.Route.QuoteID, 1)
	})

	t.Run("osmosis-1 to cosmoshub-4 through the hub", func(t *testing.T) {
		w.t = t
		to := freshCosmosAddress(t, "cosmos")
		atomVoucher := cosmos.USDCVoucher(cosmos.CosmosHubChainID)
		a := w.quoteCosmos(map[string]any{"fromChain": cosmos.OsmosisChainID, "fromToken": osmoVoucher, "fromAmount": "3000000",
			"fromAddress": sender, "toChain": cosmos.CosmosHubChainID, "toToken": atomVoucher, "toAddress": to, "slippage": 1})
		tr := a.Route.TransactionRequest
		if !strings.Contains(tr.Data, cosmos.BridgeKey().AddressOn(cosmos.HubChainID)) {
			t.Fatalf("the transfer does not go through the hub's bridge account: %s", tr.Data)
		}
		msg, gas := decodeMsgTransfer(t, tr.Data, tr.GasLimit)
		res, err := osmo.SignAndSend(ctx, key, []proto.Message{msg}, "", gas)
		if err != nil {
			t.Fatalf("send the route's MsgTransfer: %v", err)
		}
		w.waitCosmosBalance(cosmos.CosmosHubChainID, to, atomVoucher, a.Route.Estimate.ToAmountMin)
		w.waitSuccess(res.Hash, cosmos.OsmosisChainID, cosmos.CosmosHubChainID, a.Route.QuoteID, 2)
	})
}
