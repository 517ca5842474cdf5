// Command webhook-consumer is an example receiver of Switchyard's status
// webhooks: it verifies each request's Switchyard-Signature with the
// secret `switchyard integrators set-webhook` printed, refuses old
// timestamps (replays) and answers events it already has without
// processing them again, then prints each event.
//
//	SWITCHYARD_WEBHOOK_SECRET=whsec_… go run ./examples/webhook-consumer --listen 127.0.0.1:9000
//	switchyard integrators set-webhook --name N --url http://127.0.0.1:9000/webhook
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"os/signal"
	"time"

	"github.com/switchyard-dev/switchyard/push/verify"
)

// event is the webhook body.
type event struct {
	Type          string `json:"type"`
	QuoteID       string `json:"quoteId"`
	Sequence      int64  `json:"sequence"`
	TransactionID string `json:"transactionId"`
	Record        struct {
		State string `json:"state"`
	} `json:"record"`
}

// handler verifies, deduplicates and prints events.
func handler(v *verify.Verifier, out io.Writer) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			http.Error(w, "POST only", http.StatusMethodNotAllowed)
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 1<<20))
		if err != nil {
			http.Error(w, "body too large", http.StatusRequestEntityTooLarge)
			return
		}
		// Verify before parsing: nothing of an unsigned body is trusted.
		err = v.Verify(r.Header.Get(verify.SignatureHeader), r.Header.Get(verify.IdempotencyHeader), body)
		switch {
		case errors.Is(err, verify.ErrDuplicate):
			// Delivered before (webhooks come at least once): acknowledge
			// so it is not sent again, and do nothing.
			w.WriteHeader(http.StatusOK)
			return
		case err != nil:
			http.Error(w, err.Error(), http.StatusUnauthorized)
			return
		}
		var ev event
		if err := json.Unmarshal(body, &ev); err != nil {
			http.Error(w, "not a status event", http.StatusBadRequest)
			return
		}
		fmt.Fprintf(out, "%s quote %s transaction %s #%d: %s\n", time.Now().UTC().Format(time.RFC3339), ev.QuoteID,
			ev.TransactionID, ev.Sequence, ev.Record.State)
		w.WriteHeader(http.StatusNoContent)
	})
}

func main() {
	listen := flag.String("listen", "127.0.0.1:9000", "address to listen on")
	secret := flag.String("secret", os.Getenv("SWITCHYARD_WEBHOOK_SECRET"), "webhook secret (env SWITCHYARD_WEBHOOK_SECRET)")
	flag.Parse()
	if *secret == "" {
		log.Fatal("webhook-consumer: --secret (or SWITCHYARD_WEBHOOK_SECRET) is required")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	mux := http.NewServeMux()
	mux.Handle("/webhook", handler(&verify.Verifier{Secret: *secret}, os.Stdout))
	srv := &http.Server{Addr: *listen, Handler: mux, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shutdown)
	}()
	log.Printf("webhook-consumer listening on http://%s/webhook", *listen)
	if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Fatal(err)
	}
}
