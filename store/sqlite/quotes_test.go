package sqlite

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/status"
)

func testQuote(id string, expires time.Time) Quote {
	return Quote{
		ID: id, IntegratorID: "h1", FromChain: "ethereum", ToChain: "arbitrum",
		FromAddress: "0x000000000000000000000000000000000000a11c",
		Request:     []byte(`{"fromChain":"ethereum","toChain":"arbitrum","amount":"1000000"}`),
		Route:       []byte(`{"quoteId":"` + id + `","estimate":{"toAmount":"998000"}}`),
		CreatedAt:   expires.Add(-30 * time.Second), ExpiresAt: expires,
	}
}

func TestSaveQuoteRejectsIncompleteQuotes(t *testing.T) {
	db := open(t, filepath.Join(t.TempDir(), "s.db"))
	tests := []struct {
		name string
		q    Quote
	}{
		{"no id", testQuote("", time.Now())},
		{"no expiry", testQuote("q", time.Time{})},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := db.SaveQuote(context.Background(), tt.q); err == nil {
				t.Error("saved")
			}
		})
	}
}

// Concurrent saves are all acknowledged only once durable: after a reopen
// every one is there, and they took fewer transactions than saves.
func TestConcurrentSavesAreGroupCommittedAndDurable(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	db := open(t, path)
	exp := time.Now().Add(time.Minute).UTC()
	const savers = 200
	errs := make(chan error, savers)
	var wg sync.WaitGroup
	for i := range savers {
		wg.Go(func() { errs <- db.SaveQuote(ctx, testQuote(fmt.Sprint("q", i), exp)) })
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	batches := db.quotes.batches.Load()
	t.Logf("%d saves in %d transactions", savers, batches)
	if batches >= savers {
		t.Errorf("%d transactions for %d concurrent saves: not batched", batches, savers)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	db = open(t, path)
	for i := range savers {
		want := testQuote(fmt.Sprint("q", i), exp)
		got, err := db.Quote(ctx, want.ID)
		if err != nil {
			t.Fatalf("%s after reopen: %v", want.ID, err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%s (-want +got):\n%s", want.ID, diff)
		}
	}
}

// holdWriteLock takes the database's write lock from another connection,
// so the quote writer's next commit waits; release lets it go on.
func holdWriteLock(t *testing.T, path string) (release func()) {
	t.Helper()
	other := open(t, path)
	tx, err := other.db.BeginTx(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(`DELETE FROM quotes WHERE id = 'none'`); err != nil {
		t.Fatal(err)
	}
	var once sync.Once
	release = func() { once.Do(func() { tx.Rollback() }) }
	t.Cleanup(release)
	return release
}

// Savers waiting when Close is called all get an answer: nil when their
// quote committed (and it is there after a reopen), ErrClosed when not (and
// it is not). Saves after Close are refused.
func TestCloseAnswersWaitingSavers(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	db := open(t, path)
	exp := time.Now().Add(time.Minute).UTC()
	if err := db.SaveQuote(ctx, testQuote("first", exp)); err != nil {
		t.Fatal(err)
	}
	release := holdWriteLock(t, path)

	const savers = 50
	errs := make([]error, savers)
	var wg sync.WaitGroup
	for i := range savers {
		wg.Go(func() { errs[i] = db.SaveQuote(ctx, testQuote(fmt.Sprint("q", i), exp)) })
		if i == 0 {
			time.Sleep(100 * time.Millisecond) // the writer is blocked on q0's batch; the rest queue
		}
	}
	time.Sleep(100 * time.Millisecond)
	closed := make(chan error, 1)
	go func() { closed <- db.Close() }()
	time.Sleep(100 * time.Millisecond)
	release()

	select {
	case err := <-closed:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("Close hangs")
	}
	wg.Wait() // every saver has returned once Close has
	if err := db.SaveQuote(ctx, testQuote("late", exp)); !errors.Is(err, ErrClosed) {
		t.Errorf("save after Close: got %v, want ErrClosed", err)
	}

	db = open(t, path)
	var refused int
	for i, err := range errs {
		id := fmt.Sprint("q", i)
		_, qerr := db.Quote(ctx, id)
		switch {
		case err == nil && qerr != nil:
			t.Errorf("%s acknowledged but lost: %v", id, qerr)
		case errors.Is(err, ErrClosed):
			refused++
			if !errors.Is(qerr, status.ErrQuoteNotFound) {
				t.Errorf("%s refused but stored: %v", id, qerr)
			}
		case err != nil:
			t.Errorf("%s: unexpected error %v", id, err)
		}
	}
	if refused == 0 {
		t.Errorf("no queued saver was refused: Close waited for more than the batch in flight")
	}
	t.Logf("%d of %d waiting savers refused by Close", refused, savers)
}

// A caller whose context ends while its batch waits gets ctx.Err() at once;
// the write may still land.
func TestSaveQuoteReturnsWhenContextEnds(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	db := open(t, path)
	exp := time.Now().Add(time.Minute).UTC()
	release := holdWriteLock(t, path)

	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	// The write lock is held until release below: returning at all proves
	// SaveQuote did not wait for its batch.
	if err := db.SaveQuote(ctx, testQuote("q", exp)); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("got %v, want context.DeadlineExceeded", err)
	}
	cancelled, stop := context.WithCancel(context.Background())
	stop()
	if err := db.SaveQuote(cancelled, testQuote("q2", exp)); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: got %v", err)
	}

	release()
	// The store still works afterwards.
	if err := db.SaveQuote(context.Background(), testQuote("q3", exp)); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Quote(context.Background(), "q3"); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkSaveQuoteParallel measures group-committed saves from many
// concurrent callers, as the route endpoint makes them.
func BenchmarkSaveQuoteParallel(b *testing.B) {
	ctx := context.Background()
	db, err := Open(ctx, Config{Path: filepath.Join(b.TempDir(), "s.db")})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	exp := time.Now().Add(time.Minute).UTC()
	route := []byte(`{"steps":[` + strings.Repeat(`{"type":"swap","tool":"uniswap","amount":"1000000"},`, 20) + `{}]}`)
	var n atomic.Int64
	b.SetParallelism(64) // callers per GOMAXPROCS
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			q := testQuote(fmt.Sprint("q", n.Add(1)), exp)
			q.Route = route
			if err := db.SaveQuote(ctx, q); err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "quotes/s")
	if batches := db.quotes.batches.Load(); batches > 0 {
		b.ReportMetric(float64(b.N)/float64(batches), "quotes/commit")
	}
}
