package api

import "encoding/json"

// WebhookEvent is the body POSTed, signed, to an integrator's webhook for
// each change of one of its transactions' status.
type WebhookEvent struct {
	Type          string          `json:"type"` // WebhookEventStatus
	QuoteID       string          `json:"quoteId"`
	Sequence      int64           `json:"sequence"`      // the change's number, from 1, per transaction
	TransactionID string          `json:"transactionId"` // the source transaction's hash
	Record        json.RawMessage `json:"record"`        // the status record, as GET /v2/status answers it
}

// WebhookEventStatus is the type of a status change's event.
const WebhookEventStatus = "status"
