package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

// workload is one kind of request the replicas are driven with; req
// makes the n-th request of a run against base (a replica's URL).
type workload struct {
	name string
	// wantLen is the body length every answer must have (-1: any 200).
	wantLen int
	req     func(ctx context.Context, base string, n uint64) (*http.Request, error)
}

// healthzWorkload is the baseline: the cheapest request of the same
// replica, through the same listener, middleware and client.
func healthzWorkload(id string) workload {
	hdr := http.Header{"X-Integrator-Id": {id}}
	return workload{name: "healthz", wantLen: -1, req: func(ctx context.Context, base string, _ uint64) (*http.Request, error) {
		r, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/healthz", nil)
		if err == nil {
			r.Header = hdr // read-only: RoundTrip never modifies it
		}
		return r, err
	}}
}

// quoteWorkload is POST /v2/route for routes of kind k, quoteOnly false
// (the transaction request is built and the full quote stored), from a
// different wallet each request so that the one-quote-per-wallet window
// never refuses, with a different amount each request so that no two
// quotes are the same. run tells one run's wallets from another's.
func quoteWorkload(id string, k devbench.RouteKind, fromToken, toToken string, run int64) workload {
	return workload{name: "quote", wantLen: -1, req: func(ctx context.Context, base string, n uint64) (*http.Request, error) {
		wallet := common.BytesToAddress(crypto.Keccak256([]byte(fmt.Sprintf("switchyard bench scale wallet %d %d", run, n)))[:20])
		q := map[string]any{"fromChain": k.FromChain, "fromToken": fromToken,
			"fromAmount": strconv.FormatUint(uint64(k.Amount)+n%1_000_000, 10), "fromAddress": wallet.Hex(),
			"toChain": k.ToChain, "toToken": toToken, "toAddress": wallet.Hex(), "slippage": 1, "quoteOnly": false}
		if len(k.BridgeTypes) > 0 {
			q["bridgeTypes"] = k.BridgeTypes
		}
		body, err := json.Marshal(q)
		if err != nil {
			return nil, err
		}
		r, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/v2/route", bytes.NewReader(body))
		if err == nil {
			r.Header.Set("Content-Type", "application/json")
			r.Header.Set("X-Integrator-Id", id)
		}
		return r, err
	}}
}

// statusWorkload is GET /v2/status of terminal route transactions, the
// queries taken in turn.
func statusWorkload(id string, queries []string) workload {
	hdr := http.Header{"X-Integrator-Id": {id}, "Accept": {"application/json"}}
	return workload{name: "status", wantLen: -1, req: func(ctx context.Context, base string, n uint64) (*http.Request, error) {
		r, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/v2/status?"+queries[n%uint64(len(queries))], nil)
		if err == nil {
			r.Header = hdr
		}
		return r, err
	}}
}

// setup is one arrangement of replicas under load: all of it on the
// first replica, or alternating between both.
type setup struct {
	name     string
	replicas []*devbench.Service
}

// drive runs one workload against a setup for dur: conc keep-alive
// clients, request n going to replica n mod len(replicas), so that two
// replicas each take half of every client's requests. It also returns
// the CPU the replicas used meanwhile.
func drive(ctx context.Context, c *http.Client, s setup, w workload, counter *atomic.Uint64, conc int, dur time.Duration) (loadgen.Slice, time.Duration) {
	bases := make([]string, len(s.replicas))
	for i, r := range s.replicas {
		bases[i] = r.URL("")
	}
	newReq := func(ctx context.Context) (*http.Request, error) {
		n := counter.Add(1)
		return w.req(ctx, bases[n%uint64(len(bases))], n)
	}
	cpu0 := replicasCPU(s.replicas)
	sl := loadgen.Drive(ctx, c, newReq, w.wantLen, conc, dur)
	return sl, replicasCPU(s.replicas) - cpu0
}

func replicasCPU(rs []*devbench.Service) time.Duration {
	var t time.Duration
	for _, r := range rs {
		c, _ := proc.CPU(r.PID())
		t += c
	}
	return t
}
