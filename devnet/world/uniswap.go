package world

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/uniswap"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/nonfungiblepositionmanager"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/quoterv2"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/swaprouter"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/uniswapv2factory"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/uniswapv2pair"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/uniswapv3factory"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/uniswapv3pool"
	"github.com/switchyard-dev/switchyard/devnet/chain"
	devuni "github.com/switchyard-dev/switchyard/devnet/uniswap"
)

var (
	v2FactoryABI  = uniswapv2factory.NewUniswapV2Factory()
	v3FactoryABI  = uniswapv3factory.NewUniswapV3Factory()
	npmABI        = nonfungiblepositionmanager.NewNonfungiblePositionManager()
	quoterABI     = quoterv2.NewQuoterV2()
	swapRouterABI = swaprouter.NewSwapRouter()
	v2PairABI     = uniswapv2pair.NewUniswapV2Pair()
	v3PoolABI     = uniswapv3pool.NewUniswapV3Pool()
	// farDeadline is a deadline no devnet block reaches.
	farDeadline = new(big.Int).Lsh(big.NewInt(1), 62)
)

// uniswapNames are the published contracts the world deploys, in deployment order.
var uniswapNames = []string{"UniswapV2Factory", "UniswapV3Factory", "NonfungiblePositionManager", "QuoterV2", "SwapRouter"}

// uniswapCode is the published creation code of uniswapNames, by name.
type uniswapCode map[string][]byte

func loadUniswapCode() (uniswapCode, error) {
	out := uniswapCode{}
	for _, n := range uniswapNames {
		a, err := uniswap.LoadArtifact(n)
		if err != nil {
			return nil, err
		}
		out[n] = a.Bytecode
	}
	return out, nil
}

func (u uniswapCode) with(name string, ctor []byte) []byte {
	return append(append([]byte{}, u[name]...), ctor...)
}

// deployUniswap adds the Uniswap deployments to b, from the deployer at
// consecutive nonces (so their addresses are fixed on every chain). The V3
// periphery wraps and unwraps weth (zero where the chain has no WETH9).
func deployUniswap(b *batch, dep chain.Account, code uniswapCode, weth common.Address) UniswapContracts {
	var u UniswapContracts
	u.V2Factory = b.deploy(dep, code.with("UniswapV2Factory", v2FactoryABI.PackConstructor(dep.Address)), "deploy UniswapV2Factory")
	u.V3Factory = b.deploy(dep, code.with("UniswapV3Factory", nil), "deploy UniswapV3Factory")
	u.PositionManager = b.deploy(dep, code.with("NonfungiblePositionManager", npmABI.PackConstructor(u.V3Factory, weth, common.Address{})),
		"deploy NonfungiblePositionManager")
	u.QuoterV2 = b.deploy(dep, code.with("QuoterV2", quoterABI.PackConstructor(u.V3Factory, weth)), "deploy QuoterV2")
	u.SwapRouter = b.deploy(dep, code.with("SwapRouter", swapRouterABI.PackConstructor(u.V3Factory, weth)), "deploy SwapRouter")
	return u
}

// seedPair adds the V2 pair's creation through the factory and its seed
// tokens (sent to its CREATE2 address, known before it exists) to b, and
// returns the pool and its mint for the next batch.
func seedPair(b *batch, dep chain.Account, u UniswapContracts, base, quote Token, pp plannedPool) (Pool, func(*batch)) {
	pool := pp.Pool
	pool.Address = devuni.V2PairAddress(u.V2Factory, base.Address, quote.Address)
	pool.Token0, pool.Token1 = devuni.SortTokens(base.Address, quote.Address)
	b.call(dep, u.V2Factory, nil, v2FactoryABI.PackCreatePair(base.Address, quote.Address), "create pair "+pp.Name)
	give(b, dep, base, pool.Address, pp.baseAmount, "pool "+pp.Name)
	give(b, dep, quote, pool.Address, pp.quoteAmount, "pool "+pp.Name)
	return pool, func(b *batch) {
		b.call(dep, pool.Address, nil, v2PairABI.PackMint(dep.Address), "mint the liquidity of pool "+pp.Name)
	}
}

// createV3 adds the V3 pool's creation at its seed price to b (the factory
// must have the pool's fee enabled) and returns the pool.
func createV3(b *batch, dep chain.Account, u UniswapContracts, pp plannedPool) Pool {
	pool := pp.Pool
	pool.Address = devuni.V3PoolAddress(u.V3Factory, pool.Token0, pool.Token1, pool.Fee)
	b.call(dep, u.PositionManager, nil, npmABI.PackCreateAndInitializePoolIfNecessary(pool.Token0, pool.Token1,
		big.NewInt(int64(pool.Fee)), pp.v3.sqrtPriceX96), "create V3 pool "+pp.Name)
	return pool
}

// mintV3 adds the V3 pool's positions to b, owned by the deployer, which
// holds the tokens and has approved the position manager. The mints are
// estimated before any lands; a later one finds its ticks initialized and
// costs less than estimated, never more.
func mintV3(b *batch, dep chain.Account, u UniswapContracts, pp plannedPool) {
	for _, pos := range pp.v3.positions {
		b.call(dep, u.PositionManager, nil, npmABI.PackMint(nonfungiblepositionmanager.INonfungiblePositionManagerMintParams{
			Token0: pp.Token0, Token1: pp.Token1, Fee: big.NewInt(int64(pp.Fee)),
			TickLower: big.NewInt(int64(pos.TickLower)), TickUpper: big.NewInt(int64(pos.TickUpper)),
			Amount0Desired: pos.Amount0, Amount1Desired: pos.Amount1, Amount0Min: new(big.Int), Amount1Min: new(big.Int),
			Recipient: dep.Address, Deadline: farDeadline,
		}), fmt.Sprintf("mint [%d, %d) in pool %s", pos.TickLower, pos.TickUpper, pp.Name))
	}
}

// v3Tokens are the symbols of the V3 pools' tokens, in first-use order.
func (p *plan) v3Tokens() []string {
	var out []string
	seen := map[string]bool{}
	for _, pp := range p.v3pools {
		for _, s := range []string{pp.Base, pp.Quote} {
			if !seen[s] {
				seen[s] = true
				out = append(out, s)
			}
		}
	}
	return out
}

// v3State reads a V3 pool's balances and slot0 price into s.
func (cw *chainWorld) v3State(ctx context.Context, s *PoolState, opts *bind.CallOpts) (*PoolState, error) {
	slot0, err := bind.Call(v3PoolABI.Instance(cw.c.Client(), s.Address), opts, v3PoolABI.PackSlot0(), v3PoolABI.UnpackSlot0)
	if err != nil {
		return nil, fmt.Errorf("pool %s slot0: %w", s.Name, err)
	}
	for i, t := range []common.Address{s.Token0, s.Token1} {
		held, err := bind.Call(erc20ABI.Instance(cw.c.Client(), t), opts, erc20ABI.PackBalanceOf(s.Address), erc20ABI.UnpackBalanceOf)
		if err != nil {
			return nil, fmt.Errorf("pool %s balance of %s: %w", s.Name, t.Hex(), err)
		}
		if i == 0 {
			s.Reserve0 = held
		} else {
			s.Reserve1 = held
		}
	}
	base, quote := cw.d.Tokens[s.Base], cw.d.Tokens[s.Quote]
	// token1 per token0 in base units: sqrtPriceX96² / 2^192.
	sq := new(big.Int).Mul(slot0.SqrtPriceX96, slot0.SqrtPriceX96)
	raw := new(big.Rat).SetFrac(sq, new(big.Int).Lsh(big.NewInt(1), 192))
	s.BaseReserve, s.QuoteReserve = s.Reserve0, s.Reserve1
	if s.Token0 != base.Address {
		s.BaseReserve, s.QuoteReserve = s.Reserve1, s.Reserve0
		if raw.Sign() > 0 {
			raw.Inv(raw)
		}
	}
	// raw is quote units per base unit; in whole tokens, times 10^(baseDecimals-quoteDecimals).
	s.Price = raw.Mul(raw, new(big.Rat).SetFrac(pow10(base.Decimals), pow10(quote.Decimals)))
	return s, nil
}
