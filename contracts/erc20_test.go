package contracts_test

import (
	"bytes"
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/switchyard-dev/switchyard/contracts"
)

// genesisCode returns the committed runtime code of a contract.
func genesisCode(t *testing.T, name string) []byte {
	t.Helper()
	a, err := contracts.LoadArtifact(name)
	if err != nil {
		t.Fatal(err)
	}
	return a.DeployedBytecode
}

// The devnet's path: runtime code at a catalog address, zero storage, then initialize.
func TestERC20InitializeOnGenesisCode(t *testing.T) {
	usdc := common.HexToAddress("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
	c := newChain(t, types.GenesisAlloc{usdc: {Code: genesisCode(t, "ERC20Token")}})
	abiT := erc20Binding.GetABI()

	if call(c, usdc, erc20Binding.PackIsInitialized(), erc20Binding.UnpackIsInitialized) {
		t.Fatal("initialized before initialize")
	}
	c.mustSend(admin, usdc, nil, erc20Binding.PackInitialize("USD Coin", "USDC", 6, admin.addr))
	_, err := c.send(stranger, usdc, nil, erc20Binding.PackInitialize("Evil", "EVL", 18, stranger.addr))
	wantRevert(t, err, abiT, "AlreadyInitialized")

	if got := call(c, usdc, erc20Binding.PackName(), erc20Binding.UnpackName); got != "USD Coin" {
		t.Errorf("name = %q", got)
	}
	if got := call(c, usdc, erc20Binding.PackSymbol(), erc20Binding.UnpackSymbol); got != "USDC" {
		t.Errorf("symbol = %q", got)
	}
	if got := call(c, usdc, erc20Binding.PackDecimals(), erc20Binding.UnpackDecimals); got != 6 {
		t.Errorf("decimals = %d", got)
	}
	if got := call(c, usdc, erc20Binding.PackMinter(), erc20Binding.UnpackMinter); got != admin.addr {
		t.Errorf("minter = %s", got)
	}
	c.mint(usdc, alice.addr, units(100, 6))
	wantBig(t, "alice balance", c.balance(usdc, alice.addr), units(100, 6))
}

func TestERC20ConstructorPathCannotBeReinitialized(t *testing.T) {
	c := newChain(t, nil)
	tok := c.token("DAI", 18)
	_, err := c.send(admin, tok, nil, erc20Binding.PackInitialize("X", "X", 18, admin.addr))
	wantRevert(t, err, erc20Binding.GetABI(), "AlreadyInitialized")

	// The committed runtime code is what a constructor deployment leaves.
	code, err := c.client.CodeAt(context.Background(), tok, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(code, genesisCode(t, "ERC20Token")) {
		t.Error("deployed code differs from artifacts/ERC20Token.json deployedBytecode")
	}
}

func TestERC20MintBurnPermissions(t *testing.T) {
	c := newChain(t, nil)
	abiT := erc20Binding.GetABI()
	tok := c.token("axlUSDC", 6)
	gateway := bob // stands for the GMP gateway, granted by the primary minter

	tests := []struct {
		name    string
		from    account
		data    []byte
		wantErr string
	}{
		{"minter mints", admin, erc20Binding.PackMint(alice.addr, big.NewInt(1000)), ""},
		{"stranger cannot mint", stranger, erc20Binding.PackMint(stranger.addr, big.NewInt(1)), "NotMinter"},
		{"stranger cannot burn", stranger, erc20Binding.PackBurn(alice.addr, big.NewInt(1)), "NotMinter"},
		{"stranger cannot grant", stranger, erc20Binding.PackSetMinter(stranger.addr, true), "NotMinter"},
		{"gateway not yet minter", gateway, erc20Binding.PackMint(gateway.addr, big.NewInt(1)), "NotMinter"},
		{"minter grants gateway", admin, erc20Binding.PackSetMinter(gateway.addr, true), ""},
		{"gateway mints", gateway, erc20Binding.PackMint(gateway.addr, big.NewInt(500)), ""},
		{"gateway burns without allowance", gateway, erc20Binding.PackBurn(alice.addr, big.NewInt(400)), ""},
		{"gateway cannot grant", gateway, erc20Binding.PackSetMinter(stranger.addr, true), "NotMinter"},
		{"burn above balance", admin, erc20Binding.PackBurn(alice.addr, big.NewInt(601)), "InsufficientBalance"},
		{"mint to zero address", admin, erc20Binding.PackMint(common.Address{}, big.NewInt(1)), "InvalidReceiver"},
		{"minter revokes gateway", admin, erc20Binding.PackSetMinter(gateway.addr, false), ""},
		{"revoked gateway cannot burn", gateway, erc20Binding.PackBurn(gateway.addr, big.NewInt(1)), "NotMinter"},
	}
	for _, tt := range tests {
		_, err := c.send(tt.from, tok, nil, tt.data)
		if tt.wantErr == "" {
			if err != nil {
				t.Fatalf("%s: %v (%s)", tt.name, err, describeRevert(err))
			}
			continue
		}
		t.Run(tt.name, func(t *testing.T) { wantRevert(t, err, abiT, tt.wantErr) })
	}
	wantBig(t, "alice", c.balance(tok, alice.addr), big.NewInt(600))
	wantBig(t, "gateway", c.balance(tok, gateway.addr), big.NewInt(500))
	wantBig(t, "totalSupply", call(c, tok, erc20Binding.PackTotalSupply(), erc20Binding.UnpackTotalSupply), big.NewInt(1100))
}

func TestERC20TransfersAndAllowances(t *testing.T) {
	c := newChain(t, nil)
	abiT := erc20Binding.GetABI()
	tok := c.token("USDT", 6)
	c.mint(tok, alice.addr, big.NewInt(1000))

	r := c.mustSend(alice, tok, nil, erc20Binding.PackTransfer(bob.addr, big.NewInt(300)))
	ev := oneLog(t, r, tok, erc20Binding.UnpackTransferEvent)
	if ev.From != alice.addr || ev.To != bob.addr || ev.Value.Int64() != 300 {
		t.Errorf("Transfer event = %+v", ev)
	}
	_, err := c.send(alice, tok, nil, erc20Binding.PackTransfer(bob.addr, big.NewInt(701)))
	wantRevert(t, err, abiT, "InsufficientBalance")

	r = c.mustSend(alice, tok, nil, erc20Binding.PackApprove(carol.addr, big.NewInt(200)))
	if a := oneLog(t, r, tok, erc20Binding.UnpackApprovalEvent); a.Owner != alice.addr || a.Spender != carol.addr || a.Value.Int64() != 200 {
		t.Errorf("Approval event = %+v", a)
	}
	_, err = c.send(carol, tok, nil, erc20Binding.PackTransferFrom(alice.addr, carol.addr, big.NewInt(201)))
	wantRevert(t, err, abiT, "InsufficientAllowance")
	c.mustSend(carol, tok, nil, erc20Binding.PackTransferFrom(alice.addr, carol.addr, big.NewInt(150)))
	wantBig(t, "allowance", call(c, tok, erc20Binding.PackAllowance(alice.addr, carol.addr), erc20Binding.UnpackAllowance), big.NewInt(50))

	// An infinite allowance is never decreased.
	maxU := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	c.mustSend(bob, tok, nil, erc20Binding.PackApprove(carol.addr, maxU))
	c.mustSend(carol, tok, nil, erc20Binding.PackTransferFrom(bob.addr, carol.addr, big.NewInt(100)))
	wantBig(t, "infinite allowance", call(c, tok, erc20Binding.PackAllowance(bob.addr, carol.addr), erc20Binding.UnpackAllowance), maxU)

	wantBig(t, "alice", c.balance(tok, alice.addr), big.NewInt(550))
	wantBig(t, "bob", c.balance(tok, bob.addr), big.NewInt(200))
	wantBig(t, "carol", c.balance(tok, carol.addr), big.NewInt(250))
}
