package postgres

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/jackc/pgx/v5"
)

// Stats reports the pool's connections: the configured maximum, one
// acquired while a call holds it, idle once it is released.
func TestStats(t *testing.T) {
	_, url := openTest(t)
	s, err := Open(context.Background(), Config{URL: url, MaxConns: 3})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	ignoreEmpty := cmpopts.IgnoreFields(Stats{}, "EmptyAcquires")

	if err := s.conn(ctx, func(*pgx.Conn) error {
		if diff := cmp.Diff(Stats{Acquired: 1, Total: 1, Max: 3}, s.Stats(), ignoreEmpty); diff != "" {
			t.Errorf("stats with the connection held (-want +got):\n%s", diff)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	st := s.Stats()
	if diff := cmp.Diff(Stats{Idle: 1, Total: 1, Max: 3}, st, ignoreEmpty); diff != "" {
		t.Errorf("stats at rest (-want +got):\n%s", diff)
	}
	// Opening the store's first connection (for migrating) found the pool
	// empty.
	if st.EmptyAcquires < 1 {
		t.Errorf("EmptyAcquires %d, want at least the first acquisition", st.EmptyAcquires)
	}
}

// Without MaxConns the pool is sized max(4, CPUs), or by the URL's
// pool_max_conns.
func TestMaxConnsDefault(t *testing.T) {
	_, url := openTest(t)
	s := openURL(t, url+"&pool_max_conns=5")
	if got := s.Stats().Max; got != 8 {
		t.Errorf("Max %d with MaxConns 8 and pool_max_conns=5, want 8", got)
	}
	s, err := Open(context.Background(), Config{URL: url + "&pool_max_conns=5"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if got := s.Stats().Max; got != 5 {
		t.Errorf("Max %d with pool_max_conns=5, want 5", got)
	}
}

// The URL's pool_* upkeep settings win over the package's defaults.
func TestPoolUpkeepFromURL(t *testing.T) {
	_, url := openTest(t)
	for _, tc := range []struct {
		query string
		want  time.Duration
	}{
		{"", 5 * time.Minute},
		{"&pool_max_conn_idle_time=1m", time.Minute},
	} {
		s := openURL(t, url+tc.query)
		if got := s.pool.Config().MaxConnIdleTime; got != tc.want {
			t.Errorf("URL query %q: MaxConnIdleTime %v, want %v", tc.query, got, tc.want)
		}
	}
}

// A connection whose server process died is dropped, and the next call
// gets a working one.
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
	// or is found dead on acquisition; either way the next call works on
	// another backend.
	_ = s.conn(ctx, func(c *pgx.Conn) error { _, err := c.Exec(ctx, `SELECT 1`); return err })
	if err := s.conn(ctx, func(c *pgx.Conn) error {
		if c.PgConn().PID() == pid {
			t.Error("the terminated connection was handed out again")
		}
		_, err := c.Exec(ctx, `SELECT 1`)
		return err
	}); err != nil {
		t.Fatalf("query after a dropped connection: %v", err)
	}
	if st := s.Stats(); st.Acquired != 0 || st.Total != st.Idle {
		t.Errorf("stats %+v: want every connection idle", st)
	}
}

// A connection left inside a transaction (a failed commit, a panic caught
// upstream) is not handed out again.
func TestPoolDropsAConnectionInATransaction(t *testing.T) {
	s, _ := openTest(t)
	ctx := context.Background()
	var first uint32
	if err := s.conn(ctx, func(c *pgx.Conn) error {
		first = c.PgConn().PID()
		_, err := c.Exec(ctx, `BEGIN`)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if err := s.conn(ctx, func(c *pgx.Conn) error {
		if c.PgConn().PID() == first {
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
	_, url := openTest(t)
	s, err := Open(context.Background(), Config{URL: url, MaxConns: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	var first uint32
	errMine := errors.New("mine")
	if err := s.tx(ctx, func(tx pgx.Tx) error {
		first = tx.Conn().PgConn().PID()
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
		if c.PgConn().PID() != first {
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
	if err := s.Ping(context.Background()); err == nil {
		t.Fatal("Ping after Close succeeded")
	}
}
