package worlds

import (
	"encoding/binary"
	"hash/fnv"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// targets are the product issue's figures for each size.
var targets = map[Size]struct{ chains, tokens, pools int }{
	CI:        {3, 600, 1_500},
	Realistic: {12, 6_600, 17_500},
	Stress:    {50, 20_000, 50_000},
}

var (
	cacheMu sync.Mutex
	cache   = map[Size]*World{}
)

// world returns the size's world (seed 1), generated once per test binary.
// Only CI, the smallest, is generated in -short mode.
func world(t *testing.T, s Size) *World {
	t.Helper()
	if s != CI && testing.Short() {
		t.Skip(string(s) + " world: not in -short mode")
	}
	cacheMu.Lock()
	defer cacheMu.Unlock()
	if w, ok := cache[s]; ok {
		return w
	}
	start := time.Now()
	w, err := Generate(ParamsFor(s))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: generated in %v: %v", s, time.Since(start).Round(time.Millisecond), w.Stats)
	cache[s] = w
	return w
}

func forEachSize(t *testing.T, f func(t *testing.T, w *World)) {
	for _, s := range Sizes() {
		t.Run(string(s), func(t *testing.T) { f(t, world(t, s)) })
	}
}

func within(got, want int, tol float64) bool {
	return math.Abs(float64(got-want)) <= tol*float64(want)
}

func TestSizesHitTargets(t *testing.T) {
	for _, s := range Sizes() {
		t.Run(string(s), func(t *testing.T) {
			w := world(t, s)
			want := targets[s]
			st := w.Stats
			if st.Chains != want.chains || len(w.Chains) != want.chains {
				t.Errorf("chains = %d, want %d", st.Chains, want.chains)
			}
			if !within(st.Tokens, want.tokens, 0.15) {
				t.Errorf("tokens = %d, want %d ± 15%%", st.Tokens, want.tokens)
			}
			if !within(st.Pools, want.pools, 0.15) {
				t.Errorf("pools = %d, want %d ± 15%%", st.Pools, want.pools)
			}
			if st.StablePools == 0 || st.V3Pools == 0 || st.PairPools != st.Pools-st.StablePools-st.V3Pools {
				t.Errorf("pools by kind: %d pairs, %d stable, %d V3 of %d", st.PairPools, st.StablePools, st.V3Pools, st.Pools)
			}
			for i, n := range st.PairsByFee {
				if n == 0 {
					t.Errorf("no pair pool with fee %d bps", FeeTiers[i])
				}
			}
			if st.Orphans > st.Tokens/10 {
				t.Errorf("%d of %d tokens have no pool", st.Orphans, st.Tokens)
			}
		})
	}
}

func TestChains(t *testing.T) {
	forEachSize(t, func(t *testing.T, w *World) {
		ids := map[string]bool{}
		for i, c := range w.Chains {
			info := w.Info[i]
			if ids[c.ID] {
				t.Fatalf("chain id %s twice", c.ID)
			}
			ids[c.ID] = true
			if got, ok := w.Chain(c.ID); !ok || got != c {
				t.Errorf("Chain(%s) does not find chain %d", c.ID, i)
			}
			if err := c.Finalize(); err != nil {
				t.Fatalf("chain %s: %v", c.ID, err)
			}
			if info.Hubs < 5 || info.Hubs > 8 {
				t.Errorf("chain %s: %d hubs", c.ID, info.Hubs)
			}
			if c.WrappedNative != c.Tokens[0].Address || c.Tokens[0].USDPrice != c.NativeToken.USDPrice {
				t.Errorf("chain %s: wrapped native is not hub 0 at the native price", c.ID)
			}
			if c.Gas.Price.IsZero() || c.Gas.Base != liquidity.DefaultGas().Base || c.Gas.DestinationHop != liquidity.DefaultGas().DestinationHop {
				t.Errorf("chain %s: gas %+v", c.ID, c.Gas)
			}
			gwei := c.Gas.Price.Float64() / 1e9
			if gwei < 0.05 || gwei > 20 {
				t.Errorf("chain %s: gas price %v gwei", c.ID, gwei)
			}
			g := c.GMP
			bt := c.Tokens[info.Bridged]
			if g == nil || g.Symbol != BridgedSymbol || g.Token != bt.Address || bt.Symbol != BridgedSymbol {
				t.Fatalf("chain %s: GMP %+v, bridged token %+v", c.ID, g, bt)
			}
			if g.Min.Uint64() != 1e6 || g.Max.Uint64() != 1e12 || g.Confirmation < time.Second || g.Confirmation > 20*time.Minute {
				t.Errorf("chain %s: GMP bounds %v..%v, confirmation %v", c.ID, &g.Min, &g.Max, g.Confirmation)
			}
			if !hasStablePool(c, bt.Address, c.Tokens[1].Address) {
				t.Errorf("chain %s: no axlUSDC/USDC stable pool", c.ID)
			}
			wantIntents := i < min(6, len(w.Chains))
			if (c.Intents != nil) != wantIntents {
				t.Errorf("chain %s (#%d): intents %v, want %v", c.ID, i, c.Intents != nil, wantIntents)
			}
			if c.Intents != nil {
				checkIntents(t, c, info, w.Chains[0].Intents.Solver)
			}
			if i > 0 && len(c.Tokens) > len(w.Chains[i-1].Tokens) {
				t.Errorf("chain %d has more tokens than chain %d", i, i-1)
			}
		}
	})
}

func hasStablePool(c *liquidity.Chain, a, b common.Address) bool {
	for _, p := range c.Pools {
		if p.Kind == liquidity.StablePool && (p.Tokens == [2]common.Address{a, b} || p.Tokens == [2]common.Address{b, a}) {
			return true
		}
	}
	return false
}

func checkIntents(t *testing.T, c *liquidity.Chain, info ChainInfo, solver common.Address) {
	t.Helper()
	in := c.Intents
	if in.Solver != solver || in.SpreadBps != 10 || in.FixedFeeUSD != 0.5 || in.MinUSD != 10 ||
		in.FillTime != 10*time.Second || in.Expiry != 15*time.Minute {
		t.Errorf("chain %s: intents %+v", c.ID, in)
	}
	if len(in.Inventory) != info.Hubs+1 {
		t.Errorf("chain %s: inventory of %d tokens, want the native asset and %d hubs", c.ID, len(in.Inventory), info.Hubs)
	}
	for addr, amt := range in.Inventory {
		tok, ok := c.Token(addr)
		if !ok {
			t.Fatalf("chain %s: inventory of unknown token %s", c.ID, addr.Hex())
		}
		usd := amt.Float64() / math.Pow10(int(tok.Decimals)) * tok.USDPrice
		if usd < 0.99e6 || usd > 5.01e6 {
			t.Errorf("chain %s: inventory of %s worth $%.0f", c.ID, tok.Symbol, usd)
		}
	}
}

// maxUint112 bounds a pair's reserves.
var maxUint112 = new(uint256.Int).SubUint64(new(uint256.Int).Lsh(uint256.NewInt(1), 112), 1)

func TestPoolsMatchPrices(t *testing.T) {
	forEachSize(t, func(t *testing.T, w *World) {
		bad := 0
		for _, c := range w.Chains {
			for pi := range c.Pools {
				p := &c.Pools[pi]
				t0, _ := c.Token(p.Tokens[0])
				t1, _ := c.Token(p.Tokens[1])
				want := t0.USDPrice / t1.USDPrice * math.Pow10(int(t1.Decimals)-int(t0.Decimals))
				got := p.SpotPrice(0)
				if math.Abs(got/want-1) > 0.01 {
					bad++
					if bad <= 5 {
						t.Errorf("chain %s pool %d (%v %s/%s): spot %g, token prices say %g", c.ID, pi, p.Kind, t0.Symbol, t1.Symbol, got, want)
					}
				}
				if p.Kind == liquidity.PairPool && (p.Pair.Reserve0.Gt(maxUint112) || p.Pair.Reserve1.Gt(maxUint112)) {
					t.Errorf("chain %s pool %d: reserves above uint112", c.ID, pi)
				}
				if p.Kind == liquidity.PairPool && p.FeeBps() != p.Pair.FeeBps {
					t.Errorf("chain %s pool %d: FeeBps %d, pair fee %d", c.ID, pi, p.FeeBps(), p.Pair.FeeBps)
				}
				// $100 of either coin swaps.
				for in, tok := range []liquidity.Token{t0, t1} {
					amt := fromFloat(units(100, tok.USDPrice, tok.Decimals))
					if _, err := p.AmountOut(in, &amt); err != nil {
						t.Errorf("chain %s pool %d (%v %s/%s): $100 of %s: %v", c.ID, pi, p.Kind, t0.Symbol, t1.Symbol, tok.Symbol, err)
					}
				}
				// (a V3 pool's depth is its virtual reserves at the price: concentrated, above its value)
				if d := PoolDepthUSD(c, p); p.Kind != liquidity.V3Pool && (d < w.Params.MinDepthUSD*0.9 || d > w.Params.MaxDepthUSD*w.Params.HubDepthFactor*1.1) {
					t.Errorf("chain %s pool %d: depth $%.0f", c.ID, pi, d)
				}
			}
		}
		if bad > 0 {
			t.Errorf("%d pools' spot prices are off by more than 1%%", bad)
		}
	})
}

func TestHeavyTailedDegrees(t *testing.T) {
	forEachSize(t, func(t *testing.T, w *World) {
		var degrees []int
		endpoints := 0
		for _, c := range w.Chains {
			for k := range c.Tokens {
				d := len(c.Edges(int32(k)))
				degrees = append(degrees, d)
				endpoints += d
			}
		}
		if endpoints != 2*w.Stats.Pools {
			t.Fatalf("%d pool endpoints for %d pools", endpoints, w.Stats.Pools)
		}
		slices.Sort(degrees)
		slices.Reverse(degrees)
		top := 0
		for _, d := range degrees[:(len(degrees)+99)/100] {
			top += d
		}
		share := float64(top) / float64(endpoints)
		if share < 0.30 {
			t.Errorf("the top 1%% of tokens hold %.1f%% of pool endpoints, want >= 30%%", 100*share)
		}
		if share != w.Stats.Top1PctShare {
			t.Errorf("Stats.Top1PctShare = %v, computed %v", w.Stats.Top1PctShare, share)
		}
		// The median token is in very few pools.
		if med := degrees[len(degrees)/2]; med > 3 {
			t.Errorf("median degree %d", med)
		}
	})
}

// fingerprint hashes every chain's tokens and pool states.
func fingerprint(w *World) uint64 {
	h := fnv.New64a()
	var b [8]byte
	for _, c := range w.Chains {
		for _, tok := range c.Tokens {
			h.Write(tok.Address[:])
			binary.LittleEndian.PutUint64(b[:], math.Float64bits(tok.USDPrice))
			h.Write(b[:])
		}
		for i := range c.Pools {
			p := &c.Pools[i]
			h.Write(p.Address[:])
			for _, v := range []*uint256.Int{&p.Pair.Reserve0, &p.Pair.Reserve1, &p.Stable.Balances[0], &p.Stable.Balances[1], &p.Stable.Amp, &p.Stable.Fee} {
				x := v.Bytes32()
				h.Write(x[:])
			}
		}
		x := c.Gas.Price.Bytes32()
		h.Write(x[:])
	}
	h.Write(w.CatalogJSON)
	return h.Sum64()
}

func TestDeterministic(t *testing.T) {
	for _, s := range []Size{CI, Realistic} {
		t.Run(string(s), func(t *testing.T) {
			w := world(t, s)
			// On one thread: the chains' parallel generation must not
			// matter.
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
			again, err := Generate(ParamsFor(s))
			if err != nil {
				t.Fatal(err)
			}
			if again.Stats != w.Stats {
				t.Errorf("stats differ:\n%v\n%v", w.Stats, again.Stats)
			}
			if fingerprint(again) != fingerprint(w) {
				t.Error("two generations differ")
			}
		})
	}
	p := ParamsFor(CI)
	p.Seed = 2
	other, err := Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	if fingerprint(other) == fingerprint(world(t, CI)) {
		t.Error("seeds 1 and 2 give the same world")
	}
}

func TestCatalogLoads(t *testing.T) {
	forEachSize(t, func(t *testing.T, w *World) {
		path := filepath.Join(t.TempDir(), "catalog.json")
		if err := os.WriteFile(path, w.CatalogJSON, 0o644); err != nil {
			t.Fatal(err)
		}
		cat, err := catalog.LoadWithOverride(path)
		if err != nil {
			t.Fatal(err)
		}
		view := cat.View(nil)
		if n := len(cat.Chains(view)); n != len(w.Chains) {
			t.Errorf("catalog lists %d chains, want %d", n, len(w.Chains))
		}
		if n := len(cat.Tokens(view, "")); n != w.Stats.Tokens+len(w.Chains) {
			t.Errorf("catalog lists %d tokens, want %d and %d native assets", n, w.Stats.Tokens, len(w.Chains))
		}
		for i, c := range w.Chains {
			cc, ok := cat.Chain(view, c.ID)
			if !ok {
				t.Fatalf("chain %s missing", c.ID)
			}
			if cc.Type != "evm" || cc.ChainName != w.Info[i].Name || cc.BridgeChainName != c.BridgeName ||
				cc.NativeCurrency.Symbol != c.NativeToken.Symbol || cc.ChainNativeContracts.WrappedNativeToken != c.WrappedNative.Hex() {
				t.Errorf("chain %s: catalog entry %+v", c.ID, cc.ChainFields)
			}
			if n := len(cat.Tokens(view, c.ID)); n != len(c.Tokens)+1 {
				t.Errorf("chain %s: catalog lists %d tokens, want %d", c.ID, n, len(c.Tokens)+1)
			}
			for _, tok := range append([]liquidity.Token{c.NativeToken}, c.Tokens...) {
				ct, ok := cat.Token(view, c.ID, tok.Address.Hex())
				if !ok {
					t.Fatalf("chain %s: token %s %s missing", c.ID, tok.Symbol, tok.Address.Hex())
				}
				if ct.Symbol != tok.Symbol || ct.Decimals != int(tok.Decimals) || ct.USDPrice != tok.USDPrice || ct.Address != tok.Address.Hex() {
					t.Fatalf("chain %s: catalog token %+v, world token %+v", c.ID, ct.TokenFields, tok)
				}
			}
		}
	})
}

func TestSamples(t *testing.T) {
	forEachSize(t, func(t *testing.T, w *World) {
		const n = 2000
		samples := w.Samples(n, 42)
		if len(samples) != n {
			t.Fatalf("%d samples", len(samples))
		}
		if !slices.Equal(samples, w.Samples(n, 42)) {
			t.Error("samples are not deterministic")
		}
		if slices.Equal(samples, w.Samples(n, 43)) {
			t.Error("seeds 42 and 43 give the same samples")
		}
		pooled := func(chain string, addr common.Address) bool {
			c, ok := w.Chain(chain)
			if !ok {
				t.Fatalf("sample on unknown chain %s", chain)
			}
			if addr == liquidity.Native {
				addr = c.WrappedNative
			}
			i, ok := c.TokenIndex(addr)
			if !ok {
				t.Fatalf("sample of unknown token %x on chain %s", addr, chain)
			}
			return len(c.Edges(i)) > 0
		}
		routable, cross, longTail := 0, 0, 0
		for _, s := range samples {
			if s.FromChain == s.ToChain && s.FromToken == s.ToToken {
				t.Errorf("sample swaps a token for itself: %+v", s)
			}
			if s.FromChain != s.ToChain {
				cross++
			}
			if pooled(s.FromChain, s.FromToken) && pooled(s.ToChain, s.ToToken) {
				routable++
			}
			c, _ := w.Chain(s.FromChain)
			if i, ok := c.TokenIndex(s.FromToken); ok && int(i) > w.Info[0].Hubs {
				longTail++
			}
			if s.Amount.IsZero() || s.AmountUSD < 9.9 || s.AmountUSD > 100_000 {
				t.Errorf("sample amount %v ($%.2f)", &s.Amount, s.AmountUSD)
			}
		}
		if routable < n*9/10 {
			t.Errorf("%d of %d samples have both tokens in a pool, want >= 90%%", routable, n)
		}
		if cross < n*65/100 || cross > n*85/100 {
			t.Errorf("%d of %d samples are cross-chain", cross, n)
		}
		if longTail < n/10 {
			t.Errorf("only %d of %d samples start from a long-tail token", longTail, n)
		}
		t.Logf("%d samples: %d cross-chain, %d routable, %d from the long tail", n, cross, routable, longTail)
	})
}

func TestParams(t *testing.T) {
	if _, err := Generate(ParamsFor("huge")); err == nil {
		t.Error("unknown size generated a world")
	}
	if _, err := ParseSize("huge"); err == nil {
		t.Error("ParseSize accepted an unknown size")
	}
	for _, s := range Sizes() {
		if got, err := ParseSize(string(s)); err != nil || got != s {
			t.Errorf("ParseSize(%q) = %q, %v", s, got, err)
		}
	}
	p := ParamsFor(CI)
	p.Hubs = 12
	if _, err := Generate(p); err == nil {
		t.Error("12 hubs accepted")
	}
	// A tiny custom world still works.
	p = ParamsFor(CI)
	p.Chains, p.TokensPerChain, p.PoolsPerChain, p.IntentsChains, p.Hubs = 1, 20, 10, 1, 9
	w, err := Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	if len(w.Samples(10, 1)) != 10 {
		t.Error("samples of a one-chain world")
	}
}

func TestFromFloat(t *testing.T) {
	for _, x := range []float64{0, 0.5, 1, 2.5, 1 << 53, 1e18, 123456789e20, 5e33} {
		got := fromFloat(x)
		if x < 1 {
			if !got.IsZero() {
				t.Errorf("fromFloat(%g) = %v", x, &got)
			}
			continue
		}
		if f := got.Float64(); math.Abs(f-math.Floor(x))/x > 1e-15 {
			t.Errorf("fromFloat(%g) = %v", x, &got)
		}
	}
	if got := fromFloat(1e18); got.Uint64() != 1e18 {
		t.Errorf("fromFloat(1e18) = %v", &got)
	}
}

func BenchmarkGenerate(b *testing.B) {
	for _, s := range Sizes() {
		b.Run(string(s), func(b *testing.B) {
			for b.Loop() {
				if _, err := Generate(ParamsFor(s)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
