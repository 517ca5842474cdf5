// Package cosmos runs the devnet's Cosmos chains: real Cosmos SDK
// applications (auth, bank, staking, IBC core, ICS-20 transfer) on
// CometBFT, one validator each, each in a child process of our own binary
// (sdk.Config's bech32 prefixes are process-global). It owns the chains'
// app, genesis, node processes and data dirs, the devnet's Cosmos keys, and
// a small client that signs and sends transactions with them.
package cosmos

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"time"
)

// Config configures Start.
type Config struct {
	// DataDir holds each chain's state in DataDir/<chain-id>; it survives
	// restarts.
	DataDir string
	// Chains are the chain ids to run (default: all of Specs).
	Chains []string
	// BlockTime is the pause after each block (CometBFT's timeout_commit;
	// default 1s).
	BlockTime time.Duration
	// Executable is the binary to run nodes with (default: this one, whose
	// main or TestMain must call MaybeRunNode).
	Executable string
	// StartTimeout bounds each node's start (default 2 minutes: a first
	// start on a loaded machine is slow).
	StartTimeout time.Duration
}

// Network is the running chains.
type Network struct {
	chains []*Chain
}

// Chain is one running chain: its spec and where to reach it.
type Chain struct {
	Spec
	// RPCURL is CometBFT's RPC (http://127.0.0.1:port) and RESTURL the
	// REST (LCD, grpc-gateway) server.
	RPCURL  string
	RESTURL string
	// Home is the chain's data dir.
	Home string

	cmd     *exec.Cmd
	stdin   io.WriteCloser
	exited  chan struct{}
	waitErr error
	client  *Client
}

// Start starts the chains (in parallel) and returns once each has made its
// first block.
func Start(ctx context.Context, cfg Config) (*Network, error) {
	if cfg.DataDir == "" {
		return nil, errors.New("cosmos: no data dir")
	}
	if len(cfg.Chains) == 0 {
		for _, s := range Specs {
			cfg.Chains = append(cfg.Chains, s.ID)
		}
	}
	if cfg.BlockTime <= 0 {
		cfg.BlockTime = time.Second
	}
	if cfg.StartTimeout <= 0 {
		cfg.StartTimeout = 2 * time.Minute
	}
	if cfg.Executable == "" {
		exe, err := os.Executable()
		if err != nil {
			return nil, fmt.Errorf("cosmos: find our own binary: %w", err)
		}
		cfg.Executable = exe
	}
	specs := make([]Spec, len(cfg.Chains))
	for i, id := range cfg.Chains {
		s, ok := SpecOf(id)
		if !ok {
			return nil, fmt.Errorf("cosmos: unknown chain %q", id)
		}
		specs[i] = s
	}
	n := &Network{chains: make([]*Chain, len(specs))}
	errs := make([]error, len(specs))
	var wg sync.WaitGroup
	for i, s := range specs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n.chains[i], errs[i] = startChain(ctx, cfg, s)
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		_ = n.Close()
		return nil, err
	}
	return n, nil
}

// Chain returns a running chain by id.
func (n *Network) Chain(id string) (*Chain, bool) {
	for _, c := range n.chains {
		if c != nil && c.ID == id {
			return c, true
		}
	}
	return nil, false
}

// Chains returns the running chains in start order.
func (n *Network) Chains() []*Chain { return append([]*Chain(nil), n.chains...) }

// Close stops the chains: each node stops when its stdin closes, and is
// killed if it has not within 30 s.
func (n *Network) Close() error {
	var errs []error
	for _, c := range n.chains {
		if c != nil {
			errs = append(errs, c.stop())
		}
	}
	return errors.Join(errs...)
}

func (c *Chain) stop() error {
	_ = c.stdin.Close()
	select {
	case <-c.exited:
	case <-time.After(30 * time.Second):
		_ = c.cmd.Process.Kill()
		<-c.exited
	}
	var exitErr *exec.ExitError
	if c.waitErr != nil && !errors.As(c.waitErr, &exitErr) {
		return fmt.Errorf("%s: %w", c.ID, c.waitErr)
	}
	return nil
}

// Exited is closed when the chain's process has ended.
func (c *Chain) Exited() <-chan struct{} { return c.exited }

// Pid is the node process's id.
func (c *Chain) Pid() int { return c.cmd.Process.Pid }

// startChain starts one node, on other ports if a chosen one was taken
// meanwhile.
func startChain(ctx context.Context, cfg Config, s Spec) (*Chain, error) {
	balances, err := genesisBalances(s)
	if err != nil {
		return nil, err
	}
	home := filepath.Join(cfg.DataDir, s.ID)
	if err := os.MkdirAll(home, 0o755); err != nil {
		return nil, err
	}
	var lastErr error
	for attempt := 0; attempt < 5; attempt++ {
		ports, err := freePorts(3)
		if err != nil {
			return nil, err
		}
		spec := nodeSpec{Home: home, ChainID: s.ID, Prefix: s.Prefix, Denom: s.Denom, Balances: balances,
			RPCPort: ports[0], P2PPort: ports[1], APIPort: ports[2], BlockTime: cfg.BlockTime}
		c, rep, err := launch(ctx, cfg, s, spec)
		if err != nil {
			return nil, err
		}
		if rep.Ready {
			if err := c.waitFirstBlock(ctx, cfg.StartTimeout); err != nil {
				_ = c.stop()
				return nil, err
			}
			return c, nil
		}
		lastErr = fmt.Errorf("%s: %s", s.ID, rep.Error)
		if !rep.PortInUse {
			return nil, lastErr
		}
	}
	return nil, lastErr
}

func launch(ctx context.Context, cfg Config, s Spec, spec nodeSpec) (*Chain, nodeReport, error) {
	raw, err := json.Marshal(spec)
	if err != nil {
		return nil, nodeReport{}, err
	}
	stderr, err := os.OpenFile(filepath.Join(spec.Home, "stderr.log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, nodeReport{}, err
	}
	defer stderr.Close() // the child holds its own descriptor
	cmd := exec.Command(cfg.Executable)
	cmd.Env = append(os.Environ(), nodeEnv+"="+string(raw))
	cmd.Stderr = stderr
	cmd.SysProcAttr = childAttr()
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, nodeReport{}, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, nodeReport{}, err
	}
	if err := cmd.Start(); err != nil {
		return nil, nodeReport{}, fmt.Errorf("%s: start the node process: %w", s.ID, err)
	}
	c := &Chain{Spec: s, Home: spec.Home, cmd: cmd, stdin: stdin, exited: make(chan struct{}),
		RPCURL:  fmt.Sprintf("http://127.0.0.1:%d", spec.RPCPort),
		RESTURL: fmt.Sprintf("http://127.0.0.1:%d", spec.APIPort)}
	if c.client, err = NewClient(s, c.RPCURL); err != nil {
		_ = stdin.Close()
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		return nil, nodeReport{}, err
	}
	reports := make(chan nodeReport, 1)
	readErr := make(chan error, 1)
	go func() {
		r := bufio.NewReader(stdout)
		rep, err := readReport(r)
		if err != nil {
			readErr <- err
		} else {
			reports <- rep
		}
		_, _ = io.Copy(io.Discard, r) // until the child exits
		c.waitErr = cmd.Wait()
		close(c.exited)
	}()
	select {
	case rep := <-reports:
		if !rep.Ready {
			<-c.exited
		}
		return c, rep, nil
	case err := <-readErr:
		_ = stdin.Close()
		<-c.exited
		return nil, nodeReport{}, fmt.Errorf("%s: %w; see %s", s.ID, err, filepath.Join(spec.Home, "stderr.log"))
	case <-ctx.Done():
		_ = c.stop()
		return nil, nodeReport{}, ctx.Err()
	case <-time.After(cfg.StartTimeout):
		_ = c.stop()
		return nil, nodeReport{}, fmt.Errorf("%s: the node was not ready within %s", s.ID, cfg.StartTimeout)
	}
}

func (c *Chain) waitFirstBlock(ctx context.Context, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	// Height 2: the RPC shows block 1 once it is stored, which can be
	// before the application has committed it, and queries until then
	// fail ("please wait for first block").
	if _, err := c.Client().WaitHeight(ctx, 2); err != nil {
		return fmt.Errorf("%s: no first block: %w", c.ID, err)
	}
	return nil
}

// freePorts picks n distinct free ports on 127.0.0.1. Another process may
// take one before the node binds it; the node then reports it and we retry.
func freePorts(n int) ([]int, error) {
	var ls []net.Listener
	defer func() {
		for _, l := range ls {
			_ = l.Close()
		}
	}()
	var ports []int
	for i := 0; i < n; i++ {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		ls = append(ls, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}
