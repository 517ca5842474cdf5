package route

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// Call types of RouteMulticall (contracts/README.md, "Encoding routes").
const (
	callDefault           uint8 = 0
	callFullTokenBalance  uint8 = 1
	callFullNativeBalance uint8 = 2
	callCollectBalance    uint8 = 3
)

var (
	routerABI      = bindings.NewRouteRouter()
	pairSwapperABI = bindings.NewPairSwapper()
	stableABI      = bindings.NewStableSwapPool()
	wethABI        = bindings.NewWETH9()

	addressArgs        = abi.Arguments{{Type: mustType("address")}}
	addressUint256Args = abi.Arguments{{Type: mustType("address")}, {Type: mustType("uint256")}}
)

func mustType(t string) abi.Type {
	typ, err := abi.NewType(t, "", nil)
	if err != nil {
		panic(err) // a constant type name: a typo is a programming error caught by every test
	}
	return typ
}

// collect is a CollectTokenBalance call: the multicall's whole balance of
// token (native for liquidity.Native) goes to target.
func collect(token, target common.Address) bindings.RouteRouterCall {
	payload, _ := addressArgs.Pack(token)
	return bindings.RouteRouterCall{CallType: callCollectBalance, Target: target, Value: new(big.Int), CallData: []byte{}, Payload: payload}
}

// fullBalance is a FullTokenBalance call: the word at inputPos of data
// becomes the multicall's balance of token.
func fullBalance(target, token common.Address, data []byte, inputPos int64) bindings.RouteRouterCall {
	payload, _ := addressUint256Args.Pack(token, big.NewInt(inputPos))
	return bindings.RouteRouterCall{CallType: callFullTokenBalance, Target: target, Value: new(big.Int), CallData: data, Payload: payload}
}

// legCalls encodes a leg for RouteMulticall: the leg's input is in the
// multicall when the calls start, and its output (native for an unwrap)
// ends at the chain's router, which measures what it received.
//
// Pair hops are exact-input through PairSwapper: the input is moved into
// the pair (CollectTokenBalance, or the previous pair's swap paying it
// directly), and PairSwapper computes the output from the pair's reserves
// on chain, as the engine did off chain. A stable pool pays msg.sender, so
// the hop before it pays the multicall, which then exchanges its full
// balance.
func legCalls(l *Leg, pre, post []bindings.RouteRouterCall) ([]bindings.RouteRouterCall, error) {
	ch := l.Chain
	c := ch.Contracts
	calls := append([]bindings.RouteRouterCall(nil), pre...)
	if l.Wrap {
		calls = append(calls, bindings.RouteRouterCall{CallType: callFullNativeBalance, Target: ch.WrappedNative,
			Value: new(big.Int), CallData: wethABI.PackDeposit(), Payload: []byte{}})
	}
	// A split leg's parts run one after the other, each paying its output
	// where the whole leg's goes: every part but the last takes its exact
	// share of the input (splitCalls), the last whatever is left.
	toMulticall := l.Unwrap || len(post) > 0
	atEnd := c.Router
	for k, part := range l.parts() {
		var err error
		var at common.Address
		if k < len(l.Splits) {
			calls, at, err = splitCalls(ch, calls, part.Hops, toMulticall)
		} else {
			calls, at, err = pathCalls(ch, calls, part.Hops, c.Multicall, toMulticall)
		}
		if err != nil {
			return nil, err
		}
		if at != c.Router {
			atEnd = at
		}
	}
	if len(l.Path.Hops) == 0 {
		atEnd = c.Multicall
	}
	out := legOutToken(l)
	if l.Unwrap {
		calls = append(calls, fullBalance(ch.WrappedNative, ch.WrappedNative, wethABI.PackWithdraw(new(big.Int)), 4))
	}
	calls = append(calls, post...)
	if atEnd != c.Router {
		calls = append(calls, collect(out, c.Router))
	}
	return calls, nil
}

// pathCalls appends the calls of a path's hops, the funds starting at
// `at` (the multicall, or the first pair when a previous call paid it),
// and returns where the path's output ends: the router, or the multicall
// when toMulticall (an unwrap or postHook follows).
func pathCalls(ch *liquidity.Chain, calls []bindings.RouteRouterCall, hops []Hop, at common.Address, toMulticall bool) ([]bindings.RouteRouterCall, common.Address, error) {
	c := ch.Contracts
	for i, h := range hops {
		pool := &ch.Pools[h.Pool]
		tokenIn := pool.Tokens[h.In]
		last := i == len(hops)-1
		switch pool.Kind {
		case liquidity.PairPool:
			if c.PairSwapper == (common.Address{}) {
				return nil, at, fmt.Errorf("chain %s has no PairSwapper contract configured", ch.ID)
			}
			if at != pool.Address {
				calls = append(calls, collect(tokenIn, pool.Address))
			}
			to := c.Multicall
			switch {
			case !last && ch.Pools[hops[i+1].Pool].Kind == liquidity.PairPool:
				to = ch.Pools[hops[i+1].Pool].Address
			case last && !toMulticall:
				to = c.Router
			}
			calls = append(calls, bindings.RouteRouterCall{CallType: callDefault, Target: c.PairSwapper, Value: new(big.Int),
				CallData: pairSwapperABI.PackSwapExactIn(pool.Address, tokenIn, new(big.Int).SetUint64(pool.Pair.FeeBps), to), Payload: []byte{}})
			at = to
		case liquidity.StablePool:
			if at != c.Multicall {
				return nil, at, fmt.Errorf("chain %s: stable pool %s reached with funds outside the multicall", ch.ID, pool.Address.Hex())
			}
			data := stableABI.PackExchange(big.NewInt(int64(h.In)), big.NewInt(int64(1-h.In)), new(big.Int), new(big.Int))
			calls = append(calls, fullBalance(pool.Address, tokenIn, data, 68))
		case liquidity.V3Pool:
			if at != c.Multicall {
				return nil, at, fmt.Errorf("chain %s: V3 pool %s reached with funds outside the multicall", ch.ID, pool.Address.Hex())
			}
			to := c.Multicall
			switch {
			case !last && ch.Pools[hops[i+1].Pool].Kind == liquidity.PairPool:
				to = ch.Pools[hops[i+1].Pool].Address
			case last && !toMulticall:
				to = c.Router
			}
			call, err := v3HopCall(ch, pool, h.In, to)
			if err != nil {
				return nil, at, err
			}
			calls = append(calls, call)
			at = to
		default:
			return nil, at, fmt.Errorf("chain %s: pool %s of unknown kind %v", ch.ID, pool.Address.Hex(), pool.Kind)
		}
	}
	return calls, at, nil
}

// legOutToken is the token a leg delivers (native for an unwrap).
func legOutToken(l *Leg) common.Address {
	if l.Unwrap {
		return liquidity.Native
	}
	if n := len(l.Path.Hops); n > 0 {
		return l.Chain.Tokens[l.Path.Hops[n-1].To].Address
	}
	if l.Wrap {
		return l.Chain.WrappedNative
	}
	return l.To
}
