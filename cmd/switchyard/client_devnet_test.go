//go:build !nodevnet

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/client"
)

// codeLog records the HTTP status of every answer the client receives.
type codeLog struct {
	mu    sync.Mutex
	codes []int
}

func (l *codeLog) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := http.DefaultTransport.RoundTrip(r)
	if err == nil {
		l.mu.Lock()
		l.codes = append(l.codes, resp.StatusCode)
		l.mu.Unlock()
	}
	return resp, err
}

func (l *codeLog) take() []int {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := l.codes
	l.codes = nil
	return out
}

// TestClientAgainstServe drives package client against a real serve:
// every endpoint, every error type it can be given with its body, a 429
// retried after Retry-After, and a 404 during indexing followed to success.
func TestClientAgainstServe(t *testing.T) {
	w := newRouteWorld(t, "1,42161")
	ctx := context.Background()
	c, err := client.New(w.s.URL, w.id, client.WithoutRateLimitRetry())
	if err != nil {
		t.Fatal(err)
	}

	t.Run("listings and sdk-info", func(t *testing.T) {
		chains, err := c.Chains(ctx, client.ListQuery{})
		if err != nil || len(chains) < 3 {
			t.Fatalf("chains: %d, %v", len(chains), err)
		}
		one, err := c.Chains(ctx, client.ListQuery{ChainID: "42161"})
		if err != nil || len(one) != 1 || one[0].ChainName != "Arbitrum One" || !strings.HasPrefix(one[0].RPC, "http://127.0.0.1:") {
			t.Fatalf("chain 42161: %+v, %v", one, err)
		}
		sel, err := c.Chains(ctx, client.ListQuery{ChainID: "1", Fields: []string{"chainId", "rpc"}})
		if err != nil || len(sel) != 1 || sel[0].ChainID != "1" || !strings.HasPrefix(sel[0].RPC, "http://127.0.0.1:") || sel[0].ChainName != "" {
			t.Errorf("chain 1 with fields: %+v, %v", sel, err)
		}
		tokens, err := c.Tokens(ctx, client.ListQuery{ChainID: "1"})
		if err != nil || len(tokens) == 0 || tokens[0].ChainID != "1" {
			t.Fatalf("tokens of chain 1: %d, %v", len(tokens), err)
		}
		syms, err := c.Tokens(ctx, client.ListQuery{Fields: []string{"symbol"}})
		if err != nil || len(syms) == 0 || syms[0].Address != "" || syms[0].Symbol == "" {
			t.Errorf("tokens with fields: %d, %+v, %v", len(syms), syms[:min(1, len(syms))], err)
		}
		info, err := c.SDKInfo(ctx, client.SDKInfoQuery{ChainID: "1"})
		if err != nil || len(info.Chains) != 1 || len(info.Tokens) != len(tokens) || info.AxelarscanURL == "" || info.MaintenanceMessage == nil {
			t.Errorf("sdk-info: %+v, %v", info, err)
		}
		infoSel, err := c.SDKInfo(ctx, client.SDKInfoQuery{TokenFields: []string{"symbol"}, ChainFields: []string{"chainName"}})
		if err != nil || len(infoSel.Chains) != len(chains) || infoSel.Chains[0].ChainID != "" || infoSel.MaintenanceMessage != nil {
			t.Errorf("sdk-info with fields: %v", err)
		}
	})

	t.Run("the wire types hold every member the server writes", func(t *testing.T) {
		w.waitFresh("1", "42161")
		full, _ := json.Marshal(api.RouteRequest{FromChain: "1", FromToken: api.NativeEVMAddress, FromAmount: "10000000000000000",
			FromAddress: w.user.Hex(), ToChain: "42161", ToToken: w.token("42161", "USDC"), ToAddress: w.user.Hex(),
			BridgeTypes: []api.BridgeType{api.BridgeGMP}, FallbackAddresses: []api.FallbackAddress{{CoinType: 60, Address: w.user.Hex()}}})
		for _, tc := range []struct {
			method, path, body string
			into               any
		}{
			{"GET", "/v2/chains", "", &api.ChainsResponse{}},
			{"GET", "/v2/chains?chainId=1", "", &api.ChainResponse{}},
			{"GET", "/v2/tokens", "", &api.TokensResponse{}},
			{"GET", "/v2/sdk-info", "", &api.SDKInfo{}},
			{"POST", "/v2/route", string(full), &api.RouteResponse{}},
		} {
			resp, raw := w.s.do(tc.method, tc.path, w.id, tc.body)
			dec := json.NewDecoder(bytes.NewReader(raw))
			dec.DisallowUnknownFields()
			if err := dec.Decode(tc.into); resp.StatusCode != 200 || err != nil {
				t.Errorf("%s %s: %d, %v", tc.method, tc.path, resp.StatusCode, err)
			}
		}
	})

	t.Run("route", func(t *testing.T) {
		w.waitFresh("1")
		r, err := c.Route(ctx, api.RouteRequest{FromChain: "1", FromToken: api.NativeEVMAddress, FromAmount: "10000000000000000",
			FromAddress: w.user.Hex(), ToChain: "1", ToToken: w.token("1", "USDC"), ToAddress: w.user.Hex(), QuoteOnly: true})
		if err != nil {
			t.Fatal(err)
		}
		ro := r.Route
		tok, err := api.ParseToken(ro.Estimate.ToToken)
		if err != nil || ro.QuoteID == "" || ro.TransactionRequest != nil || tok.Symbol != "USDC" || ro.Params.FromAmount != "10000000000000000" || len(ro.Estimate.Actions) == 0 {
			t.Errorf("route %+v (to token %+v, %v)", ro, tok, err)
		}
	})

	t.Run("errors decoded with their bodies", func(t *testing.T) {
		bogus, _ := client.New(w.s.URL, "sy_not_an_integrator", client.WithoutRateLimitRetry())
		route := func(f func(r *api.RouteRequest)) func() error {
			return func() error {
				r := api.RouteRequest{FromChain: "1", FromToken: w.token("1", "USDC"), FromAmount: "1000000", FromAddress: w.user.Hex(),
					ToChain: "42161", ToToken: w.token("42161", "USDC"), ToAddress: w.user.Hex(), QuoteOnly: true}
				f(&r)
				_, err := c.Route(ctx, r)
				return err
			}
		}
		cases := []struct {
			name        string
			call        func() error
			code        int
			typ, reason string
			msg, rtStat string
		}{
			{"unauthorized", func() error { _, err := bogus.Chains(ctx, client.ListQuery{}); return err }, 401, "UNAUTHORIZED", "", "", ""},
			{"unknown chain", func() error { _, err := c.Chains(ctx, client.ListQuery{ChainID: "999999"}); return err }, 404, "NOT_FOUND", "UNSUPPORTED_CHAIN", "", ""},
			{"dotted field", func() error { _, err := c.Tokens(ctx, client.ListQuery{Fields: []string{"a.b"}}); return err }, 400, "BAD_REQUEST", "", "only top-level", ""},
			{"sdk-info with one list", func() error {
				_, err := c.SDKInfo(ctx, client.SDKInfoQuery{TokenFields: []string{"symbol"}})
				return err
			}, 400, "BAD_REQUEST", "", "", ""},
			{"unsupported chain", route(func(r *api.RouteRequest) { r.ToChain = "999" }), 400, "SCHEMA_VALIDATION_ERROR", "UNSUPPORTED_CHAIN", `"toChain"`, ""},
			{"unsupported token", route(func(r *api.RouteRequest) { r.ToToken = "0x000000000000000000000000000000000000dEaD" }), 400, "BAD_REQUEST", "UNSUPPORTED_TOKEN", "", ""},
			{"amount too low", route(func(r *api.RouteRequest) { r.FromAmount = "1" }), 400, "BAD_REQUEST", "AMOUNT_TOO_LOW", "Amount too low", ""},
			{"body over 1 MiB", route(func(r *api.RouteRequest) {
				r.CustomParams = json.RawMessage(`{"x":"` + strings.Repeat("a", 1<<20) + `"}`)
			}), 413, "BAD_REQUEST", "", "", ""},
			{"status without quoteId", func() error {
				_, err := c.Status(ctx, api.StatusQuery{TransactionID: "0x" + strings.Repeat("ab", 32), FromChainID: "1", ToChainID: "1"})
				return err
			}, 400, "BAD_REQUEST", "", "quoteId", ""},
			{"status of an unknown quote", func() error {
				_, err := c.Status(ctx, api.StatusQuery{TransactionID: "0x" + strings.Repeat("ab", 32), FromChainID: "1", ToChainID: "1", QuoteID: "nope"})
				return err
			}, 404, "NOT_FOUND", "QUOTE_NOT_FOUND", "not found", ""},
		}
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				err := tc.call()
				var e *client.Error
				if !errors.As(err, &e) {
					t.Fatalf("%v (%T) is not *client.Error", err, err)
				}
				var body api.ErrorBody
				if jerr := json.Unmarshal(e.Body, &body); jerr != nil {
					t.Fatalf("body %q: %v", e.Body, jerr)
				}
				got := api.ErrorBody{Message: e.Message, StatusCode: e.StatusCode, Type: e.Type, Reason: e.Reason, Details: e.Details,
					RouteTransactionStatus: e.RouteTransactionStatus}
				if d := cmp.Diff(body, got); d != "" {
					t.Errorf("decoded error differs from its body (-body +decoded):\n%s", d)
				}
				if e.StatusCode != tc.code || e.Type != tc.typ || e.Reason != tc.reason || !strings.Contains(e.Message, tc.msg) ||
					e.RouteTransactionStatus != tc.rtStat || e.RequestID == "" {
					t.Errorf("got %d %s %s %q (request id %q); want %d %s %s containing %q", e.StatusCode, e.Type, e.Reason, e.Message,
						e.RequestID, tc.code, tc.typ, tc.reason, tc.msg)
				}
			})
		}
	})

	t.Run("wallet quote limit", func(t *testing.T) {
		w.waitFresh("1")
		req := api.RouteRequest{FromChain: "1", FromToken: api.NativeEVMAddress, FromAmount: "1000000000000000", FromAddress: freshAddress("client wallet").Hex(),
			ToChain: "1", ToToken: w.token("1", "USDC"), ToAddress: w.user.Hex()}
		if _, err := c.Route(ctx, req); err != nil {
			t.Fatal(err)
		}
		_, err := c.Route(ctx, req)
		var e *client.Error
		if !errors.As(err, &e) || e.StatusCode != 429 || !e.WalletLimit || e.RetryAfter < time.Second || e.Type != "" ||
			e.Message != "Too many quote requests for this address" {
			t.Fatalf("second identical full quote: %v", err)
		}
		var body api.WalletLimitBody
		if json.Unmarshal(e.Body, &body) != nil || time.Duration(body.RetryAfter)*time.Second != e.RetryAfter {
			t.Errorf("body %s, retryAfter %s", e.Body, e.RetryAfter)
		}
	})

	t.Run("429 then a successful retry after Retry-After", func(t *testing.T) {
		tester := w.s.addIntegrator("client tester", "--tier", "testing") // 1 request per second
		log := &codeLog{}
		paced, _ := client.New(w.s.URL, tester, client.WithHTTPClient(&http.Client{Transport: log, Timeout: 30 * time.Second}))
		refused, _ := client.New(w.s.URL, tester, client.WithoutRateLimitRetry())
		// the new id reaches the service within its store check; the
		// request that finds it spends this second's request
		eventually(t, func() bool {
			resp, _ := w.s.do("GET", "/v2/chains?chainId=1", tester, "")
			return resp.StatusCode != http.StatusUnauthorized
		}, "the new integrator")
		// Another caller of the same integrator spends each second's request
		// until it is refused; the paced client asks right after. A slow
		// machine may let a second pass in between: then try again.
		for attempt := 1; ; attempt++ {
			var e *client.Error
			for range 5 {
				if _, err := refused.Chains(ctx, client.ListQuery{ChainID: "1"}); errors.As(err, &e) {
					break
				}
			}
			if e == nil || e.StatusCode != 429 || e.Type != "RATE_LIMITED" || e.RetryAfter < time.Second {
				t.Fatalf("without retry: %v", e)
			}
			tokens, err := paced.Tokens(ctx, client.ListQuery{ChainID: "1"})
			codes := log.take()
			if err != nil || len(tokens) == 0 {
				t.Fatalf("tokens: %d, %v; answers %v", len(tokens), err, codes)
			}
			if len(codes) >= 2 && codes[0] == 429 && codes[len(codes)-1] == 200 {
				break
			}
			if attempt == 3 {
				t.Fatalf("answers %v, want 429 then 200", codes)
			}
		}
	})

	t.Run("404 while indexing, then success", func(t *testing.T) {
		w.waitFresh("1")
		to := freshAddress("client waits")
		r, err := c.Route(ctx, api.RouteRequest{FromChain: "1", FromToken: api.NativeEVMAddress, FromAmount: "10000000000000000",
			FromAddress: w.user.Hex(), ToChain: "1", ToToken: w.token("1", "USDC"), ToAddress: to.Hex()})
		if err != nil {
			t.Fatal(err)
		}
		tr := r.Route.TransactionRequest
		value, _ := new(big.Int).SetString(tr.Value, 10)
		gas, _ := new(big.Int).SetString(tr.GasLimit, 10)
		if _, err := w.admin.SpikeGas(ctx, "1", "500"); err != nil {
			t.Fatal(err)
		}
		// tipped at the calm 1 gwei, below the spike: it waits in the pool
		tx := sendRaw(t, w, "1", common.HexToAddress(tr.Target), value, gas.Uint64(), hexutil.MustDecode(tr.Data), big.NewInt(1e9)).Hex()
		changes := make(chan api.StatusRecord, 16)
		type result struct {
			rec api.StatusRecord
			err error
		}
		done := make(chan result, 1)
		wctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
		defer cancel()
		go func() {
			rec, err := c.WaitForStatus(wctx, api.StatusQuery{TransactionID: tx, FromChainID: "1", ToChainID: "1", QuoteID: r.Route.QuoteID},
				func(r api.StatusRecord) { changes <- r })
			done <- result{rec, err}
		}()
		if first := <-changes; first.RouteTransactionStatus != api.StateNotFound {
			t.Errorf("first record %+v, want not_found", first)
		}
		if _, err := w.admin.ResetGas(ctx, "1"); err != nil {
			t.Fatal(err)
		}
		res := <-done
		if res.err != nil || res.rec.RouteTransactionStatus != api.StateSuccess || res.rec.FundsAt == nil {
			t.Fatalf("wait: %+v, %v", res.rec, res.err)
		}
		got := w.balance("1", w.token("1", "USDC"), to)
		minimum, _ := new(big.Int).SetString(r.Route.Estimate.ToAmountMin, 10)
		if res.rec.FundsAt.Amount != got.String() || got.Cmp(minimum) < 0 {
			t.Errorf("fundsAt %+v, recipient holds %s, toAmountMin %s", res.rec.FundsAt, got, minimum)
		}
	})
}

// TestClientNotImplemented: a service without chains answers status
// with 501 NOT_IMPLEMENTED, decoded like every other error.
func TestClientNotImplemented(t *testing.T) {
	s := startService(t, "--devnet-chains", "none")
	c, err := client.New(s.URL, s.DevID, client.WithoutRateLimitRetry())
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Status(context.Background(), api.StatusQuery{TransactionID: "0x" + strings.Repeat("ab", 32), FromChainID: "1", ToChainID: "1", QuoteID: "q"})
	var e *client.Error
	if !errors.As(err, &e) || e.StatusCode != 501 || e.Type != "NOT_IMPLEMENTED" || !strings.Contains(string(e.Body), `"NOT_IMPLEMENTED"`) {
		t.Errorf("status without chains: %v", err)
	}
}
