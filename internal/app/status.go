package app

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/chain/evm"
	"github.com/switchyard-dev/switchyard/explorer"
	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/liquidity"
	"github.com/switchyard-dev/switchyard/push"
	"github.com/switchyard-dev/switchyard/status"
	"github.com/switchyard-dev/switchyard/store"
)

// statusChains gives the tracker each chain's client from the head
// watcher and, from the liquidity book, its route contracts.
type statusChains struct {
	heads *evm.Watcher
	book  *liquidity.Book
}

func (c statusChains) Reader(chainID string) (status.EVMReader, bool) {
	cl, ok := c.heads.Client(chainID)
	if !ok {
		return nil, false
	}
	return cl, true
}

func (c statusChains) Contracts(chainID string) (status.Contracts, bool) {
	snap := c.book.Snapshot()
	if snap == nil {
		return status.Contracts{}, false
	}
	ch, ok := snap.Chain(chainID)
	if !ok {
		return status.Contracts{}, false
	}
	k := ch.Contracts
	return status.Contracts{Router: k.Router, Multicall: k.Multicall, Gateway: k.Gateway, GasService: k.GasService, Settlement: k.Settlement}, true
}

// statusSettings wire the tracker.
type statusSettings struct {
	// cosmos reads the Cosmos chains (nil: none).
	cosmos status.CosmosReader
	// explorerAPI is the bridge explorer's API base URL ("" follows GMP
	// routes on the chains alone); explorerPages its pages' base URL.
	explorerAPI, explorerPages string
	// devnetPages: transaction links go to the devnet explorer's block
	// explorer pages instead of the catalog's public explorers.
	devnetPages bool
	// shared coordinates replicas sharing the store (nil: none); owner
	// names this process's leases; pollQuotes looks for other replicas'
	// quotes' transactions; onTakeover counts takeovers.
	shared     status.Shared
	owner      string
	pollQuotes bool
	onTakeover func(int)
	// bitcoin finds the solver's payments of orders paid on Bitcoin, and
	// bitcoinPages is where their transactions are shown (the devnet's
	// Esplora API); both unset without the devnet's Bitcoin chain.
	bitcoin      status.BitcoinPayments
	bitcoinPages string

	// bitcoinDeposits reads BTC → EVM deposits (nil without the chain).
	bitcoinDeposits status.BitcoinDeposits
}

// statusRun is the running tracker.
type statusRun struct {
	tracker *status.Tracker
	stop    func()
}

// startStatus resumes the tracked transactions of the store and runs the
// tracker, refreshed by the chains' new heads, until Close.
//
// Every change carries the webhook deliveries push decides for it, which
// the store writes with the change; once stored it is recorded as a
// measured duration (once terminal) and wakes the webhook deliverer.
func startStatus(ctx context.Context, s statusSettings, cat *catalog.Catalog, db store.Store, rt *routes, integrators *integrator.Service,
	wake func(), logger *slog.Logger) (*statusRun, error) {
	var bridge status.Bridge
	if s.explorerAPI != "" {
		c, err := explorer.New(explorer.Config{APIURL: s.explorerAPI})
		if err != nil {
			return nil, err
		}
		bridge = c
	}
	pages := strings.TrimRight(s.explorerPages, "/")
	env := status.Env{
		ChainData: chainData(cat),
		TxURL: func(chainID, hash string) string {
			if chainID == status.BitcoinChainID && s.bitcoinPages != "" {
				return strings.TrimRight(s.bitcoinPages, "/") + "/tx/" + hash
			}
			if s.devnetPages && pages != "" {
				return pages + "/tx/" + chainID + "/" + hash
			}
			if u := cat.ExplorerURL(chainID); u != "" {
				return strings.TrimRight(u, "/") + "/tx/" + hash
			}
			return ""
		},
		BridgeURL: func(hash string) string {
			if pages == "" {
				return ""
			}
			return pages + "/gmp/" + hash
		},
	}
	tr := status.New(status.Config{Quotes: db, Store: db, Chains: statusChains{heads: rt.heads, book: rt.book}, Bridge: bridge, Env: env, Bitcoin: s.bitcoin, Cosmos: s.cosmos, BitcoinDeposits: s.bitcoinDeposits,
		Logger: logger.With(slog.String("component", "status")), OnChange: afterChange(recordDurations(rt.durations, logger), wake), IntegratorName: integratorName(integrators),
		Shared: s.shared, Owner: s.owner, PollQuotes: s.pollQuotes, OnTakeover: s.onTakeover, Notifier: push.NewNotifier(db)})
	if err := tr.Resume(ctx); err != nil {
		return nil, fmt.Errorf("status: resume tracked transactions: %w", err)
	}
	runCtx, cancel := context.WithCancel(context.Background())
	sub := rt.heads.Subscribe()
	done := make(chan struct{}, 2)
	go func() {
		defer func() { done <- struct{}{} }()
		tr.Run(runCtx)
	}()
	go func() {
		defer func() { done <- struct{}{} }()
		for {
			select {
			case <-runCtx.Done():
				return
			case h := <-sub.C():
				tr.Notify(h.ChainID)
			}
		}
	}()
	return &statusRun{tracker: tr, stop: func() { cancel(); sub.Close(); <-done; <-done }}, nil
}

// chainData serves each chain's object once encoded: every record of a
// chain shares the same bytes.
func chainData(cat *catalog.Catalog) func(string) json.RawMessage {
	var cache sync.Map
	return func(id string) json.RawMessage {
		if d, ok := cache.Load(id); ok {
			return d.(json.RawMessage)
		}
		d, _ := cat.ChainData(id)
		cache.Store(id, d)
		return d
	}
}

// afterChange runs the durations recorder, then wakes the deliverer.
func afterChange(record func(*status.Tracked, *status.Record), wake func()) func(*status.Tracked, *status.Record) {
	return func(t *status.Tracked, rec *status.Record) {
		if record != nil {
			record(t, rec)
		}
		wake()
	}
}

// quoteWatch hands the route service's full quotes to the tracker once it
// runs (the route service starts first).
type quoteWatch struct {
	t atomic.Pointer[status.Tracker]
}

func (w *quoteWatch) Expect(quoteID, fromChain string, until time.Time) {
	if t := w.t.Load(); t != nil {
		t.Expect(quoteID, fromChain, until)
	}
}

// integratorName names an integrator by its id hash.
func integratorName(svc *integrator.Service) func(ctx context.Context, hash string) string {
	return func(ctx context.Context, hash string) string {
		list, err := svc.List(ctx)
		if err != nil {
			return ""
		}
		for _, in := range list {
			if in.IDHash == hash {
				return in.Name
			}
		}
		return ""
	}
}

// Close stops the tracker.
func (r *statusRun) Close() { r.stop() }
