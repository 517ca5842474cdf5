//go:build !nodevnet

package main

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/push/verify"
	"github.com/switchyard-dev/switchyard/status"
)

// hookEvent is an event the endpoint processed (verified, first time).
type hookEvent struct {
	ID    string
	Quote string
	Seq   int64
	State string
}

// hookEndpoint is an integrator's webhook receiver built on the example
// consumer's verifier. While failing it answers 503; while down it drops
// the connection.
type hookEndpoint struct {
	mu        sync.Mutex
	v         *verify.Verifier
	failNext  int
	down      bool
	refused   int // requests answered 503 or dropped
	dups      int
	processed []hookEvent
	bad       []string
	lastSig   string // a real request, to forge and replay
	lastBody  []byte
	lastID    string
}

func (h *hookEndpoint) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.down {
		h.refused++
		if hj, ok := w.(http.Hijacker); ok {
			if c, _, err := hj.Hijack(); err == nil {
				c.Close()
				return
			}
		}
		w.WriteHeader(http.StatusBadGateway)
		return
	}
	if h.failNext > 0 {
		h.failNext--
		h.refused++
		w.WriteHeader(http.StatusServiceUnavailable)
		return
	}
	id := r.Header.Get(verify.IdempotencyHeader)
	err := h.v.Verify(r.Header.Get(verify.SignatureHeader), id, body)
	if errors.Is(err, verify.ErrDuplicate) {
		h.dups++
		w.WriteHeader(http.StatusOK)
		return
	}
	if err != nil {
		h.bad = append(h.bad, id+": "+err.Error())
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	var ev struct {
		QuoteID       string `json:"quoteId"`
		Sequence      int64  `json:"sequence"`
		TransactionID string `json:"transactionId"`
		Record        struct {
			State string `json:"routeTransactionStatus"`
		} `json:"record"`
	}
	if err := json.Unmarshal(body, &ev); err != nil || r.Header.Get(verify.EventIDHeader) != id ||
		id != ev.QuoteID+":"+itoa(ev.Sequence) {
		h.bad = append(h.bad, id+": body or headers "+string(body))
	}
	h.processed = append(h.processed, hookEvent{ID: id, Quote: ev.QuoteID, Seq: ev.Sequence, State: ev.Record.State})
	h.lastSig, h.lastBody, h.lastID = r.Header.Get(verify.SignatureHeader), body, id
	w.WriteHeader(http.StatusNoContent)
}

func itoa(n int64) string { return big.NewInt(n).String() }

func (h *hookEndpoint) set(fn func(h *hookEndpoint)) {
	h.mu.Lock()
	defer h.mu.Unlock()
	fn(h)
}

// of returns the events processed for a quote, in arrival order.
func (h *hookEndpoint) of(quote string) []hookEvent {
	h.mu.Lock()
	defer h.mu.Unlock()
	var out []hookEvent
	for _, e := range h.processed {
		if e.Quote == quote {
			out = append(out, e)
		}
	}
	return out
}

// waitHooks waits until cond holds on the endpoint (bounded generously:
// retries back off).
func waitHooks(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for i := 0; !cond(); i++ {
		if i > 1200 {
			t.Fatalf("not observed within 2 minutes: %s", what)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// checkInOrder checks a quote's events are 1..n, each once, and returns
// their states.
func checkInOrder(t *testing.T, evs []hookEvent) []string {
	t.Helper()
	var states []string
	for i, e := range evs {
		if e.Seq != int64(i+1) {
			t.Fatalf("events out of order or missing: %+v", evs)
		}
		states = append(states, e.State)
	}
	return states
}

// lastSeq is the highest sequence number of a transaction's webhook
// deliveries: how many changes were stored for it.
func lastSeq(t *testing.T, s *service, tx string) int64 {
	t.Helper()
	out := s.cli("integrators", "webhooks", "--name", "wallet", "--json", "--limit", "1000")
	var rows []struct {
		TransactionID string `json:"transactionId"`
		Sequence      int64  `json:"sequence"`
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatal(err)
	}
	var n int64
	for _, r := range rows {
		if strings.EqualFold(r.TransactionID, tx) {
			n = max(n, r.Sequence)
		}
	}
	return n
}

func TestWebhooksOnDevnet(t *testing.T) {
	dir := t.TempDir()
	args := []string{"--devnet-chains", "1,42161", "--devnet-explorer-delay", "0s", "--webhook-backoff-base", "20ms", "--webhook-poll", "20ms"}
	s := startServiceIn(t, dir, args...)
	w := attachRouteWorld(t, s, "")
	w.fund("1", "USDC", "100000000000")
	ctx := context.Background()

	hook := &hookEndpoint{}
	srv := httptest.NewServer(hook)
	defer srv.Close()
	secret := strings.TrimSpace(s.cli("integrators", "set-webhook", "--name", "wallet", "--url", srv.URL+"/hook"))
	if !strings.HasPrefix(secret, "whsec_") {
		t.Fatalf("set-webhook printed %q", secret)
	}
	hook.v = &verify.Verifier{Secret: secret}
	if list := s.cli("integrators", "list"); !strings.Contains(list, srv.URL+"/hook") || strings.Contains(list, secret) {
		t.Fatalf("list:\n%s", list)
	}

	t.Run("needs_gas, ongoing, success in order through failing attempts", func(t *testing.T) {
		w.t = t
		hook.set(func(h *hookEndpoint) { h.failNext = 5 })
		to := freshAddress("webhook needs gas")
		usdc := w.token("1", "USDC")
		a := w.quoteGMP(to)
		if _, err := w.admin.SpikeGas(ctx, "42161", "5000"); err != nil {
			t.Fatal(err)
		}
		defer w.admin.ResetGas(ctx, "42161")
		tx := w.execute("1", usdc, "2000000000", a).TxHash.Hex()
		rec, _ := w.waitState(tx, "1", "42161", a.Route.QuoteID, status.StateNeedsGas)
		quote := a.Route.QuoteID
		waitHooks(t, "the needs_gas webhook", func() bool {
			evs := hook.of(quote)
			return len(evs) > 0 && evs[len(evs)-1].State == status.StateNeedsGas
		})
		payer, _ := crypto.HexToECDSA("92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e") // Hardhat/Anvil account 6
		value, _ := new(big.Int).SetString(rec.Recovery.Value, 10)
		sendTx(t, ctx, w.clients["1"], payer, 1, common.HexToAddress(rec.Recovery.Target), value, hexutil.MustDecode(rec.Recovery.Data))
		w.waitState(tx, "1", "42161", quote, status.StateSuccess)
		waitHooks(t, "the success webhook", func() bool {
			evs := hook.of(quote)
			return len(evs) > 0 && evs[len(evs)-1].State == status.StateSuccess
		})
		states := checkInOrder(t, hook.of(quote))
		// The webhook carried exactly the stored changes: the stream
		// replays them all from Last-Event-ID 0.
		evs, _ := w.openStream(ctx, tx, "1", "42161", quote, "0")
		var stored []string
		for _, e := range collect(t, evs, 30*time.Second) {
			stored = append(stored, e.Rec.RouteTransactionStatus)
		}
		if diff := cmp.Diff(stored, states); diff != "" {
			t.Errorf("webhook states against the stored changes (-stored +webhook):\n%s", diff)
		}
		iNeeds := indexOf(states, status.StateNeedsGas)
		if iNeeds < 1 || states[0] != status.StateOngoing || states[len(states)-1] != status.StateSuccess {
			t.Errorf("states %v: want ongoing, then needs_gas, then success", states)
		}
		if indexOf(states[iNeeds+1:], status.StateOngoing) < 0 {
			t.Logf("the tracker stored no ongoing between needs_gas and success (the gas was added and the call executed between two refreshes)")
		}
		hook.set(func(h *hookEndpoint) {
			if h.refused != 5 || len(h.bad) > 0 {
				t.Errorf("refused %d (want 5), bad %v", h.refused, h.bad)
			}
		})
		t.Logf("webhook states: %v", states)
	})

	t.Run("forged and replayed signatures are refused by the example verifier", func(t *testing.T) {
		var sig, id string
		var body []byte
		hook.set(func(h *hookEndpoint) { sig, body, id = h.lastSig, h.lastBody, h.lastID })
		if sig == "" {
			t.Skip("no request received")
		}
		now := time.Now()
		fresh := &verify.Verifier{Secret: secret}
		if err := fresh.Verify(sig, id, body); err != nil {
			t.Fatalf("the real request: %v", err)
		}
		if err := fresh.Verify(sig, id, body); !errors.Is(err, verify.ErrDuplicate) {
			t.Errorf("duplicate: %v", err)
		}
		forged := append(append([]byte(nil), body...), ' ') // one byte more
		for name, err := range map[string]error{
			"wrong secret":          (&verify.Verifier{Secret: "whsec_forged"}).Verify(sig, id, body),
			"modified body":         (&verify.Verifier{Secret: secret}).Verify(sig, id, forged),
			"signed by an attacker": (&verify.Verifier{Secret: secret}).Verify(verify.Sign("whsec_x", now, forged), id, forged),
		} {
			if !errors.Is(err, verify.ErrSignature) {
				t.Errorf("%s: %v", name, err)
			}
		}
		later := &verify.Verifier{Secret: secret, Now: func() time.Time { return now.Add(10 * time.Minute) }}
		if err := later.Verify(sig, id+"-new", body); !errors.Is(err, verify.ErrTooOld) {
			t.Errorf("replayed 10 minutes later: %v", err)
		}
	})

	t.Run("an endpoint down across a service restart gets every event once, in order", func(t *testing.T) {
		w.t = t
		hook.set(func(h *hookEndpoint) { h.down, h.refused = true, 0 })
		to := freshAddress("webhook restart")
		a, r := w.route("1", "42161", "USDC", "USDC", "1000000000", to, map[string]any{"bridgeTypes": []string{"gmp"}})
		tx, quote := r.TxHash.Hex(), a.Route.QuoteID
		w.waitState(tx, "1", "42161", quote, status.StateSuccess)
		waitHooks(t, "attempts against the down endpoint", func() bool {
			var n int
			hook.set(func(h *hookEndpoint) { n = h.refused })
			return n >= 2
		})
		n := lastSeq(t, s, tx)
		s.Stop()

		hook.set(func(h *hookEndpoint) { h.down = false })
		s2 := startServiceIn(t, dir, args...)
		waitHooks(t, "every event after the restart", func() bool { return int64(len(hook.of(quote))) == n })
		states := checkInOrder(t, hook.of(quote))
		if states[len(states)-1] != status.StateSuccess {
			t.Errorf("states %v", states)
		}
		out := s2.cli("integrators", "webhooks", "--name", "wallet")
		if !strings.Contains(out, quote) || strings.Contains(out, "pending") {
			t.Errorf("delivery history after recovery:\n%s", out)
		}
		hook.set(func(h *hookEndpoint) {
			if len(h.bad) > 0 {
				t.Errorf("bad requests: %v", h.bad)
			}
			t.Logf("states %v; %d attempts refused while down, %d duplicates acknowledged", states, h.refused, h.dups)
		})
		_, metrics := s2.do("GET", "/metrics", "", "")
		if !strings.Contains(string(metrics), `switchyard_webhook_deliveries_total{result="delivered"}`) ||
			!strings.Contains(string(metrics), "switchyard_webhook_pending 0") {
			t.Errorf("metrics lack the webhook series")
		}
	})
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}
