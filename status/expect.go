package status

import (
	"context"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/switchyard-dev/switchyard/api"
)

// expectations are the full quotes whose transactions the tracker looks
// for in every new block of their source chains, so that a route is
// followed (and its changes stored and pushed) before anyone asks.
type expectations struct {
	mu     sync.Mutex
	quotes map[string]map[string]time.Time // chain → quoteId → until
	next   map[string]uint64               // chain → next block to scan
}

// Expect follows the transaction of quote quoteID from the moment it
// lands on fromChain, until until (the quote's expiry: a transaction sent
// later is still followed once someone asks for it).
func (t *Tracker) Expect(quoteID, fromChain string, until time.Time) {
	x := &t.expect
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.quotes == nil {
		x.quotes, x.next = map[string]map[string]time.Time{}, map[string]uint64{}
	}
	if x.quotes[fromChain] == nil {
		x.quotes[fromChain] = map[string]time.Time{}
	}
	x.quotes[fromChain][quoteID] = until
}

// expected reports whether chain has quotes to look for, dropping the
// expired ones.
func (x *expectations) expected(chain string, now time.Time) bool {
	x.mu.Lock()
	defer x.mu.Unlock()
	for id, until := range x.quotes[chain] {
		if now.After(until) {
			delete(x.quotes[chain], id)
		}
	}
	if len(x.quotes[chain]) == 0 {
		delete(x.next, chain) // nothing to look for: start from the head next time
		return false
	}
	return true
}

// take removes and reports an expected quote.
func (x *expectations) take(chain, quoteID string) bool {
	x.mu.Lock()
	defer x.mu.Unlock()
	if _, ok := x.quotes[chain][quoteID]; !ok {
		return false
	}
	delete(x.quotes[chain], quoteID)
	return true
}

// maxScanBlocks bounds the blocks read per head: a chain far ahead is
// caught up over several heads.
const maxScanBlocks = 64

// scanExpected reads the new blocks of chain for route transactions of
// expected quotes (calldata tagged with api.AppendQuoteTag, sent to the
// chain's router) and starts following each one found.
func (t *Tracker) scanExpected(ctx context.Context, chain string) {
	if !t.expect.expected(chain, t.cfg.Now()) {
		return
	}
	c, ok := t.cfg.Chains.Reader(chain)
	if !ok {
		return
	}
	ct, ok := t.cfg.Chains.Contracts(chain)
	if !ok {
		return
	}
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		return
	}
	t.expect.mu.Lock()
	from, seen := t.expect.next[chain]
	t.expect.mu.Unlock()
	if !seen || from > head.Number.Uint64() {
		from = head.Number.Uint64()
	}
	to := min(head.Number.Uint64(), from+maxScanBlocks-1)
	for n := from; n <= to; n++ {
		b, err := c.BlockByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			t.log.Warn("status: reading a block for expected routes", slog.String("chain", chain), slog.Uint64("block", n), slog.String("error", err.Error()))
			return // retried from n at the next head
		}
		for _, tx := range b.Transactions() {
			t.matchExpected(ctx, chain, ct, tx)
		}
		t.expect.mu.Lock()
		t.expect.next[chain] = n + 1
		t.expect.mu.Unlock()
	}
}

func (t *Tracker) matchExpected(ctx context.Context, chain string, ct Contracts, tx *types.Transaction) {
	if tx.To() == nil || *tx.To() != ct.Router {
		return
	}
	id, ok := api.QuoteIDFromCalldata(tx.Data())
	if !ok || !t.expect.take(chain, id) {
		return
	}
	hash := strings.ToLower(tx.Hash().Hex())
	key := chain + "/" + hash
	t.mu.Lock()
	known := t.entries[key] != nil
	t.mu.Unlock()
	if known {
		return
	}
	quote, err := t.cfg.Quotes.StatusQuote(ctx, id)
	if err != nil {
		t.log.Warn("status: an expected route's quote", slog.String("quote", id), slog.String("error", err.Error()))
		return
	}
	name := ""
	if t.cfg.IntegratorName != nil {
		name = t.cfg.IntegratorName(ctx, quote.IntegratorHash)
	}
	q := Query{TransactionID: hash, FromChainID: quote.FromChain, ToChainID: quote.ToChain, QuoteID: id, IntegratorName: name}
	if _, err := t.open(ctx, q, hash, key); err != nil {
		t.log.Warn("status: following an expected route", slog.String("tx", hash), slog.String("error", err.Error()))
		return
	}
	t.mu.Lock()
	e := t.entries[key]
	t.mu.Unlock()
	if e == nil { // crowded: open answered without following
		return
	}
	t.log.Debug("status: following a route from its block", slog.String("tx", hash), slog.String("quote", id))
}
