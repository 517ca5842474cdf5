package storetest

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
)

// testQuote is a quote expiring at expires, 30 s after its creation.
func testQuote(id string, expires time.Time) route.StoredQuote {
	return route.StoredQuote{
		ID: id, IntegratorID: "h1", FromChain: "1", ToChain: "42161",
		FromAddress: "0x000000000000000000000000000000000000a11c",
		Request:     []byte(`{"fromChain":"1","toChain":"42161","amount":"1000000"}`),
		Route:       []byte(`{"quoteId":"` + id + `","estimate":{"toAmount":"998000"}}`),
		CreatedAt:   expires.Add(-30 * time.Second), ExpiresAt: expires,
	}
}

func saveQuotes(t *testing.T, s Store, qs ...route.StoredQuote) {
	t.Helper()
	for _, q := range qs {
		if err := s.SaveQuote(t.Context(), q); err != nil {
			t.Fatalf("save quote %s: %v", q.ID, err)
		}
	}
}

func testQuotes(t *testing.T, h Harness) {
	ctx := t.Context()
	s := h.Open(t)
	// Quote's retention counts from the wall clock.
	now := time.Now().UTC().Truncate(time.Millisecond)
	full := testQuote("full", now.Add(time.Minute))
	full.Full = true
	stored := map[string]route.StoredQuote{
		"live":         testQuote("live", now.Add(time.Minute)),
		"full":         full,
		"just-expired": testQuote("just-expired", now.Add(-time.Hour)),
		"too-old":      testQuote("too-old", now.Add(-72*time.Hour)),
	}
	for _, q := range stored {
		saveQuotes(t, s, q)
	}
	dup := testQuote("live", now.Add(time.Hour))
	dup.Route = []byte(`{}`)
	if err := s.SaveQuote(ctx, dup); !errors.Is(err, route.ErrQuoteExists) {
		t.Errorf("duplicate id: got %v, want route.ErrQuoteExists", err)
	}
	for _, tt := range []struct {
		id      string
		want    route.StoredQuote
		wantErr error
	}{
		{"live", stored["live"], nil},
		{"full", stored["full"], nil},
		{"just-expired", stored["just-expired"], nil}, // kept for status lookups
		{"too-old", route.StoredQuote{}, status.ErrQuoteNotFound},
		{"unknown", route.StoredQuote{}, status.ErrQuoteNotFound},
	} {
		t.Run(tt.id, func(t *testing.T) {
			got, err := s.Quote(ctx, tt.id)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err %v, want %v", err, tt.wantErr)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("quote (-want +got):\n%s", diff)
			}
		})
	}
	// The status tracker's view of the same quotes.
	if _, err := s.StatusQuote(ctx, "unknown"); !errors.Is(err, status.ErrQuoteNotFound) {
		t.Errorf("StatusQuote of an unknown quote: got %v, want status.ErrQuoteNotFound", err)
	}
	if _, err := s.StatusQuote(ctx, "too-old"); !errors.Is(err, status.ErrQuoteNotFound) {
		t.Errorf("StatusQuote past retention: got %v, want status.ErrQuoteNotFound", err)
	}
	sq, err := s.StatusQuote(ctx, "live")
	if err != nil {
		t.Fatal(err)
	}
	if sq.ID != "live" || sq.FromChain != "1" || sq.ToChain != "42161" {
		t.Errorf("StatusQuote: %+v", sq)
	}
	// Another replica reads what one stored.
	if got, err := h.Peer(t, s).Quote(ctx, "full"); err != nil || !got.Full {
		t.Errorf("peer: %+v, %v", got, err)
	}
}

func testPruneQuotes(t *testing.T, h Harness) {
	ctx := t.Context()
	s := h.Open(t)
	// More than one chunk of expired quotes (stores may delete in
	// chunks), saved concurrently, and some that stay.
	const expired, kept = 2100, 5
	var wg sync.WaitGroup
	for i := range expired + kept {
		exp := epoch.Add(-time.Duration(i+1) * time.Second)
		if i >= expired {
			exp = epoch.Add(time.Duration(i) * time.Second)
		}
		wg.Go(func() {
			if err := s.SaveQuote(ctx, testQuote(fmt.Sprint("q", i), exp)); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if n, err := s.PruneQuotes(ctx, epoch); err != nil || n != expired {
		t.Fatalf("pruned %d, %v; want %d", n, err, expired)
	}
	if n, err := s.PruneQuotes(ctx, epoch); err != nil || n != 0 {
		t.Errorf("second prune: %d, %v", n, err)
	}
	// The quote expiring exactly at before stays: "expired before".
	if n, err := s.PruneQuotes(ctx, epoch.Add(time.Duration(expired)*time.Second)); err != nil || n != 0 {
		t.Errorf("prune at the first kept expiry: %d, %v", n, err)
	}
	if n, err := s.PruneQuotes(ctx, epoch.Add(time.Hour)); err != nil || n != kept {
		t.Errorf("prune of the rest: %d, %v; want %d", n, err, kept)
	}
}

func testFullQuotesSince(t *testing.T, h Harness) {
	ctx := t.Context()
	s := h.Open(t)
	mk := func(id string, created time.Time, full bool) route.StoredQuote {
		q := testQuote(id, created.Add(2*time.Minute))
		q.CreatedAt, q.Full = created, full
		return q
	}
	saveQuotes(t, s,
		mk("before", epoch.Add(-time.Second), true),
		mk("at", epoch, true),
		mk("quote-only", epoch.Add(time.Second), false),
		mk("b", epoch.Add(2*time.Second), true),
		mk("a", epoch.Add(2*time.Second), true), // same instant: by id
		mk("later", epoch.Add(90*time.Second), true),
	)
	ids := func(list []status.ExpectedQuote) []string {
		out := []string{}
		for _, q := range list {
			out = append(out, q.ID)
		}
		return out
	}
	for _, tt := range []struct {
		name       string
		since, now time.Time
		limit      int
		want       []string
	}{
		{"all since", epoch, epoch.Add(time.Second), 10, []string{"at", "a", "b", "later"}},
		{"limit", epoch, epoch.Add(time.Second), 2, []string{"at", "a"}},
		{"since is inclusive", epoch.Add(2 * time.Second), epoch, 10, []string{"a", "b", "later"}},
		// "at" expires at epoch+2m: not after now.
		{"expired are left out", epoch, epoch.Add(2 * time.Minute), 10, []string{"a", "b", "later"}},
		{"none", epoch.Add(time.Hour), epoch, 10, []string{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := s.FullQuotesSince(ctx, tt.since, tt.now, tt.limit)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, ids(got)); diff != "" {
				t.Errorf("ids (-want +got):\n%s", diff)
			}
		})
	}
	got, err := s.FullQuotesSince(ctx, epoch, epoch, 1)
	if err != nil || len(got) != 1 {
		t.Fatalf("%v, %v", got, err)
	}
	want := status.ExpectedQuote{ID: "at", FromChain: "1", ExpiresAt: epoch.Add(2 * time.Minute)}
	if diff := cmp.Diff(want, got[0]); diff != "" {
		t.Errorf("expected quote (-want +got):\n%s", diff)
	}
}
