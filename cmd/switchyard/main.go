// Command switchyard is the Switchyard service and its administration
// tools: flags, their parsing into app.Config, and subcommands. The wiring
// of domain packages to adapters is internal/app's (app.Main).
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/switchyard-dev/switchyard/devnet/cosmos/nodehook"
)

// version is set at build time with -ldflags "-X main.version=…".
var version = "dev"

func main() {
	nodehook.MaybeRun() // a devnet Cosmos chain runs as a child process of this binary
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := runCommand(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

const usage = `usage: switchyard <command> [flags]

commands:
  serve          run the service (default mode: embedded devnet, SQLite, in-memory limits)
  integrators    administer integrators: add | list | set-tier | set-features | set-fee | set-webhook | webhooks | revoke
  devnet         run the devnet alone; devnet fund | gas | pools | price | solver | delay | orders | ibc:
                 scenario controls of a running devnet
  chains         list the chains of a running service [--chain ID] [--fields a,b] [--json]
  tokens         list its tokens [--chain ID] [--fields a,b] [--json]
  quote          ask for a route: --from-chain --from-token --from-amount --from-address --to-chain --to-token … [--json]
  route          quote, and with --execute --key-file F approve, send and follow the route
  status         the status of a sent route: --tx --from-chain --to-chain --quote-id [--wait]
                 (client commands take --url and --integrator-id, or SWITCHYARD_URL, SWITCHYARD_INTEGRATOR_ID)
  version        print the version

Run "switchyard <command> -h" for a command's flags.
`

// runCommand runs the command line and returns the exit code. Tests call it
// directly; it stops when ctx is cancelled.
func runCommand(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	var err error
	switch args[0] {
	case "serve":
		err = runServe(ctx, args[1:], stdout, stderr)
	case "integrators":
		err = runIntegrators(ctx, args[1:], stdout, stderr)
	case "devnet":
		err = runDevnet(ctx, args[1:], stdout, stderr)
	case "chains":
		err = runChains(ctx, args[1:], stdout, stderr)
	case "tokens":
		err = runTokens(ctx, args[1:], stdout, stderr)
	case "quote":
		err = runQuote(ctx, args[1:], stdout, stderr)
	case "route":
		err = runRoute(ctx, args[1:], stdout, stderr)
	case "status":
		err = runStatus(ctx, args[1:], stdout, stderr)
	case "version", "--version":
		fmt.Fprintln(stdout, "switchyard", version)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
	default:
		fmt.Fprintf(stderr, "switchyard: unknown command %q\n\n%s", args[0], usage)
		return 2
	}
	if err != nil {
		if err == errUsage {
			return 2
		}
		fmt.Fprintln(stderr, "switchyard:", err)
		return 1
	}
	return 0
}
