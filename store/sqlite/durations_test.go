package sqlite

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/status"
)

type durEstimate struct {
	P50, P90 time.Duration
	OK       bool
}

func estimateOf(d *Durations, kind, from, to string) durEstimate {
	var e durEstimate
	e.P50, e.P90, e.OK = d.Estimate(kind, from, to)
	return e
}

func loadDurations(t *testing.T, db *DB, cfg DurationsConfig) *Durations {
	t.Helper()
	d, err := db.Durations(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestDurationsRecordAndRestart: a key answers once it has MinSamples,
// keeps only its latest Window samples (in the store too), records a
// transaction once, and a reopened store serves the same figures.
func TestDurationsRecordAndRestart(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	db, err := Open(ctx, Config{Path: path}) // closed below, then reopened
	if err != nil {
		t.Fatal(err)
	}
	cfg := DurationsConfig{MinSamples: 3, Window: 5}
	d := loadDurations(t, db, cfg)
	s := time.Second

	record := func(kind, from, to, tx string, took time.Duration) bool {
		t.Helper()
		added, err := d.Record(ctx, kind, from, to, tx, took)
		if err != nil {
			t.Fatal(err)
		}
		return added
	}
	record("bridge", "1", "42161", "0xa1", 30*s)
	record("bridge", "1", "42161", "0xa2", 10*s)
	if got := estimateOf(d, "bridge", "1", "42161"); got.OK {
		t.Fatalf("two samples of three: %+v", got)
	}
	if record("bridge", "1", "42161", "0xa2", 99*s) {
		t.Error("the same transaction recorded twice")
	}
	record("bridge", "1", "42161", "0xa3", 20*s)
	if d := cmp.Diff(durEstimate{20 * s, 30 * s, true}, estimateOf(d, "bridge", "1", "42161")); d != "" {
		t.Errorf("at the threshold (-want +got)\n%s", d)
	}
	// other keys are apart: another kind, the reverse pair
	record("intents", "1", "42161", "0xb1", 5*s)
	for _, k := range [][3]string{{"intents", "1", "42161"}, {"bridge", "42161", "1"}} {
		if got := estimateOf(d, k[0], k[1], k[2]); got.OK {
			t.Errorf("%v: %+v, want no estimate", k, got)
		}
	}
	// four more: the window keeps the five latest (20, 40, 50, 60, 70)
	for i, secs := range []int{40, 50, 60, 70} {
		record("bridge", "1", "42161", fmt.Sprintf("0xc%d", i), time.Duration(secs)*s)
	}
	want := durEstimate{50 * s, 70 * s, true}
	if d := cmp.Diff(want, estimateOf(d, "bridge", "1", "42161")); d != "" {
		t.Errorf("after the window slid (-want +got)\n%s", d)
	}
	var n int
	if err := db.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM route_durations WHERE kind = 'bridge'`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != cfg.Window {
		t.Errorf("%d bridge rows stored, want the window's %d", n, cfg.Window)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	reopened := open(t, path)
	again := loadDurations(t, reopened, cfg)
	if d := cmp.Diff(want, estimateOf(again, "bridge", "1", "42161")); d != "" {
		t.Errorf("after reopening (-want +got)\n%s", d)
	}
	if got := estimateOf(again, "intents", "1", "42161"); got.OK {
		t.Errorf("intents after reopening: %+v", got)
	}
	// a smaller window on reopening serves only the latest samples
	small := loadDurations(t, reopened, DurationsConfig{MinSamples: 3, Window: 3})
	if d := cmp.Diff(durEstimate{60 * s, 70 * s, true}, estimateOf(small, "bridge", "1", "42161")); d != "" {
		t.Errorf("window 3 (-want +got)\n%s", d)
	}
}

// TestDurationsObserve: only a stored change that reached success
// measures its route, with timeSpent.total.
func TestDurationsObserve(t *testing.T) {
	ctx := context.Background()
	db := open(t, filepath.Join(t.TempDir(), "s.db"))
	d := loadDurations(t, db, DurationsConfig{MinSamples: 1})
	tracked := func(tx string) *status.Tracked {
		return &status.Tracked{FromChain: "1", ToChain: "8453", TxHash: tx, Kind: status.KindBridge}
	}
	rec := func(state string, total int64) *status.Record {
		return &status.Record{RouteTransactionStatus: state, Terminal: status.Terminal(state), TimeSpent: map[string]int64{"total": total}}
	}
	for i, r := range []*status.Record{rec(status.StateOngoing, 3), rec(status.StateNeedsGas, 4), rec(status.StatePartialSuccess, 5),
		rec(status.StateRefund, 6), {RouteTransactionStatus: status.StateSuccess, Terminal: true, TimeSpent: map[string]int64{}}} {
		if err := d.Observe(ctx, tracked(fmt.Sprintf("0x%d", i)), r); err != nil {
			t.Fatal(err)
		}
	}
	if got := estimateOf(d, status.KindBridge, "1", "8453"); got.OK {
		t.Fatalf("no success yet: %+v", got)
	}
	d.OnChange(slog.New(slog.DiscardHandler))(tracked("0xok"), rec(status.StateSuccess, 42))
	if diff := cmp.Diff(durEstimate{42 * time.Second, 42 * time.Second, true}, estimateOf(d, status.KindBridge, "1", "8453")); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
}

// BenchmarkDurationsEstimate is the quote path's cost of measured
// durations: one lookup among many keys, no SQLite.
func BenchmarkDurationsEstimate(b *testing.B) {
	ctx := context.Background()
	db, err := Open(ctx, Config{Path: filepath.Join(b.TempDir(), "s.db")})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	d, err := db.Durations(ctx, DurationsConfig{MinSamples: 1})
	if err != nil {
		b.Fatal(err)
	}
	chains := []string{"1", "10", "56", "137", "8453", "42161", "43114"}
	n := 0
	for _, from := range chains {
		for _, to := range chains {
			n++
			if _, err := d.Record(ctx, "bridge", from, to, fmt.Sprintf("0x%d", n), time.Duration(n)*time.Second); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, ok := d.Estimate("bridge", "8453", "42161"); !ok {
			b.Fatal("no estimate")
		}
	}
}
