package contracts_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

func TestWETH9DepositWithdraw(t *testing.T) {
	c := newChain(t, nil)
	abiT := wethBinding.GetABI()
	weth := c.weth()
	oneEth := units(1, 18)

	r := c.mustSend(alice, weth, oneEth, wethBinding.PackDeposit())
	if d := oneLog(t, r, weth, wethBinding.UnpackDepositEvent); d.Dst != alice.addr || d.Wad.Cmp(oneEth) != 0 {
		t.Errorf("Deposit event = %+v", d)
	}
	// A plain transfer deposits too (receive()).
	c.mustSend(alice, weth, oneEth, nil)
	wantBig(t, "alice WETH", c.balance(weth, alice.addr), units(2, 18))
	wantBig(t, "totalSupply", call(c, weth, wethBinding.PackTotalSupply(), wethBinding.UnpackTotalSupply), units(2, 18))

	// Withdraw to a fresh account so the native balance change is exact (no gas paid by it).
	c.mustSend(alice, weth, nil, wethBinding.PackTransfer(carol.addr, oneEth))
	before := c.balance(nativeToken, carol.addr)
	r = c.mustSend(carol, weth, nil, wethBinding.PackWithdraw(oneEth))
	if w := oneLog(t, r, weth, wethBinding.UnpackWithdrawalEvent); w.Src != carol.addr || w.Wad.Cmp(oneEth) != 0 {
		t.Errorf("Withdrawal event = %+v", w)
	}
	gas := new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice)
	wantBig(t, "carol native", c.balance(nativeToken, carol.addr), sub(add(before, oneEth), gas))
	wantBig(t, "carol WETH", c.balance(weth, carol.addr), new(big.Int))

	_, err := c.send(alice, weth, nil, wethBinding.PackWithdraw(add(oneEth, big.NewInt(1))))
	wantRevert(t, err, abiT, "InsufficientBalance")

	// transferFrom by the owner needs no allowance; by others it does.
	c.mustSend(alice, weth, nil, wethBinding.PackTransferFrom(alice.addr, bob.addr, big.NewInt(10)))
	_, err = c.send(bob, weth, nil, wethBinding.PackTransferFrom(alice.addr, bob.addr, big.NewInt(10)))
	wantRevert(t, err, abiT, "InsufficientAllowance")
}

func TestWETH9InitializeOnGenesisCode(t *testing.T) {
	wavax := common.HexToAddress("0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7")
	c := newChain(t, types.GenesisAlloc{wavax: {Code: genesisCode(t, "WETH9")}})
	c.mustSend(admin, wavax, nil, wethBinding.PackInitialize("Wrapped AVAX", "WAVAX", 18))
	_, err := c.send(admin, wavax, nil, wethBinding.PackInitialize("Wrapped AVAX", "WAVAX", 18))
	wantRevert(t, err, wethBinding.GetABI(), "AlreadyInitialized")
	if got := call(c, wavax, wethBinding.PackSymbol(), wethBinding.UnpackSymbol); got != "WAVAX" {
		t.Errorf("symbol = %q", got)
	}
	c.mustSend(bob, wavax, big.NewInt(5), wethBinding.PackDeposit())
	wantBig(t, "bob WAVAX", c.balance(wavax, bob.addr), big.NewInt(5))
}
