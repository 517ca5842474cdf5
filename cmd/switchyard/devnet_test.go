//go:build !nodevnet

package main

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"io"
	"math/big"
	"net"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

var (
	chainLine = regexp.MustCompile(`(?m)^  chain (\d+)\s+(http://\S+)$`)
	adminLine = regexp.MustCompile(`(?m)^devnet admin: (http://\S+)`)
)

// devnetURLs waits for the devnet lines that follow the development id
// line and returns the chains' RPC URLs and the admin URL.
func (s *service) devnetURLs() (map[string]string, string) {
	s.t.Helper()
	var admin []string
	eventually(s.t, func() bool {
		admin = adminLine.FindStringSubmatch(s.stdout.String())
		return admin != nil
	}, "devnet lines on stdout")
	rpc := map[string]string{}
	for _, m := range chainLine.FindAllStringSubmatch(s.stdout.String(), -1) {
		rpc[m[1]] = m[2]
	}
	return rpc, admin[1]
}

// jsonRPC calls a method the way curl would, without go-ethereum.
func jsonRPC(t *testing.T, url, method string) string {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"`+method+`","params":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct{ Result string }
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		t.Fatal(err)
	}
	return out.Result
}

func TestServeStartsDevnet(t *testing.T) {
	begin := time.Now()
	s := startService(t)
	t.Logf("serve with the default devnet (3 chains) listening %s after Main was called", time.Since(begin).Round(time.Millisecond))
	rpc, admin := s.devnetURLs()
	if len(rpc) != 3 || rpc["1"] == "" || rpc["42161"] == "" || rpc["8453"] == "" || !strings.HasPrefix(admin, "http://127.0.0.1:") {
		t.Fatalf("devnet lines: %v %s\n%s", rpc, admin, s.stdout.String())
	}
	for id, want := range map[string]string{"1": "0x1", "42161": "0xa4b1", "8453": "0x2105"} {
		if got := jsonRPC(t, rpc[id], "eth_chainId"); got != want {
			t.Errorf("chain %s eth_chainId = %q, want %q", id, got, want)
		}
	}

	// The catalog sends clients to the devnet.
	resp, body := s.do("GET", "/v2/chains?chainId=1", s.DevID, "")
	var chain struct {
		Chain struct {
			RPC     string   `json:"rpc"`
			RPCList []string `json:"rpcList"`
		} `json:"chain"`
	}
	if err := json.Unmarshal(body, &chain); err != nil || resp.StatusCode != 200 {
		t.Fatalf("GET /v2/chains?chainId=1: %d %s", resp.StatusCode, body)
	}
	if chain.Chain.RPC != rpc["1"] || len(chain.Chain.RPCList) != 1 || chain.Chain.RPCList[0] != rpc["1"] {
		t.Errorf("chain 1 rpc %q rpcList %v; want the devnet's %s", chain.Chain.RPC, chain.Chain.RPCList, rpc["1"])
	}
	if got := jsonRPC(t, chain.Chain.RPC, "eth_chainId"); got != "0x1" {
		t.Errorf("the catalog's rpc answers eth_chainId %q", got)
	}
}

// TestSendTransactionToServedDevnet is the README's promise: with the
// service running, a short go-ethereum program sends a transaction to a
// devnet chain and reads its receipt and logs.
func TestSendTransactionToServedDevnet(t *testing.T) {
	s := startService(t, "--devnet-chains", "8453", "--devnet-block-interval", "0")
	rpc, _ := s.devnetURLs()
	ctx := context.Background()
	client, err := ethclient.Dial(rpc["8453"])
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	// Hardhat/Anvil account 0, a public test key.
	key, _ := crypto.HexToECDSA("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80")
	from := crypto.PubkeyToAddress(key.PublicKey)
	// Creation code that logs LOG1(topic 0x2a) and deploys nothing.
	data := common.FromHex("0x602a60006000a100")
	chainID, _ := client.ChainID(ctx)
	nonce, _ := client.PendingNonceAt(ctx, from)
	tip, _ := client.SuggestGasTipCap(ctx)
	head, _ := client.HeaderByNumber(ctx, nil)
	gas, err := client.EstimateGas(ctx, ethereum.CallMsg{From: from, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	tx, _ := types.SignNewTx(key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{
		ChainID: chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))), Gas: gas, Data: data,
	})
	if err := client.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	var receipt *types.Receipt
	eventually(t, func() bool {
		receipt, err = client.TransactionReceipt(ctx, tx.Hash())
		return err == nil
	}, "the transaction's receipt")
	if receipt.Status != types.ReceiptStatusSuccessful || len(receipt.Logs) != 1 {
		t.Fatalf("receipt: status %d, %d logs", receipt.Status, len(receipt.Logs))
	}
	logs, err := client.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: receipt.BlockNumber, ToBlock: receipt.BlockNumber,
		Topics: [][]common.Hash{{common.BigToHash(big.NewInt(42))}}})
	if err != nil || len(logs) != 1 || logs[0].TxHash != tx.Hash() {
		t.Fatalf("eth_getLogs: %v %v", logs, err)
	}
}

func TestDevnetCLIAgainstServe(t *testing.T) {
	s := startService(t, "--devnet-chains", "1,8453")
	rpc, admin := s.devnetURLs()
	to := "0x000000000000000000000000000000000000bEEF"

	out, errOut, code := runMain("devnet", "fund", "--url", admin, "--chain", "8453", "--to", to, "--native", "--amount", "1000000000")
	if code != 0 || !strings.Contains(out, "funded "+to+" with 1000000000 wei of the native currency on chain 8453") {
		t.Fatalf("devnet fund: exit %d\n%s%s", code, out, errOut)
	}
	client, err := ethclient.Dial(rpc["8453"])
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	if bal, err := client.BalanceAt(context.Background(), common.HexToAddress(to), nil); err != nil || bal.Int64() != 1e9 {
		t.Errorf("balance after devnet fund: %v, %v", bal, err)
	}

	// Token funding, as the example: the balance grows, read with
	// go-ethereum and the contracts' bindings.
	out, errOut, code = runMain("devnet", "fund", "--url", admin, "--chain", "8453", "--to", to, "--token", "USDC", "--amount", "1000000000")
	usdc := "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913" // Base's USDC, the catalog's address
	if code != 0 || !strings.Contains(out, "funded "+to+" with 1000000000 base units of USDC ("+usdc+") on chain 8453") {
		t.Fatalf("devnet fund --token USDC: exit %d\n%s%s", code, out, errOut)
	}
	if bal := tokenBalance(t, client, usdc, to); bal.Int64() != 1e9 {
		t.Errorf("USDC balance after devnet fund: %v", bal)
	}
	out, errOut, code = runMain("devnet", "fund", "--url", admin, "--chain", "8453", "--to", to, "--token", usdc, "--amount", "5")
	if code != 0 || tokenBalance(t, client, usdc, to).Int64() != 1e9+5 {
		t.Fatalf("devnet fund --token <address>: exit %d\n%s%s", code, out, errOut)
	}

	// Pool prices: list, move, list.
	out, errOut, code = runMain("devnet", "pools", "--url", admin, "--chain", "1")
	if code != 0 || !regexp.MustCompile(`(?m)^WETH/USDC\s+0x[0-9a-fA-F]{40}\s+uniswap-v2\s+30\s+3000 USDC`).MatchString(out) {
		t.Fatalf("devnet pools: exit %d\n%s%s", code, out, errOut)
	}
	out, errOut, code = runMain("devnet", "price", "--url", admin, "--chain", "1", "--pool", "WETH/USDC", "--price", "3500")
	if code != 0 || !strings.Contains(out, "price 3000 -> 3500 USDC per WETH") {
		t.Fatalf("devnet price: exit %d\n%s%s", code, out, errOut)
	}
	if out, _, _ := runMain("devnet", "pools", "--url", admin, "--chain", "1"); !strings.Contains(out, "3500 USDC") {
		t.Errorf("pools after the move:\n%s", out)
	}
	out, errOut, code = runMain("devnet", "price", "--url", admin, "--chain", "1", "--pool", "WETH/USDC", "--price", "3400", "--all-pools")
	if code != 0 || !strings.Contains(out, "pool WETH/USDC (") || !strings.Contains(out, "pool WETH/USDC@0.3% (") || !strings.Contains(out, "-> 3400 USDC per WETH") {
		t.Fatalf("devnet price --all-pools: exit %d\n%s%s", code, out, errOut)
	}

	out, errOut, code = runMain("devnet", "gas", "--url", admin, "--chain", "1", "--gwei", "500")
	if code != 0 || !strings.Contains(out, "chain 1: gas price spiked: eth_gasPrice 500.") {
		t.Fatalf("devnet gas: exit %d\n%s%s", code, out, errOut)
	}
	if p := jsonRPC(t, rpc["1"], "eth_maxPriorityFeePerGas"); p != "0x746a528800" { // 500 gwei
		t.Errorf("eth_maxPriorityFeePerGas after the spike = %s", p)
	}
	if p := jsonRPC(t, rpc["8453"], "eth_maxPriorityFeePerGas"); p != "0x3b9aca00" { // 1 gwei: other chains stay calm
		t.Errorf("chain 8453 eth_maxPriorityFeePerGas = %s", p)
	}
	out, errOut, code = runMain("devnet", "gas", "--url", admin, "--chain", "1", "--reset")
	if code != 0 || !strings.Contains(out, "chain 1: gas price restored") || jsonRPC(t, rpc["1"], "eth_maxPriorityFeePerGas") != "0x3b9aca00" {
		t.Fatalf("devnet gas --reset: exit %d\n%s%s", code, out, errOut)
	}

	// Errors are the API's messages, with a non-zero exit.
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"fund", "--url", admin, "--chain", "1", "--to", to, "--token", "DOGE", "--amount", "1"}, `token "DOGE" is not on devnet chain 1`},
		{[]string{"price", "--url", admin, "--chain", "1", "--pool", "WETH/DOGE", "--price", "1"}, `pool "WETH/DOGE" is not on devnet chain 1; its pools are WETH/USDC`},
		{[]string{"price", "--url", admin, "--chain", "1", "--pool", "WETH/USDC", "--price", "cheap"}, "--price: price \"cheap\" must be a positive decimal number"},
		{[]string{"price", "--url", admin, "--chain", "1", "--price", "1"}, "--pool is required"},
		{[]string{"pools", "--url", admin}, "--chain is required"},
		{[]string{"fund", "--url", admin, "--chain", "10", "--to", to, "--native", "--amount", "1"}, "chain 10 is not on this devnet; its chains are 1, 8453"},
		{[]string{"fund", "--url", admin, "--chain", "1", "--to", "0xnope", "--native", "--amount", "1"}, `to "0xnope" is not an address`},
		{[]string{"fund", "--url", admin, "--chain", "1", "--to", to, "--native", "--token", "USDC", "--amount", "1"}, "exactly one of --native and --token"},
		{[]string{"fund", "--url", admin, "--chain", "1", "--to", to, "--native", "--amount", "1e18"}, "positive integer in base units"},
		{[]string{"fund", "--url", admin, "--to", to, "--native", "--amount", "1"}, "--chain is required"},
		{[]string{"gas", "--url", admin, "--chain", "1"}, "exactly one of --gwei and --reset"},
		{[]string{"gas", "--url", admin, "--chain", "1", "--gwei", "lots"}, "decimal number of gwei"},
		{[]string{"gas", "--url", "http://127.0.0.1:1", "--chain", "1", "--reset"}, "is `switchyard serve` or `switchyard devnet` running?"},
		{[]string{"frobnicate"}, `unknown devnet command "frobnicate"`},
	}
	for _, tt := range tests {
		out, errOut, code := runMain(append([]string{"devnet"}, tt.args...)...)
		if code == 0 || !strings.Contains(errOut, tt.want) {
			t.Errorf("devnet %v: exit %d, stdout %q, stderr %q; want failure mentioning %q", tt.args, code, out, errOut, tt.want)
		}
	}
}

func TestDevnetCommandRunsAlone(t *testing.T) {
	testkit.Slow(t, "starts the devnet")
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	stderr := &syncBuffer{}
	done := make(chan int, 1)
	go func() {
		done <- runCommand(ctx, []string{"devnet", "--chains", "10", "--rpc-port", "0", "--listen-admin", "127.0.0.1:0", "--explorer-listen", "127.0.0.1:0", "--block-interval", "0", "--data-dir", t.TempDir()}, pw, stderr)
		pw.Close()
	}()
	var out strings.Builder
	sc := bufio.NewScanner(pr)
	for sc.Scan() {
		out.WriteString(sc.Text() + "\n")
		if strings.HasPrefix(sc.Text(), "  (9) ") {
			break
		}
	}
	go io.Copy(io.Discard, pr)
	text := out.String()
	for _, want := range []string{"chain 10", "devnet admin: http://127.0.0.1:", "test test test test test test test test test test test junk",
		"never on a real network", "(0) 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266  0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"} {
		if !strings.Contains(text, want) {
			t.Errorf("devnet output lacks %q:\n%s\nstderr:\n%s", want, text, stderr.String())
		}
	}
	if m := chainLine.FindStringSubmatch(text); m == nil || jsonRPC(t, m[2], "eth_chainId") != "0xa" {
		t.Errorf("chain 10 does not answer eth_chainId 0xa: %v", m)
	}
	cancel()
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("devnet exited %d after cancellation:\n%s", code, stderr.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatal("devnet did not stop within 20 s of cancellation")
	}
}

func TestDevnetConfigurationErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"serve", "--devnet-chains", "eth"}, `--devnet-chains "eth": chain id "eth" is not a positive decimal EIP-155 chain id`},
		{[]string{"serve", "--devnet-admin-listen", "0.0.0.0:8544"}, "is not a loopback address"},
		{[]string{"serve", "--devnet-rpc-port", "-1"}, "--devnet-rpc-port -1 must be 0"},
		{[]string{"serve", "--devnet-block-interval", "-2s"}, "--devnet-block-interval -2s must not be negative"},
		{[]string{"serve", "--devnet-chains", "999999", "--devnet-rpc-port", "0", "--devnet-admin-listen", "127.0.0.1:0", "--devnet-explorer-listen", "127.0.0.1:0"}, `chain "999999" is not in the catalog`},
		{[]string{"devnet", "--listen-admin", "192.168.0.1:8544"}, "is not a loopback address"},
		{[]string{"devnet", "--chains", ""}, "at least one chain id is required"},
		{[]string{"serve", "--devnet-explorer-listen", "0.0.0.0:8543"}, "--devnet-explorer-listen: explorer address"},
		{[]string{"serve", "--devnet-explorer-listen", "0.0.0.0:8543"}, "(default 127.0.0.1:8543)"},
		{[]string{"devnet", "--explorer-listen", "8543"}, "--explorer-listen: explorer address \"8543\" must be host:port on a loopback address, e.g. 127.0.0.1:0 (default 127.0.0.1:8543)"},
		{[]string{"devnet", "--explorer-delay", "-1s"}, "--explorer-delay -1s must be between 0"},
	}
	for _, tt := range tests {
		_, stderr, code := runMain(append(tt.args, dataDirFor(tt.args, t)...)...)
		if code == 0 || !strings.Contains(stderr, tt.want) {
			t.Errorf("%v: exit %d, stderr %q; want failure mentioning %q", tt.args, code, stderr, tt.want)
		}
	}
	// A taken port names the flag that moves the chains.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	port := strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
	_, stderr, code := runMain("serve", "--data-dir", t.TempDir(), "--listen", "127.0.0.1:0", "--devnet-chains", "1",
		"--devnet-rpc-port", port, "--devnet-admin-listen", "127.0.0.1:0", "--devnet-explorer-listen", "127.0.0.1:0")
	if code == 0 || !strings.Contains(stderr, "choose others with --devnet-rpc-port") {
		t.Errorf("devnet on a taken port: exit %d, stderr %q", code, stderr)
	}
	if !strings.Contains(devnetUsage, defaultAdminListen) {
		t.Errorf("the usage text does not name the default admin address %s", defaultAdminListen)
	}
}

// tokenBalance reads an ERC-20 balance the way any Go program would.
func tokenBalance(t *testing.T, client *ethclient.Client, token, who string) *big.Int {
	t.Helper()
	erc20 := bindings.NewERC20Token()
	bal, err := bind.Call(erc20.Instance(client, common.HexToAddress(token)), nil, erc20.PackBalanceOf(common.HexToAddress(who)), erc20.UnpackBalanceOf)
	if err != nil {
		t.Fatal(err)
	}
	return bal
}

// dataDirFor gives serve and devnet a temporary data dir.
func dataDirFor(_ []string, t *testing.T) []string {
	return []string{"--data-dir", t.TempDir()}
}

// TestSwapOnServedDevnet is a person's first swap with the service
// running: the addresses from the admin API, USDC from `switchyard devnet
// fund`, then approve and the route router's swap on the seeded WETH/USDC
// pool, sent with go-ethereum and the contracts' bindings; the receipt
// carries the router's RouteExecuted log.
func TestSwapOnServedDevnet(t *testing.T) {
	s := startService(t, "--devnet-chains", "42161", "--devnet-block-interval", "0")
	rpc, admin := s.devnetURLs()
	ctx := context.Background()
	deps, err := (&devnet.Client{URL: admin}).Deployments(ctx)
	if err != nil || len(deps.Deployments) != 1 {
		t.Fatalf("deployments: %+v, %v", deps, err)
	}
	d := deps.Deployments[0]
	router, usdc, weth := common.HexToAddress(d.Router), common.HexToAddress(d.Tokens["USDC"].Address), common.HexToAddress(d.Tokens["WETH"].Address)
	var pair devnet.PoolInfo
	for _, p := range d.Pools {
		if p.Name == "WETH/USDC" {
			pair = p
		}
	}
	key, _ := crypto.HexToECDSA("7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6") // Hardhat/Anvil account 3
	user := crypto.PubkeyToAddress(key.PublicKey)
	if _, errOut, code := runMain("devnet", "fund", "--url", admin, "--chain", "42161", "--to", user.Hex(), "--token", "USDC", "--amount", "1000000000"); code != 0 {
		t.Fatalf("devnet fund: %s", errOut)
	}
	client, err := ethclient.Dial(rpc["42161"])
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	erc20, pairABI, routerABI := bindings.NewERC20Token(), bindings.NewUniswapV2Pair(), bindings.NewRouteRouter()
	send := func(to common.Address, data []byte) *types.Receipt {
		t.Helper()
		return sendTx(t, ctx, client, key, 42161, to, nil, data)
	}
	amountIn := big.NewInt(1000e6)
	send(usdc, erc20.PackApprove(router, amountIn))
	// 1000 USDC buys about a third of a WETH at 3000; ask for 0.3.
	out := new(big.Int).Quo(big.NewInt(3e18), big.NewInt(10))
	out0, out1 := out, new(big.Int)
	if common.HexToAddress(pair.Token0) == usdc {
		out0, out1 = new(big.Int), out
	}
	addressT, _ := abi.NewType("address", "", nil)
	uintT, _ := abi.NewType("uint256", "", nil)
	payload, _ := abi.Arguments{{Type: addressT}, {Type: uintT}}.Pack(usdc, big.NewInt(36))
	calls := []bindings.RouteRouterCall{
		{CallType: 1, Target: usdc, Value: new(big.Int), CallData: erc20.PackTransfer(common.HexToAddress(pair.Address), new(big.Int)), Payload: payload},
		{CallType: 0, Target: common.HexToAddress(pair.Address), Value: new(big.Int), CallData: pairABI.PackSwap(out0, out1, router, []byte{}), Payload: []byte{}},
	}
	receipt := send(router, routerABI.PackSwap(usdc, amountIn, weth, out, user, calls))
	var executed bool
	for _, l := range receipt.Logs {
		if ev, err := routerABI.UnpackRouteExecutedEvent(l); err == nil && l.Address == router && ev.Recipient == user && ev.ToAmount.Cmp(out) == 0 {
			executed = true
		}
	}
	if !executed || tokenBalance(t, client, weth.Hex(), user.Hex()).Cmp(out) != 0 {
		t.Errorf("swap: RouteExecuted %v, WETH balance %s", executed, tokenBalance(t, client, weth.Hex(), user.Hex()))
	}
}

// sendTx signs a transaction as a user's wallet would, sends it over
// JSON-RPC and waits for a successful receipt.
func sendTx(t *testing.T, ctx context.Context, client *ethclient.Client, key *ecdsa.PrivateKey, chainID int64, to common.Address, value *big.Int, data []byte) *types.Receipt {
	t.Helper()
	opts := bind.NewKeyedTransactor(key, big.NewInt(chainID))
	opts.Value = value
	tx, err := bind.Transact(bind.NewBoundContract(to, abi.ABI{}, client, client, client), opts, data)
	if err != nil {
		t.Fatal(err)
	}
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	r, err := bind.WaitMined(wctx, client, tx.Hash())
	if err != nil || r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("receipt: %+v, %v", r, err)
	}
	return r
}
