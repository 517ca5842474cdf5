//go:build !nodevnet

package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
)

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
	usdc, wbtc := w.token("1", "USDC"), w.token("1", "WBTC")
	estimate := func(w *routeWorld) (p50, p90 int64) {
		t.Helper()
		_, code, raw := w.quote(map[string]any{"fromChain": "1", "fromToken": usdc, "fromAmount": "1000000000", "fromAddress": w.user.Hex(),
			"toChain": "1", "toToken": wbtc, "toAddress": w.user.Hex(), "quoteOnly": true})
		if code != 200 {
			t.Fatalf("quote: %d %s", code, raw)
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
			t.Fatal(err)
		}
		e := a.Route.Estimate
		if e.EstimatedRouteDuration == nil || e.EstimatedRouteDurationP90 == nil {
			t.Fatalf("estimate without estimatedRouteDuration or estimatedRouteDurationP90: %s", raw)
		}
		return *e.EstimatedRouteDuration, *e.EstimatedRouteDurationP90
	}
	model50, model90 := estimate(w)
	if model50 < 1 || model90 < model50+model50/2 {
		t.Fatalf("model estimate %d s, p90 %d s: want at least 1 s and p90 at least 1.5 times it", model50, model90)
	}

	var took []time.Duration
	for i := range samples {
		// a recipient per swap: identical full quotes for one wallet are
		// refused for a while
		a, r := w.route("1", "1", "USDC", "WBTC", "1000000000", freshAddress(fmt.Sprintf("measured swap %d", i)), nil)
		rec, _ := w.waitState(r.TxHash.Hex(), "1", "1", a.Route.QuoteID, status.StateSuccess)
		took = append(took, time.Duration(rec.TimeSpent["total"])*time.Second)
		if i < samples-1 {
			if p50, p90 := estimate(w); p50 != model50 || p90 != model90 {
				t.Fatalf("after %d of %d swaps: estimate %d s, p90 %d s, want the model's %d s, %d s", i+1, samples, p50, p90, model50, model90)
			}
		}
	}
	m50, m90, _ := route.Percentiles(took, samples)
	want := [2]int64{int64(m50 / time.Second), int64(m90 / time.Second)}
	if want == [2]int64{model50, model90} {
		t.Fatalf("the measured figures %v equal the model's: the test cannot tell them apart", want)
	}
	// The tracker records the sample just after it stores the record the
	// status answer showed.
	var got [2]int64
	eventually(t, func() bool {
		got[0], got[1] = estimate(w)
		return got == want
	}, fmt.Sprintf("the estimate the measured median and p90 %v of %v (last %v)", want, took, got))
	t.Logf("model estimate %d s (p90 %d s); measured %v: estimate %d s (p90 %d s)", model50, model90, took, got[0], got[1])
	if !slices.IsSorted([]int64{got[0], got[1]}) {
		t.Errorf("p90 %d s below the estimate %d s", got[1], got[0])
	}

	s.Stop()
	s2 := startServiceIn(t, dir, "--devnet-chains", "1", "--devnet-explorer-delay", "0s", "--duration-samples", fmt.Sprint(samples))
	w2 := attachRouteWorld(t, s2, w.id)
	if p50, p90 := estimate(w2); [2]int64{p50, p90} != want {
		t.Errorf("after a restart: estimate %d s, p90 %d s, want the measured %v", p50, p90, want)
	}
}
