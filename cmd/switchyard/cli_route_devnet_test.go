//go:build !nodevnet

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/api"
)

// TestCLIRouteExecute runs `switchyard route --execute` on the devnet as a
// user would, for a same-chain swap, a GMP route and an intents route,
// each followed to success with the recipient holding at least
// toAmountMin; then the readable output of a swap and of chains, tokens,
// quote and status.
func TestCLIRouteExecute(t *testing.T) {
	w := newRouteWorld(t, "1,42161")
	keyFile := filepath.Join(t.TempDir(), "key.hex")
	if err := os.WriteFile(keyFile, []byte("0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	w.fund("42161", "USDC", "10000000000")
	cli := func(t *testing.T, args ...string) (string, error) {
		t.Helper()
		var out, errOut bytes.Buffer
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		code := runCommand(ctx, append(args, "--url", w.s.URL, "--integrator-id", w.id), &out, &errOut)
		if code != 0 {
			return out.String(), errors.New(errOut.String())
		}
		return out.String(), nil
	}
	cases := []struct {
		name, from, fromToken, amount, to, toToken, bridge, kind string
		exact                                                    bool // amount is --to-amount
	}{
		{"same-chain swap", "1", "ETH", "10000000000000000", "1", "USDC", "", api.RouteTypeSwap, false},
		{"GMP route", "1", "ETH", "10000000000000000", "42161", "USDC", "gmp", api.RouteTypeBridge, false},
		{"intents route", "42161", "USDC", "100000000", "1", "USDC", "intents", api.RouteTypeIntents, false},
		{"exact-output swap", "42161", "USDC", "10000000000000000", "42161", "WETH", "", api.RouteTypeSwap, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w.t = t
			to := freshAddress("cli " + tc.name)
			w.waitFresh(tc.from, tc.to)
			args := []string{"route", "--execute", "--key-file", keyFile, "--json", "--from-chain", tc.from, "--from-token", tc.fromToken,
				"--from-amount", tc.amount, "--to-chain", tc.to, "--to-token", tc.toToken, "--to-address", to.Hex()}
			if tc.bridge != "" {
				args = append(args, "--bridge-types", tc.bridge)
			}
			if tc.exact {
				args[slices.Index(args, "--from-amount")] = "--to-amount"
			}
			out, err := cli(t, args...)
			if err != nil {
				t.Fatalf("route --execute: %v\n%s", err, out)
			}
			// --json: the route answer, then each status record
			dec := json.NewDecoder(strings.NewReader(out))
			var r api.RouteResponse
			if err := dec.Decode(&r); err != nil || r.Route.TransactionRequest == nil || r.Route.TransactionRequest.RouteType != tc.kind {
				t.Fatalf("route answer: %v\n%s", err, out)
			}
			var last api.StatusRecord
			var states []string
			for {
				var rec api.StatusRecord
				if err := dec.Decode(&rec); err == io.EOF {
					break
				} else if err != nil {
					t.Fatalf("status records: %v\n%s", err, out)
				}
				states = append(states, rec.RouteTransactionStatus)
				last = rec
			}
			t.Logf("%s: states %v", tc.name, states)
			toToken := w.token(tc.to, tc.toToken)
			got := w.balance(tc.to, toToken, to)
			minimum, _ := new(big.Int).SetString(r.Route.Estimate.ToAmountMin, 10)
			if last.RouteTransactionStatus != api.StateSuccess || last.FundsAt == nil || last.FundsAt.Amount != got.String() || got.Cmp(minimum) < 0 {
				t.Errorf("last record %+v; recipient holds %s, toAmountMin %s", last, got, minimum)
			}
		})
	}

	t.Run("readable output", func(t *testing.T) {
		w.t = t
		out, err := cli(t, "chains")
		if err != nil || !regexp.MustCompile(`(?m)^42161\s+Arbitrum One\s+evm\s+ETH\s+http://127\.0\.0\.1:`).MatchString(out) {
			t.Errorf("chains: %v\n%s", err, out)
		}
		out, err = cli(t, "tokens", "--chain", "1")
		if err != nil || !regexp.MustCompile(`(?m)^1\s+USDC\s+0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48\s+6\s`).MatchString(out) {
			t.Errorf("tokens: %v\n%s", err, out)
		}
		w.waitFresh("1")
		out, err = cli(t, "quote", "--from-chain", "1", "--from-token", "ETH", "--from-amount", "10000000000000000",
			"--from-address", w.user.Hex(), "--to-token", "USDC", "--quote-only")
		if err != nil || !strings.Contains(out, "send      0.01 ETH") || !strings.Contains(out, "receive ") || !strings.Contains(out, "step 1") {
			t.Errorf("quote: %v\n%s", err, out)
		}
		out, err = cli(t, "route", "--execute", "--key-file", keyFile, "--from-chain", "1", "--from-token", "ETH",
			"--from-amount", "10000000000000000", "--to-token", "USDC")
		if err != nil {
			t.Fatalf("route --execute: %v\n%s", err, out)
		}
		m := regexp.MustCompile(`(?m)^switchyard status --wait --tx (\S+) --from-chain 1 --to-chain 1 --quote-id (\S+) --estimate \d+$`).FindStringSubmatch(out)
		if m == nil || !regexp.MustCompile(`(?m)^\[ +\d+s of ~\d+s\] success +executed`).MatchString(out) ||
			!regexp.MustCompile(`(?m)^funds at: [0-9.]+ USDC \(0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48\) held by `+w.user.Hex()+` on chain 1$`).MatchString(out) {
			t.Fatalf("route --execute output:\n%s", out)
		}
		out, err = cli(t, "status", "--tx", m[1], "--from-chain", "1", "--quote-id", m[2])
		if err != nil || !strings.Contains(out, "success") || !strings.Contains(out, "funds at: ") {
			t.Errorf("status: %v\n%s", err, out)
		}
	})

	t.Run("usage errors", func(t *testing.T) {
		for _, args := range [][]string{
			{"route", "--execute", "--from-chain", "1", "--from-token", "ETH", "--from-amount", "1", "--to-token", "USDC"}, // no key
			{"quote", "--from-chain", "1"},  // members missing
			{"status", "--from-chain", "1"}, // no tx
			{"quote", "--from-chain", "1", "--from-token", "ETH", "--from-amount", "1", "--from-address", w.user.Hex(), "--to-token", "NOPE"},
		} {
			if out, err := cli(t, args...); err == nil {
				t.Errorf("%v succeeded:\n%s", args, out)
			}
		}
	})
}
