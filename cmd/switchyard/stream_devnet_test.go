//go:build !nodevnet

package main

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/client"
	"github.com/switchyard-dev/switchyard/status"
)

// sseEvent is one server-sent event.
type sseEvent struct {
	ID    int64
	Event string
	Rec   status.Record
}

// openStream opens GET /v2/status/stream and returns its events as they
// come; the channel closes when the server ends the stream.
func (w *routeWorld) openStream(ctx context.Context, tx, from, to, quoteID string, lastID string) (<-chan sseEvent, *http.Response) {
	w.t.Helper()
	q := url.Values{"transactionId": {tx}, "fromChainId": {from}, "toChainId": {to}, "quoteId": {quoteID}}
	req, _ := http.NewRequestWithContext(ctx, "GET", w.s.URL+"/v2/status/stream?"+q.Encode(), nil)
	req.Header.Set("x-integrator-id", w.id)
	if lastID != "" {
		req.Header.Set("Last-Event-ID", lastID)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		w.t.Fatal(err)
	}
	out := make(chan sseEvent, 64)
	if resp.StatusCode != 200 {
		close(out)
		return out, resp
	}
	go func() {
		defer close(out)
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		var ev sseEvent
		var data string
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				if data != "" {
					json.Unmarshal([]byte(data), &ev.Rec)
					out <- ev
				}
				ev, data = sseEvent{}, ""
			case strings.HasPrefix(line, "id: "):
				ev.ID, _ = strconv.ParseInt(line[4:], 10, 64)
			case strings.HasPrefix(line, "event: "):
				ev.Event = line[7:]
			case strings.HasPrefix(line, "data: "):
				data += line[6:]
			}
		}
	}()
	return out, resp
}

// collect reads events until the stream ends (or the deadline).
func collect(t *testing.T, events <-chan sseEvent, limit time.Duration) []sseEvent {
	t.Helper()
	var got []sseEvent
	deadline := time.After(limit)
	for {
		select {
		case ev, ok := <-events:
			if !ok {
				return got
			}
			got = append(got, ev)
		case <-deadline:
			t.Fatalf("stream still open after %s; events so far %v", limit, states(got))
		}
	}
}

func states(evs []sseEvent) []string {
	var out []string
	for _, e := range evs {
		out = append(out, strconv.FormatInt(e.ID, 10)+":"+e.Rec.RouteTransactionStatus)
	}
	return out
}

// TestStatusStreamOnDevnet: a stream opened right after sending delivers
// the not_found record, then every change in order without a poll, and
// closes after the terminal one; Last-Event-ID resumes without gaps.
func TestStatusStreamOnDevnet(t *testing.T) {
	w := newRouteWorld(t, "1,42161")
	w.fund("1", "USDC", "100000000000")
	ctx := context.Background()

	t.Run("GMP: not_found, ongoing, success in order", func(t *testing.T) {
		w.t = t
		to := freshAddress("stream gmp")
		usdc := w.token("1", "USDC")
		a := w.quoteGMP(to)
		// The hash is known before sending: the app opens the stream first.
		signed := w.approveAndSign("1", a, usdc, "2000000000")
		tx := signed.Hash().Hex()
		events, resp := w.openStream(ctx, tx, "1", "42161", a.Route.QuoteID, "")
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
			t.Fatalf("stream: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
		}
		first := <-events
		if first.ID != 0 || first.Rec.RouteTransactionStatus != status.StateNotFound {
			t.Fatalf("first event %d %s, want 0 not_found", first.ID, first.Rec.RouteTransactionStatus)
		}
		if err := w.clients["1"].SendTransaction(ctx, signed); err != nil {
			t.Fatal(err)
		}
		got := append([]sseEvent{first}, collect(t, events, 2*time.Minute)...)
		last := got[len(got)-1]
		if last.Rec.RouteTransactionStatus != status.StateSuccess || !last.Rec.Terminal {
			t.Fatalf("stream ended at %v", states(got))
		}
		for i, ev := range got {
			if ev.Event != "status" || (i > 0 && ev.ID != got[i-1].ID+1) {
				t.Errorf("events %v: not consecutive status events", states(got))
				break
			}
		}
		seen := map[string]bool{}
		for _, ev := range got {
			seen[ev.Rec.RouteTransactionStatus] = true
		}
		if !seen[status.StateOngoing] {
			t.Errorf("no ongoing event: %v", states(got))
		}
		t.Logf("events: %v", states(got))

		// Resuming after the first stored change replays the rest.
		again, resp := w.openStream(ctx, tx, "1", "42161", a.Route.QuoteID, "1")
		if resp.StatusCode != 200 {
			t.Fatalf("resume: %d", resp.StatusCode)
		}
		rest := collect(t, again, 30*time.Second)
		if len(rest) == 0 || rest[0].ID != 2 || rest[len(rest)-1].ID != last.ID {
			t.Errorf("resumed after 1: %v; the first stream had %v", states(rest), states(got))
		}
	})

	t.Run("errors as GET /v2/status", func(t *testing.T) {
		w.t = t
		_, resp := w.openStream(ctx, "0x1234", "1", "42161", "q", "")
		if resp.StatusCode != 400 {
			t.Errorf("bad transactionId: %d", resp.StatusCode)
		}
		_, resp = w.openStream(ctx, "0x"+strings.Repeat("1", 64), "1", "42161", "no-such-quote", "")
		if resp.StatusCode != 404 {
			t.Errorf("unknown quote: %d", resp.StatusCode)
		}
	})
}

// TestStatusStreamHeartbeatLimitAndShutdown: an open stream gets
// heartbeats, one integrator's streams are limited, and stopping the
// service ends open streams cleanly.
func TestStatusStreamHeartbeatLimitAndShutdown(t *testing.T) {
	s := startService(t, "--devnet-chains", "1", "--status-stream-heartbeat", "200ms", "--status-streams-per-integrator", "1")
	id := s.addIntegrator("streamer", "--tier", "custom", "--rate", "100")
	usdc := "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
	resp, raw := s.do("POST", "/v2/route", id, `{"fromChain":"1","fromToken":"`+usdc+`","fromAmount":"1000000000","fromAddress":"0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc","toChain":"1","toToken":"`+nativeToken+`","toAddress":"0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc","quoteOnly":true}`)
	var a routeAnswer
	if resp.StatusCode != 200 || json.Unmarshal(raw, &a) != nil {
		t.Fatalf("route: %d %s", resp.StatusCode, raw)
	}
	target := s.URL + "/v2/status/stream?" + url.Values{"transactionId": {"0x" + strings.Repeat("7", 64)}, "fromChainId": {"1"}, "toChainId": {"1"}, "quoteId": {a.Route.QuoteID}}.Encode()
	req, _ := http.NewRequest("GET", target, nil)
	req.Header.Set("x-integrator-id", id)
	stream, err := http.DefaultClient.Do(req)
	if err != nil || stream.StatusCode != 200 {
		t.Fatalf("stream: %v %v", err, stream)
	}
	defer stream.Body.Close()
	lines := make(chan string, 100)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(stream.Body)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	beats, notFound := 0, false
	for deadline := time.After(30 * time.Second); beats < 3; {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatal("stream ended early")
			}
			beats += strings.Count(l, ": heartbeat")
			notFound = notFound || strings.Contains(l, `"routeTransactionStatus":"not_found"`)
		case <-deadline:
			t.Fatalf("%d heartbeats in 30 s", beats)
		}
	}
	if !notFound {
		t.Error("the stream did not start with the not_found record")
	}
	second, _ := s.do("GET", strings.TrimPrefix(target, s.URL), id, "")
	if second.StatusCode != http.StatusTooManyRequests {
		t.Errorf("a second stream over the limit of 1: %d", second.StatusCode)
	}
	s.Stop() // the open stream must end, and the service stop, cleanly
	select {
	case _, ok := <-lines:
		for ok {
			_, ok = <-lines
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the stream outlived the service's shutdown")
	}
}

// TestClientStatusStream: the Go client follows a GMP route through the
// stream, opened before the transaction is sent, to success in order.
func TestClientStatusStream(t *testing.T) {
	w := newRouteWorld(t, "1,42161")
	w.fund("1", "USDC", "100000000000")
	a := w.quoteGMP(freshAddress("client stream"))
	signed := w.approveAndSign("1", a, w.token("1", "USDC"), "2000000000")
	c, err := client.New(w.s.URL, w.id)
	if err != nil {
		t.Fatal(err)
	}
	q := api.StatusQuery{TransactionID: signed.Hash().Hex(), FromChainID: "1", ToChainID: "42161", QuoteID: a.Route.QuoteID}
	events := make(chan client.StatusEvent, 32)
	type result struct {
		rec api.StatusRecord
		err error
	}
	done := make(chan result, 1)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	go func() {
		rec, err := c.StatusStream(ctx, q, func(ev client.StatusEvent) { events <- ev })
		done <- result{rec, err}
	}()
	first := <-events
	if first.Seq != 0 || first.Record.RouteTransactionStatus != status.StateNotFound {
		t.Fatalf("first event %d %s, want 0 not_found", first.Seq, first.Record.RouteTransactionStatus)
	}
	if err := w.clients["1"].SendTransaction(ctx, signed); err != nil {
		t.Fatal(err)
	}
	r := <-done
	if r.err != nil || r.rec.RouteTransactionStatus != status.StateSuccess || r.rec.FundsAt == nil {
		t.Fatalf("StatusStream: %v, record %+v", r.err, r.rec)
	}
	close(events)
	prev := first.Seq
	for ev := range events {
		if ev.Seq != prev+1 {
			t.Errorf("event %d after %d", ev.Seq, prev)
		}
		prev = ev.Seq
	}
}
