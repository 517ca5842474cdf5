package cosmos

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
)

// The devnet's Cosmos chains, with their public chain ids, bech32 prefixes
// and native denoms.
const (
	HubChainID       = "axelar-dojo-1"
	OsmosisChainID   = "osmosis-1"
	CosmosHubChainID = "cosmoshub-4"

	// USDCDenom is the hub's bank denom of the bridged USDC (6 decimals).
	USDCDenom = "uusdc"
	// TransferPort is the ICS-20 port on every chain.
	TransferPort = "transfer"
	// TransferVersion is the ICS-20 channel version.
	TransferVersion = "ics20-1"
)

// Spec is what identifies one devnet Cosmos chain.
type Spec struct {
	ID     string
	Prefix string // bech32 account prefix
	Denom  string // native (fee and staking) denom
	Name   string // catalog / bridge network name
	// HubChannel is the hub's channel to this chain, and ChannelToHub this
	// chain's channel to the hub (both empty for the hub itself). The
	// relayer opens the channels in the order of Specs on fresh chains, so
	// the ids are these.
	HubChannel   string
	ChannelToHub string
}

// Specs are the devnet's Cosmos chains, the hub first, then the
// destinations in the order their channels are opened.
var Specs = []Spec{
	{ID: HubChainID, Prefix: "axelar", Denom: "uaxl", Name: "Axelarnet"},
	{ID: OsmosisChainID, Prefix: "osmo", Denom: "uosmo", Name: "osmosis", HubChannel: "channel-0", ChannelToHub: "channel-0"},
	{ID: CosmosHubChainID, Prefix: "cosmos", Denom: "uatom", Name: "cosmoshub", HubChannel: "channel-1", ChannelToHub: "channel-0"},
}

// SpecOf returns the spec of a chain id.
func SpecOf(chainID string) (Spec, bool) {
	for _, s := range Specs {
		if s.ID == chainID {
			return s, true
		}
	}
	return Spec{}, false
}

// VoucherDenom is the ICS-20 denom that base, arriving over channel on the
// transfer port, gets on the receiving chain: ibc/ + upper-hex
// SHA256("transfer/<channel>/<base>").
func VoucherDenom(channel, base string) string {
	sum := sha256.Sum256([]byte(TransferPort + "/" + channel + "/" + base))
	return "ibc/" + strings.ToUpper(hex.EncodeToString(sum[:]))
}

// USDCVoucher is the hub's uusdc as it arrives on a destination chain.
func USDCVoucher(chainID string) string {
	s, ok := SpecOf(chainID)
	if !ok || s.ChannelToHub == "" {
		return USDCDenom
	}
	return VoucherDenom(s.ChannelToHub, USDCDenom)
}
