package sqlite

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/status"
)

// Two processes sharing the file (the service and an admin command, or a
// replica started by mistake) never take the same orphaned row: each take
// is one UPDATE … RETURNING under SQLite's write lock.
func TestTakeOrphanedAcrossHandles(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	a, b := open(t, path), open(t, path)
	t0 := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	const rows = 80
	for i := range rows {
		tx := fmt.Sprintf("0x%02x", i)
		if err := a.SaveTracked(ctx, &status.Tracked{FromChain: "1", TxHash: tx, QuoteID: "q" + tx, ToChain: "10", Seq: 1, State: "PENDING",
			Record: []byte(`{}`), CreatedAt: t0, UpdatedAt: t0}); err != nil {
			t.Fatal(err)
		}
	}
	var mu sync.Mutex
	owner := map[string]string{}
	var wg sync.WaitGroup
	for i, db := range []*DB{a, b, a, b} {
		name := fmt.Sprint("r", i)
		wg.Go(func() {
			for {
				took, err := db.TakeOrphaned(ctx, name, t0.Add(time.Hour), t0.Add(2*time.Hour), 5)
				if err != nil {
					t.Error(err)
					return
				}
				if len(took) == 0 {
					return
				}
				mu.Lock()
				for _, tr := range took {
					if prev, ok := owner[tr.TxHash]; ok {
						t.Errorf("%s taken by %s and %s", tr.TxHash, prev, name)
					}
					owner[tr.TxHash] = name
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if len(owner) != rows {
		t.Errorf("%d rows taken, want %d", len(owner), rows)
	}
}

// A database from before the leases and full quotes gains them with
// their zero values: quotes not full, transactions nobody's.
func TestSharedMigrationKeepsRows(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	db := open(t, path)
	t0 := time.Now().UTC().Truncate(time.Millisecond)
	// Back to the schema before the shared migration, with a row in each table.
	for _, q := range []string{
		`DROP INDEX quotes_full`,
		`ALTER TABLE quotes DROP COLUMN full`,
		`ALTER TABLE tracked_transactions DROP COLUMN lease_owner`,
		`ALTER TABLE tracked_transactions DROP COLUMN lease_until`,
		fmt.Sprintf(`DELETE FROM schema_migrations WHERE version = %d`, slices.Index(migrations, sharedSchema)+1),
		fmt.Sprintf(`INSERT INTO quotes(id, integrator_id_hash, from_chain, to_chain, from_address, request, route, created_at, expires_at)
			VALUES ('old', 'h1', '1', '10', '0xa', '{}', '{}', %d, %d)`, t0.UnixNano(), t0.Add(time.Minute).UnixNano()),
		fmt.Sprintf(`INSERT INTO tracked_transactions(from_chain, tx_hash, quote_id, to_chain, seq, state, terminal, record, created_at, updated_at)
			VALUES ('1', '0xold', 'old', '10', 3, 'PENDING', 0, '{}', %d, %d)`, t0.UnixNano(), t0.UnixNano()),
	} {
		if _, err := db.db.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	db.Close()
	db = open(t, path)
	q, err := db.Quote(ctx, "old")
	if err != nil || q.Full {
		t.Errorf("old quote: %+v, %v", q, err)
	}
	tr, err := db.LoadTracked(ctx, "1", "0xold")
	if err != nil || tr.LeaseOwner != "" || !tr.LeaseUntil.IsZero() || tr.Seq != 3 {
		t.Fatalf("old transaction: %+v, %v", tr, err)
	}
	tr.Seq, tr.LeaseOwner, tr.LeaseUntil = 4, "r1", t0.Add(time.Minute)
	if err := db.SaveTracked(ctx, tr); err != nil {
		t.Errorf("next change of an old transaction: %v", err)
	}
}
