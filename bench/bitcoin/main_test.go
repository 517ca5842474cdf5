package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
)

func TestSelectKinds(t *testing.T) {
	tests := []struct {
		list    string
		want    []string
		wantErr bool
	}{
		{"evm-btc, btc-evm", []string{"evm-btc", "btc-evm"}, false},
		{"btc-evm", []string{"btc-evm"}, false},
		{"btc-osmosis", nil, true},
		{",", nil, true},
	}
	for _, tc := range tests {
		got, err := selectKinds(tc.list)
		var names []string
		for _, k := range got {
			names = append(names, k.name)
		}
		if (err != nil) != tc.wantErr || !cmp.Equal(names, tc.want) {
			t.Errorf("selectKinds(%q) = %v, %v; want %v (error %v)", tc.list, names, err, tc.want, tc.wantErr)
		}
	}
}

func TestFreshAddress(t *testing.T) {
	a, err := freshAddress(kinds[1], 3)
	if err != nil || !strings.HasPrefix(a, "bcrt1q") {
		t.Fatalf("freshAddress: %q, %v; want a bcrt1q address", a, err)
	}
	if b, _ := freshAddress(kinds[1], 3); b == a {
		t.Errorf("two fresh addresses are both %s", a)
	}
}

func TestReport(t *testing.T) {
	res := &Results{BlockInterval: devbench.Stats{N: 40, P50ms: 5000, MinMs: 4900, MaxMs: 5200, MeanMs: 5010},
		Kinds: []KindResult{{KindTally: devbench.KindTally{Kind: "btc-evm", FromChain: "bitcoin", ToChain: "1", Routes: 10},
			SendToSuccess: devbench.Stats{N: 10, P50ms: 4000, P99ms: 9000}}}, Problems: []string{"x"}}
	res.Config.CPUs, res.Config.GoVersion = 2, "go1.26"
	var out bytes.Buffer
	report(&out, res)
	for _, want := range []string{"block interval in this run: p50 5.00 s", "btc-evm  bitcoin -> 1", "4.00", "problem: x"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}
