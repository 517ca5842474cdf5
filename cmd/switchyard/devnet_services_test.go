//go:build !nodevnet

package main

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet"
)

var explorerLine = regexp.MustCompile(`(?m)^devnet bridge explorer: (http://\S+)`)

// explorerURL waits for the explorer's line on stdout.
func (s *service) explorerURL() string {
	s.t.Helper()
	var m []string
	eventually(s.t, func() bool {
		m = explorerLine.FindStringSubmatch(s.stdout.String())
		return m != nil
	}, "the devnet bridge explorer line on stdout")
	return m[1]
}

// The solver and indexing-delay controls through the CLI, and sdk-info
// pointing at the devnet's own explorer.
func TestDevnetServiceControlsCLI(t *testing.T) {
	s := startService(t, "--devnet-chains", "42161", "--devnet-block-interval", "0")
	_, admin := s.devnetURLs()
	ex := s.explorerURL()
	if !strings.HasPrefix(ex, "http://127.0.0.1:") {
		t.Fatalf("explorer URL %q", ex)
	}
	resp, body := s.do("GET", "/v2/sdk-info?chainId=42161", s.DevID, "")
	var info struct{ AxelarscanURL string }
	if json.Unmarshal(body, &info); resp.StatusCode != 200 || info.AxelarscanURL != ex {
		t.Errorf("sdk-info axelarscanURL %q, want the devnet explorer %s (%d %s)", info.AxelarscanURL, ex, resp.StatusCode, body)
	}

	run := func(args ...string) string {
		t.Helper()
		out, errOut, code := runMain(append(append([]string{"devnet"}, args...), "--url", admin)...)
		if code != 0 {
			t.Fatalf("devnet %v: exit %d: %s", args, code, errOut)
		}
		return out
	}
	if out := run("solver"); !strings.Contains(out, "running") {
		t.Errorf("solver state: %q", out)
	}
	if out := run("solver", "--pause"); !strings.Contains(out, "paused") {
		t.Errorf("solver --pause: %q", out)
	}
	if got, err := (&devnet.Client{URL: admin}).Solver(context.Background()); err != nil || !got.Paused || got.Solver == "" {
		t.Errorf("solver after --pause: %+v %v", got, err)
	}
	if out := run("solver", "--resume"); !strings.Contains(out, "running") {
		t.Errorf("solver --resume: %q", out)
	}
	if out := run("delay"); !strings.Contains(out, "delay: 5s") {
		t.Errorf("default delay: %q", out)
	}
	if out := run("delay", "--set", "0s"); !strings.Contains(out, "delay: 0s") {
		t.Errorf("delay --set 0s: %q", out)
	}
	if out := run("delay", "--set", "1.5"); !strings.Contains(out, "delay: 1.5s") {
		t.Errorf("delay --set 1.5: %q", out)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"solver", "--pause", "--resume"}, "at most one of --pause and --resume"},
		{[]string{"delay", "--set", "soon"}, "must be a duration"},
		{[]string{"delay", "--set", "-1s"}, "between 0 and"},
	} {
		if _, errOut, code := runMain(append(append([]string{"devnet"}, tt.args...), "--url", admin)...); code == 0 || !strings.Contains(errOut, tt.want) {
			t.Errorf("devnet %v: exit %d %q; want failure mentioning %q", tt.args, code, errOut, tt.want)
		}
	}
}

// A GMP message sent by a person with go-ethereum and the bindings
// (bridgeCall on the route router) is relayed and shows executed in the
// devnet explorer's searchGMP.
func TestGMPMessageThroughServe(t *testing.T) {
	s := startService(t, "--devnet-chains", "42161,8453", "--devnet-explorer-delay", "0s")
	rpc, admin := s.devnetURLs()
	ex := s.explorerURL()
	ctx := context.Background()
	ac := &devnet.Client{URL: admin}
	deps, err := ac.Deployments(ctx)
	if err != nil || len(deps.Deployments) != 2 {
		t.Fatalf("deployments: %+v %v", deps, err)
	}
	var src, dst devnet.ContractsInfo
	for _, d := range deps.Deployments {
		if d.ChainID == "42161" {
			src = d
		} else {
			dst = d
		}
	}
	var symbol string
	for sym := range src.BridgedTokens {
		if _, ok := dst.BridgedTokens[sym]; ok {
			symbol = sym
		}
	}
	if symbol == "" {
		t.Fatalf("no gateway symbol on both chains: %v %v", src.BridgedTokens, dst.BridgedTokens)
	}
	token := common.HexToAddress(src.BridgedTokens[symbol])
	key, _ := crypto.HexToECDSA("47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a") // Hardhat/Anvil account 4
	user := crypto.PubkeyToAddress(key.PublicKey)
	amount := big.NewInt(100e6)
	if _, err := ac.Fund(ctx, devnet.FundRequest{ChainID: "42161", To: user.Hex(), Token: token.Hex(), Amount: devnet.Decimal(amount.String())}); err != nil {
		t.Fatalf("fund: %v", err)
	}
	client, err := ethclient.Dial(rpc["42161"])
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	send := func(to common.Address, value *big.Int, data []byte) *types.Receipt {
		t.Helper()
		return sendTx(t, ctx, client, key, 42161, to, value, data)
	}
	router := bindings.NewRouteRouter()
	srcRouter, dstRouter := common.HexToAddress(src.Router), common.HexToAddress(dst.Router)
	send(token, nil, bindings.NewERC20Token().PackApprove(srcRouter, amount))
	payload := router.PackEncodeDestinationPayload(user, big.NewInt(1), common.HexToAddress(dst.BridgedTokens[symbol]), big.NewInt(300_000), []bindings.RouteRouterCall{})[4:]
	gasFee := big.NewInt(1e16) // 0.01 ETH prepaid for the destination
	r := send(srcRouter, gasFee, router.PackBridgeCall(token, amount, []bindings.RouteRouterCall{}, symbol, dst.BridgeChainName, dstRouter.Hex(), payload, user, gasFee))

	deadline := time.Now().Add(60 * time.Second)
	var last string
	for {
		resp, err := http.Get(ex + "/gmp/searchGMP?txHash=" + r.TxHash.Hex())
		if err == nil {
			var out struct {
				Data []struct {
					Status string `json:"status"`
				} `json:"data"`
			}
			err = json.NewDecoder(resp.Body).Decode(&out)
			resp.Body.Close()
			if err == nil && len(out.Data) > 0 {
				last = out.Data[0].Status
				if last == "executed" {
					break
				}
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("message of %s not executed within 60 s (last status %q)\nstderr:\n%.4000s", r.TxHash.Hex(), last, s.stderr.String())
		}
		time.Sleep(200 * time.Millisecond)
	}
}
