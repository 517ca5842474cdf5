package liquidity

import (
	"errors"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
)

// ErrNoExactOutput is a pool kind whose exact-output swap routes do not
// encode: paths through it are not offered for an exact output.
var ErrNoExactOutput = errors.New("liquidity: this pool kind has no exact-output swap")

// AmountIn is the input of coin `in` (0 or 1) for which the pool pays at
// least amountOut, exactly as it is charged on chain for an exact-output
// swap: the least input for a pair and amm.Stable.GetDx for a stable pool
// (PairSwapper.swapExactOut computes both), and for a V3 pool the pool's
// own exact-output swap (SwapRouter.exactOutput), which must pay all of
// amountOut within the ticks read and the gas a transaction carries.
func (p *Pool) AmountIn(in int, amountOut *uint256.Int) (uint256.Int, error) {
	switch p.Kind {
	case PairPool:
		return p.Pair.AmountIn(in == 0, amountOut)
	case StablePool:
		return p.Stable.GetDx(in, 1-in, amountOut)
	case V3Pool:
		return p.v3AmountIn(in, amountOut)
	}
	return uint256.Int{}, ErrNoExactOutput
}

// v3AmountIn is the V3 pool's exact-output swap of amountOut with no
// price limit (QuoterV2.quoteExactOutputSingle). SwapRouter refuses an
// output the pool cannot fully pay: amm.ErrInsufficientLiquidity.
func (p *Pool) v3AmountIn(in int, amountOut *uint256.Int) (uint256.Int, error) {
	var r amm.V3SwapResult
	if err := p.V3.Swap(&r, in == 0, false, amountOut, nil); err != nil {
		return uint256.Int{}, err
	}
	if !r.AmountOut.Eq(amountOut) || r.AmountIn.IsZero() {
		return uint256.Int{}, amm.ErrInsufficientLiquidity
	}
	if v3Gas(V3HopGas, V3TickGas, V3StepGas, &r) > MaxTxGas {
		return uint256.Int{}, ErrTooMuchGas
	}
	return r.AmountIn, nil
}
