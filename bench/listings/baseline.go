package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"
	"time"
)

// baselineRoute is one captured response the baseline replays.
type baselineRoute struct {
	Method      string `json:"method"`
	Path        string `json:"path"` // without query: the baseline ignores it
	ContentType string `json:"content_type"`
	Body        []byte `json:"body"`
}

func baselineRoutes(caps map[string]*captured) ([]baselineRoute, error) {
	var routes []baselineRoute
	for _, w := range workloads {
		c := caps[w.Name]
		if c == nil {
			return nil, fmt.Errorf("no captured response for %s", w.Name)
		}
		routes = append(routes, baselineRoute{Method: w.Method, Path: pathOnly(w.Path), ContentType: c.ContentType, Body: c.body})
	}
	return routes, nil
}

// newBaselineServer is the reference server: plain net/http writing the
// service's captured bytes with their Content-Type (and Content-Length, as
// the service sends it), one handler per method and path. It has the same
// http.Server timeouts as the service (cmd/switchyard/serve.go), so the
// difference measured is the service's handler stack, not the server
// configuration.
func newBaselineServer(routes []baselineRoute) *http.Server {
	mux := http.NewServeMux()
	for _, rt := range routes {
		body, ctype, length := rt.Body, rt.ContentType, strconv.Itoa(len(rt.Body))
		mux.HandleFunc(rt.Method+" "+rt.Path, func(rw http.ResponseWriter, r *http.Request) {
			if r.Method == http.MethodPost {
				// Read and discard the body, bounded, as a real handler would.
				if _, err := io.ReadAll(http.MaxBytesReader(rw, r.Body, 1<<20)); err != nil {
					http.Error(rw, "bad body", http.StatusBadRequest)
					return
				}
			}
			h := rw.Header()
			h.Set("Content-Type", ctype)
			h.Set("Content-Length", length)
			rw.WriteHeader(http.StatusOK)
			rw.Write(body)
		})
	}
	return &http.Server{
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
	}
}

// baseline is the reference server running in the bench process.
type baseline struct {
	srv  *http.Server
	addr string
	errc chan error
}

func startBaseline(routes []baselineRoute) (*baseline, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	b := &baseline{srv: newBaselineServer(routes), addr: ln.Addr().String(), errc: make(chan error, 1)}
	go func() { b.errc <- b.srv.Serve(ln) }()
	return b, nil
}

func (b *baseline) close() {
	b.srv.Close()
	if err := <-b.errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		progress("baseline server: %v", err)
	}
}

// startBaselineProcess runs the baseline in a child process (this program
// re-executed with -serve-baseline), for -baseline-process.
func startBaselineProcess(ctx context.Context, dir string, routes []baselineRoute) (*service, error) {
	manifest := filepath.Join(dir, "baseline.json")
	b, err := json.Marshal(routes)
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(manifest, b, 0o600); err != nil {
		return nil, err
	}
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	return startChild(ctx, "baseline process", self, []string{"-serve-baseline", manifest}, filepath.Join(dir, "baseline.log"))
}

// serveBaseline is the child side of -baseline-process: serve the routes in
// the manifest until SIGTERM or SIGINT.
func serveBaseline(manifest string) int {
	b, err := os.ReadFile(manifest)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	var routes []baselineRoute
	if err := json.Unmarshal(b, &routes); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	srv := newBaselineServer(routes)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	fmt.Printf("baseline listening on http://%s\n", ln.Addr())
	select {
	case err := <-errc:
		fmt.Fprintln(os.Stderr, err)
		return 1
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

func pathOnly(p string) string {
	for i := 0; i < len(p); i++ {
		if p[i] == '?' {
			return p[:i]
		}
	}
	return p
}
