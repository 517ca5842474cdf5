//go:build !nodevnet

package main

import (
	"context"
	"encoding/json"
	"math/big"
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
	// 30 s after the quote, on the source chain's clock when it runs ahead
	// of the wall clock (as a devnet chain's does after a burst of blocks)
	head, err := w.clients["42161"].HeaderByNumber(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	latest := max(after, int64(head.Time))
	expiry, err := strconv.ParseInt(tr.Route.TransactionRequest.Expiry, 10, 64)
	if err != nil || expiry < before+30 || expiry > latest+30 {
		t.Errorf("transactionRequest.expiry %q, want 30 s after the quote (between %d and %d)", tr.Route.TransactionRequest.Expiry, before+30, latest+30)
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

// An intents route executed with a short order lifetime while the solver
// is paused is refunded to the sender within seconds: the refunded state
// on purpose, as the lifetime control is for.
func TestDevnetOrderRefundedInSeconds(t *testing.T) {
	w := newRouteWorld(t, "1,42161")
	w.fund("42161", "USDC", "5000000000") // 5,000 USDC
	if _, err := w.admin.SetOrderLifetime(context.Background(), "10s"); err != nil {
		t.Fatal(err)
	}
	fromToken, toToken := w.token("42161", "USDC"), w.token("1", "USDC")
	to := freshAddress("order refunded in seconds")
	w.waitFresh("42161", "1")
	a, code, raw := w.quote(map[string]any{"fromChain": "42161", "fromToken": fromToken, "fromAmount": "1000000000",
		"fromAddress": w.user.Hex(), "toChain": "1", "toToken": toToken, "toAddress": to.Hex(), "slippage": 1})
	if code != 200 || a.Route.TransactionRequest == nil || a.Route.TransactionRequest.RouteType != "INTENTS" {
		t.Fatalf("intents route: %d %s", code, raw)
	}
	before := w.balance("42161", fromToken, w.user)
	w.solver(true) // the quote is signed; nobody fills the order now
	defer w.solver(false)
	if r := w.execute("42161", fromToken, "1000000000", a); r.Status != 1 {
		t.Fatalf("order creation reverted: %s", r.TxHash.Hex())
	}
	if got := w.balance("42161", fromToken, w.user); new(big.Int).Sub(before, got).Cmp(big.NewInt(1_000_000_000)) != 0 {
		t.Fatalf("escrow: balance %s after the order, %s before", got, before)
	}
	deadline := time.Now().Add(60 * time.Second)
	for w.balance("42161", fromToken, w.user).Cmp(before) != 0 {
		if time.Now().After(deadline) {
			t.Fatal("the expired order was not refunded within 60 s")
		}
		time.Sleep(200 * time.Millisecond)
	}
	if got := w.balance("1", toToken, to); got.Sign() != 0 {
		t.Errorf("a paused solver filled the order: the recipient holds %s", got)
	}
}
