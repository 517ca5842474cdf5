package main

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/push/verify"
)

func TestHandler(t *testing.T) {
	const secret = "whsec_example"
	now := time.Unix(1_800_000_000, 0)
	body := []byte(`{"type":"status","quoteId":"q1","sequence":1,"transactionId":"0xabc","record":{"state":"ongoing"}}`)
	var out bytes.Buffer
	h := handler(&verify.Verifier{Secret: secret, Now: func() time.Time { return now }}, &out)
	send := func(sig, id string, b []byte) int {
		req := httptest.NewRequest(http.MethodPost, "/webhook", bytes.NewReader(b))
		req.Header.Set(verify.SignatureHeader, sig)
		req.Header.Set(verify.IdempotencyHeader, id)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code
	}
	got := []int{
		send(verify.Sign(secret, now, body), "q1:1", body),                                                         // valid
		send(verify.Sign("whsec_forged", now, body), "q1:2", body),                                                 // wrong secret
		send(verify.Sign(secret, now, body), "q1:3", bytes.Replace(body, []byte("ongoing"), []byte("success"), 1)), // modified
		send(verify.Sign(secret, now.Add(-10*time.Minute), body), "q1:4", body),                                    // replayed
		send(verify.Sign(secret, now, body), "q1:1", body),                                                         // duplicate: acknowledged, not printed
	}
	want := []int{http.StatusNoContent, http.StatusUnauthorized, http.StatusUnauthorized, http.StatusUnauthorized, http.StatusOK}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("status codes (-want +got):\n%s", diff)
	}
	if n := strings.Count(out.String(), "\n"); n != 1 || !strings.Contains(out.String(), "quote q1 transaction 0xabc #1: ongoing") {
		t.Fatalf("printed:\n%s", out.String())
	}
}
