package route

import (
	"cmp"
	"slices"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// Splitting a leg's input over several pool-disjoint paths: a large trade
// through one path moves its pools' prices far; the same trade divided
// over paths that share no pool moves each less. The engine takes the
// best single path, finds up to MaxSplits-1 further paths avoiding the
// pools already taken (each search of up to splitRounds yields every
// pool-disjoint way into the target it found, so a few searches find
// tens of paths), and water-fills the input over them in splitSteps
// increments (each to the path paying most for it, a path entering only
// when its first increment pays net of its gas; allocated on a float
// model of the pools, split_float.go). A search is skipped when the
// bounds of search_bound.go say no path could pass that entry gate
// (admits), and leaves out the ways from the start that could not. The
// split wins only when its output net of the extra parts' gas beats the
// single path's. Parts
// are priced on the same state, which is exact because they share no
// pool.
//
// The bounds come from the route-quality benchmark (bench/README.md): an
// exhaustive water-filling spreads large trades over 10 to 30 paths, some
// taking 1% or less, whose extra gas is small next to what they save in
// price impact; six paths and 2% increments left up to 0.8% of the
// output on such trades, 24 paths up to 0.2% on the largest.
const (
	// MaxSplits is the most paths a leg's input is divided over.
	MaxSplits = 48
	// splitGasBudget bounds the gas of a leg's parts (their hops at the
	// search's share and SplitPartGas each), far below what a
	// transaction may carry (liquidity.MaxTxGas) with the route's other
	// calls.
	splitGasBudget = 8_000_000
	// splitRounds is the most searches for further paths.
	splitRounds = 4
	// splitSteps is the water-filling's increments of the input.
	splitSteps = 96
	// SplitPartGas is what an extra part costs beyond its hops: the
	// transfer or allowance that gives its first hop an exact amount.
	SplitPartGas = 30_000
)

// parts are the leg's paths: Path, then the Splits.
func (l *Leg) parts() []Path {
	if len(l.Splits) == 0 {
		return []Path{l.Path}
	}
	return append([]Path{l.Path}, l.Splits...)
}

// partOut prices hops (their pools and directions) for amount in, filling
// the hops' amounts when fill is set; ok is false when a pool refuses.
func partOut(ch *liquidity.Chain, hops []Hop, in *uint256.Int, fill bool) (uint256.Int, bool) {
	amt := *in
	for i := range hops {
		h := &hops[i]
		out, err := ch.Pools[h.Pool].AmountOut(int(h.In), &amt)
		if err != nil || out.IsZero() {
			return uint256.Int{}, false
		}
		if fill {
			h.AmountIn, h.Out = amt, out
		}
		amt = out
	}
	return amt, true
}

// gasInEnd converts gas units into base units of the leg's end token
// (what ranking charges); 0 when the token has no price.
func gasInEnd(ch *liquidity.Chain, end liquidity.Token) func(uint64) float64 {
	return func(g uint64) float64 {
		if end.USDPrice <= 0 {
			return 0
		}
		return nativeUSD(ch, gasCost(g, &ch.Gas.Price)) / end.USDPrice * pow10f[end.Decimals]
	}
}

// split divides amount over pool-disjoint paths from si to ei when that
// pays net of the extra parts' gas; it returns the parts (the largest
// first, each with its hops' amounts), or nil to keep the single path.
func (e *Engine) split(ch *liquidity.Chain, si, ei int32, amount *uint256.Int, first Path, s *scratch) []Path {
	sp := e.newSplitter(ch, ei, amount, first)
	if sp == nil {
		return nil
	}
	// Candidate paths, in rounds: each round searches at half the share
	// a further part would get with equal shares (the water-filling gives
	// later parts less, and of two ways into the same pool the one paying
	// more for a large share may pay less for a small one), avoiding the
	// pools taken, and takes every path it found that shares no pool with
	// one taken, the largest first, until one would not take a share
	// (those after it, paying less, would not either) or the parts' gas
	// reaches splitGasBudget.
	paths := [][]Hop{first.Hops}
	if cap(s.banned) < len(ch.Pools) {
		s.banned = make([]bool, len(ch.Pools))
	}
	s.banned = s.banned[:len(ch.Pools)]
	defer func() { clear(s.banned); s.banned = s.banned[:0] }()
	ban := func(hops []Hop) {
		for _, h := range hops {
			s.banned[h.Pool] = true
		}
	}
	ban(first.Hops)
	gas := uint64(0)
	for i := range first.Hops {
		gas += hopGas(ch, &first.Hops[i])
	}
	var hops [MaxHops]Hop
	gate := sp.admitGate()
	for range splitRounds {
		if !sp.mayAdmit(s, si, ei, gate) {
			break // the round's search would find nothing admits takes
		}
		var share uint256.Int
		share.Div(amount, uint256.NewInt(uint64(2*len(paths)+2)))
		s.finals = s.finals[:0]
		s.search(ch, si, ei, &share, false, gate, func(n int, c *best) {
			s.finals = append(s.finals, final{n: n, b: *c})
		})
		slices.SortFunc(s.finals, func(a, b final) int { return cmp.Compare(b.b.net, a.b.net) })
		added, refused := 0, false
	cands:
		for i := range s.finals {
			if len(paths) == MaxSplits {
				break
			}
			f := &s.finals[i]
			h := hops[:f.n]
			s.fillHops(h, si, &share, &f.b)
			for _, x := range h {
				if s.banned[x.Pool] {
					continue cands
				}
			}
			if gas += f.b.gas + SplitPartGas; gas > splitGasBudget {
				refused = true
				break
			}
			if !sp.admits(h) {
				refused = true
				break
			}
			paths = append(paths, append([]Hop(nil), h...))
			ban(h)
			added++
		}
		if added == 0 || refused || len(paths) == MaxSplits {
			break
		}
	}
	return sp.fill(paths)
}

// splitter is one leg's split at one amount: the gates a split must pass
// and the water-filling, shared by the planner (split) and the range
// search's repricing (resplit), so that both divide an amount alike.
type splitter struct {
	ch       *liquidity.Chain
	amount   *uint256.Int
	first    Path // the single path, priced at amount
	single   float64
	step     uint256.Int
	lastGain float64
	gas      func(uint64) float64
}

// newSplitter returns the split of amount with first as the single path,
// or nil when no split could pay: splits are off, the amount is too small
// to divide, or the single path loses less to price impact than one extra
// part's gas.
func (e *Engine) newSplitter(ch *liquidity.Chain, ei int32, amount *uint256.Int, first Path) *splitter {
	if e.cfg.NoSplit || amount.LtUint64(splitSteps*2) {
		return nil
	}
	sp := &splitter{ch: ch, amount: amount, first: first, gas: gasInEnd(ch, ch.Tokens[ei])}
	// No split can gain more than the single path loses to price impact:
	// skip the search when that loss is below one extra part's gas.
	spot := amount.Float64()
	for _, h := range first.Hops {
		pool := &ch.Pools[h.Pool]
		spot *= pool.SpotPrice(int(h.In)) * (1 - pool.FeeFraction())
	}
	sp.single = first.Out().Float64()
	if spot-sp.single <= sp.partGas(first.Hops) {
		return nil
	}
	sp.step.Div(amount, uint256.NewInt(splitSteps))
	// Outputs are concave in the input: a path whose first increment, net
	// of its gas, pays no more than the single path's last increment
	// would get nothing from the water-filling.
	var rest uint256.Int
	rest.Sub(amount, &sp.step)
	lastOut, ok := partOut(ch, first.Hops, &rest, false)
	if !ok {
		return nil
	}
	sp.lastGain = sp.single - lastOut.Float64()
	return sp
}

// partGas is what a part costs in the end token: its hops and the part's
// own transfer.
func (sp *splitter) partGas(hops []Hop) float64 {
	g := uint64(SplitPartGas)
	for i := range hops {
		g += hopGas(sp.ch, &hops[i])
	}
	return sp.gas(g)
}

// admits reports whether a candidate path's first increment pays more,
// net of its gas, than the single path's last one.
func (sp *splitter) admits(hops []Hop) bool {
	o, ok := partOut(sp.ch, hops, &sp.step, false)
	return ok && o.Float64()-sp.partGas(hops) > sp.lastGain
}

// mayAdmit reports whether some path from si to ei through no banned pool
// might pass admits: false when even the bound of the best one's first
// increment (its pools' spot rates after fees, search_bound.go), net of
// the least gas its hops and part can cost, pays no more than the single
// path's last increment.
func (sp *splitter) mayAdmit(s *scratch, si, ei int32, g *admitGate) bool {
	return s.boundNet(sp.ch, si, ei, g.step, g.endGas, SplitPartGas) > g.lastGain
}

// admitGate is admits as the bounds see it: a path whose first
// increment's bound, net of the least gas of its hops and part, pays no
// more than lastGain is not admitted.
type admitGate struct {
	step, endGas, lastGain float64
}

func (sp *splitter) admitGate() *admitGate {
	const unit = 1 << 20
	return &admitGate{
		step:     sp.step.Float64(),
		endGas:   sp.gas(unit) / unit * (1 - 1e-9), // per gas unit, rounded down
		lastGain: sp.lastGain,
	}
}

// mayPass reports whether some path starting with e could pass admits by
// its bound (the search's bounds of the target's neighbours are current).
func (g *admitGate) mayPass(s *scratch, ch *liquidity.Chain, from, to int32, e liquidity.Edge) bool {
	rt := s.rt
	r, gas := g.step*rt.rate(e.Pool, e.In), rt.minGas(e.Pool)+SplitPartGas
	if e.To != to {
		c := s.continuation(ch, rt, from, to, e.To)
		if c.n == 0 {
			return false
		}
		r, gas = r*c.r, gas+c.gas
	}
	return r-g.endGas*float64(gas) > g.lastGain
}

// fill water-fills the amount over the paths (the single path first) in
// increments of amount/splitSteps, each to the path paying most for it
// (a path's first increment net of its gas) as the float model prices
// them, and returns the parts, the largest first with its hops' amounts
// priced exactly, or nil when fewer than two paths take a share or the
// split does not beat the single path net of gas.
func (sp *splitter) fill(paths [][]Hop) []Path {
	if len(paths) < 2 {
		return nil
	}
	ch, step := sp.ch, &sp.step
	n := len(paths)
	alloc := make([]uint64, n)  // increments given
	outs := make([]float64, n)  // output at the allocation
	next := make([]float64, n)  // output with one more increment
	entry := make([]float64, n) // gas of a path's first increment
	valid := make([]bool, n)    // next is known
	// the allocation on the float model (split_float.go); the parts are
	// priced exactly below
	stepF := step.Float64()
	eval := func(k int) {
		next[k], valid[k] = floatPathOut(ch, paths[k], stepF*float64(alloc[k]+1))
	}
	for k := range paths {
		entry[k] = sp.partGas(paths[k])
		eval(k)
	}
	entry[0] = 0 // the single path's gas is paid in any case
	for range splitSteps {
		bestK, bestGain := -1, 0.0
		for k := range paths {
			if !valid[k] {
				continue
			}
			gain := next[k] - outs[k]
			if alloc[k] == 0 {
				gain -= entry[k]
			}
			if bestK < 0 || gain > bestGain {
				bestK, bestGain = k, gain
			}
		}
		if bestK < 0 {
			return nil
		}
		outs[bestK] = next[bestK]
		alloc[bestK]++
		eval(bestK)
	}
	// The exact parts: the largest takes the remainder of the division.
	largest, used := 0, 0
	for k := range paths {
		if alloc[k] > 0 {
			used++
			if alloc[k] > alloc[largest] {
				largest = k
			}
		}
	}
	if used < 2 {
		return nil
	}
	var rest uint256.Int
	rest.Set(sp.amount)
	parts := make([]Path, 0, used)
	var total uint256.Int
	netSplit := 0.0
	order := append([]int{largest}, func() []int {
		var o []int
		for k := range paths {
			if k != largest && alloc[k] > 0 {
				o = append(o, k)
			}
		}
		return o
	}()...)
	amounts := make([]uint256.Int, len(order))
	for i, k := range order[1:] {
		amounts[i+1].Mul(step, uint256.NewInt(alloc[k]))
		rest.Sub(&rest, &amounts[i+1])
	}
	amounts[0] = rest
	for i, k := range order {
		hops := append([]Hop(nil), paths[k]...)
		out, ok := partOut(ch, hops, &amounts[i], true)
		if !ok {
			return nil
		}
		total.Add(&total, &out)
		if i > 0 {
			netSplit -= sp.partGas(hops)
		}
		parts = append(parts, Path{Hops: hops})
	}
	netSplit += total.Float64()
	// The single path's hops' gas was charged in both; compare the rest.
	if netSplit-gasDelta(ch, sp.gas, sp.first.Hops, parts[0].Hops) <= sp.single {
		return nil
	}
	return parts
}

// gasDelta is how much more the split's first part's hops cost than the
// single path's (a V3 hop crossing fewer ticks costs less), in end-token
// units.
func gasDelta(ch *liquidity.Chain, gas func(uint64) float64, single, part []Hop) float64 {
	var a, b uint64
	for i := range single {
		a += hopGas(ch, &single[i])
	}
	for i := range part {
		b += hopGas(ch, &part[i])
	}
	return gas(b) - gas(a)
}
