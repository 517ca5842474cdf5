//go:build !nodevnet

package app

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/params"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// RunDevnet runs the devnet alone (switchyard devnet) on the bundled
// catalog until ctx ends: its chains and state under s.DataDir/devnet,
// which must be set, the SQLite store there cleared of tracked
// transactions by Reset. It prints the chains and the development
// accounts with their keys on stdout.
func RunDevnet(ctx context.Context, s *DevnetSettings, logger *slog.Logger, stdout io.Writer) error {
	start := time.Now()
	cat, err := catalog.Bundled()
	if err != nil {
		return err
	}
	_, db, err := OpenDataDir(ctx, s.DataDir)
	if err != nil {
		return err
	}
	defer db.Close()
	r, err := startDevnet(ctx, s, cat, db, logger)
	if err != nil {
		return err
	}
	logger.Info("devnet started", slog.Any("chains", r.chainIDs()), slog.String("startup", time.Since(start).Round(time.Millisecond).String()))
	r.printChains(stdout)
	printAccounts(stdout)
	<-ctx.Done()
	logger.Info("devnet stopping")
	return r.Close()
}

// printAccountsNote tells where the development accounts are, without keys.
func printAccountsNote(w io.Writer) {
	fmt.Fprintf(w, "development accounts: the %d PUBLIC Hardhat/Anvil test keys (mnemonic %q), %s native units each on every chain; never use them on a real network\n",
		len(chain.DevAccounts()), chain.DevMnemonic, new(big.Int).Quo(chain.DevBalance, big.NewInt(params.Ether)))
}

// printAccounts prints the development accounts with their keys.
func printAccounts(w io.Writer) {
	units := new(big.Int).Quo(chain.DevBalance, big.NewInt(params.Ether))
	fmt.Fprintf(w, "development accounts (%s native units each on every chain; mnemonic %q):\n", units, chain.DevMnemonic)
	fmt.Fprintf(w, "  WARNING: %s\n", devnet.KeyWarning)
	for i, a := range chain.DevAccounts() {
		fmt.Fprintf(w, "  (%d) %s  %s\n", i, a.Address.Hex(), a.KeyHex())
	}
}
