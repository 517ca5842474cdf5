package status

import "time"

// NextPoll is the polling hint of an ongoing route, elapsed after its
// source transaction, given its estimate (p50) and 90th percentile: a
// tenth of the estimate (1 to 5 s) while it runs, never sleeping past the
// moment the estimate is reached; once past p90 the route is late and the
// hint doubles (at most 10 s), since waiting longer costs the caller
// nothing and saves its rate budget.
func NextPoll(elapsed, p50, p90 time.Duration) time.Duration {
	step := min(max(p50/10, time.Second), 5*time.Second)
	switch {
	case elapsed < p50:
		return min(step, max(p50-elapsed, time.Second)).Round(time.Second)
	case elapsed < max(p90, p50):
		return step.Round(time.Second)
	}
	return min(2*step, 10*time.Second).Round(time.Second)
}
