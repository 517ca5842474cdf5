package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
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

// givenFlags are the flags among names set explicitly (command line,
// environment or config file), in the flag set's order.
func givenFlags(fs *flag.FlagSet, names []string) []string {
	var given []string
	fs.Visit(func(f *flag.Flag) {
		if slices.Contains(names, f.Name) {
			given = append(given, f.Name)
		}
	})
	return given
}
