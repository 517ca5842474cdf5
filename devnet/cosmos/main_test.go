package cosmos_test

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
)

// parentEnv makes the test binary a devnet parent that starts one chain,
// prints the node's pid and waits to be killed (TestNodeDiesWithParent).
const parentEnv = "SWITCHYARD_TEST_COSMOS_PARENT"

func TestMain(m *testing.M) {
	cosmos.MaybeRunNode() // the chains are this test binary, re-executed
	if dir := os.Getenv(parentEnv); dir != "" {
		os.Exit(runParent(dir))
	}
	os.Exit(m.Run())
}

func runParent(dir string) int {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	n, err := cosmos.Start(ctx, cosmos.Config{DataDir: dir, Chains: []string{cosmos.OsmosisChainID}})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	c, _ := n.Chain(cosmos.OsmosisChainID)
	fmt.Println(c.Pid())
	<-ctx.Done() // killed before
	return 0
}
