// Package testkit owns the few helpers every test suite shares: marking a
// test slow, so that `go test -short ./...` stays a fast loop, and the one
// way to wait for a condition, so that no test sleeps for a guessed time.
package testkit

import (
	"context"
	"testing"
	"time"
)

// Slow skips t under -short, saying why it is slow (for example "starts
// devnet chains"). Call it first in every test that starts chains, the
// devnet or the whole service; the full command (without -short) runs them.
func Slow(t testing.TB, why string) {
	t.Helper()
	if testing.Short() {
		t.Skip("slow, skipped by -short: " + why)
	}
}

// DefaultTimeout bounds Eventually when the caller has no better figure:
// long enough for a loaded shared machine, short enough to fail before the
// test binary's own timeout.
const DefaultTimeout = 30 * time.Second

// pollEvery is how often conditions are checked: often enough that a test
// waits little past the moment its condition holds, rarely enough that the
// check itself does not load the machine.
const pollEvery = 5 * time.Millisecond

// Poll calls cond until it returns true, the context ends, or cond returns
// an error, pausing between calls. It returns nil once cond holds, cond's
// error, or the context's error.
func Poll(ctx context.Context, cond func() (bool, error)) error {
	t := time.NewTicker(pollEvery)
	defer t.Stop()
	for {
		ok, err := cond()
		if err != nil {
			return err
		}
		if ok {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
}

// Eventually waits until cond returns true, and fails t (naming what it
// waited for) if it does not within timeout (DefaultTimeout when 0). It
// must be called from the test's goroutine.
func Eventually(t testing.TB, timeout time.Duration, what string, cond func() bool) {
	t.Helper()
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	if err := Poll(ctx, func() (bool, error) { return cond(), nil }); err != nil {
		t.Fatalf("timed out after %v waiting for %s", timeout, what)
	}
}
