package status

import (
	"context"
	"log/slog"
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
}

// Expect follows the transaction of quote quoteID from the moment it
// lands on fromChain, until until (the quote's expiry: a transaction sent
// later is still followed once someone asks for it).
func (t *Tracker) Expect(quoteID, fromChain string, until time.Time) {
	x := &t.expect
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.quotes == nil {
		x.quotes = map[string]map[string]time.Time{}
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
	return len(x.quotes[chain]) > 0
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

// matchExpectedIn starts following the route transactions of expected
// quotes among txs: calldata tagged with api.AppendQuoteTag, sent to the
// chain's router.
func (t *Tracker) matchExpectedIn(ctx context.Context, chain string, txs []*types.Transaction) {
	if len(txs) == 0 {
		return
	}
	ct, ok := t.cfg.Chains.Contracts(chain)
	if !ok {
		return
	}
	for _, tx := range txs {
		t.matchExpected(ctx, chain, ct, tx)
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
