// Package memory is the in-process rate limiter: correct for one instance;
// several instances behind a balancer need the shared Redis limiter.
package memory

import (
	"context"
	"sync"
	"time"

	"github.com/switchyard-dev/switchyard/limit"
)

var _ limit.RateLimiter = (*Limiter)(nil)

// Config configures a Limiter.
type Config struct {
	Now func() time.Time // for tests; time.Now by default
	// IdleAfter is how long an untouched bucket is kept (it is full by then
	// anyway); default one minute.
	IdleAfter time.Duration
}

// Limiter keeps one token bucket per key in memory.
type Limiter struct {
	cfg       Config
	mu        sync.Mutex
	buckets   map[string]*limit.Bucket
	lastSweep time.Time
}

// New returns an empty limiter.
func New(cfg Config) *Limiter {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.IdleAfter <= 0 {
		cfg.IdleAfter = time.Minute
	}
	return &Limiter{cfg: cfg, buckets: map[string]*limit.Bucket{}}
}

// Allow takes one request from key's bucket.
func (l *Limiter) Allow(_ context.Context, key string, rate int) (limit.Decision, error) {
	now := l.cfg.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.lastSweep) > l.cfg.IdleAfter {
		// Sweeping inline keeps the limiter free of goroutines to stop.
		for k, b := range l.buckets {
			if now.Sub(b.At) > l.cfg.IdleAfter {
				delete(l.buckets, k)
			}
		}
		l.lastSweep = now
	}
	b, ok := l.buckets[key]
	if !ok {
		b = &limit.Bucket{}
		l.buckets[key] = b
	}
	return b.Take(now, rate), nil
}
