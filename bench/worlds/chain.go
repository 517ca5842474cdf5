package worlds

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// BridgedSymbol is the GMP symbol and token symbol of the bridged canonical
// token present on every chain.
const BridgedSymbol = "axlUSDC"

// FeeTiers are the pair fees, in bps, of the world's constant-product pools.
var FeeTiers = [4]uint64{1, 5, 30, 100}

// tokenSpec is a token before it gets an address on a chain.
type tokenSpec struct {
	symbol, name string
	price        float64
	decimals     uint8
	stable       bool // a $1 stablecoin (pooled in stable pools)
	volatility   uint8
}

var (
	usdc    = tokenSpec{"USDC", "USD Coin", 1, 6, true, 0}
	usdt    = tokenSpec{"USDT", "Tether USD", 1, 6, true, 0}
	wbtc    = tokenSpec{"WBTC", "Wrapped BTC", 100_000, 8, false, 2}
	dai     = tokenSpec{"DAI", "Dai Stablecoin", 1, 18, true, 0}
	weth    = tokenSpec{"WETH", "Wrapped Ether", 3000, 18, false, 2}
	usde    = tokenSpec{"USDe", "Ethena USDe", 1, 18, true, 0}
	link    = tokenSpec{"LINK", "ChainLink Token", 15, 18, false, 3}
	uni     = tokenSpec{"UNI", "Uniswap", 8, 18, false, 3}
	aave    = tokenSpec{"AAVE", "Aave Token", 250, 18, false, 3}
	bridged = tokenSpec{BridgedSymbol, "Axelar Wrapped USDC", 1, 6, true, 0}

	// Extra hubs after wrapped native, USDC, USDT, WBTC, DAI.
	extraHubsETH   = []tokenSpec{usde, link, uni, aave}
	extraHubsOther = []tokenSpec{weth, usde, link, uni}
	// firstPull is how often a long-tail token's first pool is against
	// each hub, by hub index; hubPull the same for its other pools.
	firstPull = []float64{0.62, 0.26, 0.06, 0.02, 0.02, 0.01, 0.005, 0.0025, 0.0025}
	hubPull   = []float64{0.50, 0.28, 0.07, 0.04, 0.04, 0.03, 0.02, 0.01, 0.01}
)

// reserved are symbols random tickers must not take (in upper case, as
// drawn): the hubs', the native assets' and the bridged token's.
var reserved = map[string]bool{
	"ETH": true, "WETH": true, "BTC": true, "WBTC": true, "USDC": true, "USDT": true, "DAI": true,
	"USDE": true, "LINK": true, "UNI": true, "AAVE": true, "AXLUSDC": true,
}

// sharedTokens are the long-tail tokens listed on several chains, most
// popular first.
func sharedTokens(p *Params) []tokenSpec {
	r := rand.New(rand.NewPCG(p.Seed, math.MaxUint64))
	n := max(8, int(float64(p.TokensPerChain)*p.SharedShare*1.5))
	out := make([]tokenSpec, n)
	for i := range out {
		out[i] = longTailSpec(r, p.StableShare)
	}
	return out
}

// longTailSpec draws a long-tail token: a stablecoin with probability
// stableShare, else a token priced log-uniformly in $0.0001..$100k.
func longTailSpec(r *rand.Rand, stableShare float64) tokenSpec {
	if r.Float64() < stableShare {
		sym := letters(r, 2+r.IntN(2)) + "USD"
		dec := uint8(18)
		if r.IntN(2) == 0 {
			dec = 6
		}
		return tokenSpec{sym, sym + " Stablecoin", 1, dec, true, 0}
	}
	sym := letters(r, 3+r.IntN(3))
	for reserved[sym] {
		sym = letters(r, 3+r.IntN(3))
	}
	var dec uint8
	switch x := r.Float64(); {
	case x < 0.82:
		dec = 18
	case x < 0.90:
		dec = 6
	case x < 0.95:
		dec = 9
	case x < 0.98:
		dec = 8
	default:
		dec = 12
	}
	price := logUniform(r, 1e-4, 1e5)
	// Four significant digits, like a price feed.
	e := math.Pow10(3 - int(math.Floor(math.Log10(price))))
	price = math.Round(price*e) / e
	return tokenSpec{sym, sym + " Token", price, dec, false, 3}
}

// chainMeta is what the catalog needs beyond the liquidity model.
type chainMeta struct {
	native tokenSpec
	specs  []tokenSpec // per token of Chain.Tokens
	usdc   common.Address
}

// chainGen builds one chain.
type chainGen struct {
	p      *Params
	idx    int
	r      *rand.Rand
	a      *addresser
	nTok   int
	nPool  int
	shared []tokenSpec

	c    *liquidity.Chain
	info ChainInfo
	meta chainMeta

	stable []bool
	seen   map[uint64]struct{}
}

func newChainGen(p *Params, idx, tokens, pools int, shared []tokenSpec) *chainGen {
	id := strconv.FormatUint(FirstChainID+uint64(idx), 10)
	return &chainGen{
		p: p, idx: idx, nTok: tokens, nPool: pools, shared: shared,
		r: rand.New(rand.NewPCG(p.Seed, uint64(idx))),
		a: newAddresser(p.Seed, id),
		c: &liquidity.Chain{ID: id, NumericID: FirstChainID + uint64(idx)},
	}
}

func (g *chainGen) generate() (*liquidity.Chain, error) {
	g.chainBasics()
	g.tokens()
	if err := g.pools(); err != nil {
		return nil, err
	}
	g.addV3Pools()
	g.bridges()
	return g.c, nil
}

func (g *chainGen) chainBasics() {
	c, r := g.c, g.r
	n := strconv.Itoa(g.idx + 1)
	g.info.Name = "Bench Chain " + n
	g.info.Network = "bench-chain-" + n
	c.BridgeName = g.info.Network
	c.Block = between(r, 1_000_000, 300_000_000)
	blockTimes := []time.Duration{12 * time.Second, 2 * time.Second, time.Second, 250 * time.Millisecond, 400 * time.Millisecond, 3 * time.Second, 5 * time.Second}
	c.BlockTime = blockTimes[0]
	if g.idx > 0 {
		c.BlockTime = blockTimes[r.IntN(len(blockTimes))]
	}
	// Two chains in three are ETH-native (chain 0 always); the others
	// have a coin of their own.
	if g.idx%3 != 2 {
		g.meta.native = tokenSpec{"ETH", "Ether", 3000, 18, false, 2}
	} else {
		sym := letters(r, 3)
		for reserved[sym] {
			sym = letters(r, 3)
		}
		price := math.Round(logUniform(r, 0.05, 800)*1000) / 1000
		g.meta.native = tokenSpec{sym, "Bench Coin " + sym, price, 18, false, 2}
	}
	nat := g.meta.native
	c.NativeToken = liquidity.Token{Address: liquidity.Native, Symbol: nat.symbol, Decimals: nat.decimals, USDPrice: nat.price}
	c.Contracts = liquidity.Contracts{
		Router: g.a.addr("router", 0), Multicall: g.a.addr("multicall", 0), PairSwapper: g.a.addr("pairswapper", 0),
		Gateway: g.a.addr("gateway", 0), GasService: g.a.addr("gasservice", 0), Settlement: g.a.addr("settlement", 0),
	}
	c.Gas = liquidity.DefaultGas()
	c.Gas.Price = fromFloat(math.Round(logUniform(r, 0.05, 20)*1e6) * 1e3) // wei, 1e-6 gwei steps
}

// tokens lays out Tokens: hubs, axlUSDC, long tail.
func (g *chainGen) tokens() {
	p, r, c := g.p, g.r, g.c
	nat := g.meta.native
	specs := make([]tokenSpec, 0, g.nTok)
	specs = append(specs, tokenSpec{"W" + nat.symbol, "Wrapped " + nat.name, nat.price, nat.decimals, false, nat.volatility},
		usdc, usdt, wbtc, dai)
	extra := extraHubsETH
	if nat.symbol != "ETH" {
		extra = extraHubsOther
	}
	specs = append(specs, extra[:p.Hubs-5]...)
	g.info.Hubs = len(specs)
	g.info.Bridged = int32(len(specs))
	specs = append(specs, bridged)

	used := make([]bool, len(g.shared))
	sharedPick := make([]float64, len(g.shared))
	for i := range sharedPick {
		sharedPick[i] = 1 / float64(i+1)
	}
	sharedCum := newCumulative(sharedPick)
	for len(specs) < g.nTok {
		if r.Float64() < p.SharedShare {
			if j := sharedCum.pick(r); !used[j] {
				used[j] = true
				specs = append(specs, g.shared[j])
				continue
			}
		}
		specs = append(specs, longTailSpec(r, p.StableShare))
	}

	c.Tokens = make([]liquidity.Token, len(specs))
	g.stable = make([]bool, len(specs))
	for i, s := range specs {
		c.Tokens[i] = liquidity.Token{Address: g.a.addr("token", i), Symbol: s.symbol, Decimals: s.decimals, USDPrice: s.price}
		g.stable[i] = s.stable
	}
	c.WrappedNative = c.Tokens[0].Address
	g.meta.specs = specs
	g.meta.usdc = c.Tokens[1].Address
}

// Hub indexes in Tokens.
const (
	hubWrapped = 0
	hubUSDC    = 1
	hubUSDT    = 2
	hubDAI     = 4
)

func (g *chainGen) pools() error {
	p, r, c := g.p, g.r, g.c
	h := g.info.Hubs
	g.seen = make(map[uint64]struct{}, g.nPool+64)
	c.Pools = make([]liquidity.Pool, 0, g.nPool+h*h+8)

	// Core: every two hubs, in several fee tiers; stablecoins in stable
	// pools; axlUSDC against USDC (stable), the wrapped native and USDT.
	for i := range int32(h) {
		for j := i + 1; j < int32(h); j++ {
			if g.stable[i] && g.stable[j] {
				if err := g.addStable(i, j, g.depth(true)); err != nil {
					return err
				}
				if r.IntN(2) == 0 {
					g.addPair(i, j, FeeTiers[r.IntN(2)], g.depth(true)/4)
				}
				continue
			}
			g.addPair(i, j, 30, g.depth(true))
			if r.Float64() < 0.6 {
				g.addPair(i, j, 5, g.depth(true)/2)
			}
			if r.Float64() < 0.2 {
				g.addPair(i, j, 100, g.depth(false))
			}
		}
	}
	b := g.info.Bridged
	if err := g.addStable(b, hubUSDC, g.depth(true)); err != nil {
		return err
	}
	g.addPair(b, hubWrapped, 30, g.depth(false))
	if r.IntN(2) == 0 {
		g.addPair(b, hubUSDT, 5, g.depth(false))
	}

	// The long tail: popularity is Pareto; orphans have none.
	first := int(b) + 1
	n := len(c.Tokens) - first
	weights := make([]float64, n)
	for k := range weights {
		if !g.stable[first+k] && r.Float64() < p.OrphanShare {
			g.info.Orphans++
			continue
		}
		weights[k] = min(math.Pow(1-r.Float64(), -1/p.DegreeAlpha), 1e4)
	}
	popular := newCumulative(weights)
	hubs, firstHubs := newCumulative(hubPull[:h]), newCumulative(firstPull[:h])
	stableHubs := []int32{hubUSDC, hubUSDC, hubUSDC, hubUSDT, hubUSDT, hubDAI}
	feeTier := newCumulative([]float64{0.03, 0.12, 0.60, 0.25})

	// Every pooled long-tail token's first pool is against a hub.
	for k, wt := range weights {
		if wt == 0 {
			continue
		}
		t := int32(first + k)
		if g.stable[t] {
			if err := g.addStable(t, stableHubs[r.IntN(len(stableHubs))], g.depth(false)); err != nil {
				return err
			}
			continue
		}
		g.addPair(t, int32(firstHubs.pick(r)), FeeTiers[feeTier.pick(r)], g.depth(false))
	}
	// Then preferential extra pools until the chain's target.
	for tries := 0; len(c.Pools) < g.nPool && tries < 20*g.nPool; tries++ {
		k := popular.pick(r)
		if k < 0 {
			break
		}
		t := int32(first + k)
		var o int32
		if r.Float64() < p.HubShare {
			o = int32(hubs.pick(r))
		} else {
			o = int32(first + popular.pick(r))
		}
		if o == t {
			continue
		}
		if g.stable[t] && g.stable[o] && r.IntN(2) == 0 {
			if err := g.addStable(t, o, g.depth(false)); err != nil {
				return err
			}
			continue
		}
		g.addPair(t, o, FeeTiers[feeTier.pick(r)], g.depth(false))
	}
	return nil
}

// depth draws a pool's total value locked in USD.
func (g *chainGen) depth(hub bool) float64 {
	p := g.p
	if hub {
		f := p.HubDepthFactor
		return logNormal(g.r, p.MedianDepthUSD*f, p.DepthSigma*0.6, p.MinDepthUSD*f, p.MaxDepthUSD*f)
	}
	return logNormal(g.r, p.MedianDepthUSD, p.DepthSigma, p.MinDepthUSD, p.MaxDepthUSD)
}

// claim records a pool (tokens a, b, fee tier or stable) and reports
// whether it is new.
func (g *chainGen) claim(a, b int32, tier uint64) bool {
	if a > b {
		a, b = b, a
	}
	key := uint64(a)<<36 | uint64(b)<<8 | tier
	if _, dup := g.seen[key]; dup {
		return false
	}
	g.seen[key] = struct{}{}
	return true
}

// sides orders two tokens as the pool does (by address) and returns each
// side's base-unit amount for a pool of tvl USD, scaled down if a side
// would approach uint112.
func (g *chainGen) sides(a, b int32, tvl float64) (t [2]int32, amt [2]float64) {
	ta, tb := &g.c.Tokens[a], &g.c.Tokens[b]
	t = [2]int32{a, b}
	if bytes.Compare(ta.Address[:], tb.Address[:]) > 0 {
		t = [2]int32{b, a}
	}
	for k, i := range t {
		tok := &g.c.Tokens[i]
		amt[k] = units(tvl/2, tok.USDPrice, tok.Decimals)
	}
	if m := max(amt[0], amt[1]); m > maxReserve {
		amt[0] *= maxReserve / m
		amt[1] *= maxReserve / m
	}
	return t, amt
}

func (g *chainGen) addPair(a, b int32, fee uint64, tvl float64) {
	tier := uint64(0)
	for k, f := range FeeTiers {
		if f == fee {
			tier = uint64(k)
		}
	}
	if !g.claim(a, b, tier) {
		return
	}
	t, amt := g.sides(a, b, tvl)
	amt[0] *= noise(g.r, 0.004)
	toks := &g.c.Tokens
	pool := liquidity.Pool{
		Address: g.a.addr("pool", len(g.c.Pools)),
		Kind:    liquidity.PairPool,
		Tokens:  [2]common.Address{(*toks)[t[0]].Address, (*toks)[t[1]].Address},
		Pair:    amm.Pair{Reserve0: fromFloat(amt[0]), Reserve1: fromFloat(amt[1]), FeeBps: fee},
	}
	g.c.Pools = append(g.c.Pools, pool)
}

func (g *chainGen) addStable(a, b int32, tvl float64) error {
	if !g.claim(a, b, uint64(len(FeeTiers))) {
		return nil
	}
	t, amt := g.sides(a, b, tvl)
	toks := &g.c.Tokens
	bal0, bal1 := fromFloat(amt[0]*noise(g.r, 0.03)), fromFloat(amt[1]*noise(g.r, 0.03))
	a0, fee := between(g.r, 100, 1000), between(g.r, 1_000_000, 4_000_000)
	s, err := amm.NewStable(&bal0, &bal1, (*toks)[t[0]].Decimals, (*toks)[t[1]].Decimals, a0, fee)
	if err != nil {
		return fmt.Errorf("worlds: chain %s: stable pool %s/%s: %w", g.c.ID, (*toks)[a].Symbol, (*toks)[b].Symbol, err)
	}
	pool := liquidity.Pool{
		Address: g.a.addr("pool", len(g.c.Pools)),
		Kind:    liquidity.StablePool,
		Tokens:  [2]common.Address{(*toks)[t[0]].Address, (*toks)[t[1]].Address},
		Stable:  s,
	}
	g.c.Pools = append(g.c.Pools, pool)
	return nil
}

// bridges adds the GMP gateway (every chain) and the intents solver (the
// IntentsChains largest chains).
func (g *chainGen) bridges() {
	c, r := g.c, g.r
	bt := c.Tokens[g.info.Bridged]
	one := pow10[bt.Decimals]
	c.GMP = &liquidity.GMP{
		Symbol:       BridgedSymbol,
		Token:        bt.Address,
		FeeBps:       r.Uint64N(4),
		BaseFee:      fromFloat(math.Round(logUniform(r, 0.05, 1.5)*100) / 100 * one),
		Min:          fromFloat(one),
		Max:          fromFloat(1_000_000 * one),
		Confirmation: time.Duration(logUniform(r, 3, 900)) * time.Second,
	}
	if g.idx >= g.p.IntentsChains {
		return
	}
	inv := make(map[common.Address]uint256.Int, g.info.Hubs+1)
	inv[liquidity.Native] = fromFloat(units(logUniform(r, 1e6, 5e6), c.NativeToken.USDPrice, c.NativeToken.Decimals))
	for _, t := range c.Tokens[:g.info.Hubs] {
		inv[t.Address] = fromFloat(units(logUniform(r, 1e6, 5e6), t.USDPrice, t.Decimals))
	}
	c.Intents = &liquidity.Intents{
		Solver:      newAddresser(g.p.Seed, "world").addr("solver", 0),
		Inventory:   inv,
		SpreadBps:   10,
		FixedFeeUSD: 0.5,
		MinUSD:      10,
		FillTime:    10 * time.Second,
		Expiry:      15 * time.Minute,
	}
}
