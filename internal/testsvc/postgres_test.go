package testsvc

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"
)

// Two tests' databases are distinct, empty and dropped afterwards.
func TestPostgresURL(t *testing.T) {
	ctx := context.Background()
	var urls [2]string
	for i := range urls {
		t.Run("db", func(t *testing.T) {
			urls[i] = PostgresURL(t)
			conn, err := pgx.Connect(ctx, urls[i])
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close(ctx)
			var n int
			if err := conn.QueryRow(ctx, `SELECT count(*) FROM pg_tables WHERE schemaname = 'public'`).Scan(&n); err != nil {
				t.Fatal(err)
			}
			if n != 0 {
				t.Errorf("%d tables in a new database", n)
			}
			if _, err := conn.Exec(ctx, `CREATE TABLE t (x int)`); err != nil {
				t.Fatal(err)
			}
		})
	}
	if t.Skipped() || urls[0] == "" || urls[1] == "" {
		return
	}
	if urls[0] == urls[1] {
		t.Fatalf("both tests got %s", urls[0])
	}
	// Dropped by the subtests' cleanup.
	if conn, err := pgx.Connect(ctx, urls[0]); err == nil {
		conn.Close(ctx)
		t.Errorf("database %s still exists", urls[0])
	}
}
