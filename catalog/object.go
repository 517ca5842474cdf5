package catalog

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// object is a catalog entry as its top-level fields in model order, each
// value already encoded, so listings and field selection copy bytes instead
// of encoding per request.
type object struct {
	keys []string
	vals []json.RawMessage
	enc  [][]byte // `"key":value`, ready to copy
}

// splitObject breaks a JSON object into its top-level fields, keeping order.
func splitObject(raw []byte) (object, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return object{}, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return object{}, fmt.Errorf("expected a JSON object")
	}
	var o object
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return object{}, err
		}
		key, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return object{}, err
		}
		var buf bytes.Buffer
		if err := json.Compact(&buf, v); err != nil {
			return object{}, err
		}
		o.add(key, buf.Bytes())
	}
	if _, err := dec.Token(); err != nil && err != io.EOF {
		return object{}, err
	}
	return o, nil
}

func (o object) has(key string) bool {
	for _, k := range o.keys {
		if k == key {
			return true
		}
	}
	return false
}

func (o *object) add(key string, val json.RawMessage) {
	k, _ := json.Marshal(key)
	enc := append(append(k, ':'), val...)
	o.keys = append(o.keys, key)
	o.vals = append(o.vals, val)
	o.enc = append(o.enc, enc)
}

// appendSelected appends the object reduced to the selected fields (all when
// sel is nil) in model order. When no selected field exists on the object it
// appends nothing, because empty objects are left out of responses.
func (o object) appendSelected(buf []byte, sel *Selection) []byte {
	start := len(buf)
	buf = append(buf, '{')
	n := 0
	for i, k := range o.keys {
		if sel != nil && !sel.has(k) {
			continue
		}
		if n > 0 {
			buf = append(buf, ',')
		}
		buf = append(buf, o.enc[i]...)
		n++
	}
	if n == 0 && sel != nil {
		return buf[:start]
	}
	return append(buf, '}')
}
