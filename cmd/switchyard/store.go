package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"os"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/push"
	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
)

// database is what the service needs of its store, SQLite or PostgreSQL:
// the contracts its domains define.
type database interface {
	integrator.Store
	route.QuoteStore
	status.QuoteSource
	status.Store
	status.Shared
	route.DurationStore
	push.Store
	// ClearTracking forgets tracked transactions, their events and the
	// webhook outbox (--devnet-reset).
	ClearTracking(ctx context.Context) error
	PruneQuotes(ctx context.Context, before time.Time) (int64, error)
	SetWebhook(ctx context.Context, w push.Webhook) error
	ClearWebhook(ctx context.Context, integratorHash string) (bool, error)
	Webhooks(ctx context.Context) ([]push.Webhook, error)
	WebhookDeliveries(ctx context.Context, integratorHash string, limit int) ([]push.Delivery, error)
	Ping(ctx context.Context) error
	Close() error
}

// openedStore is the store Main runs on, with what differs between one
// process and replicas.
type openedStore struct {
	db   database
	kind string // "sqlite" or "postgres"
	dir  string // the data dir (credentials, webhook key, devnet)
	// integratorCheck bounds how stale the integrators may be: replicas
	// check the shared store's version on every request, so a revocation
	// anywhere refuses the next request everywhere.
	integratorCheck time.Duration
	owner           string // lease owner of this process
	replicated      bool
}

// openStore opens the data dir and the store: PostgreSQL with
// --database-url, else SQLite in the data dir.
func openStore(ctx context.Context, cfg *serveConfig, reg prometheus.Registerer, logger *slog.Logger) (*openedStore, error) {
	if cfg.DatabaseURL == "" {
		dir, db, err := openDataDir(ctx, cfg.DataDir)
		if err != nil {
			return nil, err
		}
		return &openedStore{db: db, kind: "sqlite", dir: dir, integratorCheck: 20 * time.Millisecond, owner: "local"}, nil
	}
	dir, err := makeDataDir(cfg.DataDir)
	if err != nil {
		return nil, err
	}
	pg, err := openPostgres(ctx, cfg.DatabaseURL, cfg.DatabaseMaxConns, reg, logger)
	if err != nil {
		return nil, err
	}
	return &openedStore{db: pg, kind: "postgres", dir: dir, owner: replicaName(), replicated: true}, nil
}

// Close closes the store.
func (s *openedStore) Close() error { return s.db.Close() }

// statusSettings fills in how the tracker shares its work with replicas.
func (s *openedStore) statusSettings(ss *statusSettings, reg prometheus.Registerer) {
	takeovers := prometheus.NewCounter(prometheus.CounterOpts{Name: "switchyard_status_lease_takeovers_total",
		Help: "Tracked transactions taken over from a replica that stopped renewing its leases."})
	reg.MustRegister(takeovers)
	ss.shared, ss.owner, ss.pollQuotes = s.db, s.owner, s.replicated
	ss.onTakeover = func(n int) { takeovers.Add(float64(n)) }
}

// replicaName names this process's leases: unique per process, readable
// in the database.
func replicaName() string {
	host, _ := os.Hostname()
	b := make([]byte, 4)
	rand.Read(b)
	return fmt.Sprintf("%s/%d/%s", host, os.Getpid(), hex.EncodeToString(b))
}
