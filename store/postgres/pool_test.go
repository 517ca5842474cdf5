package postgres

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/jackc/pgx/v5"
)

// With every connection in use a caller waits (counted in Stats) and gets
// the first one released.
func TestPoolWaitsForAConnection(t *testing.T) {
	_, url := openTest(t)
	s := openURL(t, url)
	s.pool.close()
	s.pool = newPool(s.pool.cfg, 1)
	ctx := context.Background()

	release := make(chan struct{})
	held := make(chan struct{})
	first := make(chan error, 1)
	go func() {
		first <- s.conn(ctx, func(*pgx.Conn) error {
			close(held)
			<-release
			return nil
		})
	}()
	<-held
	if diff := cmp.Diff(Stats{Acquired: 1, Total: 1, Max: 1}, s.Stats()); diff != "" {
		t.Errorf("stats with the connection held (-want +got):\n%s", diff)
	}
	second := make(chan error, 1)
	go func() { second <- s.Ping(ctx) }()
	for s.Stats().EmptyAcquires == 0 {
		select {
		case err := <-second:
			t.Fatalf("Ping returned (%v) while the only connection was held", err)
		case <-time.After(time.Millisecond):
		}
	}
	close(release)
	if err := errors.Join(<-first, <-second); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(Stats{Idle: 1, Total: 1, Max: 1, EmptyAcquires: 1}, s.Stats()); diff != "" {
		t.Errorf("stats at rest (-want +got):\n%s", diff)
	}
}

// A connection whose server process died is dropped, and the next call
// opens a new one.
func TestPoolDropsABrokenConnection(t *testing.T) {
	s, url := openTest(t)
	ctx := context.Background()
	var pid uint32
	if err := s.conn(ctx, func(c *pgx.Conn) error { pid = c.PgConn().PID(); return nil }); err != nil {
		t.Fatal(err)
	}
	admin := connect(t, url)
	if _, err := admin.Exec(ctx, `SELECT pg_terminate_backend($1)`, int32(pid)); err != nil {
		t.Fatal(err)
	}
	// The terminated connection either fails this call (and is dropped)
	// or is found dead on acquisition; either way the next call works.
	_ = s.Ping(ctx)
	if err := s.Ping(ctx); err != nil {
		t.Fatalf("ping after a dropped connection: %v", err)
	}
	if st := s.Stats(); st.Total != 1 || st.Acquired != 0 {
		t.Errorf("stats %+v: want one idle connection", st)
	}
}

// A connection left inside a transaction (a failed commit, a panic caught
// upstream) is not handed out again.
func TestPoolDropsAConnectionInATransaction(t *testing.T) {
	s, _ := openTest(t)
	ctx := context.Background()
	var first *pgx.Conn
	if err := s.conn(ctx, func(c *pgx.Conn) error {
		first = c
		_, err := c.Exec(ctx, `BEGIN`)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if err := s.conn(ctx, func(c *pgx.Conn) error {
		if c == first {
			t.Error("the connection left in a transaction was handed out again")
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

// A caller's error (a conflict, an SQL error) leaves the connection in
// the pool.
func TestPoolKeepsAConnectionAfterAnError(t *testing.T) {
	s, _ := openTest(t)
	ctx := context.Background()
	var first *pgx.Conn
	errMine := errors.New("mine")
	if err := s.tx(ctx, func(tx pgx.Tx) error {
		first = tx.Conn()
		return errMine
	}); !errors.Is(err, errMine) {
		t.Fatalf("tx: %v, want %v", err, errMine)
	}
	if err := s.conn(ctx, func(c *pgx.Conn) error {
		_, err := c.Exec(ctx, `SELECT * FROM no_such_table`)
		return err
	}); err == nil {
		t.Fatal("query of a missing table succeeded")
	}
	if err := s.conn(ctx, func(c *pgx.Conn) error {
		if c != first {
			t.Error("a new connection after callers' errors")
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

func TestClosedStoreRefuses(t *testing.T) {
	s, _ := openTest(t)
	s.Close()
	if err := s.Ping(context.Background()); !errors.Is(err, errPoolClosed) {
		t.Fatalf("Ping after Close: %v, want %v", err, errPoolClosed)
	}
}
