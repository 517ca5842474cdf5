// Package worlds generates deterministic synthetic liquidity worlds for the
// quote engine's benchmarks: chains with hub tokens and a long tail of
// tokens of power-law popularity, constant-product and stable pools whose
// spot prices agree with the tokens' USD prices, log-normal liquidity, a
// GMP gateway on every chain and an intents solver on the largest ones,
// together with a catalog file that lists exactly the world's chains and
// tokens (for `switchyard serve --catalog`).
//
// A world depends only on its Params (Seed included): two generations are
// identical, whatever the machine or GOMAXPROCS.
//
// Layout of every chain's Tokens: the hubs first (Tokens[0] the wrapped
// native, then USDC, USDT, WBTC, DAI and the extra hubs), then the bridged
// canonical token axlUSDC (ChainInfo.Bridged), then the long tail.
package worlds

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"strconv"
	"sync"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// Size names a world size.
type Size string

// World sizes (targets from the product issue).
const (
	// CI: 3 chains, ~600 tokens, ~1,500 pools.
	CI Size = "ci"
	// Realistic: 12 chains, ~6,600 tokens, ~17,500 pools.
	Realistic Size = "realistic"
	// Stress: 50 chains, ~20,000 tokens, ~50,000 pools.
	Stress Size = "stress"
)

// Sizes are the named sizes, smallest first.
func Sizes() []Size { return []Size{CI, Realistic, Stress} }

// ParseSize resolves a size name.
func ParseSize(s string) (Size, error) {
	for _, z := range Sizes() {
		if string(z) == s {
			return z, nil
		}
	}
	return "", fmt.Errorf("worlds: unknown size %q (ci, realistic, stress)", s)
}

// Params shape a world. ParamsFor gives the named sizes; any field may be
// changed before Generate.
type Params struct {
	Chains int
	// TokensPerChain and PoolsPerChain are averages: chain i gets a share
	// proportional to (i+1)^-ChainSkew, so chain 0 is the largest. Tokens
	// count hubs, axlUSDC and the long tail, not the native asset; pools
	// are met within a few percent.
	TokensPerChain int
	PoolsPerChain  int
	// Hubs is the number of hub tokens per chain, 5..MaxHubs: wrapped
	// native, USDC, USDT, WBTC, DAI, then WETH (on chains whose native is
	// not ETH), USDe, LINK, UNI.
	Hubs int
	// IntentsChains is how many of the largest chains get an intents
	// solver (at most Chains).
	IntentsChains int
	Seed          uint64

	// ChainSkew is the exponent of the chains' size distribution (0: all
	// chains equal).
	ChainSkew float64
	// Pool depth (total value locked in USD, half on each side) is
	// log-normal with median MedianDepthUSD and sigma DepthSigma, clamped
	// to [MinDepthUSD, MaxDepthUSD]; pools between hubs (and the axlUSDC
	// pools) are HubDepthFactor times deeper.
	MedianDepthUSD, DepthSigma float64
	MinDepthUSD, MaxDepthUSD   float64
	HubDepthFactor             float64
	// DegreeAlpha is the Pareto exponent of long-tail popularity (smaller:
	// heavier tail); HubShare the share of a long-tail token's extra pools
	// that pair it with a hub (its first pool always does).
	DegreeAlpha float64
	HubShare    float64
	// OrphanShare of the long tail has no pool at all (listed, unroutable);
	// StableShare of it are $1 stablecoins, pooled in stable pools;
	// SharedShare of it are tokens listed on several chains (same symbol,
	// name, decimals and price; their own address on each chain).
	OrphanShare, StableShare, SharedShare float64
}

// MaxHubs is the largest Params.Hubs.
const MaxHubs = 9

// ParamsFor returns the parameters of a named size (seed 1); the zero
// Params for an unknown size, which Generate refuses.
func ParamsFor(s Size) Params {
	p := Params{
		Hubs:           7,
		IntentsChains:  6,
		Seed:           1,
		ChainSkew:      0.5,
		MedianDepthUSD: 200_000,
		DepthSigma:     1.5,
		MinDepthUSD:    2_000,
		MaxDepthUSD:    200_000_000,
		HubDepthFactor: 25,
		DegreeAlpha:    1.0,
		HubShare:       0.7,
		OrphanShare:    0.02,
		StableShare:    0.03,
		SharedShare:    0.15,
	}
	switch s {
	case CI:
		p.Chains, p.TokensPerChain, p.PoolsPerChain, p.Hubs, p.IntentsChains = 3, 200, 500, 6, 3
	case Realistic:
		p.Chains, p.TokensPerChain, p.PoolsPerChain = 12, 550, 1458
	case Stress:
		p.Chains, p.TokensPerChain, p.PoolsPerChain, p.Hubs = 50, 400, 1000, 8
	default:
		return Params{}
	}
	return p
}

// minLongTail is the fewest long-tail tokens a chain gets.
const minLongTail = 8

// FirstChainID is the numeric chain id of chain 0; chain i is
// FirstChainID+i.
const FirstChainID = 900001

func (p *Params) validate() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if p.Chains < 1 || p.Chains > 99_000 {
		bad("Chains %d is outside 1..99000", p.Chains)
	}
	if p.Hubs < 5 || p.Hubs > MaxHubs {
		bad("Hubs %d is outside 5..%d", p.Hubs, MaxHubs)
	}
	if p.TokensPerChain < p.Hubs+1+minLongTail {
		bad("TokensPerChain %d is below Hubs+1+%d", p.TokensPerChain, minLongTail)
	}
	if p.TokensPerChain > 1<<20 {
		bad("TokensPerChain %d is above 2^20", p.TokensPerChain)
	}
	if p.PoolsPerChain < 0 || p.PoolsPerChain > 1<<22 {
		bad("PoolsPerChain %d is outside 0..2^22", p.PoolsPerChain)
	}
	if p.IntentsChains < 0 || p.IntentsChains > p.Chains {
		bad("IntentsChains %d is outside 0..Chains", p.IntentsChains)
	}
	if !(p.ChainSkew >= 0 && p.ChainSkew <= 4) {
		bad("ChainSkew %v is outside 0..4", p.ChainSkew)
	}
	if !(p.MinDepthUSD > 0 && p.MinDepthUSD <= p.MedianDepthUSD && p.MedianDepthUSD <= p.MaxDepthUSD && p.MaxDepthUSD <= 1e10) {
		bad("depths must satisfy 0 < MinDepthUSD <= MedianDepthUSD <= MaxDepthUSD <= 1e10")
	}
	if !(p.DepthSigma >= 0 && p.DepthSigma <= 5) {
		bad("DepthSigma %v is outside 0..5", p.DepthSigma)
	}
	if !(p.HubDepthFactor >= 1 && p.HubDepthFactor <= 1000) {
		bad("HubDepthFactor %v is outside 1..1000", p.HubDepthFactor)
	}
	if !(p.DegreeAlpha >= 0.5 && p.DegreeAlpha <= 10) {
		bad("DegreeAlpha %v is outside 0.5..10", p.DegreeAlpha)
	}
	for name, v := range map[string]float64{"HubShare": p.HubShare, "OrphanShare": p.OrphanShare, "StableShare": p.StableShare, "SharedShare": p.SharedShare} {
		if !(v >= 0 && v <= 1) {
			bad("%s %v is outside 0..1", name, v)
		}
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("worlds: invalid params: %w", err)
	}
	return nil
}

// World is a generated world.
type World struct {
	Params Params
	// Chains are finalized (ready for liquidity.Book.Publish), in
	// decreasing size: Chains[i] has chain id FirstChainID+i.
	Chains []*liquidity.Chain
	// Info describes Chains[i] beyond the liquidity model.
	Info []ChainInfo
	// CatalogJSON is a catalog file (mode "replace") listing exactly these
	// chains, their native assets and their Tokens, for
	// catalog.LoadWithOverride and `switchyard serve --catalog`.
	CatalogJSON []byte
	Stats       Stats
}

// ChainInfo is what the catalog and the samples know of a chain.
type ChainInfo struct {
	Name    string // "Bench Chain 1"
	Network string // networkIdentifier and BridgeName: "bench-chain-1"
	// Hubs: Chain.Tokens[:Hubs] are the chain's hub tokens, Tokens[0] its
	// wrapped native.
	Hubs int
	// Bridged is the index in Chain.Tokens of axlUSDC, the GMP token.
	Bridged int32
	// Orphans is the number of tokens without a pool.
	Orphans int
}

// Chain returns the chain with the catalog chain id.
func (w *World) Chain(id string) (*liquidity.Chain, bool) {
	n, err := strconv.ParseUint(id, 10, 64)
	if err != nil || n < FirstChainID || n-FirstChainID >= uint64(len(w.Chains)) {
		return nil, false
	}
	return w.Chains[n-FirstChainID], true
}

// Generate builds the world. Chains are generated in parallel, each from
// its own random stream, so the result does not depend on scheduling.
func Generate(p Params) (*World, error) {
	if err := p.validate(); err != nil {
		return nil, err
	}
	shared := sharedTokens(&p)
	tokens, pools := chainSizes(&p)
	w := &World{Params: p, Chains: make([]*liquidity.Chain, p.Chains), Info: make([]ChainInfo, p.Chains)}
	metas := make([]chainMeta, p.Chains)
	errs := make([]error, p.Chains)

	var wg sync.WaitGroup
	next := make(chan int)
	for range min(runtime.GOMAXPROCS(0), p.Chains) {
		wg.Go(func() {
			for i := range next {
				g := newChainGen(&p, i, tokens[i], pools[i], shared)
				c, err := g.generate()
				if err == nil {
					err = c.Finalize()
				}
				w.Chains[i], w.Info[i], metas[i], errs[i] = c, g.info, g.meta, err
			}
		})
	}
	for i := range p.Chains {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	var err error
	if w.CatalogJSON, err = catalogJSON(w, metas); err != nil {
		return nil, err
	}
	w.Stats = computeStats(w)
	return w, nil
}

// chainSizes splits the token and pool totals over the chains.
func chainSizes(p *Params) (tokens, pools []int) {
	weights := make([]float64, p.Chains)
	sum := 0.0
	for i := range weights {
		weights[i] = 1 / math.Pow(float64(i+1), p.ChainSkew)
		sum += weights[i]
	}
	tokens, pools = make([]int, p.Chains), make([]int, p.Chains)
	for i, wt := range weights {
		share := wt / sum * float64(p.Chains)
		tokens[i] = max(int(float64(p.TokensPerChain)*share+0.5), p.Hubs+1+minLongTail)
		pools[i] = int(float64(p.PoolsPerChain)*share + 0.5)
	}
	return tokens, pools
}
