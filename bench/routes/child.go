package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/pprof"
	"syscall"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/switchyard-dev/switchyard/bench/worlds"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/httpapi"
	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/internal/logbuf"
	"github.com/switchyard-dev/switchyard/limit/memory"
	"github.com/switchyard-dev/switchyard/liquidity"
	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/store/sqlite"
)

// childFlag, as the first argument, makes this program the service: the
// parent re-executes itself with it (hidden: not among the usage's flags).
const childFlag = "-serve-child"

// Lines the child prints on stdout for the parent.
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

// serveChild runs the real service stack, wired as `switchyard serve`
// wires it (cmd/switchyard/serve.go and routes.go), on the benchmark
// world: the world's catalog file loaded with catalog.LoadWithOverride, a
// SQLite store in the data dir holding one custom-tier integrator, the
// in-memory rate limiter, the liquidity book with the world's chains, the
// route engine (with its default plan cache, as in production) and route
// service with the SQLite quote store and the in-memory wallet quote
// window, behind httpapi.New on a kernel-chosen loopback port. It prints
// its address and the integrator id on stdout, serves until SIGTERM or
// SIGINT, then drains and shuts down as the service does.
//
// It copies serve's wiring instead of starting the switchyard binary
// because serve's flags cannot express the world: the service reads
// liquidity only from chains over JSON-RPC (live mode's --liquidity file
// names each chain's rpcUrl and pool addresses; devnet mode reads the
// devnet's chains), while the world's thousands of pools are in-memory
// states with no contracts behind them; and live mode passes no quote
// signer, so route.Service would switch the world's intents routes off.
// Keep this wiring in step with cmd/switchyard (app.go, routes.go).
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
	var level slog.Level
	if err := level.UnmarshalText([]byte(logLevel)); err != nil {
		return fmt.Errorf("-log-level: %w", err)
	}
	// Request logs as the service writes them (cmd/switchyard/serve.go):
	// JSON, through the service's own buffered writer, flushed every 100 ms
	// (the parent sends stderr to service.log).
	logOut := logbuf.New(stderr, 100*time.Millisecond)
	defer logOut.Close()
	logger := slog.New(slog.NewJSONHandler(logOut, &slog.HandlerOptions{Level: level}))

	w, err := loadWorld(size, seed)
	if err != nil {
		return err
	}
	catPath := filepath.Join(dataDir, "catalog.json")
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return err
	}
	if err := os.WriteFile(catPath, w.CatalogJSON, 0o600); err != nil {
		return err
	}
	w.CatalogJSON = nil // the service keeps the parsed catalog, not the file
	cat, err := catalog.LoadWithOverride(catPath)
	if err != nil {
		return err
	}
	db, err := sqlite.Open(ctx, sqlite.Config{Path: filepath.Join(dataDir, "switchyard.db")})
	if err != nil {
		return err
	}
	defer db.Close()
	integrators := integrator.NewService(integrator.Config{Store: db, CheckEvery: 20 * time.Millisecond})
	id, _, err := integrators.Add(ctx, integrator.AddRequest{Name: "bench", Tier: string(integrator.TierCustom), Rate: rate})
	if err != nil {
		return err
	}

	signer, err := newBenchSolver(w.Chains)
	if err != nil {
		return err
	}
	book := liquidity.NewBook()
	book.Publish("bench-world", w.Chains...)
	engine := route.NewEngine(route.EngineConfig{Book: book, MaxPriceImpact: 10})
	routes := route.NewService(route.ServiceConfig{Catalog: cat, Engine: engine, Store: db,
		Window: memory.NewQuoteWindow(memory.QuoteWindowConfig{}), WalletWindowLength: 10 * time.Second,
		QuoteTTL: 2 * time.Minute, Signer: signer})

	srv := httpapi.New(httpapi.Config{
		Catalog:      cat,
		Integrators:  integrators,
		Limiter:      memory.New(memory.Config{}),
		Logger:       logger,
		Registry:     prometheus.NewRegistry(),
		SDK:          catalog.SDKMeta{ExplorerURL: "https://axelarscan.io"},
		Dependencies: map[string]httpapi.Pinger{"store": db},
		Routes:       routes,
		Version:      "bench-routes",
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	hs := &http.Server{
		Handler:           srv,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
	nChains, nTokens := cat.Counts()
	logger.Info("bench service started", slog.String("addr", ln.Addr().String()), slog.String("world", string(size)),
		slog.Int("chains", nChains), slog.Int("tokens", nTokens), slog.Int("pools", w.Stats.Pools))
	fmt.Fprintf(stdout, "%s%s\n%s%s\n", listeningPrefix, ln.Addr(), integratorPrefix, id)

	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("server stopped: %w", err)
	case <-ctx.Done():
	}
	srv.Drain()
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	if err := hs.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
