package evmsource

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/quoterv2"
	"github.com/switchyard-dev/switchyard/devnet/world"
)

// TestReadV3PoolMatchesQuoter: every V3 pool of the devnet world, read at
// one block, prices swaps of growing size in both directions exactly as
// QuoterV2 does at that block, crossing ticks, until the swap would leave
// the ticks read (ErrOutsideWindow, never a wrong amount).
func TestReadV3PoolMatchesQuoter(t *testing.T) {
	dn := startDevnet(t)
	ctx := context.Background()
	const id = 42161
	dep, _ := dn.World().Deployment(id)
	c, _ := dn.Chain(id)
	client := c.Client()
	head, err := client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	block := new(big.Int).SetUint64(head)
	q := quoterv2.NewQuoterV2()
	var pools, compared, crossed, outside int
	for _, p := range dep.Pools {
		if p.Kind != world.KindUniswapV3 {
			continue
		}
		pools++
		v3, err := ReadV3Pool(ctx, client, p.Address, block, DefaultV3Words)
		if err != nil {
			t.Fatal(err)
		}
		if v3.Fee != p.Fee || v3.TickSpacing != p.TickSpacing || len(v3.Ticks) == 0 || v3.Liquidity.IsZero() {
			t.Fatalf("pool %s read as fee %d spacing %d, %d ticks, liquidity %s", p.Name, v3.Fee, v3.TickSpacing, len(v3.Ticks), v3.Liquidity.Dec())
		}
		for _, zeroForOne := range []bool{true, false} {
			in, out := p.Token0, p.Token1
			if !zeroForOne {
				in, out = out, in
			}
			tok, _ := dep.TokenAt(in)
			// From a thousandth of a token up, by factors of 10.
			amount := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tok.Decimals)), nil)
			amount.Quo(amount, big.NewInt(1000))
			for range 12 {
				var r amm.V3SwapResult
				a, _ := uint256.FromBig(amount)
				err := v3.Swap(&r, zeroForOne, true, a, nil)
				data := q.PackQuoteExactInputSingle(quoterv2.IQuoterV2QuoteExactInputSingleParams{TokenIn: in, TokenOut: out, AmountIn: amount,
					Fee: big.NewInt(int64(p.Fee)), SqrtPriceLimitX96: new(big.Int)})
				raw, qerr := client.CallContract(ctx, ethereum.CallMsg{To: &dep.Uniswap.QuoterV2, Data: data}, block)
				switch {
				case errors.Is(err, amm.ErrOutsideWindow):
					outside++
				case err != nil:
					if qerr == nil {
						t.Errorf("pool %s %s in: amm %v, the quoter answers", p.Name, amount, err)
					}
				case qerr != nil:
					t.Errorf("pool %s %s in: amm pays %s, the quoter fails: %v", p.Name, amount, r.AmountOut.Dec(), qerr)
				default:
					got, err := q.UnpackQuoteExactInputSingle(raw)
					if err != nil {
						t.Fatal(err)
					}
					compared++
					if r.AmountOut.ToBig().Cmp(got.AmountOut) != 0 || r.AmountIn.ToBig().Cmp(amount) != 0 {
						t.Errorf("pool %s %s in (zeroForOne %v): amm %s out, QuoterV2 %s", p.Name, amount, zeroForOne, r.AmountOut.Dec(), got.AmountOut)
					}
					if r.TicksCrossed > 0 {
						crossed++
					}
				}
				amount.Mul(amount, big.NewInt(10))
			}
		}
	}
	t.Logf("%d V3 pools: %d swaps equal QuoterV2's, %d of them crossing ticks; %d refused as outside the ticks read", pools, compared, crossed, outside)
	if pools == 0 || crossed == 0 || outside == 0 {
		t.Errorf("want V3 pools, swaps crossing ticks and swaps refused past the window")
	}
}
