package push

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/status"
)

// WebhookLookup finds an integrator's registered webhook.
type WebhookLookup interface {
	// Webhook returns the integrator's webhook; false when it has none.
	Webhook(ctx context.Context, integratorHash string) (Webhook, bool, error)
}

// Notifier decides the webhook deliveries a status change causes (the
// status tracker's status.Notifier): one to the webhook of the quote's
// integrator, if it registered one, carrying the change as an
// api.WebhookEvent. The store writes them with the change, in one
// transaction, into the outbox the Deliverer sends from.
type Notifier struct {
	hooks WebhookLookup
}

// NewNotifier returns a Notifier over the webhook registrations.
func NewNotifier(hooks WebhookLookup) *Notifier { return &Notifier{hooks: hooks} }

// Notifications implements status.Notifier.
func (n *Notifier) Notifications(ctx context.Context, t *status.Tracked) ([]status.Notification, error) {
	if t.IntegratorHash == "" {
		return nil, nil
	}
	w, ok, err := n.hooks.Webhook(ctx, t.IntegratorHash)
	if err != nil {
		return nil, fmt.Errorf("webhook of the integrator: %w", err)
	}
	if !ok {
		return nil, nil
	}
	body, err := json.Marshal(api.WebhookEvent{Type: api.WebhookEventStatus, QuoteID: t.QuoteID, Sequence: t.Seq,
		TransactionID: t.TxHash, Record: t.Record})
	if err != nil {
		return nil, fmt.Errorf("webhook event: %w", err)
	}
	return []status.Notification{{IntegratorHash: t.IntegratorHash, URL: w.URL, IdempotencyKey: EventID(t.QuoteID, t.Seq), Payload: body}}, nil
}
