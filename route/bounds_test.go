package route

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// planReason plans p on a fresh engine over the same book (so no cached
// plan or range answers) and returns the error's reason ("" for a route).
func planReason(t *testing.T, e *Engine, p Params) string {
	t.Helper()
	fresh := NewEngine(e.cfg)
	_, err := fresh.Plan(context.Background(), &p)
	if err == nil {
		return ""
	}
	var ae *apperr.Error
	if !errors.As(err, &ae) {
		t.Fatalf("amount %s: %v", p.FromAmount.Dec(), err)
	}
	return ae.Reason
}

// TestAllowedRangeIsExact: details.minAmount and maxAmount are the exact
// bounds of what the route accepts (each accepted, one unit beyond it
// refused), the same for identical requests and for any amount asked,
// and amounts too large for the pools' reserves are too high, not too low.
func TestAllowedRangeIsExact(t *testing.T) {
	t.Parallel()
	e, a, b := testEngine(t)
	cases := []struct {
		name   string
		p      Params
		reason string
		units  string // a token-unit amount the explanation names
	}{
		{"bridge minimum", Params{FromChain: "1", ToChain: "42161", FromToken: sym(a, "axlUSDC"), ToToken: sym(b, "DAI"), FromAmount: *u("10")},
			ReasonAmountTooLow, "1 axlUSDC"},
		{"bridge maximum", Params{FromChain: "1", ToChain: "42161", FromToken: sym(a, "axlUSDC"), ToToken: sym(b, "axlUSDC"), FromAmount: *u("2000000000000")},
			ReasonAmountTooHigh, "1000000 axlUSDC"},
		{"swap, bridge, swap", Params{FromChain: "1", ToChain: "42161", FromToken: sym(a, "TKN"), ToToken: liquidity.Native, FromAmount: *u("1000")},
			ReasonAmountTooLow, ""},
		{"guardrail", Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "WETH"), ToToken: sym(a, "USDC"), FromAmount: *u("500000000000000000000")},
			ReasonAmountTooHigh, ""},
		{"above the pools' 112-bit reserves", Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "USDC"), ToToken: sym(a, "WETH"),
			FromAmount: *u("10000000000000000000000000000000000000000")}, ReasonAmountTooHigh, ""},
		{"above the reserves, guardrail bypassed", Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "USDC"), ToToken: sym(a, "WETH"),
			FromAmount: *u("10000000000000000000000000000000000000000"), BypassGuardrails: true}, ReasonAmountTooHigh, "10000000000000000000000000000000000 USDC"},
		{"dust", Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "WETH"), ToToken: sym(a, "USDC"), FromAmount: *u("1")},
			ReasonAmountTooLow, "0.000000000000000001 WETH"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := e.Plan(context.Background(), &tc.p)
			var ae *apperr.Error
			if !errors.As(err, &ae) || ae.Reason != tc.reason {
				t.Fatalf("err %v, want reason %s", err, tc.reason)
			}
			why, _ := ae.Details["explanation"].(string)
			if tc.units != "" && !strings.Contains(why, tc.units) {
				t.Errorf("explanation %q does not name %q", why, tc.units)
			}
			lo, _ := ae.Details["minAmount"].(string)
			hi, _ := ae.Details["maxAmount"].(string)
			if lo == "" || hi == "" {
				t.Fatalf("range %v", ae.Details)
			}
			for _, base := range []string{lo, hi, tc.p.FromAmount.Dec()} {
				if len(base) > 7 && regexp.MustCompile(`(^|[^0-9.])`+base+`($|[^0-9.])`).MatchString(why) {
					t.Errorf("explanation %q gives base units (%s)", why, base)
				}
			}
			for _, c := range []struct {
				amount *uint256.Int
				want   string
			}{
				{u(lo), ""},
				{new(uint256.Int).SubUint64(u(lo), 1), ReasonAmountTooLow},
				{u(hi), ""},
				{new(uint256.Int).AddUint64(u(hi), 1), ReasonAmountTooHigh},
			} {
				if c.amount.IsZero() {
					continue // 1 is the minimum: nothing below it to refuse
				}
				q := tc.p
				q.FromAmount = *c.amount
				if got := planReason(t, e, q); got != c.want {
					t.Errorf("fromAmount %s (range [%s, %s]): reason %q, want %q", c.amount.Dec(), lo, hi, got, c.want)
				}
			}
			// every request on the same pool state gets the same bounds,
			// whatever amount it asked, with or without the cache
			for _, other := range []*uint256.Int{&tc.p.FromAmount, new(uint256.Int).SubUint64(u(lo), 1), new(uint256.Int).AddUint64(u(hi), 1)} {
				if other.IsZero() {
					continue
				}
				q := tc.p
				q.FromAmount = *other
				_, err := NewEngine(e.cfg).Plan(context.Background(), &q)
				d := apperr.As(err).Details
				if diff := cmp.Diff([2]any{lo, hi}, [2]any{d["minAmount"], d["maxAmount"]}); diff != "" {
					t.Errorf("range (-first +again):\n%s", diff)
				}
			}
		})
	}
}

func TestFormatUnits(t *testing.T) {
	t.Parallel()
	cases := []struct {
		amount   string
		decimals uint8
		want     string
	}{
		{"1000975", 6, "1.000975"}, {"1000000", 6, "1"}, {"1", 6, "0.000001"}, {"0", 6, "0"},
		{"997375002624", 6, "997375.002624"}, {"5", 0, "5"}, {"1500000000000000000", 18, "1.5"},
	}
	for _, c := range cases {
		if got := formatUnits(u(c.amount), c.decimals); got != c.want {
			t.Errorf("formatUnits(%s, %d) = %q, want %q", c.amount, c.decimals, got, c.want)
		}
	}
}

// BenchmarkAllowedRange is an amount error answered without the cache:
// the plan and the exact search of both bounds.
func BenchmarkAllowedRange(b *testing.B) {
	e, a, c := testEngine(b)
	e = NewEngine(EngineConfig{Book: e.cfg.Book, CacheSize: -1})
	for _, bc := range []struct {
		name string
		p    Params
	}{
		{"guardrail", Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "WETH"), ToToken: sym(a, "USDC"), FromAmount: *u("500000000000000000000")}},
		{"cross-chain minimum", Params{FromChain: "1", ToChain: "42161", FromToken: sym(a, "TKN"), ToToken: sym(c, "USDC"), FromAmount: *u("1000")}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				p := bc.p
				if _, err := e.Plan(context.Background(), &p); err == nil {
					b.Fatal("no amount error")
				}
			}
		})
	}
}
