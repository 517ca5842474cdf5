// Command profile is a CPU and allocation profiling harness for the listing
// endpoints of the real service: it builds ./cmd/switchyard with one file
// more (a pprof listener on a second loopback port, added by a build
// overlay: bench/internal/proc.BuildProfiled), creates an integrator with
// `switchyard integrators add`, starts `switchyard serve` (bundled
// catalog, SQLite store in -out, in-memory limits, no devnet chains, JSON
// request logs at info into -out or none), drives one workload of
// bench/listings against it while the service writes a CPU profile, then
// saves its allocation profile. The load generator runs in this process,
// so its frames are not in the profiles, e.g.
//
//	go run ./bench/profile -workload tokens-post-fields -d 5s
//	go tool pprof -top -cum -focus 'httpapi' /tmp/switchyard-profile/cpu.pprof
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
	"github.com/switchyard-dev/switchyard/integrator"
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
	dur := flag.Duration("d", 5*time.Second, "profiled load duration (whole seconds: the service's profile is asked for that many)")
	out := flag.String("out", filepath.Join(os.TempDir(), "switchyard-profile"), "directory for cpu.pprof, allocs.pprof, service.log, the binary and the SQLite data dir")
	logs := flag.String("log", "file", "request logs: file (like the service, JSON at info into -out/service.log), or discard (--log-level error)")
	flag.Parse()
	w, ok := workloads[*name]
	if !ok || *conc < 1 || *dur < time.Second || *dur > 2*time.Minute || (*logs != "file" && *logs != "discard") {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(w, *name, *conc, *dur, *out, *logs); err != nil {
		fmt.Fprintln(os.Stderr, "profile:", err)
		os.Exit(1)
	}
}

// service is the running `switchyard serve` with its pprof listener.
type service struct {
	*proc.Child
	api, pprof string // base URLs
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
	fmt.Fprintln(os.Stderr, "building ./cmd/switchyard with a pprof listener …")
	bin, err := proc.BuildProfiled(ctx, out)
	if err != nil {
		return err
	}
	id, err := proc.AddIntegrator(ctx, bin, dataDir, integrator.MaxCustomRate)
	if err != nil {
		return err
	}
	level := "info"
	if logs == "discard" {
		level = "error"
	}
	svc, err := start(ctx, bin, dataDir, level, filepath.Join(out, "service.log"))
	if err != nil {
		return err
	}
	defer svc.Stop()

	client := loadgen.NewClient(conc, 10*time.Second)
	defer client.CloseIdleConnections()
	// Warm the listing cache and the connections before profiling.
	if n, err := load(client, svc.api, w, id, conc, 500*time.Millisecond); err != nil || n == 0 {
		return fmt.Errorf("warm-up: %d ok, %v", n, err)
	}

	secs := int((dur + time.Second - 1) / time.Second)
	cpuPath := filepath.Join(out, "cpu.pprof")
	profErr := make(chan error, 1)
	go func() {
		profErr <- fetch(ctx, fmt.Sprintf("%s/debug/pprof/profile?seconds=%d", svc.pprof, secs), cpuPath, time.Duration(secs+30)*time.Second)
	}()
	time.Sleep(50 * time.Millisecond) // the profile starts as its request arrives
	start := time.Now()
	n, lerr := load(client, svc.api, w, id, conc, time.Duration(secs)*time.Second)
	el := time.Since(start)
	if err := <-profErr; err != nil {
		return fmt.Errorf("cpu profile: %w", err)
	}
	if lerr != nil {
		return lerr
	}
	allocPath := filepath.Join(out, "allocs.pprof")
	if err := fetch(ctx, svc.pprof+"/debug/pprof/allocs", allocPath, 30*time.Second); err != nil {
		return fmt.Errorf("alloc profile: %w", err)
	}
	if err := svc.Stop(); err != nil {
		return err
	}

	fmt.Printf("%s: %d ok in %s = %.0f req/s (switchyard serve pid %d, load generator in another process, %d CPUs)\n",
		name, n, el.Round(time.Millisecond), float64(n)/el.Seconds(), svc.PID(), runtime.NumCPU())
	fmt.Printf("cpu profile:   %s\nalloc profile: %s\nbinary:        %s\n", cpuPath, allocPath, bin)
	fmt.Printf("try: go tool pprof -top -cum -focus 'httpapi' %s\n", cpuPath)
	return nil
}

// start starts `switchyard serve` without devnet chains on a free loopback
// port, its pprof listener on another, and waits for /readyz.
func start(ctx context.Context, bin, dataDir, level, logPath string) (*service, error) {
	cmd := exec.Command(bin, "serve", "--listen", "127.0.0.1:0", "--data-dir", dataDir, "--devnet-chains", "none", "--log-level", level)
	cmd.Env = append(proc.CleanEnv(proc.PprofEnv), proc.PprofEnv+"=127.0.0.1:0")
	apic, pprofc := make(chan string, 1), make(chan string, 1)
	child, err := proc.Start(cmd, "switchyard serve", logPath, 20*time.Second, func(line string) {
		if m := proc.PprofLine.FindStringSubmatch(line); m != nil {
			proc.Offer(pprofc, m[1])
		} else if rest, ok := strings.CutPrefix(line, "switchyard "); ok {
			if _, u, ok := strings.Cut(rest, " listening on "); ok {
				u, _, _ = strings.Cut(u, " ")
				proc.Offer(apic, u)
			}
		}
	})
	if err != nil {
		return nil, fmt.Errorf("start switchyard serve: %w", err)
	}
	s := &service{Child: child}
	fail := func(err error) (*service, error) {
		s.Stop()
		return nil, fmt.Errorf("%w%s", err, proc.LogTail(s.LogPath))
	}
	timeout := time.After(time.Minute)
	for s.api == "" || s.pprof == "" {
		select {
		case s.api = <-apic:
		case s.pprof = <-pprofc:
		case <-s.Exited():
			return fail(fmt.Errorf("switchyard serve exited before listening: %v", s.WaitErr))
		case <-timeout:
			return fail(errors.New("switchyard serve did not print its API and pprof addresses within 1m"))
		}
	}
	exited := func() error {
		if !s.Alive() {
			return fmt.Errorf("switchyard serve exited while starting: %v", s.WaitErr)
		}
		return nil
	}
	if err := loadgen.WaitReady(ctx, s.api+"/readyz", 30*time.Second, exited); err != nil {
		return fail(err)
	}
	return s, nil
}

// fetch saves the body of GET u (a profile) to path.
func fetch(ctx context.Context, u, path string, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		return fmt.Errorf("GET %s: %d %s", u, resp.StatusCode, b)
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, resp.Body); err != nil {
		f.Close()
		return err
	}
	return f.Close()
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
