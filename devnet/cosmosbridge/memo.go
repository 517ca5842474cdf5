package cosmosbridge

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	sdkmath "cosmossdk.io/math"
	"github.com/cosmos/cosmos-sdk/types/bech32"
	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/devnet/cosmos"
)

// Actions of a job.
const (
	ActionCall    = "call"    // a GMP call with the token to an EVM chain
	ActionForward = "forward" // an ICS-20 transfer from the hub to another Cosmos chain
	ActionCredit  = "credit"  // a bank send on the hub
	ActionRefund  = "refund"  // the received funds back to their sender
)

// maxMemo bounds the memos the bridge reads (ibc-go refuses memos above
// 32 KiB).
const maxMemo = 32 << 10

// plan is what the hub does with a received transfer, read from its memo.
type plan struct {
	action string
	reason string // why the funds go back (ActionRefund)

	fee          sdkmath.Int // kept for the fee recipient
	feeRecipient string
	net          sdkmath.Int // what is carried on: the amount less the fee

	destChain   string      // as the memo names it
	evmChainID  uint64      // ActionCall
	dest        cosmos.Spec // ActionForward, ActionCredit
	destAddress string
	payload     []byte // ActionCall
}

// planReceived reads a received transfer's memo (the bridge instruction)
// and decides what the hub does with it; a memo it cannot carry out
// sends the funds back, with the reason.
func (b *Bridge) planReceived(r *Received) plan {
	refund := func(format string, args ...any) plan {
		return plan{action: ActionRefund, reason: fmt.Sprintf(format, args...)}
	}
	amount, ok := sdkmath.NewIntFromString(r.Amount)
	if !ok || !amount.IsPositive() {
		return refund("the amount %q is not a positive integer", r.Amount)
	}
	if strings.TrimSpace(r.Memo) == "" {
		return refund("the transfer has no memo: a transfer to the hub's bridge account needs a bridge instruction")
	}
	if len(r.Memo) > maxMemo {
		return refund("the memo is longer than %d bytes", maxMemo)
	}
	var m api.BridgeMemo
	dec := json.NewDecoder(strings.NewReader(r.Memo))
	if err := dec.Decode(&m); err != nil {
		return refund("the memo is not a bridge instruction (JSON with destination_chain, destination_address, payload, type, fee): %v", err)
	}
	p := plan{destChain: m.DestinationChain, destAddress: m.DestinationAddress, fee: sdkmath.ZeroInt()}
	if m.Fee.Amount != "" {
		fee, ok := sdkmath.NewIntFromString(m.Fee.Amount)
		if !ok || fee.IsNegative() {
			return refund("the memo's fee amount %q is not a non-negative integer", m.Fee.Amount)
		}
		p.fee = fee
	}
	if p.fee.IsPositive() {
		if err := checkBech32(m.Fee.Recipient, "axelar"); err != nil {
			return refund("the memo's fee recipient: %v", err)
		}
		p.feeRecipient = m.Fee.Recipient
	}
	if !p.fee.LT(amount) {
		return refund("the memo's fee %s is not less than the amount %s", p.fee, amount)
	}
	p.net = amount.Sub(p.fee)
	name := strings.ToLower(m.DestinationChain)
	switch m.Type {
	case api.MemoTypeCallWithToken:
		id, ok := b.cfg.EVMChains[name]
		if !ok {
			return refund("destination chain %q is not an EVM chain the hub reaches (%s)", m.DestinationChain, b.evmNames())
		}
		if !common.IsHexAddress(m.DestinationAddress) {
			return refund("destination address %q is not an EVM address", m.DestinationAddress)
		}
		if m.Payload == nil {
			return refund("a GMP call with token (type 2) needs a payload")
		}
		payload, err := base64.StdEncoding.DecodeString(*m.Payload)
		if err != nil {
			return refund("the payload is not base64: %v", err)
		}
		if r.HubDenom != cosmos.USDCDenom {
			return refund("the hub bridges only %s to EVM chains, not %s", cosmos.USDCDenom, r.HubDenom)
		}
		p.action, p.evmChainID, p.payload = ActionCall, id, payload
	case api.MemoTypeToken:
		spec, ok := b.byName[name]
		if !ok {
			if _, evm := b.cfg.EVMChains[name]; evm {
				return refund("a pure token transfer (type 3) to the EVM chain %q is not carried by the devnet hub: use type 2 with the route's payload", m.DestinationChain)
			}
			return refund("destination chain %q is not a Cosmos chain the hub reaches", m.DestinationChain)
		}
		if err := checkBech32(m.DestinationAddress, spec.Prefix); err != nil {
			return refund("destination address: %v", err)
		}
		p.action, p.dest = ActionForward, spec
		if spec.ID == cosmos.HubChainID {
			p.action = ActionCredit
		}
	case api.MemoTypeCall:
		return refund("a GMP call without the token (type 1) carries no funds: the transfer goes back")
	default:
		return refund("unknown bridge instruction type %d (2: call with token, 3: token transfer)", m.Type)
	}
	return p
}

// checkBech32 checks a bech32 account address of the prefix.
func checkBech32(addr, prefix string) error {
	if len(addr) > 128 {
		return fmt.Errorf("%.20q… is not a bech32 address", addr)
	}
	hrp, bz, err := bech32.DecodeAndConvert(addr)
	if err != nil {
		return fmt.Errorf("%q is not a bech32 address: %v", addr, err)
	}
	if hrp != prefix {
		return fmt.Errorf("%q has the prefix %q, not %q", addr, hrp, prefix)
	}
	if len(bz) != 20 && len(bz) != 32 {
		return fmt.Errorf("%q is %d bytes, not an account address", addr, len(bz))
	}
	return nil
}

func (b *Bridge) evmNames() string {
	var names []string
	for n := range b.cfg.EVMChains {
		names = append(names, n)
	}
	if len(names) == 0 {
		return "none"
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}
