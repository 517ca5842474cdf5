package route

import (
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// Exact output and gas on destination on routes with a Cosmos end
// (decisions: "Exact output, gas on destination, integrator fees
// (revised)", "Routes beyond EVM (revised)"). The IBC hops are one for
// one and the hub forwards toward a Cosmos chain without a fee, so only
// the EVM side has anything to solve:
//   - EVM → Cosmos: the bridged amount is what delivers toAmount after
//     the gateway's fee; the source swaps exactly that out of the input
//     and returns the unused input to fromAddress in the same transaction.
//   - Cosmos → EVM: the MsgTransfer sends a fixed amount, so it sends the
//     most the route may need (fromAmountMax): the destination's
//     exact-output swap plus its slippage, and the hub's fee. The unused
//     bridged token cannot go back to the Cosmos fromAddress in the
//     destination's transaction: it goes to toAddress there.
//   - Cosmos → Cosmos: toAmount is the amount sent.
// Gas on destination needs native gas bought on the destination: an EVM
// destination's pools do that, a Cosmos chain's hub forward cannot.

// planToHubOut prices an EVM → Cosmos exact output: the bridged amount
// for toAmount to arrive at the hub (which forwards it one for one), and
// the source's exact-output swap into it.
func (e *Engine) planToHubOut(src *liquidity.Chain, p *Params) (*Plan, error) {
	bridged, fee, arrived, err := bridgeFor(src, &p.ToAmount)
	if err != nil {
		return nil, err
	}
	source, err := e.legOut(src, p.FromToken, src.GMP.Token, &bridged)
	if err != nil {
		return nil, err
	}
	pl := &Plan{Kind: KindBridge, Cosmos: true, ExactOut: true, FromToken: p.FromToken, FromAmount: source.In, ToAmount: arrived,
		Source: source, Bridged: bridged, BridgeFee: fee}
	pl.SourceGas = src.Gas.Base + src.Gas.BridgeCall + legGas(&source) + exactOutGas(&source) + p.PreHookGas
	pl.Duration = src.BlockTime + src.GMP.Confirmation
	pl.PriceImpact = legImpactOut(&source)
	fromTok, _ := src.Token(p.FromToken)
	// ranking compares routes of one output: the cheaper input wins
	pl.NetUSD = -usd(&pl.FromAmount, fromTok) - nativeUSD(src, gasCost(pl.SourceGas, &src.Gas.Price))
	return pl, nil
}

// planFromHubOut prices a Cosmos → EVM exact output backwards: the gas
// delivery (when asked) and the destination's exact-output swap need D of
// the bridged token; D plus the slippage arrives (the destination's pools
// may move while the transfer and the message travel), and the hub keeps
// its fee on top. Plan.Bridged is the amount the MsgTransfer sends (the
// estimate's fromAmountMax); Plan.FromAmount the amount that delivers
// toAmount on the current state.
func (e *Engine) planFromHubOut(dst *liquidity.Chain, p *Params) (*Plan, error) {
	bridgedTok, _ := dst.Token(dst.GMP.Token)
	dest, gasLeg, need, err := e.destOut(dst, p)
	if err != nil {
		return nil, err
	}
	var gasIn uint256.Int
	if gasLeg != nil {
		gasIn = gasLeg.In
	}
	if need.Gt(&dst.GMP.Max) {
		return nil, tooHigh("the bridge moves at most %s to chain %s; this amount bridges %s",
			tokenAmount(&dst.GMP.Max, bridgedTok), dst.ID, tokenAmount(&need, bridgedTok))
	}
	var sent, solved uint256.Int
	sent.Add(&need, &p.HubFee)
	solved.Add(&dest.In, &gasIn)
	solved.Add(&solved, &p.HubFee)
	// the destination calls start with all that arrives; the gas
	// delivery's swap takes its part first
	dest.In.Sub(&need, &gasIn)
	pl := &Plan{Kind: KindBridge, Cosmos: true, ExactOut: true, ToToken: p.ToToken, FromAmount: solved, ToAmount: dest.Out,
		Bridged: sent, HubFee: p.HubFee, Dest: &dest, DestGas: gasLeg}
	pl.DestGasLimit = deliveryGas + uint64(len(dest.Path.Hops))*dst.Gas.DestinationHop + exactOutGas(&dest) + p.PostHookGas + destGasGas(gasLeg)
	if dest.Unwrap {
		pl.DestGasLimit += dst.Gas.Wrap
	}
	pl.Duration = 2 * dst.BlockTime
	pl.PriceImpact = legImpactOut(&dest)
	pl.NetUSD = -usd(&pl.FromAmount, bridgedTok)
	return pl, nil
}

// gasNoRoute explains a destination without a way from the bridged token
// to its native gas.
func gasNoRoute(dst *liquidity.Chain, err error) error {
	if ae := apperr.As(err); ae != nil && ae.Reason == ReasonNoRoute {
		why, _ := ae.Details["explanation"].(string)
		return noRoute("no pool path on chain %s turns the bridged %s into its native gas for receiveGasOnDestination (%s)", dst.ID, dst.GMP.Symbol, why)
	}
	return err
}

// cosmosGasRefusal is why a route with a Cosmos end cannot deliver gas on
// the destination, "" when it can (Cosmos → EVM).
func (v *Validated) cosmosGasRefusal() string {
	if v.ToChain.Type != "cosmos" {
		return ""
	}
	native := v.ToChain.NativeCurrency.Symbol
	if v.FromChain.Type == "cosmos" {
		return fmt.Sprintf("a transfer between Cosmos chains carries only the bridged asset over IBC: nothing on the way swaps it into %s, the native gas of %s, for toAddress",
			native, v.ToChain.ChainID)
	}
	return fmt.Sprintf("on a route to a Cosmos chain the hub can only forward the bridged asset over IBC; it holds no %s (the native gas of %s) to deliver to toAddress",
		native, v.ToChain.ChainID)
}

// evmOrCosmosEnds reports whether both ends of a route are EVM or Cosmos
// chains, the families whose routes take toAmount (and, to an EVM
// destination, receiveGasOnDestination).
func evmOrCosmosEnds(from, to string) bool {
	ok := func(t string) bool { return t == "evm" || t == "cosmos" }
	return ok(from) && ok(to)
}

// cosmosToMin is a route's toAmountMin: the amount asked for an exact
// output, the output less the slippage otherwise.
func cosmosToMin(v *Validated, pl *Plan) uint256.Int {
	if pl.ExactOut {
		return v.Engine.ToAmount
	}
	return applySlippage(&pl.ToAmount, v.Slippage)
}

// fromHubText describes a Cosmos → EVM route's GMP message; on an exact
// output through destination swaps it says where the unused bridged token
// goes (without swaps all of it is the output, for toAddress anyway).
func fromHubText(pl *Plan, hub CosmosHub, dst *liquidity.Chain) string {
	s := fmt.Sprintf("Bridge %s from the hub %s to %s", hub.GMPSymbol, hub.ChainID, dst.BridgeName)
	if pl.ExactOut && len(pl.Dest.Path.Hops) > 0 {
		s += fmt.Sprintf("; on %s exactly toAmount is swapped out of it, and the unused %s goes to toAddress there (the Cosmos fromAddress cannot be paid in that chain's transaction)",
			dst.BridgeName, dst.GMP.Symbol)
	}
	return s
}

// fromHubCalls are the destination calls of a Cosmos → EVM route: the gas
// delivery, then the output's swaps. An exact output's unused bridged
// token is refunded to toAddress: fromAddress is on the Cosmos chain.
func fromHubCalls(v *Validated, pl *Plan, toMin *uint256.Int) ([]bindings.RouteRouterCall, error) {
	calls := []bindings.RouteRouterCall{}
	if len(pl.Dest.Path.Hops) == 0 && !pl.Dest.Unwrap && pl.DestGas == nil && pl.IntegratorFee == nil {
		return calls, nil
	}
	to := common.HexToAddress(v.ToAddress)
	calls, err := planLegCalls(pl, pl.Dest, nil, nil, to, toMin)
	if err != nil {
		return nil, apperr.Internal(err)
	}
	if calls, err = withDestGas(pl, calls, to, &v.Engine.GasOnDest); err != nil {
		return nil, apperr.Internal(err)
	}
	// The integrator's fee from the bridged amount is paid first; the gas
	// and the output are planned on the rest.
	return append(feeCalls(pl.IntegratorFee), calls...), nil
}

// toHubToken is the output of an EVM → Cosmos route as amount errors
// explain it: the bridged asset, as the source's gateway knows it (the
// Cosmos destination is not in the liquidity snapshot).
func toHubToken(snap *liquidity.Snapshot, p *Params) liquidity.Token {
	if src, ok := snap.Chain(p.FromChain); ok && src.GMP != nil {
		t, _ := src.Token(src.GMP.Token)
		return t
	}
	return liquidity.Token{Symbol: p.HubSymbol, Decimals: 6}
}
