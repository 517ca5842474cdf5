package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strings"
)

// errUsage reports a command-line mistake already explained on stderr.
var errUsage = errors.New("usage")

// defaultDataDir is relative to the working directory so that a checkout
// keeps its state beside it.
const defaultDataDir = "switchyard-data"

// newFlagSet returns a flag set that reports errors to stderr and takes
// defaults from SWITCHYARD_* environment variables (flags win).
func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

// env returns the environment value for a flag, or def.
func env(flagName, def string) string {
	key := "SWITCHYARD_" + strings.ToUpper(strings.ReplaceAll(flagName, "-", "_"))
	if v, ok := os.LookupEnv(key); ok {
		return v
	}
	return def
}

func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return errUsage
		}
		return errUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(fs.Output(), "unexpected arguments: %s\n", strings.Join(fs.Args(), " "))
		return errUsage
	}
	return nil
}

// serveConfig is the validated configuration of the serve command.
type serveConfig struct {
	Listen             string
	DataDir            string
	CatalogPath        string
	Mode               string
	LogLevel           slog.Level
	ExplorerURL        string
	Maintenance        bool
	MaintenanceMessage string
}

func (c *serveConfig) validate(logLevel string) error {
	var problems []string
	if _, _, err := net.SplitHostPort(c.Listen); err != nil {
		problems = append(problems, fmt.Sprintf("--listen %q must be host:port (for example 127.0.0.1:8080)", c.Listen))
	}
	if c.DataDir == "" {
		problems = append(problems, "--data-dir must not be empty")
	}
	switch c.Mode {
	case "devnet":
	case "live":
		problems = append(problems, "--mode live is not available yet: it lands with the live chain readers; use --mode devnet")
	default:
		problems = append(problems, fmt.Sprintf("--mode %q must be devnet or live", c.Mode))
	}
	if err := c.LogLevel.UnmarshalText([]byte(logLevel)); err != nil {
		problems = append(problems, fmt.Sprintf("--log-level %q must be debug, info, warn or error", logLevel))
	}
	if len(problems) > 0 {
		return fmt.Errorf("invalid configuration:\n  %s", strings.Join(problems, "\n  "))
	}
	return nil
}

// ensureDataDir creates the data dir, private to the user since it holds
// credentials' hashes and the development integrator id.
func ensureDataDir(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(abs, 0o700); err != nil {
		return "", fmt.Errorf("data dir %s: %w", abs, err)
	}
	return abs, nil
}
