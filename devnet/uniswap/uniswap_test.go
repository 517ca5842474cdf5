package uniswap

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/contracts/uniswap"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/uniswapv2pair"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/uniswapv3pool"
)

// TestDeployAndPools deploys the contracts, enables the four tiers, creates
// a pool at each and a V2 pair, adds positions over several ranges, and
// checks that the periphery's address computation (the init code hashes)
// finds what the factories created.
func TestDeployAndPools(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	tc := startChain(t)
	ctx := context.Background()
	for _, tier := range uniswap.V3FeeTiers {
		got := mustCall(tc, tc.d.V3Factory, v3FactoryABI.PackFeeAmountTickSpacing(big.NewInt(int64(tier.Fee))), v3FactoryABI.UnpackFeeAmountTickSpacing)
		if got.Int64() != int64(tier.TickSpacing) {
			t.Fatalf("feeAmountTickSpacing(%d) = %s, want %d", tier.Fee, got, tier.TickSpacing)
		}
	}
	if err := Approve(ctx, tc.c, tc.deployer, []common.Address{tc.tokenA, tc.tokenB}, tc.d.PositionManager); err != nil {
		t.Fatal(err)
	}
	poolABI := uniswapv3pool.NewUniswapV3Pool()
	var price uint256.Int
	if err := amm.V3SqrtRatioAtTick(&price, 1234); err != nil {
		t.Fatal(err)
	}
	for _, tier := range uniswap.V3FeeTiers {
		pool, err := tc.d.CreateV3Pool(ctx, tc.c, tc.deployer, tc.tokenA, tc.tokenB, tier.Fee, price.ToBig())
		if err != nil {
			t.Fatal(err)
		}
		onChain := mustCall(tc, tc.d.V3Factory, v3FactoryABI.PackGetPool(tc.tokenA, tc.tokenB, big.NewInt(int64(tier.Fee))), v3FactoryABI.UnpackGetPool)
		if onChain != pool {
			t.Fatalf("fee %d: factory's pool %s, PoolAddress.computeAddress %s", tier.Fee, onChain, pool)
		}
		s := tier.TickSpacing
		// Below, around and above the price, and overlapping: the NPM
		// derives each position's pool address itself, so the mints
		// succeeding is the periphery finding the pool.
		positions := []Position{
			{TickLower: -100 * s, TickUpper: 100 * s, Amount0: e18(1000), Amount1: e18(1000)},
			{TickLower: 1234/s*s - 3*s, TickUpper: 1234/s*s + 4*s, Amount0: e18(500), Amount1: e18(500)},
			{TickLower: 1234/s*s + 10*s, TickUpper: 1234/s*s + 30*s, Amount0: e18(200), Amount1: e18(200)},
			{TickLower: 1234/s*s - 40*s, TickUpper: 1234/s*s - 5*s, Amount0: e18(200), Amount1: e18(200)},
		}
		if err := tc.d.MintPositions(ctx, tc.c, tc.deployer, tc.tokenA, tc.tokenB, tier.Fee, positions); err != nil {
			t.Fatal(err)
		}
		liq := mustCall(tc, pool, poolABI.PackLiquidity(), poolABI.UnpackLiquidity)
		if liq.Sign() == 0 {
			t.Fatalf("fee %d: no liquidity at the price after minting", tier.Fee)
		}
		for _, p := range positions {
			for _, tick := range []int32{p.TickLower, p.TickUpper} {
				info := mustCall(tc, pool, poolABI.PackTicks(big.NewInt(int64(tick))), poolABI.UnpackTicks)
				if !info.Initialized {
					t.Fatalf("fee %d: tick %d not initialized", tier.Fee, tick)
				}
			}
		}
	}

	pair, err := tc.d.CreateV2Pair(ctx, tc.c, tc.deployer, tc.tokenA, tc.tokenB, e18(1000), e18(2000))
	if err != nil {
		t.Fatal(err)
	}
	if onChain := mustCall(tc, tc.d.V2Factory, v2FactoryABI.PackGetPair(tc.tokenA, tc.tokenB), v2FactoryABI.UnpackGetPair); onChain != pair {
		t.Fatalf("factory's pair %s, UniswapV2Library.pairFor %s", onChain, pair)
	}
	v2 := uniswapv2pair.NewUniswapV2Pair()
	res := mustCall(tc, pair, v2.PackGetReserves(), v2.UnpackGetReserves)
	if res.Reserve0.Sign() == 0 || res.Reserve1.Sign() == 0 {
		t.Fatalf("pair reserves %v", res)
	}
}
