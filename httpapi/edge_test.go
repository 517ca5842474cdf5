package httpapi

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/prometheus/client_golang/prometheus"
)

// lockedBuffer is a log sink that server goroutines and the test share.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// variant builds a server like env's with a changed configuration, its own
// registry and logs.
func variant(env *testEnv, logs io.Writer, change func(*Config)) *Server {
	cfg := env.srv.cfg
	cfg.Registry = prometheus.NewRegistry()
	cfg.Logger = slog.New(slog.NewJSONHandler(logs, nil))
	if change != nil {
		change(&cfg)
	}
	return New(cfg)
}

// serveReal serves h on a free loopback port as serve does (the protocol
// error listener, the header limit) and returns its address.
func serveReal(t *testing.T, s *Server, readTimeout time.Duration) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: s, MaxHeaderBytes: MaxHeaderBytes, ReadTimeout: readTimeout, ReadHeaderTimeout: 5 * time.Second}
	done := make(chan struct{})
	go func() { hs.Serve(s.Listener(ln)); close(done) }()
	t.Cleanup(func() { hs.Close(); <-done })
	return ln.Addr().String()
}

// rawExchange writes raw bytes on a fresh connection and reads one response.
func rawExchange(t *testing.T, addr, raw string, closeWrite bool) (*http.Response, []byte) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(20 * time.Second)) // a hung server fails the test instead of hanging it
	if _, err := io.WriteString(c, raw); err != nil {
		t.Fatal(err)
	}
	if closeWrite {
		c.(*net.TCPConn).CloseWrite()
	}
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatalf("reading the response to %.80q: %v", raw, err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp, body
}

func TestMetricsLabelsStayBounded(t *testing.T) {
	env := newEnv(t)
	for i := range 3000 {
		n := strconv.Itoa(i)
		switch i % 3 {
		case 0:
			env.do("M"+n, "/v2/chains", fastID, "")
		case 1:
			env.do("GET", "/invented/"+n, "", "")
		default:
			env.do("X-"+n, "/v2/nope/"+n, "sy_unknown_"+n, "")
		}
	}
	env.do("GET", "/v2/chains", fastID, "")
	env.do("GET", "/v2/chains", "sy_unknown", "")
	families, err := env.srv.cfg.Registry.Gather()
	if err != nil {
		t.Fatal(err)
	}
	allowed := map[string]map[string]bool{
		"method":     {"GET": true, "HEAD": true, "POST": true, "PUT": true, "PATCH": true, "DELETE": true, "OPTIONS": true, "CONNECT": true, "TRACE": true, "other": true},
		"integrator": {"fast": true, "unauthenticated": true},
		"route":      {"unmatched": true, "/v2/chains": true},
	}
	series := 0
	for _, f := range families {
		if !strings.HasPrefix(f.GetName(), "switchyard_http_") {
			continue
		}
		for _, m := range f.GetMetric() {
			series++
			for _, l := range m.GetLabel() {
				if ok, known := allowed[l.GetName()]; known && !ok[l.GetValue()] {
					t.Errorf("%s has label %s=%q", f.GetName(), l.GetName(), l.GetValue())
				}
			}
		}
	}
	// route × method × status × integrator over what was sent: a handful.
	if series > 20 {
		t.Errorf("3000 requests with invented methods and paths made %d HTTP series, want a handful", series)
	}
	m := env.do("GET", "/metrics", "", "").Body.String()
	for _, want := range []string{
		`switchyard_http_requests_total{integrator="unauthenticated",method="other",route="/v2/chains",status="405"} 1000`,
		`switchyard_http_requests_total{integrator="unauthenticated",method="GET",route="/v2/chains",status="401"} 1`,
	} {
		if !strings.Contains(m, want) {
			t.Errorf("metrics lack %s:\n%s", want, grep(m, "switchyard_http_requests"))
		}
	}
}

func TestServerErrorsThatAreNotFailuresLogBelowError(t *testing.T) {
	env := newEnv(t)
	logs := &lockedBuffer{}
	s := variant(env, logs, func(c *Config) { c.Routes = nil })
	rec := httptestDo(s, "POST", "/v2/route", fastID, `{}`)
	if rec.Code != http.StatusNotImplemented {
		t.Fatalf("status %d, want 501", rec.Code)
	}
	line := grep(logs.String(), `"msg":"request"`)
	if !strings.Contains(line, `"status":501`) || !strings.Contains(line, `"level":"INFO"`) {
		t.Errorf("a 501 is logged as %s; want INFO", line)
	}
}

func gzipString(t *testing.T, s string) string {
	t.Helper()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write([]byte(s))
	zw.Close()
	return b.String()
}

func TestRequestBodyEncodings(t *testing.T) {
	bomb := gzipString(t, `{"fields":["`+strings.Repeat("a", 4*MaxBodyBytes)+`"]}`)
	tests := []struct {
		name, encoding, body string
		status               int
		message              string
	}{
		{"gzip", "gzip", gzipString(t, `{"fields":["symbol"]}`), 200, ""},
		{"gzip, any case", "GZip", gzipString(t, `{"fields":["symbol"]}`), 200, ""},
		{"identity", "identity", `{"fields":["symbol"]}`, 200, ""},
		{"gzip bomb", "gzip", bomb, 413, "request body is larger than 1048576 bytes once decoded from gzip"},
		{"not gzip", "gzip", `{"fields":["symbol"]}`, 400, "the request body is not valid gzip (Content-Encoding: gzip): send a gzip stream or drop the header"},
		{"truncated gzip", "gzip", gzipString(t, `{"fields":["symbol"]}`)[:20], 400, "the request body is not valid gzip (Content-Encoding: gzip): the stream is corrupt or truncated"},
		{"gzip of bad JSON", "gzip", gzipString(t, `{"fields":`), 400, "$: malformed JSON: unexpected EOF"},
		{"brotli", "br", "xx", 415, `Content-Encoding "br" is not supported; send the body uncompressed or with Content-Encoding: gzip`},
		{"two codings", "gzip, deflate", "xx", 415, `Content-Encoding "gzip, deflate" is not supported; send the body uncompressed or with Content-Encoding: gzip`},
	}
	env := newEnv(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := env.do("POST", "/v2/tokens", fastID, tt.body, "Content-Encoding", tt.encoding)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", rec.Code, tt.status, rec.Body)
			}
			if tt.status == 200 {
				if !strings.Contains(rec.Body.String(), `"symbol"`) {
					t.Errorf("body %.200s", rec.Body)
				}
				return
			}
			if got := decodeErr(t, rec); got.Message != tt.message || got.StatusCode != tt.status {
				t.Errorf("got %+v, want message %q", got, tt.message)
			}
		})
	}
}

func TestQueryParametersThatDoNotDecode(t *testing.T) {
	tests := []struct{ target, message string }{
		{"/v2/chains?chainId=%zz", `query parameter "chainId" is not valid percent-encoding; encode % as %25`},
		{"/v2/tokens?chainId=", `query parameter "chainId" is empty; give a chain id or leave the parameter out to list every chain`},
		{"/v2/sdk-info?chainId", `query parameter "chainId" is empty; give a chain id or leave the parameter out to list every chain`},
		{"/v2/chains?chainId=1;2", `query parameter "chainId" contains a semicolon; encode ; as %3B`},
		{"/v2/chains?chain%zzId=1", `query parameter name "chain%zzId" is not valid percent-encoding; encode % as %25`},
	}
	env := newEnv(t)
	for _, tt := range tests {
		rec := env.do("GET", tt.target, fastID, "")
		want := errResp{Message: tt.message, StatusCode: 400, Type: "BAD_REQUEST"}
		if diff := cmp.Diff(want, decodeErr(t, rec)); diff != "" || rec.Code != 400 {
			t.Errorf("GET %s: %d (-want +got):\n%s", tt.target, rec.Code, diff)
		}
	}
	if rec := env.do("GET", "/v2/chains?chainId=1", fastID, ""); rec.Code != 200 {
		t.Errorf("a valid chainId: %d", rec.Code)
	}
}

func TestBodyReadErrorsKeepConnectionDetailsOut(t *testing.T) {
	env := newEnv(t)
	logs := &lockedBuffer{}
	addr := serveReal(t, variant(env, logs, nil), 300*time.Millisecond)
	head := "POST /v2/tokens HTTP/1.1\r\nHost: api\r\nx-integrator-id: " + fastID + "\r\nContent-Length: 100\r\n\r\n"
	tests := []struct {
		name       string
		closeWrite bool
		message    string
	}{
		// The client keeps the connection open: the read times out.
		{"short body, client waits", false, "the request body did not arrive in time: the request announced Content-Length 100; send exactly that many bytes or correct the header"},
		// The client half-closes: the body ends early.
		{"short body, client done", true, "the request body ended early: the request announced Content-Length 100; send exactly that many bytes or correct the header"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, body := rawExchange(t, addr, head+`{"fields":["symbol"]}`, tt.closeWrite)
			var got errResp
			if err := json.Unmarshal(body, &got); err != nil {
				t.Fatalf("%d %q is not the JSON error shape", resp.StatusCode, body)
			}
			want := errResp{Message: tt.message, StatusCode: 400, Type: "BAD_REQUEST"}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			for _, internal := range []string{"127.0.0.1", "tcp", "i/o timeout", "EOF"} {
				if strings.Contains(string(body), internal) {
					t.Errorf("the body leaks %q: %s", internal, body)
				}
			}
		})
	}
}

func TestProtocolErrorsAnswerJSON(t *testing.T) {
	env := newEnv(t)
	logs := &lockedBuffer{}
	s := variant(env, logs, nil)
	addr := serveReal(t, s, 5*time.Second)
	big := strings.Repeat("x", MaxHeaderBytes+8<<10)
	tests := []struct {
		name, raw string
		want      errResp
	}{
		{"headers too large", "GET /v2/chains HTTP/1.1\r\nHost: api\r\nX-Big: " + big + "\r\n\r\n",
			errResp{Message: "request headers are larger than 64 KiB; send fewer or smaller headers", StatusCode: 431, Type: "BAD_REQUEST"}},
		{"malformed header line", "GET /v2/chains HTTP/1.1\r\nHost: api\r\nno colon here\r\n\r\n",
			errResp{Message: "malformed HTTP request; check the request line and that every header line is Name: value", StatusCode: 400, Type: "BAD_REQUEST"}},
		{"missing Host", "GET /v2/chains HTTP/1.1\r\n\r\n",
			errResp{Message: "malformed HTTP request: missing required Host header", StatusCode: 400, Type: "BAD_REQUEST"}},
		{"unknown transfer coding", "POST /v2/tokens HTTP/1.1\r\nHost: api\r\nTransfer-Encoding: rot13\r\n\r\n",
			errResp{Message: "the request's Transfer-Encoding is not supported; send the body with Content-Length or chunked", StatusCode: 501, Type: "NOT_IMPLEMENTED"}},
		{"unsupported version", "GET /v2/chains HTTP/4.0\r\nHost: api\r\n\r\n",
			errResp{Message: "unsupported HTTP version; use HTTP/1.1", StatusCode: 400, Type: "BAD_REQUEST"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, body := rawExchange(t, addr, tt.raw, false)
			if resp.StatusCode != tt.want.StatusCode || resp.Header.Get("Content-Type") != "application/json" || resp.Header.Get("X-Request-Id") == "" {
				t.Errorf("%d %v", resp.StatusCode, resp.Header)
			}
			var got errResp
			if err := json.Unmarshal(body, &got); err != nil {
				t.Fatalf("%q is not the JSON error shape", body)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
	// Requests that parse are untouched, on the same kind of connection.
	resp, body := rawExchange(t, addr, "GET /v2/chains?chainId=1 HTTP/1.1\r\nHost: api\r\nx-integrator-id: "+fastID+"\r\n\r\n", false)
	if resp.StatusCode != 200 || !json.Valid(body) {
		t.Errorf("a valid request through the listener: %d %.200s", resp.StatusCode, body)
	}
	// A handler's own plain-text answer, closing the connection, is not
	// mistaken for one of net/http's.
	resp, body = rawExchange(t, addr, "GET /metrics HTTP/1.1\r\nHost: api\r\nConnection: close\r\n\r\n", false)
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/plain") || !strings.Contains(string(body), "switchyard_http_requests_total") {
		t.Errorf("metrics through the listener: %d %v %.200s", resp.StatusCode, resp.Header, body)
	}
	if !strings.Contains(logs.String(), `"msg":"request refused before routing"`) {
		t.Errorf("protocol errors are not logged:\n%s", logs.String())
	}
}

func TestCORS(t *testing.T) {
	env := newEnv(t)
	const origin = "https://app.example"
	preflight := []string{"Origin", origin, "Access-Control-Request-Method", "POST", "Access-Control-Request-Headers", "x-integrator-id, content-type"}

	// Default: any origin. The preflight needs no integrator id.
	rec := env.do("OPTIONS", "/v2/route", "", "", preflight...)
	if rec.Code != http.StatusNoContent {
		t.Fatalf("preflight: %d %s", rec.Code, rec.Body)
	}
	want := map[string]string{
		"Access-Control-Allow-Origin":   "*",
		"Access-Control-Allow-Methods":  "OPTIONS, POST",
		"Access-Control-Allow-Headers":  "x-integrator-id, content-type, x-request-id, last-event-id",
		"Access-Control-Expose-Headers": "x-request-id, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset",
		"Allow":                         "OPTIONS, POST",
	}
	for k, v := range want {
		if got := rec.Header().Get(k); got != v {
			t.Errorf("preflight %s = %q, want %q", k, got, v)
		}
	}
	// Actual responses, errors included, are readable by the page.
	for _, id := range []string{fastID, ""} {
		rec := env.do("GET", "/v2/chains?chainId=1", id, "", "Origin", origin)
		if rec.Header().Get("Access-Control-Allow-Origin") != "*" || rec.Header().Get("Access-Control-Expose-Headers") == "" {
			t.Errorf("GET with id %q: %d %v", id, rec.Code, rec.Header())
		}
	}
	if rec := env.do("GET", "/healthz", "", "", "Origin", origin); rec.Header().Get("Access-Control-Allow-Origin") != "" {
		t.Error("CORS headers outside /v2/")
	}
	if rec := env.do("OPTIONS", "/healthz", "", ""); rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("OPTIONS outside /v2/: %d", rec.Code)
	}
	if rec := env.do("OPTIONS", "/v2/nope", "", "", preflight...); rec.Code != http.StatusNotFound {
		t.Errorf("preflight of an unknown path: %d", rec.Code)
	}

	// Configured origins: only those, and caches keep them apart.
	s := variant(env, io.Discard, func(c *Config) { c.CORSOrigins = []string{origin, "http://localhost:3000"} })
	rec = httptestDo(s, "OPTIONS", "/v2/tokens", "", "", preflight...)
	if rec.Code != 204 || rec.Header().Get("Access-Control-Allow-Origin") != origin || rec.Header().Get("Access-Control-Allow-Methods") != "GET, HEAD, OPTIONS, POST" {
		t.Errorf("allowed origin preflight: %d %v", rec.Code, rec.Header())
	}
	rec = httptestDo(s, "GET", "/v2/tokens", fastID, "", "Origin", origin, "Accept-Encoding", "gzip")
	if rec.Header().Get("Access-Control-Allow-Origin") != origin || rec.Header().Get("Vary") != "Origin, Accept-Encoding, x-integrator-id" {
		t.Errorf("allowed origin GET: %v", rec.Header())
	}
	rec = httptestDo(s, "OPTIONS", "/v2/tokens", "", "", "Origin", "https://evil.example", "Access-Control-Request-Method", "GET")
	if rec.Header().Get("Access-Control-Allow-Origin") != "" || rec.Header().Get("Access-Control-Allow-Methods") != "" {
		t.Errorf("other origin preflight: %v", rec.Header())
	}
}

// httptestDo is testEnv.do for another server.
func httptestDo(s *Server, method, target, id, body string, headers ...string) *httptest.ResponseRecorder {
	e := &testEnv{h: s}
	return e.do(method, target, id, body, headers...)
}
