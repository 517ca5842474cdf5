package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"

	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

// service is the child process running the service stack.
type service struct {
	cmd          *exec.Cmd
	addr         string // host:port, loopback
	integratorID string
	logPath      string

	exited  chan struct{} // closed when the process has exited
	waitErr error         // valid once exited is closed

	stopOnce sync.Once
	stopErr  error
}

// cleanEnv is the environment without SWITCHYARD_* variables and with the
// child's GOMAXPROCS.
func cleanEnv(procs int) []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "SWITCHYARD_") && !strings.HasPrefix(kv, "GOMAXPROCS=") {
			env = append(env, kv)
		}
	}
	if procs > 0 {
		env = append(env, fmt.Sprintf("GOMAXPROCS=%d", procs))
	}
	return env
}

// startService re-executes exe with args (childFlag first), stderr to
// logPath, and waits until it has printed its address and integrator id
// and answers /readyz.
func startService(ctx context.Context, exe string, args []string, procs int, logPath string) (*service, error) {
	logFile, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	defer logFile.Close() // the child keeps its own descriptor
	cmd := exec.Command(exe, args...)
	cmd.Env = cleanEnv(procs)
	cmd.Stderr = logFile
	cmd.SysProcAttr = proc.ChildAttr()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start the service: %w", err)
	}
	s := &service{cmd: cmd, logPath: logPath, exited: make(chan struct{})}

	type hello struct{ addr, id string }
	helloc := make(chan hello, 1)
	readDone := make(chan struct{})
	go func() {
		// Read stdout to the end, so the child never blocks on a full pipe.
		defer close(readDone)
		var h hello
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			line := sc.Text()
			if rest, ok := strings.CutPrefix(line, listeningPrefix); ok {
				h.addr = strings.TrimSpace(rest)
			}
			if rest, ok := strings.CutPrefix(line, integratorPrefix); ok {
				h.id = strings.TrimSpace(rest)
				helloc <- h
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
	case h := <-helloc:
		s.addr, s.integratorID = h.addr, h.id
	case <-s.exited:
		return fail(fmt.Errorf("the service exited before listening: %v", s.waitErr))
	case <-time.After(2 * time.Minute):
		return fail(fmt.Errorf("the service did not print its address within 2m"))
	case <-ctx.Done():
		return fail(ctx.Err())
	}
	host, _, err := net.SplitHostPort(s.addr)
	if ip := net.ParseIP(host); err != nil || ip == nil || !ip.IsLoopback() {
		return fail(fmt.Errorf("service address %q is not a loopback address", s.addr))
	}
	if s.integratorID == "" {
		return fail(fmt.Errorf("the service printed no integrator id"))
	}
	exited := func() error {
		if !s.alive() {
			return fmt.Errorf("the service exited while starting: %v", s.waitErr)
		}
		return nil
	}
	if err := loadgen.WaitReady(ctx, s.url("/readyz"), 30*time.Second, exited); err != nil {
		return fail(err)
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

// stop sends SIGTERM, waits for the graceful shutdown, then kills. It is
// safe to call more than once.
func (s *service) stop() error {
	s.stopOnce.Do(func() {
		if !s.alive() {
			if s.waitErr != nil {
				s.stopErr = fmt.Errorf("the service had exited: %v", s.waitErr)
			}
			return
		}
		_ = s.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-s.exited:
			if s.waitErr != nil {
				s.stopErr = fmt.Errorf("the service exited with %v after SIGTERM", s.waitErr)
			}
		case <-time.After(20 * time.Second):
			_ = s.cmd.Process.Kill()
			<-s.exited
			s.stopErr = fmt.Errorf("the service did not stop within 20s of SIGTERM; killed")
		}
	})
	return s.stopErr
}
