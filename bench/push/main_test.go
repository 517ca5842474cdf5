package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/switchyard-dev/switchyard/push/verify"
)

func TestStreamReadsEventsAndHeartbeats(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("x-integrator-id") != "id1" {
			http.Error(w, `{"message":"no id"}`, http.StatusUnauthorized)
			return
		}
		w.Header().Set("Content-Type", "text/event-stream")
		io.WriteString(w, "retry: 5000\n\n")
		w.(http.Flusher).Flush()
		io.WriteString(w, "id: 0\nevent: status\ndata: {\"routeTransactionStatus\":\"not_found\"}\n\n: heartbeat\n\n")
		w.(http.Flusher).Flush()
		io.WriteString(w, "id: 1\nevent: status\ndata: {\"a\":1,\ndata: \"b\":2}\n\n")
	}))
	defer srv.Close()
	addr := strings.TrimPrefix(srv.URL, "http://")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()

	if _, err := openStream(ctx, addr, "/v2/status/stream", "wrong", 512); err == nil || errKey(err) != "HTTP 401" {
		t.Fatalf("wrong id: error %v (key %q), want HTTP 401", err, errKey(err))
	}
	st, err := openStream(ctx, addr, "/v2/status/stream", "id1", 512)
	if err != nil {
		t.Fatal(err)
	}
	defer st.close()
	var got []item
	for {
		it, err := st.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if it.At.IsZero() {
			t.Errorf("item %+v has no arrival time", it)
		}
		got = append(got, it)
	}
	want := []item{
		{ID: "0", Event: "status", Data: `{"routeTransactionStatus":"not_found"}`},
		{Heartbeat: true},
		{ID: "1", Event: "status", Data: "{\"a\":1,\n\"b\":2}"},
	}
	if d := cmp.Diff(want, got, cmpopts.IgnoreFields(item{}, "At")); d != "" {
		t.Errorf("items (-want +got):\n%s", d)
	}
}

func TestOpenStreamRefusesOtherHosts(t *testing.T) {
	if _, err := openStream(context.Background(), "192.0.2.1:80", "/", "id", 512); err == nil {
		t.Fatal("a non-loopback address was dialled")
	}
}

func TestSummarize(t *testing.T) {
	hook := func(v float64) *float64 { return &v }
	ok := func(stream, send float64, wh *float64) routeResult {
		return routeResult{StreamMs: stream, SendToStreamMs: send, WebhookMs: wh}
	}
	rs := []routeResult{ok(10, 100, hook(40)), ok(30, 300, hook(60)), ok(20, 200, nil), {Err: "x"}}
	tests := []struct {
		name string
		pick func(routeResult) (float64, bool)
		rs   []routeResult
		want KindStats
	}{
		{"none", streamMs, nil, KindStats{Kind: "k"}},
		{"stream, a failure fails the kind", streamMs, rs,
			KindStats{Kind: "k", Routes: 4, Failed: 1, P50ms: 20, P99ms: 30, MaxMs: 30, MinMs: 10, MeanMs: 20, RouteP50: 200}},
		{"stream under the goal", streamMs, rs[:3],
			KindStats{Kind: "k", Routes: 3, P50ms: 20, P99ms: 30, MaxMs: 30, MinMs: 10, MeanMs: 20, RouteP50: 200, Pass: true}},
		{"a missing webhook counts as failed", webhookMs, rs[:3],
			KindStats{Kind: "k", Routes: 3, Failed: 1, P50ms: 40, P99ms: 60, MaxMs: 60, MinMs: 40, MeanMs: 50, RouteP50: 100}},
		{"p50 at the goal", streamMs, []routeResult{ok(500, 1, nil), ok(500, 1, nil), ok(5, 1, nil)},
			KindStats{Kind: "k", Routes: 3, P50ms: 500, P99ms: 500, MaxMs: 500, MinMs: 5, MeanMs: 335, RouteP50: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if d := cmp.Diff(tc.want, summarize("k", tc.rs, tc.pick)); d != "" {
				t.Errorf("summarize (-want +got):\n%s", d)
			}
		})
	}
}

func TestWebhookReceiverDatesSuccess(t *testing.T) {
	h, err := startWebhookReceiver()
	if err != nil {
		t.Fatal(err)
	}
	defer h.close()
	h.setSecret("whsec_test")
	tx := "0xAB" + strings.Repeat("0", 62)
	post := func(key, state string, signed bool) {
		body := fmt.Sprintf(`{"type":"status","quoteId":"q","sequence":1,"transactionId":%q,"record":{"routeTransactionStatus":%q}}`, tx, state)
		req, _ := http.NewRequest(http.MethodPost, h.url, bytes.NewReader([]byte(body)))
		req.Header.Set("Idempotency-Key", key)
		if signed {
			req.Header.Set("Switchyard-Signature", verify.Sign("whsec_test", time.Now(), []byte(body)))
		} else {
			req.Header.Set("Switchyard-Signature", verify.Sign("whsec_other", time.Now(), []byte(body)))
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
	ctx := context.Background()
	post("q:1", "ongoing", true)
	if _, err := h.waitSuccess(ctx, tx, 50*time.Millisecond); err == nil {
		t.Fatal("success before any success webhook")
	}
	post("q:2", "success", true)
	first, err := h.waitSuccess(ctx, strings.ToLower(tx), time.Second)
	if err != nil {
		t.Fatal(err)
	}
	post("q:2", "success", false) // a redelivery keeps the first arrival; signed with another secret
	again, err := h.waitSuccess(ctx, tx, time.Second)
	if err != nil || !again.Equal(first) {
		t.Errorf("after a redelivery: %v, %v; want the first arrival %v", again, err, first)
	}
	want := webhookStats{Requests: 3, BadSig: 1, Duplicates: 1}
	if d := cmp.Diff(want, h.stats()); d != "" {
		t.Errorf("stats (-want +got):\n%s", d)
	}
}
