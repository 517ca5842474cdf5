package app

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/store/sqlite"
)

// Config is the service's configuration: what `switchyard serve` parses
// from its flags, or what a benchmark or system test sets directly. The
// messages of Validate name the serve flags.
type Config struct {
	Listen         string
	DataDir        string
	CatalogPath    string // "" : the bundled catalog
	Mode           string // "devnet" or "live"
	LogLevel       slog.Level
	ExplorerURL    string
	ExplorerAPIURL string // the bridge explorer API for the status tracker
	// StreamHeartbeat and StreamsPerIntegrator shape GET /v2/status/stream.
	StreamHeartbeat      time.Duration
	StreamsPerIntegrator int
	Maintenance          bool
	MaintenanceMessage   string
	CORSOrigins          []string       // origins allowed to call /v2/ from a browser; "*" any
	Devnet               DevnetSettings // used in mode devnet
	Routes               RouteSettings
	Push                 PushSettings
	// DatabaseURL (PostgreSQL) and RedisURL move state and limits out of
	// the process, for replicas; empty: SQLite and memory.
	DatabaseURL, RedisURL string
	DatabaseMaxConns      int    // 0: the store's default
	Version               string // reported by /v2/sdk-info and the start line

	// Chains, when set, replaces the mode's liquidity sources and head
	// watcher (the devnet's chains, or the live --liquidity file): a
	// benchmark's synthetic world, a test's fakes. The devnet, if any,
	// still starts.
	Chains ChainsFunc
	// Signer, when set, signs intents quotes instead of the devnet's
	// solver (live mode has none, which switches intents routes off).
	Signer route.Signer
}

// DefaultConfig is serve's defaults: devnet mode on 127.0.0.1:8080 with
// the default devnet chains left to the flags (Devnet is zero), SQLite
// and memory limits, any CORS origin. DataDir is left empty.
func DefaultConfig() Config {
	return Config{
		Listen:               "127.0.0.1:8080",
		Mode:                 "devnet",
		LogLevel:             slog.LevelInfo,
		StreamHeartbeat:      15 * time.Second,
		StreamsPerIntegrator: 1000,
		CORSOrigins:          []string{"*"},
		Routes: RouteSettings{WalletWindow: 10 * time.Second, QuoteTTL: 2 * time.Minute, MaxPriceImpact: 10,
			DurationSamples: route.DefaultMinDurationSamples},
		Push: PushSettings{Timeout: 10 * time.Second, PerEndpoint: 2, Concurrency: 32, MaxAge: 24 * time.Hour,
			BackoffBase: time.Second, Poll: 100 * time.Millisecond},
		Version: "dev",
	}
}

// Validate checks the configuration and lists every problem at once.
func (c *Config) Validate() error {
	return problemsError(c.Problems())
}

// Problems are the configuration's mistakes, each naming its serve flag.
// It also parses the devnet settings (see DevnetSettings).
func (c *Config) Problems() []string {
	var problems []string
	if _, _, err := net.SplitHostPort(c.Listen); err != nil {
		problems = append(problems, fmt.Sprintf("--listen %q must be host:port (for example 127.0.0.1:8080)", c.Listen))
	}
	if c.DataDir == "" {
		problems = append(problems, "--data-dir must not be empty")
	}
	switch c.Mode {
	case "devnet":
		problems = append(problems, c.Devnet.Problems()...)
	case "live":
		if c.Devnet.AttachURL != "" {
			problems = append(problems, "--devnet-url attaches to a devnet, which --mode live does not use: drop one of them")
		}
	default:
		problems = append(problems, fmt.Sprintf("--mode %q must be devnet or live", c.Mode))
	}
	problems = append(problems, c.Devnet.cosmosProblems(c.Mode)...)
	problems = append(problems, c.Routes.validate(c.Mode, c.Chains != nil)...)
	problems = append(problems, c.Push.validate()...)
	problems = append(problems, ValidateServiceURL("--database-url", c.DatabaseURL, "postgres", "postgresql")...)
	problems = append(problems, ValidateServiceURL("--redis-url", c.RedisURL, "redis", "rediss")...)
	if c.DatabaseMaxConns < 0 || c.DatabaseMaxConns > 1000 {
		problems = append(problems, fmt.Sprintf("--database-max-conns %d must be between 1 and 1000 (0: max(4, CPUs))", c.DatabaseMaxConns))
	}
	if c.DatabaseURL != "" && c.Push.KeyFile == "" {
		// Each replica's data dir would hold its own key, and a webhook's
		// signatures would depend on the replica that sends it.
		problems = append(problems, "--database-url needs --webhook-key-file: the one master key file that every replica and `switchyard integrators set-webhook` share")
	}
	if c.StreamHeartbeat < 100*time.Millisecond || c.StreamHeartbeat > 5*time.Minute {
		problems = append(problems, fmt.Sprintf("--status-stream-heartbeat %s must be between 100ms and 5m", c.StreamHeartbeat))
	}
	if c.StreamsPerIntegrator < 1 || c.StreamsPerIntegrator > 1_000_000 {
		problems = append(problems, fmt.Sprintf("--status-streams-per-integrator %d must be between 1 and 1000000", c.StreamsPerIntegrator))
	}
	if c.ExplorerAPIURL != "" {
		if u, err := url.Parse(c.ExplorerAPIURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			problems = append(problems, fmt.Sprintf("--explorer-api-url %q must be an http(s) URL such as %s", c.ExplorerAPIURL, LiveExplorerAPIURL))
		}
	}
	return problems
}

// problemsError joins configuration problems into one error (nil for none).
func problemsError(problems []string) error {
	if len(problems) > 0 {
		return fmt.Errorf("invalid configuration:\n  %s", strings.Join(problems, "\n  "))
	}
	return nil
}

// OpenDataDir creates the data dir, private to the user since it holds
// credentials' hashes and the development integrator id, and opens the
// store in it. The caller closes the store.
func OpenDataDir(ctx context.Context, dir string) (string, *sqlite.DB, error) {
	abs, err := MakeDataDir(dir)
	if err != nil {
		return "", nil, err
	}
	db, err := sqlite.Open(ctx, sqlite.Config{Path: filepath.Join(abs, "switchyard.db")})
	if err != nil {
		return "", nil, err
	}
	return abs, db, nil
}

// ParseCORSOrigins reads --cors-origins: "*" or a comma list of origins,
// each scheme://host[:port] exactly as browsers send it in Origin.
func ParseCORSOrigins(list string) ([]string, error) {
	var out []string
	for o := range strings.SplitSeq(list, ",") {
		o = strings.TrimSpace(o)
		if o == "" {
			continue
		}
		if o != "*" {
			u, err := url.Parse(o)
			if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.User != nil {
				return nil, fmt.Errorf("--cors-origins: %q must be * or an origin such as https://app.example.com", o)
			}
			o = u.Scheme + "://" + u.Host
		}
		out = append(out, o)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("--cors-origins must be * or a comma-separated list of origins such as https://app.example.com")
	}
	return out, nil
}

// ValidateServiceURL checks a dependency's URL flag: empty, or a URL of
// one of the schemes with a host.
func ValidateServiceURL(flagName, v string, schemes ...string) []string {
	if v == "" {
		return nil
	}
	u, err := url.Parse(v)
	if err != nil || !slices.Contains(schemes, u.Scheme) || u.Host == "" {
		// The URL may hold a password: never echo it.
		return []string{fmt.Sprintf("%s must be a %s:// URL with a host, such as %s://127.0.0.1/…", flagName, schemes[0], schemes[0])}
	}
	return nil
}

// MakeDataDir creates the data dir, private to the user, and returns its
// absolute path.
func MakeDataDir(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(abs, 0o700); err != nil {
		return "", fmt.Errorf("data dir %s: %w", abs, err)
	}
	return abs, nil
}
