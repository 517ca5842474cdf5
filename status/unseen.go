package status

import (
	"context"
	"math/big"
	"strings"
	"sync"
	"time"
)

// unseen keeps, per chain, the next block to read for transactions the
// tracker follows but has not seen yet. Instead of asking for each one's
// receipt at every head, the tracker reads each new block once and
// refreshes only the transactions it holds.
type unseen struct {
	mu   sync.Mutex
	next map[string]uint64 // chain → next block to read
}

// unseenRecheck is how often a transaction not yet seen is looked up on
// its own all the same: a safety net for a block read that failed.
const unseenRecheck = 30 * time.Second

// from lowers chain's cursor to block n: every block from n on is read.
func (u *unseen) from(chain string, n uint64) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.next == nil {
		u.next = map[string]uint64{}
	}
	if cur, ok := u.next[chain]; !ok || n < cur {
		u.next[chain] = n
	}
}

// headBefore is chain's head before a first lookup of a transaction: a
// block after it may hold the transaction though the lookup missed it.
func (t *Tracker) headBefore(ctx context.Context, chain string) (uint64, bool) {
	c, ok := t.cfg.Chains.Reader(chain)
	if !ok {
		return 0, false
	}
	h, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, false
	}
	return h.Number.Uint64(), true
}

// scanUnseen reads chain's new blocks and returns the lower-case hashes
// of their transactions (nil when nothing unseen is followed there).
func (t *Tracker) scanUnseen(ctx context.Context, chain string, waiting bool) map[string]bool {
	u := &t.unseen
	u.mu.Lock()
	from, ok := u.next[chain]
	if !waiting {
		delete(u.next, chain) // nothing to look for: a new wait sets it again
	}
	u.mu.Unlock()
	if !ok || !waiting {
		return nil
	}
	c, ok := t.cfg.Chains.Reader(chain)
	if !ok {
		return nil
	}
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil
	}
	seen := map[string]bool{}
	to := min(head.Number.Uint64(), from+maxScanBlocks-1)
	for n := from; n <= to; n++ {
		b, err := c.BlockByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			break // read again from n at the next head
		}
		for _, tx := range b.Transactions() {
			seen[strings.ToLower(tx.Hash().Hex())] = true
		}
		u.mu.Lock()
		if cur, ok := u.next[chain]; ok && cur == n {
			u.next[chain] = n + 1
		}
		u.mu.Unlock()
	}
	return seen
}

// waitingFor reports whether e's transaction is followed but not yet
// seen on its chain.
func (e *entry) waitingFor() bool {
	a := e.answer.Load()
	return e.quote != nil && !e.persisted.Load() && a != nil && a.a != nil && a.a.Record.RouteTransactionStatus == StateNotFound
}
