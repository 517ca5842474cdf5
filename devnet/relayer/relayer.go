// Package relayer owns the devnet's GMP relayer: it watches every chain's
// GMP gateway and gas service, and carries each gateway call to its
// destination chain in the public bridge explorer's lifecycle (called,
// confirming, confirmed, approving, approved, executing, executed; error;
// insufficient_fee). It approves a message on the destination gateway as
// the gateway's operator, then executes it on the destination contract
// when the prepaid gas covers the destination's current gas price, and
// holds it otherwise until an addNativeGas top-up (or a cheaper gas price)
// covers it.
//
// Exactly once, across restarts: every message, cursor and signed
// transaction lives in the Store; a destination transaction is signed and
// recorded before it is sent (write-ahead), and every step first asks the
// chain (isCommandApproved, isCommandExecuted, the recorded transaction's
// receipt) before acting. Stopping the relayer at any point and starting
// it on the same store neither repeats nor loses a message.
package relayer

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// Client is what the relayer needs of a chain's JSON-RPC endpoint;
// *ethclient.Client implements it.
type Client interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
	EstimateGas(ctx context.Context, call ethereum.CallMsg) (uint64, error)
	SuggestGasPrice(ctx context.Context) (*big.Int, error)
	SuggestGasTipCap(ctx context.Context) (*big.Int, error)
	PendingNonceAt(ctx context.Context, account common.Address) (uint64, error)
	NonceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (uint64, error)
	SendTransaction(ctx context.Context, tx *types.Transaction) error
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
	TransactionByHash(ctx context.Context, hash common.Hash) (tx *types.Transaction, isPending bool, err error)
}

// Chain is one chain the relayer serves, as a source and as a destination.
type Chain struct {
	// BridgeName is the chain's name in gateway calls ("Ethereum",
	// "arbitrum", "base"; the catalog's bridgeChainName), matched without
	// regard to case.
	BridgeName string
	ChainID    uint64
	Client     Client
	Gateway    common.Address // GMPGateway; its operator must be Key's address
	GasService common.Address
	// Key signs approvals and executions on this chain; it must be the
	// gateway's operator and hold native currency for gas.
	Key *ecdsa.PrivateKey
	// StartBlock is the first block scanned when the store has no cursor
	// for the chain.
	StartBlock uint64
	// NativeUSD is the USD price of one whole unit of the chain's native
	// currency, used to convert execution costs between chains. Leave it
	// nil on every chain when they all share one native currency (the
	// devnet's chains all use ETH): costs then convert 1:1.
	NativeUSD *big.Rat
	// NativeDecimals of the native currency (18 when 0).
	NativeDecimals uint8
}

// Defaults.
const (
	DefaultConfirmations    = 2
	DefaultPollInterval     = 500 * time.Millisecond
	DefaultMaxBlockRange    = 2000
	DefaultReceiptWait      = 2 * time.Second
	DefaultFallbackGasLimit = 1_000_000
)

// Config configures a relayer.
type Config struct {
	Chains []Chain
	Store  Store
	// Confirmations a call needs before it is approved, counting its own
	// block (1: as soon as it is mined). DefaultConfirmations when 0.
	Confirmations uint64
	// PollInterval between scans (DefaultPollInterval when 0).
	PollInterval time.Duration
	// MaxBlockRange bounds one eth_getLogs query (DefaultMaxBlockRange when 0).
	MaxBlockRange uint64
	// ReceiptWait is how long a step waits for its transaction to be mined
	// before moving on to other messages (DefaultReceiptWait when 0); the
	// next poll picks the transaction up again.
	ReceiptWait time.Duration
	// FallbackGasLimit is the gas limit of an execution whose estimate
	// reverts: it is sent anyway, so that the failure has a transaction
	// (DefaultFallbackGasLimit when 0).
	FallbackGasLimit uint64
	Logger           *slog.Logger
	// HandOff are bridge names of chains the relayer does not serve and
	// another service carries messages to (the devnet hub's bridge, for
	// the Cosmos chains): their messages are confirmed here and then left
	// in StatusConfirmed for that service, instead of failing.
	HandOff []string
	// Now is the clock of SeenAt and UpdatedAt (time.Now when nil).
	Now func() time.Time
	// Observe, when set, is called synchronously after every state the
	// relayer persists or transaction it sends. Tests use it to stop the
	// relayer at chosen points.
	Observe func(Event)
}

// Event is a point in the relayer's work, reported to Config.Observe.
type Event struct {
	Kind      EventKind
	MessageID string
	From, To  Status      // for EventTransition
	TxHash    common.Hash // for EventIntent and EventSent
}

// EventKind names the points reported to Config.Observe.
type EventKind string

const (
	// EventScanned: a block range's messages and cursor were saved.
	EventScanned EventKind = "scanned"
	// EventTransition: a message's new state was saved.
	EventTransition EventKind = "transition"
	// EventIntent: a signed transaction was recorded, not yet sent.
	EventIntent EventKind = "intent"
	// EventSent: a recorded transaction was handed to the chain.
	EventSent EventKind = "sent"
)

// Relayer relays GMP messages between its chains.
type Relayer struct {
	cfg     Config
	log     *slog.Logger
	chains  []*chainState
	byID    map[uint64]*chainState
	byName  map[string]*chainState
	mu      sync.Mutex    // guards running and done
	running bool          // one Run at a time
	done    chan struct{} // closed when the running Run returns

	stopOnce sync.Once
	stop     chan struct{}
}

// chainState is a served chain with what a poll learned about it.
type chainState struct {
	Chain
	addr      common.Address
	signer    types.Signer
	nextNonce uint64 // smallest nonce not used by a recorded transaction
	head      *types.Header
}

// New checks the configuration and returns a relayer; Run starts it.
func New(cfg Config) (*Relayer, error) {
	if cfg.Store == nil {
		return nil, errors.New("relayer: a store is required")
	}
	if len(cfg.Chains) == 0 {
		return nil, errors.New("relayer: at least one chain is required")
	}
	if cfg.Confirmations == 0 {
		cfg.Confirmations = DefaultConfirmations
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = DefaultPollInterval
	}
	if cfg.MaxBlockRange == 0 {
		cfg.MaxBlockRange = DefaultMaxBlockRange
	}
	if cfg.ReceiptWait <= 0 {
		cfg.ReceiptWait = DefaultReceiptWait
	}
	if cfg.FallbackGasLimit == 0 {
		cfg.FallbackGasLimit = DefaultFallbackGasLimit
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	r := &Relayer{
		cfg:    cfg,
		log:    cfg.Logger,
		byID:   map[uint64]*chainState{},
		byName: map[string]*chainState{},
		stop:   make(chan struct{}),
	}
	var problems []error
	priced := 0
	for _, c := range cfg.Chains {
		switch {
		case c.ChainID == 0:
			problems = append(problems, fmt.Errorf("chain %q: chain id 0", c.BridgeName))
			continue
		case c.BridgeName == "":
			problems = append(problems, fmt.Errorf("chain %d: a bridge name is required", c.ChainID))
			continue
		case c.Client == nil || c.Key == nil:
			problems = append(problems, fmt.Errorf("chain %d: a client and a key are required", c.ChainID))
			continue
		case r.byID[c.ChainID] != nil || r.byName[strings.ToLower(c.BridgeName)] != nil:
			problems = append(problems, fmt.Errorf("chain %d (%s) is listed twice", c.ChainID, c.BridgeName))
			continue
		}
		if c.NativeUSD != nil {
			if c.NativeUSD.Sign() <= 0 {
				problems = append(problems, fmt.Errorf("chain %d: native USD price must be positive", c.ChainID))
			}
			priced++
		}
		if c.NativeDecimals == 0 {
			c.NativeDecimals = 18
		}
		cs := &chainState{
			Chain:  c,
			addr:   crypto.PubkeyToAddress(c.Key.PublicKey),
			signer: types.LatestSignerForChainID(new(big.Int).SetUint64(c.ChainID)),
		}
		r.chains = append(r.chains, cs)
		r.byID[c.ChainID] = cs
		r.byName[strings.ToLower(c.BridgeName)] = cs
	}
	if priced != 0 && priced != len(cfg.Chains) {
		problems = append(problems, errors.New("native USD prices must be set on every chain or on none"))
	}
	if err := errors.Join(problems...); err != nil {
		return nil, fmt.Errorf("relayer: %w", err)
	}
	return r, nil
}

// Run relays until ctx ends or Close is called; it returns nil then. A
// failed poll is logged and retried on the next one.
func (r *Relayer) Run(ctx context.Context) error {
	r.mu.Lock()
	if r.running {
		r.mu.Unlock()
		return errors.New("relayer: already running")
	}
	select {
	case <-r.stop:
		r.mu.Unlock()
		return nil
	default:
	}
	r.running, r.done = true, make(chan struct{})
	done := r.done
	r.mu.Unlock()
	defer func() {
		r.mu.Lock()
		r.running = false
		r.mu.Unlock()
		close(done)
	}()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		select {
		case <-r.stop:
			cancel()
		case <-ctx.Done():
		}
	}()
	r.log.Info("relayer started", "chains", len(r.chains), "confirmations", r.cfg.Confirmations)
	ticker := time.NewTicker(r.cfg.PollInterval)
	defer ticker.Stop()
	for {
		if err := r.poll(ctx); err != nil && ctx.Err() == nil {
			r.log.Warn("relayer poll failed", "err", err)
		}
		select {
		case <-ctx.Done():
			r.log.Info("relayer stopped")
			return nil
		case <-ticker.C:
		}
	}
}

// Close stops Run and waits for it to return. It is safe to call more
// than once, and without Run.
func (r *Relayer) Close() error {
	r.stopOnce.Do(func() { close(r.stop) })
	r.mu.Lock()
	done := r.done
	r.mu.Unlock()
	if done != nil {
		<-done
	}
	return nil
}

// poll runs one round: scan every chain for new calls and gas payments,
// then advance every open message as far as it goes.
func (r *Relayer) poll(ctx context.Context) error {
	var errs []error
	for _, c := range r.chains {
		head, err := c.Client.HeaderByNumber(ctx, nil)
		if err != nil {
			c.head = nil
			errs = append(errs, fmt.Errorf("chain %d head: %w", c.ChainID, err))
			continue
		}
		c.head = head
		if err := r.scan(ctx, c); err != nil {
			errs = append(errs, fmt.Errorf("chain %d scan: %w", c.ChainID, err))
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	msgs, err := r.cfg.Store.OpenRelayerMessages(ctx)
	if err != nil {
		return errors.Join(append(errs, err)...)
	}
	r.syncNonces(msgs)
	for _, m := range orderForWork(msgs) {
		if err := r.advance(ctx, m); err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			errs = append(errs, fmt.Errorf("message %s: %w", m.ID, err))
		}
	}
	return errors.Join(errs...)
}

// syncNonces keeps every chain's next nonce above the recorded pending
// transactions, so that a recorded but unsent transaction keeps its nonce.
func (r *Relayer) syncNonces(msgs []*Message) {
	for _, m := range msgs {
		if p := m.Pending; p != nil {
			if c := r.byID[p.ChainID]; c != nil && p.Nonce+1 > c.nextNonce {
				c.nextNonce = p.Nonce + 1
			}
		}
	}
}

// orderForWork puts messages with a pending transaction first, by chain
// and nonce, so that recorded transactions are resolved (and resent) in
// nonce order before new ones are signed.
func orderForWork(msgs []*Message) []*Message {
	out := make([]*Message, 0, len(msgs))
	var rest []*Message
	for _, m := range msgs {
		if m.Pending != nil {
			out = append(out, m)
		} else {
			rest = append(rest, m)
		}
	}
	for i := 1; i < len(out); i++ { // insertion sort: few pending at a time
		for j := i; j > 0 && pendingLess(out[j], out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return append(out, rest...)
}

func pendingLess(a, b *Message) bool {
	if a.Pending.ChainID != b.Pending.ChainID {
		return a.Pending.ChainID < b.Pending.ChainID
	}
	return a.Pending.Nonce < b.Pending.Nonce
}

// observe reports an event to the configured observer.
func (r *Relayer) observe(e Event) {
	if r.cfg.Observe != nil {
		r.cfg.Observe(e)
	}
}

// handedOff reports whether another service carries messages to the
// destination chain name.
func (r *Relayer) handedOff(name string) bool {
	for _, h := range r.cfg.HandOff {
		if strings.EqualFold(h, name) {
			return true
		}
	}
	return false
}

// destination returns the served chain with the bridge name.
func (r *Relayer) destination(name string) *chainState {
	return r.byName[strings.ToLower(name)]
}
