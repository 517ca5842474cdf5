package cosmos

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"cosmossdk.io/log"
	cmtcfg "github.com/cometbft/cometbft/config"
	cmted25519 "github.com/cometbft/cometbft/crypto/ed25519"
	"github.com/cometbft/cometbft/node"
	"github.com/cometbft/cometbft/p2p"
	"github.com/cometbft/cometbft/privval"
	"github.com/cometbft/cometbft/proxy"
	rpclocal "github.com/cometbft/cometbft/rpc/client/local"
	cmttypes "github.com/cometbft/cometbft/types"
	dbm "github.com/cosmos/cosmos-db"
	"github.com/rs/zerolog"

	"github.com/cosmos/cosmos-sdk/baseapp"
	"github.com/cosmos/cosmos-sdk/client"
	"github.com/cosmos/cosmos-sdk/server"
	"github.com/cosmos/cosmos-sdk/server/api"
	serverconfig "github.com/cosmos/cosmos-sdk/server/config"
	servercmtlog "github.com/cosmos/cosmos-sdk/server/log"
	sdk "github.com/cosmos/cosmos-sdk/types"
)

// nodeEnv names the environment variable that turns a process of our own
// binary into a chain node: its value is the node's spec as JSON.
const nodeEnv = "SWITCHYARD_COSMOS_NODE"

// nodeSpec is everything a node process needs; the parent writes it.
type nodeSpec struct {
	Home      string        `json:"home"`
	ChainID   string        `json:"chainId"`
	Prefix    string        `json:"prefix"`
	Denom     string        `json:"denom"`
	Balances  []balance     `json:"balances"`
	RPCPort   int           `json:"rpcPort"`
	P2PPort   int           `json:"p2pPort"`
	APIPort   int           `json:"apiPort"`
	BlockTime time.Duration `json:"blockTime"`
}

// genesisFingerprint identifies the genesis a spec makes (everything but
// the time), so that a restart on another genesis is refused.
func (s nodeSpec) genesisFingerprint() string {
	b, _ := json.Marshal(struct {
		ChainID, Prefix, Denom string
		Balances               []balance
	}{s.ChainID, s.Prefix, s.Denom, s.Balances})
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// nodeReport is the one line a node process writes on stdout: ready, or
// why it could not start.
type nodeReport struct {
	Ready bool   `json:"ready,omitempty"`
	Error string `json:"error,omitempty"`
	// PortInUse says the error was a listener's port being taken, so the
	// parent retries on other ports.
	PortInUse bool `json:"portInUse,omitempty"`
}

// MaybeRunNode runs this process as a devnet Cosmos node if the parent
// started it as one, and then exits; otherwise it returns at once. Call it
// first thing in main (and in the TestMain of packages that start chains):
// sdk.Config's bech32 prefixes are process-global, so each chain runs in a
// process of its own.
func MaybeRunNode() {
	raw := os.Getenv(nodeEnv)
	if raw == "" {
		return
	}
	os.Exit(runNode(raw, os.Stdin, os.Stdout))
}

func runNode(raw string, stdin io.Reader, stdout io.Writer) (code int) {
	report := func(r nodeReport) {
		b, _ := json.Marshal(r)
		fmt.Fprintln(stdout, string(b))
	}
	defer func() {
		// The SDK and CometBFT panic on some setup errors; the parent must
		// still hear why.
		if r := recover(); r != nil {
			report(nodeReport{Error: fmt.Sprint(r)})
			code = 2
		}
	}()
	var spec nodeSpec
	if err := json.Unmarshal([]byte(raw), &spec); err != nil {
		report(nodeReport{Error: "bad node spec: " + err.Error()})
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	// The parent holds our stdin open for its lifetime: EOF means it is
	// gone (even after kill -9), so we stop too.
	ctx, cancel := context.WithCancel(ctx)
	go func() {
		_, _ = io.Copy(io.Discard, stdin)
		cancel()
	}()
	n, err := startNode(ctx, spec)
	if err != nil {
		msg := err.Error()
		report(nodeReport{Error: msg, PortInUse: strings.Contains(msg, "address already in use")})
		return 1
	}
	report(nodeReport{Ready: true})
	<-ctx.Done()
	n.stop()
	return 0
}

type runningNode struct {
	node      *node.Node
	app       *app
	apiCancel context.CancelFunc
	apiDone   chan struct{}
	logFile   *os.File
}

func (n *runningNode) stop() {
	n.apiCancel()
	<-n.apiDone
	if n.node.IsRunning() {
		_ = n.node.Stop()
		n.node.Wait()
	}
	_ = n.app.Close()
	_ = n.logFile.Close()
}

func setPrefixes(prefix string) {
	cfg := sdk.GetConfig()
	cfg.SetBech32PrefixForAccount(prefix, prefix+"pub")
	cfg.SetBech32PrefixForValidator(prefix+"valoper", prefix+"valoperpub")
	cfg.SetBech32PrefixForConsensusNode(prefix+"valcons", prefix+"valconspub")
	cfg.Seal()
}

// startNode opens (or on first start creates) the chain in spec.Home and
// starts CometBFT and the REST server, all on 127.0.0.1.
func startNode(ctx context.Context, spec nodeSpec) (*runningNode, error) {
	setPrefixes(spec.Prefix)
	home := spec.Home
	for _, d := range []string{"config", "data"} {
		if err := os.MkdirAll(filepath.Join(home, d), 0o755); err != nil {
			return nil, err
		}
	}
	logFile, err := os.OpenFile(filepath.Join(home, "node.log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	// Warnings and errors only: CometBFT logs several info lines a block,
	// which on a devnet left running for days would fill the disk.
	logger := log.NewLogger(logFile, log.LevelOption(zerolog.WarnLevel), log.ColorOption(false)).With("chain", spec.ChainID)
	ok := false
	defer func() {
		if !ok {
			_ = logFile.Close()
		}
	}()

	cfg := cmtcfg.DefaultConfig()
	cfg.SetRoot(home)
	cfg.Moniker = spec.ChainID + "-validator"
	cfg.RPC.ListenAddress = fmt.Sprintf("tcp://127.0.0.1:%d", spec.RPCPort)
	cfg.RPC.PprofListenAddress = ""
	cfg.RPC.CORSAllowedOrigins = []string{"*"}
	cfg.P2P.ListenAddress = fmt.Sprintf("tcp://127.0.0.1:%d", spec.P2PPort)
	cfg.P2P.PexReactor = false
	cfg.P2P.AddrBookStrict = false
	cfg.Instrumentation.Prometheus = false
	if spec.BlockTime > 0 {
		cfg.Consensus.TimeoutCommit = spec.BlockTime
	}

	seed := sha256.Sum256([]byte("switchyard devnet cosmos validator " + spec.ChainID))
	valKey := cmted25519.GenPrivKeyFromSecret(seed[:])
	if err := prepareHome(cfg, spec, valKey); err != nil {
		return nil, err
	}

	db, err := dbm.NewDB("application", dbm.GoLevelDBBackend, cfg.DBDir())
	if err != nil {
		return nil, fmt.Errorf("open the chain state: %w", err)
	}
	a, err := newApp(logger, db, spec.ChainID, baseapp.SetMinGasPrices(MinGasPrice(spec.Denom)))
	if err != nil {
		_ = db.Close()
		return nil, err
	}
	if _, err := os.Stat(cfg.GenesisFile()); errors.Is(err, os.ErrNotExist) {
		doc, err := a.buildGenesis(spec, valKey, time.Now())
		if err != nil {
			_ = a.Close()
			return nil, err
		}
		if err := doc.SaveAs(cfg.GenesisFile()); err != nil {
			_ = a.Close()
			return nil, err
		}
	}
	nodeKey := &p2p.NodeKey{PrivKey: cmted25519.GenPrivKeyFromSecret(append(seed[:], "node"...))}
	tm, err := node.NewNodeWithContext(ctx, cfg,
		privval.LoadFilePV(cfg.PrivValidatorKeyFile(), cfg.PrivValidatorStateFile()),
		nodeKey,
		proxy.NewLocalClientCreator(server.NewCometABCIWrapper(a)),
		func() (*cmttypes.GenesisDoc, error) { return cmttypes.GenesisDocFromFile(cfg.GenesisFile()) },
		cmtcfg.DefaultDBProvider,
		node.DefaultMetricsProvider(cfg.Instrumentation),
		servercmtlog.CometLoggerWrapper{Logger: logger.With("module", "cometbft")},
	)
	if err != nil {
		_ = a.Close()
		return nil, fmt.Errorf("start the node: %w", err)
	}
	if err := tm.Start(); err != nil {
		_ = a.Close()
		return nil, fmt.Errorf("start the node: %w", err)
	}

	clientCtx := client.Context{}.
		WithCodec(a.cdc).
		WithInterfaceRegistry(a.registry).
		WithTxConfig(a.txConfig).
		WithChainID(spec.ChainID).
		WithHomeDir(home).
		WithClient(rpclocal.New(tm))
	srvCfg := serverconfig.DefaultConfig()
	srvCfg.API.Enable = true
	srvCfg.API.Address = fmt.Sprintf("tcp://127.0.0.1:%d", spec.APIPort)
	srvCfg.API.EnableUnsafeCORS = true
	srvCfg.GRPC.Enable = false
	srvCfg.GRPCWeb.Enable = false
	apiSrv := api.New(clientCtx, logger.With("module", "api-server"), nil)
	a.registerServices(clientCtx, apiSrv, *srvCfg)
	apiCtx, apiCancel := context.WithCancel(context.Background())
	apiDone := make(chan struct{})
	apiErr := make(chan error, 1)
	go func() {
		defer close(apiDone)
		apiErr <- apiSrv.Start(apiCtx, *srvCfg)
	}()
	// Start returns at once only if it cannot listen.
	select {
	case err := <-apiErr:
		apiCancel()
		_ = tm.Stop()
		tm.Wait()
		_ = a.Close()
		return nil, fmt.Errorf("start the REST server: %w", err)
	case <-time.After(300 * time.Millisecond):
	}
	ok = true
	return &runningNode{node: tm, app: a, apiCancel: apiCancel, apiDone: apiDone, logFile: logFile}, nil
}

// MinGasPrice is the chains' minimum gas price (CosmJS's GasPrice format).
func MinGasPrice(denom string) string { return "0.0025" + denom }

// prepareHome writes the validator and node keys on a first start and
// refuses data made from another genesis.
func prepareHome(cfg *cmtcfg.Config, spec nodeSpec, valKey cmted25519.PrivKey) error {
	fpFile := filepath.Join(spec.Home, "genesis.fingerprint")
	want := spec.genesisFingerprint()
	have, err := os.ReadFile(fpFile)
	switch {
	case err == nil:
		if strings.TrimSpace(string(have)) != want {
			return fmt.Errorf("the chain data in %s was made from another genesis: start with --devnet-reset to delete it and start again", spec.Home)
		}
	case errors.Is(err, os.ErrNotExist):
		if _, err := os.Stat(cfg.GenesisFile()); err == nil {
			return fmt.Errorf("the chain data in %s has no genesis fingerprint: start with --devnet-reset to delete it and start again", spec.Home)
		}
		if err := os.WriteFile(fpFile, []byte(want+"\n"), 0o644); err != nil {
			return err
		}
	default:
		return err
	}
	if _, err := os.Stat(cfg.PrivValidatorKeyFile()); errors.Is(err, os.ErrNotExist) {
		privval.NewFilePV(valKey, cfg.PrivValidatorKeyFile(), cfg.PrivValidatorStateFile()).Save()
	}
	return nil
}

// readReport reads the node's first report line.
func readReport(r *bufio.Reader) (nodeReport, error) {
	line, err := r.ReadString('\n')
	if err != nil {
		return nodeReport{}, fmt.Errorf("the node exited before it was ready (%w)", err)
	}
	var rep nodeReport
	if err := json.Unmarshal([]byte(line), &rep); err != nil {
		return nodeReport{}, fmt.Errorf("node report %q: %w", strings.TrimSpace(line), err)
	}
	return rep, nil
}
