package contracts_test

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// swapExactInCall is a Default call of PairSwapper.swapExactIn: it swaps
// what tokenIn holds in pair above its reserve and sends the output to `to`.
func swapExactInCall(swapper, pair, tokenIn common.Address, feeBps int64, to common.Address) bindings.RouteRouterCall {
	return defaultCall(swapper, nil, swapperBinding.PackSwapExactIn(pair, tokenIn, big.NewInt(feeBps), to))
}

// exactInHopCalls is an exact-input pair hop on the multicall's whole
// balance of tokenIn: CollectTokenBalance(tokenIn → pair), then swapExactIn.
func exactInHopCalls(swapper, pair, tokenIn common.Address, feeBps int64, to common.Address) []bindings.RouteRouterCall {
	return []bindings.RouteRouterCall{collectCall(tokenIn, pair), swapExactInCall(swapper, pair, tokenIn, feeBps, to)}
}

// One hop: swapExactIn pays exactly getAmountOut of what arrived in the pair,
// in both directions and for several fees, and returns it.
func TestPairSwapperExactInFormula(t *testing.T) {
	for _, fee := range []int64{0, 5, 30, 100} {
		t.Run(fmt.Sprintf("feeBps=%d", fee), func(t *testing.T) {
			c := newChain(t, nil)
			weth := c.token("WETH", 18)
			usdc := c.token("USDC", 6)
			pair := c.pair(weth, usdc, fee, units(1_000, 18), units(3_000_000, 6))
			swapper := c.deploy(&bindings.PairSwapperMetaData, nil)
			trades := []struct {
				tokenIn  common.Address
				amountIn *big.Int
			}{
				{weth, units(1, 18)},
				{usdc, units(12_345, 6)},
				{weth, big.NewInt(123_456_789_012_345)},
				{usdc, big.NewInt(7)},
			}
			for _, tr := range trades {
				tokenOut := usdc
				if tr.tokenIn == usdc {
					tokenOut = weth
				}
				rIn, rOut, zeroForOne := c.reserves(pair, tr.tokenIn)
				out := getAmountOut(tr.amountIn, rIn, rOut, fee)
				if out.Sign() == 0 {
					t.Fatalf("test trade %s quotes zero", tr.amountIn)
				}
				c.mint(tr.tokenIn, pair, tr.amountIn) // the input is in the pair, above its reserve
				data := swapperBinding.PackSwapExactIn(pair, tr.tokenIn, big.NewInt(fee), bob.addr)
				wantBig(t, "swapExactIn return value", call(c, swapper, data, swapperBinding.UnpackSwapExactIn), out)

				before := c.balance(tokenOut, bob.addr)
				r := c.mustSend(alice, swapper, nil, data)
				wantBig(t, "output received", sub(c.balance(tokenOut, bob.addr), before), out)
				ev := oneLog(t, r, pair, pairBinding.UnpackSwapEvent)
				in0, in1, out0, out1 := tr.amountIn, new(big.Int), new(big.Int), out
				if !zeroForOne {
					in0, in1, out0, out1 = new(big.Int), tr.amountIn, out, new(big.Int)
				}
				if ev.Sender != swapper || ev.To != bob.addr || ev.Amount0In.Cmp(in0) != 0 ||
					ev.Amount1In.Cmp(in1) != 0 || ev.Amount0Out.Cmp(out0) != 0 || ev.Amount1Out.Cmp(out1) != 0 {
					t.Errorf("Swap event = %+v", ev)
				}
				newIn, newOut, _ := c.reserves(pair, tr.tokenIn)
				wantBig(t, "reserve in", newIn, add(rIn, tr.amountIn))
				wantBig(t, "reserve out", newOut, sub(rOut, out))
				wantBig(t, "swapper "+tokenOut.Hex(), c.balance(tokenOut, swapper), new(big.Int))
			}
		})
	}
}

// Two chained pairs in one route: USDC → WETH on pair1 (0.3%), whose output
// goes straight to pair2, then WETH → WBTC on pair2 (1%) to the router. The
// recipient gets exactly the amount computed off-chain hop by hop.
func TestPairSwapperTwoHopsThroughRouter(t *testing.T) {
	c := newChain(t, nil)
	s := c.deployStack()
	swapper := c.deploy(&bindings.PairSwapperMetaData, nil)
	usdc := c.token("USDC", 6)
	weth := c.token("WETH", 18)
	wbtc := c.token("WBTC", 8)
	const fee1, fee2 = 30, 100
	pair1 := c.pair(weth, usdc, fee1, units(1_000, 18), units(3_000_000, 6))
	pair2 := c.pair(wbtc, weth, fee2, units(50, 8), units(1_000, 18))

	amountIn := units(7_500, 6)
	rIn1, rOut1, _ := c.reserves(pair1, usdc)
	mid := getAmountOut(amountIn, rIn1, rOut1, fee1)
	rIn2, rOut2, _ := c.reserves(pair2, weth)
	out := getAmountOut(mid, rIn2, rOut2, fee2)
	calls := []bindings.RouteRouterCall{
		collectCall(usdc, pair1),
		swapExactInCall(swapper, pair1, usdc, fee1, pair2),
		swapExactInCall(swapper, pair2, weth, fee2, s.router),
	}
	c.mint(usdc, alice.addr, amountIn)
	c.approve(alice, usdc, s.router, amountIn)

	// One unit above the off-chain amount: reverts, nothing moves.
	_, err := c.send(alice, s.router, nil, routerBinding.PackSwap(usdc, amountIn, wbtc, add(out, big.NewInt(1)), bob.addr, calls))
	data := wantRevert(t, err, routerBinding.GetABI(), "InsufficientOutput")
	if e, err := routerBinding.UnpackInsufficientOutputError(data); err != nil || e.Amount.Cmp(out) != 0 {
		t.Errorf("InsufficientOutput = %+v, %v", e, err)
	}

	r := c.mustSend(alice, s.router, nil, routerBinding.PackSwap(usdc, amountIn, wbtc, out, bob.addr, calls))
	t.Logf("2-hop exact-in route: %d gas", r.GasUsed)
	wantBig(t, "bob WBTC", c.balance(wbtc, bob.addr), out)
	wantBig(t, "alice USDC", c.balance(usdc, alice.addr), new(big.Int))
	ev := oneLog(t, r, s.router, routerBinding.UnpackRouteExecutedEvent)
	if ev.Recipient != bob.addr || ev.FromToken != usdc || ev.FromAmount.Cmp(amountIn) != 0 || ev.ToToken != wbtc || ev.ToAmount.Cmp(out) != 0 {
		t.Errorf("RouteExecuted = %+v", ev)
	}
	if s1 := oneLog(t, r, pair1, pairBinding.UnpackSwapEvent); s1.Sender != swapper || s1.To != pair2 {
		t.Errorf("pair1 Swap = %+v", s1)
	}
	if s2 := oneLog(t, r, pair2, pairBinding.UnpackSwapEvent); s2.Sender != swapper || s2.To != s.router {
		t.Errorf("pair2 Swap = %+v", s2)
	}
	newIn1, newOut1, _ := c.reserves(pair1, usdc)
	wantBig(t, "pair1 USDC reserve", newIn1, add(rIn1, amountIn))
	wantBig(t, "pair1 WETH reserve", newOut1, sub(rOut1, mid))
	newIn2, newOut2, _ := c.reserves(pair2, weth)
	wantBig(t, "pair2 WETH reserve", newIn2, add(rIn2, mid))
	wantBig(t, "pair2 WBTC reserve", newOut2, sub(rOut2, out))
	for _, who := range []common.Address{s.router, s.multicall, swapper} {
		for _, tok := range []common.Address{usdc, weth, wbtc} {
			wantBig(t, "left in "+who.Hex(), c.balance(tok, who), new(big.Int))
		}
	}

	// One hop through the router, WETH → USDC on pair1, output to the router.
	wethIn := units(2, 18)
	rIn, rOut, _ := c.reserves(pair1, weth)
	usdcOut := getAmountOut(wethIn, rIn, rOut, fee1)
	c.mint(weth, carol.addr, wethIn)
	c.approve(carol, weth, s.router, wethIn)
	r = c.mustSend(carol, s.router, nil, routerBinding.PackSwap(weth, wethIn, usdc, usdcOut, carol.addr,
		exactInHopCalls(swapper, pair1, weth, fee1, s.router)))
	t.Logf("1-hop exact-in route: %d gas", r.GasUsed)
	wantBig(t, "carol USDC", c.balance(usdc, carol.addr), usdcOut)
}

// A pair hop followed by a StableSwap exchange, which pays msg.sender: the
// pair's output goes to the multicall, whose whole balance the exchange takes.
func TestPairSwapperThenStableSwap(t *testing.T) {
	c := newChain(t, nil)
	s := c.deployStack()
	swapper := c.deploy(&bindings.PairSwapperMetaData, nil)
	weth := c.token("WETH", 18)
	usdc := c.token("USDC", 6)
	dai := c.token("DAI", 18)
	pair := c.pair(weth, usdc, 30, units(1_000, 18), units(3_000_000, 6))
	pool := c.stable(usdc, dai, 200, 4_000_000, units(1_000_000, 6), units(1_000_000, 18))

	amountIn := units(3, 18)
	rIn, rOut, _ := c.reserves(pair, weth)
	usdcOut := getAmountOut(amountIn, rIn, rOut, 30)
	daiOut := call(c, pool, stableBinding.PackGetDy(big.NewInt(0), big.NewInt(1), usdcOut), stableBinding.UnpackGetDy)
	calls := append(exactInHopCalls(swapper, pair, weth, 30, s.multicall),
		fullBalanceCall(pool, stableBinding.PackExchange(big.NewInt(0), big.NewInt(1), new(big.Int), daiOut), usdc, 68),
		collectCall(dai, s.router),
	)
	c.mint(weth, alice.addr, amountIn)
	c.approve(alice, weth, s.router, amountIn)
	c.mustSend(alice, s.router, nil, routerBinding.PackSwap(weth, amountIn, dai, daiOut, bob.addr, calls))
	wantBig(t, "bob DAI", c.balance(dai, bob.addr), daiOut)
	wantBig(t, "multicall USDC left", c.balance(usdc, s.multicall), new(big.Int))
}

func TestPairSwapperChecks(t *testing.T) {
	c := newChain(t, nil)
	abiT := swapperBinding.GetABI()
	s := c.deployStack()
	swapper := c.deploy(&bindings.PairSwapperMetaData, nil)
	weth := c.token("WETH", 18)
	usdc := c.token("USDC", 6)
	dai := c.token("DAI", 18)
	pair := c.pair(weth, usdc, 30, units(1_000, 18), units(3_000_000, 6))
	swapExactIn := func(tokenIn common.Address, fee int64) []byte {
		return swapperBinding.PackSwapExactIn(pair, tokenIn, big.NewInt(fee), bob.addr)
	}

	checks := []struct {
		name  string
		setup func()
		data  []byte
		want  string
	}{
		{"fee of 100%", nil, swapExactIn(weth, 10_000), "InvalidFee"},
		{"fee above 100%", nil, swapExactIn(weth, 1<<40), "InvalidFee"},
		{"token not in the pair", func() { c.mint(dai, pair, units(1, 18)) }, swapExactIn(dai, 30), "TokenNotInPair"},
		{"nothing sent", nil, swapExactIn(weth, 30), "InsufficientInputAmount"},
		// 1 wei of WETH buys 1*9970*3e12 / (1e21*1e4 + 9970) = 0 USDC units.
		{"output rounds to zero", func() { c.mint(weth, pair, big.NewInt(1)) }, swapExactIn(weth, 30), "InsufficientOutputAmount"},
	}
	for _, tt := range checks {
		t.Run(tt.name, func(t *testing.T) {
			if tt.setup != nil {
				tt.setup()
			}
			_, err := c.send(alice, swapper, nil, tt.data)
			wantRevert(t, err, abiT, tt.want)
		})
	}
	_, err := c.send(alice, swapper, nil, swapExactIn(weth, 30))
	if e, err := swapperBinding.UnpackInsufficientOutputAmountError(wantRevert(t, err, abiT, "InsufficientOutputAmount")); err != nil || e.AmountIn.Int64() != 1 {
		t.Errorf("InsufficientOutputAmount = %+v, %v", e, err)
	}
	_, err = c.send(alice, swapper, nil, swapExactIn(dai, 30))
	if e, err := swapperBinding.UnpackTokenNotInPairError(wantRevert(t, err, abiT, "TokenNotInPair")); err != nil || e.Pair != pair || e.TokenIn != dai {
		t.Errorf("TokenNotInPair = %+v, %v", e, err)
	}

	// A fee below the pair's asks for more than the pair gives: its K
	// check reverts, and the route reverts with CallFailed(1, K()).
	c.mint(usdc, alice.addr, units(1_000, 6))
	c.approve(alice, usdc, s.router, units(1_000, 6))
	_, err = c.send(alice, s.router, nil, routerBinding.PackSwap(usdc, units(1_000, 6), weth, big.NewInt(1), bob.addr,
		exactInHopCalls(swapper, pair, usdc, 29, s.router)))
	failed, err := multicallBinding.UnpackCallFailedError(wantRevert(t, err, multicallBinding.GetABI(), "CallFailed"))
	if err != nil || failed.Index.Int64() != 1 {
		t.Fatalf("CallFailed = %+v, %v", failed, err)
	}
	if inner, err := pairBinding.UnpackError(failed.Reason); err != nil {
		t.Errorf("CallFailed reason %x: %v", failed.Reason, err)
	} else if _, ok := inner.(*bindings.UniswapV2PairK); !ok {
		t.Errorf("CallFailed reason = %T, want K", inner)
	}
	// A higher fee than the pair's is accepted (the pair keeps the difference).
	c.mustSend(alice, s.router, nil, routerBinding.PackSwap(usdc, units(1_000, 6), weth, big.NewInt(1), bob.addr,
		exactInHopCalls(swapper, pair, usdc, 31, s.router)))
}
