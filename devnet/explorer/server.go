package explorer

import (
	"log/slog"
	"net/http"
	"time"

	"github.com/switchyard-dev/switchyard/devnet/loopback"
)

// Server serves an explorer on a loopback address.
type Server = loopback.Server

// Listen serves h on addr, which must be a loopback address (127.0.0.1,
// [::1] or localhost; port 0 picks a free one), until Close.
func Listen(addr string, h http.Handler, logger *slog.Logger) (*Server, error) {
	return loopback.Listen("devnet bridge explorer", addr, h, readTimeout+10*time.Second, logger)
}
