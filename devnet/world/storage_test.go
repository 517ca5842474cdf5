package world

import (
	"context"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/switchyard-dev/switchyard/devnet/chain"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// TestGenesisStorageIsInitialize checks the genesis storage of the tokens
// against what initialize(...) really writes: for each case, one copy of
// the runtime code is initialized by a transaction, another gets the
// genesis storage, and eth_getProof's storage roots must be equal.
func TestGenesisStorageIsInitialize(t *testing.T) {
	testkit.Slow(t, "starts a devnet chain")
	erc20, weth9, err := runtimeCode()
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"USD Coin", strings.Repeat("n", 31), strings.Repeat("m", 32), "Arbitrum Bridged Wrapped eETH (Arbitrum) with a name longer than two words", ""}
	alloc := serviceAlloc()
	type pair struct{ byTx, byGenesis common.Address }
	var pairs []pair
	for i, name := range names {
		tx, gen := common.BigToAddress(big.NewInt(int64(0x1000+2*i))), common.BigToAddress(big.NewInt(int64(0x1001+2*i)))
		alloc[tx] = types.Account{Code: erc20, Balance: new(big.Int)}
		alloc[gen] = types.Account{Code: erc20, Balance: new(big.Int), Storage: erc20Storage(name, "S"+name, uint8(i*7), Deployer().Address)}
		pairs = append(pairs, pair{tx, gen})
		wtx, wgen := common.BigToAddress(big.NewInt(int64(0x2000+2*i))), common.BigToAddress(big.NewInt(int64(0x2001+2*i)))
		alloc[wtx] = types.Account{Code: weth9, Balance: new(big.Int)}
		alloc[wgen] = types.Account{Code: weth9, Balance: new(big.Int), Storage: weth9Storage(name, "W"+name, 18)}
		pairs = append(pairs, pair{wtx, wgen})
	}
	c, err := chain.New(chain.Config{ChainID: 1, Alloc: alloc})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	b := newBatch(c)
	for i, name := range names {
		b.call(Deployer(), pairs[2*i].byTx, nil, erc20ABI.PackInitialize(name, "S"+name, uint8(i*7), Deployer().Address), "initialize "+name)
		b.call(Deployer(), pairs[2*i+1].byTx, nil, wethABI.PackInitialize(name, "W"+name, 18), "initialize WETH9 "+name)
	}
	if _, err := b.run(ctx); err != nil {
		t.Fatal(err)
	}
	root := func(addr common.Address) common.Hash {
		var proof struct {
			StorageHash common.Hash `json:"storageHash"`
		}
		if err := c.Client().Client().CallContext(ctx, &proof, "eth_getProof", addr, []string{}, "latest"); err != nil {
			t.Fatal(err)
		}
		return proof.StorageHash
	}
	for i, p := range pairs {
		if a, g := root(p.byTx), root(p.byGenesis); a != g {
			t.Errorf("case %d (%q): storage root after initialize %s, genesis storage %s", i/2, names[i/2], a, g)
		}
	}
}
