package route

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// checkHooksFit refuses hooks the chosen route cannot run.
func checkHooksFit(v *Validated, pl *Plan) error {
	if v.Req.PostHook != nil {
		for i, c := range v.Req.PostHook.Calls {
			if c.Value != "" && strings.TrimLeft(c.Value, "0") != "" {
				// after the swaps the multicall holds only the route's output
				// (a wrap took all native, a bridge brings none)
				path := fmt.Sprintf("$.postHook.calls[%d].value", i)
				return apperr.BadRequest("%s: a postHook call cannot send native value: after the swaps the route holds none to send", path).
					WithDetails(map[string]any{"path": path})
			}
		}
	}
	return nil
}

// build turns a plan into the route object: estimate, transaction and id.
func (s *Service) build(v *Validated, pl *Plan, now time.Time) (*RouteObject, error) {
	src := pl.Source.Chain
	dst := src
	if pl.Dest != nil {
		dst = pl.Dest.Chain
	}
	fromTok, _ := src.Token(pl.FromToken)
	toTok, _ := dst.Token(pl.ToToken)
	toMin := applySlippage(&pl.ToAmount, v.Slippage)
	if pl.Kind == KindIntents {
		toMin = pl.ToAmount // the solver fills exactly the quoted amount
	}
	if pl.ExactOut {
		toMin = v.Engine.ToAmount // the amount asked is the guarantee
	}
	d := s.describe
	// room for the usual route (fee, a few swaps a side, the bridge or
	// order, the hooks) without growing: actions are large structs
	actions := make([]Action, 0, 10)
	var fees []Cost
	if f := pl.IntegratorFee; f != nil {
		actions = append(actions, d.feeAction(src, f))
		fees = append(fees, d.feeCost(src, f))
	}
	if h := v.Req.PreHook; h != nil {
		actions = append(actions, Action{Type: "custom", FromChain: src.ID, ToChain: src.ID, Provider: "preHook", Description: hookText(h, "before the swaps")})
	}
	actions = d.appendLegActions(actions, &pl.Source, actionSlippage(pl, v.Slippage))
	switch pl.Kind {
	case KindBridge:
		actions = append(actions, Action{Type: "bridge", FromChain: src.ID, ToChain: dst.ID,
			FromToken: d.token(src, src.GMP.Token), ToToken: d.token(dst, dst.GMP.Token),
			FromAmount: pl.Bridged.Dec(), ToAmount: arrivedAmount(pl).Dec(), ToAmountMin: arrivedAmount(pl).Dec(),
			Provider: "GMP gateway", Description: "Bridge " + src.GMP.Symbol + " from " + src.BridgeName + " to " + dst.BridgeName,
			Bridge: &BridgeInfo{Name: "GMP", Symbol: src.GMP.Symbol, SourceChainName: src.BridgeName, DestinationChainName: dst.BridgeName,
				SourceGateway: d.hex(src.Contracts.Gateway), DestinationGasLimit: strconv.FormatUint(pl.DestGasLimit, 10),
				EstimatedDurationInSec: seconds(pl.Duration)}})
		if !pl.BridgeFee.IsZero() {
			actions = append(actions, Action{Type: "fee", FromChain: src.ID, ToChain: src.ID, FromToken: d.token(src, src.GMP.Token),
				FromAmount: pl.BridgeFee.Dec(), Provider: "GMP gateway", Description: "Bridge fee"})
			fees = append(fees, d.cost("bridge-fee", "Bridge fee", "The bridge's fee on the amount sent", src, src.GMP.Token, pl.BridgeFee, 0))
		}
		fees = append(fees, d.cost("gas-fee", "Destination gas", "Prepaid to the gas service for the execution on "+dst.BridgeName,
			src, liquidity.Native, pl.GasFee, 0))
		if pl.DestGas != nil {
			actions = append(actions, d.gasAction(src, pl.DestGas, &v.Engine.GasOnDest))
			fees = append(fees, d.gasCost(pl.DestGas, &v.Engine.GasOnDest))
		}
		actions = d.appendLegActions(actions, pl.Dest, actionSlippage(pl, v.Slippage))
	case KindIntents:
		orderAmount := intentsOrderAmount(pl)
		actions = append(actions, Action{Type: "rfq", FromChain: src.ID, ToChain: dst.ID, FromToken: d.token(src, pl.FromToken),
			ToToken: d.token(dst, pl.ToToken), FromAmount: orderAmount.Dec(), ToAmount: pl.ToAmount.Dec(), ToAmountMin: pl.ToAmount.Dec(),
			Provider: "Intents solver", Solver: d.hex(pl.Solver),
			Description: "A solver pays " + toTok.Symbol + " on chain " + dst.ID + "; the input is escrowed until the fill is proven, and refunded to fromAddress if it expires"})
		fees = append(fees, d.cost("solver-fee", "Solver fee", "The solver's spread and fixed fee, taken from the output",
			dst, pl.ToToken, fromUSD(pl.SolverFeeUSD, toTok), 0))
	}
	if h := v.Req.PostHook; h != nil {
		actions = append(actions, Action{Type: "custom", FromChain: dst.ID, ToChain: dst.ID, Provider: "postHook", Description: hookText(h, "after the swaps")})
	}
	if len(actions) == 0 {
		actions = nil // encoded as before: null
	}
	gasLimit := pl.SourceGas + pl.SourceGas/2
	expiresAt := now.Add(s.cfg.QuoteTTL)
	est := Estimate{
		Actions: actions, FromToken: d.token(src, pl.FromToken), ToToken: d.token(dst, pl.ToToken),
		FromAmount: pl.FromAmount.Dec(), ToAmount: pl.ToAmount.Dec(), ToAmountMin: toMin.Dec(),
		ExchangeRate: exchangeRate(pl, fromTok, toTok), AggregatePriceImpact: strconv.FormatFloat(pl.PriceImpact, 'f', 2, 64),
		AggregateSlippage: v.Slippage, FromAmountUSD: formatUSD(usd(&pl.FromAmount, fromTok)),
		ToAmountUSD: formatUSD(usd(&pl.ToAmount, toTok)), ToAmountMinUSD: formatUSD(usd(&toMin, toTok)),
		GasCosts: []Cost{d.cost("executeCall", "Gas", "Gas of the transaction on "+src.BridgeName, src, liquidity.Native,
			gasCost(pl.SourceGas, &src.Gas.Price), gasLimit)},
		FeeCosts: fees, ExpiresAt: strconv.FormatInt(expiresAt.Unix(), 10),
	}
	if est.FeeCosts == nil {
		est.FeeCosts = []Cost{}
	}
	est.EstimatedRouteDuration, est.EstimatedRouteDurationP90 = s.routeDurations(pl)
	txPlan := pl
	if pl.ExactOut {
		txPlan = withFromAmountMax(&est, pl, v.Slippage)
	}
	ro := &RouteObject{Estimate: est, Params: v.Req, QuoteID: newQuoteID()}
	if !v.Req.QuoteOnly {
		tx, err := s.transaction(v, txPlan, &toMin, ro.QuoteID, now, expiresAt)
		if err != nil {
			return nil, err
		}
		tx.GasLimit = strconv.FormatUint(gasLimit, 10)
		ro.TransactionRequest = tx
	}
	return ro, nil
}

func hookText(h *Hook, when string) string {
	if h.Description != "" {
		return h.Description
	}
	return fmt.Sprintf("%d call(s) %s", len(h.Calls), when)
}

// hookCalls encodes a hook's calls as Default multicall calls, and the
// native value they send.
func hookCalls(h *Hook) ([]bindings.RouteRouterCall, *big.Int) {
	total := new(big.Int)
	if h == nil {
		return nil, total
	}
	calls := make([]bindings.RouteRouterCall, 0, len(h.Calls))
	for _, c := range h.Calls {
		value := new(big.Int)
		if c.Value != "" {
			value.SetString(c.Value, 10)
		}
		total.Add(total, value)
		calls = append(calls, bindings.RouteRouterCall{CallType: callDefault, Target: common.HexToAddress(c.Target), Value: value,
			CallData: hexutil.MustDecode(c.CallData), Payload: []byte{}})
	}
	return calls, total
}

// transaction encodes the route's transaction on the source chain.
func (s *Service) transaction(v *Validated, pl *Plan, toMin *uint256.Int, quoteID string, now, expiresAt time.Time) (*TransactionRequest, error) {
	src := pl.Source.Chain
	from, to := common.HexToAddress(v.FromAddress), common.HexToAddress(v.ToAddress)
	pre, preValue := hookCalls(v.Req.PreHook)
	pre = append(feeCalls(pl.IntegratorFee), pre...)
	post, _ := hookCalls(v.Req.PostHook)
	value := new(big.Int).Set(preValue)
	if pl.FromToken == liquidity.Native {
		value.Add(value, pl.FromAmount.ToBig())
	}
	var data []byte
	switch pl.Kind {
	case KindSwap:
		calls, err := legCalls(&pl.Source, pre, post)
		if pl.ExactOut {
			calls, err = exactOutCalls(&pl.Source, pre, post, from, toMin)
		}
		if err != nil {
			return nil, apperr.Internal(err)
		}
		data = routerABI.PackSwap(pl.FromToken, pl.FromAmount.ToBig(), pl.ToToken, toMin.ToBig(), to, calls)
	case KindBridge:
		dst := pl.Dest.Chain
		var srcCalls, dstCalls []bindings.RouteRouterCall
		var err error
		if len(pl.Source.Path.Hops) > 0 || pl.Source.Wrap || len(pre) > 0 {
			if srcCalls, err = planLegCalls(pl, &pl.Source, pre, nil, from, &pl.Bridged); err != nil {
				return nil, apperr.Internal(err)
			}
		}
		if len(pl.Dest.Path.Hops) > 0 || pl.Dest.Unwrap || len(post) > 0 || pl.DestGas != nil {
			if dstCalls, err = planLegCalls(pl, pl.Dest, nil, post, from, toMin); err != nil {
				return nil, apperr.Internal(err)
			}
			if dstCalls, err = withDestGas(pl, dstCalls, to, &v.Engine.GasOnDest); err != nil {
				return nil, apperr.Internal(err)
			}
		}
		if srcCalls == nil {
			srcCalls = []bindings.RouteRouterCall{}
		}
		if dstCalls == nil {
			dstCalls = []bindings.RouteRouterCall{}
		}
		payload := routerABI.PackEncodeDestinationPayload(to, toMin.ToBig(), pl.ToToken, new(big.Int).SetUint64(pl.DestGasLimit), dstCalls)[4:]
		// the gas service refunds the excess of the prepaid gas to the
		// refund address: overrideGasRefundAddress, else fromAddress
		data = routerABI.PackBridgeCall(pl.FromToken, pl.FromAmount.ToBig(), srcCalls, src.GMP.Symbol, dst.BridgeName,
			s.describe.hex(dst.Contracts.Router), payload, common.HexToAddress(v.GasRefund), pl.GasFee.ToBig())
		value.Add(value, pl.GasFee.ToBig())
	case KindIntents:
		dst := pl.Dest.Chain
		expiresAt = orderExpiry(pl, now, s.cfg.Signer)
		orderAmount := intentsOrderAmount(pl)
		order := bindings.IntentsSettlementOrder{
			FromChainId: new(big.Int).SetUint64(src.NumericID), FromAddress: from, FromToken: pl.FromToken, FromAmount: orderAmount.ToBig(),
			ToChainId: new(big.Int).SetUint64(dst.NumericID), ToToken: pl.ToToken, ToAmount: pl.ToAmount.ToBig(), ToAddress: to,
			Solver: pl.Solver, Expiry: big.NewInt(expiresAt.Unix()), Nonce: randomNonce(),
		}
		sig, err := s.cfg.Signer.SignQuote(order, src.Contracts.Settlement)
		if err != nil {
			return nil, apperr.Internal(fmt.Errorf("solver signature: %w", err))
		}
		data = intentsOrderData(pl, order, sig)
	}
	price := src.Gas.Price.ToBig()
	return &TransactionRequest{
		Type: "ON_CHAIN_EXECUTION", RouteType: string(pl.Kind), Target: s.describe.hex(src.Contracts.Router),
		// The calldata carries the quote (api.AppendQuoteTag), so the status
		// tracker knows the transaction as soon as it lands.
		Data: hexutil.Encode(api.AppendQuoteTag(data, quoteID)), Value: value.String(), GasPrice: price.String(),
		MaxFeePerGas: new(big.Int).Mul(price, big.NewInt(2)).String(), MaxPriorityFeePerGas: price.String(),
		Expiry: strconv.FormatInt(expiresAt.Unix(), 10),
	}, nil
}

func randomNonce() *big.Int {
	id := newQuoteID()
	n, _ := new(big.Int).SetString(id, 16)
	return n
}
