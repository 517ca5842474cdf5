// Package limittest is the one conformance suite every limit.RateLimiter
// and limit.QuoteWindow implementation passes (in memory, Redis), so that
// they are interchangeable. It runs on the real clock of each
// implementation: it sleeps briefly, and it bounds results by the time it
// measured, never time by an expectation.
package limittest

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/limit"
)

// RateLimiter runs the suite against limiters from newLimiter, which must
// return a limiter with no buckets yet (a fresh one, or one on its own key
// prefix) for each subtest.
func RateLimiter(t *testing.T, newLimiter func(t *testing.T) limit.RateLimiter) {
	t.Run("first request", func(t *testing.T) { rateFirst(t, newLimiter(t)) })
	t.Run("burst of the rate, then refused", func(t *testing.T) { rateBurst(t, newLimiter(t)) })
	t.Run("decisions consistent", func(t *testing.T) { rateConsistent(t, newLimiter(t)) })
	t.Run("refill after retry-after", func(t *testing.T) { rateRefill(t, newLimiter(t)) })
	t.Run("keys independent", func(t *testing.T) { rateKeys(t, newLimiter(t)) })
	t.Run("concurrent callers exact", func(t *testing.T) { rateConcurrent(t, newLimiter(t)) })
}

func allow(t *testing.T, l limit.RateLimiter, key string, rate int) limit.Decision {
	t.Helper()
	d, err := l.Allow(context.Background(), key, rate)
	if err != nil {
		t.Fatalf("Allow(%q, %d): %v", key, rate, err)
	}
	return d
}

// A full bucket gives one token and says the rest exactly.
func rateFirst(t *testing.T, l limit.RateLimiter) {
	for _, rate := range []int{1, 3, 10, 1000} {
		d := allow(t, l, fmt.Sprint("first", rate), rate)
		wantReset := time.Second / time.Duration(rate)
		if !d.Allowed || d.Limit != rate || d.Remaining != rate-1 || d.RetryAfter != 0 || !near(d.Reset, wantReset) {
			t.Errorf("rate %d: first decision %+v, want allowed, limit %d, remaining %d, reset ≈%v, no retry-after",
				rate, d, rate, rate-1, wantReset)
		}
	}
}

// near reports whether two durations agree to a microsecond, the
// resolution implementations may round to.
func near(a, b time.Duration) bool { return a-b <= time.Microsecond && b-a <= time.Microsecond }

// The first rate requests are allowed whatever the time; of the next rate,
// only as many as the time taken can have refilled.
func rateBurst(t *testing.T, l limit.RateLimiter) {
	for _, rate := range []int{1, 2, 5, 20} {
		key := fmt.Sprint("burst", rate)
		start := time.Now()
		allowed, refused := 0, 0
		for i := range 2 * rate {
			d := allow(t, l, key, rate)
			if i < rate && !d.Allowed {
				t.Fatalf("rate %d: request %d of the burst refused: %+v", rate, i+1, d)
			}
			if d.Allowed {
				allowed++
				continue
			}
			refused++
			if d.RetryAfter <= 0 || d.RetryAfter > time.Second/time.Duration(rate)+time.Microsecond {
				t.Errorf("rate %d: refused with retry-after %v, want in (0, %v]", rate, d.RetryAfter, time.Second/time.Duration(rate))
			}
		}
		if most := rate + refilled(time.Since(start), rate); allowed > most {
			t.Errorf("rate %d: %d of %d requests allowed (%d refused), the bucket could give at most %d",
				rate, allowed, 2*rate, refused, most)
		}
	}
}

// refilled is the most whole tokens a bucket of rate can gain in d; the
// hundredth of a token covers a server clock running slightly faster
// than the test's.
func refilled(d time.Duration, rate int) int {
	return int(d.Seconds()*float64(rate) + 0.01)
}

// Remaining and Reset describe the same bucket: Reset is the time to
// refill what Remaining lacks of the limit.
func rateConsistent(t *testing.T, l limit.RateLimiter) {
	const rate = 10
	for i := range 3 * rate {
		d := allow(t, l, "consistent", rate)
		if d.Limit != rate || d.Remaining < 0 || d.Remaining > rate-1 || d.Reset <= 0 || d.Reset > time.Second {
			t.Fatalf("request %d: %+v: limit, remaining or reset out of range", i+1, d)
		}
		tokens := float64(rate) - d.Reset.Seconds()*rate // what Reset says is left
		if float64(d.Remaining) > tokens+1e-3 || float64(d.Remaining) < tokens-1-1e-3 {
			t.Fatalf("request %d: %+v: remaining %d but reset says %.4f tokens left", i+1, d, d.Remaining, tokens)
		}
		if d.Allowed != (d.RetryAfter == 0) {
			t.Fatalf("request %d: %+v: retry-after must be set exactly when refused", i+1, d)
		}
		if !d.Allowed && d.RetryAfter > d.Reset {
			t.Fatalf("request %d: %+v: one token takes longer than the whole bucket", i+1, d)
		}
	}
}

func rateRefill(t *testing.T, l limit.RateLimiter) {
	const rate = 20 // a token every 50 ms
	var refused limit.Decision
	for range 10 * rate {
		if d := allow(t, l, "refill", rate); !d.Allowed {
			refused = d
			break
		}
	}
	if refused.RetryAfter <= 0 {
		t.Fatalf("bucket of %d never refused", rate)
	}
	// The slack covers float rounding; it is a lower bound on the wait only.
	time.Sleep(refused.RetryAfter + time.Millisecond)
	if d := allow(t, l, "refill", rate); !d.Allowed {
		t.Errorf("refused %+v after waiting the retry-after %v", d, refused.RetryAfter)
	}
}

func rateKeys(t *testing.T, l limit.RateLimiter) {
	if !allow(t, l, "a", 1).Allowed {
		t.Fatal("first request of a refused")
	}
	if d := allow(t, l, "a", 1); d.Allowed {
		t.Fatalf("second request of a allowed: %+v", d)
	}
	if d := allow(t, l, "b", 1); !d.Allowed || d.Remaining != 0 {
		t.Errorf("b was limited by a: %+v", d)
	}
}

// Many concurrent callers on one key get what the bucket holds plus its
// refill over the time taken, never more, and the full burst at least.
func rateConcurrent(t *testing.T, l limit.RateLimiter) {
	const rate, callers, each = 1000, 50, 40
	var allowed atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	for range callers {
		wg.Go(func() {
			for range each {
				d, err := l.Allow(context.Background(), "concurrent", rate)
				if err != nil {
					t.Error(err)
					return
				}
				if d.Allowed {
					allowed.Add(1)
				}
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	n := int(allowed.Load())
	t.Logf("%d of %d requests allowed in %v at rate %d", n, callers*each, elapsed, rate)
	// One token of slack for the clocks' and implementations' rounding,
	// which thousands of decisions accumulate.
	if most := rate + refilled(elapsed, rate) + 1; n < rate || n > most {
		t.Errorf("%d requests allowed in %v, want between %d and %d", n, elapsed, rate, most)
	}
}

// QuoteWindow runs the suite against windows from newWindow, which must
// return a window holding no keys yet for each subtest.
func QuoteWindow(t *testing.T, newWindow func(t *testing.T) limit.QuoteWindow) {
	t.Run("claim, hold, other keys", func(t *testing.T) { windowHold(t, newWindow(t)) })
	t.Run("free again after the window", func(t *testing.T) { windowExpiry(t, newWindow(t)) })
	t.Run("no window holds nothing", func(t *testing.T) { windowNone(t, newWindow(t)) })
	t.Run("concurrent claims, one winner", func(t *testing.T) { windowConcurrent(t, newWindow(t)) })
}

type claimed struct {
	ok    bool
	retry time.Duration
}

func claim(t *testing.T, w limit.QuoteWindow, key string, window time.Duration) claimed {
	t.Helper()
	ok, retry, err := w.Claim(context.Background(), key, window)
	if err != nil {
		t.Fatalf("Claim(%q, %v): %v", key, window, err)
	}
	return claimed{ok, retry}
}

func windowHold(t *testing.T, w limit.QuoteWindow) {
	const window = time.Minute
	if c := claim(t, w, "wallet1|route1", window); !c.ok || c.retry != 0 {
		t.Fatalf("first claim: %+v, want ok", c)
	}
	if c := claim(t, w, "wallet1|route1", window); c.ok || c.retry <= 0 || c.retry > window {
		t.Fatalf("second claim: %+v, want held with retry-after in (0, %v]", c, window)
	}
	for _, key := range []string{"wallet2|route1", "wallet1|route2"} {
		if c := claim(t, w, key, window); !c.ok {
			t.Errorf("claim of %s: %+v, want ok (another key holds)", key, c)
		}
	}
}

func windowExpiry(t *testing.T, w limit.QuoteWindow) {
	const window = 100 * time.Millisecond
	if c := claim(t, w, "k", window); !c.ok {
		t.Fatalf("first claim: %+v", c)
	}
	c := claim(t, w, "k", window)
	if c.ok || c.retry <= 0 || c.retry > window {
		t.Fatalf("second claim: %+v, want held with retry-after in (0, %v]", c, window)
	}
	time.Sleep(c.retry + time.Millisecond)
	if c := claim(t, w, "k", window); !c.ok {
		t.Errorf("claim after the retry-after: %+v, want ok", c)
	}
}

func windowNone(t *testing.T, w limit.QuoteWindow) {
	for i, window := range []time.Duration{0, 0, -time.Second} {
		if c := claim(t, w, "k", window); !c.ok || c.retry != 0 {
			t.Errorf("claim %d with window %v: %+v, want ok", i+1, window, c)
		}
	}
	// Nothing was held by them.
	if c := claim(t, w, "k", time.Minute); !c.ok {
		t.Errorf("claim after windowless claims: %+v, want ok", c)
	}
}

func windowConcurrent(t *testing.T, w limit.QuoteWindow) {
	const window = time.Minute
	for round := range 5 {
		key := fmt.Sprint("wallet|route", round)
		var wins atomic.Int32
		var wg sync.WaitGroup
		for range 50 {
			wg.Go(func() {
				ok, retry, err := w.Claim(context.Background(), key, window)
				switch {
				case err != nil:
					t.Error(err)
				case ok:
					wins.Add(1)
				case retry <= 0 || retry > window:
					t.Errorf("refused with retry-after %v, want in (0, %v]", retry, window)
				}
			})
		}
		wg.Wait()
		if n := wins.Load(); n != 1 {
			t.Fatalf("round %d: %d of 50 concurrent claims won, want exactly 1", round, n)
		}
	}
}
