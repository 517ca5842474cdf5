package route

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/swaprouter"
	"github.com/switchyard-dev/switchyard/liquidity"
)

var (
	erc20ABI   = bindings.NewERC20Token()
	maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
)

// defaultCall is a plain call of the multicall.
func defaultCall(target common.Address, data []byte) bindings.RouteRouterCall {
	return bindings.RouteRouterCall{CallType: callDefault, Target: target, Value: new(big.Int), CallData: data, Payload: []byte{}}
}

// splitCalls appends the calls of a split part that is not the leg's last:
// its first hop takes exactly its share of the input (the part after it
// takes what is left), by a transfer into a pair, or an allowance and a
// swap of that amount through a stable pool or the V3 SwapRouter; the
// hops after it are pathCalls'.
func splitCalls(ch *liquidity.Chain, calls []bindings.RouteRouterCall, hops []Hop, toMulticall bool) ([]bindings.RouteRouterCall, common.Address, error) {
	c := ch.Contracts
	h := hops[0]
	pool := &ch.Pools[h.Pool]
	tokenIn := pool.Tokens[h.In]
	amount := h.AmountIn.ToBig()
	switch pool.Kind {
	case liquidity.PairPool:
		calls = append(calls, defaultCall(tokenIn, erc20ABI.PackTransfer(pool.Address, amount)))
		return pathCalls(ch, calls, hops, pool.Address, toMulticall)
	case liquidity.StablePool:
		calls = append(calls, defaultCall(tokenIn, erc20ABI.PackApprove(pool.Address, maxUint256)),
			defaultCall(pool.Address, stableABI.PackExchange(big.NewInt(int64(h.In)), big.NewInt(int64(1-h.In)), amount, new(big.Int))))
		return pathCalls(ch, calls, hops[1:], c.Multicall, toMulticall)
	case liquidity.V3Pool:
		if c.V3Router == (common.Address{}) {
			return nil, common.Address{}, fmt.Errorf("chain %s has no Uniswap V3 SwapRouter configured", ch.ID)
		}
		to := c.Multicall
		switch {
		case len(hops) > 1 && ch.Pools[hops[1].Pool].Kind == liquidity.PairPool:
			to = ch.Pools[hops[1].Pool].Address
		case len(hops) == 1 && !toMulticall:
			to = c.Router
		}
		data := swapRouterABI.PackExactInputSingle(swaprouter.ISwapRouterExactInputSingleParams{
			TokenIn: tokenIn, TokenOut: pool.Tokens[1-h.In], Fee: big.NewInt(int64(pool.V3.Fee)), Recipient: to,
			Deadline: farDeadline, AmountIn: amount, AmountOutMinimum: new(big.Int), SqrtPriceLimitX96: new(big.Int),
		})
		calls = append(calls, defaultCall(tokenIn, erc20ABI.PackApprove(c.V3Router, maxUint256)), defaultCall(c.V3Router, data))
		return pathCalls(ch, calls, hops[1:], to, toMulticall)
	}
	return nil, common.Address{}, fmt.Errorf("chain %s: pool %s of unknown kind %v", ch.ID, pool.Address.Hex(), pool.Kind)
}
