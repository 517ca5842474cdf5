package liquidity

import (
	"errors"
	"testing"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
)

// v3TestPool is a V3 pool at price 1 with one position over the ticks
// [-600, 600] (0.3% tier), every tick known.
func v3TestPool(t *testing.T) *Pool {
	t.Helper()
	p := &Pool{Kind: V3Pool}
	v := &p.V3
	v.Fee, v.TickSpacing, v.WindowLo, v.WindowHi = 3000, 60, amm.V3MinTick, amm.V3MaxTick
	if err := amm.V3SqrtRatioAtTick(&v.SqrtPriceX96, 0); err != nil {
		t.Fatal(err)
	}
	liq := uint256.MustFromDecimal("1000000000000000000000")
	v.Liquidity.Set(liq)
	lo, hi := amm.V3Tick{Index: -600}, amm.V3Tick{Index: 600}
	lo.LiquidityNet.Set(liq)
	hi.LiquidityNet.Neg(liq)
	v.Ticks = []amm.V3Tick{lo, hi}
	return p
}

func TestAmountInV3(t *testing.T) {
	p := v3TestPool(t)
	for _, in := range []int{0, 1} {
		for _, out := range []string{"1", "1000000", "1000000000000000000", "25000000000000000000"} {
			amt := uint256.MustFromDecimal(out)
			got, err := p.AmountIn(in, amt)
			if err != nil {
				t.Fatalf("in %d out %s: %v", in, out, err)
			}
			want, err := p.V3.AmountIn(in == 0, amt)
			if err != nil || !got.Eq(&want) {
				t.Fatalf("in %d out %s: %s, the pool's exact-output swap charges %s (%v)", in, out, got.Dec(), want.Dec(), err)
			}
			if back, err := p.AmountOut(in, &got); err != nil || back.Lt(amt) {
				t.Fatalf("in %d out %s: %s in pays %s (%v)", in, out, got.Dec(), back.Dec(), err)
			}
		}
		// more than the position holds on that side: the pool cannot pay it
		if _, err := p.AmountIn(in, uint256.MustFromDecimal("1000000000000000000000")); !errors.Is(err, amm.ErrInsufficientLiquidity) {
			t.Errorf("in %d: an output beyond the liquidity: %v, want ErrInsufficientLiquidity", in, err)
		}
	}
}
