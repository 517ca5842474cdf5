package status

import (
	"time"

	"github.com/switchyard-dev/switchyard/api"
)

// Quote is what the tracker needs of a stored quote.
type Quote struct {
	ID             string
	IntegratorHash string // the integrator who asked for it
	Kind           string // KindSwap, KindBridge, KindIntents or KindIBC
	FromChain      string
	ToChain        string
	FromAddress    string
	ToAddress      string
	FromToken      string
	ToToken        string
	// RefundAddress receives excess prepaid GMP gas (fromAddress unless the
	// request overrode it).
	RefundAddress string
	// EstimatedDuration is the quote's estimatedRouteDuration (measured
	// median or the model's figure), EstimatedP90 its
	// estimatedRouteDurationP90 (0 in quotes stored before it existed).
	EstimatedDuration time.Duration
	EstimatedP90      time.Duration
	CreatedAt         time.Time
	// Hops are the route's IBC hops, from its estimate's ibc_transfer
	// actions, in route order.
	Hops []HopPlan
	// ToCosmos: the route ends on a Cosmos chain (its estimate's toToken
	// is a Cosmos denom); without hops that chain is the hub itself.
	ToCosmos bool
	// IntegratorFee is what the source transaction pays the integrator
	// (fee.go); nil without a fee.
	IntegratorFee *api.IntegratorFee
	// GasOnDestination is the native gas a GMP route delivers to
	// toAddress with its output (receiveGasOnDestination, gasdest.go);
	// nil without it.
	GasOnDestination *api.FundsAt
}

// Observation is everything seen of one route transaction at one moment:
// the source chain, the bridge explorer, the destination chain and the
// intents order. Observers fill it; Derive turns it into the record.
type Observation struct {
	Source Source
	// GMP is the bridge explorer's message, nil until it has indexed it
	// (or for routes that are not GMP).
	GMP *GMP
	// Dest is the route's outcome where the user receives: the
	// destination router's event (GMP), the solver's fill (intents), or
	// the router's event in the source transaction itself (same chain).
	Dest Outcome
	// Order is the intents order (intents routes only).
	Order *Order
	// Hops are the route's IBC hops as far as the chains show them, in
	// route order (routes with a Cosmos end; a hop not yet sent is absent).
	Hops []IBCHop
	// Return is the hub bridge's transfer of a failed forward's funds back
	// to the route's sender (a Cosmos source whose forward from the hub
	// timed out or was refused), nil until the bridge sends it.
	Return *IBCHop
	// IntegratorFee is a fee paid outside the source transaction: a BTC →
	// EVM route's, paid by the solver beside its fill; nil until paid.
	IntegratorFee *api.IntegratorFee
	// Now is when the observation was made.
	Now time.Time
}

// Source is the source transaction.
type Source struct {
	State  TxState
	TxHash string
	Block  uint64
	Time   time.Time
	Reason string // the revert, for TxFailed
	// Kind is the route kind the transaction's own events show ("" when
	// they show none of the route contracts' events).
	Kind   string
	Events []EventLog
	// GasPaid reports a gas service payment in the transaction (GMP).
	GasPaid bool
}

// GMP is the bridge explorer's view of the message, in its own words.
type GMP struct {
	Status    string // the explorer's status (called, confirmed, approved, executed, insufficient_fee, error …)
	GasStatus string
	CommandID string
	LogIndex  uint
	TimeSpent map[string]int64 // the explorer's phase durations, seconds
	Error     *ErrorInfo
	// AddGas is the add_gas transaction that would cover the destination's
	// current execution cost (nil when nothing is short or it cannot be
	// built). Derive offers it only in needs_gas.
	AddGas *Recovery
	// GasAddedOnChain: the source chain shows more gas added for the
	// message than the explorer has counted. The user has acted; the
	// relayer is about to: the route is no longer waiting for anyone.
	GasAddedOnChain bool
}

// Outcome is the event that ends a route where the user receives.
type Outcome struct {
	Seen    bool
	TxHash  string
	Block   uint64
	Time    time.Time
	Event   string // OutcomeRouteExecuted, OutcomeCallsFailed or OutcomeFilled
	ChainID string
	// Recipient, Token and Amount (decimal base units) are what the event
	// says the user received.
	Recipient string
	Token     string
	Amount    string
	Reason    string // DestinationCallsFailed's reason, decoded for people
	Events    []EventLog
}

// Outcome events.
const (
	OutcomeRouteExecuted = "RouteExecuted"
	OutcomeCallsFailed   = "DestinationCallsFailed"
	OutcomeFilled        = "OrderFilled"
)

// Order is an intents order on its source settlement.
type Order struct {
	Hash        string
	FromAddress string
	FromToken   string
	FromAmount  string
	Expiry      time.Time
	// Expired: the source chain's latest block is past Expiry.
	Expired bool
	// Refund is the settlement's OrderRefunded, once seen.
	Refund *Outcome
}
