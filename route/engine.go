// Package route owns routes: validating a route request against the
// catalog, finding the best route on the liquidity snapshot (same-chain
// swaps, GMP bridge routes with swaps either side, intents fills), pricing
// it exactly, building the transaction that performs it, and the quote
// kept under its quoteId.
package route

import (
	"context"
	"errors"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// EngineConfig configures an Engine.
type EngineConfig struct {
	Book *liquidity.Book
	// MaxPriceImpact is the guardrail in percent (default 10): a route
	// moving prices more is refused as "Amount too high" unless the
	// request sets bypassGuardrails.
	MaxPriceImpact float64
	// GasFeeMargin multiplies the prepaid destination gas (default 1.25),
	// so a gas price rise between quote and execution is covered.
	GasFeeMargin float64
	// CacheSize bounds the plan cache (default 4096 plans); negative
	// disables it (benchmarks of uncached quotes).
	CacheSize int
	// NoSplit keeps every leg on one path (the single-path engine, for
	// benchmarks comparing the two).
	NoSplit bool
}

// Engine finds and prices routes on the book's current snapshot.
type Engine struct {
	cfg     EngineConfig
	scratch sync.Pool
	cache   *planCache // nil when disabled
}

// NewEngine returns an engine reading cfg.Book.
func NewEngine(cfg EngineConfig) *Engine {
	if cfg.MaxPriceImpact <= 0 {
		cfg.MaxPriceImpact = 10
	}
	if cfg.GasFeeMargin < 1 {
		cfg.GasFeeMargin = 1.25
	}
	e := &Engine{cfg: cfg}
	switch {
	case cfg.CacheSize == 0:
		e.cache = newPlanCache(4096)
	case cfg.CacheSize > 0:
		e.cache = newPlanCache(cfg.CacheSize)
	}
	e.scratch.New = func() any { return new(scratch) }
	return e
}

// Params are a validated route request in the engine's terms.
type Params struct {
	FromChain, ToChain string
	FromToken, ToToken common.Address // liquidity.Native for native assets
	FromAmount         uint256.Int
	// ToAmount, when not zero, asks for an exact output (exactout.go);
	// FromAmount is then zero, and OutSlippage (percent) is the margin a
	// GMP route's destination gets.
	ToAmount    uint256.Int
	OutSlippage float64
	// GasOnDest is the destination native gas to deliver to toAddress
	// (receiveGasOnDestination, gasdest.go); zero for none.
	GasOnDest        uint256.Int
	BypassGuardrails bool
	// Hook gas: a preHook runs on the source chain, a postHook after the
	// last swaps (on the destination of a cross-chain route). Intents
	// routes run no calls, so hooks rule them out.
	PreHookGas, PostHookGas uint64
	Hooks                   bool
	// NoIntents leaves intents routes out (the solver is not quoting).
	NoIntents bool
	// SkipGMP and SkipIntents leave out the cross-chain kinds the request's
	// bridgeTypes does not allow.
	SkipGMP, SkipIntents bool
	// Cosmos routes (cosmos_plan.go): ToHub bridges from the EVM source
	// to the hub (ToChain is the Cosmos destination, ToToken unset);
	// FromHub bridges from the hub to the EVM destination (FromChain is
	// the Cosmos source, FromToken unset), the hub keeping HubFee of the
	// amount. HubSymbol is the hub's bridged asset on the EVM gateways.
	ToHub, FromHub bool
	HubSymbol      string
	HubFee         uint256.Int
}

// Plan finds the best route for p on the current snapshot.
func (e *Engine) Plan(ctx context.Context, p *Params) (*Plan, error) {
	snap := e.cfg.Book.Snapshot()
	if e.cache != nil {
		if c, ok := e.cache.get(snap, p); ok {
			return c.plan, c.err
		}
	}
	plan, err := e.planChecked(ctx, snap, p)
	if e.cache != nil {
		e.cache.put(snap, p, plan, err)
	}
	return plan, err
}

// planChecked plans and applies the guardrail; amount errors get the
// allowed range.
func (e *Engine) planChecked(ctx context.Context, snap *liquidity.Snapshot, p *Params) (*Plan, error) {
	plan, err := e.plan(ctx, snap, p)
	var refused *Plan
	if err == nil && !p.BypassGuardrails && plan.PriceImpact > e.cfg.MaxPriceImpact {
		if !plan.Cosmos && !plan.ExactOut {
			refused = plan // reprice knows the EVM exact-input kinds only
		}
		err = tooHigh("the route would move prices by %.2f%%, above the %.0f%% guardrail (set bypassGuardrails to accept it)",
			plan.PriceImpact, e.cfg.MaxPriceImpact)
	}
	var ae *amountError
	if errors.As(err, &ae) {
		var r amountRange
		ok := false
		if e.cache != nil {
			r, ok = e.cache.getRange(snap, p)
		}
		if !ok {
			r.min, r.max = e.allowedRange(ctx, snap, p, refused)
			switch {
			case ctx.Err() != nil:
				// a range cut short is not the range: no bounds rather than
				// bounds that are not exact
				r = amountRange{}
			case e.cache != nil:
				e.cache.putRange(snap, p, r)
			}
		}
		return nil, amountField(ae.public(r, amountToken(snap, p)), p)
	}
	if err != nil {
		return nil, err
	}
	return plan, nil
}

// inputToken is the route's input as amounts are explained: a Cosmos
// source's input is the bridged asset, as the EVM destination's gateway
// knows it.
func inputToken(snap *liquidity.Snapshot, p *Params) liquidity.Token {
	if p.FromHub {
		if dst, ok := snap.Chain(p.ToChain); ok && dst.GMP != nil {
			t, _ := dst.Token(dst.GMP.Token)
			return t
		}
		return liquidity.Token{Symbol: p.HubSymbol, Decimals: 6}
	}
	src, _ := snap.Chain(p.FromChain)
	if src == nil {
		return liquidity.Token{}
	}
	t, _ := src.Token(p.FromToken)
	return t
}

func (e *Engine) plan(ctx context.Context, snap *liquidity.Snapshot, p *Params) (*Plan, error) {
	switch {
	case p.ToHub:
		return e.planToHub(snap, p)
	case p.FromHub:
		return e.planFromHub(snap, p)
	}
	src, ok := snap.Chain(p.FromChain)
	if !ok {
		return nil, noRoute("no liquidity source is configured for chain %s", p.FromChain)
	}
	dst, ok := snap.Chain(p.ToChain)
	if !ok {
		return nil, noRoute("no liquidity source is configured for chain %s", p.ToChain)
	}
	if _, ok := src.Token(p.FromToken); !ok {
		return nil, noRoute("no pool, bridge or solver on chain %s holds %s", src.ID, p.FromToken.Hex())
	}
	if _, ok := dst.Token(p.ToToken); !ok {
		return nil, noRoute("no pool, bridge or solver on chain %s holds %s", dst.ID, p.ToToken.Hex())
	}
	if p.exactOut() {
		return e.planExactOut(ctx, src, dst, p)
	}
	if p.FromAmount.IsZero() {
		return nil, tooLow("fromAmount must be above 0")
	}
	if src == dst {
		return e.planSwap(src, p)
	}
	return e.bestKind(ctx, src, dst, p, e.planBridge, e.planIntents)
}

// kindPlanner plans one cross-chain route kind.
type kindPlanner func(context.Context, *liquidity.Chain, *liquidity.Chain, *Params) (*Plan, error)

// bestKind plans every cross-chain kind the request allows (GMP, then
// intents) and returns the plan worth the most in USD net of costs, or
// the most telling error with the kinds the request left out.
func (e *Engine) bestKind(ctx context.Context, src, dst *liquidity.Chain, p *Params, gmp, intents kindPlanner) (*Plan, error) {
	var plans []*Plan
	var errs []error
	var skipped []string
	kinds := []struct {
		name string
		skip bool
		plan kindPlanner
	}{{"gmp", p.SkipGMP, gmp}, {"intents", p.SkipIntents, intents}}
	for _, k := range kinds {
		if k.skip {
			skipped = append(skipped, k.name)
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, apperr.Internal(err)
		}
		pl, err := k.plan(ctx, src, dst, p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		plans = append(plans, pl)
	}
	if len(plans) == 0 {
		return nil, withSkipped(pickError(errs), skipped)
	}
	best := plans[0]
	for _, pl := range plans[1:] {
		if pl.NetUSD > best.NetUSD {
			best = pl
		}
	}
	return best, nil
}

// withSkipped adds to a "No route found" that bridgeTypes left route
// kinds out, which may be why there is none.
func withSkipped(err error, skipped []string) error {
	ae := apperr.As(err)
	if len(skipped) == 0 || ae == nil || ae.Reason != ReasonNoRoute {
		return err
	}
	why, _ := ae.Details["explanation"].(string)
	return noRoute("%s; bridgeTypes leaves out %s routes", why, strings.Join(skipped, " and "))
}

// pickError answers with the most useful failure of the route kinds
// tried: an amount bound says what to change, "no route" says less.
func pickError(errs []error) error {
	if len(errs) == 0 {
		return noRoute("no cross-chain route kind was considered")
	}
	for _, err := range errs {
		var ae *amountError
		if errors.As(err, &ae) {
			return err
		}
	}
	return errs[0]
}

// planSwap prices a same-chain route.
func (e *Engine) planSwap(ch *liquidity.Chain, p *Params) (*Plan, error) {
	if p.FromToken == p.ToToken {
		return nil, noRoute("fromToken and toToken are the same token on chain %s", ch.ID)
	}
	leg, err := e.leg(ch, p.FromToken, p.ToToken, &p.FromAmount)
	if err != nil {
		return nil, err
	}
	pl := &Plan{Kind: KindSwap, FromToken: p.FromToken, ToToken: p.ToToken, FromAmount: p.FromAmount, ToAmount: leg.Out, Source: leg}
	pl.SourceGas = ch.Gas.Base + legGas(&pl.Source) + p.PreHookGas + p.PostHookGas
	pl.Duration = max(ch.BlockTime, time.Second)
	pl.PriceImpact = legImpact(&pl.Source)
	toTok, _ := ch.Token(p.ToToken)
	pl.NetUSD = usd(&pl.ToAmount, toTok) - nativeUSD(ch, gasCost(pl.SourceGas, &ch.Gas.Price))
	return pl, nil
}

// legEnds is a leg with its wraps and unwraps where an end is native,
// and the pool tokens it starts and ends at: the same for exact input and
// exact output.
func legEnds(ch *liquidity.Chain, from, to common.Address, amount *uint256.Int) (l Leg, start, end common.Address, err error) {
	l = Leg{Chain: ch, From: from, To: to, In: *amount, Out: *amount}
	start, end = from, to
	if from == liquidity.Native {
		l.Wrap, start = true, ch.WrappedNative
	}
	if to == liquidity.Native {
		l.Unwrap, end = true, ch.WrappedNative
	}
	if (l.Wrap || l.Unwrap) && ch.WrappedNative == (common.Address{}) {
		return Leg{}, start, end, noRoute("chain %s has no wrapped native token to swap the native asset through", ch.ID)
	}
	if l.Wrap && l.Unwrap {
		return Leg{}, start, end, noRoute("fromToken and toToken are the same token on chain %s", ch.ID)
	}
	return l, start, end, nil
}

// leg finds the best way on one chain from one token to another: wrap
// and unwrap where an end is native, and the best pool path between.
func (e *Engine) leg(ch *liquidity.Chain, from, to common.Address, amount *uint256.Int) (Leg, error) {
	l, start, end, err := legEnds(ch, from, to, amount)
	if err != nil {
		return Leg{}, err
	}
	if start == end {
		return l, nil // a wrap, an unwrap, or nothing to do
	}
	si, ok1 := ch.TokenIndex(start)
	ei, ok2 := ch.TokenIndex(end)
	if !ok1 || !ok2 {
		return Leg{}, noRoute("no pool on chain %s connects %s to %s", ch.ID, from.Hex(), to.Hex())
	}
	s := e.scratch.Get().(*scratch)
	defer e.scratch.Put(s)
	path, ok := bestPath(ch, si, ei, amount, true, s)
	if !ok {
		if len(ch.Edges(si)) == 0 || len(ch.Edges(ei)) == 0 {
			return Leg{}, noRoute("no pool on chain %s holds %s", ch.ID, pick(len(ch.Edges(si)) == 0, start, end).Hex())
		}
		if anyPath(ch, si, ei) {
			startTok := ch.Tokens[si]
			if s.overflow {
				return Leg{}, tooHigh("%s is more than the pools on chain %s can take (their reserves would overflow)",
					tokenAmount(amount, startTok), ch.ID)
			}
			return Leg{}, tooLow("%s on chain %s is too small to come out of the pools as anything", tokenAmount(amount, startTok), ch.ID)
		}
		return Leg{}, noRoute("no path of at most %d pools on chain %s connects %s to %s", MaxHops, ch.ID, start.Hex(), end.Hex())
	}
	l.Path = path
	l.Out = *path.Out()
	if parts := e.split(ch, si, ei, amount, path, s); len(parts) > 1 {
		l.Path, l.Splits = parts[0], parts[1:]
		l.Out.Clear()
		for _, p := range parts {
			l.Out.Add(&l.Out, p.Out())
		}
	}
	return l, nil
}

func pick(c bool, a, b common.Address) common.Address {
	if c {
		return a
	}
	return b
}

// anyPath reports whether a path of at most MaxHops pools connects the two
// tokens at all, whatever the amount (to tell "too small" from "no route").
func anyPath(ch *liquidity.Chain, from, to int32) bool {
	return anyPathOver(ch, from, to, nil)
}

// anyPathOver is anyPath over the edges keep accepts (every edge if nil).
func anyPathOver(ch *liquidity.Chain, from, to int32, keep func(liquidity.Edge) bool) bool {
	frontier := []int32{from}
	seen := make([]bool, len(ch.Tokens))
	seen[from] = true
	for range MaxHops {
		var next []int32
		for _, t := range frontier {
			for _, e := range ch.Edges(t) {
				if keep != nil && !keep(e) {
					continue
				}
				if e.To == to {
					return true
				}
				if !seen[e.To] {
					seen[e.To] = true
					next = append(next, e.To)
				}
			}
		}
		frontier = next
	}
	return false
}

// newAccountGas is what sending native to an account that does not exist
// yet costs beyond a transfer (25k for the new account under mainnet's
// rules, plus the value transfer).
const newAccountGas = 40_000

// hopGas is the gas units of a hop (a V3 pool's by the ticks it crosses).
func hopGas(ch *liquidity.Chain, h *Hop) uint64 {
	return ch.Pools[h.Pool].HopGas(&ch.Gas, int(h.In), &h.AmountIn)
}

// legGas is the gas of a leg's wraps and hops.
func legGas(l *Leg) uint64 {
	g := uint64(0)
	if l.Wrap {
		g += l.Chain.Gas.Wrap
	}
	if l.Unwrap {
		// the withdraw, and the native delivery to a possibly new account
		g += l.Chain.Gas.Wrap + newAccountGas
	}
	for _, p := range l.parts() {
		for _, h := range p.Hops {
			g += hopGas(l.Chain, &h)
		}
	}
	return g + uint64(len(l.Splits))*SplitPartGas
}

// legImpact is the price impact of a leg's path in percent: how much less
// it pays than the same amount at the pools' spot prices after their fees
// (the fees are the price of the swap, not its impact).
func legImpact(l *Leg) float64 {
	return spotFactors(nil).legImpact(l)
}

// nativeUSD is the USD value of an amount of the chain's native asset.
func nativeUSD(ch *liquidity.Chain, amount uint256.Int) float64 {
	return usd(&amount, ch.NativeToken)
}
