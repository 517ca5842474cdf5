//go:build !nodevnet

package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"

	"github.com/switchyard-dev/switchyard/internal/app"
)

// switchyard devnet: the devnet alone (app.RunDevnet), until interrupted,
// and the dispatch to its admin-CLI subcommands (devnet_cli.go).

const devnetUsage = `usage: switchyard devnet [flags]                  run the devnet alone until interrupted
       switchyard devnet fund --chain ID --to 0x… (--native | --token SYMBOL|0xADDRESS) --amount N [--url URL]
       switchyard devnet fund --chain bitcoin --to bcrt1… --amount SATS [--url URL]   (with --bitcoin)
       switchyard devnet fund --chain osmosis-1 --to osmo1… (--native | --token SYMBOL|DENOM) --amount N [--url URL]   (with --cosmos)
       switchyard devnet mine [--blocks N] [--url URL]   mines Bitcoin blocks now (with --bitcoin)
       switchyard devnet gas --chain ID (--gwei G | --reset) [--url URL]
       switchyard devnet pools --chain ID [--url URL]
       switchyard devnet price --chain ID --pool BASE/QUOTE|0xPOOL --price P [--url URL]
       switchyard devnet solver [--pause | --resume] [--url URL]
       switchyard devnet delay [--set DURATION] [--url URL]
       switchyard devnet orders [--lifetime DURATION] [--url URL]   intents orders' lifetime (default 10m)
       switchyard devnet ibc [--pause | --resume] [--timeout DURATION] [--url URL]   the IBC relayer (with --cosmos)
       switchyard devnet account --key-file F [--show]   make (or show) a development key file

fund, gas, pools, price, solver and delay call the admin API of a running devnet (switchyard
serve or switchyard devnet); --url defaults to http://127.0.0.1:8544. Amounts are
integers in base units (wei for the native currency); a pool's price is a
decimal number of QUOTE per BASE (WETH/USDC 3500: one WETH costs 3500 USDC).
solver pauses or resumes the intents solver (a paused solver lets orders
expire and be refunded); delay sets the bridge explorer's indexing delay
(a duration such as 5s or 0s, or seconds); ibc pauses or resumes the IBC
relayer between the Cosmos chains and sets the packet timeout of routes
quoted from then on. Without a flag they show the state.
`

func runDevnet(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		switch args[0] {
		case "fund":
			return runDevnetFund(ctx, args[1:], stdout, stderr)
		case "gas":
			return runDevnetGas(ctx, args[1:], stdout, stderr)
		case "mine":
			return runDevnetMine(ctx, args[1:], stdout, stderr)
		case "pools":
			return runDevnetPools(ctx, args[1:], stdout, stderr)
		case "price":
			return runDevnetPrice(ctx, args[1:], stdout, stderr)
		case "solver":
			return runDevnetSolver(ctx, args[1:], stdout, stderr)
		case "delay":
			return runDevnetDelay(ctx, args[1:], stdout, stderr)
		case "orders":
			return runDevnetOrders(ctx, args[1:], stdout, stderr)
		case "ibc":
			return runDevnetIBC(ctx, args[1:], stdout, stderr)
		case "account":
			return runDevnetAccount(ctx, args[1:], stdout, stderr)
		case "help":
			fmt.Fprint(stderr, devnetUsage)
			return errUsage
		}
		if !strings.HasPrefix(args[0], "-") {
			fmt.Fprintf(stderr, "unknown devnet command %q\n\n%s", args[0], devnetUsage)
			return errUsage
		}
	}
	fs := newFlagSet("devnet", stderr)
	var s app.DevnetSettings
	registerDevnetFlags(fs, &s, app.AloneDevnetFlags)
	logLevel := fs.String("log-level", "info", "debug, info, warn or error")
	dataDir := fs.String("data-dir", defaultDataDir, "the service's data dir: the devnet's chains and state (under devnet/); --reset also clears the tracked transactions of its SQLite store")
	fs.Usage = func() {
		fmt.Fprint(stderr, devnetUsage, "\nflags:\n")
		fs.PrintDefaults()
	}
	if err := parseFlags(fs, args, nil, []string{}...); err != nil { // no environment: flags only
		return err
	}
	problems := s.Problems()
	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		problems = append(problems, fmt.Sprintf("--log-level %q must be debug, info, warn or error", *logLevel))
	}
	if *dataDir == "" {
		problems = append(problems, "--data-dir must not be empty")
	}
	if len(problems) > 0 {
		return fmt.Errorf("invalid configuration:\n  %s", strings.Join(problems, "\n  "))
	}
	s.DataDir = *dataDir
	return app.RunDevnet(ctx, &s, slog.New(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: level})), stdout)
}
