package route

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func secs(ss ...int) []time.Duration {
	out := make([]time.Duration, len(ss))
	for i, s := range ss {
		out[i] = time.Duration(s) * time.Second
	}
	return out
}

func TestPercentiles(t *testing.T) {
	t.Parallel()
	type result struct {
		P50, P90 time.Duration
		OK       bool
	}
	ten := secs(10, 1, 9, 2, 8, 3, 7, 4, 6, 5) // 1..10, unsorted
	cases := []struct {
		name    string
		samples []time.Duration
		min     int
		want    result
	}{
		{"none", nil, 0, result{}},
		{"below the threshold", ten[:9], 10, result{}},
		{"at the threshold", ten, 10, result{5 * time.Second, 9 * time.Second, true}},
		{"one sample", secs(7), 1, result{7 * time.Second, 7 * time.Second, true}},
		{"two samples", secs(9, 3), 1, result{3 * time.Second, 9 * time.Second, true}},
		{"twenty, one stuck route", append(secs(30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48), 3600*time.Second),
			DefaultMinDurationSamples, result{39 * time.Second, 47 * time.Second, true}},
		{"zeros (same-chain swaps)", secs(0, 0, 0), 3, result{0, 0, true}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before := append([]time.Duration(nil), tc.samples...)
			var got result
			got.P50, got.P90, got.OK = Percentiles(tc.samples, tc.min)
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("(-want +got)\n%s", d)
			}
			if d := cmp.Diff(before, tc.samples); d != "" {
				t.Errorf("samples modified (-before +after)\n%s", d)
			}
		})
	}
}

// fakeDurations answers measured durations from a map keyed by
// kind/from/to, ok once a key has min samples.
type fakeDurations struct {
	min     int
	samples map[string][]time.Duration
	asked   []string
}

func (f *fakeDurations) Estimate(kind, from, to string) (time.Duration, time.Duration, bool) {
	k := kind + "/" + from + "/" + to
	f.asked = append(f.asked, k)
	return Percentiles(f.samples[k], f.min)
}

// TestEstimateSwitchesToMeasured: the estimate quotes the model (and 1.5×
// it as p90) until the kind and chain pair has enough measured routes,
// then their median and p90.
func TestEstimateSwitchesToMeasured(t *testing.T) {
	t.Parallel()
	w := newServiceWorld(t)
	durs := &fakeDurations{min: 3, samples: map[string][]time.Duration{}}
	w.svc.cfg.Durations = durs
	type est struct{ P50, P90 int64 }
	cases := []struct {
		name    string
		kind    string
		req     func() Request
		measure []time.Duration // added before this quote
		want    func(model est) est
	}{
		{"swap, no samples", "swap", func() Request { return w.request("USDC", w.a.ID, "WETH") }, nil,
			func(m est) est { return m }},
		{"swap, below the threshold", "swap", func() Request { return w.request("USDC", w.a.ID, "WETH") }, secs(40, 50),
			func(m est) est { return m }},
		{"swap, at the threshold", "swap", func() Request { return w.request("USDC", w.a.ID, "WETH") }, secs(45),
			func(est) est { return est{45, 50} }},
		{"bridge of the other pair still modelled", "bridge", func() Request {
			r := w.request("USDC", w.b.ID, "USDC")
			r.BridgeTypes = []BridgeType{BridgeGMP}
			return r
		}, nil, func(m est) est { return m }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			to := w.a.ID
			if tc.kind != "swap" {
				to = w.b.ID
			}
			key := tc.kind + "/" + w.a.ID + "/" + to
			durs.samples[key] = append(durs.samples[key], tc.measure...)
			durs.asked = nil
			r := tc.req()
			r.QuoteOnly = true
			ro, err := w.route(r)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff([]string{key}, durs.asked); d != "" {
				t.Errorf("keys asked (-want +got)\n%s", d)
			}
			m50, m90 := modelSeconds(t, w, r)
			if m90 < m50+m50/2 {
				t.Errorf("model p90 %d s below 1.5 × its estimate %d s", m90, m50)
			}
			got := est{ro.Estimate.EstimatedRouteDuration, ro.Estimate.EstimatedRouteDurationP90}
			if d := cmp.Diff(tc.want(est{m50, m90}), got); d != "" {
				t.Errorf("estimate (-want +got)\n%s", d)
			}
		})
	}
}

// modelSeconds is the model's estimate of a request, from a service
// without measured durations.
func modelSeconds(t *testing.T, w *serviceWorld, r Request) (p50, p90 int64) {
	t.Helper()
	saved := w.svc.cfg.Durations
	w.svc.cfg.Durations = nil
	defer func() { w.svc.cfg.Durations = saved }()
	ro, err := w.route(r)
	if err != nil {
		t.Fatal(err)
	}
	if ro.Estimate.EstimatedRouteDuration <= 0 {
		t.Fatalf("model estimate %d s", ro.Estimate.EstimatedRouteDuration)
	}
	return ro.Estimate.EstimatedRouteDuration, ro.Estimate.EstimatedRouteDurationP90
}
