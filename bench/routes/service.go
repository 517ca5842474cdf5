package main

import (
	"context"
	"fmt"
	"net"
	"os/exec"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

// service is the child process running the service stack.
type service struct {
	*proc.Child
	addr         string // host:port, loopback
	integratorID string
}

// startService re-executes exe with args (childFlag first), stderr to
// logPath, and waits until it has printed its address and integrator id
// and answers /readyz.
func startService(ctx context.Context, exe string, args []string, procs int, logPath string) (*service, error) {
	cmd := exec.Command(exe, args...)
	cmd.Env = proc.CleanEnv("GOMAXPROCS")
	if procs > 0 {
		cmd.Env = append(cmd.Env, fmt.Sprintf("GOMAXPROCS=%d", procs))
	}
	type hello struct{ addr, id string }
	helloc := make(chan hello, 1)
	var h hello // the reading goroutine's own
	child, err := proc.Start(cmd, "the service", logPath, 20*time.Second, func(line string) {
		if _, rest, ok := strings.Cut(line, listeningPrefix); ok {
			h.addr, _, _ = strings.Cut(rest, " ")
		}
		if rest, ok := strings.CutPrefix(line, integratorPrefix); ok {
			h.id = strings.TrimSpace(rest)
		}
		if h.addr != "" && h.id != "" {
			proc.Offer(helloc, h)
		}
	})
	if err != nil {
		return nil, fmt.Errorf("start the service: %w", err)
	}
	child.ReportExit = true
	s := &service{Child: child}

	fail := func(err error) (*service, error) {
		s.Stop()
		return nil, fmt.Errorf("%w%s", err, proc.LogTail(s.LogPath))
	}
	select {
	case h := <-helloc:
		s.addr, s.integratorID = h.addr, h.id
	case <-s.Exited():
		return fail(fmt.Errorf("the service exited before listening: %v", s.WaitErr))
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
		if !s.Alive() {
			return fmt.Errorf("the service exited while starting: %v", s.WaitErr)
		}
		return nil
	}
	if err := loadgen.WaitReady(ctx, s.url("/readyz"), 30*time.Second, exited); err != nil {
		return fail(err)
	}
	return s, nil
}

func (s *service) url(path string) string { return "http://" + s.addr + path }
