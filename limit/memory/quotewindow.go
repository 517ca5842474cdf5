package memory

import (
	"context"
	"hash/maphash"
	"math"
	"slices"
	"sync"
	"time"

	"github.com/switchyard-dev/switchyard/limit"
)

var _ limit.QuoteWindow = (*QuoteWindow)(nil)

const (
	// sweepPerClaim bounds the expired keys one Claim removes, so no call
	// pays for a large backlog; the backlog still drains far faster than
	// claims can add to it.
	sweepPerClaim = 64
	// compactAbove is the queue capacity from which a shard gives memory
	// back once most of its keys have expired.
	compactAbove = 1024
)

// QuoteWindowConfig configures a QuoteWindow.
type QuoteWindowConfig struct {
	Clock  func() time.Time // for tests; time.Now by default
	Shards int              // lock shards, rounded up to a power of two; default 64
}

// QuoteWindow is the in-process quote window: correct for one instance;
// several instances behind a balancer need a shared one. Keys are spread
// over shards, each with its own lock, so wallets do not contend. Expired
// keys are swept incrementally by later claims, on their own shard and on
// one other, with no goroutine to stop: memory follows the keys claimed
// within one window, not the number of distinct keys ever seen.
type QuoteWindow struct {
	clock  func() time.Time
	base   time.Time // expiries are offsets from base, on the monotonic clock when it has one
	seed   maphash.Seed
	mask   uint64
	shards []windowShard
}

type windowShard struct {
	mu    sync.Mutex
	held  map[string]time.Duration // key → expiry
	queue []heldKey                // min-heap by expiry: one entry per claim
	turn  uint64                   // picks the next other shard to sweep
	_     [64]byte                 // keeps neighbouring shards' locks off one cache line
}

type heldKey struct {
	key string
	exp time.Duration
}

// NewQuoteWindow returns an empty quote window.
func NewQuoteWindow(cfg QuoteWindowConfig) *QuoteWindow {
	if cfg.Clock == nil {
		cfg.Clock = time.Now
	}
	n := 64
	if cfg.Shards > 0 {
		n = 1
		for n < cfg.Shards {
			n <<= 1
		}
	}
	w := &QuoteWindow{clock: cfg.Clock, base: cfg.Clock(), seed: maphash.MakeSeed(), mask: uint64(n - 1),
		shards: make([]windowShard, n)}
	for i := range w.shards {
		w.shards[i].held = map[string]time.Duration{}
	}
	return w
}

// Claim records key for window unless it is already held, in which case
// retryAfter is the time left on it.
func (w *QuoteWindow) Claim(_ context.Context, key string, window time.Duration) (bool, time.Duration, error) {
	if window <= 0 {
		return true, 0, nil
	}
	h := maphash.String(w.seed, key)
	s := &w.shards[h&w.mask]
	s.mu.Lock()
	// Read under the shard's lock: a claim that read the clock before the
	// winner's but locked after it would see more than a window left.
	now := w.clock().Sub(w.base)
	ok, retry := s.claim(key, now, window)
	// Each claim also sweeps another shard, a different one each time, so
	// shards that see no more claims still give their expired keys back.
	s.turn++
	other := &w.shards[(h>>32+s.turn)&w.mask]
	s.mu.Unlock()
	if other != s && other.mu.TryLock() { // a busy shard sweeps itself
		other.sweep(now)
		other.mu.Unlock()
	}
	return ok, retry, nil
}

func (s *windowShard) claim(key string, now, window time.Duration) (bool, time.Duration) {
	s.sweep(now)
	if exp, ok := s.held[key]; ok && exp > now {
		return false, exp - now
	}
	exp := now + window
	if exp < now { // overflow: held for good
		exp = math.MaxInt64
	}
	s.held[key] = exp
	s.push(heldKey{key, exp})
	return true, 0
}

// sweep forgets up to sweepPerClaim expired keys, then gives memory back
// when the shard has shrunk to a quarter of its capacity (amortized: that
// takes three quarters of the capacity in removals).
func (s *windowShard) sweep(now time.Duration) {
	for range sweepPerClaim {
		if len(s.queue) == 0 || s.queue[0].exp > now {
			break
		}
		h := s.pop()
		if exp, ok := s.held[h.key]; ok && exp == h.exp { // else it was claimed again since
			delete(s.held, h.key)
		}
	}
	if c := cap(s.queue); c > compactAbove && len(s.queue) < c/4 {
		s.queue = slices.Clip(slices.Clone(s.queue))
		held := make(map[string]time.Duration, len(s.held))
		for k, v := range s.held {
			held[k] = v
		}
		s.held = held
	}
}

func (s *windowShard) push(h heldKey) {
	s.queue = append(s.queue, h)
	for i := len(s.queue) - 1; i > 0; {
		parent := (i - 1) / 2
		if s.queue[parent].exp <= s.queue[i].exp {
			break
		}
		s.queue[parent], s.queue[i] = s.queue[i], s.queue[parent]
		i = parent
	}
}

func (s *windowShard) pop() heldKey {
	q := s.queue
	top := q[0]
	last := len(q) - 1
	q[0] = q[last]
	q[last] = heldKey{} // drop the key string
	q = q[:last]
	for i := 0; ; {
		small, l, r := i, 2*i+1, 2*i+2
		if l < len(q) && q[l].exp < q[small].exp {
			small = l
		}
		if r < len(q) && q[r].exp < q[small].exp {
			small = r
		}
		if small == i {
			break
		}
		q[i], q[small] = q[small], q[i]
		i = small
	}
	s.queue = q
	return top
}
