//go:build !nodevnet

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	sdkmath "cosmossdk.io/math"
	sdk "github.com/cosmos/cosmos-sdk/types"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/devnet/chain"
	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// cosmosWorld is one service with --devnet-cosmos that the Cosmos client
// tests share: a first start of the chains and their channels takes about
// a minute, so each client (CosmJS, the CLI, the devnet controls) runs as
// a subtest of TestCosmosClients instead of starting its own.
type cosmosWorld struct {
	t     *testing.T
	s     *service
	id    string
	admin string
	rpc   map[string]string
	rest  map[string]string
}

func newCosmosWorld(t *testing.T) *cosmosWorld {
	s := startService(t, "--devnet-cosmos")
	w := &cosmosWorld{t: t, s: s, id: s.addIntegrator("cosmos clients", "--tier", "custom", "--rate", "1000"),
		rpc: map[string]string{}, rest: map[string]string{}}
	_, w.admin = s.devnetURLs()
	var chains struct {
		Chains []struct {
			ChainID string `json:"chainId"`
			RPC     string `json:"rpc"`
			REST    string `json:"rest"`
		} `json:"chains"`
	}
	_, raw := s.do("GET", "/v2/chains", w.id, "")
	if err := json.Unmarshal(raw, &chains); err != nil {
		t.Fatalf("chains: %v\n%.500s", err, raw)
	}
	for _, c := range chains.Chains {
		if c.REST != "" {
			w.rpc[c.ChainID], w.rest[c.ChainID] = c.RPC, c.REST
		}
	}
	return w
}

// TestCosmosClients runs the Cosmos clients against one devnet service.
func TestCosmosClients(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	script := cosmjsScript(t)
	w := newCosmosWorld(t)
	t.Run("CosmJS", func(t *testing.T) { w.t = t; testCosmJS(w, script) })
}

// cosmjsScript is tests/cosmjs/execute.mjs, or skips without node and
// its modules (unless SWITCHYARD_REQUIRE_SERVICES=1, as in CI).
func cosmjsScript(t *testing.T) string {
	script, err := filepath.Abs("../../tests/cosmjs/execute.mjs")
	if err != nil {
		t.Fatal(err)
	}
	_, err = exec.LookPath("node")
	if _, statErr := os.Stat(filepath.Join(filepath.Dir(script), "node_modules", "@cosmjs", "stargate")); err != nil || statErr != nil {
		if os.Getenv("SWITCHYARD_REQUIRE_SERVICES") == "1" {
			t.Fatalf("node and tests/cosmjs/node_modules are required (npm ci --prefix tests/cosmjs): %v %v", err, statErr)
		}
		t.Skip("needs node and `npm ci --prefix tests/cosmjs`")
	}
	return script
}

// cosmosRoute is the part of a route answer the Cosmos clients read.
type cosmosRoute struct {
	QuoteID  string `json:"quoteId"`
	Estimate struct {
		ToAmountMin string `json:"toAmountMin"`
	} `json:"estimate"`
	TransactionRequest json.RawMessage `json:"transactionRequest"`
}

// route quotes a route and fails the test unless it is offered.
func (w *cosmosWorld) route(req map[string]any) cosmosRoute {
	w.t.Helper()
	body, _ := json.Marshal(req)
	resp, raw := w.s.do("POST", "/v2/route", w.id, string(body))
	if resp.StatusCode != http.StatusOK {
		w.t.Fatalf("route %s: %d %s", body, resp.StatusCode, raw)
	}
	var a struct{ Route cosmosRoute }
	if err := json.Unmarshal(raw, &a); err != nil {
		w.t.Fatalf("route body: %v\n%s", err, raw)
	}
	return a.Route
}

// waitStatus polls GET /v2/status until the route's status is want and
// returns the record; another final status fails the test.
func (w *cosmosWorld) waitStatus(tx, from, to, quoteID, want string) api.StatusRecord {
	w.t.Helper()
	q := url.Values{"transactionId": {tx}, "fromChainId": {from}, "toChainId": {to}, "quoteId": {quoteID}}.Encode()
	var rec api.StatusRecord
	testkit.Eventually(w.t, 4*time.Minute, "status "+want+" of "+tx, func() bool {
		resp, raw := w.s.do("GET", "/v2/status?"+q, w.id, "")
		if resp.StatusCode != http.StatusOK {
			return false
		}
		rec = api.StatusRecord{}
		if json.Unmarshal(raw, &rec) != nil {
			return false
		}
		if rec.RouteTransactionStatus != want && isFinal(rec.RouteTransactionStatus) {
			w.t.Fatalf("status %s, want %s:\n%s", rec.RouteTransactionStatus, want, raw)
		}
		return rec.RouteTransactionStatus == want
	})
	return rec
}

func isFinal(s string) bool {
	return s == "success" || s == "refund" || s == "partial_success" || s == "needs_gas"
}

// waitBalance waits until addr holds at least min of denom on chainID.
func (w *cosmosWorld) waitBalance(chainID, addr, denom string, min *big.Int) *big.Int {
	w.t.Helper()
	var got *big.Int
	testkit.Eventually(w.t, 3*time.Minute, denom+" at "+addr, func() bool {
		var err error
		got, err = restBalance(context.Background(), w.rest[chainID], addr, denom)
		return err == nil && got.Cmp(min) >= 0
	})
	return got
}

// cosmjsResult is what tests/cosmjs/execute.mjs prints.
type cosmjsResult struct {
	TransactionHash string `json:"transactionHash"`
	Code            uint32 `json:"code"`
	GasWanted       string `json:"gasWanted"`
	SimulatedGas    uint64 `json:"simulatedGas"`
	Signer          string `json:"signer"`
}

// cosmjs signs and broadcasts a route's transactionRequest with CosmJS on
// chainID, with the development mnemonic's account.
func (w *cosmosWorld) cosmjs(script, chainID string, account int, tr json.RawMessage) cosmjsResult {
	w.t.Helper()
	spec, _ := cosmos.SpecOf(chainID)
	in, _ := json.Marshal(map[string]any{"rpc": w.rpc[chainID], "prefix": spec.Prefix, "mnemonic": chain.DevMnemonic,
		"account": account, "transactionRequest": tr})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", script)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		w.t.Fatalf("CosmJS on %s: %v\n%s%s", chainID, err, out, stderr.String())
	}
	var res cosmjsResult
	if err := json.Unmarshal(out, &res); err != nil || res.TransactionHash == "" {
		w.t.Fatalf("CosmJS output %q: %v", out, err)
	}
	return res
}

// fundHubUSDC gives addr uusdc on the hub from the bridge account, as
// devnet funding does.
func (w *cosmosWorld) fundHubUSDC(addr string, amount int64) {
	w.t.Helper()
	spec, _ := cosmos.SpecOf(cosmos.HubChainID)
	hub, err := cosmos.NewClient(spec, w.rpc[cosmos.HubChainID])
	if err != nil {
		w.t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := hub.Send(ctx, cosmos.BridgeKey(), addr, sdk.NewCoins(sdk.NewCoin(cosmos.USDCDenom, sdkmath.NewInt(amount)))); err != nil {
		w.t.Fatalf("fund %s: %v", addr, err)
	}
}

// testCosmJS: an unmodified CosmJS signs and broadcasts the routes'
// MsgTransfer as the public v2 SDK's Cosmos handler does, there (hub
// uusdc → osmosis-1) and back (the voucher → the hub); each reaches
// success and the funds arrive.
func testCosmJS(w *cosmosWorld, script string) {
	const account = 3
	key, err := cosmos.DevKey(account)
	if err != nil {
		w.t.Fatal(err)
	}
	hubAddr, osmoAddr := key.AddressOn(cosmos.HubChainID), key.AddressOn(cosmos.OsmosisChainID)
	voucher := cosmos.USDCVoucher(cosmos.OsmosisChainID)
	w.fundHubUSDC(hubAddr, 2_000_000)

	there := w.route(map[string]any{"fromChain": cosmos.HubChainID, "fromToken": cosmos.USDCDenom, "fromAmount": "2000000",
		"fromAddress": hubAddr, "toChain": cosmos.OsmosisChainID, "toToken": voucher, "toAddress": osmoAddr, "slippage": 1})
	sent := w.cosmjs(script, cosmos.HubChainID, account, there.TransactionRequest)
	if sent.Signer != hubAddr {
		w.t.Fatalf("CosmJS signed as %s, want %s", sent.Signer, hubAddr)
	}
	checkGasLimit(w.t, there.TransactionRequest, sent.SimulatedGas)
	w.waitStatus(sent.TransactionHash, cosmos.HubChainID, cosmos.OsmosisChainID, there.QuoteID, "success")
	got := w.waitBalance(cosmos.OsmosisChainID, osmoAddr, voucher, mustInt(w.t, there.Estimate.ToAmountMin))

	back := w.route(map[string]any{"fromChain": cosmos.OsmosisChainID, "fromToken": voucher, "fromAmount": got.String(),
		"fromAddress": osmoAddr, "toChain": cosmos.HubChainID, "toToken": cosmos.USDCDenom, "toAddress": hubAddr, "slippage": 1})
	before, err := restBalance(context.Background(), w.rest[cosmos.HubChainID], hubAddr, cosmos.USDCDenom)
	if err != nil {
		w.t.Fatal(err)
	}
	sent = w.cosmjs(script, cosmos.OsmosisChainID, account, back.TransactionRequest)
	w.waitStatus(sent.TransactionHash, cosmos.OsmosisChainID, cosmos.HubChainID, back.QuoteID, "success")
	w.waitBalance(cosmos.HubChainID, hubAddr, cosmos.USDCDenom, new(big.Int).Add(before, mustInt(w.t, back.Estimate.ToAmountMin)))
}

// checkGasLimit: the route's gasLimit covers the gas the chain simulated
// for the message, so a wallet that takes gasLimit as given succeeds too.
func checkGasLimit(t *testing.T, tr json.RawMessage, simulated uint64) {
	t.Helper()
	var req struct {
		GasLimit string `json:"gasLimit"`
		GasPrice string `json:"gasPrice"`
	}
	if err := json.Unmarshal(tr, &req); err != nil {
		t.Fatal(err)
	}
	limit, ok := new(big.Int).SetString(req.GasLimit, 10)
	if !ok || limit.Uint64() < simulated || !strings.ContainsAny(req.GasPrice, "abcdefghijklmnopqrstuvwxyz") {
		t.Errorf("transactionRequest gasLimit %q gasPrice %q: the chain simulated %d gas", req.GasLimit, req.GasPrice, simulated)
	}
}

func mustInt(t *testing.T, s string) *big.Int {
	t.Helper()
	n, ok := new(big.Int).SetString(s, 10)
	if !ok {
		t.Fatalf("amount %q", s)
	}
	return n
}
