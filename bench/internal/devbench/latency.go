package devbench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"time"
)

// Stats are the percentiles, extremes and mean of a latency, in ms. The
// JSON names are those of the send → success benchmarks' -json output.
type Stats struct {
	N      int     `json:"n"`
	P50ms  float64 `json:"p50_ms"`
	P99ms  float64 `json:"p99_ms"`
	MinMs  float64 `json:"min_ms"`
	MaxMs  float64 `json:"max_ms"`
	MeanMs float64 `json:"mean_ms"`
}

// StatsOf summarizes ds (zero for none). A percentile is the sample at
// index q·n, so with few samples the p99 is the maximum.
func StatsOf(ds []time.Duration) Stats {
	if len(ds) == 0 {
		return Stats{}
	}
	ds = slices.Clone(ds)
	slices.Sort(ds)
	var sum time.Duration
	for _, d := range ds {
		sum += d
	}
	at := func(q float64) time.Duration { return ds[min(len(ds)-1, int(q*float64(len(ds))))] }
	return Stats{N: len(ds), P50ms: Ms(at(0.5)), P99ms: Ms(at(0.99)), MinMs: Ms(ds[0]),
		MaxMs: Ms(ds[len(ds)-1]), MeanMs: Ms(sum / time.Duration(len(ds)))}
}

// GetJSON reads a JSON answer of u (the service's or a chain's API) as
// the integrator.
func (w *World) GetJSON(ctx context.Context, u string, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	req.Header.Set("x-integrator-id", w.ID)
	resp, err := w.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%d", resp.StatusCode)
	}
	return json.NewDecoder(io.LimitReader(resp.Body, 4<<20)).Decode(out)
}

// WaitSuccess polls GET /v2/status?query every poll until it answers
// success, and returns when it did. A terminal record of another state,
// or no success within limit, is an error; failed polls are retried.
func (w *World) WaitSuccess(ctx context.Context, query string, poll, limit time.Duration) (time.Time, error) {
	deadline := time.Now().Add(limit)
	for {
		var rec StatusRecord
		if err := w.GetJSON(ctx, w.API+"/v2/status?"+query, &rec); err == nil {
			if rec.RouteTransactionStatus == "success" {
				return time.Now(), nil
			}
			if rec.Terminal {
				return time.Time{}, fmt.Errorf("route ended %s (%s)", rec.RouteTransactionStatus, query)
			}
		}
		if time.Now().After(deadline) {
			return time.Time{}, fmt.Errorf("no success within %s (%s)", limit, query)
		}
		select {
		case <-time.After(poll):
		case <-ctx.Done():
			return time.Time{}, ctx.Err()
		}
	}
}
