package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/httpapi"
	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/internal/logbuf"
	"github.com/switchyard-dev/switchyard/limit/memory"
	"github.com/switchyard-dev/switchyard/route"
)

func runServe(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	begin := time.Now()
	fs := newFlagSet("serve", stderr)
	cfg := serveConfig{}
	var logLevel string
	var configPath string
	var corsOrigins string
	fs.StringVar(&configPath, "config", "", "JSON file of settings keyed by flag name (env SWITCHYARD_CONFIG); environment and flags override it")
	fs.StringVar(&cfg.Listen, "listen", "127.0.0.1:8080", "address to listen on")
	fs.StringVar(&cfg.DataDir, "data-dir", defaultDataDir, "directory for the SQLite store and development credentials")
	fs.StringVar(&cfg.CatalogPath, "catalog", "", "catalog file replacing or extending the bundled one")
	fs.StringVar(&cfg.Mode, "mode", "devnet", "devnet (embedded chains) or live")
	fs.StringVar(&logLevel, "log-level", "info", "debug, info, warn or error")
	fs.StringVar(&cfg.ExplorerURL, "explorer-url", "", "bridge explorer URL published in sdk-info (default: the devnet's own explorer in devnet mode, "+liveExplorerURL+" otherwise)")
	fs.DurationVar(&cfg.StreamHeartbeat, "status-stream-heartbeat", 15*time.Second, "heartbeat interval of GET /v2/status/stream")
	fs.IntVar(&cfg.StreamsPerIntegrator, "status-streams-per-integrator", 1000, "open GET /v2/status/stream streams one integrator may hold")
	fs.StringVar(&cfg.ExplorerAPIURL, "explorer-api-url", "", "bridge explorer API the status tracker asks for GMP messages (searchGMP; default: the devnet's own explorer in devnet mode, "+liveExplorerAPIURL+" otherwise)")
	fs.BoolVar(&cfg.Maintenance, "maintenance", false, "announce maintenance mode in sdk-info")
	fs.StringVar(&cfg.MaintenanceMessage, "maintenance-message", "", "message shown with maintenance mode")
	fs.StringVar(&cfg.Routes.Liquidity, "liquidity", "", "live mode: JSON file of the chains' RPC endpoints, pools and route contracts to quote on")
	fs.DurationVar(&cfg.Routes.WalletWindow, "wallet-quote-window", 10*time.Second, "how long an identical full quote for the same wallet is refused (0 disables the limit)")
	fs.DurationVar(&cfg.Routes.QuoteTTL, "quote-ttl", 2*time.Minute, "how long a quote is valid (expiresAt)")
	fs.Float64Var(&cfg.Routes.MaxPriceImpact, "max-price-impact", 10, "price impact guardrail in percent; requests may bypass it with bypassGuardrails")
	fs.IntVar(&cfg.Routes.DurationSamples, "duration-samples", route.DefaultMinDurationSamples,
		"successful routes of a kind and chain pair measured (the latest 200 kept) before their median and p90 replace the model's estimatedRouteDuration")
	fs.StringVar(&corsOrigins, "cors-origins", "*", "comma-separated origins browsers may call /v2/ from (scheme://host[:port]), or * for any")
	cfg.Devnet.register(fs, serveDevnetFlags)
	webhooks := pushSettings{}
	webhooks.register(fs)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: switchyard serve [flags]\n\nEach flag can also come from SWITCHYARD_<FLAG> (e.g. SWITCHYARD_LOG_LEVEL) or --config.\n\n")
		fs.PrintDefaults()
	}
	if err := parseFlags(fs, args, &configPath); err != nil {
		return err
	}
	if err := cfg.validate(logLevel, corsOrigins); err != nil {
		return err
	}
	logOut := logbuf.New(stderr, 100*time.Millisecond)
	defer logOut.Close()
	logger := slog.New(slog.NewJSONHandler(logOut, &slog.HandlerOptions{Level: cfg.LogLevel}))

	cat, err := catalog.LoadWithOverride(cfg.CatalogPath)
	if err != nil {
		return err
	}
	dir, db, err := openDataDir(ctx, cfg.DataDir)
	if err != nil {
		return err
	}
	defer db.Close()
	integrators := integrator.NewService(integrator.Config{Store: db, CheckEvery: 20 * time.Millisecond})
	devID, err := ensureDevIntegrator(ctx, integrators, dir)
	if err != nil {
		return err
	}
	var dn *runningDevnet
	if cfg.Mode == "devnet" && len(cfg.Devnet.chainIDs) > 0 {
		if dn, err = startDevnet(ctx, &cfg.Devnet, cat, db, logger); err != nil {
			return fmt.Errorf("devnet: %w", err)
		}
		defer dn.Close()
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
	sources, closeSources, err := liquiditySources(&cfg, dn, cat, logger)
	if err != nil {
		return err
	}
	defer closeSources()
	registry := prometheus.NewRegistry()
	watch := &quoteWatch{}
	cfg.Routes.watcher = watch
	rt, err := startRoutes(ctx, &cfg.Routes, cat, db, sources, dn.quoteSigner(), registry, logger)
	if err != nil {
		return err
	}
	defer rt.Close()
	pr, err := startPush(webhooks, dir, db, registry, logger)
	if err != nil {
		return err
	}
	defer pr.Close()
	var tracker httpapi.StatusReader
	if len(rt.heads.ChainIDs()) > 0 { // chains to follow: the devnet's or the live liquidity file's
		ss := statusSettings{explorerAPI: cfg.ExplorerAPIURL, explorerPages: cfg.ExplorerURL, devnetPages: dn != nil}
		if ss.explorerAPI == "" && dn != nil {
			ss.explorerAPI = dn.explorerURL() // the devnet's explorer serves its API beside its pages
		}
		if ss.explorerAPI == "" {
			ss.explorerAPI = liveExplorerAPIURL
		}
		st, err := startStatus(ctx, ss, cat, db, rt, integrators, pr.d.Wake, logger)
		if err != nil {
			return err
		}
		defer st.Close()
		tracker = st.tracker
		watch.t.Store(st.tracker)
	}

	srv := httpapi.New(httpapi.Config{
		Catalog:              cat,
		Integrators:          integrators,
		Limiter:              memory.New(memory.Config{}),
		Logger:               logger,
		Registry:             registry,
		SDK:                  catalog.SDKMeta{ExplorerURL: cfg.ExplorerURL, Maintenance: cfg.Maintenance, MaintenanceMessage: cfg.MaintenanceMessage},
		Dependencies:         map[string]httpapi.Pinger{"store": db},
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
		slog.String("data_dir", dir), slog.Int("chains", nChains), slog.Int("tokens", nTokens), slog.String("version", version),
		slog.String("startup", time.Since(begin).Round(time.Millisecond).String()))
	fmt.Fprintf(stdout, "switchyard %s listening on http://%s (mode %s, data dir %s)\n", version, ln.Addr(), cfg.Mode, dir)
	if devID != "" {
		fmt.Fprintf(stdout, "development integrator id: %s\n  try: curl -H 'x-integrator-id: %s' http://%s/v2/chains\n", devID, devID, ln.Addr())
	}
	if dn != nil { // after the two lines above, which scripts read first
		dn.printChains(stdout)
		printAccountsNote(stdout)
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

// liveExplorerURL is the public bridge explorer, published in sdk-info
// when no devnet explorer runs; liveExplorerAPIURL its API, which the
// status tracker asks for GMP messages.
const (
	liveExplorerURL    = "https://axelarscan.io"
	liveExplorerAPIURL = "https://api.axelarscan.io"
)

// devIDFile keeps the development integrator's id so that every start can
// show it to the developer; it is never created for integrators added later.
const devIDFile = "development-integrator-id"

// ensureDevIntegrator gives a fresh data dir one development integrator and
// returns its id while that id is still valid.
func ensureDevIntegrator(ctx context.Context, svc *integrator.Service, dir string) (string, error) {
	path := filepath.Join(dir, devIDFile)
	if b, err := os.ReadFile(path); err == nil {
		id := strings.TrimSpace(string(b))
		if _, err := svc.Authenticate(ctx, id); err == nil {
			return id, nil
		}
		return "", nil // revoked or disabled: respect the operator's choice
	}
	list, err := svc.List(ctx)
	if err != nil {
		return "", err
	}
	if len(list) > 0 {
		return "", nil
	}
	id, _, err := svc.Add(ctx, integrator.AddRequest{Name: "development", Tier: string(integrator.TierTesting)})
	if err != nil {
		return "", fmt.Errorf("create the development integrator: %w", err)
	}
	if err := os.WriteFile(path, []byte(id+"\n"), 0o600); err != nil {
		return "", fmt.Errorf("save the development integrator id: %w", err)
	}
	return id, nil
}
