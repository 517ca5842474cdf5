package status

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Replicas: when Config.Shared is set, each tracked transaction is
// refreshed by the replica holding its lease. The others keep a "remote"
// entry answered from the store: reloaded when the store reports a change
// (WatchTracked) and on the tick while someone asks or follows it. A
// holder renews its leases every LeaseTTL/3; a lease left to expire (its
// replica died) is taken over by the next replica that looks, so a dead
// replica's transactions go on within LeaseTTL. Two replicas that both
// refresh a transaction (both found it at once) cannot both store a
// change: SaveTracked's ErrConflict sends the loser back to the store.

// DefaultLeaseTTL is the default Config.LeaseTTL.
const DefaultLeaseTTL = 6 * time.Second

// remoteMemory is how long a remote entry nobody asks for or follows is
// kept in memory: the store answers it afterwards.
const remoteMemory = 30 * time.Second

// quoteOverlap re-reads quotes stored this long before the last poll:
// replicas' clocks and commit order differ by less.
const quoteOverlap = 5 * time.Second

func (t *Tracker) owner() string { return t.cfg.Owner }

// leaseUntil is the end of a lease taken or renewed now.
func (t *Tracker) leaseUntil(now time.Time) time.Time { return now.Add(t.cfg.LeaseTTL) }

// heldElsewhere reports whether another replica's lease holds a stored
// transaction now.
func (t *Tracker) heldElsewhere(s *Tracked, now time.Time) bool {
	return t.cfg.Shared != nil && !s.Terminal && s.LeaseOwner != "" && s.LeaseOwner != t.owner() && s.LeaseUntil.After(now)
}

// step is one refresh of an entry by the worker holding e.busy: observe
// the chains if this replica follows it, read the store otherwise.
func (t *Tracker) step(ctx context.Context, e *entry) {
	if e.remote.Load() || e.notifiedSeq.Load() > e.seq {
		t.adoptStored(ctx, e)
		if e.remote.Load() {
			return
		}
	}
	t.refreshLocked(ctx, e)
}

// adoptStored takes the stored row of e as its answer when it is newer,
// and decides whether this replica follows e (the row is nobody's, ours,
// or its lease ended) or another one does. The caller holds e.busy.
func (t *Tracker) adoptStored(ctx context.Context, e *entry) {
	from, hash, _ := strings.Cut(e.key, "/")
	e.refreshedNs.Store(t.cfg.Now().UnixNano())
	s, err := t.cfg.Store.LoadTracked(ctx, from, hash)
	if errors.Is(err, ErrNotTracked) {
		e.remote.Store(false)
		return
	}
	if err != nil {
		t.log.Warn("status: reading a tracked transaction", slog.String("tx", hash), slog.String("error", err.Error()))
		return
	}
	if s.Seq > e.seq {
		var rec Record
		if err := json.Unmarshal(s.Record, &rec); err != nil {
			t.log.Error("status: a stored record", slog.String("tx", hash), slog.String("error", err.Error()))
			return
		}
		e.seq = s.Seq
		e.persisted.Store(true)
		e.answer.Store(&entryAnswer{a: &Answer{Record: rec, JSON: s.Record, Seq: s.Seq}, terminal: s.Terminal})
		e.notify()
	}
	if t.heldElsewhere(s, t.cfg.Now()) {
		e.remote.Store(true)
	} else if e.remote.CompareAndSwap(true, false) && !s.Terminal {
		// Its replica stopped renewing (or renewAndTakeOver took it just
		// now): ours. One CompareAndSwap, here or there, counts it once.
		t.tookOver(1, hash)
	}
}

// orphan reports whether a stored transaction's lease was another
// replica's and ran out: following it now takes it over.
func (t *Tracker) orphan(s *Tracked, now time.Time) bool {
	return t.cfg.Shared != nil && !s.Terminal && s.LeaseOwner != "" && s.LeaseOwner != t.owner() && !s.LeaseUntil.After(now)
}

func (t *Tracker) tookOver(n int, tx string) {
	if n == 0 {
		return
	}
	t.log.Info("status: took over tracked transactions of a replica that stopped", slog.Int("count", n), slog.String("tx", tx))
	if t.cfg.OnTakeover != nil {
		t.cfg.OnTakeover(n)
	}
}

// entryFromStored is an entry for an open stored transaction.
func (t *Tracker) entryFromStored(s *Tracked, quote *Quote) *entry {
	e := &entry{key: s.FromChain + "/" + s.TxHash, quoteID: s.QuoteID, toChain: s.ToChain, quote: quote, hash: common.HexToHash(s.TxHash),
		requestID: s.RequestID, integrator: s.IntegratorName, created: s.CreatedAt, seq: s.Seq}
	e.persisted.Store(true)
	e.obs = t.newObserver(quote)
	e.touchNs.Store(t.cfg.Now().UnixNano())
	var rec Record
	if json.Unmarshal(s.Record, &rec) == nil {
		e.answer.Store(&entryAnswer{a: &Answer{Record: rec, JSON: s.Record, Seq: s.Seq}, terminal: s.Terminal})
	}
	e.remote.Store(t.heldElsewhere(s, t.cfg.Now()))
	return e
}

// runLeases renews this replica's leases and takes over orphaned ones
// every LeaseTTL/3, and (with PollQuotes) expects the full quotes other
// replicas hand out, until ctx ends.
func (t *Tracker) runLeases(ctx context.Context) {
	every := t.cfg.LeaseTTL / 3
	tick := time.NewTicker(min(every, time.Second))
	defer tick.Stop()
	var lastLease time.Time
	polled := map[string]time.Time{} // quote id → expiry
	var since time.Time
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		now := t.cfg.Now()
		if now.Sub(lastLease) >= every {
			lastLease = now
			t.renewAndTakeOver(ctx, now)
		}
		if t.cfg.PollQuotes {
			since = t.pollQuotes(ctx, since, now, polled)
		}
	}
}

func (t *Tracker) renewAndTakeOver(ctx context.Context, now time.Time) {
	ctx, cancel := context.WithTimeout(ctx, t.cfg.LeaseTTL/3)
	defer cancel()
	if _, err := t.cfg.Shared.RenewLeases(ctx, t.owner(), t.leaseUntil(now)); err != nil {
		t.log.Warn("status: renewing leases", slog.String("error", err.Error()))
	}
	taken, err := t.cfg.Shared.TakeOrphaned(ctx, t.owner(), now, t.leaseUntil(now), 256)
	if err != nil {
		t.log.Warn("status: taking over orphaned transactions", slog.String("error", err.Error()))
		return
	}
	first, others := "", 0
	for _, s := range taken {
		t.mu.Lock()
		e := t.entries[s.FromChain+"/"+s.TxHash]
		t.mu.Unlock()
		// Rows this process follows itself are its own lapsed leases (a
		// restart, a pause): taking them back is no takeover.
		if e == nil || e.remote.CompareAndSwap(true, false) {
			others++
			if first == "" {
				first = s.TxHash
			}
		}
		if e != nil {
			e.notifiedSeq.Store(s.Seq) // read the row before observing again
			continue
		}
		quote, err := t.cfg.Quotes.StatusQuote(ctx, s.QuoteID)
		if err != nil {
			t.log.Warn("status: a taken-over transaction without its quote", slog.String("tx", s.TxHash), slog.String("error", err.Error()))
			continue
		}
		s.LeaseOwner = t.owner()
		t.remember(t.entryFromStored(s, quote))
	}
	t.tookOver(others, first)
}

// pollQuotes expects the full quotes stored since the last poll (other
// replicas' among them) and returns the next poll's start.
func (t *Tracker) pollQuotes(ctx context.Context, since, now time.Time, polled map[string]time.Time) time.Time {
	for id, until := range polled {
		if now.After(until) {
			delete(polled, id)
		}
	}
	from := since.Add(-quoteOverlap)
	if since.IsZero() {
		from = now.Add(-t.cfg.QuoteLookback)
	}
	qs, err := t.cfg.Shared.FullQuotesSince(ctx, from, now, 10_000)
	if err != nil {
		t.log.Warn("status: reading recent quotes", slog.String("error", err.Error()))
		return since
	}
	for _, q := range qs {
		if _, ok := polled[q.ID]; ok {
			continue
		}
		polled[q.ID] = q.ExpiresAt
		t.Expect(q.ID, q.FromChain, q.ExpiresAt)
	}
	return now
}

// runWatch applies changes other replicas store to the entries in memory,
// restarting the feed when it breaks, until ctx ends.
func (t *Tracker) runWatch(ctx context.Context) {
	for {
		err := t.cfg.Shared.WatchTracked(ctx, t.stored)
		if ctx.Err() != nil {
			return
		}
		t.log.Warn("status: change feed broke; restarting", slog.Any("error", err))
		select {
		case <-ctx.Done():
			return
		case <-time.After(time.Second):
		}
	}
}

// stored is told of a stored change: an entry in memory behind it reads
// the store at its next step, which starts now.
func (t *Tracker) stored(k TrackedKey, seq int64) {
	t.mu.Lock()
	e := t.entries[k.FromChain+"/"+k.TxHash]
	t.mu.Unlock()
	if e == nil {
		return
	}
	for {
		old := e.notifiedSeq.Load()
		if seq <= old || e.notifiedSeq.CompareAndSwap(old, seq) {
			break
		}
	}
	select {
	case t.reload <- e:
	default: // the tick reads it
	}
}
