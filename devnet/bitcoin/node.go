package bitcoin

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// CoinbaseMaturity is how many confirmations a block reward needs before
// it can be spent (100 on every Bitcoin network) — the first start mines
// past it so the wallet has coins.
const CoinbaseMaturity = 100

// NodeConfig configures a regtest btcd node.
type NodeConfig struct {
	// DataDir holds the node's chain (under DataDir/regtest), its config
	// and logs. A node started again on the same DataDir has the same chain.
	DataDir string
	// Binary is a btcd binary to run; empty builds BtcdVersion into BinDir
	// (default DefaultBinDir) on first use.
	Binary, BinDir string
	// MiningAddress receives the block rewards (a bcrt1 address).
	MiningAddress string
	// BlockInterval is how often a block is mined (default 5 s); negative
	// mines only on demand (Mine).
	BlockInterval time.Duration
	// StartTimeout bounds the wait for the RPC server (default 60 s).
	StartTimeout time.Duration
	Logger       *slog.Logger
}

// Node is a running btcd in regtest, its RPC on a loopback port and its P2P
// listener disabled. It mines a block every BlockInterval.
type Node struct {
	cfg     NodeConfig
	cmd     *exec.Cmd
	rpc     *rpcClient
	rpcAddr string
	log     *slog.Logger

	exited  chan struct{} // closed when the process has exited
	exitErr error
	journal *journal // see journal.go: btcd wipes regtest at start

	mineMu sync.Mutex // btcd refuses a generate while one runs
	stop   chan struct{}
	wg     sync.WaitGroup
	once   sync.Once
}

// StartNode starts btcd on cfg.DataDir and waits for its RPC server. On a
// fresh chain it mines past coinbase maturity before returning.
func StartNode(ctx context.Context, cfg NodeConfig) (*Node, error) {
	if cfg.DataDir == "" {
		return nil, errors.New("bitcoin: NodeConfig.DataDir is required")
	}
	if cfg.MiningAddress == "" {
		return nil, errors.New("bitcoin: NodeConfig.MiningAddress is required (the address block rewards go to)")
	}
	if cfg.BlockInterval == 0 {
		cfg.BlockInterval = 5 * time.Second
	}
	if cfg.StartTimeout <= 0 {
		cfg.StartTimeout = 60 * time.Second
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	bin := cfg.Binary
	if bin == "" {
		binDir := cfg.BinDir
		if binDir == "" {
			d, err := DefaultBinDir()
			if err != nil {
				return nil, err
			}
			binDir = d
		}
		b, err := EnsureBtcd(ctx, binDir)
		if err != nil {
			return nil, err
		}
		bin = b
	}
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return nil, fmt.Errorf("bitcoin: data dir: %w", err)
	}
	n, err := launch(ctx, bin, cfg, log)
	if err != nil {
		return nil, err
	}
	if err := n.replay(ctx); err != nil {
		n.Close()
		return nil, err
	}
	if err := n.matureCoinbase(ctx); err != nil {
		n.Close()
		return nil, err
	}
	if cfg.BlockInterval > 0 {
		n.wg.Add(1)
		go n.mineLoop()
	}
	return n, nil
}

func launch(ctx context.Context, bin string, cfg NodeConfig, log *slog.Logger) (*Node, error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	var pw [16]byte
	if _, err := rand.Read(pw[:]); err != nil {
		return nil, err
	}
	user, pass := "switchyard", hex.EncodeToString(pw[:])
	// Credentials go in a private config file rather than argv, which
	// every local user can read.
	conf := filepath.Join(cfg.DataDir, "btcd.conf")
	if err := os.WriteFile(conf, []byte("rpcuser="+user+"\nrpcpass="+pass+"\n"), 0o600); err != nil {
		return nil, fmt.Errorf("bitcoin: btcd config: %w", err)
	}
	rpcAddr := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	args := []string{
		"--configfile=" + conf,
		"--datadir=" + cfg.DataDir,
		"--logdir=" + filepath.Join(cfg.DataDir, "logs"),
		"--regtest",
		"--rpclisten=" + rpcAddr,
		"--notls", // btcd allows it only when the RPC server is on loopback
		"--nolisten",
		"--nodnsseed",
		"--txindex",
		"--addrindex",
		"--miningaddr=" + cfg.MiningAddress,
	}
	logFile, err := os.OpenFile(filepath.Join(cfg.DataDir, "btcd.out"), os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return nil, fmt.Errorf("bitcoin: btcd output file: %w", err)
	}
	defer logFile.Close() // the child holds its own descriptor
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr = logFile, logFile
	cmd.SysProcAttr = childAttr()
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("bitcoin: start btcd: %w", err)
	}
	n := &Node{
		cfg:     cfg,
		cmd:     cmd,
		rpcAddr: rpcAddr,
		rpc:     &rpcClient{url: "http://" + rpcAddr, user: user, pass: pass, http: &http.Client{Timeout: 2 * time.Minute}},
		log:     log,
		exited:  make(chan struct{}),
		stop:    make(chan struct{}),
	}
	go func() {
		n.exitErr = cmd.Wait()
		close(n.exited)
	}()
	if err := n.waitReady(ctx); err != nil {
		n.Close()
		return nil, err
	}
	log.Info("btcd started", "rpc", rpcAddr, "pid", cmd.Process.Pid, "datadir", cfg.DataDir)
	return n, nil
}

func (n *Node) waitReady(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, n.cfg.StartTimeout)
	defer cancel()
	for {
		var height int64
		err := n.rpc.call(ctx, "getblockcount", &height)
		if err == nil {
			return nil
		}
		select {
		case <-n.exited:
			return fmt.Errorf("bitcoin: btcd exited while starting (%v): %s", n.exitErr, n.outputTail())
		case <-ctx.Done():
			return fmt.Errorf("bitcoin: btcd RPC not up after %s: %v: %s", n.cfg.StartTimeout, err, n.outputTail())
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// outputTail is the end of btcd's output, for errors.
func (n *Node) outputTail() string {
	b, _ := os.ReadFile(filepath.Join(n.cfg.DataDir, "btcd.out"))
	s := strings.TrimSpace(string(b))
	if len(s) > 1500 {
		s = "..." + s[len(s)-1500:]
	}
	return s
}

// matureCoinbase mines until the first block reward can be spent.
func (n *Node) matureCoinbase(ctx context.Context) error {
	h, err := n.Height(ctx)
	if err != nil {
		return err
	}
	if want := int64(CoinbaseMaturity + 10); h < want {
		if _, err := n.Mine(ctx, int(want-h)); err != nil {
			return err
		}
	}
	return nil
}

func (n *Node) mineLoop() {
	defer n.wg.Done()
	t := time.NewTicker(n.cfg.BlockInterval)
	defer t.Stop()
	for {
		select {
		case <-n.stop:
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		go func() { // a Close ends the call rather than waiting for it
			select {
			case <-n.stop:
				cancel()
			case <-ctx.Done():
			}
		}()
		if _, err := n.Mine(ctx, 1); err != nil && ctx.Err() == nil {
			n.log.Warn("bitcoin: mining a block failed", "err", err)
		}
		cancel()
	}
}

// PID is the btcd process id.
func (n *Node) PID() int { return n.cmd.Process.Pid }

// RPCAddr is the node's JSON-RPC address (127.0.0.1:PORT).
func (n *Node) RPCAddr() string { return n.rpcAddr }

// Height returns the best block's height.
func (n *Node) Height(ctx context.Context) (int64, error) {
	var h int64
	err := n.rpc.call(ctx, "getblockcount", &h)
	return h, err
}

// Mine mines blocks now (rewards to the mining address) and returns their
// hashes.
func (n *Node) Mine(ctx context.Context, blocks int) ([]string, error) {
	if blocks < 1 || blocks > 1000 {
		return nil, fmt.Errorf("bitcoin: mine %d blocks: want 1 to 1000", blocks)
	}
	n.mineMu.Lock()
	defer n.mineMu.Unlock()
	var hashes []string
	if err := n.rpc.call(ctx, "generate", &hashes, blocks); err != nil {
		return nil, fmt.Errorf("bitcoin: mine %d blocks: %w", blocks, err)
	}
	if err := n.recordBlocks(ctx, hashes); err != nil {
		return nil, err
	}
	return hashes, nil
}

// Close stops the miner and the node (SIGTERM, so btcd flushes its
// database; SIGKILL after 30 s).
func (n *Node) Close() error {
	n.once.Do(func() { close(n.stop) })
	n.wg.Wait()
	if n.journal != nil {
		defer n.journal.close()
	}
	select {
	case <-n.exited:
		return nil
	default:
	}
	_ = n.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-n.exited:
	case <-time.After(30 * time.Second):
		_ = n.cmd.Process.Kill()
		<-n.exited
		return errors.New("bitcoin: btcd did not stop within 30 s and was killed")
	}
	return nil
}

// Done is closed when the node process has exited.
func (n *Node) Done() <-chan struct{} { return n.exited }

func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("bitcoin: find a free loopback port: %w", err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}
