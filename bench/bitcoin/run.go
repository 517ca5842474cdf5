package main

import (
	"context"
	"fmt"
	"math/big"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/client/btctx"
)

// KindResult is one kind's figures.
type KindResult struct {
	devbench.KindTally
	// QuoteRetries counts quotes answered with a 5xx and asked again, as
	// the answer says to (retry with backoff); FirstQuoteError is the
	// first such answer.
	QuoteRetries    int            `json:"quote_retries_after_5xx"`
	FirstQuoteError string         `json:"first_quote_error,omitempty"`
	SendToSuccess   devbench.Stats `json:"send_to_success"`
	// SendToBlock is the time to the block that carries the route's
	// Bitcoin transaction (the deposit, or the solver's payment) as the
	// block clock first saw it; BlockToSuccess from there to success.
	SendToBlock    devbench.Stats `json:"send_to_bitcoin_block"`
	BlockToSuccess devbench.Stats `json:"bitcoin_block_to_success"`
}

type routeResult struct {
	toSuccess, toBlock, blockToSuccess time.Duration
	dated                              bool
	quoteErrs                          []error // 5xx answers retried
	err                                error
}

// runKind sends o.Routes routes of k, o.Conc at a time.
func (w *world) runKind(ctx context.Context, k kind, o options) KindResult {
	kr := KindResult{KindTally: devbench.KindTally{Kind: k.name, FromChain: k.fromChain, ToChain: k.toChain}}
	results := make([]routeResult, o.Routes)
	devbench.RunRoutes(ctx, o.Routes, o.Conc, o.Jitter, func(a, i int) { results[i] = w.route(ctx, k, a, i, o.Poll) })
	var toSuccess, toBlock, blockToSuccess []time.Duration
	for _, r := range results {
		if kr.QuoteRetries += len(r.quoteErrs); len(r.quoteErrs) > 0 && kr.FirstQuoteError == "" {
			kr.FirstQuoteError = r.quoteErrs[0].Error()
		}
		if !kr.Count(r.err) {
			continue
		}
		toSuccess = append(toSuccess, r.toSuccess)
		if r.dated {
			toBlock, blockToSuccess = append(toBlock, r.toBlock), append(blockToSuccess, r.blockToSuccess)
		}
	}
	kr.SendToSuccess, kr.SendToBlock, kr.BlockToSuccess = devbench.StatsOf(toSuccess), devbench.StatsOf(toBlock), devbench.StatsOf(blockToSuccess)
	return kr
}

// route sends route i of k from worker a, as a wallet does, and follows
// it to success.
func (w *world) route(ctx context.Context, k kind, a, i int, poll time.Duration) routeResult {
	usdc, err := w.Token("1", "USDC")
	if err != nil {
		return routeResult{err: err}
	}
	amount := big.NewInt(k.amount + int64(i))
	var quoteErrs []error
	quote := func(body map[string]any) (*api.Route, error) {
		for attempt := 1; ; attempt++ {
			ro, err := devbench.Quote(ctx, w.World, body)
			if err == nil || attempt == maxQuoteAttempts || !serverError(err) {
				return ro, err
			}
			quoteErrs = append(quoteErrs, err)
			select {
			case <-time.After(time.Duration(attempt) * time.Second):
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
	}
	var (
		ro      *api.Route
		start   time.Time
		tx      string // the route's source transaction
		btcTo   string // EVM → BTC: the recipient, whose output dates the payment
		sendErr error
	)
	if k.fromBitcoin() {
		p := w.payers[a]
		to := common.BytesToAddress(crypto.Keccak256(fmt.Appendf(nil, "switchyard bench bitcoin recipient %s %d %d", k.name, i, time.Now().UnixNano()))[:20])
		if ro, err = quote(quoteBody(k, "native", amount, p.addr, usdc, to.Hex())); err != nil {
			return routeResult{err: err, quoteErrs: quoteErrs}
		}
		raw, err := btctx.Sign(ro.TransactionRequest, p.key, regtest)
		if err != nil {
			return routeResult{err: err, quoteErrs: quoteErrs}
		}
		start = time.Now()
		tx, sendErr = w.btc.Broadcast(ctx, raw)
	} else {
		acct := w.Accounts[a]
		if btcTo, err = freshAddress(k, i); err != nil {
			return routeResult{err: err, quoteErrs: quoteErrs}
		}
		if ro, err = quote(quoteBody(k, usdc, amount, acct.Address.Hex(), "native", btcTo)); err != nil {
			return routeResult{err: err, quoteErrs: quoteErrs}
		}
		var sent devbench.Sent
		sent, sendErr = devbench.SendEVM(ctx, w.World, k.fromChain, acct, usdc, amount, ro, nil)
		start, tx = sent.At, sent.Tx
	}
	if sendErr != nil {
		return routeResult{err: sendErr, quoteErrs: quoteErrs}
	}
	q := url.Values{"transactionId": {tx}, "fromChainId": {k.fromChain}, "toChainId": {k.toChain}, "quoteId": {ro.QuoteID}}.Encode()
	done, err := w.WaitSuccess(ctx, q, poll, 5*time.Minute)
	if err != nil {
		return routeResult{err: err, quoteErrs: quoteErrs}
	}
	r := routeResult{toSuccess: done.Sub(start), quoteErrs: quoteErrs}
	if height, ok := w.bitcoinBlock(ctx, tx, btcTo); ok {
		if seen, ok := w.clock.Wait(ctx, height, 2*time.Second); ok {
			r.toBlock, r.blockToSuccess, r.dated = seen.Sub(start), done.Sub(seen), true
		}
	}
	return r
}

// maxQuoteAttempts bounds the quotes of one route answered with a 5xx.
const maxQuoteAttempts = 4

// serverError says whether a quote's error is the service's 5xx.
func serverError(err error) bool {
	return strings.Contains(err.Error(), "POST /v2/route: 5")
}

// quoteBody is POST /v2/route's body for k.
func quoteBody(k kind, fromToken string, amount *big.Int, from, toToken, to string) map[string]any {
	return map[string]any{"fromChain": k.fromChain, "fromToken": fromToken, "fromAmount": strconv.FormatInt(amount.Int64(), 10),
		"fromAddress": from, "toChain": k.toChain, "toToken": toToken, "toAddress": to, "slippage": 1}
}

// bitcoinBlock is the height of the block carrying the route's Bitcoin
// transaction: the deposit txid's, or (to, for EVM → BTC) the block of
// the recipient's confirmed output. false when Esplora does not say.
func (w *world) bitcoinBlock(ctx context.Context, txid, to string) (uint64, bool) {
	if to == "" {
		s, err := w.btc.TxStatus(ctx, txid)
		return s.BlockHeight, err == nil && s.Confirmed
	}
	utxos, err := w.btc.UTXOs(ctx, to)
	if err != nil {
		return 0, false
	}
	for _, u := range utxos {
		if u.Status.Confirmed {
			return u.Status.BlockHeight, true
		}
	}
	return 0, false
}
