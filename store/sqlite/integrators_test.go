package sqlite

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/integrator"
)

func open(t *testing.T, path string) *DB {
	t.Helper()
	db, err := Open(context.Background(), Config{Path: path})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// The admin CLI writes from another process: a running service must see a
// revocation on its next request (CheckEvery zero checks every request).
func TestRevocationFromAnotherConnectionIsSeen(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	server := integrator.NewService(integrator.Config{Store: open(t, path)})
	admin := integrator.NewService(integrator.Config{Store: open(t, path)})

	id, _, err := admin.Add(ctx, integrator.AddRequest{Name: "acme", Tier: "production"})
	if err != nil {
		t.Fatal(err)
	}
	in, err := server.Authenticate(ctx, id)
	if err != nil {
		t.Fatalf("new id refused: %v", err)
	}
	if in.Rate != 10 || in.Name != "acme" {
		t.Errorf("got %+v", in)
	}
	if _, err := admin.SetTier(ctx, "acme", "custom", 250); err != nil {
		t.Fatal(err)
	}
	if in, _ := server.Authenticate(ctx, id); in == nil || in.Rate != 250 {
		t.Errorf("tier change not seen: %+v", in)
	}
	if _, err := admin.Revoke(ctx, "acme"); err != nil {
		t.Fatal(err)
	}
	_, err = server.Authenticate(ctx, id)
	if !apperr.Is(err, apperr.KindUnauthorized) || apperr.As(err).Message != integrator.MsgInvalid {
		t.Errorf("revoked id: got %v", err)
	}
	if _, err := admin.Revoke(ctx, "acme"); err == nil || !strings.Contains(err.Error(), "already revoked") {
		t.Errorf("second revoke: %v", err)
	}
}

func TestMigrationsAreIdempotent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	a := open(t, path)
	a.Close()
	open(t, path) // reopening must not re-run migrations
}
