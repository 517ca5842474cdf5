package main

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/switchyard-dev/switchyard/internal/testsvc"
	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/store/postgres"
)

// The timed INSERT must fit the quotes table store/postgres migrates to,
// and leave it as it found it.
func TestMeasureQuoteWritesOnTheStoresSchema(t *testing.T) {
	if testing.Short() {
		t.Skip("needs PostgreSQL")
	}
	ctx := context.Background()
	u := testsvc.PostgresURL(t)
	db, err := postgres.Open(ctx, postgres.Config{URL: u})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	now := time.Now()
	if err := db.SaveQuote(ctx, route.StoredQuote{ID: "q1", IntegratorID: "h", FromChain: "1", ToChain: "1", FromAddress: "0xa",
		Request: []byte(`{"a":1}`), Route: []byte(`{"b":2}`), CreatedAt: now, ExpiresAt: now.Add(time.Minute), Full: true}); err != nil {
		t.Fatal(err)
	}
	w, err := measureQuoteWrites(ctx, u, 20)
	if err != nil {
		t.Fatal(err)
	}
	if w.Writes != 20 || w.RowBytes != 14 || w.P99ms < w.P50ms || w.Maxms < w.P99ms || w.Fsync == "" {
		t.Errorf("figures %+v", w)
	}
	conn, err := pgx.Connect(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var n int
	if err := conn.QueryRow(ctx, "SELECT count(*) FROM quotes").Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Errorf("%d quotes left, want the 1 stored", n)
	}
}
