package storetest

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/push"
	"github.com/switchyard-dev/switchyard/status"
)

// saveChange stores change seq of tx (chain 1) for an integrator.
func saveChange(t *testing.T, s Store, integratorHash, tx string, seq int64, at time.Time) {
	t.Helper()
	c := change(tx, seq, "")
	c.IntegratorHash, c.CreatedAt, c.UpdatedAt = integratorHash, at, at
	c.Record = []byte(`{"state":"ongoing","seq":` + string(rune('0'+seq)) + `}`)
	mustSave(t, s, c)
}

func keys(list []push.Delivery) []string {
	out := []string{}
	for _, d := range list {
		out = append(out, d.IdempotencyKey)
	}
	return out
}

func testWebhookOutbox(t *testing.T, h Harness) {
	ctx := t.Context()
	s := h.Open(t)
	t0 := epoch
	if list, err := s.Webhooks(ctx); err != nil || len(list) != 0 {
		t.Fatalf("webhooks of an empty store: %v, %v", list, err)
	}
	// Changes of an integrator without a webhook cause no delivery (push
	// decides; the store writes what it is handed).
	saveChange(t, s, "h1", "0xa", 1, t0)
	hook := push.Webhook{IntegratorHash: "h1", URL: "https://a.example/hook", Nonce: "n1", SecretSHA256: "x", CreatedAt: t0}
	if err := s.SetWebhook(ctx, hook); err != nil {
		t.Fatal(err)
	}
	saveChange(t, s, "h1", "0xa", 2, t0.Add(time.Second))
	saveChange(t, s, "h1", "0xa", 3, t0.Add(2*time.Second))
	saveChange(t, s, "h1", "0xb", 1, t0.Add(3*time.Second))
	saveChange(t, s, "", "0xc", 1, t0) // no integrator
	// A refused change enqueues nothing: the outbox is written with it.
	refused := change("0xa", 2, "")
	refused.IntegratorHash = "h1"
	if err := s.SaveTracked(ctx, notified(t, s, refused)); !errors.Is(err, status.ErrConflict) {
		t.Fatalf("stale change: got %v, want status.ErrConflict", err)
	}
	if n, err := s.PendingWebhooks(ctx); err != nil || n != 3 {
		t.Fatalf("pending %d, %v; want 3", n, err)
	}
	// Registrations are replaced, and listed.
	hook.Nonce = "n2"
	if err := s.SetWebhook(ctx, hook); err != nil {
		t.Fatal(err)
	}
	if err := s.SetWebhook(ctx, push.Webhook{IntegratorHash: "h0", URL: "https://b.example/", Nonce: "m", SecretSHA256: "y", CreatedAt: t0}); err != nil {
		t.Fatal(err)
	}
	list, err := s.Webhooks(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"h0", "h1"}, []string{list[0].IntegratorHash, list[1].IntegratorHash}); diff != "" || !list[1].CreatedAt.Equal(t0) || list[1].Nonce != "n2" {
		t.Fatalf("webhooks %+v", list)
	}

	now := t0.Add(time.Minute)
	due, err := s.DueWebhooks(ctx, now, nil, 10)
	if err != nil {
		t.Fatal(err)
	}
	// 0xa:3 waits for 0xa:2.
	if diff := cmp.Diff([]string{"q-0xa:2", "q-0xb:1"}, keys(due)); diff != "" {
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
	if d := due[0]; d.Nonce != "n2" || d.URL != "https://a.example/hook" || d.QuoteID != "q-0xa" || d.FromChain != "1" || d.TxHash != "0xa" ||
		d.Seq != 2 || d.State != push.StatePending || !d.CreatedAt.Equal(t0.Add(time.Second)) {
		t.Fatalf("delivery %+v", d)
	}
	if got, _ := s.DueWebhooks(ctx, now, []string{"https://a.example/hook"}, 10); len(got) != 0 {
		t.Fatalf("busy URL still due: %v", keys(got))
	}
	if got, _ := s.DueWebhooks(ctx, now, nil, 1); len(got) != 1 {
		t.Fatalf("limit 1: %v", keys(got))
	}

	// A claim leases it: not due, not claimable again until the lease ends.
	lease := now.Add(30 * time.Second)
	if ok, err := s.ClaimWebhook(ctx, due[0].ID, now, lease); !ok || err != nil {
		t.Fatalf("claim: %v %v", ok, err)
	}
	if ok, _ := h.Peer(t, s).ClaimWebhook(ctx, due[0].ID, now, lease); ok {
		t.Fatal("claimed twice")
	}
	got, _ := s.DueWebhooks(ctx, now, nil, 10)
	if diff := cmp.Diff([]string{"q-0xb:1"}, keys(got)); diff != "" {
		t.Fatalf("due while leased (-want +got):\n%s", diff)
	}
	// The lease ran out (the process died): due again.
	got, _ = s.DueWebhooks(ctx, lease, nil, 10)
	if diff := cmp.Diff([]string{"q-0xa:2", "q-0xb:1"}, keys(got)); diff != "" {
		t.Fatalf("due after the lease (-want +got):\n%s", diff)
	}

	// A failed attempt is retried later; delivered lets seq 3 through.
	if err := s.FinishWebhook(ctx, due[0].ID, push.Outcome{State: push.StatePending, Attempted: true, NextAttemptAt: now.Add(5 * time.Second),
		At: now, Status: 503, Error: "HTTP 503"}); err != nil {
		t.Fatal(err)
	}
	got, _ = s.DueWebhooks(ctx, now.Add(time.Second), nil, 10)
	if diff := cmp.Diff([]string{"q-0xb:1"}, keys(got)); diff != "" {
		t.Fatalf("due during backoff (-want +got):\n%s", diff)
	}
	if err := s.FinishWebhook(ctx, due[0].ID, push.Outcome{State: push.StateDelivered, Attempted: true, At: now, Status: 204}); err != nil {
		t.Fatal(err)
	}
	got, _ = s.DueWebhooks(ctx, now, nil, 10)
	if diff := cmp.Diff([]string{"q-0xa:3", "q-0xb:1"}, keys(got)); diff != "" {
		t.Fatalf("due after delivery (-want +got):\n%s", diff)
	}
	// Released unattempted (shutdown): no attempt counted, due again.
	if ok, _ := s.ClaimWebhook(ctx, got[1].ID, now, lease); !ok {
		t.Fatal("claim 0xb:1")
	}
	if err := s.FinishWebhook(ctx, got[1].ID, push.Outcome{NextAttemptAt: now}); err != nil {
		t.Fatal(err)
	}
	if n, _ := s.PendingWebhooks(ctx); n != 2 {
		t.Fatalf("pending %d, want 2", n)
	}
	hist, err := s.WebhookDeliveries(ctx, "h1", 10)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"q-0xb:1", "q-0xa:3", "q-0xa:2"}, keys(hist)); diff != "" {
		t.Fatalf("history, newest first (-want +got):\n%s", diff)
	}
	if last := hist[2]; last.State != push.StateDelivered || last.Attempts != 2 || last.LastStatus != 204 || !last.LastAttemptAt.Equal(now) {
		t.Fatalf("delivered %+v", last)
	}
	if first := hist[0]; first.Attempts != 0 || first.State != push.StatePending {
		t.Fatalf("released %+v", first)
	}
	if hist, _ := s.WebhookDeliveries(ctx, "h1", 1); len(hist) != 1 {
		t.Fatalf("history limit 1: %v", keys(hist))
	}

	// Pruning keeps what is pending and what is recent.
	if n, err := s.PruneWebhooks(ctx, t0); n != 0 || err != nil {
		t.Fatalf("pruned %d %v", n, err)
	}
	if n, err := s.PruneWebhooks(ctx, now); n != 1 || err != nil {
		t.Fatalf("pruned %d %v, want the one delivered", n, err)
	}
	// A cleared webhook leaves deliveries without a nonce.
	if ok, err := s.ClearWebhook(ctx, "h1"); !ok || err != nil {
		t.Fatalf("clear: %v %v", ok, err)
	}
	if ok, err := s.ClearWebhook(ctx, "h1"); ok || err != nil {
		t.Fatalf("second clear: %v %v", ok, err)
	}
	got, _ = s.DueWebhooks(ctx, now, nil, 10)
	if len(got) == 0 || got[0].Nonce != "" {
		t.Fatalf("after clear: %+v", got)
	}
}

func testClearTracking(t *testing.T, h Harness) {
	ctx := t.Context()
	s := h.Open(t)
	if err := s.SetWebhook(ctx, push.Webhook{IntegratorHash: "h1", URL: "https://a.example/hook", Nonce: "n1", SecretSHA256: "x", CreatedAt: epoch}); err != nil {
		t.Fatal(err)
	}
	saveChange(t, s, "h1", "0xa", 1, epoch)
	saveChange(t, s, "h1", "0xa", 2, epoch)
	saveQuotes(t, s, testQuote("kept", time.Now().Add(time.Minute).UTC()))
	if err := s.ClearTracking(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := s.LoadTracked(ctx, "1", "0xa"); !errors.Is(err, status.ErrNotTracked) {
		t.Errorf("after clear: %v, want ErrNotTracked", err)
	}
	if evs, err := s.Events(ctx, "1", "0xa", 0); err != nil || len(evs) != 0 {
		t.Errorf("events after clear: %v, %v", evs, err)
	}
	if n, err := s.PendingWebhooks(ctx); err != nil || n != 0 {
		t.Errorf("pending after clear: %d, %v", n, err)
	}
	// Registrations and quotes stay; the transaction starts over.
	if list, _ := s.Webhooks(ctx); len(list) != 1 {
		t.Errorf("webhooks after clear: %v", list)
	}
	if _, err := s.Quote(ctx, "kept"); err != nil {
		t.Errorf("quote after clear: %v", err)
	}
	saveChange(t, s, "h1", "0xa", 1, epoch)
}

// testNotificationsAsHanded: the store writes a change's notifications as
// they are handed, bytes and all, whatever the registrations; it decides
// nothing. Webhook finds one registration.
func testNotificationsAsHanded(t *testing.T, h Harness) {
	ctx := t.Context()
	s := h.Open(t)
	tr := change("0xn", 1, "")
	tr.IntegratorHash, tr.CreatedAt, tr.UpdatedAt = "h9", epoch, epoch
	tr.Notifications = []status.Notification{{IntegratorHash: "h9", URL: "https://n.example/", IdempotencyKey: "k-1", Payload: []byte("raw bytes")}}
	if err := s.SaveTracked(ctx, tr); err != nil {
		t.Fatal(err)
	}
	got, err := s.WebhookDeliveries(ctx, "h9", 10)
	if err != nil || len(got) != 1 {
		t.Fatalf("deliveries %+v, %v; want the one handed", got, err)
	}
	if d := got[0]; string(d.Payload) != "raw bytes" || d.URL != "https://n.example/" || d.IdempotencyKey != "k-1" || d.TxHash != "0xn" || d.Seq != 1 {
		t.Fatalf("delivery %+v", d)
	}
	if _, ok, err := s.Webhook(ctx, "h9"); ok || err != nil {
		t.Fatalf("webhook of an integrator without one: %v, %v", ok, err)
	}
	hook := push.Webhook{IntegratorHash: "h9", URL: "https://n.example/", Nonce: "n", SecretSHA256: "x", CreatedAt: epoch}
	if err := s.SetWebhook(ctx, hook); err != nil {
		t.Fatal(err)
	}
	w, ok, err := s.Webhook(ctx, "h9")
	if !ok || err != nil {
		t.Fatalf("webhook: %v, %v", ok, err)
	}
	if diff := cmp.Diff(hook, w); diff != "" {
		t.Fatalf("webhook (-want +got):\n%s", diff)
	}
}
