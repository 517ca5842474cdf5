package cosmos_test

import (
	"os"
	"testing"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
)

func TestMain(m *testing.M) {
	cosmos.MaybeRunNode() // the chains are this test binary, re-executed
	os.Exit(m.Run())
}
