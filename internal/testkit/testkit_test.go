package testkit_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/internal/testkit"
)

func TestPoll(t *testing.T) {
	t.Parallel()
	var n atomic.Int32
	if err := testkit.Poll(context.Background(), func() (bool, error) { return n.Add(1) == 3, nil }); err != nil {
		t.Fatalf("Poll: %v", err)
	}
	if got := n.Load(); got != 3 {
		t.Errorf("cond called %d times, want 3", got)
	}
	boom := errors.New("boom")
	if err := testkit.Poll(context.Background(), func() (bool, error) { return false, boom }); !errors.Is(err, boom) {
		t.Errorf("Poll with a failing cond: %v, want boom", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := testkit.Poll(ctx, func() (bool, error) { return false, nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("Poll after cancel: %v, want context.Canceled", err)
	}
}

func TestEventually(t *testing.T) {
	t.Parallel()
	var n atomic.Int32
	testkit.Eventually(t, time.Minute, "the third call", func() bool { return n.Add(1) >= 3 })
}

func TestSlowSkipsUnderShort(t *testing.T) {
	t.Parallel()
	ran := false
	t.Run("slow", func(t *testing.T) {
		testkit.Slow(t, "for the test")
		ran = true
	})
	if ran == testing.Short() {
		t.Errorf("ran=%v with -short=%v", ran, testing.Short())
	}
}
