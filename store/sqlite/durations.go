package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
)

var _ route.Durations = (*Durations)(nil)

// durationsSchema keeps what routes that reached success took, by route
// kind (the status kinds: swap, bridge, intents) and chain pair, one row
// per source transaction; Record keeps only each key's latest window.
const durationsSchema = `
CREATE TABLE route_durations (
	seq         INTEGER PRIMARY KEY AUTOINCREMENT,
	kind        TEXT NOT NULL,
	from_chain  TEXT NOT NULL,
	to_chain    TEXT NOT NULL,
	tx_hash     TEXT NOT NULL,
	seconds     INTEGER NOT NULL,
	recorded_at INTEGER NOT NULL,
	UNIQUE (from_chain, tx_hash)
);
CREATE INDEX route_durations_key ON route_durations(kind, from_chain, to_chain, seq);`

// DurationsConfig configures measured durations.
type DurationsConfig struct {
	// MinSamples is how many routes of a key it takes before Estimate
	// answers (default route.DefaultMinDurationSamples).
	MinSamples int
	// Window is how many of a key's latest routes are kept (default 200):
	// recent enough to follow a slower relayer or a busier chain, enough
	// for a steady p90.
	Window int
	Now    func() time.Time
}

// DefaultDurationWindow is the default DurationsConfig.Window.
const DefaultDurationWindow = 200

type durationKey struct{ kind, from, to string }

type durationStat struct {
	p50, p90 time.Duration
	ok       bool
}

// Durations is the measured route durations: kept in the store, answered
// from memory. Estimate never touches SQLite, so quoting reads no disk;
// Record updates the memory after the store, so a restart serves what was
// served before. Another process sharing the file sees new samples only
// once it starts again.
type Durations struct {
	db  *sql.DB
	cfg DurationsConfig

	mu      sync.Mutex                                   // serializes Record
	windows map[durationKey][]time.Duration              // each key's latest samples, oldest first; guarded by mu
	stats   atomic.Pointer[map[durationKey]durationStat] // replaced whole on Record
}

// Durations loads the measured durations.
func (s *DB) Durations(ctx context.Context, cfg DurationsConfig) (*Durations, error) {
	if cfg.MinSamples <= 0 {
		cfg.MinSamples = route.DefaultMinDurationSamples
	}
	if cfg.Window <= 0 {
		cfg.Window = DefaultDurationWindow
	}
	cfg.Window = max(cfg.Window, cfg.MinSamples)
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	d := &Durations{db: s.db, cfg: cfg, windows: map[durationKey][]time.Duration{}}
	rows, err := s.db.QueryContext(ctx, `SELECT kind, from_chain, to_chain, seconds FROM route_durations ORDER BY seq`)
	if err != nil {
		return nil, fmt.Errorf("load route durations: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var k durationKey
		var secs int64
		if err := rows.Scan(&k.kind, &k.from, &k.to, &secs); err != nil {
			return nil, fmt.Errorf("load route durations: %w", err)
		}
		d.windows[k] = d.push(d.windows[k], time.Duration(secs)*time.Second)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("load route durations: %w", err)
	}
	stats := make(map[durationKey]durationStat, len(d.windows))
	for k, w := range d.windows {
		stats[k] = d.stat(w)
	}
	d.stats.Store(&stats)
	return d, nil
}

// Estimate is the median and p90 of a key's kept samples, once there are
// at least MinSamples.
func (d *Durations) Estimate(kind, fromChain, toChain string) (p50, p90 time.Duration, ok bool) {
	st := (*d.stats.Load())[durationKey{kind, fromChain, toChain}]
	return st.p50, st.p90, st.ok
}

// Record stores what a route took, under its kind (route.DurationKind's
// names) and chain pair, once per source transaction (false when that
// transaction was recorded already), and drops the key's samples beyond
// the window.
func (d *Durations) Record(ctx context.Context, kind, fromChain, toChain, txHash string, took time.Duration) (bool, error) {
	if took < 0 {
		return false, fmt.Errorf("record route duration %s/%s: negative duration %s", fromChain, txHash, took)
	}
	secs := int64((took + time.Second/2) / time.Second)
	k := durationKey{kind, fromChain, toChain}
	d.mu.Lock()
	defer d.mu.Unlock()
	added := false
	err := d.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO route_durations(kind, from_chain, to_chain, tx_hash, seconds, recorded_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(from_chain, tx_hash) DO NOTHING`, kind, fromChain, toChain, txHash, secs, d.cfg.Now().UnixNano())
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		added = true
		// Everything at or below the (Window+1)-th newest goes; with fewer
		// rows the subquery is NULL and nothing does.
		_, err = tx.ExecContext(ctx, `DELETE FROM route_durations WHERE kind = ? AND from_chain = ? AND to_chain = ? AND seq <= (
			SELECT seq FROM route_durations WHERE kind = ? AND from_chain = ? AND to_chain = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
			kind, fromChain, toChain, kind, fromChain, toChain, d.cfg.Window)
		return err
	})
	if err != nil {
		return false, fmt.Errorf("record route duration %s/%s: %w", fromChain, txHash, err)
	}
	if !added {
		return false, nil
	}
	w := d.push(d.windows[k], time.Duration(secs)*time.Second)
	d.windows[k] = w
	old := *d.stats.Load()
	stats := make(map[durationKey]durationStat, len(old)+1)
	for kk, st := range old {
		stats[kk] = st
	}
	stats[k] = d.stat(w)
	d.stats.Store(&stats)
	return true, nil
}

// push appends a sample to a window, dropping the oldest beyond Window.
func (d *Durations) push(w []time.Duration, s time.Duration) []time.Duration {
	w = append(w, s)
	if over := len(w) - d.cfg.Window; over > 0 {
		w = append(w[:0:0], w[over:]...)
	}
	return w
}

func (d *Durations) stat(w []time.Duration) durationStat {
	p50, p90, ok := route.Percentiles(w, d.cfg.MinSamples)
	return durationStat{p50, p90, ok}
}

func (d *Durations) tx(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := d.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

// Observe records the duration of a stored status change that reached
// success: timeSpent.total, which counts from the source transaction's
// block on the chains' own clocks. Only success measures a route:
// partial_success stops at a destination that reverted and refund at an
// order's expiry, neither of which is how long a route takes to deliver.
func (d *Durations) Observe(ctx context.Context, t *status.Tracked, rec *status.Record) error {
	if rec.RouteTransactionStatus != status.StateSuccess || !rec.Terminal || t.Kind == "" {
		return nil
	}
	total, ok := rec.TimeSpent["total"]
	if !ok || total < 0 {
		return nil
	}
	_, err := d.Record(ctx, t.Kind, t.FromChain, t.ToChain, t.TxHash, time.Duration(total)*time.Second)
	return err
}

// OnChange is Observe as status.Config.OnChange (nil for nil Durations):
// it runs in the tracker's refresh, so a store that does not answer within
// a few seconds costs one sample (logged), not the refresh.
func (d *Durations) OnChange(logger *slog.Logger) func(t *status.Tracked, rec *status.Record) {
	if d == nil {
		return nil
	}
	logger = logger.With(slog.String("component", "durations"))
	return func(t *status.Tracked, rec *status.Record) {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := d.Observe(ctx, t, rec); err != nil {
			logger.Warn("measured route duration not recorded", slog.String("tx", t.TxHash), slog.String("error", err.Error()))
		}
	}
}
