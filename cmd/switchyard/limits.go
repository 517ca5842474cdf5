package main

import (
	"log/slog"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/switchyard-dev/switchyard/httpapi"
	"github.com/switchyard-dev/switchyard/limit"
	"github.com/switchyard-dev/switchyard/limit/memory"
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
func openLimits(cfg *serveConfig, reg prometheus.Registerer, logger *slog.Logger) (*limits, error) {
	if cfg.RedisURL == "" {
		return &limits{rate: memory.New(memory.Config{}), window: memory.NewQuoteWindow(memory.QuoteWindowConfig{}), kind: "memory", close: func() {}}, nil
	}
	return openRedisLimits(cfg.RedisURL, reg, logger)
}
