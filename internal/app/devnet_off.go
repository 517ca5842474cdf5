//go:build nodevnet

package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/chain/evm"
	"github.com/switchyard-dev/switchyard/liquidity/evmsource"
	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
)

// This file builds the service without the devnet (go build -tags nodevnet):
// an API-only binary about a third the size, without go-ethereum's node.
// The devnet settings are still accepted so that configurations keep
// working; only "none" chains can be asked for.

// ErrNoDevnet is every devnet request's answer in this build.
var ErrNoDevnet = errors.New("this binary was built with -tags nodevnet, without the devnet; serve runs the API alone (--devnet-chains none)")

// Problems accepts only the API alone.
func (s *DevnetSettings) Problems() []string {
	if s.Names == (DevnetFlagNames{}) {
		s.Names = ServeDevnetFlags
	}
	if s.AttachURL != "" {
		return []string{fmt.Sprintf("--devnet-url %q: %v", s.AttachURL, ErrNoDevnet)}
	}
	if s.Chains != "none" {
		return []string{fmt.Sprintf("--%s %q: %v", s.Names.Chains, s.Chains, ErrNoDevnet)}
	}
	return nil
}

// RunDevnet has no devnet to run in this build.
func RunDevnet(context.Context, *DevnetSettings, *slog.Logger, io.Writer) error { return ErrNoDevnet }

// runningDevnet never exists in this build.
type runningDevnet struct{}

func openDevnet(context.Context, *DevnetSettings, *catalog.Catalog, string, func(context.Context) error, *slog.Logger) (*runningDevnet, error) {
	return nil, ErrNoDevnet
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

func (*runningDevnet) bitcoinNetwork() route.BitcoinNetwork { return nil }

func (*runningDevnet) bitcoinPayments() (status.BitcoinPayments, string) { return nil, "" }

func (*runningDevnet) bitcoinDeposits() route.BitcoinDeposits { return nil }

func (*runningDevnet) bitcoinDepositStatus() status.BitcoinDeposits { return nil }

func devnetLiquidity(*runningDevnet, *catalog.Catalog, *evm.Watcher, *slog.Logger) (*evmsource.Source, error) {
	return nil, ErrNoDevnet
}

func devnetHeadChains(*runningDevnet) []evm.ChainConfig { return nil }
