package route

import (
	"context"
	"math"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// Exact output (decisions: "Exact output, gas on destination, integrator
// fees (revised)"): a request gives toAmount instead of fromAmount. The
// engine solves the input that delivers toAmount on the current state
// (estimate.fromAmount); the transaction may pull up to fromAmountMax, the
// input plus the slippage, swaps exactly toAmount out along the path with
// the inputs computed on chain at execution (PairSwapper.swapExactOut), and
// sends the unused input back to fromAddress in the same transaction.

// exactOut reports whether p asks for an exact output.
func (p *Params) exactOut() bool { return !p.ToAmount.IsZero() }

// planExactOut plans an exact-output route: a same-chain swap, or the
// better of a GMP and an intents route (exactout_cross.go).
func (e *Engine) planExactOut(ctx context.Context, src, dst *liquidity.Chain, p *Params) (*Plan, error) {
	if src != dst {
		return e.planCrossOut(ctx, src, dst, p)
	}
	if p.FromToken == p.ToToken {
		return nil, noRoute("fromToken and toToken are the same token on chain %s", src.ID)
	}
	leg, err := e.legOut(src, p.FromToken, p.ToToken, &p.ToAmount)
	if err != nil {
		return nil, err
	}
	pl := &Plan{Kind: KindSwap, ExactOut: true, FromToken: p.FromToken, ToToken: p.ToToken, FromAmount: leg.In, ToAmount: leg.Out, Source: leg}
	pl.SourceGas = src.Gas.Base + legGas(&pl.Source) + exactOutGas(&pl.Source) + p.PreHookGas + p.PostHookGas
	pl.Duration = max(src.BlockTime, time.Second)
	pl.PriceImpact = legImpactOut(&pl.Source)
	fromTok, _ := src.Token(p.FromToken)
	// ranking compares routes of one output: the cheaper input wins
	pl.NetUSD = -usd(&pl.FromAmount, fromTok) - nativeUSD(src, gasCost(pl.SourceGas, &src.Gas.Price))
	return pl, nil
}

// exactOutGas is what an exact-output leg costs beyond the same hops
// exact-in: the pools' state read backwards on chain, the refund, and for
// a native input the refund's unwrap and send.
func exactOutGas(l *Leg) uint64 {
	if len(l.Path.Hops) == 0 {
		return 0
	}
	g := uint64(40_000 + 15_000*len(l.Path.Hops))
	if l.Chain.Pools[l.Path.Hops[0].Pool].Kind == liquidity.V3Pool {
		// no state read backwards: the pools compute the inputs as they
		// swap; the refund remains
		g = 40_000
	}
	for _, h := range l.Path.Hops {
		if l.Chain.Pools[h.Pool].Kind == liquidity.StablePool {
			g += 120_000 // get_D and get_y, run twice or more to confirm the input
		}
	}
	if l.Wrap {
		g += l.Chain.Gas.Wrap + newAccountGas
	}
	return g
}

// legOut is leg for an exact output: the path needing the least input for
// amountOut, wraps and unwraps at native ends. A wrap or unwrap alone is
// one for one.
func (e *Engine) legOut(ch *liquidity.Chain, from, to common.Address, amountOut *uint256.Int) (Leg, error) {
	l, start, end, err := legEnds(ch, from, to, amountOut)
	if err != nil {
		return Leg{}, err
	}
	if start == end {
		return l, nil
	}
	si, ok1 := ch.TokenIndex(start)
	ei, ok2 := ch.TokenIndex(end)
	if !ok1 || !ok2 {
		return Leg{}, noRoute("no pool on chain %s connects %s to %s", ch.ID, from.Hex(), to.Hex())
	}
	s := e.scratch.Get().(*scratch)
	defer e.scratch.Put(s)
	startTok := ch.Tokens[si]
	cost := func(hops []Hop) float64 {
		// gas of the hops, in base units of the start token
		g := uint64(0)
		for i := range hops {
			g += hopGas(ch, &hops[i])
		}
		c := gasCost(g, &ch.Gas.Price)
		if startTok.USDPrice <= 0 {
			return 0
		}
		return nativeUSD(ch, c) / startTok.USDPrice * pow10f[startTok.Decimals]
	}
	path, ok := bestPathIn(ch, si, ei, amountOut, cost, s, false)
	if hasV3(ch) {
		// the best V3-only path competes with the best of the rest
		if v3, ok3 := bestPathIn(ch, si, ei, amountOut, cost, s, true); ok3 &&
			(!ok || pathInCost(&v3, cost) < pathInCost(&path, cost)) {
			path, ok = v3, true
		}
	}
	if !ok {
		endTok := ch.Tokens[ei]
		if len(ch.Edges(si)) == 0 || len(ch.Edges(ei)) == 0 {
			return Leg{}, noRoute("no pool on chain %s holds %s", ch.ID, pick(len(ch.Edges(si)) == 0, start, end).Hex())
		}
		if anyPath(ch, si, ei) && !anyPathOfKind(ch, si, ei, false) && !anyPathOfKind(ch, si, ei, true) {
			return Leg{}, noRoute("an exact output on chain %s cannot mix Uniswap V3 pools with other pools in one path, and every path of at most %d pools from %s to %s does; ask with fromAmount (an exact input) instead",
				ch.ID, MaxHops, start.Hex(), end.Hex())
		}
		if anyPath(ch, si, ei) {
			return Leg{}, tooHigh("the pools on chain %s cannot pay %s: it is more than they hold, or more than their reserves can take in",
				ch.ID, tokenAmount(amountOut, endTok))
		}
		return Leg{}, noRoute("no path of at most %d pools on chain %s connects %s to %s", MaxHops, ch.ID, start.Hex(), end.Hex())
	}
	if err := forwardOut(ch, &path); err != nil {
		return Leg{}, apperr.Internal(err)
	}
	l.Path = path
	l.In = path.Hops[0].AmountIn
	l.Out = *path.Out()
	return l, nil
}

// pathInCost is what bestPathIn ranks an exact-output path by: its input
// plus its gas in units of the input.
func pathInCost(p *Path, cost searchCost) float64 {
	return p.Hops[0].AmountIn.Float64() + cost(p.Hops)
}

// anyPathOfKind is anyPath over Uniswap V3 pools only (v3) or over every
// other kind, as bestPathIn searches.
func anyPathOfKind(ch *liquidity.Chain, from, to int32, v3 bool) bool {
	return anyPathOver(ch, from, to, func(e liquidity.Edge) bool { return (ch.Pools[e.Pool].Kind == liquidity.V3Pool) == v3 })
}

// hasV3 reports whether the chain has a Uniswap V3 pool.
func hasV3(ch *liquidity.Chain) bool {
	for i := range ch.Pools {
		if ch.Pools[i].Kind == liquidity.V3Pool {
			return true
		}
	}
	return false
}

// fromAmountMax is the most an exact-output route may pull: the solved
// input plus the slippage (rounded up), so the route still delivers
// toAmount when the pools move against it by that much before it runs. A
// wrap or unwrap alone cannot move: its maximum is its input.
func fromAmountMax(pl *Plan, slippage float64) uint256.Int {
	if len(pl.Source.Path.Hops) == 0 {
		return pl.FromAmount
	}
	return addSlippage(&pl.FromAmount, slippage)
}

// amountToken is the token of the amount a request gives, as amount
// errors explain their range: the output for an exact output.
func amountToken(snap *liquidity.Snapshot, p *Params) liquidity.Token {
	if !p.exactOut() {
		return inputToken(snap, p)
	}
	if p.ToHub {
		return toHubToken(snap, p)
	}
	dst, ok := snap.Chain(p.ToChain)
	if !ok {
		return liquidity.Token{}
	}
	t, _ := dst.Token(p.ToToken)
	return t
}

// parseAmounts reads the request's one amount: fromAmount, or toAmount
// for an exact output (the HTTP edge refuses both or neither; a Go caller
// is told the same).
func parseAmounts(r Request) (from, to uint256.Int, err error) {
	switch {
	case r.FromAmount != "" && r.ToAmount != "":
		return from, to, apperr.BadRequest("give fromAmount (the amount to send) or toAmount (the amount to receive), not both").
			WithDetails(map[string]any{"path": "$.toAmount"})
	case r.ToAmount == "":
		from, err = parseAmount(r.FromAmount)
		return from, to, err
	}
	to, why := parseBaseUnits(r.ToAmount)
	if why == "" && to.IsZero() {
		why = "it is 0"
	}
	if why != "" {
		return from, to, apperr.BadRequest("toAmount must be a positive integer string of base units: %s", why).
			WithDetails(map[string]any{"path": "$.toAmount"})
	}
	return from, to, nil
}

// exactOutput makes v an exact-output request for toAmount (nothing when
// it is zero: an exact input), refusing the route kinds that do not offer
// one.
func (v *Validated) exactOutput(toAmount uint256.Int) error {
	if toAmount.IsZero() {
		return nil
	}
	if !evmOrCosmosEnds(v.FromChain.Type, v.ToChain.Type) && !bitcoinExactOut(v) {
		return apperr.BadRequest("toAmount (an exact output) is offered on routes between EVM and Cosmos chains and between EVM and Bitcoin only; for a route from chain %q (%s) to chain %q (%s) ask with fromAmount, the amount to send",
			v.FromChain.ChainID, v.FromChain.Type, v.ToChain.ChainID, v.ToChain.Type).WithDetails(map[string]any{"path": "$.toAmount"})
	}
	v.Req.FromAmount = ""
	v.Req.ToAmount = toAmount.Dec() // canonical: no leading zeros
	v.Engine.FromAmount.Clear()
	v.Engine.ToAmount = toAmount
	v.Engine.OutSlippage = v.Slippage
	return nil
}

// amountField says in an amount error of an exact output that its range
// is of toAmount.
func amountField(err *apperr.Error, p *Params) *apperr.Error {
	if !p.exactOut() {
		return err
	}
	d := make(map[string]any, len(err.Details)+1)
	for k, v := range err.Details {
		d[k] = v
	}
	d["amountField"] = "toAmount"
	if why, ok := d["explanation"].(string); ok {
		d["explanation"] = why + "; minAmount and maxAmount are the toAmount bounds"
	}
	out := *err
	out.Details = d
	return &out
}

// routeExactOut finds, prices and builds an exact-output route. An
// integrator's fee is a share of the whole input, paid first: the input
// is the least gross whose rest after the fee is the solved swap input.
func (s *Service) routeExactOut(ctx context.Context, integratorHash string, v *Validated, now time.Time) (*RouteObject, error) {
	plan, err := s.cfg.Engine.Plan(ctx, &v.Engine)
	if err != nil {
		return nil, err
	}
	fee, err := s.exactOutFee(ctx, integratorHash, v, plan)
	if err != nil {
		return nil, err
	}
	if fee != nil {
		var gross uint256.Int
		gross.Add(&plan.FromAmount, &fee.Amount)
		plan = withFee(plan, fee, gross)
	}
	if err := checkHooksFit(v, plan); err != nil {
		return nil, err
	}
	return s.build(v, plan, now)
}

// exactOutFee is the integrator's fee on an exact-output route whose swap
// needs pl.FromAmount: floor(gross × bps / 10,000) for the least gross
// leaving at least that after the fee. nil without a fee.
func (s *Service) exactOutFee(ctx context.Context, integratorHash string, v *Validated, pl *Plan) (*IntegratorFee, error) {
	f, ben, err := s.feeTo(ctx, integratorHash, v.FromChain.Type)
	if err != nil || ben == "" {
		return nil, err
	}
	g := leastGross(&pl.FromAmount, f.BPS)
	return &IntegratorFee{BPS: f.BPS, Beneficiary: common.HexToAddress(ben), Token: v.Engine.FromToken, Amount: bpsOf(&g, f.BPS)}, nil
}

// legImpactOut is legImpact for an exact-output leg: how much more input
// it takes than the same output at the pools' spot prices after their
// fees (the same figure as legImpact's for the same trade). The input is
// rounded up at each hop, so one base unit per hop is rounding, not
// impact: tiny outputs would otherwise show large impacts.
func legImpactOut(l *Leg) float64 {
	n := len(l.Path.Hops)
	if n == 0 {
		return 0
	}
	rate := 1.0
	for _, h := range l.Path.Hops {
		pool := &l.Chain.Pools[h.Pool]
		rate *= pool.SpotPrice(int(h.In)) * (1 - pool.FeeFraction())
	}
	in := l.In.Float64() - float64(n)
	if rate <= 0 || in <= 0 {
		return 0
	}
	impact := (1 - l.Out.Float64()/rate/in) * 100
	return math.Max(0, math.Min(100, impact))
}

// leastGross is the least amount whose rest after a fee of bps (floor(g ×
// bps / 10,000)) is at least net.
func leastGross(net *uint256.Int, bps int) uint256.Int {
	rest := func(g *uint256.Int) uint256.Int {
		fee := bpsOf(g, bps)
		var r uint256.Int
		r.Sub(g, &fee)
		return r
	}
	// start at net × 10,000 / (10,000 - bps), then step to the least gross
	var g uint256.Int
	g.MulDivOverflow(net, uint256.NewInt(10_000), uint256.NewInt(uint64(10_000-bps)))
	for r := rest(&g); r.Lt(net); r = rest(&g) {
		g.AddUint64(&g, 1)
	}
	for !g.IsZero() {
		var prev uint256.Int
		prev.SubUint64(&g, 1)
		if r := rest(&prev); r.Lt(net) {
			break
		}
		g = prev
	}
	return g
}
