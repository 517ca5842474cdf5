package devnet

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"
)

type fakeSolver struct {
	mu       sync.Mutex
	paused   bool
	lifetime time.Duration
}

func (s *fakeSolver) Pause()       { s.mu.Lock(); s.paused = true; s.mu.Unlock() }
func (s *fakeSolver) Resume()      { s.mu.Lock(); s.paused = false; s.mu.Unlock() }
func (s *fakeSolver) Paused() bool { s.mu.Lock(); defer s.mu.Unlock(); return s.paused }

type fakeExplorer struct {
	mu    sync.Mutex
	delay time.Duration
}

func (e *fakeExplorer) SetDelay(d time.Duration) { e.mu.Lock(); e.delay = d; e.mu.Unlock() }
func (e *fakeExplorer) Delay() time.Duration {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.delay
}

// servicesFixture is the admin API over a fake solver and explorer (the
// endpoints touch nothing else).
func servicesFixture(t *testing.T) (*adminFixture, *fakeSolver, *fakeExplorer) {
	t.Helper()
	s, e := &fakeSolver{}, &fakeExplorer{delay: 5 * time.Second}
	srv, err := ServeAdmin("127.0.0.1:0", NewAdmin(AdminConfig{Solver: s, SolverAddress: "0xSolver", Explorer: e}), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close(context.Background()) })
	return &adminFixture{t: t, srv: srv, client: &Client{URL: srv.URL()}}, s, e
}

func TestAdminSolverPauseResume(t *testing.T) {
	f, s, _ := servicesFixture(t)
	ctx := context.Background()
	got, err := f.client.Solver(ctx)
	if err != nil || got.Paused || got.Solver != "0xSolver" {
		t.Fatalf("initial state: %+v %v", got, err)
	}
	if got, err = f.client.SetSolverPaused(ctx, true); err != nil || !got.Paused || !s.Paused() {
		t.Fatalf("pause: %+v %v (solver paused %v)", got, err, s.Paused())
	}
	if got, err = f.client.Solver(ctx); err != nil || !got.Paused {
		t.Fatalf("state after pause: %+v %v", got, err)
	}
	if got, err = f.client.SetSolverPaused(ctx, false); err != nil || got.Paused || s.Paused() {
		t.Fatalf("resume: %+v %v", got, err)
	}
	for _, tt := range []struct{ body, want string }{
		{`{}`, "paused is required"},
		{`{"paused":"yes"}`, `field "paused"`},
		{`{"paused":true,"extra":1}`, "unknown field"},
		{``, "body is empty"},
	} {
		status, body, _ := f.raw("POST", "/devnet/solver", "application/json", tt.body)
		if status != 400 || body["type"] != "BAD_REQUEST" || body["statusCode"] != float64(400) || !strings.Contains(body["message"].(string), tt.want) {
			t.Errorf("POST /devnet/solver %s: %d %v; want 400 mentioning %q", tt.body, status, body, tt.want)
		}
	}
	if status, _, h := f.raw("DELETE", "/devnet/solver", "", ""); status != 405 || h.Get("Allow") != "GET, POST" {
		t.Errorf("DELETE: %d Allow %q", status, h.Get("Allow"))
	}
}

func TestAdminExplorerDelay(t *testing.T) {
	f, _, e := servicesFixture(t)
	ctx := context.Background()
	got, err := f.client.ExplorerDelay(ctx)
	if err != nil || got.Delay != "5s" || got.DelaySeconds != 5 {
		t.Fatalf("initial delay: %+v %v", got, err)
	}
	for _, tt := range []struct {
		body string
		want time.Duration
	}{
		{`{"delay":"0s"}`, 0},
		{`{"delay":"250ms"}`, 250 * time.Millisecond},
		{`{"delay":2}`, 2 * time.Second},
		{`{"delay":"1.5"}`, 1500 * time.Millisecond},
		{`{"delay":0}`, 0},
	} {
		status, body, _ := f.raw("POST", "/devnet/explorer/delay", "application/json", tt.body)
		if status != 200 || e.Delay() != tt.want || body["delay"] != tt.want.String() {
			t.Errorf("POST %s: %d %v, explorer delay %s; want %s", tt.body, status, body, e.Delay(), tt.want)
		}
	}
	if got, err = f.client.SetExplorerDelay(ctx, "3s"); err != nil || got.Delay != "3s" || e.Delay() != 3*time.Second {
		t.Fatalf("client set: %+v %v", got, err)
	}
	for _, tt := range []struct{ body, want string }{
		{`{}`, "delay is required"},
		{`{"delay":"-1s"}`, "between 0 and"},
		{`{"delay":-1}`, "between 0 and"},
		{`{"delay":"2h"}`, "between 0 and"},
		{`{"delay":"soon"}`, "must be a duration"},
		{`{"delay":true}`, "delay"},
		{`{"delay":"1s","x":1}`, "unknown field"},
	} {
		status, body, _ := f.raw("POST", "/devnet/explorer/delay", "application/json", tt.body)
		if status != 400 || body["type"] != "BAD_REQUEST" || !strings.Contains(body["message"].(string), tt.want) {
			t.Errorf("POST /devnet/explorer/delay %s: %d %v; want 400 mentioning %q", tt.body, status, body, tt.want)
		}
	}
	if e.Delay() != 3*time.Second {
		t.Errorf("rejected requests changed the delay to %s", e.Delay())
	}
}

func TestAdminServicesAbsent(t *testing.T) {
	srv, err := ServeAdmin("127.0.0.1:0", NewAdmin(AdminConfig{}), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close(context.Background()) })
	c := &Client{URL: srv.URL()}
	var ae *AdminError
	if _, err := c.SetSolverPaused(context.Background(), true); !errors.As(err, &ae) || ae.StatusCode != 501 || !strings.Contains(ae.Message, "solver") {
		t.Errorf("no solver: %v", err)
	}
	if _, err := c.SetExplorerDelay(context.Background(), "0s"); !errors.As(err, &ae) || ae.StatusCode != 501 || !strings.Contains(ae.Message, "explorer") {
		t.Errorf("no explorer: %v", err)
	}
}
