package redis

import (
	"context"
	"fmt"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/internal/testsvc"
	"github.com/switchyard-dev/switchyard/limit"
	"github.com/switchyard-dev/switchyard/limit/memory"
)

type errorCount struct {
	mu sync.Mutex
	n  map[string]int
}

func (e *errorCount) record(limit string, _ error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.n[limit]++
}

func (e *errorCount) get(limit string) int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.n[limit]
}

// With Redis unreachable, the limits still hold (per replica, in memory)
// and no error reaches the caller; once Redis is back, it decides again.
func TestFallbackWhileRedisIsDown(t *testing.T) {
	addr := testsvc.FreeAddr(t) // nothing listens there yet
	prefix := testsvc.RedisPrefix(t)
	shared := newLimiter(t, "redis://"+addr+"/0", prefix)
	errs := &errorCount{n: map[string]int{}}
	policy := limit.FailurePolicy{OnError: errs.record, Cooldown: 20 * time.Millisecond}
	rate := &limit.FallbackRate{Primary: shared, Fallback: memory.New(memory.Config{}), Policy: policy}
	window := &limit.FallbackWindow{Primary: shared, Fallback: memory.NewQuoteWindow(memory.QuoteWindowConfig{}), Policy: policy}
	ctx := context.Background()

	const r, requests = 3, 20
	allowed := 0
	start := time.Now()
	for range requests {
		d, err := rate.Allow(ctx, "integrator", r)
		if err != nil {
			t.Fatalf("an error reached the caller: %v", err)
		}
		if d.Allowed {
			allowed++
		}
	}
	elapsed := time.Since(start)
	t.Logf("Redis down: %d of %d allowed at rate %d in %v (%v a decision), %d errors reported",
		allowed, requests, r, elapsed, elapsed/requests, errs.get(limit.LimitRate))
	if most := r + int(elapsed.Seconds()*r) + 1; allowed < r || allowed > most {
		t.Errorf("Redis down: %d of %d requests allowed in %v, want the limit of %d to hold (at most %d)", allowed, requests, elapsed, r, most)
	}
	if errs.get(limit.LimitRate) == 0 {
		t.Error("no failure reported to OnError")
	}

	for i, want := range []bool{true, false} {
		ok, retry, err := window.Claim(ctx, "wallet|route", time.Minute)
		if err != nil {
			t.Fatalf("an error reached the caller: %v", err)
		}
		if ok != want || (!ok && (retry <= 0 || retry > time.Minute)) {
			t.Errorf("Redis down: claim %d: ok %v retry-after %v, want ok %v", i+1, ok, retry, want)
		}
	}
	if errs.get(limit.LimitWallet) == 0 {
		t.Error("no quote window failure reported to OnError")
	}
	if err := shared.Ping(ctx); err == nil {
		t.Error("Ping succeeded with Redis down")
	}

	// Redis comes up where the limiter looks for it.
	testsvc.StartRedis(t, addr)
	direct := newLimiter(t, "redis://"+addr+"/0", prefix)
	// A key claimed in Redis only: held if Redis decides, free in memory.
	deadline := time.Now().Add(15 * time.Second)
	for i := 0; ; i++ {
		key := fmt.Sprint("probe", i)
		if ok, _, err := direct.Claim(ctx, key, time.Minute); err != nil || !ok {
			t.Fatalf("direct claim of %s: %v, %v", key, ok, err)
		}
		ok, _, err := window.Claim(ctx, key, time.Minute)
		if err != nil {
			t.Fatalf("an error reached the caller: %v", err)
		}
		if !ok {
			t.Logf("Redis decides again after %d probes", i+1)
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Redis back, but the quote window still decides in memory after %d probes", i+1)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := shared.Ping(ctx); err != nil {
		t.Errorf("Ping with Redis up: %v", err)
	}
	// The rate limit is Redis's again too: a bucket drained there only.
	if d, err := direct.Allow(ctx, "drained", 1); err != nil || !d.Allowed {
		t.Fatalf("direct Allow: %+v, %v", d, err)
	}
	if d, err := rate.Allow(ctx, "drained", 1); err != nil || d.Allowed {
		t.Errorf("Redis back: bucket drained in Redis allowed %+v, %v; want refused by Redis", d, err)
	}
}

// A server that accepts connections but never answers costs each call its
// timeout, then the fallback answers.
func TestSilentRedisTimesOut(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var conns []net.Conn
	var mu sync.Mutex
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		ln.Close()
		<-done
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	})
	const timeout = 100 * time.Millisecond
	l, err := New(Config{URL: "redis://" + ln.Addr().String() + "/0", Timeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	errs := &errorCount{n: map[string]int{}}
	rate := &limit.FallbackRate{Primary: l, Fallback: memory.New(memory.Config{}), Policy: limit.FailurePolicy{OnError: errs.record}}
	start := time.Now()
	d, err := rate.Allow(context.Background(), "k", 1)
	elapsed := time.Since(start)
	t.Logf("silent Redis: decision %+v after %v (timeout %v)", d, elapsed, timeout)
	if err != nil || !d.Allowed {
		t.Errorf("silent Redis: %+v, %v; want allowed by the fallback", d, err)
	}
	if errs.get(limit.LimitRate) != 1 {
		t.Errorf("%d failures reported, want 1", errs.get(limit.LimitRate))
	}
	if elapsed < timeout {
		t.Errorf("answered after %v, before the timeout %v: did it ask Redis?", elapsed, timeout)
	}
}
