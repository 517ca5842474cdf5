// Package redis is the limiter shared by replicas: the request rate
// (limit.RateLimiter) and the wallet quote window (limit.QuoteWindow) kept
// in Redis. Each decision is one Lua script run by the server on its own
// clock, so any number of replicas share the buckets and windows exactly.
// Calls have short timeouts and are not retried: what happens when Redis
// cannot answer is the caller's policy (limit.FallbackRate and
// limit.FallbackWindow).
package redis

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/switchyard-dev/switchyard/limit"
)

var (
	_ limit.RateLimiter = (*Limiter)(nil)
	_ limit.QuoteWindow = (*Limiter)(nil)
)

// DefaultTimeout bounds each call (dial, write, read) when Config says
// nothing: a dead Redis must not stall requests.
const DefaultTimeout = 300 * time.Millisecond

// DefaultPrefix starts every key the limiter writes.
const DefaultPrefix = "switchyard:"

// Config configures a Limiter: URL or Client.
type Config struct {
	// URL is a redis:// or rediss:// URL; timeouts given in its query
	// (dial_timeout, read_timeout, …) win over Timeout.
	URL string
	// Client is used instead of URL; the caller owns it (Close leaves it
	// open) and its options, timeouts included.
	Client *goredis.Client
	// Prefix starts every key (default DefaultPrefix), so that several
	// deployments or tests can share a server.
	Prefix string
	// Timeout bounds each call; default DefaultTimeout.
	Timeout time.Duration
}

// Limiter keeps token buckets and quote windows in Redis.
type Limiter struct {
	client   *goredis.Client
	owned    bool
	rateKey  string // key prefixes
	quoteKey string
	timeout  time.Duration
}

// New returns a limiter on cfg's server. It does not connect: a Redis that
// is down at start is handled like one that goes down later (see Ping).
func New(cfg Config) (*Limiter, error) {
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.Prefix == "" {
		cfg.Prefix = DefaultPrefix
	}
	l := &Limiter{client: cfg.Client, rateKey: cfg.Prefix + "rate:", quoteKey: cfg.Prefix + "quote:", timeout: cfg.Timeout}
	if l.client == nil {
		if cfg.URL == "" {
			return nil, errors.New("redis limiter: no URL or client")
		}
		opt, err := goredis.ParseURL(cfg.URL)
		if err != nil {
			return nil, fmt.Errorf("redis limiter: %w", err)
		}
		for _, d := range []*time.Duration{&opt.DialTimeout, &opt.ReadTimeout, &opt.WriteTimeout, &opt.PoolTimeout} {
			if *d == 0 {
				*d = cfg.Timeout
			}
		}
		// One attempt per call: a retry would double the wait on a dead
		// server, and the failure policy has an answer without it.
		if opt.MaxRetries == 0 {
			opt.MaxRetries = -1
		}
		if opt.DialerRetries == 0 {
			opt.DialerRetries = 1
		}
		opt.ContextTimeoutEnabled = true
		l.client, l.owned = goredis.NewClient(opt), true
	}
	return l, nil
}

// Close closes the connections the limiter opened (not a Config.Client).
func (l *Limiter) Close() error {
	if !l.owned {
		return nil
	}
	return l.client.Close()
}

// Ping reports whether Redis answers, for readiness checks.
func (l *Limiter) Ping(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, l.timeout)
	defer cancel()
	if err := l.client.Ping(ctx).Err(); err != nil {
		return fmt.Errorf("redis limiter: ping: %w", err)
	}
	return nil
}

// Allow takes one request from key's bucket of rate requests per second
// (and a burst of rate), answering as limit.Bucket.Take does.
func (l *Limiter) Allow(ctx context.Context, key string, rate int) (limit.Decision, error) {
	if rate < 1 {
		return limit.Decision{}, fmt.Errorf("redis limiter: rate %d: must be at least 1", rate)
	}
	ctx, cancel := context.WithTimeout(ctx, l.timeout)
	defer cancel()
	r, err := takeScript.Run(ctx, l.client, []string{l.rateKey + key}, rate).Int64Slice()
	if err != nil {
		return limit.Decision{}, fmt.Errorf("redis limiter: rate: %w", err)
	}
	if len(r) != 4 {
		return limit.Decision{}, fmt.Errorf("redis limiter: rate script answered %v", r)
	}
	return limit.Decision{
		Allowed:    r[0] == 1,
		Limit:      rate,
		Remaining:  int(r[1]),
		Reset:      time.Duration(r[2]) * time.Microsecond,
		RetryAfter: time.Duration(r[3]) * time.Microsecond,
	}, nil
}

// Claim records key for window unless it is already held, in which case
// retryAfter is the time left on it (Redis counts in milliseconds: a
// window is rounded up to one).
func (l *Limiter) Claim(ctx context.Context, key string, window time.Duration) (bool, time.Duration, error) {
	if window <= 0 {
		return true, 0, nil
	}
	ms := (window + time.Millisecond - 1) / time.Millisecond
	ctx, cancel := context.WithTimeout(ctx, l.timeout)
	defer cancel()
	left, err := claimScript.Run(ctx, l.client, []string{l.quoteKey + key}, strconv.FormatInt(int64(ms), 10)).Int64()
	if err != nil {
		return false, 0, fmt.Errorf("redis limiter: quote window: %w", err)
	}
	if left == 0 {
		return true, 0, nil
	}
	return false, min(time.Duration(left)*time.Millisecond, window), nil
}
