package limit

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestBucket(t *testing.T) {
	t.Parallel()
	t0 := time.Unix(1_700_000_000, 0)
	type step struct {
		at   time.Duration // since t0
		want Decision
	}
	tests := []struct {
		name  string
		rate  int
		steps []step
	}{
		{"testing tier: one per second", 1, []step{
			{0, Decision{Allowed: true, Limit: 1, Remaining: 0, Reset: time.Second}},
			{100 * time.Millisecond, Decision{Allowed: false, Limit: 1, Remaining: 0, Reset: 900 * time.Millisecond, RetryAfter: 900 * time.Millisecond}},
			{time.Second, Decision{Allowed: true, Limit: 1, Remaining: 0, Reset: time.Second}},
		}},
		{"production tier: burst of ten then refill", 10, []step{
			{0, Decision{Allowed: true, Limit: 10, Remaining: 9, Reset: 100 * time.Millisecond}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b Bucket
			for i, s := range tt.steps {
				got := b.Take(t0.Add(s.at), tt.rate)
				got.Reset = got.Reset.Round(time.Millisecond)
				got.RetryAfter = got.RetryAfter.Round(time.Millisecond)
				if diff := cmp.Diff(s.want, got); diff != "" {
					t.Errorf("step %d (-want +got):\n%s", i, diff)
				}
			}
		})
	}
}

func TestBurstEqualsRate(t *testing.T) {
	t.Parallel()
	var b Bucket
	now := time.Unix(0, 0)
	allowed := 0
	for range 25 {
		if b.Take(now, 10).Allowed {
			allowed++
		}
	}
	if allowed != 10 {
		t.Errorf("burst allowed %d, want 10", allowed)
	}
	if !b.Take(now.Add(100*time.Millisecond), 10).Allowed {
		t.Error("one token should refill after 1/rate seconds")
	}
}

func TestCeilSeconds(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		d    time.Duration
		min  int
		want int
	}{{0, 1, 1}, {time.Millisecond, 0, 1}, {time.Second, 1, 1}, {1500 * time.Millisecond, 1, 2}, {0, 0, 0}} {
		if got := CeilSeconds(tt.d, tt.min); got != tt.want {
			t.Errorf("CeilSeconds(%v, %d) = %d, want %d", tt.d, tt.min, got, tt.want)
		}
	}
}
