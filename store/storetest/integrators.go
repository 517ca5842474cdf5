package storetest

import (
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/integrator"
)

func testIntegrators(t *testing.T, h Harness) {
	ctx := t.Context()
	s := h.Open(t)
	version := func() int64 {
		t.Helper()
		v, err := s.IntegratorsVersion(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	if list, err := s.ListIntegrators(ctx); err != nil || len(list) != 0 {
		t.Fatalf("empty store lists %v, %v", list, err)
	}
	v0 := version()
	acme := &integrator.Integrator{IDHash: "h1", Name: "acme", Tier: integrator.TierCustom, Rate: 50, Enabled: true,
		Features: []string{"a", "b"}, CreatedAt: epoch}
	if err := s.CreateIntegrator(ctx, acme); err != nil {
		t.Fatal(err)
	}
	if acme.Seq == 0 {
		t.Error("CreateIntegrator did not set Seq")
	}
	v1 := version()
	if v1 == v0 {
		t.Error("version unchanged by a create")
	}
	other := &integrator.Integrator{IDHash: "h2", Name: "other", Tier: "testing", Rate: 1, CreatedAt: epoch.Add(time.Second)}
	if err := s.CreateIntegrator(ctx, other); err != nil {
		t.Fatal(err)
	}
	if other.Seq <= acme.Seq {
		t.Errorf("seq %d after %d: creation order lost", other.Seq, acme.Seq)
	}
	taken := &integrator.Integrator{IDHash: "h3", Name: "acme", Tier: "testing", Rate: 1, CreatedAt: epoch}
	if err := s.CreateIntegrator(ctx, taken); !errors.Is(err, integrator.ErrNameTaken) {
		t.Errorf("duplicate name: got %v, want ErrNameTaken", err)
	}
	v2 := version()
	acme.RevokedAt = epoch.Add(time.Hour)
	acme.Enabled = false
	acme.Tier, acme.Rate, acme.Features = integrator.TierCustom, 250, nil
	acme.Fee = integrator.Fee{BPS: 30, Beneficiaries: map[string]string{"evm": "0x00000000000000000000000000000000000000B0"}}
	if err := s.UpdateIntegrator(ctx, acme); err != nil {
		t.Fatal(err)
	}
	if v := version(); v == v2 {
		t.Error("version unchanged by an update")
	}
	ghost := &integrator.Integrator{Seq: other.Seq + 100, IDHash: "h9", Name: "ghost", Tier: "testing", Rate: 1}
	if err := s.UpdateIntegrator(ctx, ghost); !errors.Is(err, integrator.ErrNotFound) {
		t.Errorf("update of an unknown integrator: got %v, want ErrNotFound", err)
	}
	list, err := s.ListIntegrators(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]*integrator.Integrator{acme, other}, list); diff != "" {
		t.Errorf("list (-want +got):\n%s", diff)
	}
	// A fee removed is stored as none.
	other.Fee = integrator.Fee{BPS: 5, Beneficiaries: map[string]string{"evm": "0x00000000000000000000000000000000000000C0"}}
	if err := s.UpdateIntegrator(ctx, other); err != nil {
		t.Fatal(err)
	}
	other.Fee = integrator.Fee{}
	if err := s.UpdateIntegrator(ctx, other); err != nil {
		t.Fatal(err)
	}
	if list, err = s.ListIntegrators(ctx); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]*integrator.Integrator{acme, other}, list); diff != "" {
		t.Errorf("list after a fee's removal (-want +got):\n%s", diff)
	}
	// Another replica sees the change.
	peer := h.Peer(t, s)
	if v, err := peer.IntegratorsVersion(ctx); err != nil || v != version() {
		t.Errorf("peer version %d, %v; want %d", v, err, version())
	}
}
