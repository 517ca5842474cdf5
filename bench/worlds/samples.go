package worlds

import (
	"math/rand/v2"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// Sample is one quote request for a benchmark.
type Sample struct {
	FromChain string // catalog chain id
	FromToken common.Address
	ToChain   string
	ToToken   common.Address
	// Amount is in FromToken base units; AmountUSD its value at the
	// world's prices.
	Amount    uint256.Int
	AmountUSD float64
}

// Sample mix.
const (
	// CrossChainShare of samples go to another chain.
	CrossChainShare = 0.75
	// A token is drawn in proportion to its pool count, else it is the
	// native asset (NativeShare) or any long-tail token, pooled or not
	// (LongTailShare).
	NativeShare   = 0.05
	LongTailShare = 0.12
	// Amounts are worth MinSampleUSD..MaxSampleUSD, log-uniformly.
	MinSampleUSD = 10
	MaxSampleUSD = 100_000
)

// Samples returns n deterministic requests: CrossChainShare of them
// cross-chain; chains drawn in proportion to their pools; tokens mostly in
// proportion to their pool count (so most have routes), some the native
// asset, some uniformly from the long tail; amounts worth $10..$100k.
func (w *World) Samples(n int, seed uint64) []Sample {
	if n <= 0 || len(w.Chains) == 0 {
		return nil
	}
	r := rand.New(rand.NewPCG(seed, w.Params.Seed))
	chainWeights := make([]float64, len(w.Chains))
	byDegree := make([]cumulative, len(w.Chains))
	for i, c := range w.Chains {
		weights := make([]float64, len(c.Tokens))
		for k := range c.Tokens {
			weights[k] = float64(len(c.Edges(int32(k))))
		}
		byDegree[i] = newCumulative(weights)
		chainWeights[i] = float64(len(c.Pools)) + 1
	}
	chains := newCumulative(chainWeights)

	token := func(ci int) liquidity.Token {
		c := w.Chains[ci]
		switch x := r.Float64(); {
		case x < NativeShare:
			return c.NativeToken
		case x < NativeShare+LongTailShare:
			first := int(w.Info[ci].Bridged) + 1
			return c.Tokens[first+r.IntN(len(c.Tokens)-first)]
		}
		if k := byDegree[ci].pick(r); k >= 0 {
			return c.Tokens[k]
		}
		return c.Tokens[r.IntN(len(c.Tokens))]
	}

	out := make([]Sample, n)
	for i := range out {
		from := chains.pick(r)
		to := from
		if len(w.Chains) > 1 && r.Float64() < CrossChainShare {
			for to == from {
				to = chains.pick(r)
			}
		}
		ft := token(from)
		tt := token(to)
		for tries := 0; to == from && tt.Address == ft.Address && tries < 100; tries++ {
			tt = token(to)
		}
		usd := logUniform(r, MinSampleUSD, MaxSampleUSD)
		amt := fromFloat(units(usd, ft.USDPrice, ft.Decimals))
		if amt.IsZero() {
			amt.SetOne()
		}
		out[i] = Sample{
			FromChain: w.Chains[from].ID, FromToken: ft.Address,
			ToChain: w.Chains[to].ID, ToToken: tt.Address,
			Amount: amt, AmountUSD: amt.Float64() / pow10[ft.Decimals] * ft.USDPrice,
		}
	}
	return out
}
