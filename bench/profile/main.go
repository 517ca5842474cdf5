// Command profile is a CPU and allocation profiling harness for the listing
// endpoints: it wires httpapi exactly as `switchyard serve` does (bundled
// catalog, SQLite integrator store, in-memory limiter, JSON request logs at
// info level, Prometheus registry), serves it on a loopback port in this
// process, drives one workload of bench/listings against it, and writes
// pprof profiles. Client frames (net/http.(*Transport), persistConn) are in
// the same profile; focus on the server with -focus, e.g.
//
//	go run ./bench/profile -workload tokens-post-fields -d 5s
//	go tool pprof -top -cum -focus 'httpapi' /tmp/switchyard-profile/cpu.pprof
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/httpapi"
	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/limit/memory"
	"github.com/switchyard-dev/switchyard/store/sqlite"
)

type workload struct {
	method, path, body string
}

var workloads = map[string]workload{
	"tokens-get":         {"GET", "/v2/tokens", ""},
	"tokens-post-fields": {"POST", "/v2/tokens", `{"fields":["symbol","address","decimals"]}`},
	"chain-get":          {"GET", "/v2/chains?chainId=1", ""},
}

func main() {
	name := flag.String("workload", "tokens-post-fields", "tokens-get, tokens-post-fields or chain-get")
	conc := flag.Int("c", 16, "concurrent keep-alive clients")
	dur := flag.Duration("d", 5*time.Second, "profiled load duration")
	out := flag.String("out", filepath.Join(os.TempDir(), "switchyard-profile"), "directory for cpu.pprof, allocs.pprof, service.log and the SQLite data dir")
	logs := flag.String("log", "file", "request logs: file (like the service, JSON at info into -out), or discard")
	flag.Parse()
	w, ok := workloads[*name]
	if !ok || *conc < 1 || *dur <= 0 || *dur > 2*time.Minute {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(w, *name, *conc, *dur, *out, *logs); err != nil {
		fmt.Fprintln(os.Stderr, "profile:", err)
		os.Exit(1)
	}
}

func run(w workload, name string, conc int, dur time.Duration, out, logs string) error {
	ctx := context.Background()
	if err := os.MkdirAll(out, 0o700); err != nil {
		return err
	}
	// A fresh store each run, inside -out so that nothing is left elsewhere.
	dataDir := filepath.Join(out, "data")
	if err := os.RemoveAll(dataDir); err != nil {
		return err
	}
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return err
	}

	var logw io.Writer = io.Discard
	if logs == "file" {
		f, err := os.Create(filepath.Join(out, "service.log"))
		if err != nil {
			return err
		}
		defer f.Close()
		logw = f
	}
	// The same wiring as cmd/switchyard/serve.go.
	logger := slog.New(slog.NewJSONHandler(logw, &slog.HandlerOptions{Level: slog.LevelInfo}))
	cat, err := catalog.LoadWithOverride("")
	if err != nil {
		return err
	}
	db, err := sqlite.Open(ctx, sqlite.Config{Path: filepath.Join(dataDir, "switchyard.db")})
	if err != nil {
		return err
	}
	defer db.Close()
	integrators := integrator.NewService(integrator.Config{Store: db, CheckEvery: 20 * time.Millisecond})
	id, _, err := integrators.Add(ctx, integrator.AddRequest{Name: "bench", Tier: "custom", Rate: integrator.MaxCustomRate})
	if err != nil {
		return err
	}
	srv := httpapi.New(httpapi.Config{
		Catalog:      cat,
		Integrators:  integrators,
		Limiter:      memory.New(memory.Config{}),
		Logger:       logger,
		Registry:     prometheus.NewRegistry(),
		Dependencies: map[string]httpapi.Pinger{"store": db},
		Version:      "profile",
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 15 * time.Second,
		WriteTimeout: 30 * time.Second, IdleTimeout: 120 * time.Second, MaxHeaderBytes: 64 << 10}
	go hs.Serve(ln)
	defer hs.Close()
	base := "http://" + ln.Addr().String()

	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{
		DisableCompression: true, MaxIdleConnsPerHost: conc, MaxConnsPerHost: conc}}
	// Warm the listing cache and the connections before profiling.
	if n, err := load(client, base, w, id, conc, 500*time.Millisecond); err != nil || n == 0 {
		return fmt.Errorf("warm-up: %d ok, %v", n, err)
	}

	cpuPath := filepath.Join(out, "cpu.pprof")
	f, err := os.Create(cpuPath)
	if err != nil {
		return err
	}
	runtime.GC()
	if err := pprof.StartCPUProfile(f); err != nil {
		return err
	}
	start := time.Now()
	n, lerr := load(client, base, w, id, conc, dur)
	el := time.Since(start)
	pprof.StopCPUProfile()
	f.Close()
	if lerr != nil {
		return lerr
	}
	allocPath := filepath.Join(out, "allocs.pprof")
	af, err := os.Create(allocPath)
	if err != nil {
		return err
	}
	pprof.Lookup("allocs").WriteTo(af, 0)
	af.Close()

	fmt.Printf("%s: %d ok in %s = %.0f req/s (server and client in one process, %d CPUs)\n",
		name, n, el.Round(time.Millisecond), float64(n)/el.Seconds(), runtime.NumCPU())
	fmt.Printf("cpu profile:   %s\nalloc profile: %s\n", cpuPath, allocPath)
	fmt.Printf("try: go tool pprof -top -cum -focus 'httpapi' %s\n", cpuPath)
	return nil
}

// load drives conc clients for dur and returns the number of 200 responses.
func load(c *http.Client, base string, w workload, id string, conc int, dur time.Duration) (int, error) {
	var ok atomic.Int64
	var firstErr atomic.Value
	end := time.Now().Add(dur)
	var wg sync.WaitGroup
	for range conc {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(end) {
				var body io.Reader
				if w.body != "" {
					body = strings.NewReader(w.body)
				}
				req, _ := http.NewRequest(w.method, base+w.path, body)
				req.Header.Set("x-integrator-id", id)
				if w.body != "" {
					req.Header.Set("Content-Type", "application/json")
				}
				resp, err := c.Do(req)
				if err != nil {
					firstErr.CompareAndSwap(nil, err)
					return
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode == http.StatusOK {
					ok.Add(1)
				} else {
					firstErr.CompareAndSwap(nil, fmt.Errorf("status %d", resp.StatusCode))
				}
			}
		}()
	}
	wg.Wait()
	if e, _ := firstErr.Load().(error); e != nil {
		return int(ok.Load()), e
	}
	return int(ok.Load()), nil
}
