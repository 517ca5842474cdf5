package devnet

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

// AdminServer serves the admin API on a loopback address.
type AdminServer struct {
	ln   net.Listener
	hs   *http.Server
	done chan error
}

// ServeAdmin listens on addr, which must be a loopback address (127.0.0.1,
// [::1] or localhost; port 0 picks a free port), and serves h until Close.
func ServeAdmin(addr string, h http.Handler, logger *slog.Logger) (*AdminServer, error) {
	if err := CheckLoopback(addr); err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("devnet admin API: listen on %s: %w", addr, err)
	}
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	s := &AdminServer{
		ln: ln,
		hs: &http.Server{
			Handler:           h,
			ReadHeaderTimeout: 5 * time.Second,
			ReadTimeout:       10 * time.Second,
			WriteTimeout:      adminTimeout + 10*time.Second,
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
func (s *AdminServer) URL() string { return "http://" + s.ln.Addr().String() }

// Close stops accepting requests, lets those in flight finish until ctx
// ends, and waits for the server to stop.
func (s *AdminServer) Close(ctx context.Context) error {
	err := s.hs.Shutdown(ctx)
	if serveErr := <-s.done; !errors.Is(serveErr, http.ErrServerClosed) {
		err = errors.Join(err, serveErr)
	}
	return err
}

// CheckLoopback refuses any address but a loopback one: the scenario
// controls move funds and prices, so they are never exposed.
func CheckLoopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("devnet admin address %q must be host:port, e.g. 127.0.0.1:%d", addr, DefaultAdminPort)
	}
	if !isLoopbackName(host) {
		return fmt.Errorf("devnet admin address %q is not a loopback address: the scenario controls listen only on 127.0.0.1, [::1] or localhost (reach them from elsewhere through an SSH tunnel)", addr)
	}
	return nil
}

// DefaultAdminPort is the admin API's default port, just below the chains'.
const DefaultAdminPort = 8544

func isLoopbackName(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// loopbackHost reports whether a request's Host header names a loopback
// address, so that a web page cannot reach the API through DNS rebinding.
func loopbackHost(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	return isLoopbackName(strings.Trim(host, "[]"))
}
