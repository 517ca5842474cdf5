package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/route"
)

func runServe(ctx context.Context, args []string, stdout, stderr io.Writer) error {
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
	fs.StringVar(&cfg.DatabaseURL, "database-url", "", "PostgreSQL URL (postgres://user@host/db) shared by replicas; default: SQLite in the data dir")
	fs.IntVar(&cfg.DatabaseMaxConns, "database-max-conns", 0, "PostgreSQL connections per replica (default: max(4, CPUs))")
	fs.StringVar(&cfg.RedisURL, "redis-url", "", "Redis URL (redis://host:6379/0) for the request-rate limit and wallet quote window shared by replicas; default: in memory")
	cfg.Push.register(fs)
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
	m := NewMain(cfg, stdout, stderr)
	defer m.Close()
	return m.Run(ctx)
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
