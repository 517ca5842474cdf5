//go:build !nodevnet

package app

import (
	"cmp"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/chain/evm"
	"github.com/switchyard-dev/switchyard/devnet/relayer"
	"github.com/switchyard-dev/switchyard/devnet/world"
	"github.com/switchyard-dev/switchyard/liquidity"
	"github.com/switchyard-dev/switchyard/liquidity/evmsource"
)

// The devnet's bridge and solver terms, as the quote engine prices them.
const (
	devnetGMPMaxWhole      = 1_000_000 // largest GMP transfer, in whole bridged tokens (the smallest is one)
	devnetSolverSpreadBps  = 10
	devnetSolverFixedUSD   = 0.5
	devnetSolverMinUSD     = 10
	devnetSolverFillTime   = 10 * time.Second
	devnetSolverExpiry     = 10 * time.Minute // the interface: a failed intents route is refunded in about 10 minutes
	devnetLiquiditySource  = "devnet"
	devnetConfirmationPoll = relayer.DefaultPollInterval
)

// devnetLiquidity is the liquidity source of the devnet's chains: every
// chain with a world deployment, its pools read through the chain's own
// client. Per chain: the catalog's chain and native currency, the
// deployment's tokens (catalog decimals and prices), contracts and pools,
// the GMP gateway bridging world.BridgedSymbol, the solver's inventory of
// native and pooled tokens, and liquidity.DefaultGas.
//
// The GMP confirmation time is the relayer's confirmations times the
// block interval (a call is approved once that many blocks, its own
// included, exist), and at least the relayer's poll interval: without
// interval blocks (--devnet-block-interval 0) the relayer approves as soon
// as it polls.
func devnetLiquidity(dn *runningDevnet, cat *catalog.Catalog, heads *evm.Watcher, logger *slog.Logger) (*evmsource.Source, error) {
	if dn == nil || len(dn.deployments()) == 0 {
		return nil, errors.New("the devnet runs no world")
	}
	confirmation := max(time.Duration(dn.confirmations)*dn.blockInterval, devnetConfirmationPoll)
	solver := dn.solverAddress()
	var chains []evmsource.ChainConfig
	for _, dep := range dn.deployments() {
		c, ok := dn.client(dep.ChainID)
		if !ok {
			continue
		}
		cc, err := devnetChainConfig(dep, cat, dn.blockInterval, confirmation, solver)
		if err != nil {
			return nil, fmt.Errorf("chain %d: %w", dep.ChainID, err)
		}
		cc.Client = c
		chains = append(chains, cc)
	}
	return evmsource.New(evmsource.Config{Name: devnetLiquiditySource, Chains: chains, Heads: heads,
		Logger: logger.With(slog.String("component", "liquidity"))})
}

// devnetHeadChains are the devnet's chains for the head watcher, through
// their in-process clients, which deliver new heads by subscription (an
// attached devnet's, over HTTP, are polled).
func devnetHeadChains(dn *runningDevnet) []evm.ChainConfig {
	if dn == nil {
		return nil
	}
	var out []evm.ChainConfig
	for _, id := range dn.chainIDs() {
		if c, ok := dn.client(id); ok {
			out = append(out, evm.ChainConfig{ID: strconv.FormatUint(id, 10), Client: c})
		}
	}
	return out
}

// devnetChainConfig is one deployment's chain, without its client.
func devnetChainConfig(dep *world.Deployment, cat *catalog.Catalog, blockInterval, confirmation time.Duration, solver *common.Address) (evmsource.ChainConfig, error) {
	id := strconv.FormatUint(dep.ChainID, 10)
	static, err := evmsource.CatalogChain(cat, id)
	if err != nil {
		return evmsource.ChainConfig{}, err
	}
	static.BridgeName = dep.BridgeChainName
	static.BlockTime = blockInterval
	static.WrappedNative = common.Address{}
	if t, ok := dep.Tokens[dep.WrappedNative]; ok && dep.WrappedNative != "" {
		static.WrappedNative = t.Address
	}
	// The deployment's tokens, with the catalog's decimals and prices.
	fromCatalog := map[common.Address]liquidity.Token{}
	for _, t := range static.Tokens {
		fromCatalog[t.Address] = t
	}
	static.Tokens = static.Tokens[:0:0]
	for _, t := range dep.Tokens {
		tok, ok := fromCatalog[t.Address]
		if !ok {
			tok = liquidity.Token{Address: t.Address, Symbol: t.Symbol, Decimals: t.Decimals, USDPrice: t.USDPrice}
		}
		static.Tokens = append(static.Tokens, tok)
	}
	slices.SortFunc(static.Tokens, func(a, b liquidity.Token) int {
		return cmp.Or(cmp.Compare(a.Symbol, b.Symbol), a.Address.Cmp(b.Address))
	})
	static.Contracts = liquidity.Contracts{Router: dep.Router, Multicall: dep.Multicall, PairSwapper: dep.PairSwapper,
		V3Router: dep.Uniswap.SwapRouter, Gateway: dep.Gateway, GasService: dep.GasService, Settlement: dep.Settlement}
	if bridged, ok := dep.Bridged[world.BridgedSymbol]; ok {
		if t, ok := dep.TokenAt(bridged); ok {
			one := new(uint256.Int).Exp(uint256.NewInt(10), uint256.NewInt(uint64(t.Decimals)))
			gmp := &liquidity.GMP{Symbol: world.BridgedSymbol, Token: bridged, Min: *one, Confirmation: confirmation}
			gmp.Max.Mul(one, uint256.NewInt(devnetGMPMaxWhole))
			static.GMP = gmp
		}
	}
	cc := evmsource.ChainConfig{Static: static}
	for _, p := range dep.Pools {
		spec := evmsource.PoolSpec{Address: p.Address, Tokens: [2]common.Address{p.Token0, p.Token1}}
		switch p.Kind {
		case world.KindUniswapV2:
			spec.Kind, spec.FeeBps = liquidity.PairPool, p.FeeBps
		case world.KindStableSwap:
			spec.Kind = liquidity.StablePool
		case world.KindUniswapV3:
			spec.Kind = liquidity.V3Pool
		default:
			return cc, fmt.Errorf("pool %s is of unknown kind %q", p.Name, p.Kind)
		}
		cc.Pools = append(cc.Pools, spec)
	}
	if solver != nil {
		static.Intents = &liquidity.Intents{Solver: *solver, SpreadBps: devnetSolverSpreadBps, FixedFeeUSD: devnetSolverFixedUSD,
			MinUSD: devnetSolverMinUSD, FillTime: devnetSolverFillTime, Expiry: devnetSolverExpiry}
		// The world gives the solver native currency and every pooled token.
		cc.InventoryTokens = []common.Address{liquidity.Native}
		for _, p := range dep.Pools {
			for _, t := range []common.Address{p.Token0, p.Token1} {
				if !slices.Contains(cc.InventoryTokens, t) {
					cc.InventoryTokens = append(cc.InventoryTokens, t)
				}
			}
		}
	}
	return cc, nil
}
