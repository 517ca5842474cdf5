package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"

	"github.com/switchyard-dev/switchyard/apperr"
)

// MaxHeaderBytes bounds a request's headers; the http.Server serving this
// handler must use it so that messages name the real limit.
const MaxHeaderBytes = 64 << 10

// Listener wraps ln so that the errors net/http answers by itself, before
// any handler runs, reach clients in the service's JSON error shape instead
// of plain text: headers over MaxHeaderBytes (431), malformed request lines
// and headers (400), an unsupported protocol version (505) or transfer
// coding (501). net/http writes each of these with one Write of a fixed
// layout straight to the connection and then closes it, so the wrapper
// recognises that layout and writes the JSON response in its place.
//
// What it cannot change: a connection net/http drops without an answer
// (a client that stops mid-headers past ReadHeaderTimeout), and the 417
// net/http sends for an unsupported Expect header (an empty body).
func (s *Server) Listener(ln net.Listener) net.Listener { return &protoListener{Listener: ln, s: s} }

type protoListener struct {
	net.Listener
	s *Server
}

func (l *protoListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &protoConn{Conn: c, s: l.s}, nil
}

// protoConn is one accepted connection.
type protoConn struct {
	net.Conn
	s *Server
}

// netHTTPErrorHeaders is the header block of net/http's own error answers
// (server.go, conn.serve). A handler's response cannot start this way:
// net/http writes a handler's headers sorted, Connection before
// Content-Type, and always with Date.
const netHTTPErrorHeaders = "\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n"

func (c *protoConn) Write(p []byte) (int, error) {
	if !bytes.HasPrefix(p, []byte("HTTP/1.1 ")) {
		return c.Conn.Write(p)
	}
	line, _, ok := bytes.Cut(p, []byte(netHTTPErrorHeaders))
	if !ok || bytes.IndexByte(line, '\n') >= 0 {
		return c.Conn.Write(p)
	}
	if _, err := c.Conn.Write(c.s.protocolError(string(line[len("HTTP/1.1 "):]))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// CloseWrite keeps net/http's half-close after a 431, which lets the
// client read the answer before the connection goes away.
func (c *protoConn) CloseWrite() error {
	if cw, ok := c.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}

// protocolError renders net/http's status line ("431 Request Header Fields
// Too Large", "400 Bad Request: malformed MIME header line") as a complete
// JSON error response, and logs and counts it like any request.
func (s *Server) protocolError(statusLine string) []byte {
	code, _ := strconv.Atoi(statusLine[:min(3, len(statusLine))])
	_, detail, _ := strings.Cut(statusLine, ": ")
	status, eb := errorBody(protocolErrorOf(code, detail))
	body, _ := json.Marshal(eb)
	rid := newRequestID()
	var b bytes.Buffer
	b.WriteString("HTTP/1.1 " + strconv.Itoa(status) + " " + http.StatusText(status) + "\r\n")
	b.WriteString("Connection: close\r\nContent-Type: application/json\r\n")
	b.WriteString("Content-Length: " + strconv.Itoa(len(body)) + "\r\n")
	b.WriteString("X-Request-Id: " + rid + "\r\n\r\n")
	b.Write(body)
	s.metrics.requests.WithLabelValues("unmatched", otherMethod, statusLabel(status), unauthenticated).Inc()
	s.log.LogAttrs(context.Background(), slog.LevelInfo, "request refused before routing", // no request exists
		slog.String("request_id", rid), slog.Int("status", status), slog.String("reason", statusLine))
	return b.Bytes()
}

// protocolErrorOf explains one of net/http's refusals in the client's terms.
func protocolErrorOf(code int, detail string) error {
	switch code {
	case http.StatusRequestHeaderFieldsTooLarge:
		return refuse(http.StatusRequestHeaderFieldsTooLarge, "request headers are larger than %d KiB; send fewer or smaller headers", MaxHeaderBytes>>10)
	case http.StatusNotImplemented:
		return apperr.NotImplemented("the request's Transfer-Encoding is not supported; send the body with Content-Length or chunked")
	case http.StatusHTTPVersionNotSupported:
		return apperr.BadRequest("unsupported HTTP version; use HTTP/1.1")
	}
	const limit = 200
	if len(detail) > limit {
		detail = detail[:limit] + "…"
	}
	if detail == "" {
		return apperr.BadRequest("malformed HTTP request; check the request line and that every header line is Name: value")
	}
	return apperr.BadRequest("malformed HTTP request: %s", strings.ToValidUTF8(detail, "?"))
}
