package worlds

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// Stats summarize a world. Stats are comparable: two generations from the
// same Params have equal Stats.
type Stats struct {
	Chains int
	// Tokens count every chain's Tokens (not the native assets); Hubs and
	// Orphans (tokens without a pool) are among them.
	Tokens, Hubs, Orphans         int
	Pools, PairPools, StablePools int
	V3Pools                       int
	PairsByFee                    [len(FeeTiers)]int // in FeeTiers order
	// PoolEdges are directed token-to-token edges (two per pool);
	// GMPEdges and IntentsEdges directed chain-to-chain bridge routes.
	PoolEdges, GMPEdges, IntentsEdges int
	GMPChains, IntentsChains          int
	// MaxDegree is the most pools one token is in; Top1PctShare the share
	// of pool endpoints held by the 1% of tokens in most pools.
	MaxDegree    int
	Top1PctShare float64
	// Pool depth (total value locked, USD, at the tokens' prices).
	MedianDepthUSD, TotalDepthUSD float64
}

func computeStats(w *World) Stats {
	s := Stats{Chains: len(w.Chains)}
	var degrees []int
	depths := make([]float64, 0, 1024)
	for i, c := range w.Chains {
		s.Tokens += len(c.Tokens)
		s.Hubs += w.Info[i].Hubs
		s.Pools += len(c.Pools)
		if c.GMP != nil {
			s.GMPChains++
		}
		if c.Intents != nil {
			s.IntentsChains++
		}
		for k := range c.Tokens {
			d := len(c.Edges(int32(k)))
			if d == 0 {
				s.Orphans++
			}
			degrees = append(degrees, d)
		}
		for k := range c.Pools {
			p := &c.Pools[k]
			if p.Kind == liquidity.StablePool {
				s.StablePools++
			} else if p.Kind == liquidity.V3Pool {
				s.V3Pools++
			} else {
				s.PairPools++
				for f, fee := range FeeTiers {
					if p.FeeBps() == fee {
						s.PairsByFee[f]++
					}
				}
			}
			depths = append(depths, PoolDepthUSD(c, p))
		}
	}
	s.PoolEdges = 2 * s.Pools
	s.GMPEdges = s.GMPChains * (s.GMPChains - 1)
	s.IntentsEdges = s.IntentsChains * (s.IntentsChains - 1)
	slices.SortFunc(degrees, func(a, b int) int { return b - a })
	if len(degrees) > 0 {
		s.MaxDegree = degrees[0]
		top := 0
		for _, d := range degrees[:(len(degrees)+99)/100] {
			top += d
		}
		if s.PoolEdges > 0 {
			s.Top1PctShare = float64(top) / float64(s.PoolEdges)
		}
	}
	slices.Sort(depths)
	if len(depths) > 0 {
		s.MedianDepthUSD = depths[len(depths)/2]
	}
	for _, d := range depths {
		s.TotalDepthUSD += d
	}
	return s
}

// PoolDepthUSD is the pool's total value locked at its tokens' prices (a
// V3 pool's: the virtual reserves at its price, as deep as a pair there).
func PoolDepthUSD(c *liquidity.Chain, p *liquidity.Pool) float64 {
	usd := 0.0
	for k, a := range p.Tokens {
		t, ok := c.Token(a)
		if !ok {
			continue
		}
		bal := &p.Pair.Reserve0
		if p.Kind == liquidity.StablePool {
			bal = &p.Stable.Balances[k]
		} else if k == 1 {
			bal = &p.Pair.Reserve1
		}
		amount := bal.Float64()
		if p.Kind == liquidity.V3Pool {
			// the virtual reserves at the price: the pair as deep there
			sqrtP := p.V3.SqrtPriceX96.Float64() / math.Ldexp(1, 96)
			amount = p.V3.Liquidity.Float64() / sqrtP
			if k == 1 {
				amount = p.V3.Liquidity.Float64() * sqrtP
			}
		}
		usd += amount / pow10[t.Decimals] * t.USDPrice
	}
	return usd
}

func (s Stats) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "chains %d, tokens %d (%d hubs, %d without pools), pools %d: %d uniswap-v2 (",
		s.Chains, s.Tokens, s.Hubs, s.Orphans, s.Pools, s.PairPools)
	for i, n := range s.PairsByFee {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%d bps %d", FeeTiers[i], n)
	}
	fmt.Fprintf(&b, "), %d stableswap, %d uniswap-v3; edges: %d pool, %d GMP (%d chains), %d intents (%d chains); ",
		s.StablePools, s.V3Pools, s.PoolEdges, s.GMPEdges, s.GMPChains, s.IntentsEdges, s.IntentsChains)
	fmt.Fprintf(&b, "max degree %d, top 1%% of tokens hold %.1f%% of pool endpoints; depth median %s, total %s",
		s.MaxDegree, 100*s.Top1PctShare, usd(s.MedianDepthUSD), usd(s.TotalDepthUSD))
	return b.String()
}

// usd formats a dollar amount compactly ($1.2k, $3.4M, $5.6B).
func usd(v float64) string {
	switch a := math.Abs(v); {
	case a >= 1e9:
		return fmt.Sprintf("$%.1fB", v/1e9)
	case a >= 1e6:
		return fmt.Sprintf("$%.1fM", v/1e6)
	case a >= 1e3:
		return fmt.Sprintf("$%.1fk", v/1e3)
	}
	return fmt.Sprintf("$%.2f", v)
}
