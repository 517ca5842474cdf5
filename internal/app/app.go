// Package app is Switchyard's composition root: Main wires every domain
// package to its adapters (the store, the limits, the devnet or the live
// chains, the route and status services, webhook delivery, the HTTP API)
// and owns every background worker. cmd/switchyard parses flags into a
// Config and runs Main; benchmarks and system tests import it and replace
// its seams (Config.Chains, Config.Signer, the devnet settings).
package app

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
	"github.com/switchyard-dev/switchyard/chainaddr"
	"github.com/switchyard-dev/switchyard/httpapi"
	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/internal/logbuf"
)

// Main is the service: the composition root where every adapter meets its
// domain. It picks the store (SQLite in the data dir, or PostgreSQL with
// --database-url) and the limiter (in memory, or Redis with --redis-url),
// starts the devnet (embedded, attached or none), and owns every
// background worker: Close stops them all, in the reverse order of
// their start.
type Main struct {
	cfg            Config
	stdout, stderr io.Writer

	mu      sync.Mutex
	closers []func() // run in reverse by Close
}

// New returns a Main for a configuration, which Run validates. It prints
// its address and the devnet's on stdout, and logs on stderr.
func New(cfg Config, stdout, stderr io.Writer) *Main {
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
	// Validated again: a Config built in code (benchmarks, tests) has its
	// devnet settings parsed here.
	if err := cfg.Validate(); err != nil {
		return err
	}
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
	integrators := integrator.NewService(integrator.Config{Store: st.db, CheckEvery: st.integratorCheck})
	cfg.Routes.fees = integrators
	devID, err := ensureDevIntegrator(ctx, integrators, st.dir)
	if err != nil {
		return err
	}
	var dn *runningDevnet
	if cfg.Mode == "devnet" && cfg.Devnet.Kind() != DevnetNone {
		if dn, err = openDevnet(ctx, &cfg.Devnet, cat, st.dir, st.db.ClearTracking, logger); err != nil {
			return fmt.Errorf("devnet: %w", err)
		}
		m.onClose(func() { dn.Close() })
		// The catalog sends clients to the devnet's chains.
		if cat, err = cat.WithRPC(dn.rpcURLs()); err != nil {
			return fmt.Errorf("--devnet-chains: %w", err)
		}
		if cat, err = dn.withCosmos(cat); err != nil {
			return fmt.Errorf("devnet: %w", err)
		}
		if cfg.Routes.cosmos, err = dn.cosmosRoutes(); err != nil {
			return fmt.Errorf("devnet: %w", err)
		}
		logger.Info("devnet started", slog.Any("chains", dn.chainIDs()), slog.String("admin", dn.adminURL()),
			slog.String("explorer", dn.explorerURL()), slog.String("since_start", time.Since(begin).Round(time.Millisecond).String()))
		if cfg.ExplorerURL == "" {
			cfg.ExplorerURL = dn.explorerURL()
		}
	}
	if cfg.ExplorerURL == "" {
		cfg.ExplorerURL = LiveExplorerURL
	}
	chains, err := m.chains(ctx, dn, cat, logger)
	if err != nil {
		return err
	}
	if chains.Close != nil {
		m.onClose(chains.Close)
	}
	signer := cfg.Signer
	if signer == nil {
		signer = dn.quoteSigner()
	}
	watch := &quoteWatch{}
	cfg.Routes.addresses = chainaddr.Options{BitcoinRegtest: cfg.Mode == "devnet"} // the devnet's Bitcoin is regtest
	cfg.Routes.bitcoin = dn.bitcoinNetwork()
	cfg.Routes.bitcoinDeposits = dn.bitcoinDeposits()
	rt, err := startRoutes(ctx, &cfg.Routes, cat, st.db, chains, signer, lim.window, watch, registry, logger)
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
		ss.bitcoin, ss.bitcoinPages = dn.bitcoinPayments()
		ss.bitcoinDeposits = dn.bitcoinDepositStatus()
		if ss.explorerAPI == "" && dn != nil {
			ss.explorerAPI = dn.explorerURL() // the devnet's explorer serves its API beside its pages
		}
		if ss.explorerAPI == "" {
			ss.explorerAPI = LiveExplorerAPIURL
		}
		st.statusSettings(&ss, registry)
		if ss.cosmos, err = dn.cosmosReader(cat); err != nil {
			return fmt.Errorf("devnet: %w", err)
		}
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
		Version:              cfg.Version,
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
		slog.String("data_dir", st.dir), slog.Int("chains", nChains), slog.Int("tokens", nTokens), slog.String("version", cfg.Version),
		slog.String("startup", time.Since(begin).Round(time.Millisecond).String()))
	fmt.Fprintf(m.stdout, "switchyard %s listening on http://%s (mode %s, data dir %s)\n", cfg.Version, ln.Addr(), cfg.Mode, st.dir)
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

// chains are the seam's chains (Config.Chains), or the mode's.
func (m *Main) chains(ctx context.Context, dn *runningDevnet, cat *catalog.Catalog, logger *slog.Logger) (*Chains, error) {
	if m.cfg.Chains != nil {
		c, err := m.cfg.Chains(ctx, cat, logger)
		if err != nil {
			return nil, fmt.Errorf("chains: %w", err)
		}
		return c, nil
	}
	return modeChains(&m.cfg, dn, cat, logger)
}

// browserURL is the base URL a browser on this machine reaches a listener
// at: an unspecified address (all interfaces) is reached on loopback.
func browserURL(addr net.Addr) string {
	a, ok := addr.(*net.TCPAddr)
	if !ok {
		return "http://" + addr.String()
	}
	ip := a.IP
	if ip.IsUnspecified() {
		ip = net.IPv4(127, 0, 0, 1)
		if a.IP.To4() == nil {
			ip = net.IPv6loopback
		}
	}
	return "http://" + net.JoinHostPort(ip.String(), fmt.Sprint(a.Port))
}

// LiveExplorerURL is the public bridge explorer, published in sdk-info
// when no devnet explorer runs; LiveExplorerAPIURL its API, which the
// status tracker asks for GMP messages.
const (
	LiveExplorerURL    = "https://axelarscan.io"
	LiveExplorerAPIURL = "https://api.axelarscan.io"
)
