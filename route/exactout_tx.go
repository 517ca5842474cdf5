package route

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// withFromAmountMax sets the estimate's fromAmountMax and returns the plan
// the transaction is built from: the router pulls fromAmountMax (the swap
// takes what the pools ask at execution and returns the rest).
func withFromAmountMax(est *Estimate, pl *Plan, slippage float64) *Plan {
	most := fromAmountMax(pl, slippage)
	est.FromAmountMax = most.Dec()
	cp := *pl
	cp.FromAmount = most
	return &cp
}

// exactOutCalls encodes an exact-output leg for RouteMulticall: the
// multicall's whole input goes to PairSwapper, whose swapExactOut computes
// the inputs backwards from amountOut on the pools' state at execution,
// swaps exactly amountOut out to the router (or to the multicall, for an
// unwrap or a postHook) and refunds the rest of the input to refund. A
// native input is wrapped first, so its refund comes back to the
// multicall as the wrapped token, is unwrapped and sent on. A wrap or
// unwrap alone has nothing to solve and is exact-in (its maximum is its
// input). A path through Uniswap V3 pools goes through the SwapRouter
// instead (v3ExactOutCalls).
func exactOutCalls(l *Leg, pre, post []bindings.RouteRouterCall, refund common.Address, amountOut *uint256.Int) ([]bindings.RouteRouterCall, error) {
	hops := l.Path.Hops
	if len(hops) == 0 {
		return legCalls(l, pre, post)
	}
	ch := l.Chain
	c := ch.Contracts
	if c.PairSwapper == (common.Address{}) {
		return nil, fmt.Errorf("chain %s has no PairSwapper contract configured", ch.ID)
	}
	calls := append([]bindings.RouteRouterCall(nil), pre...)
	if l.Wrap {
		calls = append(calls, bindings.RouteRouterCall{CallType: callFullNativeBalance, Target: ch.WrappedNative,
			Value: new(big.Int), CallData: wethABI.PackDeposit(), Payload: []byte{}})
	}
	if ch.Pools[hops[0].Pool].Kind == liquidity.V3Pool {
		return v3ExactOutCalls(l, calls, post, refund, amountOut)
	}
	path := make([]bindings.PairSwapperHop, len(hops))
	for i, h := range hops {
		pool := &ch.Pools[h.Pool]
		hop := bindings.PairSwapperHop{Pool: pool.Address, TokenIn: pool.Tokens[h.In], FeeBps: new(big.Int)}
		switch pool.Kind {
		case liquidity.PairPool:
			hop.FeeBps.SetUint64(pool.Pair.FeeBps)
		case liquidity.StablePool:
			hop.Stable = true
		default:
			return nil, fmt.Errorf("chain %s: pool %s of kind %v has no exact-output swap", ch.ID, pool.Address.Hex(), pool.Kind)
		}
		path[i] = hop
	}
	to := c.Router
	if l.Unwrap || len(post) > 0 {
		to = c.Multicall
	}
	refundTo := refund
	if l.Wrap {
		refundTo = c.Multicall
	}
	calls = append(calls, collect(path[0].TokenIn, c.PairSwapper),
		bindings.RouteRouterCall{CallType: callDefault, Target: c.PairSwapper, Value: new(big.Int),
			CallData: pairSwapperABI.PackSwapExactOut(path, amountOut.ToBig(), to, refundTo), Payload: []byte{}})
	if l.Wrap {
		// the refund, in the wrapped token, back to native for fromAddress
		calls = append(calls, fullBalance(ch.WrappedNative, ch.WrappedNative, wethABI.PackWithdraw(new(big.Int)), 4),
			collect(liquidity.Native, refund))
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

// planLegCalls encodes a leg of the plan: exact-input, or for an exact
// output the leg's exact-output swap of amountOut, refunding to refund.
func planLegCalls(pl *Plan, l *Leg, pre, post []bindings.RouteRouterCall, refund common.Address, amountOut *uint256.Int) ([]bindings.RouteRouterCall, error) {
	if !pl.ExactOut {
		return legCalls(l, pre, post)
	}
	return exactOutCalls(l, pre, post, refund, amountOut)
}

// actionSlippage is the slippage a leg's swap actions show in their
// toAmountMin: none for an exact output, whose swaps pay what is asked of
// them (the input moves instead, up to fromAmountMax).
func actionSlippage(pl *Plan, slippage float64) float64 {
	if pl.ExactOut {
		return 0
	}
	return slippage
}
