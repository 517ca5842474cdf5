package memory

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// fakeClock is a settable clock, safe for concurrent readers.
type fakeClock struct{ ns atomic.Int64 }

func newFakeClock() *fakeClock {
	c := &fakeClock{}
	c.ns.Store(time.Unix(1_700_000_000, 0).UnixNano())
	return c
}

func (c *fakeClock) now() time.Time          { return time.Unix(0, c.ns.Load()) }
func (c *fakeClock) advance(d time.Duration) { c.ns.Add(int64(d)) }

func TestQuoteWindowClaims(t *testing.T) {
	type result struct {
		OK         bool
		RetryAfter time.Duration
	}
	type step struct {
		after  time.Duration // clock advance before the claim
		key    string
		window time.Duration
		want   result
	}
	const w = 10 * time.Second
	tests := []struct {
		name  string
		steps []step
	}{
		{"same key refused for the time left", []step{
			{0, "a", w, result{true, 0}},
			{3 * time.Second, "a", w, result{false, 7 * time.Second}},
			{6500 * time.Millisecond, "a", w, result{false, 500 * time.Millisecond}},
		}},
		{"a refusal does not extend the window", []step{
			{0, "a", w, result{true, 0}},
			{9 * time.Second, "a", w, result{false, time.Second}},
			{time.Second, "a", w, result{true, 0}},
		}},
		{"different keys are independent", []step{
			{0, "wallet1|route1", w, result{true, 0}},
			{0, "wallet2|route1", w, result{true, 0}},
			{0, "wallet1|route2", w, result{true, 0}},
			{time.Second, "wallet1|route1", w, result{false, 9 * time.Second}},
		}},
		{"expiry frees the key for a new window", []step{
			{0, "a", w, result{true, 0}},
			{w, "a", w, result{true, 0}},
			{time.Second, "a", w, result{false, 9 * time.Second}},
		}},
		{"the window is the caller's", []step{
			{0, "a", time.Second, result{true, 0}},
			{500 * time.Millisecond, "a", w, result{false, 500 * time.Millisecond}},
			{500 * time.Millisecond, "a", time.Minute, result{true, 0}},
			{30 * time.Second, "a", w, result{false, 30 * time.Second}},
		}},
		{"no window holds nothing", []step{
			{0, "a", 0, result{true, 0}},
			{0, "a", 0, result{true, 0}},
			{0, "a", w, result{true, 0}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clock := newFakeClock()
			qw := NewQuoteWindow(QuoteWindowConfig{Clock: clock.now})
			for i, s := range tt.steps {
				clock.advance(s.after)
				ok, retry, err := qw.Claim(context.Background(), s.key, s.window)
				if err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff(s.want, result{ok, retry}); diff != "" {
					t.Errorf("step %d (-want +got):\n%s", i, diff)
				}
			}
		})
	}
}

func TestQuoteWindowConcurrentClaimsOfOneKey(t *testing.T) {
	qw := NewQuoteWindow(QuoteWindowConfig{})
	for round := range 20 {
		key := fmt.Sprint("wallet|route", round)
		var wins atomic.Int32
		var wg sync.WaitGroup
		for range 50 {
			wg.Go(func() {
				ok, retry, err := qw.Claim(context.Background(), key, time.Minute)
				if err != nil {
					t.Error(err)
				}
				if ok {
					wins.Add(1)
				} else if retry <= 0 || retry > time.Minute {
					t.Errorf("refused with retryAfter %v", retry)
				}
			})
		}
		wg.Wait()
		if n := wins.Load(); n != 1 {
			t.Fatalf("round %d: %d of 50 concurrent claims won, want exactly 1", round, n)
		}
	}
}

// size counts the keys and queued claims a window holds.
func (w *QuoteWindow) size() (keys, queued, queueCap int) {
	for i := range w.shards {
		s := &w.shards[i]
		s.mu.Lock()
		keys, queued, queueCap = keys+len(s.held), queued+len(s.queue), queueCap+cap(s.queue)
		s.mu.Unlock()
	}
	return keys, queued, queueCap
}

// A stream of distinct keys, as from many wallets, costs memory for one
// window's worth of keys, not for every key ever seen.
func TestQuoteWindowMemoryIsBounded(t *testing.T) {
	clock := newFakeClock()
	// Few shards, so each holds enough keys to be compacted.
	const shards = 8
	qw := NewQuoteWindow(QuoteWindowConfig{Clock: clock.now, Shards: shards})
	ctx := context.Background()
	const perWindow, windows = 20_000, 15
	var peakCap int
	for round := range windows {
		for i := range perWindow {
			if ok, _, _ := qw.Claim(ctx, fmt.Sprint(round, "|", i), 10*time.Second); !ok {
				t.Fatalf("fresh key %d/%d refused", round, i)
			}
		}
		keys, queued, queueCap := qw.size()
		if keys > 2*perWindow || queued > 2*perWindow {
			t.Fatalf("after %d windows of %d keys: %d keys, %d queued claims held", round+1, perWindow, keys, queued)
		}
		peakCap = max(peakCap, queueCap)
		clock.advance(11 * time.Second)
	}
	if peakCap > 8*perWindow {
		t.Errorf("queue capacity reached %d for %d keys a window", peakCap, perWindow)
	}

	// Once traffic moves to a few keys, the memory of the burst is given back.
	for i := range 100_000 {
		qw.Claim(ctx, fmt.Sprint("few", i%10), 10*time.Second)
		if i%10_000 == 0 {
			clock.advance(11 * time.Second)
		}
	}
	keys, _, queueCap := qw.size()
	t.Logf("peak queue capacity %d for %d keys a window; after the burst %d keys, capacity %d", peakCap, perWindow, keys, queueCap)
	if keys > 10 || queueCap > shards*compactAbove {
		t.Errorf("after the burst: %d keys, queue capacity %d", keys, queueCap)
	}
}

func BenchmarkQuoteWindowClaimParallel(b *testing.B) {
	qw := NewQuoteWindow(QuoteWindowConfig{})
	var n atomic.Int64
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			qw.Claim(context.Background(), fmt.Sprint("wallet", n.Add(1)), 10*time.Second)
		}
	})
}
