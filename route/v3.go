package route

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/swaprouter"
	"github.com/switchyard-dev/switchyard/liquidity"
)

var swapRouterABI = swaprouter.NewSwapRouter()

// v3AmountInPos is where exactInputSingle's amountIn sits in its calldata:
// the params struct is static (eight words, inline), amountIn its sixth
// word after the selector.
const v3AmountInPos = 4 + 5*32

// farDeadline is the SwapRouter deadline of a V3 hop: the route's own
// expiry and toAmountMin guard the transaction, not the hop.
var farDeadline = new(big.Int).SetUint64(1<<63 - 1)

// tooMuchFor reports whether a pool refused an amount as too large for it
// (its arithmetic would overflow, the swap would leave the ticks read, or
// need more gas than a transaction carries), which tells "too high" from
// "too low" when no path pays.
func tooMuchFor(err error) bool {
	return errors.Is(err, amm.ErrOverflow) || errors.Is(err, amm.ErrOutsideWindow) || errors.Is(err, liquidity.ErrTooMuchGas)
}

// destHopsGas is the gas limit the destination payload gives a leg's
// hops: the per-hop allowance, or a V3 hop's own estimate where it is
// more (a swap crossing many ticks).
func destHopsGas(l *Leg) uint64 {
	g := uint64(0)
	for _, p := range l.parts() {
		for _, h := range p.Hops {
			g += max(l.Chain.Gas.DestinationHop, hopGas(l.Chain, &h))
		}
	}
	g += uint64(len(l.Splits)) * SplitPartGas
	return g
}

// v3HopCall is a V3 hop for RouteMulticall: SwapRouter.exactInputSingle
// of the multicall's whole balance of tokenIn (a FullTokenBalance call,
// which also approves the router for it), paid to `to`. No minimum out:
// the route's toAmountMin, checked on what the router receives, is the
// price guard.
func v3HopCall(ch *liquidity.Chain, pool *liquidity.Pool, in uint8, to common.Address) (bindings.RouteRouterCall, error) {
	if ch.Contracts.V3Router == (common.Address{}) {
		return bindings.RouteRouterCall{}, fmt.Errorf("chain %s has no Uniswap V3 SwapRouter configured", ch.ID)
	}
	data := swapRouterABI.PackExactInputSingle(swaprouter.ISwapRouterExactInputSingleParams{
		TokenIn: pool.Tokens[in], TokenOut: pool.Tokens[1-in], Fee: big.NewInt(int64(pool.V3.Fee)), Recipient: to,
		Deadline: farDeadline, AmountIn: new(big.Int), AmountOutMinimum: new(big.Int), SqrtPriceLimitX96: new(big.Int),
	})
	return fullBalance(ch.Contracts.V3Router, pool.Tokens[in], data, v3AmountInPos), nil
}
