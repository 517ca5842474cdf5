package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
)

// workload is one request shape driven against both targets.
type workload struct {
	Name   string `json:"name"`
	Method string `json:"method"`
	Path   string `json:"path"` // with query
	Body   string `json:"body,omitempty"`
}

var workloads = []workload{
	{Name: "tokens-get", Method: http.MethodGet, Path: "/v2/tokens"},
	{Name: "tokens-post-fields", Method: http.MethodPost, Path: "/v2/tokens", Body: `{"fields":["symbol","address","decimals"]}`},
	{Name: "chain-get", Method: http.MethodGet, Path: "/v2/chains?chainId=1"},
}

// captured is the service's answer to a workload, replayed by the baseline.
type captured struct {
	Status      int    `json:"status"`
	ContentType string `json:"content_type"`
	Bytes       int    `json:"bytes"`
	HeaderNames string `json:"header_names"` // every header the service sent, for the report
	body        []byte
}

func newRequest(ctx context.Context, base string, w workload, hdr http.Header) (*http.Request, error) {
	var body io.Reader
	if w.Body != "" {
		body = strings.NewReader(w.Body)
	}
	req, err := http.NewRequestWithContext(ctx, w.Method, base+w.Path, body)
	if err != nil {
		return nil, err
	}
	req.Header = hdr // shared and read-only: RoundTrip never modifies it
	return req, nil
}

func requestHeader(w workload, integratorID string) http.Header {
	h := http.Header{}
	h.Set("x-integrator-id", integratorID)
	h.Set("Accept", "application/json")
	if w.Body != "" {
		h.Set("Content-Type", "application/json")
	}
	return h
}

// capture fetches one workload's response from the service.
func capture(ctx context.Context, c *http.Client, base string, w workload, integratorID string) (*captured, error) {
	req, err := newRequest(ctx, base, w, requestHeader(w, integratorID))
	if err != nil {
		return nil, err
	}
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
		return nil, fmt.Errorf("%s %s: status %d: %s", w.Method, w.Path, resp.StatusCode, loadgen.Truncate(string(b), 300))
	}
	if ce := resp.Header.Get("Content-Encoding"); ce != "" {
		return nil, fmt.Errorf("%s %s: got Content-Encoding %q though gzip was not requested", w.Method, w.Path, ce)
	}
	var names []string
	for k := range resp.Header {
		names = append(names, k)
	}
	sort.Strings(names)
	return &captured{Status: resp.StatusCode, ContentType: resp.Header.Get("Content-Type"),
		Bytes: len(b), HeaderNames: strings.Join(names, ", "), body: b}, nil
}

// roundResult is one target's figures for one workload in one round.
type roundResult struct {
	OK      int
	Elapsed time.Duration
	Lat     []time.Duration
	Errors  map[string]int
}

// merge adds another slice of the same target's load.
func (r *roundResult) merge(o roundResult) {
	r.OK += o.OK
	r.Elapsed += o.Elapsed
	r.Lat = append(r.Lat, o.Lat...)
	if r.Errors == nil {
		r.Errors = map[string]int{}
	}
	for k, v := range o.Errors {
		r.Errors[k] += v
	}
}

func (r roundResult) RPS() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.OK) / r.Elapsed.Seconds()
}

// drive runs conc keep-alive clients against base for dur. It counts only
// 200 responses whose body has the captured length; everything else is an
// error, counted by kind. No request starts after dur; requests in flight
// then finish (bounded by the client timeout) and are counted.
func drive(ctx context.Context, c *http.Client, base string, w workload, integratorID string, wantLen, conc int, dur time.Duration) roundResult {
	hdr := requestHeader(w, integratorID)
	type workerResult struct {
		ok   int
		lat  []time.Duration
		errs map[string]int
	}
	results := make([]workerResult, conc)
	var wg sync.WaitGroup
	start := time.Now()
	end := start.Add(dur)
	for i := range conc {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res := workerResult{lat: make([]time.Duration, 0, 4096), errs: map[string]int{}}
			for time.Now().Before(end) && ctx.Err() == nil {
				t0 := time.Now()
				req, err := newRequest(ctx, base, w, hdr)
				if err != nil {
					res.errs["request: "+err.Error()]++
					break
				}
				resp, err := c.Do(req)
				if err != nil {
					if ctx.Err() != nil {
						break
					}
					res.errs[loadgen.ErrKind(err)]++
					time.Sleep(5 * time.Millisecond) // no hot loop on a dead server
					continue
				}
				n, err := io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				took := time.Since(t0)
				switch {
				case err != nil:
					if ctx.Err() == nil {
						res.errs["read body: "+loadgen.ErrKind(err)]++
					}
				case resp.StatusCode != http.StatusOK:
					res.errs[fmt.Sprintf("status %d", resp.StatusCode)]++
				case n != int64(wantLen):
					res.errs[fmt.Sprintf("body length %d, want %d", n, wantLen)]++
				default:
					res.ok++
					res.lat = append(res.lat, took)
				}
			}
			results[i] = res
		}()
	}
	wg.Wait()
	out := roundResult{Elapsed: time.Since(start), Errors: map[string]int{}}
	for _, r := range results {
		out.OK += r.ok
		out.Lat = append(out.Lat, r.lat...)
		for k, v := range r.errs {
			out.Errors[k] += v
		}
	}
	return out
}
