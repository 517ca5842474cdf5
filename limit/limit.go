// Package limit owns request-rate limiting: the decision a limiter returns
// and the interface that the in-memory limiter (and a shared Redis limiter
// when scaled out) implement. The policy is a token bucket per key at the
// integrator's rate with a burst equal to the rate. What the shared limits
// do when Redis cannot answer is FailurePolicy.
package limit

import (
	"context"
	"time"
)

// Decision is the outcome of one request against a key's bucket.
type Decision struct {
	Allowed   bool
	Limit     int           // bucket size (requests per second)
	Remaining int           // whole requests left now
	Reset     time.Duration // until the bucket is full again
	// RetryAfter is, when refused, how long until one request is allowed.
	RetryAfter time.Duration
}

// RateLimiter takes one request from the key's bucket of the given rate.
type RateLimiter interface {
	Allow(ctx context.Context, key string, rate int) (Decision, error)
}

// Bucket is the token-bucket arithmetic shared by limiter implementations,
// so every backend answers identically.
type Bucket struct {
	Tokens float64
	At     time.Time
}

// Take refills the bucket to now and takes one token if it can. A now
// before the bucket's time (a concurrent caller that read the clock
// earlier but got the bucket later) refills nothing and leaves the bucket's
// time alone: moving it back would refill the same interval twice.
func (b *Bucket) Take(now time.Time, rate int) Decision {
	capacity := float64(rate)
	if b.At.IsZero() {
		b.Tokens = capacity
		b.At = now
	} else if el := now.Sub(b.At).Seconds(); el > 0 {
		b.Tokens = min(capacity, b.Tokens+el*capacity)
		b.At = now
	}
	d := Decision{Limit: rate}
	if b.Tokens >= 1 {
		b.Tokens--
		d.Allowed = true
	} else {
		d.RetryAfter = seconds((1 - b.Tokens) / capacity)
	}
	d.Remaining = int(b.Tokens)
	d.Reset = seconds((capacity - b.Tokens) / capacity)
	return d
}

func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }

// CeilSeconds rounds a duration up to whole seconds, at least minimum, for
// headers that carry seconds.
func CeilSeconds(d time.Duration, minimum int) int {
	s := int((d + time.Second - 1) / time.Second)
	return max(s, minimum)
}
