package httpapi

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/limit/memory"
	"github.com/switchyard-dev/switchyard/liquidity"
	"github.com/switchyard-dev/switchyard/route"
)

const (
	slowID = "sy_slow_secret_id"   // testing tier, 1 rps
	fastID = "sy_fast_secret_id"   // custom tier, many rps, holds feature "axl"
	failID = "sy_store_is_broken!" // the store fails for this one
)

// fakeAuth is an Authenticator over fixed integrators.
type fakeAuth map[string]*integrator.Integrator

func (f fakeAuth) Authenticate(_ context.Context, raw string) (*integrator.Integrator, error) {
	if raw == "" {
		return nil, apperr.Unauthorized(integrator.MsgMissing)
	}
	if raw == failID {
		return nil, errors.New("database is locked at /var/lib/secret.db")
	}
	in, ok := f[raw]
	if !ok {
		return nil, apperr.Unauthorized(integrator.MsgInvalid)
	}
	return in, nil
}

type pingFunc func(context.Context) error

func (p pingFunc) Ping(ctx context.Context) error { return p(ctx) }

type testEnv struct {
	srv  *Server
	h    http.Handler
	logs *bytes.Buffer
	now  time.Time
	mu   sync.Mutex
	down bool
}

func newEnv(t testing.TB) *testEnv {
	t.Helper()
	cat, err := catalog.LoadWithOverride("../catalog/testdata/small.json")
	if err != nil {
		t.Fatal(err)
	}
	env := &testEnv{logs: &bytes.Buffer{}, now: time.Unix(1_700_000_000, 0)}
	clock := func() time.Time { env.mu.Lock(); defer env.mu.Unlock(); return env.now }
	env.srv = New(Config{
		Catalog: cat,
		Integrators: fakeAuth{
			slowID: {Name: "slow", IDHash: integrator.HashID(slowID), Tier: integrator.TierTesting, Rate: 1, Enabled: true},
			fastID: {Name: "fast", IDHash: integrator.HashID(fastID), Tier: integrator.TierCustom, Rate: 100000, Enabled: true, Features: []string{"axl"}},
		},
		Limiter:  memory.New(memory.Config{Now: clock}),
		Logger:   slog.New(slog.NewJSONHandler(env.logs, nil)),
		Registry: prometheus.NewRegistry(),
		SDK:      catalog.SDKMeta{ExplorerURL: "https://explorer.example"},
		Dependencies: map[string]Pinger{"store": pingFunc(func(context.Context) error {
			env.mu.Lock()
			defer env.mu.Unlock()
			if env.down {
				return errors.New("down")
			}
			return nil
		})},
		Routes: route.NewService(route.ServiceConfig{Catalog: cat, Engine: route.NewEngine(route.EngineConfig{Book: liquidity.NewBook()}),
			Window: memory.NewQuoteWindow(memory.QuoteWindowConfig{Clock: clock})}),
	})
	env.h = env.srv
	return env
}

func (e *testEnv) advance(d time.Duration) { e.mu.Lock(); e.now = e.now.Add(d); e.mu.Unlock() }

func (e *testEnv) do(method, target, id, body string, headers ...string) *httptest.ResponseRecorder {
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req := httptest.NewRequest(method, target, rd)
	if id != "" {
		req.Header.Set("x-integrator-id", id)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, req)
	return rec
}

type errResp struct {
	Message    string         `json:"message"`
	StatusCode int            `json:"statusCode"`
	Type       string         `json:"type"`
	Reason     string         `json:"reason,omitempty"`
	Details    map[string]any `json:"details,omitempty"`
}

func decodeErr(t *testing.T, rec *httptest.ResponseRecorder) errResp {
	t.Helper()
	var e errResp
	if err := json.Unmarshal(rec.Body.Bytes(), &e); err != nil {
		t.Fatalf("error body %q is not JSON: %v", rec.Body, err)
	}
	if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
		t.Errorf("error Content-Type %q", ct)
	}
	return e
}

func TestErrors(t *testing.T) {
	big := `{"fields":["` + strings.Repeat("a", MaxBodyBytes) + `"]}`
	tests := []struct {
		name        string
		method, url string
		id, body    string
		want        errResp
		wantHeaders map[string]string
	}{
		{"missing header", "GET", "/v2/chains", "", "",
			errResp{Message: "x-integrator-id header is missing", StatusCode: 401, Type: "UNAUTHORIZED"}, nil},
		{"missing header on POST route", "POST", "/v2/route", "", `{}`,
			errResp{Message: "x-integrator-id header is missing", StatusCode: 401, Type: "UNAUTHORIZED"}, nil},
		{"unknown id", "GET", "/v2/tokens", "sy_unknown", "",
			errResp{Message: integrator.MsgInvalid, StatusCode: 401, Type: "UNAUTHORIZED"}, nil},
		{"unknown path", "GET", "/v2/nope", fastID, "",
			errResp{Message: `no such path "/v2/nope"; the API lives under /v2/ (see /v2/openapi.json)`, StatusCode: 404, Type: "NOT_FOUND"}, nil},
		{"wrong method", "DELETE", "/v2/chains", fastID, "",
			errResp{Message: "method DELETE is not allowed on /v2/chains; allowed: GET, HEAD, OPTIONS, POST", StatusCode: 405, Type: "BAD_REQUEST"},
			map[string]string{"Allow": "GET, HEAD, OPTIONS, POST"}},
		{"body over 1 MiB", "POST", "/v2/tokens", fastID, big,
			errResp{Message: "request body is larger than 1048576 bytes", StatusCode: 413, Type: "BAD_REQUEST"}, nil},
		{"malformed JSON", "POST", "/v2/tokens", fastID, `{"fields": [`,
			errResp{Message: "$: malformed JSON: unexpected EOF", StatusCode: 400, Type: "SCHEMA_VALIDATION_ERROR", Details: map[string]any{"path": "$"}}, nil},
		{"wrong type", "POST", "/v2/tokens", fastID, `{"fields": "symbol"}`,
			errResp{Message: "$.fields: must be an array of strings", StatusCode: 400, Type: "SCHEMA_VALIDATION_ERROR", Details: map[string]any{"path": "$.fields"}}, nil},
		{"wrong element type", "POST", "/v2/tokens", fastID, `{"fields": ["symbol", 7]}`,
			errResp{Message: "$.fields[1]: must be a string", StatusCode: 400, Type: "SCHEMA_VALIDATION_ERROR", Details: map[string]any{"path": "$.fields[1]"}}, nil},
		{"unknown property", "POST", "/v2/chains", fastID, `{"field": ["chainId"]}`,
			errResp{Message: `$.field: unknown property "field" (allowed: fields)`, StatusCode: 400, Type: "SCHEMA_VALIDATION_ERROR", Details: map[string]any{"path": "$.field"}}, nil},
		{"not an object", "POST", "/v2/chains", fastID, `["chainId"]`,
			errResp{Message: "$: the body must be a JSON object, not array", StatusCode: 400, Type: "SCHEMA_VALIDATION_ERROR", Details: map[string]any{"path": "$"}}, nil},
		{"fields missing", "POST", "/v2/tokens", fastID, `{}`,
			errResp{Message: catalog.MsgFieldsRequired, StatusCode: 400, Type: "BAD_REQUEST"}, nil},
		{"fields empty", "POST", "/v2/chains", fastID, `{"fields": []}`,
			errResp{Message: catalog.MsgFieldsRequired, StatusCode: 400, Type: "BAD_REQUEST"}, nil},
		{"dotted", "POST", "/v2/chains", fastID, `{"fields": ["nativeCurrency.symbol"]}`,
			errResp{Message: `only top-level field names are allowed, without dots: "nativeCurrency.symbol"`, StatusCode: 400, Type: "BAD_REQUEST"}, nil},
		{"all blocked", "POST", "/v2/chains", fastID, `{"fields": ["privateRpcList", "liquiditySources"]}`,
			errResp{Message: catalog.MsgNoValidField, StatusCode: 400, Type: "BAD_REQUEST"}, nil},
		{"sdk-info lacks chainFields", "POST", "/v2/sdk-info", fastID, `{"tokenFields": ["symbol"]}`,
			errResp{Message: catalog.MsgSDKFieldsRequired, StatusCode: 400, Type: "BAD_REQUEST"}, nil},
		{"sdk-info empty tokenFields", "POST", "/v2/sdk-info", fastID, `{"tokenFields": [], "chainFields": ["chainId"]}`,
			errResp{Message: catalog.MsgSDKFieldsRequired, StatusCode: 400, Type: "BAD_REQUEST"}, nil},
		{"unknown chain", "GET", "/v2/chains?chainId=999", fastID, "",
			errResp{Message: `chain "999" is not supported; GET /v2/chains lists the supported chains`, StatusCode: 404, Type: "NOT_FOUND", Reason: "UNSUPPORTED_CHAIN"}, nil},
		{"restricted chain looks unknown", "GET", "/v2/tokens?chainId=osmosis-1", fastID, "",
			errResp{Message: `chain "osmosis-1" is not supported; GET /v2/chains lists the supported chains`, StatusCode: 404, Type: "NOT_FOUND", Reason: "UNSUPPORTED_CHAIN"}, nil},
		{"internal error hides its cause", "GET", "/v2/chains", failID, "",
			errResp{Message: "internal error; retry with backoff", StatusCode: 500, Type: "INTERNAL_ERROR"}, nil},
		{"route without its fields", "POST", "/v2/route", fastID, `{}`,
			errResp{Message: "$.fromChain: is required", StatusCode: 400, Type: "BAD_REQUEST", Details: map[string]any{"path": "$.fromChain"}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := newEnv(t)
			rec := env.do(tt.method, tt.url, tt.id, tt.body)
			if rec.Code != tt.want.StatusCode {
				t.Errorf("status %d, want %d", rec.Code, tt.want.StatusCode)
			}
			if diff := cmp.Diff(tt.want, decodeErr(t, rec)); diff != "" {
				t.Errorf("body (-want +got):\n%s", diff)
			}
			for k, v := range tt.wantHeaders {
				if got := rec.Header().Get(k); got != v {
					t.Errorf("header %s = %q, want %q", k, got, v)
				}
			}
			if strings.Contains(rec.Body.String(), "secret.db") {
				t.Error("internal detail leaked to the client")
			}
		})
	}
}

func TestRateLimit(t *testing.T) {
	env := newEnv(t)
	first := env.do("GET", "/v2/chains", slowID, "")
	if first.Code != 200 {
		t.Fatalf("first request: %d %s", first.Code, first.Body)
	}
	for k, v := range map[string]string{"RateLimit-Limit": "1", "RateLimit-Remaining": "0", "RateLimit-Reset": "1"} {
		if got := first.Header().Get(k); got != v {
			t.Errorf("%s = %q, want %q", k, got, v)
		}
	}
	// Unauthenticated requests cost no quota, so they cannot starve anyone.
	env.advance(time.Second)
	for range 5 {
		env.do("GET", "/v2/chains", "", "")
	}
	if rec := env.do("GET", "/v2/chains", slowID, ""); rec.Code != 200 {
		t.Fatalf("after a second: %d", rec.Code)
	}
	refused := env.do("GET", "/v2/tokens", slowID, "")
	if refused.Code != 429 {
		t.Fatalf("second request in a second: %d", refused.Code)
	}
	e := decodeErr(t, refused)
	if e.Type != "RATE_LIMITED" || e.StatusCode != 429 || !strings.Contains(e.Message, "1 request(s) per second") {
		t.Errorf("body %+v", e)
	}
	if refused.Header().Get("Retry-After") != "1" {
		t.Errorf("Retry-After %q", refused.Header().Get("Retry-After"))
	}
	// Another integrator is unaffected.
	if rec := env.do("GET", "/v2/tokens", fastID, ""); rec.Code != 200 {
		t.Errorf("other integrator: %d", rec.Code)
	}
	metrics := env.do("GET", "/metrics", "", "").Body.String()
	if !strings.Contains(metrics, `switchyard_rate_limited_total{integrator="slow"} 1`) {
		t.Errorf("rate-limit refusals not counted:\n%s", grep(metrics, "rate_limited"))
	}
}

func grep(s, sub string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, sub) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

func TestListingsETagAndGzip(t *testing.T) {
	env := newEnv(t)
	rec := env.do("GET", "/v2/tokens", fastID, "")
	etag := rec.Header().Get("ETag")
	if rec.Code != 200 || etag == "" {
		t.Fatalf("status %d etag %q", rec.Code, etag)
	}
	plain := rec.Body.Bytes()
	if nm := env.do("GET", "/v2/tokens", fastID, "", "If-None-Match", etag); nm.Code != 304 || nm.Body.Len() != 0 {
		t.Errorf("If-None-Match: %d with %d bytes", nm.Code, nm.Body.Len())
	}
	if nm := env.do("GET", "/v2/tokens", fastID, "", "If-None-Match", `"other"`); nm.Code != 200 {
		t.Errorf("stale If-None-Match: %d", nm.Code)
	}
	// A view with other feature flags has another body, so another ETag.
	env.advance(time.Second)
	if other := env.do("GET", "/v2/tokens", slowID, ""); other.Header().Get("ETag") == etag {
		t.Error("integrators seeing different tokens share an ETag")
	}
	gz := env.do("GET", "/v2/tokens", fastID, "", "Accept-Encoding", "gzip, deflate")
	if gz.Header().Get("Content-Encoding") != "gzip" {
		t.Fatalf("no gzip: %v", gz.Header())
	}
	zr, err := gzip.NewReader(gz.Body)
	if err != nil {
		t.Fatal(err)
	}
	unzipped, _ := io.ReadAll(zr)
	if !bytes.Equal(unzipped, plain) {
		t.Error("gzip body differs from the plain body")
	}
}

func TestListings(t *testing.T) {
	env := newEnv(t)
	tests := []struct {
		name, method, url, body, want string
	}{
		{"GET one chain", "GET", "/v2/chains?chainId=1", "", `"chain":{"id":"1"`},
		{"POST tokens with chain filter", "POST", "/v2/tokens?chainId=8453", `{"fields":["symbol"]}`,
			`{"tokens":[{"symbol":"axlUSDC"},{"symbol":"ETH"},{"symbol":"USDC"}]}`},
		{"POST one chain", "POST", "/v2/chains?chainId=8453", `{"fields":["chainName","nope"]}`, `{"chain":{"chainName":"Base"}}`},
		{"POST sdk-info", "POST", "/v2/sdk-info?chainId=1", `{"tokenFields":["symbol"],"chainFields":["chainId"]}`,
			`{"chains":[{"chainId":"1"}],"tokens":[{"symbol":"USDC"}],"axelarscanURL":"https://explorer.example","isInMaintenanceMode":false}`},
		{"GET sdk-info carries the maintenance message", "GET", "/v2/sdk-info?chainId=1", "", `"isInMaintenanceMode":false,"maintenanceMessage":""}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := env.do(tt.method, tt.url, fastID, tt.body)
			if rec.Code != 200 {
				t.Fatalf("status %d: %s", rec.Code, rec.Body)
			}
			if !json.Valid(rec.Body.Bytes()) {
				t.Fatalf("invalid JSON: %s", rec.Body)
			}
			if !strings.Contains(rec.Body.String(), tt.want) {
				t.Errorf("body %s\ndoes not contain %s", rec.Body, tt.want)
			}
		})
	}
}

func TestRequestIDsAndEchoes(t *testing.T) {
	env := newEnv(t)
	rec := env.do("GET", "/v2/chains", fastID, "", "x-request-id", "abc-123")
	if rec.Header().Get("x-request-id") != "abc-123" || rec.Header().Get("x-integrator-id") != fastID {
		t.Errorf("echoes: %v", rec.Header())
	}
	gen := env.do("GET", "/v2/chains", fastID, "", "x-request-id", "bad id with spaces")
	if id := gen.Header().Get("x-request-id"); len(id) != 24 || strings.Contains(id, " ") {
		t.Errorf("generated request id %q", id)
	}
}

func TestLogsNeverContainIntegratorIDs(t *testing.T) {
	env := newEnv(t)
	env.do("GET", "/v2/chains", fastID, "")
	env.do("GET", "/v2/chains", "sy_unknown_id_value", "")
	env.do("GET", "/v2/chains", failID, "")
	logs := env.logs.String()
	if !strings.Contains(logs, `"integrator":"fast"`) {
		t.Errorf("request log lacks the integrator name:\n%s", logs)
	}
	for _, id := range []string{fastID, "sy_unknown_id_value", failID} {
		if strings.Contains(logs, id) {
			t.Errorf("logs contain integrator id %q:\n%s", id, logs)
		}
	}
	if !strings.Contains(logs, "secret.db") {
		t.Error("the internal cause should be in the log")
	}
}

func TestMetrics(t *testing.T) {
	env := newEnv(t)
	env.do("GET", "/v2/chains", fastID, "")
	env.do("GET", "/nope", "", "")
	m := env.do("GET", "/metrics", "", "").Body.String()
	for _, want := range []string{
		`switchyard_http_requests_total{integrator="fast",method="GET",route="/v2/chains",status="200"} 1`,
		`switchyard_http_requests_total{integrator="unauthenticated",method="GET",route="unmatched",status="404"} 1`,
		`switchyard_http_request_duration_seconds_bucket{method="GET",route="/v2/chains",le="+Inf"} 1`,
	} {
		if !strings.Contains(m, want) {
			t.Errorf("metrics lack %s:\n%s", want, grep(m, "switchyard_"))
		}
	}
}

func TestHealthAndReadiness(t *testing.T) {
	env := newEnv(t)
	if rec := env.do("GET", "/healthz", "", ""); rec.Code != 200 {
		t.Errorf("healthz %d", rec.Code)
	}
	if rec := env.do("GET", "/readyz", "", ""); rec.Code != 200 {
		t.Errorf("readyz %d %s", rec.Code, rec.Body)
	}
	env.mu.Lock()
	env.down = true
	env.mu.Unlock()
	if rec := env.do("GET", "/readyz", "", ""); rec.Code != 503 || !strings.Contains(rec.Body.String(), `"store":"unavailable"`) {
		t.Errorf("readyz with the store down: %d %s", rec.Code, rec.Body)
	}
	env.mu.Lock()
	env.down = false
	env.mu.Unlock()
	env.srv.Drain()
	if rec := env.do("GET", "/readyz", "", ""); rec.Code != 503 {
		t.Errorf("readyz while draining: %d", rec.Code)
	}
}

func TestAcceptsGzip(t *testing.T) {
	for h, want := range map[string]bool{
		"": false, "gzip": true, "deflate, gzip;q=0.5": true, "gzip;q=0": false, "gzip; q=0.0": false, "br": false, "*": true, "GZIP": true,
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set("Accept-Encoding", h)
		if got := acceptsGzip(r); got != want {
			t.Errorf("acceptsGzip(%q) = %v, want %v", h, got, want)
		}
	}
}

func TestPOSTSelectionsAreCachedByMeaning(t *testing.T) {
	env := newEnv(t)
	a := env.do("POST", "/v2/tokens", fastID, `{"fields":["symbol","decimals"]}`)
	// Same names in another order, a duplicate and an unknown name: same response.
	b := env.do("POST", "/v2/tokens", fastID, `{"fields":["decimals","nope","symbol","symbol"]}`)
	if a.Code != 200 || a.Header().Get("ETag") == "" || a.Header().Get("ETag") != b.Header().Get("ETag") || a.Body.String() != b.Body.String() {
		t.Fatalf("equivalent selections differ: %d %q %q\n%s\n%s", a.Code, a.Header().Get("ETag"), b.Header().Get("ETag"), a.Body, b.Body)
	}
	if nm := env.do("POST", "/v2/tokens", fastID, `{"fields":["symbol","decimals"]}`, "If-None-Match", a.Header().Get("ETag")); nm.Code != 304 {
		t.Errorf("POST with If-None-Match: %d", nm.Code)
	}
	c := env.do("POST", "/v2/tokens", fastID, `{"fields":["symbol"]}`)
	if c.Header().Get("ETag") == a.Header().Get("ETag") {
		t.Error("different selections share an ETag")
	}
	// Bad requests are never served from the cache.
	if bad := env.do("POST", "/v2/tokens", fastID, `{"fields":["a.b"]}`); bad.Code != 400 {
		t.Errorf("dotted field after caching: %d", bad.Code)
	}
}

func TestResponseCacheKeepsItsBudget(t *testing.T) {
	c := newResponseCache(10_000)
	builds := 0
	build := func() ([]byte, error) { builds++; return bytes.Repeat([]byte("x"), 3000), nil }
	for i := 0; i < 5; i++ {
		if _, err := c.get(strings.Repeat("k", i+1), build); err != nil {
			t.Fatal(err)
		}
	}
	if used := c.used.Load(); used > 10_000 {
		t.Errorf("cache holds %d bytes, budget 10000", used)
	}
	builds = 0
	c.get("k", build)    // kept: no rebuild
	c.get("kkkk", build) // over budget: rebuilt every time
	c.get("kkkk", build)
	if builds != 2 {
		t.Errorf("%d builds, want 2 (one key cached, one over budget)", builds)
	}
}
