package world

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// TestSwapThroughPairSwapper is an exact-input route on the seeded pairs,
// built with public tools only (JSON-RPC over HTTP, ethclient, the
// bindings): the route's calls move the input into the first pair
// (CollectTokenBalance) and let the deployment's PairSwapper compute every
// hop's output on chain. One hop USDC → WETH, then two hops USDC → WETH →
// WBTC with the first pair paying the second; each delivers exactly what the
// pairs' formula gives from the reserves read before.
func TestSwapThroughPairSwapper(t *testing.T) {
	const id = 42161
	tw := startWorld(t, id)
	ctx := context.Background()
	client := tw.dial(t, id)
	d, _ := tw.w.Deployment(id)
	swapperABI := bindings.NewPairSwapper()
	usdc, weth, wbtc := d.Tokens["USDC"], d.Tokens["WETH"], d.Tokens["WBTC"]
	wethUSDC, ok1 := d.Pool("WETH/USDC")
	wbtcWETH, ok2 := d.Pool("WBTC/WETH")
	if !ok1 || !ok2 || wbtc.Address == (common.Address{}) {
		t.Fatalf("chain %d pools %v, WBTC %+v", id, d.PoolNames(), wbtc)
	}
	user := chain.DevAccounts()[4]
	amountIn := big.NewInt(2_000e6)
	if _, err := tw.w.FundToken(ctx, id, "USDC", user.Address, new(big.Int).Mul(amountIn, big.NewInt(4))); err != nil {
		t.Fatal(err)
	}
	transact := func(to common.Address, data []byte) *types.Receipt {
		t.Helper()
		return sendAs(t, client, user, id, to, data)
	}
	transact(usdc.Address, erc20ABI.PackApprove(d.Router, maxAllowance))

	collectPayload, _ := abi.Arguments{{Type: abiType(t, "address")}}.Pack(usdc.Address)
	collect := func(pair common.Address) bindings.RouteRouterCall {
		// CollectTokenBalance: the multicall's whole USDC balance to the first pair.
		return bindings.RouteRouterCall{CallType: 3, Target: pair, Value: new(big.Int), CallData: []byte{}, Payload: collectPayload}
	}
	hop := func(p Pool, tokenIn, to common.Address) bindings.RouteRouterCall {
		data := swapperABI.PackSwapExactIn(p.Address, tokenIn, new(big.Int).SetUint64(p.FeeBps), to)
		return bindings.RouteRouterCall{CallType: 0, Target: d.PairSwapper, Value: new(big.Int), CallData: data, Payload: []byte{}}
	}
	// quote is the pair's exact-input output from its current reserves.
	quote := func(p Pool, tokenIn common.Address, in *big.Int) *big.Int {
		r := callAt(t, client, p.Address, v2PairABI.PackGetReserves(), v2PairABI.UnpackGetReserves)
		rIn, rOut := r.Reserve0, r.Reserve1
		if p.Token0 != tokenIn {
			rIn, rOut = r.Reserve1, r.Reserve0
		}
		inFee := new(big.Int).Mul(in, big.NewInt(int64(10_000-p.FeeBps)))
		return new(big.Int).Quo(new(big.Int).Mul(inFee, rOut), new(big.Int).Add(new(big.Int).Mul(rIn, big.NewInt(10_000)), inFee))
	}
	route := func(name string, out Token, want *big.Int, calls []bindings.RouteRouterCall) *types.Receipt {
		t.Helper()
		before := callAt(t, client, out.Address, erc20ABI.PackBalanceOf(user.Address), erc20ABI.UnpackBalanceOf)
		r := transact(d.Router, routerABI.PackSwap(usdc.Address, amountIn, out.Address, want, user.Address, calls))
		after := callAt(t, client, out.Address, erc20ABI.PackBalanceOf(user.Address), erc20ABI.UnpackBalanceOf)
		if got := new(big.Int).Sub(after, before); got.Cmp(want) != 0 {
			t.Errorf("%s: received %s %s base units, want %s", name, got, out.Symbol, want)
		}
		var executed *bindings.RouteRouterRouteExecuted
		for _, l := range r.Logs {
			if l.Address == d.Router {
				if ev, err := routerABI.UnpackRouteExecutedEvent(l); err == nil {
					executed = ev
				}
			}
		}
		if executed == nil || executed.ToAmount.Cmp(want) != 0 || executed.ToToken != out.Address {
			t.Errorf("%s: RouteExecuted %+v", name, executed)
		}
		return r
	}

	// Each route twice: the first delivery makes the user a new holder of
	// the output token (a new balance slot), the second does not.
	for i := range 2 {
		out := quote(wethUSDC, usdc.Address, amountIn)
		r := route("1 hop", weth, out, []bindings.RouteRouterCall{
			collect(wethUSDC.Address),
			hop(wethUSDC, usdc.Address, d.Router),
		})
		t.Logf("1-hop exact-in route USDC → WETH (run %d): %s WETH units, %d gas", i+1, out, r.GasUsed)
		checkUSD(t, "1 hop", weth, out)
	}
	for i := range 2 {
		mid := quote(wethUSDC, usdc.Address, amountIn)
		out := quote(wbtcWETH, weth.Address, mid)
		r := route("2 hops", wbtc, out, []bindings.RouteRouterCall{
			collect(wethUSDC.Address),
			hop(wethUSDC, usdc.Address, wbtcWETH.Address),
			hop(wbtcWETH, weth.Address, d.Router),
		})
		t.Logf("2-hop exact-in route USDC → WETH → WBTC (run %d): %s WBTC units, %d gas", i+1, out, r.GasUsed)
		checkUSD(t, "2 hops", wbtc, out)
	}
	for _, who := range []common.Address{d.Router, d.Multicall, d.PairSwapper} {
		for _, tok := range []Token{usdc, weth, wbtc} {
			if bal := callAt(t, client, tok.Address, erc20ABI.PackBalanceOf(who), erc20ABI.UnpackBalanceOf); bal.Sign() != 0 {
				t.Errorf("%s %s left in %s", bal, tok.Symbol, who.Hex())
			}
		}
	}
}

// checkUSD fails unless amount of tok is worth what 2000 USDC buys at the
// catalog's prices less the fees and the price impact: 1900 to 2000 USD.
func checkUSD(t *testing.T, what string, tok Token, amount *big.Int) {
	t.Helper()
	usd := new(big.Rat).Mul(new(big.Rat).SetFrac(amount, pow10(tok.Decimals)), new(big.Rat).SetFloat64(tok.USDPrice))
	if usd.Cmp(big.NewRat(1900, 1)) < 0 || usd.Cmp(big.NewRat(2000, 1)) > 0 {
		t.Errorf("%s: 2000 USDC bought %s %s, worth %s USD", what, amount, tok.Symbol, usd.FloatString(2))
	}
}

// sendAs signs a transaction from a development account, sends it over
// JSON-RPC and waits for its successful receipt.
func sendAs(t *testing.T, client *ethclient.Client, from chain.Account, chainID int64, to common.Address, data []byte) *types.Receipt {
	t.Helper()
	opts := bind.NewKeyedTransactor(from.Key, big.NewInt(chainID))
	// A Uniswap V2 pair writes its price accumulators only in a block with
	// a later timestamp than its last update, which the estimate's block
	// may not have: headroom for those writes.
	gas, err := client.EstimateGas(context.Background(), ethereum.CallMsg{From: from.Address, To: &to, Data: data})
	if err != nil {
		t.Fatalf("estimate a transaction to %s: %v", to.Hex(), err)
	}
	opts.GasLimit = gas + 50_000
	tx, err := bind.Transact(bind.NewBoundContract(to, abi.ABI{}, client, client, client), opts, data)
	if err != nil {
		t.Fatalf("transaction to %s: %v", to.Hex(), err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	r, err := bind.WaitMined(ctx, client, tx.Hash())
	if err != nil || r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("receipt of %s: %+v, %v", tx.Hash().Hex(), r, err)
	}
	return r
}

func abiType(t *testing.T, name string) abi.Type {
	t.Helper()
	typ, err := abi.NewType(name, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	return typ
}
