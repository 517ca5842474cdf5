// Command push benchmarks push status on the devnet (issue 12): how soon
// GET /v2/status/stream (and, once the service has them, the integrator's
// webhook) delivers a route's success after the block that completes it,
// and how many concurrent streams one service process holds, with their
// memory. It builds and starts the real service with its devnet chains as
// a separate process, like bench/status, with which it shares
// bench/internal/devbench. See bench/README.md.
//
// Run from the repository: go run ./bench/push [-routes 30] [-streams 10000] [-json]
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/benchmain"
	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

// Issue 12's goals.
const (
	latencyGoal      = 500 * time.Millisecond // p50, block to event and to webhook
	streamsGoal      = 10000
	streamsMemGoalMB = 300.0
)

type options struct {
	benchmain.Options
	phases    string
	routes    int
	conc      int
	blockPoll time.Duration
	jitter    time.Duration
	kinds     string
	webhooks  bool
	streams   int
	modes     string
	openConc  int
	heartbeat time.Duration
	hold      time.Duration
}

func main() {
	var o options
	flag.StringVar(&o.phases, "phases", "latency,streams", "phases to run: latency (routes, stream and webhook latency), streams (concurrent open streams)")
	flag.IntVar(&o.routes, "routes", 30, "latency: routes of each kind")
	flag.IntVar(&o.conc, "concurrency", 5, "latency: routes in flight at a time, one per development account (at most 10)")
	flag.DurationVar(&o.blockPoll, "block-poll", 5*time.Millisecond, "latency: eth_blockNumber interval of each chain's block clock")
	flag.DurationVar(&o.jitter, "jitter", time.Second, "latency: random pause of up to this before each route (0: none)")
	flag.StringVar(&o.kinds, "kinds", "swap,gmp,intents", "latency: route kinds to send, in order")
	flag.BoolVar(&o.webhooks, "webhooks", true, "latency: register a loopback webhook receiver with `switchyard integrators set-webhook` and measure the success webhooks too (skipped, and said so, if the build has no such command)")
	flag.IntVar(&o.streams, "streams", streamsGoal, "streams: concurrent streams to open")
	flag.StringVar(&o.modes, "stream-modes", "same,distinct", "streams: runs, in order: same (every stream on one unseen transaction: the stream's own cost), distinct (one unseen transaction each: the stream and the tracker's entry)")
	flag.IntVar(&o.openConc, "open-concurrency", 64, "streams: streams being opened at a time")
	flag.DurationVar(&o.heartbeat, "heartbeat", 5*time.Second, "the service's --status-stream-heartbeat")
	flag.DurationVar(&o.hold, "hold", 12*time.Second, "streams: how long every stream is kept open and read once all are open (at least two heartbeats)")
	o.Register(15 * time.Minute)
	var chosen []devbench.RouteKind
	phases := map[string]bool{}
	benchmain.Parse("push", func() (err error) {
		if chosen, err = devbench.SelectKinds(o.kinds); err != nil {
			return err
		}
		for _, p := range devbench.SplitList(o.phases) {
			if p != "latency" && p != "streams" {
				return fmt.Errorf("-phases: unknown phase %q (latency, streams)", p)
			}
			phases[p] = true
		}
		for _, m := range devbench.SplitList(o.modes) {
			if m != "same" && m != "distinct" {
				return fmt.Errorf("-stream-modes: unknown mode %q (same, distinct)", m)
			}
		}
		if len(phases) == 0 {
			return errors.New("-phases: none chosen")
		}
		if o.routes < 1 || o.conc < 1 || o.conc > 10 || o.blockPoll <= 0 || o.jitter < 0 {
			return errors.New("-routes and -concurrency (1 to 10) must be positive, -block-poll above 0, -jitter not negative")
		}
		if o.streams < 1 || o.streams > 100000 || o.openConc < 1 || o.openConc > 1024 || o.heartbeat < 100*time.Millisecond || o.hold <= 0 {
			return errors.New("-streams must be 1 to 100000, -open-concurrency 1 to 1024, -heartbeat at least 100ms, -hold above 0")
		}
		return nil
	})
	os.Exit(run(o, phases, chosen))
}

func progress(format string, args ...any) { benchmain.Progress(format, args...) }

func ms(d time.Duration) float64 { return devbench.Ms(d) }

// raiseFileLimit lifts RLIMIT_NOFILE to its hard limit: every stream is a
// descriptor here and one in the service, which inherits the limit (a Go
// program's own raise at start-up is undone for its children; an explicit
// Setrlimit is not).
func raiseFileLimit(need int) (uint64, error) {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return 0, err
	}
	lim.Cur = lim.Max
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return 0, err
	}
	if lim.Cur < uint64(need) {
		return lim.Cur, fmt.Errorf("RLIMIT_NOFILE hard limit %d is below the %d descriptors the streams need: raise it (ulimit -Hn) or lower -streams", lim.Max, need)
	}
	return lim.Cur, nil
}

func run(o options, phases map[string]bool, chosen []devbench.RouteKind) int {
	res := &Results{LatencyGoalMs: ms(latencyGoal), StreamsGoal: streamsGoal, StreamsMemGoalMB: streamsMemGoalMB}
	c := &res.Config
	c.Routes, c.Concurrency, c.BlockPollMs, c.JitterMs = o.routes, o.conc, ms(o.blockPoll), ms(o.jitter)
	c.Streams, c.OpenConcurrency, c.HeartbeatSec, c.HoldSec = o.streams, o.openConc, o.heartbeat.Seconds(), o.hold.Seconds()
	c.Machine = benchmain.ThisMachine("the service with its devnet chains, the wallets, the block clocks and the stream clients share %d CPUs")
	if phases["streams"] {
		var err error
		if c.FileLimit, err = raiseFileLimit(o.streams + 512); err != nil {
			progress("bench: %v", err)
			return 1
		}
	}
	return benchmain.Run("push", o.Options, func(ctx context.Context, env *benchmain.Env) (*Results, error) {
		// Each phase, and each streams mode, gets a service of its own with
		// a fresh data dir: memory the Go runtime keeps after one run's
		// streams would otherwise hide the next run's.
		if phases["latency"] {
			if err := latencyPhase(ctx, o, env.Bin, filepath.Join(env.Dir, "latency"), chosen, res); err != nil {
				return nil, err
			}
		}
		if phases["streams"] {
			for _, mode := range devbench.SplitList(o.modes) {
				if err := streamsPhase(ctx, o, env.Bin, filepath.Join(env.Dir, "streams-"+mode), mode, res); err != nil {
					return nil, err
				}
			}
		}
		return res, nil
	}, report)
}

// session is one service process started for a phase, with its world.
type session struct {
	svc *devbench.Service
	id  string
	w   *devbench.World
}

// startSession creates the integrator in a fresh data dir under dir,
// registers the receiver as its webhook if not nil (an error of
// setWebhook's is returned as such, before the service starts), and
// starts the service with the stream settings.
func startSession(ctx context.Context, o options, bin, dir string, hooks *webhookReceiver) (*session, error) {
	dataDir := filepath.Join(dir, "data")
	id, err := proc.AddIntegrator(ctx, bin, dataDir, 100000)
	if err != nil {
		return nil, err
	}
	if hooks != nil {
		secret, err := setWebhook(ctx, bin, dataDir, "bench", hooks.url)
		if err != nil {
			return nil, &webhookSetupError{err}
		}
		hooks.setSecret(secret)
	}
	svc, err := devbench.StartService(ctx, bin, dataDir, "1,42161",
		"--status-streams-per-integrator", fmt.Sprint(max(20000, 2*o.streams)), "--status-stream-heartbeat", o.heartbeat.String())
	if err != nil {
		return nil, err
	}
	progress("service pid %d at http://%s, devnet admin %s", svc.PID(), svc.Addr, svc.AdminURL)
	w, err := devbench.NewWorld(ctx, svc, id, o.conc)
	if err != nil {
		svc.Stop()
		return nil, fmt.Errorf("%w%s", err, proc.LogTail(svc.LogPath))
	}
	return &session{svc: svc, id: id, w: w}, nil
}

// stop stops the service; a failure to stop cleanly is a problem of the run.
func (s *session) stop(res *Results) {
	s.w.Close()
	if err := s.svc.Stop(); err != nil {
		res.Problems = append(res.Problems, err.Error()+proc.LogTail(s.svc.LogPath))
	}
}

type webhookSetupError struct{ err error }

func (e *webhookSetupError) Error() string { return e.err.Error() }

// Results is the machine-readable output (-json).
type Results struct {
	Config struct {
		Routes          int     `json:"routes_per_kind"`
		Concurrency     int     `json:"concurrency"`
		BlockPollMs     float64 `json:"block_poll_ms"`
		JitterMs        float64 `json:"start_jitter_ms"`
		Streams         int     `json:"streams"`
		OpenConcurrency int     `json:"open_concurrency"`
		HeartbeatSec    float64 `json:"heartbeat_seconds"`
		HoldSec         float64 `json:"hold_seconds"`
		FileLimit       uint64  `json:"rlimit_nofile,omitempty"`
		benchmain.Machine
	} `json:"config"`
	Stream           []KindStats      `json:"stream_latency,omitempty"`
	StreamOverall    *KindStats       `json:"stream_latency_overall,omitempty"`
	Webhook          []KindStats      `json:"webhook_latency,omitempty"`
	WebhookOverall   *KindStats       `json:"webhook_latency_overall,omitempty"`
	WebhooksMeasured bool             `json:"webhooks_measured"`
	WebhooksSkipped  string           `json:"webhooks_skipped,omitempty"`
	WebhookStats     *webhookStats    `json:"webhook_requests,omitempty"`
	Routes           []routeResult    `json:"routes,omitempty"`
	Streams          []*StreamsResult `json:"streams,omitempty"`
	LatencyGoalMs    float64          `json:"latency_goal_p50_ms"`
	StreamsGoal      int              `json:"streams_goal"`
	StreamsMemGoalMB float64          `json:"streams_memory_goal_mb"`
	Problems         []string         `json:"problems,omitempty"`
}

// Failures are the run's problems.
func (r *Results) Failures() []string { return r.Problems }

// streamsPhase runs one streams mode on a service of its own.
func streamsPhase(ctx context.Context, o options, bin, dir, mode string, res *Results) error {
	ss, err := startSession(ctx, o, bin, dir, nil)
	if err != nil {
		return err
	}
	defer ss.stop(res)
	// Any kind's quote will do: the streams follow transactions that never
	// appear, so only the quote's chains matter.
	k := devbench.Kinds[0]
	a, _, err := devbench.QuoteRoute(ctx, ss.w, k, ss.w.Accounts[0], 0)
	if err != nil {
		return err
	}
	sr, err := streamsRun(ctx, ss.svc, ss.id, k, a.QuoteID, mode, o.streams, o.openConc, o.hold)
	if err != nil {
		return fmt.Errorf("%w%s", err, proc.LogTail(ss.svc.LogPath))
	}
	res.Streams = append(res.Streams, sr)
	if sr.Opened < sr.Requested || sr.EndedEarly > 0 {
		res.Problems = append(res.Problems, fmt.Sprintf("streams (%s): %d of %d opened, %d ended early (open errors %v)",
			mode, sr.Opened, sr.Requested, sr.EndedEarly, sr.OpenErrors))
	}
	if !ss.svc.Alive() {
		return fmt.Errorf("the service exited during the streams phase: %v%s", ss.svc.WaitErr, proc.LogTail(ss.svc.LogPath))
	}
	return nil
}

// latencyPhase sends the routes on a service of its own, with the
// webhook receiver registered when the build has webhooks.
func latencyPhase(ctx context.Context, o options, bin, dir string, chosen []devbench.RouteKind, res *Results) error {
	var hooks *webhookReceiver
	if o.webhooks {
		var err error
		if hooks, err = startWebhookReceiver(); err != nil {
			return err
		}
		defer hooks.close()
	}
	ss, err := startSession(ctx, o, bin, dir, hooks)
	var we *webhookSetupError
	if errors.As(err, &we) {
		res.WebhooksSkipped = we.Error()
		progress("webhooks not measured: %v", we)
		hooks.close()
		hooks = nil
		ss, err = startSession(ctx, o, bin, dir+"-nohooks", nil)
	}
	if err != nil {
		return err
	}
	defer ss.stop(res)
	res.WebhooksMeasured = hooks != nil
	svc, w := ss.svc, ss.w
	perAccount := (o.routes + o.conc - 1) / o.conc
	// Enough USDC for every route each account sends, with room to spare.
	if err := w.Fund(ctx, "USDC", fmt.Sprint(int64(perAccount+1)*2_000_000_000), "1", "42161"); err != nil {
		return err
	}
	clocks, stopClocks := devbench.StartClocks(ctx, w.RPC, o.blockPoll)
	defer stopClocks()
	for _, k := range chosen {
		progress("latency: %d %s routes (%s %s -> %s %s), %d at a time, each followed by a stream opened before sending",
			o.routes, k.Name, k.FromChain, k.FromSymbol, k.ToChain, k.ToSymbol, o.conc)
		rs := latencyRun(ctx, w, svc.Addr, clocks, hooks, k, o.routes, o.conc, o.jitter)
		res.Routes = append(res.Routes, rs...)
		res.Stream = append(res.Stream, summarize(k.Name, rs, streamMs))
		if hooks != nil {
			res.Webhook = append(res.Webhook, summarize(k.Name, rs, webhookMs))
		}
		if ctx.Err() != nil {
			return context.Cause(ctx)
		}
	}
	res.Problems = append(res.Problems, devbench.ClockProblems(clocks)...)
	all := summarize("all", res.Routes, streamMs)
	res.StreamOverall = &all
	if hooks != nil {
		wall := summarize("all", res.Routes, webhookMs)
		res.WebhookOverall = &wall
		st := hooks.stats()
		res.WebhookStats = &st
		if st.Unsigned > 0 || st.BadSig > 0 || st.Malformed > 0 {
			res.Problems = append(res.Problems, fmt.Sprintf("webhooks: %d requests without Switchyard-Signature, %d with a signature the secret does not verify, %d not a status payload",
				st.Unsigned, st.BadSig, st.Malformed))
		}
	}
	for _, r := range res.Routes {
		if r.Err != "" {
			res.Problems = append(res.Problems, fmt.Sprintf("%s #%d: %s", r.Kind, r.Index+1, r.Err))
		}
	}
	return nil
}
