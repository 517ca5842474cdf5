//go:build !nodevnet

package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
	"time"
)

// TestExamplesRunOnDevnet compiles the programs in examples/ and runs each
// against a real serve, with the service, integrator and key taken from
// the environment as their documentation says.
func TestExamplesRunOnDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the examples")
	}
	w := newRouteWorld(t, "1,42161")
	bin := t.TempDir()
	build := exec.Command("go", "build", "-o", bin, "github.com/switchyard-dev/switchyard/examples/swap", "github.com/switchyard-dev/switchyard/examples/crosschain")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build examples: %v\n%s", err, out)
	}
	env := append(os.Environ(), "SWITCHYARD_URL="+w.s.URL, "SWITCHYARD_INTEGRATOR_ID="+w.id,
		"SWITCHYARD_PRIVATE_KEY=0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba")
	funds := regexp.MustCompile(`(?m)^funds at: \d+ base units of 0x[0-9a-fA-F]{40} held by ` + w.user.Hex() + ` on chain (\S+)$`)
	for _, tc := range []struct {
		name, prog, chain string
		env               []string
	}{
		{"same-chain swap", "swap", "1", nil},
		{"cross-chain GMP route", "crosschain", "42161", []string{"BRIDGE_TYPE=gmp"}},
		{"cross-chain intents route", "crosschain", "1", []string{"BRIDGE_TYPE=intents", "FROM_CHAIN=42161", "TO_CHAIN=1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w.t = t
			w.waitFresh("1", "42161")
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, filepath.Join(bin, tc.prog))
			cmd.Env = append(append([]string(nil), env...), tc.env...)
			out, err := cmd.CombinedOutput()
			m := funds.FindSubmatch(out)
			if err != nil || m == nil || string(m[1]) != tc.chain {
				t.Fatalf("%s: %v\n%s", tc.prog, err, out)
			}
			t.Logf("%s:\n%s", tc.prog, out)
		})
	}
}
