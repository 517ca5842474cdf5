// Package world owns what lives on the devnet's chains: the catalog's
// tokens as real contracts at the catalog's addresses (ERC20Token, and
// WETH9 at each chain's wrapped-native address), the protocol contracts
// (route router and multicall, GMP gateway and gas service, intents
// settlement, the pairs' exact-input swapper), the published Uniswap V2 and
// V3 contracts with V2 pairs and V3 pools at several fee tiers and tick
// ranges (v3plan.go), the StableSwap stand-in, liquidity seeded at the
// catalog's USD prices, the solver's inventory, and the token-level
// scenario controls (fund an address with a token, move a pool's price).
// Each chain's Deployment records the addresses for the relayer, solver,
// explorer and quote engine.
//
// Token code is placed in the chains' genesis (Genesis), everything else is
// done by transactions of the service accounts (Deployer, Relayer) once the
// chains run (Start), batched so that a chain is ready in a few blocks.
package world

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// Config configures a World.
type Config struct {
	// Catalog supplies the chains' tokens, prices and bridge names.
	Catalog *catalog.Catalog
	Logger  *slog.Logger
}

// World is the devnet's on-chain world across its chains.
type World struct {
	log   *slog.Logger
	plans map[uint64]*plan // chains the catalog knows
	order []uint64         // chain ids in configuration order
	erc20 []byte           // runtime code
	weth9 []byte
	uni   uniswapCode // creation code

	// Set by Start, read-only afterwards.
	chains map[uint64]*chainWorld
}

// chainWorld is one started chain's world.
type chainWorld struct {
	c *chain.Chain
	d *Deployment
	p *plan
	// mu serializes the deployer's transactions after the start (funding,
	// price moves): one nonce sequence.
	mu sync.Mutex
}

// New plans the world for the chains. A chain the catalog does not list as
// an EVM chain runs bare (no contracts); that is logged, not an error.
func New(cfg Config, chainIDs []uint64) (*World, error) {
	if cfg.Catalog == nil {
		return nil, errors.New("devnet world: a catalog is required")
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	erc20, weth9, err := runtimeCode()
	if err != nil {
		return nil, fmt.Errorf("devnet world: %w", err)
	}
	uni, err := loadUniswapCode()
	if err != nil {
		return nil, fmt.Errorf("devnet world: %w", err)
	}
	w := &World{log: cfg.Logger, plans: map[uint64]*plan{}, order: chainIDs, erc20: erc20, weth9: weth9, uni: uni, chains: map[uint64]*chainWorld{}}
	for _, id := range chainIDs {
		p := newPlan(cfg.Catalog, id)
		if p == nil {
			w.log.Warn("devnet chain is not an EVM chain of the catalog: it runs without tokens, pools or protocol contracts", slog.Uint64("chain", id))
			continue
		}
		for _, n := range p.notes {
			w.log.Info("devnet world: "+n, slog.Uint64("chain", id))
		}
		w.plans[id] = p
	}
	return w, nil
}

// Genesis is the chain's genesis accounts: token runtime code at the
// catalog's addresses and the funded service accounts (nil for a chain the
// world leaves bare).
func (w *World) Genesis(chainID uint64) types.GenesisAlloc {
	p, ok := w.plans[chainID]
	if !ok {
		return nil
	}
	return p.genesis(w.erc20, w.weth9)
}

// Start builds the world on the started chains, which must have been
// created with Genesis, all chains in parallel. It is called once.
func (w *World) Start(ctx context.Context, chains []*chain.Chain) error {
	begin := time.Now()
	var (
		mu   sync.Mutex
		errs []error
		wg   sync.WaitGroup
	)
	for _, c := range chains {
		p, ok := w.plans[c.ChainID()]
		if !ok {
			continue
		}
		wg.Go(func() {
			d, err := deploy(ctx, c, p, w.uni)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				errs = append(errs, fmt.Errorf("devnet world on chain %d: %w", c.ChainID(), err))
				return
			}
			w.chains[c.ChainID()] = &chainWorld{c: c, d: d, p: p}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	for _, id := range w.order {
		if cw, ok := w.chains[id]; ok {
			w.log.Info("devnet world ready", slog.Uint64("chain", id), slog.String("router", cw.d.Router.Hex()),
				slog.String("gateway", cw.d.Gateway.Hex()), slog.Int("tokens", len(cw.d.Tokens)), slog.Int("pools", len(cw.d.Pools)))
		}
	}
	w.log.Info("devnet world started", slog.Int("chains", len(w.chains)), slog.String("duration", time.Since(begin).Round(time.Millisecond).String()))
	return nil
}

// Deployment returns a copy of the chain's deployment.
func (w *World) Deployment(chainID uint64) (*Deployment, bool) {
	cw, ok := w.chains[chainID]
	if !ok {
		return nil, false
	}
	return cw.d.clone(), true
}

// DeploymentByBridgeName returns a copy of the deployment of the chain the
// GMP bridge calls `name` (a gateway event's destinationChain), ignoring
// case as the bridge does.
func (w *World) DeploymentByBridgeName(name string) (*Deployment, bool) {
	for _, id := range w.order {
		if cw, ok := w.chains[id]; ok && strings.EqualFold(cw.d.BridgeChainName, name) {
			return cw.d.clone(), true
		}
	}
	return nil, false
}

// Deployments returns copies of every chain's deployment, in the chains'
// configuration order.
func (w *World) Deployments() []*Deployment {
	var out []*Deployment
	for _, id := range w.order {
		if cw, ok := w.chains[id]; ok {
			out = append(out, cw.d.clone())
		}
	}
	return out
}
