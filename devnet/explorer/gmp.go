package explorer

import (
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

// GMP is one message in the public GMP explorer's searchGMP shape
// (axelarscan): snake_case record fields, camelCase event fields and
// returnValues, amounts as decimal strings of base units.
type GMP struct {
	ID                        string         `json:"id"`
	MessageID                 string         `json:"message_id"`
	CommandID                 string         `json:"command_id"`
	Status                    string         `json:"status"`
	GasStatus                 string         `json:"gas_status"`
	IsInsufficientFee         bool           `json:"is_insufficient_fee"`
	IsInvalidDestinationChain bool           `json:"is_invalid_destination_chain"`
	Call                      EventRecord    `json:"call"`
	GasPaid                   *EventRecord   `json:"gas_paid,omitempty"`
	GasAddedTransactions      []EventRecord  `json:"gas_added_transactions,omitempty"`
	Confirm                   *EventRecord   `json:"confirm,omitempty"`
	Approved                  *EventRecord   `json:"approved,omitempty"`
	Executed                  *EventRecord   `json:"executed,omitempty"`
	Error                     *ErrorRecord   `json:"error,omitempty"`
	Gas                       GasRecord      `json:"gas"`
	TimeSpent                 map[string]int `json:"time_spent,omitempty"`
}

// EventRecord is one on-chain step of a message.
type EventRecord struct {
	Chain           string         `json:"chain"`
	ChainID         uint64         `json:"chain_id"`
	ChainType       string         `json:"chain_type"`
	ContractAddress string         `json:"contract_address,omitempty"`
	Event           string         `json:"event,omitempty"`
	TransactionHash string         `json:"transactionHash,omitempty"`
	BlockNumber     uint64         `json:"blockNumber"`
	BlockTimestamp  uint64         `json:"block_timestamp"`
	LogIndex        *uint          `json:"logIndex,omitempty"`
	Transaction     *TxRecord      `json:"transaction,omitempty"`
	ReturnValues    map[string]any `json:"returnValues,omitempty"`

	// Executed only.
	From                      string         `json:"from,omitempty"`
	SourceChain               string         `json:"sourceChain,omitempty"`
	SourceTransactionHash     string         `json:"sourceTransactionHash,omitempty"`
	SourceTransactionLogIndex *uint          `json:"sourceTransactionLogIndex,omitempty"`
	RelayerAddress            string         `json:"relayerAddress,omitempty"`
	Receipt                   *ReceiptRecord `json:"receipt,omitempty"`
	// Route is the devnet router's outcome for the command (a devnet
	// extension): RouteExecuted, or DestinationCallsFailed when the
	// destination calls failed and the bridged token went to the recipient.
	Route *RouteRecord `json:"route,omitempty"`
}

// TxRecord names a step's transaction.
type TxRecord struct {
	Hash string `json:"hash"`
	From string `json:"from"`
}

// ReceiptRecord summarises an execution's receipt.
type ReceiptRecord struct {
	Status          int    `json:"status"`
	GasUsed         string `json:"gasUsed"`
	BlockNumber     uint64 `json:"blockNumber"`
	From            string `json:"from"`
	TransactionHash string `json:"transactionHash"`
}

// RouteRecord is the destination router's event for the command.
type RouteRecord struct {
	Event     string `json:"event"`
	Recipient string `json:"recipient"`
	Token     string `json:"token"`
	Amount    string `json:"amount"`
	Reason    string `json:"reason,omitempty"`
}

// ErrorRecord is the explorer's error object: the chain, a message and
// the reverted transaction (when there was one).
type ErrorRecord struct {
	Chain           string `json:"chain"`
	ChainID         uint64 `json:"chain_id"`
	Message         string `json:"message"`
	TransactionHash string `json:"transactionHash,omitempty"`
	BlockNumber     uint64 `json:"blockNumber,omitempty"`
	BlockTimestamp  uint64 `json:"block_timestamp,omitempty"`
}

// GasRecord is the message's gas in source native base units (decimal).
type GasRecord struct {
	GasPaidAmount     string `json:"gas_paid_amount"`
	GasAddedAmount    string `json:"gas_added_amount"`
	GasRequiredAmount string `json:"gas_required_amount,omitempty"`
}

// view is View on this explorer: a message to one of its Cosmos chains
// (by bridge name, which the hub's bridge carries) names a valid
// destination although no EVM chain has that name.
func (e *Explorer) view(m *relayer.Message) GMP {
	g := View(m)
	if g.IsInvalidDestinationChain && e.cosmosDestination(m.DestinationChain) {
		g.IsInvalidDestinationChain = false
	}
	return g
}

// cosmosDestination reports whether a GMP destination chain name is one
// of the explorer's Cosmos chains (bridge names match without regard to
// case, as the hub's bridge matches them).
func (e *Explorer) cosmosDestination(name string) bool {
	for _, c := range e.cosmos {
		if c.Name != "" && strings.EqualFold(c.Name, name) {
			return true
		}
	}
	return false
}

// View renders a relayer message in the explorer's shape. A destination
// no EVM chain serves is marked invalid; Explorer.view knows the Cosmos
// chains as well.
func View(m *relayer.Message) GMP {
	g := GMP{
		ID:                        m.ID,
		MessageID:                 m.ID,
		CommandID:                 m.CommandID.Hex(),
		Status:                    string(m.Status),
		GasStatus:                 string(m.GasStatus),
		IsInsufficientFee:         m.Status == relayer.StatusInsufficientFee,
		IsInvalidDestinationChain: m.DestinationChainID == 0,
		Call:                      callRecord(m),
		TimeSpent:                 timeSpent(m),
	}
	added := new(bigSum)
	for _, p := range m.GasAdded {
		added.add(p.Amount)
		r := stepRecord(p.Step, "NativeGasAdded")
		r.ReturnValues = map[string]any{"txHash": m.Call.TxHash.Hex(), "logIndex": m.Call.LogIndex,
			"gasFeeAmount": decimal(p.Amount), "refundAddress": p.RefundAddress.Hex()}
		g.GasAddedTransactions = append(g.GasAddedTransactions, r)
	}
	paid := "0"
	if p := m.GasPaid; p != nil {
		paid = decimal(p.Amount)
		r := stepRecord(p.Step, p.Event)
		r.ReturnValues = map[string]any{"sourceAddress": m.From(), "destinationChain": m.DestinationChain,
			"destinationAddress": m.DestinationContractAddress, "payloadHash": m.PayloadHash.Hex(),
			"gasFeeAmount": decimal(p.Amount), "refundAddress": p.RefundAddress.Hex()}
		if m.Event == relayer.EventContractCallWithToken {
			r.ReturnValues["symbol"], r.ReturnValues["amount"] = m.Symbol, decimal(m.Amount)
		}
		g.GasPaid = &r
	}
	g.Gas = GasRecord{GasPaidAmount: paid, GasAddedAmount: added.String()}
	if m.RequiredFee != nil {
		g.Gas.GasRequiredAmount = m.RequiredFee.String()
	}
	if s := m.Confirmed; s != nil {
		r := stepRecord(*s, "")
		r.TransactionHash, r.Transaction, r.LogIndex = "", nil, nil
		g.Confirm = &r
	}
	if s := m.Approved; s != nil {
		g.Approved = approvedRecord(m, *s)
	}
	if e := m.Executed; e != nil {
		g.Executed = executedRecord(m, e)
	}
	if f := m.Error; f != nil {
		g.Error = &ErrorRecord{Chain: f.Chain, ChainID: f.ChainID, Message: f.Message, BlockNumber: f.BlockNumber, BlockTimestamp: f.BlockTime}
		if f.TxHash != (common.Hash{}) {
			g.Error.TransactionHash = f.TxHash.Hex()
		}
	}
	return g
}

func callRecord(m *relayer.Message) EventRecord {
	r := stepRecord(m.Call, m.Event)
	r.ReturnValues = map[string]any{
		"sender":                     m.From(),
		"destinationChain":           m.DestinationChain,
		"destinationContractAddress": m.DestinationContractAddress,
		"payloadHash":                m.PayloadHash.Hex(),
		"payload":                    hexutil.Encode(m.Payload),
	}
	if m.Event == relayer.EventContractCallWithToken {
		r.ReturnValues["symbol"], r.ReturnValues["amount"] = m.Symbol, decimal(m.Amount)
	}
	return r
}

func approvedRecord(m *relayer.Message, s relayer.Step) *EventRecord {
	event := "ContractCallApproved"
	if m.Event == relayer.EventContractCallWithToken {
		event = "ContractCallApprovedWithMint"
	}
	r := stepRecord(s, event)
	r.ReturnValues = map[string]any{
		"commandId":        m.CommandID.Hex(),
		"sourceChain":      m.SourceChain,
		"sourceAddress":    m.From(),
		"contractAddress":  m.DestinationContractAddress,
		"payloadHash":      m.PayloadHash.Hex(),
		"sourceTxHash":     m.Call.TxHash.Hex(),
		"sourceEventIndex": m.Call.LogIndex,
	}
	if m.Event == relayer.EventContractCallWithToken {
		r.ReturnValues["symbol"], r.ReturnValues["amount"] = m.Symbol, decimal(m.Amount)
	}
	return &r
}

func executedRecord(m *relayer.Message, e *relayer.Execution) *EventRecord {
	r := stepRecord(e.Step, "execute")
	r.LogIndex = nil
	r.From = e.From.Hex()
	r.RelayerAddress = e.From.Hex()
	r.SourceChain = m.SourceChain
	r.SourceTransactionHash = m.Call.TxHash.Hex()
	index := m.Call.LogIndex
	r.SourceTransactionLogIndex = &index
	r.Receipt = &ReceiptRecord{Status: 1, GasUsed: strconv.FormatUint(e.GasUsed, 10), BlockNumber: e.BlockNumber,
		From: e.From.Hex(), TransactionHash: e.TxHash.Hex()}
	if e.Outcome != "" {
		r.Route = &RouteRecord{Event: e.Outcome, Recipient: e.Recipient.Hex(), Token: e.Token.Hex(), Amount: decimal(e.Amount)}
		if len(e.Reason) > 0 {
			r.Route.Reason = relayer.DescribeRevert(e.Reason)
		}
	}
	return &r
}

func stepRecord(s relayer.Step, event string) EventRecord {
	index := s.LogIndex
	r := EventRecord{Chain: s.Chain, ChainID: s.ChainID, ChainType: "evm", Event: event, BlockNumber: s.BlockNumber,
		BlockTimestamp: s.BlockTime, LogIndex: &index}
	if s.TxHash != (common.Hash{}) {
		r.TransactionHash = s.TxHash.Hex()
		r.Transaction = &TxRecord{Hash: s.TxHash.Hex(), From: s.From.Hex()}
	}
	return r
}

// timeSpent is the public explorer's phase durations in seconds, from
// block timestamps: call_confirm, call_approved, approved_executed, and
// total once the message is done. Phases on two chains compare two
// chains' clocks; a devnet chain's clock can run ahead of another's (each
// block is at least a second after its parent), so a negative phase is
// shown as 0, and total is at least call_approved + approved_executed.
func timeSpent(m *relayer.Message) map[string]int {
	out := map[string]int{}
	call := m.Call.BlockTime
	if m.Confirmed != nil {
		out["call_confirm"] = span(call, m.Confirmed.BlockTime)
	}
	if m.Approved != nil && m.Approved.BlockTime != 0 {
		out["call_approved"] = span(call, m.Approved.BlockTime)
	}
	if m.Executed != nil && m.Executed.BlockTime != 0 {
		if m.Approved != nil && m.Approved.BlockTime != 0 {
			out["approved_executed"] = span(m.Approved.BlockTime, m.Executed.BlockTime)
		}
		// Never less than its phases, whichever clocks they were read from.
		out["total"] = max(span(call, m.Executed.BlockTime), out["call_approved"]+out["approved_executed"])
	} else if m.Error != nil && m.Error.BlockTime != 0 {
		out["total"] = span(call, m.Error.BlockTime)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func span(from, to uint64) int {
	if to <= from {
		return 0
	}
	return int(to - from)
}
