package status

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// KindIBC is a route between Cosmos chains over IBC only
// (transactionRequest.routeType IBC_TRANSFER, lower-cased).
const KindIBC = "ibc_transfer"

// CosmosReader reads Cosmos chains: transactions by hash and IBC packet
// events by CometBFT event query (chain/ledger's Cosmos readers).
type CosmosReader interface {
	// CosmosTx returns the transaction with the hash on chainID; found is
	// false while the chain does not know it.
	CosmosTx(ctx context.Context, chainID, hash string) (tx CosmosTx, found bool, err error)
	// SearchTxs returns at most limit of the chain's transactions matching
	// the CometBFT event query, oldest first.
	SearchTxs(ctx context.Context, chainID, query string, limit int) ([]CosmosTx, error)
}

// CosmosTx is a committed Cosmos transaction as the tracker reads it.
type CosmosTx struct {
	Hash   string // upper-case hex
	Height uint64
	Time   time.Time
	// Code is the execution result: 0 succeeded; otherwise the tx failed
	// (Codespace and Log say why) and moved nothing but its fee.
	Code      uint32
	Codespace string
	Log       string
	Packets   []PacketEvent
	// Transfers are the bank transfers the transaction made.
	Transfers []CoinTransfer
}

// CoinTransfer is one bank "transfer" event: coins moved from Sender to
// Recipient (Amount as the chain writes coins: "7000000uusdc", several
// separated by commas).
type CoinTransfer struct {
	Sender, Recipient, Amount string
}

// CoinAmount is the amount of denom in a coins string ("" when absent).
func CoinAmount(coins, denom string) string {
	for _, c := range strings.Split(coins, ",") {
		i := strings.IndexFunc(c, func(r rune) bool { return r < '0' || r > '9' })
		if i > 0 && c[i:] == denom {
			return c[:i]
		}
	}
	return ""
}

// IBC packet event types (ibc-go core/04-channel).
const (
	EventSendPacket        = "send_packet"
	EventRecvPacket        = "recv_packet"
	EventWriteAck          = "write_acknowledgement"
	EventAcknowledgePacket = "acknowledge_packet"
	EventTimeoutPacket     = "timeout_packet"
)

// PacketEvent is one IBC packet event of a transaction.
type PacketEvent struct {
	Type                 string
	Sequence             uint64
	SrcPort, SrcChannel  string
	DstPort, DstChannel  string
	TimeoutTimestampNano uint64
	// Data is the packet's data (send_packet, recv_packet,
	// write_acknowledgement): an ICS-20 transfer's JSON.
	Data string
	// Ack is write_acknowledgement's acknowledgement, as written.
	Ack string
}

// TransferData is an ICS-20 FungibleTokenPacketData.
type TransferData struct {
	Denom    string `json:"denom"`
	Amount   string `json:"amount"`
	Sender   string `json:"sender"`
	Receiver string `json:"receiver"`
	Memo     string `json:"memo"`
}

// ParseTransferData reads a packet's ICS-20 data; ok is false for data
// that is not an ICS-20 transfer.
func ParseTransferData(data string) (TransferData, bool) {
	var d TransferData
	if len(data) > 1<<20 || json.Unmarshal([]byte(data), &d) != nil || d.Denom == "" || d.Amount == "" {
		return TransferData{}, false
	}
	return d, true
}

// AckResult reads an ICS-20 acknowledgement ({"result": …} or
// {"error": …}): ok reports success, else why is the error written.
func AckResult(ack string) (ok bool, why string) {
	var a struct {
		Result *string `json:"result"`
		Error  *string `json:"error"`
	}
	if json.Unmarshal([]byte(ack), &a) != nil {
		return false, "unreadable acknowledgement"
	}
	switch {
	case a.Error != nil:
		return false, *a.Error
	case a.Result != nil:
		return true, ""
	}
	return false, "acknowledgement without a result"
}

// ReceivedDenom is the bank denom a packet of denom sent over
// (srcPort, srcChannel) is credited as on the receiving chain, whose end
// of the channel is (dstPort, dstChannel): the denom unwound when it came
// from there, else the receiving chain's voucher of its trace (ICS-20).
func ReceivedDenom(denom, srcPort, srcChannel, dstPort, dstChannel string) string {
	if rest, ok := strings.CutPrefix(denom, srcPort+"/"+srcChannel+"/"); ok {
		if !strings.Contains(rest, "/") {
			return rest
		}
		return voucher(rest)
	}
	return voucher(dstPort + "/" + dstChannel + "/" + denom)
}

func voucher(trace string) string {
	sum := sha256.Sum256([]byte(trace))
	return "ibc/" + strings.ToUpper(hex.EncodeToString(sum[:]))
}

// HopPlan is one IBC hop of a quoted route, from its estimate's
// ibc_transfer actions.
type HopPlan struct {
	FromChain, ToChain string
}

// IBCHop is what the chains show of one ICS-20 hop of a route: the
// packet sent on FromChain, received on ToChain, and acknowledged (or
// timed out) back on FromChain.
type IBCHop struct {
	FromChain, ToChain string
	// SendTx is the transaction that sent the packet on FromChain.
	SendTx   string
	SendTime time.Time
	Channel  string // the packet's source channel
	Sequence uint64
	Transfer TransferData
	// DstPort and DstChannel are the receiving end, for the credited denom.
	DstPort, DstChannel string
	// RecvTx is the transaction that received it on ToChain ("" until
	// then); AckWritten, AckOK and AckError are the acknowledgement it
	// wrote.
	RecvTx     string
	RecvBlock  uint64
	RecvTime   time.Time
	AckWritten bool
	AckOK      bool
	AckError   string
	// RefundTx is the acknowledge_packet (of an error) or timeout_packet
	// transaction on FromChain that returned the funds to the sender.
	RefundTx    string
	RefundBlock uint64
	RefundTime  time.Time
	TimedOut    bool
}

// ReturnOf is the received transfer a hub bridge's return names in its
// memo ({"refund_of": "ibc/<hub channel>/<sequence>", …}: the key
// devnet/cosmosbridge gives the transfer it received), "" for any other
// memo.
func ReturnOf(memo string) string {
	var m struct {
		RefundOf string `json:"refund_of"`
	}
	if len(memo) > 1<<15 || json.Unmarshal([]byte(memo), &m) != nil {
		return ""
	}
	return m.RefundOf
}

// ReturnKey is the name a hub bridge's return gives the hop that brought
// the funds to the hub (see ReturnOf).
func ReturnKey(toHub *IBCHop) string {
	return fmt.Sprintf("ibc/%s/%d", toHub.DstChannel, toHub.Sequence)
}

// failed reports whether the hop's transfer was refused or timed out:
// per ICS-20 the funds go back to the hop's sender.
func (h *IBCHop) failed() bool { return h.TimedOut || (h.AckWritten && !h.AckOK) }

// delivered reports whether the receiver holds the funds.
func (h *IBCHop) delivered() bool { return h.AckWritten && h.AckOK }

// receivedDenom is the denom the hop credits on ToChain.
func (h *IBCHop) receivedDenom() string {
	return ReceivedDenom(h.Transfer.Denom, "transfer", h.Channel, h.DstPort, h.DstChannel)
}

// ackErrorText renders an acknowledgement error for people: ibc-go writes
// ABCI codes as "ABCI code: N: error handling packet: see events for
// details"; base64 or hex noise is kept short.
func ackErrorText(s string) string {
	if len(s) > 300 {
		s = s[:300] + "…"
	}
	if b, err := base64.StdEncoding.DecodeString(s); err == nil && len(b) > 0 && isPrintable(string(b)) {
		return string(b)
	}
	return s
}

func isPrintable(s string) bool {
	for _, r := range s {
		if r < 32 || r == 127 {
			return false
		}
	}
	return true
}
