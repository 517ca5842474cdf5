package route

import (
	"encoding/json"
	"errors"
	"math"
	"strconv"
	"unicode/utf8"
	"unsafe"

	"github.com/switchyard-dev/switchyard/api"
)

// The route object is the largest thing a quote answer encodes, and
// encoding/json spends most of its time on it re-validating and compacting
// the token objects (json.RawMessage) it holds by the dozen. appendRoute
// writes the same bytes as json.Marshal, field by field; the property test
// (routejson_test.go) fills every field of the api types, so a field added
// there and not here fails it.

// errJSONFallback makes marshalRoute use encoding/json: a value it would
// refuse (NaN) or a token object that is not compact.
var errJSONFallback = errors.New("route json: not encoded by hand")

// marshalAnswer returns the answer's body, json.Marshal(RouteResponse{ro}),
// and within it route, json.Marshal(ro).
func marshalAnswer(ro *RouteObject) (body, route []byte, err error) {
	const open, end = `{"route":`, `}`
	var e jsonEnc
	// about a kilobyte per action and cost, most of it token objects
	e.b = make([]byte, 0, 2048+1024*(len(ro.Estimate.Actions)+len(ro.Estimate.GasCosts)+len(ro.Estimate.FeeCosts)))
	e.b = append(e.b, open...)
	e.route(ro)
	if e.err != nil {
		if e.b, err = json.Marshal(ro); err != nil {
			return nil, nil, err
		}
		e.b = append(append([]byte(open), e.b...), end...)
	} else {
		e.b = append(e.b, end...)
	}
	return e.b, e.b[len(open) : len(e.b)-len(end)], nil
}

// marshalRoute returns json.Marshal(ro).
func marshalRoute(ro *RouteObject) ([]byte, error) {
	_, route, err := marshalAnswer(ro)
	return route, err
}

// marshalRequest returns json.Marshal(req).
func marshalRequest(req *api.RouteRequest) ([]byte, error) {
	var e jsonEnc
	e.b = make([]byte, 0, 512)
	e.request(req)
	if e.err == nil {
		return e.b, nil
	}
	return json.Marshal(req)
}

// jsonEnc appends JSON to b; err is set by a value it cannot write as
// encoding/json would.
type jsonEnc struct {
	b   []byte
	err error
	// compact holds raw values compactRaw passed in this encoding, by
	// their bytes' address and length: an answer writes its few token
	// objects a dozen times (each action's fromToken is the previous
	// one's toToken), and scanning them was a third of the encoding.
	compact [8]rawRef
	next    int
}

// rawRef identifies a raw value's bytes.
type rawRef struct {
	p *byte
	n int
}

// knownCompact says whether v is a value compactRaw already passed; else
// it checks v and remembers it when it passes.
func (e *jsonEnc) knownCompact(v []byte) bool {
	if len(v) == 0 {
		return false // never remembered: the empty slots are zero refs
	}
	r := rawRef{unsafe.SliceData(v), len(v)}
	for _, c := range e.compact {
		if c == r {
			return true
		}
	}
	if !compactRaw(v) {
		return false
	}
	e.compact[e.next] = r
	e.next = (e.next + 1) % len(e.compact)
	return true
}

// key writes a member's name: the first of an object opens it.
func (e *jsonEnc) key(k string, first bool) {
	if first {
		e.b = append(e.b, '{')
	} else {
		e.b = append(e.b, ',')
	}
	e.b = append(e.b, '"')
	e.b = append(e.b, k...)
	e.b = append(e.b, '"', ':')
}

func (e *jsonEnc) str(k, v string, first bool) {
	e.key(k, first)
	e.b = appendJSONString(e.b, v)
}

func (e *jsonEnc) strOmit(k, v string) {
	if v != "" {
		e.str(k, v, false)
	}
}

func (e *jsonEnc) boolean(k string, v bool) {
	e.key(k, false)
	e.b = strconv.AppendBool(e.b, v)
}

func (e *jsonEnc) int(k string, v int64) {
	e.key(k, false)
	e.b = strconv.AppendInt(e.b, v, 10)
}

// float writes a float64 as encoding/json does (ES6 number formatting).
func (e *jsonEnc) float(k string, f float64) {
	e.key(k, false)
	if math.IsInf(f, 0) || math.IsNaN(f) {
		e.err = errJSONFallback
		return
	}
	abs, format := math.Abs(f), byte('f')
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	e.b = strconv.AppendFloat(e.b, f, format, -1, 64)
	if format == 'e' {
		// e-09 → e-9
		if n := len(e.b); n >= 4 && e.b[n-4] == 'e' && e.b[n-3] == '-' && e.b[n-2] == '0' {
			e.b[n-2] = e.b[n-1]
			e.b = e.b[:n-1]
		}
	}
}

// raw writes a RawMessage as encoding/json does: null when nil, else
// compacted with HTML escaped. Token objects come from json.Marshal, so
// they are compact and escaped already, which compactRaw checks cheaply;
// anything else goes through encoding/json.
func (e *jsonEnc) raw(k string, v json.RawMessage, first bool) {
	e.key(k, first)
	if v == nil {
		e.b = append(e.b, "null"...)
		return
	}
	if e.knownCompact(v) {
		e.b = append(e.b, v...)
		return
	}
	b, err := json.Marshal(v)
	if err != nil {
		e.err = errJSONFallback
		return
	}
	e.b = append(e.b, b...)
}

func (e *jsonEnc) rawOmit(k string, v json.RawMessage) {
	if len(v) > 0 {
		e.raw(k, v, false)
	}
}

func (e *jsonEnc) route(ro *RouteObject) {
	e.b = append(e.b, `{"estimate":`...)
	e.estimate(&ro.Estimate)
	if tx := ro.TransactionRequest; tx != nil {
		e.key("transactionRequest", false)
		e.transaction(tx)
	}
	e.key("params", false)
	e.request(&ro.Params)
	e.str("quoteId", ro.QuoteID, false)
	e.b = append(e.b, '}')
}

func (e *jsonEnc) estimate(est *Estimate) {
	e.key("actions", true)
	if est.Actions == nil {
		e.b = append(e.b, "null"...)
	} else {
		e.b = append(e.b, '[')
		for i := range est.Actions {
			if i > 0 {
				e.b = append(e.b, ',')
			}
			e.action(&est.Actions[i])
		}
		e.b = append(e.b, ']')
	}
	e.raw("fromToken", est.FromToken, false)
	e.raw("toToken", est.ToToken, false)
	e.str("fromAmount", est.FromAmount, false)
	e.strOmit("fromAmountMax", est.FromAmountMax)
	e.str("toAmount", est.ToAmount, false)
	e.str("toAmountMin", est.ToAmountMin, false)
	e.str("exchangeRate", est.ExchangeRate, false)
	e.str("aggregatePriceImpact", est.AggregatePriceImpact, false)
	e.float("aggregateSlippage", est.AggregateSlippage)
	e.int("estimatedRouteDuration", est.EstimatedRouteDuration)
	e.int("estimatedRouteDurationP90", est.EstimatedRouteDurationP90)
	e.str("fromAmountUSD", est.FromAmountUSD, false)
	e.str("toAmountUSD", est.ToAmountUSD, false)
	e.str("toAmountMinUSD", est.ToAmountMinUSD, false)
	e.costs("gasCosts", est.GasCosts)
	e.costs("feeCosts", est.FeeCosts)
	e.boolean("isBoostSupported", est.IsBoostSupported)
	e.str("expiresAt", est.ExpiresAt, false)
	e.b = append(e.b, '}')
}

func (e *jsonEnc) action(a *Action) {
	e.str("type", a.Type, true)
	e.str("fromChain", a.FromChain, false)
	e.str("toChain", a.ToChain, false)
	e.rawOmit("fromToken", a.FromToken)
	e.rawOmit("toToken", a.ToToken)
	e.strOmit("fromAmount", a.FromAmount)
	e.strOmit("toAmount", a.ToAmount)
	e.strOmit("toAmountMin", a.ToAmountMin)
	e.str("provider", a.Provider, false)
	e.str("description", a.Description, false)
	if p := a.Pool; p != nil {
		e.key("pool", false)
		e.str("address", p.Address, true)
		e.str("kind", p.Kind, false)
		e.str("fee", p.Fee, false)
		e.b = append(e.b, '}')
	}
	if br := a.Bridge; br != nil {
		e.key("bridge", false)
		e.str("name", br.Name, true)
		e.str("symbol", br.Symbol, false)
		e.str("sourceChainName", br.SourceChainName, false)
		e.str("destinationChainName", br.DestinationChainName, false)
		e.str("sourceGateway", br.SourceGateway, false)
		e.str("destinationGasLimit", br.DestinationGasLimit, false)
		e.int("estimatedDuration", br.EstimatedDurationInSec)
		e.b = append(e.b, '}')
	}
	e.strOmit("solver", a.Solver)
	e.b = append(e.b, '}')
}

func (e *jsonEnc) costs(k string, cs []Cost) {
	e.key(k, false)
	if cs == nil {
		e.b = append(e.b, "null"...)
		return
	}
	e.b = append(e.b, '[')
	for i := range cs {
		c := &cs[i]
		if i > 0 {
			e.b = append(e.b, ',')
		}
		e.str("type", c.Type, true)
		e.str("name", c.Name, false)
		e.str("description", c.Description, false)
		e.raw("token", c.Token, false)
		e.str("amount", c.Amount, false)
		e.str("amountUsd", c.AmountUSD, false)
		e.strOmit("gasLimit", c.GasLimit)
		e.b = append(e.b, '}')
	}
	e.b = append(e.b, ']')
}

func (e *jsonEnc) transaction(tx *TransactionRequest) {
	e.str("type", tx.Type, true)
	e.str("routeType", tx.RouteType, false)
	e.str("target", tx.Target, false)
	e.str("data", tx.Data, false)
	e.str("value", tx.Value, false)
	e.str("gasLimit", tx.GasLimit, false)
	e.str("gasPrice", tx.GasPrice, false)
	e.strOmit("maxFeePerGas", tx.MaxFeePerGas)
	e.strOmit("maxPriorityFeePerGas", tx.MaxPriorityFeePerGas)
	e.str("expiry", tx.Expiry, false)
	e.b = append(e.b, '}')
}

func (e *jsonEnc) request(r *api.RouteRequest) {
	e.str("fromChain", r.FromChain, true)
	e.str("fromToken", r.FromToken, false)
	e.strOmit("fromAmount", r.FromAmount)
	e.str("fromAddress", r.FromAddress, false)
	e.str("toChain", r.ToChain, false)
	e.str("toToken", r.ToToken, false)
	e.str("toAddress", r.ToAddress, false)
	if r.Slippage != nil {
		e.float("slippage", *r.Slippage)
	}
	e.boolean("quoteOnly", r.QuoteOnly)
	e.boolean("receiveGasOnDestination", r.ReceiveGasOnDestination)
	e.boolean("bypassGuardrails", r.BypassGuardrails)
	e.hook("preHook", r.PreHook)
	e.hook("postHook", r.PostHook)
	e.boolean("enableBoost", r.EnableBoost)
	if len(r.FallbackAddresses) > 0 {
		e.key("fallbackAddresses", false)
		e.b = append(e.b, '[')
		for i, fa := range r.FallbackAddresses {
			if i > 0 {
				e.b = append(e.b, ',')
			}
			e.key("coinType", true)
			e.b = strconv.AppendUint(e.b, uint64(fa.CoinType), 10)
			e.str("address", fa.Address, false)
			e.b = append(e.b, '}')
		}
		e.b = append(e.b, ']')
	}
	e.strOmit("overrideGasRefundAddress", r.OverrideGasRefundAddress)
	e.rawOmit("customParams", r.CustomParams)
	if len(r.BridgeTypes) > 0 {
		e.key("bridgeTypes", false)
		e.b = append(e.b, '[')
		for i, bt := range r.BridgeTypes {
			if i > 0 {
				e.b = append(e.b, ',')
			}
			e.b = appendJSONString(e.b, string(bt))
		}
		e.b = append(e.b, ']')
	}
	e.strOmit("toAmount", r.ToAmount)
	e.b = append(e.b, '}')
}

func (e *jsonEnc) hook(k string, h *api.Hook) {
	if h == nil {
		return
	}
	e.key(k, false)
	e.key("calls", true)
	if h.Calls == nil {
		e.b = append(e.b, "null"...)
	} else {
		e.b = append(e.b, '[')
		for i, c := range h.Calls {
			if i > 0 {
				e.b = append(e.b, ',')
			}
			e.str("target", c.Target, true)
			e.str("callData", c.CallData, false)
			e.strOmit("value", c.Value)
			e.strOmit("estimatedGas", c.EstimatedGas)
			e.b = append(e.b, '}')
		}
		e.b = append(e.b, ']')
	}
	e.strOmit("description", h.Description)
	e.b = append(e.b, '}')
}

// jsonPlain marks the ASCII bytes encoding/json writes as they are in a
// string with HTML escaping on.
var jsonPlain = func() (t [utf8.RuneSelf]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
	}
	return t
}()

// appendJSONString appends s quoted as encoding/json quotes it: HTML
// characters, control characters, U+2028 and U+2029 escaped, invalid UTF-8
// replaced by U+FFFD.
func appendJSONString(dst []byte, s string) []byte {
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if jsonPlain[c] {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '\\', '"':
				dst = append(dst, '\\', c)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// Byte classes of compactRaw.
const (
	rawPlain = iota
	rawQuote
	rawBackslash
	rawSpace     // whitespace: compacted away outside strings
	rawForbidden // escaped anywhere: <, >, &, and 0xE2, which starts U+2028 and U+2029
)

var rawClass = func() (t [256]uint8) {
	t['"'], t['\\'] = rawQuote, rawBackslash
	t[' '], t['\t'], t['\n'], t['\r'] = rawSpace, rawSpace, rawSpace, rawSpace
	t['<'], t['>'], t['&'], t[0xE2] = rawForbidden, rawForbidden, rawForbidden, rawForbidden
	return t
}()

// compactRaw reports whether encoding/json would write v as it is: no
// whitespace outside strings, nothing it escapes, not empty. It does not
// validate v: the route's raw values are token objects json.Marshal wrote
// and the request's customParams, which decoding compacted from valid
// JSON.
func compactRaw(v []byte) bool {
	if len(v) == 0 {
		return false
	}
	in := false
	for i := 0; i < len(v); i++ {
		switch rawClass[v[i]] {
		case rawPlain:
		case rawQuote:
			in = !in
		case rawBackslash:
			i++ // the escaped byte, which cannot end the string
		case rawSpace:
			if !in {
				return false
			}
		default:
			return false
		}
	}
	return !in
}
