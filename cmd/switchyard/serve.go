package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/switchyard-dev/switchyard/internal/app"
	"github.com/switchyard-dev/switchyard/push"
)

// runServe parses serve's flags into an app.Config and runs app.Main.
func runServe(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("serve", stderr)
	cfg, d := app.Config{Version: version}, app.DefaultConfig()
	var logLevel string
	var configPath string
	var corsOrigins string
	fs.StringVar(&configPath, "config", "", "JSON file of settings keyed by flag name (env SWITCHYARD_CONFIG); environment and flags override it")
	fs.StringVar(&cfg.Listen, "listen", d.Listen, "address to listen on")
	fs.StringVar(&cfg.DataDir, "data-dir", defaultDataDir, "directory for the SQLite store and development credentials")
	fs.StringVar(&cfg.CatalogPath, "catalog", "", "catalog file replacing or extending the bundled one")
	fs.StringVar(&cfg.Mode, "mode", d.Mode, "devnet (embedded chains) or live")
	fs.StringVar(&logLevel, "log-level", "info", "debug, info, warn or error")
	fs.StringVar(&cfg.ExplorerURL, "explorer-url", "", "bridge explorer URL published in sdk-info (default: the devnet's own explorer in devnet mode, "+app.LiveExplorerURL+" otherwise)")
	fs.DurationVar(&cfg.StreamHeartbeat, "status-stream-heartbeat", d.StreamHeartbeat, "heartbeat interval of GET /v2/status/stream")
	fs.IntVar(&cfg.StreamsPerIntegrator, "status-streams-per-integrator", d.StreamsPerIntegrator, "open GET /v2/status/stream streams one integrator may hold")
	fs.StringVar(&cfg.ExplorerAPIURL, "explorer-api-url", "", "bridge explorer API the status tracker asks for GMP messages (searchGMP; default: the devnet's own explorer in devnet mode, "+app.LiveExplorerAPIURL+" otherwise)")
	fs.BoolVar(&cfg.Maintenance, "maintenance", false, "announce maintenance mode in sdk-info")
	fs.StringVar(&cfg.MaintenanceMessage, "maintenance-message", "", "message shown with maintenance mode")
	fs.StringVar(&cfg.Routes.Liquidity, "liquidity", "", "live mode: JSON file of the chains' RPC endpoints, pools and route contracts to quote on")
	fs.DurationVar(&cfg.Routes.WalletWindow, "wallet-quote-window", d.Routes.WalletWindow, "how long an identical full quote for the same wallet is refused (0 disables the limit)")
	fs.DurationVar(&cfg.Routes.QuoteTTL, "quote-ttl", d.Routes.QuoteTTL, "how long a quote is valid (expiresAt)")
	fs.Float64Var(&cfg.Routes.MaxPriceImpact, "max-price-impact", d.Routes.MaxPriceImpact, "price impact guardrail in percent; requests may bypass it with bypassGuardrails")
	fs.IntVar(&cfg.Routes.DurationSamples, "duration-samples", d.Routes.DurationSamples,
		"successful routes of a kind and chain pair measured (the latest 200 kept) before their median and p90 replace the model's estimatedRouteDuration")
	fs.StringVar(&corsOrigins, "cors-origins", "*", "comma-separated origins browsers may call /v2/ from (scheme://host[:port]), or * for any")
	registerDevnetFlags(fs, &cfg.Devnet, app.ServeDevnetFlags)
	fs.StringVar(&cfg.DatabaseURL, "database-url", "", "PostgreSQL URL (postgres://user@host/db) shared by replicas; default: SQLite in the data dir")
	fs.IntVar(&cfg.DatabaseMaxConns, "database-max-conns", 0, "PostgreSQL connections per replica (default: max(4, CPUs))")
	fs.StringVar(&cfg.RedisURL, "redis-url", "", "Redis URL (redis://host:6379/0) for the request-rate limit and wallet quote window shared by replicas; default: in memory")
	registerPushFlags(fs, &cfg.Push, d.Push)
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
func registerPushFlags(fs *flag.FlagSet, p *app.PushSettings, d app.PushSettings) {
	fs.StringVar(&p.KeyFile, "webhook-key-file", "", "file of the master key webhook secrets derive from (default: "+push.MasterKeyFile+" in the data dir); replicas on one --database-url must all use the same one")
	fs.DurationVar(&p.Timeout, "webhook-timeout", d.Timeout, "time limit of one webhook request")
	fs.IntVar(&p.PerEndpoint, "webhook-per-endpoint", d.PerEndpoint, "concurrent webhook requests to one URL")
	fs.IntVar(&p.Concurrency, "webhook-concurrency", d.Concurrency, "concurrent webhook requests overall")
	fs.DurationVar(&p.MaxAge, "webhook-retry-for", d.MaxAge, "how long a webhook delivery is retried before it is given up")
	// Testing knobs: the retry schedule's first delay and the outbox poll.
	fs.DurationVar(&p.BackoffBase, "webhook-backoff-base", d.BackoffBase, "first retry delay bound, doubled per attempt up to 10 min (testing)")
	fs.DurationVar(&p.Poll, "webhook-poll", d.Poll, "how often the webhook outbox is looked at (testing)")
}
