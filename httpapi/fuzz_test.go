package httpapi

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// FuzzPOSTBodies drives the field-selection endpoints with arbitrary bodies
// and query strings: whatever arrives, the answer is a well-formed JSON
// response and never a 500.
func FuzzPOSTBodies(f *testing.F) {
	for _, seed := range []string{
		`{"fields":["symbol"]}`, `{"fields":[]}`, `{"fields":["a.b"]}`, `{"fields":"x"}`, `{"fields":[1,2]}`,
		`{"tokenFields":["symbol"],"chainFields":["chainId"]}`, `{"tokenFields":null}`, `[]`, `null`, `{`, ``,
		`{"fields":["symbol"]} trailing`, `{"fields":["\u0000"]}`, `{"fields":["requiredFeature"]}`, "\xff\xfe",
	} {
		f.Add(seed, "")
		f.Add(seed, "chainId=1")
	}
	env := newEnv(f)
	f.Fuzz(func(t *testing.T, body, query string) {
		for _, path := range []string{"/v2/tokens", "/v2/chains", "/v2/sdk-info"} {
			req := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(body))
			req.URL.Path = path
			req.URL.RawQuery = query
			req.Header.Set("x-integrator-id", fastID)
			rec := httptest.NewRecorder()
			env.h.ServeHTTP(rec, req)
			if rec.Code >= 500 {
				t.Fatalf("POST %s?%s %q: status %d %s", path, query, body, rec.Code, rec.Body)
			}
			if !json.Valid(rec.Body.Bytes()) {
				t.Fatalf("POST %s %q: invalid JSON response %q", path, body, rec.Body)
			}
		}
	})
}

// FuzzGETQueries covers query strings and headers of the GET listings.
func FuzzGETQueries(f *testing.F) {
	for _, seed := range []string{"", "chainId=1", "chainId=", "chainId=1&chainId=2", "chainId=%zz", "chainId=osmosis-1"} {
		f.Add(seed, `"etag"`)
	}
	env := newEnv(f)
	f.Fuzz(func(t *testing.T, query, inm string) {
		for _, path := range []string{"/v2/tokens", "/v2/chains", "/v2/sdk-info"} {
			req := httptest.NewRequest(http.MethodGet, "/", nil)
			req.URL.Path = path
			req.URL.RawQuery = query
			req.Header.Set("x-integrator-id", fastID)
			req.Header.Set("If-None-Match", inm)
			rec := httptest.NewRecorder()
			env.h.ServeHTTP(rec, req)
			if rec.Code >= 500 || (rec.Code != 304 && !json.Valid(rec.Body.Bytes())) {
				t.Fatalf("GET %s?%s: status %d %q", path, query, rec.Code, rec.Body)
			}
			// A query that does not decode is refused, never read as no filter.
			if _, err := url.ParseQuery(query); err != nil && rec.Code != http.StatusBadRequest {
				t.Fatalf("GET %s?%s (%v): status %d, want 400", path, query, err, rec.Code)
			}
		}
	})
}

// FuzzRouteBodies drives POST /v2/route with arbitrary bodies: decoding
// and validation answer 4xx with a JSON body, never a 500.
func FuzzRouteBodies(f *testing.F) {
	valid := `{"fromChain":"1","fromToken":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48","fromAmount":"1000000","fromAddress":"0x1111111111111111111111111111111111111111","toChain":"8453","toToken":"0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE","toAddress":"0x1111111111111111111111111111111111111111","slippage":1,"quoteOnly":true}`
	for _, seed := range []string{
		valid, strings.Replace(valid, `"1000000"`, `"-1"`, 1), strings.Replace(valid, `"1000000"`, `1e6`, 1),
		strings.Replace(valid, `"slippage":1`, `"slippage":null`, 1), strings.Replace(valid, `"8453"`, `"osmosis-1"`, 1),
		strings.Replace(valid, `"quoteOnly":true`, `"quoteOnly":false,"preHook":{"calls":[{"target":"0x1111111111111111111111111111111111111111","callData":"0x","value":"1"}]}`, 1),
		`{"preHook":{"calls":[{}]}}`, `{"postHook":[]}`, `{}`, `[]`, `null`, `{`, ``, "\xff", `{"fromAmount":"99999999999999999999999999999999999999999999999999999999999999999999999999999999"}`,
	} {
		f.Add(seed)
	}
	env := newEnv(f)
	f.Fuzz(func(t *testing.T, body string) {
		rec := env.do(http.MethodPost, "/v2/route", fastID, body)
		if rec.Code >= 500 || !json.Valid(rec.Body.Bytes()) {
			t.Fatalf("POST /v2/route %q: status %d %q", body, rec.Code, rec.Body)
		}
	})
}
