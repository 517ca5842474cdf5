package contracts_test

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// The pool's K check accepts exactly the output of getAmountOut and not one unit more.
func TestPairSwapExactOutputFormula(t *testing.T) {
	for _, fee := range []int64{5, 30, 100} {
		t.Run(fmt.Sprintf("feeBps=%d", fee), func(t *testing.T) {
			c := newChain(t, nil)
			weth := c.token("WETH", 18)
			usdc := c.token("USDC", 6)
			pair := c.pair(weth, usdc, fee, units(1_000, 18), units(3_000_000, 6))
			if got := call(c, pair, pairBinding.PackFeeBps(), pairBinding.UnpackFeeBps); got.Int64() != fee {
				t.Fatalf("feeBps() = %s", got)
			}
			trades := []struct {
				tokenIn  common.Address
				amountIn *big.Int
			}{
				{weth, units(1, 18)},
				{usdc, units(12_345, 6)},
				{weth, big.NewInt(123_456_789_012_345)},
				{usdc, big.NewInt(7)},
			}
			for _, tr := range trades {
				rIn, rOut, zeroForOne := c.reserves(pair, tr.tokenIn)
				out := getAmountOut(tr.amountIn, rIn, rOut, fee)
				if out.Sign() == 0 {
					t.Fatalf("test trade %s quotes zero", tr.amountIn)
				}
				c.mint(tr.tokenIn, pair, tr.amountIn)

				tooMuch := add(out, big.NewInt(1))
				_, err := c.send(alice, pair, nil, packPairSwap(tooMuch, zeroForOne, bob.addr))
				wantRevert(t, err, pairBinding.GetABI(), "K")

				tokenOut := usdc
				if tr.tokenIn == usdc {
					tokenOut = weth
				}
				before := c.balance(tokenOut, bob.addr)
				r := c.mustSend(alice, pair, nil, packPairSwap(out, zeroForOne, bob.addr))
				wantBig(t, "output received", sub(c.balance(tokenOut, bob.addr), before), out)

				ev := oneLog(t, r, pair, pairBinding.UnpackSwapEvent)
				in0, in1, out0, out1 := tr.amountIn, new(big.Int), new(big.Int), out
				if !zeroForOne {
					in0, in1, out0, out1 = new(big.Int), tr.amountIn, out, new(big.Int)
				}
				if ev.Sender != alice.addr || ev.To != bob.addr || ev.Amount0In.Cmp(in0) != 0 ||
					ev.Amount1In.Cmp(in1) != 0 || ev.Amount0Out.Cmp(out0) != 0 || ev.Amount1Out.Cmp(out1) != 0 {
					t.Errorf("Swap event = %+v", ev)
				}
				newIn, newOut, _ := c.reserves(pair, tr.tokenIn)
				wantBig(t, "reserve in", newIn, add(rIn, tr.amountIn))
				wantBig(t, "reserve out", newOut, sub(rOut, out))
				sync := oneLog(t, r, pair, pairBinding.UnpackSyncEvent)
				if sync.Reserve0.Sign() == 0 || sync.Reserve1.Sign() == 0 {
					t.Errorf("Sync event = %+v", sync)
				}
			}
		})
	}
}

func packPairSwap(amountOut *big.Int, zeroForOne bool, to common.Address) []byte {
	if zeroForOne {
		return pairBinding.PackSwap(new(big.Int), amountOut, to, []byte{})
	}
	return pairBinding.PackSwap(amountOut, new(big.Int), to, []byte{})
}

func TestPairLiquidityAndSwapChecks(t *testing.T) {
	c := newChain(t, nil)
	abiT := pairBinding.GetABI()
	a := c.token("AAA", 18)
	b := c.token("BBB", 18)
	pair := c.pair(a, b, 30, units(100, 18), units(400, 18))

	token0 := call(c, pair, pairBinding.PackToken0(), pairBinding.UnpackToken0)
	token1 := call(c, pair, pairBinding.PackToken1(), pairBinding.UnpackToken1)
	if token0.Cmp(token1) >= 0 || (token0 != a && token0 != b) {
		t.Fatalf("tokens not sorted: %s %s", token0, token1)
	}
	// First deposit: sqrt(100e18 * 400e18) = 200e18 shares, 1000 locked.
	wantBig(t, "admin LP", c.balance(pair, admin.addr), sub(units(200, 18), big.NewInt(1000)))

	// Proportional second deposit.
	c.mint(a, pair, units(10, 18))
	c.mint(b, pair, units(40, 18))
	r := c.mustSend(alice, pair, nil, pairBinding.PackMint(alice.addr))
	wantBig(t, "alice LP", c.balance(pair, alice.addr), units(20, 18))
	if m := oneLog(t, r, pair, pairBinding.UnpackMintEvent); m.Sender != alice.addr {
		t.Errorf("Mint event = %+v", m)
	}

	// Burn: send the shares back to the pair.
	c.mustSend(alice, pair, nil, pairBinding.PackTransfer(pair, units(20, 18)))
	r = c.mustSend(alice, pair, nil, pairBinding.PackBurn(carol.addr))
	wantBig(t, "carol A", c.balance(a, carol.addr), units(10, 18))
	wantBig(t, "carol B", c.balance(b, carol.addr), units(40, 18))
	if bu := oneLog(t, r, pair, pairBinding.UnpackBurnEvent); bu.To != carol.addr {
		t.Errorf("Burn event = %+v", bu)
	}

	// Donations: skim sends the excess, sync absorbs it.
	c.mint(a, pair, big.NewInt(5))
	c.mustSend(alice, pair, nil, pairBinding.PackSkim(bob.addr))
	wantBig(t, "skimmed", c.balance(a, bob.addr), big.NewInt(5))
	c.mint(b, pair, big.NewInt(7))
	c.mustSend(alice, pair, nil, pairBinding.PackSync())
	rIn, _, _ := c.reserves(pair, b)
	wantBig(t, "synced reserve", rIn, add(units(400, 18), big.NewInt(7)))

	checks := []struct {
		name string
		data []byte
		want string
	}{
		{"flash swap", pairBinding.PackSwap(new(big.Int), big.NewInt(1), bob.addr, []byte{1}), "FlashSwapUnsupported"},
		{"no output", pairBinding.PackSwap(new(big.Int), new(big.Int), bob.addr, []byte{}), "InsufficientOutputAmount"},
		{"output above reserve", pairBinding.PackSwap(units(100, 18), new(big.Int), bob.addr, []byte{}), "InsufficientLiquidity"},
		{"no input", pairBinding.PackSwap(big.NewInt(1), new(big.Int), bob.addr, []byte{}), "InsufficientInputAmount"},
		{"to a pool token", pairBinding.PackSwap(big.NewInt(1), new(big.Int), token0, []byte{}), "InvalidTo"},
		{"initialize again", pairBinding.PackInitialize(a, b, big.NewInt(30)), "AlreadyInitialized"},
	}
	for _, tt := range checks {
		t.Run(tt.name, func(t *testing.T) {
			_, err := c.send(alice, pair, nil, tt.data)
			wantRevert(t, err, abiT, tt.want)
		})
	}
}
