package route

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/btcsuite/btcd/btcutil/bech32"
	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/chainaddr"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// Integrator fees on routes with a Cosmos end. An EVM → Cosmos route pays
// from its input in the source transaction, exactly as EVM → EVM does
// (integratorFee, withFee). A Cosmos → EVM route has no EVM transaction of
// the user's to pay from: the fee comes out of the bridged amount, as the
// first call of the destination payload the hub's GMP message runs on the
// EVM chain, to the integrator's EVM beneficiary. A Cosmos → Cosmos route
// through the hub pays from the amount the hub forwards, on the hub, to
// the integrator's Cosmos beneficiary (forwardFee); a direct transfer
// pays none.

// bridgedFee is the integrator's fee of a Cosmos → EVM route with p's
// amounts: floor(arrived × BPS / 10,000) of the bridged token, arrived
// being what the hub bridges after keeping its execution fee. It lowers
// p.FromAmount by the fee, so the engine plans the destination on the
// rest; withBridgedFee restores the whole amount. nil without a fee, or
// when the amount does not cover the hub's fee (the plan refuses it).
// Its Token is set from the plan's destination.
func (s *Service) bridgedFee(ctx context.Context, integratorHash string, p *Params) (*IntegratorFee, error) {
	// The fee is paid on the EVM destination, so to the EVM beneficiary.
	f, ben, err := s.feeTo(ctx, integratorHash, "evm")
	if err != nil || ben == "" || !p.HubFee.Lt(&p.FromAmount) {
		return nil, err
	}
	var arrived uint256.Int
	arrived.Sub(&p.FromAmount, &p.HubFee)
	amount := bpsOf(&arrived, f.BPS)
	p.FromAmount.Sub(&p.FromAmount, &amount)
	return &IntegratorFee{BPS: f.BPS, Beneficiary: common.HexToAddress(ben), Amount: amount}, nil
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

// exactOutBridgedFee adds the integrator's fee to a Cosmos → EVM exact
// output: the least arrival whose rest after the fee is what the
// destination calls need, so the message sends that plus the hub's fee;
// fromAmount grows by the fee. The plan may be the engine cache's, so it
// is copied (withBridgedFee).
func (s *Service) exactOutBridgedFee(ctx context.Context, integratorHash string, pl *Plan) (*Plan, error) {
	if pl.Dest == nil {
		return pl, nil
	}
	f, ben, err := s.feeTo(ctx, integratorHash, "evm")
	if err != nil {
		return nil, err
	}
	if ben == "" {
		return pl, nil
	}
	var need uint256.Int
	need.Sub(&pl.Bridged, &pl.HubFee)
	arrive := leastGross(&need, f.BPS)
	fee := &IntegratorFee{BPS: f.BPS, Beneficiary: common.HexToAddress(ben), Amount: bpsOf(&arrive, f.BPS)}
	if fee.Amount.IsZero() {
		return pl, nil
	}
	var sent, solved uint256.Int
	sent.Add(&arrive, &pl.HubFee)
	solved.Add(&pl.FromAmount, &fee.Amount)
	cp, err := withBridgedFee(pl, fee, sent)
	if err != nil {
		return nil, err
	}
	cp.FromAmount = solved
	return cp, nil
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

// forwardFee is the integrator's fee of a Cosmos → Cosmos route through
// the hub: floor(amount × BPS / 10,000) of the transfer, kept by the hub's
// bridge from what it forwards and paid on the hub to the integrator's
// Cosmos beneficiary (the memo's fee, which the bridge pays before the
// forward). A direct ICS-20 transfer, the hub at one end, runs through no
// bridge and so pays none.
type forwardFee struct {
	BPS       int
	Recipient string // the Cosmos beneficiary under the hub's prefix
	Amount    uint256.Int
}

// forwardFeeOf is the fee of a transfer of amount forwarded by hub; nil
// without a Cosmos beneficiary, or when it rounds to nothing.
func (s *Service) forwardFeeOf(ctx context.Context, integratorHash string, hub CosmosHub, amount *uint256.Int) (*forwardFee, error) {
	f, ben, err := s.feeTo(ctx, integratorHash, "cosmos")
	if err != nil || ben == "" {
		return nil, err
	}
	fee := bpsOf(amount, f.BPS)
	if fee.IsZero() {
		return nil, nil
	}
	// The bridge pays on the hub: the same account under its prefix.
	prefix := hub.BridgeAccount[:max(strings.LastIndexByte(hub.BridgeAccount, '1'), 0)]
	_, data, err := bech32.DecodeNoLimit(ben)
	if err == nil {
		if data, err = bech32.ConvertBits(data, 5, 8, false); err == nil {
			ben, err = chainaddr.CosmosAddress(prefix, data)
		}
	}
	if err != nil {
		return nil, apperr.Internal(fmt.Errorf("the integrator's Cosmos beneficiary %q on the hub: %w", ben, err))
	}
	return &forwardFee{BPS: f.BPS, Recipient: ben, Amount: fee}, nil
}

// memoFee is the bridge memo's fee: the integrator's, else none.
func (f *forwardFee) memoFee(collector string) api.BridgeFee {
	if f == nil {
		return api.BridgeFee{Amount: "0", Recipient: collector}
	}
	return api.BridgeFee{Amount: f.Amount.Dec(), Recipient: f.Recipient}
}

// rest is what the hub forwards: amount less the fee.
func (f *forwardFee) rest(amount *uint256.Int) uint256.Int {
	out := *amount
	if f != nil {
		out.Sub(amount, &f.Amount)
	}
	return out
}

// showForwardFee puts the fee the hub pays from a forward into the
// estimate: an action on the hub between the two hops, and its cost.
func (s *Service) showForwardFee(hubID string, hubTok json.RawMessage, usdPrice liquidity.Token, fee *forwardFee, actions []Action, fees []Cost) ([]Action, []Cost) {
	if fee == nil {
		return actions, fees
	}
	text := fmt.Sprintf("The integrator's fee, %d.%02d%% of the amount sent, paid to %s on the hub %s before it forwards the rest",
		fee.BPS/100, fee.BPS%100, fee.Recipient, hubID)
	a := Action{Type: api.ActionFee, FromChain: hubID, ToChain: hubID, FromToken: hubTok, FromAmount: fee.Amount.Dec(),
		Provider: "Integrator", Description: text}
	c := Cost{Type: "integrator-fee", Name: "Integrator fee", Description: text, Token: hubTok, Amount: fee.Amount.Dec(),
		AmountUSD: formatUSD(usd(&fee.Amount, usdPrice))}
	// between the hop to the hub and the hop from it
	out := append(append(append([]Action{}, actions[:len(actions)-1]...), a), actions[len(actions)-1])
	return out, append(fees, c)
}
