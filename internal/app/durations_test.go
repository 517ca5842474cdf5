package app

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
	"github.com/switchyard-dev/switchyard/store/sqlite"
)

// TestRecordDurations: only a stored change that reached success
// measures its route, with timeSpent.total.
func TestRecordDurations(t *testing.T) {
	ctx := context.Background()
	db, err := sqlite.Open(ctx, sqlite.Config{Path: filepath.Join(t.TempDir(), "s.db")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	book, err := route.NewDurationBook(ctx, route.DurationBookConfig{Store: db, MinSamples: 1})
	if err != nil {
		t.Fatal(err)
	}
	record := recordDurations(book, slog.New(slog.DiscardHandler))
	tracked := func(tx string) *status.Tracked {
		return &status.Tracked{FromChain: "1", ToChain: "8453", TxHash: tx, Kind: status.KindBridge}
	}
	rec := func(state string, total int64) *status.Record {
		return &status.Record{RouteTransactionStatus: state, Terminal: status.Terminal(state), TimeSpent: map[string]int64{"total": total}}
	}
	for i, r := range []*status.Record{rec(status.StateOngoing, 3), rec(status.StateNeedsGas, 4), rec(status.StatePartialSuccess, 5),
		rec(status.StateRefund, 6), {RouteTransactionStatus: status.StateSuccess, Terminal: true, TimeSpent: map[string]int64{}}} {
		record(tracked(fmt.Sprintf("0x%d", i)), r)
	}
	if _, _, ok := book.Estimate(status.KindBridge, "1", "8453"); ok {
		t.Fatal("an estimate before any success")
	}
	record(tracked("0xok"), rec(status.StateSuccess, 42))
	if p50, p90, ok := book.Estimate(status.KindBridge, "1", "8453"); !ok || p50 != 42*time.Second || p90 != 42*time.Second {
		t.Errorf("estimate %v %v %v, want 42s 42s", p50, p90, ok)
	}
	if recordDurations(nil, slog.New(slog.DiscardHandler)) != nil {
		t.Error("no book: want no recorder")
	}
}
