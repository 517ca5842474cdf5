package evmsource

import (
	"context"
	"encoding/json"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/params"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/chain/evm"
	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/devnet/world"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// The devnet the tests share: chains 1 and 42161 with their world, blocks
// only when transactions arrive. Started by the first test that needs it.
var (
	testNetOnce sync.Once
	testNet     *devnet.Devnet
	testNetErr  error
	testCat     *catalog.Catalog
)

func TestMain(m *testing.M) {
	code := m.Run()
	if testNet != nil {
		testNet.Close()
	}
	os.Exit(code)
}

func bundled(t *testing.T) *catalog.Catalog {
	t.Helper()
	cat, err := catalog.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

func startDevnet(t *testing.T) *devnet.Devnet {
	t.Helper()
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	testNetOnce.Do(func() {
		testCat, testNetErr = catalog.Bundled()
		if testNetErr != nil {
			return
		}
		begin := time.Now()
		testNet, testNetErr = devnet.Start(context.Background(), devnet.Config{ChainIDs: []uint64{1, 42161}, RPCPort: 0,
			World: &world.Config{Catalog: testCat}})
		t.Logf("devnet with its world started in %s", time.Since(begin).Round(time.Millisecond))
	})
	if testNetErr != nil {
		t.Fatal(testNetErr)
	}
	return testNet
}

// devnetChain is a chain's configuration from its deployment, as the
// service's devnet wiring builds it.
func devnetChain(t *testing.T, dn *devnet.Devnet, id uint64) ChainConfig {
	t.Helper()
	dep, ok := dn.World().Deployment(id)
	if !ok {
		t.Fatalf("no deployment on chain %d", id)
	}
	c, _ := dn.Chain(id)
	static, err := CatalogChain(testCat, strconv.FormatUint(id, 10))
	if err != nil {
		t.Fatal(err)
	}
	static.Contracts = liquidity.Contracts{Router: dep.Router, Multicall: dep.Multicall, PairSwapper: dep.PairSwapper,
		Gateway: dep.Gateway, GasService: dep.GasService, Settlement: dep.Settlement}
	static.Intents = &liquidity.Intents{Solver: world.Solver().Address, SpreadBps: 10, FillTime: 10 * time.Second, Expiry: 15 * time.Minute}
	cc := ChainConfig{Static: static, Client: c.Client(), InventoryTokens: []common.Address{liquidity.Native}}
	for _, p := range dep.Pools {
		if p.Kind == world.KindUniswapV3 {
			continue // read and checked by TestDiscoverV3Devnet
		}
		spec := PoolSpec{Address: p.Address, Kind: liquidity.PairPool, FeeBps: p.FeeBps, Tokens: [2]common.Address{p.Token0, p.Token1}}
		if p.Kind == world.KindStableSwap {
			spec.Kind, spec.FeeBps = liquidity.StablePool, 0
		}
		cc.Pools = append(cc.Pools, spec)
		for _, a := range spec.Tokens {
			if !slices.Contains(cc.InventoryTokens, a) {
				cc.InventoryTokens = append(cc.InventoryTokens, a)
			}
		}
	}
	return cc
}

func testLogger(t *testing.T) *slog.Logger {
	if testing.Verbose() {
		return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return slog.New(slog.DiscardHandler)
}

// checkAgainstWorld compares a loaded chain's pools with the world's view
// of them at the same head, and the stable pools' get_dy with the model's.
func checkAgainstWorld(t *testing.T, dn *devnet.Devnet, c *liquidity.Chain) {
	t.Helper()
	ctx := context.Background()
	id, _ := strconv.ParseUint(c.ID, 10, 64)
	states, err := dn.World().Pools(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	states = slices.DeleteFunc(states, func(s world.PoolState) bool { return s.Kind == world.KindUniswapV3 }) // not listed by devnetChain
	if len(c.Pools) != len(states) || len(states) == 0 {
		t.Fatalf("chain %s: %d pools, the world has %d", c.ID, len(c.Pools), len(states))
	}
	for i, s := range states {
		p := c.Pools[i]
		if s.BlockNumber != c.Block {
			t.Fatalf("chain %s: the world read block %d, the source %d (a block between?)", c.ID, s.BlockNumber, c.Block)
		}
		if p.Address != s.Address || p.Tokens != [2]common.Address{s.Token0, s.Token1} || p.FeeBps() != s.FeeBps {
			t.Errorf("chain %s pool %s: address %s tokens %v fee %d; world %s %v %d", c.ID, s.Name, p.Address.Hex(), p.Tokens, p.FeeBps(),
				s.Address.Hex(), [2]common.Address{s.Token0, s.Token1}, s.FeeBps)
		}
		r0, r1 := &p.Pair.Reserve0, &p.Pair.Reserve1
		want := liquidity.PairPool
		if s.Kind == world.KindStableSwap {
			r0, r1, want = &p.Stable.Balances[0], &p.Stable.Balances[1], liquidity.StablePool
			if p.Stable.Amp.Uint64() != s.A*100 || p.Stable.Fee.Uint64() != s.StableFee {
				t.Errorf("chain %s pool %s: amp %s fee %s, want A %d fee %d", c.ID, s.Name, p.Stable.Amp.Dec(), p.Stable.Fee.Dec(), s.A, s.StableFee)
			}
			// the model pays exactly what the contract's get_dy says
			dx := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tokenOf(t, c, s.Token0).Decimals)+3), nil)
			chainC, _ := dn.Chain(id)
			onchain, err := bind.Call(stableABI.Instance(chainC.Client(), p.Address), &bind.CallOpts{BlockNumber: new(big.Int).SetUint64(c.Block)},
				stableABI.PackGetDy(big.NewInt(0), big.NewInt(1), dx), stableABI.UnpackGetDy)
			if err != nil {
				t.Fatal(err)
			}
			got, err := p.AmountOut(0, uint256.MustFromBig(dx))
			if err != nil || got.ToBig().Cmp(onchain) != 0 {
				t.Errorf("chain %s pool %s: get_dy(0, 1, %s) = %s on chain, %s (%v) in the model", c.ID, s.Name, dx, onchain, got.Dec(), err)
			}
		} else if p.Pair.FeeBps != s.FeeBps {
			t.Errorf("chain %s pool %s: pair fee %d, want %d", c.ID, s.Name, p.Pair.FeeBps, s.FeeBps)
		}
		if p.Kind != want || r0.ToBig().Cmp(s.Reserve0) != 0 || r1.ToBig().Cmp(s.Reserve1) != 0 {
			t.Errorf("chain %s pool %s: %s reserves %s, %s; world %s reserves %s, %s", c.ID, s.Name, p.Kind, r0.Dec(), r1.Dec(), s.Kind, s.Reserve0, s.Reserve1)
		}
	}
}

func tokenOf(t *testing.T, c *liquidity.Chain, a common.Address) liquidity.Token {
	t.Helper()
	tok, ok := c.Token(a)
	if !ok {
		t.Fatalf("chain %s: no token %s", c.ID, a.Hex())
	}
	return tok
}

func TestLoadDevnet(t *testing.T) {
	dn := startDevnet(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for _, batched := range []bool{true, false} {
		t.Run("batched="+strconv.FormatBool(batched), func(t *testing.T) {
			var chains []ChainConfig
			for _, id := range []uint64{1, 42161} {
				cc := devnetChain(t, dn, id)
				if !batched {
					cc.Client = plainClient{cc.Client}
				}
				chains = append(chains, cc)
			}
			src, err := New(Config{Name: "devnet", Chains: chains, Logger: testLogger(t)})
			if err != nil {
				t.Fatal(err)
			}
			begin := time.Now()
			got, err := src.Load(ctx)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("Load of 2 chains: %s", time.Since(begin))
			if len(got) != 2 || got[0].ID != "1" || got[1].ID != "42161" {
				t.Fatalf("chains %v", got)
			}
			for i, c := range got {
				checkAgainstWorld(t, dn, c)
				dep, _ := dn.World().Deployment(c.NumericID)
				if c.Gas.Price.IsZero() || c.Block == 0 || c.Gas.Base != liquidity.DefaultGas().Base {
					t.Errorf("chain %s: block %d gas %+v", c.ID, c.Block, c.Gas)
				}
				if c.WrappedNative != dep.Tokens[dep.WrappedNative].Address || c.NativeToken.Symbol != "ETH" || c.NativeToken.USDPrice <= 0 {
					t.Errorf("chain %s: wrapped native %s, native %+v", c.ID, c.WrappedNative.Hex(), c.NativeToken)
				}
				for _, want := range dep.Tokens {
					if tok, ok := c.Token(want.Address); !ok || tok.Symbol != want.Symbol || tok.Decimals != want.Decimals || tok.USDPrice != want.USDPrice {
						t.Errorf("chain %s: token %s: %+v, want %+v", c.ID, want.Symbol, tok, want)
					}
				}
				inv := c.Intents.Inventory
				if len(inv) != len(chains[i].InventoryTokens) {
					t.Errorf("chain %s: inventory of %d tokens, want %d", c.ID, len(inv), len(chains[i].InventoryTokens))
				}
				for a, v := range inv {
					if v.IsZero() {
						t.Errorf("chain %s: the solver holds no %s", c.ID, a.Hex())
					}
				}
				// Each token the pools hold is routable from its index.
				for _, p := range c.Pools {
					i, ok := c.TokenIndex(p.Tokens[0])
					if !ok || !slices.ContainsFunc(c.Edges(i), func(e liquidity.Edge) bool { return c.Pools[e.Pool].Address == p.Address }) {
						t.Errorf("chain %s: pool %s not indexed", c.ID, p.Address.Hex())
					}
				}
			}
		})
	}
}

// plainClient hides the RPC connection: calls go one by one.
type plainClient struct{ Client }

func TestWatchDevnet(t *testing.T) {
	dn := startDevnet(t)
	ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
	defer cancel()
	eth, _ := dn.Chain(1)
	arbChain, _ := dn.Chain(42161)
	heads := runHeads(t, 0, evm.ChainConfig{ID: "1", Client: eth.Client()}, evm.ChainConfig{ID: "42161", Client: arbChain.Client()})
	src, err := New(Config{Name: "devnet", Chains: []ChainConfig{devnetChain(t, dn, 1), devnetChain(t, dn, 42161)}, Heads: heads,
		Poll: 20 * time.Millisecond, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := src.Load(ctx)
	if err != nil {
		t.Fatal(err)
	}
	published := make(chan *liquidity.Chain, 100)
	watchCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- src.Watch(watchCtx, func(c *liquidity.Chain) { published <- c }) }()
	defer func() {
		stop()
		if err := <-done; err != nil {
			t.Errorf("Watch: %v", err)
		}
	}()
	// wait receives published chains until one of chain id satisfies ok.
	wait := func(what, id string, ok func(*liquidity.Chain) bool) *liquidity.Chain {
		t.Helper()
		for {
			select {
			case c := <-published:
				if c.ID == id && ok(c) {
					return c
				}
			case <-ctx.Done():
				t.Fatalf("no published chain %s with %s", id, what)
			}
		}
	}

	// A price move (mints, burns and sync() on the pair) is published with
	// its block and the pair's new reserves.
	move, err := dn.World().SetPoolPrice(ctx, 42161, "WETH/USDC", big.NewRat(3300, 1))
	if err != nil {
		t.Fatal(err)
	}
	arb := loaded[1]
	idx := slices.IndexFunc(arb.Pools, func(p liquidity.Pool) bool { return p.Address == move.After.Address })
	c := wait("the moved WETH/USDC reserves", "42161", func(c *liquidity.Chain) bool {
		p := c.Pools[idx]
		return p.Pair.Reserve0.ToBig().Cmp(move.After.Reserve0) == 0 && p.Pair.Reserve1.ToBig().Cmp(move.After.Reserve1) == 0
	})
	if c.Block <= arb.Block || c.Block < move.After.BlockNumber {
		t.Errorf("published block %d, loaded %d, the move's %d", c.Block, arb.Block, move.After.BlockNumber)
	}
	if tok, ok := c.Token(c.Pools[idx].Tokens[0]); !ok || tok.Symbol == "" || len(c.Edges(0)) != len(arb.Edges(0)) {
		t.Errorf("published chain lost its indexes")
	}
	if got := src.Chains()["42161"]; got.Block < c.Block {
		t.Errorf("Chains() at block %d", got.Block)
	}

	// A gas spike makes no block (interval blocks are off): the new price
	// is published at the same block.
	gs, err := arbChain.SpikeGas(big.NewInt(250 * params.GWei))
	if err != nil {
		t.Fatal(err)
	}
	defer arbChain.ResetGas()
	want := uint256.MustFromBig(gs.GasPrice)
	spiked := wait("the spiked gas price", "42161", func(c *liquidity.Chain) bool { return c.Gas.Price.Eq(want) })
	if spiked.Gas.Base != liquidity.DefaultGas().Base || len(spiked.Pools) != len(arb.Pools) {
		t.Errorf("spiked chain: %+v", spiked.Gas)
	}
	calm := arbChain.ResetGas()
	wait("the calm gas price again", "42161", func(c *liquidity.Chain) bool { return c.Gas.Price.Eq(uint256.MustFromBig(calm.GasPrice)) })
	t.Logf("chain 42161 at block %d after the move, gas %s wei spiked", c.Block, want.Dec())

	// Every new block is published, each at its own number. Logged, not
	// asserted: how long from asking for a block until the chain read at
	// it is published (sealing, the head's delivery and the refresh).
	const blocks = 10
	var took []time.Duration
	for range blocks {
		begin := time.Now()
		h, err := arbChain.Commit(ctx)
		if err != nil {
			t.Fatal(err)
		}
		wait("the new block", "42161", func(c *liquidity.Chain) bool { return c.Block == h.Number.Uint64() })
		took = append(took, time.Since(begin))
	}
	slices.Sort(took)
	t.Logf("block to published chain: median %s, max %s over %d blocks (%d pools)", took[blocks/2].Round(10*time.Microsecond),
		took[blocks-1].Round(10*time.Microsecond), blocks, len(arb.Pools))
}

// A live configuration file naming the devnet's RPC URL reads the same
// pool states as the devnet's own client.
func TestLiveConfigReadsDevnet(t *testing.T) {
	dn := startDevnet(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	dep, _ := dn.World().Deployment(42161)
	c, _ := dn.Chain(42161)
	var pools []map[string]any
	for i, p := range dep.Pools {
		if p.Kind == world.KindUniswapV3 {
			continue // read and checked by TestDiscoverV3Devnet
		}
		entry := map[string]any{"address": p.Address.Hex(), "kind": string(p.Kind)}
		if p.Kind == world.KindUniswapV2 {
			entry["feeBps"] = p.FeeBps // the published pair has no feeBps()
		}
		if i == 0 {
			entry["tokens"] = []string{p.Token0.Hex(), p.Token1.Hex()}
		}
		pools = append(pools, entry)
	}
	usdc := dep.Tokens["USDC"].Address.Hex()
	file := map[string]any{
		"pollIntervalSeconds": 0.05,
		"chains": []any{map[string]any{
			"chainId": 42161, "rpcUrl": c.RPCURL(), "blockTimeSeconds": 0.25, "batchSize": 5,
			"contracts": map[string]string{"router": dep.Router.Hex(), "multicall": dep.Multicall.Hex(), "pairSwapper": dep.PairSwapper.Hex(),
				"gateway": dep.Gateway.Hex(), "gasService": dep.GasService.Hex(), "settlement": dep.Settlement.Hex()},
			"pools": pools,
			"gmp": map[string]any{"symbol": "axlUSDC", "token": dep.Bridged[world.BridgedSymbol].Hex(), "feeBps": 3, "baseFee": "100000",
				"min": 1000000, "max": "1000000000000", "confirmationSeconds": 60},
			"intents": map[string]any{"solver": world.Solver().Address.Hex(), "inventoryTokens": []string{"native", usdc},
				"spreadBps": 10, "fixedFeeUSD": 0.5, "minUSD": 10, "fillTimeSeconds": 10, "expirySeconds": 900},
			"gas": map[string]any{"pairHop": 90000},
		}},
	}
	path := writeJSON(t, file)
	lc, err := LoadLiveConfig(path, testCat)
	if err != nil {
		t.Fatal(err)
	}
	defer lc.Close()
	if lc.Config.Poll != 50*time.Millisecond {
		t.Errorf("poll %s", lc.Config.Poll)
	}
	lc.Config.Logger = testLogger(t)
	// Live mode follows heads over HTTP: the watcher polls.
	hc := lc.HeadChains()
	if len(hc) != 1 || hc[0].ID != "42161" || hc[0].Client == nil || hc[0].URL != c.RPCURL() {
		t.Fatalf("head chains %+v", hc)
	}
	lc.Config.Heads = runHeads(t, lc.Config.Poll, hc...)
	src, err := New(lc.Config)
	if err != nil {
		t.Fatal(err)
	}
	if src.Name() != "live" {
		t.Errorf("name %q", src.Name())
	}
	got, err := src.Load(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ch := got[0]
	checkAgainstWorld(t, dn, ch)
	if ch.BridgeName != dep.BridgeChainName || ch.BlockTime != 250*time.Millisecond || ch.Contracts.PairSwapper != dep.PairSwapper ||
		ch.Gas.PairHop != 90000 || ch.Gas.Base != liquidity.DefaultGas().Base {
		t.Errorf("chain: bridge %q block time %s contracts %+v gas %+v", ch.BridgeName, ch.BlockTime, ch.Contracts, ch.Gas)
	}
	if g := ch.GMP; g == nil || g.Symbol != "axlUSDC" || g.FeeBps != 3 || g.BaseFee.Uint64() != 100000 || g.Min.Uint64() != 1e6 ||
		g.Max.Uint64() != 1e12 || g.Confirmation != time.Minute {
		t.Errorf("gmp %+v", ch.GMP)
	}
	if in := ch.Intents; len(in.Inventory) != 2 || in.Expiry != 15*time.Minute {
		t.Errorf("intents %+v", in)
	}

	// A price move reaches the published chain through the polled head.
	published := make(chan *liquidity.Chain, 100)
	watchCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- src.Watch(watchCtx, func(c *liquidity.Chain) { published <- c }) }()
	move, err := dn.World().SetPoolPrice(ctx, 42161, "WETH/USDC", big.NewRat(3100, 1))
	if err != nil {
		t.Fatal(err)
	}
	idx := slices.IndexFunc(ch.Pools, func(p liquidity.Pool) bool { return p.Address == move.After.Address })
	for moved := false; !moved; {
		select {
		case p := <-published:
			moved = p.Block >= move.After.BlockNumber && p.Pools[idx].Pair.Reserve0.ToBig().Cmp(move.After.Reserve0) == 0
		case <-ctx.Done():
			t.Fatal("the moved reserves were not published")
		}
	}
	stop()
	if err := <-done; err != nil {
		t.Errorf("Watch: %v", err)
	}
}

func writeJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "liquidity.json")
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// A thousand pools (the devnet's, each read many times over) refresh in a
// few batch round trips; logs the time of a load and of a refresh, through
// the chain's in-process client and over HTTP (batched; the devnet's own
// pools also call by call).
func TestRefreshThousandPools(t *testing.T) {
	dn := startDevnet(t)
	ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
	defer cancel()
	arb, _ := dn.Chain(42161)
	overHTTP, err := ethclient.Dial(arb.RPCURL())
	if err != nil {
		t.Fatal(err)
	}
	defer overHTTP.Close()
	for _, v := range []struct {
		name   string
		client Client
		pools  int
	}{
		{"devnet pools, in-process, batched", arb.Client(), 0},
		{"devnet pools, HTTP, batched", overHTTP, 0},
		{"1000 pools, in-process, batched", arb.Client(), 1000},
		{"1000 pools, HTTP, batched", overHTTP, 1000},
		{"devnet pools, HTTP, call by call", plainClient{overHTTP}, 0},
	} {
		cc := devnetChain(t, dn, 42161)
		specs := cc.Pools
		for len(specs) < v.pools {
			specs = append(specs, cc.Pools...)
		}
		if v.pools > 0 {
			specs = specs[:v.pools]
		}
		r, problems := newReader(ChainConfig{Static: cc.Static, Client: v.client, InventoryTokens: cc.InventoryTokens}, slog.New(slog.DiscardHandler))
		if len(problems) > 0 {
			t.Fatal(problems)
		}
		r.specs = specs // repeats: New refuses them, the reader does not care
		begin := time.Now()
		c, err := r.load(ctx)
		if err != nil {
			t.Fatal(err)
		}
		loadTime := time.Since(begin)
		const rounds = 2
		begin = time.Now()
		var c2 *liquidity.Chain
		for range rounds {
			if c2, err = r.refresh(ctx, r.current(), c.Block); err != nil {
				t.Fatal(err)
			}
		}
		calls := 0
		for i := range r.current().pools {
			calls += len(stateCalls(&r.current().pools[i]))
		}
		t.Logf("%s: %d pools (%d calls + %d inventory): load %s, refresh %s", v.name, len(specs), calls, len(r.inventory),
			loadTime.Round(time.Millisecond), (time.Since(begin) / rounds).Round(100*time.Microsecond))
		last := len(specs) - 1
		// The stable state as read, not amm.Stable's cache of derived terms
		// (held by pointer, so two reads of one state hold two caches).
		s2, s1 := &c2.Pools[last].Stable, &c.Pools[last].Stable
		sameStable := s2.Balances == s1.Balances && s2.Rates == s1.Rates && s2.Amp == s1.Amp && s2.Fee == s1.Fee
		if len(c2.Pools) != len(specs) || c2.Pools[last].Pair != c.Pools[last].Pair || !sameStable {
			t.Errorf("refresh differs from load")
		}
	}
}
