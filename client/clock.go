package client

import (
	"context"
	"time"
)

// Clock is the time source of the client's waits: the pauses before a
// retry, the hold-back after RateLimit-Remaining: 0, and Wait's polling and
// escalation. It exists so that callers (and tests) that simulate time can
// follow a route without sleeping; nil means the real clock.
type Clock interface {
	Now() time.Time
	// Sleep waits d, or returns ctx's error when it ends first.
	Sleep(ctx context.Context, d time.Duration) error
}

// WithClock replaces the client's clock (see Clock).
func WithClock(clk Clock) Option { return func(c *Client) { c.clock = clk } }

// realClock is the wall clock.
type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }

func (realClock) Sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// clockOr returns clk, or the real clock when it is nil.
func clockOr(clk Clock) Clock {
	if clk == nil {
		return realClock{}
	}
	return clk
}
