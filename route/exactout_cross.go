package route

import (
	"context"
	"errors"
	"math"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// planCrossOut plans an exact output across chains: the GMP and intents
// kinds the request allows, the one taking the least input (in USD, costs
// included) wins.
func (e *Engine) planCrossOut(ctx context.Context, src, dst *liquidity.Chain, p *Params) (*Plan, error) {
	return e.bestKind(ctx, src, dst, p, e.planBridgeOut, e.planIntentsOut)
}

// planBridgeOut prices an exact-output GMP route backwards: the
// destination's exact-output swap needs D of the bridged token; the
// transfer carries D plus the slippage (the destination's pools may move
// while the message travels), after the bridge's fee; the source swaps
// exactly that bridged amount out of the input. On the destination the
// swap takes what the pools then ask and the unused bridged token goes to
// fromAddress there (the same EVM address), as the source's unused input
// goes back to it in the source transaction.
func (e *Engine) planBridgeOut(_ context.Context, src, dst *liquidity.Chain, p *Params) (*Plan, error) {
	if src.GMP == nil || dst.GMP == nil {
		return nil, noRoute("the GMP bridge does not connect chain %s to chain %s", src.ID, dst.ID)
	}
	if src.GMP.Symbol != dst.GMP.Symbol {
		return nil, noRoute("chains %s and %s bridge different tokens (%s, %s)", src.ID, dst.ID, src.GMP.Symbol, dst.GMP.Symbol)
	}
	dest, gasLeg, need, err := e.destOut(dst, p)
	if err != nil {
		return nil, err
	}
	bridged, fee, arrived, err := bridgeFor(src, &need)
	if err != nil {
		return nil, err
	}
	source, err := e.legOut(src, p.FromToken, src.GMP.Token, &bridged)
	if err != nil {
		return nil, err
	}
	dest.In = arrived // what the destination calls start with
	if gasLeg != nil {
		dest.In.Sub(&dest.In, &gasLeg.In)
	}
	g := src.GMP
	pl := &Plan{Kind: KindBridge, ExactOut: true, FromToken: p.FromToken, ToToken: p.ToToken, FromAmount: source.In,
		ToAmount: dest.Out, Source: source, Bridged: bridged, BridgeFee: fee, Dest: &dest}
	pl.DestGasLimit = deliveryGas + uint64(len(dest.Path.Hops))*dst.Gas.DestinationHop + exactOutGas(&dest) + p.PostHookGas + destGasGas(gasLeg)
	pl.DestGas = gasLeg
	if dest.Unwrap {
		pl.DestGasLimit += dst.Gas.Wrap
	}
	execGas := dst.Gas.Execute + pl.DestGasLimit + pl.DestGasLimit/63 + deliveryGasReserve
	pl.GasFee = e.convertNative(dst, src, gasCost(execGas, &dst.Gas.Price))
	pl.SourceGas = src.Gas.Base + src.Gas.BridgeCall + legGas(&source) + exactOutGas(&source) + p.PreHookGas
	pl.Duration = src.BlockTime + g.Confirmation + 2*dst.BlockTime
	pl.PriceImpact = 100 * (1 - (1-legImpactOut(&source)/100)*(1-legImpactOut(&dest)/100))
	fromTok, _ := src.Token(p.FromToken)
	pl.NetUSD = -usd(&pl.FromAmount, fromTok) - nativeUSD(src, gasCost(pl.SourceGas, &src.Gas.Price)) - nativeUSD(src, pl.GasFee)
	return pl, nil
}

// destOut plans an exact output's destination backwards: the gas
// delivery (when asked), which runs first, and the exact-output leg into
// toToken after it. need is what must arrive of the bridged token for
// both, each swap's input with the slippage (the destination's pools may
// move while the transfer travels).
func (e *Engine) destOut(dst *liquidity.Chain, p *Params) (dest Leg, gasLeg *Leg, need uint256.Int, err error) {
	var gasNeed uint256.Int
	if !p.GasOnDest.IsZero() {
		gas, err := e.legOut(dst, dst.GMP.Token, liquidity.Native, &p.GasOnDest)
		if err != nil {
			return Leg{}, nil, need, gasNoRoute(dst, err)
		}
		gasNeed = addSlippage(&gas.In, p.OutSlippage)
		gasLeg = &gas
	}
	if dest, err = e.legOut(afterSwaps(dst, gasLeg), dst.GMP.Token, p.ToToken, &p.ToAmount); err != nil {
		return Leg{}, nil, need, err
	}
	need = dest.In
	if len(dest.Path.Hops) > 0 {
		need = addSlippage(&dest.In, p.OutSlippage)
	}
	need.Add(&need, &gasNeed)
	return dest, gasLeg, need, nil
}

// bridgeFor is the least amount to send through the gateway for at least
// need to arrive, with the bridge's fee on it and what arrives.
func bridgeFor(src *liquidity.Chain, need *uint256.Int) (bridged, fee, arrived uint256.Int, err error) {
	g := src.GMP
	// arrived = b - ceil(b*bps/1e4) - base grows with b: start from the
	// estimate (need + base) * 1e4 / (1e4 - bps) and step to the least b
	b := new(uint256.Int).Add(need, &g.BaseFee)
	b.MulDivOverflow(b, uint256.NewInt(10_000), uint256.NewInt(10_000-min(g.FeeBps, 9_999)))
	enough := func(b *uint256.Int) bool {
		f := mulBpsUp(b, g.FeeBps)
		f.Add(&f, &g.BaseFee)
		return f.Lt(b) && !new(uint256.Int).Sub(b, &f).Lt(need)
	}
	for !enough(b) {
		b.AddUint64(b, 1)
	}
	for !b.IsZero() && enough(new(uint256.Int).SubUint64(b, 1)) {
		b.SubUint64(b, 1)
	}
	fee, arrived, err = bridgeTransfer(src, b)
	return *b, fee, arrived, err
}

// addSlippage is amount plus slippage percent, rounded up.
func addSlippage(amount *uint256.Int, slippage float64) uint256.Int {
	extra := uint64(math.Round(slippage * 1e6)) // of 1e8
	var add, rem, out uint256.Int
	add.MulDivOverflow(amount, uint256.NewInt(extra), uint256.NewInt(100_000_000))
	rem.MulMod(amount, uint256.NewInt(extra), uint256.NewInt(100_000_000))
	if !rem.IsZero() {
		add.AddUint64(&add, 1)
	}
	if _, o := out.AddOverflow(amount, &add); o {
		out.SetAllOne()
	}
	return out
}

// planIntentsOut prices an exact-output intents route: the solver quotes
// exact output, the least input its quote turns into at least toAmount,
// and the order pays exactly toAmount. Its terms are fixed when signed,
// so nothing can move: fromAmountMax is fromAmount.
func (e *Engine) planIntentsOut(ctx context.Context, src, dst *liquidity.Chain, p *Params) (*Plan, error) {
	try := func(x *uint256.Int) (*Plan, error) {
		q := *p
		q.ToAmount.Clear()
		q.FromAmount = *x
		return e.planIntents(ctx, src, dst, &q)
	}
	// a first probe tells a route that cannot exist from an amount bound
	fromTok, _ := src.Token(p.FromToken)
	toTok, _ := dst.Token(p.ToToken)
	start := uint256.NewInt(1)
	if fromTok.USDPrice > 0 {
		if s := fromUSD(usd(&p.ToAmount, toTok), fromTok); !s.IsZero() {
			start = &s
		}
	}
	if _, err := try(start); err != nil {
		var ae *amountError
		if !errors.As(err, &ae) {
			return nil, err
		}
	}
	if di := dst.Intents; di != nil {
		if held := di.Inventory[p.ToToken]; p.ToAmount.Gt(&held) {
			return nil, tooHigh("the intents solver holds %s on chain %s; this order needs %s", tokenAmount(&held, toTok), dst.ID, tokenAmount(&p.ToAmount, toTok))
		}
	}
	enough := func(x *uint256.Int) bool {
		pl, err := try(x)
		return err == nil && !pl.ToAmount.Lt(&p.ToAmount)
	}
	x, found := boundary(ctx, start, enough, true)
	if !found {
		if ctx.Err() != nil {
			return nil, apperr.Internal(ctx.Err())
		}
		return nil, tooHigh("the intents solver quotes no input that pays %s on chain %s", tokenAmount(&p.ToAmount, toTok), dst.ID)
	}
	pl, err := try(x)
	if err != nil {
		return nil, err
	}
	cp := *pl
	dest := *pl.Dest
	cp.ExactOut, cp.ToAmount, dest.In, dest.Out = true, p.ToAmount, p.ToAmount, p.ToAmount
	cp.Dest = &dest
	cp.NetUSD = -usd(&cp.FromAmount, fromTok) - nativeUSD(src, gasCost(cp.SourceGas, &src.Gas.Price))
	return &cp, nil
}
