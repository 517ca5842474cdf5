package httpapi

import (
	"strings"
	"testing"
)

// TestFreeFormMembersAreCapped: customParams and hooks over their caps get
// a 400 naming the member and the cap; before, a 1 MB customParams was
// stored with every quote.
func TestFreeFormMembersAreCapped(t *testing.T) {
	call := `{"target":"0x1111111111111111111111111111111111111111","callData":"0x` + strings.Repeat("ab", 20_000) + `"}`
	cases := []struct {
		name, extra string
		code        int
		msg         string
	}{
		{"customParams at the cap", `"customParams":{"k":"` + strings.Repeat("x", 4096-8) + `"}`, 0, ""},
		{"customParams over the cap", `"customParams":{"k":"` + strings.Repeat("x", 1<<20-4096) + `"}`, 400,
			"$.customParams is too large: 1044488 bytes as compact JSON, at most 4096 (4 KiB)"},
		{"whitespace does not count", `"customParams":{"k":` + strings.Repeat(" ", 8000) + `"v"}`, 0, ""},
		{"a hook over its cap", `"preHook":{"calls":[` + call + `]}`, 400, "$.preHook is too large: 40083 bytes as compact JSON, at most 32768 (32 KiB)"},
		{"a hook description over its cap", `"postHook":{"description":"` + strings.Repeat("d", 300) + `","calls":[]}`, 400,
			"$.postHook.description is too large: 300 bytes, at most 256 (256 bytes)"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			env := newEnv(t)
			rec := env.do("POST", "/v2/route", fastID, "{"+validRoute+","+tc.extra+"}")
			if tc.code == 0 {
				if rec.Code == 400 && strings.Contains(rec.Body.String(), "too large") {
					t.Fatalf("refused within the cap: %s", rec.Body)
				}
				return
			}
			if rec.Code != tc.code {
				t.Fatalf("status %d, want %d: %.300s", rec.Code, tc.code, rec.Body)
			}
			if e := decodeErr(t, rec); !strings.HasPrefix(e.Message, tc.msg) {
				t.Errorf("message %q, want it to start with %q", e.Message, tc.msg)
			}
		})
	}
}

// TestErrorsQuoteAtMost64BytesOfInput: an error quotes the offending
// input cut short; before, a 900 KB fromChain was echoed whole.
func TestErrorsQuoteAtMost64BytesOfInput(t *testing.T) {
	long := strings.Repeat("7", 900_000)
	cases := []struct{ name, body string }{
		{"fromChain", "{" + strings.Replace(validRoute, `"fromChain":"1"`, `"fromChain":"`+long+`"`, 1) + "}"},
		{"fromToken", "{" + strings.Replace(validRoute, `"fromToken":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"`, `"fromToken":"`+long+`"`, 1) + "}"},
		{"an unknown member's name", "{" + validRoute + `,"` + long + `":1}`},
		{"a bridge type", "{" + validRoute + `,"bridgeTypes":["` + long + `"]}`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			env := newEnv(t)
			rec := env.do("POST", "/v2/route", fastID, tc.body)
			if rec.Code != 400 {
				t.Fatalf("status %d: %.300s", rec.Code, rec.Body)
			}
			e := decodeErr(t, rec)
			if !strings.Contains(e.Message, strings.Repeat("7", 64)+"…") || strings.Contains(e.Message, strings.Repeat("7", 65)) {
				t.Errorf("message %.300q does not quote exactly 64 bytes of the input", e.Message)
			}
			if rec.Body.Len() > 2048 {
				t.Errorf("the error body is %d bytes", rec.Body.Len())
			}
		})
	}
}

// TestExactlyOneAmount: a route request gives fromAmount or toAmount;
// both or neither is a 400 naming them.
func TestExactlyOneAmount(t *testing.T) {
	noFrom := strings.Replace(validRoute, `"fromAmount":"1000000",`, "", 1)
	cases := []struct{ name, body, msg string }{
		{"both", "{" + validRoute + `,"toAmount":"5"}`, "give fromAmount (the amount to send) or toAmount (the amount to receive), not both"},
		{"neither", "{" + noFrom + "}", "fromAmount (the amount to send) or toAmount (the amount to receive) is required"},
		{"a null toAmount is absent", "{" + noFrom + `,"toAmount":null}`, "fromAmount (the amount to send) or toAmount (the amount to receive) is required"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			env := newEnv(t)
			rec := env.do("POST", "/v2/route", fastID, tc.body)
			if rec.Code != 400 {
				t.Fatalf("status %d: %s", rec.Code, rec.Body)
			}
			if e := decodeErr(t, rec); e.Message != tc.msg {
				t.Errorf("message %q, want %q", e.Message, tc.msg)
			}
		})
	}
}
