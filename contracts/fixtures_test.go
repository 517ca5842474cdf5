package contracts_test

import (
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// token deploys an ERC20Token whose minter is admin.
func (c *chain) token(symbol string, decimals uint8) common.Address {
	c.t.Helper()
	return c.deploy(&bindings.ERC20TokenMetaData, erc20Binding.PackConstructor(symbol+" Token", symbol, decimals, admin.addr))
}

func (c *chain) mint(token, to common.Address, amount *big.Int) {
	c.t.Helper()
	c.mustSend(admin, token, nil, erc20Binding.PackMint(to, amount))
}

func (c *chain) approve(owner account, token, spender common.Address, amount *big.Int) {
	c.t.Helper()
	c.mustSend(owner, token, nil, erc20Binding.PackApprove(spender, amount))
}

func (c *chain) weth() common.Address {
	c.t.Helper()
	return c.deploy(&bindings.WETH9MetaData, wethBinding.PackConstructor("Wrapped Ether", "WETH", 18))
}

// pair deploys a UniswapV2Pair and seeds it with the given reserves (minted by admin).
func (c *chain) pair(tokenA, tokenB common.Address, feeBps int64, amountA, amountB *big.Int) common.Address {
	c.t.Helper()
	p := c.deploy(&bindings.UniswapV2PairMetaData, pairBinding.PackConstructor(tokenA, tokenB, big.NewInt(feeBps)))
	c.mint(tokenA, p, amountA)
	c.mint(tokenB, p, amountB)
	c.mustSend(admin, p, nil, pairBinding.PackMint(admin.addr))
	return p
}

// reserves returns a pair's reserves ordered as (tokenIn, tokenOut).
func (c *chain) reserves(pair, tokenIn common.Address) (rIn, rOut *big.Int, zeroForOne bool) {
	c.t.Helper()
	r := call(c, pair, pairBinding.PackGetReserves(), pairBinding.UnpackGetReserves)
	token0 := call(c, pair, pairBinding.PackToken0(), pairBinding.UnpackToken0)
	if tokenIn == token0 {
		return r.Reserve0, r.Reserve1, true
	}
	return r.Reserve1, r.Reserve0, false
}

// stable deploys a StableSwapPool and seeds it from admin.
func (c *chain) stable(coin0, coin1 common.Address, a, fee int64, amount0, amount1 *big.Int) common.Address {
	c.t.Helper()
	p := c.deploy(&bindings.StableSwapPoolMetaData,
		stableBinding.PackConstructor([2]common.Address{coin0, coin1}, big.NewInt(a), big.NewInt(fee)))
	c.mint(coin0, admin.addr, amount0)
	c.mint(coin1, admin.addr, amount1)
	c.approve(admin, coin0, p, amount0)
	c.approve(admin, coin1, p, amount1)
	c.mustSend(admin, p, nil, stableBinding.PackAddLiquidity([2]*big.Int{amount0, amount1}, big.NewInt(0)))
	return p
}

// stack is the route infrastructure of one chain.
type stack struct {
	multicall, gateway, gasService, settlement, router common.Address
}

// deployStack deploys multicall, gateway and gas service (operator admin),
// settlement (settler admin) and the router wired to them.
func (c *chain) deployStack() stack {
	c.t.Helper()
	var s stack
	s.multicall = c.deploy(&bindings.RouteMulticallMetaData, nil)
	s.gateway = c.deploy(&bindings.GMPGatewayMetaData, gatewayBinding.PackConstructor(admin.addr))
	s.gasService = c.deploy(&bindings.GasServiceMetaData, gasBinding.PackConstructor(admin.addr))
	s.settlement = c.deploy(&bindings.IntentsSettlementMetaData, intentsBinding.PackConstructor(admin.addr))
	s.router = c.deploy(&bindings.RouteRouterMetaData,
		routerBinding.PackConstructor(s.multicall, s.gateway, s.gasService, s.settlement))
	return s
}

// bridgedToken deploys the bridged token `symbol` (6 decimals), registers it
// with the stack's gateway and lets the gateway mint and burn it.
func (c *chain) bridgedToken(s stack, symbol string) common.Address {
	c.t.Helper()
	tok := c.token(symbol, 6)
	c.mustSend(admin, tok, nil, erc20Binding.PackSetMinter(s.gateway, true))
	c.mustSend(admin, s.gateway, nil, gatewayBinding.PackRegisterToken(symbol, tok))
	return tok
}

// Call builders (RouteRouter.Call; convert to RouteMulticallCall for the multicall).

var (
	addressType, _ = abi.NewType("address", "", nil)
	uint256Type, _ = abi.NewType("uint256", "", nil)
	// fullBalancePayload is abi.encode(address token, uint256 inputPos).
	fullBalancePayload = abi.Arguments{{Type: addressType}, {Type: uint256Type}}
	// collectPayload is abi.encode(address token).
	collectPayload = abi.Arguments{{Type: addressType}}
)

const (
	callDefault uint8 = iota
	callFullTokenBalance
	callFullNativeBalance
	callCollectTokenBalance
)

func defaultCall(target common.Address, value *big.Int, data []byte) bindings.RouteRouterCall {
	if value == nil {
		value = new(big.Int)
	}
	return bindings.RouteRouterCall{CallType: callDefault, Target: target, Value: value, CallData: data, Payload: []byte{}}
}

// fullBalanceCall patches the word at byte inputPos of data with the multicall's balance of token.
func fullBalanceCall(target common.Address, data []byte, token common.Address, inputPos int64) bindings.RouteRouterCall {
	payload, err := fullBalancePayload.Pack(token, big.NewInt(inputPos))
	if err != nil {
		panic(err)
	}
	return bindings.RouteRouterCall{CallType: callFullTokenBalance, Target: target, Value: new(big.Int), CallData: data, Payload: payload}
}

func fullNativeCall(target common.Address, data []byte) bindings.RouteRouterCall {
	return bindings.RouteRouterCall{CallType: callFullNativeBalance, Target: target, Value: new(big.Int), CallData: data, Payload: []byte{}}
}

// collectCall sends the multicall's whole balance of token (or native) to target.
func collectCall(token, target common.Address) bindings.RouteRouterCall {
	payload, err := collectPayload.Pack(token)
	if err != nil {
		panic(err)
	}
	return bindings.RouteRouterCall{CallType: callCollectTokenBalance, Target: target, Value: new(big.Int), CallData: []byte{}, Payload: payload}
}

func toMulticall(calls []bindings.RouteRouterCall) []bindings.RouteMulticallCall {
	out := make([]bindings.RouteMulticallCall, len(calls))
	for i, c := range calls {
		out[i] = bindings.RouteMulticallCall(c)
	}
	return out
}

// pairSwapCalls swaps the multicall's whole balance of tokenIn on pair, for
// exactly amountOut (computed off-chain), delivered to `to`.
func pairSwapCalls(pair, tokenIn common.Address, amountOut *big.Int, zeroForOne bool, to common.Address) []bindings.RouteRouterCall {
	out0, out1 := new(big.Int), amountOut
	if !zeroForOne {
		out0, out1 = amountOut, new(big.Int)
	}
	return []bindings.RouteRouterCall{
		fullBalanceCall(tokenIn, erc20Binding.PackTransfer(pair, new(big.Int)), tokenIn, 36),
		defaultCall(pair, nil, pairBinding.PackSwap(out0, out1, to, []byte{})),
	}
}

// getAmountOut is the constant-product quote the Go engine uses.
func getAmountOut(amountIn, rIn, rOut *big.Int, feeBps int64) *big.Int {
	inWithFee := new(big.Int).Mul(amountIn, big.NewInt(10000-feeBps))
	num := new(big.Int).Mul(inWithFee, rOut)
	den := new(big.Int).Add(new(big.Int).Mul(rIn, big.NewInt(10000)), inWithFee)
	return num.Div(num, den)
}
