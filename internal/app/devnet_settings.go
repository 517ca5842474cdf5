package app

import "time"

// DevnetSettings configure serve's devnet and the devnet command. They are
// the same type in every build: without the devnet (-tags nodevnet) only
// Chains "none" validates.
//
// The devnet seam of Main is chosen by them: AttachURL set attaches to a
// running devnet (DevnetAttached), Chains "none" runs without one
// (DevnetNone), any other chain list starts the embedded devnet
// (DevnetEmbedded), whose composition is devnet.go.
type DevnetSettings struct {
	Chains        string // comma-separated chain ids, or "none" (serve only)
	BlockInterval time.Duration
	RPCPort       int
	AdminListen   string // "" disables the admin API
	// ExplorerListen is the bridge explorer's loopback address ("" disables it).
	ExplorerListen string
	ExplorerDelay  time.Duration
	// OrderLifetime is how long the solver's intents orders stay open
	// (the admin API changes it at run time); 0 is the solver's default.
	OrderLifetime time.Duration
	// Reset deletes the devnet's chains and the relayer's state in the data
	// dir before starting, so the devnet begins again from genesis.
	Reset bool
	// Cosmos also starts the Cosmos chains and the IBC relayer (devnet_cosmos.go).
	Cosmos bool
	// DataDir is the service's data dir; the chains are kept under its
	// devnet/ directory. Main sets it from Config.DataDir.
	DataDir string
	// Bitcoin starts the Bitcoin chain (btcd in regtest with its Esplora
	// API) with the others; off by default, since a first start builds
	// btcd.
	Bitcoin bool

	// AttachURL is a running devnet's admin URL (serve --devnet-url): the
	// service starts no chains and reads the devnet from there.
	AttachURL string
	// Given are the flags among Names that were set explicitly, which
	// AttachURL refuses (the attached devnet is configured where it runs).
	Given []string
	// Names are the settings' flags, for messages.
	Names DevnetFlagNames

	chainIDs []uint64 // parsed by validate
}

// DevnetFlagNames name the settings' flags, for messages.
type DevnetFlagNames struct{ Chains, Interval, RPCPort, Admin, Explorer, Delay, Reset, OrderLifetime, Bitcoin string }

// The flag names of serve (prefixed devnet-) and of the devnet command.
var (
	ServeDevnetFlags = DevnetFlagNames{"devnet-chains", "devnet-block-interval", "devnet-rpc-port", "devnet-admin-listen", "devnet-explorer-listen", "devnet-explorer-delay", "devnet-reset", "devnet-order-lifetime", "devnet-bitcoin"}
	AloneDevnetFlags = DevnetFlagNames{"chains", "block-interval", "rpc-port", "listen-admin", "explorer-listen", "explorer-delay", "reset", "order-lifetime", "bitcoin"}
)

// All lists every name.
func (n DevnetFlagNames) All() []string {
	return []string{n.Chains, n.Interval, n.RPCPort, n.Admin, n.Explorer, n.Delay, n.Reset, n.OrderLifetime, n.Bitcoin}
}

// DevnetKind is how Main runs with a devnet.
type DevnetKind int

const (
	DevnetNone     DevnetKind = iota // no devnet: the API alone, or live mode
	DevnetEmbedded                   // this process starts the chains, relayer, solver, explorer, admin API
	DevnetAttached                   // another process's devnet, read through its admin API
)

// Kind is the devnet these (validated) settings ask for.
func (s *DevnetSettings) Kind() DevnetKind {
	switch {
	case s.AttachURL != "":
		return DevnetAttached
	case len(s.chainIDs) > 0:
		return DevnetEmbedded
	}
	return DevnetNone
}
