package liquidity

import (
	"context"
	"maps"
	"sync"
	"sync/atomic"
)

// Snapshot is the routing state of every chain at one moment. It is never
// modified: a quote holds one for its whole computation.
type Snapshot struct {
	// Version grows with every published change; caches keyed on it are
	// invalidated by pool updates.
	Version uint64
	Chains  map[string]*Chain // by catalog chainId
	// Sources names, per chain, where its state comes from (for "no route"
	// explanations and /readyz); chains without a source have no entry.
	Sources map[string]string
}

// Chain returns the chain's state.
func (s *Snapshot) Chain(id string) (*Chain, bool) {
	c, ok := s.Chains[id]
	return c, ok
}

// Source supplies chains: Load returns their state once; Watch publishes
// each new state (as blocks arrive) until ctx ends.
type Source interface {
	Name() string
	Load(ctx context.Context) ([]*Chain, error)
	Watch(ctx context.Context, publish func(*Chain)) error
}

// Book holds the current Snapshot and replaces it when a source publishes.
type Book struct {
	mu      sync.Mutex // serializes writers
	current atomic.Pointer[Snapshot]
	subs    []chan struct{}
	// onPublish, when set, sees every chain published (metrics).
	onPublish func(source string, c *Chain)
}

// NewBook returns an empty book.
func NewBook() *Book {
	b := &Book{}
	b.current.Store(&Snapshot{Chains: map[string]*Chain{}, Sources: map[string]string{}})
	return b
}

// OnPublish registers f to see every chain published, under the book's
// write lock (keep it short): for freshness metrics.
func (b *Book) OnPublish(f func(source string, c *Chain)) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.onPublish = f
}

// Snapshot returns the current state; lock-free.
func (b *Book) Snapshot() *Snapshot { return b.current.Load() }

// Publish replaces the chains given (by ID), recording their source.
func (b *Book) Publish(source string, chains ...*Chain) {
	b.mu.Lock()
	defer b.mu.Unlock()
	old := b.current.Load()
	next := &Snapshot{Version: old.Version + 1, Chains: maps.Clone(old.Chains), Sources: maps.Clone(old.Sources)}
	for _, c := range chains {
		next.Chains[c.ID] = c
		next.Sources[c.ID] = source
		if b.onPublish != nil {
			b.onPublish(source, c)
		}
	}
	b.current.Store(next)
	for _, ch := range b.subs {
		select {
		case ch <- struct{}{}:
		default: // a pending notice already says "changed"
		}
	}
}

// Changed returns a channel that receives after each Publish (coalesced).
func (b *Book) Changed() <-chan struct{} {
	b.mu.Lock()
	defer b.mu.Unlock()
	ch := make(chan struct{}, 1)
	b.subs = append(b.subs, ch)
	return ch
}

// Run loads every source into the book, then watches them all until ctx
// ends; it returns the first load error. Watch errors end only that
// source's updates and are reported through onError.
func (b *Book) Run(ctx context.Context, sources []Source, onError func(Source, error)) (stop func(), err error) {
	for _, s := range sources {
		chains, err := s.Load(ctx)
		if err != nil {
			return nil, err
		}
		b.Publish(s.Name(), chains...)
	}
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for _, s := range sources {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := s.Watch(ctx, func(c *Chain) { b.Publish(s.Name(), c) }); err != nil && ctx.Err() == nil && onError != nil {
				onError(s, err)
			}
		}()
	}
	return func() { cancel(); wg.Wait() }, nil
}
