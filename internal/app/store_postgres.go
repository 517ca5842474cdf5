package app

import (
	"context"
	"log/slog"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/switchyard-dev/switchyard/store"
	"github.com/switchyard-dev/switchyard/store/postgres"
)

// openPostgres opens the replicas' shared store and exports its pool's
// use as metrics.
func openPostgres(ctx context.Context, url string, maxConns int, reg prometheus.Registerer, logger *slog.Logger) (store.Store, error) {
	db, err := postgres.Open(ctx, postgres.Config{URL: url, MaxConns: maxConns, Logger: logger.With(slog.String("component", "postgres"))})
	if err != nil {
		return nil, err
	}
	gauge := func(name, help string, f func(postgres.Stats) float64) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, func() float64 { return f(db.Stats()) })
	}
	reg.MustRegister(
		gauge("switchyard_db_pool_connections_in_use", "PostgreSQL connections serving a query now.", func(s postgres.Stats) float64 { return float64(s.Acquired) }),
		gauge("switchyard_db_pool_connections_idle", "PostgreSQL connections open and idle.", func(s postgres.Stats) float64 { return float64(s.Idle) }),
		gauge("switchyard_db_pool_connections_max", "The PostgreSQL pool's bound.", func(s postgres.Stats) float64 { return float64(s.Max) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "switchyard_db_pool_empty_acquires_total",
			Help: "Connection acquisitions that found no idle PostgreSQL connection (waited for one in use or for a new one to open)."}, func() float64 { return float64(db.Stats().EmptyAcquires) }),
	)
	return db, nil
}
