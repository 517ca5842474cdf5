package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

var (
	listenLine = regexp.MustCompile(`listening on http://(\S+)`)
	adminLine  = regexp.MustCompile(`^devnet admin: (http://\S+)`)
)

// startDevnet starts `switchyard devnet` alone with the given chains on
// free loopback ports (explorer without indexing delay) and returns it
// with its admin URL once the admin API lists the chains.
func startDevnet(ctx context.Context, bin, dir, chains string) (*proc.Child, string, error) {
	data := filepath.Join(dir, "devnet-data")
	cmd := exec.Command(bin, "devnet", "--chains", chains, "--rpc-port", "0", "--listen-admin", "127.0.0.1:0",
		"--explorer-listen", "127.0.0.1:0", "--explorer-delay", "0s", "--data-dir", data)
	cmd.Env = proc.CleanEnv()
	adminc := make(chan string, 1)
	child, err := proc.Start(cmd, "switchyard devnet", filepath.Join(dir, "devnet.log"), 30*time.Second, func(line string) {
		if m := adminLine.FindStringSubmatch(line); m != nil {
			proc.Offer(adminc, m[1])
		}
	})
	if err != nil {
		return nil, "", fmt.Errorf("start switchyard devnet: %w", err)
	}
	fail := func(err error) (*proc.Child, string, error) {
		child.Stop()
		return nil, "", fmt.Errorf("%w%s", err, proc.LogTail(child.LogPath))
	}
	var admin string
	select {
	case admin = <-adminc:
	case <-child.Exited():
		return fail(fmt.Errorf("switchyard devnet exited before printing its admin URL: %v", child.WaitErr))
	case <-time.After(90 * time.Second):
		return fail(errors.New("switchyard devnet did not print its admin URL within 90s"))
	case <-ctx.Done():
		return fail(ctx.Err())
	}
	if err := devbench.CheckLoopback(admin); err != nil {
		return fail(err)
	}
	return child, admin, nil
}

// startReplica starts `switchyard serve` attached to the devnet at admin
// with the given store and limits flags, on a free loopback port, and
// waits for /readyz.
func startReplica(ctx context.Context, bin, dir, name, admin string, storeArgs []string) (*devbench.Service, error) {
	args := append([]string{"serve", "--listen", "127.0.0.1:0", "--data-dir", filepath.Join(dir, name+"-data"),
		"--devnet-url", admin}, storeArgs...)
	cmd := exec.Command(bin, args...)
	cmd.Env = proc.CleanEnv()
	addrc := make(chan string, 1)
	child, err := proc.Start(cmd, "switchyard serve ("+name+")", filepath.Join(dir, name+".log"), 30*time.Second, func(line string) {
		if m := listenLine.FindStringSubmatch(line); m != nil {
			proc.Offer(addrc, m[1])
		}
	})
	if err != nil {
		return nil, fmt.Errorf("start switchyard serve: %w", err)
	}
	s := &devbench.Service{Child: child, AdminURL: admin}
	fail := func(err error) (*devbench.Service, error) {
		child.Stop()
		return nil, fmt.Errorf("replica %s: %w%s", name, err, proc.LogTail(child.LogPath))
	}
	select {
	case s.Addr = <-addrc:
	case <-child.Exited():
		return fail(fmt.Errorf("switchyard serve exited before listening: %v", child.WaitErr))
	case <-time.After(60 * time.Second):
		return fail(errors.New("switchyard serve did not print its address within 60s"))
	case <-ctx.Done():
		return fail(ctx.Err())
	}
	if err := devbench.CheckLoopback("http://" + s.Addr); err != nil {
		return fail(err)
	}
	exited := func() error {
		if !child.Alive() {
			return fmt.Errorf("switchyard serve exited while starting: %v", child.WaitErr)
		}
		return nil
	}
	if err := loadgen.WaitReady(ctx, s.URL("/readyz"), 60*time.Second, exited); err != nil {
		return fail(err)
	}
	return s, nil
}

// mkdirs makes the replicas' data dirs (the CLI writes there too).
func mkdirs(dir string, names ...string) error {
	for _, n := range names {
		if err := os.MkdirAll(filepath.Join(dir, n+"-data"), 0o755); err != nil {
			return err
		}
	}
	return nil
}
