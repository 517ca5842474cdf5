package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/proc"
	"github.com/switchyard-dev/switchyard/push/verify"
)

// webhookReceiver is a loopback HTTP endpoint in the benchmark process
// that dates every webhook request as it arrives (the service's outbox
// payload: {"type","quoteId","sequence","transactionId","record"}).
type webhookReceiver struct {
	srv       *http.Server
	url       string
	errc      chan error
	closeOnce sync.Once

	mu         sync.Mutex
	secret     string               // the signing secret set-webhook printed; "" skips the check
	success    map[string]time.Time // lower-case tx hash -> first success arrival
	keys       map[string]bool      // idempotency keys seen
	requests   int
	unsigned   int
	badSig     int
	duplicates int
	malformed  int
}

// webhookBody is the part of a delivery the benchmark reads.
type webhookBody struct {
	TransactionID string `json:"transactionId"`
	Record        struct {
		RouteTransactionStatus string `json:"routeTransactionStatus"`
	} `json:"record"`
}

func startWebhookReceiver() (*webhookReceiver, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	h := &webhookReceiver{url: "http://" + ln.Addr().String() + "/hook", errc: make(chan error, 1),
		success: map[string]time.Time{}, keys: map[string]bool{}}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /hook", func(w http.ResponseWriter, r *http.Request) {
		at := time.Now()
		raw, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		var b webhookBody
		err := json.Unmarshal(raw, &b)
		h.mu.Lock()
		defer h.mu.Unlock()
		h.requests++
		if sig := r.Header.Get(verify.SignatureHeader); sig == "" {
			h.unsigned++
		} else if h.secret != "" && verify.Check(h.secret, sig, raw, time.Now(), 5*time.Minute) != nil {
			h.badSig++
		}
		if k := r.Header.Get(verify.IdempotencyHeader); k != "" {
			if h.keys[k] {
				h.duplicates++
			}
			h.keys[k] = true
		}
		tx := strings.ToLower(b.TransactionID)
		switch {
		case err != nil || tx == "":
			h.malformed++
		case b.Record.RouteTransactionStatus == "success":
			if _, seen := h.success[tx]; !seen {
				h.success[tx] = at
			}
		}
		w.WriteHeader(http.StatusNoContent)
	})
	h.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() { h.errc <- h.srv.Serve(ln) }()
	return h, nil
}

// waitSuccess waits up to limit for a success webhook of tx and returns
// when it arrived.
func (h *webhookReceiver) waitSuccess(ctx context.Context, tx string, limit time.Duration) (time.Time, error) {
	tx = strings.ToLower(tx)
	deadline := time.Now().Add(limit)
	for {
		h.mu.Lock()
		at, ok := h.success[tx]
		h.mu.Unlock()
		if ok {
			return at, nil
		}
		if time.Now().After(deadline) {
			return time.Time{}, fmt.Errorf("%w within %s of the stream's", errNoWebhook, limit)
		}
		select {
		case <-ctx.Done():
			return time.Time{}, ctx.Err()
		case <-time.After(5 * time.Millisecond):
		}
	}
}

// webhookStats counts what the receiver got.
type webhookStats struct {
	Requests   int `json:"requests"`
	Unsigned   int `json:"unsigned"`
	BadSig     int `json:"bad_signature"`
	Duplicates int `json:"duplicate_idempotency_keys"`
	Malformed  int `json:"malformed"`
}

func (h *webhookReceiver) stats() webhookStats {
	h.mu.Lock()
	defer h.mu.Unlock()
	return webhookStats{Requests: h.requests, Unsigned: h.unsigned, BadSig: h.badSig, Duplicates: h.duplicates, Malformed: h.malformed}
}

// close stops the receiver; it is safe to call more than once.
func (h *webhookReceiver) close() {
	h.closeOnce.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		h.srv.Shutdown(ctx)
		<-h.errc
	})
}

// setSecret makes the receiver check every request's signature.
func (h *webhookReceiver) setSecret(secret string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.secret = secret
}

// setWebhook registers url as the integrator's webhook through the CLI
// (before the service starts, as integrators add is run) and returns the
// signing secret it prints. An error says why webhooks cannot be
// measured with this build.
func setWebhook(ctx context.Context, bin, dataDir, name, url string) (string, error) {
	cmd := exec.CommandContext(ctx, bin, "integrators", "set-webhook", "--data-dir", dataDir, "--name", name, "--url", url)
	cmd.Env = proc.CleanEnv()
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		first, _, _ := strings.Cut(strings.TrimSpace(stderr.String()), "\n")
		return "", fmt.Errorf("switchyard integrators set-webhook: %v: %s", err, first)
	}
	secret := strings.TrimSpace(stdout.String())
	if secret == "" || strings.ContainsAny(secret, " \n") {
		return "", fmt.Errorf("switchyard integrators set-webhook printed %d bytes, want one secret", stdout.Len())
	}
	return secret, nil
}
