package main

import (
	"bufio"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestHTTPEdgeThroughServe checks the serve wiring of the HTTP edge: the
// --cors-origins flag and net/http's own refusals in the JSON shape.
func TestHTTPEdgeThroughServe(t *testing.T) {
	t.Setenv("SWITCHYARD_CORS_ORIGINS", "https://app.example, http://localhost:3000/")
	s := startService(t, "--devnet-chains", "none")
	resp, _ := s.do("GET", "/v2/chains?chainId=1", s.DevID, "", "Origin", "http://localhost:3000")
	if got := resp.Header.Get("Access-Control-Allow-Origin"); got != "http://localhost:3000" {
		t.Errorf("configured origin: Access-Control-Allow-Origin %q", got)
	}
	resp, _ = s.do("OPTIONS", "/v2/route", "", "", "Origin", "https://other.example", "Access-Control-Request-Method", "POST")
	if resp.StatusCode != http.StatusNoContent || resp.Header.Get("Access-Control-Allow-Origin") != "" {
		t.Errorf("preflight from another origin: %d %v", resp.StatusCode, resp.Header)
	}

	u, err := url.Parse(s.URL)
	if err != nil {
		t.Fatal(err)
	}
	c, err := net.Dial("tcp", u.Host)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(20 * time.Second))
	io.WriteString(c, "GET /v2/chains HTTP/1.1\r\nHost: x\r\nX-Big: "+strings.Repeat("a", 80<<10)+"\r\n\r\n")
	r, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatal(err)
	}
	var body struct {
		StatusCode int
		Type       string
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil || r.StatusCode != 431 || body.StatusCode != 431 || body.Type != "BAD_REQUEST" {
		t.Errorf("headers over the limit: %d %+v %v", r.StatusCode, body, err)
	}
}

func TestCORSOriginsFlagErrors(t *testing.T) {
	for _, v := range []string{"app.example", "https://app.example/path", "ftp://x", ","} {
		_, stderr, code := runMain("serve", "--data-dir", t.TempDir(), "--cors-origins", v)
		if code == 0 || !strings.Contains(stderr, "--cors-origins") {
			t.Errorf("--cors-origins %q: exit %d %q", v, code, stderr)
		}
	}
}
