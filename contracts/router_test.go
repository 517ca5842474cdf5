package contracts_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// swapWorld is one chain with the route stack and a WETH/USDC pair.
type swapWorld struct {
	c          *chain
	s          stack
	weth, usdc common.Address
	pair       common.Address
}

func newSwapWorld(t *testing.T) *swapWorld {
	c := newChain(t, nil)
	w := &swapWorld{c: c, s: c.deployStack(), weth: c.weth(), usdc: c.token("USDC", 6)}
	// Seed the WETH side by wrapping admin's native balance.
	c.mustSend(admin, w.weth, units(1_000, 18), wethBinding.PackDeposit())
	w.pair = c.deploy(&bindings.UniswapV2PairMetaData, pairBinding.PackConstructor(w.weth, w.usdc, big.NewInt(30)))
	c.mustSend(admin, w.weth, nil, wethBinding.PackTransfer(w.pair, units(1_000, 18)))
	c.mint(w.usdc, w.pair, units(3_000_000, 6))
	c.mustSend(admin, w.pair, nil, pairBinding.PackMint(admin.addr))
	return w
}

// quote returns the pair output for amountIn of tokenIn and the swap direction.
func (w *swapWorld) quote(tokenIn common.Address, amountIn *big.Int) (*big.Int, bool) {
	rIn, rOut, zeroForOne := w.c.reserves(w.pair, tokenIn)
	return getAmountOut(amountIn, rIn, rOut, 30), zeroForOne
}

func TestRouterSwapERC20(t *testing.T) {
	w := newSwapWorld(t)
	c := w.c
	amountIn := units(5_000, 6)
	out, zeroForOne := w.quote(w.usdc, amountIn)
	calls := pairSwapCalls(w.pair, w.usdc, out, zeroForOne, w.s.router) // output straight to the router

	c.mint(w.usdc, alice.addr, amountIn)
	c.approve(alice, w.usdc, w.s.router, amountIn)

	// One unit above what the calls return: reverts, nothing moves.
	_, err := c.send(alice, w.s.router, nil,
		routerBinding.PackSwap(w.usdc, amountIn, w.weth, add(out, big.NewInt(1)), bob.addr, calls))
	data := wantRevert(t, err, routerBinding.GetABI(), "InsufficientOutput")
	if e, err := routerBinding.UnpackInsufficientOutputError(data); err != nil || e.Amount.Cmp(out) != 0 {
		t.Errorf("InsufficientOutput = %+v, %v", e, err)
	}

	r := c.mustSend(alice, w.s.router, nil, routerBinding.PackSwap(w.usdc, amountIn, w.weth, out, bob.addr, calls))
	wantBig(t, "bob WETH", c.balance(w.weth, bob.addr), out)
	wantBig(t, "alice USDC", c.balance(w.usdc, alice.addr), new(big.Int))
	ev := oneLog(t, r, w.s.router, routerBinding.UnpackRouteExecutedEvent)
	if ev.CommandId != ([32]byte{}) || ev.Sender != alice.addr || ev.Recipient != bob.addr || ev.FromToken != w.usdc ||
		ev.FromAmount.Cmp(amountIn) != 0 || ev.ToToken != w.weth || ev.ToAmount.Cmp(out) != 0 {
		t.Errorf("RouteExecuted = %+v", ev)
	}
	if n := len(logsOf(r, w.s.multicall, multicallBinding.UnpackCallExecutedEvent)); n != len(calls) {
		t.Errorf("%d CallExecuted events, want %d", n, len(calls))
	}
	for _, who := range []common.Address{w.s.router, w.s.multicall} {
		wantBig(t, "left in "+who.Hex(), add(c.balance(w.usdc, who), c.balance(w.weth, who)), new(big.Int))
	}
}

func TestRouterSwapNativeInAndOut(t *testing.T) {
	w := newSwapWorld(t)
	c := w.c

	// Native in: wrap the whole value, swap WETH for USDC.
	amountIn := units(2, 18)
	out, zeroForOne := w.quote(w.weth, amountIn)
	calls := append([]bindings.RouteRouterCall{fullNativeCall(w.weth, wethBinding.PackDeposit())},
		pairSwapCalls(w.pair, w.weth, out, zeroForOne, w.s.router)...)
	c.mustSend(alice, w.s.router, amountIn,
		routerBinding.PackSwap(nativeToken, amountIn, w.usdc, out, bob.addr, calls))
	wantBig(t, "bob USDC", c.balance(w.usdc, bob.addr), out)

	// Native out: swap USDC for WETH into the multicall, unwrap, collect to the router.
	usdcIn := units(1_000, 6)
	ethOut, zeroForOne := w.quote(w.usdc, usdcIn)
	calls = append(pairSwapCalls(w.pair, w.usdc, ethOut, zeroForOne, w.s.multicall),
		fullBalanceCall(w.weth, wethBinding.PackWithdraw(new(big.Int)), w.weth, 4),
		collectCall(nativeToken, w.s.router),
	)
	c.mint(w.usdc, alice.addr, usdcIn)
	c.approve(alice, w.usdc, w.s.router, usdcIn)
	before := c.balance(nativeToken, carol.addr)
	_, err := c.send(alice, w.s.router, nil,
		routerBinding.PackSwap(w.usdc, usdcIn, nativeToken, add(ethOut, big.NewInt(1)), carol.addr, calls))
	wantRevert(t, err, routerBinding.GetABI(), "InsufficientOutput")
	r := c.mustSend(alice, w.s.router, nil, routerBinding.PackSwap(w.usdc, usdcIn, nativeToken, ethOut, carol.addr, calls))
	wantBig(t, "carol native", c.balance(nativeToken, carol.addr), add(before, ethOut))
	if ev := oneLog(t, r, w.s.router, routerBinding.UnpackRouteExecutedEvent); ev.ToToken != nativeToken || ev.ToAmount.Cmp(ethOut) != 0 {
		t.Errorf("RouteExecuted = %+v", ev)
	}
	wantBig(t, "router native left", c.balance(nativeToken, w.s.router), new(big.Int))
	wantBig(t, "multicall native left", c.balance(nativeToken, w.s.multicall), new(big.Int))
}

func TestRouterSwapChecks(t *testing.T) {
	w := newSwapWorld(t)
	c := w.c
	abiT := routerBinding.GetABI()
	_, err := c.send(alice, w.s.router, big.NewInt(1),
		routerBinding.PackSwap(nativeToken, big.NewInt(2), w.usdc, new(big.Int), bob.addr, nil))
	wantRevert(t, err, abiT, "InsufficientValue")
	_, err = c.send(alice, w.s.router, big.NewInt(1),
		routerBinding.PackSwap(nativeToken, big.NewInt(1), w.usdc, new(big.Int), common.Address{}, nil))
	wantRevert(t, err, abiT, "InvalidRecipient")
	_, err = c.send(alice, w.s.router, nil, routerBinding.PackRunDestinationCalls(w.usdc, big.NewInt(1), nil))
	wantRevert(t, err, abiT, "OnlySelf")
	_, err = c.send(alice, w.s.router, nil, routerBinding.PackInitialize(alice.addr, alice.addr, alice.addr, alice.addr))
	wantRevert(t, err, abiT, "AlreadyInitialized")
}
