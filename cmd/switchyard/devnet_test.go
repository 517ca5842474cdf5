package main

import (
	"bufio"
	"context"
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
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
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
		{[]string{"fund", "--url", admin, "--chain", "1", "--to", to, "--token", "USDC", "--amount", "1"}, "lands with the devnet token contracts"},
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
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	stderr := &syncBuffer{}
	done := make(chan int, 1)
	go func() {
		done <- Main(ctx, []string{"devnet", "--chains", "10", "--rpc-port", "0", "--listen-admin", "127.0.0.1:0", "--block-interval", "0"}, pw, stderr)
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
		{[]string{"serve", "--devnet-chains", "999999", "--devnet-rpc-port", "0", "--devnet-admin-listen", "127.0.0.1:0"}, `chain "999999" is not in the catalog`},
		{[]string{"devnet", "--listen-admin", "192.168.0.1:8544"}, "is not a loopback address"},
		{[]string{"devnet", "--chains", ""}, "at least one chain id is required"},
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
		"--devnet-rpc-port", port, "--devnet-admin-listen", "127.0.0.1:0")
	if code == 0 || !strings.Contains(stderr, "choose others with --devnet-rpc-port") {
		t.Errorf("devnet on a taken port: exit %d, stderr %q", code, stderr)
	}
	if !strings.Contains(devnetUsage, defaultAdminListen) {
		t.Errorf("the usage text does not name the default admin address %s", defaultAdminListen)
	}
}

// dataDirFor gives serve a temporary data dir; devnet takes none.
func dataDirFor(args []string, t *testing.T) []string {
	if args[0] == "serve" {
		return []string{"--data-dir", t.TempDir()}
	}
	return nil
}
