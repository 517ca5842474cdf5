//go:build !nodevnet

package main

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
)

// estimateOf quotes (quoteOnly) fromSym on from into toSym on to and
// returns estimatedRouteDuration and estimatedRouteDurationP90.
func (w *routeWorld) estimateOf(from, fromSym, to, toSym string, extra map[string]any) [2]int64 {
	w.t.Helper()
	body := map[string]any{"fromChain": from, "fromToken": w.token(from, fromSym), "fromAmount": "1000000000", "fromAddress": w.user.Hex(),
		"toChain": to, "toToken": w.token(to, toSym), "toAddress": w.user.Hex(), "quoteOnly": true}
	for k, v := range extra {
		body[k] = v
	}
	_, code, raw := w.quote(body)
	if code != 200 {
		w.t.Fatalf("quote: %d %s", code, raw)
	}
	var a struct {
		Route struct {
			Estimate struct {
				EstimatedRouteDuration    *int64 `json:"estimatedRouteDuration"`
				EstimatedRouteDurationP90 *int64 `json:"estimatedRouteDurationP90"`
			} `json:"estimate"`
		} `json:"route"`
	}
	if err := json.Unmarshal(raw, &a); err != nil {
		w.t.Fatal(err)
	}
	e := a.Route.Estimate
	if e.EstimatedRouteDuration == nil || e.EstimatedRouteDurationP90 == nil {
		w.t.Fatalf("estimate without estimatedRouteDuration or estimatedRouteDurationP90: %s", raw)
	}
	if *e.EstimatedRouteDurationP90 < *e.EstimatedRouteDuration {
		w.t.Errorf("p90 %d s below the estimate %d s", *e.EstimatedRouteDurationP90, *e.EstimatedRouteDuration)
	}
	return [2]int64{*e.EstimatedRouteDuration, *e.EstimatedRouteDurationP90}
}

// measured is the nearest-rank median and p90 of durations, in seconds.
func measured(t *testing.T, took []time.Duration) [2]int64 {
	t.Helper()
	p50, p90, ok := route.Percentiles(took, len(took))
	if !ok {
		t.Fatalf("no percentiles of %v", took)
	}
	return [2]int64{int64(p50 / time.Second), int64(p90 / time.Second)}
}

// checkModel checks a model estimate: at least 1 s, p90 1.5 times it.
func checkModel(t *testing.T, what string, m [2]int64) {
	t.Helper()
	if m[0] < 1 || m[1] < m[0]+m[0]/2 {
		t.Fatalf("%s: model estimate %v s: want at least 1 s and p90 at least 1.5 times it", what, m)
	}
}

// TestMeasuredRouteDurations: a same-chain swap is quoted on the model
// until --duration-samples swaps reached success; from then on the quote's
// estimatedRouteDuration and estimatedRouteDurationP90 are the median and
// p90 of what those routes took (their records' timeSpent.total), and a
// restarted service quotes the same.
func TestMeasuredRouteDurations(t *testing.T) {
	const samples = 3
	dir := t.TempDir()
	s := startServiceIn(t, dir, "--devnet-chains", "1", "--devnet-explorer-delay", "0s", "--duration-samples", fmt.Sprint(samples))
	w := attachRouteWorld(t, s, "")
	w.fund("1", "USDC", "100000000000")
	swap := func(w *routeWorld) [2]int64 { return w.estimateOf("1", "USDC", "1", "WBTC", nil) }
	model := swap(w)
	checkModel(t, "swap", model)

	var took []time.Duration
	for i := range samples {
		// a recipient per swap: identical full quotes for one wallet are
		// refused for a while
		a, r := w.route("1", "1", "USDC", "WBTC", "1000000000", freshAddress(fmt.Sprintf("measured swap %d", i)), nil)
		rec, _ := w.waitState(r.TxHash.Hex(), "1", "1", a.Route.QuoteID, status.StateSuccess)
		took = append(took, time.Duration(rec.TimeSpent["total"])*time.Second)
		if i < samples-1 {
			if got := swap(w); got != model {
				t.Fatalf("after %d of %d swaps: estimate %v s, want the model's %v s", i+1, samples, got, model)
			}
		}
	}
	want := measured(t, took)
	if want == model {
		t.Fatalf("the measured figures %v equal the model's: the test cannot tell them apart", want)
	}
	// The tracker records the sample just after it stores the record the
	// status answer showed.
	var got [2]int64
	eventually(t, func() bool {
		got = swap(w)
		return got == want
	}, fmt.Sprintf("the estimate the measured median and p90 %v of %v (last %v)", want, took, got))
	t.Logf("swap: model estimate %v s; measured %v: estimate %v s", model, took, got)

	s.Stop()
	s2 := startServiceIn(t, dir, "--devnet-chains", "1", "--devnet-explorer-delay", "0s", "--duration-samples", fmt.Sprint(samples))
	if got := swap(attachRouteWorld(t, s2, w.id)); got != want {
		t.Errorf("after a restart: estimate %v s, want the measured %v", got, want)
	}
}

// TestMeasuredBridgeDuration: a GMP route that reached success measures
// its kind and chain pair only: the next GMP quote on that pair quotes what
// it took, the reverse pair and a swap on its source chain stay on the
// model.
func TestMeasuredBridgeDuration(t *testing.T) {
	w := attachRouteWorld(t, startService(t, "--devnet-chains", "1,42161", "--devnet-explorer-delay", "0s", "--duration-samples", "1"), "")
	w.fund("1", "USDC", "100000000000")
	gmp := map[string]any{"bridgeTypes": []string{"gmp"}}
	there := func() [2]int64 { return w.estimateOf("1", "USDC", "42161", "USDC", gmp) }
	back := func() [2]int64 { return w.estimateOf("42161", "USDC", "1", "USDC", gmp) }
	swap := func() [2]int64 { return w.estimateOf("1", "USDC", "1", "WBTC", nil) }
	models := [3][2]int64{there(), back(), swap()}
	for i, m := range models {
		checkModel(t, []string{"there", "back", "swap"}[i], m)
	}

	a, r := w.route("1", "42161", "USDC", "USDC", "1000000000", freshAddress("measured bridge"), gmp)
	w.waitState(r.TxHash.Hex(), "1", "42161", a.Route.QuoteID, status.StateSuccess)
	// One sample: its median and p90 are the same figure, which the model
	// never quotes (checkModel: p90 at least 1.5 times a median of at
	// least 1 s). The figure itself is the record's timeSpent.total when
	// the tracker stored it; on the devnet that can still change after
	// success (it spans two chains' clocks until the explorer's phases
	// arrive), so the record read here is only logged beside it.
	var got [2]int64
	eventually(t, func() bool {
		got = there()
		return got[0] == got[1]
	}, fmt.Sprintf("the GMP estimate 1 → 42161 a measured figure, not the model's %v", models[0]))
	_, rec, _ := w.statusOf(r.TxHash.Hex(), "1", "42161", a.Route.QuoteID)
	t.Logf("GMP 1 → 42161: model estimate %v s; estimate after the route %v s; its record's timeSpent.total %d s", models[0], got, rec.TimeSpent["total"])
	if got := back(); got != models[1] {
		t.Errorf("GMP 42161 → 1: %v s, want the model's %v s", got, models[1])
	}
	if got := swap(); got != models[2] {
		t.Errorf("swap on 1: %v s, want the model's %v s", got, models[2])
	}
}
