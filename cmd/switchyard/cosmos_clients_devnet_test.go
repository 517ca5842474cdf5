//go:build !nodevnet

package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/devnet/chain"
	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// cosmosClientsWorld is the one service with --devnet-cosmos that the
// Cosmos end-to-end checks share (TestCosmosDevnet): a first start of the
// chains and their channels takes about a minute, so each check (the ICS-20
// route, the bridge routes, CosmJS, the CLI, the devnet controls) runs as
// a subtest instead of starting its own.
type cosmosClientsWorld struct {
	t     *testing.T
	s     *service
	id    string
	admin string
	rpc   map[string]string
	rest  map[string]string
}

func newCosmosClientsWorld(t *testing.T, extraArgs ...string) *cosmosClientsWorld {
	s := startService(t, append([]string{"--devnet-cosmos"}, extraArgs...)...)
	w := &cosmosClientsWorld{t: t, s: s, id: s.addIntegrator("cosmos clients", "--tier", "custom", "--rate", "1000"),
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
func (w *cosmosClientsWorld) route(req map[string]any) cosmosRoute {
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
func (w *cosmosClientsWorld) waitStatus(tx, from, to, quoteID, want string) api.StatusRecord {
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
func (w *cosmosClientsWorld) waitBalance(chainID, addr, denom string, min *big.Int) *big.Int {
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
func (w *cosmosClientsWorld) cosmjs(script, chainID string, account int, tr json.RawMessage) cosmjsResult {
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

// fund runs devnet fund on a Cosmos chain and returns its output.
func (w *cosmosClientsWorld) fund(chainID, to, token, amount string) string {
	w.t.Helper()
	args := []string{"devnet", "fund", "--chain", chainID, "--to", to, "--amount", amount, "--url", w.admin}
	if token == "" {
		args = append(args, "--native")
	} else {
		args = append(args, "--token", token)
	}
	out, errOut, code := runMain(args...)
	if code != 0 {
		w.t.Fatalf("switchyard %s: exit %d\n%s%s", strings.Join(args, " "), code, out, errOut)
	}
	return out
}

// testCosmJS: an unmodified CosmJS signs and broadcasts the routes'
// MsgTransfer as the public v2 SDK's Cosmos handler does, there (hub
// uusdc → osmosis-1), back (the voucher → the hub) and out to Arbitrum
// through the hub's bridge; each reaches success and the funds arrive.
func testCosmJS(w *cosmosClientsWorld, script string) {
	const account = 3
	key, err := cosmos.DevKey(account)
	if err != nil {
		w.t.Fatal(err)
	}
	hubAddr, osmoAddr := key.AddressOn(cosmos.HubChainID), key.AddressOn(cosmos.OsmosisChainID)
	voucher := cosmos.USDCVoucher(cosmos.OsmosisChainID)
	w.fund(cosmos.HubChainID, hubAddr, "USDC", "2000000")

	there := w.route(map[string]any{"fromChain": cosmos.HubChainID, "fromToken": cosmos.USDCDenom, "fromAmount": "2000000",
		"fromAddress": hubAddr, "toChain": cosmos.OsmosisChainID, "toToken": voucher, "toAddress": osmoAddr, "slippage": 1})
	sent := w.cosmjs(script, cosmos.HubChainID, account, there.TransactionRequest)
	if sent.Signer != hubAddr {
		w.t.Fatalf("CosmJS signed as %s, want %s", sent.Signer, hubAddr)
	}
	checkGasLimit(w.t, there.TransactionRequest, sent.SimulatedGas)
	rec := w.waitStatus(sent.TransactionHash, cosmos.HubChainID, cosmos.OsmosisChainID, there.QuoteID, "success")
	// The record's transactionUrls are the devnet explorer's pages of the
	// two transactions: the packet sent on the hub, received on osmosis-1.
	w.page(rec.FromChain.TransactionURL, "Sent packet")
	w.page(rec.ToChain.TransactionURL, "Received packet")
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

	// Out to an EVM chain through the hub's bridge: the voucher on
	// osmosis-1 → USDC on Arbitrum, the memo'd MsgTransfer signed as returned.
	w.fund(cosmos.OsmosisChainID, osmoAddr, "USDC", "12000000")
	w.waitBalance(cosmos.OsmosisChainID, osmoAddr, voucher, big.NewInt(12000000))
	usdc, rpc := w.evmToken("42161", "USDC")
	to := freshAddress("cosmjs to arbitrum")
	out := w.route(map[string]any{"fromChain": cosmos.OsmosisChainID, "fromToken": voucher, "fromAmount": "12000000",
		"fromAddress": osmoAddr, "toChain": "42161", "toToken": usdc, "toAddress": to.Hex(), "slippage": 1})
	sent = w.cosmjs(script, cosmos.OsmosisChainID, account, out.TransactionRequest)
	w.waitStatus(sent.TransactionHash, cosmos.OsmosisChainID, "42161", out.QuoteID, "success")
	ec, err := ethclient.Dial(rpc)
	if err != nil {
		w.t.Fatal(err)
	}
	defer ec.Close()
	if got, minimum := tokenBalance(w.t, ec, usdc, to.Hex()), mustInt(w.t, out.Estimate.ToAmountMin); got.Cmp(minimum) < 0 {
		w.t.Fatalf("USDC on Arbitrum at %s: %s, below toAmountMin %s", to.Hex(), got, minimum)
	}
}

// evmToken is the address of symbol on an EVM chain as the service lists
// it, and the chain's RPC.
func (w *cosmosClientsWorld) evmToken(chainID, symbol string) (token, rpc string) {
	w.t.Helper()
	var tokens api.TokensResponse
	_, raw := w.s.do("GET", "/v2/tokens?chainId="+chainID, w.id, "")
	if err := json.Unmarshal(raw, &tokens); err != nil {
		w.t.Fatalf("tokens: %v\n%.300s", err, raw)
	}
	for _, t := range tokens.Tokens {
		if t.Symbol == symbol {
			token = t.Address
		}
	}
	var one struct {
		Chain struct {
			RPC string `json:"rpc"`
		} `json:"chain"`
	}
	_, raw = w.s.do("GET", "/v2/chains?chainId="+chainID, w.id, "")
	if err := json.Unmarshal(raw, &one); err != nil || one.Chain.RPC == "" || token == "" {
		w.t.Fatalf("no %s or rpc on chain %s: %v\n%.300s", symbol, chainID, err, raw)
	}
	return token, one.Chain.RPC
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

// testCosmosFund: devnet fund on the Cosmos chains, native and the
// bridged USDC (over IBC from the hub on osmosis-1), with the errors a
// wrong prefix or an unknown denom get.
func testCosmosFund(w *cosmosClientsWorld) {
	to := freshCosmosAddress(w.t, "osmo")
	out := w.fund(cosmos.OsmosisChainID, to, "", "1234")
	if !strings.Contains(out, "funded "+to+" with 1234 uosmo on chain osmosis-1") {
		w.t.Errorf("devnet fund --native: %s", out)
	}
	w.waitBalance(cosmos.OsmosisChainID, to, "uosmo", big.NewInt(1234))
	voucher := cosmos.USDCVoucher(cosmos.OsmosisChainID)
	out = w.fund(cosmos.OsmosisChainID, to, "USDC", "5000")
	if !strings.Contains(out, "sent 5000 "+voucher+" to "+to+" on chain osmosis-1 over IBC from the hub") {
		w.t.Errorf("devnet fund --token USDC: %s", out)
	}
	w.waitBalance(cosmos.OsmosisChainID, to, voucher, big.NewInt(5000))

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--chain", "osmosis-1", "--to", freshCosmosAddress(w.t, "cosmos"), "--native"}, `has the wrong prefix for this chain: want "osmo1..."`},
		{[]string{"--chain", "osmosis-1", "--to", to, "--token", "uatom"}, `osmosis-1 has no token "uatom" to fund: it funds uosmo (native), USDC (` + voucher + ")"},
		{[]string{"--chain", "juno-1", "--to", to, "--native"}, `chain "juno-1" is not on this devnet`},
	} {
		args := append([]string{"devnet", "fund", "--amount", "1", "--url", w.admin}, tc.args...)
		out, errOut, code := runMain(args...)
		if code == 0 || !strings.Contains(errOut, tc.want) {
			w.t.Errorf("switchyard %s: exit %d, want an error with %q:\n%s%s", strings.Join(args, " "), code, tc.want, out, errOut)
		}
	}
}

// ibc runs devnet ibc with args and returns its output.
func (w *cosmosClientsWorld) ibc(args ...string) string {
	w.t.Helper()
	out, errOut, code := runMain(append([]string{"devnet", "ibc", "--url", w.admin}, args...)...)
	if code != 0 {
		w.t.Fatalf("switchyard devnet ibc %s: exit %d\n%s%s", strings.Join(args, " "), code, out, errOut)
	}
	return out
}

// testIBCTimeoutRefund: with a 15 s packet timeout and the IBC relayer
// paused, a hub → osmosis-1 route stays ongoing; once the destination's
// time has passed the packet's timeout the resumed relayer times it out,
// the route ends refund with the funds back at the sender on the hub,
// where fundsAt says; then a route completes again.
func testIBCTimeoutRefund(w *cosmosClientsWorld, script string) {
	const account = 4
	key, err := cosmos.DevKey(account)
	if err != nil {
		w.t.Fatal(err)
	}
	hubAddr := key.AddressOn(cosmos.HubChainID)
	to := freshCosmosAddress(w.t, "osmo")
	voucher := cosmos.USDCVoucher(cosmos.OsmosisChainID)
	w.fund(cosmos.HubChainID, hubAddr, "USDC", "1000000")
	w.waitBalance(cosmos.HubChainID, hubAddr, cosmos.USDCDenom, big.NewInt(1_000_000))
	defer w.ibc("--resume", "--timeout", "10m") // the next subtests' routes

	if out := w.ibc("--timeout", "15s", "--pause"); !strings.Contains(out, "IBC relayer: paused") || !strings.Contains(out, "timeout of routes quoted from now on: 15s") {
		w.t.Fatalf("devnet ibc --pause --timeout 15s: %s", out)
	}
	req := map[string]any{"fromChain": cosmos.HubChainID, "fromToken": cosmos.USDCDenom, "fromAmount": "1000000",
		"fromAddress": hubAddr, "toChain": cosmos.OsmosisChainID, "toToken": voucher, "toAddress": to, "slippage": 1}
	r := w.route(req)
	var tr struct{ Data string }
	if err := json.Unmarshal(r.TransactionRequest, &tr); err != nil {
		w.t.Fatal(err)
	}
	msg, err := api.ParseCosmosTransfer(tr.Data)
	if err != nil {
		w.t.Fatal(err)
	}
	timeout := mustInt(w.t, msg.TimeoutTimestamp)
	sent := w.cosmjs(script, cosmos.HubChainID, account, r.TransactionRequest)
	if rec := w.waitStatus(sent.TransactionHash, cosmos.HubChainID, cosmos.OsmosisChainID, r.QuoteID, "ongoing"); rec.Terminal {
		w.t.Errorf("a held packet's route is terminal: %+v", rec)
	}
	w.waitChainTime(cosmos.OsmosisChainID, time.Unix(0, timeout.Int64()))
	w.ibc("--resume")
	rec := w.waitStatus(sent.TransactionHash, cosmos.HubChainID, cosmos.OsmosisChainID, r.QuoteID, "refund")
	if rec.FundsAt == nil || rec.FundsAt.ChainID != cosmos.HubChainID || rec.FundsAt.Address != hubAddr {
		w.t.Errorf("fundsAt %+v, want the sender %s on the hub", rec.FundsAt, hubAddr)
	}
	w.waitBalance(cosmos.HubChainID, hubAddr, cosmos.USDCDenom, big.NewInt(1_000_000))
	if got, err := restBalance(context.Background(), w.rest[cosmos.OsmosisChainID], to, voucher); err != nil || got.Sign() != 0 {
		w.t.Errorf("the recipient holds %v %s after the timeout (%v)", got, voucher, err)
	}

	w.ibc("--timeout", "10m")
	r = w.route(req)
	sent = w.cosmjs(script, cosmos.HubChainID, account, r.TransactionRequest)
	w.waitStatus(sent.TransactionHash, cosmos.HubChainID, cosmos.OsmosisChainID, r.QuoteID, "success")
	w.waitBalance(cosmos.OsmosisChainID, to, voucher, mustInt(w.t, r.Estimate.ToAmountMin))
}

// waitChainTime waits until chainID has made a block later than at (a
// packet times out by the destination's block time, not the test's clock).
func (w *cosmosClientsWorld) waitChainTime(chainID string, at time.Time) {
	w.t.Helper()
	testkit.Eventually(w.t, 2*time.Minute, chainID+" block time past "+at.String(), func() bool {
		resp, err := http.Get(w.rpc[chainID] + "/status")
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		var st struct {
			Result struct {
				SyncInfo struct {
					LatestBlockTime time.Time `json:"latest_block_time"`
				} `json:"sync_info"`
			} `json:"result"`
		}
		return json.NewDecoder(resp.Body).Decode(&st) == nil && st.Result.SyncInfo.LatestBlockTime.After(at)
	})
}

// testCLIExecuteCosmos: switchyard route --execute signs a Cosmos-source
// route with the key file's key (its bech32 address on the source chain),
// broadcasts it through the chain's RPC and follows it to success, both
// ways between the hub and osmosis-1; a key without funds gets the chain's
// refusal, not a broadcast.
func testCLIExecuteCosmos(w *cosmosClientsWorld) {
	key, err := cosmos.DevKey(5)
	if err != nil {
		w.t.Fatal(err)
	}
	keyFile := filepath.Join(w.t.TempDir(), "key.hex")
	if err := os.WriteFile(keyFile, []byte(hex.EncodeToString(key.PrivKey().Key)+"\n"), 0o600); err != nil {
		w.t.Fatal(err)
	}
	hubAddr := key.AddressOn(cosmos.HubChainID)
	w.fund(cosmos.HubChainID, hubAddr, "USDC", "3000000")
	w.waitBalance(cosmos.HubChainID, hubAddr, cosmos.USDCDenom, big.NewInt(3_000_000))
	to := freshCosmosAddress(w.t, "osmo")
	back := freshCosmosAddress(w.t, "axelar")
	voucher := cosmos.USDCVoucher(cosmos.OsmosisChainID)

	// Denoms, not the symbol: the catalog lists other USDC denoms on
	// osmosis-1 too.
	legs := []struct {
		name, from, fromToken, to, toToken, toAddress, amount string
		check                                                 func(min *big.Int)
	}{
		{"hub to osmosis-1", cosmos.HubChainID, cosmos.USDCDenom, cosmos.OsmosisChainID, voucher, to, "2000000",
			func(min *big.Int) { w.waitBalance(cosmos.OsmosisChainID, to, voucher, min) }},
		{"osmosis-1 to the hub", cosmos.OsmosisChainID, voucher, cosmos.HubChainID, cosmos.USDCDenom, back, "1000000",
			func(min *big.Int) { w.waitBalance(cosmos.HubChainID, back, cosmos.USDCDenom, min) }},
	}
	for _, leg := range legs {
		if leg.from == cosmos.OsmosisChainID {
			// The first leg paid a fresh address: the key's own osmo1
			// address gets the voucher from devnet fund.
			w.fund(cosmos.OsmosisChainID, key.AddressOn(cosmos.OsmosisChainID), "USDC", leg.amount)
			w.waitBalance(cosmos.OsmosisChainID, key.AddressOn(cosmos.OsmosisChainID), voucher, mustInt(w.t, leg.amount))
		}
		args := []string{"route", "--execute", "--key-file", keyFile, "--json", "--from-chain", leg.from, "--from-token", leg.fromToken,
			"--from-amount", leg.amount, "--to-chain", leg.to, "--to-token", leg.toToken, "--to-address", leg.toAddress,
			"--url", w.s.URL, "--integrator-id", w.id}
		ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
		var out, errOut bytes.Buffer
		code := runCommand(ctx, args, &out, &errOut)
		cancel()
		if code != 0 {
			w.t.Fatalf("%s: switchyard %s: exit %d\n%s%s", leg.name, strings.Join(args, " "), code, out.String(), errOut.String())
		}
		dec := json.NewDecoder(&out)
		var r api.RouteResponse
		if err := dec.Decode(&r); err != nil || r.Route.TransactionRequest == nil {
			w.t.Fatalf("%s: route answer: %v\n%s", leg.name, err, out.String())
		}
		var last api.StatusRecord
		for dec.More() {
			if err := dec.Decode(&last); err != nil {
				w.t.Fatalf("%s: status records: %v", leg.name, err)
			}
		}
		if last.RouteTransactionStatus != "success" {
			w.t.Fatalf("%s: the CLI followed the route to %q, want success", leg.name, last.RouteTransactionStatus)
		}
		leg.check(mustInt(w.t, r.Route.Estimate.ToAmountMin))
	}

	// Without --execute: the route, with the message to sign.
	out, errOut, code := runMain("route", "--from-chain", cosmos.HubChainID, "--from-token", cosmos.USDCDenom, "--from-amount", "1000",
		"--from-address", hubAddr, "--to-chain", cosmos.OsmosisChainID, "--to-token", voucher, "--to-address", to, "--url", w.s.URL, "--integrator-id", w.id)
	if want := "sign      MsgTransfer over transfer/channel-0 to " + to + ", gasLimit "; code != 0 || !strings.Contains(out, want) {
		w.t.Errorf("route (no --execute): exit %d, want %q:\n%s%s", code, want, out, errOut)
	}

	// A key whose address never received anything on the chain.
	empty := filepath.Join(w.t.TempDir(), "empty.hex")
	if err := os.WriteFile(empty, []byte(strings.Repeat("42", 32)), 0o600); err != nil {
		w.t.Fatal(err)
	}
	args := []string{"route", "--execute", "--key-file", empty, "--from-chain", cosmos.OsmosisChainID, "--from-token", voucher,
		"--from-amount", "1000", "--to-chain", cosmos.HubChainID, "--to-token", cosmos.USDCDenom, "--to-address", back, "--url", w.s.URL, "--integrator-id", w.id}
	out, errOut, code = runMain(args...)
	if code == 0 || !strings.Contains(errOut, "has no account on chain osmosis-1") {
		w.t.Errorf("route --execute with an unfunded key: exit %d, want the missing account named:\n%s%s", code, out, errOut)
	}
}

// page fetches an explorer page and checks that it says want.
func (w *cosmosClientsWorld) page(u, want string) {
	w.t.Helper()
	resp, err := http.Get(u)
	if err != nil {
		w.t.Fatalf("GET %s: %v", u, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(b), want) {
		w.t.Errorf("GET %s: %d, want a page saying %q:\n%.2000s", u, resp.StatusCode, want, b)
	}
}
