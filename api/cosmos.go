package api

import (
	"encoding/json"
	"fmt"
)

// Cosmos message type URLs a Cosmos transactionRequest carries in data.
const (
	TypeURLMsgTransfer = "/ibc.applications.transfer.v1.MsgTransfer"
)

// Route kind and action of IBC hops.
const (
	// RouteTypeIBC is a transfer between two Cosmos chains over IBC only
	// (no EVM chain on the way).
	RouteTypeIBC = "IBC_TRANSFER"
	// ActionIBCTransfer is one ICS-20 hop of a route.
	ActionIBCTransfer = "ibc_transfer"
)

// Bridge memo types of the hub's GMP-over-IBC instruction.
const (
	MemoTypeCall          = 1 // GMP call only
	MemoTypeCallWithToken = 2 // GMP call with the transferred token
	MemoTypeToken         = 3 // pure token transfer
)

// CosmosMsg is the data of a Cosmos transactionRequest, JSON-encoded into
// its data string: one message as CosmJS signs it ({typeUrl, value}, the
// value in CosmJS's camelCase field names).
type CosmosMsg struct {
	TypeURL string          `json:"typeUrl"`
	Value   json.RawMessage `json:"value"`
}

// Coin is a Cosmos SDK coin: an integer amount of a bank denom.
type Coin struct {
	Denom  string `json:"denom"`
	Amount string `json:"amount"`
}

// MsgTransfer is the value of an ICS-20 MsgTransfer as CosmJS reads it.
// TimeoutTimestamp is Unix nanoseconds as a decimal string (CosmJS takes
// it through Long), and the route never sets a timeout height.
type MsgTransfer struct {
	SourcePort       string `json:"sourcePort"`
	SourceChannel    string `json:"sourceChannel"`
	Token            Coin   `json:"token"`
	Sender           string `json:"sender"`
	Receiver         string `json:"receiver"`
	TimeoutTimestamp string `json:"timeoutTimestamp"`
	Memo             string `json:"memo"`
}

// BridgeMemo is the memo of an ICS-20 transfer to the hub's bridge
// account: Axelar's GMP-over-IBC instruction plus the quote it executes.
// Payload is base64 ABI bytes for the destination router, or nil.
type BridgeMemo struct {
	DestinationChain   string    `json:"destination_chain"`
	DestinationAddress string    `json:"destination_address"`
	Payload            *string   `json:"payload"`
	Type               int       `json:"type"`
	Fee                BridgeFee `json:"fee"`
	QuoteID            string    `json:"quote_id"`
}

// BridgeFee is the part of the transfer the hub keeps to pay for the
// destination's execution, and who receives it there.
type BridgeFee struct {
	Amount    string `json:"amount"`
	Recipient string `json:"recipient"`
}

// QuoteMemo is the memo of a transfer that needs no bridge instruction
// (an IBC transfer with the hub at one end): it names the quote only.
type QuoteMemo struct {
	QuoteID string `json:"quote_id"`
}

// maxMemoLen bounds the memos ParseMemoQuoteID reads; ibc-go itself
// refuses memos above 32 KiB.
const maxMemoLen = 32 << 10

// ParseMemoQuoteID returns the quote id a transfer memo names (a
// BridgeMemo or a QuoteMemo), "" when it names none.
func ParseMemoQuoteID(memo string) string {
	if len(memo) == 0 || len(memo) > maxMemoLen || memo[0] != '{' {
		return ""
	}
	var m QuoteMemo
	if json.Unmarshal([]byte(memo), &m) != nil {
		return ""
	}
	return m.QuoteID
}

// ParseCosmosTransfer reads the MsgTransfer of a Cosmos
// transactionRequest's data.
func ParseCosmosTransfer(data string) (MsgTransfer, error) {
	var msg CosmosMsg
	if err := json.Unmarshal([]byte(data), &msg); err != nil {
		return MsgTransfer{}, fmt.Errorf("cosmos transaction data: %w", err)
	}
	if msg.TypeURL != TypeURLMsgTransfer {
		return MsgTransfer{}, fmt.Errorf("cosmos transaction data: message %q is not an ICS-20 MsgTransfer", msg.TypeURL)
	}
	var t MsgTransfer
	if err := json.Unmarshal(msg.Value, &t); err != nil {
		return MsgTransfer{}, fmt.Errorf("cosmos transaction data: MsgTransfer: %w", err)
	}
	return t, nil
}
