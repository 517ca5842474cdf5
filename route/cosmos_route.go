package route

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// cosmosEnds is a validated route with at least one Cosmos end: the hub
// and the Cosmos chains at either end (nil for an EVM end).
type cosmosEnds struct {
	hub      CosmosHub
	hubChain CosmosChain
	from, to *CosmosChain
}

// routeCosmos finds, prices and builds a route with a Cosmos end: EVM →
// Cosmos through the GMP gateway to the hub and IBC, Cosmos → EVM by an
// ICS-20 transfer to the hub's bridge account with a bridge memo, and
// Cosmos → Cosmos over IBC (through the hub when it is at neither end).
func (s *Service) routeCosmos(ctx context.Context, integratorHash string, v *Validated, now time.Time) (*RouteObject, error) {
	ends, err := s.cosmosEnds(v)
	if err != nil {
		return nil, err
	}
	switch {
	case ends.from != nil && ends.to != nil:
		return s.cosmosToCosmos(ctx, integratorHash, v, ends, now)
	case ends.to != nil:
		return s.evmToCosmos(ctx, integratorHash, v, ends, now)
	default:
		return s.cosmosToEVM(ctx, integratorHash, v, ends, now)
	}
}

// cosmosEnds checks what a route touching a Cosmos chain can carry: both
// ends reachable, no hooks, the bridged asset only on the Cosmos side.
func (s *Service) cosmosEnds(v *Validated) (*cosmosEnds, error) {
	net := s.cfg.Cosmos
	cosmos := v.FromChain
	if cosmos.Type != "cosmos" {
		cosmos = v.ToChain
	}
	if net == nil {
		return nil, noRoute("%s (%s) is a Cosmos chain, and this service reaches none: Cosmos routes run through the bridge network's hub over IBC, which is configured in devnet mode",
			cosmos.ChainName, cosmos.ChainID)
	}
	for _, ch := range []*catalog.Chain{v.FromChain, v.ToChain} {
		if ch.Type != "evm" && ch.Type != "cosmos" {
			return nil, noRoute("routes with a Cosmos end reach EVM and Cosmos chains only; %s is a %s chain", ch.ChainName, ch.Type)
		}
	}
	e := &cosmosEnds{hub: net.Hub()}
	var ok bool
	if e.hubChain, ok = net.Chain(e.hub.ChainID); !ok {
		return nil, apperr.Internal(fmt.Errorf("cosmos network: the hub %q is not among its chains", e.hub.ChainID))
	}
	for _, end := range []struct {
		ch  *catalog.Chain
		out **CosmosChain
	}{{v.FromChain, &e.from}, {v.ToChain, &e.to}} {
		if end.ch.Type != "cosmos" {
			continue
		}
		c, ok := net.Chain(end.ch.ChainID)
		if !ok {
			return nil, noRoute("%s (%s) is not connected over IBC to the hub %s here", end.ch.ChainName, end.ch.ChainID, e.hub.ChainID)
		}
		*end.out = &c
	}
	if (e.from == nil || e.to == nil) && e.hub.EVMUnavailable != "" {
		return nil, noRoute("%s", e.hub.EVMUnavailable)
	}
	r := v.Req
	for _, h := range []struct {
		name string
		set  bool
	}{{"preHook", r.PreHook != nil}, {"postHook", r.PostHook != nil}} {
		if h.set {
			return nil, apperr.BadRequest("%s is not available on routes with a Cosmos end: the hub forwards the bridged asset only, and runs no calls", h.name).
				WithDetails(map[string]any{"path": "$." + h.name})
		}
	}
	if v.Engine.SkipGMP {
		return nil, noRoute("routes with a Cosmos end go through the GMP bridge and IBC; bridgeTypes leaves out gmp routes")
	}
	if e.from != nil && r.OverrideGasRefundAddress != "" {
		return nil, apperr.BadRequest("overrideGasRefundAddress applies to EVM sources, which prepay destination gas; a Cosmos source pays the hub's fee from the amount sent").
			WithDetails(map[string]any{"path": "$.overrideGasRefundAddress"})
	}
	if e.from != nil && v.FromToken.Address != e.from.BridgedDenom {
		return nil, notBridged("fromToken", v.FromChain, v.FromToken, e.from.BridgedDenom)
	}
	if e.to != nil && v.ToToken.Address != e.to.BridgedDenom {
		return nil, notBridged("toToken", v.ToChain, v.ToToken, e.to.BridgedDenom)
	}
	if e.from != nil && e.to != nil && e.from.ChainID == e.to.ChainID {
		return nil, noRoute("fromChain and toChain are the same Cosmos chain %s, and swaps on Cosmos chains are not offered", e.from.ChainID)
	}
	if e.from != nil && e.to == nil && e.from.ChainID == e.hub.ChainID {
		return nil, noRoute("routes from the hub %s itself to an EVM chain are not offered: the route's message is an IBC transfer to the hub, so it starts on a chain connected to the hub", e.hub.ChainID)
	}
	return e, nil
}

func notBridged(field string, ch *catalog.Chain, t *catalog.Token, denom string) error {
	return noRoute("%s %s (%s) cannot be routed: on %s routes carry only the bridged asset, denom %s",
		field, t.Symbol, t.Address, ch.ChainID, denom)
}

// evmToCosmos builds an EVM → Cosmos route: the GMP route to the hub,
// addressed to toAddress on the destination, which the hub forwards over
// IBC.
func (s *Service) evmToCosmos(ctx context.Context, integratorHash string, v *Validated, e *cosmosEnds, now time.Time) (*RouteObject, error) {
	gross := v.Engine.FromAmount
	fee, err := s.integratorFee(ctx, integratorHash, v) // from the input, as EVM → EVM
	if err != nil {
		return nil, err
	}
	p := v.Engine
	p.ToHub, p.HubSymbol, p.ToToken = true, e.hub.GMPSymbol, common.Address{}
	p.NoIntents, p.SkipIntents = true, true
	pl, err := s.cfg.Engine.Plan(ctx, &p)
	if err != nil {
		return nil, feeBounds(err, fee)
	}
	if pl.ExactOut {
		// the fee is a share of the whole input, which only the plan knows
		if fee, err = s.exactOutFee(ctx, integratorHash, v, pl); err != nil {
			return nil, err
		}
		if fee != nil {
			gross.Add(&pl.FromAmount, &fee.Amount)
		}
	}
	pl = withFee(pl, fee, gross)
	src, d := pl.Source.Chain, s.describe
	toMin := cosmosToMin(v, pl)
	hubTok := s.cosmosToken(e.hub.ChainID, e.hubChain.BridgedDenom, v.ToToken)
	actions := d.legActions(&pl.Source, actionSlippage(pl, v.Slippage))
	actions = append(actions, Action{Type: api.ActionBridge, FromChain: src.ID, ToChain: e.hub.ChainID,
		FromToken: d.token(src, src.GMP.Token), ToToken: hubTok, FromAmount: pl.Bridged.Dec(), ToAmount: pl.ToAmount.Dec(), ToAmountMin: toMin.Dec(),
		Provider: "GMP gateway", Description: fmt.Sprintf("Bridge %s from %s to the hub %s", src.GMP.Symbol, src.BridgeName, e.hub.ChainID),
		Bridge: &BridgeInfo{Name: "GMP", Symbol: src.GMP.Symbol, SourceChainName: src.BridgeName, DestinationChainName: e.to.BridgeName,
			SourceGateway: src.Contracts.Gateway.Hex(), DestinationGasLimit: "0", EstimatedDurationInSec: seconds(pl.Duration)}})
	var fees []Cost
	actions, fees = d.showFee(src, pl.IntegratorFee, actions, fees)
	if !pl.BridgeFee.IsZero() {
		actions = append(actions, Action{Type: api.ActionFee, FromChain: src.ID, ToChain: src.ID, FromToken: d.token(src, src.GMP.Token),
			FromAmount: pl.BridgeFee.Dec(), Provider: "GMP gateway", Description: "Bridge fee"})
		fees = append(fees, d.cost("bridge-fee", "Bridge fee", "The bridge's fee on the amount sent", src, src.GMP.Token, pl.BridgeFee, 0))
	}
	duration := pl.Duration
	if e.to.ChainID != e.hub.ChainID {
		actions = append(actions, ibcAction(e.hubChain, *e.to, e.hubChain.BridgedDenom, hubTok, v.ToToken.JSON(), e.to.HubChannel, &pl.ToAmount, &toMin))
		duration += ibcHopTime(e.hubChain, *e.to)
	}
	gasLimit := pl.SourceGas + pl.SourceGas/2
	expiresAt := now.Add(s.cfg.QuoteTTL)
	toTok := catalogLiquidityToken(v.ToToken)
	fromTok, _ := src.Token(pl.FromToken)
	est := Estimate{
		Actions: actions, FromToken: d.token(src, pl.FromToken), ToToken: v.ToToken.JSON(),
		FromAmount: pl.FromAmount.Dec(), ToAmount: pl.ToAmount.Dec(), ToAmountMin: toMin.Dec(),
		ExchangeRate: exchangeRate(pl, fromTok, toTok), AggregatePriceImpact: formatImpact(pl.PriceImpact),
		AggregateSlippage: v.Slippage, FromAmountUSD: formatUSD(usd(&pl.FromAmount, fromTok)),
		ToAmountUSD: formatUSD(usd(&pl.ToAmount, toTok)), ToAmountMinUSD: formatUSD(usd(&toMin, toTok)),
		GasCosts: []Cost{d.cost("executeCall", "Gas", fmt.Sprintf("Gas of the transaction on %s", src.BridgeName), src, liquidity.Native,
			gasCost(pl.SourceGas, &src.Gas.Price), gasLimit)},
		FeeCosts: orEmpty(fees), ExpiresAt: fmt.Sprint(expiresAt.Unix()),
	}
	est.EstimatedRouteDuration, est.EstimatedRouteDurationP90 = s.cosmosDurations(KindBridge, v, duration)
	txPlan := pl
	if pl.ExactOut {
		txPlan = withFromAmountMax(&est, pl, v.Slippage)
	}
	ro := &RouteObject{Estimate: est, Params: v.Req, QuoteID: newQuoteID()}
	if !v.Req.QuoteOnly {
		tx, err := toHubTransaction(v, txPlan, &toMin, e.to.BridgeName, ro.QuoteID, expiresAt)
		if err != nil {
			return nil, err
		}
		tx.GasLimit = fmt.Sprint(gasLimit)
		ro.TransactionRequest = tx
	}
	return ro, nil
}

// cosmosToEVM builds a Cosmos → EVM route: one ICS-20 transfer to the
// hub's bridge account, whose memo has the hub send a GMP message with
// the token to the destination's router (destination swaps as for EVM
// sources).
func (s *Service) cosmosToEVM(ctx context.Context, integratorHash string, v *Validated, e *cosmosEnds, now time.Time) (*RouteObject, error) {
	p := v.Engine
	p.FromHub, p.HubSymbol, p.HubFee, p.FromToken = true, e.hub.GMPSymbol, e.hub.ExecutionFee, common.Address{}
	p.NoIntents, p.SkipIntents = true, true
	gross := p.FromAmount
	fee, err := s.bridgedFee(ctx, integratorHash, &p) // from the bridged amount, on the destination
	if err != nil {
		return nil, err
	}
	pl, err := s.cfg.Engine.Plan(ctx, &p)
	if err != nil {
		return nil, err
	}
	if pl.ExactOut {
		pl, err = s.exactOutBridgedFee(ctx, integratorHash, pl)
	} else {
		pl, err = withBridgedFee(pl, fee, gross)
	}
	if err != nil {
		return nil, err
	}
	dst, d := pl.Dest.Chain, s.describe
	toMin := cosmosToMin(v, pl)
	hubTok := s.cosmosToken(e.hub.ChainID, e.hubChain.BridgedDenom, v.FromToken)
	fromTok := catalogLiquidityToken(v.FromToken)
	var arrived uint256.Int
	arrived.Sub(&pl.Bridged, &pl.HubFee)
	actions := []Action{ibcAction(*e.from, e.hubChain, e.from.BridgedDenom, v.FromToken.JSON(), hubTok, e.from.ChannelToHub, &pl.Bridged, &pl.Bridged)}
	actions = append(actions, Action{Type: api.ActionBridge, FromChain: e.hub.ChainID, ToChain: dst.ID,
		FromToken: hubTok, ToToken: d.token(dst, dst.GMP.Token), FromAmount: arrived.Dec(), ToAmount: arrived.Dec(), ToAmountMin: arrived.Dec(),
		Provider: "GMP gateway", Description: fromHubText(pl, e.hub, dst),
		Bridge: &BridgeInfo{Name: "GMP", Symbol: e.hub.GMPSymbol, SourceChainName: e.hubChain.BridgeName, DestinationChainName: dst.BridgeName,
			DestinationGasLimit: fmt.Sprint(pl.DestGasLimit), EstimatedDurationInSec: seconds(e.hub.confirmation(e.hubChain) + pl.Duration)}})
	var fees []Cost
	if !pl.HubFee.IsZero() {
		actions = append(actions, Action{Type: api.ActionFee, FromChain: e.hub.ChainID, ToChain: e.hub.ChainID, FromToken: hubTok,
			FromAmount: pl.HubFee.Dec(), Provider: "GMP gateway", Description: "Destination execution fee, kept by the hub"})
		fees = append(fees, Cost{Type: "gas-fee", Name: "Destination gas", Description: fmt.Sprintf("Kept by the hub from the amount sent, for the execution on %s", dst.BridgeName),
			Token: hubTok, Amount: pl.HubFee.Dec(), AmountUSD: formatUSD(usd(&pl.HubFee, fromTok))})
	}
	actions, fees = d.showBridgedFee(dst, pl.IntegratorFee, actions, fees)
	if pl.DestGas != nil {
		actions = append(actions, d.gasAction(dst, pl.DestGas, &v.Engine.GasOnDest))
		fees = append(fees, d.gasCost(pl.DestGas, &v.Engine.GasOnDest))
	}
	actions = append(actions, d.legActions(pl.Dest, actionSlippage(pl, v.Slippage))...)
	gas, gasCost, err := s.cosmosGas(*e.from)
	if err != nil {
		return nil, err
	}
	expiresAt := now.Add(s.cfg.QuoteTTL)
	toTok, _ := dst.Token(pl.ToToken)
	duration := ibcHopTime(*e.from, e.hubChain) + e.hub.confirmation(e.hubChain) + pl.Duration
	est := Estimate{
		Actions: actions, FromToken: v.FromToken.JSON(), ToToken: d.token(dst, pl.ToToken),
		FromAmount: pl.FromAmount.Dec(), ToAmount: pl.ToAmount.Dec(), ToAmountMin: toMin.Dec(),
		ExchangeRate: exchangeRate(pl, fromTok, toTok), AggregatePriceImpact: formatImpact(pl.PriceImpact),
		AggregateSlippage: v.Slippage, FromAmountUSD: formatUSD(usd(&pl.FromAmount, fromTok)),
		ToAmountUSD: formatUSD(usd(&pl.ToAmount, toTok)), ToAmountMinUSD: formatUSD(usd(&toMin, toTok)),
		GasCosts: []Cost{gasCost}, FeeCosts: orEmpty(fees), ExpiresAt: fmt.Sprint(expiresAt.Unix()),
	}
	if pl.ExactOut {
		est.FromAmountMax = pl.Bridged.Dec() // the message sends a fixed amount
	}
	est.EstimatedRouteDuration, est.EstimatedRouteDurationP90 = s.cosmosDurations(KindBridge, v, duration)
	ro := &RouteObject{Estimate: est, Params: v.Req, QuoteID: newQuoteID()}
	if !v.Req.QuoteOnly {
		memo, err := fromHubMemo(v, pl, &toMin, e.hub, ro.QuoteID)
		if err != nil {
			return nil, err
		}
		msg := api.MsgTransfer{SourcePort: ics20Port, SourceChannel: e.from.ChannelToHub,
			Token: api.Coin{Denom: e.from.BridgedDenom, Amount: pl.Bridged.Dec()}, Sender: v.FromAddress, Receiver: e.hub.BridgeAccount,
			TimeoutTimestamp: ibcTimeout(now, e.from.IBCTimeout), Memo: memo}
		tx, err := cosmosTransaction(api.RouteTypeBridge, msg, *e.from, gas, expiresAt)
		if err != nil {
			return nil, err
		}
		ro.TransactionRequest = tx
	}
	return ro, nil
}

// cosmosToCosmos builds a transfer between two Cosmos chains: a direct
// ICS-20 transfer when the hub is one end, else one to the hub's bridge
// account whose memo has the hub forward it (type 3) to toAddress.
func (s *Service) cosmosToCosmos(ctx context.Context, integratorHash string, v *Validated, e *cosmosEnds, now time.Time) (*RouteObject, error) {
	amount := v.Engine.FromAmount
	if v.Engine.exactOut() {
		amount = v.Engine.ToAmount // one for one: toAmount is what is sent
	}
	from, to, hub := *e.from, *e.to, e.hubChain
	hubTok := s.cosmosToken(hub.ChainID, hub.BridgedDenom, v.FromToken)
	var actions []Action
	var fees []Cost
	var fee *forwardFee // paid by the hub's bridge from a forward
	out := amount       // what arrives
	var duration time.Duration
	msg := api.MsgTransfer{SourcePort: ics20Port, Token: api.Coin{Denom: from.BridgedDenom, Amount: amount.Dec()},
		Sender: v.FromAddress, TimeoutTimestamp: ibcTimeout(now, from.IBCTimeout)}
	switch {
	case from.ChainID == hub.ChainID:
		actions = append(actions, ibcAction(hub, to, hub.BridgedDenom, v.FromToken.JSON(), v.ToToken.JSON(), to.HubChannel, &amount, &amount))
		msg.SourceChannel, msg.Receiver = to.HubChannel, v.ToAddress
		duration = ibcHopTime(hub, to)
	case to.ChainID == hub.ChainID:
		actions = append(actions, ibcAction(from, hub, from.BridgedDenom, v.FromToken.JSON(), v.ToToken.JSON(), from.ChannelToHub, &amount, &amount))
		msg.SourceChannel, msg.Receiver = from.ChannelToHub, v.ToAddress
		duration = ibcHopTime(from, hub)
	default:
		var err error
		if fee, err = s.forwardFeeOf(ctx, integratorHash, e.hub, &amount); err != nil {
			return nil, err
		}
		out = fee.rest(&amount)
		actions = append(actions,
			ibcAction(from, hub, from.BridgedDenom, v.FromToken.JSON(), hubTok, from.ChannelToHub, &amount, &amount),
			ibcAction(hub, to, hub.BridgedDenom, hubTok, v.ToToken.JSON(), to.HubChannel, &out, &out))
		actions, fees = s.showForwardFee(hub.ChainID, hubTok, catalogLiquidityToken(v.FromToken), fee, actions, fees)
		msg.SourceChannel, msg.Receiver = from.ChannelToHub, e.hub.BridgeAccount
		duration = ibcHopTime(from, hub) + ibcHopTime(hub, to)
	}
	gas, gasCost, err := s.cosmosGas(from)
	if err != nil {
		return nil, err
	}
	expiresAt := now.Add(s.cfg.QuoteTTL)
	fromTok, toTok := catalogLiquidityToken(v.FromToken), catalogLiquidityToken(v.ToToken)
	pl := &Plan{FromAmount: amount, ToAmount: out}
	est := Estimate{
		Actions: actions, FromToken: v.FromToken.JSON(), ToToken: v.ToToken.JSON(),
		FromAmount: amount.Dec(), ToAmount: out.Dec(), ToAmountMin: out.Dec(),
		ExchangeRate: exchangeRate(pl, fromTok, toTok), AggregatePriceImpact: formatImpact(0),
		AggregateSlippage: v.Slippage, FromAmountUSD: formatUSD(usd(&amount, fromTok)),
		ToAmountUSD: formatUSD(usd(&out, toTok)), ToAmountMinUSD: formatUSD(usd(&out, toTok)),
		GasCosts: []Cost{gasCost}, FeeCosts: orEmpty(fees), ExpiresAt: fmt.Sprint(expiresAt.Unix()),
	}
	if v.Engine.exactOut() {
		est.FromAmountMax = amount.Dec()
	}
	est.EstimatedRouteDuration, est.EstimatedRouteDurationP90 = s.cosmosDurations(KindIBC, v, duration)
	ro := &RouteObject{Estimate: est, Params: v.Req, QuoteID: newQuoteID()}
	if !v.Req.QuoteOnly {
		var memo any = api.QuoteMemo{QuoteID: ro.QuoteID}
		if msg.Receiver == e.hub.BridgeAccount {
			memo = api.BridgeMemo{DestinationChain: to.BridgeName, DestinationAddress: v.ToAddress, Type: api.MemoTypeToken,
				Fee: fee.memoFee(e.hub.FeeCollector), QuoteID: ro.QuoteID}
		}
		b, err := json.Marshal(memo)
		if err != nil {
			return nil, apperr.Internal(err)
		}
		msg.Memo = string(b)
		tx, err := cosmosTransaction(api.RouteTypeIBC, msg, from, gas, expiresAt)
		if err != nil {
			return nil, err
		}
		ro.TransactionRequest = tx
	}
	return ro, nil
}

// KindIBC is a transfer between Cosmos chains over IBC only.
const KindIBC Kind = api.RouteTypeIBC

// ibcAction is one ICS-20 hop from one chain to another over channel (the
// sending chain's end).
func ibcAction(from, to CosmosChain, denom string, fromTok, toTok json.RawMessage, channel string, amount, minAmount *uint256.Int) Action {
	return Action{Type: api.ActionIBCTransfer, FromChain: from.ChainID, ToChain: to.ChainID, FromToken: fromTok, ToToken: toTok,
		FromAmount: amount.Dec(), ToAmount: amount.Dec(), ToAmountMin: minAmount.Dec(), Provider: "IBC",
		Description: fmt.Sprintf("IBC transfer of %s from %s to %s over %s/%s", denom, from.ChainID, to.ChainID, ics20Port, channel)}
}

// ibcHopTime models one IBC hop: the send's block, the relayer's client
// update and the receive on the other chain, and the acknowledgement.
func ibcHopTime(from, to CosmosChain) time.Duration {
	return from.BlockTime + 2*to.BlockTime
}

// ibcTimeout is a packet's timeoutTimestamp: Unix nanoseconds.
func ibcTimeout(now time.Time, d time.Duration) string {
	return fmt.Sprint(now.Add(d).UnixNano())
}

// cosmosToken is the catalog object of a denom on a Cosmos chain; like
// is the token it stands in for where the catalog does not list it.
func (s *Service) cosmosToken(chainID, denom string, like *catalog.Token) json.RawMessage {
	if t, ok := s.cfg.Catalog.Token(s.describe.all, chainID, denom); ok {
		return t.JSON()
	}
	b, _ := json.Marshal(map[string]any{"symbol": like.Symbol, "address": denom, "chainId": chainID, "decimals": like.Decimals,
		"usdPrice": like.USDPrice, "type": "cosmos"})
	return b
}

// cosmosGas is the gas of a MsgTransfer from the chain and its cost in
// the gas price's denom.
func (s *Service) cosmosGas(ch CosmosChain) (uint64, Cost, error) {
	price, denom, err := parseGasPrice(ch.GasPrice)
	if err != nil {
		return 0, Cost{}, apperr.Internal(fmt.Errorf("cosmos chain %s: %w", ch.ChainID, err))
	}
	gas := ch.TransferGas
	if gas == 0 {
		gas = defaultTransferGas
	}
	amount := cosmosGasCost(gas, price)
	c := Cost{Type: "executeCall", Name: "Gas", Description: fmt.Sprintf("Gas of the transaction on %s, at %s", ch.ChainID, ch.GasPrice),
		Amount: amount.Dec(), AmountUSD: "0.00", GasLimit: fmt.Sprint(gas)}
	if t, ok := s.cfg.Catalog.Token(s.describe.all, ch.ChainID, denom); ok {
		c.Token, c.AmountUSD = t.JSON(), formatUSD(usd(&amount, catalogLiquidityToken(t)))
	} else {
		c.Token, _ = json.Marshal(map[string]any{"symbol": strings.ToUpper(strings.TrimPrefix(denom, "u")), "address": denom,
			"chainId": ch.ChainID, "decimals": 6, "usdPrice": 0, "type": "cosmos"})
	}
	return gas, c, nil
}

// defaultTransferGas is an ICS-20 MsgTransfer's gas where the network
// gives none (a transfer with a memo takes about 100k to 150k).
const defaultTransferGas = 200_000

// cosmosDurations is the estimate's duration and p90 of a route with a
// Cosmos end: measured when enough succeeded, the model's otherwise.
func (s *Service) cosmosDurations(k Kind, v *Validated, model time.Duration) (p50, p90 int64) {
	if d := s.cfg.Durations; d != nil {
		if m50, m90, ok := d.Estimate(DurationKind(k), v.FromChain.ChainID, v.ToChain.ChainID); ok {
			return seconds(m50), seconds(max(m90, m50))
		}
	}
	return seconds(model), seconds(modelP90(model))
}

// catalogLiquidityToken is a catalog token in the terms amounts are
// priced and rendered in.
func catalogLiquidityToken(t *catalog.Token) liquidity.Token {
	dec := min(max(t.Decimals, 0), 77)
	return liquidity.Token{Symbol: t.Symbol, Decimals: uint8(dec), USDPrice: t.USDPrice}
}

func formatImpact(p float64) string { return fmt.Sprintf("%.2f", p) }

func orEmpty(c []Cost) []Cost {
	if c == nil {
		return []Cost{}
	}
	return c
}
