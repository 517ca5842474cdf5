package contracts_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// getAmountIn is the smallest input the pair's K check accepts for out
// (Uniswap's getAmountIn, rounded up instead of +1).
func getAmountIn(out, rIn, rOut *big.Int, feeBps int64) *big.Int {
	num := new(big.Int).Mul(rIn, out)
	num.Mul(num, big.NewInt(10_000))
	den := new(big.Int).Sub(rOut, out)
	den.Mul(den, big.NewInt(10_000-feeBps))
	q, m := new(big.Int).DivMod(num, den, new(big.Int))
	if m.Sign() != 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}

// exactOutCalls moves the multicall's whole input into the swapper and
// swaps exactly out along hops to `to`, refunding the rest to refundTo.
func exactOutCalls(swapper, tokenIn common.Address, hops []bindings.PairSwapperHop, out *big.Int, to, refundTo common.Address) []bindings.RouteRouterCall {
	return []bindings.RouteRouterCall{collectCall(tokenIn, swapper),
		defaultCall(swapper, nil, swapperBinding.PackSwapExactOut(hops, out, to, refundTo))}
}

// Two pairs, exact output through the router: the recipient gets exactly
// the amount asked, the sender pays exactly the inputs computed backwards
// (getAmountIn hop by hop) and gets the rest of fromAmountMax back, and
// RouteExecuted logs that input as fromAmount; nothing stays in the
// router, the multicall or the swapper.
func TestPairSwapperExactOutTwoPairs(t *testing.T) {
	c := newChain(t, nil)
	s := c.deployStack()
	swapper := c.deploy(&bindings.PairSwapperMetaData, nil)
	usdc := c.token("USDC", 6)
	weth := c.token("WETH", 18)
	wbtc := c.token("WBTC", 8)
	const fee1, fee2 = 30, 100
	pair1 := c.pair(weth, usdc, fee1, units(1_000, 18), units(3_000_000, 6))
	pair2 := c.pair(wbtc, weth, fee2, units(50, 8), units(1_000, 18))

	out := big.NewInt(12_345_678) // 0.12345678 WBTC
	rIn2, rOut2, _ := c.reserves(pair2, weth)
	mid := getAmountIn(out, rIn2, rOut2, fee2)
	rIn1, rOut1, _ := c.reserves(pair1, usdc)
	in := getAmountIn(mid, rIn1, rOut1, fee1)
	max := new(big.Int).Div(new(big.Int).Mul(in, big.NewInt(101)), big.NewInt(100))
	hops := []bindings.PairSwapperHop{{Pool: pair1, TokenIn: usdc, FeeBps: big.NewInt(fee1)}, {Pool: pair2, TokenIn: weth, FeeBps: big.NewInt(fee2)}}
	c.mint(usdc, alice.addr, max)
	c.approve(alice, usdc, s.router, max)

	// an input below what the pools ask reverts, nothing moves
	short := sub(in, big.NewInt(1))
	_, err := c.send(alice, s.router, nil, routerBinding.PackSwap(usdc, short, wbtc, out, bob.addr,
		exactOutCalls(swapper, usdc, hops, out, s.router, alice.addr)))
	data := wantRevert(t, err, multicallBinding.GetABI(), "CallFailed")
	if e, err := multicallBinding.UnpackCallFailedError(data); err != nil || e.Index.Int64() != 1 {
		t.Errorf("CallFailed = %+v, %v (want the swapExactOut call, index 1)", e, err)
	}

	r := c.mustSend(alice, s.router, nil, routerBinding.PackSwap(usdc, max, wbtc, out, bob.addr,
		exactOutCalls(swapper, usdc, hops, out, s.router, alice.addr)))
	t.Logf("2-hop exact-out route: %d gas", r.GasUsed)
	wantBig(t, "bob WBTC", c.balance(wbtc, bob.addr), out)
	wantBig(t, "alice USDC back", c.balance(usdc, alice.addr), sub(max, in))
	// the log says what alice spent, not the maximum the router pulled
	if ev := oneLog(t, r, s.router, routerBinding.UnpackRouteExecutedEvent); ev.FromAmount.Cmp(in) != 0 || ev.ToAmount.Cmp(out) != 0 || ev.Sender != alice.addr {
		t.Errorf("RouteExecuted = %+v, want fromAmount %s (spent) and toAmount %s", ev, in, out)
	}
	newIn1, _, _ := c.reserves(pair1, usdc)
	wantBig(t, "pair1 USDC reserve", newIn1, add(rIn1, in))
	for _, who := range []common.Address{s.router, s.multicall, swapper} {
		for _, tok := range []common.Address{usdc, weth, wbtc} {
			wantBig(t, "left in "+who.Hex(), c.balance(tok, who), new(big.Int))
		}
	}
}

// Stable pools on the path: a pair hop into a stable hop, and a stable hop
// into a pair hop. The inputs are what get_dy confirms pays the amounts
// asked; the output is at least the amount asked and the rest of the input
// comes back.
func TestPairSwapperExactOutWithStable(t *testing.T) {
	c := newChain(t, nil)
	s := c.deployStack()
	swapper := c.deploy(&bindings.PairSwapperMetaData, nil)
	weth := c.token("WETH", 18)
	usdc := c.token("USDC", 6)
	dai := c.token("DAI", 18)
	pair := c.pair(weth, usdc, 30, units(1_000, 18), units(3_000_000, 6))
	pool := c.stable(usdc, dai, 200, 4_000_000, units(1_000_000, 6), units(1_000_000, 18))

	// WETH → USDC (pair) → DAI (stable), exactly 2,500 DAI
	out := units(2_500, 18)
	max := units(2, 18)
	hops := []bindings.PairSwapperHop{{Pool: pair, TokenIn: weth, FeeBps: big.NewInt(30)}, {Pool: pool, TokenIn: usdc, Stable: true, FeeBps: new(big.Int)}}
	c.mint(weth, alice.addr, max)
	c.approve(alice, weth, s.router, max)
	r := c.mustSend(alice, s.router, nil, routerBinding.PackSwap(weth, max, dai, out, bob.addr,
		exactOutCalls(swapper, weth, hops, out, s.router, alice.addr)))
	t.Logf("pair+stable exact-out route: %d gas", r.GasUsed)
	got := c.balance(dai, bob.addr)
	// the USDC input is whole 6-decimal units: DAI comes in steps of ~1e12
	if got.Cmp(out) < 0 || got.Cmp(add(out, big.NewInt(2e12))) > 0 {
		t.Errorf("bob DAI = %s, want %s or at most one USDC unit's worth more", got, out)
	}
	spent := sub(max, c.balance(weth, alice.addr))
	if spent.Sign() <= 0 || spent.Cmp(units(1, 18)) >= 0 {
		t.Errorf("alice spent %s WETH for 2,500 DAI", spent)
	}

	// DAI (stable) → USDC → WETH (pair), exactly 0.5 WETH
	out = units(1, 17)
	max = units(2_000, 18)
	hops = []bindings.PairSwapperHop{{Pool: pool, TokenIn: dai, Stable: true, FeeBps: new(big.Int)}, {Pool: pair, TokenIn: usdc, FeeBps: big.NewInt(30)}}
	c.mint(dai, carol.addr, max)
	c.approve(carol, dai, s.router, max)
	c.mustSend(carol, s.router, nil, routerBinding.PackSwap(dai, max, weth, out, carol.addr,
		exactOutCalls(swapper, dai, hops, out, s.router, carol.addr)))
	wantBig(t, "carol WETH", c.balance(weth, carol.addr), out)
	if left := c.balance(dai, carol.addr); left.Sign() <= 0 || left.Cmp(max) >= 0 {
		t.Errorf("carol DAI back = %s", left)
	}
	for _, tok := range []common.Address{usdc, weth, dai} {
		wantBig(t, "left in swapper", c.balance(tok, swapper), new(big.Int))
		wantBig(t, "left in multicall", c.balance(tok, s.multicall), new(big.Int))
	}
}
