package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/bench/worlds"
	"github.com/switchyard-dev/switchyard/liquidity"
	"github.com/switchyard-dev/switchyard/route"
)

// QualityFigures compare the engine's same-chain output, net of its hops'
// gas, with a slow optimizer's and with the single-path engine's, on the
// samples the engine answered with a swap.
type QualityFigures struct {
	Samples int `json:"samples"`
	// Within is the share of samples where the engine gets at least
	// 99.99% of the optimum; Worst the lowest engine ÷ optimum.
	Within float64 `json:"engine_within_0.01pct_share"`
	Worst  float64 `json:"engine_worst_ratio"`
	// Within999 is the share at 99.9% or more (the goal).
	Within999 float64 `json:"engine_within_0.1pct_share"`
	// The single-path engine (EngineConfig.NoSplit) on the same samples.
	SingleWithin float64 `json:"single_within_0.01pct_share"`
	SingleWorst  float64 `json:"single_worst_ratio"`
	// SplitShare is the share of samples the engine split; BestGainPct
	// its largest gain over the single path.
	SplitShare  float64 `json:"split_share"`
	BestGainPct float64 `json:"best_split_gain_pct"`
	// Above counts samples where the engine beat the optimizer (its
	// increments are coarser than the engine's remainder handling).
	Above int `json:"engine_above_optimizer"`
}

// optSteps is the optimizer's increments of the input: 0.25% each.
const optSteps = 400

// optStarts is how many of the best single paths the optimizer tries as
// the first path of its water-filling.
const optStarts = 5

// measureQuality plans every same-chain sample the engine answered with
// the splitting engine and the single-path one, and runs the optimizer.
func measureQuality(ctx context.Context, w *worlds.World, same *PlanFigures, maxSamples, worst int, logw io.Writer) QualityFigures {
	book := liquidity.NewBook()
	book.Publish("bench-world", w.Chains...)
	split := route.NewEngine(route.EngineConfig{Book: book, CacheSize: -1, MaxPriceImpact: 100})
	single := route.NewEngine(route.EngineConfig{Book: book, CacheSize: -1, MaxPriceImpact: 100, NoSplit: true})
	var f QualityFigures
	f.Worst, f.SingleWorst = 1, 1
	within, within999, singleWithin, splits := 0, 0, 0, 0
	var misses []qualityMiss
	for i := range same.ok {
		if ctx.Err() != nil || i >= maxSamples {
			break
		}
		p := params(&same.ok[i])
		p.FromAmount = same.okAmount[i]
		p.BypassGuardrails = true
		a, err1 := split.Plan(ctx, p)
		b, err2 := single.Plan(ctx, p)
		if err1 != nil || err2 != nil || len(a.Source.Path.Hops) == 0 {
			continue
		}
		l := &a.Source
		ch := l.Chain
		from, to := l.Path.Hops[0].From, l.Path.Hops[len(l.Path.Hops)-1].To
		gas := gasInEnd(ch, ch.Tokens[to])
		eng := legNet(ch, gas, append([]route.Path{l.Path}, l.Splits...))
		one := legNet(ch, gas, []route.Path{b.Source.Path})
		or := optimize(ch, from, to, &l.In, gas)
		opt := math.Max(or.net, math.Max(eng, one))
		if opt <= 0 {
			continue
		}
		f.Samples++
		r, rs := eng/opt, one/opt
		if eng > opt*(1+1e-9) {
			f.Above++
		}
		if r >= 0.9999 {
			within++
		}
		if r >= 0.999 {
			within999++
		}
		if rs >= 0.9999 {
			singleWithin++
		}
		f.Worst, f.SingleWorst = math.Min(f.Worst, r), math.Min(f.SingleWorst, rs)
		if worst > 0 && r < 0.999 {
			misses = append(misses, qualityMiss{ratio: r, sample: i, ch: ch, gas: gas, amount: l.In, eng: a.Source, single: b.Source.Path, opt: or})
		}
		if len(l.Splits) > 0 {
			splits++
			f.BestGainPct = math.Max(f.BestGainPct, 100*(eng/one-1))
		}
	}
	printMisses(logw, misses, worst)
	n := float64(f.Samples)
	f.Within, f.Within999, f.SingleWithin, f.SplitShare = ratio(float64(within), n), ratio(float64(within999), n), ratio(float64(singleWithin), n), ratio(float64(splits), n)
	return f
}

// gasInEnd converts gas units into base units of the end token, as the
// engine ranks them.
func gasInEnd(ch *liquidity.Chain, end liquidity.Token) func(uint64) float64 {
	return func(g uint64) float64 {
		if end.USDPrice <= 0 {
			return 0
		}
		var wei uint256.Int
		wei.Mul(uint256.NewInt(g), &ch.Gas.Price)
		return wei.Float64() / 1e18 * ch.NativeToken.USDPrice / end.USDPrice * math.Pow10(int(end.Decimals))
	}
}

// legNet is the output of a leg's parts net of their hops' gas and each
// extra part's (route.SplitPartGas).
func legNet(ch *liquidity.Chain, gas func(uint64) float64, parts []route.Path) float64 {
	out, g := 0.0, uint64(0)
	for k, p := range parts {
		out += p.Out().Float64()
		for _, h := range p.Hops {
			g += ch.Pools[h.Pool].HopGas(&ch.Gas, int(h.In), &h.AmountIn)
		}
		if k > 0 {
			g += route.SplitPartGas
		}
	}
	return out - gas(g)
}

// optPath is a path of the optimizer: its hops (pool, direction).
type optPath struct {
	pools []int32
	ins   []uint8
}

// out prices the path for amount in (0 when a pool refuses).
func (p *optPath) out(ch *liquidity.Chain, in *uint256.Int) (uint256.Int, uint64) {
	amt := *in
	g := uint64(0)
	for k, pi := range p.pools {
		pool := &ch.Pools[pi]
		g += pool.HopGas(&ch.Gas, int(p.ins[k]), &amt)
		o, err := pool.AmountOut(int(p.ins[k]), &amt)
		if err != nil || o.IsZero() {
			return uint256.Int{}, g
		}
		amt = o
	}
	return amt, g
}

// optimize is the slow optimizer: every simple path of up to three pools
// from one token to the other, and fine-grained water-filling of the
// input (optSteps increments) over pool-disjoint paths, each increment
// to the path paying the most for it net of gas (a path's hops' gas and
// the extra part's when it enters), started from each of the optStarts
// best single paths in turn. It returns the best output net of gas found.
func optimize(ch *liquidity.Chain, from, to int32, amount *uint256.Int, gas func(uint64) float64) optResult {
	var paths []optPath
	var pools [route.MaxHops]int32
	var ins [route.MaxHops]uint8
	var toks [route.MaxHops + 1]int32
	var dfs func(tok int32, depth int)
	dfs = func(tok int32, depth int) {
		toks[depth] = tok
		for _, e := range ch.Edges(tok) {
			if slices.Contains(toks[:depth+1], e.To) || slices.Contains(pools[:depth], e.Pool) {
				continue
			}
			pools[depth], ins[depth] = e.Pool, e.In
			if e.To == to {
				paths = append(paths, optPath{pools: slices.Clone(pools[:depth+1]), ins: slices.Clone(ins[:depth+1])})
				continue
			}
			if depth+1 < route.MaxHops {
				dfs(e.To, depth+1)
			}
		}
	}
	dfs(from, 0)
	if len(paths) == 0 {
		return optResult{}
	}
	// The single paths at the whole amount, best first.
	nets := make([]float64, len(paths))
	for k := range paths {
		o, g := paths[k].out(ch, amount)
		nets[k] = o.Float64() - gas(g)
		if o.IsZero() {
			nets[k] = math.Inf(-1)
		}
	}
	order := make([]int, len(paths))
	for k := range order {
		order[k] = k
	}
	slices.SortFunc(order, func(a, b int) int { return -cmpFloat(nets[a], nets[b]) })
	best := optResult{net: nets[order[0]], paths: []optPath{paths[order[0]]}, shares: []uint64{optSteps}}
	var step uint256.Int
	step.Div(amount, uint256.NewInt(optSteps))
	if step.IsZero() {
		return best
	}
	// Every path's first increment, shared by the starts.
	first := make([]float64, len(paths))
	firstGas := make([]uint64, len(paths))
	for k := range paths {
		o, g := paths[k].out(ch, &step)
		first[k], firstGas[k] = o.Float64(), g
		if o.IsZero() {
			first[k] = math.Inf(-1)
		}
	}
	for _, start := range order[:min(optStarts, len(order))] {
		if r := waterFill(ch, paths, start, amount, &step, gas, first, firstGas); r.net > best.net {
			best = r
		}
	}
	return best
}

// optResult is the optimizer's best allocation: its output net of gas,
// and the paths used with their increments (diagnostics).
type optResult struct {
	net    float64
	paths  []optPath
	shares []uint64
}

// waterFill allocates the input in increments of step, the first path
// given, and returns the output net of gas.
func waterFill(ch *liquidity.Chain, paths []optPath, first int, amount, step *uint256.Int, gas func(uint64) float64, next0 []float64, gasNext0 []uint64) optResult {
	n := len(paths)
	alloc := make([]uint64, n)
	cur := make([]float64, n)   // output at the allocation
	next := slices.Clone(next0) // output with one more increment
	gasNext := slices.Clone(gasNext0)
	gasCur := make([]uint64, n)
	blocked := make([]bool, n)
	used := map[int32]bool{}
	var x uint256.Int
	eval := func(k int) {
		x.Mul(step, uint256.NewInt(alloc[k]+1))
		o, g := paths[k].out(ch, &x)
		next[k], gasNext[k] = o.Float64(), g
		if o.IsZero() {
			next[k] = math.Inf(-1)
		}
	}
	take := func(k int) {
		if alloc[k] == 0 {
			for _, p := range paths[k].pools {
				used[p] = true
			}
			for j := range paths {
				if j != k && alloc[j] == 0 && slices.ContainsFunc(paths[j].pools, func(p int32) bool { return used[p] }) {
					blocked[j] = true
				}
			}
		}
		cur[k], gasCur[k] = next[k], gasNext[k]
		alloc[k]++
		eval(k)
	}
	take(first)
	parts := 1
	for range optSteps - 1 {
		bestK, bestGain := -1, math.Inf(-1)
		for k := range paths {
			if blocked[k] || math.IsInf(next[k], -1) {
				continue
			}
			gain := next[k] - cur[k] - gas(gasNext[k]) + gas(gasCur[k])
			if alloc[k] == 0 {
				gain -= gas(route.SplitPartGas)
			}
			if gain > bestGain {
				bestK, bestGain = k, gain
			}
		}
		if bestK < 0 {
			return optResult{net: math.Inf(-1)}
		}
		if alloc[bestK] == 0 {
			parts++
		}
		take(bestK)
	}
	// The remainder of the division goes to the first path, exactly priced.
	var rest uint256.Int
	rest.Set(amount)
	total := 0.0
	g := uint64(0)
	for k := range paths {
		if k == first || alloc[k] == 0 {
			continue
		}
		x.Mul(step, uint256.NewInt(alloc[k]))
		rest.Sub(&rest, &x)
		total += cur[k]
		g += gasCur[k]
	}
	o, g0 := paths[first].out(ch, &rest)
	total += o.Float64()
	g += g0 + uint64(parts-1)*route.SplitPartGas
	r := optResult{net: total - gas(g)}
	for k := range paths {
		if alloc[k] > 0 {
			r.paths, r.shares = append(r.paths, paths[k]), append(r.shares, alloc[k])
		}
	}
	return r
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// qualityMiss is a sample where the engine got less than 99.9% of the
// optimum: what -quality-worst prints.
type qualityMiss struct {
	ratio  float64
	sample int
	ch     *liquidity.Chain
	gas    func(uint64) float64
	amount uint256.Int
	eng    route.Leg
	single route.Path
	opt    optResult
}

// printMisses writes the n worst misses: the amount, the engine's parts
// and the optimizer's, each path with its pools (kind, fee) and share.
func printMisses(w io.Writer, misses []qualityMiss, n int) {
	if n <= 0 || len(misses) == 0 {
		return
	}
	slices.SortFunc(misses, func(a, b qualityMiss) int { return cmpFloat(a.ratio, b.ratio) })
	fmt.Fprintf(w, "quality: %d samples below 99.9%% of the optimum; the %d worst:\n", len(misses), min(n, len(misses)))
	for _, m := range misses[:min(n, len(misses))] {
		ch := m.ch
		from, to := m.eng.Path.Hops[0].From, m.eng.Path.Hops[len(m.eng.Path.Hops)-1].To
		ft, tt := ch.Tokens[from], ch.Tokens[to]
		amt := m.amount.Float64() / math.Pow10(int(ft.Decimals))
		parts := append([]route.Path{m.eng.Path}, m.eng.Splits...)
		eng := legNet(ch, m.gas, parts)
		fmt.Fprintf(w, "  #%d chain %s: %.6g %s ($%.0f) -> %s: engine/opt %.5f; engine net %.6g, opt net %.6g, single-path %.6g (gas of 100k: %.4g)\n",
			m.sample, ch.ID, amt, ft.Symbol, amt*ft.USDPrice, tt.Symbol, m.ratio, eng, m.opt.net, legNet(ch, m.gas, []route.Path{m.single}), m.gas(100_000))
		for _, p := range parts {
			pools, ins := make([]int32, len(p.Hops)), make([]uint8, len(p.Hops))
			for i, h := range p.Hops {
				pools[i], ins[i] = h.Pool, h.In
			}
			fmt.Fprintf(w, "    engine %5.1f%% %s\n", 100*p.Hops[0].AmountIn.Float64()/m.amount.Float64(), describePath(ch, pools, ins))
		}
		for k, p := range m.opt.paths {
			fmt.Fprintf(w, "    opt    %5.1f%% %s\n", 100*float64(m.opt.shares[k])/optSteps, describePath(ch, p.pools, p.ins))
		}
	}
}

// describePath names a path's tokens and pools (kind and fee in bps).
func describePath(ch *liquidity.Chain, pools []int32, ins []uint8) string {
	var b []byte
	for i, pi := range pools {
		p := &ch.Pools[pi]
		in := ch.Tokens[mustIndex(ch, p.Tokens[ins[i]])]
		if i == 0 {
			b = append(b, in.Symbol...)
		}
		kind := map[liquidity.PoolKind]string{liquidity.PairPool: "v2", liquidity.StablePool: "stable", liquidity.V3Pool: "v3"}[p.Kind]
		out := ch.Tokens[mustIndex(ch, p.Tokens[1-ins[i]])]
		b = fmt.Appendf(b, " -[%s %d %dbps]-> %s", kind, pi, p.FeeBps(), out.Symbol)
	}
	return string(b)
}

func mustIndex(ch *liquidity.Chain, a common.Address) int32 {
	i, _ := ch.TokenIndex(a)
	return i
}
