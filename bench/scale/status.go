package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
)

// readStatus is one GET /v2/status as the integrator.
func readStatus(ctx context.Context, w *devbench.World, u string) (*devbench.StatusRecord, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("x-integrator-id", w.ID)
	resp, err := w.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s: %d %s", u, resp.StatusCode, loadgen.Truncate(string(b), 300))
	}
	var rec devbench.StatusRecord
	if err := json.Unmarshal(b, &rec); err != nil {
		return nil, fmt.Errorf("GET %s: %w", u, err)
	}
	return &rec, nil
}
