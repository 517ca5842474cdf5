package route

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/holiman/uint256"
)

// CosmosNetwork is the Cosmos chains this service reaches through the
// bridge network's hub and IBC (decisions: Routes beyond EVM). The devnet
// implements it with its chains; without one, no route touches a Cosmos
// chain.
type CosmosNetwork interface {
	// Hub is the hub chain and its bridge.
	Hub() CosmosHub
	// Chain is a Cosmos chain reachable from the hub, the hub included;
	// false for any other chain id.
	Chain(chainID string) (CosmosChain, bool)
}

// CosmosHub is the bridge network's hub chain: EVM gateways send the
// bridged asset to it, and its bridge account turns ICS-20 transfers with
// a bridge memo into GMP messages to EVM chains.
type CosmosHub struct {
	ChainID string // "axelar-dojo-1"
	// BridgeAccount is the hub account (bech32) that receives Cosmos →
	// EVM transfers, whose memo is the bridge instruction.
	BridgeAccount string
	// FeeCollector receives the memo's fee on the hub (bech32).
	FeeCollector string
	// GMPSymbol is the bridged asset's symbol on the EVM gateways
	// ("axlUSDC"): an EVM chain whose GMP token has it reaches the hub.
	GMPSymbol string
	// ExecutionFee is the memo's fee of a Cosmos → EVM route, in base
	// units of the bridged asset, taken from the transfer: it pays the
	// EVM destination's execution.
	ExecutionFee uint256.Int
	// Confirmation, when set, is how long the hub's bridge takes to hand a
	// message to the EVM chain's gateway once the transfer reached the
	// hub; zero models it from the hub's blocks and Relay (confirmation).
	Confirmation time.Duration
	// Relay is the polling between the hub's receipt of a transfer and the
	// GMP relayer acting on the bridge's message: the bridge's round and
	// the relayer's poll (zero: defaultHubRelay).
	Relay time.Duration
	// EVMUnavailable, when set, is why the hub's bridge to EVM chains
	// is not running: routes between EVM and Cosmos chains are then not
	// offered, and this is the reason they answer.
	EVMUnavailable string
}

// hubConfirmBlocks is the hub blocks the bridge waits for between a
// transfer's receipt (the IBC hop's last block) and its message to the EVM
// chain: the memo's fee is paid in one hub transaction first.
const hubConfirmBlocks = 1

// defaultHubRelay is Relay when unset: a bridge and a GMP relayer that
// poll about every half second.
const defaultHubRelay = time.Second

// confirmation is how long the hub's bridge takes, once a transfer is in
// a hub block, to hand its message to the GMP relayer: its blocks at the
// hub's block time plus the polling in between (Confirmation overrides
// the model).
func (h CosmosHub) confirmation(hubChain CosmosChain) time.Duration {
	if h.Confirmation > 0 {
		return h.Confirmation
	}
	relay := h.Relay
	if relay <= 0 {
		relay = defaultHubRelay
	}
	return hubConfirmBlocks*hubChain.BlockTime + relay
}

// CosmosChain is one Cosmos chain as routes reach it.
type CosmosChain struct {
	ChainID string
	// BridgeName is the chain's name in GMP calls: "osmosis",
	// "cosmoshub", "Axelarnet" for the hub itself.
	BridgeName string
	// BridgedDenom is the bridged asset's bank denom on this chain: the
	// ICS-20 voucher (IBCVoucher) on a destination, "uusdc" on the hub.
	BridgedDenom string
	// HubChannel is the hub's channel to this chain and ChannelToHub this
	// chain's channel to the hub (port "transfer" on both ends); both
	// empty for the hub.
	HubChannel, ChannelToHub string
	// IBCTimeout is how long a packet sent from this chain stays
	// deliverable (its timeoutTimestamp is the quote time plus this).
	IBCTimeout time.Duration
	// GasPrice is the minimum gas price as CosmJS parses it: a decimal
	// amount followed by the fee denom ("0.025uosmo").
	GasPrice string
	// TransferGas is the gas of an ICS-20 MsgTransfer sent from this chain
	// (the estimate's figure; wallets simulate).
	TransferGas uint64
	// BlockTime is the chain's block interval.
	BlockTime time.Duration
}

// ics20Port is the ICS-20 port on every chain.
const ics20Port = "transfer"

// IBCVoucher is the bank denom of baseDenom received over channel
// (port "transfer") from the chain where baseDenom is native:
// "ibc/" + upper-hex SHA-256 of "transfer/<channel>/<baseDenom>" (ICS-20).
func IBCVoucher(channel, baseDenom string) string {
	sum := sha256.Sum256([]byte(ics20Port + "/" + channel + "/" + baseDenom))
	return "ibc/" + strings.ToUpper(hex.EncodeToString(sum[:]))
}

// StaticCosmos is a CosmosNetwork of fixed chains, as a devnet or an
// operator configures them.
type StaticCosmos struct {
	hub    CosmosHub
	chains map[string]CosmosChain
}

// NewStaticCosmos returns the network of hub and chains; chains must
// include the hub's own chain. Each chain is checked for what routes need.
func NewStaticCosmos(hub CosmosHub, chains ...CosmosChain) (*StaticCosmos, error) {
	n := &StaticCosmos{hub: hub, chains: make(map[string]CosmosChain, len(chains))}
	var problems []string
	if hub.BridgeAccount == "" || hub.GMPSymbol == "" {
		problems = append(problems, "the hub needs a bridge account and the GMP symbol of its bridged asset")
	}
	for _, c := range chains {
		isHub := c.ChainID == hub.ChainID
		switch {
		case c.ChainID == "" || c.BridgeName == "" || c.BridgedDenom == "":
			problems = append(problems, fmt.Sprintf("chain %q: chain id, bridge name and bridged denom are required", c.ChainID))
		case !isHub && (c.HubChannel == "" || c.ChannelToHub == ""):
			problems = append(problems, fmt.Sprintf("chain %q: the channels to and from the hub are required", c.ChainID))
		case c.IBCTimeout <= 0:
			problems = append(problems, fmt.Sprintf("chain %q: the IBC timeout must be positive", c.ChainID))
		}
		if _, _, err := parseGasPrice(c.GasPrice); err != nil {
			problems = append(problems, fmt.Sprintf("chain %q: %v", c.ChainID, err))
		}
		n.chains[c.ChainID] = c
	}
	if _, ok := n.chains[hub.ChainID]; !ok {
		problems = append(problems, fmt.Sprintf("the hub %q is not among the chains", hub.ChainID))
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("cosmos network: %s", strings.Join(problems, "; "))
	}
	return n, nil
}

// Hub implements CosmosNetwork.
func (n *StaticCosmos) Hub() CosmosHub { return n.hub }

// Chain implements CosmosNetwork.
func (n *StaticCosmos) Chain(chainID string) (CosmosChain, bool) {
	c, ok := n.chains[chainID]
	return c, ok
}

// IDs are the chain ids of the network, sorted.
func (n *StaticCosmos) IDs() []string {
	ids := make([]string, 0, len(n.chains))
	for id := range n.chains {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// maxGasPriceLen bounds a configured gas price string.
const maxGasPriceLen = 128

// parseGasPrice reads a CosmJS gas price, "0.025uosmo": a non-negative
// decimal amount and a denom (CosmJS's rule: 3 to 128 characters,
// starting with a letter).
func parseGasPrice(s string) (*big.Rat, string, error) {
	if len(s) > maxGasPriceLen {
		return nil, "", fmt.Errorf("gas price %q is too long", s[:maxGasPriceLen])
	}
	i := strings.IndexFunc(s, func(r rune) bool { return (r < '0' || r > '9') && r != '.' })
	if i <= 0 {
		return nil, "", fmt.Errorf("gas price %q must be an amount followed by a denom, like 0.025uosmo", s)
	}
	amount, denom := s[:i], s[i:]
	if strings.Count(amount, ".") > 1 || amount[0] == '.' || amount[len(amount)-1] == '.' {
		return nil, "", fmt.Errorf("gas price %q: %q is not a decimal amount", s, amount)
	}
	price, ok := new(big.Rat).SetString(amount)
	if !ok {
		return nil, "", fmt.Errorf("gas price %q: %q is not a decimal amount", s, amount)
	}
	if len(denom) < 3 || !isDenom(denom) {
		return nil, "", fmt.Errorf("gas price %q: %q is not a denom", s, denom)
	}
	return price, denom, nil
}

// isDenom checks a bank denom's characters (cosmos-sdk's
// [a-zA-Z][a-zA-Z0-9/:._-]{2,127}).
func isDenom(d string) bool {
	if len(d) < 3 || len(d) > 128 {
		return false
	}
	for i, r := range d {
		letter := (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z')
		if i == 0 && !letter {
			return false
		}
		if !letter && (r < '0' || r > '9') && !strings.ContainsRune("/:._-", r) {
			return false
		}
	}
	return true
}

// cosmosGasCost is gas × price in the fee denom's base units, rounded up
// as CosmJS's calculateFee does.
func cosmosGasCost(gas uint64, price *big.Rat) uint256.Int {
	r := new(big.Rat).Mul(new(big.Rat).SetUint64(gas), price)
	q, m := new(big.Int).QuoRem(r.Num(), r.Denom(), new(big.Int))
	if m.Sign() > 0 {
		q.Add(q, big.NewInt(1))
	}
	var out uint256.Int
	out.SetFromBig(q)
	return out
}
