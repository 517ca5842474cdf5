package app

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/switchyard-dev/switchyard/integrator"
)

// devIDFile keeps the development integrator's id so that every start can
// show it to the developer; it is never created for integrators added later.
const devIDFile = "development-integrator-id"

// ensureDevIntegrator gives a fresh data dir one development integrator and
// returns its id while that id is still valid.
func ensureDevIntegrator(ctx context.Context, svc *integrator.Service, dir string) (string, error) {
	path := filepath.Join(dir, devIDFile)
	if b, err := os.ReadFile(path); err == nil {
		id := strings.TrimSpace(string(b))
		if _, err := svc.Authenticate(ctx, id); err == nil {
			return id, nil
		}
		return "", nil // revoked or disabled: respect the operator's choice
	}
	list, err := svc.List(ctx)
	if err != nil {
		return "", err
	}
	if len(list) > 0 {
		return "", nil
	}
	id, _, err := svc.Add(ctx, integrator.AddRequest{Name: "development", Tier: string(integrator.TierTesting)})
	if err != nil {
		return "", fmt.Errorf("create the development integrator: %w", err)
	}
	if err := os.WriteFile(path, []byte(id+"\n"), 0o600); err != nil {
		return "", fmt.Errorf("save the development integrator id: %w", err)
	}
	return id, nil
}
