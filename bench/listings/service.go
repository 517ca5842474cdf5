package main

import (
	"context"
	"fmt"
	"net"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

// service is a server running as a child process: the switchyard binary,
// or the baseline with -baseline-process.
type service struct {
	*proc.Child
	addr string // host:port, loopback
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
		if !s.Alive() {
			return fmt.Errorf("switchyard serve exited while starting: %v", s.WaitErr)
		}
		return nil
	}
	if err := loadgen.WaitReady(ctx, s.url("/readyz"), 15*time.Second, exited); err != nil {
		s.Stop()
		return nil, fmt.Errorf("%w%s", err, proc.LogTail(s.LogPath))
	}
	return s, nil
}

// startChild starts a server process that prints "listening on
// http://ADDR" on stdout once it listens, with stderr going to logPath, and
// returns when the address is known (a loopback one, or it fails).
func startChild(ctx context.Context, what, bin string, args []string, logPath string) (*service, error) {
	cmd := exec.Command(bin, args...)
	cmd.Env = proc.CleanEnv()
	addrc := make(chan string, 1)
	// The service drains for up to 15s after SIGTERM.
	child, err := proc.Start(cmd, filepath.Base(bin), logPath, 20*time.Second, func(line string) {
		if _, rest, ok := strings.Cut(line, "listening on http://"); ok {
			addr, _, _ := strings.Cut(rest, " ")
			proc.Offer(addrc, addr)
		}
	})
	if err != nil {
		return nil, fmt.Errorf("start %s: %w", what, err)
	}
	s := &service{Child: child}

	fail := func(err error) (*service, error) {
		s.Stop()
		return nil, fmt.Errorf("%w%s", err, proc.LogTail(s.LogPath))
	}
	select {
	case s.addr = <-addrc:
	case <-s.Exited():
		return fail(fmt.Errorf("%s exited before listening: %v", what, s.WaitErr))
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
