package uniswap

import (
	"context"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/uniswapv2pair"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// TestV2PairMatchesAmm: the published UniswapV2Pair (0.3% fee) accepts
// exactly amm.Pair's AmountOut with FeeBps 30 (the K check), and refuses one
// unit more, so the pair math the engine has serves the real pairs.
func TestV2PairMatchesAmm(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	tc := startChain(t)
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(2026, 2))
	trader := chain.DevAccounts()[1]
	supply := new(big.Int).Lsh(big.NewInt(1), 200)
	if _, err := round(ctx, tc.c, tc.deployer,
		call(tc.tokenA, erc20ABI.PackMint(trader.Address, supply), "mint TKA to trader"),
		call(tc.tokenB, erc20ABI.PackMint(trader.Address, supply), "mint TKB to trader"),
	); err != nil {
		t.Fatal(err)
	}
	pair, err := tc.d.CreateV2Pair(ctx, tc.c, tc.deployer, tc.tokenA, tc.tokenB,
		new(big.Int).Mul(big.NewInt(1+rng.Int64N(1e6)), big.NewInt(1e15)), new(big.Int).Mul(big.NewInt(1+rng.Int64N(1e6)), big.NewInt(1e15)))
	if err != nil {
		t.Fatal(err)
	}
	v2 := uniswapv2pair.NewUniswapV2Pair()
	t0, t1 := SortTokens(tc.tokenA, tc.tokenB)
	swaps := 0
	for i := range 20 {
		res := mustCall(tc, pair, v2.PackGetReserves(), v2.UnpackGetReserves)
		p := amm.Pair{FeeBps: 30}
		p.Reserve0.SetFromBig(res.Reserve0)
		p.Reserve1.SetFromBig(res.Reserve1)
		zfo := rng.IntN(2) == 0
		in := new(big.Int).Lsh(big.NewInt(1+rng.Int64N(1<<20)), uint(rng.IntN(60)))
		out, err := p.AmountOut(zfo, uint256.MustFromBig(in))
		if err != nil {
			continue
		}
		tokenIn := t0
		a0, a1 := new(big.Int), out.ToBig()
		if !zfo {
			tokenIn, a0, a1 = t1, out.ToBig(), new(big.Int)
		}
		if _, err := round(ctx, tc.c, trader, call(tokenIn, erc20ABI.PackTransfer(pair, in), "pay the pair")); err != nil {
			t.Fatal(err)
		}
		more0, more1 := new(big.Int).Set(a0), new(big.Int).Set(a1)
		if zfo {
			more1.Add(more1, big.NewInt(1))
		} else {
			more0.Add(more0, big.NewInt(1))
		}
		if _, err := tc.call(pair, v2.PackSwap(more0, more1, trader.Address, nil)); err == nil {
			t.Fatalf("swap %d: the pair pays %s+1 for %s (zeroForOne %v); amm says %s is the most", i, out.Dec(), in, zfo, out.Dec())
		}
		if _, err := round(ctx, tc.c, trader, call(pair, v2.PackSwap(a0, a1, trader.Address, nil), "swap")); err != nil {
			t.Fatalf("swap %d: %v", i, err)
		}
		swaps++
	}
	if swaps < 15 {
		t.Errorf("only %d of 20 swaps executed", swaps)
	}
}
