package route

import (
	"sync"

	"github.com/holiman/uint256"

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
	// ranges are allowed fromAmount ranges, which do not depend on the
	// amount asked: keyed by the params with FromAmount zero.
	ranges map[Params]amountRange
}

// amountRange is an allowed fromAmount range; nil where a bound does not
// exist. Never modified once cached.
type amountRange struct {
	min, max *uint256.Int
}

type cachedPlan struct {
	plan *Plan
	err  error
}

func newPlanCache(size int) *planCache {
	return &planCache{size: size, m: make(map[Params]cachedPlan), ranges: make(map[Params]amountRange)}
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
	c.reset(version)
	c.m[*p] = cachedPlan{plan: plan, err: err}
}

// reset empties the cache for a newer version, or when full.
func (c *planCache) reset(version uint64) {
	if version > c.version || len(c.m) >= c.size || len(c.ranges) >= c.size {
		c.version = version
		clear(c.m)
		clear(c.ranges)
	}
}

func rangeKey(p *Params) Params {
	k := *p
	k.FromAmount.Clear()
	if p.exactOut() {
		k.ToAmount.SetOne() // a toAmount range, not the fromAmount one
	}
	return k
}

func (c *planCache) getRange(version uint64, p *Params) (amountRange, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.version != version {
		return amountRange{}, false
	}
	r, ok := c.ranges[rangeKey(p)]
	return r, ok
}

func (c *planCache) putRange(version uint64, p *Params, r amountRange) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if version < c.version {
		return
	}
	c.reset(version)
	c.ranges[rangeKey(p)] = r
}
