package bitcoin

import (
	"context"
	"sync"
	"time"
)

// FeeRates keeps the API's last fee estimates for a while. A quote needs a
// fee rate, and GET /fee-estimates is the slowest read there is: a busy node
// answers it target by target, and public APIs rate-limit it. Estimates move
// by the block, so an answer a few seconds old is as good as a fresh one, and
// one a few minutes old is better than failing the quote.
type FeeRates struct {
	read  func(context.Context) (map[string]float64, error)
	fresh time.Duration
	stale time.Duration
	now   func() time.Time

	mu   sync.Mutex
	last map[string]float64
	at   time.Time
}

// FeeRatesConfig configures FeeRates.
type FeeRatesConfig struct {
	// Client is the API read.
	Client *Client
	// Fresh is how long an answer is used without asking again (default 10 s).
	Fresh time.Duration
	// Stale is how old an answer may be and still stand in when asking
	// again fails (default 10 min).
	Stale time.Duration
	// Now is the clock (tests).
	Now func() time.Time
}

// NewFeeRates returns the cache for cfg.
func NewFeeRates(cfg FeeRatesConfig) *FeeRates {
	f := &FeeRates{read: cfg.Client.FeeEstimates, fresh: cfg.Fresh, stale: cfg.Stale, now: cfg.Now}
	if f.fresh <= 0 {
		f.fresh = 10 * time.Second
	}
	if f.stale < f.fresh {
		f.stale = max(f.fresh, 10*time.Minute)
	}
	if f.now == nil {
		f.now = time.Now
	}
	return f
}

// Rate is Client.FeeRate from the kept estimates: asked again once they are
// older than Fresh, and still used, up to Stale, when asking fails.
func (f *FeeRates) Rate(ctx context.Context, target int, floor float64) (float64, error) {
	f.mu.Lock()
	last, at := f.last, f.at
	f.mu.Unlock()
	now := f.now()
	if last != nil && now.Sub(at) < f.fresh {
		return pickFeeRate(last, target, floor), nil
	}
	m, err := f.read(ctx)
	if err != nil {
		if last != nil && now.Sub(at) < f.stale {
			return pickFeeRate(last, target, floor), nil
		}
		return 0, err
	}
	f.mu.Lock()
	if f.last == nil || !f.at.After(now) {
		f.last, f.at = m, now
	}
	f.mu.Unlock()
	return pickFeeRate(m, target, floor), nil
}
