package httpapi

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// slowStringLists is the full decoder's answer, for comparison.
func slowStringLists(body []byte, keys ...string) ([][]string, error) {
	obj, err := decodeObjectFull(body, keys...)
	if err != nil {
		return nil, err
	}
	lists := make([][]string, len(keys))
	for i, k := range keys {
		if lists[i], err = obj.stringList(k); err != nil {
			return nil, err
		}
	}
	return lists, nil
}

func TestFastStringLists(t *testing.T) {
	tests := []struct {
		body   string
		ok     bool
		want   [][]string
		reason string
	}{
		{`{"fields":["symbol","address"]}`, true, [][]string{{"symbol", "address"}}, "common case"},
		{" {\n \"fields\" : [ ] } \t", true, [][]string{{}}, "whitespace, empty array"},
		{`{}`, true, [][]string{nil}, "no keys"},
		{`{"fields":null}`, true, [][]string{nil}, "null"},
		{`{"fields":["a"],"fields":["b"]}`, false, nil, "a duplicate goes to the full decoder, which refuses it"},
		{`{"Fields":["a"]}`, false, nil, "keys are exact"},
		{`{"fields":["a\u0041"]}`, false, nil, "escapes go to the full decoder"},
		{`{"fields":["é"]}`, false, nil, "non-ASCII goes to the full decoder"},
		{`{"fields":[1]}`, false, nil, "wrong type"},
		{`{"fields":["a"]} x`, false, nil, "trailing data"},
		{`{"fields":["a"],}`, false, nil, "trailing comma"},
		{`{"fields":nul}`, false, nil, "bad literal"},
	}
	for _, tt := range tests {
		got, ok := fastStringLists([]byte(tt.body), "fields")
		if ok != tt.ok {
			t.Errorf("%s: ok = %v, want %v", tt.reason, ok, tt.ok)
			continue
		}
		if diff := cmp.Diff(tt.want, got); ok && diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.reason, diff)
		}
	}
}

// FuzzFastStringLists checks that whatever the fast path accepts, the full
// decoder accepts with the same result.
func FuzzFastStringLists(f *testing.F) {
	for _, s := range []string{`{"fields":["symbol"]}`, `{"tokenFields":[],"chainFields":null}`, `{ "fields" : [ "a" , "b" ] }`, `{}`, `{"fields":["a"],"fields":[]}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		for _, keys := range [][]string{{"fields"}, {"tokenFields", "chainFields"}} {
			fast, ok := fastStringLists(body, keys...)
			if !ok {
				continue
			}
			slow, err := slowStringLists(body, keys...)
			if err != nil {
				t.Fatalf("fast path accepted %q, full decoder refused: %v", body, err)
			}
			if diff := cmp.Diff(slow, fast); diff != "" {
				t.Fatalf("%q: fast and full decoders differ (-full +fast):\n%s", body, diff)
			}
		}
	})
}

func TestFastObject(t *testing.T) {
	allowed := []string{"fromChain", "fromAmount", "slippage", "quoteOnly", "preHook"}
	tests := []struct {
		body   string
		ok     bool
		reason string
	}{
		{`{"fromChain":"1","fromAmount":"100","slippage":1.5,"quoteOnly":true}`, true, "common case"},
		{" {\n \"fromChain\" : null , \"slippage\" : -0.5e-3 } \t", true, "whitespace, null, number forms"},
		{`{}`, true, "no members"},
		{`{"slippage":0,"quoteOnly":false}`, true, "zero, false"},
		{`{"fromChain":"1","fromChain":"2"}`, false, "a duplicate goes to the full decoder, which refuses it"},
		{`{"toChain":"1"}`, false, "unknown keys go to the full decoder, which names them"},
		{`{"preHook":{"calls":[]}}`, false, "objects go to the full decoder"},
		{`{"fromChain":["1"]}`, false, "arrays go to the full decoder"},
		{`{"fromChain":"\u0031"}`, false, "escapes go to the full decoder"},
		{`{"fromChain":"é"}`, false, "non-ASCII goes to the full decoder"},
		{`{"slippage":01}`, false, "a leading zero is not JSON"},
		{`{"slippage":1.}`, false, "a bare point is not JSON"},
		{`{"slippage":+1}`, false, "a plus sign is not JSON"},
		{`{"quoteOnly":tru}`, false, "bad literal"},
		{`{"fromChain":"1"} x`, false, "trailing data"},
		{`{"fromChain":"1",}`, false, "trailing comma"},
		{`[]`, false, "not an object"},
	}
	for _, tt := range tests {
		got, ok := fastObject([]byte(tt.body), allowed)
		if ok != tt.ok {
			t.Errorf("%s: ok = %v, want %v", tt.reason, ok, tt.ok)
			continue
		}
		if !ok {
			continue
		}
		want, err := decodeObjectFull([]byte(tt.body), allowed...)
		if err != nil {
			t.Errorf("%s: the full decoder refuses what the fast path accepts: %v", tt.reason, err)
			continue
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s (-full +fast):\n%s", tt.reason, diff)
		}
	}
}

// FuzzFastObject checks that whatever the fast path accepts, the full
// decoder accepts with the same members, and that the string and boolean
// shortcuts read members as json.Unmarshal does.
func FuzzFastObject(f *testing.F) {
	for _, s := range []string{`{"fromChain":"1","fromAmount":"100","slippage":1.5,"quoteOnly":true}`, `{ "slippage" : -0.5e-3 }`,
		`{}`, `{"fromChain":"1","fromChain":"2"}`, `{"quoteOnly":null,"fromAmount":7}`} {
		f.Add([]byte(s))
	}
	allowed := []string{"fromChain", "fromAmount", "slippage", "quoteOnly"}
	f.Fuzz(func(t *testing.T, body []byte) {
		fast, ok := fastObject(body, allowed)
		if !ok {
			return
		}
		full, err := decodeObjectFull(body, allowed...)
		if err != nil {
			t.Fatalf("fast path accepted %q, full decoder refused: %v", body, err)
		}
		if diff := cmp.Diff(full, fast); diff != "" {
			t.Fatalf("%q: fast and full decoders differ (-full +fast):\n%s", body, diff)
		}
		for k, v := range fast {
			var s1, s2 string
			e1, e2 := json.Unmarshal(v, &s1), unmarshalString(v, &s2)
			if (e1 == nil) != (e2 == nil) || s1 != s2 {
				t.Fatalf("%s=%s: unmarshalString gives %q, %v; json.Unmarshal %q, %v", k, v, s2, e2, s1, e1)
			}
			var b1, b2 bool
			e1, e2 = json.Unmarshal(v, &b1), unmarshalBool(v, &b2)
			if (e1 == nil) != (e2 == nil) || b1 != b2 {
				t.Fatalf("%s=%s: unmarshalBool gives %v, %v; json.Unmarshal %v, %v", k, v, b2, e2, b1, e1)
			}
		}
	})
}
