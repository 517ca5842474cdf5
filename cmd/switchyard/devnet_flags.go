//go:build !nodevnet

package main

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/devnet/explorer"
	"github.com/switchyard-dev/switchyard/devnet/loopback"
	"github.com/switchyard-dev/switchyard/devnet/solver"
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

	// attachURL is a running devnet's admin URL (serve --devnet-url): the
	// service starts no chains and reads the devnet from there.
	attachURL string
	fs        *flag.FlagSet // to tell which devnet flags were given, in validate
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
	s.fs = fs
	if names == serveDevnetFlags {
		fs.StringVar(&s.attachURL, "devnet-url", "", "admin URL of a running devnet (switchyard devnet, e.g. http://127.0.0.1:8544) to attach to instead of starting one: this replica starts no chains and reads them, their contracts and the solver from that devnet")
	}
}

// validate parses and checks the settings.
func (s *devnetSettings) validate() []string {
	if s.attachURL != "" {
		return s.validateAttach()
	}
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

// enabled reports whether serve runs with a devnet: its own chains, or
// one it attaches to.
func (s *devnetSettings) enabled() bool { return s.attachURL != "" || len(s.chainIDs) > 0 }

// validateAttach checks --devnet-url: an http URL on a loopback host (the
// admin API answers only there), and none of the flags that configure a
// devnet this process would start.
func (s *devnetSettings) validateAttach() []string {
	var problems []string
	u, err := url.Parse(s.attachURL)
	switch {
	case err != nil:
		problems = append(problems, fmt.Sprintf("--devnet-url %q: %v", s.attachURL, err))
	case u.Scheme != "http" || u.Host == "":
		problems = append(problems, fmt.Sprintf("--devnet-url %q must be an http URL such as http://127.0.0.1:%d (the devnet's admin API)", s.attachURL, devnet.DefaultAdminPort))
	default:
		if !loopback.IsLoopbackHost(u.Hostname()) {
			problems = append(problems, fmt.Sprintf("--devnet-url %q is not on a loopback host (127.0.0.1, [::1] or localhost): the devnet admin API answers only there", s.attachURL))
		}
	}
	own := []string{s.names.chains, s.names.interval, s.names.rpcPort, s.names.admin, s.names.explorer, s.names.delay, s.names.reset, s.names.orderLifetime}
	var given []string
	if s.fs != nil {
		s.fs.Visit(func(f *flag.Flag) {
			if slices.Contains(own, f.Name) {
				given = append(given, "--"+f.Name)
			}
		})
	}
	if len(given) > 0 {
		problems = append(problems, fmt.Sprintf("--devnet-url attaches to a running devnet, which is configured where it runs: %s cannot be combined with it", strings.Join(given, ", ")))
	}
	return problems
}

// chainsDir is where the devnet keeps its chains and its state file: the
// devnet directory of the service's data dir.
func (s *devnetSettings) chainsDir() (string, error) {
	dir := s.dataDir
	if dir == "" && s.dataDirFlag != nil {
		dir = s.dataDirFlag.Value.String()
	}
	if dir == "" {
		return "", errors.New("devnet: no data dir to keep the chains in")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	return filepath.Join(abs, "devnet"), nil
}
