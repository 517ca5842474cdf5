// Package devbench holds what the devnet benchmarks (bench/status,
// bench/push) share: the real service with its devnet chains as a child
// process on loopback ports, the world a wallet sees (API, chains, tokens,
// funded development accounts), a block clock that dates blocks
// independently of the service, routes of each kind sent as a wallet
// sends them, a few at a time with random pauses, and the summary of a
// latency over each kind's routes.
package devbench

import (
	"context"
	"fmt"
	"net"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

// Service is `switchyard serve` with its devnet, running as a child
// process on free loopback ports.
type Service struct {
	*proc.Child
	Addr     string // host:port of the API, loopback
	AdminURL string // the devnet's admin API
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
	cmd := exec.Command(bin, args...)
	cmd.Env = proc.CleanEnv()
	addrc, adminc := make(chan string, 1), make(chan string, 1)
	child, err := proc.Start(cmd, "switchyard serve", logPath, 30*time.Second, func(line string) {
		if m := listenLine.FindStringSubmatch(line); m != nil {
			proc.Offer(addrc, m[1])
		}
		if m := adminLine.FindStringSubmatch(line); m != nil {
			proc.Offer(adminc, m[1])
		}
	})
	if err != nil {
		return nil, fmt.Errorf("start switchyard serve: %w", err)
	}
	s := &Service{Child: child}

	fail := func(err error) (*Service, error) {
		s.Stop()
		return nil, fmt.Errorf("%w%s", err, proc.LogTail(s.LogPath))
	}
	limit := 60 * time.Second
	if slices.Contains(extra, "--devnet-cosmos") || slices.Contains(extra, "--devnet-bitcoin") {
		// A first start of the Cosmos chains opens their IBC channels; one
		// of the Bitcoin chain builds btcd.
		limit = 5 * time.Minute
	}
	timeout := time.After(limit)
	for s.Addr == "" || s.AdminURL == "" {
		select {
		case s.Addr = <-addrc:
		case s.AdminURL = <-adminc:
		case <-s.Exited():
			return fail(fmt.Errorf("switchyard serve exited before listening: %v", s.WaitErr))
		case <-timeout:
			return fail(fmt.Errorf("switchyard serve did not print its address and devnet admin URL within %s", limit))
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
