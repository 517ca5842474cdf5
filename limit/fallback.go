package limit

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// Names of the limits as OnError reports them (the metric's label).
const (
	LimitRate   = "rate"
	LimitWallet = "wallet"
)

// Defaults of the failure policy.
const (
	DefaultCooldown = time.Second
	DefaultLogEvery = 10 * time.Second
)

// FailurePolicy is what FallbackRate and FallbackWindow do when their
// primary (Redis) fails; its zero value is the defaults. The policy, the
// same for the request rate and the wallet quote window: when Redis cannot
// answer, each replica decides that request with its own in-memory limiter
// instead, so the limits still hold per replica, and an integrator may get
// up to N times its rate (and a wallet N identical full quotes per window)
// across N replicas while Redis is down. No error reaches the caller.
// Every failure is reported to OnError (metrics); the log says so at most
// once per LogEvery. After a failure the replica decides in memory for
// Cooldown before asking Redis again, so while Redis is down only the
// requests that come as a cooldown ends wait for its timeout. A caller's
// own cancellation is not a failure of Redis.
type FailurePolicy struct {
	// OnError is called with the limit's name (LimitRate, LimitWallet) and
	// the error on each failure of the primary; it must be fast.
	OnError func(limit string, err error)
	// Logger gets at most one warning per LogEvery; nil logs nothing.
	Logger   *slog.Logger
	Cooldown time.Duration // decide in memory this long after a failure
	LogEvery time.Duration
}

// FallbackRate is a RateLimiter that asks Primary (shared by replicas)
// and, when it fails, Fallback (this replica's own); see FailurePolicy.
// Use it by pointer.
type FallbackRate struct {
	Primary, Fallback RateLimiter
	Policy            FailurePolicy
	breaker           breaker
}

var _ RateLimiter = (*FallbackRate)(nil)

// Allow takes one request from key's bucket; it fails only if the
// fallback does.
func (f *FallbackRate) Allow(ctx context.Context, key string, rate int) (Decision, error) {
	if f.breaker.closed() {
		d, err := f.Primary.Allow(ctx, key, rate)
		if err == nil {
			return d, nil
		}
		f.breaker.failed(ctx, &f.Policy, LimitRate, err)
	}
	return f.Fallback.Allow(ctx, key, rate)
}

// FallbackWindow is a QuoteWindow that asks Primary (shared by replicas)
// and, when it fails, Fallback (this replica's own); see FailurePolicy.
// Use it by pointer.
type FallbackWindow struct {
	Primary, Fallback QuoteWindow
	Policy            FailurePolicy
	breaker           breaker
}

var _ QuoteWindow = (*FallbackWindow)(nil)

// Claim records key for window unless it is held; it fails only if the
// fallback does.
func (f *FallbackWindow) Claim(ctx context.Context, key string, window time.Duration) (bool, time.Duration, error) {
	if window <= 0 {
		return true, 0, nil
	}
	if f.breaker.closed() {
		ok, retry, err := f.Primary.Claim(ctx, key, window)
		if err == nil {
			return ok, retry, nil
		}
		f.breaker.failed(ctx, &f.Policy, LimitWallet, err)
	}
	return f.Fallback.Claim(ctx, key, window)
}

// breaker remembers the last failure of a primary: while it is open the
// primary is not asked.
type breaker struct {
	now        func() time.Time // time.Now unless a test sets it
	mu         sync.Mutex
	openUntil  time.Time
	loggedAt   time.Time
	suppressed int // failures since the last log line
}

func (b *breaker) clock() time.Time {
	if b.now != nil {
		return b.now()
	}
	return time.Now()
}

func (b *breaker) closed() bool {
	now := b.clock()
	b.mu.Lock()
	defer b.mu.Unlock()
	return !now.Before(b.openUntil)
}

func (b *breaker) failed(ctx context.Context, p *FailurePolicy, limit string, err error) {
	if ctx.Err() != nil {
		// The caller gave up (or its deadline passed): that says nothing
		// about the primary, so it is neither counted nor held against it.
		return
	}
	if p.OnError != nil {
		p.OnError(limit, err)
	}
	cooldown, every := p.Cooldown, p.LogEvery
	if cooldown <= 0 {
		cooldown = DefaultCooldown
	}
	if every <= 0 {
		every = DefaultLogEvery
	}
	now := b.clock()
	b.mu.Lock()
	b.openUntil = now.Add(cooldown)
	b.suppressed++
	n := b.suppressed
	logNow := p.Logger != nil && (b.loggedAt.IsZero() || now.Sub(b.loggedAt) >= every)
	if logNow {
		b.loggedAt, b.suppressed = now, 0
	}
	b.mu.Unlock()
	if logNow {
		p.Logger.Warn("shared limiter failed: deciding on this replica in memory",
			slog.String("limit", limit), slog.Any("err", err), slog.Int("failures", n),
			slog.Duration("retry_in", cooldown))
	}
}
