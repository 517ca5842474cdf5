package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/internal/app"
	"github.com/switchyard-dev/switchyard/push"
	"github.com/switchyard-dev/switchyard/route"
)

// runServe parses serve's flags into an app.Config and runs app.Main.
func runServe(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("serve", stderr)
	cfg := app.Config{Version: version}
	var logLevel string
	var configPath string
	var corsOrigins string
	fs.StringVar(&configPath, "config", "", "JSON file of settings keyed by flag name (env SWITCHYARD_CONFIG); environment and flags override it")
	fs.StringVar(&cfg.Listen, "listen", "127.0.0.1:8080", "address to listen on")
	fs.StringVar(&cfg.DataDir, "data-dir", defaultDataDir, "directory for the SQLite store and development credentials")
	fs.StringVar(&cfg.CatalogPath, "catalog", "", "catalog file replacing or extending the bundled one")
	fs.StringVar(&cfg.Mode, "mode", "devnet", "devnet (embedded chains) or live")
	fs.StringVar(&logLevel, "log-level", "info", "debug, info, warn or error")
	fs.StringVar(&cfg.ExplorerURL, "explorer-url", "", "bridge explorer URL published in sdk-info (default: the devnet's own explorer in devnet mode, "+app.LiveExplorerURL+" otherwise)")
	fs.DurationVar(&cfg.StreamHeartbeat, "status-stream-heartbeat", 15*time.Second, "heartbeat interval of GET /v2/status/stream")
	fs.IntVar(&cfg.StreamsPerIntegrator, "status-streams-per-integrator", 1000, "open GET /v2/status/stream streams one integrator may hold")
	fs.StringVar(&cfg.ExplorerAPIURL, "explorer-api-url", "", "bridge explorer API the status tracker asks for GMP messages (searchGMP; default: the devnet's own explorer in devnet mode, "+app.LiveExplorerAPIURL+" otherwise)")
	fs.BoolVar(&cfg.Maintenance, "maintenance", false, "announce maintenance mode in sdk-info")
	fs.StringVar(&cfg.MaintenanceMessage, "maintenance-message", "", "message shown with maintenance mode")
	fs.StringVar(&cfg.Routes.Liquidity, "liquidity", "", "live mode: JSON file of the chains' RPC endpoints, pools and route contracts to quote on")
	fs.DurationVar(&cfg.Routes.WalletWindow, "wallet-quote-window", 10*time.Second, "how long an identical full quote for the same wallet is refused (0 disables the limit)")
	fs.DurationVar(&cfg.Routes.QuoteTTL, "quote-ttl", 2*time.Minute, "how long a quote is valid (expiresAt)")
	fs.Float64Var(&cfg.Routes.MaxPriceImpact, "max-price-impact", 10, "price impact guardrail in percent; requests may bypass it with bypassGuardrails")
	fs.IntVar(&cfg.Routes.DurationSamples, "duration-samples", route.DefaultMinDurationSamples,
		"successful routes of a kind and chain pair measured (the latest 200 kept) before their median and p90 replace the model's estimatedRouteDuration")
	fs.StringVar(&corsOrigins, "cors-origins", "*", "comma-separated origins browsers may call /v2/ from (scheme://host[:port]), or * for any")
	registerDevnetFlags(fs, &cfg.Devnet, app.ServeDevnetFlags)
	fs.StringVar(&cfg.DatabaseURL, "database-url", "", "PostgreSQL URL (postgres://user@host/db) shared by replicas; default: SQLite in the data dir")
	fs.IntVar(&cfg.DatabaseMaxConns, "database-max-conns", 0, "PostgreSQL connections per replica (default: max(4, CPUs))")
	fs.StringVar(&cfg.RedisURL, "redis-url", "", "Redis URL (redis://host:6379/0) for the request-rate limit and wallet quote window shared by replicas; default: in memory")
	registerPushFlags(fs, &cfg.Push)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: switchyard serve [flags]\n\nEach flag can also come from SWITCHYARD_<FLAG> (e.g. SWITCHYARD_LOG_LEVEL) or --config.\n\n")
		fs.PrintDefaults()
	}
	if err := parseFlags(fs, args, &configPath); err != nil {
		return err
	}
	cfg.Devnet.Given = givenFlags(fs, app.ServeDevnetFlags.All())
	problems := cfg.Problems()
	var err error
	if cfg.CORSOrigins, err = app.ParseCORSOrigins(corsOrigins); err != nil {
		problems = append(problems, err.Error())
	}
	if err := cfg.LogLevel.UnmarshalText([]byte(logLevel)); err != nil {
		problems = append(problems, fmt.Sprintf("--log-level %q must be debug, info, warn or error", logLevel))
	}
	if len(problems) > 0 {
		return fmt.Errorf("invalid configuration:\n  %s", strings.Join(problems, "\n  "))
	}
	m := app.New(cfg, stdout, stderr)
	defer m.Close()
	return m.Run(ctx)
}

// registerPushFlags adds the webhook delivery flags.
func registerPushFlags(fs *flag.FlagSet, p *app.PushSettings) {
	fs.StringVar(&p.KeyFile, "webhook-key-file", "", "file of the master key webhook secrets derive from (default: "+push.MasterKeyFile+" in the data dir); replicas on one --database-url must all use the same one")
	fs.DurationVar(&p.Timeout, "webhook-timeout", 10*time.Second, "time limit of one webhook request")
	fs.IntVar(&p.PerEndpoint, "webhook-per-endpoint", 2, "concurrent webhook requests to one URL")
	fs.IntVar(&p.Concurrency, "webhook-concurrency", 32, "concurrent webhook requests overall")
	fs.DurationVar(&p.MaxAge, "webhook-retry-for", 24*time.Hour, "how long a webhook delivery is retried before it is given up")
	// Testing knobs: the retry schedule's first delay and the outbox poll.
	fs.DurationVar(&p.BackoffBase, "webhook-backoff-base", time.Second, "first retry delay bound, doubled per attempt up to 10 min (testing)")
	fs.DurationVar(&p.Poll, "webhook-poll", 100*time.Millisecond, "how often the webhook outbox is looked at (testing)")
}
