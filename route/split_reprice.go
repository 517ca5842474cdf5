package route

import (
	"github.com/holiman/uint256"
)

// resplit reprices a split leg for another input as the planner would
// split it over the same paths: the single path is the part paying most
// for the whole input net of its hops' gas (what bestPath ranks on), the
// others are admitted in order by the planner's gate, and the input is
// water-filled over them (splitter.fill); the single path alone when no
// split pays. The allowed range's search uses it to renew a refused split
// plan's increments at a bound full plans did not confirm (resplitPlan):
// a few hundred pool evaluations where a full plan searches every path
// again.
func (e *Engine) resplit(l *Leg, in *uint256.Int) (n Leg, ok, overflow bool) {
	ch := l.Chain
	n = *l
	n.In, n.Out, n.Splits = *in, uint256.Int{}, nil
	gas := gasInEnd(ch, ch.Tokens[l.Path.Hops[len(l.Path.Hops)-1].To])
	parts := l.parts()
	priced := make([]Path, 0, len(parts))
	first, bestNet := -1, 0.0
	for _, p := range parts {
		hops := append([]Hop(nil), p.Hops...)
		amt := *in
		refused := false
		for i := range hops {
			o, err := ch.Pools[hops[i].Pool].AmountOut(int(hops[i].In), &amt)
			if err != nil || o.IsZero() {
				overflow = overflow || tooMuchFor(err)
				refused = true
				break
			}
			hops[i].AmountIn, hops[i].Out = amt, o
			amt = o
		}
		if refused {
			continue
		}
		g := uint64(0)
		for i := range hops {
			g += hopGas(ch, &hops[i])
		}
		if net := amt.Float64() - gas(g); first < 0 || net > bestNet {
			first, bestNet = len(priced), net
		}
		priced = append(priced, Path{Hops: hops})
	}
	if first < 0 {
		return n, false, overflow
	}
	n.Path, n.Out = priced[first], *priced[first].Out()
	sp := e.newSplitter(ch, l.Path.Hops[len(l.Path.Hops)-1].To, in, priced[first])
	if sp == nil {
		return n, true, false
	}
	paths := [][]Hop{priced[first].Hops}
	for k, p := range priced {
		if k == first {
			continue
		}
		if !sp.admits(p.Hops) {
			break
		}
		paths = append(paths, p.Hops)
	}
	if split := sp.fill(paths); len(split) > 1 {
		n.Path, n.Splits = split[0], split[1:]
		n.Out.Clear()
		for i := range split {
			n.Out.Add(&n.Out, split[i].Out())
		}
	}
	return n, true, false
}

// repriceSplit reprices a split leg for another input, each part keeping
// its number of the water-filling's increments (the first part the
// remainder), with the planner's arithmetic: the planner divides the
// input so at the new amount whenever its water-filling gives the same
// increments. It is the cheap probe of the allowed range for a refused
// split plan, whose bounds full plans then confirm.
func repriceSplit(l *Leg, in *uint256.Int) (n Leg, ok, overflow bool) {
	n = *l
	n.In, n.Out = *in, uint256.Int{}
	parts := l.parts()
	out := make([]Path, len(parts))
	var rest, share, step, newStep, inc, mod uint256.Int
	step.Div(&l.In, uint256.NewInt(splitSteps))
	newStep.Div(in, uint256.NewInt(splitSteps))
	rest.Set(in)
	for k := len(parts) - 1; k >= 0; k-- {
		hops := append([]Hop(nil), parts[k].Hops...)
		if k > 0 {
			if mod.Mod(&hops[0].AmountIn, &step); !step.IsZero() && !newStep.IsZero() && mod.IsZero() {
				inc.Div(&hops[0].AmountIn, &step)
				share.Mul(&newStep, &inc)
			} else if _, over := share.MulDivOverflow(&hops[0].AmountIn, in, &l.In); over {
				return n, false, over
			}
			if share.IsZero() || !share.Lt(&rest) {
				return n, false, false
			}
			rest.Sub(&rest, &share)
		} else {
			share = rest
		}
		amt := share
		for i := range hops {
			o, err := l.Chain.Pools[hops[i].Pool].AmountOut(int(hops[i].In), &amt)
			if err != nil || o.IsZero() {
				return n, false, tooMuchFor(err)
			}
			hops[i].AmountIn, hops[i].Out = amt, o
			amt = o
		}
		n.Out.Add(&n.Out, &amt)
		out[k] = Path{Hops: hops}
	}
	n.Path, n.Splits = out[0], out[1:]
	return n, true, false
}
