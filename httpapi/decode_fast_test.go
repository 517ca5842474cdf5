package httpapi

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// slowStringLists is the full decoder's answer, for comparison.
func slowStringLists(body []byte, keys ...string) ([][]string, error) {
	obj, err := decodeObject(body, keys...)
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
