package evm

import (
	"context"
	"errors"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/event"
	"github.com/google/go-cmp/cmp"
	"github.com/prometheus/client_golang/prometheus"
)

// fakeHeads is a polled endpoint: its head moves when the test says so.
type fakeHeads struct {
	mu    sync.Mutex
	num   uint64
	down  bool
	calls int
}

func (f *fakeHeads) HeaderByNumber(_ context.Context, n *big.Int) (*types.Header, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls++
	if n != nil {
		return nil, errors.New("only the latest header here")
	}
	if f.down {
		return nil, errors.New(`Post "https://rpc.example/v2/SECRETKEY": connection refused`)
	}
	return header(f.num), nil
}

func (f *fakeHeads) set(num uint64, down bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.num, f.down = num, down
}

func (f *fakeHeads) requests() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls
}

// header is a distinct header per number.
func header(n uint64) *types.Header {
	return &types.Header{Number: new(big.Int).SetUint64(n), Time: 1_000 + n, Difficulty: big.NewInt(0)}
}

func head(chain string, n uint64) Head {
	h := header(n)
	return Head{ChainID: chain, Number: n, Hash: h.Hash(), Time: h.Time}
}

func testLogger(t *testing.T) *slog.Logger {
	return slog.New(slog.NewTextHandler(t.Output(), &slog.HandlerOptions{Level: slog.LevelDebug}))
}

// receive waits for the next head on s.
func receive(t *testing.T, ctx context.Context, s *Subscription) Head {
	t.Helper()
	select {
	case h, ok := <-s.C():
		if !ok {
			t.Fatal("subscription closed")
		}
		return h
	case <-ctx.Done():
		t.Fatal("no head")
	}
	return Head{}
}

func TestNewReportsEveryProblem(t *testing.T) {
	f := &fakeHeads{}
	for _, tc := range []struct {
		name string
		cfg  Config
		want []string // substrings of the error; none: valid
	}{
		{"valid", Config{Chains: []ChainConfig{{ID: "1", Heads: f}, {ID: "10", Heads: f}}}, nil},
		{"no chains", Config{}, nil},
		{"everything wrong", Config{Chains: []ChainConfig{{Heads: f}, {ID: "1", Heads: f}, {ID: "1", Heads: f}, {ID: "2"}},
			PollInterval: -time.Second, Timeout: -time.Second},
			[]string{"poll interval -1s", "timeout -1s", "chains[0]: the id is empty", "chain 1: listed twice", "chain 2: no client"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := New(tc.cfg)
			if len(tc.want) == 0 {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error does not say %q:\n%v", w, err)
				}
			}
		})
	}
}

func TestDeliverOrdersHeads(t *testing.T) {
	// Which heads of one chain reach a subscriber, in order of arrival.
	for _, tc := range []struct {
		name string
		in   []Head
		want []Head
	}{
		{"each new block", []Head{head("1", 5), head("1", 6), head("1", 7)}, []Head{head("1", 5), head("1", 6), head("1", 7)}},
		{"a jump is delivered as is", []Head{head("1", 5), head("1", 9)}, []Head{head("1", 5), head("1", 9)}},
		{"the same head twice once", []Head{head("1", 5), head("1", 5)}, []Head{head("1", 5)}},
		{"a lagging endpoint's older head ignored", []Head{head("1", 5), head("1", 4), head("1", 6)}, []Head{head("1", 5), head("1", 6)}},
		{"another block at the same height (reorg)", []Head{head("1", 5), {ChainID: "1", Number: 5, Hash: [32]byte{1}}},
			[]Head{head("1", 5), {ChainID: "1", Number: 5, Hash: [32]byte{1}}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, err := New(Config{Chains: []ChainConfig{{ID: "1", Heads: &fakeHeads{}}}})
			if err != nil {
				t.Fatal(err)
			}
			s := w.Subscribe()
			defer s.Close()
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			var got []Head
			for _, h := range tc.in {
				if w.deliver(h) {
					got = append(got, receive(t, ctx, s)) // one at a time: nothing coalesces
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("heads (-want +got):\n%s", diff)
			}
			if last, ok := w.Head("1"); !ok || last != tc.want[len(tc.want)-1] {
				t.Errorf("Head: %+v %v", last, ok)
			}
		})
	}
}

func TestSlowSubscriberGetsTheLatestAndBlocksNoOne(t *testing.T) {
	w, err := New(Config{Chains: []ChainConfig{{ID: "1", Heads: &fakeHeads{}}, {ID: "10", Heads: &fakeHeads{}}}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	slow, fast := w.Subscribe(), w.Subscribe()
	defer slow.Close()
	defer fast.Close()
	// The fast subscriber reads everything while the slow one reads
	// nothing; delivering never waits for either.
	var got []Head
	for n := uint64(1); n <= 1000; n++ {
		w.deliver(head("1", n))
		if n%100 == 0 {
			w.deliver(head("10", n))
		}
		got = append(got, receive(t, ctx, fast))
		if n%100 == 0 {
			got = append(got, receive(t, ctx, fast))
		}
	}
	if len(got) != 1010 || got[len(got)-2] != head("1", 1000) || got[len(got)-1] != head("10", 1000) {
		t.Errorf("fast subscriber: %d heads, last %+v", len(got), got[len(got)-2:])
	}
	// The slow one gets at most one stale head per chain (the one its
	// pump held when it fell behind), then each chain's latest.
	latest := map[string]uint64{}
	for len(latest) < 2 || latest["1"] != 1000 || latest["10"] != 1000 {
		h := receive(t, ctx, slow)
		if h.Number < latest[h.ChainID] {
			t.Errorf("chain %s went back from %d to %d", h.ChainID, latest[h.ChainID], h.Number)
		}
		latest[h.ChainID] = h.Number
	}
	select {
	case h := <-slow.C():
		t.Errorf("more after the latest: %+v", h)
	default:
	}
}

func TestSubscribeLateStartsWithTheLatest(t *testing.T) {
	w, err := New(Config{Chains: []ChainConfig{{ID: "1", Heads: &fakeHeads{}}, {ID: "10", Heads: &fakeHeads{}}}})
	if err != nil {
		t.Fatal(err)
	}
	w.deliver(head("10", 3))
	w.deliver(head("1", 7))
	w.deliver(head("1", 8))
	s := w.Subscribe()
	defer s.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	got := []Head{receive(t, ctx, s), receive(t, ctx, s)}
	if diff := cmp.Diff([]Head{head("1", 8), head("10", 3)}, got); diff != "" {
		t.Errorf("first heads (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"1", "10"}, w.ChainIDs()); diff != "" {
		t.Errorf("ChainIDs (-want +got):\n%s", diff)
	}
	if _, ok := w.Head("5"); ok {
		t.Error("a head of an unwatched chain")
	}
	if _, ok := w.Client("1"); ok {
		t.Error("a client of a chain configured without one")
	}
}

func TestCloseEndsTheSubscription(t *testing.T) {
	w, err := New(Config{Chains: []ChainConfig{{ID: "1", Heads: &fakeHeads{}}}})
	if err != nil {
		t.Fatal(err)
	}
	s := w.Subscribe()
	w.deliver(head("1", 1)) // waiting in the pump, unread
	s.Close()
	s.Close()
	for range s.C() { // at most what was in flight, then closed
	}
	w.deliver(head("1", 2)) // nobody left to offer it to
	w.mu.Lock()
	n := len(w.subs)
	w.mu.Unlock()
	if n != 0 {
		t.Errorf("%d subscriptions left", n)
	}
}

func TestPollingFollowsAndRecovers(t *testing.T) {
	f := &fakeHeads{num: 10}
	reg := prometheus.NewRegistry()
	w, err := New(Config{Chains: []ChainConfig{{ID: "10", Heads: f, URL: "https://rpc.example/v2/SECRETKEY"}}, PollInterval: time.Millisecond,
		Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	reg.MustRegister(w)
	s := w.Subscribe()
	defer s.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- w.Run(runCtx) }()

	if h := receive(t, ctx, s); h != head("10", 10) {
		t.Errorf("first head %+v", h)
	}
	f.set(13, false)
	if h := receive(t, ctx, s); h != head("10", 13) {
		t.Errorf("after a jump %+v", h)
	}
	// An outage: requests fail, retried with backoff; the head that
	// follows is delivered.
	f.set(14, true)
	for n := f.requests(); f.requests() < n+3; {
		time.Sleep(time.Millisecond)
	}
	f.set(15, false)
	if h := receive(t, ctx, s); h != head("10", 15) {
		t.Errorf("after the outage %+v", h)
	}
	if got := gauge(t, reg, "switchyard_chain_head"); got["10"] != 15 {
		t.Errorf("switchyard_chain_head %v", got)
	}
	stop()
	if err := <-done; err != nil {
		t.Errorf("Run: %v", err)
	}
	if err := w.Run(ctx); err == nil {
		t.Error("a second Run")
	}
}

// fakeSubscriber pushes heads; each subscription can be broken.
type fakeSubscriber struct {
	fakeHeads
	subs chan chan<- *types.Header // each new subscription's channel
	errs chan error                // the current subscription's failure
}

func (f *fakeSubscriber) SubscribeNewHead(ctx context.Context, ch chan<- *types.Header) (ethereum.Subscription, error) {
	errc := make(chan error, 1)
	f.errs = errc
	sub := event.NewSubscription(func(quit <-chan struct{}) error {
		select {
		case err := <-errc:
			return err
		case <-quit:
			return nil
		}
	})
	select {
	case f.subs <- ch:
	case <-ctx.Done():
		sub.Unsubscribe()
		return nil, ctx.Err()
	}
	return sub, nil
}

func TestSubscriptionFollowsAndResubscribes(t *testing.T) {
	f := &fakeSubscriber{fakeHeads: fakeHeads{num: 20}, subs: make(chan chan<- *types.Header)}
	w, err := New(Config{Chains: []ChainConfig{{ID: "1", Heads: f}}, PollInterval: time.Hour, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	s := w.Subscribe()
	defer s.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- w.Run(runCtx) }()

	var ch chan<- *types.Header
	select {
	case ch = <-f.subs:
	case <-ctx.Done():
		t.Fatal("no subscription")
	}
	// The latest header is read once the subscription stands; then
	// pushed heads, without polling (the interval is an hour).
	if h := receive(t, ctx, s); h != head("1", 20) {
		t.Errorf("first head %+v", h)
	}
	for n := uint64(21); n <= 23; n++ {
		ch <- header(n)
		if h := receive(t, ctx, s); h != head("1", n) {
			t.Errorf("pushed head %+v, want %d", h, n)
		}
	}
	// The subscription drops while the chain moves on: a new one is made
	// and the head it missed read.
	f.set(25, false)
	f.errs <- errors.New("connection reset")
	select {
	case ch = <-f.subs:
	case <-ctx.Done():
		t.Fatal("no new subscription")
	}
	if h := receive(t, ctx, s); h != head("1", 25) {
		t.Errorf("after resubscribing %+v", h)
	}
	ch <- header(26)
	if h := receive(t, ctx, s); h != head("1", 26) {
		t.Errorf("pushed head %+v", h)
	}
	stop()
	if err := <-done; err != nil {
		t.Errorf("Run: %v", err)
	}
}

func TestRedactURL(t *testing.T) {
	for in, want := range map[string]string{
		"https://eth-mainnet.example/v2/KEY": "https://eth-mainnet.example/…",
		"https://user:pw@rpc.example":        "https://rpc.example/…",
		"http://127.0.0.1:8545":              "http://127.0.0.1:8545",
		"not a url with a key in it":         "not a url wi…",
	} {
		if got := RedactURL(in); got != want {
			t.Errorf("RedactURL(%q) = %q, want %q", in, got, want)
		}
	}
}

// gauge is the registry's gauge by its chain label.
func gauge(t *testing.T, reg *prometheus.Registry, name string) map[string]float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
		for _, m := range mf.GetMetric() {
			for _, l := range m.GetLabel() {
				if l.GetName() == "chain" {
					out[l.GetValue()] = m.GetGauge().GetValue()
				}
			}
		}
	}
	return out
}

func TestRunWithoutChainsWaitsForItsContext(t *testing.T) {
	w, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	s := w.Subscribe()
	defer s.Close()
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx) }()
	select {
	case err := <-done:
		t.Fatalf("Run returned before its context ended: %v", err)
	case h := <-s.C():
		t.Fatalf("a head without chains: %+v", h)
	case <-time.After(20 * time.Millisecond):
	}
	stop()
	if err := <-done; err != nil {
		t.Errorf("Run: %v", err)
	}
}
