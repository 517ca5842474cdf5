package httpapi

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/limit"
)

type (
	ctxRequestID  struct{}
	ctxInfo       struct{}
	ctxIntegrator struct{}
)

// requestInfo collects what the outer chain logs and counts once the inner
// handlers have run.
type requestInfo struct {
	route       string
	integrator  string // name, never the id
	rateLimited bool
}

func infoOf(ctx context.Context) *requestInfo {
	if i, ok := ctx.Value(ctxInfo{}).(*requestInfo); ok {
		return i
	}
	return &requestInfo{}
}

func requestID(ctx context.Context) string {
	id, _ := ctx.Value(ctxRequestID{}).(string)
	return id
}

// integratorOf returns the authenticated integrator of an API request.
func integratorOf(ctx context.Context) *integrator.Integrator {
	in, _ := ctx.Value(ctxIntegrator{}).(*integrator.Integrator)
	return in
}

var errPanic = errors.New("handler panicked")

func newRequestID() string {
	b := make([]byte, 12)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// validRequestID accepts a caller's id when it is safe to echo and log.
func validRequestID(id string) bool {
	if id == "" || len(id) > 128 {
		return false
	}
	for _, c := range id {
		if c < 0x21 || c > 0x7e {
			return false
		}
	}
	return true
}

// handlerFunc is an API handler: it returns an error for the one renderer.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

// apiChain authenticates, rate-limits, then runs h. Authentication comes
// first so an unauthenticated request costs no integrator any quota.
func (s *Server) apiChain(h handlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := s.cfg.Integrators.Authenticate(r.Context(), r.Header.Get("x-integrator-id"))
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		info := infoOf(r.Context())
		info.integrator = in.Name
		d, err := s.cfg.Limiter.Allow(r.Context(), "integrator:"+in.IDHash, in.Rate)
		if err != nil {
			// A limiter outage must not take the API down with it.
			s.log.WarnContext(r.Context(), "rate limiter unavailable; request allowed",
				slog.String("request_id", requestID(r.Context())), slog.String("error", err.Error()))
		} else {
			setRateHeaders(w, d)
			if !d.Allowed {
				info.rateLimited = true
				s.metrics.rateLimited.WithLabelValues(in.Name).Inc()
				retry := limit.CeilSeconds(d.RetryAfter, 1)
				s.writeError(w, r, &apperr.Error{Kind: apperr.KindRateLimited, RetryAfter: retry,
					Message: "rate limit exceeded: this integrator may send " + strconv.Itoa(d.Limit) + " request(s) per second; retry after " + strconv.Itoa(retry) + " s"})
				return
			}
		}
		if err := checkQuery(r.URL.RawQuery); err != nil {
			s.writeError(w, r, err)
			return
		}
		ctx := context.WithValue(r.Context(), ctxIntegrator{}, in)
		if err := h(w, r.WithContext(ctx)); err != nil {
			s.writeError(w, r, err)
		}
	})
}

func setRateHeaders(w http.ResponseWriter, d limit.Decision) {
	h := w.Header()
	h["Ratelimit-Limit"] = intHeader(d.Limit)
	h["Ratelimit-Remaining"] = intHeader(d.Remaining)
	h["Ratelimit-Reset"] = intHeader(limit.CeilSeconds(d.Reset, 0))
}

// smallInts are shared header values for the small numbers rate-limit
// headers carry, sparing an allocation per header per response.
var smallInts = func() (v [1024][]string) {
	for i := range v {
		v[i] = []string{strconv.Itoa(i)}
	}
	return v
}()

func intHeader(n int) []string {
	if n >= 0 && n < len(smallInts) {
		return smallInts[n]
	}
	return []string{strconv.Itoa(n)}
}

// statusRecorder remembers the status for logs and metrics.
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
	wrote  bool
}

func (r *statusRecorder) WriteHeader(code int) {
	if !r.wrote {
		r.status, r.wrote = code, true
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *statusRecorder) Write(b []byte) (int, error) {
	r.wrote = true
	n, err := r.ResponseWriter.Write(b)
	r.bytes += n
	return n, err
}

func (r *statusRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// observe logs and counts one finished request.
func (s *Server) observe(r *http.Request, rec *statusRecorder, info *requestInfo, took time.Duration) {
	route := info.route
	if route == "" {
		route = "unmatched"
	}
	name := info.integrator
	if name == "" {
		name = unauthenticated
	}
	method := methodLabel(r.Method)
	s.metrics.requests.WithLabelValues(route, method, statusLabel(rec.status), name).Inc()
	s.metrics.latency.WithLabelValues(route, method).Observe(took.Seconds())
	level := slog.LevelInfo
	if rec.status == http.StatusInternalServerError {
		// Only internal failures page anyone; a 501 or a draining 503 is
		// the service answering as designed.
		level = slog.LevelError
	}
	s.log.LogAttrs(r.Context(), level, "request",
		slog.String("request_id", requestID(r.Context())),
		slog.String("method", r.Method),
		slog.String("path", r.URL.Path),
		slog.Int("status", rec.status),
		slog.Int("bytes", rec.bytes),
		slog.Float64("ms", float64(took.Microseconds())/1000),
		slog.String("integrator", name),
	)
}
