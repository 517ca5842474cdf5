package postgres

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/status"
)

var t0 = time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)

func tracked(hash string, seq int64, owner string) *status.Tracked {
	return &status.Tracked{FromChain: "1", TxHash: hash, QuoteID: "q-" + hash, ToChain: "42161", Seq: seq, State: "PENDING",
		Record: []byte(fmt.Sprintf(`{"seq":%d}`, seq)), CreatedAt: t0, UpdatedAt: t0.Add(time.Duration(seq) * time.Second),
		LeaseOwner: owner, LeaseUntil: t0.Add(time.Hour)}
}

// Two replicas storing the same next change at once: one stores it, the
// other is told ErrConflict, and one event is kept.
func TestSaveTrackedRace(t *testing.T) {
	a, url := openTest(t)
	b := openURL(t, url)
	ctx := context.Background()
	for i := range 20 {
		hash := fmt.Sprintf("0x%02d", i)
		if err := a.SaveTracked(ctx, tracked(hash, 1, "")); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for j, s := range []*DB{a, b} {
			wg.Go(func() { errs[j] = s.SaveTracked(ctx, tracked(hash, 2, "")) })
		}
		wg.Wait()
		ok, conflicts := 0, 0
		for _, err := range errs {
			switch {
			case err == nil:
				ok++
			case errors.Is(err, status.ErrConflict):
				conflicts++
			default:
				t.Fatal(err)
			}
		}
		if ok != 1 || conflicts != 1 {
			t.Fatalf("%s: %d stored, %d conflicts; want 1 and 1", hash, ok, conflicts)
		}
		evs, err := b.Events(ctx, "1", hash, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(evs) != 2 {
			t.Fatalf("%s: %d events, want 2", hash, len(evs))
		}
	}
}

// Many replicas taking orphans in small batches at once take every open
// row exactly once.
func TestTakeOrphanedAcrossReplicas(t *testing.T) {
	first, url := openTest(t)
	ctx := context.Background()
	const rows, replicas = 120, 4
	for i := range rows {
		if err := first.SaveTracked(ctx, tracked(fmt.Sprintf("0x%03d", i), 1, "")); err != nil {
			t.Fatal(err)
		}
	}
	var mu sync.Mutex
	taken := map[string]string{}
	var wg sync.WaitGroup
	errs := make([]error, replicas)
	for r := range replicas {
		s := first
		if r > 0 {
			s = openURL(t, url)
		}
		owner := fmt.Sprintf("replica-%d", r)
		wg.Go(func() {
			for {
				list, err := s.TakeOrphaned(ctx, owner, t0.Add(time.Minute), t0.Add(2*time.Hour), 7)
				if err != nil || len(list) == 0 {
					errs[r] = err
					return
				}
				mu.Lock()
				for _, tr := range list {
					if prev, ok := taken[tr.TxHash]; ok {
						errs[r] = fmt.Errorf("%s taken by %s and %s", tr.TxHash, prev, owner)
					}
					taken[tr.TxHash] = owner
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	if len(taken) != rows {
		t.Fatalf("%d rows taken, want %d", len(taken), rows)
	}
	open, err := first.OpenTracked(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range open {
		if tr.LeaseOwner != taken[tr.TxHash] {
			t.Errorf("%s: stored owner %q, taken by %q", tr.TxHash, tr.LeaseOwner, taken[tr.TxHash])
		}
	}
}

type change struct {
	Key status.TrackedKey
	Seq int64
}

// watch runs WatchTracked on s until t ends, sending what it sees; it is
// listening when watch returns. wait waits for WatchTracked to return.
func watch(t *testing.T, s *DB, url string) (seen <-chan change, wait func() error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	ch := make(chan change, 100)
	heard := make(chan struct{}, 1)
	ended := make(chan struct{})
	var err error
	go func() {
		defer close(ended)
		err = s.WatchTracked(ctx, func(k status.TrackedKey, seq int64) {
			if k.FromChain == probeChain {
				select {
				case heard <- struct{}{}:
				default:
				}
				return
			}
			ch <- change{k, seq}
		})
	}()
	t.Cleanup(func() {
		cancel()
		<-ended
	})
	waitListening(t, url, heard)
	return ch, func() error {
		<-ended
		return err
	}
}

// probeChain marks the notifications waitListening sends.
const probeChain = "probe"

// waitListening notifies probes until the watcher hears one.
func waitListening(t *testing.T, url string, heard <-chan struct{}) {
	t.Helper()
	c := connect(t, url)
	for {
		if _, err := c.Exec(context.Background(), `SELECT pg_notify($1, $2)`, trackedChannel, `["`+probeChain+`","",0]`); err != nil {
			t.Fatal(err)
		}
		select {
		case <-heard:
			return
		case <-time.After(5 * time.Millisecond):
		}
	}
}

// A change is heard by another replica's watcher only once committed: a
// conflicting (rolled back) save notifies nobody. Pings while quiet lose
// nothing.
func TestWatchTrackedHearsCommitsOnly(t *testing.T) {
	a, url := openTest(t)
	b := openURL(t, url)
	b.watchIdle = time.Millisecond
	seen, _ := watch(t, b, url)
	ctx := context.Background()
	if err := a.SaveTracked(ctx, tracked("0xaa", 1, "")); err != nil {
		t.Fatal(err)
	}
	if err := a.SaveTracked(ctx, tracked("0xaa", 1, "")); !errors.Is(err, status.ErrConflict) {
		t.Fatalf("change 1 again: %v, want ErrConflict", err)
	}
	if err := a.SaveTracked(ctx, tracked("0xaa", 2, "")); err != nil {
		t.Fatal(err)
	}
	key := status.TrackedKey{FromChain: "1", TxHash: "0xaa"}
	var got []change
	for len(got) < 2 {
		got = append(got, <-seen)
	}
	if diff := cmp.Diff([]change{{key, 1}, {key, 2}}, got); diff != "" {
		t.Errorf("changes heard (-want +got):\n%s", diff)
	}
	select {
	case c := <-seen:
		t.Errorf("heard %v beyond the stored changes", c)
	default:
	}
}

// A watcher whose connection is cut returns an error (not ctx's) so that
// its caller starts again; ending ctx returns ctx.Err().
func TestWatchTrackedEnds(t *testing.T) {
	s, url := openTest(t)
	s.watchIdle = time.Millisecond // pings in between: they must not end it
	_, wait := watch(t, s, url)
	// Every other session of the database, the watcher's among them.
	admin := connect(t, url)
	if _, err := admin.Exec(context.Background(), `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE datname = current_database() AND pid <> pg_backend_pid()`); err != nil {
		t.Fatal(err)
	}
	if err := wait(); err == nil || errors.Is(err, context.Canceled) {
		t.Fatalf("WatchTracked after its connection was cut: %v, want the connection's error", err)
	}

	ctx, cancel := context.WithCancel(context.Background())
	ended := make(chan error, 1)
	heard := make(chan struct{}, 1)
	go func() {
		ended <- s.WatchTracked(ctx, func(status.TrackedKey, int64) {
			select {
			case heard <- struct{}{}:
			default:
			}
		})
	}()
	waitListening(t, url, heard)
	cancel()
	if err := <-ended; !errors.Is(err, context.Canceled) {
		t.Fatalf("WatchTracked after ctx ended: %v, want context.Canceled", err)
	}
}
