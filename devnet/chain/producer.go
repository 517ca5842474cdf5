package chain

import (
	"context"
	"errors"
	"time"

	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/txpool"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/eth/catalyst"
	"github.com/ethereum/go-ethereum/event"
	"github.com/holiman/uint256"
)

// maxBurst bounds the blocks sealed back to back for one wake-up, when the
// pool holds more than a block takes.
const maxBurst = 64

// errStopped reports a commit asked of a chain that is shutting down.
var errStopped = errors.New("devnet chain is stopped")

// producer is the only goroutine that seals blocks (the simulated beacon is
// not safe for concurrent sealing). It seals when transactions the miner
// would include arrive, on the interval when one is set, and on request.
type producer struct {
	backend  *eth.Ethereum
	beacon   *catalyst.SimulatedBeacon
	fees     *fees
	interval time.Duration

	kick     chan struct{} // capacity 1: "look at the pool"
	requests chan chan *types.Header
	quit     chan struct{}
	done     chan struct{}
}

func newProducer(backend *eth.Ethereum, beacon *catalyst.SimulatedBeacon, f *fees, interval time.Duration) *producer {
	return &producer{
		backend:  backend,
		beacon:   beacon,
		fees:     f,
		interval: interval,
		kick:     make(chan struct{}, 1),
		requests: make(chan chan *types.Header),
		quit:     make(chan struct{}),
		done:     make(chan struct{}),
	}
}

func (p *producer) start() {
	forwarded := make(chan struct{})
	// Subscribe before start returns: a transaction sent right after Start
	// must wake the producer, not slip in before the subscription exists.
	events := make(chan core.NewTxsEvent, 16)
	sub := p.backend.TxPool().SubscribeTransactions(events, true)
	go p.forwardTxEvents(sub, events, forwarded)
	go p.run(forwarded)
	p.wake() // anything that reached the pool before the subscription
}

// stop ends both goroutines and waits for them.
func (p *producer) stop() {
	close(p.quit)
	<-p.done
}

// wake asks the producer to look at the pool, without waiting.
func (p *producer) wake() {
	select {
	case p.kick <- struct{}{}:
	default:
	}
}

// forwardTxEvents turns the pool's new-transaction events into wake-ups.
// It never blocks on the producer: the pool sends its events from the
// goroutine that sealing waits on (TxPool.Sync), so a blocked receiver
// would deadlock the chain.
func (p *producer) forwardTxEvents(sub event.Subscription, events <-chan core.NewTxsEvent, done chan<- struct{}) {
	defer close(done)
	defer sub.Unsubscribe()
	for {
		select {
		case <-p.quit:
			return
		case <-sub.Err():
			return
		case <-events:
			p.wake()
		}
	}
}

func (p *producer) run(forwarder <-chan struct{}) {
	defer close(p.done)
	defer func() { <-forwarder }()
	var tick <-chan time.Time
	if p.interval > 0 {
		t := time.NewTicker(p.interval)
		defer t.Stop()
		tick = t.C
	}
	for {
		select {
		case <-p.quit:
			return
		case <-p.kick:
			p.sealReady()
		case <-tick:
			p.beacon.Commit()
			p.sealReady()
		case reply := <-p.requests:
			p.beacon.Commit()
			reply <- p.backend.BlockChain().CurrentHeader()
		}
	}
}

// sealReady seals blocks while the pool holds transactions the miner would
// include. It stops when a block includes nothing, so an under-priced
// transaction during a gas spike waits without spinning.
func (p *producer) sealReady() {
	for range maxBurst {
		if !p.ready() {
			return
		}
		p.beacon.Commit()
		if p.backend.BlockChain().CurrentBlock().TxHash == types.EmptyTxsHash {
			return // nothing was included: do not spin
		}
	}
}

// ready reports whether the next block would include a transaction.
func (p *producer) ready() bool {
	if err := p.backend.TxPool().Sync(); err != nil {
		return false
	}
	tip, _ := uint256.FromBig(p.fees.minTip())
	base, _ := uint256.FromBig(p.fees.nextBaseFee())
	pending, _ := p.backend.TxPool().Pending(txpool.PendingFilter{MinTip: tip, BaseFee: base})
	return len(pending) > 0
}

// commit seals a block now and returns its header.
func (p *producer) commit(ctx context.Context) (*types.Header, error) {
	reply := make(chan *types.Header, 1)
	select {
	case p.requests <- reply:
	case <-p.quit:
		return nil, errStopped
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	select {
	case h := <-reply:
		return h, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
