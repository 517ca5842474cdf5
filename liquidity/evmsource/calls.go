package evmsource

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// The calls' input data: constant per pool.
var (
	pairABI   = bindings.NewUniswapV2Pair()
	stableABI = bindings.NewStableSwapPool()
	erc20ABI  = bindings.NewERC20Token()

	dataToken0      = pairABI.PackToken0()
	dataToken1      = pairABI.PackToken1()
	dataFeeBps      = pairABI.PackFeeBps()
	dataGetReserves = pairABI.PackGetReserves()
	dataCoins0      = stableABI.PackCoins(big.NewInt(0))
	dataCoins1      = stableABI.PackCoins(big.NewInt(1))
	dataBalances0   = stableABI.PackBalances(big.NewInt(0))
	dataBalances1   = stableABI.PackBalances(big.NewInt(1))
	dataA           = stableABI.PackA()
	dataAPrecise    = stableABI.PackAPrecise()
	dataFee         = stableABI.PackFee()

	methodNames = map[[4]byte]string{}
)

func init() {
	for name, data := range map[string][]byte{
		"token0()": dataToken0, "token1()": dataToken1, "feeBps()": dataFeeBps, "getReserves()": dataGetReserves,
		"coins(0)": dataCoins0, "coins(1)": dataCoins1, "balances(0)": dataBalances0, "balances(1)": dataBalances1,
		"A()": dataA, "A_precise()": dataAPrecise, "fee()": dataFee,
	} {
		methodNames[[4]byte(data[:4])] = name
	}
	methodNames[[4]byte(erc20ABI.PackBalanceOf(common.Address{})[:4])] = "balanceOf(solver)"
}

// methodName names a call by its selector, for errors.
func methodName(data []byte) string {
	if len(data) >= 4 {
		if n, ok := methodNames[[4]byte(data[:4])]; ok {
			return n
		}
	}
	return "eth_call"
}

// metaCalls are the calls Load makes once per pool (besides stateCalls).
func metaCalls(s PoolSpec) []*request {
	if s.Kind == liquidity.V3Pool {
		return v3MetaCalls(s)
	}
	if s.Kind == liquidity.StablePool {
		return []*request{call(s.Address, dataCoins0), call(s.Address, dataCoins1), call(s.Address, dataAPrecise)}
	}
	qs := []*request{call(s.Address, dataToken0), call(s.Address, dataToken1)}
	if s.FeeBps == 0 {
		qs = append(qs, call(s.Address, dataFeeBps))
	}
	return qs
}

// stateCalls are the calls of every refresh: getReserves; or balances,
// A (A_precise where the pool has it) and fee, which a Curve pool's admin
// can change (A ramps).
func stateCalls(m *poolMeta) []*request {
	a := m.spec.Address
	if m.spec.Kind == liquidity.V3Pool {
		return v3StateCalls(m)
	}
	if m.spec.Kind == liquidity.StablePool {
		amp := dataA
		if m.precise {
			amp = dataAPrecise
		}
		return []*request{call(a, dataBalances0), call(a, dataBalances1), call(a, amp), call(a, dataFee)}
	}
	return []*request{call(a, dataGetReserves)}
}

// inventoryCalls read the solver's balances.
func (r *reader) inventoryCalls() []*request {
	if r.static.Intents == nil {
		return nil
	}
	solver := r.static.Intents.Solver
	qs := make([]*request, len(r.inventory))
	for i, t := range r.inventory {
		if t == liquidity.Native {
			qs[i] = &request{kind: reqBalance, to: solver}
		} else {
			qs[i] = call(t, erc20ABI.PackBalanceOf(solver))
		}
	}
	return qs
}
