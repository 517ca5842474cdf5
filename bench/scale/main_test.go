package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
)

func TestSelectWorkloads(t *testing.T) {
	for _, tc := range []struct {
		in      string
		want    []string
		wantErr bool
	}{
		{"healthz,quote,status", []string{"healthz", "quote", "status"}, false},
		{" status , quote", []string{"status", "quote"}, false},
		{"quote,stream", nil, true},
		{",", nil, true},
	} {
		got, err := selectWorkloads(tc.in)
		if (err != nil) != tc.wantErr {
			t.Fatalf("%q: err %v", tc.in, err)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tc.in, diff)
		}
	}
}

func TestReportPrintsRatiosAndWrites(t *testing.T) {
	res := &Results{}
	res.Config.Store, res.Config.CPUs, res.Config.Note = "postgres + redis", 2, "shared"
	add := func(w, s string, rps float64) {
		res.Results = append(res.Results, Result{Workload: w, Setup: s, Target: loadgen.Target{RPS: rps, RPSRounds: []float64{rps}}})
	}
	add("healthz", "1 replica", 10000)
	add("healthz", "2 replicas", 8000)
	add("quote", "1 replica", 500)
	add("quote", "2 replicas", 600)
	res.PGWrite = &PGWrite{Writes: 10, RowBytes: 100, P50ms: 0.5, P99ms: 4, Maxms: 5, Fsync: "on", SynchronousCommit: "on"}
	var out bytes.Buffer
	report(&out, res)
	for _, want := range []string{"NOTE: shared.", "0.050", "0.075", "quote    1.20x", "healthz  0.80x", "p50 0.500 ms, p99 4.000 ms"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}
