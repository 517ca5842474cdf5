package ibc_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"testing"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/devnet/ibc"
)

// relayerEnv makes the test binary a relayer process (for the kill -9 test).
const relayerEnv = "SWITCHYARD_TEST_IBC_RELAYER"

func TestMain(m *testing.M) {
	cosmos.MaybeRunNode() // the chains are this test binary, re-executed
	if raw := os.Getenv(relayerEnv); raw != "" {
		os.Exit(runRelayerProcess(raw))
	}
	os.Exit(m.Run())
}

func runRelayerProcess(raw string) int {
	var cfg ibc.Config
	if err := json.Unmarshal([]byte(raw), &cfg); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	cfg.Logf = func(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	r, err := ibc.NewRelayer(cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if err := r.Start(ctx); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Println("relaying")
	<-ctx.Done()
	_ = r.Close()
	return 0
}
