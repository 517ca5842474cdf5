//go:build !nodevnet

package app

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/devnet/loopback"
	"github.com/switchyard-dev/switchyard/devnet/solver"
)

// DefaultAdminListen is where the devnet's scenario controls listen.
var DefaultAdminListen = net.JoinHostPort("127.0.0.1", strconv.Itoa(devnet.DefaultAdminPort))

// DefaultExplorerListen is where the devnet's bridge explorer listens.
var DefaultExplorerListen = net.JoinHostPort("127.0.0.1", "8543")

// Problems parses and checks the settings. Names default to serve's.
func (s *DevnetSettings) Problems() []string {
	if s.Names == (DevnetFlagNames{}) {
		s.Names = ServeDevnetFlags
	}
	if s.AttachURL != "" {
		return s.validateAttach()
	}
	var problems []string
	if s.Chains == "none" && s.Names == ServeDevnetFlags {
		s.chainIDs = nil // serve the API alone, without embedded chains
		return nil
	}
	ids, err := devnet.ParseChainIDs(s.Chains)
	if err != nil {
		problems = append(problems, fmt.Sprintf("--%s %q: %v", s.Names.Chains, s.Chains, err))
	}
	s.chainIDs = ids
	if s.BlockInterval < 0 {
		problems = append(problems, fmt.Sprintf("--%s %s must not be negative (0 disables interval blocks)", s.Names.Interval, s.BlockInterval))
	}
	if s.RPCPort < 0 || s.RPCPort+len(ids) > 65536 {
		problems = append(problems, fmt.Sprintf("--%s %d must be 0 (any free ports) or a port with room for %d chains above it", s.Names.RPCPort, s.RPCPort, len(ids)))
	}
	if s.AdminListen != "" {
		if err := devnet.CheckLoopback(s.AdminListen); err != nil {
			problems = append(problems, fmt.Sprintf("--%s: %v", s.Names.Admin, err))
		}
	}
	if s.ExplorerListen != "" {
		if err := loopback.Check("explorer", s.ExplorerListen); err != nil {
			problems = append(problems, fmt.Sprintf("--%s: %v (default %s)", s.Names.Explorer, err, DefaultExplorerListen))
		}
	}
	if s.ExplorerDelay < 0 || s.ExplorerDelay > devnet.MaxExplorerDelay {
		problems = append(problems, fmt.Sprintf("--%s %s must be between 0 and %s", s.Names.Delay, s.ExplorerDelay, devnet.MaxExplorerDelay))
	}
	// zero (settings built without flags) is the solver's default
	if s.OrderLifetime != 0 {
		if err := solver.CheckOrderLifetime(s.OrderLifetime); err != nil {
			problems = append(problems, fmt.Sprintf("--%s: %v", s.Names.OrderLifetime, err))
		}
	}
	return problems
}

// validateAttach checks --devnet-url: an http URL on a loopback host (the
// admin API answers only there), and none of the flags that configure a
// devnet this process would start.
func (s *DevnetSettings) validateAttach() []string {
	var problems []string
	u, err := url.Parse(s.AttachURL)
	switch {
	case err != nil:
		problems = append(problems, fmt.Sprintf("--devnet-url %q: %v", s.AttachURL, err))
	case u.Scheme != "http" || u.Host == "":
		problems = append(problems, fmt.Sprintf("--devnet-url %q must be an http URL such as http://127.0.0.1:%d (the devnet's admin API)", s.AttachURL, devnet.DefaultAdminPort))
	default:
		if !loopback.IsLoopbackHost(u.Hostname()) {
			problems = append(problems, fmt.Sprintf("--devnet-url %q is not on a loopback host (127.0.0.1, [::1] or localhost): the devnet admin API answers only there", s.AttachURL))
		}
	}
	var given []string
	for _, f := range s.Given {
		if slices.Contains(s.Names.All(), f) {
			given = append(given, "--"+f)
		}
	}
	if len(given) > 0 {
		problems = append(problems, fmt.Sprintf("--devnet-url attaches to a running devnet, which is configured where it runs: %s cannot be combined with it", strings.Join(given, ", ")))
	}
	return problems
}

// chainsDir is where the devnet keeps its chains and its state file: the
// devnet directory of the service's data dir.
func (s *DevnetSettings) chainsDir() (string, error) {
	dir := s.DataDir
	if dir == "" {
		return "", errors.New("devnet: no data dir to keep the chains in")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	return filepath.Join(abs, "devnet"), nil
}
