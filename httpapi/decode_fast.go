package httpapi

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
	if !p.eat('"') {
		return "", false
	}
	start := p.i
	for p.i < len(p.b) {
		c := p.b[p.i]
		switch {
		case c == '"':
			s := string(p.b[start:p.i])
			p.i++
			return s, true
		case c == '\\' || c < 0x20 || c >= 0x7f:
			return "", false
		}
		p.i++
	}
	return "", false
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
