package uniswap

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// testChain is one started devnet chain with WETH9, two 18-decimal tokens
// minted to the deployer, and the Uniswap contracts.
type testChain struct {
	t        *testing.T
	c        *chain.Chain
	deployer chain.Account
	d        *Deployment
	tokenA   common.Address
	tokenB   common.Address
}

func e18(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }

func startChain(t *testing.T) *testChain {
	t.Helper()
	ctx := context.Background()
	c, err := chain.New(chain.Config{ChainID: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := c.Close(); err != nil {
			t.Errorf("close chain: %v", err)
		}
	})
	tc := &testChain{t: t, c: c, deployer: chain.DevAccounts()[0]}
	dep := tc.deployer.Address
	nonce := c.PendingNonce(dep)
	weth := created(dep, nonce, 0)
	tc.tokenA, tc.tokenB = created(dep, nonce, 1), created(dep, nonce, 2)
	erc20 := bindings.NewERC20Token()
	if _, err := round(ctx, c, tc.deployer,
		tx{data: append(common.FromHex(bindings.WETH9MetaData.Bin), bindings.NewWETH9().PackConstructor("Wrapped Ether", "WETH", 18)...), what: "deploy WETH9"},
		tx{data: append(common.FromHex(bindings.ERC20TokenMetaData.Bin), erc20.PackConstructor("Token A", "TKA", 18, dep)...), what: "deploy TKA"},
		tx{data: append(common.FromHex(bindings.ERC20TokenMetaData.Bin), erc20.PackConstructor("Token B", "TKB", 18, dep)...), what: "deploy TKB"},
	); err != nil {
		t.Fatal(err)
	}
	supply := new(big.Int).Lsh(big.NewInt(1), 200)
	if _, err := round(ctx, c, tc.deployer,
		call(tc.tokenA, erc20.PackMint(dep, supply), "mint TKA"),
		call(tc.tokenB, erc20.PackMint(dep, supply), "mint TKB"),
	); err != nil {
		t.Fatal(err)
	}
	if tc.d, err = Deploy(ctx, c, tc.deployer, weth); err != nil {
		t.Fatal(err)
	}
	return tc
}

// call runs an eth_call and returns its output, or its revert error.
func (tc *testChain) call(to common.Address, data []byte) ([]byte, error) {
	return tc.c.Client().CallContract(context.Background(), ethereum.CallMsg{From: tc.deployer.Address, To: &to, Data: data}, nil)
}

func mustCall[T any](tc *testChain, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	tc.t.Helper()
	out, err := tc.call(to, data)
	if err != nil {
		tc.t.Fatalf("call %s: %v", to, err)
	}
	v, err := unpack(out)
	if err != nil {
		tc.t.Fatalf("unpack call %s: %v", to, err)
	}
	return v
}

func (tc *testChain) balance(token, holder common.Address) *big.Int {
	return mustCall(tc, token, erc20ABI.PackBalanceOf(holder), erc20ABI.UnpackBalanceOf)
}
