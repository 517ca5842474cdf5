package proc

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
)

// PprofEnv names the loopback address a profiled binary's pprof listener
// binds (127.0.0.1:0 for any free port); without it the binary has none.
// Not a SWITCHYARD_ variable: those configure the service itself.
const PprofEnv = "BENCH_PPROF_LISTEN"

// PprofLine matches the line a profiled binary prints on stdout, before
// anything of the service, with its pprof base URL.
var PprofLine = regexp.MustCompile(`^bench-pprof: (http://127\.0\.0\.1:\d+)$`)

// pprofFile is added to package main of ./cmd/switchyard by a build
// overlay: the service's own code and wiring are untouched, and the
// profiles are the real binary's. Its handlers are on a mux of its own
// on a second loopback listener, never on the service's API.
const pprofFile = `package main

import (
	"fmt"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
)

func init() {
	addr := os.Getenv("` + PprofEnv + `")
	if addr == "" {
		return
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil || !ln.Addr().(*net.TCPAddr).IP.IsLoopback() {
		fmt.Fprintln(os.Stderr, "bench pprof: not on a loopback address:", addr, err)
		os.Exit(2)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	fmt.Printf("bench-pprof: http://%s\n", ln.Addr())
	go http.Serve(ln, mux)
}
`

// BuildProfiled builds ./cmd/switchyard into dir as BuildService does,
// with one file more in package main (through go build -overlay): a pprof
// listener on the address PprofEnv names, for harnesses that profile the
// real service.
func BuildProfiled(ctx context.Context, dir string) (string, error) {
	root, err := ModuleRoot(ctx)
	if err != nil {
		return "", err
	}
	src := filepath.Join(dir, "bench_pprof.go")
	if err := os.WriteFile(src, []byte(pprofFile), 0o644); err != nil {
		return "", err
	}
	overlay, err := json.Marshal(map[string]map[string]string{
		"Replace": {filepath.Join(root, "cmd", "switchyard", "zz_bench_pprof.go"): src}})
	if err != nil {
		return "", err
	}
	overlayPath := filepath.Join(dir, "overlay.json")
	if err := os.WriteFile(overlayPath, overlay, 0o644); err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "switchyard")
	cmd := exec.CommandContext(ctx, "go", "build", "-overlay", overlayPath, "-o", bin, "./cmd/switchyard")
	cmd.Dir = root
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("go build -overlay ./cmd/switchyard: %w\n%s", err, out.String())
	}
	return bin, nil
}
