package explorer_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/devnet/explorer"
)

// streamAPI is a stand-in for the Switchyard API's status stream in the
// browser tests: CORS as the API answers it (x-integrator-id, content-type
// and x-request-id allowed), and one scripted connection after another,
// over again for each page load. Every connection ends: headless
// Chromium on virtual time dumps the page only when no fetch is pending.
type streamAPI struct {
	t     *testing.T
	id    string
	conns [][]string // each connection's events; busy answers 503 with a Retry-After of an hour
	mu    sync.Mutex
	n     int
	heads []http.Header
}

func (s *streamAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", "*")
	h.Set("Access-Control-Expose-Headers", "x-request-id, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset")
	if r.Method == http.MethodOptions {
		h.Set("Access-Control-Allow-Methods", "GET, OPTIONS")
		h.Set("Access-Control-Allow-Headers", "x-integrator-id, content-type, x-request-id")
		w.WriteHeader(http.StatusNoContent)
		return
	}
	if r.Header.Get("x-integrator-id") != s.id {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		fmt.Fprint(w, `{"message":"x-integrator-id is missing or not a known integrator id","statusCode":401,"type":"UNAUTHORIZED"}`)
		return
	}
	s.mu.Lock()
	s.heads = append(s.heads, r.Header.Clone())
	n := s.n
	s.n++
	s.mu.Unlock()
	conn := s.conns[n%len(s.conns)]
	if len(conn) == 1 && conn[0] == busy {
		h.Set("Content-Type", "application/json")
		h.Set("Retry-After", "3600")
		w.WriteHeader(http.StatusServiceUnavailable)
		fmt.Fprint(w, `{"message":"the service is draining","statusCode":503,"type":"SERVICE_UNAVAILABLE"}`)
		return
	}
	h.Set("Content-Type", "text/event-stream")
	fmt.Fprint(w, "retry: 50\n\n")
	for _, ev := range conn {
		fmt.Fprint(w, ": heartbeat\n\n"+ev)
		w.(http.Flusher).Flush()
	}
}

const busy = "busy"

// sse is one status event.
func sse(t *testing.T, seq int, rec api.StatusRecord) string {
	t.Helper()
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("id: %d\nevent: status\ndata: %s\n\n", seq, b)
}

// browseLive loads url in headless Chromium on virtual time (timers run
// at once; the DOM is dumped once the page is idle) and returns its text
// and its DOM.
func browseLive(t *testing.T, bin, url, shot string) (text, dom string) {
	t.Helper()
	dir := t.TempDir()
	var dumped []byte
	for _, mode := range []string{"--dump-dom", "--screenshot=" + filepath.Join(dir, "page.png")} {
		ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
		cmd := exec.CommandContext(ctx, bin, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
			"--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
			"--user-data-dir="+filepath.Join(dir, "profile"), "--window-size=1200,1600", "--virtual-time-budget=20000", mode, url)
		cmd.Env = append(os.Environ(), "HOME="+dir)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		cancel()
		if err != nil {
			t.Fatalf("chromium %s: %v\n%s", mode, err, stderr.String())
		}
		if dumped == nil {
			dumped = out
		}
	}
	png, err := os.ReadFile(filepath.Join(dir, "page.png"))
	if err != nil {
		t.Fatal(err)
	}
	checkScreenshot(t, shot, png)
	if out := os.Getenv("SWITCHYARD_SCREENSHOT_DIR"); out != "" {
		_ = os.WriteFile(filepath.Join(out, shot+".png"), png, 0o644) // a copy for a person to look at
	}
	return domText(string(dumped)), string(dumped)
}

// The follow page's script on scripted streams: needs_gas with its
// recovery; a dropped stream opened again (no Last-Event-ID, which the
// API's CORS policy does not allow) with the skipped change shown as a
// gap, to success and fundsAt; a refused integrator id.
func TestFollowPageScriptInHeadlessChromium(t *testing.T) {
	bin := chromium(t)
	const tx = "0x71b65b3c6c9ef46e5e86b10cc2e63caa0fdd6d937721adae3c1522dc7e9dba1c"
	ongoing := api.StatusRecord{ID: tx, Status: "source_gateway_called", RouteTransactionStatus: "ongoing", IsGMPTransaction: true,
		RouteStatus: []api.RouteStep{{ChainID: "1", TxHash: tx, Status: "success", Action: "send"}, {ChainID: "42161", Status: "awaiting", Action: "call"}}}
	needsGas := ongoing
	needsGas.RouteTransactionStatus, needsGas.GasStatus = "needs_gas", "gas_paid_not_enough_gas"
	needsGas.Recovery = &api.Recovery{Type: "add_gas", ChainID: "1", Target: "0x00000000000000000000000000000000000000aa", Data: "0xdeadbeef",
		Value: "123000000000000", Description: "Add 0.000123 ETH of gas for the destination's execution."}
	success := ongoing
	success.RouteTransactionStatus, success.Status, success.Terminal = "success", "destination_executed", true
	success.RouteStatus = []api.RouteStep{ongoing.RouteStatus[0], {ChainID: "42161", TxHash: "0x" + strings.Repeat("b", 64), Status: "success", Action: "call"}}
	success.FundsAt = &api.FundsAt{ChainID: "42161", Token: "0x00000000000000000000000000000000000000cc", Address: "0x00000000000000000000000000000000000000dd", Amount: "7500000"}

	e := newEnv(t, 0)
	follow := func(apiURL, id string) string {
		return explorer.FollowURL(e.srv.URL, tx, 1, 42161, "q-1") + "&api=" + apiURL + "#id=" + id
	}

	t.Run("needs_gas: the recovery", func(t *testing.T) {
		a := &streamAPI{t: t, id: "id-1", conns: [][]string{{sse(t, 1, ongoing), sse(t, 2, needsGas)}, {busy}}}
		srv := httptest.NewServer(a)
		defer srv.Close()
		text, _ := browseLive(t, bin, follow(srv.URL, "id-1"), "follow-needs-gas")
		for _, want := range []string{"Needs gas", "Status needs_gas", "HTTP 503: the service is draining; retrying in 3600 s", "Send the recovery transaction below",
			"Recovery Add 0.000123 ETH of gas", "Type add_gas", "Send to 0x00000000000000000000000000000000000000aa", "Value (wei) 123000000000000", "Data 0xdeadbeef",
			"gas gas_paid_not_enough_gas", "1 send " + tx + " success", "42161 call — awaiting", "1 ", "ongoing", "2 "} {
			if !strings.Contains(text, want) {
				t.Errorf("page lacks %q:\n%s", want, text)
			}
		}
	})

	t.Run("a dropped stream opened again, to success", func(t *testing.T) {
		// Headless Chromium's virtual time can dump the page before a
		// reconnect lands when the machine is loaded (the fetch runs on
		// real time): a run that stopped short is tried again, up to three.
		var a *streamAPI
		var text, dom string
		for try := 0; try < 3; try++ {
			a = &streamAPI{t: t, id: "id-2", conns: [][]string{{sse(t, 1, ongoing)}, {sse(t, 1, ongoing)}, {sse(t, 3, ongoing), sse(t, 4, success)}}}
			srv := httptest.NewServer(a)
			text, dom = browseLive(t, bin, follow(srv.URL, "id-2"), "follow-reconnect")
			srv.Close()
			if strings.Contains(text, "final state: the stream has ended") {
				break
			}
			t.Logf("try %d stopped short of the end; again", try+1)
		}
		for _, want := range []string{"Success", "Status success", "final state: the stream has ended (3 events)",
			"Where the funds are (fundsAt) 7500000 base units of token 0x00000000000000000000000000000000000000cc on chain 42161, held by 0x00000000000000000000000000000000000000dd",
			"ongoing source_gateway_called 2 not received 3 ", "destination_executed", "42161 call " + "0x" + strings.Repeat("b", 64) + " success"} {
			if !strings.Contains(text, want) {
				t.Errorf("page lacks %q:\n%s", want, text)
			}
		}
		if !strings.Contains(dom, `id="f-recovery-box" hidden`) {
			t.Errorf("a recovery shown for a route that needs none:\n%s", dom)
		}
		a.mu.Lock()
		defer a.mu.Unlock()
		if strings.Count(text, "ongoing source_gateway_called") != 2 {
			t.Errorf("the record sent again after a reconnect got a row of its own:\n%s", text)
		}
		if len(a.heads) != 6 { // two page loads (DOM, screenshot) of three connections each
			t.Fatalf("%d connections", len(a.heads))
		}
		for _, h := range a.heads {
			if h.Get("Last-Event-ID") != "" || h.Get("Referer") != "" {
				t.Errorf("request headers %v", h)
			}
		}
	})

	t.Run("a refused integrator id", func(t *testing.T) {
		a := &streamAPI{t: t, id: "id-3"}
		srv := httptest.NewServer(a)
		defer srv.Close()
		text, _ := browseLive(t, bin, follow(srv.URL, "wrong"), "follow-refused")
		for _, want := range []string{"The API refused the stream", "HTTP 401: x-integrator-id is missing or not a known integrator id",
			"check the integrator id", "Integrator id", "Follow"} {
			if !strings.Contains(text, want) {
				t.Errorf("page lacks %q:\n%s", want, text)
			}
		}
	})
}
