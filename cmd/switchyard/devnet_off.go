//go:build nodevnet

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/chain/evm"
	"github.com/switchyard-dev/switchyard/liquidity/evmsource"
	"github.com/switchyard-dev/switchyard/route"
)

// This file builds the service without the devnet (go build -tags nodevnet):
// an API-only binary about a third the size, without go-ethereum's node.
// The devnet flags are still accepted so that configurations keep working;
// only "none" chains can be asked for.

type devnetSettings struct {
	Chains         string
	BlockInterval  time.Duration
	RPCPort        int
	AdminListen    string
	ExplorerListen string
	ExplorerDelay  time.Duration
	Reset          bool
	OrderLifetime  time.Duration

	names     devnetFlagNames
	attachURL string // refused in this build
}

type devnetFlagNames struct{ chains, interval, rpcPort, admin, explorer, delay, reset, orderLifetime string }

var serveDevnetFlags = devnetFlagNames{"devnet-chains", "devnet-block-interval", "devnet-rpc-port", "devnet-admin-listen", "devnet-explorer-listen", "devnet-explorer-delay", "devnet-reset", "devnet-order-lifetime"}

var errNoDevnet = errors.New("this binary was built with -tags nodevnet, without the devnet; serve runs the API alone (--devnet-chains none)")

func (s *devnetSettings) register(fs *flag.FlagSet, names devnetFlagNames) {
	s.names = names
	fs.StringVar(&s.Chains, names.chains, "none", "none: this build has no devnet (built with -tags nodevnet)")
	fs.DurationVar(&s.BlockInterval, names.interval, 0, "ignored: this build has no devnet")
	fs.IntVar(&s.RPCPort, names.rpcPort, 0, "ignored: this build has no devnet")
	fs.StringVar(&s.AdminListen, names.admin, "", "ignored: this build has no devnet")
	fs.StringVar(&s.ExplorerListen, names.explorer, "", "ignored: this build has no devnet")
	fs.DurationVar(&s.ExplorerDelay, names.delay, 0, "ignored: this build has no devnet")
	fs.BoolVar(&s.Reset, names.reset, false, "ignored: this build has no devnet")
	fs.DurationVar(&s.OrderLifetime, names.orderLifetime, 0, "ignored: this build has no devnet")
	if names == serveDevnetFlags {
		fs.StringVar(&s.attachURL, "devnet-url", "", "not available: this build has no devnet")
	}
}

func (s *devnetSettings) validate() []string {
	if s.attachURL != "" {
		return []string{fmt.Sprintf("--devnet-url %q: %v", s.attachURL, errNoDevnet)}
	}
	if s.Chains != "none" {
		return []string{fmt.Sprintf("--%s %q: %v", s.names.chains, s.Chains, errNoDevnet)}
	}
	return nil
}

// runningDevnet never exists in this build.
type runningDevnet struct{}

func (s *devnetSettings) enabled() bool { return false }

func openDevnet(context.Context, *devnetSettings, *catalog.Catalog, string, func(context.Context) error, *slog.Logger) (*runningDevnet, error) {
	return nil, errNoDevnet
}

func (*runningDevnet) Close() error                 { return nil }
func (*runningDevnet) rpcURLs() map[string][]string { return nil }
func (*runningDevnet) chainIDs() []uint64           { return nil }
func (*runningDevnet) explorerURL() string          { return "" }
func (*runningDevnet) adminURL() string             { return "" }
func (*runningDevnet) setAPIURL(string)             {}
func (*runningDevnet) printChains(io.Writer)        {}
func printAccountsNote(io.Writer)                   {}
func (*runningDevnet) quoteSigner() route.Signer    { return nil }

func devnetLiquidity(*runningDevnet, *catalog.Catalog, *evm.Watcher, *slog.Logger) (*evmsource.Source, error) {
	return nil, errNoDevnet
}

func devnetHeadChains(*runningDevnet) []evm.ChainConfig { return nil }

func runDevnet(context.Context, []string, io.Writer, io.Writer) error { return errNoDevnet }
