package route

import (
	"errors"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// bestPathIn is bestPath backwards, for an exact output: the path of at
// most MaxHops pools from one token to another needing the least input
// for amountOut, plus cost (in units of the start token). Every pool's
// required input grows with the output asked of it, so the least amount
// needed at an intermediate token dominates every other way on from it
// with the same number of hops, and the same layered search works from
// the target back: the first layer is the pools holding the target, the
// second only reaches tokens next to the start, the third is the start's
// pools. Pools without an exact-output swap (liquidity.ErrNoExactOutput)
// are not used. The hops come out in swap order with their amounts.
//
// v3 picks the pools: Uniswap V3 pools only, or every other kind. A path
// does not mix them: V3 exact-output swaps run through the SwapRouter, which
// learns each hop's input from the pool itself during the swap, while
// PairSwapper computes its hops' inputs before swapping, so neither can
// hand the other an input it has not yet computed (exactOutCalls).
func bestPathIn(ch *liquidity.Chain, from, to int32, amountOut *uint256.Int, cost searchCost, s *scratch, v3 bool) (Path, bool) {
	s.reset(len(ch.Tokens))
	defer s.markNear(ch, from)()
	need := func(pool int32, in uint8, out *uint256.Int) (uint256.Int, bool) {
		if (ch.Pools[pool].Kind == liquidity.V3Pool) != v3 {
			return uint256.Int{}, false
		}
		x, err := ch.Pools[pool].AmountIn(int(in), out)
		if err != nil {
			s.overflow = s.overflow || errors.Is(err, amm.ErrInsufficientLiquidity) || tooMuchFor(err)
			return x, false
		}
		return x, !x.IsZero()
	}
	var cands candidates
	// Layer 1: every pool of the target, entered from its other coin.
	for _, e := range ch.Edges(to) {
		in := 1 - e.In
		x, ok := need(e.Pool, in, amountOut)
		if !ok {
			continue
		}
		if e.To == from {
			if c := &cands[0]; !c.set || x.Lt(&c.hops[0].AmountIn) {
				c.set, c.hops[0] = true, Hop{Pool: e.Pool, In: in, From: from, To: to, AmountIn: x, Out: *amountOut}
			}
			continue
		}
		b := &s.layer1[e.To]
		if !b.set {
			s.touched1 = append(s.touched1, e.To)
		}
		if !b.set || x.Lt(&b.amount) {
			*b = best{amount: x, edge: e, pred: to, set: true}
		}
	}
	// Layer 2: into each token reached, from the start or a token next to it.
	for _, a := range s.touched1 {
		ba := &s.layer1[a]
		for _, e := range ch.Edges(a) {
			if e.To == to || (e.To != from && !s.near[e.To]) {
				continue
			}
			in := 1 - e.In
			x, ok := need(e.Pool, in, &ba.amount)
			if !ok {
				continue
			}
			if e.To == from {
				if c := &cands[1]; !c.set || x.Lt(&c.hops[0].AmountIn) {
					c.set = true
					c.hops[0] = Hop{Pool: e.Pool, In: in, From: from, To: a, AmountIn: x, Out: ba.amount}
					c.hops[1] = Hop{Pool: ba.edge.Pool, In: 1 - ba.edge.In, From: a, To: to, AmountIn: ba.amount, Out: *amountOut}
				}
				continue
			}
			b := &s.layer2[e.To]
			if !b.set {
				s.touched2 = append(s.touched2, e.To)
			}
			if !b.set || x.Lt(&b.amount) {
				*b = best{amount: x, edge: e, pred: a, set: true}
			}
		}
	}
	// Layer 3: the start's pools into the tokens of layer 2.
	for _, fe := range ch.Edges(from) {
		bb := &s.layer2[fe.To]
		if !bb.set {
			continue
		}
		x, ok := need(fe.Pool, fe.In, &bb.amount)
		if !ok {
			continue
		}
		if c := &cands[2]; !c.set || x.Lt(&c.hops[0].AmountIn) {
			a := bb.pred
			ba := &s.layer1[a]
			c.set = true
			c.hops[0] = Hop{Pool: fe.Pool, In: fe.In, From: from, To: fe.To, AmountIn: x, Out: bb.amount}
			c.hops[1] = Hop{Pool: bb.edge.Pool, In: 1 - bb.edge.In, From: fe.To, To: a, AmountIn: bb.amount, Out: ba.amount}
			c.hops[2] = Hop{Pool: ba.edge.Pool, In: 1 - ba.edge.In, From: a, To: to, AmountIn: ba.amount, Out: *amountOut}
		}
	}
	bestN, bestCost := 0, 0.0
	for n := 1; n <= MaxHops; n++ {
		c := &cands[n-1]
		if !c.set {
			continue
		}
		total := c.hops[0].AmountIn.Float64() + cost(c.hops[:n])
		if bestN == 0 || total < bestCost {
			bestN, bestCost = n, total
		}
	}
	if bestN == 0 {
		return Path{}, false
	}
	return Path{Hops: append([]Hop(nil), cands[bestN-1].hops[:bestN]...)}, true
}

// forwardOut sets each hop's Out to what the exact-output swap pays on
// the current state: a pair pays exactly the output asked of it; a stable
// pool pays get_dy of all it receives, which may be a few units more, and
// that surplus goes on to the next hop (PairSwapper.swapExactOut). The
// path's Out is then what the route delivers.
func forwardOut(ch *liquidity.Chain, p *Path) error {
	var carry uint256.Int // what arrives at the next hop beyond its AmountIn
	for i := range p.Hops {
		h := &p.Hops[i]
		pool := &ch.Pools[h.Pool]
		if pool.Kind != liquidity.StablePool {
			// a pair keeps any surplus input: it pays the output asked
			h.AmountIn.Add(&h.AmountIn, &carry)
			carry.Clear()
			continue
		}
		var in uint256.Int
		in.Add(&h.AmountIn, &carry)
		out, err := pool.AmountOut(int(h.In), &in)
		if err != nil {
			return err
		}
		carry.Sub(&out, &h.Out)
		h.AmountIn, h.Out = in, out
	}
	return nil
}
