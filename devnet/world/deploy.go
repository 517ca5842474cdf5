package world

import (
	"context"
	"fmt"
	"maps"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// The bindings pack call data; one instance each serves every chain.
var (
	erc20ABI     = bindings.NewERC20Token()
	wethABI      = bindings.NewWETH9()
	stableABI    = bindings.NewStableSwapPool()
	gatewayABI   = bindings.NewGMPGateway()
	gasABI       = bindings.NewGasService()
	intentsABI   = bindings.NewIntentsSettlement()
	routerABI    = bindings.NewRouteRouter()
	maxAllowance = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
)

// creation is a contract's creation code followed by its constructor input.
func creation(meta *bind.MetaData, ctor []byte) []byte {
	return append(common.FromHex(meta.Bin), ctor...)
}

// deploy builds the plan's world on a started chain in four batches, each
// mined before the next is estimated:
//
//  1. the protocol contracts (always first, at the deployer's nonces 0-5,
//     so their addresses are the same on every chain), the Uniswap V2 and
//     V3 factories and V3 periphery (nonces 6-10), and the deployer
//     wrapping the native currency the pools and the solver need (the
//     tokens are initialized in genesis);
//  2. the gateway's token registrations (by the relayer, its operator) and
//     minter rights, the 1 bp V3 tier, the pairs' creation with their seed
//     tokens sent to them, the stable pools' deployments (seed minted to
//     the deployer and approved), the V3 positions' tokens minted to the
//     deployer and approved to the position manager, and the solver's
//     inventory;
//  3. the pairs' mint(deployer), the stable pools' add_liquidity and the
//     V3 pools' creation at the pairs' prices;
//  4. the V3 positions.
func deploy(ctx context.Context, c *chain.Chain, p *plan, code uniswapCode) (*Deployment, error) {
	d := &Deployment{ChainID: p.chainID, BridgeChainName: p.bridgeChainName, WrappedNative: p.wrapped,
		Tokens: map[string]Token{}, Bridged: map[string]common.Address{}}
	for _, t := range p.tokens {
		d.Tokens[t.Symbol] = t
	}
	dep, rel, sol := Deployer(), Relayer(), Solver()

	b := newBatch(c)
	d.Multicall = b.deploy(dep, creation(&bindings.RouteMulticallMetaData, nil), "deploy RouteMulticall")
	d.Gateway = b.deploy(dep, creation(&bindings.GMPGatewayMetaData, gatewayABI.PackConstructor(rel.Address)), "deploy GMPGateway")
	d.GasService = b.deploy(dep, creation(&bindings.GasServiceMetaData, gasABI.PackConstructor(rel.Address)), "deploy GasService")
	d.Settlement = b.deploy(dep, creation(&bindings.IntentsSettlementMetaData, intentsABI.PackConstructor(rel.Address)), "deploy IntentsSettlement")
	d.Router = b.deploy(dep, creation(&bindings.RouteRouterMetaData,
		routerABI.PackConstructor(d.Multicall, d.Gateway, d.GasService, d.Settlement)), "deploy RouteRouter")
	// Stateless: no constructor input, nothing to initialize. Deployed after
	// the router so that the earlier contracts keep their addresses.
	d.PairSwapper = b.deploy(dep, creation(&bindings.PairSwapperMetaData, nil), "deploy PairSwapper")
	d.Uniswap = deployUniswap(b, dep, code, p.bySymbol[p.wrapped].Address)
	if need := p.wethNeeded(); need.Sign() > 0 {
		b.call(dep, p.bySymbol[p.wrapped].Address, need, wethABI.PackDeposit(), "wrap native into "+p.wrapped)
	}
	if _, err := b.run(ctx); err != nil {
		return nil, err
	}

	b = newBatch(c)
	for _, gs := range slices.Sorted(maps.Keys(p.bridged)) {
		t := p.bySymbol[p.bridged[gs]]
		d.Bridged[gs] = t.Address
		b.call(rel, d.Gateway, nil, gatewayABI.PackRegisterToken(gs, t.Address), "register "+gs+" on the gateway")
		b.call(dep, t.Address, nil, erc20ABI.PackSetMinter(d.Gateway, true), "let the gateway mint "+t.Symbol)
	}
	// The factory's constructor enables 500/10, 3000/60 and 10000/200.
	b.call(dep, d.Uniswap.V3Factory, nil, v3FactoryABI.PackEnableFeeAmount(big.NewInt(100), big.NewInt(1)), "enable the 1 bp V3 tier")
	var last []func(*batch)
	for _, pp := range p.pools {
		pool, finish := seedPool(b, dep, p, pp, d.Uniswap)
		d.Pools = append(d.Pools, pool)
		last = append(last, finish)
	}
	needs := p.v3Needs()
	for _, s := range p.v3Tokens() {
		t := p.bySymbol[s]
		give(b, dep, t, dep.Address, needs[s], "the deployer for V3 positions")
		b.call(dep, t.Address, nil, erc20ABI.PackApprove(d.Uniswap.PositionManager, maxAllowance), "approve "+s+" to the position manager")
	}
	for _, s := range p.inventory {
		t := p.bySymbol[s]
		give(b, dep, t, sol.Address, p.inventoryAmount(t), "the solver")
	}
	if _, err := b.run(ctx); err != nil {
		return nil, err
	}

	b = newBatch(c)
	for _, finish := range last {
		finish(b)
	}
	for _, pp := range p.v3pools {
		d.Pools = append(d.Pools, createV3(b, dep, d.Uniswap, pp))
	}
	if _, err := b.run(ctx); err != nil {
		return nil, err
	}

	b = newBatch(c)
	for _, pp := range p.v3pools {
		mintV3(b, dep, d.Uniswap, pp)
	}
	if _, err := b.run(ctx); err != nil {
		return nil, err
	}
	return d, nil
}

// seedPool adds a pool's deployment and seed transfers to b, and returns
// the pool and what completes it in the next batch.
func seedPool(b *batch, dep chain.Account, p *plan, pp plannedPool, u UniswapContracts) (Pool, func(*batch)) {
	base, quote := p.bySymbol[pp.Base], p.bySymbol[pp.Quote]
	pool := pp.Pool
	if pp.Kind == KindStableSwap {
		coins := [2]common.Address{base.Address, quote.Address}
		pool.Address = b.deploy(dep, creation(&bindings.StableSwapPoolMetaData,
			stableABI.PackConstructor(coins, new(big.Int).SetUint64(pp.A), new(big.Int).SetUint64(pp.StableFee))), "deploy pool "+pp.Name)
		pool.Token0, pool.Token1 = coins[0], coins[1]
		amounts := [2]*big.Int{pp.baseAmount, pp.quoteAmount}
		for i, t := range []Token{base, quote} {
			give(b, dep, t, dep.Address, amounts[i], "the deployer")
			b.call(dep, t.Address, nil, erc20ABI.PackApprove(pool.Address, maxAllowance), "approve "+t.Symbol+" to pool "+pp.Name)
		}
		return pool, func(b *batch) {
			b.call(dep, pool.Address, nil, stableABI.PackAddLiquidity(amounts, big.NewInt(0)), "add liquidity to pool "+pp.Name)
		}
	}
	return seedPair(b, dep, u, base, quote, pp)
}

// give adds a transfer of amount of t from the deployer: minted for an
// ERC20Token, sent from the deployer's wrapped balance for WETH9.
func give(b *batch, dep chain.Account, t Token, to common.Address, amount *big.Int, toWhat string) {
	what := fmt.Sprintf("give %s %s to %s", amount, t.Symbol, toWhat)
	if t.Kind == KindWETH9 {
		if to != dep.Address {
			b.call(dep, t.Address, nil, wethABI.PackTransfer(to, amount), what)
		}
		return
	}
	b.call(dep, t.Address, nil, erc20ABI.PackMint(to, amount), what)
}
