package route

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

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

// Where the amountInMaximum word sits in the SwapRouter's exact-output
// calldata, selector included: exactOutputSingle's params are static
// (eight words inline, amountInMaximum the seventh); exactOutput's are
// dynamic (an offset word, then the head: path's offset, recipient,
// deadline, amountOut, amountInMaximum).
const (
	v3SingleAmountInMaxPos = 4 + 6*32
	v3PathAmountInMaxPos   = 4 + 32 + 4*32
)

// v3ExactOutCalls appends an exact-output leg through Uniswap V3 pools
// (every hop a V3 pool; bestPathIn does not mix kinds) to calls, which
// leave the leg's input in the multicall: the SwapRouter's
// exactOutputSingle, or exactOutput along the reversed path, for exactly
// amountOut paid to the router (or the multicall, for an unwrap or a
// postHook), with amountInMaximum the multicall's whole balance of the
// input (a FullTokenBalance call, which also approves the router for it).
// The pools compute each hop's input as they swap, the router pulls only
// that, and the rest of the input goes to refund (unwrapped first for a
// native input); a refund to the multicall itself stays for the calls
// after.
func v3ExactOutCalls(l *Leg, calls, post []bindings.RouteRouterCall, refund common.Address, amountOut *uint256.Int) ([]bindings.RouteRouterCall, error) {
	ch := l.Chain
	c := ch.Contracts
	if c.V3Router == (common.Address{}) {
		return nil, fmt.Errorf("chain %s has no Uniswap V3 SwapRouter configured", ch.ID)
	}
	hops := l.Path.Hops
	first, last := &ch.Pools[hops[0].Pool], &ch.Pools[hops[len(hops)-1].Pool]
	tokenIn, tokenOut := first.Tokens[hops[0].In], last.Tokens[1-hops[len(hops)-1].In]
	to := c.Router
	if l.Unwrap || len(post) > 0 {
		to = c.Multicall
	}
	var data []byte
	pos := int64(v3SingleAmountInMaxPos)
	if len(hops) == 1 {
		data = swapRouterABI.PackExactOutputSingle(swaprouter.ISwapRouterExactOutputSingleParams{
			TokenIn: tokenIn, TokenOut: tokenOut, Fee: big.NewInt(int64(first.V3.Fee)), Recipient: to,
			Deadline: farDeadline, AmountOut: amountOut.ToBig(), AmountInMaximum: new(big.Int), SqrtPriceLimitX96: new(big.Int),
		})
	} else {
		// exactOutput's path runs from the output back to the input:
		// token, fee (3 bytes), token, ...
		var path []byte
		for i := len(hops) - 1; i >= 0; i-- {
			h := hops[i]
			pool := &ch.Pools[h.Pool]
			if pool.Kind != liquidity.V3Pool {
				return nil, fmt.Errorf("chain %s: pool %s of kind %v in a V3 exact-output path", ch.ID, pool.Address.Hex(), pool.Kind)
			}
			if i == len(hops)-1 {
				path = append(path, pool.Tokens[1-h.In].Bytes()...)
			}
			f := pool.V3.Fee
			path = append(path, byte(f>>16), byte(f>>8), byte(f))
			path = append(path, pool.Tokens[h.In].Bytes()...)
		}
		data = swapRouterABI.PackExactOutput(swaprouter.ISwapRouterExactOutputParams{
			Path: path, Recipient: to, Deadline: farDeadline, AmountOut: amountOut.ToBig(), AmountInMaximum: new(big.Int),
		})
		pos = v3PathAmountInMaxPos
	}
	calls = append(calls, fullBalance(c.V3Router, tokenIn, data, pos))
	switch {
	case refund == c.Multicall:
	case l.Wrap:
		// the rest of the wrapped input back to native for fromAddress
		calls = append(calls, fullBalance(ch.WrappedNative, ch.WrappedNative, wethABI.PackWithdraw(new(big.Int)), 4),
			collect(liquidity.Native, refund))
	default:
		calls = append(calls, collect(tokenIn, refund))
	}
	if l.Unwrap {
		calls = append(calls, fullBalance(ch.WrappedNative, ch.WrappedNative, wethABI.PackWithdraw(new(big.Int)), 4))
	}
	calls = append(calls, post...)
	if to != c.Router {
		calls = append(calls, collect(legOutToken(l), c.Router))
	}
	return calls, nil
}
