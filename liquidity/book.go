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
	// observers see every chain published (metrics, tracking), in
	// registration order; a removed one is nil.
	observers []func(source string, c *Chain)
}

// NewBook returns an empty book.
func NewBook() *Book {
	b := &Book{}
	b.current.Store(&Snapshot{Chains: map[string]*Chain{}})
	return b
}

// OnPublish registers f to see every chain published, after any
// registered before it; it returns the function that unregisters f. f runs
// under the book's write lock, so it must be short and must not publish:
// freshness metrics, or a hand-off to the observer's own goroutine.
func (b *Book) OnPublish(f func(source string, c *Chain)) (remove func()) {
	b.mu.Lock()
	defer b.mu.Unlock()
	i := len(b.observers)
	b.observers = append(b.observers, f)
	return func() {
		b.mu.Lock()
		defer b.mu.Unlock()
		b.observers[i] = nil
	}
}

// Snapshot returns the current state; lock-free.
func (b *Book) Snapshot() *Snapshot { return b.current.Load() }

// Publish replaces the chains given (by ID); source names where they come
// from, for OnPublish.
func (b *Book) Publish(source string, chains ...*Chain) {
	b.mu.Lock()
	defer b.mu.Unlock()
	old := b.current.Load()
	next := &Snapshot{Version: old.Version + 1, Chains: maps.Clone(old.Chains)}
	for _, c := range chains {
		next.Chains[c.ID] = c
		for _, f := range b.observers {
			if f != nil {
				f(source, c)
			}
		}
	}
	b.current.Store(next)
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
