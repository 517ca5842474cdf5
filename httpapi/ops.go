package httpapi

import (
	"context"
	_ "embed"
	"net/http"
	"time"
)

//go:embed openapi.json
var openAPIDoc []byte

var openAPIBody = newBody(openAPIDoc)

func (s *Server) openAPI(w http.ResponseWriter, r *http.Request) {
	writeListing(w, r, openAPIBody)
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok", "version": s.cfg.Version})
}

// readyz reports ready when every dependency answers and the server is not
// draining for shutdown.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	checks := map[string]string{}
	ready := !s.draining.Load()
	if !ready {
		checks["server"] = "shutting down"
	}
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	for name, p := range s.cfg.Dependencies {
		if err := p.Ping(ctx); err != nil {
			checks[name] = "unavailable"
			ready = false
		} else {
			checks[name] = "ok"
		}
	}
	for name, p := range s.cfg.Degradable {
		if err := p.Ping(ctx); err != nil {
			checks[name] = "unavailable (degraded)"
		} else {
			checks[name] = "ok"
		}
	}
	status, word := http.StatusOK, "ready"
	if !ready {
		status, word = http.StatusServiceUnavailable, "not ready"
	}
	writeJSON(w, status, map[string]any{"status": word, "checks": checks})
}
