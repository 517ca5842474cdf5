package main

import (
	"context"
	"errors"
	"log/slog"

	"github.com/prometheus/client_golang/prometheus"
)

// Placeholders until the PostgreSQL store and the Redis limiter land.
func openPostgres(context.Context, string, prometheus.Registerer, *slog.Logger) (database, error) {
	return nil, errors.New("--database-url: PostgreSQL support is not built yet")
}
