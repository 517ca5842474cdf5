package sqlite

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/push"
	"github.com/switchyard-dev/switchyard/status"
)

func openTest(t *testing.T) *DB {
	t.Helper()
	db, err := Open(context.Background(), Config{Path: filepath.Join(t.TempDir(), "s.db")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func saveChange(t *testing.T, db *DB, integratorHash, tx string, seq int64, at time.Time) {
	t.Helper()
	rec := []byte(`{"state":"ongoing","seq":` + string(rune('0'+seq)) + `}`)
	err := db.SaveTracked(context.Background(), &status.Tracked{FromChain: "1", TxHash: tx, QuoteID: "q-" + tx, ToChain: "42161",
		IntegratorHash: integratorHash, Seq: seq, State: "ongoing", Record: rec, CreatedAt: at, UpdatedAt: at})
	if err != nil {
		t.Fatal(err)
	}
}

func ids(list []push.Delivery) []string {
	out := []string{}
	for _, d := range list {
		out = append(out, d.IdempotencyKey)
	}
	return out
}

func TestWebhookOutbox(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	t0 := time.Unix(1_800_000_000, 0)
	// Changes of an integrator without a webhook are not enqueued.
	saveChange(t, db, "h1", "0xa", 1, t0)
	if err := db.SetWebhook(ctx, push.Webhook{IntegratorHash: "h1", URL: "https://a.example/hook", Nonce: "n1", SecretSHA256: "x", CreatedAt: t0}); err != nil {
		t.Fatal(err)
	}
	saveChange(t, db, "h1", "0xa", 2, t0.Add(time.Second))
	saveChange(t, db, "h1", "0xa", 3, t0.Add(2*time.Second))
	saveChange(t, db, "h1", "0xb", 1, t0.Add(3*time.Second))
	saveChange(t, db, "", "0xc", 1, t0) // no integrator

	now := t0.Add(time.Minute)
	due, err := db.DueWebhooks(ctx, now, nil, 10)
	if err != nil {
		t.Fatal(err)
	}
	// 0xa:3 waits for 0xa:2.
	if diff := cmp.Diff([]string{"q-0xa:2", "q-0xb:1"}, ids(due)); diff != "" {
		t.Fatalf("due (-want +got):\n%s", diff)
	}
	var p map[string]any
	if err := json.Unmarshal(due[0].Payload, &p); err != nil {
		t.Fatal(err)
	}
	wantPayload := map[string]any{"type": "status", "quoteId": "q-0xa", "sequence": 2.0, "transactionId": "0xa",
		"record": map[string]any{"state": "ongoing", "seq": 2.0}}
	if diff := cmp.Diff(wantPayload, p); diff != "" {
		t.Fatalf("payload (-want +got):\n%s", diff)
	}
	if due[0].Nonce != "n1" || due[0].URL != "https://a.example/hook" {
		t.Fatalf("delivery %+v", due[0])
	}
	if got, _ := db.DueWebhooks(ctx, now, []string{"https://a.example/hook"}, 10); len(got) != 0 {
		t.Fatalf("busy URL still due: %v", ids(got))
	}

	// A claim leases it: not due, not claimable again until the lease ends.
	lease := now.Add(30 * time.Second)
	if ok, err := db.ClaimWebhook(ctx, due[0].ID, now, lease); !ok || err != nil {
		t.Fatalf("claim: %v %v", ok, err)
	}
	if ok, _ := db.ClaimWebhook(ctx, due[0].ID, now, lease); ok {
		t.Fatal("claimed twice")
	}
	got, _ := db.DueWebhooks(ctx, now, nil, 10)
	if diff := cmp.Diff([]string{"q-0xb:1"}, ids(got)); diff != "" {
		t.Fatalf("due while leased (-want +got):\n%s", diff)
	}
	// The lease ran out (the process died): due again.
	got, _ = db.DueWebhooks(ctx, lease, nil, 10)
	if diff := cmp.Diff([]string{"q-0xa:2", "q-0xb:1"}, ids(got)); diff != "" {
		t.Fatalf("due after the lease (-want +got):\n%s", diff)
	}

	// A failed attempt is retried later; delivered lets seq 3 through.
	if err := db.FinishWebhook(ctx, due[0].ID, push.Outcome{State: push.StatePending, Attempted: true, NextAttemptAt: now.Add(5 * time.Second),
		At: now, Status: 503, Error: "HTTP 503"}); err != nil {
		t.Fatal(err)
	}
	got, _ = db.DueWebhooks(ctx, now.Add(time.Second), nil, 10)
	if diff := cmp.Diff([]string{"q-0xb:1"}, ids(got)); diff != "" {
		t.Fatalf("due during backoff (-want +got):\n%s", diff)
	}
	if err := db.FinishWebhook(ctx, due[0].ID, push.Outcome{State: push.StateDelivered, Attempted: true, At: now, Status: 204}); err != nil {
		t.Fatal(err)
	}
	got, _ = db.DueWebhooks(ctx, now, nil, 10)
	if diff := cmp.Diff([]string{"q-0xa:3", "q-0xb:1"}, ids(got)); diff != "" {
		t.Fatalf("due after delivery (-want +got):\n%s", diff)
	}
	if n, _ := db.PendingWebhooks(ctx); n != 2 {
		t.Fatalf("pending %d, want 2", n)
	}
	hist, err := db.WebhookDeliveries(ctx, "h1", 10)
	if err != nil {
		t.Fatal(err)
	}
	last := hist[len(hist)-1]
	if last.IdempotencyKey != "q-0xa:2" || last.State != push.StateDelivered || last.Attempts != 2 || last.LastStatus != 204 {
		t.Fatalf("history %+v", last)
	}

	// Pruning keeps what is pending and what is recent.
	if n, err := db.PruneWebhooks(ctx, t0); n != 0 || err != nil {
		t.Fatalf("pruned %d %v", n, err)
	}
	if n, err := db.PruneWebhooks(ctx, now); n != 1 || err != nil {
		t.Fatalf("pruned %d %v, want the one delivered", n, err)
	}
	// A cleared webhook leaves deliveries without a nonce; a reset forgets them.
	if ok, err := db.ClearWebhook(ctx, "h1"); !ok || err != nil {
		t.Fatalf("clear: %v %v", ok, err)
	}
	got, _ = db.DueWebhooks(ctx, now, nil, 10)
	if len(got) == 0 || got[0].Nonce != "" {
		t.Fatalf("after clear: %+v", got)
	}
	if err := db.ResetDevnet(ctx); err != nil {
		t.Fatal(err)
	}
	if n, _ := db.PendingWebhooks(ctx); n != 0 {
		t.Fatalf("pending after reset %d", n)
	}
}
