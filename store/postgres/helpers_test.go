package postgres

import (
	"context"
	"testing"

	"github.com/switchyard-dev/switchyard/internal/testsvc"
)

// openTest opens a store on a new database that t's cleanup drops.
func openTest(t testing.TB) (*DB, string) {
	t.Helper()
	url := testsvc.PostgresURL(t)
	return openURL(t, url), url
}

// openURL opens another handle (its own pool) on a database, as another
// replica does, closed by t's cleanup.
func openURL(t testing.TB, url string) *DB {
	t.Helper()
	s, err := Open(context.Background(), Config{URL: url, MaxConns: 8})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
