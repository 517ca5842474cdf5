package main

import (
	"context"
	"math/big"
	"net/url"
	"strconv"
	"time"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
)

// KindResult is one kind's figures.
type KindResult struct {
	devbench.KindTally
	// NotOffered is the service's reason when it offers no such route.
	NotOffered     string         `json:"not_offered,omitempty"`
	SendToSuccess  devbench.Stats `json:"send_to_success"`
	SendToIncluded devbench.Stats `json:"send_to_included"` // Cosmos sources: the source transaction's block
}

type routeResult struct {
	toSuccess, toIncluded time.Duration
	err                   error
}

// runKind probes whether the service offers k, funds the workers and
// sends o.Routes routes of it.
func (w *world) runKind(ctx context.Context, k kind, o options) (KindResult, error) {
	kr := KindResult{KindTally: devbench.KindTally{Kind: k.name, FromChain: k.fromChain, ToChain: k.toChain}}
	if _, err := w.quote(ctx, k, 0, 0); err != nil {
		if why, ok := noRoute(err); ok {
			kr.NotOffered = why
			return kr, nil
		}
		return kr, err
	}
	if err := w.fund(ctx, k, o.PerWorker()); err != nil {
		return kr, err
	}
	results := make([]routeResult, o.Routes)
	devbench.RunRoutes(ctx, o.Routes, o.Conc, o.Jitter, func(a, i int) { results[i] = w.route(ctx, k, a, i, o.Poll) })
	var toSuccess, toIncluded []time.Duration
	for _, r := range results {
		if !kr.Count(r.err) {
			continue
		}
		toSuccess = append(toSuccess, r.toSuccess)
		if r.toIncluded > 0 {
			toIncluded = append(toIncluded, r.toIncluded)
		}
	}
	kr.SendToSuccess, kr.SendToIncluded = devbench.StatsOf(toSuccess), devbench.StatsOf(toIncluded)
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
	return devbench.Quote(ctx, w.World, map[string]any{"fromChain": k.fromChain, "fromToken": fromToken,
		"fromAmount": strconv.FormatInt(k.amount+int64(i), 10), "fromAddress": from, "toChain": k.toChain, "toToken": toToken,
		"toAddress": to, "slippage": 1})
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
		fromToken, err := w.Token(k.fromChain, "USDC")
		if err != nil {
			return routeResult{err: err}
		}
		sent, err := devbench.SendEVM(ctx, w.World, k.fromChain, w.Accounts[a], fromToken, big.NewInt(k.amount+int64(i)), ro, nil)
		if err != nil {
			return routeResult{err: err}
		}
		tx, start = sent.Tx, sent.At
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
	done, err := w.WaitSuccess(ctx, q, poll, 5*time.Minute)
	if err != nil {
		return routeResult{err: err}
	}
	r.toSuccess = done.Sub(start)
	return r
}
