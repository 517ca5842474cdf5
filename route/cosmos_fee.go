package route

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// Integrator fees on routes with a Cosmos end. An EVM → Cosmos route pays
// from its input in the source transaction, exactly as EVM → EVM does
// (integratorFee, withFee). A Cosmos → EVM route has no EVM transaction of
// the user's to pay from: the fee comes out of the bridged amount, as the
// first call of the destination payload the hub's GMP message runs on the
// EVM chain, to the integrator's EVM beneficiary. Cosmos → Cosmos routes
// pay none (docs/api.md).

// bridgedFee is the integrator's fee of a Cosmos → EVM route with p's
// amounts: floor(arrived × BPS / 10,000) of the bridged token, arrived
// being what the hub bridges after keeping its execution fee. It lowers
// p.FromAmount by the fee, so the engine plans the destination on the
// rest; withBridgedFee restores the whole amount. nil without a fee, or
// when the amount does not cover the hub's fee (the plan refuses it).
// Its Token is set from the plan's destination.
func (s *Service) bridgedFee(ctx context.Context, integratorHash string, p *Params) (*IntegratorFee, error) {
	if s.cfg.Fees == nil {
		return nil, nil
	}
	f, err := s.cfg.Fees.FeeOf(ctx, integratorHash)
	if err != nil {
		return nil, err
	}
	// The fee is paid on the EVM destination, so to the EVM beneficiary.
	ben, ok := f.Beneficiary("evm")
	if !ok || !p.HubFee.Lt(&p.FromAmount) {
		return nil, nil
	}
	var arrived uint256.Int
	arrived.Sub(&p.FromAmount, &p.HubFee)
	amount := bpsOf(&arrived, f.BPS)
	p.FromAmount.Sub(&p.FromAmount, &amount)
	return &IntegratorFee{BPS: f.BPS, Beneficiary: common.HexToAddress(ben), Amount: amount}, nil
}

// bpsOf is floor(amount × bps / 10,000).
func bpsOf(amount *uint256.Int, bps int) uint256.Int {
	var out uint256.Int
	out.Mul(amount, uint256.NewInt(uint64(bps)))
	out.Div(&out, uint256.NewInt(10_000))
	return out
}

// withBridgedFee turns the engine's plan of a Cosmos → EVM route for the
// amount less the fee into the route the user sends: the whole amount
// sent and bridged, the fee paid in the bridged token by the destination
// calls before the destination leg. The plan may be the engine cache's,
// so it is copied.
func withBridgedFee(pl *Plan, fee *IntegratorFee, gross uint256.Int) (*Plan, error) {
	if fee == nil || fee.Amount.IsZero() || pl.Dest == nil {
		return pl, nil
	}
	dst := pl.Dest.Chain
	// The engine checked the bridge's limit on the amount less the fee;
	// the gateway moves the whole of it.
	var arrived uint256.Int
	arrived.Sub(&gross, &pl.HubFee)
	if dst.GMP != nil && arrived.Gt(&dst.GMP.Max) {
		bridgedTok, _ := dst.Token(dst.GMP.Token)
		var most uint256.Int
		most.Add(&dst.GMP.Max, &pl.HubFee)
		e := &amountError{high: true, explanation: fmt.Sprintf("the bridge moves at most %s to chain %s; this amount bridges %s",
			tokenAmount(&dst.GMP.Max, bridgedTok), dst.ID, tokenAmount(&arrived, bridgedTok))}
		return nil, e.public(amountRange{max: &most}, bridgedTok)
	}
	f := *fee
	f.Token = dst.GMP.Token
	cp := *pl
	cp.FromAmount, cp.Bridged = gross, gross
	cp.IntegratorFee = &f
	// The fee's transfer, and the multicall run a destination without
	// swaps now needs.
	cp.DestGasLimit += feeGas
	return &cp, nil
}

// showFee puts an input fee (EVM source) into the estimate: its action
// first, as its call is, and its cost.
func (d describer) showFee(src *liquidity.Chain, fee *IntegratorFee, actions []Action, fees []Cost) ([]Action, []Cost) {
	if fee == nil {
		return actions, fees
	}
	return append([]Action{d.feeAction(src, fee)}, actions...), append(fees, d.feeCost(src, fee))
}

// showBridgedFee puts a fee paid from the bridged amount on the EVM
// destination into the estimate: an action where it is paid, between the
// bridge and the destination leg, and its cost.
func (d describer) showBridgedFee(dst *liquidity.Chain, fee *IntegratorFee, actions []Action, fees []Cost) ([]Action, []Cost) {
	if fee == nil {
		return actions, fees
	}
	text := bridgedFeeText(dst, fee)
	a := Action{Type: "fee", FromChain: dst.ID, ToChain: dst.ID, FromToken: d.token(dst, fee.Token), FromAmount: fee.Amount.Dec(),
		Provider: "Integrator", Description: text}
	return append(actions, a), append(fees, d.cost("integrator-fee", "Integrator fee", text, dst, fee.Token, fee.Amount, 0))
}

func bridgedFeeText(dst *liquidity.Chain, fee *IntegratorFee) string {
	return fmt.Sprintf("The integrator's fee, %d.%02d%% of the bridged amount, paid to %s on %s by the bridge's message before the rest is delivered",
		fee.BPS/100, fee.BPS%100, fee.Beneficiary.Hex(), dst.BridgeName)
}
