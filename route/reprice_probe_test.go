package route

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/bench/worlds"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// TestRepricerMatchesReference: on the realistic world's plans (single
// paths, splits, bridges), the allocation-free repricer gives the
// verdicts of the Leg-building repricer it replaced (kept below as the
// reference), for amounts from dust to far beyond each plan's.
func TestRepricerMatchesReference(t *testing.T) {
	t.Parallel()
	p := worlds.ParamsFor(worlds.Realistic)
	p.Seed = 1
	w, err := worlds.Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	n := 600
	if testing.Short() {
		n = 150
	}
	samples := w.Samples(n, 1001)
	book := liquidity.NewBook()
	book.Publish("world", w.Chains...)
	e := NewEngine(EngineConfig{Book: book, MaxPriceImpact: 10, CacheSize: -1})
	snap := book.Snapshot()
	ctx := context.Background()
	r := rand.New(rand.NewPCG(3, 4))
	kinds := map[string]int{}
	for i := range samples {
		s := &samples[i]
		prm := &Params{FromChain: s.FromChain, ToChain: s.ToChain, FromToken: s.FromToken, ToToken: s.ToToken, FromAmount: s.Amount}
		pl, err := e.plan(ctx, snap, prm)
		if err != nil {
			continue
		}
		plans := []*Plan{pl}
		// the range search also reprices the plan split as at other amounts
		for _, sh := range []uint{2, 5} {
			for _, x := range []*uint256.Int{new(uint256.Int).Lsh(&s.Amount, sh), new(uint256.Int).Rsh(&s.Amount, sh)} {
				if rp := e.resplitPlan(pl, x); rp != nil {
					plans = append(plans, rp)
				}
			}
		}
		for _, pl := range plans {
			split := len(pl.Source.Splits) > 0 || (pl.Dest != nil && len(pl.Dest.Splits) > 0)
			kinds[string(pl.Kind)+map[bool]string{true: " split", false: ""}[split]]++
			legs := []*Leg{&pl.Source}
			if pl.Kind == KindBridge {
				legs = append(legs, pl.Dest)
			}
			for _, l := range legs {
				compareLegProbe(t, i, l, probeAmounts(r, &l.In))
			}
			for _, bypass := range []bool{false, true} {
				got, want := e.repricer(pl, bypass), e.repricerReference(pl, bypass)
				for _, x := range probeAmounts(r, &pl.FromAmount) {
					gl, gh := got(x)
					wl, wh := want(x)
					if gl != wl || gh != wh {
						t.Fatalf("sample %d (%s, bypass %v) at %s: verdict (low %v, high %v), reference (low %v, high %v)", i, pl.Kind, bypass, x.Dec(), gl, gh, wl, wh)
					}
				}
			}
		}
	}
	t.Logf("plans compared by kind: %v", kinds)
}

// compareLegProbe checks legProbe's output, refusal and price impact
// against the reference's repriced Leg, to the bit.
func compareLegProbe(t *testing.T, sample int, l *Leg, amounts []*uint256.Int) {
	t.Helper()
	lp := newLegProbe(l)
	spots := spotFactors{}
	for _, x := range amounts {
		want, wantOK, wantOver := refLegOut(l, x)
		out, ok, over := lp.out(x)
		if ok != wantOK || over != wantOver {
			t.Fatalf("sample %d at %s: ok %v overflow %v, reference ok %v overflow %v", sample, x.Dec(), ok, over, wantOK, wantOver)
		}
		if !ok {
			continue
		}
		if !out.Eq(&want.Out) {
			t.Fatalf("sample %d at %s: out %s, reference %s", sample, x.Dec(), out.Dec(), want.Out.Dec())
		}
		if got, ref := lp.impact(&out), refLegImpact(spots, &want); math.Float64bits(got) != math.Float64bits(ref) {
			t.Fatalf("sample %d at %s: impact %v, reference %v", sample, x.Dec(), got, ref)
		}
	}
}

// refLegOut is the reference's legOut.
func refLegOut(l *Leg, in *uint256.Int) (n Leg, ok, overflow bool) {
	n = *l
	n.In, n.Out = *in, *in
	if len(l.Path.Hops) == 0 {
		return n, true, false
	}
	return repriceSplit(l, in) // a single path is its one part
}

// probeAmounts are the amounts a range search probes around a: powers of
// two from 1 up, a's multiples and fractions, and random amounts near a.
func probeAmounts(r *rand.Rand, a *uint256.Int) []*uint256.Int {
	var xs []*uint256.Int
	for sh := uint(0); sh < 200; sh += 3 {
		xs = append(xs, new(uint256.Int).Lsh(uint256.NewInt(1), sh))
	}
	for sh := uint(0); sh < 12; sh++ {
		xs = append(xs, new(uint256.Int).Lsh(a, sh), new(uint256.Int).Rsh(a, sh))
	}
	for range 40 {
		var x uint256.Int
		x.MulDivOverflow(a, uint256.NewInt(1+r.Uint64N(4000)), uint256.NewInt(1000))
		x.AddUint64(&x, r.Uint64N(1000))
		xs = append(xs, &x)
	}
	return xs
}

// repricerReference is the repricer before legProbe: it builds the
// repriced Leg of every probe (legOut, repriceSplit).
func (e *Engine) repricerReference(pl *Plan, bypass bool) func(x *uint256.Int) (low, high bool) {
	spots := spotFactors{}
	return func(x *uint256.Int) (low, high bool) {
		return e.repriceReference(pl, x, bypass, spots)
	}
}

func (e *Engine) repriceReference(pl *Plan, x *uint256.Int, bypass bool, spots spotFactors) (low, high bool) {
	// legOut reprices a leg; a refusal is too low unless a pool's
	// reserves would overflow (too high).
	legOut := func(l *Leg, in *uint256.Int) (n Leg, ok, overflow bool) {
		n = *l
		n.In, n.Out = *in, *in
		if len(l.Path.Hops) == 0 {
			return n, true, false
		}
		if len(l.Splits) > 0 {
			return repriceSplit(l, in)
		}
		hops := make([]Hop, len(l.Path.Hops))
		amt := *in
		for i, h := range l.Path.Hops {
			out, err := l.Chain.Pools[h.Pool].AmountOut(int(h.In), &amt)
			if err != nil || out.IsZero() {
				return n, false, tooMuchFor(err)
			}
			hops[i] = h
			hops[i].AmountIn, hops[i].Out = amt, out
			amt = out
		}
		n.Path, n.Splits, n.Out = Path{Hops: hops}, nil, amt
		return n, true, false
	}
	impact := 0.0
	switch pl.Kind {
	case KindSwap:
		l, ok, over := legOut(&pl.Source, x)
		if !ok {
			return !over, over
		}
		impact = refLegImpact(spots, &l)
	case KindBridge:
		src, ok, over := legOut(&pl.Source, x)
		if !ok {
			return !over, over
		}
		_, arrived, err := bridgeTransfer(pl.Source.Chain, &src.Out)
		if err != nil {
			return amountSide(err)
		}
		dst, ok, over := legOut(pl.Dest, &arrived)
		if !ok {
			return !over, over
		}
		impact = 100 * (1 - (1-refLegImpact(spots, &src)/100)*(1-refLegImpact(spots, &dst)/100))
	case KindIntents:
		src, dst := pl.Source.Chain, pl.Dest.Chain
		fromTok, _ := src.Token(pl.FromToken)
		toTok, _ := dst.Token(pl.ToToken)
		held := dst.Intents.Inventory[pl.ToToken]
		_, _, err := solverQuote(src.Intents, usd(x, fromTok), toTok, &held, dst.ID)
		return amountSide(err)
	}
	return false, !bypass && impact > e.cfg.MaxPriceImpact
}

// refLegImpact is spotFactors.legImpact before impactOf and spotFactor.
func refLegImpact(f spotFactors, l *Leg) float64 {
	if len(l.Path.Hops) == 0 {
		return 0
	}
	spot, hops := 0.0, 0
	for _, p := range l.parts() {
		s := p.Hops[0].AmountIn.Float64()
		for _, h := range p.Hops {
			k := spotKey{chain: l.Chain, pool: h.Pool, in: h.In}
			factor, ok := f[k]
			if !ok {
				pool := &l.Chain.Pools[h.Pool]
				factor = pool.SpotPrice(int(h.In)) * (1 - pool.FeeFraction())
				f[k] = factor
			}
			s *= factor
		}
		spot += s
		hops += len(p.Hops)
	}
	if spot <= 0 {
		return 0
	}
	impact := (1 - (l.Out.Float64()+float64(hops))/spot) * 100
	return math.Max(0, math.Min(100, impact))
}
