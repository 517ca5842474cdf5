package amm

import (
	"bytes"
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// TestAgainstContracts checks the Go math against the deployed contracts
// over random states, on one simulated chain shared by both pool kinds.
func TestAgainstContracts(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("deploys contracts on a simulated chain")
	}
	c := newSimChain(t)
	// One seed per subtest, so -run on one of them reproduces it.
	t.Run("UniswapV2Pair", func(t *testing.T) { c.t = t; pairProperties(c, rand.New(rand.NewPCG(2026, 1))) })
	t.Run("StableSwapPool", func(t *testing.T) { c.t = t; stableProperties(c, rand.New(rand.NewPCG(2026, 2))) })
	t.Run("StableSwapZeroInputDust", func(t *testing.T) { c.t = t; zeroInputDust(c) })
}

const (
	pairPools  = 100 // x pairRounds trades
	pairRounds = 2
)

type pairCase struct {
	addr     common.Address
	model    Pair
	in, out  *uint256.Int
	zfo      bool
	err      error
	swapTx   *types.Transaction
	tokenOut common.Address
}

// pairProperties: for random reserves (1e3..1e30), fees (0..1000 bps) and
// inputs, AmountOut is accepted by swap and AmountOut+1 reverts K; where
// AmountOut errors the swap reverts (K for a zero output, Overflow beyond
// uint112).
func pairProperties(c *simChain, rng *rand.Rand) {
	t := c.t
	tokA, tokB := c.token("AAA", 18), c.token("BBB", 6)
	c.mustCommit("tokens")
	tok0, tok1 := tokA, tokB
	if bytes.Compare(tokB.Bytes(), tokA.Bytes()) < 0 {
		tok0, tok1 = tokB, tokA
	}
	cases := make([]pairCase, pairPools)
	for k := range cases {
		p := randPair(rng)
		cases[k].addr = c.deploy(&bindings.UniswapV2PairMetaData, pairBinding.PackConstructor(tokA, tokB, new(big.Int).SetUint64(p.FeeBps)))
		c.send(tok0, erc20Binding.PackMint(cases[k].addr, p.Reserve0.ToBig()))
		c.send(tok1, erc20Binding.PackMint(cases[k].addr, p.Reserve1.ToBig()))
		c.send(cases[k].addr, pairBinding.PackSync())
		cases[k].model.FeeBps = p.FeeBps
	}
	c.mustCommit("pairs")

	var ok, zero, overflow int
	for range pairRounds {
		// The state is read back from the chain each round.
		for k := range cases {
			pc := &cases[k]
			r := mustCall(c, pc.addr, pairBinding.PackGetReserves(), pairBinding.UnpackGetReserves)
			pc.model.Reserve0.Set(u256(r.Reserve0))
			pc.model.Reserve1.Set(u256(r.Reserve1))
			pc.zfo = rng.IntN(2) == 0
			tokenIn, rIn := tok0, &pc.model.Reserve0
			pc.tokenOut = tok1
			if !pc.zfo {
				tokenIn, rIn, pc.tokenOut = tok1, &pc.model.Reserve1, tok0
			}
			switch rng.IntN(20) {
			case 0: // past the uint112 reserve limit
				pc.in = new(uint256.Int).Sub(u256(max112B), rIn)
				pc.in.AddUint64(pc.in, 1+rng.Uint64N(1e18))
			case 1:
				pc.in = uint256.NewInt(1 + rng.Uint64N(100))
			default: // 1e-15..100x the reserve
				pc.in = u256(pow10(max(0, log10(rIn)-15+17*rng.Float64())))
				if pc.in.IsZero() {
					pc.in.SetOne()
				}
			}
			out, err := pc.model.AmountOut(pc.zfo, pc.in)
			pc.out, pc.err = &out, err
			c.send(tokenIn, erc20Binding.PackMint(pc.addr, pc.in.ToBig()))
		}
		c.mustCommit("inputs")
		for k := range cases {
			pc := &cases[k]
			pc.swapTx = nil
			switch {
			case pc.err == nil:
				ok++
				var more uint256.Int
				more.AddUint64(pc.out, 1)
				_, revert := c.call(pc.addr, packPairSwap(&more, pc.zfo))
				if !isError(revert, pairBinding.GetABI(), "K") && !isError(revert, pairBinding.GetABI(), "InsufficientLiquidity") {
					t.Errorf("%+v: swap(AmountOut %s + 1 for %s in) = revert %x, want K", pc.model, pc.out, pc.in, revert)
				}
				pc.swapTx = c.send(pc.addr, packPairSwap(pc.out, pc.zfo))
			case errors.Is(pc.err, ErrInsufficientLiquidity):
				zero++
				_, revert := c.call(pc.addr, packPairSwap(uint256.NewInt(1), pc.zfo))
				if !isError(revert, pairBinding.GetABI(), "K") {
					t.Errorf("%+v: AmountOut(%s) = 0 but swap(1) = revert %x, want K", pc.model, pc.in, revert)
				}
				c.send(pc.addr, pairBinding.PackSkim(admin.addr)) // undo the input
			case errors.Is(pc.err, ErrOverflow):
				overflow++
				_, revert := c.call(pc.addr, packPairSwap(uint256.NewInt(1), pc.zfo))
				if !isError(revert, pairBinding.GetABI(), "Overflow") {
					t.Errorf("%+v: AmountOut(%s) overflows but swap(1) = revert %x, want Overflow", pc.model, pc.in, revert)
				}
				c.send(pc.addr, pairBinding.PackSkim(admin.addr))
			default:
				t.Errorf("%+v: AmountOut(%s): %v", pc.model, pc.in, pc.err)
			}
		}
		receipts := c.mustCommit("swaps")
		for k := range cases {
			pc := &cases[k]
			if pc.swapTx == nil {
				continue
			}
			paid := transferred(receipts[pc.swapTx.Hash()], pc.tokenOut, pc.addr, taker.addr)
			if paid.Cmp(pc.out.ToBig()) != 0 {
				t.Errorf("%+v: swap paid %s, AmountOut %s", pc.model, paid, pc.out)
			}
		}
	}
	t.Logf("%d swaps at exactly AmountOut, %d zero outputs, %d uint112 overflows", ok, zero, overflow)
	if ok < pairPools*pairRounds/2 {
		t.Errorf("only %d successful swaps", ok)
	}
}

func packPairSwap(out *uint256.Int, zeroForOne bool) []byte {
	if zeroForOne {
		return pairBinding.PackSwap(new(big.Int), out.ToBig(), taker.addr, []byte{})
	}
	return pairBinding.PackSwap(out.ToBig(), new(big.Int), taker.addr, []byte{})
}
