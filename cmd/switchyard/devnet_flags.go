//go:build !nodevnet

package main

import (
	"flag"
	"time"

	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/devnet/explorer"
	"github.com/switchyard-dev/switchyard/devnet/solver"
	"github.com/switchyard-dev/switchyard/internal/app"
)

// defaultAdminListen is where the devnet's scenario controls listen.
var defaultAdminListen = app.DefaultAdminListen

// registerDevnetFlags adds the devnet's flags under the given names: serve's
// (prefixed devnet-, with --devnet-url) or the devnet command's.
func registerDevnetFlags(fs *flag.FlagSet, s *app.DevnetSettings, names app.DevnetFlagNames) {
	s.Names = names
	fs.StringVar(&s.Chains, names.Chains, "1,42161,8453", "comma-separated chain ids of the devnet's EVM chains (real public ids); for serve, none runs the API without embedded chains")
	fs.DurationVar(&s.BlockInterval, names.Interval, 2*time.Second, "also produce a block on every chain on this interval (0: only when transactions arrive)")
	fs.IntVar(&s.RPCPort, names.RPCPort, devnet.DefaultRPCPort, "loopback port of the first chain's JSON-RPC; the next chains take the next ports (0: any free ports)")
	fs.StringVar(&s.AdminListen, names.Admin, app.DefaultAdminListen, "loopback address of the devnet admin API (scenario controls); empty disables it")
	fs.StringVar(&s.ExplorerListen, names.Explorer, app.DefaultExplorerListen, "loopback address of the devnet bridge explorer (searchGMP API and pages; port 0: any free port); empty disables it")
	fs.DurationVar(&s.ExplorerDelay, names.Delay, explorer.DefaultDelay, "the bridge explorer's indexing delay (0 shows messages at once)")
	fs.BoolVar(&s.Reset, names.Reset, false, "delete the devnet's chains and the relayer's state in the data dir and start again from genesis (the chains, their balances, contracts and messages otherwise persist across restarts)")
	fs.DurationVar(&s.OrderLifetime, names.OrderLifetime, solver.DefaultOrderLifetime, "how long the solver's intents orders stay open before they may be refunded (5s to 24h, 0: the default; switchyard devnet orders changes it at run time)")
	fs.BoolVar(&s.Bitcoin, names.Bitcoin, false, "also start the Bitcoin chain: btcd in regtest (built with go install on first use) with an Esplora API; its state is kept under the devnet's data dir")
	fs.BoolVar(&s.Cosmos, names.CosmosFlag(), false, "also start the Cosmos chains (axelar-dojo-1 hub, osmosis-1, cosmoshub-4) and the IBC relayer between them")
	if names == app.ServeDevnetFlags {
		fs.StringVar(&s.AttachURL, "devnet-url", "", "admin URL of a running devnet (switchyard devnet, e.g. http://127.0.0.1:8544) to attach to instead of starting one: this replica starts no chains and reads them, their contracts and the solver from that devnet")
	}
}
