//go:build !nodevnet

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/params"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/devnet/chain"
	"github.com/switchyard-dev/switchyard/devnet/explorer"
	"github.com/switchyard-dev/switchyard/devnet/loopback"
	"github.com/switchyard-dev/switchyard/devnet/relayer"
	"github.com/switchyard-dev/switchyard/devnet/solver"
	"github.com/switchyard-dev/switchyard/devnet/world"
	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/store/sqlite"
)

// defaultAdminListen is where the devnet's scenario controls listen.
var defaultAdminListen = net.JoinHostPort("127.0.0.1", strconv.Itoa(devnet.DefaultAdminPort))

// devnetSettings are the devnet's flags, shared by serve (prefixed
// devnet-) and the devnet command.
type devnetSettings struct {
	Chains        string
	BlockInterval time.Duration
	RPCPort       int
	AdminListen   string // "" disables the admin API
	// ExplorerListen is the bridge explorer's loopback address ("" disables it).
	ExplorerListen string
	ExplorerDelay  time.Duration
	// OrderLifetime is how long the solver's intents orders stay open
	// (the admin API changes it at run time).
	OrderLifetime time.Duration
	// Reset deletes the devnet's chains and the relayer's state in the data
	// dir before starting, so the devnet begins again from genesis.
	Reset bool

	names    devnetFlagNames
	chainIDs []uint64 // parsed by validate
	// dataDir is the service's data dir; the chains are kept under its
	// devnet/ directory. serve's --data-dir flag is read when it is empty.
	dataDir     string
	dataDirFlag *flag.Flag
}

// devnetFlagNames name the settings' flags, for messages.
type devnetFlagNames struct{ chains, interval, rpcPort, admin, explorer, delay, reset, orderLifetime string }

var (
	serveDevnetFlags = devnetFlagNames{"devnet-chains", "devnet-block-interval", "devnet-rpc-port", "devnet-admin-listen", "devnet-explorer-listen", "devnet-explorer-delay", "devnet-reset", "devnet-order-lifetime"}
	aloneDevnetFlags = devnetFlagNames{"chains", "block-interval", "rpc-port", "listen-admin", "explorer-listen", "explorer-delay", "reset", "order-lifetime"}
)

// defaultExplorerListen is where the devnet's bridge explorer listens.
var defaultExplorerListen = net.JoinHostPort("127.0.0.1", "8543")

// register adds the flags under the given names.
func (s *devnetSettings) register(fs *flag.FlagSet, names devnetFlagNames) {
	s.names = names
	fs.StringVar(&s.Chains, names.chains, "1,42161,8453", "comma-separated chain ids of the devnet's EVM chains (real public ids); for serve, none runs the API without embedded chains")
	fs.DurationVar(&s.BlockInterval, names.interval, 2*time.Second, "also produce a block on every chain on this interval (0: only when transactions arrive)")
	fs.IntVar(&s.RPCPort, names.rpcPort, devnet.DefaultRPCPort, "loopback port of the first chain's JSON-RPC; the next chains take the next ports (0: any free ports)")
	fs.StringVar(&s.AdminListen, names.admin, defaultAdminListen, "loopback address of the devnet admin API (scenario controls); empty disables it")
	fs.StringVar(&s.ExplorerListen, names.explorer, defaultExplorerListen, "loopback address of the devnet bridge explorer (searchGMP API and pages; port 0: any free port); empty disables it")
	fs.DurationVar(&s.ExplorerDelay, names.delay, explorer.DefaultDelay, "the bridge explorer's indexing delay (0 shows messages at once)")
	fs.BoolVar(&s.Reset, names.reset, false, "delete the devnet's chains and the relayer's state in the data dir and start again from genesis (the chains, their balances, contracts and messages otherwise persist across restarts)")
	fs.DurationVar(&s.OrderLifetime, names.orderLifetime, solver.DefaultOrderLifetime, "how long the solver's intents orders stay open before they may be refunded (5s to 24h, 0: the default; switchyard devnet orders changes it at run time)")
	s.dataDirFlag = fs.Lookup("data-dir")
}

// validate parses and checks the settings.
func (s *devnetSettings) validate() []string {
	var problems []string
	if s.Chains == "none" && s.names == serveDevnetFlags {
		s.chainIDs = nil // serve the API alone, without embedded chains
		return nil
	}
	ids, err := devnet.ParseChainIDs(s.Chains)
	if err != nil {
		problems = append(problems, fmt.Sprintf("--%s %q: %v", s.names.chains, s.Chains, err))
	}
	s.chainIDs = ids
	if s.BlockInterval < 0 {
		problems = append(problems, fmt.Sprintf("--%s %s must not be negative (0 disables interval blocks)", s.names.interval, s.BlockInterval))
	}
	if s.RPCPort < 0 || s.RPCPort+len(ids) > 65536 {
		problems = append(problems, fmt.Sprintf("--%s %d must be 0 (any free ports) or a port with room for %d chains above it", s.names.rpcPort, s.RPCPort, len(ids)))
	}
	if s.AdminListen != "" {
		if err := devnet.CheckLoopback(s.AdminListen); err != nil {
			problems = append(problems, fmt.Sprintf("--%s: %v", s.names.admin, err))
		}
	}
	if s.ExplorerListen != "" {
		if err := loopback.Check("explorer", s.ExplorerListen); err != nil {
			problems = append(problems, fmt.Sprintf("--%s: %v (default %s)", s.names.explorer, err, defaultExplorerListen))
		}
	}
	if s.ExplorerDelay < 0 || s.ExplorerDelay > devnet.MaxExplorerDelay {
		problems = append(problems, fmt.Sprintf("--%s %s must be between 0 and %s", s.names.delay, s.ExplorerDelay, devnet.MaxExplorerDelay))
	}
	// zero (settings built without flags) is the solver's default
	if s.OrderLifetime != 0 {
		if err := solver.CheckOrderLifetime(s.OrderLifetime); err != nil {
			problems = append(problems, fmt.Sprintf("--%s: %v", s.names.orderLifetime, err))
		}
	}
	return problems
}

// runningDevnet is a started devnet with its relayer, solver, bridge
// explorer and admin API.
type runningDevnet struct {
	net      *devnet.Devnet
	relayer  *relayer.Relayer    // nil without deployments
	solver   *solver.Solver      // nil without deployments
	explorer *explorer.Server    // nil when disabled
	pages    *explorer.Explorer  // the explorer's handler; nil when disabled
	admin    *devnet.AdminServer // nil when disabled
	cancel   context.CancelFunc  // stops the relayer and solver
	done     []chan error        // their Run results
	log      *slog.Logger

	blockInterval time.Duration // the chains' interval blocks (0: only with transactions)
	confirmations uint64        // the relayer's (0 without deployments)
}

// startDevnet starts the chains with their world (the catalog's tokens at
// its addresses, protocol contracts, seeded pools), then the relayer (its
// state in store), the solver, the bridge explorer and the admin API.
func startDevnet(ctx context.Context, s *devnetSettings, cat *catalog.Catalog, store *sqlite.DB, logger *slog.Logger) (_ *runningDevnet, err error) {
	chainsDir, err := s.chainsDir()
	if err != nil {
		return nil, err
	}
	if s.Reset {
		if err := errors.Join(devnet.Reset(chainsDir), store.ResetDevnet(ctx)); err != nil {
			return nil, err
		}
		logger.Warn("devnet reset: the chains and the relayer's state were deleted; the devnet starts again from genesis", slog.String("dir", chainsDir))
	}
	d, err := devnet.Start(ctx, devnet.Config{ChainIDs: s.chainIDs, RPCPort: s.RPCPort, BlockInterval: s.BlockInterval,
		World: &world.Config{Catalog: cat, Logger: logger}, DataDir: chainsDir})
	if err != nil {
		if s.RPCPort != 0 && strings.Contains(err.Error(), "in use") {
			err = fmt.Errorf("%w\n(another devnet or Ethereum node holds these ports: choose others with --%s, or 0 for any free ports)", err, s.names.rpcPort)
		}
		if errors.Is(err, chain.ErrOtherGenesis) || errors.Is(err, devnet.ErrUnfinishedWorld) {
			err = fmt.Errorf("%w\n(the chains in %s were made by another catalog or devnet configuration, or their first start was cut short: start with --%s to delete them and the relayer's state and begin again from genesis)",
				err, chainsDir, s.names.reset)
		}
		return nil, err
	}
	if err := checkDevnetState(ctx, d, store, logger); err != nil {
		d.Close()
		return nil, fmt.Errorf("%w\n(start with --%s to delete the devnet's chains and the relayer's state and begin again from genesis)", err, s.names.reset)
	}
	runCtx, cancel := context.WithCancel(context.Background())
	r := &runningDevnet{net: d, cancel: cancel, log: logger, blockInterval: s.BlockInterval}
	defer func() {
		if err != nil {
			r.Close()
		}
	}()
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
		if r.relayer, err = relayer.New(relayer.Config{Chains: relayerChains, Store: store, Confirmations: confirmations,
			Logger: logger.With(slog.String("component", "relayer"))}); err != nil {
			return nil, err
		}
		// The settlement contracts' settler is fixed at deployment to the
		// relayer's key, so the solver settles with it too; the relayer
		// copes with the nonces the solver takes.
		if r.solver, err = solver.New(solver.Config{Chains: solverChains, SolverKey: world.Solver().Key, SettlerKey: world.Relayer().Key,
			OrderLifetime: s.OrderLifetime, Logger: logger.With(slog.String("component", "solver"))}); err != nil {
			return nil, err
		}
		for _, run := range []func(context.Context) error{r.relayer.Run, r.solver.Run} {
			done := make(chan error, 1)
			r.done = append(r.done, done)
			go func() { done <- run(runCtx) }()
		}
	}
	var ex *explorer.Explorer
	if s.ExplorerListen != "" {
		if ex, err = explorer.New(explorer.Config{Source: store, Chains: explorerChains, Delay: s.ExplorerDelay,
			Logger: logger.With(slog.String("component", "explorer"))}); err != nil {
			return nil, err
		}
		r.pages = ex
		if r.explorer, err = explorer.Listen(s.ExplorerListen, ex, logger); err != nil {
			return nil, fmt.Errorf("--%s: %w", s.names.explorer, err)
		}
	}
	if s.AdminListen != "" {
		cfg := devnet.AdminConfig{Devnet: d, Logger: logger}
		if r.solver != nil {
			cfg.Solver, cfg.SolverAddress = r.solver, r.solver.Address().Hex()
		}
		if ex != nil {
			cfg.Explorer = ex
		}
		if r.admin, err = devnet.ServeAdmin(s.AdminListen, devnet.NewAdmin(cfg), logger); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// Close stops the admin API and the explorer, then the relayer and the
// solver, then the chains.
func (r *runningDevnet) Close() error {
	var errs []error
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if r.admin != nil {
		errs = append(errs, r.admin.Close(ctx))
	}
	if r.explorer != nil {
		errs = append(errs, r.explorer.Close(ctx))
	}
	r.cancel()
	for _, done := range r.done {
		errs = append(errs, <-done)
	}
	if r.relayer != nil {
		errs = append(errs, r.relayer.Close())
	}
	errs = append(errs, r.net.Close())
	err := errors.Join(errs...)
	if err != nil {
		r.log.Warn("devnet shutdown", slog.String("error", err.Error()))
	}
	return err
}

// explorerURL is the bridge explorer's base URL ("" when disabled).
func (r *runningDevnet) explorerURL() string {
	if r.explorer == nil {
		return ""
	}
	return r.explorer.URL()
}

// setAPIURL tells the explorer's follow page where the API listens,
// which is known only after the devnet started.
func (r *runningDevnet) setAPIURL(u string) {
	if r != nil && r.pages != nil {
		r.pages.SetAPIURL(u)
	}
}

func (r *runningDevnet) adminURL() string {
	if r.admin == nil {
		return ""
	}
	return r.admin.URL()
}

// printChains prints each chain's JSON-RPC URL and the admin URL.
// rpcURLs are the chains' JSON-RPC URLs by catalog chain id.
func (r *runningDevnet) rpcURLs() map[string][]string { return r.net.RPCURLs() }

// chainIDs are the running chains' ids.
func (r *runningDevnet) chainIDs() []uint64 { return r.net.ChainIDs() }

func (r *runningDevnet) printChains(w io.Writer) {
	fmt.Fprintln(w, "devnet chains (JSON-RPC):")
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	for _, c := range r.net.Chains() {
		fmt.Fprintf(tw, "  chain %d\t%s\n", c.ChainID(), c.RPCURL())
	}
	tw.Flush()
	if u := r.explorerURL(); u != "" {
		fmt.Fprintf(w, "devnet bridge explorer: %s (searchGMP API: %s/gmp/searchGMP?txHash=0x…; message pages %s/gmp/0x…)\n", u, u, u)
	}
	if u := r.adminURL(); u != "" {
		fmt.Fprintf(w, "devnet admin: %s (scenario controls; GET %s/devnet/chains lists chains and development accounts)\n", u, u)
	}
	if wd := r.net.World(); wd != nil && len(wd.Deployments()) > 0 {
		fmt.Fprintln(w, "devnet contracts (tokens at the catalog's addresses; GET /devnet/deployments on the admin API lists every address):")
		tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
		for _, d := range wd.Deployments() {
			fmt.Fprintf(tw, "  chain %d:\trouter %s\tgateway %s\tpools %s\n", d.ChainID, d.Router.Hex(), d.Gateway.Hex(), strings.Join(d.PoolNames(), " "))
		}
		tw.Flush()
	}
}

// printAccountsNote tells where the development accounts are, without keys.
func printAccountsNote(w io.Writer) {
	fmt.Fprintf(w, "development accounts: the %d PUBLIC Hardhat/Anvil test keys (mnemonic %q), %s native units each on every chain; never use them on a real network\n",
		len(chain.DevAccounts()), chain.DevMnemonic, new(big.Int).Quo(chain.DevBalance, big.NewInt(params.Ether)))
}

// printAccounts prints the development accounts with their keys.
func printAccounts(w io.Writer) {
	units := new(big.Int).Quo(chain.DevBalance, big.NewInt(params.Ether))
	fmt.Fprintf(w, "development accounts (%s native units each on every chain; mnemonic %q):\n", units, chain.DevMnemonic)
	fmt.Fprintf(w, "  WARNING: %s\n", devnet.KeyWarning)
	for i, a := range chain.DevAccounts() {
		fmt.Fprintf(w, "  (%d) %s  %s\n", i, a.Address.Hex(), a.KeyHex())
	}
}

const devnetUsage = `usage: switchyard devnet [flags]                  run the devnet alone until interrupted
       switchyard devnet fund --chain ID --to 0x… (--native | --token SYMBOL|0xADDRESS) --amount N [--url URL]
       switchyard devnet gas --chain ID (--gwei G | --reset) [--url URL]
       switchyard devnet pools --chain ID [--url URL]
       switchyard devnet price --chain ID --pool BASE/QUOTE|0xPOOL --price P [--url URL]
       switchyard devnet solver [--pause | --resume] [--url URL]
       switchyard devnet delay [--set DURATION] [--url URL]
       switchyard devnet orders [--lifetime DURATION] [--url URL]   intents orders' lifetime (default 10m)

fund, gas, pools, price, solver and delay call the admin API of a running devnet (switchyard
serve or switchyard devnet); --url defaults to http://127.0.0.1:8544. Amounts are
integers in base units (wei for the native currency); a pool's price is a
decimal number of QUOTE per BASE (WETH/USDC 3500: one WETH costs 3500 USDC).
solver pauses or resumes the intents solver (a paused solver lets orders
expire and be refunded); delay sets the bridge explorer's indexing delay
(a duration such as 5s or 0s, or seconds). Without a flag they show the state.
`

func runDevnet(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		switch args[0] {
		case "fund":
			return runDevnetFund(ctx, args[1:], stdout, stderr)
		case "gas":
			return runDevnetGas(ctx, args[1:], stdout, stderr)
		case "pools":
			return runDevnetPools(ctx, args[1:], stdout, stderr)
		case "price":
			return runDevnetPrice(ctx, args[1:], stdout, stderr)
		case "solver":
			return runDevnetSolver(ctx, args[1:], stdout, stderr)
		case "delay":
			return runDevnetDelay(ctx, args[1:], stdout, stderr)
		case "orders":
			return runDevnetOrders(ctx, args[1:], stdout, stderr)
		case "help":
			fmt.Fprint(stderr, devnetUsage)
			return errUsage
		}
		if !strings.HasPrefix(args[0], "-") {
			fmt.Fprintf(stderr, "unknown devnet command %q\n\n%s", args[0], devnetUsage)
			return errUsage
		}
	}
	fs := newFlagSet("devnet", stderr)
	var s devnetSettings
	s.register(fs, aloneDevnetFlags)
	logLevel := fs.String("log-level", "info", "debug, info, warn or error")
	dataDir := fs.String("data-dir", defaultDataDir, "the service's data dir: the devnet's chains (under devnet/) and the SQLite store that keeps the relayer's state")
	fs.Usage = func() {
		fmt.Fprint(stderr, devnetUsage, "\nflags:\n")
		fs.PrintDefaults()
	}
	if err := parseFlags(fs, args, nil, []string{}...); err != nil { // no environment: flags only
		return err
	}
	problems := s.validate()
	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		problems = append(problems, fmt.Sprintf("--log-level %q must be debug, info, warn or error", *logLevel))
	}
	if *dataDir == "" {
		problems = append(problems, "--data-dir must not be empty")
	}
	if len(problems) > 0 {
		return fmt.Errorf("invalid configuration:\n  %s", strings.Join(problems, "\n  "))
	}
	logger := slog.New(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: level}))
	start := time.Now()
	cat, err := catalog.Bundled()
	if err != nil {
		return err
	}
	_, db, err := openDataDir(ctx, *dataDir)
	if err != nil {
		return err
	}
	defer db.Close()
	s.dataDir = *dataDir
	r, err := startDevnet(ctx, &s, cat, db, logger)
	if err != nil {
		return err
	}
	logger.Info("devnet started", slog.Any("chains", r.net.ChainIDs()), slog.String("startup", time.Since(start).Round(time.Millisecond).String()))
	r.printChains(stdout)
	printAccounts(stdout)
	<-ctx.Done()
	logger.Info("devnet stopping")
	return r.Close()
}

// adminClientFlags are the flags every admin command takes.
func adminClientFlags(fs *flag.FlagSet) (url, chainID *string) {
	url = fs.String("url", "http://"+defaultAdminListen, "base URL of the devnet admin API")
	chainID = fs.String("chain", "", "chain id (e.g. 1, 42161, 8453)")
	return url, chainID
}

func runDevnetFund(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet fund", stderr)
	url, chainID := adminClientFlags(fs)
	to := fs.String("to", "", "0x address to fund")
	native := fs.Bool("native", false, "fund with the chain's native currency")
	token := fs.String("token", "", "fund with this token (symbol or address)")
	amount := fs.String("amount", "", "amount in base units (integer, e.g. 1000000000000000000 for 1 ETH)")
	if err := parseFlags(fs, args, nil, []string{}...); err != nil {
		return err
	}
	var problems []string
	if *chainID == "" {
		problems = append(problems, "--chain is required")
	}
	if *to == "" {
		problems = append(problems, "--to is required")
	}
	if *native == (*token != "") {
		problems = append(problems, "give exactly one of --native and --token")
	}
	if _, err := devnet.ParseBaseUnits(*amount); err != nil {
		problems = append(problems, "--amount: "+err.Error())
	}
	if len(problems) > 0 {
		return fmt.Errorf("devnet fund: %s\n\n%s", strings.Join(problems, "; "), devnetUsage)
	}
	c := &devnet.Client{URL: *url}
	got, err := c.Fund(ctx, devnet.FundRequest{ChainID: devnet.ChainRef(*chainID), To: *to, Amount: devnet.Decimal(*amount), Native: *native, Token: *token})
	if err != nil {
		return err
	}
	what := "wei of the native currency"
	if got.Token != "" {
		what = "base units of " + got.Token + " (" + got.TokenAddress + ")"
	}
	fmt.Fprintf(stdout, "funded %s with %s %s on chain %s: transaction %s in block %d; balance now %s\n",
		got.To, got.Amount, what, got.ChainID, got.TxHash, got.BlockNumber, got.Balance)
	return nil
}

func runDevnetGas(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet gas", stderr)
	url, chainID := adminClientFlags(fs)
	gwei := fs.String("gwei", "", "spike the chain's gas price to this many gwei (e.g. 500)")
	reset := fs.Bool("reset", false, "restore the chain's calm gas price")
	if err := parseFlags(fs, args, nil, []string{}...); err != nil {
		return err
	}
	var problems []string
	if *chainID == "" {
		problems = append(problems, "--chain is required")
	}
	if *reset == (*gwei != "") {
		problems = append(problems, "give exactly one of --gwei and --reset")
	} else if *gwei != "" {
		if _, err := devnet.ParseGwei(*gwei); err != nil {
			problems = append(problems, "--gwei: "+err.Error())
		}
	}
	if len(problems) > 0 {
		return fmt.Errorf("devnet gas: %s\n\n%s", strings.Join(problems, "; "), devnetUsage)
	}
	c := &devnet.Client{URL: *url}
	var got *devnet.GasResponse
	var err error
	if *reset {
		got, err = c.ResetGas(ctx, *chainID)
	} else {
		got, err = c.SpikeGas(ctx, *chainID, *gwei)
	}
	if err != nil {
		return err
	}
	if got.Spiked {
		fmt.Fprintf(stdout, "chain %s: gas price spiked: eth_gasPrice %s gwei, eth_maxPriorityFeePerGas %s wei; transactions tipping less wait until `switchyard devnet gas --chain %s --reset`\n",
			got.ChainID, got.GasPriceGwei, got.MaxPriorityFeePerGasWei, got.ChainID)
	} else {
		fmt.Fprintf(stdout, "chain %s: gas price restored: eth_gasPrice %s gwei\n", got.ChainID, got.GasPriceGwei)
	}
	return nil
}

func runDevnetPools(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet pools", stderr)
	url, chainID := adminClientFlags(fs)
	if err := parseFlags(fs, args, nil, []string{}...); err != nil {
		return err
	}
	if *chainID == "" {
		return fmt.Errorf("devnet pools: --chain is required\n\n%s", devnetUsage)
	}
	got, err := (&devnet.Client{URL: *url}).Pools(ctx, *chainID)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "pool\taddress\tkind\tfee (bps)\tprice\treserves\n")
	for _, p := range got.Pools {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s %s\t%s %s + %s %s\n", p.Name, p.Address, p.Kind, p.FeeBps, p.Price, p.Quote.Symbol,
			p.BaseReserve, p.Base.Symbol, p.QuoteReserve, p.Quote.Symbol)
	}
	return tw.Flush()
}

func runDevnetPrice(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet price", stderr)
	url, chainID := adminClientFlags(fs)
	pool := fs.String("pool", "", "pool name BASE/QUOTE (e.g. WETH/USDC) or address")
	price := fs.String("price", "", "new price, a decimal number of QUOTE per BASE (e.g. 3500)")
	if err := parseFlags(fs, args, nil, []string{}...); err != nil {
		return err
	}
	var problems []string
	if *chainID == "" {
		problems = append(problems, "--chain is required")
	}
	if *pool == "" {
		problems = append(problems, "--pool is required (e.g. WETH/USDC; switchyard devnet pools --chain ID lists them)")
	}
	if _, err := world.ParsePrice(*price); err != nil {
		problems = append(problems, "--price: "+err.Error())
	}
	if len(problems) > 0 {
		return fmt.Errorf("devnet price: %s\n\n%s", strings.Join(problems, "; "), devnetUsage)
	}
	got, err := (&devnet.Client{URL: *url}).SetPoolPrice(ctx, devnet.PoolPriceRequest{ChainID: devnet.ChainRef(*chainID), Pool: *pool, Price: devnet.Decimal(*price)})
	if err != nil {
		return err
	}
	p := got.Pool
	fmt.Fprintf(stdout, "chain %s pool %s (%s): price %s -> %s %s per %s; reserves now %s %s + %s %s (block %d)\n",
		got.ChainID, p.Name, p.Address, got.PreviousPrice, p.Price, p.Quote.Symbol, p.Base.Symbol,
		p.BaseReserve, p.Base.Symbol, p.QuoteReserve, p.Quote.Symbol, p.BlockNumber)
	return nil
}

func runDevnetSolver(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet solver", stderr)
	url := fs.String("url", "http://"+defaultAdminListen, "base URL of the devnet admin API")
	pause := fs.Bool("pause", false, "pause the solver: new orders are not filled, so they expire and are refunded")
	resume := fs.Bool("resume", false, "resume the solver")
	if err := parseFlags(fs, args, nil, []string{}...); err != nil {
		return err
	}
	if *pause && *resume {
		return fmt.Errorf("devnet solver: give at most one of --pause and --resume\n\n%s", devnetUsage)
	}
	c := &devnet.Client{URL: *url}
	var got *devnet.SolverResponse
	var err error
	if *pause || *resume {
		got, err = c.SetSolverPaused(ctx, *pause)
	} else {
		got, err = c.Solver(ctx)
	}
	if err != nil {
		return err
	}
	if got.Paused {
		fmt.Fprintf(stdout, "solver %s: paused (orders are not filled; they expire and are refunded; `switchyard devnet solver --resume` resumes it)\n", got.Solver)
	} else {
		fmt.Fprintf(stdout, "solver %s: running (filling orders)\n", got.Solver)
	}
	return nil
}

func runDevnetDelay(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet delay", stderr)
	url := fs.String("url", "http://"+defaultAdminListen, "base URL of the devnet admin API")
	set := fs.String("set", "", "new indexing delay: a duration (5s, 250ms, 0s) or a number of seconds")
	if err := parseFlags(fs, args, nil, []string{}...); err != nil {
		return err
	}
	setGiven := false
	fs.Visit(func(f *flag.Flag) { setGiven = setGiven || f.Name == "set" })
	if setGiven {
		if _, err := devnet.ParseDelay(*set); err != nil {
			return fmt.Errorf("devnet delay: --set: %v\n\n%s", err, devnetUsage)
		}
	}
	c := &devnet.Client{URL: *url}
	var got *devnet.DelayResponse
	var err error
	if setGiven {
		got, err = c.SetExplorerDelay(ctx, *set)
	} else {
		got, err = c.ExplorerDelay(ctx)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "bridge explorer indexing delay: %s (messages appear in searchGMP this long after their call)\n", got.Delay)
	return nil
}

// quoteSigner is the devnet solver, which signs intents quotes; nil
// without a devnet (or without deployments).
func (r *runningDevnet) quoteSigner() route.Signer {
	if r == nil || r.solver == nil {
		return nil
	}
	return r.solver
}
