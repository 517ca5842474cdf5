package storetest

import (
	"fmt"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/switchyard-dev/switchyard/route"
)

func testDurations(t *testing.T, h Harness) {
	ctx := t.Context()
	s := h.Open(t)
	sample := func(kind, tx string, secs int64) route.DurationSample {
		return route.DurationSample{Kind: kind, FromChain: "1", ToChain: "42161", TxHash: tx, Seconds: secs, RecordedAt: epoch.Add(time.Duration(secs) * time.Second)}
	}
	add := func(d route.DurationSample, keep int, want bool) {
		t.Helper()
		if added, err := s.AddDurationSample(ctx, d, keep); err != nil || added != want {
			t.Fatalf("add %s: %v, %v; want %v", d.TxHash, added, err, want)
		}
	}
	if got, err := s.DurationSamplesAfter(ctx, 0, 10); err != nil || len(got) != 0 {
		t.Fatalf("empty store: %v, %v", got, err)
	}
	var want []route.DurationSample
	for i := range 5 {
		d := sample("bridge", fmt.Sprint("0x", i), int64(60+i))
		add(d, 3, true)
		want = append(want, d)
	}
	// One per source transaction.
	add(sample("bridge", "0x4", 999), 3, false)
	add(route.DurationSample{Kind: "swap", FromChain: "1", ToChain: "1", TxHash: "0x4", Seconds: 5, RecordedAt: epoch}, 3, false) // even under another kind
	swap := sample("swap", "0xs", 7)
	add(swap, 3, true)
	other := sample("bridge", "0x9", 80)
	other.ToChain = "10" // another key: its own window
	add(other, 3, true)

	got, err := s.DurationSamplesAfter(ctx, 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	// Only the newest 3 of the bridge 1→42161 key are kept.
	want = append(want[2:], swap, other)
	if diff := cmp.Diff(want, got, cmpopts.IgnoreFields(route.DurationSample{}, "Seq")); diff != "" {
		t.Fatalf("samples (-want +got):\n%s", diff)
	}
	for i := 1; i < len(got); i++ {
		if got[i].Seq <= got[i-1].Seq {
			t.Fatalf("seq %d after %d: not in order", got[i].Seq, got[i-1].Seq)
		}
	}
	after, err := s.DurationSamplesAfter(ctx, got[1].Seq, 2)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(got[2:4], after); diff != "" {
		t.Errorf("after the second, limit 2 (-want +got):\n%s", diff)
	}
	// Another replica's samples are seen after the last one read.
	peer := h.Peer(t, s)
	late := sample("bridge", "0xl", 61)
	if added, err := peer.AddDurationSample(ctx, late, 3); err != nil || !added {
		t.Fatalf("peer add: %v, %v", added, err)
	}
	after, err = s.DurationSamplesAfter(ctx, got[len(got)-1].Seq, 10)
	if err != nil || len(after) != 1 || after[0].TxHash != "0xl" {
		t.Errorf("after the last: %+v, %v", after, err)
	}
}
