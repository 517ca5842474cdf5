package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/bench/worlds"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// TestMain lets the test binary be the service too: the load program
// re-executes its own executable with childFlag, which in tests is this
// binary.
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == childFlag {
		os.Exit(serveChild(os.Args[2:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// smokeOptions run every phase briefly on the CI world.
func smokeOptions(t *testing.T) options {
	t.Helper()
	testkit.Slow(t, "starts the whole service")
	o := defaultOptions()
	o.size = worlds.CI
	o.conc = 4
	o.dur = 300 * time.Millisecond
	o.rounds = 2
	o.warmup = 100 * time.Millisecond
	o.planSamples = 40
	o.loadSamples = 300
	o.warmQuotes = 150
	o.timeout = time.Minute
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	o.exe = exe
	return o
}

// The load program's core end to end, on the CI world and for a fraction
// of a second of load: the service starts, answers quotes (and no 5xx or
// malformed-request errors), healthz answers, the plan phase produces
// figures, and the report and JSON render. Figures are not compared with
// any time: the machine is shared.
func TestSmoke(t *testing.T) {
	o := smokeOptions(t)
	res, err := run(context.Background(), o, t.Output())
	if err != nil {
		t.Fatal(err)
	}
	if !res.OK {
		t.Fatalf("problems: %q", res.Problems)
	}
	l := res.Load
	if l == nil || res.Plan == nil {
		t.Fatal("a phase is missing")
	}
	if l.Quotes.RPS <= 0 || l.Quotes.Counts[class200] == 0 {
		t.Errorf("no quotes: %v", l.Quotes.Counts)
	}
	if l.Healthz.RPS <= 0 || l.Ratio <= 0 {
		t.Errorf("healthz %v/s, ratio %v", l.Healthz.RPS, l.Ratio)
	}
	for _, tr := range []*TargetResult{&l.Quotes, &l.Healthz} {
		for class, n := range tr.Counts {
			if class == class5xx || class == class400Other || class == classTransport || strings.HasPrefix(class, "status 5") {
				t.Errorf("%s: %d answers %q (first: %s)", tr.Request, n, class, tr.FirstUnexpected)
			}
		}
	}
	pl := res.Plan
	if pl.Cross.Latency.N == 0 || pl.Same.Latency.N == 0 || pl.Brute.Samples != pl.Same.Latency.N {
		t.Errorf("plan phase: %d cross, %d same, %d brute force", pl.Cross.Latency.N, pl.Same.Latency.N, pl.Brute.Samples)
	}
	if pl.Brute.BetterCount != 0 {
		t.Errorf("the engine beat the exhaustive search %d times", pl.Brute.BetterCount)
	}
	var out bytes.Buffer
	report(&out, res)
	for _, want := range []string{"ratio quotes/s ÷ healthz/s", "brute force ÷ engine", "quotes/s"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
	if _, err := json.Marshal(res); err != nil {
		t.Error(err)
	}
	t.Logf("\n%s", out.String())
}

// -memory starts the service, sends the warm-up quotes and reads its
// resident memory.
func TestSmokeMemory(t *testing.T) {
	o := smokeOptions(t)
	o.memory = true
	res, err := run(context.Background(), o, t.Output())
	if err != nil {
		t.Fatal(err)
	}
	if !res.OK {
		t.Fatalf("problems: %q", res.Problems)
	}
	m := res.Memory
	if m == nil || res.Load != nil || res.Plan != nil {
		t.Fatalf("-memory ran the wrong phases: %+v", res)
	}
	sent := 0
	for _, n := range m.Counts {
		sent += n
	}
	if sent != o.warmQuotes || m.Counts[class200] == 0 {
		t.Errorf("warm-up answers %v, want %d in all", m.Counts, o.warmQuotes)
	}
	if runtime.GOOS == "linux" && (m.AfterStart.RSSkB <= 0 || m.AfterWarmup.RSSkB <= 0) {
		t.Errorf("memory not read: %+v", m)
	}
}

// Bodies are valid JSON with the sample's fields, and a second pass over
// the samples changes the amounts.
func TestQuoteBodies(t *testing.T) {
	w, err := loadWorld(worlds.CI, 1)
	if err != nil {
		t.Fatal(err)
	}
	samples := w.Samples(50, 1)
	q := newQuoteBodies(samples)
	first := map[int]string{}
	for pass := range 2 {
		for i, s := range samples {
			var req map[string]any
			if err := json.Unmarshal(q.body(), &req); err != nil {
				t.Fatal(err)
			}
			if req["fromChain"] != s.FromChain || req["toToken"] != s.ToToken.Hex() || req["quoteOnly"] != true || req["fromAddress"] != req["toAddress"] {
				t.Fatalf("body %v for sample %+v", req, s)
			}
			amt := req["fromAmount"].(string)
			if pass == 0 {
				if amt != s.Amount.Dec() {
					t.Fatalf("amount %s, want %s", amt, s.Amount.Dec())
				}
				first[i] = amt
			} else if amt == first[i] && s.Amount.BitLen() > 20 {
				t.Errorf("sample %d: the second pass repeats amount %s", i, amt)
			}
		}
	}
}

func TestParseOptions(t *testing.T) {
	o, err := parseOptions([]string{"-size", "stress", "-memory", "-c", "8"}, &bytes.Buffer{})
	if err != nil || o.size != worlds.Stress || !o.memory || o.conc != 8 {
		t.Errorf("got %+v, %v", o, err)
	}
	for _, bad := range [][]string{{"-size", "huge"}, {"-c", "0"}, {"-phases", "plan,nope"}, {"extra"}} {
		if _, err := parseOptions(bad, &bytes.Buffer{}); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
