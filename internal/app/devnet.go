//go:build !nodevnet

package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/devnet/chain"
	"github.com/switchyard-dev/switchyard/devnet/explorer"
	"github.com/switchyard-dev/switchyard/devnet/relayer"
	"github.com/switchyard-dev/switchyard/devnet/solver"
	devstate "github.com/switchyard-dev/switchyard/devnet/state"
	"github.com/switchyard-dev/switchyard/devnet/world"
	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/store/sqlite"
)

// legacyStoreFile is the service's SQLite store in the data dir, where an
// earlier version kept the relayer's state.
const legacyStoreFile = "switchyard.db"

// runningDevnet is a started devnet with its relayer, solver, bridge
// explorer and admin API.
type runningDevnet struct {
	// attached is the devnet of another process this one reads (serve
	// --devnet-url); every other field is then zero.
	attached *attachedDevnet

	net      *devnet.Devnet
	state    *devstate.DB        // the relayer's state and the chains' geneses
	relayer  *relayer.Relayer    // nil without deployments
	solver   *solver.Solver      // nil without deployments
	explorer *explorer.Server    // nil when disabled
	pages    *explorer.Explorer  // the explorer's handler; nil when disabled
	admin    *devnet.AdminServer // nil when disabled
	bitcoin  *bitcoinDevnet      // nil without --devnet-bitcoin
	cosmos   *cosmosDevnet       // nil unless Cosmos is on
	cancel   context.CancelFunc  // stops the relayer and solver
	done     []chan error        // their Run results
	log      *slog.Logger

	blockInterval time.Duration // the chains' interval blocks (0: only with transactions)
	confirmations uint64        // the relayer's (0 without deployments)
}

// openDevnet is serve's devnet: it attaches to the running devnet at
// s.AttachURL when set, and otherwise starts one whose chains and state
// live under dataDir/devnet. clearTracking clears the service store's
// tracked transactions, their events and webhook outbox: --devnet-reset
// calls it, since those name transactions of the chains being deleted.
func openDevnet(ctx context.Context, s *DevnetSettings, cat *catalog.Catalog, dataDir string, clearTracking func(context.Context) error, logger *slog.Logger) (*runningDevnet, error) {
	if s.AttachURL != "" {
		return attachDevnet(ctx, s.AttachURL, cat, logger)
	}
	if dataDir != "" {
		s.DataDir = dataDir
	}
	return startEmbedded(ctx, s, cat, clearTracking, logger)
}

// startDevnet is openDevnet for callers that hold the SQLite store
// (switchyard.db in s's data dir).
func startDevnet(ctx context.Context, s *DevnetSettings, cat *catalog.Catalog, store *sqlite.DB, logger *slog.Logger) (*runningDevnet, error) {
	return openDevnet(ctx, s, cat, "", store.ClearTracking, logger)
}

// startEmbedded starts the chains with their world (the catalog's tokens at
// its addresses, protocol contracts, seeded pools), then the relayer (its
// state in the devnet's state file), the solver, the bridge explorer and
// the admin API. This is the devnet's composition: a new part of it (a
// chain family, a node) is started here and stopped in Close.
func startEmbedded(ctx context.Context, s *DevnetSettings, cat *catalog.Catalog, clearTracking func(context.Context) error, logger *slog.Logger) (_ *runningDevnet, err error) {
	chainsDir, err := s.chainsDir()
	if err != nil {
		return nil, err
	}
	// An earlier version kept the relayer's state in the service's store:
	// a new state file takes it from there once.
	legacy := filepath.Join(filepath.Dir(chainsDir), legacyStoreFile)
	if s.Reset {
		var clear error
		if clearTracking != nil {
			clear = clearTracking(ctx)
		}
		if err := errors.Join(devnet.Reset(chainsDir), clear); err != nil {
			return nil, err
		}
		legacy = "" // the old rows belong to the chains just deleted
		logger.Warn("devnet reset: the chains and the relayer's state were deleted; the devnet starts again from genesis", slog.String("dir", chainsDir))
	}
	if err := os.MkdirAll(chainsDir, 0o700); err != nil {
		return nil, fmt.Errorf("devnet: %w", err)
	}
	st, err := devstate.Open(ctx, filepath.Join(chainsDir, devstate.FileName), legacy)
	if err != nil {
		return nil, err
	}
	defer func() {
		if st != nil {
			st.Close()
		}
	}()
	d, err := devnet.Start(ctx, devnet.Config{ChainIDs: s.chainIDs, RPCPort: s.RPCPort, BlockInterval: s.BlockInterval,
		World: &world.Config{Catalog: cat, Logger: logger}, DataDir: chainsDir})
	if err != nil {
		if s.RPCPort != 0 && strings.Contains(err.Error(), "in use") {
			err = fmt.Errorf("%w\n(another devnet or Ethereum node holds these ports: choose others with --%s, or 0 for any free ports)", err, s.Names.RPCPort)
		}
		if errors.Is(err, chain.ErrOtherGenesis) || errors.Is(err, devnet.ErrUnfinishedWorld) {
			err = fmt.Errorf("%w\n(the chains in %s were made by another catalog or devnet configuration, or their first start was cut short: start with --%s to delete them and the relayer's state and begin again from genesis)",
				err, chainsDir, s.Names.Reset)
		}
		return nil, err
	}
	if err := checkDevnetState(ctx, d, st, logger); err != nil {
		d.Close()
		return nil, fmt.Errorf("%w\n(start with --%s to delete the devnet's chains and the relayer's state and begin again from genesis)", err, s.Names.Reset)
	}
	runCtx, cancel := context.WithCancel(context.Background())
	r := &runningDevnet{net: d, state: st, cancel: cancel, log: logger, blockInterval: s.BlockInterval}
	st = nil // r closes it
	defer func() {
		if err != nil {
			r.Close()
		}
	}()
	if s.Bitcoin {
		if r.bitcoin, err = startBitcoin(ctx, s, chainsDir, logger); err != nil {
			return nil, err
		}
	}
	var relayerChains []relayer.Chain
	var solverChains []solver.Chain
	var explorerChains []explorer.Chain
	for _, dep := range d.World().Deployments() {
		c, ok := d.Chain(dep.ChainID)
		if !ok {
			continue
		}
		relayerChains = append(relayerChains, relayer.Chain{BridgeName: dep.BridgeChainName, ChainID: dep.ChainID, Client: c.Client(),
			Gateway: dep.Gateway, GasService: dep.GasService, Key: world.Relayer().Key})
		solverChains = append(solverChains, solver.Chain{ChainID: dep.ChainID, Backend: c.Client(), Settlement: dep.Settlement})
		labels := map[common.Address]string{dep.Gateway: "GMP gateway", dep.GasService: "gas service", dep.Router: "router",
			dep.Multicall: "route multicall", dep.Settlement: "intents settlement"}
		for _, t := range dep.Tokens {
			labels[t.Address] = t.Symbol
		}
		explorerChains = append(explorerChains, explorer.Chain{ChainID: dep.ChainID, Name: dep.BridgeChainName, Client: c.Client(), Labels: labels})
	}
	if len(relayerChains) > 0 {
		confirmations := uint64(relayer.DefaultConfirmations)
		if s.BlockInterval == 0 {
			confirmations = 1 // blocks come only with transactions: a second one may never come
		}
		r.confirmations = confirmations
		if r.relayer, err = relayer.New(relayer.Config{Chains: relayerChains, Store: r.state, Confirmations: confirmations,
			HandOff: cosmosHandOff(s), Logger: logger.With(slog.String("component", "relayer"))}); err != nil {
			return nil, err
		}
		// The settlement contracts' settler is fixed at deployment to the
		// relayer's key, so the solver settles with it too; the relayer
		// copes with the nonces the solver takes.
		if r.solver, err = solver.New(solver.Config{Chains: solverChains, SolverKey: world.Solver().Key, SettlerKey: world.Relayer().Key,
			OrderLifetime: s.OrderLifetime, Bitcoin: solverBitcoin(r.bitcoin), Logger: logger.With(slog.String("component", "solver"))}); err != nil {
			return nil, err
		}
		for _, run := range []func(context.Context) error{r.relayer.Run, r.solver.Run} {
			done := make(chan error, 1)
			r.done = append(r.done, done)
			go func() { done <- run(runCtx) }()
		}
	}
	if s.Cosmos {
		if r.cosmos, err = startCosmos(ctx, chainsDir, s.BlockInterval, logger); err != nil {
			return nil, err
		}
		if err := r.startHubBridge(chainsDir); err != nil {
			return nil, err
		}
	}
	var ex *explorer.Explorer
	if s.ExplorerListen != "" {
		if ex, err = explorer.New(explorer.Config{Source: r.state, Chains: explorerChains, Cosmos: r.cosmosPages(), Delay: s.ExplorerDelay,
			Logger: logger.With(slog.String("component", "explorer"))}); err != nil {
			return nil, err
		}
		r.pages = ex
		if r.explorer, err = explorer.Listen(s.ExplorerListen, ex, logger); err != nil {
			return nil, fmt.Errorf("--%s: %w", s.Names.Explorer, err)
		}
	}
	if s.AdminListen != "" {
		cfg := devnet.AdminConfig{Devnet: d, Logger: logger, BlockInterval: s.BlockInterval, Confirmations: r.confirmations, ExplorerURL: r.explorerURL()}
		if r.solver != nil {
			cfg.Solver, cfg.SolverAddress = r.solver, r.solver.Address().Hex()
		}
		if ex != nil {
			cfg.Explorer = ex
		}
		if r.bitcoin != nil {
			cfg.Bitcoin = bitcoinControl{c: r.bitcoin, s: r.solver}
		}
		if r.cosmos != nil {
			cfg.Cosmos = r.cosmos
		}
		if r.admin, err = devnet.ServeAdmin(s.AdminListen, devnet.NewAdmin(cfg), logger); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// Close stops the admin API and the explorer, then the Cosmos chains and
// their relayer, then the relayer and the solver, then the chains.
func (r *runningDevnet) Close() error {
	if r.attached != nil {
		return r.attached.Close()
	}
	var errs []error
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if r.admin != nil {
		errs = append(errs, r.admin.Close(ctx))
	}
	if r.explorer != nil {
		errs = append(errs, r.explorer.Close(ctx))
	}
	errs = append(errs, r.cosmos.Close())
	r.cancel()
	for _, done := range r.done {
		errs = append(errs, <-done)
	}
	if r.relayer != nil {
		errs = append(errs, r.relayer.Close())
	}
	if r.bitcoin != nil {
		errs = append(errs, r.bitcoin.Close())
	}
	errs = append(errs, r.net.Close(), r.state.Close())
	err := errors.Join(errs...)
	if err != nil {
		r.log.Warn("devnet shutdown", slog.String("error", err.Error()))
	}
	return err
}

// explorerURL is the bridge explorer's base URL ("" when disabled).
func (r *runningDevnet) explorerURL() string {
	if r.attached != nil {
		return r.attached.doc.ExplorerURL
	}
	if r.explorer == nil {
		return ""
	}
	return r.explorer.URL()
}

// setAPIURL tells the explorer's follow page where the API listens,
// which is known only after the devnet started. An attached devnet's
// explorer keeps the API URL of its own process (or none).
func (r *runningDevnet) setAPIURL(u string) {
	if r != nil && r.pages != nil {
		r.pages.SetAPIURL(u)
	}
}

func (r *runningDevnet) adminURL() string {
	if r.attached != nil {
		return r.attached.url
	}
	if r.admin == nil {
		return ""
	}
	return r.admin.URL()
}

// rpcURLs are the chains' JSON-RPC URLs by catalog chain id.
func (r *runningDevnet) rpcURLs() map[string][]string {
	if r.attached != nil {
		return r.attached.rpcURLs()
	}
	return withBitcoinRPC(r.net.RPCURLs(), r.bitcoin)
}

// chainIDs are the running chains' ids.
func (r *runningDevnet) chainIDs() []uint64 {
	if r.attached != nil {
		return r.attached.chainIDs()
	}
	return r.net.ChainIDs()
}

// printChains prints each chain's JSON-RPC URL, the explorer and admin
// URLs and the contracts.
func (r *runningDevnet) printChains(w io.Writer) {
	fmt.Fprintln(w, "devnet chains (JSON-RPC):")
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	for _, id := range r.chainIDs() {
		fmt.Fprintf(tw, "  chain %d\t%s\n", id, strings.Join(r.rpcURLs()[strconv.FormatUint(id, 10)], " "))
	}
	tw.Flush()
	if u := r.explorerURL(); u != "" {
		fmt.Fprintf(w, "devnet bridge explorer: %s (searchGMP API: %s/gmp/searchGMP?txHash=0x…; message pages %s/gmp/0x…)\n", u, u, u)
	}
	if r.bitcoin != nil {
		fmt.Fprintf(w, "devnet bitcoin (regtest): Esplora API %s (the bitcoin chain's rpcList; fund with switchyard devnet fund --chain bitcoin, mine with switchyard devnet mine)\n", r.bitcoin.EsploraURL())
	}
	if u := r.adminURL(); u != "" {
		fmt.Fprintf(w, "devnet admin: %s (scenario controls; GET %s/devnet/chains lists chains and development accounts)\n", u, u)
	}
	if deps := r.deployments(); len(deps) > 0 {
		fmt.Fprintln(w, "devnet contracts (tokens at the catalog's addresses; GET /devnet/deployments on the admin API lists every address):")
		tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
		for _, d := range deps {
			fmt.Fprintf(tw, "  chain %d:\trouter %s\tgateway %s\tpools %s\n", d.ChainID, d.Router.Hex(), d.Gateway.Hex(), strings.Join(d.PoolNames(), " "))
		}
		tw.Flush()
	}
}

// quoteSigner is the devnet solver, which signs intents quotes; nil
// without a devnet (or without deployments).
func (r *runningDevnet) quoteSigner() route.Signer {
	if r != nil && r.attached != nil && r.attached.signer != nil {
		return r.attached.signer
	}
	if r == nil || r.solver == nil {
		return nil
	}
	return r.solver
}

// deployments are the world's contracts on each chain (none without a world).
func (r *runningDevnet) deployments() []*world.Deployment {
	if r.attached != nil {
		return r.attached.doc.Deployments
	}
	if wd := r.net.World(); wd != nil {
		return wd.Deployments()
	}
	return nil
}

// client is a chain's client: in-process for the devnet's own chains, over
// JSON-RPC for an attached devnet's.
func (r *runningDevnet) client(chainID uint64) (*ethclient.Client, bool) {
	if r.attached != nil {
		c, ok := r.attached.clients[chainID]
		return c, ok
	}
	if r.net == nil {
		return nil, false
	}
	c, ok := r.net.Chain(chainID)
	if !ok {
		return nil, false
	}
	return c.Client(), true
}

// solverAddress is the intents solver's account (nil without a solver).
func (r *runningDevnet) solverAddress() *common.Address {
	var a common.Address
	switch {
	case r.attached != nil && r.attached.signer != nil:
		a = world.Solver().Address
	case r.solver != nil:
		a = r.solver.Address()
	default:
		return nil
	}
	return &a
}
