package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/pprof"
	"syscall"

	"github.com/switchyard-dev/switchyard/bench/worlds"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/internal/app"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// childFlag, as the first argument, makes this program the service: the
// parent re-executes itself with it (hidden: not among the usage's flags).
const childFlag = "-serve-child"

// Lines the child prints on stdout for the parent: app.Main's start line
// says "… listening on http://ADDR (…)".
const (
	listeningPrefix  = "listening on http://"
	integratorPrefix = "integrator id: "
)

// childArgs are the arguments that start the service for the options.
func childArgs(o *options, dataDir string) []string {
	args := []string{childFlag, "-size", string(o.size), "-seed", fmt.Sprint(o.seed), "-data-dir", dataDir,
		"-rate", fmt.Sprint(o.rate), "-log-level", o.logLevel}
	if o.serviceProfile != "" {
		args = append(args, "-cpuprofile", o.serviceProfile)
	}
	return args
}

// serveChild runs the service, app.Main as `switchyard serve` runs it, on
// the benchmark world: the world's catalog file as --catalog, a SQLite
// store in the data dir holding one custom-tier integrator, in-memory
// limits, and through Main's seams the world's chains (in-memory pool
// states with no contracts behind them, which no flag can express) as the
// one liquidity source and the benchmark solver as the intents quote
// signer. Main prints its address on stdout; this prints the integrator
// id. It serves until SIGTERM or SIGINT, then drains and shuts down.
func serveChild(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve-child", flag.ContinueOnError)
	fs.SetOutput(stderr)
	size := fs.String("size", string(worlds.Realistic), "world size")
	seed := fs.Uint64("seed", 1, "world seed")
	dataDir := fs.String("data-dir", "", "data directory (catalog file, SQLite store)")
	rate := fs.Int("rate", integrator.MaxCustomRate, "rate of the benchmark's integrator")
	logLevel := fs.String("log-level", "info", "request log level: debug, info, warn, error")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the whole run to this file")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintln(stderr, "bench child: -cpuprofile:", err)
			return 1
		}
		defer func() {
			pprof.StopCPUProfile()
			f.Close()
		}()
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	if err := childMain(ctx, worlds.Size(*size), *seed, *dataDir, *rate, *logLevel, stdout, stderr); err != nil {
		fmt.Fprintln(stderr, "bench child:", err)
		return 1
	}
	return 0
}

func childMain(ctx context.Context, size worlds.Size, seed uint64, dataDir string, rate int, logLevel string, stdout, stderr io.Writer) error {
	if dataDir == "" {
		return errors.New("-data-dir is required")
	}
	cfg := app.DefaultConfig()
	if err := cfg.LogLevel.UnmarshalText([]byte(logLevel)); err != nil {
		return fmt.Errorf("-log-level: %w", err)
	}
	w, err := loadWorld(size, seed)
	if err != nil {
		return err
	}
	cfg.CatalogPath = filepath.Join(dataDir, "catalog.json")
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return err
	}
	if err := os.WriteFile(cfg.CatalogPath, w.CatalogJSON, 0o600); err != nil {
		return err
	}
	w.CatalogJSON = nil // the service keeps the parsed catalog, not the file
	id, err := addIntegrator(ctx, dataDir, rate)
	if err != nil {
		return err
	}
	signer, err := newBenchSolver(w.Chains)
	if err != nil {
		return err
	}
	cfg.Listen, cfg.DataDir, cfg.Mode, cfg.Version = "127.0.0.1:0", dataDir, "live", "bench-routes"
	cfg.Chains = func(context.Context, *catalog.Catalog, *slog.Logger) (*app.Chains, error) {
		return &app.Chains{Sources: []liquidity.Source{worldSource{w.Chains}}}, nil
	}
	cfg.Signer = signer
	if err := cfg.Validate(); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s%s\n", integratorPrefix, id)
	m := app.New(cfg, stdout, stderr)
	defer m.Close()
	return m.Run(ctx)
}

// addIntegrator gives the data dir's store the benchmark's integrator
// before the service opens it, and returns its id.
func addIntegrator(ctx context.Context, dataDir string, rate int) (string, error) {
	db, _, err := app.OpenStore(ctx, dataDir, "")
	if err != nil {
		return "", err
	}
	defer db.Close()
	id, _, err := integrator.NewService(integrator.Config{Store: db}).Add(ctx,
		integrator.AddRequest{Name: "bench", Tier: string(integrator.TierCustom), Rate: rate})
	return id, err
}

// worldSource is the benchmark world's liquidity: its chains as loaded,
// never updated.
type worldSource struct{ chains []*liquidity.Chain }

func (worldSource) Name() string { return "bench-world" }

func (s worldSource) Load(context.Context) ([]*liquidity.Chain, error) { return s.chains, nil }

func (worldSource) Watch(ctx context.Context, _ func(*liquidity.Chain)) error {
	<-ctx.Done()
	return nil
}
