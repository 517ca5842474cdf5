package route

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/liquidity"
)

func addr(s string) common.Address { return common.BytesToAddress(crypto.Keccak256([]byte(s))[:20]) }

func u(s string) *uint256.Int { return uint256.MustFromDecimal(s) }

// testChain builds a small chain: WETH, USDC, USDT, DAI, TKN (a long-tail
// token only paired with WETH) and axlUSDC in a stable pool with USDC.
func testChain(t testing.TB, id string, numeric uint64) *liquidity.Chain {
	t.Helper()
	tok := func(sym string, dec uint8, price float64) liquidity.Token {
		return liquidity.Token{Address: addr(id + sym), Symbol: sym, Decimals: dec, USDPrice: price}
	}
	weth, usdc, usdt, dai, tkn, axl := tok("WETH", 18, 3000), tok("USDC", 6, 1), tok("USDT", 6, 1), tok("DAI", 18, 1), tok("TKN", 18, 2), tok("axlUSDC", 6, 1)
	pair := func(a, b liquidity.Token, ra, rb string, fee uint64) liquidity.Pool {
		p := liquidity.Pool{Address: addr(id + a.Symbol + b.Symbol), Kind: liquidity.PairPool, Tokens: [2]common.Address{a.Address, b.Address}}
		p.Pair = amm.Pair{Reserve0: *u(ra), Reserve1: *u(rb), FeeBps: fee}
		return p
	}
	st, err := amm.NewStable(u("2000000000000"), u("2000000000000"), 6, 6, 200, 4_000_000)
	if err != nil {
		t.Fatal(err)
	}
	c := &liquidity.Chain{
		ID: id, NumericID: numeric, BridgeName: "chain-" + id, BlockTime: 2 * time.Second,
		NativeToken:   liquidity.Token{Address: liquidity.Native, Symbol: "ETH", Decimals: 18, USDPrice: 3000},
		WrappedNative: weth.Address,
		Tokens:        []liquidity.Token{weth, usdc, usdt, dai, tkn, axl},
		Pools: []liquidity.Pool{
			pair(weth, usdc, "1000000000000000000000", "3000000000000", 30),
			pair(weth, usdt, "500000000000000000000", "1500000000000", 30),
			pair(usdc, usdt, "5000000000000", "5000000000000", 5),
			pair(dai, usdc, "2000000000000000000000000", "2000000000000", 5),
			pair(tkn, weth, "1500000000000000000000000", "1000000000000000000000", 100),
			{Address: addr(id + "stable"), Kind: liquidity.StablePool, Tokens: [2]common.Address{axl.Address, usdc.Address}, Stable: st},
		},
		Contracts: liquidity.Contracts{Router: addr(id + "router"), Multicall: addr(id + "mc"), PairSwapper: addr(id + "ps"),
			Gateway: addr(id + "gw"), GasService: addr(id + "gs"), Settlement: addr(id + "settle")},
		Gas: liquidity.Gas{Price: *uint256.NewInt(1_000_000_000), Base: 120_000, PairHop: 110_000, StableHop: 150_000, Wrap: 60_000,
			BridgeCall: 250_000, IntentOrder: 200_000, Execute: 400_000, DestinationHop: 250_000},
		GMP: &liquidity.GMP{Symbol: "axlUSDC", Token: axl.Address, Min: *uint256.NewInt(1_000_000), Max: *u("1000000000000"), Confirmation: 10 * time.Second},
		Intents: &liquidity.Intents{Solver: addr("solver"), SpreadBps: 10, FixedFeeUSD: 0.5, MinUSD: 10, FillTime: 10 * time.Second, Expiry: 10 * time.Minute,
			Inventory: map[common.Address]uint256.Int{usdc.Address: *u("1000000000000"), weth.Address: *u("300000000000000000000")}},
	}
	if err := c.Finalize(); err != nil {
		t.Fatal(err)
	}
	return c
}

func testEngine(t testing.TB) (*Engine, *liquidity.Chain, *liquidity.Chain) {
	a, b := testChain(t, "1", 1), testChain(t, "42161", 42161)
	book := liquidity.NewBook()
	book.Publish("test", a, b)
	return NewEngine(EngineConfig{Book: book}), a, b
}

func sym(c *liquidity.Chain, s string) common.Address {
	for _, t := range c.Tokens {
		if t.Symbol == s {
			return t.Address
		}
	}
	panic(s)
}

// pathOut recomputes a path's output hop by hop with the pool math.
func pathOut(t *testing.T, c *liquidity.Chain, p Path, in *uint256.Int) uint256.Int {
	amt := *in
	for _, h := range p.Hops {
		out, err := c.Pools[h.Pool].AmountOut(int(h.In), &amt)
		if err != nil {
			t.Fatal(err)
		}
		amt = out
	}
	return amt
}

func TestPlanSameChain(t *testing.T) {
	t.Parallel()
	e, a, _ := testEngine(t)
	cases := []struct {
		name     string
		from, to common.Address
		amount   string
		hops     int
		wrap     bool
		unwrap   bool
	}{
		{"one pool", sym(a, "WETH"), sym(a, "USDC"), "1000000000000000000", 1, false, false},
		{"two pools through WETH", sym(a, "TKN"), sym(a, "USDC"), "1000000000000000000000", 2, false, false},
		{"three pools", sym(a, "TKN"), sym(a, "DAI"), "1000000000000000000000", 3, false, false},
		{"native in", liquidity.Native, sym(a, "USDC"), "1000000000000000000", 1, true, false},
		{"native out", sym(a, "USDC"), liquidity.Native, "3000000000", 1, false, true},
		{"wrap only", liquidity.Native, sym(a, "WETH"), "5", 0, true, false},
		{"unwrap only", sym(a, "WETH"), liquidity.Native, "5", 0, false, true},
		{"stable", sym(a, "axlUSDC"), sym(a, "USDC"), "1000000000", 1, false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := &Params{FromChain: "1", ToChain: "1", FromToken: tc.from, ToToken: tc.to, FromAmount: *u(tc.amount)}
			pl, err := e.Plan(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			if got := len(pl.Source.Path.Hops); got != tc.hops || pl.Source.Wrap != tc.wrap || pl.Source.Unwrap != tc.unwrap {
				t.Fatalf("hops %d wrap %v unwrap %v, want %d %v %v", got, pl.Source.Wrap, pl.Source.Unwrap, tc.hops, tc.wrap, tc.unwrap)
			}
			want := p.FromAmount
			if tc.hops > 0 {
				want = pathOut(t, a, pl.Source.Path, &p.FromAmount)
			}
			if !pl.ToAmount.Eq(&want) {
				t.Errorf("toAmount %s, recomputed %s", pl.ToAmount.Dec(), want.Dec())
			}
			if _, err := legCalls(&pl.Source, nil, nil); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestBestPathIsBest checks the layered search against brute force over
// every path of up to three pools.
func TestBestPathIsBest(t *testing.T) {
	t.Parallel()
	_, a, _ := testEngine(t)
	s := new(scratch)
	for from := range a.Tokens {
		for to := range a.Tokens {
			if from == to {
				continue
			}
			for _, amt := range []string{"1000", "1000000", "1000000000000000000", "100000000000000000000000"} {
				in := u(amt)
				got, ok := bestPath(a, int32(from), int32(to), in, false, s)
				want, wantOK := bruteForce(a, int32(from), int32(to), in)
				if ok != wantOK || (ok && !got.Out().Eq(&want)) {
					var g string
					if ok {
						g = got.Out().Dec()
					}
					t.Errorf("%s→%s %s: got %v %s, brute force %v %s", a.Tokens[from].Symbol, a.Tokens[to].Symbol, amt, ok, g, wantOK, want.Dec())
				}
			}
		}
	}
}

func bruteForce(c *liquidity.Chain, from, to int32, in *uint256.Int) (uint256.Int, bool) {
	var best uint256.Int
	found := false
	var walk func(at int32, amt uint256.Int, depth int, seen map[int32]bool)
	walk = func(at int32, amt uint256.Int, depth int, seen map[int32]bool) {
		if depth == MaxHops {
			return
		}
		for _, e := range c.Edges(at) {
			if seen[e.To] {
				continue
			}
			out, err := c.Pools[e.Pool].AmountOut(int(e.In), &amt)
			if err != nil || out.IsZero() {
				continue
			}
			if e.To == to {
				if !found || out.Gt(&best) {
					best, found = out, true
				}
				continue
			}
			seen[e.To] = true
			walk(e.To, out, depth+1, seen)
			delete(seen, e.To)
		}
	}
	walk(from, *in, 0, map[int32]bool{from: true})
	return best, found
}

func TestPlanCrossChain(t *testing.T) {
	t.Parallel()
	e, a, b := testEngine(t)
	// USDC → WETH across: GMP (swap, bridge, swap) or the solver; the best
	// net output wins.
	p := &Params{FromChain: "1", ToChain: "42161", FromToken: sym(a, "USDC"), ToToken: sym(b, "WETH"), FromAmount: *u("1000000000")}
	pl, err := e.Plan(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if pl.Kind != KindBridge && pl.Kind != KindIntents {
		t.Fatalf("kind %s", pl.Kind)
	}
	// GMP alone: TKN has no solver inventory.
	p = &Params{FromChain: "1", ToChain: "42161", FromToken: sym(a, "TKN"), ToToken: liquidity.Native, FromAmount: *u("10000000000000000000000")}
	pl, err = e.Plan(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if pl.Kind != KindBridge || !pl.Dest.Unwrap || len(pl.Source.Path.Hops) == 0 {
		t.Fatalf("plan %+v", pl)
	}
	src := pathOut(t, a, pl.Source.Path, &p.FromAmount)
	if !pl.Bridged.Eq(&src) {
		t.Errorf("bridged %s, source path pays %s", pl.Bridged.Dec(), src.Dec())
	}
	dst := pathOut(t, b, pl.Dest.Path, &pl.Dest.In)
	if !pl.ToAmount.Eq(&dst) {
		t.Errorf("toAmount %s, destination path pays %s", pl.ToAmount.Dec(), dst.Dec())
	}
	if pl.GasFee.IsZero() || pl.DestGasLimit == 0 {
		t.Errorf("gas fee %s limit %d", pl.GasFee.Dec(), pl.DestGasLimit)
	}
}

func TestPlanErrors(t *testing.T) {
	t.Parallel()
	e, a, b := testEngine(t)
	cases := []struct {
		name   string
		p      Params
		reason string
	}{
		{"unknown chain", Params{FromChain: "10", ToChain: "1", FromToken: sym(a, "USDC"), ToToken: sym(a, "USDT"), FromAmount: *u("1")}, ReasonNoRoute},
		{"same token", Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "USDC"), ToToken: sym(a, "USDC"), FromAmount: *u("1")}, ReasonNoRoute},
		{"token without pools", Params{FromChain: "1", ToChain: "1", FromToken: addr("nothing"), ToToken: sym(a, "USDT"), FromAmount: *u("1")}, ReasonNoRoute},
		{"bridge minimum", Params{FromChain: "1", ToChain: "42161", FromToken: sym(a, "axlUSDC"), ToToken: sym(b, "DAI"), FromAmount: *u("10")}, ReasonAmountTooLow},
		{"bridge maximum", Params{FromChain: "1", ToChain: "42161", FromToken: sym(a, "axlUSDC"), ToToken: sym(b, "axlUSDC"), FromAmount: *u("2000000000000")}, ReasonAmountTooHigh},
		{"guardrail", Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "WETH"), ToToken: sym(a, "USDC"), FromAmount: *u("500000000000000000000")}, ReasonAmountTooHigh},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := e.Plan(context.Background(), &tc.p)
			var ae *apperr.Error
			if !errors.As(err, &ae) || ae.Reason != tc.reason {
				t.Fatalf("err %v, want reason %s", err, tc.reason)
			}
			if tc.reason != ReasonNoRoute {
				if ae.Details["minAmount"] == nil && ae.Details["maxAmount"] == nil {
					t.Errorf("no range in %v", ae.Details)
				}
				t.Logf("%s: %v", ae.Message, ae.Details)
			}
		})
	}
	// the bounds given are accepted
	p := Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "WETH"), ToToken: sym(a, "USDC"), FromAmount: *u("500000000000000000000")}
	_, err := e.Plan(context.Background(), &p)
	hi := apperr.As(err).Details["maxAmount"].(string)
	p.FromAmount = *u(hi)
	if _, err := e.Plan(context.Background(), &p); err != nil {
		t.Errorf("maxAmount %s refused: %v", hi, err)
	}
}

// A pool update publishes a new snapshot; the plan cache must not answer
// from the old one.
func TestPlanCacheFollowsPoolUpdates(t *testing.T) {
	t.Parallel()
	e, a, b := testEngine(t)
	book := e.cfg.Book
	p := &Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "WETH"), ToToken: sym(a, "USDC"), FromAmount: *u("1000000000000000000")}
	first, err := e.Plan(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := e.Plan(context.Background(), p)
	if again != first {
		t.Error("identical request on the same snapshot was searched again")
	}
	pools := append([]liquidity.Pool(nil), a.Pools...)
	pools[0].Pair.Reserve1 = *u("2000000000000") // USDC side of WETH/USDC halves
	book.Publish("test", a.WithPools(a.Block+1, pools, nil), b)
	moved, err := e.Plan(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if !moved.ToAmount.Lt(&first.ToAmount) {
		t.Errorf("after the pool moved: %s, before %s", moved.ToAmount.Dec(), first.ToAmount.Dec())
	}
}
