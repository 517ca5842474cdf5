package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/store/sqlite"
)

// errUsage reports a command-line mistake already explained on stderr.
var errUsage = errors.New("usage")

// defaultDataDir is relative to the working directory so that a checkout
// keeps its state beside it.
const defaultDataDir = "switchyard-data"

// newFlagSet returns a flag set that reports errors to stderr.
func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

// envKey is the environment variable that configures a flag.
func envKey(flagName string) string {
	return "SWITCHYARD_" + strings.ToUpper(strings.ReplaceAll(flagName, "-", "_"))
}

// parseFlags applies configuration in layers, each overriding the one
// before: the flags' defaults, the JSON config file (when configPath names
// one, e.g. {"listen": "0.0.0.0:8080", "log-level": "debug"}), SWITCHYARD_*
// environment variables (for the flags in envFlags; all when it is nil),
// then the command line.
func parseFlags(fs *flag.FlagSet, args []string, configPath *string, envFlags ...string) error {
	if err := fs.Parse(args); err != nil {
		return errUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(fs.Output(), "unexpected arguments: %s\n", strings.Join(fs.Args(), " "))
		return errUsage
	}
	onCommandLine := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { onCommandLine[f.Name] = true })
	if configPath != nil && !onCommandLine["config"] {
		if v, ok := os.LookupEnv(envKey("config")); ok {
			*configPath = v
		}
	}
	file := map[string]any{}
	if configPath != nil && *configPath != "" {
		var err error
		if file, err = readConfigFile(fs, *configPath); err != nil {
			return err
		}
	}
	var problems []string
	fs.VisitAll(func(f *flag.Flag) {
		if onCommandLine[f.Name] || f.Name == "config" {
			return
		}
		if v, ok := os.LookupEnv(envKey(f.Name)); ok && (envFlags == nil || slices.Contains(envFlags, f.Name)) {
			if err := fs.Set(f.Name, v); err != nil {
				problems = append(problems, fmt.Sprintf("%s=%q: %v", envKey(f.Name), v, err))
			}
			return
		}
		if v, ok := file[f.Name]; ok {
			if err := fs.Set(f.Name, fmt.Sprint(v)); err != nil {
				problems = append(problems, fmt.Sprintf("config file %s: %q: %v", *configPath, f.Name, err))
			}
		}
	})
	if len(problems) > 0 {
		return fmt.Errorf("invalid configuration:\n  %s", strings.Join(problems, "\n  "))
	}
	return nil
}

// readConfigFile reads a JSON object whose keys are flag names.
func readConfigFile(fs *flag.FlagSet, path string) (map[string]any, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("config file: %w", err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("config file %s: not a JSON object of flag names and values: %w", path, err)
	}
	var unknown []string
	for k, v := range m {
		switch v.(type) {
		case string, bool, float64:
		default:
			return nil, fmt.Errorf("config file %s: %q must be a string, number or boolean", path, k)
		}
		if fs.Lookup(k) == nil || k == "config" {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		var valid []string
		fs.VisitAll(func(f *flag.Flag) {
			if f.Name != "config" {
				valid = append(valid, f.Name)
			}
		})
		slices.Sort(unknown)
		return nil, fmt.Errorf("config file %s: unknown settings %s (valid: %s)", path, strings.Join(unknown, ", "), strings.Join(valid, ", "))
	}
	return m, nil
}

// serveConfig is the validated configuration of the serve command.
type serveConfig struct {
	Listen         string
	DataDir        string
	CatalogPath    string
	Mode           string
	LogLevel       slog.Level
	ExplorerURL    string
	ExplorerAPIURL string // the bridge explorer API for the status tracker
	// StreamHeartbeat and StreamsPerIntegrator shape GET /v2/status/stream.
	StreamHeartbeat      time.Duration
	StreamsPerIntegrator int
	Maintenance          bool
	MaintenanceMessage   string
	CORSOrigins          []string       // origins allowed to call /v2/ from a browser; "*" any
	Devnet               devnetSettings // used in mode devnet
	Routes               routeSettings
	Push                 pushSettings
	// DatabaseURL (PostgreSQL) and RedisURL move state and limits out of
	// the process, for replicas; empty: SQLite and memory.
	DatabaseURL, RedisURL string
	DatabaseMaxConns      int // 0: the store's default
}

func (c *serveConfig) validate(logLevel, corsOrigins string) error {
	var problems []string
	if _, _, err := net.SplitHostPort(c.Listen); err != nil {
		problems = append(problems, fmt.Sprintf("--listen %q must be host:port (for example 127.0.0.1:8080)", c.Listen))
	}
	if c.DataDir == "" {
		problems = append(problems, "--data-dir must not be empty")
	}
	switch c.Mode {
	case "devnet":
		problems = append(problems, c.Devnet.validate()...)
	case "live":
		if c.Devnet.attachURL != "" {
			problems = append(problems, "--devnet-url attaches to a devnet, which --mode live does not use: drop one of them")
		}
	default:
		problems = append(problems, fmt.Sprintf("--mode %q must be devnet or live", c.Mode))
	}
	problems = append(problems, c.Routes.validate(c.Mode)...)
	problems = append(problems, c.Push.validate()...)
	problems = append(problems, validateServiceURL("--database-url", c.DatabaseURL, "postgres", "postgresql")...)
	problems = append(problems, validateServiceURL("--redis-url", c.RedisURL, "redis", "rediss")...)
	if c.DatabaseMaxConns < 0 || c.DatabaseMaxConns > 1000 {
		problems = append(problems, fmt.Sprintf("--database-max-conns %d must be between 1 and 1000 (0: max(4, CPUs))", c.DatabaseMaxConns))
	}
	if c.DatabaseURL != "" && c.Push.keyFile == "" {
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
			problems = append(problems, fmt.Sprintf("--explorer-api-url %q must be an http(s) URL such as %s", c.ExplorerAPIURL, liveExplorerAPIURL))
		}
	}
	var err error
	if c.CORSOrigins, err = parseCORSOrigins(corsOrigins); err != nil {
		problems = append(problems, err.Error())
	}
	if err := c.LogLevel.UnmarshalText([]byte(logLevel)); err != nil {
		problems = append(problems, fmt.Sprintf("--log-level %q must be debug, info, warn or error", logLevel))
	}
	if len(problems) > 0 {
		return fmt.Errorf("invalid configuration:\n  %s", strings.Join(problems, "\n  "))
	}
	return nil
}

// openDataDir creates the data dir, private to the user since it holds
// credentials' hashes and the development integrator id, and opens the
// store in it. The caller closes the store.
func openDataDir(ctx context.Context, dir string) (string, *sqlite.DB, error) {
	abs, err := makeDataDir(dir)
	if err != nil {
		return "", nil, err
	}
	db, err := sqlite.Open(ctx, sqlite.Config{Path: filepath.Join(abs, "switchyard.db")})
	if err != nil {
		return "", nil, err
	}
	return abs, db, nil
}

// parseCORSOrigins reads --cors-origins: "*" or a comma list of origins,
// each scheme://host[:port] exactly as browsers send it in Origin.
func parseCORSOrigins(list string) ([]string, error) {
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

// validateServiceURL checks a dependency's URL flag: empty, or a URL of
// one of the schemes with a host.
func validateServiceURL(flagName, v string, schemes ...string) []string {
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

// makeDataDir creates the data dir, private to the user, and returns its
// absolute path.
func makeDataDir(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(abs, 0o700); err != nil {
		return "", fmt.Errorf("data dir %s: %w", abs, err)
	}
	return abs, nil
}
