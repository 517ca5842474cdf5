package devbench

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
)

// RunRoutes runs route(a, i) for i in 0..n-1 on conc workers, worker a
// sending with account a (World.Accounts[a]). Each route starts after a
// random pause of up to jitter: a worker that starts its next route as
// soon as the last one succeeded would be in step with whatever periodic
// work produced that success (the tracker's tick), and measure the same
// phase every time; users arrive at random. It returns once every route
// ran or, when ctx ends, every worker stopped.
func RunRoutes(ctx context.Context, n, conc int, jitter time.Duration, route func(a, i int)) {
	jobs := make(chan int)
	var wg sync.WaitGroup
	for a := range conc {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				if jitter > 0 {
					select {
					case <-time.After(rand.N(jitter)):
					case <-ctx.Done():
					}
				}
				route(a, i)
			}
		}()
	}
	for i := range n {
		select {
		case jobs <- i:
		case <-ctx.Done():
		}
	}
	close(jobs)
	wg.Wait()
}

// KindStats summarizes one latency of one kind's routes (or all). The
// JSON names are those of the benchmarks' -json output.
type KindStats struct {
	Kind     string  `json:"kind"`
	Routes   int     `json:"routes"`
	Failed   int     `json:"failed"`
	P50ms    float64 `json:"p50_ms"`
	P99ms    float64 `json:"p99_ms"`
	MaxMs    float64 `json:"max_ms"`
	MinMs    float64 `json:"min_ms"`
	MeanMs   float64 `json:"mean_ms"`
	RouteP50 float64 `json:"send_to_success_p50_ms"`
	Pass     bool    `json:"pass"`
}

// Sample is one route's figures for a summary: the latency measured
// and the time from sending to success, in ms; OK false for a route that
// failed (or has no such latency).
type Sample struct {
	Ms, SendToSuccessMs float64
	OK                  bool
}

// Summarize is the percentiles, extremes and mean of the samples'
// latencies and the median send to success; the kind passes when no
// route failed and the p50 is under goal.
func Summarize(kind string, samples []Sample, goal time.Duration) KindStats {
	s := KindStats{Kind: kind}
	var lat, whole []time.Duration
	for _, r := range samples {
		s.Routes++
		if !r.OK {
			s.Failed++
			continue
		}
		lat = append(lat, time.Duration(r.Ms*float64(time.Millisecond)))
		whole = append(whole, time.Duration(r.SendToSuccessMs*float64(time.Millisecond)))
	}
	if len(lat) == 0 {
		return s
	}
	slices.Sort(lat)
	slices.Sort(whole)
	var sum time.Duration
	for _, f := range lat {
		sum += f
	}
	s.P50ms, s.P99ms = Ms(loadgen.Percentile(lat, 50)), Ms(loadgen.Percentile(lat, 99))
	s.MinMs, s.MaxMs, s.MeanMs = Ms(lat[0]), Ms(lat[len(lat)-1]), Ms(sum/time.Duration(len(lat)))
	s.RouteP50 = Ms(loadgen.Percentile(whole, 50))
	s.Pass = s.Failed == 0 && s.P50ms < Ms(goal)
	return s
}
