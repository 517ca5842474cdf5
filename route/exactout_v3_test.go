package route

import (
	"bytes"
	"context"
	"errors"
	"math"
	"math/big"
	"sort"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/swaprouter"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// v3TestPool is a 0.3% V3 pool of a and b at price (raw units of token1
// per raw unit of token0) with liquidity liq over ±6,000 ticks around it.
func v3TestPool(t *testing.T, id string, a, b liquidity.Token, price float64, liq string) liquidity.Pool {
	t.Helper()
	if bytes.Compare(a.Address[:], b.Address[:]) > 0 {
		a, b, price = b, a, 1/price
	}
	p := liquidity.Pool{Address: addr(id + "v3" + a.Symbol + b.Symbol), Kind: liquidity.V3Pool, Tokens: [2]common.Address{a.Address, b.Address}}
	v := &p.V3
	v.Fee, v.TickSpacing, v.WindowLo, v.WindowHi = 3000, 60, amm.V3MinTick, amm.V3MaxTick
	tick := int32(math.Floor(math.Log(price) / math.Log(1.0001)))
	if err := amm.V3SqrtRatioAtTick(&v.SqrtPriceX96, tick); err != nil {
		t.Fatal(err)
	}
	v.Tick = tick
	l := u(liq)
	v.Liquidity.Set(l)
	lo, hi := amm.V3Tick{Index: (tick/60 - 100) * 60}, amm.V3Tick{Index: (tick/60 + 100) * 60}
	lo.LiquidityNet.Set(l)
	hi.LiquidityNet.Neg(l)
	v.Ticks = []amm.V3Tick{lo, hi}
	sort.Slice(v.Ticks, func(i, j int) bool { return v.Ticks[i].Index < v.Ticks[j].Index })
	return p
}

// v3TestEngine is testEngine's chain 1 with a SwapRouter and V3 pools:
// TKN/DAI (one V3 hop beats three pairs), and V3T, a token only V3 pools
// hold, with WETH, plus a V3 WETH/USDC pool.
func v3TestEngine(t *testing.T) (*Engine, *liquidity.Chain) {
	t.Helper()
	c := testChain(t, "1", 1)
	c.Contracts.V3Router = addr("1v3router")
	v3t := liquidity.Token{Address: addr("1V3T"), Symbol: "V3T", Decimals: 18, USDPrice: 30}
	c.Tokens = append(c.Tokens, v3t)
	c.Pools = append(c.Pools,
		v3TestPool(t, "1", c.Tokens[4], c.Tokens[3], 2, "700000000000000000000000"),       // TKN/DAI
		v3TestPool(t, "1", v3t, c.Tokens[0], 0.01, "100000000000000000000000"),            // V3T/WETH
		v3TestPool(t, "1", c.Tokens[0], c.Tokens[1], 3000e-12, "50000000000000000000000"), // WETH/USDC
	)
	if err := c.Finalize(); err != nil {
		t.Fatal(err)
	}
	book := liquidity.NewBook()
	book.Publish("test", c)
	return NewEngine(EngineConfig{Book: book}), c
}

func TestPlanExactOutV3(t *testing.T) {
	t.Parallel()
	e, c := v3TestEngine(t)
	user := common.HexToAddress(strings.Repeat("ab", 20))
	cases := []struct {
		name           string
		from, to       string
		amount         string
		hops           int
		wrap, unwrap   bool
		wantV3, refund bool
	}{
		{"one V3 hop beats three pairs", "TKN", "DAI", "1000000000000000000000", 1, false, false, true, true},
		{"two V3 hops, not mixed with the WETH/USDC pair", "V3T", "USDC", "1000000000", 2, false, false, true, true},
		{"V3 then native out", "V3T", "", "1000000000000000000", 1, false, true, true, true},
		{"native in through V3", "", "V3T", "1000000000000000000", 1, true, false, true, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tok := func(s string) common.Address {
				if s == "" {
					return liquidity.Native
				}
				return sym(c, s)
			}
			want := u(tc.amount)
			p := &Params{FromChain: "1", ToChain: "1", FromToken: tok(tc.from), ToToken: tok(tc.to), ToAmount: *want}
			pl, err := e.Plan(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			hops := pl.Source.Path.Hops
			if len(hops) != tc.hops || pl.Source.Wrap != tc.wrap || pl.Source.Unwrap != tc.unwrap {
				t.Fatalf("hops %d wrap %v unwrap %v, want %d %v %v", len(hops), pl.Source.Wrap, pl.Source.Unwrap, tc.hops, tc.wrap, tc.unwrap)
			}
			// every hop V3, each the pool's exact-output swap of the next
			// hop's input
			need := *want
			for i := len(hops) - 1; i >= 0; i-- {
				pool := &c.Pools[hops[i].Pool]
				if pool.Kind != liquidity.V3Pool {
					t.Fatalf("hop %d is a %v pool", i, pool.Kind)
				}
				x, err := pool.V3.AmountIn(hops[i].In == 0, &need)
				if err != nil || !x.Eq(&hops[i].AmountIn) || !hops[i].Out.Eq(&need) {
					t.Fatalf("hop %d: in %s out %s, the pool charges %s for %s (%v)", i, hops[i].AmountIn.Dec(), hops[i].Out.Dec(), x.Dec(), need.Dec(), err)
				}
				need = x
			}
			if !pl.FromAmount.Eq(&need) || !pl.ToAmount.Eq(want) {
				t.Fatalf("fromAmount %s toAmount %s, want %s and %s", pl.FromAmount.Dec(), pl.ToAmount.Dec(), need.Dec(), want.Dec())
			}
			calls, err := exactOutCalls(&pl.Source, nil, nil, user, want)
			if err != nil {
				t.Fatal(err)
			}
			checkV3ExactOutCalls(t, c, &pl.Source, calls, user, want)
		})
	}
}

// checkV3ExactOutCalls checks the SwapRouter call of an exact-output leg:
// amountOut exactly want, to the router (or the multicall before an
// unwrap), amountInMaximum the word FullTokenBalance fills, the path in
// exactOutput's reversed order; and the input's rest refunded to user.
func checkV3ExactOutCalls(t *testing.T, c *liquidity.Chain, l *Leg, calls []bindings.RouteRouterCall, user common.Address, want *uint256.Int) {
	t.Helper()
	parsed, err := swaprouter.SwapRouterMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	hops := l.Path.Hops
	tokenIn := c.Pools[hops[0].Pool].Tokens[hops[0].In]
	var swap *bindings.RouteRouterCall
	for i := range calls {
		if calls[i].Target == c.Contracts.V3Router {
			if swap != nil {
				t.Fatal("two SwapRouter calls")
			}
			swap = &calls[i]
		}
	}
	if swap == nil || swap.CallType != callFullTokenBalance {
		t.Fatalf("no FullTokenBalance SwapRouter call in %+v", calls)
	}
	args, err := addressUint256Args.Unpack(swap.Payload)
	if err != nil {
		t.Fatal(err)
	}
	if args[0].(common.Address) != tokenIn {
		t.Errorf("FullTokenBalance of %s, want the input %s", args[0].(common.Address).Hex(), tokenIn.Hex())
	}
	pos := args[1].(*big.Int).Int64()
	method, err := parsed.MethodById(swap.CallData[:4])
	if err != nil {
		t.Fatal(err)
	}
	vals, err := method.Inputs.Unpack(swap.CallData[4:])
	if err != nil {
		t.Fatal(err)
	}
	recipient := c.Contracts.Router
	if l.Unwrap {
		recipient = c.Contracts.Multicall
	}
	// the word FullTokenBalance overwrites must be amountInMaximum: fill it
	// and decode again
	filled := bytes.Clone(swap.CallData)
	copy(filled[pos:pos+32], common.LeftPadBytes(big.NewInt(123456789).Bytes(), 32))
	filledVals, err := method.Inputs.Unpack(filled[4:])
	if err != nil {
		t.Fatal(err)
	}
	switch method.Name {
	case "exactOutputSingle":
		if len(hops) != 1 {
			t.Fatalf("exactOutputSingle for %d hops", len(hops))
		}
		prm := *abi.ConvertType(vals[0], new(swaprouter.ISwapRouterExactOutputSingleParams)).(*swaprouter.ISwapRouterExactOutputSingleParams)
		pool := &c.Pools[hops[0].Pool]
		if prm.TokenIn != tokenIn || prm.TokenOut != pool.Tokens[1-hops[0].In] || prm.Fee.Uint64() != uint64(pool.V3.Fee) ||
			prm.Recipient != recipient || prm.AmountOut.Cmp(want.ToBig()) != 0 || prm.SqrtPriceLimitX96.Sign() != 0 {
			t.Errorf("exactOutputSingle %+v", prm)
		}
		f := *abi.ConvertType(filledVals[0], new(swaprouter.ISwapRouterExactOutputSingleParams)).(*swaprouter.ISwapRouterExactOutputSingleParams)
		if f.AmountInMaximum.Int64() != 123456789 || f.AmountOut.Cmp(want.ToBig()) != 0 {
			t.Errorf("FullTokenBalance at %d fills %+v, not amountInMaximum", pos, f)
		}
	case "exactOutput":
		prm := *abi.ConvertType(vals[0], new(swaprouter.ISwapRouterExactOutputParams)).(*swaprouter.ISwapRouterExactOutputParams)
		var path []byte
		for i := len(hops) - 1; i >= 0; i-- {
			pool := &c.Pools[hops[i].Pool]
			if i == len(hops)-1 {
				path = append(path, pool.Tokens[1-hops[i].In].Bytes()...)
			}
			path = append(path, 0, 0x0b, 0xb8) // 3000
			path = append(path, pool.Tokens[hops[i].In].Bytes()...)
		}
		if !bytes.Equal(prm.Path, path) || prm.Recipient != recipient || prm.AmountOut.Cmp(want.ToBig()) != 0 {
			t.Errorf("exactOutput %+v, path %x want %x", prm, prm.Path, path)
		}
		f := *abi.ConvertType(filledVals[0], new(swaprouter.ISwapRouterExactOutputParams)).(*swaprouter.ISwapRouterExactOutputParams)
		if f.AmountInMaximum.Int64() != 123456789 || !bytes.Equal(f.Path, path) {
			t.Errorf("FullTokenBalance at %d fills %+v, not amountInMaximum", pos, f)
		}
	default:
		t.Fatalf("SwapRouter.%s", method.Name)
	}
	// the refund: the rest of the input (native after an unwrap of the
	// wrapped input) collected to user
	refundTok := tokenIn
	if l.Wrap {
		refundTok = liquidity.Native
	}
	found := false
	for _, call := range calls {
		if call.CallType == callCollectBalance && call.Target == user {
			a, err := addressArgs.Unpack(call.Payload)
			found = found || (err == nil && a[0].(common.Address) == refundTok)
		}
	}
	if !found {
		t.Errorf("no refund of %s to %s in %+v", refundTok.Hex(), user.Hex(), calls)
	}
}

// TestPlanExactOutV3NoMixing: a pair only reachable by mixing V3 and other
// pools is refused with a reason, not as too high.
func TestPlanExactOutV3NoMixing(t *testing.T) {
	t.Parallel()
	e, c := v3TestEngine(t)
	// V3T → DAI: V3T/WETH (V3), then WETH/USDC, USDC/DAI, or TKN/DAI (V3)
	// via TKN/WETH (pair): no path of one kind
	p := &Params{FromChain: "1", ToChain: "1", FromToken: sym(c, "V3T"), ToToken: sym(c, "DAI"), ToAmount: *u("1000000000000000000")}
	_, err := e.Plan(context.Background(), p)
	var ae *apperr.Error
	if !errors.As(err, &ae) || ae.Reason != ReasonNoRoute {
		t.Fatalf("got %v, want a no-route error", err)
	}
	if why, _ := ae.Details["explanation"].(string); !strings.Contains(why, "cannot mix Uniswap V3 pools") {
		t.Fatalf("explanation %q, want one naming the mix", why)
	}
}

// TestV3ExactOutRefundToMulticall: a leg refunding to the multicall (the
// gas delivery before the destination's own swap) leaves the rest there
// for the calls after it: no collect to itself.
func TestV3ExactOutRefundToMulticall(t *testing.T) {
	t.Parallel()
	e, c := v3TestEngine(t)
	want := u("1000000000000000000000")
	pl, err := e.Plan(context.Background(), &Params{FromChain: "1", ToChain: "1", FromToken: sym(c, "TKN"), ToToken: sym(c, "DAI"), ToAmount: *want})
	if err != nil {
		t.Fatal(err)
	}
	calls, err := exactOutCalls(&pl.Source, nil, nil, c.Contracts.Multicall, want)
	if err != nil {
		t.Fatal(err)
	}
	for _, call := range calls {
		if call.CallType == callCollectBalance && call.Target == c.Contracts.Multicall {
			t.Errorf("the multicall collects to itself: %+v", calls)
		}
	}
	if len(calls) != 1 || calls[0].Target != c.Contracts.V3Router {
		t.Errorf("want the SwapRouter call alone, got %+v", calls)
	}
}
