package evmsource

import (
	"context"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/devnet/world"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// TestDiscoverV3Devnet: a chain configured with the devnet's V3 factory,
// its fee tiers and tokens (no pool listed) reads every V3 pool of the
// world, each exactly as ReadV3Pool reads it at the same block.
func TestDiscoverV3Devnet(t *testing.T) {
	dn := startDevnet(t)
	const id = 1
	dep, _ := dn.World().Deployment(id)
	cc := devnetChain(t, dn, id)
	cc.Pools, cc.InventoryTokens, cc.Static.Intents = nil, nil, nil
	d := V3Discovery{Factory: dep.Uniswap.V3Factory, Fees: []uint32{100, 500, 3000, 10000}}
	for _, p := range dep.Pools { // the tokens of the world's V3 pools
		for _, a := range []common.Address{p.Token0, p.Token1} {
			if p.Kind == world.KindUniswapV3 && !slices.Contains(d.Tokens, a) {
				d.Tokens = append(d.Tokens, a)
			}
		}
	}
	t.Logf("%d tokens, %d getPool calls", len(d.Tokens), len(d.Tokens)*(len(d.Tokens)-1)/2*len(d.Fees))
	cc.V3 = []V3Discovery{d}
	src, err := New(Config{Name: "discover", Timeout: 5 * time.Minute, Chains: []ChainConfig{cc}, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	chains, err := src.Load(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	c := chains[0]
	want := map[common.Address]world.Pool{}
	for _, p := range dep.Pools {
		if p.Kind == world.KindUniswapV3 {
			want[p.Address] = p
		}
	}
	if len(c.Pools) != len(want) || len(want) == 0 {
		t.Fatalf("%d pools discovered, the world has %d V3 pools", len(c.Pools), len(want))
	}
	chain, _ := dn.Chain(id)
	for _, p := range c.Pools {
		w, ok := want[p.Address]
		if !ok || p.Kind != liquidity.V3Pool || p.Tokens != [2]common.Address{w.Token0, w.Token1} {
			t.Fatalf("pool %s (%v %v) is not a V3 pool of the world", p.Address.Hex(), p.Kind, p.Tokens)
		}
		one, err := ReadV3Pool(context.Background(), chain.Client(), p.Address, new(big.Int).SetUint64(c.Block), DefaultV3Words)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(*one, p.V3); diff != "" {
			t.Errorf("pool %s (-ReadV3Pool +source):\n%s", w.Name, diff)
		}
	}
}
