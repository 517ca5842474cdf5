package integrator

import (
	"context"
	"strings"
	"testing"

	"github.com/switchyard-dev/switchyard/apperr"
)

// memStore is a fake Store for unit tests.
type memStore struct {
	list    []*Integrator
	version int64
}

func (m *memStore) CreateIntegrator(_ context.Context, in *Integrator) error {
	for _, x := range m.list {
		if x.Name == in.Name {
			return ErrNameTaken
		}
	}
	cp := *in
	cp.Seq = int64(len(m.list) + 1)
	in.Seq = cp.Seq
	m.list = append(m.list, &cp)
	m.version++
	return nil
}

func (m *memStore) UpdateIntegrator(_ context.Context, in *Integrator) error {
	for i, x := range m.list {
		if x.Seq == in.Seq {
			cp := *in
			m.list[i] = &cp
			m.version++
			return nil
		}
	}
	return ErrNotFound
}

func (m *memStore) ListIntegrators(context.Context) ([]*Integrator, error) {
	out := make([]*Integrator, len(m.list))
	for i, x := range m.list {
		cp := *x
		out[i] = &cp
	}
	return out, nil
}

func (m *memStore) IntegratorsVersion(context.Context) (int64, error) { return m.version, nil }

func TestParseTier(t *testing.T) {
	tests := []struct {
		tier     string
		rate     int
		wantRate int
		wantErr  string
	}{
		{"testing", 0, 1, ""},
		{"production", 99, 10, ""},
		{"custom", 250, 250, ""},
		{"custom", 0, 0, "needs --rate"},
		{"custom", MaxCustomRate + 1, 0, "needs --rate"},
		{"gold", 0, 0, `tier "gold" is not one of`},
	}
	for _, tt := range tests {
		_, rate, err := ParseTier(tt.tier, tt.rate)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseTier(%q, %d) error %v, want %q", tt.tier, tt.rate, err, tt.wantErr)
			}
			continue
		}
		if err != nil || rate != tt.wantRate {
			t.Errorf("ParseTier(%q, %d) = %d, %v; want %d", tt.tier, tt.rate, rate, err, tt.wantRate)
		}
	}
}

func TestIDsAreOpaqueAndStoredHashed(t *testing.T) {
	store := &memStore{}
	svc := NewService(Config{Store: store})
	ctx := context.Background()
	id, in, err := svc.Add(ctx, AddRequest{Name: "acme", Tier: "testing", Features: []string{"beta"}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(id, "sy_") || len(id) < 3+26 {
		t.Errorf("id %q lacks the prefix or 128 bits of randomness", id)
	}
	id2, _, _ := svc.Add(ctx, AddRequest{Name: "other", Tier: "testing"})
	if id == id2 {
		t.Error("two ids are equal")
	}
	for _, x := range store.list {
		if x.IDHash == id || strings.Contains(x.IDHash, id) {
			t.Error("raw id stored")
		}
	}
	if in.IDHash != HashID(id) || !in.HasFeature("beta") {
		t.Errorf("record %+v", in)
	}
	if _, _, err := svc.Add(ctx, AddRequest{Name: "acme", Tier: "testing"}); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Errorf("duplicate name: %v", err)
	}
}

func TestAuthenticate(t *testing.T) {
	store := &memStore{}
	svc := NewService(Config{Store: store})
	ctx := context.Background()
	id, _, _ := svc.Add(ctx, AddRequest{Name: "acme", Tier: "testing"})
	tests := []struct {
		name, raw, wantMsg string
	}{
		{"missing", "", MsgMissing},
		{"unknown", "sy_nope", MsgInvalid},
		{"valid", id, ""},
	}
	for _, tt := range tests {
		_, err := svc.Authenticate(ctx, tt.raw)
		if tt.wantMsg == "" {
			if err != nil {
				t.Errorf("%s: %v", tt.name, err)
			}
			continue
		}
		if !apperr.Is(err, apperr.KindUnauthorized) || apperr.As(err).Message != tt.wantMsg {
			t.Errorf("%s: got %v, want 401 %q", tt.name, err, tt.wantMsg)
		}
	}
	// Disabled (not revoked) integrators are refused too.
	store.list[0].Enabled = false
	store.version++
	if _, err := svc.Authenticate(ctx, id); !apperr.Is(err, apperr.KindUnauthorized) {
		t.Errorf("disabled integrator accepted: %v", err)
	}
}
