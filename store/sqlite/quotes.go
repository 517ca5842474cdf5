package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
)

const (
	// quoteBatchMax caps one group commit; it is also the queue's length.
	quoteBatchMax = 512
	// quotePruneChunk bounds one DELETE, so pruning never holds the write
	// lock long enough to stall the quote writer.
	quotePruneChunk = 2000
	// quoteLinger bounds how long a batch with company waits for more
	// saves before it commits. Under concurrent load the callers answered
	// by one commit come back during the next one, so without a wait the
	// batches split into a few alternating groups, each paying a commit's
	// fixed cost (an fsync, the WAL header and index pages); a short wait
	// lets them share one commit. A lone save never waits (see run).
	quoteLinger = time.Millisecond
)

// ErrClosed is returned by SaveQuote once the store is closing.
var ErrClosed = errors.New("sqlite: store closed")

// Quote is a stored route quote: the route service's own type, so the
// store is its QuoteStore as it is.
type Quote = route.StoredQuote

var _ route.QuoteStore = (*DB)(nil)

// quotesSchema holds quotes. Times are Unix nanoseconds, so they compare
// and index as numbers (RFC 3339 text with trimmed fractions does not sort).
// Routes are stored compressed (quotecodec.go). The table keeps its rowid:
// routes are kilobytes of JSON, too large for a
// WITHOUT ROWID table, and pruning deletes by rowid.
const quotesSchema = `
CREATE TABLE quotes (
	id                 TEXT PRIMARY KEY,
	integrator_id_hash TEXT NOT NULL,
	from_chain         TEXT NOT NULL,
	to_chain           TEXT NOT NULL,
	from_address       TEXT NOT NULL,
	request            BLOB NOT NULL,
	route              BLOB NOT NULL,
	created_at         INTEGER NOT NULL,
	expires_at         INTEGER NOT NULL
);
CREATE INDEX quotes_by_expiry ON quotes(expires_at);`

const insertQuote = `INSERT INTO quotes(id, integrator_id_hash, from_chain, to_chain, from_address,
	request, route, created_at, expires_at, full) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
	ON CONFLICT(id) DO NOTHING`

// SaveQuote durably stores q. Concurrent calls are group-committed: one
// writer goroutine puts every waiting quote into a single transaction, so
// thousands of quotes a second cost a few commits; under concurrency a
// batch waits up to quoteLinger for its company, a lone save not at all. SaveQuote returns once
// q's transaction has committed, on a connection with synchronous=FULL, so
// an acknowledged quote survives a crash or power loss. It returns
// route.ErrQuoteExists when the id is stored (even if expired and not yet
// pruned), ErrClosed once Close has begun, and ctx.Err() when ctx ends
// first: the quote may then still be stored.
func (s *DB) SaveQuote(ctx context.Context, q Quote) error {
	if q.ID == "" {
		return errors.New("sqlite: save quote: empty id")
	}
	if q.CreatedAt.IsZero() || q.ExpiresAt.IsZero() {
		return fmt.Errorf("sqlite: save quote %s: creation and expiry times are required", q.ID)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	// Compressed here, in the callers' goroutines, so the one writer
	// goroutine only writes. The buffer is reused once the writer has
	// answered, never while it may still read it.
	var release func()
	q.Route, release = encodeRoute(q.Route)
	req := &quoteSave{ctx: ctx, q: q, done: make(chan error, 1)}
	if err := s.quotes.enqueue(s, req); err != nil {
		release()
		return err
	}
	select {
	case err := <-req.done:
		release()
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Quote returns the stored quote, or status.ErrQuoteNotFound when it is
// unknown or expired more than route.QuoteRetention ago.
func (s *DB) Quote(ctx context.Context, id string) (Quote, error) {
	var q Quote
	var created, expires int64
	err := s.db.QueryRowContext(ctx, `SELECT id, integrator_id_hash, from_chain, to_chain, from_address,
		request, route, created_at, expires_at, full FROM quotes WHERE id = ? AND expires_at > ?`,
		id, time.Now().Add(-route.QuoteRetention).UnixNano()).
		Scan(&q.ID, &q.IntegratorID, &q.FromChain, &q.ToChain, &q.FromAddress,
			&q.Request, &q.Route, &created, &expires, &q.Full)
	if errors.Is(err, sql.ErrNoRows) {
		return Quote{}, status.ErrQuoteNotFound
	}
	if err != nil {
		return Quote{}, fmt.Errorf("quote %s: %w", id, err)
	}
	if q.Route, err = decodeRoute(q.Route); err != nil {
		return Quote{}, fmt.Errorf("quote %s: %w", id, err)
	}
	q.Request, q.Route = nilIfEmpty(q.Request), nilIfEmpty(q.Route)
	q.CreatedAt, q.ExpiresAt = time.Unix(0, created).UTC(), time.Unix(0, expires).UTC()
	return q, nil
}

// PruneQuotes deletes quotes that expired before before and returns how
// many. It deletes in chunks, each its own short transaction, so quote
// writes go on meanwhile.
func (s *DB) PruneQuotes(ctx context.Context, before time.Time) (int64, error) {
	var total int64
	for {
		res, err := s.db.ExecContext(ctx, `DELETE FROM quotes WHERE rowid IN
			(SELECT rowid FROM quotes WHERE expires_at < ? LIMIT ?)`, before.UnixNano(), quotePruneChunk)
		if err != nil {
			return total, fmt.Errorf("prune quotes: %w", err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return total, fmt.Errorf("prune quotes: %w", err)
		}
		total += n
		if n < quotePruneChunk {
			return total, nil
		}
	}
}

// quoteSave is one SaveQuote call waiting for its batch.
type quoteSave struct {
	ctx  context.Context
	q    Quote
	done chan error // buffered: the writer never blocks on a caller that left
}

// quoteWriter is the group-commit writer. Its goroutine starts with the
// first SaveQuote and stops in Close.
type quoteWriter struct {
	// mu is held for reading while a call enqueues and for writing when
	// Close marks the writer closed, so after Close every queued request
	// is in reqs for the writer to answer.
	mu      sync.RWMutex
	once    sync.Once
	closed  bool
	started bool
	reqs    chan *quoteSave
	quit    chan struct{}
	done    chan struct{}
	conn    *sql.Conn    // the writer's own connection, synchronous=FULL
	insert  *sql.Stmt    // insertQuote, prepared once: preparing it per batch cost half as much as the batch's inserts
	batches atomic.Int64 // transactions committed, for tests and the benchmark
	// linger is quoteLinger; tests lengthen it to make lingering certain.
	linger  time.Duration
	lingers atomic.Int64 // batches that waited for company, for tests
}

func (w *quoteWriter) enqueue(s *DB, req *quoteSave) error {
	w.mu.RLock()
	defer w.mu.RUnlock()
	if w.closed {
		return ErrClosed
	}
	w.once.Do(func() {
		w.reqs = make(chan *quoteSave, quoteBatchMax)
		w.quit, w.done = make(chan struct{}), make(chan struct{})
		w.started = true
		if w.linger == 0 {
			w.linger = quoteLinger
		}
		go w.run(s)
	})
	select {
	case w.reqs <- req:
		return nil
	case <-req.ctx.Done():
		return req.ctx.Err()
	}
}

// stop refuses new saves, lets the batch being committed finish, answers
// the queued saves with ErrClosed and waits for the writer to exit.
func (w *quoteWriter) stop() {
	w.mu.Lock()
	already := w.closed
	w.closed = true
	started := w.started
	w.mu.Unlock()
	if !started {
		return
	}
	if !already {
		close(w.quit)
	}
	<-w.done
}

func (w *quoteWriter) run(s *DB) {
	defer close(w.done)
	defer w.dropConn()
	defer func() {
		if w.insert != nil {
			w.insert.Close()
		}
	}()
	batch := make([]*quoteSave, 0, quoteBatchMax)
	var timer *time.Timer
	var last int          // the previous batch's size
	var lastEnd time.Time // when the previous batch committed
	for {
		// Closing wins over queued saves, so Close waits for one batch at most.
		select {
		case <-w.quit:
			w.refuseQueued()
			return
		default:
		}
		select {
		case r := <-w.reqs:
			batch = append(batch[:0], r)
		case <-w.quit:
			w.refuseQueued()
			return
		}
		w.fill(&batch)
		// A batch has company when several saves were waiting, or when the
		// last batch had and this one came right after it: its callers are
		// still coming back. A lone save after a quiet spell commits at once.
		if len(batch) < quoteBatchMax && (len(batch) >= 2 || last >= 2 && time.Since(lastEnd) < w.linger) {
			w.lingers.Add(1)
			// The last batch's size is the concurrency seen: once as many
			// have joined, waiting longer only delays them. A batch that
			// starts as large waits the bound, as concurrency may have grown.
			enough := quoteBatchMax
			if last > len(batch) {
				enough = last
			}
			if timer == nil {
				timer = time.NewTimer(w.linger)
			} else {
				timer.Reset(w.linger)
			}
		wait:
			for len(batch) < enough {
				select {
				case r := <-w.reqs:
					batch = append(batch, r)
					w.fill(&batch)
				case <-timer.C:
					break wait
				case <-w.quit:
					break wait // this batch is the one Close waits for
				}
			}
			timer.Stop()
		}
		last = len(batch)
		w.commit(s, batch)
		lastEnd = time.Now()
		clear(batch)
	}
}

// fill adds what is queued to the batch, up to quoteBatchMax.
func (w *quoteWriter) fill(batch *[]*quoteSave) {
	for len(*batch) < quoteBatchMax {
		select {
		case r := <-w.reqs:
			*batch = append(*batch, r)
		default:
			return
		}
	}
}

// refuseQueued answers every queued save with ErrClosed. After Close
// marked the writer closed nothing more is queued (see mu).
func (w *quoteWriter) refuseQueued() {
	for {
		select {
		case r := <-w.reqs:
			r.done <- ErrClosed
		default:
			return
		}
	}
}

// commit stores a batch in one transaction and answers each caller. A
// duplicate id fails only its own save; any other error fails the batch.
func (w *quoteWriter) commit(s *DB, batch []*quoteSave) {
	// Callers that already gave up are not written.
	live := batch[:0]
	for _, r := range batch {
		if err := r.ctx.Err(); err != nil {
			r.done <- err
		} else {
			live = append(live, r)
		}
	}
	if len(live) == 0 {
		return
	}
	// The batch is not bound to any caller's context: it is shared, and
	// Close lets it finish.
	ctx := context.Background()
	results := make([]error, len(live))
	err := w.tx(ctx, s, func(tx *sql.Tx) error {
		stmt, err := w.insertStmt(ctx, s, tx)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for i, r := range live {
			q := r.q
			res, err := stmt.ExecContext(ctx, q.ID, q.IntegratorID, q.FromChain, q.ToChain, q.FromAddress,
				nonNil(q.Request), nonNil(q.Route), q.CreatedAt.UnixNano(), q.ExpiresAt.UnixNano(), q.Full)
			if err != nil {
				return fmt.Errorf("quote %s: %w", q.ID, err)
			}
			if n, err := res.RowsAffected(); err != nil {
				return err
			} else if n == 0 {
				results[i] = route.ErrQuoteExists
			}
		}
		return nil
	})
	if err != nil {
		err = fmt.Errorf("sqlite: save quotes: %w", err)
		w.dropConn() // a fresh connection for the next batch, in case this one is broken
	} else {
		w.batches.Add(1)
	}
	for i, r := range live {
		if err != nil {
			r.done <- err
		} else {
			r.done <- results[i]
		}
	}
}

func (w *quoteWriter) tx(ctx context.Context, s *DB, fn func(*sql.Tx) error) error {
	if w.conn == nil {
		conn, err := s.db.Conn(ctx)
		if err != nil {
			return err
		}
		if _, err := conn.ExecContext(ctx, `PRAGMA synchronous = FULL`); err != nil {
			conn.Close()
			return err
		}
		w.conn = conn
	}
	tx, err := w.conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

// insertStmt returns insertQuote for tx. The statement is prepared on the
// database, not on the writer's connection, because database/sql reuses a
// database's statement in a transaction on a connection it was prepared on
// before, and re-prepares a connection's statement in every transaction.
func (w *quoteWriter) insertStmt(ctx context.Context, s *DB, tx *sql.Tx) (*sql.Stmt, error) {
	if w.insert == nil {
		st, err := s.db.PrepareContext(ctx, insertQuote)
		if err != nil {
			return nil, err
		}
		w.insert = st
	}
	return tx.StmtContext(ctx, w.insert), nil
}

func (w *quoteWriter) dropConn() {
	if w.conn != nil {
		w.conn.Close()
		w.conn = nil
	}
}

func nilIfEmpty(b []byte) []byte {
	if len(b) == 0 {
		return nil
	}
	return b
}
