package route

import (
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// planToHub prices the EVM side of an EVM → Cosmos route: source swaps
// into the bridged token and the gateway to the hub. The hub forwards
// what arrives over IBC without a fee, and runs no call for which gas
// would be prepaid.
func (e *Engine) planToHub(snap *liquidity.Snapshot, p *Params) (*Plan, error) {
	src, ok := snap.Chain(p.FromChain)
	if !ok {
		return nil, noRoute("no liquidity source is configured for chain %s", p.FromChain)
	}
	if err := hubGateway(src, p.HubSymbol); err != nil {
		return nil, err
	}
	if _, ok := src.Token(p.FromToken); !ok {
		return nil, noRoute("no pool, bridge or solver on chain %s holds %s", src.ID, p.FromToken.Hex())
	}
	if p.exactOut() {
		return e.planToHubOut(src, p)
	}
	if p.FromAmount.IsZero() {
		return nil, tooLow("fromAmount must be above 0")
	}
	source, err := e.leg(src, p.FromToken, src.GMP.Token, &p.FromAmount)
	if err != nil {
		return nil, err
	}
	fee, arrived, err := bridgeTransfer(src, &source.Out)
	if err != nil {
		return nil, err
	}
	pl := &Plan{Kind: KindBridge, Cosmos: true, FromToken: p.FromToken, FromAmount: p.FromAmount, ToAmount: arrived,
		Source: source, Bridged: source.Out, BridgeFee: fee}
	pl.SourceGas = src.Gas.Base + src.Gas.BridgeCall + legGas(&source) + p.PreHookGas
	pl.Duration = src.BlockTime + src.GMP.Confirmation
	pl.PriceImpact = legImpact(&source)
	bridgedTok, _ := src.Token(src.GMP.Token)
	pl.NetUSD = usd(&arrived, bridgedTok) - nativeUSD(src, gasCost(pl.SourceGas, &src.Gas.Price))
	return pl, nil
}

// planFromHub prices the EVM side of a Cosmos → EVM route: the hub keeps
// its fee for the destination's execution and bridges the rest to the
// destination's router, which swaps it into toToken.
func (e *Engine) planFromHub(snap *liquidity.Snapshot, p *Params) (*Plan, error) {
	dst, ok := snap.Chain(p.ToChain)
	if !ok {
		return nil, noRoute("no liquidity source is configured for chain %s", p.ToChain)
	}
	if err := hubGateway(dst, p.HubSymbol); err != nil {
		return nil, err
	}
	if _, ok := dst.Token(p.ToToken); !ok {
		return nil, noRoute("no pool, bridge or solver on chain %s holds %s", dst.ID, p.ToToken.Hex())
	}
	if p.exactOut() {
		return e.planFromHubOut(dst, p)
	}
	bridgedTok, _ := dst.Token(dst.GMP.Token)
	if !p.HubFee.Lt(&p.FromAmount) {
		return nil, tooLow("the hub keeps %s for the execution on chain %s; this amount is %s",
			tokenAmount(&p.HubFee, bridgedTok), dst.ID, tokenAmount(&p.FromAmount, bridgedTok))
	}
	var arrived uint256.Int
	arrived.Sub(&p.FromAmount, &p.HubFee)
	if arrived.Gt(&dst.GMP.Max) {
		return nil, tooHigh("the bridge moves at most %s to chain %s; this amount bridges %s",
			tokenAmount(&dst.GMP.Max, bridgedTok), dst.ID, tokenAmount(&arrived, bridgedTok))
	}
	gasLeg, arrived, err := e.destGasLeg(dst, p, &arrived)
	if err != nil {
		return nil, err
	}
	dest, err := e.leg(afterSwaps(dst, gasLeg), dst.GMP.Token, p.ToToken, &arrived)
	if err != nil {
		return nil, err
	}
	pl := &Plan{Kind: KindBridge, Cosmos: true, ToToken: p.ToToken, FromAmount: p.FromAmount, ToAmount: dest.Out,
		Bridged: p.FromAmount, HubFee: p.HubFee, Dest: &dest, DestGas: gasLeg}
	pl.DestGasLimit = deliveryGas + destHopsGas(&dest) + p.PostHookGas + destGasGas(gasLeg)
	if dest.Unwrap {
		pl.DestGasLimit += dst.Gas.Wrap
	}
	pl.Duration = 2 * dst.BlockTime
	pl.PriceImpact = legImpact(&dest)
	toTok, _ := dst.Token(p.ToToken)
	pl.NetUSD = usd(&pl.ToAmount, toTok)
	return pl, nil
}

// hubGateway checks that the EVM chain's GMP gateway carries the hub's
// bridged asset.
func hubGateway(ch *liquidity.Chain, symbol string) error {
	if ch.GMP == nil {
		return noRoute("chain %s has no GMP gateway to reach the Cosmos hub through", ch.ID)
	}
	if ch.GMP.Symbol != symbol {
		return noRoute("chain %s bridges %s, but the Cosmos hub holds %s", ch.ID, ch.GMP.Symbol, symbol)
	}
	return nil
}
