package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/benchmain"
	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

// Results is the machine-readable output (-json).
type Results struct {
	Config struct {
		Store     string  `json:"store"`
		Postgres  string  `json:"postgres,omitempty"` // given or private
		Redis     string  `json:"redis,omitempty"`
		QuoteKind string  `json:"quote_kind"`
		Clients   int     `json:"clients"`
		RoundSec  float64 `json:"round_seconds"`
		Rounds    int     `json:"rounds"`
		benchmain.Machine
	} `json:"config"`
	Results  []Result `json:"results"`
	PGWrite  *PGWrite `json:"pg_quote_write,omitempty"`
	Problems []string `json:"problems,omitempty"`
}

// Failures are the run's problems.
func (r *Results) Failures() []string { return r.Problems }

// Result is one workload on one setup over every round.
type Result struct {
	Workload string `json:"workload"`
	Setup    string `json:"setup"`
	loadgen.Target
	// CPUusPerReq is the replicas' CPU per successful request.
	CPUusPerReq float64 `json:"replica_cpu_us_per_req"`
	cpu         time.Duration
}

func selectWorkloads(list string) ([]string, error) {
	var out []string
	for _, w := range devbench.SplitList(list) {
		if w != "healthz" && w != "quote" && w != "status" {
			return nil, fmt.Errorf("-workloads: unknown workload %q (healthz, quote, status)", w)
		}
		out = append(out, w)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("-workloads: none chosen")
	}
	return out, nil
}

// swap is the route both the quote workload and the status records use:
// a same-chain swap, whose record is terminal in the block that includes it.
var swap = devbench.Kinds[0]

func bench(ctx context.Context, o options, chosen []string, tmp, bin string) (*Results, error) {
	res := &Results{}
	c := &res.Config
	c.Clients, c.RoundSec, c.Rounds = o.conc, o.dur.Seconds(), o.rounds
	c.Machine = benchmain.ThisMachine("the replicas, the devnet, PostgreSQL, Redis and this load generator share %d CPUs: " +
		"a second replica adds no CPU, so its figures show what sharing the store and limits costs, not what a second machine gains")
	if o.sqlite {
		c.Machine = benchmain.ThisMachine("the replica, the devnet and this load generator share %d CPUs")
	}

	var serveArgs, cliArgs []string
	var dbURL string
	names := []string{"replica-a", "replica-b"}
	if o.sqlite {
		c.Store = "sqlite (one replica, in-memory limits)"
		names = names[:1]
	} else {
		c.Store = "postgres + redis"
		admin, redisURL := o.databaseURL, o.redisURL
		c.Postgres, c.Redis = "given", "given"
		if admin == "" {
			benchmain.Progress("starting a private PostgreSQL …")
			pg, u, err := startPostgres(ctx, tmp)
			if err != nil {
				return nil, err
			}
			defer pg.stop()
			admin, c.Postgres = u, "private (initdb, default durability)"
		}
		if redisURL == "" {
			rd, u, err := startRedis(ctx, tmp)
			if err != nil {
				return nil, err
			}
			defer rd.stop()
			redisURL, c.Redis = u, "private redis-server"
		}
		u, drop, err := createDatabase(ctx, admin)
		if err != nil {
			return nil, err
		}
		defer drop()
		dbURL = u
		benchmain.Progress("database %s, redis %s", redact(dbURL), redact(redisURL))
		cliArgs = []string{"--database-url", dbURL}
		// Replicas on one database share one webhook master key; the first
		// replica creates it.
		serveArgs = []string{"--database-url", dbURL, "--redis-url", redisURL, "--webhook-key-file", filepath.Join(tmp, "webhook.key")}
	}
	if err := mkdirs(tmp, names...); err != nil {
		return nil, err
	}
	id, err := proc.AddIntegrator(ctx, bin, filepath.Join(tmp, names[0]+"-data"), 100000, cliArgs...)
	if err != nil {
		return nil, err
	}

	benchmain.Progress("starting the devnet …")
	dn, admin, err := startDevnet(ctx, bin, tmp, "1,42161")
	if err != nil {
		return nil, err
	}
	defer stopChild(res, dn)
	var replicas []*devbench.Service
	for _, n := range names {
		r, err := startReplica(ctx, bin, tmp, n, admin, serveArgs)
		if err != nil {
			return nil, err
		}
		defer stopChild(res, r.Child)
		benchmain.Progress("%s: pid %d at http://%s", n, r.PID(), r.Addr)
		replicas = append(replicas, r)
	}

	w, err := devbench.NewWorld(ctx, replicas[0], id, o.routes)
	if err != nil {
		return nil, err
	}
	defer w.Close()
	queries, err := terminalRoutes(ctx, w, replicas, o.routes)
	if err != nil {
		return nil, err
	}
	kinds, err := devbench.SelectKinds(o.quoteKind)
	if err != nil {
		return nil, err
	}
	qk := kinds[0]
	c.QuoteKind = qk.Name
	fromToken, err := w.Token(qk.FromChain, qk.FromSymbol)
	if err != nil {
		return nil, err
	}
	toToken, err := w.Token(qk.ToChain, qk.ToSymbol)
	if err != nil {
		return nil, err
	}
	loads := map[string]workload{"healthz": healthzWorkload(id),
		"quote":  quoteWorkload(id, qk, fromToken, toToken, time.Now().UnixNano()),
		"status": statusWorkload(id, queries)}
	setups := []setup{{setupOne, replicas[:1]}}
	if len(replicas) > 1 {
		setups = append(setups, setup{setupTwo, replicas})
		if o.otherAlone {
			setups = append(setups, setup{setupOther, replicas[1:]})
		}
	}
	if err := measure(ctx, o, res, chosen, loads, setups); err != nil {
		return nil, err
	}
	if dbURL != "" {
		benchmain.Progress("timing %d quote writes in PostgreSQL …", o.writes)
		pw, err := measureQuoteWrites(ctx, dbURL, o.writes)
		if err != nil {
			return nil, fmt.Errorf("quote writes: %w", err)
		}
		res.PGWrite = pw
	}
	return res, nil
}

// The setups' names, in the report and the JSON.
const (
	setupOne   = "1 replica"
	setupTwo   = "2 replicas"
	setupOther = "replica B alone"
)

// stopChild stops a process at the end and reports an unclean stop.
func stopChild(res *Results, c *proc.Child) {
	if err := c.Stop(); err != nil {
		res.Problems = append(res.Problems, err.Error()+proc.LogTail(c.LogPath))
	}
}

// terminalRoutes sends n swap routes through the first replica and waits
// until every replica answers each one's status as terminal; it returns
// their GET /v2/status queries.
func terminalRoutes(ctx context.Context, w *devbench.World, replicas []*devbench.Service, n int) ([]string, error) {
	if err := w.Fund(ctx, "USDC", "10000000000", swap.FromChain); err != nil {
		return nil, err
	}
	var queries []string
	for i := range n {
		sent, err := devbench.SendRoute(ctx, w, swap, w.Accounts[i], i, nil)
		if err != nil {
			return nil, fmt.Errorf("send route %d: %w", i, err)
		}
		queries = append(queries, devbench.StatusQuery(swap, sent.Tx, sent.QuoteID))
	}
	deadline := time.Now().Add(90 * time.Second)
	for _, q := range queries {
		for _, r := range replicas {
			for {
				rec, err := readStatus(ctx, w, r.URL("/v2/status?"+q))
				if err == nil && rec.Terminal {
					if rec.RouteTransactionStatus != "success" {
						return nil, fmt.Errorf("route %s ended %s", q, rec.RouteTransactionStatus)
					}
					break
				}
				if time.Now().After(deadline) {
					return nil, fmt.Errorf("route %s not terminal at http://%s within 90s (last: %+v, %v)", q, r.Addr, rec, err)
				}
				select {
				case <-ctx.Done():
					return nil, ctx.Err()
				case <-time.After(100 * time.Millisecond):
				}
			}
		}
	}
	benchmain.Progress("%d swap routes terminal on every replica", n)
	return queries, nil
}

// measure drives every workload on every setup: per workload, rounds of
// -d on each setup, which setup goes first alternating by round, so that
// other activity on the machine hits both alike.
func measure(ctx context.Context, o options, res *Results, chosen []string, loads map[string]workload, setups []setup) error {
	client := loadgen.NewClient(o.conc, 30*time.Second)
	defer client.CloseIdleConnections()
	var counter atomic.Uint64
	for _, name := range chosen {
		wl := loads[name]
		out := make([]*Result, len(setups))
		for i, s := range setups {
			out[i] = &Result{Workload: name, Setup: s.name}
			out[i].Errors = map[string]int{}
			if o.warmup > 0 {
				drive(ctx, client, s, wl, &counter, o.conc, o.warmup)
			}
		}
		for r := range o.rounds {
			line := []string{}
			for k := range setups {
				i := (r + k) % len(setups)
				sl, cpu := drive(ctx, client, setups[i], wl, &counter, o.conc, o.dur)
				if ctx.Err() != nil {
					return context.Cause(ctx)
				}
				for _, rep := range setups[i].replicas {
					if !rep.Alive() {
						return fmt.Errorf("%s exited during the load: %v%s", rep.Name, rep.WaitErr, proc.LogTail(rep.LogPath))
					}
				}
				out[i].AddRound(sl)
				out[i].cpu += cpu
			}
			for i := range setups {
				line = append(line, fmt.Sprintf("%s %.0f req/s", setups[i].name, out[i].RPSRounds[r]))
			}
			benchmain.Progress("%s round %d/%d: %s", name, r+1, o.rounds, strings.Join(line, ", "))
		}
		for _, x := range out {
			x.Finish()
			if x.OK > 0 {
				x.CPUusPerReq = float64(x.cpu.Microseconds()) / float64(x.OK)
			}
			res.Results = append(res.Results, *x)
			if n := x.ErrCount(); n > 0 {
				res.Problems = append(res.Problems, fmt.Sprintf("%s on %s: %d failed requests %v", name, x.Setup, n, x.Errors))
			}
		}
	}
	return nil
}
