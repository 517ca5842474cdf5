package liquidity

import (
	"errors"

	"github.com/holiman/uint256"
)

// ErrNoExactOutput is a pool kind whose exact-output swap routes do not
// encode: paths through it are not offered for an exact output.
var ErrNoExactOutput = errors.New("liquidity: this pool kind has no exact-output swap")

// AmountIn is the input of coin `in` (0 or 1) for which the pool pays at
// least amountOut, exactly as the route contracts compute it on chain for
// an exact-output swap (PairSwapper.swapExactOut): the least input for a
// pair, amm.Stable.GetDx for a stable pool.
func (p *Pool) AmountIn(in int, amountOut *uint256.Int) (uint256.Int, error) {
	switch p.Kind {
	case PairPool:
		return p.Pair.AmountIn(in == 0, amountOut)
	case StablePool:
		return p.Stable.GetDx(in, 1-in, amountOut)
	}
	return uint256.Int{}, ErrNoExactOutput
}
