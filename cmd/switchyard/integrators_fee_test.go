package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestIntegratorSetFee: set-fee stores a fee that list shows, --bps 0
// removes it, and bad values are refused with what to change.
func TestIntegratorSetFee(t *testing.T) {
	dir := t.TempDir()
	run := func(args ...string) (string, string, int) {
		return runMain(append(args, "--data-dir", dir)...)
	}
	if _, stderr, code := run("integrators", "add", "--name", "acme", "--tier", "testing"); code != 0 {
		t.Fatalf("add: %s", stderr)
	}
	const ben = "0x00000000000000000000000000000000000000b0"
	out, stderr, code := run("integrators", "set-fee", "--name", "acme", "--bps", "30", "--beneficiary", ben)
	if code != 0 {
		t.Fatalf("set-fee: %s", stderr)
	}
	if want := `integrator "acme" now earns 30 bps of every route's input, paid to evm 0x00000000000000000000000000000000000000B0`; strings.TrimSpace(out) != want {
		t.Errorf("set-fee printed %q, want %q", out, want)
	}
	fees := func() []*feeRow {
		t.Helper()
		out, stderr, code := run("integrators", "list", "--json")
		if code != 0 {
			t.Fatalf("list: %s", stderr)
		}
		var rows []struct{ Fee *feeRow }
		if err := json.Unmarshal([]byte(out), &rows); err != nil {
			t.Fatal(err)
		}
		var got []*feeRow
		for _, r := range rows {
			got = append(got, r.Fee)
		}
		return got
	}
	want := []*feeRow{{BPS: 30, Beneficiaries: map[string]string{"evm": "0x00000000000000000000000000000000000000B0"}}}
	if diff := cmp.Diff(want, fees()); diff != "" {
		t.Errorf("fees listed (-want +got):\n%s", diff)
	}
	if out, _, _ := run("integrators", "list"); !strings.Contains(out, "30 bps") {
		t.Errorf("list does not show the fee:\n%s", out)
	}
	if out, stderr, code := run("integrators", "set-fee", "--name", "acme", "--bps", "0"); code != 0 || !strings.Contains(out, "has no fee") {
		t.Fatalf("set-fee --bps 0: %d %q %s", code, out, stderr)
	}
	if diff := cmp.Diff([]*feeRow{nil}, fees()); diff != "" {
		t.Errorf("fees after removal (-want +got):\n%s", diff)
	}

	errs := []struct {
		args []string
		want string
	}{
		{[]string{"--bps", "30", "--beneficiary", ben}, "--name is required"},
		{[]string{"--name", "acme", "--beneficiary", ben}, "--bps is required"},
		{[]string{"--name", "acme", "--bps", "1001", "--beneficiary", ben}, "--bps must be 0 (no fee) to 1000"},
		{[]string{"--name", "acme", "--bps", "30"}, "a fee needs --beneficiary"},
		{[]string{"--name", "acme", "--bps", "30", "--beneficiary", "0x12"}, "--beneficiary:"},
		{[]string{"--name", "ghost", "--bps", "30", "--beneficiary", ben}, `no integrator named "ghost"`},
	}
	for _, tc := range errs {
		_, stderr, code := run(append([]string{"integrators", "set-fee"}, tc.args...)...)
		if code == 0 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want failure mentioning %q", tc.args, code, stderr, tc.want)
		}
	}
}

// TestTopLevelHelpListsEveryCommand: the top-level help names every
// integrators and devnet command (set-webhook, webhooks and the devnet's
// scenario controls were missing).
func TestTopLevelHelpListsEveryCommand(t *testing.T) {
	out, errOut, _ := runMain("--help")
	help := out + errOut
	for _, cmd := range []string{"serve", "integrators", "devnet", "chains", "tokens", "quote", "route", "status", "version",
		"add", "list", "set-tier", "set-features", "set-fee", "set-webhook", "webhooks", "revoke",
		"fund", "gas", "pools", "price", "solver", "delay", "orders"} {
		if !strings.Contains(help, " "+cmd+" ") && !strings.Contains(help, " "+cmd+"\n") && !strings.Contains(help, " "+cmd+":") {
			t.Errorf("the top-level help does not list %q:\n%s", cmd, help)
		}
	}
}
