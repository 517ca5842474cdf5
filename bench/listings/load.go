package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"sort"
	"strings"
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

// drive runs conc keep-alive clients of workload w against base for dur
// (see loadgen.Drive).
func drive(ctx context.Context, c *http.Client, base string, w workload, integratorID string, wantLen, conc int, dur time.Duration) loadgen.Slice {
	hdr := requestHeader(w, integratorID)
	newReq := func(ctx context.Context) (*http.Request, error) { return newRequest(ctx, base, w, hdr) }
	return loadgen.Drive(ctx, c, newReq, wantLen, conc, dur)
}
