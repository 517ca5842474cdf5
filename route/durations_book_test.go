package route

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// memDurations is a DurationStore in memory, for the book's tests (the
// stores' own behaviour is store/storetest's).
type memDurations struct {
	mu      sync.Mutex
	seq     int64
	samples []DurationSample
}

func (m *memDurations) AddDurationSample(_ context.Context, s DurationSample, keep int) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var same []int
	for i, o := range m.samples {
		if o.FromChain == s.FromChain && o.TxHash == s.TxHash {
			return false, nil
		}
		if o.Kind == s.Kind && o.FromChain == s.FromChain && o.ToChain == s.ToChain {
			same = append(same, i)
		}
	}
	m.seq++
	s.Seq = m.seq
	m.samples = append(m.samples, s)
	if over := len(same) + 1 - keep; over > 0 {
		drop := map[int]bool{}
		for _, i := range same[:over] {
			drop[i] = true
		}
		kept := m.samples[:0]
		for i, o := range m.samples {
			if !drop[i] {
				kept = append(kept, o)
			}
		}
		m.samples = kept
	}
	return true, nil
}

func (m *memDurations) DurationSamplesAfter(_ context.Context, seq int64, limit int) ([]DurationSample, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []DurationSample
	for _, s := range m.samples {
		if s.Seq > seq && len(out) < limit {
			out = append(out, s)
		}
	}
	return out, nil
}

type durEstimate struct {
	P50, P90 time.Duration
	OK       bool
}

func estimateOf(d *DurationBook, kind, from, to string) durEstimate {
	var e durEstimate
	e.P50, e.P90, e.OK = d.Estimate(kind, from, to)
	return e
}

func newBook(t testing.TB, cfg DurationBookConfig) *DurationBook {
	t.Helper()
	b, err := NewDurationBook(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestDurationBookRecordAndRestart: a key answers once it has MinSamples,
// keeps only its latest Window samples (in the store too), records a
// transaction once, and a new book on the same store serves the same
// figures.
func TestDurationBookRecordAndRestart(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	store := &memDurations{}
	cfg := DurationBookConfig{Store: store, MinSamples: 3, Window: 5}
	d := newBook(t, cfg)
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
	if n := len(store.samples); n != cfg.Window+1 {
		t.Errorf("%d rows stored, want the bridge window's %d and one intents", n, cfg.Window)
	}

	again := newBook(t, cfg)
	if d := cmp.Diff(want, estimateOf(again, "bridge", "1", "42161")); d != "" {
		t.Errorf("after a restart (-want +got)\n%s", d)
	}
	if got := estimateOf(again, "intents", "1", "42161"); got.OK {
		t.Errorf("intents after a restart: %+v", got)
	}
	// a smaller window serves only the latest samples
	small := newBook(t, DurationBookConfig{Store: store, MinSamples: 3, Window: 3})
	if d := cmp.Diff(durEstimate{60 * s, 70 * s, true}, estimateOf(small, "bridge", "1", "42161")); d != "" {
		t.Errorf("window 3 (-want +got)\n%s", d)
	}
}

// TestDurationBookReload: a replica's book sees the samples another
// replica recorded once it reloads, and Run reloads until its context
// ends.
func TestDurationBookReload(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	store := &memDurations{}
	cfg := DurationBookConfig{Store: store, MinSamples: 2, Reload: time.Millisecond}
	a, b := newBook(t, cfg), newBook(t, cfg)
	for i, took := range []time.Duration{10 * time.Second, 30 * time.Second} {
		if _, err := a.Record(ctx, "swap", "1", "1", fmt.Sprint("0x", i), took); err != nil {
			t.Fatal(err)
		}
	}
	if got := estimateOf(b, "swap", "1", "1"); got.OK {
		t.Fatalf("before a reload: %+v", got)
	}
	runCtx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- b.Run(runCtx) }()
	want := durEstimate{10 * time.Second, 30 * time.Second, true}
	testkit.Eventually(t, 30*time.Second, "Run to reload the durations", func() bool { return estimateOf(b, "swap", "1", "1") == want })
	cancel()
	if err := <-done; err != context.Canceled {
		t.Errorf("Run returned %v, want context.Canceled", err)
	}
	// More samples than one page load in full.
	for i := range durationPage + 5 {
		if _, err := a.Record(ctx, "bridge", "1", fmt.Sprint(i), fmt.Sprint("0xp", i), time.Second); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Reload(ctx); err != nil {
		t.Fatal(err)
	}
	if got := estimateOf(b, "bridge", "1", fmt.Sprint(durationPage+4)); got.OK {
		t.Errorf("one sample of two answers: %+v", got)
	}
	if b.after != a.after {
		t.Errorf("reloaded up to %d, the store has %d", b.after, a.after)
	}
}

// BenchmarkDurationBookEstimate is the quote path's cost of measured
// durations: one lookup among many keys, no store.
func BenchmarkDurationBookEstimate(b *testing.B) {
	ctx := context.Background()
	d := newBook(b, DurationBookConfig{Store: &memDurations{}, MinSamples: 1})
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
