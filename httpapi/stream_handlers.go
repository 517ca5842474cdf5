package httpapi

import (
	"bytes"
	"context"
	"net"
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
			return apperr.BadRequest("Last-Event-ID %q is not an event id of this stream (a sequence number)", v)
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
	follow, err := f.Follow(r.Context(), q, after)
	if err != nil {
		s.streams.release(in.Name)
		return err
	}
	st := &stream{s: s, follow: follow, integrator: in.Name, requestID: requestID(r.Context())}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no") // proxies must not hold events back
	// An HTTP/1.1 connection is taken over: the stream then costs one small
	// goroutine and the socket, not net/http's per-connection buffers and
	// goroutines (10,000 open streams are the goal). Other protocols keep
	// the stream in the handler.
	if r.Method != http.MethodGet {
		// HEAD: the headers alone, as net/http answers them.
	} else if conn, err := s.hijackCounted(w, h); err == nil {
		st.write = connWriter(conn)
		st.close = func() { conn.Close() }
		ctx, cancel := context.WithCancel(context.Background())
		go func() {
			defer s.streamsWG.Done()
			defer cancel()
			st.run(ctx)
		}()
		go func() {
			defer s.streamsWG.Done()
			watchHangup(conn, cancel)
		}()
		return nil
	}
	rc := http.NewResponseController(w)
	w.WriteHeader(http.StatusOK)
	st.write = func(b []byte) bool {
		rc.SetWriteDeadline(time.Now().Add(streamWriteTimeout))
		if _, err := w.Write(b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	st.close = func() {}
	st.run(r.Context())
	return nil
}

// stream is one open status stream.
type stream struct {
	s          *Server
	follow     *status.Follow
	integrator string
	requestID  string
	write      func([]byte) bool // false once the client is gone
	close      func()
}

// run sends the stream's events until a terminal record, the client's
// departure, ctx's end or the server's drain, then releases the stream.
func (st *stream) run(ctx context.Context) {
	s := st.s
	// The slot is free before the client sees the connection close, so
	// it can open its next stream at once.
	defer st.close()
	defer st.follow.Close()
	defer s.streams.release(st.integrator)
	if !st.write([]byte("retry: 5000\n\n")) {
		return
	}
	beat := s.cfg.StreamHeartbeat
	if beat <= 0 {
		beat = defaultStreamHeartbeat
	}
	ticker := time.NewTicker(beat)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-s.drained:
			return // shutting down: clients reconnect with Last-Event-ID elsewhere
		case <-ticker.C:
			if !st.write([]byte(": heartbeat\n\n")) {
				return
			}
		case <-st.follow.C():
			answers, err := st.follow.Next(ctx)
			if err != nil {
				s.log.Warn("status stream", "request_id", st.requestID, "error", err.Error())
				return
			}
			for _, a := range answers {
				body, err := recordFor(a, st.integrator)
				if err != nil {
					return
				}
				ev := make([]byte, 0, len(body)+48)
				ev = append(ev, "id: "...)
				ev = strconv.AppendInt(ev, a.Seq, 10)
				ev = append(ev, "\nevent: status\ndata: "...)
				ev = append(append(ev, body...), "\n\n"...)
				if !st.write(ev) || a.Record.Terminal {
					return
				}
			}
			if st.follow.Ended() { // resumed at or past the terminal record
				return
			}
		}
	}
}

// hijack takes an HTTP/1.x connection over and writes the response head
// with the headers set so far; the body then runs until the connection
// closes (Connection: close, no length).
func hijack(w http.ResponseWriter, h http.Header) (net.Conn, error) {
	conn, brw, err := http.NewResponseController(w).Hijack()
	if err != nil {
		return nil, err
	}
	var head bytes.Buffer
	head.WriteString("HTTP/1.1 200 OK\r\n")
	h.Set("Connection", "close")
	h.Del("Content-Length")
	if err := h.Write(&head); err != nil {
		conn.Close()
		return nil, err
	}
	head.WriteString("\r\n")
	if brw.Writer.Buffered() > 0 { // nothing should be there; keep the order if it is
		brw.Flush()
	}
	conn.SetReadDeadline(time.Time{}) // the request is read; only writes from here on
	conn.SetWriteDeadline(time.Now().Add(streamWriteTimeout))
	if _, err := conn.Write(head.Bytes()); err != nil {
		conn.Close()
		return nil, err
	}
	return conn, nil
}

// hijackCounted takes the connection over for a stream counted in
// streamsWG (its two goroutines) before the client can see it, so that
// WaitStreams after the server's shutdown never misses one.
func (s *Server) hijackCounted(w http.ResponseWriter, h http.Header) (net.Conn, error) {
	s.streamsWG.Add(2)
	conn, err := hijack(w, h)
	if err != nil {
		s.streamsWG.Add(-2)
	}
	return conn, err
}

// watchHangup reads a taken-over connection until the client hangs up
// (or the stream closes the connection) and then cancels the stream, so
// a closed stream frees its integrator's slot at once rather than at the
// next heartbeat's failed write. The client sends nothing after its
// request; whatever it does send is discarded.
func watchHangup(conn net.Conn, cancel context.CancelFunc) {
	defer cancel()
	var buf [64]byte
	for {
		if _, err := conn.Read(buf[:]); err != nil {
			return
		}
	}
}

// connWriter writes whole events to a taken-over connection, each within
// the stream write timeout.
func connWriter(conn net.Conn) func([]byte) bool {
	return func(b []byte) bool {
		conn.SetWriteDeadline(time.Now().Add(streamWriteTimeout))
		_, err := conn.Write(b)
		return err == nil
	}
}
