package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/status"
)

// StatusFollower streams a transaction's records (status.Tracker).
type StatusFollower interface {
	Follow(ctx context.Context, q status.Query, after int64) (*status.Follow, error)
}

// Stream defaults.
const (
	defaultStreamHeartbeat = 15 * time.Second
	defaultStreamsPerID    = 1000
	// streamWriteTimeout bounds one event's write: a client that stops
	// reading is dropped, while the server's own write timeout, which
	// would cut every stream after 30 s, is lifted for streams.
	streamWriteTimeout = 30 * time.Second
)

// streams counts open streams per integrator.
type streams struct {
	mu   sync.Mutex
	open map[string]int
}

func (c *streams) acquire(name string, limit int) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.open == nil {
		c.open = map[string]int{}
	}
	if c.open[name] >= limit {
		return false
	}
	c.open[name]++
	return true
}

func (c *streams) release(name string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.open[name]--; c.open[name] <= 0 {
		delete(c.open, name)
	}
}

// getStatusStream answers GET /v2/status/stream: text/event-stream with
// the status record as an event `status` at once and at every change
// (`id:` its sequence number; Last-Event-ID resumes), heartbeats, closed
// after a terminal record or when the server drains.
func (s *Server) getStatusStream(w http.ResponseWriter, r *http.Request) error {
	q, err := decodeStatusQuery(r.URL.RawQuery)
	if err != nil {
		return err
	}
	f, ok := s.cfg.Status.(StatusFollower)
	if !ok || s.cfg.Status == nil {
		return apperr.NotImplemented("GET /v2/status/stream is not available: this service runs without chains to follow")
	}
	in := integratorOf(r.Context())
	q.IntegratorName = in.Name
	after := int64(-1)
	if v := strings.TrimSpace(r.Header.Get("Last-Event-ID")); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 {
			return apperr.BadRequest("Last-Event-ID %q is not an event id of this stream (a sequence number)", clip(v))
		}
		after = n
	}
	limit := s.cfg.StreamsPerIntegrator
	if limit <= 0 {
		limit = defaultStreamsPerID
	}
	if !s.streams.acquire(in.Name, limit) {
		return (&apperr.Error{Kind: apperr.KindRateLimited, RetryAfter: 5,
			Message: "too many open status streams for this integrator (" + strconv.Itoa(limit) + "): close some, or poll GET /v2/status"})
	}
	defer s.streams.release(in.Name)
	follow, err := f.Follow(r.Context(), q, after)
	if err != nil {
		return err
	}
	defer follow.Close()

	rc := http.NewResponseController(w)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no") // proxies must not hold events back
	w.WriteHeader(http.StatusOK)
	write := func(b []byte) bool {
		rc.SetWriteDeadline(time.Now().Add(streamWriteTimeout))
		if _, err := w.Write(b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !write([]byte("retry: 5000\n\n")) {
		return nil
	}
	beat := s.cfg.StreamHeartbeat
	if beat <= 0 {
		beat = defaultStreamHeartbeat
	}
	ticker := time.NewTicker(beat)
	defer ticker.Stop()
	for {
		select {
		case <-r.Context().Done():
			return nil
		case <-s.drained:
			return nil // shutting down: clients reconnect with Last-Event-ID elsewhere
		case <-ticker.C:
			if !write([]byte(": heartbeat\n\n")) {
				return nil
			}
		case <-follow.C():
			answers, err := follow.Next(r.Context())
			if err != nil {
				s.log.WarnContext(r.Context(), "status stream", "request_id", requestID(r.Context()), "error", err.Error())
				return nil
			}
			for _, a := range answers {
				ev := make([]byte, 0, len(a.JSON)+48)
				ev = append(ev, "id: "...)
				ev = strconv.AppendInt(ev, a.Seq, 10)
				ev = append(ev, "\nevent: status\ndata: "...)
				ev = append(append(ev, a.JSON...), "\n\n"...)
				if !write(ev) {
					return nil
				}
				if a.Record.Terminal {
					return nil
				}
			}
		}
	}
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
