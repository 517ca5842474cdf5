package push_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/switchyard-dev/switchyard/internal/testkit"
	"github.com/switchyard-dev/switchyard/push"
	"github.com/switchyard-dev/switchyard/push/verify"
	"github.com/switchyard-dev/switchyard/status"
	"github.com/switchyard-dev/switchyard/store/sqlite"
)

func TestBackoff(t *testing.T) {
	tests := []struct {
		attempts int
		want     time.Duration
	}{
		{1, time.Second}, {2, 2 * time.Second}, {3, 4 * time.Second}, {10, 512 * time.Second},
		{11, 10 * time.Minute}, {200, 10 * time.Minute},
	}
	for _, tt := range tests {
		if got := push.Backoff(time.Second, 10*time.Minute, tt.attempts); got != tt.want {
			t.Errorf("Backoff(attempt %d) = %s, want %s", tt.attempts, got, tt.want)
		}
	}
}

// clock is a settable time for the deliverer.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) Add(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

type world struct {
	t   *testing.T
	db  *sqlite.DB
	key push.MasterKey
}

func newWorld(t *testing.T) *world {
	dir := t.TempDir()
	db, err := sqlite.Open(context.Background(), sqlite.Config{Path: filepath.Join(dir, "s.db")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	key, err := push.LoadOrCreateMasterKey(filepath.Join(dir, push.MasterKeyFile))
	if err != nil {
		t.Fatal(err)
	}
	again, err := push.LoadOrCreateMasterKey(filepath.Join(dir, push.MasterKeyFile))
	if err != nil || again != key {
		t.Fatalf("master key not kept: %v", err)
	}
	return &world{t: t, db: db, key: key}
}

func (w *world) register(hash, url string) string {
	secret, _, err := push.Register(context.Background(), w.db, w.key, hash, url, time.Now())
	if err != nil {
		w.t.Fatal(err)
	}
	return secret
}

func (w *world) change(hash, tx string, seq int64, at time.Time) {
	tr := &status.Tracked{FromChain: "1", TxHash: tx, QuoteID: "q" + tx, ToChain: "2",
		IntegratorHash: hash, Seq: seq, State: "ongoing", Record: []byte(`{"state":"ongoing"}`), CreatedAt: at, UpdatedAt: at}
	var err error
	if tr.Notifications, err = push.NewNotifier(w.db).Notifications(context.Background(), tr); err != nil {
		w.t.Fatal(err)
	}
	if err := w.db.SaveTracked(context.Background(), tr); err != nil {
		w.t.Fatal(err)
	}
}

func (w *world) run(cfg push.Config) (*push.Deliverer, func()) {
	cfg.Store = w.db
	cfg.Key = w.key
	d, err := push.New(cfg)
	if err != nil {
		w.t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { d.Run(ctx); close(done) }()
	stop := func() { cancel(); <-done }
	w.t.Cleanup(stop)
	return d, stop
}

// waitFor polls cond until it holds.
func (w *world) waitFor(what string, cond func() bool) {
	w.t.Helper()
	testkit.Eventually(w.t, 0, what, cond)
}

func (w *world) history(hash string) map[string]push.Delivery {
	list, err := w.db.WebhookDeliveries(context.Background(), hash, 1000)
	if err != nil {
		w.t.Fatal(err)
	}
	out := map[string]push.Delivery{}
	for _, d := range list {
		out[d.IdempotencyKey] = d
	}
	return out
}

// receiver is a webhook endpoint that verifies every request.
type receiver struct {
	mu       sync.Mutex
	failN    int // answer 503 to this many first requests
	requests int
	accepted []string
	bad      []string
	v        *verify.Verifier
}

func (r *receiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	body, _ := io.ReadAll(req.Body)
	r.mu.Lock()
	defer r.mu.Unlock()
	r.requests++
	if r.requests <= r.failN {
		w.WriteHeader(http.StatusServiceUnavailable)
		return
	}
	id := req.Header.Get(verify.IdempotencyHeader)
	if req.Header.Get("Content-Type") != "application/json" || req.Header.Get(verify.EventIDHeader) != id {
		r.bad = append(r.bad, "headers of "+id)
	}
	if err := r.v.Verify(req.Header.Get(verify.SignatureHeader), id, body); err != nil {
		r.bad = append(r.bad, id+": "+err.Error())
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	r.accepted = append(r.accepted, id)
	w.WriteHeader(http.StatusNoContent)
}

func (r *receiver) got() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.accepted...)
}

func TestDeliverSignedInOrderThroughFailures(t *testing.T) {
	w := newWorld(t)
	rcv := &receiver{failN: 4}
	srv := httptest.NewServer(rcv)
	defer srv.Close()
	rcv.v = &verify.Verifier{Secret: w.register("h1", srv.URL+"/hook")}
	t0 := time.Now()
	for seq := int64(1); seq <= 4; seq++ {
		w.change("h1", "a", seq, t0)
		w.change("h1", "b", seq, t0)
	}
	w.change("h2", "c", 1, t0) // an integrator without a webhook
	reg := prometheus.NewRegistry()
	w.run(push.Config{BackoffBase: time.Millisecond, Poll: 5 * time.Millisecond, Registerer: reg})
	w.waitFor("8 deliveries", func() bool { return len(rcv.got()) == 8 })

	var a, b []string
	for _, id := range rcv.got() {
		if id[:2] == "qa" {
			a = append(a, id)
		} else {
			b = append(b, id)
		}
	}
	if diff := cmp.Diff([]string{"qa:1", "qa:2", "qa:3", "qa:4"}, a); diff != "" {
		t.Errorf("transaction a (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"qb:1", "qb:2", "qb:3", "qb:4"}, b); diff != "" {
		t.Errorf("transaction b (-want +got):\n%s", diff)
	}
	if len(rcv.bad) > 0 {
		t.Errorf("bad requests: %v", rcv.bad)
	}
	w.waitFor("pending 0", func() bool { n, _ := w.db.PendingWebhooks(context.Background()); return n == 0 })
	if got := counter(t, reg, "delivered"); got != 8 {
		t.Errorf("delivered metric %v", got)
	}
	if got := counter(t, reg, "error"); got != 4 {
		t.Errorf("error metric %v", got)
	}
	h := w.history("h1")
	if d := h["qa:1"]; d.State != push.StateDelivered || d.LastStatus != 204 || d.Attempts < 1 {
		t.Errorf("history of qa:1: %+v", d)
	}
}

func counter(t *testing.T, reg *prometheus.Registry, result string) float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != "switchyard_webhook_deliveries_total" {
			continue
		}
		for _, m := range mf.GetMetric() {
			if m.GetLabel()[0].GetValue() == result {
				return m.GetCounter().GetValue()
			}
		}
	}
	return -1
}

func TestDeadEndpointDoesNotSlowOthers(t *testing.T) {
	w := newWorld(t)
	var mu sync.Mutex
	hanging, maxHanging := 0, 0
	release := make(chan struct{})
	dead := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		mu.Lock()
		hanging++
		maxHanging = max(maxHanging, hanging)
		mu.Unlock()
		select {
		case <-r.Context().Done():
		case <-release:
		}
		mu.Lock()
		hanging--
		mu.Unlock()
	}))
	defer dead.Close()
	defer close(release)
	rcv := &receiver{}
	live := httptest.NewServer(rcv)
	defer live.Close()
	w.register("dead", dead.URL)
	rcv.v = &verify.Verifier{Secret: w.register("live", live.URL)}
	t0 := time.Now()
	for i := range 20 {
		w.change("dead", "d"+strconv.Itoa(i), 1, t0)
	}
	for i := range 5 {
		w.change("live", "l"+strconv.Itoa(i), 1, t0.Add(time.Second)) // due after the dead ones
	}
	_, stop := w.run(push.Config{Timeout: time.Minute, PerEndpoint: 2, Concurrency: 4, Poll: 5 * time.Millisecond})
	w.waitFor("the live endpoint's 5 deliveries", func() bool { return len(rcv.got()) == 5 })
	stop() // cancels the hanging requests: released, not counted as attempts
	mu.Lock()
	defer mu.Unlock()
	if maxHanging != 2 {
		t.Errorf("%d concurrent requests to the dead endpoint, want the bound 2", maxHanging)
	}
	for id, d := range w.history("dead") {
		if d.State != push.StatePending || d.Attempts != 0 {
			t.Errorf("%s after shutdown: %+v", id, d)
		}
	}
}

func TestLeaseAndGiveUp(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	rcv := &receiver{failN: 1 << 30}
	srv := httptest.NewServer(rcv)
	defer srv.Close()
	rcv.v = &verify.Verifier{Secret: w.register("h", srv.URL)}
	t0 := time.Unix(1_800_000_000, 0)
	w.change("h", "a", 1, t0)
	// A process claimed it and died.
	due, err := w.db.DueWebhooks(ctx, t0, nil, 10)
	if err != nil || len(due) != 1 {
		t.Fatalf("due %v %v", due, err)
	}
	if ok, err := w.db.ClaimWebhook(ctx, due[0].ID, t0, t0.Add(30*time.Second)); !ok || err != nil {
		t.Fatalf("claim %v %v", ok, err)
	}
	clk := &clock{now: t0}
	d, _ := w.run(push.Config{Now: clk.Now, Poll: 5 * time.Millisecond, BackoffBase: time.Second, MaxAge: 40 * time.Second,
		Jitter: func(max time.Duration) time.Duration { return max }})
	attempts := func() int { return w.history("h")["qa:1"].Attempts }
	time.Sleep(50 * time.Millisecond) // several polls: still leased
	if n := attempts(); n != 0 {
		t.Fatalf("attempted during the lease: %d", n)
	}
	clk.Add(31 * time.Second) // the lease ends: retried, fails, backs off 1 s
	d.Wake()
	w.waitFor("first attempt", func() bool { return attempts() == 1 })
	h := w.history("h")["qa:1"]
	if h.State != push.StatePending || h.LastStatus != 503 || h.LastError != "HTTP 503" || !h.NextAttemptAt.Equal(t0.Add(32*time.Second)) {
		t.Fatalf("after the first attempt: %+v", h)
	}
	clk.Add(8 * time.Second) // at 39 s the second failure's retry (2 s) would fall past MaxAge (40 s): given up
	d.Wake()
	w.waitFor("given up", func() bool { return w.history("h")["qa:1"].State == push.StateFailed })
	if n := attempts(); n != 2 {
		t.Fatalf("attempts %d, want 2", n)
	}
}

func TestRegisterValidatesURL(t *testing.T) {
	tests := []struct {
		url string
		ok  bool
	}{
		{"https://hooks.example.com/switchyard", true},
		{"http://127.0.0.1:9000/hook", true},
		{"http://localhost/hook", true},
		{"http://[::1]:80/", true},
		{"http://hooks.example.com/hook", false},
		{"ftp://hooks.example.com/", false},
		{"https://user:pw@hooks.example.com/", false},
		{"/relative", false},
		{"https://hooks.example.com/#frag", false},
	}
	for _, tt := range tests {
		_, err := push.ValidateURL(tt.url)
		if (err == nil) != tt.ok {
			t.Errorf("ValidateURL(%q) = %v, want ok %v", tt.url, err, tt.ok)
		}
	}
	w := newWorld(t)
	secret, reg, err := push.Register(context.Background(), w.db, w.key, "h", "https://hooks.example.com/x", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if secret != w.key.Secret("h", reg.Nonce) || reg.SecretSHA256 != push.SecretSHA256(secret) || secret[:6] != push.SecretPrefix {
		t.Fatalf("secret %q does not derive from %+v", secret, reg)
	}
	again, _, _ := push.Register(context.Background(), w.db, w.key, "h", "https://hooks.example.com/x", time.Now())
	if again == secret {
		t.Fatal("registering again kept the secret")
	}
}

func TestSigningUsesTheClock(t *testing.T) {
	w := newWorld(t)
	clk := &clock{now: time.Unix(1_900_000_000, 0)}
	var mu sync.Mutex
	var sigs []string
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		sigs = append(sigs, r.Header.Get(verify.SignatureHeader))
	}))
	defer srv.Close()
	secret := w.register("h", srv.URL)
	w.change("h", "a", 1, clk.Now())
	w.run(push.Config{Now: clk.Now, Poll: 5 * time.Millisecond})
	w.waitFor("the delivery", func() bool { return w.history("h")["qa:1"].State == push.StateDelivered })
	mu.Lock()
	defer mu.Unlock()
	if len(sigs) != 1 || sigs[0][:13] != "t=1900000000," {
		t.Fatalf("signatures %q", sigs)
	}
	body := w.history("h")["qa:1"].Payload
	if err := verify.Check(secret, sigs[0], body, clk.Now(), time.Minute); err != nil {
		t.Fatalf("signature does not verify at the clock's time: %v", err)
	}
	if err := verify.Check(secret, sigs[0], body, clk.Now().Add(6*time.Minute), verify.DefaultTolerance); err == nil {
		t.Fatal("verified 6 minutes later")
	}
}
