package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/bench/worlds"
	"github.com/switchyard-dev/switchyard/route"
)

// PlanFigures are the engine's uncached plan latencies over one kind of
// sample (cross-chain or same-chain), measured in this process.
type PlanFigures struct {
	Samples int `json:"samples"`
	// Outcome counts over all samples; Latency covers the "ok" ones only.
	Outcomes map[string]int `json:"outcomes"`
	Latency  Latency        `json:"latency_ok"`
	// CPU is the plan thread's CPU time over the same plans (Linux): the
	// latency on one idle core, which a shared machine's wall clock hides.
	CPU Latency `json:"thread_cpu_ok"`
	// AmountErrLatency is the time to answer "Amount too low/high": the
	// engine then searches the allowed range by planning again and again.
	AmountErrLatency Latency `json:"latency_amount_errors"`
	FirstOther       string  `json:"first_unexpected_error,omitempty"`
	ok               []worlds.Sample
	okOut            []uint256.Int // the engine's output for ok[i]
	okAmount         []uint256.Int // the amount ok[i] was planned with
	okSplit          []bool        // the plan of ok[i] splits a leg over several paths
}

func (f *PlanFigures) share(o outcome) float64 {
	return ratio(float64(f.Outcomes[o.String()]), float64(f.Samples))
}

// BruteFigures are the exhaustive baseline's figures on the same-chain
// samples the engine answered.
type BruteFigures struct {
	Samples int     `json:"samples"`
	Latency Latency `json:"latency"`
	// Pool evaluations per search (mean), against the engine's handful.
	MeanEvals float64 `json:"mean_pool_evaluations"`
	// Quality check: the engine's output equals the exhaustive best
	// (gross of gas) on EqualShare of the samples; where it is lower the
	// engine preferred a shorter path net of gas, or missed one.
	EqualShare     float64 `json:"engine_equals_exhaustive_share"`
	WorstShortfall float64 `json:"engine_worst_shortfall_pct"`
	BetterCount    int     `json:"engine_above_exhaustive"` // must be 0: the engine's paths are simple paths
}

// PlanPhase is the in-process phase's result.
type PlanPhase struct {
	GOMAXPROCS int          `json:"gomaxprocs"`
	Cross      PlanFigures  `json:"cross_chain"`
	Same       PlanFigures  `json:"same_chain"`
	Brute      BruteFigures `json:"brute_force_same_chain"`
	// Quality compares the engine's same-chain outputs with a slow
	// optimizer's and the single-path engine's (quality.go).
	Quality QualityFigures `json:"quality_same_chain"`
	// Ratios brute force ÷ engine (same-chain, same samples): how many
	// times slower the naive search is.
	RatioP50  float64 `json:"brute_over_engine_p50"`
	RatioMean float64 `json:"brute_over_engine_mean"`
	Elapsed   float64 `json:"elapsed_seconds"`
}

// Goals of the in-process phase (on one core).
const (
	goalCrossP50us = 2_000
	goalCrossP99us = 10_000
)

// runPlanPhase measures, on one core (GOMAXPROCS 1 for the phase), n
// cross-chain and n same-chain uncached plans and the brute-force baseline
// on the same-chain samples the engine answered.
func runPlanPhase(ctx context.Context, w *worlds.World, n, qualitySamples, qualityWorst int, logw io.Writer) (*PlanPhase, error) {
	begin := time.Now()
	prev := runtime.GOMAXPROCS(1)
	defer runtime.GOMAXPROCS(prev)
	// one thread, so that its CPU time is the plans' (threadCPU)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	res := &PlanPhase{GOMAXPROCS: 1}
	cross, same := drawSamples(w, n, planSeed)
	e := newUncachedEngine(w)
	// Warm-up, untimed: caches, scratch pools, page faults.
	for i := range min(100, len(cross)) {
		e.Plan(ctx, params(&cross[i]))
	}
	var err error
	if res.Cross, err = measurePlans(ctx, e, cross); err != nil {
		return nil, err
	}
	if res.Same, err = measurePlans(ctx, e, same); err != nil {
		return nil, err
	}
	res.Brute = measureBrute(ctx, w, &res.Same)
	res.Quality = measureQuality(ctx, w, &res.Same, qualitySamples, qualityWorst, logw)
	res.RatioP50 = ratio(res.Brute.Latency.P50us, res.Same.Latency.P50us)
	res.RatioMean = ratio(res.Brute.Latency.MeanUs, res.Same.Latency.MeanUs)
	res.Elapsed = time.Since(begin).Seconds()
	return res, ctx.Err()
}

// drawSamples returns n cross-chain and n same-chain samples (fewer when
// the world has one chain).
func drawSamples(w *worlds.World, n int, seed uint64) (cross, same []worlds.Sample) {
	for k := 4; ; k *= 2 {
		cross, same = split(w.Samples(k*n, seed))
		if (len(cross) >= n && len(same) >= n) || k > 64 {
			return cross[:min(n, len(cross))], same[:min(n, len(same))]
		}
	}
}

// measurePlans times engine.Plan on every sample, each with its own
// amount (see perturb).
func measurePlans(ctx context.Context, e *route.Engine, samples []worlds.Sample) (PlanFigures, error) {
	f := PlanFigures{Samples: len(samples), Outcomes: map[string]int{}}
	okLat := make([]time.Duration, 0, len(samples))
	okCPU := make([]time.Duration, 0, len(samples))
	var errLat []time.Duration
	p := &route.Params{}
	for i := range samples {
		if err := ctx.Err(); err != nil {
			return f, err
		}
		s := &samples[i]
		*p = *params(s)
		perturb(s, i, &p.FromAmount)
		c0, t0 := threadCPU(), time.Now()
		plan, err := e.Plan(ctx, p)
		d, cpu := time.Since(t0), threadCPU()-c0
		o := classify(err)
		f.Outcomes[o.String()]++
		switch o {
		case outOK:
			okLat, okCPU = append(okLat, d), append(okCPU, cpu)
			f.ok = append(f.ok, *s)
			f.okOut = append(f.okOut, plan.ToAmount)
			f.okAmount = append(f.okAmount, p.FromAmount)
			f.okSplit = append(f.okSplit, len(plan.Source.Splits) > 0 || (plan.Dest != nil && len(plan.Dest.Splits) > 0))
		case outAmount:
			errLat = append(errLat, d)
		case outOther:
			if f.FirstOther == "" {
				f.FirstOther = fmt.Sprintf("%s→%s: %v", s.FromChain, s.ToChain, err)
			}
		}
	}
	f.Latency, f.CPU = summarize(okLat), summarize(okCPU)
	f.AmountErrLatency = summarize(errLat)
	return f, nil
}

// measureBrute times the exhaustive search on the same-chain samples the
// engine answered, with the same amounts, and compares the outputs.
func measureBrute(ctx context.Context, w *worlds.World, same *PlanFigures) BruteFigures {
	var f BruteFigures
	lat := make([]time.Duration, 0, len(same.ok))
	evals, equal, splits := 0, 0, 0
	for i := range same.ok {
		if ctx.Err() != nil {
			break
		}
		s := &same.ok[i]
		ch, _ := w.Chain(s.FromChain)
		t0 := time.Now()
		r := bruteForce(ch, s.FromToken, s.ToToken, &same.okAmount[i])
		lat = append(lat, time.Since(t0))
		evals += r.Evals
		eng := &same.okOut[i]
		switch {
		case same.okSplit[i]:
			// a split plan is compared with the optimizer (quality.go),
			// not with the best single path
			splits++
		case !r.Found || eng.Gt(&r.Out):
			f.BetterCount++
		case eng.Eq(&r.Out):
			equal++
		default:
			short := 100 * (1 - eng.Float64()/r.Out.Float64())
			f.WorstShortfall = max(f.WorstShortfall, short)
		}
	}
	f.Samples = len(lat)
	f.Latency = summarize(lat)
	f.MeanEvals = ratio(float64(evals), float64(len(lat)))
	f.EqualShare = ratio(float64(equal), float64(len(lat)-splits))
	return f
}
