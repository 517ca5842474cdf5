package main

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
)

// goRuntime is what the service's GET /metrics says of its Go runtime:
// enough to tell where a stream's memory goes (goroutine stacks or heap)
// without profiling the child.
type goRuntime struct {
	Goroutines   float64 `json:"goroutines"`
	HeapInuseMB  float64 `json:"heap_inuse_mb"`
	StackInuseMB float64 `json:"stack_inuse_mb"`
	SysMB        float64 `json:"sys_mb"` // everything the runtime holds from the OS
}

// readGoRuntime scrapes the service's Prometheus metrics (the Go
// collector's go_goroutines and go_memstats_*).
func readGoRuntime(ctx context.Context, svc *devbench.Service, id string) (goRuntime, error) {
	var g goRuntime
	c := loadgen.NewClient(1, 10*time.Second)
	defer c.CloseIdleConnections()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, svc.URL("/metrics"), nil)
	if err != nil {
		return g, err
	}
	req.Header.Set("x-integrator-id", id)
	resp, err := c.Do(req)
	if err != nil {
		return g, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return g, fmt.Errorf("GET /metrics: %d", resp.StatusCode)
	}
	const mb = 1 << 20
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		name, val, ok := strings.Cut(sc.Text(), " ")
		if !ok || strings.HasPrefix(name, "#") {
			continue
		}
		v, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
		if err != nil {
			continue
		}
		switch name {
		case "go_goroutines":
			g.Goroutines = v
		case "go_memstats_heap_inuse_bytes":
			g.HeapInuseMB = v / mb
		case "go_memstats_stack_inuse_bytes":
			g.StackInuseMB = v / mb
		case "go_memstats_sys_bytes":
			g.SysMB = v / mb
		}
	}
	if err := sc.Err(); err != nil {
		return g, err
	}
	if g.Goroutines == 0 {
		return g, fmt.Errorf("GET /metrics: no go_goroutines")
	}
	return g, nil
}
