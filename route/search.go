package route

import (
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// MaxHops is the most pools a path on one chain goes through.
const MaxHops = 3

// Hop is one pool of a path.
type Hop struct {
	Pool     int32 // index in Chain.Pools
	In       uint8 // input coin's position in the pool
	From, To int32 // token indexes
	AmountIn uint256.Int
	Out      uint256.Int
}

// Path is a sequence of pools on one chain from one token to another.
type Path struct {
	Hops []Hop
}

// Out is what the path delivers (its last hop's output).
func (p *Path) Out() *uint256.Int { return &p.Hops[len(p.Hops)-1].Out }

// best is the best amount found at a token in one layer of the search.
type best struct {
	amount uint256.Int
	edge   liquidity.Edge
	pred   int32 // token this amount came from (-1: the start)
	set    bool
}

// searchCost is what the ranking charges a path of n hops, in units of the
// target token; the search keeps, per hop count, the path of the largest
// output, then picks the largest output net of this cost.
type searchCost func(hops []Hop) float64

// scratch holds a search's per-token arrays, reused across searches.
type scratch struct {
	layer1, layer2 []best
	touched1       []int32
	touched2       []int32
	near           []bool
	// overflow: some pool refused an input as too large for its
	// reserves, which tells "too high" from "too low" when no path pays.
	overflow bool
	// banned marks pools a search must not use (split.go: the paths
	// already taken); empty when none is.
	banned []bool
}

func (s *scratch) isBanned(pool int32) bool { return int(pool) < len(s.banned) && s.banned[pool] }

func (s *scratch) reset(n int) {
	// clear what the previous search (maybe on a larger chain) marked
	for _, i := range s.touched1 {
		s.layer1[i].set = false
	}
	for _, i := range s.touched2 {
		s.layer2[i].set = false
	}
	s.touched1, s.touched2 = s.touched1[:0], s.touched2[:0]
	s.overflow = false
	if cap(s.layer1) < n {
		s.layer1, s.layer2, s.near = make([]best, n), make([]best, n), make([]bool, n)
	}
	s.layer1, s.layer2, s.near = s.layer1[:n], s.layer2[:n], s.near[:n]
}

// bestPath finds the path of at most MaxHops pools from one token to
// another with the largest output net of cost. Because every pool's
// output grows with its input, the best amount at an intermediate token
// dominates every other way of reaching it with the same number of hops;
// so a layered search keeping one best amount per token and hop count
// finds the best path of each length. The last hop only needs pools
// holding the target, and the second only tokens next to it, which keeps
// a quote to a handful of pool evaluations even through hub tokens.
// ok is false when no path exists (or every pool refused the amount).
func bestPath(ch *liquidity.Chain, from, to int32, amountIn *uint256.Int, cost searchCost, s *scratch) (Path, bool) {
	s.reset(len(ch.Tokens))
	toEdges := ch.Edges(to)
	for _, e := range toEdges {
		s.near[e.To] = true
	}
	defer func() {
		for _, e := range toEdges {
			s.near[e.To] = false
		}
	}()
	var cands candidates
	// Layer 1: every pool of the start token.
	for _, e := range ch.Edges(from) {
		if s.isBanned(e.Pool) {
			continue
		}
		out, err := ch.Pools[e.Pool].AmountOut(int(e.In), amountIn)
		if err != nil || out.IsZero() {
			s.overflow = s.overflow || tooMuchFor(err)
			continue
		}
		if e.To == to {
			if c := &cands[0]; !c.set || out.Gt(&c.hops[0].Out) {
				c.set, c.hops[0] = true, Hop{Pool: e.Pool, In: e.In, From: from, To: to, AmountIn: *amountIn, Out: out}
			}
			continue
		}
		b := &s.layer1[e.To]
		if !b.set {
			s.touched1 = append(s.touched1, e.To)
		}
		if !b.set || out.Gt(&b.amount) {
			*b = best{amount: out, edge: e, pred: from, set: true}
		}
	}
	// Layer 2: from each token reached, into the target or a token next to it.
	for _, a := range s.touched1 {
		ba := &s.layer1[a]
		for _, e := range ch.Edges(a) {
			if e.To == from || (e.To != to && !s.near[e.To]) || s.isBanned(e.Pool) {
				continue
			}
			out, err := ch.Pools[e.Pool].AmountOut(int(e.In), &ba.amount)
			if err != nil || out.IsZero() {
				s.overflow = s.overflow || tooMuchFor(err)
				continue
			}
			if e.To == to {
				if c := &cands[1]; !c.set || out.Gt(&c.hops[1].Out) {
					c.set = true
					c.hops[0] = Hop{Pool: ba.edge.Pool, In: ba.edge.In, From: from, To: a, AmountIn: *amountIn, Out: ba.amount}
					c.hops[1] = Hop{Pool: e.Pool, In: e.In, From: a, To: to, AmountIn: ba.amount, Out: out}
				}
				continue
			}
			b := &s.layer2[e.To]
			if !b.set {
				s.touched2 = append(s.touched2, e.To)
			}
			if !b.set || out.Gt(&b.amount) {
				*b = best{amount: out, edge: e, pred: a, set: true}
			}
		}
	}
	// Layer 3: the pools of the target from the tokens of layer 2.
	for _, te := range toEdges {
		bb := &s.layer2[te.To]
		if !bb.set || s.isBanned(te.Pool) {
			continue
		}
		in := 1 - te.In // the pool seen from the layer-2 token
		out, err := ch.Pools[te.Pool].AmountOut(int(in), &bb.amount)
		if err != nil || out.IsZero() {
			s.overflow = s.overflow || tooMuchFor(err)
			continue
		}
		if c := &cands[2]; !c.set || out.Gt(&c.hops[2].Out) {
			a := bb.pred
			ba := &s.layer1[a]
			c.set = true
			c.hops[0] = Hop{Pool: ba.edge.Pool, In: ba.edge.In, From: from, To: a, AmountIn: *amountIn, Out: ba.amount}
			c.hops[1] = Hop{Pool: bb.edge.Pool, In: bb.edge.In, From: a, To: te.To, AmountIn: ba.amount, Out: bb.amount}
			c.hops[2] = Hop{Pool: te.Pool, In: in, From: te.To, To: to, AmountIn: bb.amount, Out: out}
		}
	}
	bestN, bestNet := 0, 0.0
	for n := 1; n <= MaxHops; n++ {
		c := &cands[n-1]
		if !c.set {
			continue
		}
		net := c.hops[n-1].Out.Float64() - cost(c.hops[:n])
		if bestN == 0 || net > bestNet {
			bestN, bestNet = n, net
		}
	}
	if bestN == 0 {
		return Path{}, false
	}
	return Path{Hops: append([]Hop(nil), cands[bestN-1].hops[:bestN]...)}, true
}

// candidates are the best path found per hop count (index n-1 for n
// hops), kept by value so losing candidates cost no allocation.
type candidates [MaxHops]struct {
	hops [MaxHops]Hop
	set  bool
}
