package sqlite

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// cpuTime is the process's user+system CPU time so far.
func cpuTime(tb testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkSaveQuote32 is the route endpoint's load on the store: 32
// concurrent callers (and 4, and 1, for the linger's low end), each saving its next quote once the last is
// acknowledged, with a real route's JSON. It reports the process's CPU per
// quote (compression, inserts, commits, scheduling) and the commits.
func BenchmarkSaveQuote32(b *testing.B) {
	for _, callers := range []int{32, 4, 1} {
		b.Run(fmt.Sprint("callers=", callers), func(b *testing.B) { benchmarkSaveQuote(b, callers) })
	}
}

func benchmarkSaveQuote(b *testing.B, callers int) {
	route, err := os.ReadFile(filepath.Join("..", "..", "httpapi", "testdata", "cosmos_route.json"))
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	db, err := Open(ctx, Config{Path: filepath.Join(b.TempDir(), "s.db")})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	exp := time.Now().Add(time.Minute).UTC()
	var next atomic.Int64
	b.ResetTimer()
	cpu0, batches0, start := cpuTime(b), db.quotes.batches.Load(), time.Now()
	var wg sync.WaitGroup
	for range callers {
		wg.Go(func() {
			for {
				i := next.Add(1)
				if i > int64(b.N) {
					return
				}
				q := testQuote(fmt.Sprint("q", i), exp)
				q.Route = route
				if err := db.SaveQuote(ctx, q); err != nil {
					b.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	elapsed, cpu, batches := time.Since(start), cpuTime(b)-cpu0, db.quotes.batches.Load()-batches0
	b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "cpu-µs/quote")
	b.ReportMetric(float64(batches)/elapsed.Seconds(), "commits/s")
	if batches > 0 {
		b.ReportMetric(float64(b.N)/float64(batches), "quotes/commit")
	}
}

// waitFor polls cond; the test's own timeout bounds it.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for !cond() {
		time.Sleep(time.Millisecond)
	}
}

// Saves one after another never wait for company: with a linger of an
// hour, each returns, in a batch of its own.
func TestLoneSavesDoNotLinger(t *testing.T) {
	db := open(t, filepath.Join(t.TempDir(), "s.db"))
	db.quotes.linger = time.Hour
	exp := time.Now().Add(time.Minute).UTC()
	const saves = 20
	for i := range saves {
		if err := db.SaveQuote(context.Background(), testQuote(fmt.Sprint("q", i), exp)); err != nil {
			t.Fatal(err)
		}
	}
	if got := db.quotes.lingers.Load(); got != 0 {
		t.Errorf("%d batches lingered, want 0", got)
	}
	if got := db.quotes.batches.Load(); got != saves {
		t.Errorf("%d batches for %d lone saves", got, saves)
	}
}

// lingeringBatch leaves db's writer lingering on a batch of two (a and b),
// with a linger of an hour, and returns the savers' errors.
func lingeringBatch(t *testing.T, path string, db *DB) (errs chan error) {
	t.Helper()
	db.quotes.linger = time.Hour
	ctx := context.Background()
	exp := time.Now().Add(time.Minute).UTC()
	if err := db.SaveQuote(ctx, testQuote("first", exp)); err != nil {
		t.Fatal(err)
	}
	release := holdWriteLock(t, path)
	errs = make(chan error, quoteBatchMax+1)
	go func() { errs <- db.SaveQuote(ctx, testQuote("blocked", exp)) }()
	time.Sleep(100 * time.Millisecond) // the writer is blocked on this save's batch
	for _, id := range []string{"a", "b"} {
		go func() { errs <- db.SaveQuote(ctx, testQuote(id, exp)) }()
	}
	waitFor(t, func() bool { return len(db.quotes.reqs) == 2 })
	release()
	waitFor(t, func() bool { return db.quotes.lingers.Load() == 1 })
	return errs
}

// A batch with company waits for more saves until it is full; then it
// commits them all at once.
func TestConcurrentSavesShareALingeringBatch(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	db := open(t, path)
	errs := lingeringBatch(t, path, db)
	exp := time.Now().Add(time.Minute).UTC()
	more := quoteBatchMax - 2
	for i := range more {
		go func() { errs <- db.SaveQuote(context.Background(), testQuote(fmt.Sprint("q", i), exp)) }()
	}
	for range 1 + 2 + more {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	// "first", "blocked", then everything else in the lingering batch.
	if got := db.quotes.batches.Load(); got != 3 {
		t.Errorf("%d batches, want 3", got)
	}
}

// Close ends a linger: the lingering batch is the one it waits for, and
// it commits.
func TestCloseEndsALinger(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	db := open(t, path)
	errs := lingeringBatch(t, path, db)
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	db = open(t, path)
	for _, id := range []string{"blocked", "a", "b"} {
		if _, err := db.Quote(context.Background(), id); err != nil {
			t.Errorf("%s: %v", id, err)
		}
	}
}
