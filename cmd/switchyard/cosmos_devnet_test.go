//go:build !nodevnet

package main

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"testing"
	"time"

	sdkmath "cosmossdk.io/math"
	sdk "github.com/cosmos/cosmos-sdk/types"
	"github.com/cosmos/cosmos-sdk/types/bech32"
	"github.com/cosmos/gogoproto/proto"
	transfertypes "github.com/cosmos/ibc-go/v10/modules/apps/transfer/types"
	clienttypes "github.com/cosmos/ibc-go/v10/modules/core/02-client/types"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// TestCosmosDevnet runs every end-to-end check of the Cosmos chains on one
// service with --devnet-cosmos: starting the chains and opening their
// channels takes about a minute, so the checks are its subtests instead of
// each starting a service. They run one after another: IBCTimeoutRefund
// pauses the IBC relayer, which every other subtest's routes need.
func TestCosmosDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	w := newCosmosClientsWorld(t, "--devnet-explorer-delay", "0s")
	t.Run("IBCTransfer", func(t *testing.T) { w.t = t; testCosmosIBCTransfer(w) })
	t.Run("BridgeRoutes", func(t *testing.T) { testCosmosBridgeRoutes(t, w.s, w.id, w.rpc, w.rest) })
	t.Run("IntegratorFee", func(t *testing.T) { testCosmosIntegratorFee(t, w.s, w.rpc, w.rest) })
	t.Run("ExactOutput", func(t *testing.T) { testCosmosExactOutput(t, w.s, w.id, w.rpc, w.rest) })
	t.Run("CosmJS", func(t *testing.T) { w.t = t; testCosmJS(w, cosmjsScript(t)) })
	t.Run("Fund", func(t *testing.T) { w.t = t; testCosmosFund(w) })
	t.Run("IBCTimeoutRefund", func(t *testing.T) { w.t = t; testIBCTimeoutRefund(w, cosmjsScript(t)) })
	t.Run("CLIExecute", func(t *testing.T) { w.t = t; testCLIExecuteCosmos(w) })
}

// testCosmosIBCTransfer: a route from the hub's uusdc to osmosis-1 is
// quoted as a direct ICS-20 transfer, its transactionRequest signed and
// broadcast exactly as returned delivers the voucher, and GET /v2/status
// follows it to success.
func testCosmosIBCTransfer(w *cosmosClientsWorld) {
	t, s, id, rest := w.t, w.s, w.id, w.rest
	hubSpec, _ := cosmos.SpecOf(cosmos.HubChainID)
	hub, err := cosmos.NewClient(hubSpec, w.rpc[cosmos.HubChainID])
	if err != nil {
		t.Fatal(err)
	}
	key, err := cosmos.DevKey(0)
	if err != nil {
		t.Fatal(err)
	}
	to := freshCosmosAddress(t, "osmo")
	voucher := cosmos.USDCVoucher(cosmos.OsmosisChainID)

	body, _ := json.Marshal(map[string]any{"fromChain": cosmos.HubChainID, "fromToken": cosmos.USDCDenom, "fromAmount": "1500000",
		"fromAddress": key.AddressOn(cosmos.HubChainID), "toChain": cosmos.OsmosisChainID, "toToken": voucher, "toAddress": to, "slippage": 1})
	resp, raw := s.do("POST", "/v2/route", id, string(body))
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("route: %d %s", resp.StatusCode, raw)
	}
	var a struct {
		Route struct {
			QuoteID  string `json:"quoteId"`
			Estimate struct {
				ToAmountMin string `json:"toAmountMin"`
			} `json:"estimate"`
			TransactionRequest struct {
				RouteType string `json:"routeType"`
				Data      string `json:"data"`
				GasLimit  string `json:"gasLimit"`
			} `json:"transactionRequest"`
		} `json:"route"`
	}
	if err := json.Unmarshal(raw, &a); err != nil {
		t.Fatalf("route body: %v\n%s", err, raw)
	}
	if a.Route.TransactionRequest.RouteType != "IBC_TRANSFER" {
		t.Fatalf("routeType %q, want IBC_TRANSFER:\n%s", a.Route.TransactionRequest.RouteType, raw)
	}

	msg, gas := decodeMsgTransfer(t, a.Route.TransactionRequest.Data, a.Route.TransactionRequest.GasLimit)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	// The dev keys hold only the native denom on the hub; uusdc comes from
	// the bridge account, as devnet funding gives it.
	if _, err := hub.Send(ctx, cosmos.BridgeKey(), key.AddressOn(cosmos.HubChainID),
		sdk.NewCoins(sdk.NewCoin(cosmos.USDCDenom, sdkmath.NewInt(1_500_000)))); err != nil {
		t.Fatalf("fund the sender: %v", err)
	}
	res, err := hub.SignAndSend(ctx, key, []proto.Message{msg}, "", gas)
	if err != nil {
		t.Fatalf("send the route's MsgTransfer: %v", err)
	}

	minimum, _ := new(big.Int).SetString(a.Route.Estimate.ToAmountMin, 10)
	testkit.Eventually(t, 3*time.Minute, "the voucher at "+to, func() bool {
		got, err := restBalance(ctx, rest[cosmos.OsmosisChainID], to, voucher)
		return err == nil && got.Cmp(minimum) >= 0
	})

	q := url.Values{"transactionId": {res.Hash}, "fromChainId": {cosmos.HubChainID}, "toChainId": {cosmos.OsmosisChainID},
		"quoteId": {a.Route.QuoteID}}.Encode()
	var rec api.StatusRecord
	testkit.Eventually(t, 3*time.Minute, "status success", func() bool {
		resp, raw := s.do("GET", "/v2/status?"+q, id, "")
		if resp.StatusCode != http.StatusOK {
			return false
		}
		rec = api.StatusRecord{}
		return json.Unmarshal(raw, &rec) == nil && rec.RouteTransactionStatus == "success"
	})
	if !slices.ContainsFunc(rec.RouteStatus, func(st api.RouteStep) bool { return st.Action == "ibc_transfer" && st.Status == "success" }) {
		t.Errorf("routeStatus %+v: no successful ibc_transfer step", rec.RouteStatus)
	}
}

// decodeMsgTransfer turns a Cosmos transactionRequest's data (the
// MsgTransfer as CosmJS signs it) into the message to sign, with its gas.
func decodeMsgTransfer(t *testing.T, data, gasLimit string) (*transfertypes.MsgTransfer, uint64) {
	t.Helper()
	var m api.CosmosMsg
	if err := json.Unmarshal([]byte(data), &m); err != nil || m.TypeURL != api.TypeURLMsgTransfer {
		t.Fatalf("transactionRequest.data %q: %v", data, err)
	}
	var v api.MsgTransfer
	if err := json.Unmarshal(m.Value, &v); err != nil {
		t.Fatalf("MsgTransfer %s: %v", m.Value, err)
	}
	amount, ok := sdkmath.NewIntFromString(v.Token.Amount)
	timeout, err := strconv.ParseUint(v.TimeoutTimestamp, 10, 64)
	gas, gerr := strconv.ParseUint(gasLimit, 10, 64)
	if !ok || err != nil || gerr != nil {
		t.Fatalf("MsgTransfer %s, gasLimit %q", m.Value, gasLimit)
	}
	return &transfertypes.MsgTransfer{SourcePort: v.SourcePort, SourceChannel: v.SourceChannel, Token: sdk.NewCoin(v.Token.Denom, amount),
		Sender: v.Sender, Receiver: v.Receiver, TimeoutHeight: clienttypes.ZeroHeight(), TimeoutTimestamp: timeout, Memo: v.Memo}, gas
}

// freshCosmosAddress is a new random account address with prefix.
func freshCosmosAddress(t *testing.T, prefix string) string {
	t.Helper()
	b := make([]byte, 20)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	a, err := bech32.ConvertAndEncode(prefix, b)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// restBalance reads an account's balance of denom from a chain's REST.
func restBalance(ctx context.Context, rest, addr, denom string) (*big.Int, error) {
	u := rest + "/cosmos/bank/v1beta1/balances/" + addr + "/by_denom?" + url.Values{"denom": {denom}}.Encode()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var b struct {
		Balance struct {
			Amount string `json:"amount"`
		} `json:"balance"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&b); err != nil {
		return nil, err
	}
	n, ok := new(big.Int).SetString(b.Balance.Amount, 10)
	if !ok {
		return nil, fmt.Errorf("balance %q", b.Balance.Amount)
	}
	return n, nil
}
