package main

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestSelectKinds(t *testing.T) {
	got, err := selectKinds("osmosis-hub, hub-osmosis")
	if err != nil || len(got) != 2 || got[0].name != "osmosis-hub" || got[1].name != "hub-osmosis" {
		t.Fatalf("selectKinds: %+v, %v", got, err)
	}
	for _, bad := range []string{"", "hub-cosmoshub", ","} {
		if _, err := selectKinds(bad); err == nil {
			t.Errorf("selectKinds(%q): no error", bad)
		}
	}
}

func TestStats(t *testing.T) {
	var ds []time.Duration
	for i := 100; i >= 1; i-- {
		ds = append(ds, time.Duration(i)*time.Millisecond)
	}
	want := Stats{N: 100, P50ms: 51, P99ms: 100, MinMs: 1, MaxMs: 100, MeanMs: 50.5}
	if d := cmp.Diff(want, stats(ds)); d != "" {
		t.Errorf("stats (-want +got):\n%s", d)
	}
	if d := cmp.Diff(Stats{}, stats(nil)); d != "" {
		t.Errorf("stats of nothing (-want +got):\n%s", d)
	}
}
