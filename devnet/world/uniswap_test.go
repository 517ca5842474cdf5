package world

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/contracts/uniswap"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/quoterv2"
)

// checkUniswap: the published contracts sit at the deployer's nonces 6-10
// on every chain; every pair has V2 and V3 pools; a V3 quote of a large
// trade crosses initialized ticks (the positions are concentrated).
func checkUniswap(t *testing.T, tw *testWorld) {
	t.Helper()
	ctx := context.Background()
	npm, err := uniswap.LoadArtifact("NonfungiblePositionManager")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []uint64{1, 42161, 8453} {
		d, _ := tw.w.Deployment(id)
		client := tw.dial(t, id)
		u := d.Uniswap
		for i, a := range []struct {
			name string
			got  [20]byte
		}{{"V2Factory", u.V2Factory}, {"V3Factory", u.V3Factory}, {"PositionManager", u.PositionManager}, {"QuoterV2", u.QuoterV2}, {"SwapRouter", u.SwapRouter}} {
			if want := crypto.CreateAddress(Deployer().Address, uint64(6+i)); a.got != want {
				t.Errorf("chain %d %s at %x, want %s", id, a.name, a.got, want.Hex())
			}
		}
		// Its immutables differ from the artifact's placeholders; the length does not.
		if code, err := client.CodeAt(ctx, u.PositionManager, nil); err != nil || len(code) != len(npm.DeployedBytecode) {
			t.Errorf("chain %d position manager code %d bytes (%v), artifact %d", id, len(code), err, len(npm.DeployedBytecode))
		}
		kinds := map[string]map[PoolKind]int{}
		for _, p := range d.Pools {
			pair := p.Base + "/" + p.Quote
			if kinds[pair] == nil {
				kinds[pair] = map[PoolKind]int{}
			}
			kinds[pair][p.Kind]++
			if p.Kind == KindUniswapV2 && p.FeeBps != 30 {
				t.Errorf("chain %d pair %s fee %d bps", id, p.Name, p.FeeBps)
			}
			if p.Kind == KindUniswapV3 {
				liq := callAt(t, client, p.Address, v3PoolABI.PackLiquidity(), v3PoolABI.UnpackLiquidity)
				if liq.Sign() <= 0 {
					t.Errorf("chain %d pool %s has no liquidity in range", id, p.Name)
				}
			}
		}
		for pair, k := range kinds {
			if k[KindStableSwap] == 0 && (k[KindUniswapV2] != 1 || k[KindUniswapV3] < 2) {
				t.Errorf("chain %d %s pools by kind %v, want one V2 pair and V3 pools at several tiers", id, pair, k)
			}
		}
	}
	d, _ := tw.w.Deployment(1)
	p, ok := d.Pool("WETH/USDC@0.05%")
	if !ok {
		t.Fatalf("no WETH/USDC@0.05%% in %v", d.PoolNames())
	}
	if byPair, _ := d.Pool("usdc/weth"); byPair.Kind != KindUniswapV2 {
		t.Errorf("usdc/weth finds %+v, want the V2 pair", byPair)
	}
	usdc := d.Tokens["USDC"]
	q := quoterv2.NewQuoterV2()
	in := new(big.Int).Mul(big.NewInt(2_000_000), pow10(usdc.Decimals)) // two million USDC
	out := callAt(t, tw.dial(t, 1), d.Uniswap.QuoterV2, q.PackQuoteExactInputSingle(quoterv2.IQuoterV2QuoteExactInputSingleParams{
		TokenIn: usdc.Address, TokenOut: d.Tokens["WETH"].Address, AmountIn: in, Fee: big.NewInt(int64(p.Fee)), SqrtPriceLimitX96: new(big.Int),
	}), q.UnpackQuoteExactInputSingle)
	if out.AmountOut.Sign() <= 0 || out.InitializedTicksCrossed == 0 {
		t.Errorf("two million USDC into %s: %s WETH units, %d initialized ticks crossed; want a swap across ticks", p.Name, out.AmountOut, out.InitializedTicksCrossed)
	}
}
