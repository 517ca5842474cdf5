package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"sort"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

// captured is the service's answer for a terminal transaction, replayed
// by the baseline.
type captured struct {
	URL          string `json:"url"`
	ContentType  string `json:"content_type"`
	CacheControl string `json:"cache_control"`
	Bytes        int    `json:"bytes"`
	HeaderNames  string `json:"header_names"` // every header the service sent
	body         []byte
}

func captureStatus(ctx context.Context, c *http.Client, u, id string) (*captured, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("x-integrator-id", id)
	resp, err := c.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s: %d %s", u, resp.StatusCode, loadgen.Truncate(string(b), 300))
	}
	names := make([]string, 0, len(resp.Header))
	for k := range resp.Header {
		names = append(names, k)
	}
	sort.Strings(names)
	return &captured{URL: u, ContentType: resp.Header.Get("Content-Type"), CacheControl: resp.Header.Get("Cache-Control"),
		Bytes: len(b), HeaderNames: strings.Join(names, ", "), body: b}, nil
}

// baseline is the reference: a plain net/http handler in the benchmark
// process writing the captured bytes with the same Content-Type,
// Content-Length and Cache-Control, under the service's http.Server
// timeouts, so that the difference measured is the service's own work.
type baseline struct {
	srv  *http.Server
	addr string
	errc chan error
}

func startBaseline(c *captured) (*baseline, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	body, length := c.body, fmt.Sprint(len(c.body))
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v2/status", func(rw http.ResponseWriter, r *http.Request) {
		h := rw.Header()
		h.Set("Content-Type", c.ContentType)
		h.Set("Content-Length", length)
		h.Set("Cache-Control", c.CacheControl)
		rw.WriteHeader(http.StatusOK)
		rw.Write(body)
	})
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 15 * time.Second,
		WriteTimeout: 30 * time.Second, IdleTimeout: 120 * time.Second, MaxHeaderBytes: 64 << 10}
	b := &baseline{srv: srv, addr: ln.Addr().String(), errc: make(chan error, 1)}
	go func() { b.errc <- srv.Serve(ln) }()
	return b, nil
}

func (b *baseline) close() {
	b.srv.Close()
	if err := <-b.errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		progress("baseline server: %v", err)
	}
}

// TargetResult is one target's figures over every round.
type TargetResult struct {
	loadgen.Target
	// ServerCPUus is the service process's CPU per request (0 for the
	// in-process baseline).
	ServerCPUus float64 `json:"server_cpu_us_per_req,omitempty"`
	cpu         time.Duration
}

func (t *TargetResult) finish() {
	t.Finish()
	if t.OK > 0 {
		t.ServerCPUus = float64(t.cpu.Microseconds()) / float64(t.OK)
	}
}

// throughput drives the service's status URL and the baseline alike:
// conc keep-alive clients, rounds of dur per target cut into slices that
// alternate between the two (and which goes first).
func throughput(ctx context.Context, svc *devbench.Service, c *captured, id string, conc, rounds int, dur, sliceDur, warmup time.Duration) (svcRes, baseRes TargetResult, err error) {
	base, err := startBaseline(c)
	if err != nil {
		return svcRes, baseRes, err
	}
	defer base.close()
	_, query, _ := strings.Cut(c.URL, "?")
	type target struct {
		url    string
		client *http.Client
		pid    int // 0: in this process
		res    *TargetResult
	}
	targets := []target{
		{"http://" + base.addr + "/v2/status?" + query, loadgen.NewClient(conc, 10*time.Second), 0, &baseRes},
		{c.URL, loadgen.NewClient(conc, 10*time.Second), svc.PID(), &svcRes},
	}
	for _, t := range targets {
		defer t.client.CloseIdleConnections()
		t.res.Errors = map[string]int{} // {} in the JSON even without rounds
	}
	if warmup > 0 {
		for _, t := range targets {
			drive(ctx, t.client, t.url, id, c.Bytes, conc, warmup)
		}
	}
	nSlices := max(1, int((dur+sliceDur-1)/sliceDur))
	per := dur / time.Duration(nSlices)
	for r := range rounds {
		acc := make([]loadgen.Slice, len(targets))
		for s := range nSlices {
			for k := range targets {
				ti := (r + s + k) % len(targets)
				t := targets[ti]
				if ctx.Err() != nil {
					return svcRes, baseRes, context.Cause(ctx)
				}
				var c0, c1 time.Duration
				if t.pid != 0 {
					c0, _ = proc.CPU(t.pid)
				}
				sl := drive(ctx, t.client, t.url, id, c.Bytes, conc, per)
				if t.pid != 0 {
					c1, _ = proc.CPU(t.pid)
				}
				t.res.cpu += c1 - c0
				acc[ti].Merge(sl)
				if !svc.Alive() {
					return svcRes, baseRes, fmt.Errorf("the service exited during the load: %v", svc.WaitErr)
				}
			}
		}
		for i, t := range targets {
			t.res.AddRound(acc[i])
		}
		progress("round %d/%d: baseline %.0f req/s, service %.0f req/s, ratio %.2f", r+1, rounds,
			baseRes.RPSRounds[r], svcRes.RPSRounds[r], svcRes.RPSRounds[r]/max(baseRes.RPSRounds[r], 1e-9))
	}
	svcRes.finish()
	baseRes.finish()
	return svcRes, baseRes, nil
}

// drive runs conc keep-alive clients against u for dur (see
// loadgen.Drive).
func drive(ctx context.Context, c *http.Client, u, id string, wantLen, conc int, dur time.Duration) loadgen.Slice {
	hdr := http.Header{"X-Integrator-Id": {id}, "Accept": {"application/json"}}
	newReq := func(ctx context.Context) (*http.Request, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
		if err != nil {
			return nil, err
		}
		req.Header = hdr // read-only: RoundTrip never modifies it
		return req, nil
	}
	return loadgen.Drive(ctx, c, newReq, wantLen, conc, dur)
}
