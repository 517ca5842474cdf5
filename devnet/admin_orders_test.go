package devnet

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/devnet/solver"
)

func (s *fakeSolver) OrderLifetime() time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.lifetime == 0 {
		return solver.DefaultOrderLifetime
	}
	return s.lifetime
}

func (s *fakeSolver) SetOrderLifetime(d time.Duration) error {
	if err := solver.CheckOrderLifetime(d); err != nil {
		return err
	}
	s.mu.Lock()
	s.lifetime = d
	s.mu.Unlock()
	return nil
}

func TestAdminOrderLifetime(t *testing.T) {
	f, s, _ := servicesFixture(t)
	ctx := context.Background()
	got, err := f.client.Orders(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(&OrdersResponse{Lifetime: "10m0s", LifetimeSeconds: 600, Min: "5s", Max: "24h0m0s"}, got); diff != "" {
		t.Fatalf("initial state (-want +got):\n%s", diff)
	}
	for _, tt := range []struct {
		body string
		want time.Duration
	}{
		{`{"lifetime":"30s"}`, 30 * time.Second},
		{`{"lifetime":5}`, 5 * time.Second},
		{`{"lifetime":"7.5"}`, 7500 * time.Millisecond},
		{`{"lifetime":"24h"}`, 24 * time.Hour},
		{`{"lifetime":" 10m "}`, 10 * time.Minute},
	} {
		status, body, _ := f.raw("POST", "/devnet/orders", "application/json", tt.body)
		if status != 200 || s.OrderLifetime() != tt.want || body["lifetime"] != tt.want.String() || body["lifetimeSeconds"] != tt.want.Seconds() {
			t.Errorf("POST %s: %d %v, solver lifetime %s; want %s", tt.body, status, body, s.OrderLifetime(), tt.want)
		}
	}
	if got, err = f.client.SetOrderLifetime(ctx, "45s"); err != nil || got.Lifetime != "45s" || s.OrderLifetime() != 45*time.Second {
		t.Fatalf("client set: %+v %v", got, err)
	}
	for _, tt := range []struct{ body, want string }{
		{`{}`, "lifetime is required"},
		{`{"lifetime":"4s"}`, "between 5s and 24h0m0s"},
		{`{"lifetime":0}`, "between 5s and"},
		{`{"lifetime":-30}`, "between 5s and"},
		{`{"lifetime":"25h"}`, "between 5s and"},
		{`{"lifetime":1e300}`, "between 5s and"},
		{`{"lifetime":"soon"}`, "must be a duration"},
		{`{"lifetime":true}`, "lifetime true must be a duration"},
		{`{"lifetime":"30s","x":1}`, "unknown field"},
	} {
		status, body, _ := f.raw("POST", "/devnet/orders", "application/json", tt.body)
		if status != 400 || body["type"] != "BAD_REQUEST" || !strings.Contains(body["message"].(string), tt.want) {
			t.Errorf("POST /devnet/orders %s: %d %v; want 400 mentioning %q", tt.body, status, body, tt.want)
		}
	}
	if s.OrderLifetime() != 45*time.Second {
		t.Errorf("rejected requests changed the lifetime to %s", s.OrderLifetime())
	}
	if status, _, h := f.raw("DELETE", "/devnet/orders", "", ""); status != 405 || h.Get("Allow") != "GET, POST" {
		t.Errorf("DELETE: %d Allow %q", status, h.Get("Allow"))
	}
	if status, _, _ := f.raw("POST", "/devnet/orders", "text/plain", `{"lifetime":"30s"}`); status != 415 {
		t.Errorf("text/plain POST: %d, want 415", status)
	}
}

func TestAdminOrderLifetimeWithoutSolver(t *testing.T) {
	srv, err := ServeAdmin("127.0.0.1:0", NewAdmin(AdminConfig{}), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close(context.Background()) })
	var ae *AdminError
	if _, err := (&Client{URL: srv.URL()}).SetOrderLifetime(context.Background(), "30s"); !errors.As(err, &ae) || ae.StatusCode != 501 || !strings.Contains(ae.Message, "solver") {
		t.Errorf("no solver: %v", err)
	}
}
