package uniswap

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/nonfungiblepositionmanager"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/uniswapv2pair"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

var (
	erc20ABI     = bindings.NewERC20Token()
	pairABI      = uniswapv2pair.NewUniswapV2Pair()
	maxAllowance = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	// farDeadline is a deadline no devnet block reaches.
	farDeadline = new(big.Int).Lsh(big.NewInt(1), 62)
)

// CreateV3Pool creates and initializes the pool of (tokenA, tokenB, fee) at
// sqrtPriceX96 (token1 per token0, Q64.96) through the position manager,
// and returns its address.
func (d *Deployment) CreateV3Pool(ctx context.Context, c *chain.Chain, from chain.Account, tokenA, tokenB common.Address, fee uint32, sqrtPriceX96 *big.Int) (common.Address, error) {
	t0, t1 := SortTokens(tokenA, tokenB)
	data := npmABI.PackCreateAndInitializePoolIfNecessary(t0, t1, new(big.Int).SetUint64(uint64(fee)), sqrtPriceX96)
	if _, err := round(ctx, c, from, call(d.PositionManager, data, fmt.Sprintf("create V3 pool %s/%s fee %d", t0, t1, fee))); err != nil {
		return common.Address{}, fmt.Errorf("uniswap: %w", err)
	}
	return V3PoolAddress(d.V3Factory, t0, t1, fee), nil
}

// Position is a V3 liquidity position to mint: a tick range (multiples of
// the pool's spacing) and the most of each token it may take; the position
// manager takes the largest liquidity both amounts allow at the pool's price.
type Position struct {
	TickLower, TickUpper int32
	Amount0, Amount1     *big.Int
}

// Approve lets each spender take every listed token from `from`.
func Approve(ctx context.Context, c *chain.Chain, from chain.Account, tokens []common.Address, spenders ...common.Address) error {
	var txs []tx
	for _, t := range tokens {
		for _, s := range spenders {
			txs = append(txs, call(t, erc20ABI.PackApprove(s, maxAllowance), fmt.Sprintf("approve %s on %s", s, t)))
		}
	}
	if _, err := round(ctx, c, from, txs...); err != nil {
		return fmt.Errorf("uniswap: %w", err)
	}
	return nil
}

// MintPositions mints the positions in the (tokenA, tokenB, fee) pool
// through the position manager, owned by `from`, which must hold the tokens
// and have approved the position manager (Approve).
func (d *Deployment) MintPositions(ctx context.Context, c *chain.Chain, from chain.Account, tokenA, tokenB common.Address, fee uint32, positions []Position) error {
	t0, t1 := SortTokens(tokenA, tokenB)
	txs := make([]tx, len(positions))
	for i, p := range positions {
		a0, a1 := p.Amount0, p.Amount1
		if t0 != tokenA {
			a0, a1 = a1, a0
		}
		txs[i] = call(d.PositionManager, npmABI.PackMint(nonfungiblepositionmanager.INonfungiblePositionManagerMintParams{
			Token0: t0, Token1: t1, Fee: new(big.Int).SetUint64(uint64(fee)),
			TickLower: big.NewInt(int64(p.TickLower)), TickUpper: big.NewInt(int64(p.TickUpper)),
			Amount0Desired: a0, Amount1Desired: a1, Amount0Min: new(big.Int), Amount1Min: new(big.Int),
			Recipient: from.Address, Deadline: farDeadline,
		}), fmt.Sprintf("mint [%d, %d) in %s/%s fee %d", p.TickLower, p.TickUpper, t0, t1, fee))
	}
	// Each mint is estimated before the others land; they touch disjoint or
	// already-initialized ticks, so the estimates' headroom covers the rest.
	if _, err := round(ctx, c, from, txs...); err != nil {
		return fmt.Errorf("uniswap: %w", err)
	}
	return nil
}

// CreateV2Pair creates the (tokenA, tokenB) pair, funds it with amountA and
// amountB from `from` and mints the liquidity to `from`; it returns the
// pair's address.
func (d *Deployment) CreateV2Pair(ctx context.Context, c *chain.Chain, from chain.Account, tokenA, tokenB common.Address, amountA, amountB *big.Int) (common.Address, error) {
	pair := V2PairAddress(d.V2Factory, tokenA, tokenB)
	if _, err := round(ctx, c, from, call(d.V2Factory, v2FactoryABI.PackCreatePair(tokenA, tokenB), "create V2 pair")); err != nil {
		return common.Address{}, fmt.Errorf("uniswap: %w", err)
	}
	if _, err := round(ctx, c, from,
		call(tokenA, erc20ABI.PackTransfer(pair, amountA), "fund V2 pair"),
		call(tokenB, erc20ABI.PackTransfer(pair, amountB), "fund V2 pair"),
	); err != nil {
		return common.Address{}, fmt.Errorf("uniswap: %w", err)
	}
	if _, err := round(ctx, c, from, call(pair, pairABI.PackMint(from.Address), "mint V2 liquidity")); err != nil {
		return common.Address{}, fmt.Errorf("uniswap: %w", err)
	}
	return pair, nil
}
