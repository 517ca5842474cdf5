package status

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// sharedStore is a Store and Shared in memory with SaveTracked's and the
// leases' semantics, for trackers standing in for replicas.
type sharedStore struct {
	mu   sync.Mutex
	rows map[TrackedKey]Tracked
}

func (s *sharedStore) SaveTracked(_ context.Context, t *Tracked) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := TrackedKey{t.FromChain, t.TxHash}
	old, ok := s.rows[k]
	switch {
	case !ok && t.Seq != 1, ok && (old.Terminal || old.Seq != t.Seq-1):
		return ErrConflict
	case ok && old.LeaseOwner != "" && old.LeaseOwner != t.LeaseOwner && old.LeaseUntil.After(t.UpdatedAt):
		return ErrConflict
	}
	s.rows[k] = *t
	return nil
}

func (s *sharedStore) LoadTracked(_ context.Context, from, hash string) (*Tracked, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.rows[TrackedKey{from, hash}]
	if !ok {
		return nil, ErrNotTracked
	}
	return &r, nil
}

func (s *sharedStore) OpenTracked(context.Context) ([]*Tracked, error) { return nil, nil }

func (s *sharedStore) Events(context.Context, string, string, int64) ([]Event, error) {
	return nil, nil
}

func (s *sharedStore) RenewLeases(_ context.Context, owner string, until time.Time) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := int64(0)
	for k, r := range s.rows {
		if r.LeaseOwner == owner && !r.Terminal {
			r.LeaseUntil = until
			s.rows[k] = r
			n++
		}
	}
	return n, nil
}

func (s *sharedStore) TakeOrphaned(_ context.Context, owner string, now, until time.Time, limit int) ([]*Tracked, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []*Tracked
	for k, r := range s.rows {
		if !r.Terminal && r.LeaseUntil.Before(now) && len(out) < limit {
			r.LeaseOwner, r.LeaseUntil = owner, until
			s.rows[k] = r
			taken := r
			out = append(out, &taken) // as taken, like the stores' UPDATE … RETURNING
		}
	}
	return out, nil
}

func (s *sharedStore) FullQuotesSince(context.Context, time.Time, time.Time, int) ([]ExpectedQuote, error) {
	return nil, nil
}

func (s *sharedStore) WatchTracked(ctx context.Context, _ func(TrackedKey, int64)) error {
	<-ctx.Done()
	return ctx.Err()
}

type quoteOf map[string]*Quote

func (q quoteOf) StatusQuote(_ context.Context, id string) (*Quote, error) {
	if x, ok := q[id]; ok {
		return x, nil
	}
	return nil, ErrQuoteNotFound
}

const replicaTx = "0x00000000000000000000000000000000000000000000000000000000000000aa"

// TestReplicaFollowsAnotherReplicasTransaction: a replica asked about a
// transaction another replica's lease holds answers the stored record
// without observing any chain (the tracker has none here), takes later
// changes from the store when told of them, and takes the transaction
// over once the lease is left to expire.
func TestReplicaFollowsAnotherReplicasTransaction(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	now := time.Unix(1_800_000_000, 0)
	clock := func() time.Time { return now }
	store := &sharedStore{rows: map[TrackedKey]Tracked{}}
	quotes := quoteOf{"q1": {ID: "q1", FromChain: "1", ToChain: "42161", Kind: KindBridge}}
	save := func(seq int64, state string, owner string, until time.Time) {
		t.Helper()
		a := answerAt(seq, state)
		if err := store.SaveTracked(ctx, &Tracked{FromChain: "1", TxHash: replicaTx, QuoteID: "q1", ToChain: "42161", Seq: seq, State: state,
			Terminal: a.Record.Terminal, Record: a.JSON, UpdatedAt: now, LeaseOwner: owner, LeaseUntil: until}); err != nil {
			t.Fatalf("save %d: %v", seq, err)
		}
	}
	save(1, StateOngoing, "replica-a", now.Add(DefaultLeaseTTL))

	var takeovers int
	b := New(Config{Store: store, Quotes: quotes, Shared: store, Owner: "replica-b", Now: clock, OnTakeover: func(n int) { takeovers += n }})
	q := Query{TransactionID: replicaTx, FromChainID: "1", ToChainID: "42161", QuoteID: "q1"}
	ans, err := b.Status(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	e := b.entries["1/"+replicaTx]
	if diff := cmp.Diff("1:ongoing remote=true", seqState(ans, e)); diff != "" {
		t.Errorf("another replica's transaction (-want +got):\n%s", diff)
	}

	// Another replica stores a change and the feed says so.
	save(2, StateNeedsGas, "replica-a", now.Add(DefaultLeaseTTL))
	f, err := b.Follow(ctx, q, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	<-f.C() // the current record's signal
	b.stored(TrackedKey{"1", replicaTx}, 2)
	b.step(ctx, <-b.reload)
	ans, _ = b.Status(ctx, q)
	if diff := cmp.Diff("2:needs_gas remote=true", seqState(ans, e)); diff != "" {
		t.Errorf("after a change stored elsewhere (-want +got):\n%s", diff)
	}
	select {
	case <-f.C():
	default:
		t.Error("the stream was not told of the change stored elsewhere")
	}

	// Replica B cannot store over A's lease.
	err = store.SaveTracked(ctx, &Tracked{FromChain: "1", TxHash: replicaTx, Seq: 3, UpdatedAt: now, LeaseOwner: "replica-b"})
	if err != ErrConflict {
		t.Errorf("a change over another replica's lease: %v, want ErrConflict", err)
	}

	// A stops renewing: past its lease, B takes the transaction over.
	now = now.Add(DefaultLeaseTTL + time.Second)
	b.renewAndTakeOver(ctx, now)
	if diff := cmp.Diff("2:needs_gas remote=false", seqState(ans, e)); diff != "" {
		t.Errorf("after the lease ran out (-want +got):\n%s", diff)
	}
	if takeovers != 1 {
		t.Errorf("takeovers counted %d, want 1", takeovers)
	}
	if r, _ := store.LoadTracked(ctx, "1", replicaTx); r.LeaseOwner != "replica-b" {
		t.Errorf("lease owner %q after the takeover, want replica-b", r.LeaseOwner)
	}
}

func seqState(a *Answer, e *entry) string {
	remote := "remote=false"
	if e.remote.Load() {
		remote = "remote=true"
	}
	return fmt.Sprintf("%d:%s %s", a.Seq, a.Record.RouteTransactionStatus, remote)
}
