// Package uniswap deploys the published Uniswap V2 and V3 contracts
// (contracts/uniswap) on a devnet chain by transactions, and creates pools
// and positions on them: V2 pairs through the factory, V3 pools at the
// 1/5/30/100 bps tiers through the NonfungiblePositionManager, whose
// liquidity positions span tick ranges of the caller's choosing. Pool
// addresses are computed as the periphery computes them (CREATE2 over the
// published init code hashes), so the quoter and the router find them.
package uniswap

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/contracts/uniswap"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/nonfungiblepositionmanager"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/quoterv2"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/swaprouter"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/uniswapv2factory"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/uniswapv3factory"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

var (
	v2FactoryABI = uniswapv2factory.NewUniswapV2Factory()
	v3FactoryABI = uniswapv3factory.NewUniswapV3Factory()
	npmABI       = nonfungiblepositionmanager.NewNonfungiblePositionManager()
	quoterABI    = quoterv2.NewQuoterV2()
	routerABI    = swaprouter.NewSwapRouter()
)

// Deployment is where the Uniswap contracts live on one chain.
type Deployment struct {
	V2Factory       common.Address
	V3Factory       common.Address
	PositionManager common.Address // NonfungiblePositionManager
	QuoterV2        common.Address
	SwapRouter      common.Address
	WETH9           common.Address
}

// Deploy deploys the V2 factory (feeToSetter: from), the V3 factory with
// the 1 bp tier enabled, and the position manager (no token descriptor),
// QuoterV2 and SwapRouter over weth, all from `from`, in two rounds.
func Deploy(ctx context.Context, c *chain.Chain, from chain.Account, weth common.Address) (*Deployment, error) {
	var codes [5][]byte
	for i, name := range []string{"UniswapV2Factory", "UniswapV3Factory", "NonfungiblePositionManager", "QuoterV2", "SwapRouter"} {
		a, err := uniswap.LoadArtifact(name)
		if err != nil {
			return nil, err
		}
		codes[i] = append([]byte{}, a.Bytecode...)
	}
	nonce := c.PendingNonce(from.Address)
	d := &Deployment{WETH9: weth}
	d.V2Factory = created(from.Address, nonce, 0)
	d.V3Factory = created(from.Address, nonce, 1)
	d.PositionManager = created(from.Address, nonce, 2)
	d.QuoterV2 = created(from.Address, nonce, 3)
	d.SwapRouter = created(from.Address, nonce, 4)
	if _, err := round(ctx, c, from,
		tx{data: append(codes[0], v2FactoryABI.PackConstructor(from.Address)...), what: "deploy UniswapV2Factory"},
		tx{data: codes[1], what: "deploy UniswapV3Factory"},
		tx{data: append(codes[2], npmABI.PackConstructor(d.V3Factory, weth, common.Address{})...), what: "deploy NonfungiblePositionManager"},
		tx{data: append(codes[3], quoterABI.PackConstructor(d.V3Factory, weth)...), what: "deploy QuoterV2"},
		tx{data: append(codes[4], routerABI.PackConstructor(d.V3Factory, weth)...), what: "deploy SwapRouter"},
	); err != nil {
		return nil, fmt.Errorf("uniswap: %w", err)
	}
	// The factory's constructor enables 500/10, 3000/60 and 10000/200.
	if _, err := round(ctx, c, from, call(d.V3Factory, v3FactoryABI.PackEnableFeeAmount(big.NewInt(100), big.NewInt(1)), "enableFeeAmount(100, 1)")); err != nil {
		return nil, fmt.Errorf("uniswap: %w", err)
	}
	return d, nil
}

// SortTokens orders two tokens as the pools do (token0 < token1).
func SortTokens(a, b common.Address) (token0, token1 common.Address) {
	if a.Cmp(b) > 0 {
		return b, a
	}
	return a, b
}

// V3PoolAddress is PoolAddress.computeAddress of v3-periphery: the CREATE2
// address of the pool of (tokenA, tokenB, fee) deployed by factory.
func V3PoolAddress(factory, tokenA, tokenB common.Address, fee uint32) common.Address {
	t0, t1 := SortTokens(tokenA, tokenB)
	salt := crypto.Keccak256(common.LeftPadBytes(t0.Bytes(), 32), common.LeftPadBytes(t1.Bytes(), 32),
		common.LeftPadBytes(new(big.Int).SetUint64(uint64(fee)).Bytes(), 32))
	return crypto.CreateAddress2(factory, [32]byte(salt), uniswap.V3PoolInitCodeHash.Bytes())
}

// V2PairAddress is UniswapV2Library.pairFor of v2-periphery: the CREATE2
// address of the pair of (tokenA, tokenB) deployed by factory.
func V2PairAddress(factory, tokenA, tokenB common.Address) common.Address {
	t0, t1 := SortTokens(tokenA, tokenB)
	salt := crypto.Keccak256(t0.Bytes(), t1.Bytes())
	return crypto.CreateAddress2(factory, [32]byte(salt), uniswap.V2PairInitCodeHash.Bytes())
}
