// Package loopback serves the devnet's local HTTP surfaces (the admin API
// with its scenario controls, the bridge explorer) on loopback addresses
// only, with the timeouts and limits every server here keeps.
package loopback

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"
)

// IsLoopbackHost reports whether host (no port) is 127.0.0.0/8, ::1 or
// localhost.
func IsLoopbackHost(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	return ip != nil && ip.IsLoopback()
}

// Check refuses an address that is not host:port on a loopback host; what
// names the surface in the message.
func Check(what, addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("%s address %q must be host:port on a loopback address, e.g. 127.0.0.1:0", what, addr)
	}
	if !IsLoopbackHost(host) {
		return fmt.Errorf("%s address %q is not a loopback address: it listens only on 127.0.0.1, [::1] or localhost (reach it from elsewhere through an SSH tunnel)", what, addr)
	}
	return nil
}

// Server is one HTTP server on a loopback address.
type Server struct {
	ln   net.Listener
	hs   *http.Server
	done chan error
}

// Listen serves h on addr (port 0 picks a free port) until Close.
// writeTimeout bounds the slowest handler.
func Listen(what, addr string, h http.Handler, writeTimeout time.Duration, logger *slog.Logger) (*Server, error) {
	if err := Check(what, addr); err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("%s: listen on %s: %w", what, addr, err)
	}
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	s := &Server{
		ln: ln,
		hs: &http.Server{
			Handler:           h,
			ReadHeaderTimeout: 5 * time.Second,
			ReadTimeout:       10 * time.Second,
			WriteTimeout:      writeTimeout,
			IdleTimeout:       60 * time.Second,
			MaxHeaderBytes:    16 << 10,
			ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
		},
		done: make(chan error, 1),
	}
	go func() { s.done <- s.hs.Serve(ln) }()
	return s, nil
}

// URL is the server's base URL, e.g. http://127.0.0.1:8544.
func (s *Server) URL() string { return "http://" + s.ln.Addr().String() }

// Close stops accepting requests, lets those in flight finish until ctx
// ends, and waits for the server to stop.
func (s *Server) Close(ctx context.Context) error {
	err := s.hs.Shutdown(ctx)
	if serveErr := <-s.done; !errors.Is(serveErr, http.ErrServerClosed) {
		err = errors.Join(err, serveErr)
	}
	return err
}
