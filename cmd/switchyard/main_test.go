package main

import (
	"os"
	"slices"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/devnet/cosmos/nodehook"
)

// TestMain lets this test binary run as a devnet Cosmos node: the service
// tests run serve in-process, whose Cosmos chains are child processes of
// the running executable.
func TestMain(m *testing.M) {
	nodehook.MaybeRun()
	os.Exit(m.Run())
}

// serveStartTimeout is how long startServe waits for serve to listen: a
// first start of the Cosmos chains and the opening of their IBC channels
// take about a minute, longer on a loaded machine.
func serveStartTimeout(flags []string) time.Duration {
	if slices.Contains(flags, "--devnet-cosmos") {
		return 5 * time.Minute
	}
	return 2 * time.Minute
}
