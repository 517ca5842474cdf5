package main

import (
	"os"
	"testing"

	"github.com/switchyard-dev/switchyard/devnet/cosmos/nodehook"
)

// TestMain lets this test binary run as a devnet Cosmos node: the service
// tests run serve in-process, whose Cosmos chains are child processes of
// the running executable.
func TestMain(m *testing.M) {
	nodehook.MaybeRun()
	os.Exit(m.Run())
}
