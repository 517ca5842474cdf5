package limit

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// flaky is a primary that fails while down is set, and counts its calls.
type flaky struct {
	mu    sync.Mutex
	down  bool
	calls int
}

var errDown = errors.New("connection refused")

func (f *flaky) call() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls++
	if f.down {
		return errDown
	}
	return nil
}

func (f *flaky) Allow(context.Context, string, int) (Decision, error) {
	if err := f.call(); err != nil {
		return Decision{}, err
	}
	return Decision{Allowed: true, Limit: 99}, nil // marks the primary's answers
}

func (f *flaky) Claim(context.Context, string, time.Duration) (bool, time.Duration, error) {
	if err := f.call(); err != nil {
		return false, 0, err
	}
	return false, 42 * time.Second, nil // marks the primary's answers
}

// local is a fallback that always answers the same.
type local struct{}

func (local) Allow(context.Context, string, int) (Decision, error) {
	return Decision{Allowed: false, Limit: 1, RetryAfter: time.Second}, nil
}

func (local) Claim(context.Context, string, time.Duration) (bool, time.Duration, error) {
	return true, 0, nil
}

type errorLog struct {
	mu     sync.Mutex
	limits []string
}

func (e *errorLog) record(limit string, err error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.limits = append(e.limits, limit)
}

func TestFailurePolicy(t *testing.T) {
	t.Parallel()
	t0 := time.Unix(1_700_000_000, 0)
	type step struct {
		at          time.Duration // since t0
		down        bool
		wantPrimary bool // the answer came from the primary
		wantCalls   int  // primary calls so far
		wantErrors  int  // OnError calls so far
	}
	steps := []step{
		{0, false, true, 1, 0},
		{100 * time.Millisecond, true, false, 2, 1},                  // fails: fall back, open
		{500 * time.Millisecond, true, false, 2, 1},                  // open: primary not asked
		{1100 * time.Millisecond, true, false, 3, 2},                 // cooldown over: asked, fails again
		{2000 * time.Millisecond, false, false, 3, 2},                // still open
		{2100 * time.Millisecond, false, true, 4, 2},                 // back
		{2200 * time.Millisecond, false, true, 5, 2},                 // and stays
		{2300 * time.Millisecond, true, false, 6, 3},                 // down again
		{2300*time.Millisecond + DefaultCooldown, true, false, 7, 4}, // exactly at the end of the cooldown
	}
	for _, kind := range []string{LimitRate, LimitWallet} {
		t.Run(kind, func(t *testing.T) {
			primary := &flaky{}
			var errs errorLog
			var logs bytes.Buffer
			policy := FailurePolicy{OnError: errs.record, Logger: slog.New(slog.NewTextHandler(&logs, nil))}
			now := t0
			rate := &FallbackRate{Primary: primary, Fallback: local{}, Policy: policy}
			window := &FallbackWindow{Primary: primary, Fallback: local{}, Policy: policy}
			rate.breaker.now = func() time.Time { return now }
			window.breaker.now = rate.breaker.now
			for i, s := range steps {
				now = t0.Add(s.at)
				primary.mu.Lock()
				primary.down = s.down
				primary.mu.Unlock()
				var fromPrimary bool
				if kind == LimitRate {
					d, err := rate.Allow(context.Background(), "k", 1)
					if err != nil {
						t.Fatalf("step %d: %v", i, err)
					}
					fromPrimary = d.Limit == 99
				} else {
					_, retry, err := window.Claim(context.Background(), "k", time.Minute)
					if err != nil {
						t.Fatalf("step %d: %v", i, err)
					}
					fromPrimary = retry == 42*time.Second
				}
				got := step{s.at, s.down, fromPrimary, primary.calls, len(errs.limits)}
				if diff := cmp.Diff(s, got, cmp.AllowUnexported(step{})); diff != "" {
					t.Errorf("step %d (-want +got):\n%s", i, diff)
				}
			}
			for _, l := range errs.limits {
				if l != kind {
					t.Errorf("OnError named limit %q, want %q", l, kind)
				}
			}
			// Four failures within ten seconds: one log line.
			if n := strings.Count(logs.String(), "shared limiter failed"); n != 1 {
				t.Errorf("%d log lines for 4 failures in 10 s, want 1:\n%s", n, logs.String())
			}
			now = t0.Add(time.Minute)
			primary.mu.Lock()
			primary.down = true
			primary.mu.Unlock()
			if kind == LimitRate {
				rate.Allow(context.Background(), "k", 1)
			} else {
				window.Claim(context.Background(), "k", time.Minute)
			}
			if n := strings.Count(logs.String(), "shared limiter failed"); n != 2 {
				t.Errorf("%d log lines after a failure 10 s later, want 2:\n%s", n, logs.String())
			}
			if !strings.Contains(logs.String(), "failures=4") {
				t.Errorf("the second line does not count the failures since the first:\n%s", logs.String())
			}
		})
	}
}

// A caller that gave up is answered from memory but does not count
// against the primary.
func TestFailurePolicyIgnoresCallersCancellation(t *testing.T) {
	t.Parallel()
	primary := &flaky{down: true}
	var errs errorLog
	f := &FallbackRate{Primary: primary, Fallback: local{}, Policy: FailurePolicy{OnError: errs.record}}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := f.Allow(ctx, "k", 1); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Allow(context.Background(), "k", 1); err != nil {
		t.Fatal(err)
	}
	if primary.calls != 2 || len(errs.limits) != 1 {
		t.Errorf("primary called %d times, %d errors reported; want 2 calls (no cooldown after a cancellation), 1 error", primary.calls, len(errs.limits))
	}
}

func TestFallbackWindowWithoutWindowAsksNobody(t *testing.T) {
	t.Parallel()
	primary := &flaky{}
	f := &FallbackWindow{Primary: primary, Fallback: local{}}
	if ok, _, err := f.Claim(context.Background(), "k", 0); !ok || err != nil {
		t.Errorf("Claim with no window: %v, %v", ok, err)
	}
	if primary.calls != 0 {
		t.Errorf("primary asked %d times for no window", primary.calls)
	}
}
