//go:build !nodevnet

package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/chain/ledger"
	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/devnet/cosmosbridge"
	"github.com/switchyard-dev/switchyard/devnet/ibc"
	"github.com/switchyard-dev/switchyard/devnet/relayer"
	"github.com/switchyard-dev/switchyard/devnet/world"
	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
)

// cosmosDir is the Cosmos chains' and the IBC relayer's directory in the
// devnet's chains dir, so that --devnet-reset deletes it with the rest.
const cosmosDir = "cosmos"

// cosmosDevnet is the devnet's Cosmos chains with the IBC relayer between
// the hub and the others, and the hub's bridge to the EVM chains.
type cosmosDevnet struct {
	net     *cosmos.Network
	relayer *ibc.Relayer
	bridge  *cosmosbridge.Bridge
	// ibcTimeout is the packet timeout of routes quoted from now on
	// (nanoseconds; the admin API sets it).
	ibcTimeout atomic.Int64
}

// cosmosHandOff is what the GMP relayer leaves to the hub's bridge: the
// messages to the Cosmos chains, when they run.
func cosmosHandOff(s *DevnetSettings) []string {
	if !s.Cosmos {
		return nil
	}
	return cosmosbridge.BridgeNames()
}

// startHubBridge starts the hub's bridge between the GMP relayer's EVM
// chains and the Cosmos chains, its journal beside the IBC relayer's.
// Without the GMP relayer (no EVM chains) it carries transfers between
// the Cosmos chains only.
func (r *runningDevnet) startHubBridge(chainsDir string) error {
	if r.cosmos == nil {
		return nil
	}
	evm := map[string]uint64{}
	if r.relayer != nil {
		for _, dep := range r.net.World().Deployments() {
			evm[dep.BridgeChainName] = dep.ChainID
		}
	}
	b, err := cosmosbridge.New(cosmosbridge.Config{Chains: cosmosbridge.ChainsOf(r.cosmos.net), Messages: r.state, EVMChains: evm,
		Symbol: world.BridgedSymbol, JournalPath: filepath.Join(chainsDir, cosmosDir, "hub-bridge.json"), IBCTimeout: cosmosIBCTimeout,
		Logger: r.log.With(slog.String("component", "hub-bridge")),
		// devnet ibc --timeout shortens the bridge's forwards too
		ForwardTimeout: func() time.Duration { return time.Duration(r.cosmos.ibcTimeout.Load()) }})
	if err != nil {
		return fmt.Errorf("devnet hub bridge: %w", err)
	}
	if err := b.Start(); err != nil {
		return fmt.Errorf("devnet hub bridge: %w", err)
	}
	r.cosmos.bridge = b
	return nil
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
	c.ibcTimeout.Store(int64(cosmosIBCTimeout))
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

// Close stops the hub's bridge and the relayer, then the chains (both
// talk to them).
func (c *cosmosDevnet) Close() error {
	if c == nil {
		return nil
	}
	var errs []error
	if c.bridge != nil {
		errs = append(errs, c.bridge.Close())
	}
	if c.relayer != nil {
		errs = append(errs, c.relayer.Close())
	}
	if c.net != nil {
		errs = append(errs, c.net.Close())
	}
	return errors.Join(errs...)
}

// cosmosIBCTimeout is how long a quoted IBC packet stays deliverable
// until the admin API sets another timeout.
const cosmosIBCTimeout = 10 * time.Minute

// evmBridgeDown is why routes between EVM and Cosmos chains are not
// offered on a devnet without EVM chains (the hub's bridge then has no
// GMP relayer to work with).
const evmBridgeDown = "the devnet hub's bridge to EVM chains is not running (the devnet runs no EVM chains): routes between EVM and Cosmos chains are not offered"

// withCosmos lists the running Cosmos chains in the catalog: their RPC
// and REST URLs, fee currency and the bridged asset's denom. Without
// Cosmos chains it returns cat.
func (r *runningDevnet) withCosmos(cat *catalog.Catalog) (*catalog.Catalog, error) {
	if r == nil || r.cosmos == nil {
		return cat, nil
	}
	var nodes []catalog.CosmosNode
	for _, ch := range r.cosmos.net.Chains() {
		nodes = append(nodes, catalog.CosmosNode{ChainID: ch.ID, RPC: ch.RPCURL, REST: ch.RESTURL, Bech32Prefix: ch.Prefix,
			Fee:         catalog.CosmosCurrency{Denom: ch.Denom, Symbol: strings.ToUpper(strings.TrimPrefix(ch.Denom, "u")), Decimals: 6},
			GasPriceLow: 0.0025, GasPriceAverage: 0.0025, GasPriceHigh: 0.005, // the nodes' minimum is 0.0025 (cosmos.MinGasPrice)
			Tokens: []catalog.CosmosToken{{CosmosCurrency: catalog.CosmosCurrency{Denom: bridgedDenom(ch.Spec), Symbol: "USDC", Decimals: 6},
				Name: "USD Coin", USDPrice: 1, BridgeNetworkSymbol: "axlUSDC"}}})
	}
	return cat.WithCosmos(nodes)
}

// bridgedDenom is the hub's uusdc as it is known on chain s.
func bridgedDenom(s cosmos.Spec) string {
	if s.ID == cosmos.HubChainID {
		return cosmos.USDCDenom
	}
	return cosmos.USDCVoucher(s.ID)
}

// cosmosRoutes is the running Cosmos chains as routes reach them (nil
// without them), with EVM legs when the hub's bridge runs.
func (r *runningDevnet) cosmosRoutes() (route.CosmosNetwork, error) {
	if r == nil || r.cosmos == nil {
		return nil, nil
	}
	hub := route.CosmosHub{ChainID: cosmos.HubChainID, BridgeAccount: cosmos.BridgeKey().AddressOn(cosmos.HubChainID),
		FeeCollector: cosmos.FeeCollectorKey().AddressOn(cosmos.HubChainID), GMPSymbol: world.BridgedSymbol,
		Relay: cosmosbridge.DefaultInterval + relayer.DefaultPollInterval}
	if r.relayer == nil {
		hub.EVMUnavailable = evmBridgeDown
	}
	blockTime := cosmosBlockTime(r.blockInterval)
	var chains []route.CosmosChain
	for _, ch := range r.cosmos.net.Chains() {
		chains = append(chains, route.CosmosChain{ChainID: ch.ID, BridgeName: ch.Name, BridgedDenom: bridgedDenom(ch.Spec),
			HubChannel: ch.HubChannel, ChannelToHub: ch.ChannelToHub, IBCTimeout: cosmosIBCTimeout,
			GasPrice: cosmos.MinGasPrice(ch.Denom), BlockTime: blockTime})
	}
	n, err := route.NewStaticCosmos(hub, chains...)
	if err != nil {
		return nil, err
	}
	return timeoutNetwork{CosmosNetwork: n, timeout: &r.cosmos.ibcTimeout}, nil
}

// cosmosReader reads the running Cosmos chains' transactions over their
// REST servers for the status tracker (nil without them).
func (r *runningDevnet) cosmosReader(cat *catalog.Catalog) (status.CosmosReader, error) {
	if r == nil || r.cosmos == nil {
		return nil, nil
	}
	var chains []*catalog.Chain
	urls := map[string]string{}
	for _, ch := range r.cosmos.net.Chains() {
		if c, ok := cat.Chain(cat.FullView(), ch.ID); ok {
			chains = append(chains, c)
		}
		urls[ch.ID] = ch.RESTURL
	}
	l, err := ledger.New(ledger.Config{Chains: chains, URLs: urls})
	if err != nil {
		return nil, err
	}
	return l, nil
}
