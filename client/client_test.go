package client

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/api"
)

// fakeClock is a Clock whose Sleep advances it at once and records the
// pause, so that waits take no time and their pacing can be asserted.
type fakeClock struct {
	mu    sync.Mutex
	now   time.Time
	slept []time.Duration
}

func newFakeClock() *fakeClock { return &fakeClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)} }

func (f *fakeClock) Now() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.now
}

func (f *fakeClock) Sleep(ctx context.Context, d time.Duration) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.now = f.now.Add(d)
	f.slept = append(f.slept, d)
	return nil
}

func (f *fakeClock) pauses() []time.Duration {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]time.Duration(nil), f.slept...)
}

// answer serves one fixed response.
func answer(status int, body string, headers ...string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		for i := 0; i+1 < len(headers); i += 2 {
			w.Header().Set(headers[i], headers[i+1])
		}
		w.WriteHeader(status)
		fmt.Fprint(w, body)
	}
}

func TestErrorsDecoded(t *testing.T) {
	cases := []struct {
		name    string
		handler http.HandlerFunc
		want    Error
	}{
		{"standard body with reason and details",
			answer(400, `{"message":"No route found","statusCode":400,"type":"BAD_REQUEST","reason":"NO_ROUTE","details":{"explanation":"x"}}`, "x-request-id", "r1"),
			Error{StatusCode: 400, Type: "BAD_REQUEST", Message: "No route found", Reason: "NO_ROUTE", Details: map[string]any{"explanation": "x"}, RequestID: "r1"}},
		{"status 404 not yet indexed",
			answer(404, `{"message":"not yet","statusCode":404,"type":"NOT_FOUND","routeTransactionStatus":"not_found"}`),
			Error{StatusCode: 404, Type: "NOT_FOUND", Message: "not yet", RouteTransactionStatus: "not_found"}},
		{"wallet quote limit",
			answer(429, `{"error":"Too many quote requests for this address","retryAfter":7}`),
			Error{StatusCode: 429, Message: "Too many quote requests for this address", WalletLimit: true, RetryAfter: 7 * time.Second}},
		{"rate limited with Retry-After",
			answer(429, `{"message":"rate limit exceeded","statusCode":429,"type":"RATE_LIMITED"}`, "Retry-After", "2"),
			Error{StatusCode: 429, Type: "RATE_LIMITED", Message: "rate limit exceeded", RetryAfter: 2 * time.Second}},
		{"rate limited with RateLimit-Reset only",
			answer(429, `{"message":"rate limit exceeded","statusCode":429,"type":"RATE_LIMITED"}`, "RateLimit-Reset", "3"),
			Error{StatusCode: 429, Type: "RATE_LIMITED", Message: "rate limit exceeded", RetryAfter: 3 * time.Second}},
		{"not JSON (a proxy's page)", answer(502, `<html>bad gateway</html>`),
			Error{StatusCode: 502, Message: "Bad Gateway"}},
		{"redirect refused", answer(302, ``, "Location", "https://elsewhere.example/v2/chains"),
			Error{StatusCode: 302, Message: "redirect to https://elsewhere.example/v2/chains refused"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(tc.handler)
			defer srv.Close()
			c, err := New(srv.URL, "id", WithoutRateLimitRetry())
			if err != nil {
				t.Fatal(err)
			}
			_, err = c.Chains(context.Background(), ListQuery{})
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %v (%T) is not *Error", err, err)
			}
			if len(e.Body) == 0 && tc.want.StatusCode != 302 {
				t.Errorf("the raw body is not kept")
			}
			e.Body = nil
			if d := cmp.Diff(&tc.want, e); d != "" {
				t.Errorf("error (-want +got):\n%s", d)
			}
		})
	}
}

func TestRateLimitedRetried(t *testing.T) {
	t.Parallel()
	var n atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("x-integrator-id") != "id" {
			t.Errorf("x-integrator-id %q", r.Header.Get("x-integrator-id"))
		}
		if n.Add(1) == 1 {
			answer(429, `{"message":"slow down","statusCode":429,"type":"RATE_LIMITED"}`, "Retry-After", "1")(w, r)
			return
		}
		answer(200, `{"tokens":[{"symbol":"USDC","chainId":"1","decimals":6}]}`)(w, r)
	}))
	defer srv.Close()
	clk := newFakeClock()
	c, _ := New(srv.URL, "id", WithClock(clk))
	got, err := c.Tokens(context.Background(), ListQuery{ChainID: "1"})
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]api.Token{{Symbol: "USDC", ChainID: "1", Decimals: 6}}, got); d != "" || n.Load() != 2 {
		t.Errorf("requests %d, tokens (-want +got):\n%s", n.Load(), d)
	}
	if d := cmp.Diff([]time.Duration{time.Second}, clk.pauses()); d != "" {
		t.Errorf("pauses before the retry (-want +got):\n%s", d)
	}

	// opted out: the 429 comes back at once
	n.Store(0)
	c, _ = New(srv.URL, "id", WithoutRateLimitRetry())
	_, err = c.Tokens(context.Background(), ListQuery{})
	var e *Error
	if !errors.As(err, &e) || e.StatusCode != 429 || e.RetryAfter != time.Second || n.Load() != 1 {
		t.Errorf("without retry: %v after %d requests", err, n.Load())
	}

	// a retry wait is bounded by the context
	n.Store(0)
	c, _ = New(srv.URL, "id", WithClock(newFakeClock()))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Tokens(ctx, ListQuery{}); err == nil {
		t.Errorf("a cancelled context still retried")
	}
}

// fakeStatus answers a script of status answers, repeating the last.
type fakeStatus struct {
	script []func() (*api.StatusRecord, error)
	n      int
}

func (f *fakeStatus) Status(ctx context.Context, q api.StatusQuery) (*api.StatusRecord, error) {
	i := min(f.n, len(f.script)-1)
	f.n++
	return f.script[i]()
}

func rec(state, st string, terminal bool) func() (*api.StatusRecord, error) {
	return func() (*api.StatusRecord, error) {
		return &api.StatusRecord{ID: "0xtx", RouteTransactionStatus: state, Status: st, Terminal: terminal, NextPollSeconds: 1}, nil
	}
}

func TestWait(t *testing.T) {
	t.Parallel()
	start := newFakeClock().Now()
	notIndexed := func() (*api.StatusRecord, error) {
		return nil, &Error{StatusCode: 404, Type: "NOT_FOUND", RouteTransactionStatus: "not_found"}
	}
	unknownQuote := func() (*api.StatusRecord, error) { return nil, &Error{StatusCode: 404, Type: "NOT_FOUND"} }
	down := func() (*api.StatusRecord, error) { return nil, &Error{StatusCode: 503} }
	q := api.StatusQuery{TransactionID: "0xtx", FromChainID: "1", ToChainID: "42161", QuoteID: "q"}
	cases := []struct {
		name      string
		script    []func() (*api.StatusRecord, error)
		sent      time.Time
		wantSeen  []string
		wantState string
		wantErr   string
		wantPause []time.Duration // the pacing: 5 s after a 404, nextPollSeconds, 2 s after a 5xx
	}{
		{"not indexed, ongoing, success", []func() (*api.StatusRecord, error){notIndexed, rec("ongoing", "source_gateway_called", false),
			rec("ongoing", "source_gateway_called", false), rec("ongoing", "executing", false), rec("success", "destination_executed", true)},
			time.Time{}, []string{"not_found/", "ongoing/source_gateway_called", "ongoing/executing", "success/destination_executed"}, "success", "",
			[]time.Duration{5 * time.Second, time.Second, time.Second, time.Second}},
		{"needs_gas returns for the user to act", []func() (*api.StatusRecord, error){rec("needs_gas", "insufficient_fee", false)},
			time.Time{}, []string{"needs_gas/insufficient_fee"}, "needs_gas", "", nil},
		{"a 5xx passes", []func() (*api.StatusRecord, error){down, rec("refund", "refunded", true)},
			time.Time{}, []string{"refund/refunded"}, "refund", "", []time.Duration{2 * time.Second}},
		{"an unknown quote ends the wait", []func() (*api.StatusRecord, error){unknownQuote},
			time.Time{}, nil, "", "404 NOT_FOUND", nil},
		{"not found past 15 minutes escalates", []func() (*api.StatusRecord, error){notIndexed},
			start.Add(-16 * time.Minute), []string{"not_found/"}, "not_found", "contact support", nil},
		{"ongoing past 15 minutes escalates", []func() (*api.StatusRecord, error){rec("ongoing", "confirmed", false)},
			start.Add(-16 * time.Minute), []string{"ongoing/confirmed"}, "ongoing", "contact support", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var seen []string
			clk := newFakeClock()
			got, err := Wait(context.Background(), &fakeStatus{script: tc.script}, q, WaitOptions{Sent: tc.sent, Clock: clk,
				OnChange: func(r api.StatusRecord) { seen = append(seen, r.RouteTransactionStatus+"/"+r.Status) }})
			if tc.wantErr == "" && err != nil || tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)) {
				t.Fatalf("error %v, want %q", err, tc.wantErr)
			}
			if d := cmp.Diff(tc.wantSeen, seen); d != "" || got.RouteTransactionStatus != tc.wantState {
				t.Errorf("final %q; changes (-want +got):\n%s", got.RouteTransactionStatus, d)
			}
			if d := cmp.Diff(tc.wantPause, clk.pauses()); d != "" {
				t.Errorf("pauses between polls (-want +got):\n%s", d)
			}
		})
	}
}

func TestEscalateErrorTyped(t *testing.T) {
	at := func(total int64) func() (*api.StatusRecord, error) {
		return func() (*api.StatusRecord, error) {
			return &api.StatusRecord{ID: "0xtx", QuoteID: "q", RouteTransactionStatus: "ongoing", NextPollSeconds: 1,
				TimeSpent: map[string]int64{"total": total}}, nil
		}
	}
	// timeSpent.total counts even when the wait just started; the
	// estimate (20 min) doubles the limit to 40 min: 2000 s is within it,
	// 2500 s past it.
	f := &fakeStatus{script: []func() (*api.StatusRecord, error){at(2000), at(2500)}}
	_, err := Wait(context.Background(), f, api.StatusQuery{}, WaitOptions{EstimatedRouteDuration: 20 * time.Minute, Clock: newFakeClock()})
	var esc *EscalateError
	if !errors.As(err, &esc) || esc.Limit != 40*time.Minute || esc.Elapsed != 2500*time.Second || f.n != 2 {
		t.Fatalf("after %d polls: %v", f.n, err)
	}
}

// TestRateLimitHeadersHoldBack: after RateLimit-Remaining: 0 the client
// waits RateLimit-Reset before its next request, so a service that
// refuses early requests never has to refuse it.
func TestRateLimitHeadersHoldBack(t *testing.T) {
	t.Parallel()
	clk := newFakeClock()
	var mu sync.Mutex
	var last time.Time
	refused := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		if now := clk.Now(); !last.IsZero() && now.Sub(last) < time.Second {
			refused++
			answer(429, `{"message":"slow down","statusCode":429,"type":"RATE_LIMITED"}`, "Retry-After", "1")(w, r)
			return
		}
		last = clk.Now()
		answer(200, `{"chains":[]}`, "RateLimit-Limit", "1", "RateLimit-Remaining", "0", "RateLimit-Reset", "1")(w, r)
	}))
	defer srv.Close()
	c, _ := New(srv.URL, "id", WithClock(clk))
	for range 3 {
		if _, err := c.Chains(context.Background(), ListQuery{}); err != nil {
			t.Fatal(err)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if refused != 0 {
		t.Errorf("%d requests refused: RateLimit-Remaining 0 did not hold the next one back", refused)
	}
	if d := cmp.Diff([]time.Duration{time.Second, time.Second}, clk.pauses()); d != "" {
		t.Errorf("hold-backs (-want +got):\n%s", d)
	}
}
