package route

import (
	"encoding/json"
	"math"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// Response is the body of a route answer; the wire types live in api.
type Response = api.RouteResponse

// RouteObject is `route` (decisions: Routes).
type RouteObject = api.Route

// Estimate is the priced route.
type Estimate = api.Estimate

// Action is one step of the route.
type Action = api.Action

// PoolInfo names the pool of a swap action.
type PoolInfo = api.PoolInfo

// BridgeInfo names the bridge of a bridge action.
type BridgeInfo = api.BridgeInfo

// Cost is a gas or fee cost.
type Cost = api.Cost

// TransactionRequest is the transaction the user sends on fromChain.
type TransactionRequest = api.TransactionRequest

// describer builds the estimate's token objects and actions from the
// catalog.
type describer struct {
	cat *catalog.Catalog
	all catalog.View
	// tokens caches token objects by chain and address: the catalog never
	// changes while the service runs.
	tokens *tokenCache
}

// tokenCache is a read-mostly map: unlike a sync.Map, looking a struct
// key up allocates nothing, and a route looks up a dozen token objects.
type tokenCache struct {
	mu sync.RWMutex
	m  map[tokenKey]json.RawMessage
	// hex holds EIP-55 forms of pool and contract addresses: each costs a
	// keccak, and every answer repeats a handful of them. An address's
	// checksum never changes, so entries never go stale; the bound only
	// keeps a world of many pools from growing the map without end.
	hex map[common.Address]string
}

// maxHexCache bounds tokenCache.hex; past it, addresses are checksummed
// on every use as before.
const maxHexCache = 1 << 15

func newTokenCache() *tokenCache {
	return &tokenCache{m: map[tokenKey]json.RawMessage{}, hex: map[common.Address]string{}}
}

type tokenKey struct {
	chain string
	addr  common.Address
}

// token is the catalog object of a token on a chain; a token the catalog
// does not list (never for routes the engine found on catalog chains)
// gets a minimal object.
func (d describer) token(ch *liquidity.Chain, addr common.Address) json.RawMessage {
	k := tokenKey{ch.ID, addr}
	c := d.tokens
	c.mu.RLock()
	b, ok := c.m[k]
	c.mu.RUnlock()
	if ok {
		return b
	}
	b = d.tokenObject(ch, addr)
	c.mu.Lock()
	c.m[k] = b
	c.mu.Unlock()
	return b
}

// hex is addr.Hex(), cached.
func (d describer) hex(addr common.Address) string {
	c := d.tokens
	c.mu.RLock()
	h, ok := c.hex[addr]
	c.mu.RUnlock()
	if ok {
		return h
	}
	h = addr.Hex()
	c.mu.Lock()
	if len(c.hex) < maxHexCache {
		c.hex[addr] = h
	}
	c.mu.Unlock()
	return h
}

func (d describer) tokenObject(ch *liquidity.Chain, addr common.Address) json.RawMessage {
	a := addr.Hex()
	if addr == liquidity.Native {
		a = catalog.NativeEVMAddress
	}
	if t, ok := d.cat.Token(d.all, ch.ID, a); ok {
		return t.JSON()
	}
	t, _ := ch.Token(addr)
	b, _ := json.Marshal(map[string]any{"symbol": t.Symbol, "address": a, "chainId": ch.ID, "decimals": t.Decimals, "usdPrice": t.USDPrice, "type": "evm"})
	return b
}

// legActions describes a leg's wrap, swaps and unwrap.
func (d describer) legActions(l *Leg, slippage float64) []Action {
	return d.appendLegActions(nil, l, slippage)
}

// appendLegActions appends legActions to out.
func (d describer) appendLegActions(out []Action, l *Leg, slippage float64) []Action {
	ch := l.Chain
	if l.Wrap {
		in := l.In.Dec()
		out = append(out, Action{Type: "wrap", FromChain: ch.ID, ToChain: ch.ID, FromToken: d.token(ch, liquidity.Native),
			ToToken: d.token(ch, ch.WrappedNative), FromAmount: in, ToAmount: in, ToAmountMin: in,
			Provider: "Wrapped native token", Description: "Wrap " + ch.NativeToken.Symbol + " into " + symbolOf(ch, ch.WrappedNative)})
	}
	parts := l.parts()
	// a hop's input is most often the previous hop's output, whose decimal
	// form is already made
	var prev decimal
	for k, part := range parts {
		for _, h := range part.Hops {
			in := prev.of(&h.AmountIn)
			prev = decimal{h.Out, h.Out.Dec()}
			out = append(out, d.hopAction(l, &h, in, prev.s, slippage, k, parts))
		}
	}
	if l.Unwrap {
		o := l.Out.Dec()
		out = append(out, Action{Type: "wrap", FromChain: ch.ID, ToChain: ch.ID, FromToken: d.token(ch, ch.WrappedNative),
			ToToken: d.token(ch, liquidity.Native), FromAmount: o, ToAmount: o, ToAmountMin: o,
			Provider: "Wrapped native token", Description: "Unwrap " + symbolOf(ch, ch.WrappedNative) + " into " + ch.NativeToken.Symbol})
	}
	return out
}

// decimal is an amount with its decimal string.
type decimal struct {
	v uint256.Int
	s string
}

// of is x's decimal string, d's when x is d's amount.
func (d *decimal) of(x *uint256.Int) string {
	if d.s != "" && d.v.Eq(x) {
		return d.s
	}
	return x.Dec()
}

func symbolOf(ch *liquidity.Chain, addr common.Address) string {
	t, _ := ch.Token(addr)
	return t.Symbol
}

// cost renders an amount of a chain's token as a Cost.
func (d describer) cost(typ, name, desc string, ch *liquidity.Chain, token common.Address, amount uint256.Int, gasLimit uint64) Cost {
	t, _ := ch.Token(token)
	c := Cost{Type: typ, Name: name, Description: desc, Token: d.token(ch, token), Amount: amount.Dec(), AmountUSD: formatUSD(usd(&amount, t))}
	if gasLimit > 0 {
		c.GasLimit = strconv.FormatUint(gasLimit, 10)
	}
	return c
}

// exchangeRate is whole toTokens per whole fromToken.
func exchangeRate(pl *Plan, fromTok, toTok liquidity.Token) string {
	in := units(&pl.FromAmount, fromTok.Decimals)
	if in == 0 {
		return "0"
	}
	r := units(&pl.ToAmount, toTok.Decimals) / in
	// 12 significant digits, in plain decimal notation (no exponent)
	return strconv.FormatFloat(r, 'f', max(0, 11-int(math.Floor(math.Log10(math.Max(r, 1e-30))))), 64)
}

// seconds rounds a duration up to whole seconds.
func seconds(d time.Duration) int64 { return int64(math.Ceil(d.Seconds())) }
