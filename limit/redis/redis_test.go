package redis

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/switchyard-dev/switchyard/internal/testsvc"
	"github.com/switchyard-dev/switchyard/limit"
	"github.com/switchyard-dev/switchyard/limit/limittest"
)

// newLimiter returns a limiter on the test server under a prefix of t's
// own, with its own connections (as a replica has).
// newLimiter gives Redis 5 s a decision instead of the service's 300 ms:
// these tests check what Redis decides, and on a loaded test machine a
// decision past 300 ms would be the failure policy's instead.
func newLimiter(t *testing.T, url, prefix string) *Limiter {
	t.Helper()
	l, err := New(Config{URL: url, Prefix: prefix, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

func TestRateLimiterConformance(t *testing.T) {
	url := testsvc.RedisURL(t)
	limittest.RateLimiter(t, func(t *testing.T) limit.RateLimiter { return newLimiter(t, url, testsvc.RedisPrefix(t)) })
}

func TestQuoteWindowConformance(t *testing.T) {
	url := testsvc.RedisURL(t)
	limittest.QuoteWindow(t, func(t *testing.T) limit.QuoteWindow { return newLimiter(t, url, testsvc.RedisPrefix(t)) })
}

// Two replicas (two limiters, two connection pools) on one server share
// each bucket and window exactly.
func TestTwoReplicasShareLimits(t *testing.T) {
	url := testsvc.RedisURL(t)
	prefix := testsvc.RedisPrefix(t)
	replicas := []*Limiter{newLimiter(t, url, prefix), newLimiter(t, url, prefix)}
	ctx := context.Background()

	const rate, perReplica = 100, 300
	var allowed [2]atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	for i, l := range replicas {
		for range 10 {
			wg.Go(func() {
				for range perReplica / 10 {
					d, err := l.Allow(ctx, "integrator", rate)
					if err != nil {
						t.Error(err)
						return
					}
					if d.Allowed {
						allowed[i].Add(1)
					}
				}
			})
		}
	}
	wg.Wait()
	elapsed := time.Since(start)
	n := allowed[0].Load() + allowed[1].Load()
	t.Logf("replicas allowed %d + %d of %d in %v at rate %d", allowed[0].Load(), allowed[1].Load(), 2*perReplica, elapsed, rate)
	if most := int64(rate + elapsed.Seconds()*rate + 1); n < rate || n > most {
		t.Errorf("two replicas allowed %d in %v, want between %d and %d", n, elapsed, rate, most)
	}

	ok, _, err := replicas[0].Claim(ctx, "wallet|route", time.Minute)
	if err != nil || !ok {
		t.Fatalf("first claim on replica 0: %v, %v", ok, err)
	}
	ok, retry, err := replicas[1].Claim(ctx, "wallet|route", time.Minute)
	if err != nil || ok || retry <= 0 || retry > time.Minute {
		t.Errorf("claim of the same key on replica 1: ok %v, retry-after %v, err %v; want held", ok, retry, err)
	}
}

// The script answers exactly as limit.Bucket.Take for the same history
// where the history does not depend on the clock: a full bucket drained.
func TestDecisionsMatchBucket(t *testing.T) {
	l := newLimiter(t, testsvc.RedisURL(t), testsvc.RedisPrefix(t))
	const rate = 4
	var b limit.Bucket
	now := time.Now()
	for i := range rate {
		got, err := l.Allow(context.Background(), "k", rate)
		if err != nil {
			t.Fatal(err)
		}
		want := b.Take(now, rate)
		if got.Allowed != want.Allowed || got.Remaining != want.Remaining || got.Limit != want.Limit {
			t.Errorf("request %d: redis %+v, bucket %+v", i+1, got, want)
		}
	}
}

func TestKeysExpireWhenFull(t *testing.T) {
	url := testsvc.RedisURL(t)
	prefix := testsvc.RedisPrefix(t)
	l := newLimiter(t, url, prefix)
	ctx := context.Background()
	if _, err := l.Allow(ctx, "k", 10); err != nil {
		t.Fatal(err)
	}
	if _, _, err := l.Claim(ctx, "w", 10*time.Second); err != nil {
		t.Fatal(err)
	}
	opt, err := goredis.ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	c := goredis.NewClient(opt)
	defer c.Close()
	for key, most := range map[string]time.Duration{prefix + "rate:k": 100 * time.Millisecond, prefix + "quote:w": 10 * time.Second} {
		ttl, err := c.PTTL(ctx, key).Result()
		if err != nil {
			t.Fatal(err)
		}
		if ttl <= 0 || ttl > most {
			t.Errorf("%s: TTL %v, want in (0, %v]", key, ttl, most)
		}
	}
}

func TestBadInput(t *testing.T) {
	if _, err := New(Config{}); err == nil {
		t.Error("New without URL or client succeeded")
	}
	if _, err := New(Config{URL: "http://x"}); err == nil {
		t.Error("New with an http URL succeeded")
	}
	l, err := New(Config{URL: "redis://" + testsvc.FreeAddr(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if _, err := l.Allow(context.Background(), "k", 0); err == nil {
		t.Error("rate 0 accepted")
	}
}

func BenchmarkAllowParallel(b *testing.B) {
	l, err := New(Config{URL: testsvc.RedisURL(b), Prefix: testsvc.RedisPrefix(b)})
	if err != nil {
		b.Fatal(err)
	}
	defer l.Close()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, err := l.Allow(context.Background(), "integrator", 1_000_000); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

func BenchmarkClaimParallel(b *testing.B) {
	l, err := New(Config{URL: testsvc.RedisURL(b), Prefix: testsvc.RedisPrefix(b)})
	if err != nil {
		b.Fatal(err)
	}
	defer l.Close()
	var n atomic.Int64
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, _, err := l.Claim(context.Background(), fmt.Sprint("wallet", n.Add(1)), time.Second); err != nil {
				b.Error(err)
				return
			}
		}
	})
}
