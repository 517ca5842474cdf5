package relayer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
)

// Status is a message's state, in the bridge explorer's vocabulary.
type Status string

// The lifecycle: called → confirming → confirmed → approving → approved →
// executing → executed, or error (a destination transaction reverted), or
// insufficient_fee (approved, but the prepaid gas does not cover execution
// at the destination's current gas price; re-evaluated on every poll).
const (
	StatusCalled          Status = "called"
	StatusConfirming      Status = "confirming"
	StatusConfirmed       Status = "confirmed"
	StatusApproving       Status = "approving"
	StatusApproved        Status = "approved"
	StatusExecuting       Status = "executing"
	StatusExecuted        Status = "executed"
	StatusError           Status = "error"
	StatusInsufficientFee Status = "insufficient_fee"
)

// Terminal reports whether the relayer is done with a message in status s.
func (s Status) Terminal() bool { return s == StatusExecuted || s == StatusError }

// GasStatus is the state of a message's prepaid gas, in the bridge
// explorer's vocabulary.
type GasStatus string

const (
	// GasPaid: gas was paid and not yet compared with the execution cost.
	GasPaid GasStatus = "gas_paid"
	// GasPaidEnough: the paid gas covered execution when last evaluated.
	GasPaidEnough GasStatus = "gas_paid_enough_gas"
	// GasPaidNotEnough: the paid gas did not cover execution when last evaluated.
	GasPaidNotEnough GasStatus = "gas_paid_not_enough_gas"
	// GasUnpaid: no gas was paid for the message.
	GasUnpaid GasStatus = "gas_unpaid"
)

// Gateway event names a message can come from.
const (
	EventContractCall          = "ContractCall"
	EventContractCallWithToken = "ContractCallWithToken"
)

// Message is one GMP message: a gateway call on its source chain and what
// the relayer did about it. Steps are nil until they happen.
type Message struct {
	// ID is the message id of the public explorer: "<source tx hash>-<log index>".
	ID string
	// CommandID is the destination gateway's command id (see CommandID).
	CommandID common.Hash
	// Event is EventContractCall or EventContractCallWithToken.
	Event string

	SourceChainID uint64
	SourceChain   string // the source chain's bridge name
	// DestinationChainID is 0 when no configured chain has the bridge name
	// DestinationChain.
	DestinationChainID         uint64
	DestinationChain           string // as the call named it
	DestinationContractAddress string // as the call named it
	Sender                     common.Address
	// SourceAddress is the sender of a message from a non-EVM chain (a
	// Cosmos chain's bech32 account, through the devnet hub's bridge),
	// which Sender cannot hold; "" for EVM sources.
	SourceAddress string
	PayloadHash   common.Hash
	Payload       []byte
	Symbol        string   // "" for ContractCall
	Amount        *big.Int // nil for ContractCall

	Status    Status
	GasStatus GasStatus

	Call      Step
	GasPaid   *GasPayment  // the payment in the call's transaction, if any
	GasAdded  []GasPayment // addNativeGas top-ups, in chain order
	Confirmed *Step        // source head when the call had enough confirmations
	Approved  *Step
	Executed  *Execution
	Error     *Failure

	// RequiredFee is the execution cost in the source chain's native base
	// units at the last evaluation (nil before one); ExecuteGas the gas
	// estimate it used.
	RequiredFee *big.Int
	ExecuteGas  uint64
	// DestSearchFrom is the destination head when the relayer first acted
	// on the message: approval and execution logs are searched from there.
	DestSearchFrom uint64
	// Pending is the destination transaction the relayer signed and
	// recorded before sending it, until its outcome is known.
	Pending *PendingTx

	SeenAt    time.Time // when the relayer recorded the call
	UpdatedAt time.Time
}

// From is the message's sender as its source chain writes it: the
// destination gateway approves and the destination contract sees this.
func (m *Message) From() string {
	if m.SourceAddress != "" {
		return m.SourceAddress
	}
	return m.Sender.Hex()
}

// External reports a message another service handed to the relayer (a
// Cosmos source's, from the devnet hub's bridge): its source is no chain
// the relayer serves, it arrives confirmed, and its execution is paid
// from the transfer it came with.
func (m *Message) External() bool { return m.SourceChainID == 0 }

// GasTotal is everything paid for the message's gas, in source native base units.
func (m *Message) GasTotal() *big.Int {
	total := new(big.Int)
	if m.GasPaid != nil && m.GasPaid.Amount != nil {
		total.Add(total, m.GasPaid.Amount)
	}
	for _, g := range m.GasAdded {
		if g.Amount != nil {
			total.Add(total, g.Amount)
		}
	}
	return total
}

// Step is one on-chain event of a message's life.
type Step struct {
	ChainID     uint64         `json:"chainId"`
	Chain       string         `json:"chain"` // bridge name
	TxHash      common.Hash    `json:"txHash"`
	BlockNumber uint64         `json:"blockNumber"`
	BlockTime   uint64         `json:"blockTime"` // unix seconds, the block's timestamp
	LogIndex    uint           `json:"logIndex"`
	From        common.Address `json:"from"` // the transaction's sender
}

// GasPayment is a gas service event paying for a message.
type GasPayment struct {
	Step
	Event         string         `json:"event"` // NativeGasPaidForContractCall[WithToken] | NativeGasAdded
	MessageID     string         `json:"messageId"`
	Amount        *big.Int       `json:"amount"` // gasFeeAmount, source native base units
	RefundAddress common.Address `json:"refundAddress"`
}

// Execution is the destination transaction that executed a message.
type Execution struct {
	Step
	GasUsed uint64 `json:"gasUsed"`
	// Outcome is the destination router's event for the command:
	// "RouteExecuted", "DestinationCallsFailed" (the bridged token went to
	// Recipient instead), or "" when the destination is not the router.
	Outcome   string         `json:"outcome"`
	Recipient common.Address `json:"recipient"`
	Token     common.Address `json:"token"`
	Amount    *big.Int       `json:"amount,omitempty"`
	Reason    hexutil.Bytes  `json:"reason,omitempty"`
}

// Failure is why a message ended in StatusError.
type Failure struct {
	ChainID     uint64      `json:"chainId"`
	Chain       string      `json:"chain"`
	Message     string      `json:"message"`
	TxHash      common.Hash `json:"txHash"` // zero when no transaction was sent
	BlockNumber uint64      `json:"blockNumber"`
	BlockTime   uint64      `json:"blockTime"`
}

// Steps of a pending transaction.
const (
	TxApprove = "approve"
	TxExecute = "execute"
)

// PendingTx is a signed destination transaction, recorded before it is sent.
type PendingTx struct {
	Step    string // TxApprove | TxExecute
	ChainID uint64
	Hash    common.Hash
	Nonce   uint64
	Raw     []byte // the signed transaction, for rebroadcasting
}

// MessageID is the public explorer's message id: "<tx hash>-<log index>",
// the log index being the block-level index of the gateway's log.
func MessageID(txHash common.Hash, logIndex uint) string {
	return txHash.Hex() + "-" + strconv.FormatUint(uint64(logIndex), 10)
}

// ParseMessageID splits a message id into its transaction hash and log index.
func ParseMessageID(id string) (common.Hash, uint, error) {
	hash, index, ok := strings.Cut(id, "-")
	if !ok || !isHash(hash) {
		return common.Hash{}, 0, fmt.Errorf("message id %q is not <0x transaction hash>-<log index>", id)
	}
	n, err := strconv.ParseUint(index, 10, 32)
	if err != nil {
		return common.Hash{}, 0, fmt.Errorf("message id %q: log index %q is not a decimal number", id, index)
	}
	return common.HexToHash(hash), uint(n), nil
}

func isHash(s string) bool {
	if len(s) != 66 || !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X") {
		return false
	}
	_, err := hexutil.Decode("0x" + s[2:])
	return err == nil
}

// CommandID is the deterministic destination command id of a message:
// keccak256(abi.encode(uint256 sourceChainId, bytes32 txHash, uint256 logIndex)).
// The same source event always yields the same command, so the destination
// gateway's once-only approval and execution guard every retry.
func CommandID(sourceChainID uint64, txHash common.Hash, logIndex uint) common.Hash {
	buf := make([]byte, 96)
	new(big.Int).SetUint64(sourceChainID).FillBytes(buf[:32])
	copy(buf[32:64], txHash[:])
	new(big.Int).SetUint64(uint64(logIndex)).FillBytes(buf[64:])
	return crypto.Keccak256Hash(buf)
}

// ErrNotFound reports an unknown message.
var ErrNotFound = errors.New("relayer: message not found")

// Store persists the relayer's state: messages with their steps and
// pending transactions, gas payments, and a scan cursor per chain.
// devnet/state implements it.
type Store interface {
	// RelayerCursor is the next block to scan on the chain; found is false
	// when the chain was never scanned.
	RelayerCursor(ctx context.Context, chainID uint64) (next uint64, found bool, err error)
	// SaveRelayerScan records, atomically, the new messages and gas
	// payments of a block range and the chain's next block. Messages and
	// payments already recorded are left as they are.
	SaveRelayerScan(ctx context.Context, chainID, next uint64, msgs []*Message, gas []GasPayment) error
	// OpenRelayerMessages returns the messages not in a terminal status,
	// oldest first, with their gas payments.
	OpenRelayerMessages(ctx context.Context) ([]*Message, error)
	// UpdateRelayerMessage saves a message's status, gas status, steps,
	// evaluation and pending transaction (not its call or gas payments).
	UpdateRelayerMessage(ctx context.Context, m *Message) error
	// RelayerMessage returns one message with its gas payments, or ErrNotFound.
	RelayerMessage(ctx context.Context, id string) (*Message, error)
	// RelayerMessagesByTx returns the messages of a source transaction, in
	// log order, with their gas payments.
	RelayerMessagesByTx(ctx context.Context, txHash common.Hash) ([]*Message, error)
}
