package route

import (
	"context"
	"fmt"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// A large swap is split over pool-disjoint paths and pays more than the
// single path; a small one stays on one path.
func TestSplitLeg(t *testing.T) {
	_, a, _ := testEngine(t)
	book := liquidity.NewBook()
	book.Publish("test", a)
	split, single := NewEngine(EngineConfig{Book: book}), NewEngine(EngineConfig{Book: book, NoSplit: true})
	for _, tc := range []struct {
		amount string
		splits bool
	}{{"600000000000", true}, {"100000000", false}} {
		p := &Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "USDC"), ToToken: sym(a, "WETH"), FromAmount: *u(tc.amount), BypassGuardrails: true}
		got, err := split.Plan(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		one, err := single.Plan(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		l := &got.Source
		if (len(l.Splits) > 0) != tc.splits {
			t.Fatalf("%s USDC: %d splits, want splits %v", tc.amount, len(l.Splits), tc.splits)
		}
		if !tc.splits {
			if !got.ToAmount.Eq(&one.ToAmount) {
				t.Errorf("%s USDC: %s, single path %s", tc.amount, got.ToAmount.Dec(), one.ToAmount.Dec())
			}
			continue
		}
		if !got.ToAmount.Gt(&one.ToAmount) || got.NetUSD <= one.NetUSD {
			t.Errorf("split %s (net $%.2f) is not more than the single path's %s (net $%.2f)", got.ToAmount.Dec(), got.NetUSD, one.ToAmount.Dec(), one.NetUSD)
		}
		// the parts share no pool, take the whole input and pay what they say
		var in, out uint256.Int
		pools := map[int32]bool{}
		for _, part := range l.parts() {
			for _, h := range part.Hops {
				if pools[h.Pool] {
					t.Errorf("pool %d in two parts", h.Pool)
				}
				pools[h.Pool] = true
			}
			in.Add(&in, &part.Hops[0].AmountIn)
			o, ok := partOut(a, append([]Hop(nil), part.Hops...), &part.Hops[0].AmountIn, false)
			if !ok || !o.Eq(part.Out()) {
				t.Errorf("part pays %s, repriced %s", part.Out().Dec(), o.Dec())
			}
			out.Add(&out, part.Out())
		}
		if !in.Eq(&p.FromAmount) || !out.Eq(&got.ToAmount) {
			t.Errorf("parts take %s of %s and pay %s of %s", in.Dec(), p.FromAmount.Dec(), out.Dec(), got.ToAmount.Dec())
		}
		calls, err := legCalls(l, nil, nil)
		if err != nil || len(calls) == 0 {
			t.Fatalf("legCalls: %v", err)
		}
		t.Logf("%s USDC: %d parts, %s WETH (single path %s), %d calls", tc.amount, len(l.parts()), got.ToAmount.Dec(), one.ToAmount.Dec(), len(calls))
	}
}

// A large trade between two tokens joined by many equal two-hop paths is
// spread over more of them than one search per path would have found in
// the old six, pool-disjoint, each part paying what it says, with more
// output than the single path.
func TestSplitManyPaths(t *testing.T) {
	t.Parallel()
	tok := func(sym string) liquidity.Token {
		return liquidity.Token{Address: addr("many" + sym), Symbol: sym, Decimals: 18, USDPrice: 1}
	}
	a, b := tok("A"), tok("B")
	c := &liquidity.Chain{ID: "7", NumericID: 7, NativeToken: liquidity.Token{Address: liquidity.Native, Symbol: "ETH", Decimals: 18, USDPrice: 3000},
		Tokens: []liquidity.Token{a, b}, Gas: liquidity.DefaultGas()}
	c.Gas.Price = *uint256.NewInt(1_000_000_000)
	pair := func(x, y liquidity.Token) liquidity.Pool {
		p := liquidity.Pool{Address: addr("many" + x.Symbol + y.Symbol), Kind: liquidity.PairPool, Tokens: [2]common.Address{x.Address, y.Address}}
		p.Pair = amm.Pair{Reserve0: *u("1000000000000000000000000"), Reserve1: *u("1000000000000000000000000"), FeeBps: 30}
		return p
	}
	c.Pools = append(c.Pools, pair(a, b))
	for i := range 20 {
		m := tok(fmt.Sprintf("M%d", i))
		c.Tokens = append(c.Tokens, m)
		c.Pools = append(c.Pools, pair(a, m), pair(m, b))
	}
	if err := c.Finalize(); err != nil {
		t.Fatal(err)
	}
	book := liquidity.NewBook()
	book.Publish("test", c)
	e := NewEngine(EngineConfig{Book: book, CacheSize: -1})
	amount := u("2000000000000000000000000") // twice a pool's depth
	p := &Params{FromChain: "7", ToChain: "7", FromToken: a.Address, ToToken: b.Address, FromAmount: *amount, BypassGuardrails: true}
	got, err := e.Plan(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	l := &got.Source
	if n := len(l.parts()); n <= 6 || n > MaxSplits {
		t.Fatalf("%d parts, want more than 6 and at most %d", n, MaxSplits)
	}
	var in, out uint256.Int
	pools := map[int32]bool{}
	for _, part := range l.parts() {
		for _, h := range part.Hops {
			if pools[h.Pool] {
				t.Errorf("pool %d in two parts", h.Pool)
			}
			pools[h.Pool] = true
		}
		o, ok := partOut(c, append([]Hop(nil), part.Hops...), &part.Hops[0].AmountIn, false)
		if !ok || !o.Eq(part.Out()) {
			t.Errorf("part pays %s, repriced %s", part.Out().Dec(), o.Dec())
		}
		in.Add(&in, &part.Hops[0].AmountIn)
		out.Add(&out, part.Out())
	}
	if !in.Eq(amount) || !out.Eq(&got.ToAmount) {
		t.Errorf("parts take %s of %s and pay %s of %s", in.Dec(), amount.Dec(), out.Dec(), got.ToAmount.Dec())
	}
	single, ok := bestPath(c, 0, 1, amount, true, new(scratch))
	if !ok {
		t.Fatal("no single path")
	}
	if one := single.Out(); !got.ToAmount.Gt(one) {
		t.Errorf("split pays %s, the single path %s", got.ToAmount.Dec(), one.Dec())
	}
	t.Logf("%d parts", len(l.parts()))
}
