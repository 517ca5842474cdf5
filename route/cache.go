package route

import (
	"sync"

	"github.com/switchyard-dev/switchyard/apperr"
)

// planCache remembers plans (and route errors, whose allowed ranges are
// the expensive part) of the current snapshot: identical requests between
// two pool updates share one search. A new snapshot version empties it,
// so no answer outlives the pool state it was computed on.
type planCache struct {
	mu      sync.Mutex
	size    int
	version uint64
	m       map[Params]cachedPlan
}

type cachedPlan struct {
	plan *Plan
	err  error
}

func newPlanCache(size int) *planCache {
	return &planCache{size: size, m: make(map[Params]cachedPlan)}
}

func (c *planCache) get(version uint64, p *Params) (cachedPlan, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.version != version {
		return cachedPlan{}, false
	}
	e, ok := c.m[*p]
	return e, ok
}

func (c *planCache) put(version uint64, p *Params, plan *Plan, err error) {
	if err != nil && apperr.As(err).Kind == apperr.KindInternal {
		return // a cancelled or failed search says nothing about the route
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if version < c.version {
		return
	}
	if version > c.version || len(c.m) >= c.size {
		c.version = version
		clear(c.m)
	}
	c.m[*p] = cachedPlan{plan: plan, err: err}
}
