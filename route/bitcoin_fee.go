package route

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// The integrator's fee on a BTC → EVM route (decisions: "from the bridged
// amount when the input is not on an EVM chain"): the solver's fill is
// worth the gross amount its quote gives for the deposit; toAddress gets
// the gross less floor(gross × bps / 10,000), which the solver pays the
// integrator's EVM beneficiary beside the fill. The settlement's fill
// pays one recipient, so the fee is a transfer of its own, journaled with
// the deposit so a restart neither loses nor repeats it
// (devnet/solver/bitcoin_deposit_fee.go).

// depositFeeTerms is the fee of the integrator asking for a BTC → EVM
// route, its Amount still zero; nil without a fee or without a
// beneficiary on the destination's family.
func (s *Service) depositFeeTerms(ctx context.Context, integratorHash string, v *Validated) (*IntegratorFee, error) {
	f, ben, err := s.feeTo(ctx, integratorHash, v.ToChain.Type)
	if err != nil || ben == "" {
		return nil, err
	}
	return &IntegratorFee{BPS: f.BPS, Beneficiary: common.HexToAddress(ben), Token: v.Engine.ToToken}, nil
}

// afterFee is what is left of gross after the fee.
func afterFee(gross *uint256.Int, bps int) uint256.Int {
	f := bpsOf(gross, bps)
	var r uint256.Int
	r.Sub(gross, &f)
	return r
}

// grossFor is the least gross leaving net after the fee: as afterFee
// grows by at most one per unit, that gross leaves exactly net.
func grossFor(net *uint256.Int, bps int) uint256.Int {
	var g uint256.Int
	g.MulDivOverflow(net, uint256.NewInt(10_000), uint256.NewInt(uint64(10_000-bps)))
	for r := afterFee(&g, bps); r.Lt(net); r = afterFee(&g, bps) {
		g.AddUint64(&g, 1)
	}
	for !g.IsZero() {
		prev := new(uint256.Int).SubUint64(&g, 1)
		if r := afterFee(prev, bps); r.Lt(net) {
			break
		}
		g = *prev
	}
	return g
}

// withDepositFee takes the fee out of the plan's fill: the fill's value
// stays what arrives (Dest.In), toAddress's share is the output. The
// returned fee is nil when there is none or it rounds to nothing.
func withDepositFee(pl *Plan, terms *IntegratorFee) (*Plan, *IntegratorFee) {
	if terms == nil {
		return pl, nil
	}
	fee := *terms
	fee.Amount = bpsOf(&pl.ToAmount, fee.BPS)
	if fee.Amount.IsZero() {
		return pl, nil
	}
	cp := *pl
	dest := *pl.Dest
	cp.ToAmount = afterFee(&pl.ToAmount, fee.BPS)
	dest.Out = cp.ToAmount
	cp.Dest = &dest
	return &cp, &fee
}

// depositFeeBounds turns the toAmount range of an exact output's amount
// error, which the engine found for the fill's value, into the range of
// what toAddress receives after the fee.
func depositFeeBounds(err error, terms *IntegratorFee, exactOut bool) error {
	ae := apperr.As(err)
	if terms == nil || !exactOut || ae == nil || (ae.Reason != ReasonAmountTooLow && ae.Reason != ReasonAmountTooHigh) {
		return err
	}
	d := make(map[string]any, len(ae.Details))
	for k, v := range ae.Details {
		d[k] = v
	}
	for _, k := range []string{"minAmount", "maxAmount"} {
		if s, ok := d[k].(string); ok {
			if g, err := uint256.FromDecimal(s); err == nil {
				n := afterFee(g, terms.BPS)
				d[k] = n.Dec()
			}
		}
	}
	if why, ok := d["explanation"].(string); ok {
		d["explanation"] = fmt.Sprintf("%s; minAmount and maxAmount are what toAddress receives after the integrator's %d.%02d%% fee", why, terms.BPS/100, terms.BPS%100)
	}
	out := *ae
	out.Details = d
	return &out
}

// depositFeeText says where a BTC → EVM route's fee goes.
func depositFeeText(fee *IntegratorFee, chainID string) string {
	return fmt.Sprintf("The integrator's fee, %d.%02d%% of the solver's fill, paid to %s on chain %s by the solver beside its fill to toAddress",
		fee.BPS/100, fee.BPS%100, fee.Beneficiary.Hex(), chainID)
}

// depositFeeShown adds the fee to a BTC → EVM route's estimate: an action
// after the solver's and an "Integrator fee" cost.
func (d describer) depositFeeShown(ro *RouteObject, dst *liquidity.Chain, fee *IntegratorFee) {
	if fee == nil {
		return
	}
	text := depositFeeText(fee, dst.ID)
	act := Action{Type: "fee", FromChain: dst.ID, ToChain: dst.ID, FromToken: d.token(dst, fee.Token), FromAmount: fee.Amount.Dec(),
		Provider: "Integrator", Description: text}
	ro.Estimate.Actions = append(ro.Estimate.Actions, act)
	ro.Estimate.FeeCosts = append(ro.Estimate.FeeCosts, d.cost("integrator-fee", "Integrator fee", text, dst, fee.Token, fee.Amount, 0))
}

// depositQuoteFee is the fee as the deposit's order carries it.
func depositQuoteFee(fee *IntegratorFee) *DepositFee {
	if fee == nil {
		return nil
	}
	return &DepositFee{Beneficiary: fee.Beneficiary, Amount: fee.Amount.ToBig()}
}
