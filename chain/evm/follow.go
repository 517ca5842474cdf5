package evm

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
)

// headSubscriber is the optional interface of a HeadReader that can push
// new heads (*ethclient.Client can, when its connection supports
// notifications).
type headSubscriber interface {
	SubscribeNewHead(ctx context.Context, ch chan<- *types.Header) (ethereum.Subscription, error)
}

// follower follows one chain's heads for Run.
type follower struct {
	w       *Watcher
	chain   *ChainConfig
	log     *slog.Logger
	backoff time.Duration
	failing bool // the last attempt failed (logged once per outage)
}

// run subscribes while the endpoint supports it, else polls, until ctx
// ends. After every (re)subscription the latest header is read once, so
// heads made while no subscription was active are not missed.
func (f *follower) run(ctx context.Context) {
	sub, ok := f.chain.Heads.(headSubscriber)
	for ctx.Err() == nil {
		if !ok {
			f.poll(ctx)
			return
		}
		err := f.subscribe(ctx, sub)
		if errors.Is(err, rpc.ErrNotificationsUnsupported) {
			f.log.Debug("no head subscriptions on this endpoint: polling", slog.Duration("interval", f.w.poll))
			ok = false
			continue
		}
		if ctx.Err() != nil {
			return
		}
		f.failed(err)
		f.sleep(ctx)
	}
}

// subscribe follows one subscription until it fails or ctx ends.
func (f *follower) subscribe(ctx context.Context, s headSubscriber) error {
	ch := make(chan *types.Header, 16)
	subCtx, cancel := context.WithTimeout(ctx, f.w.timeout)
	sub, err := s.SubscribeNewHead(subCtx, ch)
	cancel()
	if err != nil {
		return err
	}
	defer sub.Unsubscribe()
	if err := f.latest(ctx); err != nil {
		return err
	}
	f.recovered()
	for {
		select {
		case <-ctx.Done():
			return nil
		case err := <-sub.Err():
			if err == nil { // unsubscribed: only ever by us
				return errors.New("head subscription ended")
			}
			return err
		case h := <-ch:
			f.take(h)
		}
	}
}

// poll reads the latest header every PollInterval until ctx ends; a
// failure is retried after the backoff instead.
func (f *follower) poll(ctx context.Context) {
	for {
		if err := f.latest(ctx); err != nil {
			if ctx.Err() != nil {
				return
			}
			f.failed(err)
			f.sleep(ctx)
			continue
		}
		f.recovered()
		select {
		case <-ctx.Done():
			return
		case <-time.After(f.w.poll):
		}
	}
}

// latest reads and delivers the chain's latest header.
func (f *follower) latest(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, f.w.timeout)
	defer cancel()
	h, err := f.chain.Heads.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	f.take(h)
	return nil
}

// take delivers a header; a jump of more than one block is logged (the
// subscribers read the blocks in between themselves).
func (f *follower) take(h *types.Header) {
	if h == nil || h.Number == nil || !h.Number.IsUint64() {
		return
	}
	head := Head{ChainID: f.chain.ID, Number: h.Number.Uint64(), Hash: h.Hash(), Time: h.Time}
	last, seen := f.w.Head(f.chain.ID)
	if f.w.deliver(head) && seen && head.Number > last.Number+1 {
		f.log.Debug("chain moved by more than one block", slog.Uint64("from", last.Number), slog.Uint64("to", head.Number))
	}
}

// failed logs the first failure of an outage and grows the backoff.
func (f *follower) failed(err error) {
	msg := scrub(err.Error(), f.chain.URL)
	if !f.failing {
		f.failing = true
		f.log.Warn("following chain heads failed; retrying with backoff", slog.String("error", msg))
	} else {
		f.log.Debug("following chain heads failed again", slog.String("error", msg))
	}
	f.backoff = min(max(2*f.backoff, minBackoff), maxBackoff)
}

// recovered ends an outage.
func (f *follower) recovered() {
	if f.failing {
		f.failing = false
		f.log.Info("following chain heads works again")
	}
	f.backoff = 0
}

// sleep waits the backoff or until ctx ends.
func (f *follower) sleep(ctx context.Context) {
	t := time.NewTimer(f.backoff)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}
