// Package devbench holds what the devnet benchmarks (bench/status,
// bench/push) share: the real service with its devnet chains as a child
// process on loopback ports, the world a wallet sees (API, chains, tokens,
// funded development accounts), a block clock that dates blocks
// independently of the service, and routes of each kind sent as a wallet
// sends them.
package devbench

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

// Service is `switchyard serve` with its devnet, running as a child
// process on free loopback ports.
type Service struct {
	cmd      *exec.Cmd
	Addr     string // host:port of the API, loopback
	AdminURL string // the devnet's admin API
	LogPath  string

	exited  chan struct{} // closed when the process has exited
	WaitErr error         // valid once the process has exited (Alive is false)

	stopOnce sync.Once
	stopErr  error
}

// ModuleRoot is the directory of the main module, so that the benchmark
// builds the service wherever it runs inside the repository.
func ModuleRoot(ctx context.Context) (string, error) {
	out, err := exec.CommandContext(ctx, "go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", errors.New("not inside the switchyard module: run from the repository (go run ./bench/status or ./bench/push)")
	}
	return filepath.Dir(gomod), nil
}

// BuildService builds the full binary (with the devnet) into dir.
func BuildService(ctx context.Context, dir string) (string, error) {
	root, err := ModuleRoot(ctx)
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "switchyard")
	cmd := exec.CommandContext(ctx, "go", "build", "-o", bin, "./cmd/switchyard")
	cmd.Dir = root
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("go build ./cmd/switchyard: %w\n%s", err, out.String())
	}
	return bin, nil
}

// CleanEnv drops SWITCHYARD_* variables, so that the caller's shell cannot
// change what is measured.
func CleanEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "SWITCHYARD_") {
			env = append(env, kv)
		}
	}
	return env
}

// AddIntegrator creates a custom-tier integrator through the CLI and
// returns its raw id.
func AddIntegrator(ctx context.Context, bin, dataDir string, rate int) (string, error) {
	cmd := exec.CommandContext(ctx, bin, "integrators", "add", "--data-dir", dataDir,
		"--name", "bench", "--tier", "custom", "--rate", strconv.Itoa(rate))
	cmd.Env = CleanEnv()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("switchyard integrators add: %w\n%s", err, stderr.String())
	}
	id := strings.TrimSpace(string(out))
	if id == "" || strings.ContainsAny(id, " \n") {
		return "", fmt.Errorf("switchyard integrators add printed %q, want one id", out)
	}
	return id, nil
}

var (
	listenLine = regexp.MustCompile(`listening on http://(\S+)`)
	adminLine  = regexp.MustCompile(`^devnet admin: (http://\S+)`)
)

// StartService starts `switchyard serve` with the devnet chains, every
// listener on a free loopback port and the explorer without indexing
// delay, and waits for its API address, its admin URL and /readyz.
// extra are more flags of serve (such as stream limits).
func StartService(ctx context.Context, bin, dataDir, chains string, extra ...string) (*Service, error) {
	args := []string{"serve", "--listen", "127.0.0.1:0", "--data-dir", dataDir, "--devnet-chains", chains,
		"--devnet-rpc-port", "0", "--devnet-admin-listen", "127.0.0.1:0", "--devnet-explorer-listen", "127.0.0.1:0",
		"--devnet-explorer-delay", "0s"}
	args = append(args, extra...)
	logPath := filepath.Join(filepath.Dir(dataDir), "service.log")
	logFile, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	defer logFile.Close() // the child keeps its own descriptor
	cmd := exec.Command(bin, args...)
	cmd.Env = CleanEnv()
	cmd.Stderr = logFile
	cmd.SysProcAttr = proc.ChildAttr()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start switchyard serve: %w", err)
	}
	s := &Service{cmd: cmd, LogPath: logPath, exited: make(chan struct{})}

	addrc, adminc := make(chan string, 1), make(chan string, 1)
	readDone := make(chan struct{})
	go func() {
		// Read stdout to the end, so that the child never blocks on a
		// full pipe.
		defer close(readDone)
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			line := sc.Text()
			if m := listenLine.FindStringSubmatch(line); m != nil {
				offer(addrc, m[1])
			}
			if m := adminLine.FindStringSubmatch(line); m != nil {
				offer(adminc, m[1])
			}
		}
		io.Copy(io.Discard, stdout)
	}()
	go func() {
		<-readDone // Wait must not run before the pipe has been read
		s.WaitErr = cmd.Wait()
		close(s.exited)
	}()

	fail := func(err error) (*Service, error) {
		s.Stop()
		return nil, fmt.Errorf("%w%s", err, proc.LogTail(s.LogPath))
	}
	timeout := time.After(60 * time.Second)
	for s.Addr == "" || s.AdminURL == "" {
		select {
		case s.Addr = <-addrc:
		case s.AdminURL = <-adminc:
		case <-s.exited:
			return fail(fmt.Errorf("switchyard serve exited before listening: %v", s.WaitErr))
		case <-timeout:
			return fail(errors.New("switchyard serve did not print its address and devnet admin URL within 60s"))
		case <-ctx.Done():
			return fail(ctx.Err())
		}
	}
	for _, u := range []string{"http://" + s.Addr, s.AdminURL} {
		if err := CheckLoopback(u); err != nil {
			return fail(err)
		}
	}
	exited := func() error {
		if !s.Alive() {
			return fmt.Errorf("switchyard serve exited while starting: %v", s.WaitErr)
		}
		return nil
	}
	if err := loadgen.WaitReady(ctx, s.URL("/readyz"), 30*time.Second, exited); err != nil {
		return fail(err)
	}
	return s, nil
}

func offer(c chan string, v string) {
	select {
	case c <- v:
	default:
	}
}

// CheckLoopback refuses any URL whose host is not a loopback address:
// the benchmark's traffic stays on this machine.
func CheckLoopback(u string) error {
	rest, ok := strings.CutPrefix(u, "http://")
	if !ok {
		return fmt.Errorf("%q is not an http:// URL", u)
	}
	hostport, _, _ := strings.Cut(rest, "/")
	host, _, err := net.SplitHostPort(hostport)
	if ip := net.ParseIP(host); err != nil || ip == nil || !ip.IsLoopback() {
		return fmt.Errorf("%q is not on a loopback address", u)
	}
	return nil
}

// URL is path on the service's API.
func (s *Service) URL(path string) string { return "http://" + s.Addr + path }

// PID is the child's process id (for /proc figures).
func (s *Service) PID() int { return s.cmd.Process.Pid }

// Alive reports whether the child still runs.
func (s *Service) Alive() bool {
	select {
	case <-s.exited:
		return false
	default:
		return true
	}
}

// Stop sends SIGTERM, waits for the graceful shutdown, then kills. It is
// safe to call more than once.
func (s *Service) Stop() error {
	s.stopOnce.Do(func() {
		if !s.Alive() {
			return
		}
		_ = s.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-s.exited:
			if s.WaitErr != nil {
				s.stopErr = fmt.Errorf("switchyard serve exited with %v after SIGTERM", s.WaitErr)
			}
		case <-time.After(30 * time.Second):
			_ = s.cmd.Process.Kill()
			<-s.exited
			s.stopErr = errors.New("switchyard serve did not stop within 30s of SIGTERM; killed")
		}
	})
	return s.stopErr
}
