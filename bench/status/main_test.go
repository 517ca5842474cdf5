package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
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

func TestSelectKinds(t *testing.T) {
	tests := []struct {
		list    string
		want    []string
		wantErr bool
	}{
		{"swap,gmp,intents", []string{"swap", "gmp", "intents"}, false},
		{" intents , swap", []string{"intents", "swap"}, false},
		{"swap,bridge", nil, true},
		{"", nil, true},
	}
	for _, tc := range tests {
		got, err := selectKinds(tc.list)
		var names []string
		for _, k := range got {
			names = append(names, k.Name)
		}
		if (err != nil) != tc.wantErr || !cmp.Equal(names, tc.want) {
			t.Errorf("selectKinds(%q) = %v, %v; want %v (error %v)", tc.list, names, err, tc.want, tc.wantErr)
		}
	}
}

// TestBlockClockDatesSkippedBlocks: blocks that appear between two polls
// are dated by the poll that revealed them; blocks before the first poll
// are not dated at all.
func TestBlockClockDatesSkippedBlocks(t *testing.T) {
	var head atomic.Uint64
	head.Store(7)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `{"jsonrpc":"2.0","id":1,"result":"0x%x"}`, head.Load())
	}))
	defer srv.Close()
	bc := newBlockClock("1", srv.URL, time.Millisecond)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); bc.run(ctx) }()
	defer func() { cancel(); <-done }()

	first, ok := bc.wait(ctx, 7, 5*time.Second)
	if !ok {
		t.Fatal("block 7 never seen")
	}
	head.Store(10)
	at, ok := bc.wait(ctx, 10, 5*time.Second)
	if !ok {
		t.Fatal("block 10 never seen")
	}
	for n := uint64(8); n <= 10; n++ {
		if got, ok := bc.firstSeen(n); !ok || !got.Equal(at) {
			t.Errorf("block %d seen at %v (%v), want the revealing poll's %v", n, got, ok, at)
		}
	}
	if _, ok := bc.firstSeen(6); ok {
		t.Error("block 6, before the first poll, has a time")
	}
	if !at.After(first) {
		t.Errorf("block 10 seen at %v, not after block 7's %v", at, first)
	}
	if polls, errs, last := bc.stats(); polls < 2 || errs != 0 {
		t.Errorf("stats: %d polls, %d errors (%s)", polls, errs, last)
	}
}
