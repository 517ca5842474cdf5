package app

import (
	"log/slog"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/switchyard-dev/switchyard/httpapi"
	"github.com/switchyard-dev/switchyard/limit"
	"github.com/switchyard-dev/switchyard/limit/memory"
	redislimit "github.com/switchyard-dev/switchyard/limit/redis"
	"github.com/switchyard-dev/switchyard/route"
)

// limits are the request-rate limit and the wallet quote window.
type limits struct {
	rate   limit.RateLimiter
	window route.WalletWindow
	pinger httpapi.Pinger // the shared limiter, for /readyz (nil in memory)
	kind   string
	close  func()
}

// openLimits keeps the limits in memory, or in Redis with --redis-url.
// With Redis, each decision that Redis cannot answer is taken by this
// replica's memory instead (limit.FailurePolicy): limits hold per replica
// while Redis is down, and the service goes on answering.
func openLimits(cfg *Config, reg prometheus.Registerer, logger *slog.Logger) (*limits, error) {
	rate, window := memory.New(memory.Config{}), memory.NewQuoteWindow(memory.QuoteWindowConfig{})
	if cfg.RedisURL == "" {
		return &limits{rate: rate, window: window, kind: "memory", close: func() {}}, nil
	}
	rl, err := redislimit.New(redislimit.Config{URL: cfg.RedisURL})
	if err != nil {
		return nil, err
	}
	errs := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "switchyard_limiter_errors_total",
		Help: "Decisions of a shared limit (rate, wallet) that Redis could not answer and this replica took in memory."}, []string{"limit"})
	reg.MustRegister(errs)
	for _, l := range []string{limit.LimitRate, limit.LimitWallet} {
		errs.WithLabelValues(l)
	}
	policy := limit.FailurePolicy{OnError: func(l string, _ error) { errs.WithLabelValues(l).Inc() },
		Logger: logger.With(slog.String("component", "limits"))}
	return &limits{
		rate:   &limit.FallbackRate{Primary: rl, Fallback: rate, Policy: policy},
		window: &limit.FallbackWindow{Primary: rl, Fallback: window, Policy: policy},
		pinger: rl, kind: "redis", close: func() { rl.Close() },
	}, nil
}
