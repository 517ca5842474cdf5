package loadgen

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"
)

// Slice is one target's figures over some stretch of load: successful
// answers, the time they took and their latencies, and the failures by
// kind.
type Slice struct {
	OK      int
	Elapsed time.Duration
	Lat     []time.Duration
	Errors  map[string]int
}

// Merge adds another slice of the same target's load.
func (r *Slice) Merge(o Slice) {
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

// RPS is the successful answers per second of the slice.
func (r Slice) RPS() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.OK) / r.Elapsed.Seconds()
}

// Drive runs conc keep-alive clients on c for dur, each sending the
// requests newReq makes one after the other. It counts only 200 answers
// whose body has wantLen bytes (any length when wantLen is negative, for
// answers that differ per request); everything else is an error, counted
// by kind. No request starts after dur; requests in flight then finish
// (bounded by the client's timeout) and are counted.
func Drive(ctx context.Context, c *http.Client, newReq func(context.Context) (*http.Request, error), wantLen, conc int, dur time.Duration) Slice {
	out := make([]Slice, conc)
	var wg sync.WaitGroup
	start := time.Now()
	end := start.Add(dur)
	for i := range conc {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res := Slice{Lat: make([]time.Duration, 0, 4096), Errors: map[string]int{}}
			for time.Now().Before(end) && ctx.Err() == nil {
				t0 := time.Now()
				req, err := newReq(ctx)
				if err != nil {
					res.Errors["request: "+err.Error()]++
					break
				}
				resp, err := c.Do(req)
				if err != nil {
					if ctx.Err() != nil {
						break
					}
					res.Errors[ErrKind(err)]++
					time.Sleep(5 * time.Millisecond) // no hot loop on a dead server
					continue
				}
				n, err := io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				took := time.Since(t0)
				switch {
				case err != nil:
					if ctx.Err() == nil {
						res.Errors["read body: "+ErrKind(err)]++
					}
				case resp.StatusCode != http.StatusOK:
					res.Errors[fmt.Sprintf("status %d", resp.StatusCode)]++
				case wantLen >= 0 && n != int64(wantLen):
					res.Errors[fmt.Sprintf("body length %d, want %d", n, wantLen)]++
				default:
					res.OK++
					res.Lat = append(res.Lat, took)
				}
			}
			out[i] = res
		}()
	}
	wg.Wait()
	total := Slice{Elapsed: time.Since(start), Errors: map[string]int{}}
	for _, r := range out {
		total.OK += r.OK
		total.Lat = append(total.Lat, r.Lat...)
		for k, v := range r.Errors {
			total.Errors[k] += v
		}
	}
	return total
}

// Target is one target's figures over every round of a load: the req/s
// of each round and their median, latency percentiles over every
// successful answer, and the failures by kind. The JSON names are those
// of the benchmarks' -json output.
type Target struct {
	RPSRounds []float64      `json:"rps_rounds"`
	RPS       float64        `json:"rps_median"`
	P50ms     float64        `json:"p50_ms"`
	P99ms     float64        `json:"p99_ms"`
	OK        int            `json:"ok"`
	Errors    map[string]int `json:"errors"`
	lat       []time.Duration
}

// AddRound adds one round's load of the target.
func (t *Target) AddRound(r Slice) {
	t.RPSRounds = append(t.RPSRounds, r.RPS())
	t.OK += r.OK
	t.lat = append(t.lat, r.Lat...)
	if t.Errors == nil {
		t.Errors = map[string]int{}
	}
	for k, v := range r.Errors {
		t.Errors[k] += v
	}
}

// Finish computes the median req/s and the latency percentiles once every
// round is in.
func (t *Target) Finish() {
	t.RPS = Median(t.RPSRounds)
	slices.Sort(t.lat)
	t.P50ms = ms(Percentile(t.lat, 50))
	t.P99ms = ms(Percentile(t.lat, 99))
}

// ErrCount is the number of failed requests.
func (t *Target) ErrCount() int {
	n := 0
	for _, v := range t.Errors {
		n += v
	}
	return n
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// Rounds lists the req/s of each round, for a report line.
func Rounds(xs []float64) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprintf("%.0f", x)
	}
	return strings.Join(s, ", ")
}

// Verdict is a goal's word in the reports.
func Verdict(ok bool) string {
	if ok {
		return "PASS"
	}
	return "BELOW GOAL"
}
