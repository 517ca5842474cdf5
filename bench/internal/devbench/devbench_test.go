package devbench

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
		got, err := SelectKinds(tc.list)
		var names []string
		for _, k := range got {
			names = append(names, k.Name)
		}
		if (err != nil) != tc.wantErr || !cmp.Equal(names, tc.want) {
			t.Errorf("SelectKinds(%q) = %v, %v; want %v (error %v)", tc.list, names, err, tc.want, tc.wantErr)
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
	bc := NewBlockClock("1", srv.URL, time.Millisecond)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); bc.Run(ctx) }()
	defer func() { cancel(); <-done }()

	first, ok := bc.Wait(ctx, 7, 5*time.Second)
	if !ok {
		t.Fatal("block 7 never seen")
	}
	head.Store(10)
	at, ok := bc.Wait(ctx, 10, 5*time.Second)
	if !ok {
		t.Fatal("block 10 never seen")
	}
	for n := uint64(8); n <= 10; n++ {
		if got, ok := bc.FirstSeen(n); !ok || !got.Equal(at) {
			t.Errorf("block %d seen at %v (%v), want the revealing poll's %v", n, got, ok, at)
		}
	}
	if _, ok := bc.FirstSeen(6); ok {
		t.Error("block 6, before the first poll, has a time")
	}
	if !at.After(first) {
		t.Errorf("block 10 seen at %v, not after block 7's %v", at, first)
	}
	if polls, errs, last := bc.Stats(); polls < 2 || errs != 0 {
		t.Errorf("stats: %d polls, %d errors (%s)", polls, errs, last)
	}
}

func TestStatsOf(t *testing.T) {
	var ds []time.Duration
	for i := 100; i >= 1; i-- {
		ds = append(ds, time.Duration(i)*time.Millisecond)
	}
	want := Stats{N: 100, P50ms: 51, P99ms: 100, MinMs: 1, MaxMs: 100, MeanMs: 50.5}
	if d := cmp.Diff(want, StatsOf(ds)); d != "" {
		t.Errorf("StatsOf (-want +got):\n%s", d)
	}
	if d := cmp.Diff(Stats{}, StatsOf(nil)); d != "" {
		t.Errorf("StatsOf of nothing (-want +got):\n%s", d)
	}
}

// TestBlockClockIntervals: only blocks revealed alone, after the first
// poll's, give an interval.
func TestBlockClockIntervals(t *testing.T) {
	var head atomic.Uint64
	head.Store(7)
	bc := NewHeightClock("bitcoin", time.Millisecond, func(context.Context) (uint64, error) { return head.Load(), nil })
	ctx := context.Background()
	defer bc.Start(ctx)()
	for _, n := range []uint64{7, 8, 9, 11} {
		head.Store(n)
		if _, ok := bc.Wait(ctx, n, 5*time.Second); !ok {
			t.Fatalf("block %d never seen", n)
		}
	}
	s8, _ := bc.FirstSeen(8)
	s9, _ := bc.FirstSeen(9)
	if d := cmp.Diff([]time.Duration{s9.Sub(s8)}, bc.Intervals()); d != "" {
		t.Errorf("intervals (-want +got):\n%s", d)
	}
}
