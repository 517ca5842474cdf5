package status

import (
	"context"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
)

// blocks is, per chain, the next block the tracker reads for what it
// looks for in new blocks: the transactions of full quotes handed out
// (Expect) and of transactions followed but not seen yet. Each new block
// is read once for both, instead of a receipt lookup per transaction at
// every head.
type blocks struct {
	mu   sync.Mutex
	next map[string]uint64 // chain → next block to read
}

// unseenRecheck is how often a transaction not yet seen is looked up on
// its own all the same: a safety net for a block read that failed.
const unseenRecheck = 30 * time.Second

// from lowers chain's cursor to block n: every block from n on is read.
func (b *blocks) from(chain string, n uint64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.next == nil {
		b.next = map[string]uint64{}
	}
	if cur, ok := b.next[chain]; !ok || n < cur {
		b.next[chain] = n
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

// newTransactions reads chain's blocks from the cursor (the head when
// none is set) to the head, at most maxScanBlocks, and returns their
// transactions; nothing when the tracker looks for nothing there (need).
func (t *Tracker) newTransactions(ctx context.Context, chain string, need bool) []*types.Transaction {
	b := &t.blocks
	b.mu.Lock()
	from, ok := b.next[chain]
	if !need {
		delete(b.next, chain) // nothing to look for: the next wait sets it again
	}
	b.mu.Unlock()
	if !need {
		return nil
	}
	c, okc := t.cfg.Chains.Reader(chain)
	if !okc {
		return nil
	}
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil
	}
	if !ok || from > head.Number.Uint64()+1 { // unset, or past a head that went back
		from = head.Number.Uint64()
		b.mu.Lock()
		if b.next == nil {
			b.next = map[string]uint64{}
		}
		b.next[chain] = from
		b.mu.Unlock()
	}
	var txs []*types.Transaction
	to := min(head.Number.Uint64(), from+maxScanBlocks-1)
	for n := from; n <= to; n++ {
		blk, err := c.BlockByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			t.log.Warn("status: reading a new block", slog.String("chain", chain), slog.Uint64("block", n), slog.String("error", err.Error()))
			break // read again from n at the next head
		}
		txs = append(txs, blk.Transactions()...)
		b.mu.Lock()
		if b.next[chain] == n { // not lowered meanwhile by a new wait
			b.next[chain] = n + 1
		}
		b.mu.Unlock()
	}
	return txs
}

// waitingOn reports whether a transaction of chain is followed but not
// yet seen.
func (t *Tracker) waitingOn(chain string) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, e := range t.entries {
		if e.waitingFor() && e.quote.FromChain == chain {
			return true
		}
	}
	return false
}

// hashes are the lower-case hashes of txs.
func hashes(txs []*types.Transaction) map[string]bool {
	out := make(map[string]bool, len(txs))
	for _, tx := range txs {
		out[strings.ToLower(tx.Hash().Hex())] = true
	}
	return out
}

// waitingFor reports whether e's transaction is followed but not yet
// seen on its chain.
func (e *entry) waitingFor() bool {
	a := e.answer.Load()
	return e.quote != nil && !e.persisted.Load() && a != nil && a.a != nil && a.a.Record.RouteTransactionStatus == StateNotFound
}
