package route

import (
	"math"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
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
	// The forward search (bestPath) also keeps the gas units of the hops
	// so far, the amount net of that gas in the token's base units, and
	// whether pred's entry is its alternative (scratch.alt1).
	gas     uint64
	net     float64
	predAlt bool
}

// searchCost is what the ranking charges a path of n hops, in units of the
// target token (bestPathIn's ranking of its candidates).
type searchCost func(hops []Hop) float64

// scratch holds a search's per-token arrays, reused across searches.
type scratch struct {
	layer1, layer2 []best
	// alt1 and alt2 are bestPath's second entry per token: the way of
	// reaching it with the most left net of gas, where that is not the
	// largest amount (layer1, layer2).
	alt1, alt2 []best
	touched1   []int32
	touched2   []int32
	near       []bool
	// overflow: some pool refused an input as too large for its
	// reserves, which tells "too high" from "too low" when no path pays.
	overflow bool
	// banned marks pools a search must not use (split.go: the paths
	// already taken); empty when none is.
	banned []bool
	v3     amm.V3SwapResult
	// finals are a search's ways into the target (split.go).
	finals []final
	// The bounds of the searches (search_bound.go): rt is the rate table
	// of the chain searched last, rateTables those of the chains searched;
	// per token next to the target, r3 is the best rate of its pools into
	// it (r3edge that pool's index in the target's edges, -1 for none)
	// and g3 the least gas of a hop through them; per token next to the
	// start, r23 bounds its continuations, current where r23gen is gen;
	// probe is bestPath's path priced first.
	rt         *rateTable
	rateTables map[string]*rateTable // by chain id
	r3         []float64
	r3edge     []int32
	g3         []uint64
	r23        []cont
	r23gen     []uint32
	gen        uint32
	probe      probe
}

// final is a way into the target a search found: its hop count and its
// last entry.
type final struct {
	n int
	b best
}

func (s *scratch) isBanned(pool int32) bool { return int(pool) < len(s.banned) && s.banned[pool] }

func (s *scratch) reset(n int) {
	// clear what the previous search (maybe on a larger chain) marked
	for _, i := range s.touched1 {
		s.layer1[i].set, s.alt1[i].set = false, false
	}
	for _, i := range s.touched2 {
		s.layer2[i].set, s.alt2[i].set = false, false
	}
	s.touched1, s.touched2 = s.touched1[:0], s.touched2[:0]
	s.overflow = false
	if cap(s.layer1) < n {
		s.layer1, s.layer2, s.near = make([]best, n), make([]best, n), make([]bool, n)
		s.r3, s.r3edge, s.r23, s.r23gen = make([]float64, n), make([]int32, n), make([]cont, n), make([]uint32, n)
		s.g3 = make([]uint64, n)
		s.alt1, s.alt2 = make([]best, n), make([]best, n)
	}
	s.layer1, s.layer2, s.near = s.layer1[:n], s.layer2[:n], s.near[:n]
	s.r3, s.r3edge, s.r23, s.r23gen = s.r3[:n], s.r3edge[:n], s.r23[:n], s.r23gen[:n]
	s.g3 = s.g3[:n]
	s.alt1, s.alt2 = s.alt1[:n], s.alt2[:n]
}

// keep offers c as a way of reaching a token: b holds the largest amount,
// alt the largest net of gas where that is not b (alt.net > b.net). It
// reports whether the token had no entry yet.
func keep(b, alt, c *best) bool {
	if !b.set {
		*b = *c
		return true
	}
	if c.amount.Gt(&b.amount) {
		old := *b
		*b = *c
		if alt.set && alt.net <= b.net {
			alt.set = false
		}
		if old.net > b.net && (!alt.set || old.net > alt.net) {
			*alt = old
		}
		return false
	}
	if c.net > b.net && (!alt.set || c.net > alt.net) {
		*alt = *c
	}
	return false
}

// hopOut prices one hop and its gas units (a V3 pool's by the ticks the
// swap crosses, as liquidity.Pool.HopGas counts them, from the same swap).
func hopOut(ch *liquidity.Chain, pool int32, in uint8, amt *uint256.Int, r *amm.V3SwapResult) (uint256.Int, uint64, error) {
	p := &ch.Pools[pool]
	switch p.Kind {
	case liquidity.V3Pool:
		if err := p.V3Swap(r, int(in), amt); err != nil {
			return uint256.Int{}, 0, err
		}
		return r.AmountOut, v3HopGas(&ch.Gas, r), nil
	case liquidity.StablePool:
		out, err := p.AmountOut(int(in), amt)
		return out, ch.Gas.StableHop, err
	}
	out, err := p.AmountOut(int(in), amt)
	return out, ch.Gas.PairHop, err
}

// v3HopGas is liquidity.Pool.HopGas of a V3 swap already run
// (TestV3HopGasMatchesPool keeps the two equal).
func v3HopGas(g *liquidity.Gas, r *amm.V3SwapResult) uint64 {
	return g.V3Hop + uint64(r.TicksCrossed)*g.V3Tick + uint64(max(r.Steps-1, 0))*g.V3Step
}

// gasValue converts gas units into base units of each token at the
// chain's gas price and the tokens' USD prices (0 for a token without a
// price, or when the search ranks gross amounts).
type gasValue struct {
	ch      *liquidity.Chain
	unitUSD float64 // one gas unit's cost in USD
}

func (v gasValue) of(tok int32) float64 {
	t := &v.ch.Tokens[tok]
	if v.unitUSD == 0 || t.USDPrice <= 0 {
		return 0
	}
	return v.unitUSD / t.USDPrice * pow10f[t.Decimals]
}

// bestPath finds the path of at most MaxHops pools from one token to
// another with the largest output, net of its hops' gas when gasAware
// (else gross, as split.go's searches for further parts rank). Because
// every pool's output grows with its input, the largest amount at an
// intermediate token dominates every other way of reaching it with the
// same number of hops, but only gross of gas: a V3 hop paying a little
// more than a pair costs more gas, which may lose more than it gained.
// So a layered search keeps, per token and hop count, the largest amount
// and, where another way leaves more net of the gas so far (valued in
// that token), that one too; each hop count's best is then ranked net of
// gas in the target token. The last hop only needs pools holding the
// target, and the second only tokens next to it, which keeps a quote to
// a handful of pool evaluations even through hub tokens. Bounds prune
// most of those (search_bound.go): a path the pools' spot rates say is
// cheap is priced first, and a way whose bound cannot beat the best way
// into the target known is not priced. ok is false when no path exists
// (or every pool refused the amount).
func bestPath(ch *liquidity.Chain, from, to int32, amountIn *uint256.Int, gasAware bool, s *scratch) (Path, bool) {
	var fin [MaxHops]best // per hop count, the best into the target
	s.search(ch, from, to, amountIn, gasAware, nil, func(n int, c *best) {
		if f := &fin[n-1]; !f.set || c.net > f.net {
			*f = *c
		}
	})
	bestN := 0
	for n := 1; n <= MaxHops; n++ {
		if fin[n-1].set && (bestN == 0 || fin[n-1].net > fin[bestN-1].net) {
			bestN = n
		}
	}
	if pb := &s.probe; pb.n > 0 && (bestN == 0 || pb.net > fin[bestN-1].net) {
		// the probe pays more than anything the layers kept (they keep
		// two ways per token and may have dropped one of its hops)
		return Path{Hops: append([]Hop(nil), pb.hops[:pb.n]...)}, true
	}
	if bestN == 0 {
		return Path{}, false
	}
	hops := make([]Hop, bestN)
	s.fillHops(hops, from, amountIn, &fin[bestN-1])
	return Path{Hops: hops}, true
}

// search runs the layers of bestPath and offers every way into the
// target it keeps to final: its hop count and its last entry, whose net
// is the output net of the path's gas (gross unless gasAware). The
// entries stay valid until the next search (fillHops).
//
// A split's search passes its gate: the ways whose first increment could
// not pass admits (by the bounds) are left out.
func (s *scratch) search(ch *liquidity.Chain, from, to int32, amountIn *uint256.Int, gasAware bool, gate *admitGate, final func(n int, c *best)) {
	s.reset(len(ch.Tokens))
	defer s.markNear(ch, to)()
	gv := gasValue{ch: ch}
	if gasAware {
		gv.unitUSD = usd(&ch.Gas.Price, ch.NativeToken)
	}
	endGas := gv.of(to)
	pr := pruner{on: gasAware, endGas: endGas, bound: math.Inf(-1)}
	s.probe.n = 0
	switch {
	case pr.on:
		pr.rt = s.rateTableFor(ch)
		s.prepare(&pr, ch, from, to, amountIn)
	case gate != nil:
		pr.rt = s.rateTableFor(ch)
		s.nextRates(pr.rt, ch, to)
	}
	rt := pr.rt
	offer := func(n int, c *best) {
		c.net = c.amount.Float64() - endGas*float64(c.gas)
		pr.offer(c.net)
		final(n, c)
	}
	amt := amountIn.Float64()
	var c best
	c.set = true
	// Layer 1: every pool of the start token.
	for _, e := range ch.Edges(from) {
		if s.isBanned(e.Pool) {
			continue
		}
		if pr.on {
			if e.To == to {
				if pr.skip(amt*rt.rate(e.Pool, e.In), rt.minGas(e.Pool)) {
					continue
				}
			} else if c := s.continuation(ch, rt, from, to, e.To); c.n == 0 ||
				pr.skip(amt*rt.rate(e.Pool, e.In)*c.r, rt.minGas(e.Pool)+rt.minG) {
				continue
			}
		}
		if gate != nil && !gate.mayPass(s, ch, from, to, e) {
			continue
		}
		out, g, err := hopOut(ch, e.Pool, e.In, amountIn, &s.v3)
		if err != nil || out.IsZero() {
			s.overflow = s.overflow || tooMuchFor(err)
			continue
		}
		c.amount, c.gas, c.edge, c.pred = out, g, e, from
		if e.To == to {
			offer(1, &c)
			continue
		}
		c.net = out.Float64() - gv.of(e.To)*float64(g)
		if keep(&s.layer1[e.To], &s.alt1[e.To], &c) {
			s.touched1 = append(s.touched1, e.To)
		}
	}
	// Layer 2: from each token reached, into the target or a token next to it.
	for _, a := range s.touched1 {
		srcs := [2]*best{&s.layer1[a], &s.alt1[a]}
		for _, e := range ch.Edges(a) {
			if e.To == from || (e.To != to && !s.near[e.To]) || s.isBanned(e.Pool) {
				continue
			}
			conv := endGas
			if e.To != to {
				conv = gv.of(e.To)
			}
			for k, ba := range srcs {
				if !ba.set {
					continue
				}
				if pr.on {
					ub, gl := ba.amount.Float64()*rt.rate(e.Pool, e.In), ba.gas+rt.minGas(e.Pool)
					if e.To != to {
						ub, gl = ub*s.r3[e.To], gl+rt.minG
					}
					if pr.skip(ub, gl) {
						continue
					}
				}
				out, g, err := hopOut(ch, e.Pool, e.In, &ba.amount, &s.v3)
				if err != nil || out.IsZero() {
					s.overflow = s.overflow || tooMuchFor(err)
					continue
				}
				c.amount, c.gas, c.edge, c.pred, c.predAlt = out, ba.gas+g, e, a, k == 1
				if e.To == to {
					offer(2, &c)
					continue
				}
				c.net = out.Float64() - conv*float64(c.gas)
				if keep(&s.layer2[e.To], &s.alt2[e.To], &c) {
					s.touched2 = append(s.touched2, e.To)
				}
			}
		}
	}
	// Layer 3: the pools of the target from the tokens of layer 2.
	for _, te := range ch.Edges(to) {
		if s.isBanned(te.Pool) {
			continue
		}
		in := 1 - te.In // the pool seen from the layer-2 token
		for k, bb := range [2]*best{&s.layer2[te.To], &s.alt2[te.To]} {
			if !bb.set {
				continue
			}
			if pr.on && pr.skip(bb.amount.Float64()*rt.rate(te.Pool, in), bb.gas+rt.minGas(te.Pool)) {
				continue
			}
			out, g, err := hopOut(ch, te.Pool, in, &bb.amount, &s.v3)
			if err != nil || out.IsZero() {
				s.overflow = s.overflow || tooMuchFor(err)
				continue
			}
			c.amount, c.gas, c.pred, c.predAlt = out, bb.gas+g, te.To, k == 1
			c.edge = liquidity.Edge{Pool: te.Pool, In: in, To: to}
			offer(3, &c)
		}
	}
}

// fillHops follows a final entry of len(hops) hops back through the
// layers and fills hops with the path.
func (s *scratch) fillHops(hops []Hop, from int32, amountIn *uint256.Int, last *best) {
	n := len(hops)
	b := last
	for i := n - 1; i >= 0; i-- {
		hops[i] = Hop{Pool: b.edge.Pool, In: b.edge.In, From: b.pred, To: b.edge.To, Out: b.amount}
		if i == 0 {
			break
		}
		layer, alt := s.layer1, s.alt1
		if i == 2 {
			layer, alt = s.layer2, s.alt2
		}
		if b.predAlt {
			b = &alt[b.pred]
		} else {
			b = &layer[b.pred]
		}
	}
	hops[0].From = from
	hops[0].AmountIn = *amountIn
	for i := 1; i < n; i++ {
		hops[i].AmountIn = hops[i-1].Out
	}
}

// candidates are the best path found per hop count (index n-1 for n
// hops), kept by value so losing candidates cost no allocation
// (bestPathIn).
type candidates [MaxHops]struct {
	hops [MaxHops]Hop
	set  bool
}

// markNear marks the tokens one pool away from t (the search's last
// layer, or bestPathIn's first) and returns what unmarks them.
func (s *scratch) markNear(ch *liquidity.Chain, t int32) (unmark func()) {
	edges := ch.Edges(t)
	for _, e := range edges {
		s.near[e.To] = true
	}
	return func() {
		for _, e := range edges {
			s.near[e.To] = false
		}
	}
}
