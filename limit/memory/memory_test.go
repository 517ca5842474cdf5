package memory

import (
	"context"
	"sync"
	"testing"
	"time"
)

func TestKeysAreIndependentAndIdleBucketsSwept(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	l := New(Config{Now: func() time.Time { return now }})
	ctx := context.Background()
	if d, _ := l.Allow(ctx, "a", 1); !d.Allowed {
		t.Fatal("first request refused")
	}
	if d, _ := l.Allow(ctx, "a", 1); d.Allowed {
		t.Fatal("second request in the same second allowed")
	}
	if d, _ := l.Allow(ctx, "b", 1); !d.Allowed {
		t.Fatal("another key was limited by the first")
	}
	now = now.Add(2 * time.Minute)
	l.Allow(ctx, "c", 1)
	l.mu.Lock()
	n := len(l.buckets)
	l.mu.Unlock()
	if n != 1 {
		t.Errorf("%d buckets after sweep, want 1", n)
	}
}

func TestConcurrentCallersShareOneBucket(t *testing.T) {
	l := New(Config{Now: func() time.Time { return time.Unix(0, 0) }})
	var wg sync.WaitGroup
	var mu sync.Mutex
	allowed := 0
	for range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			d, _ := l.Allow(context.Background(), "k", 10)
			if d.Allowed {
				mu.Lock()
				allowed++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if allowed != 10 {
		t.Errorf("allowed %d of 50 concurrent requests, want exactly the burst of 10", allowed)
	}
}
