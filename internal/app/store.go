package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"os"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/switchyard-dev/switchyard/store"
)

// openedStore is the store Main runs on, with what differs between one
// process and replicas.
type openedStore struct {
	db   store.Store
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
func openStore(ctx context.Context, cfg *Config, reg prometheus.Registerer, logger *slog.Logger) (*openedStore, error) {
	if cfg.DatabaseURL == "" {
		dir, db, err := OpenDataDir(ctx, cfg.DataDir)
		if err != nil {
			return nil, err
		}
		return &openedStore{db: db, kind: "sqlite", dir: dir, integratorCheck: 20 * time.Millisecond, owner: "local"}, nil
	}
	dir, err := MakeDataDir(cfg.DataDir)
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

// OpenStore opens the service's store for the administration commands
// (switchyard integrators): PostgreSQL with databaseURL, else SQLite in
// dataDir, which it creates. It returns the data dir's absolute path; the
// caller closes the store.
func OpenStore(ctx context.Context, dataDir, databaseURL string) (store.Store, string, error) {
	st, err := openStore(ctx, &Config{DataDir: dataDir, DatabaseURL: databaseURL}, prometheus.NewRegistry(), slog.New(slog.DiscardHandler))
	if err != nil {
		return nil, "", err
	}
	return st.db, st.dir, nil
}
