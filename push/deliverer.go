package push

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/switchyard-dev/switchyard/push/verify"
)

// Delivery states.
const (
	StatePending   = "pending"
	StateDelivered = "delivered"
	StateFailed    = "failed" // gave up: MaxAge passed without a 2xx
)

// Delivery is one outbox row: one status change for one endpoint.
type Delivery struct {
	ID             int64
	IntegratorHash string
	URL            string // the endpoint when the change was stored
	QuoteID        string
	FromChain      string
	TxHash         string
	Seq            int64
	Payload        []byte
	IdempotencyKey string // quoteId:seq
	CreatedAt      time.Time
	Attempts       int
	// Nonce is the integrator's current registration ("" once the webhook
	// was cleared): deliveries are signed with the current secret.
	Nonce string

	// History, for listings.
	State         string
	NextAttemptAt time.Time
	LastAttemptAt time.Time
	LastStatus    int
	LastError     string
}

// Outcome is how an attempt ended.
type Outcome struct {
	State         string // StatePending (retry), StateDelivered or StateFailed
	Attempted     bool   // false: released unattempted (shutdown)
	NextAttemptAt time.Time
	At            time.Time
	Status        int // HTTP status, 0 when none came
	Error         string
}

// Store is the outbox as the Deliverer uses it.
type Store interface {
	// DueWebhooks returns pending deliveries due at now, not leased, whose
	// earlier changes of the same transaction are all delivered or failed,
	// and whose URL is not in busy; oldest due first.
	DueWebhooks(ctx context.Context, now time.Time, busy []string, limit int) ([]Delivery, error)
	// ClaimWebhook leases a due delivery until leaseUntil; false when
	// another worker (or process) has it.
	ClaimWebhook(ctx context.Context, id int64, now, leaseUntil time.Time) (bool, error)
	// FinishWebhook records an attempt's outcome and ends the lease.
	FinishWebhook(ctx context.Context, id int64, o Outcome) error
	// PendingWebhooks counts deliveries not yet delivered or failed.
	PendingWebhooks(ctx context.Context) (int, error)
	// PruneWebhooks deletes delivered and failed deliveries created
	// before a time.
	PruneWebhooks(ctx context.Context, before time.Time) (int, error)
}

// Config configures a Deliverer. Zero values take the defaults shown.
type Config struct {
	Store Store
	Key   MasterKey
	// Client sends the requests (default NewHTTPClient(Timeout)).
	Client      *http.Client
	Timeout     time.Duration // per request, 10 s
	PerEndpoint int           // concurrent requests to one URL, 2
	Concurrency int           // concurrent requests overall, 32
	BackoffBase time.Duration // first retry delay's bound, 1 s; doubles per attempt
	BackoffCap  time.Duration // 10 min
	MaxAge      time.Duration // retried until this long after the change, 24 h
	// Lease is how long a claimed delivery stays with its worker; one
	// claimed by a process that died is retried after it (Timeout + 20 s).
	Lease time.Duration
	// Poll is how often the outbox is looked at without a Wake (250 ms).
	Poll time.Duration
	// Retain keeps finished deliveries (the history) this long (7 days).
	Retain time.Duration
	Now    func() time.Time
	// Jitter picks a delay in [0, max] (default uniform: full jitter).
	Jitter     func(max time.Duration) time.Duration
	Logger     *slog.Logger
	Registerer prometheus.Registerer
}

// NewHTTPClient returns the client deliveries use: bounded by timeout and
// following no redirects (a 3xx is a failed attempt, never a POST to a
// place the integrator did not register).
func NewHTTPClient(timeout time.Duration) *http.Client {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.ResponseHeaderTimeout = timeout
	tr.MaxIdleConnsPerHost = 4
	return &http.Client{
		Timeout:       timeout,
		Transport:     tr,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

// Deliverer sends the outbox's deliveries. Run drives it.
type Deliverer struct {
	cfg  Config
	log  *slog.Logger
	wake chan struct{}

	mu       sync.Mutex
	inflight map[string]int // per URL
	total    int
	wg       sync.WaitGroup

	results *prometheus.CounterVec
	pending prometheus.GaugeFunc
}

// New returns a Deliverer with its metrics registered.
func New(cfg Config) (*Deliverer, error) {
	if cfg.Store == nil {
		return nil, errors.New("push: a store is required")
	}
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&cfg.Timeout, 10*time.Second)
	def(&cfg.BackoffBase, time.Second)
	def(&cfg.BackoffCap, 10*time.Minute)
	def(&cfg.MaxAge, 24*time.Hour)
	def(&cfg.Lease, cfg.Timeout+20*time.Second)
	def(&cfg.Poll, 250*time.Millisecond)
	def(&cfg.Retain, 7*24*time.Hour)
	if cfg.PerEndpoint <= 0 {
		cfg.PerEndpoint = 2
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = 32
	}
	if cfg.Client == nil {
		cfg.Client = NewHTTPClient(cfg.Timeout)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Jitter == nil {
		cfg.Jitter = func(max time.Duration) time.Duration { return rand.N(max + 1) }
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	d := &Deliverer{cfg: cfg, log: cfg.Logger, wake: make(chan struct{}, 1), inflight: map[string]int{}}
	d.results = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "switchyard_webhook_deliveries_total",
		Help: "Webhook delivery attempts by result: delivered (2xx), error (failed attempt, retried), failed (given up after the retry window), released (shutdown).",
	}, []string{"result"})
	d.pending = prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "switchyard_webhook_pending",
		Help: "Webhook deliveries neither delivered nor given up.",
	}, func() float64 {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		n, err := cfg.Store.PendingWebhooks(ctx)
		if err != nil {
			return -1
		}
		return float64(n)
	})
	for _, r := range []string{"delivered", "error", "failed"} {
		d.results.WithLabelValues(r) // exported at zero from the start
	}
	if cfg.Registerer != nil {
		for _, c := range []prometheus.Collector{d.results, d.pending} {
			if err := cfg.Registerer.Register(c); err != nil {
				return nil, fmt.Errorf("push: metrics: %w", err)
			}
		}
	}
	return d, nil
}

// Wake makes Run look at the outbox now (e.g. after a change was stored).
// It never blocks.
func (d *Deliverer) Wake() {
	select {
	case d.wake <- struct{}{}:
	default:
	}
}

// Run delivers until ctx ends, then waits for the requests under way
// (cancelled with ctx; their deliveries are released for the next start).
func (d *Deliverer) Run(ctx context.Context) {
	t := time.NewTicker(d.cfg.Poll)
	defer t.Stop()
	prune := time.NewTicker(time.Hour)
	defer prune.Stop()
	defer d.wg.Wait()
	d.prune(ctx)
	for {
		d.dispatch(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-d.wake:
		case <-prune.C:
			d.prune(ctx)
		}
	}
}

// prune bounds the history, which would otherwise grow with every change.
func (d *Deliverer) prune(ctx context.Context) {
	if _, err := d.cfg.Store.PruneWebhooks(ctx, d.cfg.Now().Add(-d.cfg.Retain)); err != nil && ctx.Err() == nil {
		d.log.Warn("webhook outbox: prune the history", slog.Any("err", err))
	}
}

// dispatch claims what is due within the concurrency bounds. URLs at their
// bound are left out of the query, so a dead endpoint with a long backlog
// never fills a batch and starves the others.
func (d *Deliverer) dispatch(ctx context.Context) {
	for ctx.Err() == nil {
		d.mu.Lock()
		free := d.cfg.Concurrency - d.total
		var busy []string
		for u, n := range d.inflight {
			if n >= d.cfg.PerEndpoint {
				busy = append(busy, u)
			}
		}
		d.mu.Unlock()
		if free <= 0 {
			return
		}
		now := d.cfg.Now()
		due, err := d.cfg.Store.DueWebhooks(ctx, now, busy, free)
		if err != nil {
			if ctx.Err() == nil {
				d.log.Warn("webhook outbox: read due deliveries", slog.Any("err", err))
			}
			return
		}
		started := 0
		for _, del := range due {
			if !d.reserve(del.URL) {
				continue
			}
			ok, err := d.cfg.Store.ClaimWebhook(ctx, del.ID, now, now.Add(d.cfg.Lease))
			if err != nil || !ok {
				d.release(del.URL)
				if err != nil && ctx.Err() == nil {
					d.log.Warn("webhook outbox: claim", slog.Any("err", err))
				}
				continue
			}
			started++
			d.wg.Add(1)
			go func() {
				defer d.wg.Done()
				defer d.Wake() // the transaction's next change may be due now
				defer d.release(del.URL)
				d.attempt(ctx, del)
			}()
		}
		if started == 0 || len(due) < free {
			return
		}
	}
}

func (d *Deliverer) reserve(url string) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.total >= d.cfg.Concurrency || d.inflight[url] >= d.cfg.PerEndpoint {
		return false
	}
	d.inflight[url]++
	d.total++
	return true
}

func (d *Deliverer) release(url string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.inflight[url]--; d.inflight[url] <= 0 {
		delete(d.inflight, url)
	}
	d.total--
}

// attempt sends one delivery and records the outcome.
func (d *Deliverer) attempt(ctx context.Context, del Delivery) {
	if del.Nonce == "" {
		d.finish(del, Outcome{State: StateFailed, Attempted: true, At: d.cfg.Now(), Error: "webhook removed"}, "failed")
		return
	}
	status, err := d.send(ctx, del)
	now := d.cfg.Now()
	if ctx.Err() != nil {
		// Shutting down: not the endpoint's fault; hand it back at once.
		d.finish(del, Outcome{State: StatePending, NextAttemptAt: now, At: now}, "")
		return
	}
	if err == nil && status >= 200 && status < 300 {
		d.finish(del, Outcome{State: StateDelivered, Attempted: true, At: now, Status: status}, "delivered")
		return
	}
	msg := fmt.Sprintf("HTTP %d", status)
	if err != nil {
		msg = err.Error()
		if len(msg) > 300 {
			msg = msg[:300]
		}
	}
	attempts := del.Attempts + 1
	next := now.Add(d.cfg.Jitter(Backoff(d.cfg.BackoffBase, d.cfg.BackoffCap, attempts)))
	o := Outcome{State: StatePending, Attempted: true, NextAttemptAt: next, At: now, Status: status, Error: msg}
	result := "error"
	if next.Sub(del.CreatedAt) > d.cfg.MaxAge {
		o.State, result = StateFailed, "failed"
		d.log.Warn("webhook delivery given up", slog.String("quote_id", del.QuoteID), slog.Int64("seq", del.Seq),
			slog.Int("attempts", attempts), slog.String("last_error", msg))
	}
	d.finish(del, o, result)
}

func (d *Deliverer) send(ctx context.Context, del Delivery) (int, error) {
	ctx, cancel := context.WithTimeout(ctx, d.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, del.URL, bytes.NewReader(del.Payload))
	if err != nil {
		return 0, err
	}
	secret := d.cfg.Key.Secret(del.IntegratorHash, del.Nonce)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Switchyard-Webhooks/1")
	req.Header.Set(verify.SignatureHeader, verify.Sign(secret, d.cfg.Now(), del.Payload))
	req.Header.Set(verify.IdempotencyHeader, del.IdempotencyKey)
	req.Header.Set(verify.EventIDHeader, del.IdempotencyKey)
	resp, err := d.cfg.Client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10)) // lets the connection be reused
	return resp.StatusCode, nil
}

func (d *Deliverer) finish(del Delivery, o Outcome, result string) {
	// The request's context may be cancelled (shutdown): the outcome is
	// still recorded, briefly.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := d.cfg.Store.FinishWebhook(ctx, del.ID, o); err != nil {
		d.log.Warn("webhook outbox: record outcome (retried after the lease)", slog.String("quote_id", del.QuoteID),
			slog.Int64("seq", del.Seq), slog.Any("err", err))
	}
	if result != "" {
		d.results.WithLabelValues(result).Inc()
	}
}

// Backoff bounds the delay before retry number attempts (1 for the first
// retry): base doubled per attempt, capped. The delay itself is drawn in
// [0, Backoff] (full jitter), so endpoints coming back are not hit by every
// sender at once.
func Backoff(base, limit time.Duration, attempts int) time.Duration {
	d := base
	for i := 1; i < attempts && d < limit; i++ {
		d *= 2
	}
	return min(d, limit)
}

// EventID is a delivery's idempotency key.
func EventID(quoteID string, seq int64) string { return quoteID + ":" + strconv.FormatInt(seq, 10) }
