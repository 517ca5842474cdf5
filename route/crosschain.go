package route

import (
	"context"
	"math"
	"time"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// deliveryGas is what the destination needs beyond its swaps to deliver
// the output to a first-time holder (a token transfer creating its balance
// slot costs ~30k under mainnet's rules).
const deliveryGas = 80_000

// Destination execution constants of RouteRouter.executeWithToken: the
// calls get gasLimit, and the router keeps gasLimit/63 plus this reserve.
const deliveryGasReserve = 250_000

// planBridge prices a GMP route: source swaps into the bridged token, the
// gateway, destination swaps out of it.
func (e *Engine) planBridge(_ context.Context, src, dst *liquidity.Chain, p *Params) (*Plan, error) {
	if src.GMP == nil || dst.GMP == nil {
		return nil, noRoute("the GMP bridge does not connect chain %s to chain %s", src.ID, dst.ID)
	}
	if src.GMP.Symbol != dst.GMP.Symbol {
		return nil, noRoute("chains %s and %s bridge different tokens (%s, %s)", src.ID, dst.ID, src.GMP.Symbol, dst.GMP.Symbol)
	}
	source, err := e.leg(src, p.FromToken, src.GMP.Token, &p.FromAmount)
	if err != nil {
		return nil, err
	}
	g := src.GMP
	fee, arrived, err := bridgeTransfer(src, &source.Out)
	if err != nil {
		return nil, err
	}
	gasLeg, arrived, err := e.destGasLeg(dst, p, &arrived)
	if err != nil {
		return nil, err
	}
	dest, err := e.leg(afterSwaps(dst, gasLeg), dst.GMP.Token, p.ToToken, &arrived)
	if err != nil {
		return nil, err
	}
	pl := &Plan{Kind: KindBridge, FromToken: p.FromToken, ToToken: p.ToToken, FromAmount: p.FromAmount,
		ToAmount: dest.Out, Source: source, Bridged: source.Out, BridgeFee: fee, Dest: &dest}
	// the destination calls get the payload's per-hop allowance, plus the
	// delivery to a possibly first-time holder
	pl.DestGasLimit = deliveryGas + destHopsGas(&dest) + p.PostHookGas + destGasGas(gasLeg)
	pl.DestGas = gasLeg
	if dest.Unwrap {
		pl.DestGasLimit += dst.Gas.Wrap
	}
	execGas := dst.Gas.Execute + pl.DestGasLimit + pl.DestGasLimit/63 + deliveryGasReserve
	pl.GasFee = e.convertNative(dst, src, gasCost(execGas, &dst.Gas.Price))
	pl.SourceGas = src.Gas.Base + src.Gas.BridgeCall + legGas(&source) + p.PreHookGas
	pl.Duration = src.BlockTime + g.Confirmation + 2*dst.BlockTime
	pl.PriceImpact = 100 * (1 - (1-legImpact(&source)/100)*(1-legImpact(&dest)/100))
	toTok, _ := dst.Token(p.ToToken)
	pl.NetUSD = usd(&pl.ToAmount, toTok) - nativeUSD(src, gasCost(pl.SourceGas, &src.Gas.Price)) - nativeUSD(src, pl.GasFee)
	return pl, nil
}

// convertNative converts an amount of dst's native asset into src's,
// through their USD prices, with the engine's margin, rounding up. Chains
// sharing a native currency convert one for one (before the margin).
func (e *Engine) convertNative(from, to *liquidity.Chain, amount uint256.Int) uint256.Int {
	f, t := from.NativeToken, to.NativeToken
	ratio := 1.0
	if f.USDPrice > 0 && t.USDPrice > 0 && f.Symbol != t.Symbol {
		ratio = f.USDPrice / t.USDPrice
	}
	ratio *= math.Pow10(int(t.Decimals)-int(f.Decimals)) * e.cfg.GasFeeMargin
	// ratio to 1e-9 precision, rounded up
	num := uint64(math.Ceil(ratio * 1e9))
	var out uint256.Int
	out.MulDivOverflow(&amount, uint256.NewInt(num), uint256.NewInt(1_000_000_000))
	out.AddUint64(&out, 1)
	return out
}

// planIntents prices an intents route: the solver quotes the output from
// its inventory on the destination; the input is escrowed on the source.
func (e *Engine) planIntents(_ context.Context, src, dst *liquidity.Chain, p *Params) (*Plan, error) {
	si, di := src.Intents, dst.Intents
	if p.Hooks {
		return nil, noRoute("intents routes run no calls, so they cannot carry preHook or postHook")
	}
	if p.NoIntents {
		return nil, noRoute("the intents solver is not quoting at the moment")
	}
	if !p.GasOnDest.IsZero() {
		return nil, noRoute("intents routes cannot deliver receiveGasOnDestination: the solver fills an order in one token, and its inventory holds no native gas for toAddress")
	}
	if si == nil || di == nil || si.Solver != di.Solver {
		return nil, noRoute("no intents solver serves chain %s to chain %s", src.ID, dst.ID)
	}
	if _, ok := si.Inventory[p.FromToken]; !ok {
		return nil, noRoute("the intents solver does not take %s on chain %s", p.FromToken.Hex(), src.ID)
	}
	held, ok := di.Inventory[p.ToToken]
	if !ok {
		return nil, noRoute("the intents solver does not pay out %s on chain %s", p.ToToken.Hex(), dst.ID)
	}
	fromTok, _ := src.Token(p.FromToken)
	toTok, _ := dst.Token(p.ToToken)
	if fromTok.USDPrice <= 0 || toTok.USDPrice <= 0 {
		return nil, noRoute("the intents solver has no price for %s or %s", fromTok.Symbol, toTok.Symbol)
	}
	out, feeUSD, err := solverQuote(si, usd(&p.FromAmount, fromTok), toTok, &held, dst.ID)
	if err != nil {
		return nil, err
	}
	pl := &Plan{Kind: KindIntents, FromToken: p.FromToken, ToToken: p.ToToken, FromAmount: p.FromAmount, ToAmount: out,
		Source: Leg{Chain: src, From: p.FromToken, To: p.FromToken, In: p.FromAmount, Out: p.FromAmount},
		Dest:   &Leg{Chain: dst, From: p.ToToken, To: p.ToToken, In: out, Out: out},
		Solver: si.Solver, SolverFeeUSD: feeUSD}
	pl.SourceGas = src.Gas.Base + src.Gas.IntentOrder
	pl.Duration = src.BlockTime + di.FillTime
	pl.NetUSD = usd(&out, toTok) - nativeUSD(src, gasCost(pl.SourceGas, &src.Gas.Price))
	return pl, nil
}

// bridgeTransfer checks what the source leg delivers to the gateway
// against its bounds and takes the bridge's fee: what arrives on the
// destination.
func bridgeTransfer(src *liquidity.Chain, bridged *uint256.Int) (fee, arrived uint256.Int, err error) {
	fee, arrived, v := bridgeSplit(src, bridged)
	if v == bridgeOK {
		return fee, arrived, nil
	}
	g := src.GMP
	bridgedTok, _ := src.Token(g.Token)
	switch v {
	case bridgeBelowMin:
		err = tooLow("the bridge moves at least %s; this amount bridges %s", tokenAmount(&g.Min, bridgedTok), tokenAmount(bridged, bridgedTok))
	case bridgeAboveMax:
		err = tooHigh("the bridge moves at most %s; this amount bridges %s", tokenAmount(&g.Max, bridgedTok), tokenAmount(bridged, bridgedTok))
	default:
		err = tooLow("the bridge fee of %s takes all of the %s bridged", tokenAmount(&fee, bridgedTok), tokenAmount(bridged, bridgedTok))
	}
	return fee, arrived, err
}

// bridgeVerdict is whether a bridge takes an amount, and why not.
type bridgeVerdict uint8

const (
	bridgeOK bridgeVerdict = iota
	bridgeBelowMin
	bridgeAboveMax
	bridgeFeeTakesAll
)

// bridgeSplit is the bridge's arithmetic, shared by bridgeTransfer and
// the range search's probes (which need the verdict, not a message): the
// fee it keeps of bridged and what arrives.
func bridgeSplit(src *liquidity.Chain, bridged *uint256.Int) (fee, arrived uint256.Int, v bridgeVerdict) {
	g := src.GMP
	switch {
	case bridged.Lt(&g.Min):
		return fee, arrived, bridgeBelowMin
	case bridged.Gt(&g.Max):
		return fee, arrived, bridgeAboveMax
	}
	fee = mulBpsUp(bridged, g.FeeBps)
	fee.Add(&fee, &g.BaseFee)
	if !fee.Lt(bridged) {
		return fee, arrived, bridgeFeeTakesAll
	}
	arrived.Sub(bridged, &fee)
	return fee, arrived, bridgeOK
}

// solverQuote is what the solver pays in toTok for an order worth inUSD,
// within its minimum and what it holds.
func solverQuote(si *liquidity.Intents, inUSD float64, toTok liquidity.Token, held *uint256.Int, dstID string) (out uint256.Int, feeUSD float64, err error) {
	if inUSD < si.MinUSD {
		return out, 0, tooLow("the intents solver fills orders worth at least $%.2f; this one is worth $%.2f", si.MinUSD, inUSD)
	}
	feeUSD = inUSD*float64(si.SpreadBps)/10_000 + si.FixedFeeUSD
	out = fromUSD(inUSD-feeUSD, toTok)
	if out.IsZero() {
		return out, feeUSD, tooLow("the intents solver's fee ($%.2f) takes all of the $%.2f order", feeUSD, inUSD)
	}
	if out.Gt(held) {
		return out, feeUSD, tooHigh("the intents solver holds %s on chain %s; this order needs %s", tokenAmount(held, toTok), dstID, tokenAmount(&out, toTok))
	}
	return out, feeUSD, nil
}

// orderExpiry is when an intents order of the plan may be refunded: when
// the signer says, if it keeps its own order lifetime (the devnet solver's
// is a scenario control, counted on the source chain's clock), else after
// the chain's.
func orderExpiry(pl *Plan, now time.Time, signer Signer) time.Time {
	if x, ok := signer.(interface {
		OrderExpiry(chainID uint64, now time.Time) time.Time
	}); ok {
		return x.OrderExpiry(pl.Source.Chain.NumericID, now)
	}
	return now.Add(pl.Dest.Chain.Intents.Expiry)
}
