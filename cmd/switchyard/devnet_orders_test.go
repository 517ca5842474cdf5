//go:build !nodevnet

package main

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/devnet"
)

// The intents order lifetime through the CLI, and an intents route quoted
// afterwards carrying it as its expiry.
func TestDevnetOrderLifetimeCLI(t *testing.T) {
	w := newRouteWorld(t, "1,42161")
	run := func(args ...string) string {
		t.Helper()
		out, errOut, code := runMain(append(append([]string{"devnet", "orders"}, args...), "--url", w.admin.URL)...)
		if code != 0 {
			t.Fatalf("devnet orders %v: exit %d: %s", args, code, errOut)
		}
		return out
	}
	if out := run(); !strings.Contains(out, "lifetime: 10m0s") {
		t.Errorf("default lifetime: %q", out)
	}
	if out := run("--lifetime", "30s"); !strings.Contains(out, "lifetime: 30s") {
		t.Errorf("--lifetime 30s: %q", out)
	}
	if got, err := w.admin.Orders(context.Background()); err != nil || got.LifetimeSeconds != 30 {
		t.Errorf("lifetime after --lifetime 30s: %+v %v", got, err)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--lifetime", "1s"}, "between 5s and"},
		{[]string{"--lifetime", "soon"}, "must be a duration"},
		{[]string{"--lifetime", ""}, "lifetime is required"},
	} {
		if _, errOut, code := runMain(append(append([]string{"devnet", "orders"}, tt.args...), "--url", w.admin.URL)...); code == 0 || !strings.Contains(errOut, tt.want) {
			t.Errorf("devnet orders %v: exit %d %q; want failure mentioning %q", tt.args, code, errOut, tt.want)
		}
	}

	w.waitFresh("42161", "1")
	before := time.Now().Unix()
	a, code, raw := w.quote(map[string]any{"fromChain": "42161", "fromToken": w.token("42161", "USDC"), "fromAmount": "1000000000",
		"fromAddress": w.user.Hex(), "toChain": "1", "toToken": w.token("1", "USDC"), "toAddress": w.user.Hex(), "slippage": 1})
	after := time.Now().Unix()
	if code != 200 || a.Route.TransactionRequest == nil || a.Route.TransactionRequest.RouteType != "INTENTS" {
		t.Fatalf("intents route: %d %s", code, raw)
	}
	var tr struct {
		Route struct {
			TransactionRequest struct {
				Expiry string `json:"expiry"`
			} `json:"transactionRequest"`
		} `json:"route"`
	}
	if err := json.Unmarshal(raw, &tr); err != nil {
		t.Fatal(err)
	}
	expiry, err := strconv.ParseInt(tr.Route.TransactionRequest.Expiry, 10, 64)
	if err != nil || expiry < before+30 || expiry > after+30 {
		t.Errorf("transactionRequest.expiry %q, want 30 s after the quote (between %d and %d)", tr.Route.TransactionRequest.Expiry, before+30, after+30)
	}
}

// serve's --devnet-order-lifetime (the devnet command's --order-lifetime)
// sets the solver's order lifetime from the start, within its bounds.
func TestDevnetOrderLifetimeFlag(t *testing.T) {
	s := startService(t, "--devnet-chains", "42161", "--devnet-block-interval", "0", "--devnet-order-lifetime", "45s")
	_, admin := s.devnetURLs()
	if got, err := (&devnet.Client{URL: admin}).Orders(context.Background()); err != nil || got.Lifetime != "45s" {
		t.Errorf("lifetime under --devnet-order-lifetime 45s: %+v %v", got, err)
	}
	for _, args := range [][]string{
		{"serve", "--devnet-order-lifetime", "4s"},
		{"devnet", "--order-lifetime", "25h"},
	} {
		_, stderr, code := runMain(append(args, dataDirFor(args, t)...)...)
		if want := "--" + strings.TrimPrefix(args[1], "--") + ": order lifetime"; code == 0 || !strings.Contains(stderr, want) || !strings.Contains(stderr, "between 5s and 24h0m0s") {
			t.Errorf("%v: exit %d, stderr %q; want failure mentioning %q", args, code, stderr, want)
		}
	}
}
