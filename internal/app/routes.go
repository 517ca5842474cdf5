package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/chain/evm"
	"github.com/switchyard-dev/switchyard/chainaddr"
	"github.com/switchyard-dev/switchyard/liquidity"
	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/store"
)

// RouteSettings are serve's route flags.
type RouteSettings struct {
	Liquidity      string        // live mode: the liquidity file
	WalletWindow   time.Duration // wallet quote window
	QuoteTTL       time.Duration
	MaxPriceImpact float64
	// DurationSamples is how many measured routes of a kind and chain
	// pair it takes before their median is quoted.
	DurationSamples int

	// fees gives integrators' fees (the integrator service).
	fees route.FeeSource
	// addresses are the deployment's address rules, set by Main from the
	// mode (regtest Bitcoin addresses in devnet mode).
	addresses chainaddr.Options
	bitcoin   route.BitcoinNetwork // the devnet's Bitcoin chain, when it runs
	// cosmos is the Cosmos chains routes reach (nil: none).
	cosmos route.CosmosNetwork

	// bitcoinDeposits takes BTC → EVM deposits (the devnet's solver).
	bitcoinDeposits route.BitcoinDeposits
}

func (s *RouteSettings) validate(mode string, ownChains bool) []string {
	var problems []string
	if s.WalletWindow < 0 || s.WalletWindow > time.Hour {
		problems = append(problems, fmt.Sprintf("--wallet-quote-window %s must be between 0 and 1h", s.WalletWindow))
	}
	if s.QuoteTTL < 10*time.Second || s.QuoteTTL > time.Hour {
		problems = append(problems, fmt.Sprintf("--quote-ttl %s must be between 10s and 1h", s.QuoteTTL))
	}
	if s.MaxPriceImpact <= 0 || s.MaxPriceImpact > 100 {
		problems = append(problems, fmt.Sprintf("--max-price-impact %v must be a percentage above 0 and at most 100", s.MaxPriceImpact))
	}
	if s.DurationSamples < 1 || s.DurationSamples > 1000 {
		problems = append(problems, fmt.Sprintf("--duration-samples %d must be between 1 and 1000", s.DurationSamples))
	}
	if mode == "live" && s.Liquidity == "" && !ownChains {
		problems = append(problems, "--mode live needs --liquidity FILE: the RPC endpoints, pools and route contracts to quote on (see README, Live mode)")
	}
	return problems
}

// routes is the running route service: the liquidity book fed by its
// sources, the engine and the service, and the quote pruner; and the
// process's head watcher, which the sources follow and other background
// work (the status tracker) subscribes to.
type routes struct {
	service *route.Service
	// durations are the measured route durations the service quotes and
	// the status tracker records.
	durations *route.DurationBook
	book      *liquidity.Book
	// heads is the one new-heads fan-out of the process's chains (without
	// chains, one that never delivers); it runs until Close.
	heads *evm.Watcher
	stop  func()
}

// startRoutes runs the head watcher, loads every liquidity source, then
// keeps them watching until Close. Without sources the book is empty and
// every route answers "No route found" saying no source serves the chain.
func startRoutes(ctx context.Context, s *RouteSettings, cat *catalog.Catalog, db store.Store, cs *Chains, signer route.Signer,
	window route.WalletWindow, watcher route.QuoteWatcher, reg prometheus.Registerer, logger *slog.Logger) (*routes, error) {
	// Measured durations load first: nothing runs yet to stop if they fail.
	durs, err := route.NewDurationBook(ctx, route.DurationBookConfig{Store: db, MinSamples: s.DurationSamples, Logger: logger})
	if err != nil {
		return nil, err
	}
	heads := cs.Heads
	if heads == nil { // no chains: an empty watcher, so that subscribers need no special case
		var err error
		if heads, err = evm.New(evm.Config{Logger: logger}); err != nil {
			return nil, err
		}
	}
	reg.MustRegister(heads)
	headsCtx, cancelHeads := context.WithCancel(context.Background())
	headsDone := make(chan struct{})
	go func() {
		defer close(headsDone)
		if err := heads.Run(headsCtx); err != nil {
			logger.Error("chain head watcher stopped", slog.String("error", err.Error()))
		}
	}()
	stopHeads := func() { cancelHeads(); <-headsDone }
	book := liquidity.NewBook()
	// Freshness of the liquidity each chain is priced on: the block of its
	// last published state and when it was published.
	block := prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "switchyard_liquidity_block",
		Help: "Block number of the pool state routes are priced on, per chain."}, []string{"chain", "source"})
	updated := prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "switchyard_liquidity_updated_timestamp_seconds",
		Help: "When the chain's pool state was last published (Unix seconds)."}, []string{"chain", "source"})
	reg.MustRegister(block, updated)
	book.OnPublish(func(source string, c *liquidity.Chain) {
		block.WithLabelValues(c.ID, source).Set(float64(c.Block))
		updated.WithLabelValues(c.ID, source).SetToCurrentTime()
	})
	stopWatch, err := book.Run(ctx, cs.Sources, func(src liquidity.Source, err error) {
		logger.Error("liquidity source stopped", slog.String("source", src.Name()), slog.String("error", err.Error()))
	})
	if err != nil {
		stopHeads()
		return nil, fmt.Errorf("liquidity: %w", err)
	}
	engine := route.NewEngine(route.EngineConfig{Book: book, MaxPriceImpact: s.MaxPriceImpact})
	svc := route.NewService(route.ServiceConfig{Catalog: cat, Engine: engine, Store: db, Watcher: watcher,
		Window: window, WalletWindowLength: s.WalletWindow,
		Signer: signer, QuoteTTL: s.QuoteTTL, Durations: durs, Fees: s.fees, Addresses: s.addresses, Bitcoin: s.bitcoin, Cosmos: s.cosmos, BitcoinDeposits: s.bitcoinDeposits})
	pruneCtx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		prune(pruneCtx, db, logger)
	}()
	// Samples other replicas measured join the estimates.
	durDone := make(chan struct{})
	go func() {
		defer close(durDone)
		durs.Run(pruneCtx)
	}()
	return &routes{service: svc, durations: durs, book: book, heads: heads, stop: func() { cancel(); <-done; <-durDone; stopWatch(); stopHeads() }}, nil
}

// Close stops the pruner, the sources and the head watcher.
func (r *routes) Close() { r.stop() }

// prune deletes quotes past their retention every ten minutes.
func prune(ctx context.Context, db store.Store, logger *slog.Logger) {
	t := time.NewTicker(10 * time.Minute)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		n, err := db.PruneQuotes(ctx, time.Now().Add(-route.QuoteRetention))
		if err != nil && !errors.Is(err, context.Canceled) {
			logger.Warn("pruning quotes", slog.String("error", err.Error()))
		} else if n > 0 {
			logger.Info("pruned expired quotes", slog.Int64("quotes", n))
		}
	}
}
