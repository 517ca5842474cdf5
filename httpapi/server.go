// Package httpapi owns Switchyard's HTTP surface: routing, the middleware
// chain (request ids, logging, metrics, authentication, rate limits, body
// limits), the error mapping, and the v2 handlers, which decode, call one
// domain service and encode.
package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/limit"
)

// Authenticator resolves an x-integrator-id.
type Authenticator interface {
	Authenticate(ctx context.Context, rawID string) (*integrator.Integrator, error)
}

// Pinger reports whether a dependency answers, for /readyz.
type Pinger interface {
	Ping(ctx context.Context) error
}

// Config configures a Server.
type Config struct {
	Catalog      *catalog.Catalog
	Integrators  Authenticator
	Limiter      limit.RateLimiter
	Logger       *slog.Logger
	Registry     *prometheus.Registry // metrics are registered here and served at /metrics
	SDK          catalog.SDKMeta
	Dependencies map[string]Pinger // checked by /readyz
	// Degradable dependencies are reported by /readyz too, but the
	// service works without them (Redis: limits fall back to each
	// replica's memory), so they never make it "not ready".
	Degradable map[string]Pinger
	// Routes answers POST /v2/route; nil answers 501.
	Routes Router
	// Status answers GET /v2/status, and GET /v2/status/stream when it is
	// also a StatusFollower; nil answers 501.
	Status StatusReader
	// StreamHeartbeat is the stream's heartbeat interval (default 15 s);
	// StreamsPerIntegrator bounds one integrator's open streams (default
	// 1000).
	StreamHeartbeat      time.Duration
	StreamsPerIntegrator int
	Version              string
	// CORSOrigins may read /v2/ responses from a browser; empty or "*"
	// allows every origin.
	CORSOrigins []string
}

// Server is the HTTP handler of the service.
type Server struct {
	cfg      Config
	log      *slog.Logger
	metrics  *metrics
	routes   *router
	listings *responseCache
	cors     corsPolicy
	draining atomic.Bool
	drained  chan struct{} // closed by Drain: open streams end
	drainMu  sync.Once
	streams  streams
	// streamsWG counts the streams running on taken-over connections.
	streamsWG sync.WaitGroup
}

// New builds the handler.
func New(cfg Config) *Server {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Registry == nil {
		cfg.Registry = prometheus.NewRegistry()
	}
	s := &Server{
		cfg:      cfg,
		log:      cfg.Logger,
		metrics:  newMetrics(cfg.Registry),
		listings: newResponseCache(cacheBudget),
		drained:  make(chan struct{}),
		cors:     newCORSPolicy(cfg.CORSOrigins),
	}
	s.routes = s.buildRoutes()
	return s
}

// Drain makes /readyz fail so balancers stop sending traffic before shutdown.
func (s *Server) Drain() {
	s.draining.Store(true)
	s.drainMu.Do(func() { close(s.drained) })
}

// WaitStreams waits, after Drain, for the status streams that run on
// taken-over connections (http.Server.Shutdown does not know them) to end.
func (s *Server) WaitStreams() { s.streamsWG.Wait() }

func (s *Server) buildRoutes() *router {
	rt := newRouter()
	api := func(h handlerFunc) http.Handler { return s.apiChain(h) }
	rt.handle("GET", "/v2/chains", api(s.getChains))
	rt.handle("POST", "/v2/chains", api(s.postChains))
	rt.handle("GET", "/v2/tokens", api(s.getTokens))
	rt.handle("POST", "/v2/tokens", api(s.postTokens))
	rt.handle("GET", "/v2/sdk-info", api(s.getSDKInfo))
	rt.handle("POST", "/v2/sdk-info", api(s.postSDKInfo))
	rt.handle("POST", "/v2/route", api(s.postRoute))
	rt.handle("GET", "/v2/status", api(s.getStatus))
	rt.handle("GET", "/v2/status/stream", api(s.getStatusStream))
	rt.handle("GET", "/v2/openapi.json", http.HandlerFunc(s.openAPI))
	rt.handle("GET", "/healthz", http.HandlerFunc(s.healthz))
	rt.handle("GET", "/readyz", http.HandlerFunc(s.readyz))
	rt.handle("GET", "/metrics", s.metrics.handler(s.cfg.Registry))
	return rt
}

// ServeHTTP runs the outer chain: request id, recovery, logging, metrics,
// then routing.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	rid := r.Header.Get("x-request-id")
	if !validRequestID(rid) {
		rid = newRequestID()
	}
	ctx := context.WithValue(r.Context(), ctxRequestID{}, rid)
	info := &requestInfo{}
	ctx = context.WithValue(ctx, ctxInfo{}, info)
	r = r.WithContext(ctx)
	h := w.Header()
	h["X-Request-Id"] = []string{rid}
	if id := r.Header["X-Integrator-Id"]; len(id) == 1 && id[0] != "" && len(id[0]) <= 256 {
		h["X-Integrator-Id"] = id // the request's own slice: nothing to allocate
	}
	if origin := r.Header["Origin"]; len(origin) == 1 && strings.HasPrefix(r.URL.Path, "/v2/") {
		s.cors.apply(h, origin[0])
	}
	rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
	defer func() {
		if p := recover(); p != nil {
			s.log.ErrorContext(ctx, "panic serving request", slog.String("request_id", rid), slog.Any("panic", p))
			if !rec.wrote {
				s.writeError(rec, r, errPanic)
			}
		}
		s.observe(r, rec, info, time.Since(start))
	}()
	s.routes.serve(rec, r, s)
}
