package explorer

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

// Server serves an explorer on a loopback address.
type Server struct {
	ln   net.Listener
	hs   *http.Server
	done chan error
}

// Listen serves h on addr, which must be a loopback address (127.0.0.1,
// [::1] or localhost; port 0 picks a free one), until Close.
func Listen(addr string, h http.Handler, logger *slog.Logger) (*Server, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("explorer address %q must be host:port", addr)
	}
	if ip := net.ParseIP(host); !strings.EqualFold(host, "localhost") && (ip == nil || !ip.IsLoopback()) {
		return nil, fmt.Errorf("explorer address %q is not a loopback address: the devnet explorer listens only on 127.0.0.1, [::1] or localhost", addr)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("explorer: listen on %s: %w", addr, err)
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
			WriteTimeout:      readTimeout + 10*time.Second,
			IdleTimeout:       60 * time.Second,
			MaxHeaderBytes:    16 << 10,
			ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
		},
		done: make(chan error, 1),
	}
	go func() { s.done <- s.hs.Serve(ln) }()
	return s, nil
}

// URL is the server's base URL, e.g. http://127.0.0.1:8543.
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
