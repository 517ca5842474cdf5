package devbench

import (
	"flag"
	"fmt"
	"time"
)

// RouteFlags are the flags of the benchmarks that send routes of several
// kinds and follow each with GET /v2/status until success.
type RouteFlags struct {
	Routes int
	Conc   int
	Poll   time.Duration
	Jitter time.Duration
	Kinds  string
	max    int
}

// RouteDefaults are a benchmark's defaults for its RouteFlags.
type RouteDefaults struct {
	Routes, Conc, MaxConc int
	Poll                  time.Duration
	Kinds                 string
	// ConcUnit is what each route in flight has of its own ("development
	// account").
	ConcUnit string
}

// Register adds -routes, -concurrency, -poll, -jitter and -kinds to the
// command line.
func (f *RouteFlags) Register(d RouteDefaults) {
	f.max = d.MaxConc
	flag.IntVar(&f.Routes, "routes", d.Routes, "routes of each kind")
	flag.IntVar(&f.Conc, "concurrency", d.Conc, fmt.Sprintf("routes in flight at a time, one %s each (at most %d)", d.ConcUnit, d.MaxConc))
	flag.DurationVar(&f.Poll, "poll", d.Poll, "GET /v2/status interval of each route until success")
	flag.DurationVar(&f.Jitter, "jitter", time.Second, "random pause of up to this before each route, so that routes do not start in step with the service's periodic work (0: none)")
	flag.StringVar(&f.Kinds, "kinds", d.Kinds, "route kinds, in order")
}

// Check says what is wrong with the values (nil: nothing).
func (f *RouteFlags) Check() error {
	if f.Routes < 1 || f.Conc < 1 || f.Conc > f.max || f.Poll <= 0 || f.Jitter < 0 {
		return fmt.Errorf("-routes and -concurrency (1 to %d) must be positive, -poll above 0, -jitter not negative", f.max)
	}
	return nil
}

// PerWorker is how many routes of a kind each worker sends, at most.
func (f *RouteFlags) PerWorker() int { return (f.Routes + f.Conc - 1) / f.Conc }

// RouteConfig is the flags' part of a results' config (-json).
type RouteConfig struct {
	Routes      int     `json:"routes_per_kind"`
	Concurrency int     `json:"concurrency"`
	PollMs      float64 `json:"status_poll_ms"`
	JitterMs    float64 `json:"start_jitter_ms"`
}

// Config is the flags as the results show them.
func (f *RouteFlags) Config() RouteConfig {
	return RouteConfig{Routes: f.Routes, Concurrency: f.Conc, PollMs: Ms(f.Poll), JitterMs: Ms(f.Jitter)}
}

// KindTally counts one kind's routes; the send → success benchmarks embed
// it in their per-kind results.
type KindTally struct {
	Kind       string `json:"kind"`
	FromChain  string `json:"from_chain"`
	ToChain    string `json:"to_chain"`
	Routes     int    `json:"routes"`
	Failed     int    `json:"failed"`
	FirstError string `json:"first_error,omitempty"`
}

// Count counts a route that ended with err (nil: it succeeded) and says
// whether it succeeded.
func (t *KindTally) Count(err error) bool {
	t.Routes++
	if err == nil {
		return true
	}
	if t.Failed++; t.FirstError == "" {
		t.FirstError = err.Error()
	}
	return false
}

// Problem is the kind's problem for the run's list ("" if none failed).
func (t *KindTally) Problem() string {
	if t.Failed == 0 {
		return ""
	}
	return fmt.Sprintf("%s: %d of %d routes failed (first: %s)", t.Kind, t.Failed, t.Routes, t.FirstError)
}
