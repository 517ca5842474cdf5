// Command cosmos benchmarks routes with a Cosmos end on the devnet (issue
// 16): for each kind it sends routes as a wallet sends them (quoted with
// POST /v2/route, the MsgTransfer signed and broadcast by client/cosmostx,
// the signer of `switchyard route --execute`) and measures the time from
// the send to the first GET /v2/status answering success, and to the
// source transaction's block. It builds and starts the real service with
// --devnet-cosmos as a separate process. See bench/README.md.
//
// Run from the repository: go run ./bench/cosmos [-routes 20] [-concurrency 4] [-json]
package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/benchmain"
	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
)

type options struct {
	benchmain.Options
	devbench.RouteFlags
}

func main() {
	var o options
	o.RouteFlags.Register(devbench.RouteDefaults{Routes: 20, Conc: 4, MaxConc: maxConcurrency, ConcUnit: "development key",
		Poll: 50 * time.Millisecond, Kinds: "hub-osmosis,osmosis-hub,evm-osmosis,osmosis-evm"})
	o.Options.Register(20 * time.Minute)
	var chosen []kind
	benchmain.Parse("cosmos", func() (err error) {
		if chosen, err = selectKinds(o.Kinds); err != nil {
			return err
		}
		return o.Check()
	})
	os.Exit(benchmain.Run("cosmos", o.Options, func(ctx context.Context, env *benchmain.Env) (*Results, error) {
		return bench(ctx, env, o, chosen)
	}, report))
}

// Results is the machine-readable output (-json).
type Results struct {
	Config struct {
		devbench.RouteConfig
		benchmain.Machine
	} `json:"config"`
	Kinds    []KindResult `json:"kinds"`
	Problems []string     `json:"problems,omitempty"`
}

// Failures are the run's problems.
func (r *Results) Failures() []string { return r.Problems }

func bench(ctx context.Context, env *benchmain.Env, o options, chosen []kind) (*Results, error) {
	benchmain.Progress("starting the service with --devnet-cosmos (a first start opens the IBC channels: a minute or more) …")
	svc, id, err := env.StartService(ctx, "", "1,42161", "--devnet-cosmos")
	if err != nil {
		return nil, err
	}
	defer svc.Stop()

	res := &Results{}
	c := &res.Config
	c.RouteConfig = o.Config()
	c.Machine = benchmain.ThisMachine("the service, its EVM and Cosmos devnet chains, the IBC relayer and the wallets share %d CPUs")
	w, err := newWorld(ctx, svc, id, o.Conc)
	if err != nil {
		return nil, err
	}
	for _, k := range chosen {
		benchmain.Progress("%s: %d routes …", k.name, o.Routes)
		kr, err := w.runKind(ctx, k, o)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", k.name, err)
		}
		res.Kinds = append(res.Kinds, kr)
		if pr := kr.Problem(); pr != "" {
			res.Problems = append(res.Problems, pr)
		}
	}
	if err := svc.Stop(); err != nil {
		res.Problems = append(res.Problems, err.Error())
	}
	return res, nil
}
