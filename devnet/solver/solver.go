// Package solver is the devnet's intents solver: it signs quotes for
// intents orders (EIP-712, verified by the settlement contract), fills the
// orders created for it on their destination chain from its own inventory,
// has them settled on the source chain, and returns the escrow of orders
// that expired unfilled to the order's fromAddress. Pausing it stops fills
// only, so an order can be made to expire and be refunded on purpose.
package solver

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/contracts"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// Backend is what the solver needs of a chain's JSON-RPC client;
// *ethclient.Client implements it.
type Backend interface {
	bind.ContractBackend
	bind.DeployBackend
}

// Chain is one chain the solver works on.
type Chain struct {
	ChainID    uint64
	Backend    Backend
	Settlement common.Address // the chain's IntentsSettlement
}

// Config configures a Solver.
type Config struct {
	Chains []Chain
	// SolverKey signs quotes and fills orders; SettlerKey is the settlement
	// contracts' settler, which attests fills on the source chain.
	SolverKey, SettlerKey *ecdsa.PrivateKey
	// Poll is how often chains are scanned (default 500 ms): how soon an
	// order is filled, and refunded once expired.
	Poll time.Duration
	// OrderLifetime is how long quoted orders stay open (default
	// DefaultOrderLifetime; see SetOrderLifetime).
	OrderLifetime time.Duration
	// Bitcoin, when set, pays orders whose destination is the Bitcoin
	// chain (see bitcoin.go).
	Bitcoin *Bitcoin
	Logger  *slog.Logger
}

// Solver runs the solver loop.
type Solver struct {
	cfg      Config
	chains   map[uint64]*chainState
	address  common.Address
	paused   atomic.Bool
	lifetime atomic.Int64 // time.Duration of quoted orders
	log      *slog.Logger
}

type chainState struct {
	Chain
	contract *bind.BoundContract
	cursor   uint64       // next block to scan for OrderCreated
	headTime atomic.Int64 // the latest head's time (unix seconds) seen by scan

	mu       sync.Mutex // one transaction at a time per chain: nonces
	approved map[common.Address]bool
	orders   map[common.Hash]*order // created here, not yet closed
}

var settlementABI = bindings.NewIntentsSettlement()

// New checks the configuration and returns a stopped solver.
func New(cfg Config) (*Solver, error) {
	if cfg.SolverKey == nil || cfg.SettlerKey == nil {
		return nil, errors.New("solver: SolverKey and SettlerKey are required")
	}
	if cfg.Poll <= 0 {
		cfg.Poll = 500 * time.Millisecond
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.OrderLifetime == 0 {
		cfg.OrderLifetime = DefaultOrderLifetime
	}
	if err := CheckOrderLifetime(cfg.OrderLifetime); err != nil {
		return nil, fmt.Errorf("solver: %w", err)
	}
	if cfg.Bitcoin != nil && cfg.Bitcoin.Payer == nil {
		return nil, errNoBitcoinPayer
	}
	if err := checkDeposits(cfg.Bitcoin); err != nil {
		return nil, err
	}
	s := &Solver{cfg: cfg, chains: map[uint64]*chainState{}, address: crypto.PubkeyToAddress(cfg.SolverKey.PublicKey), log: cfg.Logger}
	s.lifetime.Store(int64(cfg.OrderLifetime))
	for _, c := range cfg.Chains {
		if _, dup := s.chains[c.ChainID]; dup {
			return nil, fmt.Errorf("solver: chain %d given twice", c.ChainID)
		}
		s.chains[c.ChainID] = &chainState{
			Chain:    c,
			contract: settlementABI.Instance(c.Backend, c.Settlement),
			approved: map[common.Address]bool{},
			orders:   map[common.Hash]*order{},
		}
	}
	return s, nil
}

// Address is the solver's account, which quotes name as the order's solver.
func (s *Solver) Address() common.Address { return s.address }

// Pause stops filling orders; settling and refunds go on.
func (s *Solver) Pause() { s.paused.Store(true) }

// Resume fills orders again.
func (s *Solver) Resume() { s.paused.Store(false) }

// Paused reports whether fills are paused.
func (s *Solver) Paused() bool { return s.paused.Load() }

// Run scans and acts until ctx ends.
func (s *Solver) Run(ctx context.Context) error {
	t := time.NewTicker(s.cfg.Poll)
	defer t.Stop()
	for {
		for _, c := range s.chains {
			if err := s.scan(ctx, c); err != nil && ctx.Err() == nil {
				s.log.Warn("solver: scan failed", slog.Uint64("chain", c.ChainID), slog.String("error", err.Error()))
			}
		}
		for _, c := range s.chains {
			s.work(ctx, c)
		}
		s.workDeposits(ctx)
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// order is an open order created on a source chain for this solver.
type order struct {
	hash   common.Hash
	order  bindings.IntentsSettlementOrder
	filled bool
}

// scan collects new OrderCreated events addressed to this solver.
func (s *Solver) scan(ctx context.Context, c *chainState) error {
	head, err := c.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	c.headTime.Store(int64(head.Time))
	last := head.Number.Uint64()
	if c.cursor > last {
		return nil
	}
	end := last
	it, err := bind.FilterEvents(c.contract, &bind.FilterOpts{Start: c.cursor, End: &end, Context: ctx},
		settlementABI.UnpackOrderCreatedEvent, nil, nil, []any{s.address})
	if err != nil {
		return err
	}
	defer it.Close()
	for it.Next() {
		ev := it.Value()
		c.orders[ev.OrderHash] = &order{hash: ev.OrderHash, order: bindings.IntentsSettlementOrder(ev.Order)}
	}
	if err := it.Error(); err != nil {
		return err
	}
	c.cursor = last + 1
	return nil
}

// escrowStatus values of the settlement contract.
const (
	statusNone uint8 = iota
	statusCreated
	statusSettled
	statusRefunded
)

// work advances every open order of a source chain: fill on the
// destination (unless paused), settle once filled, refund once expired.
// Each step first reads the chain, so a restart or a retry never repeats
// an effect.
func (s *Solver) work(ctx context.Context, src *chainState) {
	for h, o := range src.orders {
		if err := s.advance(ctx, src, o); err != nil && ctx.Err() == nil {
			s.log.Warn("solver: order step failed", slog.String("order", h.Hex()), slog.String("error", err.Error()))
		}
		if ctx.Err() != nil {
			return
		}
	}
}

func (s *Solver) advance(ctx context.Context, src *chainState, o *order) error {
	esc, err := bind.Call(src.contract, &bind.CallOpts{Context: ctx}, settlementABI.PackEscrows(o.hash), settlementABI.UnpackEscrows)
	if err != nil {
		return err
	}
	if esc.Status != statusCreated {
		delete(src.orders, o.hash) // settled or refunded: nothing left to do
		return nil
	}
	if s.isBitcoin(o) {
		return s.advanceBitcoin(ctx, src, o)
	}
	dst, ok := s.chains[o.order.ToChainId.Uint64()]
	if !o.filled && ok {
		filler, err := bind.Call(dst.contract, &bind.CallOpts{Context: ctx}, settlementABI.PackFills(o.hash), settlementABI.UnpackFills)
		if err != nil {
			return err
		}
		o.filled = filler != (common.Address{})
	}
	if o.filled {
		_, err := s.send(ctx, src, s.cfg.SettlerKey, src.Settlement, nil, settlementABI.PackSettle(o.hash))
		return err
	}
	now, err := blockTime(ctx, src.Backend)
	if err != nil {
		return err
	}
	if now > o.order.Expiry.Uint64() {
		_, err := s.send(ctx, src, s.cfg.SettlerKey, src.Settlement, nil, settlementABI.PackRefund(o.hash))
		return err
	}
	if s.Paused() || !ok {
		return nil
	}
	dstNow, err := blockTime(ctx, dst.Backend)
	if err != nil || dstNow > o.order.Expiry.Uint64() {
		return err
	}
	if err := s.fill(ctx, dst, o); err != nil {
		return err
	}
	o.filled = true
	return nil
}

func blockTime(ctx context.Context, b Backend) (uint64, error) {
	h, err := b.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, err
	}
	return h.Time, nil
}

// NativeToken is the address that stands for a chain's native asset.
var NativeToken = contracts.Native

func (s *Solver) fill(ctx context.Context, dst *chainState, o *order) error {
	value := new(big.Int)
	if o.order.ToToken == NativeToken {
		value = o.order.ToAmount
	} else if err := s.approve(ctx, dst, o.order.ToToken); err != nil {
		return err
	}
	r, err := s.send(ctx, dst, s.cfg.SolverKey, dst.Settlement, value, settlementABI.PackFill(o.order))
	if err != nil {
		return err
	}
	s.log.Info("solver: order filled", slog.String("order", o.hash.Hex()), slog.Uint64("chain", dst.ChainID), slog.String("tx", r.TxHash.Hex()))
	return nil
}

var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// approve lets the settlement pull the solver's inventory of a token, once.
func (s *Solver) approve(ctx context.Context, c *chainState, token common.Address) error {
	if c.approved[token] {
		return nil
	}
	data := bindings.NewERC20Token().PackApprove(c.Settlement, maxUint256)
	if _, err := s.send(ctx, c, s.cfg.SolverKey, token, nil, data); err != nil {
		return err
	}
	c.approved[token] = true
	return nil
}

// errReverted reports a mined transaction that reverted.
var errReverted = errors.New("transaction reverted")

// send signs, sends and waits for one transaction; one at a time per chain.
func (s *Solver) send(ctx context.Context, c *chainState, key *ecdsa.PrivateKey, to common.Address, value *big.Int, data []byte) (*types.Receipt, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	opts := bind.NewKeyedTransactor(key, new(big.Int).SetUint64(c.ChainID))
	opts.Context = ctx
	opts.Value = value
	tx, err := bind.NewBoundContract(to, abi.ABI{}, c.Backend, c.Backend, c.Backend).RawTransact(opts, data)
	if err != nil {
		return nil, err
	}
	waitCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	r, err := bind.WaitMined(waitCtx, c.Backend, tx.Hash())
	if err != nil {
		return nil, err
	}
	if r.Status != types.ReceiptStatusSuccessful {
		return r, fmt.Errorf("%w: %s on chain %d", errReverted, tx.Hash().Hex(), c.ChainID)
	}
	return r, nil
}
