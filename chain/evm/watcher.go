// Package evm owns the service's access to EVM chains: one JSON-RPC client
// per chain and the one new-heads fan-out that everything watching chains
// (the liquidity reader, the status tracker, push delivery) subscribes to,
// so that each chain's head is followed once per process.
//
// A chain's heads come from an eth_subscribe("newHeads") subscription where
// the client supports notifications (in-process and WebSocket clients), and
// from polling the latest header otherwise (HTTP endpoints). Subscribers get
// the latest head of each chain without ever slowing the watcher down: a
// slow subscriber loses intermediate heads of a chain, never the latest, and
// reads the blocks in between itself when it needs them.
package evm

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"math/big"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/prometheus/client_golang/prometheus"
)

// Head is a chain's new head block.
type Head struct {
	ChainID string // the catalog's chain id (decimal)
	Number  uint64
	Hash    common.Hash
	Time    uint64 // the block's timestamp, Unix seconds
}

// HeadReader is what the watcher needs of an endpoint to follow its heads;
// *ethclient.Client satisfies it. An endpoint that also has
// SubscribeNewHead (as *ethclient.Client) is followed by subscription when
// its connection supports notifications.
type HeadReader interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// ChainConfig is one chain to watch.
type ChainConfig struct {
	// ID is the catalog's chain id (decimal), the key of Head, Client and
	// Head lookups.
	ID string
	// Client is the chain's JSON-RPC client, shared with everything that
	// reads the chain (Watcher.Client); its owner closes it.
	Client *ethclient.Client
	// Heads, when set, is followed instead of Client: for endpoints that
	// are not an ethclient (tests). Client may then be nil.
	Heads HeadReader
	// URL is the endpoint Client was dialed at, if any: kept out of logs
	// (RedactURL), since providers put keys in it.
	URL string
}

// Config configures a Watcher.
type Config struct {
	Chains []ChainConfig
	// PollInterval is how often a chain without subscriptions is asked for
	// its latest header (DefaultPollInterval when 0).
	PollInterval time.Duration
	// Timeout bounds one header request or subscription attempt
	// (DefaultTimeout when 0), so that an endpoint that stops answering is
	// retried instead of stalling its chain.
	Timeout time.Duration
	Logger  *slog.Logger
}

// Defaults.
const (
	DefaultPollInterval = 250 * time.Millisecond
	DefaultTimeout      = 10 * time.Second
	// Reconnection backoff after a failed request or a dropped
	// subscription: doubles from minBackoff up to maxBackoff, and starts
	// over after a success.
	minBackoff = 100 * time.Millisecond
	maxBackoff = 5 * time.Second
)

// Watcher follows the heads of every configured chain and fans them out to
// its subscriptions. It is a prometheus.Collector of the
// switchyard_chain_head{chain} gauge (the latest head seen per chain), for
// the wiring to register.
type Watcher struct {
	chains  []ChainConfig
	byID    map[string]*ChainConfig
	poll    time.Duration
	timeout time.Duration
	log     *slog.Logger
	gauge   *prometheus.GaugeVec

	mu      sync.Mutex // guards latest, subs, running
	latest  map[string]Head
	subs    map[*Subscription]struct{}
	running bool
}

// New checks the configuration, reporting every problem at once. Nothing
// is requested before Run.
func New(cfg Config) (*Watcher, error) {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	var problems []string
	if cfg.PollInterval < 0 {
		problems = append(problems, fmt.Sprintf("poll interval %s must not be negative", cfg.PollInterval))
	}
	if cfg.PollInterval == 0 {
		cfg.PollInterval = DefaultPollInterval
	}
	if cfg.Timeout < 0 {
		problems = append(problems, fmt.Sprintf("timeout %s must not be negative", cfg.Timeout))
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = DefaultTimeout
	}
	w := &Watcher{chains: slices.Clone(cfg.Chains), byID: map[string]*ChainConfig{}, poll: cfg.PollInterval,
		timeout: cfg.Timeout, log: cfg.Logger, latest: map[string]Head{}, subs: map[*Subscription]struct{}{}}
	for i := range w.chains {
		c := &w.chains[i]
		switch {
		case c.ID == "":
			problems = append(problems, fmt.Sprintf("chains[%d]: the id is empty", i))
			continue
		case w.byID[c.ID] != nil:
			problems = append(problems, fmt.Sprintf("chain %s: listed twice", c.ID))
			continue
		case c.Heads == nil && c.Client == nil:
			problems = append(problems, fmt.Sprintf("chain %s: no client", c.ID))
		}
		if c.Heads == nil && c.Client != nil {
			c.Heads = c.Client
		}
		w.byID[c.ID] = c
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("chain watcher: invalid configuration:\n  %s", strings.Join(problems, "\n  "))
	}
	w.gauge = prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "switchyard_chain_head",
		Help: "Number of the latest head block seen, per chain."}, []string{"chain"})
	return w, nil
}

var _ prometheus.Collector = (*Watcher)(nil)

// Describe describes switchyard_chain_head.
func (w *Watcher) Describe(ch chan<- *prometheus.Desc) { w.gauge.Describe(ch) }

// Collect collects switchyard_chain_head.
func (w *Watcher) Collect(ch chan<- prometheus.Metric) { w.gauge.Collect(ch) }

// Run follows every chain until ctx ends, then returns nil; it is owned by
// the process's wiring. Endpoint failures are logged and retried with
// backoff, never returned. Run may be called once.
func (w *Watcher) Run(ctx context.Context) error {
	w.mu.Lock()
	if w.running {
		w.mu.Unlock()
		return errors.New("chain watcher: Run called twice")
	}
	w.running = true
	w.mu.Unlock()
	var wg sync.WaitGroup
	for i := range w.chains {
		f := &follower{w: w, chain: &w.chains[i], log: w.log.With(slog.String("chain", w.chains[i].ID))}
		wg.Go(func() { f.run(ctx) })
	}
	wg.Wait()
	<-ctx.Done() // without chains too: Run's owner waits for the same thing either way
	return nil
}

// Client is the chain's JSON-RPC client.
func (w *Watcher) Client(chainID string) (*ethclient.Client, bool) {
	c, ok := w.byID[chainID]
	if !ok || c.Client == nil {
		return nil, false
	}
	return c.Client, true
}

// Head is the latest head seen of the chain; false before the first.
func (w *Watcher) Head(chainID string) (Head, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	h, ok := w.latest[chainID]
	return h, ok
}

// ChainIDs are the watched chains, in configuration order.
func (w *Watcher) ChainIDs() []string {
	ids := make([]string, len(w.chains))
	for i, c := range w.chains {
		ids[i] = c.ID
	}
	return ids
}

// Subscribe returns a subscription to every chain's heads, safe before or
// after Run. It starts with the latest head of each chain seen so far, so
// a late subscriber needs no separate lookup.
func (w *Watcher) Subscribe() *Subscription {
	s := newSubscription(w)
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, id := range slices.Sorted(maps.Keys(w.latest)) {
		s.offer(w.latest[id])
	}
	w.subs[s] = struct{}{}
	return s
}

// unsubscribe forgets s.
func (w *Watcher) unsubscribe(s *Subscription) {
	w.mu.Lock()
	defer w.mu.Unlock()
	delete(w.subs, s)
}

// deliver records h as its chain's latest head and offers it to every
// subscription, when it is newer than the head already seen: a higher
// block, or another block at the same height (a reorganization). A lower
// one (an endpoint behind a load balancer lagging) is ignored. Offering
// never blocks, so neither does deliver.
func (w *Watcher) deliver(h Head) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	if last, ok := w.latest[h.ChainID]; ok && (h.Number < last.Number || h == last) {
		return false
	}
	w.latest[h.ChainID] = h
	w.gauge.WithLabelValues(h.ChainID).Set(float64(h.Number)) // first: whoever gets the head sees the gauge at it
	for s := range w.subs {
		s.offer(h)
	}
	return true
}
