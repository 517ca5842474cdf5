package route

import (
	"context"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// An intents order escrows exactly its input and runs no calls, so an
// integrator's fee on an intents route is paid by the router's
// createIntentOrderWithFee: it takes the whole input, pays the fee to the
// beneficiary and creates the order for the rest. The solver quotes and
// signs the order for the amount after the fee (the engine's input), and
// refunds of an expired order go to fromAddress, never the router.

// intentsOrderAmount is what the order of an intents plan escrows: the
// input less the integrator's fee paid beside it.
func intentsOrderAmount(pl *Plan) uint256.Int {
	amount := pl.FromAmount
	if f := pl.IntegratorFee; f != nil {
		amount.Sub(&amount, &f.Amount)
	}
	return amount
}

// intentsOrderData encodes the router call creating a signed order: with
// the integrator's fee when the plan pays one.
func intentsOrderData(pl *Plan, order bindings.IntentsSettlementOrder, sig []byte) []byte {
	o := bindings.RouteRouterOrder(order)
	if f := pl.IntegratorFee; f != nil {
		return routerABI.PackCreateIntentOrderWithFee(o, sig, f.Beneficiary, f.Amount.ToBig())
	}
	return routerABI.PackCreateIntentOrder(o, sig)
}

// feeCharge is an integrator's fee on a route planned outside routeEVM (an
// intents order to Bitcoin): taken before planning for an exact input,
// after it for an exact output, whose input the plan finds.
type feeCharge struct {
	svc            *Service
	integratorHash string
	fee            *IntegratorFee // exact input: the fee on the input
	gross          uint256.Int    // exact input: the whole input
}

// chargeFee takes the integrator's fee of an exact input off v's engine
// input, so the route is planned on the rest.
func (s *Service) chargeFee(ctx context.Context, integratorHash string, v *Validated) (*feeCharge, error) {
	c := &feeCharge{svc: s, integratorHash: integratorHash, gross: v.Engine.FromAmount}
	if v.Engine.exactOut() {
		return c, nil
	}
	fee, err := s.integratorFee(ctx, integratorHash, v)
	if err != nil {
		return nil, err
	}
	c.fee = fee
	return c, nil
}

// apply turns the plan into the route the user sends, paying the fee.
func (c *feeCharge) apply(ctx context.Context, v *Validated, pl *Plan) (*Plan, error) {
	if !v.Engine.exactOut() {
		return withFee(pl, c.fee, c.gross), nil
	}
	fee, err := c.svc.exactOutFee(ctx, c.integratorHash, v, pl)
	if err != nil || fee == nil {
		return pl, err
	}
	var gross uint256.Int
	gross.Add(&pl.FromAmount, &fee.Amount)
	return withFee(pl, fee, gross), nil
}

// bounds gives an amount error's range as the fromAmount the fee-paying
// user sends.
func (c *feeCharge) bounds(err error) error {
	return feeBounds(err, c.fee)
}
