package storetest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/status"
)

func hashes(list []*status.Tracked) []string {
	out := []string{}
	for _, t := range list {
		out = append(out, t.TxHash)
	}
	slices.Sort(out)
	return out
}

func testLeases(t *testing.T, h Harness) {
	ctx := t.Context()
	s := h.Open(t)
	mustSave(t, s, change("0xa", 1, "r1")) // r1 until epoch+1s+1m
	mustSave(t, s, change("0xb", 1, "r1"))
	mustSave(t, s, change("0xc", 1, "r2"))
	mustSave(t, s, change("0xd", 1, ""))
	done := change("0xe", 1, "r1")
	done.Terminal, done.State = true, "SUCCESS"
	mustSave(t, s, done)

	until := epoch.Add(10 * time.Minute)
	if n, err := s.RenewLeases(ctx, "r1", until); err != nil || n != 2 {
		t.Fatalf("renewed %d, %v; want r1's 2 open rows", n, err)
	}
	if got := load(t, s, "0xa"); !got.LeaseUntil.Equal(until) || got.LeaseOwner != "r1" {
		t.Errorf("renewed row: owner %q until %v", got.LeaseOwner, got.LeaseUntil)
	}
	if got := load(t, s, "0xc"); !got.LeaseUntil.Equal(epoch.Add(time.Second + time.Minute)) {
		t.Errorf("r2's lease changed by r1's renewal: %v", got.LeaseUntil)
	}
	if n, err := s.RenewLeases(ctx, "nobody", until); err != nil || n != 0 {
		t.Errorf("renewed %d, %v for an owner of nothing", n, err)
	}

	// At epoch+5m r2's lease has ended and 0xd has none: r3 takes both,
	// not r1's renewed ones nor the terminal one.
	now, until3 := epoch.Add(5*time.Minute), epoch.Add(6*time.Minute)
	took, err := s.TakeOrphaned(ctx, "r3", now, until3, 10)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"0xc", "0xd"}, hashes(took)); diff != "" {
		t.Fatalf("taken (-want +got):\n%s", diff)
	}
	for _, tr := range took {
		want := change(tr.TxHash, 1, "")
		want.LeaseOwner, want.LeaseUntil = "r3", until3
		if diff := cmp.Diff(want, tr); diff != "" {
			t.Errorf("taken row (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff(want, load(t, s, tr.TxHash)); diff != "" {
			t.Errorf("stored row (-want +got):\n%s", diff)
		}
	}
	if took, err := s.TakeOrphaned(ctx, "r4", now, until3, 10); err != nil || len(took) != 0 {
		t.Errorf("second take: %v, %v", hashes(took), err)
	}
	// The taker stores the next change; the previous owner is refused.
	mustSave(t, s, func() *status.Tracked { c := change("0xc", 2, "r3"); c.UpdatedAt = now; return c }())
	if err := s.SaveTracked(ctx, change("0xc", 3, "r2")); !errors.Is(err, status.ErrConflict) {
		t.Errorf("old owner: got %v, want status.ErrConflict", err)
	}
	// limit bounds a take.
	if took, err := s.TakeOrphaned(ctx, "r5", until.Add(time.Second), until.Add(time.Minute), 1); err != nil || len(took) != 1 {
		t.Errorf("take with limit 1: %v, %v", hashes(took), err)
	}
}

func testTakeOrphanedConcurrently(t *testing.T, h Harness) {
	ctx := t.Context()
	s := h.Open(t)
	const rows, takers = 60, 4
	for i := range rows {
		mustSave(t, s, change(fmt.Sprintf("0x%02x", i), 1, ""))
	}
	now, until := epoch.Add(time.Hour), epoch.Add(2*time.Hour)
	var mu sync.Mutex
	owner := map[string]string{}
	var wg sync.WaitGroup
	for i := range takers {
		r := h.Peer(t, s)
		name := fmt.Sprint("r", i)
		wg.Go(func() {
			for {
				took, err := r.TakeOrphaned(ctx, name, now, until, 7)
				if err != nil {
					t.Error(err)
					return
				}
				if len(took) == 0 {
					return
				}
				mu.Lock()
				for _, tr := range took {
					if prev, ok := owner[tr.TxHash]; ok {
						t.Errorf("%s taken by %s and %s", tr.TxHash, prev, name)
					}
					owner[tr.TxHash] = name
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if len(owner) != rows {
		t.Errorf("%d rows taken, want %d", len(owner), rows)
	}
	open, err := s.OpenTracked(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range open {
		if tr.LeaseOwner != owner[tr.TxHash] {
			t.Errorf("%s stored as %q's, taken by %q", tr.TxHash, tr.LeaseOwner, owner[tr.TxHash])
		}
	}
}

func testWatchTracked(t *testing.T, h Harness) {
	s := h.Open(t)
	peer := h.Peer(t, s)
	ctx, cancel := context.WithCancel(t.Context())
	type seen struct {
		k   status.TrackedKey
		seq int64
	}
	got := make(chan seen, 100)
	block := make(chan struct{})
	watchErr := make(chan error, 1)
	go func() {
		watchErr <- s.WatchTracked(ctx, func(k status.TrackedKey, seq int64) {
			got <- seen{k, seq}
			<-block // a slow subscriber
		})
	}()
	key := status.TrackedKey{FromChain: "1", TxHash: "0xa"}
	// Stored through the peer: another replica's change. The feed may
	// start a little after WatchTracked is called, so store until seen.
	var seq int64
	wait := time.After(30 * time.Second)
	for first := false; !first; {
		seq++
		mustSave(t, peer, change("0xa", seq, "r1"))
		select {
		case c := <-got:
			if c.k != key || c.seq < 1 || c.seq > seq {
				t.Fatalf("saw %+v, stored up to %d", c, seq)
			}
			first = true
		case <-time.After(200 * time.Millisecond):
		case <-wait:
			t.Fatal("no change seen")
		}
	}
	// fn is blocked: SaveTracked must go on.
	saved := make(chan error, 1)
	go func() {
		for range 5 {
			seq++
			if err := peer.SaveTracked(ctx, change("0xa", seq, "r1")); err != nil {
				saved <- err
				return
			}
		}
		saved <- nil
	}()
	select {
	case err := <-saved:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("SaveTracked blocked by a slow subscriber")
	}
	close(block)
	// The latest change is seen (intermediate ones may be coalesced).
	for c := (seen{}); c.seq != seq; {
		select {
		case c = <-got:
			if c.k != key {
				t.Fatalf("saw %+v", c)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("change %d not seen", seq)
		}
	}
	cancel()
	select {
	case err := <-watchErr:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("WatchTracked returned %v, want context.Canceled", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("WatchTracked did not return when its context ended")
	}
}
