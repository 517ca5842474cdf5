package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// TestOpenAPIConformance runs the real service and checks that every
// operation it routes is documented in the OpenAPI document it serves, that
// every documented operation is exercised, and that every response
// (successes and many errors) matches the documented status, headers and
// JSON schema (validated as JSON Schema 2020-12).
func TestOpenAPIConformance(t *testing.T) {
	// The devnet's chains give the route cases real liquidity; the catalog
	// (and so every listing) is the same with or without it.
	devnetChains := "none" // the API-only build: no liquidity, routes answer NO_ROUTE
	if withDevnet {
		devnetChains = "1,42161"
	}
	s := startService(t, "--devnet-chains", devnetChains)
	fast := s.addIntegrator("openapi-fast", "--tier", "custom", "--rate", "1000")
	slow := s.addIntegrator("openapi-slow", "--tier", "testing")

	resp, raw := s.do("GET", "/v2/openapi.json", "", "")
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /v2/openapi.json: %d %s", resp.StatusCode, raw)
	}
	d := loadOpenAPI(t, raw)
	d.checkDocument(t)

	run := func(c oaCase) (*http.Response, []byte) {
		t.Helper()
		resp, body := s.do(c.method, c.target, c.id, c.body, c.headers...)
		if c.status != 0 && resp.StatusCode != c.status {
			t.Errorf("%s: %s %s: status %d, want %d; body %.300s", c.name, c.method, c.target, resp.StatusCode, c.status, body)
		}
		d.checkExchange(t, c, resp, body)
		return resp, body
	}
	get := func(name, target, id string, status int, headers ...string) (*http.Response, []byte) {
		t.Helper()
		return run(oaCase{name: name, method: "GET", target: target, id: id, status: status, headers: headers})
	}
	post := func(name, target, id, body string, status, reqSchema int) (*http.Response, []byte) {
		t.Helper()
		return run(oaCase{name: name, method: "POST", target: target, id: id, body: body, status: status, reqSchema: reqSchema})
	}

	// Listings, with and without chainId; the chain ids come from the listing.
	_, body := get("all chains", "/v2/chains", fast, 200)
	var chains struct{ Chains []map[string]any }
	mustUnmarshal(t, body, &chains)
	if len(chains.Chains) < 2 {
		t.Fatalf("GET /v2/chains lists %d chains; the test needs two", len(chains.Chains))
	}
	chainA := chains.Chains[0]["chainId"].(string)
	chainB := chains.Chains[len(chains.Chains)-1]["chainId"].(string)
	checkChainOrder(t, chains.Chains)
	qa, qb := "?chainId="+url.QueryEscape(chainA), "?chainId="+url.QueryEscape(chainB)

	get("one chain", "/v2/chains"+qa, fast, 200)
	get("one chain (last)", "/v2/chains"+qb, fast, 200)
	_, body = get("all tokens", "/v2/tokens", fast, 200)
	var tokens struct{ Tokens []map[string]any }
	mustUnmarshal(t, body, &tokens)
	checkTokenOrder(t, chains.Chains, tokens.Tokens)
	checkNoOperatorFields(t, "GET /v2/chains", chains.Chains)
	checkNoOperatorFields(t, "GET /v2/tokens", tokens.Tokens)
	get("tokens of a chain", "/v2/tokens"+qa, fast, 200)
	get("sdk-info", "/v2/sdk-info", fast, 200)
	get("sdk-info of a chain", "/v2/sdk-info"+qa, fast, 200)
	for _, p := range []string{"/v2/chains", "/v2/tokens", "/v2/sdk-info"} {
		get("unknown chainId", p+"?chainId=no-such-chain-999", fast, 404)
		get("chainId twice", p+qa+"&chainId="+url.QueryEscape(chainB), fast, 400)
		get("missing x-integrator-id", p, "", 401)
		get("invalid x-integrator-id", p, "sy_not-a-real-integrator-id", 401)
	}

	// gzip, when accepted: the decompressed body must match too.
	resp, _ = get("gzip listing", "/v2/tokens", fast, 200, "Accept-Encoding", "gzip")
	gzPost, _ := run(oaCase{name: "gzip selection", method: "POST", target: "/v2/tokens", id: fast,
		body: `{"fields":["symbol","chainId"]}`, status: 200, headers: []string{"Accept-Encoding", "gzip"}})
	if resp.Header.Get("Content-Encoding") != "gzip" || gzPost.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("token listings were not gzipped although the client accepts gzip")
	}

	// ETag and If-None-Match, on listings and on the document itself.
	for _, p := range []string{"/v2/chains", "/v2/chains" + qa, "/v2/tokens" + qa, "/v2/sdk-info", "/v2/openapi.json"} {
		resp, _ := get("etag", p, fast, 200)
		etag := resp.Header.Get("ETag")
		get("If-None-Match", p, fast, 304, "If-None-Match", etag)
		get("If-None-Match weak", p, fast, 304, "If-None-Match", `"other", W/`+etag)
		get("If-None-Match stale", p, fast, 200, "If-None-Match", `"stale"`)
	}

	// Field selection.
	_, body = post("chains fields", "/v2/chains", fast, `{"fields":["chainId","noSuchField","chainId"]}`, 200, 1)
	var sel struct{ Chains []map[string]any }
	mustUnmarshal(t, body, &sel)
	if len(sel.Chains) != len(chains.Chains) {
		t.Errorf("POST /v2/chains lists %d chains, GET %d", len(sel.Chains), len(chains.Chains))
	}
	for i, c := range sel.Chains {
		if len(c) != 1 || i >= len(chains.Chains) || c["chainId"] != chains.Chains[i]["chainId"] {
			t.Errorf("POST /v2/chains item %d = %v; want only chainId, in GET order", i, c)
			break
		}
	}
	post("one chain fields", "/v2/chains"+qa, fast, `{"fields":["chainName","nativeCurrency"]}`, 200, 1)
	_, body = post("one chain, nothing selected", "/v2/chains"+qa, fast, `{"fields":["noSuchField"]}`, 200, 1)
	if strings.TrimSpace(string(body)) != "{}" {
		t.Errorf("POST /v2/chains?chainId with no existing field = %s, want {}", body)
	}
	_, body = post("no chain has the field", "/v2/chains", fast, `{"fields":["noSuchField"]}`, 200, 1)
	if strings.TrimSpace(string(body)) != `{"chains":[]}` {
		t.Errorf("POST /v2/chains with no existing field = %s, want {\"chains\":[]}", body)
	}
	_, body = post("tokens fields", "/v2/tokens", fast, `{"fields":["address","symbol","requiredFeature"]}`, 200, 1)
	var tsel struct{ Tokens []map[string]any }
	mustUnmarshal(t, body, &tsel)
	if len(tsel.Tokens) != len(tokens.Tokens) {
		t.Errorf("POST /v2/tokens lists %d tokens, GET %d", len(tsel.Tokens), len(tokens.Tokens))
	}
	for i, tok := range tsel.Tokens {
		if len(tok) != 2 || i >= len(tokens.Tokens) || tok["address"] != tokens.Tokens[i]["address"] || tok["symbol"] != tokens.Tokens[i]["symbol"] {
			t.Errorf("POST /v2/tokens item %d = %v; want symbol and address only, in GET order", i, tok)
			break
		}
	}
	post("tokens of a chain fields", "/v2/tokens"+qa, fast, `{"fields":["decimals"]}`, 200, 1)
	post("sdk-info fields", "/v2/sdk-info", fast, `{"tokenFields":["symbol"],"chainFields":["chainId","rpc"]}`, 200, 1)
	_, body = post("sdk-info of a chain fields", "/v2/sdk-info"+qa, fast, `{"tokenFields":["symbol"],"chainFields":["chainId"]}`, 200, 1)
	var sdk struct{ Chains []map[string]any }
	mustUnmarshal(t, body, &sdk)
	if len(sdk.Chains) != 1 || sdk.Chains[0]["chainId"] != chainA {
		t.Errorf("POST /v2/sdk-info?chainId=%s chains = %v", chainA, sdk.Chains)
	}

	// Field-selection errors. reqSchema -1: the document's request schema
	// must reject the body too; 1: it accepts it (the server's rule is not
	// expressible in the schema, e.g. blocked fields).
	bigBody := `{"fields":["` + strings.Repeat("a", 1<<20) + `"]}`
	for _, p := range []string{"/v2/chains", "/v2/tokens"} {
		post("fields missing", p, fast, `{}`, 400, -1)
		post("fields null", p, fast, `{"fields":null}`, 400, -1)
		post("fields empty", p, fast, `{"fields":[]}`, 400, -1)
		post("fields dotted", p, fast, `{"fields":["nativeCurrency.symbol"]}`, 400, -1)
		post("fields all blocked", p, fast, `{"fields":["requiredFeature"]}`, 400, 1)
		post("malformed JSON", p, fast, `{"fields":[`, 400, -1)
		post("empty body", p, fast, ``, 400, -1)
		post("body is an array", p, fast, `["chainId"]`, 400, -1)
		post("fields not an array", p, fast, `{"fields":"chainId"}`, 400, -1)
		post("field not a string", p, fast, `{"fields":[1]}`, 400, -1)
		post("unknown property", p, fast, `{"fields":["chainId"],"extra":1}`, 400, -1)
		post("trailing data", p, fast, `{"fields":["chainId"]} {}`, 400, -1)
		post("unknown chainId", p+"?chainId=no-such-chain-999", fast, `{"fields":["chainId"]}`, 404, 1)
		post("body over 1 MiB", p, fast, bigBody, 413, 0)
		post("missing x-integrator-id", p, "", `{"fields":["chainId"]}`, 401, 1)
		post("invalid x-integrator-id", p, "sy_not-a-real-integrator-id", `{"fields":["chainId"]}`, 401, 1)
	}
	sdkp := "/v2/sdk-info"
	post("sdk tokenFields only", sdkp, fast, `{"tokenFields":["symbol"]}`, 400, -1)
	post("sdk chainFields empty", sdkp, fast, `{"tokenFields":["symbol"],"chainFields":[]}`, 400, -1)
	post("sdk dotted", sdkp, fast, `{"tokenFields":["a.b"],"chainFields":["chainId"]}`, 400, -1)
	post("sdk all blocked", sdkp, fast, `{"tokenFields":["symbol"],"chainFields":["privateRpcList"]}`, 400, 1)
	post("sdk fields key", sdkp, fast, `{"fields":["chainId"]}`, 400, -1)
	post("sdk wrong type", sdkp, fast, `{"tokenFields":"symbol","chainFields":["chainId"]}`, 400, -1)
	post("sdk malformed", sdkp, fast, `{"tokenFields":`, 400, -1)
	post("sdk unknown chainId", sdkp+"?chainId=no-such-chain-999", fast, `{"tokenFields":["symbol"],"chainFields":["chainId"]}`, 404, 1)
	post("sdk body over 1 MiB", sdkp, fast, bigBody, 413, 0)
	post("sdk missing x-integrator-id", sdkp, "", `{"tokenFields":["symbol"],"chainFields":["chainId"]}`, 401, 1)

	// Routes, answered on the devnet's chains 1 and 42161; chain 10 is listed
	// but has no liquidity source. Token addresses come from the listing.
	tokenAddr := func(chainID, symbol string) string {
		t.Helper()
		for _, tok := range tokens.Tokens {
			if tok["chainId"] == chainID && tok["symbol"] == symbol {
				return tok["address"].(string)
			}
		}
		t.Fatalf("GET /v2/tokens lists no %s on chain %s", symbol, chainID)
		return ""
	}
	const native = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"
	const wallet = "0x1111111111111111111111111111111111111111"
	usdc1, usdcArb, usdcOP := tokenAddr("1", "USDC"), tokenAddr("42161", "USDC"), tokenAddr("10", "USDC")
	// routeJSON is a route request; extra are member/JSON-value pairs that
	// replace members (an empty value removes the member).
	routeJSON := func(fromChain, fromToken, fromAmount, toChain, toToken string, quoteOnly bool, extra ...string) string {
		t.Helper()
		m := map[string]any{"fromChain": fromChain, "fromToken": fromToken, "fromAmount": fromAmount, "fromAddress": wallet,
			"toChain": toChain, "toToken": toToken, "toAddress": wallet, "slippage": 1, "quoteOnly": quoteOnly}
		for i := 0; i+1 < len(extra); i += 2 {
			if extra[i+1] == "" {
				delete(m, extra[i])
				continue
			}
			var v any
			if err := json.Unmarshal([]byte(extra[i+1]), &v); err != nil {
				t.Fatalf("routeJSON %s: %v", extra[i], err)
			}
			m[extra[i]] = v
		}
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	type routeAnswer struct {
		Route struct {
			Estimate struct {
				Actions               []struct{ Type string }
				ToAmount, ToAmountMin string
			}
			TransactionRequest *struct{ RouteType, Target string }
			Params             map[string]any
			QuoteID            string
		}
	}
	// route posts a request that must be answered with a route, checks what
	// the schema cannot (transaction presence, route kind) and returns it.
	route := func(name, body string, quoteOnly bool, kinds ...string) routeAnswer {
		t.Helper()
		_, raw := post(name, "/v2/route", fast, body, 200, 1)
		var a routeAnswer
		mustUnmarshal(t, raw, &a)
		r := a.Route
		switch {
		case quoteOnly && r.TransactionRequest != nil:
			t.Errorf("%s: a quoteOnly route carries a transactionRequest", name)
		case !quoteOnly && (r.TransactionRequest == nil || r.TransactionRequest.Target == ""):
			t.Errorf("%s: a full quote carries no transactionRequest with a target", name)
		case !quoteOnly && !slices.Contains(kinds, r.TransactionRequest.RouteType):
			t.Errorf("%s: routeType %s, want one of %v", name, r.TransactionRequest.RouteType, kinds)
		case !quoteOnly && r.TransactionRequest.RouteType == "INTENTS" && r.Estimate.ToAmountMin != r.Estimate.ToAmount:
			t.Errorf("%s: intents toAmountMin %s, want toAmount %s", name, r.Estimate.ToAmountMin, r.Estimate.ToAmount)
		}
		if r.Params["slippage"] != 1.0 || r.Params["quoteOnly"] != quoteOnly {
			t.Errorf("%s: params %v do not echo the request", name, r.Params)
		}
		return a
	}
	// routeErr posts a request that must be refused with 400 and reason.
	routeErr := func(name, body string, reqSchema int, reason string) {
		t.Helper()
		_, raw := post(name, "/v2/route", fast, body, 400, reqSchema)
		var e struct{ Reason string }
		mustUnmarshal(t, raw, &e)
		if e.Reason != reason {
			t.Errorf("%s: reason %q, want %q; body %.300s", name, e.Reason, reason, raw)
		}
	}
	if withDevnet { // routes need the devnet's liquidity
		route("route same-chain, pricing only", routeJSON("1", usdc1, "1000000000", "1", native, true), true)
		route("route same-chain, full quote", routeJSON("1", usdc1, "1000000000", "1", native, false), false, "SWAP")
		route("route ETH to Arbitrum ETH", routeJSON("1", native, "1000000000000000000", "42161", native, false), false, "BRIDGE", "INTENTS")
		route("route USDC to Arbitrum USDC", routeJSON("1", usdc1, "100000000", "42161", usdcArb, false), false, "BRIDGE", "INTENTS")
		route("route USDC to Arbitrum USDC, pricing only", routeJSON("1", usdc1, "100000000", "42161", usdcArb, true), true)
		hooked := route("route with hooks", routeJSON("1", native, "1000000000000000000", "42161", native, false,
			"preHook", `{"calls":[{"target":"0x2222222222222222222222222222222222222222","callData":"0x","estimatedGas":"50000"}]}`,
			"postHook", `{"calls":[{"target":"0x2222222222222222222222222222222222222222","callData":"0x"}],"description":"noop"}`), false, "BRIDGE")
		var actionTypes []string
		for _, a := range hooked.Route.Estimate.Actions {
			actionTypes = append(actionTypes, a.Type)
		}
		if !slices.Contains(actionTypes, "bridge") || !slices.Contains(actionTypes, "custom") || hooked.Route.Params["postHook"] == nil {
			t.Errorf("route with hooks: actions %v, params %v; want bridge and custom actions and the hooks echoed", actionTypes, hooked.Route.Params)
		}
		routeErr("route amount too low", routeJSON("1", usdc1, "1", "42161", usdcArb, true), 1, "AMOUNT_TOO_LOW")
		routeErr("route amount too high", routeJSON("1", usdc1, "1000000000000000000", "1", native, true), 1, "AMOUNT_TOO_HIGH")
	}
	routeErr("route unsupported chain", routeJSON("1", usdc1, "1000000", "999", native, true), 1, "UNSUPPORTED_CHAIN")
	routeErr("route unsupported token", routeJSON("1", usdc1, "1000000", "42161", "0x0000000000000000000000000000000000000bad", true), 1, "UNSUPPORTED_TOKEN")
	routeErr("route invalid address", routeJSON("1", usdc1, "1000000", "42161", native, true, "fromAddress", `"0x1234"`), 1, "INVALID_ADDRESS")
	routeErr("route no route", routeJSON("1", usdc1, "1000000000", "10", usdcOP, true), 1, "NO_ROUTE")
	routeErr("route missing field", routeJSON("1", usdc1, "1000000", "42161", native, true, "fromAddress", ""), -1, "")
	routeErr("route amount zero", routeJSON("1", usdc1, "0", "42161", native, true), -1, "")
	routeErr("route unknown property", routeJSON("1", usdc1, "1000000", "42161", native, true, "extra", "1"), -1, "")
	routeErr("route without body", ``, -1, "")
	post("route body over 1 MiB", "/v2/route", fast, bigBody, 413, 0)

	if withDevnet {
		// The wallet quote limit: a second identical full quote for a wallet.
		limited := routeJSON("1", usdc1, "1000000000", "1", native, false, "fromAddress", `"0x3333333333333333333333333333333333333333"`)
		route("route full quote for a wallet", limited, false, "SWAP")
		resp, body = post("route wallet quote limit", "/v2/route", fast, limited, 429, 1)
		var wl map[string]any
		mustUnmarshal(t, body, &wl)
		if wl["error"] != "Too many quote requests for this address" || wl["retryAfter"] == nil ||
			resp.Header.Get("Retry-After") != strconv.Itoa(int(wl["retryAfter"].(float64))) {
			t.Errorf("wallet quote limit: body %s, Retry-After %q", body, resp.Header.Get("Retry-After"))
		}
		route("route same wallet, pricing only", strings.Replace(limited, `"quoteOnly":false`, `"quoteOnly":true`, 1), true)
	}

	// Status: a real transaction on the devnet; without chains, 501.
	routeBody := routeJSON("1", usdc1, "1000000", "42161", native, true)
	statusQuery := "/v2/status?transactionId=0xabc&fromChainId=1&toChainId=42161&quoteId=q1&requestId=r1"
	post("route missing x-integrator-id", "/v2/route", "", routeBody, 401, 1)
	post("route invalid x-integrator-id", "/v2/route", "sy_not-a-real-integrator-id", routeBody, 401, 1)
	if withDevnet {
		tx, quoteID := statusConformanceTx(t, s, fast)
		q := func(tx, to, quote string) string {
			return "/v2/status?" + url.Values{"transactionId": {tx}, "fromChainId": {"1"}, "toChainId": {to}, "quoteId": {quote}, "requestId": {"r1"}}.Encode()
		}
		get("status success", q(tx, "1", quoteID), fast, 200)
		get("status stream of a terminal transaction", strings.Replace(q(tx, "1", quoteID), "/v2/status?", "/v2/status/stream?", 1), fast, 200)
		get("status stream unknown quote", strings.Replace(q(tx, "1", "no-such-quote"), "/v2/status?", "/v2/status/stream?", 1), fast, 404)
		get("status not found", q("0x"+strings.Repeat("0", 63)+"1", "1", quoteID), fast, 404)
		get("status unknown quote", q(tx, "1", "no-such-quote"), fast, 404)
		get("status chains contradict the quote", q(tx, "42161", quoteID), fast, 400)
		get("status malformed transactionId", statusQuery, fast, 400)
	} else {
		get("status", statusQuery, fast, 501)
		get("status stream", strings.Replace(statusQuery, "/v2/status?", "/v2/status/stream?", 1), fast, 501)
	}
	get("status stream without parameters", "/v2/status/stream", fast, 400)
	get("status without parameters", "/v2/status", fast, 400)
	get("status missing x-integrator-id", statusQuery, "", 401)
	get("status invalid x-integrator-id", statusQuery, "sy_not-a-real-integrator-id", 401)

	// Operations endpoints and the request id echo.
	get("healthz", "/healthz", "", 200)
	get("readyz", "/readyz", "", 200)
	get("metrics", "/metrics", "", 200)
	resp, _ = get("openapi with an id", "/v2/openapi.json", fast, 200, "x-request-id", "openapi-test-1")
	if got := resp.Header.Get("x-request-id"); got != "openapi-test-1" {
		t.Errorf("x-request-id echo = %q, want openapi-test-1", got)
	}

	// Unknown paths and wrong methods (answered from components/responses).
	get("unknown path", "/v1/chains", fast, 404)
	get("unknown path without id", "/nope", "", 404)
	get("trailing slash", "/v2/chains/", fast, 404)
	run(oaCase{name: "DELETE chains", method: "DELETE", target: "/v2/chains", id: fast, status: 405})
	run(oaCase{name: "GET route", method: "GET", target: "/v2/route", id: fast, status: 405})
	run(oaCase{name: "POST healthz", method: "POST", target: "/healthz", body: `{}`, status: 405})
	run(oaCase{name: "PUT status", method: "PUT", target: "/v2/status", id: fast, status: 405})

	// Rate limit: the testing tier allows 1 request/s, so of a few quick
	// requests at least one is refused, on every API operation.
	samples := map[string]oaCase{
		"GET /v2/chains":        {target: "/v2/chains" + qa},
		"POST /v2/chains":       {body: `{"fields":["chainId"]}`},
		"GET /v2/tokens":        {target: "/v2/tokens" + qa},
		"POST /v2/tokens":       {body: `{"fields":["symbol"]}`},
		"GET /v2/sdk-info":      {target: "/v2/sdk-info" + qa},
		"POST /v2/sdk-info":     {body: `{"tokenFields":["symbol"],"chainFields":["chainId"]}`},
		"POST /v2/route":        {body: routeBody},
		"GET /v2/status":        {target: statusQuery},
		"GET /v2/status/stream": {target: strings.Replace(statusQuery, "/v2/status?", "/v2/status/stream?", 1)},
	}
	for _, op := range d.operations() {
		if !op.api {
			continue
		}
		c, ok := samples[op.key()]
		if !ok {
			t.Errorf("no sample request for %s: add one to exercise its 429", op.key())
			continue
		}
		c.name, c.method, c.id = "rate limited", op.method, slow
		if c.target == "" {
			c.target = op.path
		}
		limited := false
		for i := 0; i < 10 && !limited; i++ {
			resp, _ := run(c)
			limited = resp.StatusCode == http.StatusTooManyRequests
		}
		if !limited {
			t.Errorf("%s: no 429 in 10 quick requests at 1 request/s", op.key())
		}
	}

	// HEAD answers every GET with the same status and headers, no body.
	for _, op := range d.operations() {
		if op.method != "GET" || !d.exercised[op.key()] {
			continue // an operation never exercised is reported below
		}
		target := op.path
		if c, ok := samples[op.key()]; ok && c.target != "" {
			target = c.target
		}
		resp, _ := get("GET for HEAD", target, fast, 0)
		run(oaCase{name: "HEAD", method: "HEAD", target: target, id: fast, status: resp.StatusCode})
	}

	// Browsers: every documented preflight answers 204 without an id, and a
	// body in an encoding the service does not decode is 415.
	for _, op := range d.operations() {
		if op.method == "OPTIONS" {
			run(oaCase{name: "CORS preflight", method: "OPTIONS", target: op.path, status: 204,
				headers: []string{"Origin", "https://app.example", "Access-Control-Request-Method", "GET", "Access-Control-Request-Headers", "x-integrator-id"}})
		}
	}
	run(oaCase{name: "brotli body", method: "POST", target: "/v2/tokens", id: fast, body: "xx", status: 415,
		headers: []string{"Content-Encoding", "br"}})

	// Every route the server registers is documented (HEAD is implied by
	// GET) and each documented path allows exactly its documented methods.
	documented := map[string]bool{}
	byPath := map[string][]string{}
	for _, op := range d.operations() {
		documented[op.key()] = true
		byPath[op.path] = append(byPath[op.path], op.method)
	}
	for _, r := range serverRoutes(t) {
		if !documented[r] {
			t.Errorf("the server routes %s but the OpenAPI document does not list it", r)
		}
	}
	for path, methods := range byPath {
		resp, _ := run(oaCase{name: "Allow probe", method: "PATCH", target: path, id: fast, status: 405})
		want := slices.Clone(methods)
		if slices.Contains(methods, "GET") {
			want = append(want, "HEAD")
		}
		sort.Strings(want)
		if got := resp.Header.Get("Allow"); got != strings.Join(want, ", ") {
			t.Errorf("%s: Allow = %q; the document gives %v", path, got, want)
		}
	}

	// Every documented operation was exercised.
	for _, op := range d.operations() {
		if !d.exercised[op.key()] {
			t.Errorf("documented operation %s was never exercised", op.key())
		}
	}
	if testing.Verbose() {
		for _, op := range d.operations() {
			var missing []string
			for code := range op.responses {
				if !d.seen[op.key()+" "+code] {
					missing = append(missing, code)
				}
			}
			sort.Strings(missing)
			if len(missing) > 0 {
				t.Logf("%s: documented responses not produced here: %s", op.key(), strings.Join(missing, ", "))
			}
		}
	}
}

// oaCase is one request of the conformance test.
type oaCase struct {
	name, method, target, id, body string
	headers                        []string
	status                         int // expected status; 0 takes any documented one
	reqSchema                      int // 1: the request body must match its schema, -1 must not, 0 unchecked
}

const openAPIURL = "https://switchyard.invalid/v2/openapi.json"

// openAPI is the served document, with a JSON Schema 2020-12 compiler over it.
type openAPI struct {
	doc       map[string]any
	compiler  *jsonschema.Compiler
	schemas   map[string]*jsonschema.Schema
	exercised map[string]bool // "METHOD /path"
	seen      map[string]bool // "METHOD /path status"
}

func loadOpenAPI(t *testing.T, raw []byte) *openAPI {
	t.Helper()
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("the served OpenAPI document is not JSON: %v", err)
	}
	doc, ok := v.(map[string]any)
	if !ok {
		t.Fatalf("the served OpenAPI document is not a JSON object")
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	if err := c.AddResource(openAPIURL, doc); err != nil {
		t.Fatal(err)
	}
	return &openAPI{doc: doc, compiler: c, schemas: map[string]*jsonschema.Schema{},
		exercised: map[string]bool{}, seen: map[string]bool{}}
}

// ptr builds a JSON pointer from unescaped tokens.
func ptr(tokens ...string) string {
	var b strings.Builder
	for _, tok := range tokens {
		b.WriteString("/" + strings.ReplaceAll(strings.ReplaceAll(tok, "~", "~0"), "/", "~1"))
	}
	return b.String()
}

// at resolves a JSON pointer in the document.
func (d *openAPI) at(p string) (any, bool) {
	var cur any = d.doc
	if p == "" {
		return cur, true
	}
	for _, tok := range strings.Split(p[1:], "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch c := cur.(type) {
		case map[string]any:
			v, ok := c[tok]
			if !ok {
				return nil, false
			}
			cur = v
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(c) {
				return nil, false
			}
			cur = c[i]
		default:
			return nil, false
		}
	}
	return cur, true
}

// deref follows $ref objects from pointer p and returns the final pointer
// and object.
func (d *openAPI) deref(t *testing.T, p string) (string, map[string]any) {
	t.Helper()
	for range 10 {
		v, ok := d.at(p)
		m, isObj := v.(map[string]any)
		if !ok || !isObj {
			t.Fatalf("OpenAPI: %s does not resolve to an object", p)
		}
		r, ok := m["$ref"].(string)
		if !ok {
			return p, m
		}
		p = strings.TrimPrefix(r, "#")
	}
	t.Fatalf("OpenAPI: $ref chain too long at %s", p)
	return "", nil
}

func (d *openAPI) schema(t *testing.T, p string) *jsonschema.Schema {
	t.Helper()
	if s, ok := d.schemas[p]; ok {
		return s
	}
	s, err := d.compiler.Compile(openAPIURL + "#" + p)
	if err != nil {
		t.Fatalf("OpenAPI: schema at %s does not compile: %v", p, err)
	}
	d.schemas[p] = s
	return s
}

type oaOperation struct {
	path, method string
	ptr          string
	op           map[string]any
	responses    map[string]any
	api          bool // an authenticated /v2 API operation
}

func (o oaOperation) key() string { return o.method + " " + o.path }

var oaMethods = []string{"get", "put", "post", "delete", "options", "head", "patch", "trace"}

func (d *openAPI) operations() []oaOperation {
	paths, _ := d.doc["paths"].(map[string]any)
	var out []oaOperation
	for path, item := range paths {
		im, _ := item.(map[string]any)
		for _, m := range oaMethods {
			op, ok := im[m].(map[string]any)
			if !ok {
				continue
			}
			resps, _ := op["responses"].(map[string]any)
			out = append(out, oaOperation{path: path, method: strings.ToUpper(m), ptr: ptr("paths", path, m), op: op,
				responses: resps, api: strings.HasPrefix(path, "/v2/") && path != "/v2/openapi.json" && m != "options"})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].key() < out[j].key() })
	return out
}

func (d *openAPI) find(path, method string) (oaOperation, bool) {
	if method == "HEAD" {
		method = "GET"
	}
	for _, op := range d.operations() {
		if op.path == path && op.method == method {
			return op, true
		}
	}
	return oaOperation{}, false
}

// checkDocument validates the document minimally: version, references,
// schemas, operation metadata, security, and that its examples match.
func (d *openAPI) checkDocument(t *testing.T) {
	t.Helper()
	if d.doc["openapi"] != "3.1.0" {
		t.Errorf("openapi = %v, want 3.1.0", d.doc["openapi"])
	}
	var walk func(p string, v any)
	walk = func(p string, v any) {
		switch v := v.(type) {
		case map[string]any:
			if r, ok := v["$ref"].(string); ok {
				if !strings.HasPrefix(r, "#/") {
					t.Errorf("OpenAPI: %s: $ref %q is not local", p, r)
				} else if _, ok := d.at(r[1:]); !ok {
					t.Errorf("OpenAPI: %s: $ref %q does not resolve", p, r)
				}
			}
			if _, ok := v["schema"]; ok {
				if exs, ok := v["examples"].(map[string]any); ok {
					s := d.schema(t, p+"/schema")
					for name, ex := range exs {
						val, ok := ex.(map[string]any)["value"]
						if !ok {
							continue
						}
						if err := s.Validate(val); err != nil {
							t.Errorf("OpenAPI: example %s/examples/%s does not match its schema: %v", p, name, err)
						}
					}
				}
			}
			for k, sub := range v {
				walk(p+ptr(k), sub)
			}
		case []any:
			for i, sub := range v {
				walk(p+"/"+strconv.Itoa(i), sub)
			}
		}
	}
	walk("", d.doc)
	comps, _ := d.doc["components"].(map[string]any)
	schemas, _ := comps["schemas"].(map[string]any)
	for name := range schemas {
		d.schema(t, ptr("components", "schemas", name))
	}
	sec, _ := d.at("/components/securitySchemes/integratorId")
	if m, _ := sec.(map[string]any); m["type"] != "apiKey" || m["in"] != "header" || m["name"] != "x-integrator-id" {
		t.Errorf("OpenAPI: securitySchemes.integratorId = %v, want apiKey in header x-integrator-id", sec)
	}
	ids := map[string]string{}
	for _, op := range d.operations() {
		id, _ := op.op["operationId"].(string)
		if id == "" || ids[id] != "" {
			t.Errorf("OpenAPI: %s: operationId %q missing or not unique", op.key(), id)
		}
		ids[id] = op.key()
		for _, k := range []string{"summary", "description"} {
			if s, _ := op.op[k].(string); s == "" {
				t.Errorf("OpenAPI: %s has no %s", op.key(), k)
			}
		}
		hasIDParam := false
		params, _ := op.op["parameters"].([]any)
		for i := range params {
			_, pm := d.deref(t, op.ptr+"/parameters/"+strconv.Itoa(i))
			if pm["in"] == "header" && pm["name"] == "x-integrator-id" {
				hasIDParam = pm["required"] == true
			}
		}
		secJSON, _ := json.Marshal(op.op["security"])
		if op.api {
			if string(secJSON) != `[{"integratorId":[]}]` || !hasIDParam {
				t.Errorf("OpenAPI: %s: security %s, required x-integrator-id parameter %v", op.key(), secJSON, hasIDParam)
			}
			for _, code := range []string{"401", "429", "500"} {
				if op.responses[code] == nil {
					t.Errorf("OpenAPI: %s documents no %s", op.key(), code)
				}
			}
		} else if string(secJSON) != `[]` || hasIDParam {
			t.Errorf("OpenAPI: public %s: security %s, x-integrator-id parameter %v", op.key(), secJSON, hasIDParam)
		}
		if op.op["x-switchyard-status"] == "not-implemented" && op.responses["501"] == nil {
			t.Errorf("OpenAPI: %s is marked not-implemented but documents no 501", op.key())
		}
	}
}

// checkExchange validates one request and its response against the document.
func (d *openAPI) checkExchange(t *testing.T, c oaCase, resp *http.Response, body []byte) {
	t.Helper()
	where := fmt.Sprintf("%s: %s %s → %d", c.name, c.method, c.target, resp.StatusCode)
	u, err := url.Parse(c.target)
	if err != nil {
		t.Fatal(err)
	}
	code := strconv.Itoa(resp.StatusCode)
	var respPtr string
	op, documented := d.find(u.Path, c.method)
	if documented {
		if c.method != "HEAD" {
			d.exercised[op.key()] = true
		}
		d.seen[op.key()+" "+code] = true
		switch {
		case op.responses[code] != nil:
			respPtr = op.ptr + ptr("responses", code)
		case op.responses["default"] != nil:
			respPtr = op.ptr + ptr("responses", "default")
		default:
			t.Errorf("%s: status %d is not documented for %s", where, resp.StatusCode, op.key())
			return
		}
		d.checkRequest(t, where, op, c, u, resp.StatusCode)
	} else {
		// Undocumented paths and methods answer as the document's
		// components/responses say.
		want := http.StatusNotFound
		respPtr = "/components/responses/UnknownPath"
		if _, known := d.at(ptr("paths", u.Path)); known {
			respPtr, want = "/components/responses/MethodNotAllowed", http.StatusMethodNotAllowed
		}
		if resp.StatusCode != want {
			t.Errorf("%s: want %d as %s documents", where, want, respPtr)
		}
	}
	respPtr, r := d.deref(t, respPtr)

	headers, _ := r["headers"].(map[string]any)
	for name := range headers {
		hp, h := d.deref(t, respPtr+ptr("headers", name))
		vals := resp.Header.Values(name)
		if len(vals) == 0 {
			if h["required"] == true {
				t.Errorf("%s: documented required header %s is missing", where, name)
			}
			continue
		}
		var v any = vals[0]
		if sm, _ := h["schema"].(map[string]any); sm["type"] == "integer" || sm["type"] == "number" {
			if n, err := jsonschema.UnmarshalJSON(strings.NewReader(vals[0])); err == nil {
				v = n
			}
		}
		if err := d.schema(t, hp+"/schema").Validate(v); err != nil {
			t.Errorf("%s: header %s = %q: %v", where, name, vals[0], err)
		}
	}

	content, _ := r["content"].(map[string]any)
	if len(content) == 0 {
		if len(body) > 0 {
			t.Errorf("%s: the document gives no content but the body is %.200q", where, body)
		}
		return
	}
	mt, _, _ := strings.Cut(resp.Header.Get("Content-Type"), ";")
	mt = strings.TrimSpace(mt)
	if content[mt] == nil {
		t.Errorf("%s: Content-Type %q is not documented", where, resp.Header.Get("Content-Type"))
		return
	}
	if c.method == "HEAD" {
		if len(body) > 0 {
			t.Errorf("%s: HEAD answered with a body", where)
		}
		return
	}
	if resp.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatalf("%s: %v", where, err)
		}
		if body, err = io.ReadAll(zr); err != nil {
			t.Fatalf("%s: %v", where, err)
		}
	}
	var val any = string(body)
	if mt == "application/json" {
		if val, err = jsonschema.UnmarshalJSON(bytes.NewReader(body)); err != nil {
			t.Errorf("%s: body is not JSON: %v: %.200q", where, err, body)
			return
		}
	}
	if err := d.schema(t, respPtr+ptr("content", mt, "schema")).Validate(val); err != nil {
		t.Errorf("%s: body does not match the documented schema: %v\nbody: %.500s", where, err, body)
	}
}

// checkRequest checks the request side: query parameters are documented,
// required parameters were sent when the answer is a success, and the body
// matches (or not) the documented request schema.
func (d *openAPI) checkRequest(t *testing.T, where string, op oaOperation, c oaCase, u *url.URL, status int) {
	t.Helper()
	success := status >= 200 && status < 300
	documented := map[string]bool{}
	params, _ := op.op["parameters"].([]any)
	for i := range params {
		_, pm := d.deref(t, op.ptr+"/parameters/"+strconv.Itoa(i))
		name, _ := pm["name"].(string)
		if pm["in"] == "query" {
			documented[name] = true
		}
		if pm["required"] == true && success {
			sent := u.Query().Has(name)
			if pm["in"] == "header" {
				sent = strings.EqualFold(name, "x-integrator-id") && c.id != ""
				for i := 0; i+1 < len(c.headers); i += 2 {
					sent = sent || strings.EqualFold(c.headers[i], name)
				}
			}
			if !sent {
				t.Errorf("%s: success without the required %s parameter %s", where, pm["in"], name)
			}
		}
	}
	for name := range u.Query() {
		if !documented[name] {
			t.Errorf("%s: query parameter %s is not documented", where, name)
		}
	}
	want := c.reqSchema
	if success && want == 0 {
		want = 1
	}
	_, hasBody := op.op["requestBody"]
	if !hasBody || want == 0 {
		if want == 1 && c.body != "" && !hasBody {
			t.Errorf("%s: a body was sent but %s documents none", where, op.key())
		}
		return
	}
	rp, _ := d.deref(t, op.ptr+"/requestBody")
	var verr error
	val, err := jsonschema.UnmarshalJSON(strings.NewReader(c.body))
	if err != nil {
		verr = err
	} else {
		verr = d.schema(t, rp+ptr("content", "application/json", "schema")).Validate(val)
	}
	switch {
	case want == 1 && verr != nil:
		t.Errorf("%s: the request body %.200s does not match the documented schema: %v", where, c.body, verr)
	case want == -1 && verr == nil:
		t.Errorf("%s: the documented request schema accepts %.200s, which the server refuses", where, c.body)
	}
}

var handleLine = regexp.MustCompile(`rt\.handle\("([A-Z]+)",\s*"([^"]+)"`)

// serverRoutes reads the routes the server registers from its source.
func serverRoutes(t *testing.T) []string {
	t.Helper()
	src, err := os.ReadFile("../../httpapi/server.go")
	if err != nil {
		t.Fatalf("read the server's routes: %v", err)
	}
	var out []string
	for _, m := range handleLine.FindAllStringSubmatch(string(src), -1) {
		out = append(out, m[1]+" "+m[2])
	}
	if len(out) < 12 {
		t.Fatalf("found only %d routes in httpapi/server.go; has the registration changed?", len(out))
	}
	return out
}

// checkChainOrder checks the documented chain order: chainName
// case-insensitively, then chainId.
func checkChainOrder(t *testing.T, chains []map[string]any) {
	t.Helper()
	for i := 1; i < len(chains); i++ {
		a, b := chains[i-1], chains[i]
		an, bn := strings.ToLower(a["chainName"].(string)), strings.ToLower(b["chainName"].(string))
		if an > bn || an == bn && a["chainId"].(string) > b["chainId"].(string) {
			t.Errorf("chains out of the documented order at %d: %v before %v", i, a["chainName"], b["chainName"])
		}
	}
}

// checkTokenOrder checks the documented token order: chain order, then
// symbol (case-insensitive, then exact), then address (case-insensitive).
func checkTokenOrder(t *testing.T, chains, tokens []map[string]any) {
	t.Helper()
	pos := map[any]int{}
	for i, c := range chains {
		pos[c["chainId"]] = i
	}
	key := func(tok map[string]any) string {
		sym, addr := tok["symbol"].(string), tok["address"].(string)
		return fmt.Sprintf("%06d\x00%s\x00%s\x00%s", pos[tok["chainId"]], strings.ToLower(sym), sym, strings.ToLower(addr))
	}
	for i := 1; i < len(tokens); i++ {
		if key(tokens[i-1]) > key(tokens[i]) {
			t.Errorf("tokens out of the documented order at %d: %v/%v before %v/%v", i,
				tokens[i-1]["chainId"], tokens[i-1]["symbol"], tokens[i]["chainId"], tokens[i]["symbol"])
			return
		}
	}
}

// operatorFields are the catalog's operator-only fields (catalog/model.go):
// blocked from selection and never served. The public document does not
// name them (interface rule 6), so the test checks them here.
var operatorFields = []string{"requiredFeature", "privateRpcList", "liquiditySources"}

func checkNoOperatorFields(t *testing.T, where string, objs []map[string]any) {
	t.Helper()
	for _, o := range objs {
		for _, f := range operatorFields {
			if _, ok := o[f]; ok {
				t.Errorf("%s serves the operator-only field %s", where, f)
				return
			}
		}
	}
}

func mustUnmarshal(t *testing.T, b []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%v: %.300s", err, b)
	}
}
