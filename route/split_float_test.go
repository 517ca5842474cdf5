package route

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/bench/worlds"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// TestFloatModelFollowsPools checks the water-filling's float model
// against the exact pool math on the CI world's pools: where
// the pool pays, the model pays the same to 1e-9 and the pool's rounding
// (a few units of the input or output), and it refuses only
// amounts at the edge of what the pool takes.
func TestFloatModelFollowsPools(t *testing.T) {
	p := worlds.ParamsFor(worlds.CI)
	p.Seed = 7
	w, err := worlds.Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	checked, refusedOnly := 0, 0
	perKind := map[liquidity.PoolKind]int{}
	for _, ch := range w.Chains {
		for i := range ch.Pools {
			pool := &ch.Pools[i]
			for in := range 2 {
				for range 8 {
					// amounts from dust to beyond the pool's depth
					reserve := poolDepth(pool, in)
					x := reserve * math.Pow(10, -6+7*r.Float64())
					var a uint256.Int
					if !floatToUint(&a, x) || a.IsZero() {
						continue
					}
					exact, err := pool.AmountOut(in, &a)
					got, ok := floatPathOut(ch, []Hop{{Pool: int32(i), In: uint8(in)}}, a.Float64())
					switch {
					case err != nil || exact.IsZero():
						continue // the model may price what the pool refuses
					case !ok:
						refusedOnly++
						continue
					}
					checked++
					perKind[pool.Kind]++
					// the pools round in their favour: a few units of the input or output
					if d := math.Abs(got-exact.Float64()) / exact.Float64(); d > 1e-9+10/a.Float64()+10/exact.Float64() {
						t.Errorf("%s pool %d in %d amount %s: model %g, pool %s (%.3g off)", pool.Kind, i, in, a.Dec(), got, exact.Dec(), d)
					}
				}
			}
		}
	}
	t.Logf("checked %v; refused by the model alone %d", perKind, refusedOnly)
	if perKind[liquidity.StablePool] < 100 || perKind[liquidity.V3Pool] < 100 || refusedOnly*100 > checked {
		t.Errorf("%d amounts checked, %d refused by the model alone", checked, refusedOnly)
	}
}

// poolDepth is a rough size of a pool's input side, to draw amounts by.
func poolDepth(p *liquidity.Pool, in int) float64 {
	if p.Kind == liquidity.StablePool {
		return p.Stable.Balances[in].Float64()
	}
	if p.Kind == liquidity.V3Pool {
		s := p.V3.SqrtPriceX96.Float64() / twoTo96
		if in == 0 {
			return p.V3.Liquidity.Float64() / s
		}
		return p.V3.Liquidity.Float64() * s
	}
	if in == 0 {
		return p.Pair.Reserve0.Float64()
	}
	return p.Pair.Reserve1.Float64()
}
