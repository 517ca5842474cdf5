package route

import (
	"math"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// Upper bounds on what a path can pay, which let the searches skip exact
// pool evaluations that cannot matter. Every pool kind pays less per unit
// the more it is given (a pair's constant product, a StableSwap curve and
// V3's ranges are convex; every rounding favours the pool), so amountIn ×
// spot price × (1 − fee) bounds a hop's output, and the product of those
// rates along a path bounds the path's. The bounds are floats with a
// margin far above their rounding error; they decide only which exact
// evaluations to skip, never an amount.

// rateSlack widens every rate against float rounding (the spot prices are
// computed in float64 from exact states: errors of order 1e-15).
const rateSlack = 1 + 1e-9

// maxRateTables bounds the chains a scratch keeps rate tables for; past it
// they are all dropped.
const maxRateTables = 64

// rateTable is a chain's upper bounds of output per unit input, per pool
// and direction (index 2*pool+in), and the least gas of a hop per pool,
// computed on first use (0: not yet). They are kept apart from the pools
// because the searches read them for many pools they never evaluate.
type rateTable struct {
	ch   *liquidity.Chain
	r    []float64
	g    []uint32
	minG uint64 // the least gas any hop costs on the chain
}

// rateTableFor returns the scratch's rate table of ch. Tables are kept per
// chain id, so a newer state of a chain replaces the table of the older
// one (which it no longer holds alive).
func (s *scratch) rateTableFor(ch *liquidity.Chain) *rateTable {
	if s.rt != nil && s.rt.ch == ch {
		return s.rt
	}
	if t, ok := s.rateTables[ch.ID]; ok && t.ch == ch {
		s.rt = t
		return t
	}
	if len(s.rateTables) >= maxRateTables || s.rateTables == nil {
		s.rateTables = make(map[string]*rateTable)
	}
	g := &ch.Gas
	t := &rateTable{ch: ch, r: make([]float64, 2*len(ch.Pools)), g: make([]uint32, len(ch.Pools)), minG: min(g.PairHop, g.StableHop, g.V3Hop)}
	s.rateTables[ch.ID] = t
	s.rt = t
	return t
}

// rate bounds the output per unit input of a pool entered at coin in:
// +Inf where the pool gives no spot price to bound it by.
func (t *rateTable) rate(pool int32, in uint8) float64 {
	k := 2*int(pool) + int(in)
	if r := t.r[k]; r != 0 {
		return r
	}
	p := &t.ch.Pools[pool]
	r := p.SpotPrice(int(in)) * (1 - p.FeeFraction()) * rateSlack
	if !(r > 0) || math.IsInf(r, 0) {
		r = math.Inf(1)
	}
	t.r[k] = r
	return r
}

// minGas is the least gas a hop through the pool costs (a V3 hop's when
// it crosses no tick), as hopOut counts it.
func (t *rateTable) minGas(pool int32) uint64 {
	if g := t.g[pool]; g != 0 {
		return uint64(g)
	}
	gas := &t.ch.Gas
	g := gas.PairHop
	switch t.ch.Pools[pool].Kind {
	case liquidity.V3Pool:
		g = gas.V3Hop
	case liquidity.StablePool:
		g = gas.StableHop
	}
	// 0 and what does not fit are kept as "compute again" (never wrong)
	if g < math.MaxUint32 {
		t.g[pool] = uint32(g)
	}
	return g
}

// pruner skips the exact evaluations of bestPath's search that cannot
// lead to the path it returns: a way whose bound, net of the least gas
// its hops can cost, is below the net of a way into the target already
// known (the probe's, or one the search found) cannot beat it.
type pruner struct {
	on     bool
	rt     *rateTable
	endGas float64 // a gas unit in the target's base units
	bound  float64 // the best net into the target known
}

// skip reports whether a way bounded by ub, whose hops cost at least
// gas, cannot beat the best known.
func (pr *pruner) skip(ub float64, gas uint64) bool {
	return pr.on && ub-pr.endGas*float64(gas) < pr.bound
}

// offer raises the bound to a way found into the target.
func (pr *pruner) offer(net float64) {
	if net > pr.bound {
		pr.bound = net
	}
}

// probe is the path the bounds favour, priced exactly before the layered
// search so that its net prunes from the start.
type probe struct {
	hops [MaxHops]Hop
	n    int // 0: none
	net  float64
}

// prepare computes the bounds of bestPath's search from `from` to `to`,
// then prices the path with the best bound exactly (s.probe) and starts
// the pruner's bound at its net.
func (s *scratch) prepare(pr *pruner, ch *liquidity.Chain, from, to int32, amountIn *uint256.Int) {
	s.nextRates(pr.rt, ch, to)
	_, bestE, bestN := s.boundPaths(pr.rt, ch, from, to, amountIn.Float64(), pr.endGas)
	s.probe.n, pr.bound = 0, math.Inf(-1)
	if bestN == 0 {
		return
	}
	// The probe's refusals are not the search's: leave overflow as the
	// layers find it.
	overflow := s.overflow
	defer func() { s.overflow = overflow }()
	amt2 := *amountIn
	gas := uint64(0)
	from2 := from
	for i := range bestN {
		e := bestE[i]
		out, g, err := hopOut(ch, e.Pool, e.In, &amt2, &s.v3)
		if err != nil || out.IsZero() {
			return
		}
		s.probe.hops[i] = Hop{Pool: e.Pool, In: e.In, From: from2, To: e.To, AmountIn: amt2, Out: out}
		amt2, gas, from2 = out, gas+g, e.To
	}
	s.probe.n = bestN
	s.probe.net = amt2.Float64() - pr.endGas*float64(gas)
	pr.bound = s.probe.net
}

// nextRates computes, per token next to the target (s.near), the best
// rate of its pools into it (r3, r3edge), and starts a new generation of
// continuations.
func (s *scratch) nextRates(rt *rateTable, ch *liquidity.Chain, to int32) {
	toEdges := ch.Edges(to)
	for _, te := range toEdges {
		s.r3[te.To], s.r3edge[te.To], s.g3[te.To] = 0, -1, math.MaxUint64
	}
	for i, te := range toEdges {
		if s.isBanned(te.Pool) {
			continue
		}
		if r := rt.rate(te.Pool, 1-te.In); r > s.r3[te.To] {
			s.r3[te.To], s.r3edge[te.To] = r, int32(i)
		}
		s.g3[te.To] = min(s.g3[te.To], rt.minGas(te.Pool))
	}
	s.gen++
	if s.gen == 0 { // wrapped: no stamp may look current
		clear(s.r23gen)
		s.gen = 1
	}
}

// boundPaths returns the best bound of a path from `from` to `to` for amt
// net of the least gas of its hops (endGas a gas unit in the target's
// base units), with the path's edges and hop count (0: no path). It
// needs s.near and nextRates' bounds.
func (s *scratch) boundPaths(rt *rateTable, ch *liquidity.Chain, from, to int32, amt, endGas float64) (bestUB float64, bestE [MaxHops]liquidity.Edge, bestN int) {
	bestUB = math.Inf(-1)
	for _, e1 := range ch.Edges(from) {
		if s.isBanned(e1.Pool) {
			continue
		}
		a1, g1 := amt*rt.rate(e1.Pool, e1.In), rt.minGas(e1.Pool)
		if e1.To == to {
			if ub := a1 - endGas*float64(g1); ub > bestUB {
				bestUB, bestN, bestE[0] = ub, 1, e1
			}
			continue
		}
		c := s.continuation(ch, rt, from, to, e1.To)
		if c.n == 0 {
			continue
		}
		if ub := a1*c.r - endGas*float64(g1+c.gas); ub > bestUB {
			bestUB, bestN = ub, 1+c.n
			bestE[0], bestE[1], bestE[2] = e1, c.e[0], c.e[1]
		}
	}
	return bestUB, bestE, bestN
}

// boundNet is the best bound of any path from `from` to `to` not through
// a banned pool for amt, net of the least gas of its hops and extra gas
// (endGas a gas unit in the target's base units); -Inf when there is no
// such path.
func (s *scratch) boundNet(ch *liquidity.Chain, from, to int32, amt, endGas float64, extra uint64) float64 {
	s.reset(len(ch.Tokens))
	defer s.markNear(ch, to)()
	rt := s.rateTableFor(ch)
	s.nextRates(rt, ch, to)
	ub, _, n := s.boundPaths(rt, ch, from, to, amt, endGas)
	if n == 0 {
		return math.Inf(-1)
	}
	return ub - endGas*float64(extra)
}

// cont bounds the continuations from a token next to the start into the
// target, in one or two hops: r bounds their output per unit, gas is the
// least their hops cost (two bounds, each of possibly another
// continuation), n and e are the continuation of the best rate.
type cont struct {
	r   float64
	gas uint64
	n   int
	e   [2]liquidity.Edge
}

// continuation returns t's continuation, computed once per search
// (s.gen stamps it).
func (s *scratch) continuation(ch *liquidity.Chain, rt *rateTable, from, to, t int32) *cont {
	c := &s.r23[t]
	if s.r23gen[t] == s.gen {
		return c
	}
	s.r23gen[t] = s.gen
	*c = cont{gas: math.MaxUint64}
	toEdges := ch.Edges(to)
	for _, e2 := range ch.Edges(t) {
		if e2.To != to && (!s.near[e2.To] || s.r3edge[e2.To] < 0) || e2.To == from || s.isBanned(e2.Pool) {
			continue
		}
		r2, g2 := rt.rate(e2.Pool, e2.In), rt.minGas(e2.Pool)
		if e2.To == to {
			c.gas = min(c.gas, g2)
			if r2 > c.r {
				c.r, c.n, c.e = r2, 1, [2]liquidity.Edge{e2}
			}
			continue
		}
		c.gas = min(c.gas, g2+s.g3[e2.To])
		if r := r2 * s.r3[e2.To]; r > c.r {
			te := toEdges[s.r3edge[e2.To]]
			c.r, c.n, c.e = r, 2, [2]liquidity.Edge{e2, {Pool: te.Pool, In: 1 - te.In, To: to}}
		}
	}
	return c
}
