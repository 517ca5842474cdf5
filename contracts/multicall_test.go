package contracts_test

import (
	"math/big"
	"testing"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// The multicall patches its runtime balance into call data: a pair swap whose
// input amount is only known on-chain, then a Curve exchange whose dx is.
func TestMulticallFullBalanceSubstitution(t *testing.T) {
	c := newChain(t, nil)
	weth := c.token("WETH", 18)
	usdc := c.token("USDC", 6)
	dai := c.token("DAI", 18)
	pair := c.pair(weth, usdc, 30, units(1_000, 18), units(3_000_000, 6))
	pool := c.stable(usdc, dai, 200, 4_000_000, units(1_000_000, 6), units(1_000_000, 18))
	mc := c.deploy(&bindings.RouteMulticallMetaData, nil)

	amountIn := units(2, 18)
	c.mint(weth, mc, amountIn) // the multicall's balance, not written in any call data
	rIn, rOut, zeroForOne := c.reserves(pair, weth)
	usdcOut := getAmountOut(amountIn, rIn, rOut, 30)
	daiOut := call(c, pool, stableBinding.PackGetDy(big.NewInt(0), big.NewInt(1), usdcOut), stableBinding.UnpackGetDy)

	calls := append(pairSwapCalls(pair, weth, usdcOut, zeroForOne, mc),
		// exchange(i, j, dx, min_dy): dx (byte 4+32+32 = 68) becomes the USDC balance; the pool is approved.
		fullBalanceCall(pool, stableBinding.PackExchange(big.NewInt(0), big.NewInt(1), new(big.Int), daiOut), usdc, 68),
		collectCall(dai, bob.addr),
	)
	r := c.mustSend(alice, mc, nil, multicallBinding.PackRun(toMulticall(calls)))

	wantBig(t, "bob DAI", c.balance(dai, bob.addr), daiOut)
	wantBig(t, "multicall WETH left", c.balance(weth, mc), new(big.Int))
	wantBig(t, "multicall USDC left", c.balance(usdc, mc), new(big.Int))
	wantBig(t, "multicall DAI left", c.balance(dai, mc), new(big.Int))

	evs := logsOf(r, mc, multicallBinding.UnpackCallExecutedEvent)
	if len(evs) != len(calls) {
		t.Fatalf("%d CallExecuted events, want %d", len(evs), len(calls))
	}
	for i, ev := range evs {
		if ev.Index.Int64() != int64(i) || ev.Target != calls[i].Target || !ev.Success {
			t.Errorf("CallExecuted[%d] = %+v", i, ev)
		}
	}
	ex := oneLog(t, r, pool, stableBinding.UnpackTokenExchangeEvent)
	wantBig(t, "patched dx", ex.TokensSold, usdcOut)
}

func TestMulticallNativeCalls(t *testing.T) {
	c := newChain(t, nil)
	weth := c.weth()
	mc := c.deploy(&bindings.RouteMulticallMetaData, nil)
	value := units(3, 18)

	calls := []bindings.RouteRouterCall{
		fullNativeCall(weth, wethBinding.PackDeposit()), // wraps all the value sent with run
		// withdraw(wad): wad (byte 4) becomes the WETH balance.
		fullBalanceCall(weth, wethBinding.PackWithdraw(new(big.Int)), weth, 4),
		collectCall(nativeToken, carol.addr),
	}
	before := c.balance(nativeToken, carol.addr)
	c.mustSend(alice, mc, value, multicallBinding.PackRun(toMulticall(calls)))
	wantBig(t, "carol native", c.balance(nativeToken, carol.addr), add(before, value))
	wantBig(t, "multicall native left", c.balance(nativeToken, mc), new(big.Int))
}

func TestMulticallFailures(t *testing.T) {
	c := newChain(t, nil)
	abiT := multicallBinding.GetABI()
	tok := c.token("USDC", 6)
	mc := c.deploy(&bindings.RouteMulticallMetaData, nil)
	c.mint(tok, mc, big.NewInt(100))

	// The second call transfers more than the multicall has: the whole run
	// reverts with CallFailed(1, token's revert data), so bob gets nothing.
	calls := []bindings.RouteRouterCall{
		defaultCall(tok, nil, erc20Binding.PackTransfer(bob.addr, big.NewInt(10))),
		defaultCall(tok, nil, erc20Binding.PackTransfer(bob.addr, big.NewInt(1_000))),
	}
	_, err := c.send(alice, mc, nil, multicallBinding.PackRun(toMulticall(calls)))
	data := wantRevert(t, err, abiT, "CallFailed")
	failed, err := multicallBinding.UnpackCallFailedError(data)
	if err != nil {
		t.Fatal(err)
	}
	if failed.Index.Int64() != 1 {
		t.Errorf("CallFailed index = %s, want 1", failed.Index)
	}
	inner, err := erc20Binding.UnpackError(failed.Reason)
	if _, ok := inner.(*bindings.ERC20TokenInsufficientBalance); err != nil || !ok {
		t.Errorf("CallFailed reason = %x (%T, %v), want InsufficientBalance", failed.Reason, inner, err)
	}
	wantBig(t, "bob", c.balance(tok, bob.addr), new(big.Int))

	// An input position outside the call data is refused.
	calls = []bindings.RouteRouterCall{fullBalanceCall(tok, erc20Binding.PackTransfer(bob.addr, new(big.Int)), tok, 60)}
	_, err = c.send(alice, mc, nil, multicallBinding.PackRun(toMulticall(calls)))
	wantRevert(t, err, abiT, "InvalidInputPos")
}
