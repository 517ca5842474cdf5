package route

import (
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// Gas on destination (decisions: "Exact output, gas on destination,
// integrator fees (revised)"): receiveGasOnDestination on a cross-chain
// route also delivers the destination chain's swapAmountForGas of its
// native asset to toAddress, paid from the input. GMP routes do it on the
// destination: the first destination calls swap exactly that much native
// out of the bridged token (PairSwapper.swapExactOut, then an unwrap) and
// send it to toAddress; the rest of the bridged token makes the output.
// Intents orders carry one token, so an intents route cannot.

// gasOnDestination checks a receiveGasOnDestination request and sets the
// amount the engine plans for, answering why when the route cannot.
func (v *Validated) gasOnDestination() error {
	if !v.Req.ReceiveGasOnDestination {
		return nil
	}
	refuse := func(format string, args ...any) error {
		return apperr.BadRequest("receiveGasOnDestination: "+format, args...).
			WithDetails(map[string]any{"path": "$.receiveGasOnDestination"})
	}
	switch {
	case v.FromChain.ChainID == v.ToChain.ChainID:
		return refuse("a same-chain swap has no destination chain to deliver gas on; leave it out, or ask for the native asset as toToken")
	case v.FromChain.Type == "bitcoin":
		return refuse("a route from Bitcoin is an intents route: the solver fills its order in one token, and its inventory holds no native gas for toAddress; leave it out")
	case v.ToChain.Type == "bitcoin":
		return refuse("the output of a route to Bitcoin is already Bitcoin's native coin, which pays its own network fees; leave it out")
	case v.cosmosGasRefusal() != "":
		return refuse("%s", v.cosmosGasRefusal())
	case !evmOrCosmosEnds(v.FromChain.Type, v.ToChain.Type):
		return refuse("gas on the destination is delivered on routes to EVM chains from EVM or Cosmos chains only; chain %q is a %s chain", nonEVM(v).ChainID, nonEVM(v).Type)
	case len(v.Req.BridgeTypes) > 0 && !slices.Contains(v.Req.BridgeTypes, BridgeGMP):
		return refuse("intents routes cannot deliver it: the solver fills an order in one token, and its inventory holds no native gas for toAddress; allow gmp in bridgeTypes")
	}
	amount, why := parseBaseUnits(v.ToChain.SwapAmountForGas)
	if why != "" || amount.IsZero() {
		return refuse("chain %q (%s) has no swapAmountForGas (no price for its native asset), so there is no gas amount to deliver", v.ToChain.ChainID, v.ToChain.ChainName)
	}
	v.Engine.GasOnDest = amount
	return nil
}

// destGasLeg plans the gas delivery out of what arrives on the
// destination: the exact-output swap of the bridged token into the
// native gas, and what is left of the arrived amount for the output.
func (e *Engine) destGasLeg(dst *liquidity.Chain, p *Params, arrived *uint256.Int) (*Leg, uint256.Int, error) {
	if p.GasOnDest.IsZero() {
		return nil, *arrived, nil
	}
	gas, err := e.legOut(dst, dst.GMP.Token, liquidity.Native, &p.GasOnDest)
	if err != nil {
		return nil, uint256.Int{}, gasNoRoute(dst, err)
	}
	// the destination's pools may move while the message travels: keep
	// the slippage of the gas swap's input for it
	need := addSlippage(&gas.In, max(p.OutSlippage, DefaultSlippage))
	if !need.Lt(arrived) {
		bridgedTok, _ := dst.Token(dst.GMP.Token)
		return nil, uint256.Int{}, tooLow("the destination gas (%s) needs %s of the %s that arrives on chain %s",
			tokenAmount(&p.GasOnDest, dst.NativeToken), tokenAmount(&need, bridgedTok), tokenAmount(arrived, bridgedTok), dst.ID)
	}
	var rest uint256.Int
	rest.Sub(arrived, &gas.In)
	return &gas, rest, nil
}

// afterSwaps is the chain with a leg's swaps applied to its pools: the
// gas delivery runs first on the destination, so the output's swaps
// through the same pools are priced on the state it leaves.
func afterSwaps(ch *liquidity.Chain, l *Leg) *liquidity.Chain {
	if l == nil || len(l.Path.Hops) == 0 {
		return ch
	}
	pools := slices.Clone(ch.Pools)
	for _, h := range l.Path.Hops {
		p := &pools[h.Pool]
		in, out := int(h.In), 1-int(h.In)
		switch p.Kind {
		case liquidity.PairPool:
			r := [2]*uint256.Int{&p.Pair.Reserve0, &p.Pair.Reserve1}
			r[in].Add(r[in], &h.AmountIn)
			r[out].Sub(r[out], &h.Out)
		case liquidity.StablePool:
			p.Stable.Balances[in].Add(&p.Stable.Balances[in], &h.AmountIn)
			p.Stable.Balances[out].Sub(&p.Stable.Balances[out], &h.Out)
		}
	}
	return ch.WithPools(ch.Block, pools, nil)
}

// destGasGas is the destination gas the delivery costs: its swaps, the
// exact-output overhead, the unwrap and the native send to a possibly
// new account.
func destGasGas(l *Leg) uint64 {
	if l == nil {
		return 0
	}
	return uint64(len(l.Path.Hops))*l.Chain.Gas.DestinationHop + exactOutGas(l) + l.Chain.Gas.Wrap + newAccountGas
}

// destGasCalls are the destination calls delivering the gas: the bridged
// token into PairSwapper, exactly the gas amount of wrapped native out to
// the multicall with the rest of the bridged token back to it, the
// unwrap, and the native sent to toAddress.
func destGasCalls(l *Leg, amount *uint256.Int, recipient common.Address) ([]bindings.RouteRouterCall, error) {
	ch := l.Chain
	c := ch.Contracts
	if len(l.Path.Hops) == 0 {
		return nil, fmt.Errorf("chain %s: the gas delivery has no swap", ch.ID)
	}
	calls, err := exactOutCalls(&Leg{Chain: ch, From: l.From, To: ch.WrappedNative, Path: l.Path}, nil, []bindings.RouteRouterCall{
		fullBalance(ch.WrappedNative, ch.WrappedNative, wethABI.PackWithdraw(new(big.Int)), 4),
		collect(liquidity.Native, recipient),
	}, c.Multicall, amount)
	if err != nil {
		return nil, err
	}
	// exactOutCalls ends by collecting the leg's output to the router:
	// here it went to toAddress already
	return calls[:len(calls)-1], nil
}

// gasAction and gasCost show the delivery in the estimate.
func (d describer) gasAction(src *liquidity.Chain, l *Leg, amount *uint256.Int) Action {
	ch := l.Chain
	return Action{Type: "swap", FromChain: ch.ID, ToChain: ch.ID, FromToken: d.token(ch, l.From), ToToken: d.token(ch, liquidity.Native),
		FromAmount: l.In.Dec(), ToAmount: amount.Dec(), ToAmountMin: amount.Dec(), Provider: "Gas on destination",
		Description: fmt.Sprintf("Swap %s for %s of gas, delivered to toAddress on chain %s", symbolOf(ch, l.From),
			tokenAmount(amount, ch.NativeToken), ch.ID)}
}

func (d describer) gasCost(l *Leg, amount *uint256.Int) Cost {
	ch := l.Chain
	return d.cost("gas-on-destination", "Gas on destination", fmt.Sprintf("Native gas delivered to toAddress on chain %s (its swapAmountForGas), paid from the input", ch.ID),
		ch, liquidity.Native, *amount, 0)
}

// withDestGas puts the gas delivery's calls before the destination's own.
func withDestGas(pl *Plan, calls []bindings.RouteRouterCall, recipient common.Address, amount *uint256.Int) ([]bindings.RouteRouterCall, error) {
	if pl.DestGas == nil {
		return calls, nil
	}
	gas, err := destGasCalls(pl.DestGas, amount, recipient)
	if err != nil {
		return nil, err
	}
	return append(gas, calls...), nil
}

// arrivedAmount is what the bridge delivers on the destination: the
// output leg's input, plus the gas delivery's.
func arrivedAmount(pl *Plan) *uint256.Int {
	out := pl.Dest.In.Clone()
	if pl.DestGas != nil {
		out.Add(out, &pl.DestGas.In)
	}
	return out
}
