package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/status"
)

// fakeStatus answers fixed records: a known transaction, and a 404 for
// one not yet seen.
type fakeStatus struct{ got []status.Query }

const (
	knownTx  = "0x1111111111111111111111111111111111111111111111111111111111111111"
	unseenTx = "0x2222222222222222222222222222222222222222222222222222222222222222"
)

func (f *fakeStatus) Status(_ context.Context, q status.Query) (*status.Answer, error) {
	f.got = append(f.got, q)
	switch q.TransactionID {
	case knownTx:
		rec := status.Record{ID: knownTx, RouteTransactionStatus: status.StateSuccess, Terminal: true}
		b, _ := json.Marshal(rec)
		return &status.Answer{Record: rec, JSON: b}, nil
	case unseenTx:
		return nil, apperr.NotFound("transaction %s is not yet on chain 1", unseenTx).WithRouteStatus(status.StateNotFound)
	}
	return nil, apperr.NotFound("quote %q not found", q.QuoteID)
}

func statusEnv(t testing.TB) (*testEnv, *fakeStatus) {
	env := newEnv(t)
	f := &fakeStatus{}
	env.srv.cfg.Status = f
	return env, f
}

func TestStatusQueries(t *testing.T) {
	full := "transactionId=" + knownTx + "&fromChainId=1&toChainId=42161&quoteId=q1"
	cases := []struct {
		name, query string
		code        int
		typ, msg    string
		routeStatus string
	}{
		{"found", full, 200, "", "", ""},
		{"found with the legacy requestId and extra members", full + "&requestId=r1&foo=bar", 200, "", "", ""},
		{"nothing", "", 400, "BAD_REQUEST", "missing required query parameters: transactionId, fromChainId, toChainId, quoteId", ""},
		{"one missing", "transactionId=" + knownTx + "&fromChainId=1&toChainId=42161", 400, "BAD_REQUEST", "missing required query parameter: quoteId", ""},
		{"empty counts as missing", "transactionId=&fromChainId=1&toChainId=42161&quoteId=q", 400, "BAD_REQUEST", "parameter: transactionId", ""},
		{"bad escape", full + "&quoteId=%zz", 400, "BAD_REQUEST", "not valid percent-encoding", ""},
		{"too long", strings.Replace(full, "quoteId=q1", "quoteId="+strings.Repeat("q", 300), 1), 400, "BAD_REQUEST", "quoteId is longer than 256", ""},
		{"not yet seen", strings.Replace(full, knownTx, unseenTx, 1), 404, "NOT_FOUND", "is not yet on chain 1", "not_found"},
		{"unknown quote", strings.Replace(full, knownTx, "0x33", 1), 404, "NOT_FOUND", `quote "q1" not found`, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			env, _ := statusEnv(t)
			rec := env.do("GET", "/v2/status?"+tc.query, fastID, "")
			if rec.Code != tc.code {
				t.Fatalf("status %d, want %d: %s", rec.Code, tc.code, rec.Body)
			}
			if tc.code == 200 {
				if rec.Header().Get("Content-Type") != "application/json" || rec.Header().Get("Cache-Control") != "no-store" {
					t.Errorf("headers %v", rec.Header())
				}
				return
			}
			var body struct {
				Message, Type          string
				StatusCode             int
				RouteTransactionStatus string
			}
			if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
				t.Fatal(err)
			}
			if body.Type != tc.typ || body.StatusCode != tc.code || !strings.Contains(body.Message, tc.msg) || body.RouteTransactionStatus != tc.routeStatus {
				t.Errorf("body %+v, want type %s, message containing %q, routeTransactionStatus %q", body, tc.typ, tc.msg, tc.routeStatus)
			}
		})
	}
}

func TestStatusQueryReachesTheTracker(t *testing.T) {
	env, f := statusEnv(t)
	env.do("GET", "/v2/status?transactionId="+knownTx+"&fromChainId=1&toChainId=42161&quoteId=q1&requestId=r1", fastID, "")
	want := []status.Query{{TransactionID: knownTx, FromChainID: "1", ToChainID: "42161", QuoteID: "q1", RequestID: "r1", IntegratorName: "fast"}}
	if diff := cmp.Diff(want, f.got); diff != "" {
		t.Errorf("queries (-want +got):\n%s", diff)
	}
}

func TestStatusCostsOneRequestOfTheRate(t *testing.T) {
	env, _ := statusEnv(t)
	q := "/v2/status?transactionId=" + knownTx + "&fromChainId=1&toChainId=42161&quoteId=q1"
	if rec := env.do("GET", q, slowID, ""); rec.Code != 200 {
		t.Fatalf("first: %d %s", rec.Code, rec.Body)
	}
	if rec := env.do("GET", q, slowID, ""); rec.Code != http.StatusTooManyRequests {
		t.Fatalf("second within the second at 1 rps: %d %s", rec.Code, rec.Body)
	}
	if rec := env.do("GET", q, "", ""); rec.Code != http.StatusUnauthorized {
		t.Fatalf("without x-integrator-id: %d", rec.Code)
	}
}

// FuzzStatusQuery: any query string gets a JSON answer, never a 500.
func FuzzStatusQuery(f *testing.F) {
	for _, seed := range []string{"", "transactionId=" + knownTx + "&fromChainId=1&toChainId=42161&quoteId=q1", "transactionId=%zz",
		"quoteId=&quoteId=x", "transactionId=" + unseenTx + "&fromChainId=1&toChainId=1&quoteId=\x00", "a=b;c=d", "%"} {
		f.Add(seed)
	}
	env, _ := statusEnv(f)
	f.Fuzz(func(t *testing.T, query string) {
		req := httptest.NewRequest(http.MethodGet, "/", nil)
		req.URL.Path = "/v2/status"
		req.URL.RawQuery = query
		req.Header.Set("x-integrator-id", fastID)
		rec := httptest.NewRecorder()
		env.h.ServeHTTP(rec, req)
		if rec.Code >= 500 || !json.Valid(rec.Body.Bytes()) {
			t.Fatalf("GET /v2/status?%s: %d %q", query, rec.Code, rec.Body)
		}
	})
}
