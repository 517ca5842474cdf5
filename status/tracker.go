package status

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/apperr"
)

// Tracker follows submitted route transactions: in-flight ones are
// refreshed as their chains' heads arrive (Notify) and on a tick; terminal
// records are stored and answered from memory or the store.
type Tracker struct {
	cfg    Config
	log    *slog.Logger
	sem    chan struct{}
	notify chan string
	reload chan *entry // entries the store reported a change of

	mu      sync.Mutex
	entries map[string]*entry // key: fromChain + "/" + tx hash
	expect  expectations
	blocks  blocks
	wg      sync.WaitGroup
}

// New returns a tracker; Run drives it.
func New(cfg Config) *Tracker {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Tick <= 0 {
		cfg.Tick = time.Second
	}
	if cfg.Workers <= 0 {
		cfg.Workers = 16
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.LeaseTTL <= 0 {
		cfg.LeaseTTL = DefaultLeaseTTL
	}
	if cfg.Owner == "" {
		cfg.Owner = "local"
	}
	if cfg.QuoteLookback <= 0 {
		cfg.QuoteLookback = 10 * time.Minute
	}
	return &Tracker{cfg: cfg, log: cfg.Logger, sem: make(chan struct{}, cfg.Workers), notify: make(chan string, 256),
		reload: make(chan *entry, 256), entries: map[string]*entry{}}
}

// Notify tells the tracker a chain has a new head. It never blocks.
func (t *Tracker) Notify(chainID string) {
	select {
	case t.notify <- chainID:
	default: // a refresh of everything is queued already
	}
}

// txHashRE is an EVM transaction hash, or a Cosmos one (64 hex digits,
// which Cosmos tools show without 0x).
var txHashRE = regexp.MustCompile(`^(0x)?[0-9a-fA-F]{64}$`)

// Status answers GET /v2/status.
func (t *Tracker) Status(ctx context.Context, q Query) (*Answer, error) {
	e, err := t.entryFor(ctx, q, false)
	if err != nil {
		return nil, err
	}
	return e.result()
}

// entryFor finds or opens the entry of a query, checks the query against
// it (Status's errors) and adopts its legacy requestId. follow keeps the
// entry in memory even when the tracker is crowded.
func (t *Tracker) entryFor(ctx context.Context, q Query, follow bool) (*entry, error) {
	if !txHashRE.MatchString(q.TransactionID) {
		return nil, apperr.BadRequest("transactionId %q is not a transaction hash: expected 0x followed by 64 hex digits (a Cosmos hash may omit the 0x)", clip(q.TransactionID)).
			WithDetails(map[string]any{"parameter": "transactionId"})
	}
	hash := "0x" + strings.ToLower(strings.TrimPrefix(q.TransactionID, "0x"))
	key := q.FromChainID + "/" + hash
	t.mu.Lock()
	e := t.entries[key]
	t.mu.Unlock()
	if e == nil {
		var err error
		if e, err = t.open(ctx, q, hash, key); err != nil {
			return nil, err
		}
		if follow {
			e = t.remember(e) // streams are limited on their own
		}
	}
	if err := t.check(ctx, e, q, hash); err != nil {
		return nil, err
	}
	if e.adoptRequestID(q.RequestID) {
		t.refresh(ctx, e)
	}
	return e, nil
}

// open finds or starts tracking the transaction of a query.
func (t *Tracker) open(ctx context.Context, q Query, hash, key string) (*entry, error) {
	stored, err := t.cfg.Store.LoadTracked(ctx, q.FromChainID, hash)
	if err != nil && !errors.Is(err, ErrNotTracked) {
		return nil, apperr.Internal(err)
	}
	if stored != nil && stored.Terminal {
		var rec Record
		if err := json.Unmarshal(stored.Record, &rec); err != nil {
			return nil, apperr.Internal(fmt.Errorf("tracked %s: %w", key, err))
		}
		e := &entry{key: key, quoteID: stored.QuoteID, toChain: stored.ToChain, seq: stored.Seq}
		e.answer.Store(&entryAnswer{a: &Answer{Record: rec, JSON: stored.Record, Seq: stored.Seq}, terminal: true})
		return t.remember(e), nil
	}
	quote, err := t.cfg.Quotes.StatusQuote(ctx, q.QuoteID)
	if errors.Is(err, ErrQuoteNotFound) {
		return nil, quoteNotFound(q.QuoteID)
	}
	if err != nil {
		return nil, apperr.Internal(err)
	}
	if quote.FromChain != q.FromChainID {
		return nil, apperr.BadRequest("fromChainId %q contradicts quote %s, whose fromChain is %q", clip(q.FromChainID), quote.ID, quote.FromChain)
	}
	if quote.ToChain != q.ToChainID {
		return nil, apperr.BadRequest("toChainId %q contradicts quote %s, whose toChain is %q", clip(q.ToChainID), quote.ID, quote.ToChain)
	}
	e := &entry{key: key, quoteID: quote.ID, toChain: quote.ToChain, quote: quote, hash: common.HexToHash(hash),
		requestID: q.RequestID, integrator: q.IntegratorName, created: t.cfg.Now()}
	e.obs = t.newObserver(quote)
	e.touchNs.Store(e.created.UnixNano())
	if stored != nil {
		if t.heldElsewhere(stored, t.cfg.Now()) { // another replica follows it
			return t.remember(t.entryFromStored(stored, quote)), nil
		}
		if t.orphan(stored, t.cfg.Now()) {
			t.tookOver(1, hash) // its refresh below takes the lease
		}
		e.requestID, e.integrator, e.created, e.seq = stored.RequestID, stored.IntegratorName, stored.CreatedAt, stored.Seq
		e.persisted.Store(true)
	}
	head, headOK := t.headBefore(ctx, quote.FromChain)
	t.refresh(ctx, e)
	if e.waitingFor() {
		if t.crowded() {
			return e, nil // answered, but not followed: too many unseen transactions are
		}
		if headOK {
			t.blocks.from(quote.FromChain, head+1) // the lookup saw every block up to head
		}
	}
	return t.remember(e), nil
}

// maxFollowed bounds the transactions followed in memory: unseen ones
// beyond it are answered but not refreshed on every head, so queries with
// invented transaction hashes cannot grow the tracker's work without end.
const maxFollowed = 20_000

func (t *Tracker) crowded() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.entries) >= maxFollowed
}

// remember adds e unless another request added the same key first.
func (t *Tracker) remember(e *entry) *entry {
	t.mu.Lock()
	defer t.mu.Unlock()
	if old := t.entries[e.key]; old != nil {
		return old
	}
	t.entries[e.key] = e
	return e
}

// Resume reloads the tracked transactions not yet terminal, so a restart
// loses none.
func (t *Tracker) Resume(ctx context.Context) error {
	open, err := t.cfg.Store.OpenTracked(ctx)
	if err != nil {
		return err
	}
	for _, s := range open {
		if t.heldElsewhere(s, t.cfg.Now()) {
			continue // another replica follows it; taken over if it stops
		}
		if t.orphan(s, t.cfg.Now()) {
			t.tookOver(1, s.TxHash)
		}
		quote, err := t.cfg.Quotes.StatusQuote(ctx, s.QuoteID)
		if err != nil {
			t.log.Warn("tracked transaction without its quote", slog.String("tx", s.TxHash), slog.String("quote", s.QuoteID), slog.String("error", err.Error()))
			continue
		}
		t.remember(t.entryFromStored(s, quote))
	}
	return nil
}

// Run refreshes in-flight transactions on every head notification and
// tick until ctx ends, then waits for refreshes under way.
func (t *Tracker) Run(ctx context.Context) error {
	tick := time.NewTicker(t.cfg.Tick)
	defer tick.Stop()
	defer t.wg.Wait()
	if t.cfg.Shared != nil {
		t.wg.Add(2)
		go func() { defer t.wg.Done(); t.runLeases(ctx) }()
		go func() { defer t.wg.Done(); t.runWatch(ctx) }()
	}
	for {
		var chain string
		select {
		case <-ctx.Done():
			return nil
		case chain = <-t.notify:
		case <-tick.C:
		case e := <-t.reload:
			t.start(ctx, e)
			continue
		}
		var arrived map[string]bool // transactions in chain's new blocks
		if chain != "" {
			txs := t.newTransactions(ctx, chain, t.expect.expected(chain, t.cfg.Now()) || t.waitingOn(chain))
			t.matchExpectedIn(ctx, chain, txs)
			arrived = hashes(txs)
		}
		t.refreshAll(ctx, chain, arrived)
	}
}

// refreshAll starts a refresh of every in-flight entry touching chain
// ("" for all) and forgets unseen transactions nobody asked about lately.
func (t *Tracker) refreshAll(ctx context.Context, chain string, arrived map[string]bool) {
	now := t.cfg.Now()
	t.mu.Lock()
	var due []*entry
	for k, e := range t.entries {
		a := e.answer.Load()
		if a != nil && a.terminal {
			if now.Sub(e.touched()) > terminalMemory && !e.followed() {
				delete(t.entries, k) // answered from the store from now on
			}
			continue
		}
		if !e.persisted.Load() && now.Sub(e.touched()) > unseenMemory && !e.followed() {
			delete(t.entries, k)
			continue
		}
		if e.remote.Load() {
			if !e.followed() && now.Sub(e.touched()) > remoteMemory {
				delete(t.entries, k) // the store answers it
			} else if chain == "" {
				due = append(due, e) // read from the store on the tick
			}
			continue
		}
		if e.waitingFor() {
			// Looked up when its hash is in a new block of its chain, and
			// on its own only now and then.
			_, key, _ := strings.Cut(e.key, "/")
			if arrived[key] || now.Sub(e.refreshed()) > unseenRecheck {
				due = append(due, e)
			}
			continue
		}
		if chain == "" || e.quote.FromChain == chain || e.quote.ToChain == chain {
			due = append(due, e)
		}
	}
	t.mu.Unlock()
	for _, e := range due {
		if !t.start(ctx, e) {
			return
		}
	}
}

// start steps e on a worker, or marks it for another step when a step is
// under way; false when ctx ended first.
func (t *Tracker) start(ctx context.Context, e *entry) bool {
	if !e.busy.CompareAndSwap(false, true) {
		e.again.Store(true)
		return true
	}
	select {
	case t.sem <- struct{}{}:
	case <-ctx.Done():
		e.busy.Store(false)
		return false
	}
	t.wg.Add(1)
	go func() {
		defer t.wg.Done()
		defer func() { <-t.sem }()
		for {
			t.step(ctx, e)
			if !e.again.Swap(false) || ctx.Err() != nil {
				break
			}
		}
		e.busy.Store(false)
	}()
	return true
}

const (
	// terminalMemory is how long a terminal record stays in memory after
	// its last request; later requests read the store.
	terminalMemory = 10 * time.Minute
	// unseenMemory is how long a transaction never seen on its chain is
	// kept after its last request.
	unseenMemory = 30 * time.Minute
)

// refresh observes e now, unless a refresh is under way (then its result
// will do).
func (t *Tracker) refresh(ctx context.Context, e *entry) {
	if !e.busy.CompareAndSwap(false, true) {
		e.again.Store(true)
		return
	}
	defer e.busy.Store(false)
	for {
		t.step(ctx, e)
		if !e.again.Swap(false) || ctx.Err() != nil {
			return
		}
	}
}

// refreshLocked observes e, derives its record and stores it when it
// changed; the caller holds e.busy.
func (t *Tracker) refreshLocked(ctx context.Context, e *entry) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	e.refreshedNs.Store(t.cfg.Now().UnixNano())
	o, err := e.obs.observe(ctx, e.quote, e.hash, t.cfg.Now())
	if err != nil {
		t.log.Warn("status observation", slog.String("tx", e.hash.Hex()), slog.String("quote", e.quoteID), slog.String("error", err.Error()))
		if e.answer.Load() == nil {
			e.answer.Store(&entryAnswer{err: apperr.Internal(err)})
		}
		return
	}
	if o.Source.State == TxFailed {
		e.answer.Store(&entryAnswer{terminal: true, err: sourceFailed(e, &o.Source)})
		return
	}
	requestID, integrator := e.meta()
	rec := Derive(e.quote, &o, t.cfg.Env, requestID, integrator)
	var b []byte
	if rec.RouteTransactionStatus != StateNotFound { // encoded when a stream asks (Follow.Next): most are never read
		var err error
		if b, err = json.Marshal(rec); err != nil {
			t.log.Error("status record encoding", slog.String("error", err.Error()))
			return
		}
	}
	prev := e.answer.Load()
	changed := rec.RouteTransactionStatus != StateNotFound &&
		(prev == nil || prev.a == nil || !e.persisted.Load() || !stableEqual(prev.a.Record, rec))
	if changed && prev != nil && prev.terminal && e.persisted.Load() {
		// A terminal record is stored once; a legacy requestId adopted
		// later shows in this replica's answers only.
		e.answer.Store(&entryAnswer{a: &Answer{Record: rec, JSON: b, Seq: e.seq}, terminal: true})
		return
	}
	var saved *Tracked
	if changed {
		tr := &Tracked{FromChain: e.quote.FromChain, TxHash: strings.ToLower(e.hash.Hex()), QuoteID: e.quoteID, ToChain: e.toChain,
			RequestID: requestID, IntegratorName: integrator, IntegratorHash: e.quote.IntegratorHash, Kind: e.quote.Kind,
			Seq: e.seq + 1, State: rec.RouteTransactionStatus, Terminal: rec.Terminal, Record: b, CreatedAt: e.created, UpdatedAt: t.cfg.Now()}
		tr.LeaseOwner, tr.LeaseUntil = t.owner(), t.leaseUntil(tr.UpdatedAt)
		var err error
		if t.cfg.Notifier != nil {
			tr.Notifications, err = t.cfg.Notifier.Notifications(ctx, tr)
		}
		if err == nil {
			err = t.cfg.Store.SaveTracked(ctx, tr)
		}
		if errors.Is(err, ErrConflict) {
			t.adoptStored(ctx, e) // another replica stored it first: its record is the one
			return
		}
		if err != nil {
			// Answered as it is; stored (and pushed) by the next refresh.
			t.log.Error("storing a status record", slog.String("tx", e.hash.Hex()), slog.String("error", err.Error()))
			e.answer.Store(&entryAnswer{a: &Answer{Record: rec, JSON: b, Seq: e.seq}})
			return
		}
		e.seq++
		e.persisted.Store(true)
		saved = tr
	}
	e.answer.Store(&entryAnswer{a: &Answer{Record: rec, JSON: b, Seq: e.seq}, terminal: rec.Terminal})
	if saved != nil {
		e.notify()
		if t.cfg.OnChange != nil {
			t.cfg.OnChange(saved, &rec)
		}
	}
}

// sourceFailed is the 400 of a source transaction that failed on its
// chain: an EVM revert, or a Cosmos transaction with a non-zero code.
func sourceFailed(e *entry, s *Source) error {
	if s.TxHash != "" && !strings.HasPrefix(s.TxHash, "0x") { // a Cosmos source
		return apperr.BadRequest("transaction %s failed on chain %s in block %d (%s): it started no route and no funds left the wallet (only its fee was spent)",
			s.TxHash, e.quote.FromChain, s.Block, clip(s.Reason)).WithReason("SOURCE_REVERTED")
	}
	return apperr.BadRequest(
		"transaction %s reverted on chain %s in block %d: it started no route and no funds left the wallet (only its gas was spent)",
		e.hash.Hex(), e.quote.FromChain, s.Block).WithReason("SOURCE_REVERTED")
}

// stableEqual compares two records but for the running total.
func stableEqual(a, b Record) bool {
	return a.RouteTransactionStatus == b.RouteTransactionStatus && a.Status == b.Status && a.GasStatus == b.GasStatus && a.RequestID == b.RequestID &&
		a.ToChain.TransactionID == b.ToChain.TransactionID && a.Terminal == b.Terminal && (a.Recovery == nil) == (b.Recovery == nil)
}

func quoteNotFound(id string) error {
	return apperr.NotFound("quote %q not found: quotes are kept 24 hours after they expire; ask for a route to get a quoteId", clip(id)).
		WithReason("QUOTE_NOT_FOUND")
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}
