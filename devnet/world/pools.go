package world

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/switchyard-dev/switchyard/apperr"
)

// PoolState is a pool with its reserves at a block. A V3 pool's reserves
// are its token balances (over every position, in range or not).
type PoolState struct {
	Pool
	// Reserve0 and Reserve1 are in the pool's coin order (Token0, Token1):
	// the pair's getReserves, or the stable pool's balances.
	Reserve0, Reserve1 *big.Int
	// BaseReserve and QuoteReserve are the same amounts by symbol.
	BaseReserve, QuoteReserve *big.Int
	// Price is the spot price in quote per base, before the fee: the
	// reserve ratio of a pair; for a stable pool, get_dy of one base token
	// with the fee added back; for a V3 pool, slot0's sqrtPriceX96 squared.
	Price       *big.Rat
	BlockNumber uint64
}

// minReserve is the smallest reserve a price move may leave on a side.
var minReserve = big.NewInt(1_000_000)

// maxReserve is the largest reserve a pair can hold (uint112).
var maxReserve = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 112), big.NewInt(1))

// pool resolves a pool reference of the chain's world.
func (cw *chainWorld) pool(ref string) (Pool, error) {
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return Pool{}, apperr.BadRequest("pool is required: a name such as %q or the pool's 0x address", firstOr(cw.d.PoolNames(), "WETH/USDC"))
	}
	p, ok := cw.d.Pool(ref)
	if !ok {
		return Pool{}, apperr.NotFound("pool %q is not on devnet chain %d; its pools are %s (name BASE/QUOTE or the 0x address)",
			ref, cw.d.ChainID, strings.Join(cw.d.PoolNames(), ", "))
	}
	return p, nil
}

func firstOr(list []string, def string) string {
	if len(list) > 0 {
		return list[0]
	}
	return def
}

// Pools reads the state of every pool of the chain at the latest block.
func (w *World) Pools(ctx context.Context, chainID uint64) ([]PoolState, error) {
	cw, err := w.chain(chainID)
	if err != nil {
		return nil, err
	}
	head, err := cw.c.Client().BlockNumber(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]PoolState, 0, len(cw.d.Pools))
	for _, p := range cw.d.Pools {
		s, err := cw.state(ctx, p, head)
		if err != nil {
			return nil, err
		}
		out = append(out, *s)
	}
	return out, nil
}

// PoolState reads one pool, named "BASE/QUOTE" or by address.
func (w *World) PoolState(ctx context.Context, chainID uint64, ref string) (*PoolState, error) {
	cw, err := w.chain(chainID)
	if err != nil {
		return nil, err
	}
	p, err := cw.pool(ref)
	if err != nil {
		return nil, err
	}
	head, err := cw.c.Client().BlockNumber(ctx)
	if err != nil {
		return nil, err
	}
	return cw.state(ctx, p, head)
}

// state reads a pool's reserves at the block.
func (cw *chainWorld) state(ctx context.Context, p Pool, block uint64) (*PoolState, error) {
	opts := &bind.CallOpts{Context: ctx, BlockNumber: new(big.Int).SetUint64(block)}
	s := &PoolState{Pool: p, BlockNumber: block}
	base, quote := cw.d.Tokens[p.Base], cw.d.Tokens[p.Quote]
	if p.Kind == KindStableSwap {
		inst := stableABI.Instance(cw.c.Client(), p.Address)
		var err error
		for i, dst := range []**big.Int{&s.Reserve0, &s.Reserve1} {
			if *dst, err = bind.Call(inst, opts, stableABI.PackBalances(big.NewInt(int64(i))), stableABI.UnpackBalances); err != nil {
				return nil, fmt.Errorf("pool %s balances: %w", p.Name, err)
			}
		}
		s.BaseReserve, s.QuoteReserve = s.Reserve0, s.Reserve1 // coins are [base, quote]
		// One whole base token: small against the pool, large enough that
		// get_dy's rounding (one unit) stays far below the precision shown.
		dx := pow10(base.Decimals)
		dy, err := bind.Call(inst, opts, stableABI.PackGetDy(big.NewInt(0), big.NewInt(1), dx), stableABI.UnpackGetDy)
		if err != nil {
			return nil, fmt.Errorf("pool %s get_dy: %w", p.Name, err)
		}
		price := humanPrice(dx, dy, base.Decimals, quote.Decimals)
		s.Price = price.Mul(price, big.NewRat(1e10, int64(1e10-p.StableFee)))
		return s, nil
	}
	if p.Kind == KindUniswapV3 {
		return cw.v3State(ctx, s, opts)
	}
	r, err := bind.Call(v2PairABI.Instance(cw.c.Client(), p.Address), opts, v2PairABI.PackGetReserves(), v2PairABI.UnpackGetReserves)
	if err != nil {
		return nil, fmt.Errorf("pool %s reserves: %w", p.Name, err)
	}
	s.Reserve0, s.Reserve1 = r.Reserve0, r.Reserve1
	s.BaseReserve, s.QuoteReserve = r.Reserve0, r.Reserve1
	if p.Token0 != base.Address {
		s.BaseReserve, s.QuoteReserve = r.Reserve1, r.Reserve0
	}
	s.Price = humanPrice(s.BaseReserve, s.QuoteReserve, base.Decimals, quote.Decimals)
	return s, nil
}

// PriceMove is a pool's state before and after a price move.
type PriceMove struct {
	Before, After *PoolState
}

// SetPoolPrice moves a pool's price to `price` quote per base (for a pool
// named QUOTE/BASE, base per quote). A constant-product pair's tokens are
// minted or burnt at the pair and sync()ed (setPairPrice); a V3 pool's
// price moves by a real swap through its positions (setV3Price). A
// stable-swap pool's price is its invariant's and does not move.
func (w *World) SetPoolPrice(ctx context.Context, chainID uint64, ref string, price *big.Rat) (*PriceMove, error) {
	if price == nil || price.Sign() <= 0 {
		return nil, apperr.BadRequest("price must be positive")
	}
	cw, err := w.chain(chainID)
	if err != nil {
		return nil, err
	}
	p, err := cw.pool(ref)
	if err != nil {
		return nil, err
	}
	if p.Kind == KindStableSwap {
		return nil, apperr.BadRequest("pool %s is a stable-swap pool, whose price is its invariant's, not a reserve ratio; prices move on the Uniswap pools: %s",
			p.Name, strings.Join(cw.movableNames(), ", "))
	}
	if base, _, ok := strings.Cut(strings.TrimSpace(ref), "/"); ok && !strings.EqualFold(base, p.Base) {
		price = new(big.Rat).Inv(price) // asked as QUOTE/BASE
	}
	cw.mu.Lock()
	defer cw.mu.Unlock()
	return cw.move(ctx, p, price)
}

// move moves one V2 or V3 pool's price (quote per base); cw.mu is held.
func (cw *chainWorld) move(ctx context.Context, p Pool, price *big.Rat) (*PriceMove, error) {
	if p.Kind == KindUniswapV3 {
		return cw.setV3Price(ctx, p, price)
	}
	return cw.setPairPrice(ctx, p, price)
}

// setPairPrice moves a constant-product pair's price by minting or burning
// its tokens at the pair and calling sync(), keeping the reserves' product
// where it can: a WETH9 side is never reduced (it cannot be burned), so
// then only the other side moves. cw.mu is held.
func (cw *chainWorld) setPairPrice(ctx context.Context, p Pool, price *big.Rat) (*PriceMove, error) {
	now, err := cw.stateAtHead(ctx, p)
	if err != nil {
		return nil, err
	}
	base, quote := cw.d.Tokens[p.Base], cw.d.Tokens[p.Quote]
	// sync() sets the reserves to the pair's balances, which hold the
	// reserves and anything sent to the pair since: start from those.
	var held [2]*big.Int
	for i, t := range []Token{base, quote} {
		opts := &bind.CallOpts{Context: ctx, BlockNumber: new(big.Int).SetUint64(now.BlockNumber)}
		if held[i], err = bind.Call(erc20ABI.Instance(cw.c.Client(), t.Address), opts, erc20ABI.PackBalanceOf(p.Address), erc20ABI.UnpackBalanceOf); err != nil {
			return nil, fmt.Errorf("pool %s balance of %s: %w", p.Name, t.Symbol, err)
		}
	}
	raw := rawPrice(price, base.Decimals, quote.Decimals)
	newBase, newQuote := targetReserves(held[0], held[1], raw)
	switch {
	case base.Kind == KindWETH9 && newBase.Cmp(held[0]) < 0:
		newBase, newQuote = new(big.Int).Set(held[0]), mulRat(held[0], raw)
	case quote.Kind == KindWETH9 && newQuote.Cmp(held[1]) < 0:
		newBase, newQuote = quoRat(held[1], raw), new(big.Int).Set(held[1])
	}
	for _, side := range []struct {
		t Token
		r *big.Int
	}{{base, newBase}, {quote, newQuote}} {
		if side.r.Cmp(minReserve) < 0 || side.r.Cmp(maxReserve) > 0 {
			return nil, apperr.BadRequest("price %s is out of reach for pool %s (now %s): it needs %s base units of %s in the pair, outside %s..2^112-1; choose a price closer to the current one",
				FormatPrice(price), p.Name, FormatPrice(now.Price), side.r, side.t.Symbol, minReserve)
		}
	}
	if err := cw.adjust(ctx, p, []Token{base, quote}, held[:], []*big.Int{newBase, newQuote}); err != nil {
		return nil, err
	}
	return cw.moved(ctx, p, now)
}

// adjust moves a pair's token balances from `from` to `to` and syncs its
// reserves, in up to three batches: wrap native for a growing WETH9 side;
// mint, burn or send the differences; sync().
func (cw *chainWorld) adjust(ctx context.Context, p Pool, tokens []Token, from, to []*big.Int) error {
	dep := Deployer()
	diffs := make([]*big.Int, len(tokens))
	wrap := newBatch(cw.c)
	for i, t := range tokens {
		diffs[i] = new(big.Int).Sub(to[i], from[i])
		if diffs[i].Sign() > 0 && t.Kind == KindWETH9 {
			wrap.call(dep, t.Address, diffs[i], wethABI.PackDeposit(), "wrap "+diffs[i].String()+" into "+t.Symbol)
		}
	}
	if _, err := wrap.run(ctx); err != nil {
		return err
	}
	move := newBatch(cw.c) // nonces after the wrap's
	for i, t := range tokens {
		switch diff := diffs[i]; {
		case diff.Sign() > 0 && t.Kind == KindWETH9:
			move.call(dep, t.Address, nil, wethABI.PackTransfer(p.Address, diff), "send "+t.Symbol+" to pool "+p.Name)
		case diff.Sign() > 0:
			move.call(dep, t.Address, nil, erc20ABI.PackMint(p.Address, diff), "mint "+t.Symbol+" to pool "+p.Name)
		case diff.Sign() < 0:
			move.call(dep, t.Address, nil, erc20ABI.PackBurn(p.Address, new(big.Int).Neg(diff)), "burn "+t.Symbol+" of pool "+p.Name)
		}
	}
	if _, err := move.run(ctx); err != nil {
		return err
	}
	sync := newBatch(cw.c)
	sync.call(dep, p.Address, nil, v2PairABI.PackSync(), "sync pool "+p.Name)
	_, err := sync.run(ctx)
	return err
}

// movableNames are the names of the pools whose price moves: the V2 pairs
// and V3 pools.
func (cw *chainWorld) movableNames() []string {
	var out []string
	for _, p := range cw.d.Pools {
		if p.Kind != KindStableSwap {
			out = append(out, p.Name)
		}
	}
	return out
}

// moved is the move of pool p from before to its state at the chain's head.
func (cw *chainWorld) moved(ctx context.Context, p Pool, before *PoolState) (*PriceMove, error) {
	after, err := cw.stateAtHead(ctx, p)
	if err != nil {
		return nil, err
	}
	return &PriceMove{Before: before, After: after}, nil
}

// stateAtHead is pool p's state at the chain's head.
func (cw *chainWorld) stateAtHead(ctx context.Context, p Pool) (*PoolState, error) {
	head, err := cw.c.Client().BlockNumber(ctx)
	if err != nil {
		return nil, err
	}
	return cw.state(ctx, p, head)
}
