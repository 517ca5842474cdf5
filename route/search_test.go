package route

import (
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// gasTestChain is v3TestEngine's chain with a V3 hop costing far more gas
// than a pair's and a gas price at which that matters for small trades:
// a V3 pool paying a little more than a pair loses net of gas.
func gasTestChain(t *testing.T) *liquidity.Chain {
	t.Helper()
	_, c := v3TestEngine(t)
	c.Gas.V3Hop, c.Gas.V3Tick, c.Gas.V3Step = 300_000, 30_000, 5_000
	c.Gas.Price = *uint256.NewInt(30_000_000_000)
	return c
}

// pathNet is a path's output net of its hops' gas, as the engine ranks.
func pathNet(c *liquidity.Chain, hops []Hop) float64 {
	g := uint64(0)
	for i := range hops {
		g += hopGas(c, &hops[i])
	}
	return hops[len(hops)-1].Out.Float64() - gasInEnd(c, c.Tokens[hops[len(hops)-1].To])(g)
}

// bruteForceNet is the best output net of gas over every simple path of
// up to MaxHops pools.
func bruteForceNet(c *liquidity.Chain, from, to int32, in *uint256.Int) (float64, bool) {
	bestNet, found := 0.0, false
	hops := make([]Hop, 0, MaxHops)
	var walk func(at int32, amt uint256.Int, seen map[int32]bool)
	walk = func(at int32, amt uint256.Int, seen map[int32]bool) {
		if len(hops) == MaxHops {
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
			hops = append(hops, Hop{Pool: e.Pool, In: e.In, From: at, To: e.To, AmountIn: amt, Out: out})
			if e.To == to {
				if n := pathNet(c, hops); !found || n > bestNet {
					bestNet, found = n, true
				}
			} else {
				seen[e.To] = true
				walk(e.To, out, seen)
				delete(seen, e.To)
			}
			hops = hops[:len(hops)-1]
		}
	}
	walk(from, *in, map[int32]bool{from: true})
	return bestNet, found
}

// The gas-aware search finds the best path net of gas (against brute
// force), where keeping only the largest amount per token does not: a V3
// hop paying a little more than a pair at an intermediate token hides
// the pair's path, which costs less gas.
func TestBestPathNetOfGas(t *testing.T) {
	t.Parallel()
	c := gasTestChain(t)
	s := new(scratch)
	grossMisses := 0
	for from := range c.Tokens {
		for to := range c.Tokens {
			if from == to {
				continue
			}
			for _, usdIn := range []float64{1, 30, 1000, 100_000, 3_000_000} {
				in := fromUSD(usdIn, c.Tokens[from])
				amt := in.Dec()
				want, wantOK := bruteForceNet(c, int32(from), int32(to), &in)
				got, ok := bestPath(c, int32(from), int32(to), &in, true, s)
				if ok != wantOK {
					t.Errorf("%s→%s %s: found %v, brute force %v", c.Tokens[from].Symbol, c.Tokens[to].Symbol, amt, ok, wantOK)
					continue
				}
				if !ok {
					continue
				}
				if n := pathNet(c, got.Hops); !closeTo(n, want) {
					t.Errorf("%s→%s %s: net %g, brute force %g", c.Tokens[from].Symbol, c.Tokens[to].Symbol, amt, n, want)
				}
				if chk := pathOut(t, c, got, &in); !chk.Eq(got.Out()) {
					t.Errorf("%s→%s %s: path's Out %s, recomputed %s", c.Tokens[from].Symbol, c.Tokens[to].Symbol, amt, got.Out().Dec(), chk.Dec())
				}
				if g, ok := bestPath(c, int32(from), int32(to), &in, false, s); ok && !closeTo(pathNet(c, g.Hops), want) {
					grossMisses++
				}
			}
		}
	}
	if grossMisses == 0 {
		t.Error("the gross search never misses the best net path: the chain does not test the gas-aware search")
	}
}

func closeTo(a, b float64) bool {
	d := a - b
	if d < 0 {
		d = -d
	}
	return d <= 1e-9*max(abs(a), abs(b), 1)
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// hopOut's gas equals liquidity.Pool.HopGas for V3 swaps (it counts from
// the swap it already ran instead of running it again).
func TestV3HopGasMatchesPool(t *testing.T) {
	t.Parallel()
	c := gasTestChain(t)
	r := rand.New(rand.NewPCG(1, 2))
	s := new(scratch)
	n := 0
	for pi := range c.Pools {
		if c.Pools[pi].Kind != liquidity.V3Pool {
			continue
		}
		for range 200 {
			in := uint8(r.IntN(2))
			var amt uint256.Int
			amt.Lsh(uint256.NewInt(r.Uint64N(1<<20)+1), uint(r.IntN(60)))
			_, g, err := hopOut(c, int32(pi), in, &amt, &s.v3)
			if err != nil {
				continue
			}
			n++
			if want := c.Pools[pi].HopGas(&c.Gas, int(in), &amt); g != want {
				t.Fatalf("pool %d coin %d amount %s: hopOut gas %d, HopGas %d", pi, in, amt.Dec(), g, want)
			}
		}
	}
	if n < 100 {
		t.Fatalf("only %d swaps priced", n)
	}
}
