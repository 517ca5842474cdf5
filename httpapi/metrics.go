package httpapi

import (
	"net/http"
	"strconv"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

type metrics struct {
	requests    *prometheus.CounterVec
	latency     *prometheus.HistogramVec
	rateLimited *prometheus.CounterVec
}

func newMetrics(reg *prometheus.Registry) *metrics {
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "switchyard_http_requests_total",
			Help: "HTTP requests by route, method, status and integrator name.",
		}, []string{"route", "method", "status", "integrator"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "switchyard_http_request_duration_seconds",
			Help:    "HTTP request latency by route and method.",
			Buckets: []float64{.0001, .00025, .0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5},
		}, []string{"route", "method"}),
		rateLimited: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "switchyard_rate_limited_total",
			Help: "Requests refused by the per-integrator rate limit, by integrator name.",
		}, []string{"integrator"}),
	}
	reg.MustRegister(m.requests, m.latency, m.rateLimited)
	// Registering twice on a shared registry panics; only the first wins.
	_ = reg.Register(collectors.NewGoCollector())
	_ = reg.Register(collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

func (m *metrics) handler(reg *prometheus.Registry) http.Handler {
	return promhttp.HandlerFor(reg, promhttp.HandlerOpts{})
}

// Label values come only from bounded sets: a label taken from the raw
// request would let any unauthenticated client create series without end.
const (
	unauthenticated = "unauthenticated" // integrator label before authentication succeeds
	otherMethod     = "other"
)

// methodLabel is the request method when it is a standard one, else "other".
func methodLabel(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions, http.MethodConnect, http.MethodTrace:
		return m
	}
	return otherMethod
}

// statusLabels are the label values of the status codes a handler can write.
var statusLabels = func() (v [600]string) {
	for i := 100; i < len(v); i++ {
		v[i] = strconv.Itoa(i)
	}
	return v
}()

// statusLabel is the status code's label; net/http only sends three-digit
// codes, so anything else is reported as "other" rather than trusted.
func statusLabel(code int) string {
	if code >= 100 && code < len(statusLabels) {
		return statusLabels[code]
	}
	return "other"
}
