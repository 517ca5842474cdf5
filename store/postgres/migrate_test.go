package postgres

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/jackc/pgx/v5"

	"github.com/switchyard-dev/switchyard/internal/testsvc"
)

func connect(t testing.TB, url string) *pgx.Conn {
	t.Helper()
	c, err := pgx.Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close(context.Background()) })
	return c
}

func appliedVersions(t testing.TB, c *pgx.Conn) []int {
	t.Helper()
	rows, err := c.Query(context.Background(), `SELECT version FROM schema_migrations ORDER BY version`)
	if err != nil {
		t.Fatal(err)
	}
	v, err := pgx.CollectRows(rows, pgx.RowTo[int])
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func allVersions() []int {
	var v []int
	for i := range migrations {
		v = append(v, i+1)
	}
	return v
}

// Replicas starting together on an empty database: one migrates, the
// others wait and find nothing to do; every one opens. Opening again
// applies nothing.
func TestMigrateConcurrently(t *testing.T) {
	url := testsvc.PostgresURL(t)
	const replicas = 4
	var wg sync.WaitGroup
	errs := make([]error, replicas)
	for i := range replicas {
		wg.Go(func() {
			s, err := Open(context.Background(), Config{URL: url, MaxConns: 2})
			if err == nil {
				s.Close()
			}
			errs[i] = err
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	c := connect(t, url)
	if diff := cmp.Diff(allVersions(), appliedVersions(t, c)); diff != "" {
		t.Errorf("applied migrations (-want +got):\n%s", diff)
	}
	openURL(t, url)
	if diff := cmp.Diff(allVersions(), appliedVersions(t, c)); diff != "" {
		t.Errorf("after opening again (-want +got):\n%s", diff)
	}
}

// Open waits for the migration lock another process holds, then migrates.
func TestMigrateWaitsForTheLock(t *testing.T) {
	url := testsvc.PostgresURL(t)
	ctx := context.Background()
	holder := connect(t, url)
	if _, err := holder.Exec(ctx, `SELECT pg_advisory_lock($1)`, migrationLock); err != nil {
		t.Fatal(err)
	}
	opened := make(chan error, 1)
	go func() {
		s, err := Open(ctx, Config{URL: url, MaxConns: 2})
		if err == nil {
			s.Close()
		}
		opened <- err
	}()
	// The opener is queued on the lock: seen in pg_locks, not by timing.
	for {
		var waiting int
		if err := holder.QueryRow(ctx, `SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`).Scan(&waiting); err != nil {
			t.Fatal(err)
		}
		if waiting == 1 {
			break
		}
		select {
		case err := <-opened:
			t.Fatalf("Open returned (%v) while the migration lock was held", err)
		case <-time.After(time.Millisecond):
		}
	}
	var tables int
	if err := holder.QueryRow(ctx, `SELECT count(*) FROM pg_tables WHERE tablename = 'quotes'`).Scan(&tables); err != nil {
		t.Fatal(err)
	}
	if tables != 0 {
		t.Fatal("migrated while the lock was held")
	}
	if _, err := holder.Exec(ctx, `SELECT pg_advisory_unlock($1)`, migrationLock); err != nil {
		t.Fatal(err)
	}
	if err := <-opened; err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(allVersions(), appliedVersions(t, holder)); diff != "" {
		t.Errorf("applied migrations (-want +got):\n%s", diff)
	}
}

// A database migrated by a newer binary is refused, not written to.
func TestOpenRefusesANewerSchema(t *testing.T) {
	s, url := openTest(t)
	s.Close()
	c := connect(t, url)
	if _, err := c.Exec(context.Background(), `INSERT INTO schema_migrations(version) VALUES ($1)`, len(migrations)+1); err != nil {
		t.Fatal(err)
	}
	if s, err := Open(context.Background(), Config{URL: url}); err == nil {
		s.Close()
		t.Fatal("opened a database with a newer schema")
	}
}

func TestOpenWithoutURL(t *testing.T) {
	if _, err := Open(context.Background(), Config{}); err == nil {
		t.Fatal("opened without a URL")
	}
}
