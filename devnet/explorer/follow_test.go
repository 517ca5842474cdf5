package explorer_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/devnet/explorer"
)

func TestFollowURL(t *testing.T) {
	for _, c := range []struct {
		name     string
		from, to uint64
		quote    string
		want     string
	}{
		{"complete", 1, 42161, "q-1", "http://x/follow?fromChainId=1&quoteId=q-1&toChainId=42161&transactionId=0xab"},
		{"no destination, no quote", 1, 0, "", "http://x/follow?fromChainId=1&transactionId=0xab"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if diff := cmp.Diff(c.want, explorer.FollowURL("http://x/", "0xab", c.from, c.to, c.quote)); diff != "" {
				t.Error(diff)
			}
		})
	}
}

var (
	cspNonce    = regexp.MustCompile(`script-src 'nonce-([^']+)'`)
	scriptNonce = regexp.MustCompile(`<script nonce="([^"]+)">`)
)

// The follow page: a form until every parameter and the API are known,
// then the live view; its one script may talk to the API only, and no
// integrator id is ever asked of this server.
func TestFollowPage(t *testing.T) {
	e := newEnv(t, 0)
	const params = "transactionId=0xab&fromChainId=1&toChainId=42161&quoteId=q-1"
	type want struct {
		Code       int
		Following  bool
		ConnectSrc string
		Contains   []string
	}
	steps := []struct {
		name, setAPI, query string
		want                want
	}{
		{"no API known: the form asks for it", "", "?" + params, want{200, false, "connect-src 'none'",
			[]string{"does not know the Switchyard API", `value="0xab"`, `value="q-1"`}}},
		{"API given as a parameter", "", "?" + params + "&api=http://127.0.0.1:9/", want{200, true, "connect-src http://127.0.0.1:9;",
			[]string{`data-api="http://127.0.0.1:9"`, `data-quote="q-1"`, "GET http://127.0.0.1:9/v2/status/stream"}}},
		{"API set by serve", "http://127.0.0.1:8", "?" + params, want{200, true, "connect-src http://127.0.0.1:8;",
			[]string{`data-tx="0xab"`, `data-from="1"`, `data-to="42161"`}}},
		{"quote id missing: the form", "http://127.0.0.1:8", "?transactionId=0xab&fromChainId=1", want{200, false, "connect-src http://127.0.0.1:8;",
			[]string{`value="http://127.0.0.1:8"`, `name="quoteId" id="quoteId" value=""`}}},
		{"values escaped", "http://127.0.0.1:8", "?transactionId=%22%3E%3Cb%3Ex&fromChainId=1&toChainId=2&quoteId=q", want{200, true, "connect-src http://127.0.0.1:8;",
			[]string{`data-tx="&#34;&gt;&lt;b&gt;x"`}}},
		{"a script URL is no API", "", "?" + params + "&api=javascript:alert(1)", want{400, false, "", nil}},
		{"an API URL with credentials", "", "?" + params + "&api=http://u:p@127.0.0.1:9", want{400, false, "", nil}},
		{"another machine's API given in a link", "", "?" + params + "&api=https://api.example.com", want{400, false, "", nil}},
		{"localhost given in a link", "", "?" + params + "&api=http://localhost:7", want{200, true, "connect-src http://localhost:7;", nil}},
		{"an overlong parameter", "", "?quoteId=" + strings.Repeat("q", 300), want{400, false, "", nil}},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			e.ex.SetAPIURL(s.setAPI)
			code, body, h := e.do(t, "GET", "/follow"+s.query, "")
			csp := h.Get("Content-Security-Policy")
			got := want{Code: code, Following: strings.Contains(body, `id="follow"`)}
			if code == 200 {
				got.ConnectSrc = s.want.ConnectSrc
				if !strings.Contains(csp, s.want.ConnectSrc) {
					got.ConnectSrc = csp
				}
				for _, c := range s.want.Contains {
					if strings.Contains(body, c) {
						got.Contains = append(got.Contains, c)
					}
				}
				n, m := cspNonce.FindStringSubmatch(csp), scriptNonce.FindAllStringSubmatch(body, -1)
				if n == nil || len(m) != 1 || m[0][1] != n[1] {
					t.Errorf("the page's one script is not the one the policy allows: %q, scripts %v", csp, m)
				}
				if h.Get("Referrer-Policy") != "no-referrer" {
					t.Errorf("Referrer-Policy %q", h.Get("Referrer-Policy"))
				}
				// The id field has no name: a form never sends it here.
				if idField := regexp.MustCompile(`<input[^>]*id="f-id"[^>]*>`).FindString(body); idField == "" || strings.Contains(idField, "name=") {
					t.Errorf("integrator id field %q", idField)
				}
			}
			if diff := cmp.Diff(s.want, got); diff != "" {
				t.Errorf("GET /follow%s (-want +got):\n%s", s.query, diff)
			}
		})
	}
	if code, _, h := e.do(t, "POST", "/follow", ""); code != http.StatusMethodNotAllowed || h.Get("Allow") != "GET" {
		t.Errorf("POST /follow: %d Allow %q", code, h.Get("Allow"))
	}
}

// The message page links the follow page of its source transaction.
func TestMessagePageLinksFollow(t *testing.T) {
	e := newEnv(t, 0)
	m := lifecycle()["executed"]
	e.src.put(m)
	_, body, _ := e.do(t, "GET", "/gmp/"+callTx.Hex(), "")
	want := `href="` + strings.ReplaceAll(explorer.FollowURL("", callTx.Hex(), m.SourceChainID, m.DestinationChainID, ""), "&", "&amp;") + `"`
	if !strings.Contains(body, want) {
		t.Errorf("the message page lacks %s", want)
	}
}
