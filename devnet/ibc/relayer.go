// Package ibc is the devnet's IBC relayer: it opens the ICS-20 channels
// between the hub and each destination chain (07-tendermint clients,
// connection and channel handshakes) and relays packets with real
// light-client updates and proofs (MsgUpdateClient, MsgRecvPacket,
// MsgAcknowledgement, MsgTimeout). It signs with its own key on each chain
// and keeps its cursors and in-flight work in a journal file, so that it
// resumes after a restart or kill -9 and delivers each packet once.
package ibc

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
)

// Chain is a chain the relayer connects.
type Chain struct {
	Spec   cosmos.Spec
	RPCURL string
}

// ChainsOf returns the network's chains for Config.Chains.
func ChainsOf(n *cosmos.Network) []Chain {
	var out []Chain
	for _, c := range n.Chains() {
		out = append(out, Chain{Spec: c.Spec, RPCURL: c.RPCURL})
	}
	return out
}

// Config configures a Relayer.
type Config struct {
	// Chains must include the hub; the relayer opens a path from the hub
	// to every other chain, in the order of cosmos.Specs.
	Chains []Chain
	// StatePath is the journal file (e.g. <devnet dir>/cosmos/ibc-relayer.json).
	StatePath string
	// Interval is the pause between relay rounds (default 300 ms).
	Interval time.Duration
	// Logf receives what the relayer does (default: nothing).
	Logf func(format string, args ...any) `json:"-"`
}

// Relayer relays between the hub and the other chains.
type Relayer struct {
	cfg       Config
	endpoints map[string]*endpoint
	hub       *endpoint
	dests     []*endpoint
	journal   *journal

	mu     sync.Mutex
	paths  []Path
	paused atomic.Bool
	cancel context.CancelFunc
	done   chan struct{}
	// rounds counts finished relay rounds, for WaitIdle.
	rounds atomic.Int64
}

// NewRelayer returns a relayer; Start opens the paths and starts relaying.
func NewRelayer(cfg Config) (*Relayer, error) {
	if cfg.StatePath == "" {
		return nil, errors.New("ibc relayer: no state path")
	}
	if cfg.Interval <= 0 {
		cfg.Interval = 300 * time.Millisecond
	}
	if cfg.Logf == nil {
		cfg.Logf = func(string, ...any) {}
	}
	j, err := openJournal(cfg.StatePath)
	if err != nil {
		return nil, err
	}
	r := &Relayer{cfg: cfg, endpoints: map[string]*endpoint{}, journal: j}
	for _, c := range cfg.Chains {
		e, err := newEndpoint(c.Spec, c.RPCURL)
		if err != nil {
			return nil, err
		}
		r.endpoints[c.Spec.ID] = e
	}
	r.hub = r.endpoints[cosmos.HubChainID]
	if r.hub == nil {
		return nil, fmt.Errorf("ibc relayer: the hub %s is not among the chains", cosmos.HubChainID)
	}
	for _, s := range cosmos.Specs {
		if e := r.endpoints[s.ID]; e != nil && e != r.hub {
			r.dests = append(r.dests, e)
		}
	}
	return r, nil
}

// Start finishes any transaction a previous run left in flight, opens the
// paths (or finds them open), and relays in the background until Close.
func (r *Relayer) Start(ctx context.Context) error {
	if err := r.recoverInflight(ctx); err != nil {
		return err
	}
	var paths []Path
	for _, d := range r.dests {
		p, err := r.openPath(ctx, r.hub, d)
		if err != nil {
			return fmt.Errorf("open the path %s ↔ %s: %w", r.hub.spec.ID, d.spec.ID, err)
		}
		r.cfg.Logf("ibc: path %s %s ↔ %s %s open", p.A, p.ChannelA, p.B, p.ChannelB)
		paths = append(paths, p)
	}
	r.mu.Lock()
	r.paths = paths
	loopCtx, cancel := context.WithCancel(context.Background())
	r.cancel = cancel
	r.done = make(chan struct{})
	r.mu.Unlock()
	go r.loop(loopCtx)
	return nil
}

// Paths returns the open paths.
func (r *Relayer) Paths() []Path {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Path(nil), r.paths...)
}

// Pause stops relaying packets (the chains keep running), e.g. to hold a
// transfer in flight or let it time out.
func (r *Relayer) Pause() { r.paused.Store(true) }

// Resume relays again after Pause.
func (r *Relayer) Resume() { r.paused.Store(false) }

// Paused says whether the relayer is paused.
func (r *Relayer) Paused() bool { return r.paused.Load() }

// Close stops relaying and waits for the current round to end.
func (r *Relayer) Close() error {
	r.mu.Lock()
	cancel, done := r.cancel, r.done
	r.cancel = nil
	r.mu.Unlock()
	if cancel != nil {
		cancel()
		<-done
	}
	return nil
}

func (r *Relayer) loop(ctx context.Context) {
	defer close(r.done)
	for {
		if !r.paused.Load() {
			if err := r.round(ctx); err != nil && ctx.Err() == nil {
				r.cfg.Logf("ibc: %v", err)
			}
			r.rounds.Add(1)
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(r.cfg.Interval):
		}
	}
}

// recoverInflight settles the transactions a previous run signed but did
// not see in a block: found, or resent (the same bytes, so at most one of
// them lands) and waited for. What did not land is redone from the chains'
// state by the steps that need it.
func (r *Relayer) recoverInflight(ctx context.Context) error {
	for _, tx := range r.journal.snapshot().Inflight {
		e := r.endpoints[tx.Chain]
		if e != nil {
			if found, err := e.client.FindTx(ctx, tx.Hash); err == nil && found == nil {
				_ = e.client.Broadcast(ctx, tx.Raw)
				wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
				_, _ = e.client.WaitTx(wctx, tx.Hash)
				cancel()
			}
			r.cfg.Logf("ibc: settled %s (%s on %s) left in flight", tx.Hash, tx.What, tx.Chain)
		}
		if err := r.journal.end(tx.Hash); err != nil {
			return err
		}
	}
	return nil
}
