package main

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
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"

	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

// service is a server running as a child process: the switchyard binary,
// or the baseline with -baseline-process.
type service struct {
	cmd     *exec.Cmd
	addr    string // host:port, loopback
	logPath string

	exited  chan struct{} // closed when the process has exited
	waitErr error         // valid once exited is closed

	stopOnce sync.Once
	stopErr  error
}

// moduleRoot returns the directory of the main module, so the benchmark
// builds the service wherever it is run from inside the repository.
func moduleRoot(ctx context.Context) (string, error) {
	out, err := exec.CommandContext(ctx, "go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", errors.New("not inside the switchyard module: run from the repository (go run ./bench/listings)")
	}
	return filepath.Dir(gomod), nil
}

// buildService builds ./cmd/switchyard into dir and returns the binary path:
// with the devnet, or the API-only build (-tags nodevnet) without it.
func buildService(ctx context.Context, dir string, withDevnet bool) (string, error) {
	root, err := moduleRoot(ctx)
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "switchyard")
	args := []string{"build", "-o", bin}
	if !withDevnet {
		args = append(args, "-tags", "nodevnet")
	}
	cmd := exec.CommandContext(ctx, "go", append(args, "./cmd/switchyard")...)
	cmd.Dir = root
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("go build ./cmd/switchyard: %w\n%s", err, out.String())
	}
	return bin, nil
}

// cleanEnv is the environment without SWITCHYARD_* variables, so that the
// caller's shell cannot change what is measured.
func cleanEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "SWITCHYARD_") {
			env = append(env, kv)
		}
	}
	return env
}

// addIntegrator creates a custom-tier integrator through the CLI and
// returns its raw id.
func addIntegrator(ctx context.Context, bin, dataDir string, rate int) (string, error) {
	cmd := exec.CommandContext(ctx, bin, "integrators", "add", "--data-dir", dataDir,
		"--name", "bench", "--tier", "custom", "--rate", strconv.Itoa(rate))
	cmd.Env = cleanEnv()
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

// startService starts `switchyard serve` on a kernel-chosen loopback port
// and waits until it prints its address and /readyz answers 200.
func startService(ctx context.Context, bin, dataDir, logLevel string, withDevnet bool) (*service, error) {
	// The devnet, when wanted, takes free ports so that it never collides
	// with a developer's running service.
	args := []string{"serve", "--listen", "127.0.0.1:0", "--data-dir", dataDir}
	if withDevnet {
		// Free ports, so that it never collides with a developer's service.
		args = append(args, "--devnet-rpc-port", "0", "--devnet-admin-listen", "127.0.0.1:0", "--devnet-explorer-listen", "127.0.0.1:0")
	} else {
		args = append(args, "--devnet-chains", "none")
	}
	if logLevel != "" {
		args = append(args, "--log-level", logLevel)
	}
	s, err := startChild(ctx, "switchyard serve", bin, args, filepath.Join(filepath.Dir(dataDir), "service.log"))
	if err != nil {
		return nil, err
	}
	exited := func() error {
		if !s.alive() {
			return fmt.Errorf("switchyard serve exited while starting: %v", s.waitErr)
		}
		return nil
	}
	if err := loadgen.WaitReady(ctx, s.url("/readyz"), 15*time.Second, exited); err != nil {
		s.stop()
		return nil, fmt.Errorf("%w%s", err, proc.LogTail(s.logPath))
	}
	return s, nil
}

// startChild starts a server process that prints "listening on
// http://ADDR" on stdout once it listens, with stderr going to logPath, and
// returns when the address is known (a loopback one, or it fails).
func startChild(ctx context.Context, what, bin string, args []string, logPath string) (*service, error) {
	logFile, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	defer logFile.Close() // the child keeps its own descriptor
	cmd := exec.Command(bin, args...)
	cmd.Env = cleanEnv()
	cmd.Stderr = logFile
	cmd.SysProcAttr = proc.ChildAttr()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", what, err)
	}
	s := &service{cmd: cmd, logPath: logPath, exited: make(chan struct{})}

	addrc := make(chan string, 1)
	readDone := make(chan struct{})
	go func() {
		// Read stdout to the end (the child prints a few lines only), so it
		// can never block on a full pipe.
		defer close(readDone)
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			line := sc.Text()
			if _, rest, ok := strings.Cut(line, "listening on http://"); ok {
				addr, _, _ := strings.Cut(rest, " ")
				select {
				case addrc <- addr:
				default:
				}
			}
		}
		io.Copy(io.Discard, stdout)
	}()
	go func() {
		<-readDone // Wait must not run before the pipe has been read
		s.waitErr = cmd.Wait()
		close(s.exited)
	}()

	fail := func(err error) (*service, error) {
		s.stop()
		return nil, fmt.Errorf("%w%s", err, proc.LogTail(s.logPath))
	}
	select {
	case s.addr = <-addrc:
	case <-s.exited:
		return fail(fmt.Errorf("%s exited before listening: %v", what, s.waitErr))
	case <-time.After(30 * time.Second):
		return fail(fmt.Errorf("%s did not print its address within 30s", what))
	case <-ctx.Done():
		return fail(ctx.Err())
	}
	host, _, err := net.SplitHostPort(s.addr)
	if ip := net.ParseIP(host); err != nil || ip == nil || !ip.IsLoopback() {
		return fail(fmt.Errorf("%s address %q is not a loopback address", what, s.addr))
	}
	return s, nil
}

func (s *service) url(path string) string { return "http://" + s.addr + path }

func (s *service) pid() int { return s.cmd.Process.Pid }

func (s *service) alive() bool {
	select {
	case <-s.exited:
		return false
	default:
		return true
	}
}

// stop sends SIGTERM, waits for the graceful shutdown (the service drains
// for up to 15s), then kills. It is safe to call more than once.
func (s *service) stop() error {
	s.stopOnce.Do(func() {
		if !s.alive() {
			return
		}
		_ = s.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-s.exited:
			if s.waitErr != nil {
				s.stopErr = fmt.Errorf("%s exited with %v after SIGTERM", filepath.Base(s.cmd.Path), s.waitErr)
			}
		case <-time.After(20 * time.Second):
			_ = s.cmd.Process.Kill()
			<-s.exited
			s.stopErr = fmt.Errorf("%s did not stop within 20s of SIGTERM; killed", filepath.Base(s.cmd.Path))
		}
	})
	return s.stopErr
}
