package route

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// FeeSource gives the fee of the integrator asking for a route
// (integrator.Service).
type FeeSource interface {
	FeeOf(ctx context.Context, integratorHash string) (integrator.Fee, error)
}

// IntegratorFee is the share of a route's input paid to its integrator's
// beneficiary, as the first call of the route's own transaction (by the
// router beside the order on an intents route, intents_fee.go): the
// route then runs on the rest, so toAmount and toAmountMin reflect it.
type IntegratorFee struct {
	BPS         int
	Beneficiary common.Address
	Token       common.Address // the input token (liquidity.Native for native)
	Amount      uint256.Int    // floor(fromAmount × BPS / 10,000)
}

// feeGas covers the fee's transfer, and for a bridge route without source
// swaps the multicall run that the transfer needs.
const feeGas = 60_000

// erc20Transfer is transfer(address,uint256)'s selector.
var erc20Transfer = []byte{0xa9, 0x05, 0x9c, 0xbb}

// integratorFee is the fee the route of v pays, nil when the integrator
// has none; its Amount is zero when it rounds to nothing. It sets the
// engine's input to what remains after the fee.
func (s *Service) integratorFee(ctx context.Context, integratorHash string, v *Validated) (*IntegratorFee, error) {
	f, ben, err := s.feeTo(ctx, integratorHash, v.FromChain.Type)
	if err != nil || ben == "" {
		return nil, err
	}
	gross := v.Engine.FromAmount
	var amount uint256.Int
	amount.Mul(&gross, uint256.NewInt(uint64(f.BPS)))
	amount.Div(&amount, uint256.NewInt(10_000))
	fee := &IntegratorFee{BPS: f.BPS, Beneficiary: common.HexToAddress(ben), Token: v.Engine.FromToken, Amount: amount}
	v.Engine.FromAmount.Sub(&gross, &amount)
	return fee, nil
}

// withFee turns the engine's plan for the input after the fee into the
// route the user sends: the whole input, the fee paid first. The plan may
// be the engine cache's, so it is copied.
func withFee(pl *Plan, fee *IntegratorFee, gross uint256.Int) *Plan {
	if fee == nil || fee.Amount.IsZero() {
		return pl // nothing to pay: the plan is the route
	}
	cp := *pl
	cp.FromAmount = gross
	cp.IntegratorFee = fee
	cp.SourceGas += feeGas
	return &cp
}

// feeCalls is the multicall call paying the fee out of the input the
// multicall holds: a token transfer, or a plain native send.
func feeCalls(fee *IntegratorFee) []bindings.RouteRouterCall {
	if fee == nil {
		return nil
	}
	if fee.Token == liquidity.Native {
		return []bindings.RouteRouterCall{{CallType: callDefault, Target: fee.Beneficiary, Value: fee.Amount.ToBig(),
			CallData: []byte{}, Payload: []byte{}}}
	}
	data := make([]byte, 0, 4+64)
	data = append(data, erc20Transfer...)
	data = append(data, common.LeftPadBytes(fee.Beneficiary.Bytes(), 32)...)
	data = append(data, common.LeftPadBytes(fee.Amount.ToBig().Bytes(), 32)...)
	return []bindings.RouteRouterCall{{CallType: callDefault, Target: fee.Token, Value: new(big.Int), CallData: data, Payload: []byte{}}}
}

// feeAction and feeCost show the fee in the estimate.
func (d describer) feeAction(ch *liquidity.Chain, fee *IntegratorFee) Action {
	return Action{Type: "fee", FromChain: ch.ID, ToChain: ch.ID, FromToken: d.token(ch, fee.Token), FromAmount: fee.Amount.Dec(),
		Provider: "Integrator", Description: feeText(fee)}
}

func (d describer) feeCost(ch *liquidity.Chain, fee *IntegratorFee) Cost {
	return d.cost("integrator-fee", "Integrator fee", feeText(fee), ch, fee.Token, fee.Amount, 0)
}

func feeText(fee *IntegratorFee) string {
	return fmt.Sprintf("The integrator's fee, %d.%02d%% of the input, paid to %s in this transaction",
		fee.BPS/100, fee.BPS%100, fee.Beneficiary.Hex())
}

// feeBounds turns the allowed range of an amount error, which the engine
// found for the input after the fee, into the fromAmount range the
// fee-paying user may send: exactly, so each bound is accepted and one
// base unit beyond it refused.
func feeBounds(err error, fee *IntegratorFee) error {
	ae := apperr.As(err)
	if fee == nil || (ae.Reason != ReasonAmountTooLow && ae.Reason != ReasonAmountTooHigh) {
		return err
	}
	d := make(map[string]any, len(ae.Details)+1)
	for k, v := range ae.Details {
		d[k] = v
	}
	net := func(g *uint256.Int) *uint256.Int {
		var f, out uint256.Int
		f.Mul(g, uint256.NewInt(uint64(fee.BPS)))
		f.Div(&f, uint256.NewInt(10_000))
		return out.Sub(g, &f)
	}
	keep := uint256.NewInt(uint64(10_000 - fee.BPS))
	one := uint256.NewInt(1)
	var lo, hi string
	if s, ok := d["minAmount"].(string); ok {
		n, err := uint256.FromDecimal(s)
		if err == nil {
			// the smallest gross whose rest is at least n
			g := new(uint256.Int).Mul(n, uint256.NewInt(10_000))
			g.Div(g, keep)
			for net(g).Lt(n) {
				g.Add(g, one)
			}
			for !g.IsZero() && !net(new(uint256.Int).Sub(g, one)).Lt(n) {
				g.Sub(g, one)
			}
			lo = g.Dec()
			d["minAmount"] = lo
		}
	}
	if s, ok := d["maxAmount"].(string); ok {
		n, err := uint256.FromDecimal(s)
		if err == nil {
			// the largest gross whose rest is at most n
			g := new(uint256.Int).Add(n, one)
			g.Mul(g, uint256.NewInt(10_000))
			g.Div(g, keep)
			for net(g).Gt(n) {
				g.Sub(g, one)
			}
			for !net(new(uint256.Int).Add(g, one)).Gt(n) {
				g.Add(g, one)
			}
			hi = g.Dec()
			d["maxAmount"] = hi
		}
	}
	if why, ok := d["explanation"].(string); ok && (lo != "" || hi != "") {
		d["explanation"] = fmt.Sprintf("%s; these are amounts after the integrator's %d.%02d%% fee, which fromAmount pays first: minAmount and maxAmount are the fromAmount bounds",
			why, fee.BPS/100, fee.BPS%100)
	}
	out := *ae
	out.Details = d
	return &out
}

// feeTo is the fee of the integrator asking for a route and its
// beneficiary on the chain family where the route pays it; ben is ""
// when there is nothing to take: no fees configured, no fee, or no
// beneficiary on that family (rather than a fee nobody can receive).
func (s *Service) feeTo(ctx context.Context, integratorHash, family string) (f integrator.Fee, ben string, err error) {
	if s.cfg.Fees == nil {
		return f, "", nil
	}
	if f, err = s.cfg.Fees.FeeOf(ctx, integratorHash); err != nil {
		return f, "", err
	}
	ben, ok := f.Beneficiary(family)
	if !ok || f.BPS <= 0 || f.BPS >= 10_000 {
		return f, "", nil
	}
	return f, ben, nil
}

// bpsOf is floor(amount × bps / 10,000), without overflow.
func bpsOf(amount *uint256.Int, bps int) uint256.Int {
	var x uint256.Int
	x.MulDivOverflow(amount, uint256.NewInt(uint64(bps)), uint256.NewInt(10_000))
	return x
}
