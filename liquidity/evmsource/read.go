package evmsource

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/chain/evm"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// reader reads one chain.
type reader struct {
	id        string
	static    *liquidity.Chain // the configuration's copy
	client    Client
	rpc       *rpc.Client // nil: no batches
	specs     []PoolSpec
	v3        []V3Discovery // factories whose pools are read too
	inventory []common.Address
	batchSize int
	decimals  map[common.Address]liquidity.Token
	log       *slog.Logger
	rpcURL    string // scrubbed from errors

	state atomic.Pointer[chainState]

	mu      sync.Mutex // guards the watch's log state
	failing bool       // the last watch step failed (logged once)
	broken  map[common.Address]bool
}

// chainState is what one Load learned and the chain last read.
type chainState struct {
	pools []poolMeta
	chain *liquidity.Chain // finalized; later ones are its WithPools copies
}

// poolMeta is what Load learns of a pool once.
type poolMeta struct {
	spec    PoolSpec
	tokens  [2]common.Address
	feeBps  uint64   // pair
	dec     [2]uint8 // stable: the coins' decimals (the chain's tokens)
	precise bool     // stable: A_precise() answers, read instead of A()
	// V3 pool: fee() and tickSpacing()
	v3Fee     uint32
	v3Spacing int32
}

func (r *reader) current() *chainState { return r.state.Load() }

// head reads the head block number and gas price (one batch).
func (r *reader) head(ctx context.Context) (uint64, uint256.Int, error) {
	num, gas := &request{kind: reqBlockNumber}, &request{kind: reqGasPrice}
	if err := r.do(ctx, []*request{num, gas}, 0); err != nil {
		return 0, uint256.Int{}, err
	}
	if num.err != nil {
		return 0, uint256.Int{}, fmt.Errorf("eth_blockNumber: %w", num.err)
	}
	price, err := gas.value()
	return num.num, price, err
}

// scrub hides the RPC URL (which may hold a key) in err.
func (r *reader) scrub(err error) error {
	if r.rpcURL == "" || err == nil || !strings.Contains(err.Error(), r.rpcURL) {
		return err
	}
	return errors.New(strings.ReplaceAll(err.Error(), r.rpcURL, redactURL(r.rpcURL)))
}

// poolError names the pool in a read error.
func poolError(s PoolSpec, err error) error {
	return fmt.Errorf("pool %s (%s): %w", s.Address.Hex(), s.Kind, err)
}

// load reads the chain in full at its head: the pools' coins and fees,
// their state, the gas price and the solver's inventory.
func (r *reader) load(ctx context.Context) (*liquidity.Chain, error) {
	if cid, ok := r.client.(chainIDer); ok && r.static.NumericID != 0 {
		id, err := cid.ChainID(ctx)
		if err != nil {
			return nil, fmt.Errorf("eth_chainId: %w", err)
		}
		if !id.IsUint64() || id.Uint64() != r.static.NumericID {
			return nil, fmt.Errorf("the RPC endpoint serves chain %s, not %d", id, r.static.NumericID)
		}
	}
	head, gas, err := r.head(ctx)
	if err != nil {
		return nil, err
	}
	specs, err := r.discoverV3(ctx, head)
	if err != nil {
		return nil, err
	}
	meta := make([][]*request, len(specs))
	var reqs []*request
	for i, s := range specs {
		meta[i] = metaCalls(s)
		reqs = append(reqs, meta[i]...)
	}
	inv := r.inventoryCalls()
	reqs = append(reqs, inv...)
	if err := r.do(ctx, reqs, head); err != nil {
		return nil, err
	}
	pools := make([]poolMeta, len(specs))
	var errs []error
	for i, s := range specs {
		m, err := r.learn(s, meta[i])
		if err != nil {
			errs = append(errs, poolError(s, err))
		}
		pools[i] = m
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	// The state calls need what the meta calls learned (A or A_precise):
	// a second round at the same block.
	states := make([][]*request, len(pools))
	reqs = reqs[:0]
	for i := range pools {
		states[i] = stateCalls(&pools[i])
		reqs = append(reqs, states[i]...)
	}
	if err := r.do(ctx, reqs, head); err != nil {
		return nil, err
	}
	v3s, err := r.readV3(ctx, pools, states, head)
	if err != nil {
		return nil, err
	}
	ps := make([]liquidity.Pool, len(pools))
	for i := range pools {
		if ps[i], err = pools[i].build(states[i], v3s[i]); err != nil {
			errs = append(errs, poolError(pools[i].spec, err))
		}
	}
	inventory, err := r.readInventory(inv, false)
	if err != nil {
		errs = append(errs, err)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	c := *r.static
	c.Tokens = append([]liquidity.Token(nil), r.static.Tokens...)
	c.Block, c.Pools, c.Gas.Price = head, ps, gas
	if c.GMP != nil {
		g := *c.GMP
		c.GMP = &g
	}
	setInventory(&c, inventory)
	if err := c.Finalize(); err != nil {
		return nil, err
	}
	r.state.Store(&chainState{pools: pools, chain: &c})
	return &c, nil
}

// learn checks a pool's coins and reads its fee from the meta calls.
func (r *reader) learn(s PoolSpec, qs []*request) (poolMeta, error) {
	m := poolMeta{spec: s, feeBps: s.FeeBps}
	for k := range 2 {
		a, err := qs[k].address()
		if err != nil {
			return m, err
		}
		m.tokens[k] = a
	}
	if s.Tokens != ([2]common.Address{}) && m.tokens != s.Tokens {
		return m, fmt.Errorf("holds %s and %s, not %s and %s as configured", m.tokens[0].Hex(), m.tokens[1].Hex(), s.Tokens[0].Hex(), s.Tokens[1].Hex())
	}
	for k, a := range m.tokens {
		t, ok := r.decimals[a]
		if !ok {
			return m, fmt.Errorf("coin %d %s is not a token of the chain (its decimals and price are unknown)", k, a.Hex())
		}
		m.dec[k] = t.Decimals
	}
	if m.tokens[0] == m.tokens[1] {
		return m, fmt.Errorf("holds %s twice", m.tokens[0].Hex())
	}
	switch s.Kind {
	case liquidity.PairPool:
		if s.FeeBps == 0 {
			fee, err := qs[2].uint64()
			if err != nil {
				return m, fmt.Errorf("%w (a pair without feeBps() needs its fee configured)", err)
			}
			if fee >= 10_000 {
				return m, fmt.Errorf("feeBps() %d is not below 10000", fee)
			}
			m.feeBps = fee
		}
	case liquidity.StablePool:
		if m.dec[0] > 18 || m.dec[1] > 18 {
			return m, fmt.Errorf("a stable pool's coins have at most 18 decimals, these %d and %d", m.dec[0], m.dec[1])
		}
		_, err := qs[2].uint256()
		switch {
		case err == nil:
			m.precise = true
		case !poolFault(err):
			return m, err
		} // else an older pool without A_precise(): A() it is
	case liquidity.V3Pool:
		if err := learnV3(&m, qs); err != nil {
			return m, err
		}
	}
	return m, nil
}

// build makes the pool from its state calls.
func (m *poolMeta) build(qs []*request, v3 v3Read) (liquidity.Pool, error) {
	p := liquidity.Pool{Address: m.spec.Address, Kind: m.spec.Kind, Tokens: m.tokens}
	if m.spec.Kind == liquidity.V3Pool {
		if v3.err != nil {
			return p, v3.err
		}
		p.V3 = *v3.pool
		return p, nil
	}
	if m.spec.Kind == liquidity.StablePool {
		var vals [4]uint256.Int
		for i, q := range qs {
			v, err := q.uint256()
			if err != nil {
				return p, err
			}
			vals[i] = v
		}
		amp, fee := vals[2], vals[3]
		if !amp.IsUint64() || !fee.IsUint64() {
			return p, fmt.Errorf("%w: A %s or fee %s out of range", errBadReturn, amp.Dec(), fee.Dec())
		}
		a := amp.Uint64()
		if m.precise {
			a = max(a/100, 1) // NewStable's bounds are on A; Amp is set exactly below
		}
		s, err := amm.NewStable(&vals[0], &vals[1], m.dec[0], m.dec[1], a, fee.Uint64())
		if err != nil {
			return p, fmt.Errorf("%w: A %s, fee %s: %v", errBadReturn, amp.Dec(), fee.Dec(), err)
		}
		if m.precise {
			s.Amp = amp
		}
		p.Stable = s
		return p, nil
	}
	b, err := qs[0].answer(2)
	if err != nil {
		return p, err
	}
	p.Pair = amm.Pair{Reserve0: word(b, 0), Reserve1: word(b, 1), FeeBps: m.feeBps}
	return p, nil
}

// empty is the pool without liquidity: what is published while its calls
// revert (no route can use it).
func (m *poolMeta) empty() liquidity.Pool {
	p := liquidity.Pool{Address: m.spec.Address, Kind: m.spec.Kind, Tokens: m.tokens}
	if m.spec.Kind == liquidity.V3Pool {
		return m.v3Empty()
	}
	if m.spec.Kind == liquidity.StablePool {
		var zero uint256.Int
		p.Stable, _ = amm.NewStable(&zero, &zero, m.dec[0], m.dec[1], 1, 0)
	} else {
		p.Pair = amm.Pair{FeeBps: m.feeBps}
	}
	return p
}

// readInventory decodes the solver's balances; a token whose balanceOf
// reverts counts as 0 when lenient (refreshes), fails Load otherwise.
func (r *reader) readInventory(qs []*request, lenient bool) (map[common.Address]uint256.Int, error) {
	if r.static.Intents == nil {
		return nil, nil
	}
	out := make(map[common.Address]uint256.Int, len(qs))
	for i, q := range qs {
		var v uint256.Int
		var err error
		if q.kind == reqBalance {
			v, err = q.value()
		} else {
			v, err = q.uint256()
		}
		if err != nil {
			if lenient && poolFault(err) {
				r.log.Debug("solver inventory unreadable; counted as 0", slog.String("token", r.inventory[i].Hex()), slog.String("error", err.Error()))
			} else {
				return nil, fmt.Errorf("solver inventory of %s: %w", r.inventory[i].Hex(), err)
			}
		}
		out[r.inventory[i]] = v
	}
	return out, nil
}

// setInventory gives c its own Intents with the inventory.
func setInventory(c *liquidity.Chain, inv map[common.Address]uint256.Int) {
	if c.Intents == nil {
		return
	}
	in := *c.Intents
	in.Inventory = inv
	c.Intents = &in
}

// refresh reads the pools' state, the solver's inventory and the gas
// price at head, in the same batches. A pool whose calls revert or answer
// nonsense is published empty (and logged once); any other error fails the
// refresh.
func (r *reader) refresh(ctx context.Context, st *chainState, head uint64) (*liquidity.Chain, error) {
	states := make([][]*request, len(st.pools))
	gasReq := &request{kind: reqGasPrice}
	reqs := []*request{gasReq}
	for i := range st.pools {
		states[i] = stateCalls(&st.pools[i])
		reqs = append(reqs, states[i]...)
	}
	inv := r.inventoryCalls()
	reqs = append(reqs, inv...)
	if err := r.do(ctx, reqs, head); err != nil {
		return nil, err
	}
	gas, err := gasReq.value()
	if err != nil {
		return nil, err
	}
	v3s, err := r.readV3(ctx, st.pools, states, head)
	if err != nil {
		return nil, err
	}
	pools := make([]liquidity.Pool, len(st.pools))
	for i := range st.pools {
		m := &st.pools[i]
		p, err := m.build(states[i], v3s[i])
		switch {
		case err == nil:
			r.poolHealed(m)
		case poolFault(err):
			r.poolBroke(m, err)
			p = m.empty()
		default:
			return nil, poolError(m.spec, err)
		}
		pools[i] = p
	}
	inventory, err := r.readInventory(inv, true)
	if err != nil {
		return nil, err
	}
	c := st.chain.WithPools(head, pools, &gas)
	setInventory(c, inventory)
	return c, nil
}

func (r *reader) poolBroke(m *poolMeta, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.broken == nil {
		r.broken = map[common.Address]bool{}
	}
	if !r.broken[m.spec.Address] {
		r.broken[m.spec.Address] = true
		r.log.Warn("pool unreadable: published without liquidity until it answers", slog.String("pool", m.spec.Address.Hex()),
			slog.String("kind", m.spec.Kind.String()), slog.String("error", err.Error()))
	}
}

func (r *reader) poolHealed(m *poolMeta) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.broken[m.spec.Address] {
		delete(r.broken, m.spec.Address)
		r.log.Info("pool readable again", slog.String("pool", m.spec.Address.Hex()))
	}
}

// watch refreshes the chain on every wake-up (a new head) and checks it
// every poll, until ctx ends.
func (r *reader) watch(ctx context.Context, heads *evm.Watcher, wake <-chan struct{}, poll, timeout time.Duration, publish func(*liquidity.Chain)) {
	t := time.NewTicker(poll)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-wake:
		case <-t.C:
		}
		stepCtx, cancel := context.WithTimeout(ctx, timeout)
		err := r.step(stepCtx, heads, publish)
		cancel()
		if ctx.Err() != nil {
			return
		}
		r.mu.Lock()
		switch {
		case err != nil && !r.failing:
			r.failing = true
			r.log.Warn("chain refresh failed; retrying on every poll", slog.String("error", r.scrub(err).Error()))
		case err != nil:
			r.log.Debug("chain refresh failed again", slog.String("error", r.scrub(err).Error()))
		case r.failing:
			r.failing = false
			r.log.Info("chain refresh works again")
		}
		r.mu.Unlock()
	}
}

// step loads the chain if it never was, else refreshes it when the
// watcher's head is past the chain's block, or checks the gas price and
// republishes the chain when only the price moved. A head below the
// chain's block (an endpoint behind a load balancer lagging) is ignored.
func (r *reader) step(ctx context.Context, heads *evm.Watcher, publish func(*liquidity.Chain)) error {
	st := r.current()
	if st == nil {
		c, err := r.load(ctx)
		if err != nil {
			return err
		}
		publish(c)
		return nil
	}
	var c *liquidity.Chain
	if head, ok := heads.Head(r.id); ok && head.Number > st.chain.Block {
		begin := time.Now()
		var err error
		if c, err = r.refresh(ctx, st, head.Number); err != nil {
			return fmt.Errorf("block %d: %w", head.Number, err)
		}
		r.log.Debug("chain refreshed", slog.Uint64("block", head.Number), slog.Duration("duration", time.Since(begin)))
	} else {
		gas, err := r.gasPrice(ctx)
		if err != nil || gas == st.chain.Gas.Price {
			return err
		}
		c = st.chain.WithPools(st.chain.Block, st.chain.Pools, &gas)
	}
	// A Load that ran meanwhile wins: its state is at least as new.
	if r.state.CompareAndSwap(st, &chainState{pools: st.pools, chain: c}) {
		publish(c)
	}
	return nil
}

// gasPrice reads the chain's gas price.
func (r *reader) gasPrice(ctx context.Context) (uint256.Int, error) {
	q := &request{kind: reqGasPrice}
	if err := r.do(ctx, []*request{q}, 0); err != nil {
		return uint256.Int{}, err
	}
	return q.value()
}
