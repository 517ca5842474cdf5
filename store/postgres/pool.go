package postgres

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
)

// pool is a bounded pool of pgx connections. (pgxpool would do, but it
// needs github.com/jackc/puddle/v2, which go.mod does not require yet;
// this is the small part of it the store uses.)
type pool struct {
	cfg   *pgx.ConnConfig
	slots chan struct{} // one token per connection open or being opened
	idle  chan idleConn // never full: it holds at most cap(slots)
	inUse atomic.Int32  // acquired, for Stats
	waits atomic.Int64  // acquisitions that had to wait, for Stats
	mu    sync.Mutex    // orders release's send against close's drain
	done  chan struct{} // closed by close
	once  sync.Once
}

type idleConn struct {
	c     *pgx.Conn
	since time.Time
}

// idleCheck is how long a connection may sit idle before it is pinged on
// acquisition (as pgxpool does): a server restart or a dropped socket then
// costs a reconnection instead of a failed query.
const idleCheck = time.Second

var errPoolClosed = errors.New("postgres: store closed")

func newPool(cfg *pgx.ConnConfig, max int) *pool {
	return &pool{cfg: cfg, slots: make(chan struct{}, max), idle: make(chan idleConn, max), done: make(chan struct{})}
}

// acquire returns an idle connection or opens one, waiting while the
// maximum is open and in use.
func (p *pool) acquire(ctx context.Context) (*pgx.Conn, error) {
	for {
		var ic idleConn
		select {
		case <-p.done:
			return nil, errPoolClosed
		case ic = <-p.idle:
		default:
			select {
			case ic = <-p.idle:
			case p.slots <- struct{}{}:
			default:
				p.waits.Add(1)
				select {
				case ic = <-p.idle:
				case p.slots <- struct{}{}:
				case <-p.done:
					return nil, errPoolClosed
				case <-ctx.Done():
					return nil, ctx.Err()
				}
			}
		}
		if ic.c != nil {
			p.inUse.Add(1)
			if time.Since(ic.since) > idleCheck && ic.c.Ping(ctx) != nil {
				p.discard(ic.c)
				if ctx.Err() != nil {
					return nil, ctx.Err()
				}
				continue
			}
			return ic.c, nil
		}
		c, err := pgx.ConnectConfig(ctx, p.cfg)
		if err != nil {
			<-p.slots
			return nil, err
		}
		p.inUse.Add(1)
		return c, nil
	}
}

// release returns a connection, or closes it when it is unusable: pgx
// closes a connection on network errors and on a context ending
// mid-query; one still busy (rows left open) or left inside a transaction
// would hand its state to the next caller. An error returned by the
// caller says nothing about the connection (a conflict, no rows).
func (p *pool) release(c *pgx.Conn) {
	if c.IsClosed() || c.PgConn().IsBusy() || c.PgConn().TxStatus() != 'I' {
		p.discard(c)
		return
	}
	p.mu.Lock()
	select {
	case <-p.done:
		p.mu.Unlock()
		p.discard(c)
		return
	default:
	}
	p.inUse.Add(-1)
	p.idle <- idleConn{c, time.Now()}
	p.mu.Unlock()
}

func (p *pool) discard(c *pgx.Conn) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	c.Close(ctx)
	cancel()
	p.inUse.Add(-1)
	<-p.slots
}

// with runs fn on a connection of the pool.
func (p *pool) with(ctx context.Context, fn func(*pgx.Conn) error) error {
	c, err := p.acquire(ctx)
	if err != nil {
		return err
	}
	defer p.release(c)
	return fn(c)
}

// close closes the idle connections and makes the pool refuse new work;
// connections in use are closed as they are released.
func (p *pool) close() {
	p.once.Do(func() {
		p.mu.Lock()
		close(p.done)
		p.mu.Unlock()
		for {
			select {
			case ic := <-p.idle:
				ic.c.Close(context.Background())
				<-p.slots
			default:
				return
			}
		}
	})
}

func (p *pool) stats() Stats {
	return Stats{Acquired: p.inUse.Load(), Idle: int32(len(p.idle)), Total: int32(len(p.slots)), Max: int32(cap(p.slots)),
		EmptyAcquires: p.waits.Load()}
}
