package route

import (
	"sync"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// planCache remembers plans (and route errors, whose allowed ranges are
// the expensive part) with the chains they were computed on: an entry
// answers while the snapshot still holds those chains, so a head on
// another chain does not empty it, and no answer outlives the pool state
// of the chains it read. Each newer snapshot drops the entries of chains
// it replaced, so the cache never keeps an old chain alive.
type planCache struct {
	mu      sync.Mutex
	size    int
	version uint64 // the newest snapshot seen; entries are of its chains
	m       map[Params]cachedPlan
	// ranges are allowed fromAmount ranges, which do not depend on the
	// amount asked: keyed by the params with FromAmount zero.
	ranges map[Params]cachedRange
}

// chainsRead are the chains a route request reads: its two ends (nil
// where the snapshot has no such chain, as for a Cosmos end). Every plan
// kind reads its ends' chains only.
type chainsRead struct {
	from, to *liquidity.Chain
}

func readBy(snap *liquidity.Snapshot, p *Params) chainsRead {
	return chainsRead{from: snap.Chains[p.FromChain], to: snap.Chains[p.ToChain]}
}

// amountRange is an allowed fromAmount range; nil where a bound does not
// exist. Never modified once cached.
type amountRange struct {
	min, max *uint256.Int
}

type cachedRange struct {
	r    amountRange
	read chainsRead
}

type cachedPlan struct {
	plan *Plan
	err  error
	read chainsRead
}

func newPlanCache(size int) *planCache {
	return &planCache{size: size, m: make(map[Params]cachedPlan), ranges: make(map[Params]cachedRange)}
}

func (c *planCache) get(snap *liquidity.Snapshot, p *Params) (cachedPlan, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.observe(snap)
	e, ok := c.m[*p]
	if !ok || e.read != readBy(snap, p) {
		return cachedPlan{}, false
	}
	return e, true
}

func (c *planCache) put(snap *liquidity.Snapshot, p *Params, plan *Plan, err error) {
	if err != nil && apperr.As(err).Kind == apperr.KindInternal {
		return // a cancelled or failed search says nothing about the route
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.observe(snap) {
		return
	}
	if len(c.m) >= c.size {
		clear(c.m)
	}
	c.m[*p] = cachedPlan{plan: plan, err: err, read: readBy(snap, p)}
}

// observe brings the cache to snap: a newer snapshot drops the entries
// whose chains it replaced. It reports false for a snapshot older than
// one already seen, whose answers are not kept.
func (c *planCache) observe(snap *liquidity.Snapshot) bool {
	switch {
	case snap.Version < c.version:
		return false
	case snap.Version == c.version:
		return true
	}
	c.version = snap.Version
	for k, e := range c.m {
		if e.read != readBy(snap, &k) {
			delete(c.m, k)
		}
	}
	for k, e := range c.ranges {
		if e.read != readBy(snap, &k) {
			delete(c.ranges, k)
		}
	}
	return true
}

func rangeKey(p *Params) Params {
	k := *p
	k.FromAmount.Clear()
	if p.exactOut() {
		k.ToAmount.SetOne() // a toAmount range, not the fromAmount one
	}
	return k
}

func (c *planCache) getRange(snap *liquidity.Snapshot, p *Params) (amountRange, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.observe(snap)
	e, ok := c.ranges[rangeKey(p)]
	if !ok || e.read != readBy(snap, p) {
		return amountRange{}, false
	}
	return e.r, true
}

func (c *planCache) putRange(snap *liquidity.Snapshot, p *Params, r amountRange) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.observe(snap) {
		return
	}
	if len(c.ranges) >= c.size {
		clear(c.ranges)
	}
	c.ranges[rangeKey(p)] = cachedRange{r: r, read: readBy(snap, p)}
}
