// Package verify checks Switchyard's webhook signatures on the receiving
// side, and is the one definition of the scheme the sender signs with.
//
// The scheme is Stripe's: the header
//
//	Switchyard-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>
//
// signs the timestamp with the exact body bytes, so a receiver can refuse
// old requests (replay) and forged ones with the same check. The HMAC key
// is the secret exactly as shown at registration, whsec_ prefix included.
package verify

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Header names of a webhook request.
const (
	SignatureHeader   = "Switchyard-Signature"
	IdempotencyHeader = "Idempotency-Key"
	EventIDHeader     = "Switchyard-Event-Id"
)

// DefaultTolerance is how old a signed timestamp may be.
const DefaultTolerance = 5 * time.Minute

// Errors of Verify; each means the request must not be processed.
var (
	ErrMalformed = errors.New("signature header is missing or malformed")
	ErrSignature = errors.New("signature does not match the body")
	ErrTooOld    = errors.New("signature timestamp is outside the tolerance")
	ErrDuplicate = errors.New("event already received")
)

// Sign returns the Switchyard-Signature header value for a body sent at t.
func Sign(secret string, t time.Time, body []byte) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	return "t=" + ts + ",v1=" + hex.EncodeToString(mac(secret, ts, body))
}

func mac(secret, ts string, body []byte) []byte {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(ts))
	m.Write([]byte("."))
	m.Write(body)
	return m.Sum(nil)
}

// Check verifies a header against the body and the current time: the
// signature must match (compared in constant time; any of several v1
// values, as senders rotating secrets send) and the timestamp must be no
// further than tolerance from now.
func Check(secret, header string, body []byte, now time.Time, tolerance time.Duration) error {
	var ts string
	var sigs [][]byte
	for _, part := range strings.Split(header, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			continue
		}
		switch k {
		case "t":
			ts = v
		case "v1":
			if b, err := hex.DecodeString(v); err == nil {
				sigs = append(sigs, b)
			}
		}
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || len(sigs) == 0 {
		return ErrMalformed
	}
	want := mac(secret, ts, body)
	match := false
	for _, s := range sigs {
		if hmac.Equal(s, want) {
			match = true
		}
	}
	if !match {
		return ErrSignature
	}
	if age := now.Sub(time.Unix(sec, 0)); age > tolerance || age < -tolerance {
		return fmt.Errorf("%w (%s old)", ErrTooOld, age.Round(time.Second))
	}
	return nil
}

// Verifier checks requests of one endpoint and remembers the event ids it
// accepted, so a redelivery (webhooks are sent at least once) is told
// apart. It is safe for concurrent use.
type Verifier struct {
	Secret    string
	Tolerance time.Duration    // zero: DefaultTolerance
	Now       func() time.Time // nil: time.Now
	// Remember bounds the ids kept (zero: 100,000); the oldest go first.
	Remember int

	mu    sync.Mutex
	seen  map[string]struct{}
	order []string
}

// Verify checks the signature and timestamp, then the idempotency key:
// ErrDuplicate for an id already accepted (answer 2xx and skip it, or the
// sender retries it). The id is recorded only when everything else holds.
func (v *Verifier) Verify(header, id string, body []byte) error {
	now, tol := time.Now, v.Tolerance
	if v.Now != nil {
		now = v.Now
	}
	if tol <= 0 {
		tol = DefaultTolerance
	}
	if err := Check(v.Secret, header, body, now(), tol); err != nil {
		return err
	}
	if id == "" {
		return fmt.Errorf("%w: no %s", ErrMalformed, IdempotencyHeader)
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.seen == nil {
		v.seen = map[string]struct{}{}
	}
	if _, ok := v.seen[id]; ok {
		return ErrDuplicate
	}
	limit := v.Remember
	if limit <= 0 {
		limit = 100_000
	}
	if len(v.order) >= limit {
		delete(v.seen, v.order[0])
		v.order = v.order[1:]
	}
	v.seen[id] = struct{}{}
	v.order = append(v.order, id)
	return nil
}
