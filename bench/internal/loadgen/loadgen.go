// Package loadgen holds what the benchmark programs share to drive a
// service process and summarize what it answered: waiting for it to be
// ready, a loopback-only keep-alive client, keep-alive load that counts
// only the expected answer (Drive) and its figures per round and target,
// keying transport errors, percentiles and medians.
package loadgen

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"
)

// WaitReady polls readyURL (the service's /readyz) until it answers 200,
// alive reports the process gone, ctx ends or limit passes; the error
// names the last answer.
func WaitReady(ctx context.Context, readyURL string, limit time.Duration, alive func() error) error {
	c := &http.Client{Timeout: 2 * time.Second}
	defer c.CloseIdleConnections()
	deadline := time.Now().Add(limit)
	var last string
	for time.Now().Before(deadline) {
		if err := alive(); err != nil {
			return err
		}
		req, _ := http.NewRequestWithContext(ctx, "GET", readyURL, nil)
		resp, err := c.Do(req)
		if err == nil {
			b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
			last = fmt.Sprintf("%d %s", resp.StatusCode, bytes.TrimSpace(b))
		} else {
			last = err.Error()
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
	return fmt.Errorf("the service did not become ready within %s (last /readyz: %s)", limit, last)
}

// NewClient is a keep-alive client with at most conns connections per
// host, identity encoding (no Accept-Encoding: gzip, so that every target
// sends the same bytes), that dials loopback addresses only.
func NewClient(conns int, timeout time.Duration) *http.Client {
	d := &net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}
	tr := &http.Transport{
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			host, _, err := net.SplitHostPort(addr)
			if ip := net.ParseIP(host); err != nil || ip == nil || !ip.IsLoopback() {
				return nil, fmt.Errorf("refusing to dial non-loopback address %q", addr)
			}
			return d.DialContext(ctx, network, addr)
		},
		DisableCompression:  true,
		MaxIdleConns:        conns,
		MaxIdleConnsPerHost: conns,
		MaxConnsPerHost:     conns,
		IdleConnTimeout:     90 * time.Second,
	}
	return &http.Client{Transport: tr, Timeout: timeout}
}

// ErrKind shortens a transport error to a stable key (no addresses or
// ports), so that counts aggregate.
func ErrKind(err error) string {
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return "timeout"
	}
	s := err.Error()
	if i := strings.LastIndex(s, ": "); i >= 0 {
		s = s[i+2:]
	}
	return Truncate(s, 80)
}

// Truncate cuts s to n bytes, marking the cut.
func Truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// Percentile is the nearest-rank percentile of sorted durations.
func Percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(p/100*float64(len(sorted))+0.5) - 1
	i = max(0, min(i, len(sorted)-1))
	return sorted[i]
}

// Median of xs (0 for none).
func Median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
