package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
)

// stream is one open GET /v2/status/stream on a connection of its own.
// It is read by hand (http.ReadResponse on a raw connection) rather than
// through http.Client, so that ten thousand of them cost the benchmark
// one goroutine and two small buffers each, not a transport's three.
type stream struct {
	conn net.Conn
	body io.ReadCloser
	r    *bufio.Reader
}

// item is what a stream yields: an event, or a heartbeat comment.
type item struct {
	Heartbeat bool
	ID        string
	Event     string
	Data      string
	At        time.Time // when its last line was read
}

// openStream dials addr (a loopback host:port) and asks for path with the
// integrator id; it returns once the response header says 200
// text/event-stream (any other answer is an error naming it).
func openStream(ctx context.Context, addr, path, id string, bufSize int) (*stream, error) {
	if err := devbench.CheckLoopback("http://" + addr); err != nil {
		return nil, err
	}
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return nil, err
	}
	if dl, ok := ctx.Deadline(); ok {
		conn.SetDeadline(dl)
	}
	req, err := http.NewRequest(http.MethodGet, "http://"+addr+path, nil)
	if err != nil {
		conn.Close()
		return nil, err
	}
	req.Header.Set("x-integrator-id", id)
	req.Header.Set("Accept", "text/event-stream")
	if err := req.Write(conn); err != nil {
		conn.Close()
		return nil, err
	}
	br := bufio.NewReaderSize(conn, bufSize)
	resp, err := http.ReadResponse(br, req)
	if err != nil {
		conn.Close()
		return nil, err
	}
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		raw, _ := io.ReadAll(io.LimitReader(resp.Body, 1024))
		conn.Close()
		return nil, &answerError{Code: resp.StatusCode, Body: loadgen.Truncate(strings.TrimSpace(string(raw)), 300)}
	}
	conn.SetDeadline(time.Time{})
	return &stream{conn: conn, body: resp.Body, r: bufio.NewReaderSize(resp.Body, bufSize)}, nil
}

// answerError is a stream refused with an HTTP answer.
type answerError struct {
	Code int
	Body string
}

func (e *answerError) Error() string { return fmt.Sprintf("%d %s", e.Code, e.Body) }

// errKey keys an error for counting: the status code of a refusal, else
// the transport error's kind.
func errKey(err error) string {
	var ae *answerError
	if errors.As(err, &ae) {
		return fmt.Sprintf("HTTP %d", ae.Code)
	}
	return loadgen.ErrKind(err)
}

// next reads up to the next event or heartbeat; io.EOF when the server
// ended the stream.
func (s *stream) next() (item, error) {
	var it item
	var data []string
	for {
		line, err := s.r.ReadString('\n')
		if err != nil {
			if errors.Is(err, io.ErrUnexpectedEOF) || (errors.Is(err, io.EOF) && line == "") {
				return it, io.EOF
			}
			return it, err
		}
		line = strings.TrimRight(line, "\r\n")
		switch {
		case line == "":
			if it.Event != "" || it.ID != "" || data != nil {
				it.Data, it.At = strings.Join(data, "\n"), time.Now()
				return it, nil
			}
		case strings.HasPrefix(line, ":"):
			if strings.TrimSpace(line[1:]) == "heartbeat" {
				return item{Heartbeat: true, At: time.Now()}, nil
			}
		default:
			field, value, _ := strings.Cut(line, ":")
			value = strings.TrimPrefix(value, " ")
			switch field {
			case "id":
				it.ID = value
			case "event":
				it.Event = value
			case "data":
				data = append(data, value)
			}
		}
	}
}

// setDeadline bounds the reads to come.
func (s *stream) setDeadline(t time.Time) { s.conn.SetReadDeadline(t) }

func (s *stream) close() { s.conn.Close() }
