package devnet

import (
	"context"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/devnet/chain"
	"github.com/switchyard-dev/switchyard/devnet/world"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// A devnet kept in a data dir comes back with its world and everything
// done on it; a different genesis, an unfinished world and Reset are
// handled.
func TestDevnetStatePersists(t *testing.T) {
	testkit.Slow(t, "starts the devnet")
	ctx := context.Background()
	cat, err := catalog.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cfg := Config{ChainIDs: []uint64{42161}, World: &world.Config{Catalog: cat}, DataDir: dir}
	who := common.HexToAddress("0x00000000000000000000000000000000000b0b00")
	amount := big.NewInt(777_000_000)

	d, err := Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := d.Chain(42161)
	genesis := c.GenesisHash()
	before, _ := d.World().Deployment(42161)
	if _, err := d.World().FundToken(ctx, 42161, "USDC", who, amount); err != nil {
		t.Fatal(err)
	}
	poolsBefore, err := d.World().Pools(ctx, 42161)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}

	d, err = Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	c, _ = d.Chain(42161)
	if !c.Reopened() || c.GenesisHash() != genesis {
		t.Errorf("reopened %v genesis %s, want true %s", c.Reopened(), c.GenesisHash().Hex(), genesis.Hex())
	}
	after, _ := d.World().Deployment(42161)
	if diff := cmp.Diff(before, after); diff != "" {
		t.Errorf("deployment after restart (-before +after):\n%s", diff)
	}
	poolsAfter, err := d.World().Pools(ctx, 42161)
	if err != nil {
		t.Fatal(err)
	}
	for i := range poolsBefore {
		if poolsBefore[i].BaseReserve.Cmp(poolsAfter[i].BaseReserve) != 0 || poolsBefore[i].QuoteReserve.Cmp(poolsAfter[i].QuoteReserve) != 0 {
			t.Errorf("pool %s reserves %s/%s, were %s/%s", poolsAfter[i].Name, poolsAfter[i].BaseReserve, poolsAfter[i].QuoteReserve,
				poolsBefore[i].BaseReserve, poolsBefore[i].QuoteReserve)
		}
	}
	// funding again works: the deployer's nonces continue from the chain
	f, err := d.World().FundToken(ctx, 42161, "USDC", who, amount)
	if err != nil {
		t.Fatal(err)
	}
	if want := new(big.Int).Mul(amount, big.NewInt(2)); f.Balance.Cmp(want) != 0 {
		t.Errorf("balance after funding twice across a restart %s, want %s", f.Balance, want)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}

	t.Run("another genesis is refused", func(t *testing.T) {
		other := cfg
		other.Alloc = map[uint64]types.GenesisAlloc{42161: {who: {Balance: big.NewInt(1)}}}
		d, err := Start(ctx, other)
		if !errors.Is(err, chain.ErrOtherGenesis) {
			t.Errorf("Start: %v, want ErrOtherGenesis", err)
		}
		if d != nil {
			d.Close()
		}
	})
	t.Run("an unfinished world is refused", func(t *testing.T) {
		rec := filepath.Join(dir, "42161", worldFile)
		b, err := os.ReadFile(rec)
		if err != nil {
			t.Fatal(err)
		}
		os.Remove(rec)
		defer os.WriteFile(rec, b, 0o600)
		d, err := Start(ctx, cfg)
		if !errors.Is(err, ErrUnfinishedWorld) {
			t.Errorf("Start: %v, want ErrUnfinishedWorld", err)
		}
		if d != nil {
			d.Close()
		}
	})
	t.Run("reset starts at genesis", func(t *testing.T) {
		if err := Reset(dir); err != nil {
			t.Fatal(err)
		}
		d := startDevnet(t, cfg)
		c, _ := d.Chain(42161)
		if c.Reopened() || c.GenesisHash() != genesis {
			t.Errorf("after reset: reopened %v genesis %s", c.Reopened(), c.GenesisHash().Hex())
		}
	})
}
