package devnet

import (
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/switchyard-dev/switchyard/devnet/loopback"
)

// AdminServer serves the admin API on a loopback address.
type AdminServer = loopback.Server

// ServeAdmin listens on addr, which must be a loopback address (127.0.0.1,
// [::1] or localhost; port 0 picks a free port), and serves h until Close.
func ServeAdmin(addr string, h http.Handler, logger *slog.Logger) (*AdminServer, error) {
	if err := CheckLoopback(addr); err != nil {
		return nil, err
	}
	return loopback.Listen("devnet admin API", addr, h, adminTimeout+10*time.Second, logger)
}

// CheckLoopback refuses any address but a loopback one: the scenario
// controls move funds and prices, so they are never exposed.
func CheckLoopback(addr string) error {
	if err := loopback.Check("devnet admin", addr); err != nil {
		return fmt.Errorf("%w (default 127.0.0.1:%d)", err, DefaultAdminPort)
	}
	return nil
}

// DefaultAdminPort is the admin API's default port, just below the chains'.
const DefaultAdminPort = 8544

// loopbackHost reports whether a request's Host header names a loopback
// address, so that a web page cannot reach the API through DNS rebinding.
func loopbackHost(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	return loopback.IsLoopbackHost(host)
}
