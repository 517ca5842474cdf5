package world

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/quoterv2"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/swaprouter"
)

// maxV3Move bounds how far one call moves a V3 pool's price (a factor
// either way): the swap that moves it stays a few million gas and takes
// amounts the deployer can mint or wrap, and a typo (3500000 for 3500)
// is refused rather than draining a pool.
const maxV3Move = 100

// quoteCap is the exact input the quoter is asked to swap when finding
// what reaching the target price takes: more than any pool holds, so the
// price limit, not the amount, ends the swap.
var quoteCap = new(big.Int).Lsh(big.NewInt(1), 200)

// setV3Price moves a V3 pool's price to price (quote per base) by a real
// swap of the deployer through the deployed SwapRouter, with the target as
// the swap's sqrtPriceLimitX96: the pool's own swap walks its positions and
// ticks and stops exactly at the target. The input it takes is found with
// QuoterV2 first (the output up to the limit, then the input that output
// costs), and the deployer mints or wraps what it lacks. cw.mu is held.
func (cw *chainWorld) setV3Price(ctx context.Context, p Pool, price *big.Rat) (*PriceMove, error) {
	now, err := cw.stateAtHead(ctx, p)
	if err != nil {
		return nil, err
	}
	base, quote := cw.d.Tokens[p.Base], cw.d.Tokens[p.Quote]
	if err := v3InReach(now, price); err != nil {
		return nil, err
	}
	target, err := v3SqrtTarget(price, base, quote, p.Token0)
	if err != nil {
		return nil, apperr.BadRequest("price %s for V3 pool %s: %v", FormatPrice(price), p.Name, err)
	}
	opts := &bind.CallOpts{Context: ctx, BlockNumber: new(big.Int).SetUint64(now.BlockNumber)}
	slot0, err := bind.Call(v3PoolABI.Instance(cw.c.Client(), p.Address), opts, v3PoolABI.PackSlot0(), v3PoolABI.UnpackSlot0)
	if err != nil {
		return nil, fmt.Errorf("pool %s slot0: %w", p.Name, err)
	}
	cmp := target.Cmp(slot0.SqrtPriceX96)
	if cmp == 0 {
		return &PriceMove{Before: now, After: now}, nil
	}
	// A higher sqrt price is more token1 per token0: buy token0 with token1.
	tokenIn, tokenOut := p.Token1, p.Token0
	if cmp < 0 {
		tokenIn, tokenOut = p.Token0, p.Token1
	}
	need, err := cw.v3InputTo(ctx, opts, p, tokenIn, tokenOut, target)
	if err != nil {
		return nil, err
	}
	in, _ := cw.d.TokenAt(tokenIn)
	if err := cw.holdForSwap(ctx, in, need); err != nil {
		return nil, err
	}
	dep := Deployer()
	b := newBatch(cw.c)
	b.call(dep, cw.d.Uniswap.SwapRouter, nil, swapRouterABI.PackExactInputSingle(swaprouter.ISwapRouterExactInputSingleParams{
		TokenIn: tokenIn, TokenOut: tokenOut, Fee: big.NewInt(int64(p.Fee)), Recipient: dep.Address, Deadline: farDeadline,
		AmountIn: need, AmountOutMinimum: new(big.Int), SqrtPriceLimitX96: target,
	}), fmt.Sprintf("swap %s %s through pool %s to move its price to %s", need, in.Symbol, p.Name, FormatPrice(price)))
	if _, err := b.run(ctx); err != nil {
		return nil, err
	}
	return cw.moved(ctx, p, now)
}

// v3InReach refuses a move of the V3 pool now at s further than maxV3Move.
func v3InReach(s *PoolState, price *big.Rat) error {
	if s.Price.Sign() == 0 {
		return nil
	}
	if ratio := new(big.Rat).Quo(price, s.Price); ratio.Cmp(big.NewRat(maxV3Move, 1)) > 0 || ratio.Cmp(big.NewRat(1, maxV3Move)) < 0 {
		return apperr.BadRequest("price %s is out of reach for V3 pool %s (now %s): one move goes at most %dx up or down; choose a price closer to the current one, or move in steps",
			FormatPrice(price), s.Name, FormatPrice(s.Price), maxV3Move)
	}
	return nil
}

// v3SqrtTarget is the pool's sqrtPriceX96 at price (quote per base):
// sqrt(token1 units per token0 unit) in Q64.96, inside TickMath's range.
func v3SqrtTarget(price *big.Rat, base, quote Token, token0 common.Address) (*big.Int, error) {
	raw := rawPrice(price, base.Decimals, quote.Decimals)
	if token0 != base.Address {
		raw = new(big.Rat).Inv(raw)
	}
	sq := new(big.Int).Lsh(raw.Num(), 192)
	sq.Quo(sq, raw.Denom()).Sqrt(sq)
	u, overflow := uint256.FromBig(sq)
	if overflow || !u.Gt(amm.V3MinSqrtRatio) || !u.Lt(amm.V3MaxSqrtRatio) {
		return nil, fmt.Errorf("it is outside the prices a V3 pool can hold")
	}
	return sq, nil
}

// v3InputTo is the input the swap from tokenIn to the target price takes,
// with 1% and one unit of headroom: QuoterV2 gives the output an unbounded
// exact input gets up to the limit, then the input that output costs. The
// swap is exact input with the limit, so the headroom is never spent.
func (cw *chainWorld) v3InputTo(ctx context.Context, opts *bind.CallOpts, p Pool, tokenIn, tokenOut common.Address, target *big.Int) (*big.Int, error) {
	quoter := quoterABI.Instance(cw.c.Client(), cw.d.Uniswap.QuoterV2)
	fee := big.NewInt(int64(p.Fee))
	out, err := bind.Call(quoter, opts, quoterABI.PackQuoteExactInputSingle(quoterv2.IQuoterV2QuoteExactInputSingleParams{
		TokenIn: tokenIn, TokenOut: tokenOut, AmountIn: quoteCap, Fee: fee, SqrtPriceLimitX96: target,
	}), quoterABI.UnpackQuoteExactInputSingle)
	if err != nil {
		return nil, fmt.Errorf("pool %s: quote the swap to the target price: %w", p.Name, err)
	}
	if out.AmountOut.Sign() == 0 {
		// Between the price and the target there is no liquidity, and the
		// SwapRouter refuses a swap that moves no tokens.
		return nil, apperr.BadRequest("pool %s has no liquidity between its price and the target, so no swap can move it there; choose a price within its positions' ranges", p.Name)
	}
	in, err := bind.Call(quoter, opts, quoterABI.PackQuoteExactOutputSingle(quoterv2.IQuoterV2QuoteExactOutputSingleParams{
		TokenIn: tokenIn, TokenOut: tokenOut, Amount: out.AmountOut, Fee: fee, SqrtPriceLimitX96: target,
	}), quoterABI.UnpackQuoteExactOutputSingle)
	if err != nil {
		return nil, fmt.Errorf("pool %s: quote the input to the target price: %w", p.Name, err)
	}
	need := new(big.Int).Quo(in.AmountIn, big.NewInt(100))
	return need.Add(need, in.AmountIn).Add(need, big.NewInt(1)), nil
}

// holdForSwap makes the deployer hold amount of t and the SwapRouter
// allowed to take it: minted for an ERC20Token, wrapped from the
// deployer's native currency for WETH9.
func (cw *chainWorld) holdForSwap(ctx context.Context, t Token, amount *big.Int) error {
	dep := Deployer()
	client := cw.c.Client()
	held, err := bind.Call(erc20ABI.Instance(client, t.Address), &bind.CallOpts{Context: ctx}, erc20ABI.PackBalanceOf(dep.Address), erc20ABI.UnpackBalanceOf)
	if err != nil {
		return fmt.Errorf("deployer's balance of %s: %w", t.Symbol, err)
	}
	allowed, err := bind.Call(erc20ABI.Instance(client, t.Address), &bind.CallOpts{Context: ctx},
		erc20ABI.PackAllowance(dep.Address, cw.d.Uniswap.SwapRouter), erc20ABI.UnpackAllowance)
	if err != nil {
		return fmt.Errorf("deployer's allowance of %s: %w", t.Symbol, err)
	}
	b := newBatch(cw.c)
	if short := new(big.Int).Sub(amount, held); short.Sign() > 0 {
		if t.Kind == KindWETH9 {
			native, err := client.BalanceAt(ctx, dep.Address, nil)
			if err != nil {
				return err
			}
			if spare := new(big.Int).Sub(native, units(1)); spare.Cmp(short) < 0 { // keep 1 unit for gas
				return apperr.BadRequest("the swap to that price takes %s base units of %s, more than the devnet deployer can wrap (%s wei); choose a price closer to the current one",
					amount, t.Symbol, native)
			}
			b.call(dep, t.Address, short, wethABI.PackDeposit(), "wrap "+short.String()+" into "+t.Symbol)
		} else {
			b.call(dep, t.Address, nil, erc20ABI.PackMint(dep.Address, short), "mint "+short.String()+" "+t.Symbol+" to the deployer")
		}
	}
	if allowed.Cmp(amount) < 0 {
		b.call(dep, t.Address, nil, erc20ABI.PackApprove(cw.d.Uniswap.SwapRouter, maxAllowance), "approve "+t.Symbol+" to the SwapRouter")
	}
	_, err = b.run(ctx)
	return err
}
