// Package evmsource reads routing state from EVM chains over JSON-RPC: the
// state of listed Uniswap-V2 pairs, Curve-style 2-coin StableSwap pools and
// Uniswap-V3 pools (listed, or found from their factory for given tokens
// and fee tiers), the chain's gas price and the intents solver's inventory. One reader
// serves the devnet (its chains' clients and deployments) and live mode (a
// configuration file of RPC endpoints and pool addresses, LoadLiveConfig).
//
// Every refresh reads all of a chain's calls at one block number, so a
// published Chain is a consistent snapshot of that block. Refreshes follow
// the process's one head watcher (chain/evm): a chain is re-read as soon as
// a new head of it arrives, whether the watcher was pushed it by a
// subscription (the devnet) or polled it (live mode over HTTP). Calls go out as
// JSON-RPC batches when the client offers them (RPCClient), so a chain with
// a thousand pools refreshes in a few round trips.
//
// The source never invents liquidity: it reads exactly the pools it is
// given, and a pool whose calls revert is published empty (no route uses
// it) until it answers again.
package evmsource

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/switchyard-dev/switchyard/chain/evm"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// PoolSpec is a pool to read.
type PoolSpec struct {
	Address common.Address
	Kind    liquidity.PoolKind
	// FeeBps is a pair's fee in basis points. Real Uniswap-V2 pairs have no
	// feeBps() (their fee is 30); 0 reads feeBps() from the pair once, at
	// Load. Stable pools' fee is read from fee() on every refresh, so FeeBps
	// must be 0 for them.
	FeeBps uint64
	// Tokens, when set, are the coins the pool must hold, in its own order
	// (pair: token0, token1; stable pool: coins(0), coins(1)); Load fails
	// when the pool says otherwise. Zero: whatever the pool holds, which
	// must be tokens of the chain's Static.Tokens.
	Tokens [2]common.Address
}

// Client is what the reader needs of a JSON-RPC endpoint; *ethclient.Client
// satisfies it (and RPCClient, which batches the calls).
type Client interface {
	CallContract(ctx context.Context, msg ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
	BlockNumber(ctx context.Context) (uint64, error)
	SuggestGasPrice(ctx context.Context) (*big.Int, error)
	BalanceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (*big.Int, error)
}

// RPCClient is the optional interface of a Client that exposes its
// JSON-RPC connection (*ethclient.Client does): the reader then sends each
// refresh as JSON-RPC batches instead of one request per call.
type RPCClient interface {
	Client() *rpc.Client
}

// chainIDer is the optional interface of a Client that reports the chain
// id (*ethclient.Client does): Load checks it against Static.NumericID, so
// that an RPC URL of the wrong chain is refused.
type chainIDer interface {
	ChainID(ctx context.Context) (*big.Int, error)
}

// ChainConfig is one chain to read.
type ChainConfig struct {
	// Static is everything but Pools, Block, Gas.Price and
	// Intents.Inventory: ID, NumericID, BridgeName, BlockTime, NativeToken,
	// WrappedNative, Tokens, Contracts, GMP, the intents terms and the gas
	// model. New copies it.
	Static *liquidity.Chain
	Client Client
	Pools  []PoolSpec
	// V3 are Uniswap-V3 factories whose pools for the tokens and fee tiers
	// given are read besides Pools (found with getPool at every Load).
	V3 []V3Discovery
	// InventoryTokens are the tokens whose balance of Static.Intents.Solver
	// is read on every refresh (liquidity.Native for the native balance);
	// they need Static.Intents.
	InventoryTokens []common.Address
	// BatchSize is the number of calls per JSON-RPC batch request
	// (DefaultBatchSize when 0); lower it for providers that limit batches.
	BatchSize int

	rpcURL string // set by LoadLiveConfig: scrubbed from errors (it may hold a key)
}

// Config configures a Source.
type Config struct {
	// Name names the source in the book (Snapshot.Sources) and in logs
	// ("evm" when empty).
	Name   string
	Chains []ChainConfig
	// Heads is the process's head watcher; Watch re-reads a chain on each
	// of its new heads. Every chain must be one of the watcher's. Needed by
	// Watch only (Load reads the chain's head itself).
	Heads *evm.Watcher
	// Poll is how often each chain's gas price is polled, which moves
	// without new blocks (a gas spike), and a failed refresh retried
	// (DefaultPoll when 0).
	Poll time.Duration
	// Timeout bounds one chain's Load or refresh (DefaultTimeout when 0):
	// an endpoint that stops answering fails it instead of stalling it.
	Timeout time.Duration
	Logger  *slog.Logger
}

// Defaults.
const (
	DefaultPoll      = 250 * time.Millisecond
	DefaultTimeout   = 30 * time.Second
	DefaultBatchSize = 200
	// batchConcurrency is how many batch requests (or, without batching,
	// single calls) of one refresh are in flight at once.
	batchConcurrency = 4
	seqConcurrency   = 16
)

// Source reads pools, gas prices and solver inventory of EVM chains; it is a
// liquidity.Source.
type Source struct {
	name    string
	heads   *evm.Watcher
	poll    time.Duration
	timeout time.Duration
	log     *slog.Logger
	readers []*reader

	publishMu sync.Mutex // serializes publish calls of the chains' watchers
}

var _ liquidity.Source = (*Source)(nil)

// New validates the configuration, reporting every problem at once.
func New(cfg Config) (*Source, error) {
	if cfg.Name == "" {
		cfg.Name = "evm"
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	var problems []string
	if cfg.Poll < 0 {
		problems = append(problems, fmt.Sprintf("poll interval %s must not be negative", cfg.Poll))
	}
	if cfg.Poll == 0 {
		cfg.Poll = DefaultPoll
	}
	if cfg.Timeout < 0 {
		problems = append(problems, fmt.Sprintf("timeout %s must not be negative", cfg.Timeout))
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = DefaultTimeout
	}
	s := &Source{name: cfg.Name, heads: cfg.Heads, poll: cfg.Poll, timeout: cfg.Timeout, log: cfg.Logger.With(slog.String("source", cfg.Name))}
	seen := map[string]bool{}
	for i, cc := range cfg.Chains {
		where := fmt.Sprintf("chains[%d]", i)
		if cc.Static != nil && cc.Static.ID != "" {
			where = "chain " + cc.Static.ID
			if seen[cc.Static.ID] {
				problems = append(problems, where+": listed twice")
				continue
			}
			seen[cc.Static.ID] = true
		}
		r, ps := newReader(cc, s.log)
		if cfg.Heads != nil && cc.Static != nil && cc.Static.ID != "" && !slices.Contains(cfg.Heads.ChainIDs(), cc.Static.ID) {
			ps = append(ps, "not a chain of the head watcher")
		}
		for _, p := range ps {
			problems = append(problems, where+": "+p)
		}
		if len(ps) == 0 {
			s.readers = append(s.readers, r)
		}
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("evmsource %s: invalid configuration:\n  %s", cfg.Name, strings.Join(problems, "\n  "))
	}
	return s, nil
}

// newReader checks one chain's configuration and prepares its reader.
func newReader(cc ChainConfig, log *slog.Logger) (*reader, []string) {
	var problems []string
	if cc.Static == nil {
		return nil, []string{"Static is nil"}
	}
	if cc.Static.ID == "" {
		problems = append(problems, "Static.ID is empty")
	}
	if cc.Client == nil {
		problems = append(problems, "Client is nil")
	}
	if len(cc.Static.Pools) > 0 {
		problems = append(problems, "Static.Pools must be empty: the pools are Pools, read from the chain")
	}
	if cc.BatchSize < 0 {
		problems = append(problems, fmt.Sprintf("batch size %d must not be negative", cc.BatchSize))
	}
	static := cloneStatic(cc.Static)
	probe := *static
	if err := probe.Finalize(); err != nil {
		problems = append(problems, err.Error())
	}
	known := map[common.Address]liquidity.Token{}
	for _, t := range static.Tokens {
		known[t.Address] = t
	}
	addrs := map[common.Address]bool{}
	for i, p := range cc.Pools {
		where := fmt.Sprintf("pool %d (%s)", i, p.Address.Hex())
		if p.Address == (common.Address{}) {
			problems = append(problems, where+": the address is zero")
		}
		if addrs[p.Address] {
			problems = append(problems, where+": listed twice")
		}
		addrs[p.Address] = true
		switch p.Kind {
		case liquidity.PairPool:
			if p.FeeBps >= 10_000 {
				problems = append(problems, fmt.Sprintf("%s: fee %d bps must be below 10000", where, p.FeeBps))
			}
		case liquidity.StablePool:
			if p.FeeBps != 0 {
				problems = append(problems, fmt.Sprintf("%s: a stable pool's fee is read from fee(); FeeBps must be 0, not %d", where, p.FeeBps))
			}
		case liquidity.V3Pool:
			if p.FeeBps != 0 {
				problems = append(problems, fmt.Sprintf("%s: a V3 pool's fee is read from fee(); FeeBps must be 0, not %d", where, p.FeeBps))
			}
		default:
			problems = append(problems, fmt.Sprintf("%s: unknown pool kind %s", where, p.Kind))
		}
		if p.Tokens != ([2]common.Address{}) {
			if p.Tokens[0] == p.Tokens[1] {
				problems = append(problems, where+": Tokens names one token twice (or only one)")
			}
			for _, t := range p.Tokens {
				if _, ok := known[t]; !ok {
					problems = append(problems, fmt.Sprintf("%s: token %s is not among the chain's tokens", where, t.Hex()))
				}
			}
		}
	}
	for i, d := range cc.V3 {
		where := fmt.Sprintf("V3 factory %d (%s)", i, d.Factory.Hex())
		if d.Factory == (common.Address{}) {
			problems = append(problems, where+": the address is zero")
		}
		if len(d.Fees) == 0 || len(d.Tokens) < 2 {
			problems = append(problems, where+": needs fee tiers and at least 2 tokens")
		}
		for _, f := range d.Fees {
			if f == 0 || f >= 1_000_000 {
				problems = append(problems, fmt.Sprintf("%s: fee %d must be in 1..999999 hundredths of a bp", where, f))
			}
		}
		for _, t := range d.Tokens {
			if _, ok := known[t]; !ok {
				problems = append(problems, fmt.Sprintf("%s: token %s is not among the chain's tokens", where, t.Hex()))
			}
		}
	}
	if len(cc.InventoryTokens) > 0 && static.Intents == nil {
		problems = append(problems, "InventoryTokens need Static.Intents (the solver)")
	}
	inv := map[common.Address]bool{}
	for _, t := range cc.InventoryTokens {
		if _, ok := known[t]; !ok && t != liquidity.Native {
			problems = append(problems, fmt.Sprintf("inventory token %s is not among the chain's tokens", t.Hex()))
		}
		if inv[t] {
			problems = append(problems, fmt.Sprintf("inventory token %s is listed twice", t.Hex()))
		}
		inv[t] = true
	}
	if len(problems) > 0 {
		return nil, problems
	}
	batch := cc.BatchSize
	if batch == 0 {
		batch = DefaultBatchSize
	}
	r := &reader{
		id:        static.ID,
		static:    static,
		client:    cc.Client,
		specs:     append([]PoolSpec(nil), cc.Pools...),
		v3:        append([]V3Discovery(nil), cc.V3...),
		inventory: append([]common.Address(nil), cc.InventoryTokens...),
		batchSize: batch,
		decimals:  known,
		log:       log.With(slog.String("chain", static.ID)),
		rpcURL:    cc.rpcURL,
	}
	if rc, ok := cc.Client.(RPCClient); ok {
		r.rpc = rc.Client()
	}
	return r, nil
}

// cloneStatic copies the static chain so that the caller's later changes
// do not reach published chains.
func cloneStatic(c *liquidity.Chain) *liquidity.Chain {
	n := *c
	n.Tokens = append([]liquidity.Token(nil), c.Tokens...)
	n.Pools = nil
	if c.GMP != nil {
		g := *c.GMP
		n.GMP = &g
	}
	if c.Intents != nil {
		in := *c.Intents
		in.Inventory = nil
		n.Intents = &in
	}
	return &n
}

// Name names the source.
func (s *Source) Name() string { return s.name }

// Load reads every chain at its latest block: each pool's coins (checked
// against the chain's tokens and the spec), fee and state, the gas price
// and the solver's inventory. Chains are read in parallel; the error names
// every chain and pool that failed.
func (s *Source) Load(ctx context.Context) ([]*liquidity.Chain, error) {
	out := make([]*liquidity.Chain, len(s.readers))
	errs := make([]error, len(s.readers))
	var wg sync.WaitGroup
	for i, r := range s.readers {
		wg.Go(func() {
			begin := time.Now()
			ctx, cancel := context.WithTimeout(ctx, s.timeout)
			defer cancel()
			c, err := r.load(ctx)
			if err != nil {
				errs[i] = fmt.Errorf("chain %s: %w", r.id, r.scrub(err))
				return
			}
			out[i] = c
			r.log.Debug("chain loaded", slog.Uint64("block", c.Block), slog.Int("pools", len(c.Pools)),
				slog.Duration("duration", time.Since(begin)))
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("evmsource %s: %w", s.name, err)
	}
	return out, nil
}

// Watch re-reads a chain whenever the head watcher (Config.Heads) sees a
// new head of it: the pools, gas price and solver inventory at that head,
// published with the new Block. Every Poll it also checks the gas price,
// publishing the chain at the same block when only the price moved, and
// retries what failed. A chain Load has not read yet is loaded first (and
// published). RPC errors and timeouts are logged and retried; Watch
// returns nil when ctx ends.
func (s *Source) Watch(ctx context.Context, publish func(*liquidity.Chain)) error {
	if s.heads == nil {
		return fmt.Errorf("evmsource %s: Watch needs Config.Heads, the head watcher", s.name)
	}
	pub := func(c *liquidity.Chain) {
		s.publishMu.Lock()
		defer s.publishMu.Unlock()
		publish(c)
	}
	sub := s.heads.Subscribe()
	defer sub.Close()
	wakes := make(map[string]chan struct{}, len(s.readers))
	var wg sync.WaitGroup
	defer wg.Wait()
	for _, r := range s.readers {
		wake := make(chan struct{}, 1)
		wakes[r.id] = wake
		wg.Go(func() { r.watch(ctx, s.heads, wake, s.poll, s.timeout, pub) })
	}
	// Heads only wake their chain's reader, which reads the watcher's
	// latest head itself: a reader busy with a refresh finds at most one
	// wake-up waiting, however many heads came meanwhile.
	for {
		select {
		case <-ctx.Done():
			return nil
		case h := <-sub.C():
			if wake, ok := wakes[h.ChainID]; ok {
				select {
				case wake <- struct{}{}:
				default:
				}
			}
		}
	}
}

// Chains returns the chains as last read (loaded or published), nil for a
// chain not loaded yet; for diagnostics and tests.
func (s *Source) Chains() map[string]*liquidity.Chain {
	out := make(map[string]*liquidity.Chain, len(s.readers))
	for _, r := range s.readers {
		if st := r.current(); st != nil {
			out[r.id] = st.chain
		}
	}
	return out
}
