package world

import (
	"context"
	"math/big"
	"strings"

	"github.com/switchyard-dev/switchyard/apperr"
)

// PairMove is the outcome of moving every pool of a pair of tokens.
type PairMove struct {
	// Moves are the V2 pair's and every V3 tier's moves, in seeding order.
	Moves []PriceMove
	// Skipped names the pair's stable-swap pools, whose price does not move.
	Skipped []string
}

// SetPairPrice moves every pool of two tokens, named "BASE/QUOTE" (either
// order, as symbols), to `price` quote per base as named: the V2 pair and the V3 pools at every fee tier, so that no pool of the pair
// is left at the old price for a router to find. Stable-swap pools are left
// as they are and listed in Skipped.
func (w *World) SetPairPrice(ctx context.Context, chainID uint64, pair string, price *big.Rat) (*PairMove, error) {
	if price == nil || price.Sign() <= 0 {
		return nil, apperr.BadRequest("price must be positive")
	}
	cw, err := w.chain(chainID)
	if err != nil {
		return nil, err
	}
	a, b, ok := strings.Cut(strings.TrimSpace(pair), "/")
	if !ok || strings.Contains(b, "@") || strings.Contains(b, "/") {
		return nil, apperr.BadRequest("pair %q must name two tokens as BASE/QUOTE, e.g. WETH/USDC (every pool of the two tokens moves, whatever its kind and fee tier)", pair)
	}
	base, okA := cw.d.Token(strings.TrimSpace(a))
	quote, okB := cw.d.Token(strings.TrimSpace(b))
	var pools []Pool
	var out PairMove
	if okA && okB {
		for _, p := range cw.d.Pools {
			if !(p.Base == base.Symbol && p.Quote == quote.Symbol) && !(p.Base == quote.Symbol && p.Quote == base.Symbol) {
				continue
			}
			if p.Kind == KindStableSwap {
				out.Skipped = append(out.Skipped, p.Name)
				continue
			}
			pools = append(pools, p)
		}
	}
	if len(pools) == 0 {
		if len(out.Skipped) > 0 {
			return nil, apperr.BadRequest("the pools of %s are stable-swap pools (%s), whose price is their invariant's and does not move",
				pair, strings.Join(out.Skipped, ", "))
		}
		return nil, apperr.NotFound("no pool of %q is on devnet chain %d; its pools are %s", pair, cw.d.ChainID, strings.Join(cw.d.PoolNames(), ", "))
	}
	at := func(p Pool) *big.Rat {
		if p.Base != base.Symbol {
			return new(big.Rat).Inv(price)
		}
		return price
	}
	cw.mu.Lock()
	defer cw.mu.Unlock()
	// The V3 pools' reach is checked before anything moves, so that a
	// refused price leaves the pair as it was rather than half moved.
	head, err := cw.c.Client().BlockNumber(ctx)
	if err != nil {
		return nil, err
	}
	for _, p := range pools {
		if p.Kind != KindUniswapV3 {
			continue
		}
		s, err := cw.state(ctx, p, head)
		if err != nil {
			return nil, err
		}
		if err := v3InReach(s, at(p)); err != nil {
			return nil, err
		}
	}
	for _, p := range pools {
		m, err := cw.move(ctx, p, at(p))
		if err != nil {
			return nil, err
		}
		out.Moves = append(out.Moves, *m)
	}
	return &out, nil
}
