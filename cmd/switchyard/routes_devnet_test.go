//go:build !nodevnet

package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet"
)

const nativeToken = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE"

// routeAnswer is the part of a route response the tests act on.
type routeAnswer struct {
	Route struct {
		QuoteID  string `json:"quoteId"`
		Estimate struct {
			ToAmount    string `json:"toAmount"`
			ToAmountMin string `json:"toAmountMin"`
			Actions     []struct {
				Type string `json:"type"`
			} `json:"actions"`
		} `json:"estimate"`
		TransactionRequest *struct {
			RouteType string `json:"routeType"`
			Target    string `json:"target"`
			Data      string `json:"data"`
			Value     string `json:"value"`
			GasLimit  string `json:"gasLimit"`
		} `json:"transactionRequest"`
	} `json:"route"`
}

func (a *routeAnswer) actionTypes() string {
	var out []string
	for _, x := range a.Route.Estimate.Actions {
		out = append(out, x.Type)
	}
	return strings.Join(out, ",")
}

// routeWorld is a served devnet with a funded wallet, as a wallet
// developer would set it up from the README.
type routeWorld struct {
	t       *testing.T
	s       *service
	id      string
	admin   *devnet.Client
	clients map[string]*ethclient.Client
	deps    map[string]devnet.ContractsInfo
	key     *ecdsa.PrivateKey
	user    common.Address
}

func newRouteWorld(t *testing.T, chains string) *routeWorld {
	return attachRouteWorld(t, startService(t, "--devnet-chains", chains, "--devnet-explorer-delay", "0s"), "")
}

func (w *routeWorld) token(chain, symbol string) string {
	if symbol == "ETH" {
		return nativeToken
	}
	return w.deps[chain].Tokens[symbol].Address
}

func (w *routeWorld) fund(chain, symbol string, amount string) {
	w.t.Helper()
	if _, err := w.admin.Fund(context.Background(), devnet.FundRequest{ChainID: devnet.ChainRef(chain), To: w.user.Hex(), Token: symbol,
		Amount: devnet.Decimal(amount)}); err != nil {
		w.t.Fatalf("fund %s %s: %v", amount, symbol, err)
	}
}

// waitFresh waits until the service prices routes on each chain's
// current head (its switchyard_liquidity_block metric), so that a quote
// sees every trade made before it: "nothing moved in between".
func (w *routeWorld) waitFresh(chains ...string) {
	w.t.Helper()
	for _, c := range chains {
		head, err := w.clients[c].BlockNumber(context.Background())
		if err != nil {
			w.t.Fatal(err)
		}
		re := regexp.MustCompile(`(?m)^switchyard_liquidity_block\{chain="` + regexp.QuoteMeta(c) + `"[^}]*\} (\S+)$`)
		eventually(w.t, func() bool {
			_, body := w.s.do("GET", "/metrics", "", "")
			m := re.FindSubmatch(body)
			if m == nil {
				return false
			}
			seen, err := strconv.ParseFloat(string(m[1]), 64)
			return err == nil && uint64(seen) >= head
		}, "the service's liquidity of chain "+c+" at block "+strconv.FormatUint(head, 10))
	}
}

// solver pauses or resumes the devnet solver.
func (w *routeWorld) solver(pause bool) {
	w.t.Helper()
	if _, err := w.admin.SetSolverPaused(context.Background(), pause); err != nil {
		w.t.Fatal(err)
	}
}

// quote asks for a route and decodes it.
func (w *routeWorld) quote(body map[string]any) (*routeAnswer, int, []byte) {
	w.t.Helper()
	b, _ := json.Marshal(body)
	resp, raw := w.s.do("POST", "/v2/route", w.id, string(b))
	var a routeAnswer
	if resp.StatusCode >= 500 {
		w.t.Fatalf("route: %d %s\nstderr:\n%s", resp.StatusCode, raw, w.s.stderr.String())
	}
	if resp.StatusCode == 200 {
		if err := json.Unmarshal(raw, &a); err != nil {
			w.t.Fatalf("route body: %v\n%s", err, raw)
		}
	}
	return &a, resp.StatusCode, raw
}

// execute approves fromToken to the target (unless native) and sends the
// route's transaction exactly as the interface tells clients to.
func (w *routeWorld) execute(chain, fromToken, fromAmount string, a *routeAnswer) *types.Receipt {
	w.t.Helper()
	tr := a.Route.TransactionRequest
	if tr == nil {
		w.t.Fatal("no transactionRequest")
	}
	key := w.key
	ctx := context.Background()
	client := w.clients[chain]
	chainID, _ := new(big.Int).SetString(chain, 10)
	target := common.HexToAddress(tr.Target)
	if fromToken != nativeToken {
		amount, _ := new(big.Int).SetString(fromAmount, 10)
		sendTx(w.t, ctx, client, key, chainID.Int64(), common.HexToAddress(fromToken), nil, bindings.NewERC20Token().PackApprove(target, amount))
	}
	value, _ := new(big.Int).SetString(tr.Value, 10)
	gasLimit, _ := new(big.Int).SetString(tr.GasLimit, 10)
	return sendRouteTx(w.t, ctx, client, key, chainID, target, value, gasLimit.Uint64(), hexutil.MustDecode(tr.Data))
}

// balance reads who's balance of a token (native for ETH).
func (w *routeWorld) balance(chain, token string, who common.Address) *big.Int {
	w.t.Helper()
	if token == nativeToken {
		b, err := w.clients[chain].BalanceAt(context.Background(), who, nil)
		if err != nil {
			w.t.Fatal(err)
		}
		return b
	}
	return tokenBalance(w.t, w.clients[chain], token, who.Hex())
}

// waitBalance waits until who holds at least want of the token.
func (w *routeWorld) waitBalance(chain, token string, who common.Address, want *big.Int) *big.Int {
	w.t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for {
		got := w.balance(chain, token, who)
		if got.Cmp(want) >= 0 || time.Now().After(deadline) {
			return got
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// sendRouteTx sends {to, data, value, gasLimit} with the chain's
// suggested fees and waits for its receipt, which must succeed.
func sendRouteTx(t *testing.T, ctx context.Context, client *ethclient.Client, key *ecdsa.PrivateKey, chainID *big.Int, to common.Address, value *big.Int, gas uint64, data []byte) *types.Receipt {
	t.Helper()
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := client.PendingNonceAt(ctx, from)
	if err != nil {
		t.Fatal(err)
	}
	tip, err := client.SuggestGasTipCap(ctx)
	if err != nil {
		t.Fatal(err)
	}
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{ChainID: chainID, Nonce: nonce,
		GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &to, Value: value, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	if err := client.SendTransaction(ctx, tx); err != nil {
		t.Fatalf("send: %v", err)
	}
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	r, err := bind.WaitMined(wctx, client, tx.Hash())
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != types.ReceiptStatusSuccessful {
		_, callErr := client.CallContract(ctx, ethereum.CallMsg{From: from, To: &to, Value: value, Data: data, Gas: gas}, new(big.Int).Sub(r.BlockNumber, big.NewInt(1)))
		var revert []byte
		if de, ok := callErr.(rpc.DataError); ok {
			revert, _ = hexutil.Decode(fmt.Sprint(de.ErrorData()))
		}
		est, estErr := client.EstimateGas(ctx, ethereum.CallMsg{From: from, To: &to, Value: value, Data: data})
		t.Fatalf("route transaction reverted (gas used %d of %d; estimate now %d %v): %v %s", r.GasUsed, gas, est, estErr, callErr, describeRevert(revert))
	}
	return r
}

// freshAddress is a recipient that never held anything, so its balances
// are exactly what a route delivered.
func freshAddress(name string) common.Address {
	return common.BytesToAddress(crypto.Keccak256([]byte("switchyard route test recipient " + name))[:20])
}

// TestRoutesExecuteOnDevnet quotes and executes every route kind for real
// on the served devnet: the recipient receives at least toAmountMin, and
// exactly toAmount since nothing else trades in between.
func TestRoutesExecuteOnDevnet(t *testing.T) {
	w := newRouteWorld(t, "1,42161")
	w.fund("1", "USDC", "100000000000")     // 100,000 USDC
	w.fund("42161", "USDC", "100000000000") // 100,000 USDC
	cases := []struct {
		name                   string
		fromChain, toChain     string
		fromSymbol, toSymbol   string
		amount                 string
		routeType, actionTypes string
	}{
		{"same-chain swap", "1", "1", "USDC", "WBTC", "5000000000", "SWAP", ""},
		{"native in", "42161", "42161", "ETH", "USDC", "1000000000000000000", "SWAP", "wrap,swap"},
		{"native out", "1", "1", "USDC", "ETH", "3000000000", "SWAP", "swap,wrap"},
		{"swap, bridge, swap, native in and out (solver paused)", "1", "42161", "ETH", "ETH", "2000000000000000000", "BRIDGE", "wrap,swap,bridge,swap,swap,wrap"},
		{"intents", "42161", "1", "USDC", "USDC", "1000000000", "INTENTS", "rfq"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w.t = t
			if strings.Contains(tc.name, "solver paused") {
				// a paused solver quotes nothing, which leaves the GMP bridge
				w.solver(true)
				defer w.solver(false)
			}
			to := freshAddress(tc.name)
			fromToken, toToken := w.token(tc.fromChain, tc.fromSymbol), w.token(tc.toChain, tc.toSymbol)
			w.waitFresh(tc.fromChain, tc.toChain)
			a, code, raw := w.quote(map[string]any{"fromChain": tc.fromChain, "fromToken": fromToken, "fromAmount": tc.amount,
				"fromAddress": w.user.Hex(), "toChain": tc.toChain, "toToken": toToken, "toAddress": to.Hex(), "slippage": 1})
			if code != 200 {
				t.Fatalf("route: %d %s", code, raw)
			}
			if got := a.Route.TransactionRequest.RouteType; got != tc.routeType {
				t.Fatalf("routeType %s, want %s (actions %s)", got, tc.routeType, a.actionTypes())
			}
			if tc.actionTypes != "" && a.actionTypes() != tc.actionTypes {
				t.Errorf("actions %s, want %s", a.actionTypes(), tc.actionTypes)
			}
			t.Logf("%s: %s, toAmount %s (min %s)", tc.name, a.actionTypes(), a.Route.Estimate.ToAmount, a.Route.Estimate.ToAmountMin)
			r := w.execute(tc.fromChain, fromToken, tc.amount, a)
			t.Logf("gas used %d of limit %s", r.GasUsed, a.Route.TransactionRequest.GasLimit)
			want, _ := new(big.Int).SetString(a.Route.Estimate.ToAmount, 10)
			minimum, _ := new(big.Int).SetString(a.Route.Estimate.ToAmountMin, 10)
			got := w.waitBalance(tc.toChain, toToken, to, want)
			if got.Cmp(minimum) < 0 {
				t.Fatalf("recipient holds %s, below toAmountMin %s", got, minimum)
			}
			if got.Cmp(want) != 0 {
				t.Errorf("recipient holds %s, quoted toAmount %s", got, want)
			}
		})
	}
}

// describeRevert names a revert of the route contracts by their errors.
func describeRevert(data []byte) string {
	if len(data) < 4 {
		return fmt.Sprintf("0x%x", data)
	}
	for _, a := range []interface{ GetABI() abi.ABI }{bindings.NewRouteRouter(), bindings.NewRouteMulticall(), bindings.NewIntentsSettlement(), bindings.NewPairSwapper(), bindings.NewUniswapV2Pair(), bindings.NewStableSwapPool(), bindings.NewERC20Token()} {
		parsed := a.GetABI()
		for _, e := range parsed.Errors {
			if string(e.ID[:4]) == string(data[:4]) {
				args, _ := e.Inputs.Unpack(data[4:])
				return fmt.Sprintf("%s%v", e.Name, args)
			}
		}
	}
	return fmt.Sprintf("0x%x", data)
}

// Amount bounds and the wallet quote limit on the served devnet.
func TestRouteAmountsAndWalletLimit(t *testing.T) {
	w := newRouteWorld(t, "1,42161")
	usdc1, usdc42161 := w.token("1", "USDC"), w.token("42161", "USDC")
	body := func(changes map[string]any) map[string]any {
		b := map[string]any{"fromChain": "1", "fromToken": usdc1, "fromAmount": "1000000000", "fromAddress": w.user.Hex(),
			"toChain": "42161", "toToken": usdc42161, "toAddress": w.user.Hex()}
		for k, v := range changes {
			b[k] = v
		}
		return b
	}
	cases := []struct {
		name   string
		req    map[string]any
		reason string
	}{
		{"below the bridge minimum", body(map[string]any{"fromAmount": "10", "quoteOnly": true}), "AMOUNT_TOO_LOW"},
		{"above the price impact guardrail", body(map[string]any{"toChain": "1", "toToken": w.token("1", "WETH"), "fromAmount": "50000000000000", "quoteOnly": true}), "AMOUNT_TOO_HIGH"},
		// 10^40 is past what a pair's 112-bit reserves hold: too high, not
		// too low
		{"beyond the pools' reserves", body(map[string]any{"toChain": "1", "toToken": w.token("1", "WETH"), "fromAmount": "10000000000000000000000000000000000000000", "quoteOnly": true}), "AMOUNT_TOO_HIGH"},
		{"beyond the pools' reserves, guardrail bypassed", body(map[string]any{"toChain": "1", "toToken": w.token("1", "WETH"), "fromAmount": "10000000000000000000000000000000000000000", "quoteOnly": true, "bypassGuardrails": true}), "AMOUNT_TOO_HIGH"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w.t = t
			w.waitFresh("1", "42161")
			_, code, raw := w.quote(tc.req)
			e := errOf(raw)
			if code != 400 || e.Type != "BAD_REQUEST" || e.Reason != tc.reason {
				t.Fatalf("%d %s", code, raw)
			}
			lo, _ := e.Details["minAmount"].(string)
			hi, _ := e.Details["maxAmount"].(string)
			if lo == "" || hi == "" {
				t.Fatalf("no allowed range: %s", raw)
			}
			why, _ := e.Details["explanation"].(string)
			if !strings.Contains(why, " USDC") || strings.Contains(why, lo) && len(lo) > 7 || strings.Contains(why, hi) {
				t.Errorf("explanation %q: want amounts in token units, not base units", why)
			}
			// the bounds are exact: each accepted, one unit beyond refused;
			// and every request on the same pool state gets the same ones
			at := func(amount *big.Int) (int, errorAnswer) {
				req := body(nil)
				for k, v := range tc.req {
					req[k] = v
				}
				req["fromAmount"] = amount.String()
				_, code, raw := w.quote(req)
				return code, errOf(raw)
			}
			one := big.NewInt(1)
			loN, _ := new(big.Int).SetString(lo, 10)
			hiN, _ := new(big.Int).SetString(hi, 10)
			for _, c := range []struct {
				amount *big.Int
				reason string
			}{{loN, ""}, {hiN, ""}, {new(big.Int).Sub(loN, one), "AMOUNT_TOO_LOW"}, {new(big.Int).Add(hiN, one), "AMOUNT_TOO_HIGH"}} {
				if c.amount.Sign() == 0 {
					continue
				}
				code, e := at(c.amount)
				if c.reason == "" && code != 200 || c.reason != "" && e.Reason != c.reason {
					t.Errorf("fromAmount %s (range [%s, %s]): %d %+v, want %q", c.amount, lo, hi, code, e, c.reason)
				}
				if c.reason != "" && (e.Details["minAmount"] != lo || e.Details["maxAmount"] != hi) {
					t.Errorf("fromAmount %s: range [%v, %v], first answer [%s, %s]", c.amount, e.Details["minAmount"], e.Details["maxAmount"], lo, hi)
				}
			}
		})
	}
	t.Run("wallet quote limit", func(t *testing.T) {
		w.t = t
		full := body(map[string]any{"quoteOnly": false})
		if _, code, raw := w.quote(full); code != 200 {
			t.Fatalf("first full quote: %d %s", code, raw)
		}
		b, _ := json.Marshal(full)
		resp, raw := w.s.do("POST", "/v2/route", w.id, string(b))
		var limited struct {
			Error      string `json:"error"`
			RetryAfter int    `json:"retryAfter"`
		}
		json.Unmarshal(raw, &limited)
		if resp.StatusCode != 429 || limited.Error != "Too many quote requests for this address" || limited.RetryAfter < 1 ||
			resp.Header.Get("Retry-After") != fmt.Sprint(limited.RetryAfter) {
			t.Errorf("repeated full quote: %d %s (Retry-After %q)", resp.StatusCode, raw, resp.Header.Get("Retry-After"))
		}
		// quoteOnly is exempt, another wallet and other parameters are independent
		for _, other := range []map[string]any{
			body(map[string]any{"quoteOnly": true}),
			body(map[string]any{"quoteOnly": false, "fromAddress": freshAddress("other wallet").Hex()}),
			body(map[string]any{"quoteOnly": false, "fromAmount": "2000000000"}),
		} {
			if _, code, raw := w.quote(other); code != 200 {
				t.Errorf("%v: %d %s", other, code, raw)
			}
		}
	})
}

// TestLiveModeRoutes runs a second service in live mode against the
// devnet's chain as if it were a public one: its RPC endpoint, pools and
// route contracts come from a --liquidity file, and a route it quotes
// executes on that chain for exactly the quoted amount.
func TestLiveModeRoutes(t *testing.T) {
	w := newRouteWorld(t, "42161")
	rpc, _ := w.s.devnetURLs()
	d := w.deps["42161"]
	var pools []map[string]any
	for _, p := range d.Pools {
		if p.Kind == "uniswap-v3" {
			continue // not read by the liquidity source yet
		}
		kind := map[string]string{"uniswap-v2": "uniswap-v2", "stableswap": "stableswap"}[p.Kind]
		pool := map[string]any{"address": p.Address, "kind": kind}
		if kind == "uniswap-v2" {
			pool["feeBps"] = p.FeeBps
		}
		pools = append(pools, pool)
	}
	file := map[string]any{"chains": []any{map[string]any{
		"chainId": "42161", "rpcUrl": rpc["42161"],
		"contracts": map[string]any{"router": d.Router, "multicall": d.Multicall, "pairSwapper": d.PairSwapper,
			"gateway": d.Gateway, "gasService": d.GasService, "settlement": d.Settlement},
		"pools": pools,
	}}}
	b, _ := json.Marshal(file)
	path := t.TempDir() + "/liquidity.json"
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	live := startService(t, "--mode", "live", "--liquidity", path, "--devnet-chains", "none")
	w.s, w.id = live, live.addIntegrator("live wallet", "--tier", "custom", "--rate", "1000")
	w.fund("42161", "USDC", "10000000000")
	usdc, weth := w.token("42161", "USDC"), w.token("42161", "WETH")
	to := freshAddress("live mode")
	a, code, raw := w.quote(map[string]any{"fromChain": "42161", "fromToken": usdc, "fromAmount": "2000000000",
		"fromAddress": w.user.Hex(), "toChain": "42161", "toToken": weth, "toAddress": to.Hex()})
	if code != 200 {
		t.Fatalf("live route: %d %s", code, raw)
	}
	w.execute("42161", usdc, "2000000000", a)
	want, _ := new(big.Int).SetString(a.Route.Estimate.ToAmount, 10)
	if got := w.balance("42161", weth, to); got.Cmp(want) != 0 {
		t.Errorf("recipient holds %s WETH, quoted %s", got, want)
	}
	// A chain the file does not list has no liquidity: never invented.
	_, code, raw = w.quote(map[string]any{"fromChain": "1", "fromToken": usdcEthereum, "fromAmount": "2000000000",
		"fromAddress": w.user.Hex(), "toChain": "1", "toToken": nativeToken, "toAddress": to.Hex(), "quoteOnly": true})
	if e := (errorAnswer{}); code != 400 || json.Unmarshal(raw, &e) != nil || e.Reason != "NO_ROUTE" {
		t.Errorf("chain without a source: %d %s", code, raw)
	}
}
