package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"slices"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/httpapi"
	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/internal/logbuf"
)

// Main is the service: the composition root where every adapter meets its
// domain. It picks the store (SQLite in the data dir, or PostgreSQL with
// --database-url) and the limiter (in memory, or Redis with --redis-url),
// starts the devnet (embedded, attached or none), and owns every
// background worker: Close stops them all, in the reverse order of
// their start. End-to-end tests and benchmarks run it through `serve`.
type Main struct {
	cfg            serveConfig
	stdout, stderr io.Writer

	mu      sync.Mutex
	closers []func() // run in reverse by Close
}

// NewMain returns a Main for a validated configuration.
func NewMain(cfg serveConfig, stdout, stderr io.Writer) *Main {
	return &Main{cfg: cfg, stdout: stdout, stderr: stderr}
}

// onClose registers a stop function of something started.
func (m *Main) onClose(f func()) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.closers = append(m.closers, f)
}

// Close stops everything Run started that is still running. It may be
// called more than once, and concurrently with Run's return.
func (m *Main) Close() error {
	m.mu.Lock()
	closers := m.closers
	m.closers = nil
	m.mu.Unlock()
	for _, f := range slices.Backward(closers) {
		f()
	}
	return nil
}

// Run starts the service and serves until ctx ends, then drains the
// connections and stops. What it started stays for Close.
func (m *Main) Run(ctx context.Context) error {
	begin := time.Now()
	cfg := &m.cfg
	logOut := logbuf.New(m.stderr, 100*time.Millisecond)
	m.onClose(func() { logOut.Close() })
	logger := slog.New(slog.NewJSONHandler(logOut, &slog.HandlerOptions{Level: cfg.LogLevel}))

	cat, err := catalog.LoadWithOverride(cfg.CatalogPath)
	if err != nil {
		return err
	}
	registry := prometheus.NewRegistry()
	st, err := openStore(ctx, cfg, registry, logger)
	if err != nil {
		return err
	}
	m.onClose(func() { st.Close() })
	deps, degradable := map[string]httpapi.Pinger{"store": st.db}, map[string]httpapi.Pinger{}
	lim, err := openLimits(cfg, registry, logger)
	if err != nil {
		return err
	}
	m.onClose(lim.close)
	if lim.pinger != nil {
		degradable["redis"] = lim.pinger
	}
	cfg.Routes.window = lim.window
	integrators := integrator.NewService(integrator.Config{Store: st.db, CheckEvery: st.integratorCheck})
	cfg.Routes.fees = integrators
	devID, err := ensureDevIntegrator(ctx, integrators, st.dir)
	if err != nil {
		return err
	}
	var dn *runningDevnet
	if cfg.Mode == "devnet" && cfg.Devnet.enabled() {
		if dn, err = openDevnet(ctx, &cfg.Devnet, cat, st.dir, st.db.ClearTracking, logger); err != nil {
			return fmt.Errorf("devnet: %w", err)
		}
		m.onClose(func() { dn.Close() })
		// The catalog sends clients to the devnet's chains.
		if cat, err = cat.WithRPC(dn.rpcURLs()); err != nil {
			return fmt.Errorf("--devnet-chains: %w", err)
		}
		logger.Info("devnet started", slog.Any("chains", dn.chainIDs()), slog.String("admin", dn.adminURL()),
			slog.String("explorer", dn.explorerURL()), slog.String("since_start", time.Since(begin).Round(time.Millisecond).String()))
		if cfg.ExplorerURL == "" {
			cfg.ExplorerURL = dn.explorerURL()
		}
	}
	if cfg.ExplorerURL == "" {
		cfg.ExplorerURL = liveExplorerURL
	}
	sources, closeSources, err := liquiditySources(cfg, dn, cat, logger)
	if err != nil {
		return err
	}
	m.onClose(closeSources)
	watch := &quoteWatch{}
	cfg.Routes.watcher = watch
	rt, err := startRoutes(ctx, &cfg.Routes, cat, st.db, sources, dn.quoteSigner(), registry, logger)
	if err != nil {
		return err
	}
	m.onClose(rt.Close)
	pr, err := startPush(cfg.Push, st.dir, st.db, registry, logger)
	if err != nil {
		return err
	}
	m.onClose(pr.Close)
	var tracker httpapi.StatusReader
	if len(rt.heads.ChainIDs()) > 0 { // chains to follow: the devnet's or the live liquidity file's
		ss := statusSettings{explorerAPI: cfg.ExplorerAPIURL, explorerPages: cfg.ExplorerURL, devnetPages: dn != nil}
		if ss.explorerAPI == "" && dn != nil {
			ss.explorerAPI = dn.explorerURL() // the devnet's explorer serves its API beside its pages
		}
		if ss.explorerAPI == "" {
			ss.explorerAPI = liveExplorerAPIURL
		}
		st.statusSettings(&ss, registry)
		sr, err := startStatus(ctx, ss, cat, st.db, rt, integrators, pr.d.Wake, logger)
		if err != nil {
			return err
		}
		m.onClose(sr.Close)
		tracker = sr.tracker
		watch.t.Store(sr.tracker)
	}

	srv := httpapi.New(httpapi.Config{
		Catalog:              cat,
		Integrators:          integrators,
		Limiter:              lim.rate,
		Logger:               logger,
		Registry:             registry,
		SDK:                  catalog.SDKMeta{ExplorerURL: cfg.ExplorerURL, Maintenance: cfg.Maintenance, MaintenanceMessage: cfg.MaintenanceMessage},
		Dependencies:         deps,
		Degradable:           degradable,
		Routes:               rt.service,
		Status:               tracker,
		Version:              version,
		CORSOrigins:          cfg.CORSOrigins,
		StreamHeartbeat:      cfg.StreamHeartbeat,
		StreamsPerIntegrator: cfg.StreamsPerIntegrator,
	})
	ln, err := net.Listen("tcp", cfg.Listen)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", cfg.Listen, err)
	}
	dn.setAPIURL(browserURL(ln.Addr()))
	hs := &http.Server{
		Handler:           srv,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    httpapi.MaxHeaderBytes,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
	nChains, nTokens := cat.Counts()
	logger.Info("switchyard started", slog.String("addr", ln.Addr().String()), slog.String("mode", cfg.Mode),
		slog.String("store", st.kind), slog.String("limits", lim.kind),
		slog.String("data_dir", st.dir), slog.Int("chains", nChains), slog.Int("tokens", nTokens), slog.String("version", version),
		slog.String("startup", time.Since(begin).Round(time.Millisecond).String()))
	fmt.Fprintf(m.stdout, "switchyard %s listening on http://%s (mode %s, data dir %s)\n", version, ln.Addr(), cfg.Mode, st.dir)
	if devID != "" {
		fmt.Fprintf(m.stdout, "development integrator id: %s\n  try: curl -H 'x-integrator-id: %s' http://%s/v2/chains\n", devID, devID, ln.Addr())
	}
	if dn != nil { // after the two lines above, which scripts read first
		dn.printChains(m.stdout)
		printAccountsNote(m.stdout)
	}

	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(srv.Listener(ln)) }() // net/http's own refusals answer in JSON too
	select {
	case err := <-errc:
		return fmt.Errorf("server stopped: %w", err)
	case <-ctx.Done():
	}
	logger.Info("shutting down: draining connections")
	srv.Drain()
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	if err := hs.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	srv.WaitStreams() // drained: each ends at its next wake-up
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	logger.Info("stopped")
	return nil
}
