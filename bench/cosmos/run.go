package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"time"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
)

// KindResult is one kind's figures.
type KindResult struct {
	Kind      string `json:"kind"`
	FromChain string `json:"from_chain"`
	ToChain   string `json:"to_chain"`
	// NotOffered is the service's reason when it offers no such route.
	NotOffered     string `json:"not_offered,omitempty"`
	Routes         int    `json:"routes"`
	Failed         int    `json:"failed"`
	FirstError     string `json:"first_error,omitempty"`
	SendToSuccess  Stats  `json:"send_to_success"`
	SendToIncluded Stats  `json:"send_to_included"` // Cosmos sources: the source transaction's block
}

// Stats are percentiles of a latency, in ms.
type Stats struct {
	N      int     `json:"n"`
	P50ms  float64 `json:"p50_ms"`
	P99ms  float64 `json:"p99_ms"`
	MinMs  float64 `json:"min_ms"`
	MaxMs  float64 `json:"max_ms"`
	MeanMs float64 `json:"mean_ms"`
}

func stats(ds []time.Duration) Stats {
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
	return Stats{N: len(ds), P50ms: devbench.Ms(at(0.5)), P99ms: devbench.Ms(at(0.99)), MinMs: devbench.Ms(ds[0]),
		MaxMs: devbench.Ms(ds[len(ds)-1]), MeanMs: devbench.Ms(sum / time.Duration(len(ds)))}
}

type routeResult struct {
	toSuccess, toIncluded time.Duration
	err                   error
}

// runKind probes whether the service offers k, funds the workers and
// sends o.routes routes of it.
func (w *world) runKind(ctx context.Context, k kind, o options) (KindResult, error) {
	kr := KindResult{Kind: k.name, FromChain: k.fromChain, ToChain: k.toChain}
	if _, err := w.quote(ctx, k, 0, 0); err != nil {
		if why, ok := noRoute(err); ok {
			kr.NotOffered = why
			return kr, nil
		}
		return kr, err
	}
	if err := w.fund(ctx, k, (o.routes+o.conc-1)/o.conc); err != nil {
		return kr, err
	}
	results := make([]routeResult, o.routes)
	devbench.RunRoutes(ctx, o.routes, o.conc, o.jitter, func(a, i int) { results[i] = w.route(ctx, k, a, i, o.poll) })
	var toSuccess, toIncluded []time.Duration
	for _, r := range results {
		kr.Routes++
		if r.err != nil {
			if kr.Failed++; kr.FirstError == "" {
				kr.FirstError = r.err.Error()
			}
			continue
		}
		toSuccess = append(toSuccess, r.toSuccess)
		if r.toIncluded > 0 {
			toIncluded = append(toIncluded, r.toIncluded)
		}
	}
	kr.SendToSuccess, kr.SendToIncluded = stats(toSuccess), stats(toIncluded)
	return kr, nil
}

// quote asks POST /v2/route for route i of k from worker a.
func (w *world) quote(ctx context.Context, k kind, a, i int) (*api.Route, error) {
	to, err := recipient(k, i)
	if err != nil {
		return nil, err
	}
	from, fromToken, toToken := "", k.fromDenom, k.toDenom
	if k.fromEVM {
		from = w.Accounts[a].Address.Hex()
		if fromToken, err = w.Token(k.fromChain, "USDC"); err != nil {
			return nil, err
		}
	} else {
		from = w.keys[a].AddressOn(k.fromChain)
	}
	if k.toEVM {
		if toToken, err = w.Token(k.toChain, "USDC"); err != nil {
			return nil, err
		}
	}
	body, err := json.Marshal(map[string]any{"fromChain": k.fromChain, "fromToken": fromToken, "fromAmount": strconv.FormatInt(k.amount+int64(i), 10),
		"fromAddress": from, "toChain": k.toChain, "toToken": toToken, "toAddress": to, "slippage": 1})
	if err != nil {
		return nil, err
	}
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, w.API+"/v2/route", bytes.NewReader(body))
		if err != nil {
			return nil, err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("x-integrator-id", w.ID)
		resp, err := w.HTTP.Do(req)
		if err != nil {
			return nil, err
		}
		raw, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
		resp.Body.Close()
		if err != nil {
			return nil, err
		}
		if resp.StatusCode == http.StatusTooManyRequests && attempt < 5 {
			select {
			case <-time.After(time.Second):
				continue
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		if resp.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("POST /v2/route: %d %s", resp.StatusCode, loadgen.Truncate(string(raw), 400))
		}
		var r api.RouteResponse
		if err := json.Unmarshal(raw, &r); err != nil || r.Route.TransactionRequest == nil {
			return nil, fmt.Errorf("POST /v2/route: %v: %s", err, loadgen.Truncate(string(raw), 400))
		}
		return &r.Route, nil
	}
}

// route sends route i of k from worker a and follows it to success.
func (w *world) route(ctx context.Context, k kind, a, i int, poll time.Duration) routeResult {
	ro, err := w.quote(ctx, k, a, i)
	if err != nil {
		return routeResult{err: err}
	}
	var r routeResult
	var tx string
	start := time.Now()
	if k.fromEVM {
		amount := big.NewInt(k.amount + int64(i))
		if tx, err = w.sendEVM(ctx, k, a, ro.TransactionRequest, amount); err != nil {
			return routeResult{err: err}
		}
	} else {
		s, err := w.sender(ctx, k.fromChain, a)
		if err != nil {
			return routeResult{err: err}
		}
		sent, err := s.Execute(ctx, ro)
		if err != nil {
			return routeResult{err: err}
		}
		tx, r.toIncluded = sent.TxHash, time.Since(start)
	}
	q := url.Values{"transactionId": {tx}, "fromChainId": {k.fromChain}, "toChainId": {k.toChain}, "quoteId": {ro.QuoteID}}.Encode()
	deadline := time.Now().Add(5 * time.Minute)
	for {
		var rec struct {
			RouteTransactionStatus string `json:"routeTransactionStatus"`
			Terminal               bool   `json:"terminal"`
		}
		if err := w.get(ctx, w.API+"/v2/status?"+q, &rec); err == nil {
			if rec.RouteTransactionStatus == "success" {
				r.toSuccess = time.Since(start)
				return r
			}
			if rec.Terminal {
				return routeResult{err: fmt.Errorf("route %s ended %s", tx, rec.RouteTransactionStatus)}
			}
		}
		if time.Now().After(deadline) {
			return routeResult{err: fmt.Errorf("route %s: no success within 5 minutes", tx)}
		}
		select {
		case <-time.After(poll):
		case <-ctx.Done():
			return routeResult{err: ctx.Err()}
		}
	}
}
