package httpapi

import (
	"bytes"
	"encoding/json"
	"slices"
)

// fastStringLists decodes the common body of the field-selection endpoints,
// an object of arrays of plain strings such as {"fields":["symbol","address"]},
// without encoding/json's reflection. It accepts only a strict subset:
// allowed keys, arrays (or null) of strings of printable ASCII without
// escapes, JSON whitespace. Anything else reports ok=false and goes to the
// full decoder, which decides and explains; for what it accepts, the result
// equals the full decoder's (FuzzFastStringLists checks this).
func fastStringLists(body []byte, keys ...string) (lists [][]string, ok bool) {
	p := scanner{b: body}
	lists = make([][]string, len(keys))
	p.space()
	if !p.eat('{') {
		return nil, false
	}
	p.space()
	if p.eat('}') {
		return lists, p.end()
	}
	seen := make([]bool, len(keys))
	for {
		key, ok := p.str()
		if !ok {
			return nil, false
		}
		idx := -1
		for i, k := range keys {
			if k == key {
				idx = i
			}
		}
		if idx < 0 || seen[idx] {
			return nil, false // unknown or repeated: the full decoder explains
		}
		seen[idx] = true
		p.space()
		if !p.eat(':') {
			return nil, false
		}
		p.space()
		list, ok := p.list()
		if !ok {
			return nil, false
		}
		lists[idx] = list
		p.space()
		if p.eat('}') {
			return lists, p.end()
		}
		if !p.eat(',') {
			return nil, false
		}
		p.space()
	}
}

type scanner struct {
	b []byte
	i int
}

func (p *scanner) space() {
	for p.i < len(p.b) {
		switch p.b[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *scanner) eat(c byte) bool {
	if p.i < len(p.b) && p.b[p.i] == c {
		p.i++
		return true
	}
	return false
}

// end reports whether only whitespace is left.
func (p *scanner) end() bool {
	p.space()
	return p.i == len(p.b)
}

// str reads a string of printable ASCII without escapes.
func (p *scanner) str() (string, bool) {
	b, ok := p.strBytes()
	return string(b), ok
}

// strBytes is str without copying the contents.
func (p *scanner) strBytes() ([]byte, bool) {
	if !p.eat('"') {
		return nil, false
	}
	start := p.i
	for p.i < len(p.b) {
		c := p.b[p.i]
		switch {
		case c == '"':
			p.i++
			return p.b[start : p.i-1], true
		case c == '\\' || c < 0x20 || c >= 0x7f:
			return nil, false
		}
		p.i++
	}
	return nil, false
}

// list reads null or an array of strings; null reads as nil.
func (p *scanner) list() ([]string, bool) {
	if p.i+4 <= len(p.b) && string(p.b[p.i:p.i+4]) == "null" {
		p.i += 4
		return nil, true
	}
	if !p.eat('[') {
		return nil, false
	}
	out := []string{}
	p.space()
	if p.eat(']') {
		return out, true
	}
	for {
		s, ok := p.str()
		if !ok {
			return nil, false
		}
		out = append(out, s)
		p.space()
		if p.eat(']') {
			return out, true
		}
		if !p.eat(',') {
			return nil, false
		}
		p.space()
	}
}

// fastObject decodes the common body of POST /v2/route, a flat object of
// plain members such as {"fromChain":"1","quoteOnly":true,"slippage":1},
// without encoding/json, whose decoder the full path runs twice (the
// members, then the duplicate check). It accepts only a strict subset:
// allowed keys, each once, whose values are strings of printable ASCII
// without escapes, numbers, true, false or null, and JSON whitespace.
// Anything else reports ok=false and goes to the full decoder, which
// decides and explains; for what it accepts, the result equals the full
// decoder's (FuzzFastObject checks this). Values are slices of body.
func fastObject(body []byte, allowed []string) (obj jsonObject, ok bool) {
	p := scanner{b: body}
	p.space()
	if !p.eat('{') {
		return nil, false
	}
	obj = make(jsonObject, 16)
	p.space()
	if p.eat('}') {
		return obj, p.end()
	}
	for {
		key, ok := p.str()
		if !ok || !slices.Contains(allowed, key) {
			return nil, false
		}
		if _, dup := obj[key]; dup {
			return nil, false
		}
		p.space()
		if !p.eat(':') {
			return nil, false
		}
		p.space()
		v, ok := p.scalar()
		if !ok {
			return nil, false
		}
		obj[key] = v
		p.space()
		if p.eat('}') {
			return obj, p.end()
		}
		if !p.eat(',') {
			return nil, false
		}
		p.space()
	}
}

// scalar reads a plain string (as str), a number, true, false or null,
// and returns its bytes.
func (p *scanner) scalar() (json.RawMessage, bool) {
	start := p.i
	if p.i >= len(p.b) {
		return nil, false
	}
	switch c := p.b[p.i]; {
	case c == '"':
		if _, ok := p.strBytes(); !ok {
			return nil, false
		}
	case c == '-' || ('0' <= c && c <= '9'):
		if !p.number() {
			return nil, false
		}
	default:
		for _, lit := range []string{"true", "false", "null"} {
			if bytes.HasPrefix(p.b[p.i:], []byte(lit)) {
				p.i += len(lit)
				return p.b[start:p.i:p.i], true
			}
		}
		return nil, false
	}
	return p.b[start:p.i:p.i], true
}

// number reads a JSON number: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func (p *scanner) number() bool {
	p.eat('-')
	switch {
	case p.eat('0'):
	case p.digits() == 0:
		return false
	}
	if p.eat('.') && p.digits() == 0 {
		return false
	}
	if p.eat('e') || p.eat('E') {
		if !p.eat('+') {
			p.eat('-')
		}
		if p.digits() == 0 {
			return false
		}
	}
	return true
}

func (p *scanner) digits() int {
	start := p.i
	for p.i < len(p.b) && '0' <= p.b[p.i] && p.b[p.i] <= '9' {
		p.i++
	}
	return p.i - start
}

// unmarshalString is json.Unmarshal(raw, dst) for a string member, without
// reflection when raw is a plain string (printable ASCII, no escapes).
func unmarshalString(raw json.RawMessage, dst *string) error {
	if n := len(raw); n >= 2 && raw[0] == '"' && raw[n-1] == '"' {
		plain := true
		for _, c := range raw[1 : n-1] {
			if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
				plain = false
				break
			}
		}
		if plain {
			*dst = string(raw[1 : n-1])
			return nil
		}
	}
	return json.Unmarshal(raw, dst)
}

// unmarshalBool is json.Unmarshal(raw, dst) for a boolean member.
func unmarshalBool(raw json.RawMessage, dst *bool) error {
	switch string(raw) {
	case "true":
		*dst = true
		return nil
	case "false":
		*dst = false
		return nil
	}
	return json.Unmarshal(raw, dst)
}
