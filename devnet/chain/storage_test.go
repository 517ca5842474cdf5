package chain

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// A chain kept in a data dir comes back at its head with its state, and
// keeps producing blocks from there; a different genesis is refused.
func TestChainReopensFromDataDir(t *testing.T) {
	testkit.Slow(t, "starts a devnet chain")
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "1")
	to := common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	amount := big.NewInt(123_456_789)
	open := func(cfg Config) (*Chain, error) {
		c, err := New(cfg)
		if err != nil {
			return nil, err
		}
		return c, c.Start(ctx)
	}
	cfg := Config{ChainID: 1, DataDir: dir}
	c, err := open(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if c.Reopened() {
		t.Error("a new chain reports Reopened")
	}
	genesis := c.GenesisHash()
	if _, err := c.FundNative(ctx, to, amount); err != nil {
		t.Fatal(err)
	}
	head := c.Head()
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}

	c, err = open(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !c.Reopened() || c.GenesisHash() != genesis {
		t.Errorf("reopened %v, genesis %s, want true and %s", c.Reopened(), c.GenesisHash().Hex(), genesis.Hex())
	}
	if got := c.Head(); got != head+1 { // Start seals one block
		t.Errorf("head after reopening %d, want %d", got, head+1)
	}
	bal, err := c.Client().BalanceAt(ctx, to, nil)
	if err != nil || bal.Cmp(amount) != 0 {
		t.Errorf("balance after reopening %v (%v), want %s", bal, err, amount)
	}
	h, err := c.Commit(ctx)
	if err != nil || h.Number.Uint64() != head+2 {
		t.Errorf("block after reopening %v (%v), want %d", h, err, head+2)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}

	other := cfg
	other.Alloc = types.GenesisAlloc{to: {Balance: big.NewInt(1)}}
	c, err = open(other)
	if !errors.Is(err, ErrOtherGenesis) {
		t.Errorf("other genesis: %v, want ErrOtherGenesis", err)
	}
	if c != nil {
		c.Close()
	}
}

// crashChildEnv makes the test binary the crashing process of
// TestChainSurvivesProcessKill.
const crashChildEnv = "SWITCHYARD_CHAIN_CRASH_DIR"

// A process that dies without closing its chain (as under kill -9) leaves
// the blocks it sealed on disk: the chain reopens at that head.
func TestChainSurvivesProcessKill(t *testing.T) {
	testkit.Slow(t, "starts a devnet chain")
	if dir := os.Getenv(crashChildEnv); dir != "" {
		c, err := New(Config{ChainID: 1, DataDir: dir})
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		for range 10 {
			if _, err := c.Commit(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		fmt.Printf("head %d\n", c.Head())
		// A block is synced just after it becomes the head: one sealed in
		// the instant before the kill may be lost, one sealed a moment
		// before it is not.
		time.Sleep(time.Second)
		os.Exit(9) // no Close, no deferred flush
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestChainSurvivesProcessKill$")
	cmd.Env = append(os.Environ(), crashChildEnv+"="+dir)
	out, _ := cmd.Output()
	var head uint64
	if _, err := fmt.Sscanf(string(out), "head %d", &head); err != nil || head < 11 {
		t.Fatalf("child: %q %v", out, err)
	}
	c, err := New(Config{ChainID: 1, DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if c.OpenedAt() != head {
		t.Errorf("reopened at block %d after the kill, the killed process had sealed %d", c.OpenedAt(), head)
	}
}
