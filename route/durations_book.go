package route

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"
)

var _ Durations = (*DurationBook)(nil)

// DefaultDurationWindow is the default DurationBookConfig.Window.
const DefaultDurationWindow = 200

// durationPage bounds one DurationSamplesAfter read.
const durationPage = 1000

// DurationBookConfig configures a DurationBook.
type DurationBookConfig struct {
	Store DurationStore
	// MinSamples is how many routes of a key it takes before Estimate
	// answers (default DefaultMinDurationSamples).
	MinSamples int
	// Window is how many of a key's latest routes are kept (default
	// DefaultDurationWindow): recent enough to follow a slower relayer or
	// a busier chain, enough for a steady p90. Replicas sharing a store
	// use the same window.
	Window int
	Now    func() time.Time
	// Reload is how often Run reads the samples other replicas stored
	// (default 5 s): an estimate moves slowly, a few seconds late is as
	// good.
	Reload time.Duration
	Logger *slog.Logger
}

type durationKey struct{ kind, from, to string }

type durationStat struct {
	p50, p90 time.Duration
	ok       bool
}

// DurationBook is the measured route durations: kept in the store,
// answered from memory, so quoting reads no database. Record adds a
// sample, and every replica's book reads the samples added since its
// last read (Reload, Run), in the store's order, so all replicas answer
// the same figures a few seconds apart and a restart serves what was
// served before.
type DurationBook struct {
	cfg DurationBookConfig
	log *slog.Logger

	mu      sync.Mutex                      // serializes reloads
	after   int64                           // the last sample's Seq read; guarded by mu
	windows map[durationKey][]time.Duration // each key's latest samples, oldest first; guarded by mu
	stats   atomic.Pointer[map[durationKey]durationStat]
}

// NewDurationBook loads the stored samples.
func NewDurationBook(ctx context.Context, cfg DurationBookConfig) (*DurationBook, error) {
	if cfg.Store == nil {
		return nil, fmt.Errorf("route durations: a store is required")
	}
	if cfg.MinSamples <= 0 {
		cfg.MinSamples = DefaultMinDurationSamples
	}
	if cfg.Window <= 0 {
		cfg.Window = DefaultDurationWindow
	}
	cfg.Window = max(cfg.Window, cfg.MinSamples)
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Reload <= 0 {
		cfg.Reload = 5 * time.Second
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	b := &DurationBook{cfg: cfg, log: cfg.Logger.With(slog.String("component", "durations")), windows: map[durationKey][]time.Duration{}}
	b.stats.Store(&map[durationKey]durationStat{})
	if err := b.Reload(ctx); err != nil {
		return nil, err
	}
	return b, nil
}

// Estimate is the median and p90 of a key's kept samples, once there are
// at least MinSamples.
func (b *DurationBook) Estimate(kind, fromChain, toChain string) (p50, p90 time.Duration, ok bool) {
	st := (*b.stats.Load())[durationKey{kind, fromChain, toChain}]
	return st.p50, st.p90, st.ok
}

// Record stores what a route took, under its kind (DurationKind's names)
// and chain pair, once per source transaction (false when that
// transaction was recorded already), then reads it back with whatever
// other replicas added.
func (b *DurationBook) Record(ctx context.Context, kind, fromChain, toChain, txHash string, took time.Duration) (bool, error) {
	if took < 0 {
		return false, fmt.Errorf("record route duration %s/%s: negative duration %s", fromChain, txHash, took)
	}
	s := DurationSample{Kind: kind, FromChain: fromChain, ToChain: toChain, TxHash: txHash,
		Seconds: int64((took + time.Second/2) / time.Second), RecordedAt: b.cfg.Now()}
	added, err := b.cfg.Store.AddDurationSample(ctx, s, b.cfg.Window)
	if err != nil || !added {
		return false, err
	}
	return true, b.Reload(ctx)
}

// Reload reads the samples stored since the last read.
func (b *DurationBook) Reload(ctx context.Context) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	changed := map[durationKey]bool{}
	for {
		page, err := b.cfg.Store.DurationSamplesAfter(ctx, b.after, durationPage)
		if err != nil {
			b.publish(changed) // what was read counts
			return fmt.Errorf("load route durations: %w", err)
		}
		for _, s := range page {
			k := durationKey{s.Kind, s.FromChain, s.ToChain}
			b.windows[k] = b.push(b.windows[k], time.Duration(s.Seconds)*time.Second)
			changed[k] = true
			b.after = max(b.after, s.Seq)
		}
		if len(page) < durationPage {
			b.publish(changed)
			return nil
		}
	}
}

// Run reloads every Reload until ctx ends, then returns ctx.Err().
func (b *DurationBook) Run(ctx context.Context) error {
	t := time.NewTicker(b.cfg.Reload)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
		if err := b.Reload(ctx); err != nil && ctx.Err() == nil {
			b.log.Warn("reading measured route durations", slog.String("error", err.Error()))
		}
	}
}

// publish replaces the estimates of the changed keys; b.mu is held.
func (b *DurationBook) publish(changed map[durationKey]bool) {
	if len(changed) == 0 {
		return
	}
	old := *b.stats.Load()
	stats := make(map[durationKey]durationStat, len(old)+len(changed))
	for k, st := range old {
		stats[k] = st
	}
	for k := range changed {
		p50, p90, ok := Percentiles(b.windows[k], b.cfg.MinSamples)
		stats[k] = durationStat{p50, p90, ok}
	}
	b.stats.Store(&stats)
}

// push appends a sample to a window, dropping the oldest beyond Window.
func (b *DurationBook) push(w []time.Duration, s time.Duration) []time.Duration {
	w = append(w, s)
	if over := len(w) - b.cfg.Window; over > 0 {
		w = append(w[:0:0], w[over:]...)
	}
	return w
}
