package uniswap

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/contracts/uniswap"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/quoterv2"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/swaprouter"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/uniswapv3pool"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

var poolABI = uniswapv3pool.NewUniswapV3Pool()

// maxSwapGas is what a swap may cost and still fit a transaction under
// EIP-7825's cap of 2^24 gas, with room for the router around it.
const maxSwapGas = 15_000_000

// readV3Pool reads a pool's state at the head the way a liquidity reader
// would: slot0, liquidity, fee, tickSpacing, the tick bitmap words that
// cover ticks, and ticks(i) for every initialized tick in them. The test
// created every position, so the words cover every initialized tick and the
// window is the whole tick range.
func readV3Pool(tc *testChain, pool common.Address, ticks []int32) *amm.V3Pool {
	tc.t.Helper()
	slot0 := mustCall(tc, pool, poolABI.PackSlot0(), poolABI.UnpackSlot0)
	liq := mustCall(tc, pool, poolABI.PackLiquidity(), poolABI.UnpackLiquidity)
	fee := mustCall(tc, pool, poolABI.PackFee(), poolABI.UnpackFee)
	spacing := mustCall(tc, pool, poolABI.PackTickSpacing(), poolABI.UnpackTickSpacing)
	p := &amm.V3Pool{Tick: int32(slot0.Tick.Int64()), Fee: uint32(fee.Uint64()), TickSpacing: int32(spacing.Int64()),
		FeeProtocol: slot0.FeeProtocol, WindowLo: amm.V3MinTick, WindowHi: amm.V3MaxTick}
	p.SqrtPriceX96.SetFromBig(slot0.SqrtPriceX96)
	p.Liquidity.SetFromBig(liq)
	words := map[int64]bool{}
	for _, t := range ticks {
		words[int64(t/p.TickSpacing)>>8] = true
	}
	for w := range words {
		bitmap := mustCall(tc, pool, poolABI.PackTickBitmap(int16(w)), poolABI.UnpackTickBitmap)
		for b := range 256 {
			if bitmap.Bit(b) == 0 {
				continue
			}
			tick := int32((w*256 + int64(b)) * int64(p.TickSpacing))
			info := mustCall(tc, pool, poolABI.PackTicks(big.NewInt(int64(tick))), poolABI.UnpackTicks)
			var vt amm.V3Tick
			vt.Index = tick
			if !vt.SetLiquidityNet(info.LiquidityNet) {
				tc.t.Fatalf("tick %d liquidityNet %s", tick, info.LiquidityNet)
			}
			p.Ticks = append(p.Ticks, vt)
		}
	}
	sort.Slice(p.Ticks, func(i, j int) bool { return p.Ticks[i].Index < p.Ticks[j].Index })
	return p
}

type quote struct {
	in, out, sqrtAfter *big.Int
	gas                uint64 // QuoterV2's gasEstimate of the pool's swap
	err                error
}

// quoteV3 asks QuoterV2 for the exact-input output or the exact-output
// input of one pool, with no price limit.
func (tc *testChain) quoteV3(tokenIn, tokenOut common.Address, fee uint32, exactIn bool, amount *big.Int) quote {
	q := quoterv2.NewQuoterV2()
	f := new(big.Int).SetUint64(uint64(fee))
	if exactIn {
		out, err := tc.call(tc.d.QuoterV2, q.PackQuoteExactInputSingle(quoterv2.IQuoterV2QuoteExactInputSingleParams{
			TokenIn: tokenIn, TokenOut: tokenOut, AmountIn: amount, Fee: f, SqrtPriceLimitX96: new(big.Int)}))
		if err != nil {
			return quote{err: err}
		}
		r, err := q.UnpackQuoteExactInputSingle(out)
		if err != nil {
			tc.t.Fatal(err)
		}
		return quote{out: r.AmountOut, sqrtAfter: r.SqrtPriceX96After, gas: r.GasEstimate.Uint64()}
	}
	out, err := tc.call(tc.d.QuoterV2, q.PackQuoteExactOutputSingle(quoterv2.IQuoterV2QuoteExactOutputSingleParams{
		TokenIn: tokenIn, TokenOut: tokenOut, Amount: amount, Fee: f, SqrtPriceLimitX96: new(big.Int)}))
	if err != nil {
		return quote{err: err}
	}
	r, err := q.UnpackQuoteExactOutputSingle(out)
	if err != nil {
		tc.t.Fatal(err)
	}
	return quote{in: r.AmountIn, sqrtAfter: r.SqrtPriceX96After, gas: r.GasEstimate.Uint64()}
}

// TestV3SwapsMatchContracts: on pools with random prices and positions at
// every tier, random swaps in both directions, exact input and exact
// output, crossing ticks: amm's V3 swap gives what QuoterV2 answers and what
// SwapRouter delivers (balance changes), and leaves the pool's price, tick
// and liquidity as the pool does.
func TestV3SwapsMatchContracts(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	tc := startChain(t)
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(2026, 1118))
	trader := chain.DevAccounts()[1]
	supply := new(big.Int).Lsh(big.NewInt(1), 200)
	if _, err := round(ctx, tc.c, tc.deployer,
		call(tc.tokenA, erc20ABI.PackMint(trader.Address, supply), "mint TKA to trader"),
		call(tc.tokenB, erc20ABI.PackMint(trader.Address, supply), "mint TKB to trader"),
	); err != nil {
		t.Fatal(err)
	}
	tokens := []common.Address{tc.tokenA, tc.tokenB}
	if err := Approve(ctx, tc.c, tc.deployer, tokens, tc.d.PositionManager); err != nil {
		t.Fatal(err)
	}
	if err := Approve(ctx, tc.c, trader, tokens, tc.d.SwapRouter); err != nil {
		t.Fatal(err)
	}
	t0, t1 := SortTokens(tc.tokenA, tc.tokenB)
	router := swaprouter.NewSwapRouter()
	swaps, crossed, tooCostly := 0, 0, 0
	for _, tier := range uniswap.V3FeeTiers {
		s := tier.TickSpacing
		center := (rng.Int32N(60_000) - 30_000) / s * s
		var price uint256.Int
		if err := amm.V3SqrtRatioAtTick(&price, center+rng.Int32N(s)); err != nil {
			t.Fatal(err)
		}
		price.AddUint64(&price, rng.Uint64N(1<<40))
		pool, err := tc.d.CreateV3Pool(ctx, tc.c, tc.deployer, t0, t1, tier.Fee, price.ToBig())
		if err != nil {
			t.Fatal(err)
		}
		var positions []Position
		var ticks []int32
		for range 3 + rng.IntN(4) {
			lo := center - (1+rng.Int32N(40))*s
			hi := center + (1+rng.Int32N(40))*s
			if rng.IntN(3) == 0 { // wholly on one side of the price
				off := (1 + rng.Int32N(20)) * s
				if rng.IntN(2) == 0 {
					lo, hi = center+off, center+off+(1+rng.Int32N(30))*s
				} else {
					lo, hi = center-off-(1+rng.Int32N(30))*s, center-off
				}
			}
			amt := new(big.Int).Mul(big.NewInt(1+rng.Int64N(1000)), big.NewInt(1e18))
			positions = append(positions, Position{TickLower: lo, TickUpper: hi, Amount0: amt, Amount1: amt})
			ticks = append(ticks, lo, hi)
		}
		if err := tc.d.MintPositions(ctx, tc.c, tc.deployer, t0, t1, tier.Fee, positions); err != nil {
			t.Fatal(err)
		}
		for i := range 15 {
			p := readV3Pool(tc, pool, ticks)
			zfo, exactIn := rng.IntN(2) == 0, rng.IntN(2) == 0
			amount := new(big.Int).Lsh(big.NewInt(1+rng.Int64N(1<<20)), uint(rng.IntN(62)))
			tokenIn, tokenOut := t0, t1
			if !zfo {
				tokenIn, tokenOut = t1, t0
			}
			what := fmt.Sprintf("fee %d swap %d: zeroForOne %v exactIn %v amount %s at tick %d", tier.Fee, i, zfo, exactIn, amount, p.Tick)
			var r amm.V3SwapResult
			err := p.Swap(&r, zfo, exactIn, uint256.MustFromBig(amount), nil)
			// The quoter and the router refuse what moves nothing, and an
			// exact output they cannot fully pay.
			refused := err != nil || (r.AmountIn.IsZero() && r.AmountOut.IsZero()) || (!exactIn && r.AmountOut.ToBig().Cmp(amount) != 0)
			q := tc.quoteV3(tokenIn, tokenOut, tier.Fee, exactIn, amount)
			if refused {
				if q.err == nil {
					t.Fatalf("%s: amm refuses (%v, in %s out %s), QuoterV2 answers in %v out %v", what, err, r.AmountIn.Dec(), r.AmountOut.Dec(), q.in, q.out)
				}
				continue
			}
			if q.err != nil {
				t.Fatalf("%s: amm in %s out %s, QuoterV2 reverts: %v", what, r.AmountIn.Dec(), r.AmountOut.Dec(), q.err)
			}
			if exactIn && q.out.Cmp(r.AmountOut.ToBig()) != 0 || !exactIn && q.in.Cmp(r.AmountIn.ToBig()) != 0 || q.sqrtAfter.Cmp(r.SqrtPriceX96.ToBig()) != 0 {
				t.Fatalf("%s: amm in %s out %s price %s; QuoterV2 in %v out %v price %s", what, r.AmountIn.Dec(), r.AmountOut.Dec(), r.SqrtPriceX96.Dec(), q.in, q.out, q.sqrtAfter)
			}
			if q.gas > maxSwapGas {
				// A swap that walks thousands of empty bitmap words to the
				// price bound (spacing 1) needs more gas than a transaction
				// may carry (EIP-7825); only the quote is comparable.
				tooCostly++
				continue
			}

			inBefore, outBefore := tc.balance(tokenIn, trader.Address), tc.balance(tokenOut, trader.Address)
			f := new(big.Int).SetUint64(uint64(tier.Fee))
			var data []byte
			if exactIn {
				data = router.PackExactInputSingle(swaprouter.ISwapRouterExactInputSingleParams{TokenIn: tokenIn, TokenOut: tokenOut, Fee: f,
					Recipient: trader.Address, Deadline: farDeadline, AmountIn: amount, AmountOutMinimum: new(big.Int), SqrtPriceLimitX96: new(big.Int)})
			} else {
				data = router.PackExactOutputSingle(swaprouter.ISwapRouterExactOutputSingleParams{TokenIn: tokenIn, TokenOut: tokenOut, Fee: f,
					Recipient: trader.Address, Deadline: farDeadline, AmountOut: amount, AmountInMaximum: maxAllowance, SqrtPriceLimitX96: new(big.Int)})
			}
			if _, err := round(ctx, tc.c, trader, call(tc.d.SwapRouter, data, what)); err != nil {
				t.Fatal(err)
			}
			spent := new(big.Int).Sub(inBefore, tc.balance(tokenIn, trader.Address))
			got := new(big.Int).Sub(tc.balance(tokenOut, trader.Address), outBefore)
			if spent.Cmp(r.AmountIn.ToBig()) != 0 || got.Cmp(r.AmountOut.ToBig()) != 0 {
				t.Fatalf("%s: amm in %s out %s; SwapRouter took %s and paid %s", what, r.AmountIn.Dec(), r.AmountOut.Dec(), spent, got)
			}
			after := readV3Pool(tc, pool, ticks)
			if !after.SqrtPriceX96.Eq(&r.SqrtPriceX96) || after.Tick != r.Tick || !after.Liquidity.Eq(&r.Liquidity) {
				t.Fatalf("%s: amm leaves price %s tick %d liquidity %s; the pool %s %d %s", what,
					r.SqrtPriceX96.Dec(), r.Tick, r.Liquidity.Dec(), after.SqrtPriceX96.Dec(), after.Tick, after.Liquidity.Dec())
			}
			swaps++
			crossed += r.TicksCrossed
		}
	}
	t.Logf("%d swaps executed, %d initialized ticks crossed; %d quoted but beyond a transaction's gas", swaps, crossed, tooCostly)
	if swaps < 20 || crossed < 10 {
		t.Errorf("only %d swaps executed crossing %d ticks; the test should exercise more", swaps, crossed)
	}
}
