package evmsource

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/chain/evm"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// fakeChain is an in-memory JSON-RPC endpoint: canned eth_call answers by
// address and input, a head and a gas price, and switches for outages.
type fakeChain struct {
	mu       sync.Mutex
	id       uint64
	head     uint64
	gas      int64
	answers  map[common.Address]map[string][]byte
	reverts  map[common.Address]bool
	balances map[common.Address]int64
	down     bool // every request fails as if the endpoint were unreachable
	heads    int  // eth_blockNumber requests answered or refused
	blocks   map[uint64]int
}

func newFakeChain() *fakeChain {
	return &fakeChain{id: 10, head: 100, gas: 7, answers: map[common.Address]map[string][]byte{}, reverts: map[common.Address]bool{},
		balances: map[common.Address]int64{}, blocks: map[uint64]int{}}
}

var errUnreachable = errors.New("dial tcp 10.0.0.1:8545: connect: connection refused")

func (f *fakeChain) CallContract(_ context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.blocks[block.Uint64()]++
	switch {
	case f.down:
		return nil, errUnreachable
	case f.reverts[*msg.To]:
		return nil, errors.New("execution reverted")
	}
	out, ok := f.answers[*msg.To][string(msg.Data)]
	if !ok && f.answers[*msg.To] != nil {
		return nil, errors.New("execution reverted") // a contract without the function
	}
	return out, nil // no contract: empty data
}

func (f *fakeChain) BlockNumber(context.Context) (uint64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.heads++
	if f.down {
		return 0, errUnreachable
	}
	return f.head, nil
}

// HeaderByNumber answers the head watcher (the latest header only).
func (f *fakeChain) HeaderByNumber(_ context.Context, n *big.Int) (*types.Header, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.heads++
	if f.down || n != nil {
		return nil, errUnreachable
	}
	return &types.Header{Number: new(big.Int).SetUint64(f.head), Difficulty: big.NewInt(0)}, nil
}

func (f *fakeChain) SuggestGasPrice(context.Context) (*big.Int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.down {
		return nil, errUnreachable
	}
	return big.NewInt(f.gas), nil
}

func (f *fakeChain) BalanceAt(_ context.Context, a common.Address, _ *big.Int) (*big.Int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.down {
		return nil, errUnreachable
	}
	return big.NewInt(f.balances[a]), nil
}

func (f *fakeChain) ChainID(context.Context) (*big.Int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return new(big.Int).SetUint64(f.id), nil
}

func (f *fakeChain) set(fn func(f *fakeChain)) {
	f.mu.Lock()
	defer f.mu.Unlock()
	fn(f)
}

func (f *fakeChain) headRequests() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.heads
}

func words(vals ...any) []byte {
	var out []byte
	for _, v := range vals {
		var w [32]byte
		switch v := v.(type) {
		case common.Address:
			copy(w[12:], v[:])
		case int:
			big.NewInt(int64(v)).FillBytes(w[:])
		case *big.Int:
			v.FillBytes(w[:])
		}
		out = append(out, w[:]...)
	}
	return out
}

func (f *fakeChain) answer(a common.Address, data []byte, out []byte) {
	if f.answers[a] == nil {
		f.answers[a] = map[string][]byte{}
	}
	f.answers[a][string(data)] = out
}

// pair puts a pair at a; withFee answers feeBps().
func (f *fakeChain) pair(a, t0, t1 common.Address, fee int, withFee bool, r0, r1 int) {
	f.answer(a, dataToken0, words(t0))
	f.answer(a, dataToken1, words(t1))
	if withFee {
		f.answer(a, dataFeeBps, words(fee))
	}
	f.answer(a, dataGetReserves, words(r0, r1, 12345))
}

// stable puts a stable pool at a; amp is A_precise, answered only if precise.
func (f *fakeChain) stable(a, c0, c1 common.Address, b0, b1 int, amp int, precise bool, fee int) {
	f.answer(a, dataCoins0, words(c0))
	f.answer(a, dataCoins1, words(c1))
	f.answer(a, dataBalances0, words(b0))
	f.answer(a, dataBalances1, words(b1))
	f.answer(a, dataA, words(amp/100))
	if precise {
		f.answer(a, dataAPrecise, words(amp))
	}
	f.answer(a, dataFee, words(fee))
}

var (
	tokA, tokB, tokC = common.HexToAddress("0xa0"), common.HexToAddress("0xb0"), common.HexToAddress("0xc0")
	pairAB, pairBC   = common.HexToAddress("0x1001"), common.HexToAddress("0x1002")
	stableBC         = common.HexToAddress("0x2001")
	solverAddr       = common.HexToAddress("0x5001")
)

func fakeStatic() *liquidity.Chain {
	return &liquidity.Chain{ID: "10", NumericID: 10, BridgeName: "optimism",
		NativeToken: liquidity.Token{Address: liquidity.Native, Symbol: "ETH", Decimals: 18, USDPrice: 3000},
		Tokens: []liquidity.Token{{Address: tokA, Symbol: "A", Decimals: 18, USDPrice: 3000}, {Address: tokB, Symbol: "B", Decimals: 6, USDPrice: 1},
			{Address: tokC, Symbol: "C", Decimals: 18, USDPrice: 1}},
		Gas:     liquidity.DefaultGas(),
		Intents: &liquidity.Intents{Solver: solverAddr, SpreadBps: 10}}
}

// fakeWorld is a chain with two pairs (one answering feeBps(), one
// configured) and a stable pool without A_precise.
func fakeWorld() (*fakeChain, ChainConfig) {
	f := newFakeChain()
	f.pair(pairAB, tokA, tokB, 30, true, 1_000e18/1e9, 3_000_000e6) // reserves scaled to fit int
	f.pair(pairBC, tokB, tokC, 0, false, 5_000_000, 5_000_000)
	f.stable(stableBC, tokB, tokC, 2_000_000_000, 2_000_000_000, 20000, false, 4_000_000)
	f.balances[solverAddr] = 5
	f.answer(tokB, erc20ABI.PackBalanceOf(solverAddr), words(77))
	cc := ChainConfig{Static: fakeStatic(), Client: f, InventoryTokens: []common.Address{liquidity.Native, tokB},
		Pools: []PoolSpec{{Address: pairAB, Kind: liquidity.PairPool}, {Address: pairBC, Kind: liquidity.PairPool, FeeBps: 5},
			{Address: stableBC, Kind: liquidity.StablePool, Tokens: [2]common.Address{tokB, tokC}}}}
	return f, cc
}

func TestLoadFake(t *testing.T) {
	f, cc := fakeWorld()
	src, err := New(Config{Chains: []ChainConfig{cc}})
	if err != nil {
		t.Fatal(err)
	}
	if src.Name() != "evm" {
		t.Errorf("default name %q", src.Name())
	}
	chains, err := src.Load(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	c := chains[0]
	if c.Block != 100 || c.Gas.Price.Uint64() != 7 || len(c.Pools) != 3 {
		t.Fatalf("chain: block %d gas %s pools %d", c.Block, c.Gas.Price.Dec(), len(c.Pools))
	}
	ab, bc, st := c.Pools[0], c.Pools[1], c.Pools[2]
	if ab.Pair.FeeBps != 30 || ab.FeeBps() != 30 || ab.Tokens != [2]common.Address{tokA, tokB} || ab.Pair.Reserve1.Uint64() != 3_000_000e6 {
		t.Errorf("pair AB (fee from feeBps()): %+v", ab)
	}
	if bc.Pair.FeeBps != 5 || bc.Pair.Reserve0.Uint64() != 5_000_000 {
		t.Errorf("pair BC (configured fee): %+v", bc)
	}
	// no A_precise(): A() * 100
	if st.Kind != liquidity.StablePool || st.Stable.Amp.Uint64() != 20000 || st.Stable.Fee.Uint64() != 4_000_000 || st.FeeBps() != 4 ||
		st.Stable.Balances[0].Uint64() != 2_000_000_000 {
		t.Errorf("stable pool: %+v", st)
	}
	// decimals 6 and 18: rates 1e30 and 1e18
	if st.Stable.Rates[0].Dec() != "1000000000000000000000000000000" || st.Stable.Rates[1].Uint64() != 1e18 {
		t.Errorf("stable rates %s %s", st.Stable.Rates[0].Dec(), st.Stable.Rates[1].Dec())
	}
	if inv := c.Intents.Inventory; len(inv) != 2 || inv[liquidity.Native] != *uint256.NewInt(5) || inv[tokB] != *uint256.NewInt(77) {
		t.Errorf("inventory %v", inv)
	}
	if out, err := ab.AmountOut(1, uint256.NewInt(3000e6)); err != nil || out.IsZero() {
		t.Errorf("AmountOut: %s %v", out.Dec(), err)
	}
	// every call of the load was at the head
	for b := range f.blocks {
		if b != 100 {
			t.Errorf("a call at block %d", b)
		}
	}
	// the caller's Static is not shared
	cc.Static.Tokens[0].Symbol = "changed"
	if tok, _ := c.Token(tokA); tok.Symbol != "A" {
		t.Errorf("published token changed with the configuration")
	}

	// With A_precise(), A_precise is the amplification, exactly.
	f.stable(stableBC, tokB, tokC, 2_000_000_000, 2_000_000_000, 20050, true, 4_000_000)
	chains, err = src.Load(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if amp := chains[0].Pools[2].Stable.Amp.Uint64(); amp != 20050 {
		t.Errorf("amp %d, want A_precise 20050", amp)
	}
}

func TestLoadErrorsNameChainAndPool(t *testing.T) {
	bad := common.HexToAddress("0x3001")
	unknown := common.HexToAddress("0xd0")
	for name, tc := range map[string]struct {
		setup func(f *fakeChain, cc *ChainConfig)
		want  []string
	}{
		"no contract": {func(f *fakeChain, cc *ChainConfig) {
			cc.Pools = append(cc.Pools, PoolSpec{Address: bad, Kind: liquidity.PairPool, FeeBps: 30})
		}, []string{"chain 10", "pool " + bad.Hex() + " (uniswap-v2)", "token0()", "is there such a contract"}},
		"unknown token": {func(f *fakeChain, cc *ChainConfig) {
			f.pair(bad, tokA, unknown, 30, true, 1, 1)
			cc.Pools = append(cc.Pools, PoolSpec{Address: bad, Kind: liquidity.PairPool})
		}, []string{"chain 10", "pool " + bad.Hex(), "coin 1 " + unknown.Hex() + " is not a token of the chain"}},
		"tokens differ from the spec": {func(f *fakeChain, cc *ChainConfig) {
			cc.Pools[2].Tokens = [2]common.Address{tokC, tokB}
		}, []string{"pool " + stableBC.Hex() + " (stableswap)", "not " + tokC.Hex() + " and " + tokB.Hex() + " as configured"}},
		"pair without feeBps()": {func(f *fakeChain, cc *ChainConfig) {
			cc.Pools[1].FeeBps = 0
		}, []string{"pool " + pairBC.Hex(), "feeBps(): execution reverted", "needs its fee configured"}},
		"reverting pool": {func(f *fakeChain, cc *ChainConfig) {
			f.reverts[pairAB] = true
		}, []string{"pool " + pairAB.Hex(), "execution reverted"}},
		"wrong chain": {func(f *fakeChain, cc *ChainConfig) {
			f.id = 11
		}, []string{"chain 10", "serves chain 11, not 10"}},
		"endpoint down": {func(f *fakeChain, cc *ChainConfig) {
			f.down = true
		}, []string{"chain 10", "connection refused"}},
	} {
		t.Run(name, func(t *testing.T) {
			f, cc := fakeWorld()
			tc.setup(f, &cc)
			src, err := New(Config{Name: "test", Chains: []ChainConfig{cc}})
			if err != nil {
				t.Fatal(err)
			}
			_, err = src.Load(context.Background())
			if err == nil {
				t.Fatal("Load succeeded")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
}

func TestNewReportsEveryProblem(t *testing.T) {
	_, good := fakeWorld()
	noStatic := ChainConfig{Client: good.Client}
	bad := ChainConfig{Static: fakeStatic(), Pools: []PoolSpec{
		{Kind: liquidity.PairPool},
		{Address: pairAB, Kind: liquidity.PairPool, FeeBps: 10_000},
		{Address: pairAB, Kind: liquidity.StablePool, FeeBps: 4},
		{Address: pairBC, Kind: 9},
		{Address: stableBC, Kind: liquidity.StablePool, Tokens: [2]common.Address{tokA, common.HexToAddress("0xd0")}},
	}, InventoryTokens: []common.Address{tokA, tokA, common.HexToAddress("0xd1")}, BatchSize: -1}
	bad.Static.Tokens = append(bad.Static.Tokens, bad.Static.Tokens[0])
	bad.Static.Pools = []liquidity.Pool{{}}
	noIntents := good
	noIntents.Static = fakeStatic()
	noIntents.Static.ID, noIntents.Static.Intents = "11", nil
	dup := good
	_, err := New(Config{Chains: []ChainConfig{noStatic, bad, noIntents, good, dup}, Poll: -time.Second, Timeout: -time.Second})
	if err == nil {
		t.Fatal("New accepted the configuration")
	}
	for _, w := range []string{
		"poll interval -1s must not be negative",
		"timeout -1s must not be negative",
		"chains[0]: Static is nil",
		"chain 10: Client is nil",
		"chain 10: Static.Pools must be empty",
		"chain 10: batch size -1",
		"lists token " + tokA.Hex() + " twice",
		"pool 0 (0x0000000000000000000000000000000000000000): the address is zero",
		"pool 1 (" + pairAB.Hex() + "): fee 10000 bps must be below 10000",
		"pool 2 (" + pairAB.Hex() + "): listed twice",
		"FeeBps must be 0, not 4",
		"pool 3 (" + pairBC.Hex() + "): unknown pool kind PoolKind(9)",
		"token " + common.HexToAddress("0xd0").Hex() + " is not among the chain's tokens",
		"inventory token " + tokA.Hex() + " is listed twice",
		"inventory token " + common.HexToAddress("0xd1").Hex() + " is not among",
		"chain 11: InventoryTokens need Static.Intents",
		"chain 10: listed twice",
	} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error does not say %q:\n%v", w, err)
		}
	}
}

// runHeads runs a head watcher of the chains until the test ends.
func runHeads(t *testing.T, poll time.Duration, chains ...evm.ChainConfig) *evm.Watcher {
	t.Helper()
	w, err := evm.New(evm.Config{Chains: chains, PollInterval: poll, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx) }()
	t.Cleanup(func() {
		stop()
		if err := <-done; err != nil {
			t.Errorf("head watcher: %v", err)
		}
	})
	return w
}

func TestWatchNeedsHeads(t *testing.T) {
	_, cc := fakeWorld()
	src, err := New(Config{Chains: []ChainConfig{cc}})
	if err != nil {
		t.Fatal(err)
	}
	if err := src.Watch(context.Background(), func(*liquidity.Chain) {}); err == nil || !strings.Contains(err.Error(), "Heads") {
		t.Errorf("Watch without a head watcher: %v", err)
	}
	w, err := evm.New(evm.Config{Chains: []evm.ChainConfig{{ID: "1", Heads: newFakeChain()}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(Config{Chains: []ChainConfig{cc}, Heads: w}); err == nil || !strings.Contains(err.Error(), "chain 10: not a chain of the head watcher") {
		t.Errorf("a chain the watcher does not watch: %v", err)
	}
}

func TestWatchFake(t *testing.T) {
	f, cc := fakeWorld()
	heads := runHeads(t, 2*time.Millisecond, evm.ChainConfig{ID: "10", Heads: f})
	src, err := New(Config{Chains: []ChainConfig{cc}, Heads: heads, Poll: 2 * time.Millisecond, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	published := make(chan *liquidity.Chain, 1000)
	watchCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	// Watch before any Load: it loads and publishes first.
	go func() { done <- src.Watch(watchCtx, func(c *liquidity.Chain) { published <- c }) }()
	next := func(what string) *liquidity.Chain {
		t.Helper()
		select {
		case c := <-published:
			return c
		case <-ctx.Done():
			t.Fatalf("nothing published: %s", what)
		}
		return nil
	}
	if c := next("the first load"); c.Block != 100 || len(c.Pools) != 3 {
		t.Fatalf("first: block %d", c.Block)
	}

	// An outage: polls fail (the watcher's, retried with backoff, and the
	// source's), Watch carries on, and the chain is published once the
	// endpoint answers again.
	f.set(func(f *fakeChain) { f.down, f.head = true, 101 })
	polls := f.headRequests()
	for f.headRequests() < polls+3 {
		select {
		case c := <-published:
			t.Fatalf("published during the outage: block %d", c.Block)
		case <-ctx.Done():
			t.Fatal("no polls")
		case <-time.After(time.Millisecond):
		}
	}
	f.set(func(f *fakeChain) {
		f.down = false
		f.answer(pairAB, dataGetReserves, words(9, 10, 0))
	})
	c := next("after the outage")
	if c.Block != 101 || c.Pools[0].Pair.Reserve0.Uint64() != 9 {
		t.Errorf("after the outage: block %d reserves %s", c.Block, c.Pools[0].Pair.Reserve0.Dec())
	}

	// A pool that reverts is published empty; the others as they are.
	f.set(func(f *fakeChain) { f.reverts[stableBC], f.head = true, 102 })
	c = next("with a reverting pool")
	if _, err := c.Pools[2].AmountOut(0, uint256.NewInt(1000)); c.Block != 102 || err == nil || !c.Pools[2].Stable.Balances[0].IsZero() {
		t.Errorf("reverting pool: block %d, AmountOut error %v", c.Block, err)
	}
	if c.Pools[0].Pair.Reserve0.Uint64() != 9 || c.Pools[2].Tokens != [2]common.Address{tokB, tokC} {
		t.Errorf("the other pools changed: %+v", c.Pools[0])
	}
	f.set(func(f *fakeChain) { f.reverts[stableBC], f.head = false, 103 })
	if c = next("with the pool back"); c.Pools[2].Stable.Balances[0].Uint64() != 2_000_000_000 {
		t.Errorf("the pool is not back: %+v", c.Pools[2].Stable)
	}

	// Only the gas price moves: published at the same block.
	f.set(func(f *fakeChain) { f.gas = 9 })
	if c = next("a new gas price"); c.Block != 103 || c.Gas.Price.Uint64() != 9 {
		t.Errorf("gas: block %d price %s", c.Block, c.Gas.Price.Dec())
	}
	// Inventory follows.
	f.set(func(f *fakeChain) { f.balances[solverAddr], f.head = 6, 104 })
	if c = next("new inventory"); c.Intents.Inventory[liquidity.Native] != *uint256.NewInt(6) {
		t.Errorf("inventory %v", c.Intents.Inventory)
	}
	// A head that goes back (a lagging endpoint) is ignored.
	f.set(func(f *fakeChain) { f.head = 90 })
	polls = f.headRequests()
	for f.headRequests() < polls+3 {
		time.Sleep(time.Millisecond)
	}
	select {
	case c := <-published:
		t.Errorf("published block %d", c.Block)
	default:
	}
	stop()
	if err := <-done; err != nil {
		t.Errorf("Watch: %v", err)
	}
}

// hangingClient never answers eth_blockNumber.
type hangingClient struct{ *fakeChain }

func (hangingClient) BlockNumber(ctx context.Context) (uint64, error) {
	<-ctx.Done()
	return 0, ctx.Err()
}

func TestLoadTimeout(t *testing.T) {
	f, cc := fakeWorld()
	cc.Client = hangingClient{f}
	src, err := New(Config{Chains: []ChainConfig{cc}, Timeout: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := src.Load(context.Background()); err == nil || !strings.Contains(err.Error(), "chain 10") || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Load: %v", err)
	}
}
