//go:build !nodevnet

package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"time"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/devnet/ibc"
)

// cosmosDir is the Cosmos chains' and the IBC relayer's directory in the
// devnet's chains dir, so that --devnet-reset deletes it with the rest.
const cosmosDir = "cosmos"

// cosmosDevnet is the devnet's Cosmos chains with the IBC relayer between
// the hub and the others.
type cosmosDevnet struct {
	net     *cosmos.Network
	relayer *ibc.Relayer
}

// startCosmos starts the Cosmos chains under chainsDir/cosmos and the IBC
// relayer, returning once the relayer's paths are open. blockInterval 0
// leaves the chains' block time at its default: CometBFT chains always
// make blocks, unlike the EVM chains.
func startCosmos(ctx context.Context, chainsDir string, blockInterval time.Duration, logger *slog.Logger) (_ *cosmosDevnet, err error) {
	dir := filepath.Join(chainsDir, cosmosDir)
	logger = logger.With(slog.String("component", "cosmos"))
	n, err := cosmos.Start(ctx, cosmos.Config{DataDir: dir, BlockTime: cosmosBlockTime(blockInterval)})
	if err != nil {
		return nil, fmt.Errorf("devnet cosmos chains: %w", err)
	}
	c := &cosmosDevnet{net: n}
	defer func() {
		if err != nil {
			c.Close()
		}
	}()
	if c.relayer, err = ibc.NewRelayer(ibc.Config{Chains: ibc.ChainsOf(n), StatePath: filepath.Join(dir, "ibc-relayer.json"),
		Logf: func(format string, args ...any) { logger.Debug(fmt.Sprintf(format, args...)) }}); err != nil {
		return nil, fmt.Errorf("devnet IBC relayer: %w", err)
	}
	if err := c.relayer.Start(ctx); err != nil {
		return nil, fmt.Errorf("devnet IBC relayer: %w", err)
	}
	for _, ch := range n.Chains() {
		logger.Info("devnet cosmos chain", slog.String("chain", ch.ID), slog.String("rpc", ch.RPCURL), slog.String("rest", ch.RESTURL))
	}
	return c, nil
}

// cosmosBlockTime is the Cosmos chains' pause between blocks: the EVM
// chains' interval when it is short, since a route's status follows both.
func cosmosBlockTime(interval time.Duration) time.Duration {
	if interval <= 0 || interval > 2*time.Second {
		return time.Second
	}
	return interval
}

// Close stops the relayer, then the chains (the relayer talks to them).
func (c *cosmosDevnet) Close() error {
	if c == nil {
		return nil
	}
	var errs []error
	if c.relayer != nil {
		errs = append(errs, c.relayer.Close())
	}
	if c.net != nil {
		errs = append(errs, c.net.Close())
	}
	return errors.Join(errs...)
}
