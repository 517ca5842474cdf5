package storetest

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/push"
	"github.com/switchyard-dev/switchyard/status"
)

// change is change seq of transaction tx from chain 1, stored at epoch+seq
// seconds, with owner's lease for a minute after.
func change(tx string, seq int64, owner string) *status.Tracked {
	at := epoch.Add(time.Duration(seq) * time.Second)
	t := &status.Tracked{FromChain: "1", TxHash: tx, QuoteID: "q-" + tx, ToChain: "42161", RequestID: "req-" + tx,
		IntegratorName: "acme", IntegratorHash: "h1", Kind: "bridge", Seq: seq, State: "PENDING",
		Record: []byte(fmt.Sprintf(`{"tx":%q,"seq":%d}`, tx, seq)), CreatedAt: epoch, UpdatedAt: at}
	if owner != "" {
		t.LeaseOwner, t.LeaseUntil = owner, at.Add(time.Minute)
	}
	return t
}

func mustSave(t *testing.T, s Store, tr *status.Tracked) {
	t.Helper()
	if err := s.SaveTracked(t.Context(), notified(t, s, tr)); err != nil {
		t.Fatalf("save %s seq %d: %v", tr.TxHash, tr.Seq, err)
	}
}

// notified gives a change the deliveries push decides for it, as the
// tracker does before storing it.
func notified(t *testing.T, s Store, tr *status.Tracked) *status.Tracked {
	t.Helper()
	var err error
	if tr.Notifications, err = push.NewNotifier(s).Notifications(t.Context(), tr); err != nil {
		t.Fatal(err)
	}
	return tr
}

func load(t *testing.T, s Store, tx string) *status.Tracked {
	t.Helper()
	got, err := s.LoadTracked(t.Context(), "1", tx)
	if err != nil {
		t.Fatalf("load %s: %v", tx, err)
	}
	return got
}

func testTrackedSequence(t *testing.T, h Harness) {
	ctx := t.Context()
	s := h.Open(t)
	if _, err := s.LoadTracked(ctx, "1", "0xa"); !errors.Is(err, status.ErrNotTracked) {
		t.Fatalf("unknown transaction: got %v, want ErrNotTracked", err)
	}
	var last *status.Tracked
	for seq := int64(1); seq <= 3; seq++ {
		last = change("0xa", seq, "r1")
		mustSave(t, s, last)
	}
	if diff := cmp.Diff(last, load(t, s, "0xa")); diff != "" {
		t.Errorf("loaded (-want +got):\n%s", diff)
	}
	// Change 1 of another transaction, nobody's lease; then terminal.
	b := change("0xb", 1, "")
	mustSave(t, s, b)
	if diff := cmp.Diff(b, load(t, s, "0xb")); diff != "" {
		t.Errorf("without a lease (-want +got):\n%s", diff)
	}
	done := change("0xb", 2, "")
	done.State, done.Terminal = "SUCCESS", true
	mustSave(t, s, done)

	open, err := s.OpenTracked(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]*status.Tracked{last}, open); diff != "" {
		t.Errorf("open (-want +got):\n%s", diff)
	}
	evs, err := s.Events(ctx, "1", "0xa", 1)
	if err != nil {
		t.Fatal(err)
	}
	want := []status.Event{{Seq: 2, Record: change("0xa", 2, "").Record}, {Seq: 3, Record: change("0xa", 3, "").Record}}
	if diff := cmp.Diff(want, evs); diff != "" {
		t.Errorf("events after 1 (-want +got):\n%s", diff)
	}
	if evs, err := s.Events(ctx, "1", "0xa", 3); err != nil || len(evs) != 0 {
		t.Errorf("events after the last: %v, %v", evs, err)
	}
	if evs, err := s.Events(ctx, "1", "0xz", 0); err != nil || len(evs) != 0 {
		t.Errorf("events of an unknown transaction: %v, %v", evs, err)
	}
	// The same hash on another chain is another transaction.
	other := change("0xa", 1, "r1")
	other.FromChain = "10"
	mustSave(t, s, other)
	if got := load(t, s, "0xa"); got.Seq != 3 {
		t.Errorf("chain 1's row changed by chain 10's: seq %d", got.Seq)
	}
}

func testTrackedConflicts(t *testing.T, h Harness) {
	ctx := t.Context()
	s := h.Open(t)
	mustSave(t, s, change("0xa", 1, "r1"))
	mustSave(t, s, change("0xa", 2, "r1"))
	done := change("0xt", 1, "r1")
	done.Terminal, done.State = true, "SUCCESS"
	mustSave(t, s, done)
	fresh := change("0xf", 1, "r1")
	mustSave(t, s, fresh)

	// A change of 0xf by r2 after r1's lease ended (at 1 s + 1 min).
	late := change("0xf", 2, "r2")
	late.UpdatedAt = fresh.LeaseUntil.Add(time.Millisecond)
	late.LeaseUntil = late.UpdatedAt.Add(time.Minute)
	atEnd := change("0xf", 2, "r2")
	atEnd.UpdatedAt = fresh.LeaseUntil // a lease holds up to and including its end

	for _, tt := range []struct {
		name string
		t    *status.Tracked
	}{
		{"change 1 again", change("0xa", 1, "r1")},
		{"the stored change again", change("0xa", 2, "r1")},
		{"a change skipped", change("0xa", 4, "r1")},
		{"change n of no row", change("0xn", 2, "r1")},
		{"another owner's unexpired lease", change("0xa", 3, "r2")},
		{"another owner at the lease's end", atEnd},
		{"after a terminal change", change("0xt", 2, "r1")},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if err := s.SaveTracked(ctx, tt.t); !errors.Is(err, status.ErrConflict) {
				t.Fatalf("got %v, want status.ErrConflict", err)
			}
		})
	}
	// Refused changes left no trace.
	if got := load(t, s, "0xa"); got.Seq != 2 || got.LeaseOwner != "r1" {
		t.Errorf("0xa after refused changes: seq %d owner %q", got.Seq, got.LeaseOwner)
	}
	if evs, _ := s.Events(ctx, "1", "0xa", 0); len(evs) != 2 {
		t.Errorf("0xa has %d events, want 2", len(evs))
	}
	if got := load(t, s, "0xt"); !got.Terminal || got.Seq != 1 {
		t.Errorf("terminal row replaced: %+v", got)
	}
	if _, err := s.LoadTracked(ctx, "1", "0xn"); !errors.Is(err, status.ErrNotTracked) {
		t.Errorf("0xn: got %v, want ErrNotTracked", err)
	}

	// An expired lease is taken by the next change, which carries its own.
	mustSave(t, s, late)
	if diff := cmp.Diff(late, load(t, s, "0xf")); diff != "" {
		t.Errorf("taken over (-want +got):\n%s", diff)
	}
	// r1, whose lease r2 took, is refused now.
	stale := change("0xf", 3, "r1")
	stale.UpdatedAt = late.UpdatedAt.Add(time.Second)
	if err := s.SaveTracked(ctx, stale); !errors.Is(err, status.ErrConflict) {
		t.Errorf("old owner after a takeover: got %v, want status.ErrConflict", err)
	}
	// A row nobody holds is anybody's.
	mustSave(t, s, change("0xu", 1, ""))
	mustSave(t, s, change("0xu", 2, "r2"))
	if got := load(t, s, "0xu"); got.LeaseOwner != "r2" {
		t.Errorf("free row: owner %q, want r2", got.LeaseOwner)
	}
	// Without a lease a change cannot pass another owner's.
	if err := s.SaveTracked(ctx, change("0xu", 3, "")); !errors.Is(err, status.ErrConflict) {
		t.Errorf("no owner over r2's lease: got %v, want status.ErrConflict", err)
	}
}
