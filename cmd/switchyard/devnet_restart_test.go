//go:build !nodevnet

package main

import (
	"bufio"
	"context"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet"
)

// attachRouteWorld is newRouteWorld on a service already running, with
// the integrator id of an earlier start ("" creates one).
func attachRouteWorld(t *testing.T, s *service, id string) *routeWorld {
	t.Helper()
	rpc, admin := s.devnetURLs()
	return routeWorldOn(t, s, id, rpc, admin)
}

// routeWorldOn is a route world on a service whose devnet runs at the
// given RPC and admin URLs.
func routeWorldOn(t *testing.T, s *service, id string, rpc map[string]string, admin string) *routeWorld {
	t.Helper()
	w := &routeWorld{t: t, s: s, id: id, admin: &devnet.Client{URL: admin}, clients: map[string]*ethclient.Client{}, deps: map[string]devnet.ContractsInfo{}}
	if w.id == "" {
		w.id = s.addIntegrator("wallet", "--tier", "custom", "--rate", "1000")
	}
	w.key, _ = crypto.HexToECDSA("8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba") // Hardhat/Anvil account 5
	w.user = crypto.PubkeyToAddress(w.key.PublicKey)
	deps, err := w.admin.Deployments(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range deps.Deployments {
		w.deps[d.ChainID] = d
		c, err := ethclient.Dial(rpc[d.ChainID])
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		w.clients[d.ChainID] = c
	}
	return w
}

// routeCase is one route a wallet executes, to a recipient of its own.
type routeCase struct {
	name                 string
	fromChain, toChain   string
	fromSymbol, toSymbol string
	amount               string
	routeType            string
}

var restartRoutes = []routeCase{
	{"same-chain swap", "1", "1", "USDC", "WBTC", "5000000000", "SWAP"},
	{"intents", "42161", "1", "USDC", "USDC", "1000000000", "INTENTS"},
	{"GMP bridge", "1", "42161", "USDC", "USDC", "10000000000", "BRIDGE"}, // 10,000 USDC, the transfer
}

// delivered is a route executed: its recipient and the exact amount the
// quote promised it.
type delivered struct {
	chain, token string
	to           common.Address
	amount       *big.Int
}

// quoteRoute asks for the route to a fresh recipient; a GMP route is
// asked with the solver paused, which leaves the bridge.
func (w *routeWorld) quoteRoute(rc routeCase, run string) (*routeAnswer, delivered) {
	w.t.Helper()
	if rc.routeType == "BRIDGE" {
		w.solver(true)
		defer w.solver(false)
	}
	to := freshAddress(rc.name + " " + run)
	fromToken, toToken := w.token(rc.fromChain, rc.fromSymbol), w.token(rc.toChain, rc.toSymbol)
	w.waitFresh(rc.fromChain, rc.toChain)
	a, code, raw := w.quote(map[string]any{"fromChain": rc.fromChain, "fromToken": fromToken, "fromAmount": rc.amount,
		"fromAddress": w.user.Hex(), "toChain": rc.toChain, "toToken": toToken, "toAddress": to.Hex(), "slippage": 1})
	if code != 200 {
		w.t.Fatalf("%s: route %d %s", rc.name, code, raw)
	}
	if got := a.Route.TransactionRequest.RouteType; got != rc.routeType {
		w.t.Fatalf("%s: routeType %s, want %s (actions %s)", rc.name, got, rc.routeType, a.actionTypes())
	}
	want, _ := new(big.Int).SetString(a.Route.Estimate.ToAmount, 10)
	return a, delivered{chain: rc.toChain, token: toToken, to: to, amount: want}
}

// executeEthersStyle sends the route as an ethers (or viem) dapp does:
// the approve and the route transaction back to back without waiting for
// the approve, each with its nonce from eth_getTransactionCount(pending),
// its gas from eth_estimateGas and fees from eth_maxPriorityFeePerGas and
// the head's base fee (ethers' getFeeData: 2 × base fee + tip). The
// route's estimate runs on the pending block, which holds the approve;
// until the node's pending block includes it, the estimate reverts and is
// asked again, as a wallet re-estimating on each new block does.
func (w *routeWorld) executeEthersStyle(chain, fromToken, fromAmount string, a *routeAnswer) *types.Receipt {
	w.t.Helper()
	ctx := context.Background()
	client := w.clients[chain]
	chainID, _ := new(big.Int).SetString(chain, 10)
	signer := types.LatestSignerForChainID(chainID)
	tr := a.Route.TransactionRequest
	target := common.HexToAddress(tr.Target)
	value, _ := new(big.Int).SetString(tr.Value, 10)
	data := hexutil.MustDecode(tr.Data)
	tip, err := client.SuggestGasTipCap(ctx)
	if err != nil {
		w.t.Fatal(err)
	}
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		w.t.Fatal(err)
	}
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	send := func(to common.Address, value *big.Int, data []byte, gas uint64) *types.Transaction {
		nonce, err := client.PendingNonceAt(ctx, w.user)
		if err != nil {
			w.t.Fatal(err)
		}
		tx, err := types.SignNewTx(w.key, signer, &types.DynamicFeeTx{ChainID: chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap,
			Gas: gas, To: &to, Value: value, Data: data})
		if err != nil {
			w.t.Fatal(err)
		}
		if err := client.SendTransaction(ctx, tx); err != nil {
			w.t.Fatalf("send (nonce %d from pending): %v", nonce, err)
		}
		return tx
	}
	var approve *types.Transaction
	if fromToken != nativeToken {
		token := common.HexToAddress(fromToken)
		amount, _ := new(big.Int).SetString(fromAmount, 10)
		approveData := bindings.NewERC20Token().PackApprove(target, amount)
		gas, err := client.EstimateGas(ctx, ethereum.CallMsg{From: w.user, To: &token, Data: approveData})
		if err != nil {
			w.t.Fatalf("estimate approve: %v", err)
		}
		approve = send(token, nil, approveData, gas)
	}
	gas := w.estimatePending(client, ethereum.CallMsg{From: w.user, To: &target, Value: value, Data: data})
	route := send(target, value, data, gas)
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if approve != nil {
		if r, err := bind.WaitMined(wctx, client, approve.Hash()); err != nil || r.Status != types.ReceiptStatusSuccessful {
			w.t.Fatalf("approve: %+v %v", r, err)
		}
		if route.Nonce() != approve.Nonce()+1 {
			w.t.Errorf("route nonce %d from pending, approve's %d", route.Nonce(), approve.Nonce())
		}
	}
	r, err := bind.WaitMined(wctx, client, route.Hash())
	if err != nil {
		w.t.Fatal(err)
	}
	if r.Status != types.ReceiptStatusSuccessful {
		w.t.Fatalf("route transaction reverted with the estimated gas %d (used %d; quoted limit %s)", gas, r.GasUsed, tr.GasLimit)
	}
	return r
}

// estimatePending is eth_estimateGas on the pending block.
func (w *routeWorld) estimatePending(client *ethclient.Client, msg ethereum.CallMsg) uint64 {
	w.t.Helper()
	arg := map[string]any{"from": msg.From, "to": msg.To, "data": hexutil.Bytes(msg.Data)}
	if msg.Value != nil {
		arg["value"] = (*hexutil.Big)(msg.Value)
	}
	deadline := time.Now().Add(15 * time.Second)
	for {
		var gas hexutil.Uint64
		err := client.Client().CallContext(context.Background(), &gas, "eth_estimateGas", arg, "pending")
		if err == nil {
			return uint64(gas)
		}
		if time.Now().After(deadline) {
			w.t.Fatalf("estimate route: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// checkDelivered waits for each route's recipient to hold exactly what was
// quoted: less is a lost transfer, more one delivered twice.
func (w *routeWorld) checkDelivered(what string, routes ...delivered) {
	w.t.Helper()
	for _, d := range routes {
		got := w.waitBalance(d.chain, d.token, d.to, d.amount)
		if got.Cmp(d.amount) != 0 {
			w.t.Errorf("%s: recipient %s on chain %s holds %s, quoted %s", what, d.to.Hex(), d.chain, got, d.amount)
		}
	}
}

// TestDevnetStateSurvivesRestart: every route kind, executed as an ethers
// dapp does, before and after a clean restart on the same data dir: the
// chains come back with their balances and contracts, and each route is
// delivered exactly once (the relayer neither skips nor replays).
func TestDevnetStateSurvivesRestart(t *testing.T) {
	dir := t.TempDir()
	args := []string{"--devnet-chains", "1,42161", "--devnet-explorer-delay", "0s"}
	w := attachRouteWorld(t, startServiceIn(t, dir, args...), "")
	w.fund("1", "USDC", "100000000000")     // 100,000 USDC
	w.fund("42161", "USDC", "100000000000") // 100,000 USDC
	var first []delivered
	for _, rc := range restartRoutes {
		a, d := w.quoteRoute(rc, "first")
		w.executeEthersStyle(rc.fromChain, w.token(rc.fromChain, rc.fromSymbol), rc.amount, a)
		first = append(first, d)
	}
	w.checkDelivered("before the restart", first...)
	usdcLeft := w.balance("1", w.token("1", "USDC"), w.user)
	router := w.deps["1"].Router
	head, err := w.clients["1"].BlockNumber(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	w.s.Stop()

	w = attachRouteWorld(t, startServiceIn(t, dir, args...), w.id)
	if got := w.deps["1"].Router; got != router {
		t.Errorf("router after restart %s, was %s", got, router)
	}
	if now, err := w.clients["1"].BlockNumber(context.Background()); err != nil || now <= head {
		t.Errorf("chain 1 head after restart %d (%v), was %d: the chain started again", now, err, head)
	}
	if got := w.balance("1", w.token("1", "USDC"), w.user); got.Cmp(usdcLeft) != 0 {
		t.Errorf("wallet's USDC after restart %s, was %s", got, usdcLeft)
	}
	w.checkDelivered("after the restart, the routes of before", first...)
	var second []delivered
	for _, rc := range restartRoutes {
		a, d := w.quoteRoute(rc, "second")
		w.executeEthersStyle(rc.fromChain, w.token(rc.fromChain, rc.fromSymbol), rc.amount, a)
		second = append(second, d)
	}
	w.checkDelivered("after the restart", second...)
	w.checkDelivered("after the restart, the routes of before", first...)
}

// startBinary runs the built switchyard serve as a process of its own, on
// free ports, and reads its start-up lines as startServiceIn does.
func startBinary(t *testing.T, bin, dataDir string, extraArgs ...string) (*service, *exec.Cmd) {
	t.Helper()
	return startBinaryServe(t, bin, dataDir, append([]string{"--devnet-rpc-port", "0",
		"--devnet-admin-listen", "127.0.0.1:0", "--devnet-explorer-listen", "127.0.0.1:0"}, extraArgs...)...)
}

// startBinaryServe is startBinary with exactly the given flags beside
// --listen and --data-dir.
func startBinaryServe(t *testing.T, bin, dataDir string, flags ...string) (*service, *exec.Cmd) {
	t.Helper()
	args := append([]string{"serve", "--listen", "127.0.0.1:0", "--data-dir", dataDir}, flags...)
	cmd := exec.Command(bin, args...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	s := &service{t: t, DataDir: dataDir, stderr: &syncBuffer{}, stdout: &syncBuffer{}}
	cmd.Stderr = s.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	s.stop = func() { cmd.Process.Kill() }
	sc := bufio.NewScanner(stdout)
	if !sc.Scan() {
		t.Fatalf("no output; stderr:\n%s", s.stderr.String())
	}
	m := listenLine.FindStringSubmatch(sc.Text())
	if m == nil {
		t.Fatalf("no listening line: %q; stderr:\n%s", sc.Text(), s.stderr.String())
	}
	s.URL = m[1]
	if sc.Scan() {
		if m := devLine.FindStringSubmatch(sc.Text()); m != nil {
			s.DevID = m[1]
		}
	}
	go func() {
		for sc.Scan() {
			s.stdout.Write([]byte(sc.Text() + "\n"))
		}
	}()
	return s, cmd
}

// TestDevnetSurvivesKill9: a GMP transfer whose source transaction is
// mined when the process is killed (kill -9, no shutdown at all) is
// delivered exactly once by the next start, and routes go on.
func TestDevnetSurvivesKill9(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "switchyard")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	dir := t.TempDir()
	args := []string{"--devnet-chains", "1,42161", "--devnet-explorer-delay", "0s"}
	s, cmd := startBinary(t, bin, dir, args...)
	w := attachRouteWorld(t, s, "")
	w.fund("1", "USDC", "100000000000")
	gmp := restartRoutes[2]
	a, done := w.quoteRoute(gmp, "before the kill")
	w.execute(gmp.fromChain, w.token(gmp.fromChain, gmp.fromSymbol), gmp.amount, a)
	w.checkDelivered("before the kill", done)

	a, inFlight := w.quoteRoute(gmp, "in flight at the kill")
	r := w.execute(gmp.fromChain, w.token(gmp.fromChain, gmp.fromSymbol), gmp.amount, a)
	// The kill comes once the next block is sealed: a block is synced to
	// disk just after it becomes the head, so one killed within that
	// instant may be lost with its transfer (consistently: nothing taken,
	// nothing delivered), which this test is not about.
	for {
		head, err := w.clients["1"].BlockNumber(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if head > r.BlockNumber.Uint64() {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(100 * time.Millisecond)
	t.Logf("at the kill the recipient of the transfer in flight holds %s (quoted %s)",
		w.balance(inFlight.chain, inFlight.token, inFlight.to), inFlight.amount)
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()

	w = attachRouteWorld(t, startServiceIn(t, dir, args...), w.id)
	if _, err := w.clients["1"].TransactionReceipt(context.Background(), r.TxHash); err != nil {
		t.Fatalf("the source transaction of the transfer in flight, mined before the kill: %v", err)
	}
	w.checkDelivered("after the kill", done, inFlight)
	a, after := w.quoteRoute(gmp, "after the kill")
	w.execute(gmp.fromChain, w.token(gmp.fromChain, gmp.fromSymbol), gmp.amount, a)
	w.checkDelivered("after the kill", after, done, inFlight)
}

// TestDevnetResetAndOtherGenesis: a data dir whose chains were made by
// another catalog, or whose relayer state belongs to chains that are gone,
// is refused with a message naming --devnet-reset, and --devnet-reset
// starts the devnet again from genesis.
func TestDevnetResetAndOtherGenesis(t *testing.T) {
	dir := t.TempDir()
	args := []string{"--devnet-chains", "42161"}
	w := attachRouteWorld(t, startServiceIn(t, dir, args...), "")
	w.fund("42161", "USDC", "1000000000")
	w.s.Stop()

	// another catalog: WETH at 3500 USD seeds other pools, so another genesis
	other := filepath.Join(t.TempDir(), "catalog.json")
	if err := os.WriteFile(other, []byte(`{"mode":"extend","tokens":[{"symbol":"WETH","address":"0x82aF49447D8a07e3bd95BD0d56f35241523fBab1",
		"chainId":"42161","decimals":18,"usdPrice":3500,"type":"evm","name":"Wrapped Ether","coingeckoId":"weth"}]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := runMain(append([]string{"serve", "--listen", "127.0.0.1:0", "--data-dir", dir, "--catalog", other, "--devnet-rpc-port", "0",
		"--devnet-admin-listen", "127.0.0.1:0", "--devnet-explorer-listen", "127.0.0.1:0"}, args...)...)
	if code == 0 || !strings.Contains(stderr, "another genesis") || !strings.Contains(stderr, "--devnet-reset") {
		t.Fatalf("serve on chains of another catalog: exit %d, stderr:\n%s", code, stderr)
	}
	// (The relayer's state lives beside the chains, in the devnet dir, so
	// deleting the chains deletes it too: nothing is left to disagree.)

	w = attachRouteWorld(t, startServiceIn(t, dir, append(args, "--devnet-reset")...), w.id)
	if got := w.balance("42161", w.token("42161", "USDC"), w.user); got.Sign() != 0 {
		t.Errorf("wallet's USDC after --devnet-reset %s, want 0", got)
	}
	// The world's build takes about a dozen blocks (V3 pools: four batches).
	if head, err := w.clients["42161"].BlockNumber(context.Background()); err != nil || head > 20 {
		t.Errorf("head after --devnet-reset %d (%v): not a new chain", head, err)
	}
}
