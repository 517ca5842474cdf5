package main

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
)

func TestSummarize(t *testing.T) {
	ok := func(fresh, whole float64) routeResult { return routeResult{FreshnessMs: fresh, SendToSuccessMs: whole} }
	tests := []struct {
		name string
		rs   []routeResult
		want KindStats
	}{
		{"none", nil, KindStats{Kind: "k"}},
		{"all failed", []routeResult{{Err: "x"}}, KindStats{Kind: "k", Routes: 1, Failed: 1}},
		{"under the goal", []routeResult{ok(10, 100), ok(30, 300), ok(20, 200)},
			KindStats{Kind: "k", Routes: 3, P50ms: 20, P99ms: 30, MaxMs: 30, MinMs: 10, MeanMs: 20, RouteP50: 200, Pass: true}},
		{"p50 at the goal", []routeResult{ok(1000, 1), ok(1000, 1), ok(5, 1)},
			KindStats{Kind: "k", Routes: 3, P50ms: 1000, P99ms: 1000, MaxMs: 1000, MinMs: 5, MeanMs: 668.333, RouteP50: 1}},
		{"a failure fails the kind", []routeResult{ok(10, 1), {Err: "x"}},
			KindStats{Kind: "k", Routes: 2, Failed: 1, P50ms: 10, P99ms: 10, MaxMs: 10, MinMs: 10, MeanMs: 10, RouteP50: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if d := cmp.Diff(tc.want, summarize("k", tc.rs)); d != "" {
				t.Errorf("summarize (-want +got):\n%s", d)
			}
		})
	}
}

func TestRouteResultJSONKeepsItsFieldOrder(t *testing.T) {
	r := routeResult{RouteOutcome: devbench.RouteOutcome{Kind: "swap", Index: 1, Account: "0xa", Tx: "0xt", QuoteID: "q", Chain: "1", Block: 7},
		FreshnessMs: 2, SendToSuccessMs: 3, States: []string{"success"}, Polls: 4}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	z := `"0001-01-01T00:00:00Z"`
	want := `{"kind":"swap","index":1,"account":"0xa","tx":"0xt","quote_id":"q","completing_chain":"1","completing_block":7,"block_seen":` + z +
		`,"success_seen":` + z + `,"freshness_ms":2,"send_to_success_ms":3,"states":["success"],"status_polls":4}`
	if d := cmp.Diff(want, string(b)); d != "" {
		t.Errorf("JSON (-want +got):\n%s", d)
	}
}
