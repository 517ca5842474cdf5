package api

import "encoding/json"

// The simplified states of routeTransactionStatus (interface: States).
const (
	StateSuccess        = "success"
	StateNeedsGas       = "needs_gas"
	StateOngoing        = "ongoing"
	StatePartialSuccess = "partial_success"
	StateNotFound       = "not_found"
	StateRefund         = "refund"
)

// Terminal reports whether a state is final (decisions: success,
// partial_success and refund). Existing clients also stop polling at
// needs_gas; this package's client keeps following it, since adding gas
// moves it on.
func Terminal(state string) bool {
	return state == StateSuccess || state == StatePartialSuccess || state == StateRefund
}

// StatusQuery is the query of GET /v2/status: the first four are
// required; RequestID is the legacy parameter.
type StatusQuery struct {
	TransactionID string
	FromChainID   string
	ToChainID     string
	QuoteID       string
	RequestID     string
}

// StatusRecord is the body of GET /v2/status (interface: Status record,
// with the decided additions fundsAt, recovery, terminal and
// nextPollSeconds).
type StatusRecord struct {
	ID                     string           `json:"id"`
	Status                 string           `json:"status"`
	GasStatus              string           `json:"gasStatus"`
	IsGMPTransaction       bool             `json:"isGMPTransaction"`
	RouteTransactionStatus string           `json:"routeTransactionStatus"`
	BridgeTransactionURL   string           `json:"bridgeTransactionUrl"`
	FromChain              ChainSide        `json:"fromChain"`
	ToChain                ChainSide        `json:"toChain"`
	TimeSpent              map[string]int64 `json:"timeSpent"`
	RouteStatus            []RouteStep      `json:"routeStatus"`
	Error                  ErrorInfo        `json:"error"`
	RequestID              string           `json:"requestId"`
	IntegratorID           string           `json:"integratorId"`
	QuoteID                string           `json:"quoteId"`
	FundsAt                *FundsAt         `json:"fundsAt,omitempty"`
	Recovery               *Recovery        `json:"recovery,omitempty"`
	IntegratorFee          *IntegratorFee   `json:"integratorFee,omitempty"`
	GasOnDestination       *FundsAt         `json:"gasOnDestination,omitempty"` // receiveGasOnDestination: the native gas delivered to toAddress
	Terminal               bool             `json:"terminal"`
	NextPollSeconds        int              `json:"nextPollSeconds"`
}

// ChainSide is fromChain / toChain of the record; ChainData is the
// chain's configuration object (Chain) as the catalog encodes it.
type ChainSide struct {
	TransactionID   string          `json:"transactionId"`
	BlockNumber     uint64          `json:"blockNumber"`
	CallEventStatus string          `json:"callEventStatus"`
	CallEventLog    []EventLog      `json:"callEventLog"`
	ChainData       json.RawMessage `json:"chainData"`
	TransactionURL  string          `json:"transactionUrl"`
}

// EventLog is one route-contract event of a chain side's transaction.
type EventLog struct {
	Contract string            `json:"contract"`
	Address  string            `json:"address"`
	Event    string            `json:"event"`
	LogIndex uint              `json:"logIndex"`
	Args     map[string]string `json:"args"`
}

// RouteStep is one entry of routeStatus.
type RouteStep struct {
	ChainID string `json:"chainId"`
	TxHash  string `json:"txHash"`
	Status  string `json:"status"` // success, failure, awaiting, not_found, refunded
	Action  string `json:"action"` // send, call, refund, ibc_transfer
	// TransactionURL is an explorer page of the step where one exists:
	// the IBC packet of an ibc_transfer step.
	TransactionURL string `json:"transactionUrl,omitempty"`
}

// ErrorInfo is the record's error: {txHash, chain, message}, or {} when
// no chain and no explorer reports one (omitempty gives exactly {}).
type ErrorInfo struct {
	TxHash  string `json:"txHash,omitempty"`
	Chain   string `json:"chain,omitempty"`
	Message string `json:"message,omitempty"`
}

// FundsAt says where the user's value is now.
type FundsAt struct {
	ChainID string `json:"chainId"`
	Token   string `json:"token"`
	Address string `json:"address"`
	Amount  string `json:"amount"`
}

// IntegratorFee is the integrator's fee the route's source transaction
// paid (feeCosts "Integrator fee" of its quote): present once that
// transaction succeeded, which it cannot do without paying it.
type IntegratorFee struct {
	ChainID     string `json:"chainId"`
	Token       string `json:"token"`
	Beneficiary string `json:"beneficiary"`
	Amount      string `json:"amount"`
}

// Recovery is a ready-to-sign transaction that moves a stuck route on.
type Recovery struct {
	Type        string `json:"type"` // add_gas
	ChainID     string `json:"chainId"`
	Target      string `json:"target"`
	Data        string `json:"data"`
	Value       string `json:"value"`
	Description string `json:"description"`
}
