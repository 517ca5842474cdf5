package status

import (
	"encoding/json"
	"time"
)

// Env is what the record shows beyond the observation: chain
// configurations and the links to explorers.
type Env struct {
	// ChainData is the chain's configuration object as /v2/chains serves it.
	ChainData func(chainID string) json.RawMessage
	// TxURL is the block explorer page of a transaction ("" when none).
	TxURL func(chainID, txHash string) string
	// BridgeURL is the bridge explorer page of a GMP source transaction.
	BridgeURL func(txHash string) string
	// PacketURL is the explorer page of an IBC packet, by its source
	// chain, channel and sequence ("" when none; nil: no packet pages).
	PacketURL func(chainID, channel string, sequence uint64) string
}

// Derive is the one place observations become the status record. It is
// pure: the same quote, observation and environment give the same record.
//
// Transitions (decisions, Status): not_found → ongoing → success |
// partial_success | needs_gas | refund; needs_gas → ongoing once gas is
// added; a first observation may land on a terminal state directly.
func Derive(q *Quote, o *Observation, env Env, requestID, integratorName string) Record {
	r := Record{
		ID: o.Source.TxHash, RequestID: requestID, IntegratorID: integratorName, QuoteID: q.ID,
		FromChain:   side(env, q.FromChain, "", 0),
		ToChain:     side(env, q.ToChain, "", 0),
		TimeSpent:   map[string]int64{},
		RouteStatus: []RouteStep{},
	}
	if o.Source.State == TxUnknown || o.Source.State == TxPending || o.Source.State == TxFailed {
		r.RouteTransactionStatus = StateNotFound
		r.FromChain.TransactionID = o.Source.TxHash
		r.RouteStatus = append(r.RouteStatus, RouteStep{ChainID: q.FromChain, TxHash: o.Source.TxHash, Status: "not_found", Action: "send"})
		r.NextPollSeconds = 5 // the interface: retry a 404 after 5 seconds
		return r
	}
	kind := o.Source.Kind
	if kind == "" {
		kind = q.Kind
	}
	r.FromChain = side(env, q.FromChain, o.Source.TxHash, o.Source.Block)
	r.FromChain.CallEventStatus = "success"
	r.FromChain.CallEventLog = nonNilEvents(o.Source.Events)
	r.IntegratorFee = q.IntegratorFee
	send := RouteStep{ChainID: q.FromChain, TxHash: o.Source.TxHash, Status: "success", Action: "send"}
	r.RouteStatus = append(r.RouteStatus, send)
	switch {
	case len(q.Hops) > 0:
		deriveCosmos(&r, q, o, env, kind)
	case kind == KindBridge:
		deriveGMP(&r, q, o, env)
	case q.FromChain == BitcoinChainID:
		deriveBitcoinDeposit(&r, q, o, env)
	case kind == KindIntents:
		deriveIntents(&r, q, o, env)
	default:
		deriveSwap(&r, q, o)
	}
	feePaid(&r, q)
	r.Terminal = Terminal(r.RouteTransactionStatus)
	r.NextPollSeconds = nextPoll(r.RouteTransactionStatus, time.Duration(r.TimeSpent["total"])*time.Second, q.EstimatedDuration, q.EstimatedP90)
	return r
}

func deriveSwap(r *Record, q *Quote, o *Observation) {
	r.Status = "executed"
	r.RouteTransactionStatus = StateSuccess
	r.ToChain = r.FromChain
	r.TimeSpent["total"] = 0
	if d := o.Dest; d.Seen {
		r.FundsAt = &FundsAt{ChainID: q.ToChain, Token: d.Token, Address: d.Recipient, Amount: d.Amount}
	}
}

func deriveGMP(r *Record, q *Quote, o *Observation, env Env) {
	r.IsGMPTransaction = true
	if env.BridgeURL != nil {
		r.BridgeTransactionURL = env.BridgeURL(o.Source.TxHash)
	}
	g := o.GMP
	r.GasStatus = "gas_unpaid"
	if o.Source.GasPaid {
		r.GasStatus = "gas_paid"
	}
	r.Status = "source_gateway_called"
	if g != nil {
		r.Status = SDKStatus(g.Status)
		if g.GasStatus != "" {
			r.GasStatus = g.GasStatus
		}
		for k, v := range g.TimeSpent {
			if k == "call_approved" { // the explorer's key; existing clients read call_approve
				k = "call_approve"
			}
			if k != "total" {
				r.TimeSpent[k] = v
			}
		}
		if g.Error != nil {
			r.Error = *g.Error
		}
	}
	call := RouteStep{ChainID: q.ToChain, Status: "awaiting", Action: "call"}
	d := o.Dest
	switch {
	case d.Seen && d.Event == OutcomeRouteExecuted:
		r.Status, r.RouteTransactionStatus = "destination_executed", StateSuccess
		call.Status = "success"
		r.ToChain.CallEventStatus = "success"
		r.FundsAt = &FundsAt{ChainID: q.ToChain, Token: d.Token, Address: d.Recipient, Amount: d.Amount}
		r.Error = ErrorInfo{}
		// the gas went out in the same destination calls as the output
		r.GasOnDestination = q.GasOnDestination
	case d.Seen && d.Event == OutcomeCallsFailed:
		r.Status, r.RouteTransactionStatus = "destination_executed", StatePartialSuccess
		call.Status = "failure"
		r.ToChain.CallEventStatus = "failure"
		r.FundsAt = &FundsAt{ChainID: q.ToChain, Token: d.Token, Address: d.Recipient, Amount: d.Amount}
		msg := "the destination calls failed"
		if d.Reason != "" {
			msg += ": " + d.Reason
		}
		r.Error = ErrorInfo{TxHash: d.TxHash, Chain: q.ToChain, Message: msg + "; the bridged token was delivered to the recipient instead"}
	case g != nil && g.GasAddedOnChain && (g.Status == "insufficient_fee" || g.GasStatus == "gas_paid_not_enough_gas"):
		// Gas was added since the explorer last looked: approved, and
		// waiting for the relayer's execution.
		r.Status, r.RouteTransactionStatus = "destination_gateway_approved", StateOngoing
	case g != nil && (g.Status == "insufficient_fee" || g.GasStatus == "gas_paid_not_enough_gas" && g.Status != "executed"):
		r.Status, r.RouteTransactionStatus = "insufficient_fee", StateNeedsGas
		r.Recovery = g.AddGas
		if r.Error.Message == "" {
			r.Error = ErrorInfo{TxHash: o.Source.TxHash, Chain: q.FromChain,
				Message: "the prepaid gas does not cover execution on the destination at its current gas price: add gas (recovery) to continue"}
		}
	default:
		r.RouteTransactionStatus = StateOngoing
	}
	if d.Seen {
		r.ToChain = side(env, q.ToChain, d.TxHash, d.Block)
		r.ToChain.CallEventStatus = call.Status
		r.ToChain.CallEventLog = nonNilEvents(d.Events)
		call.TxHash = d.TxHash
		r.TimeSpent["total"] = span(o.Source.Time, d.Time)
		if sum := r.TimeSpent["call_approve"] + r.TimeSpent["approved_executed"]; sum > r.TimeSpent["total"] {
			r.TimeSpent["total"] = sum // phases read from two chains' clocks
		}
	} else {
		r.TimeSpent["total"] = span(o.Source.Time, o.Now)
	}
	r.RouteStatus = append(r.RouteStatus, call)
}

func deriveIntents(r *Record, q *Quote, o *Observation, env Env) {
	r.Status = "created"
	r.RouteTransactionStatus = StateOngoing
	call := RouteStep{ChainID: q.ToChain, Status: "awaiting", Action: "call"}
	d := o.Dest
	switch {
	case d.Seen && d.Event == OutcomeFilled:
		r.Status, r.RouteTransactionStatus = "filled", StateSuccess
		call.Status, call.TxHash = "success", d.TxHash
		r.ToChain = side(env, q.ToChain, d.TxHash, d.Block)
		r.ToChain.CallEventStatus = "success"
		r.ToChain.CallEventLog = nonNilEvents(d.Events)
		r.FundsAt = &FundsAt{ChainID: q.ToChain, Token: d.Token, Address: d.Recipient, Amount: d.Amount}
		r.TimeSpent["created_filled"] = span(o.Source.Time, d.Time)
		r.TimeSpent["total"] = r.TimeSpent["created_filled"]
	case o.Order != nil && o.Order.Refund != nil:
		f := o.Order.Refund
		r.Status, r.RouteTransactionStatus = "refunded", StateRefund
		call.Status = "failure"
		r.RouteStatus = append(r.RouteStatus, call)
		call = RouteStep{ChainID: q.FromChain, TxHash: f.TxHash, Status: "refunded", Action: "refund"}
		r.FundsAt = &FundsAt{ChainID: q.FromChain, Token: f.Token, Address: f.Recipient, Amount: f.Amount}
		r.Error = ErrorInfo{TxHash: f.TxHash, Chain: q.FromChain,
			Message: "the solver did not fill the order before it expired; the input was refunded to the order's fromAddress"}
		r.TimeSpent["created_refunded"] = span(o.Source.Time, f.Time)
		r.TimeSpent["total"] = r.TimeSpent["created_refunded"]
	case o.Order != nil && o.Order.Expired:
		r.Status = "expired"
		call.Status = "failure"
		r.Error = ErrorInfo{TxHash: o.Source.TxHash, Chain: q.FromChain,
			Message: "the order expired unfilled; its refund to fromAddress is on its way"}
		r.TimeSpent["total"] = span(o.Source.Time, o.Now)
	default:
		r.TimeSpent["total"] = span(o.Source.Time, o.Now)
	}
	r.RouteStatus = append(r.RouteStatus, call)
}

// SDKStatus maps the bridge explorer's status words to the GMP status set
// existing v2 clients parse (decisions, Status). Words already in that set
// pass through.
func SDKStatus(explorer string) string {
	switch explorer {
	case "called", "confirming":
		return "source_gateway_called"
	case "confirmed", "approving":
		return "confirmed"
	case "approved":
		return "destination_gateway_approved"
	case "executed":
		return "destination_executed"
	}
	return explorer // executing, express_executed, insufficient_fee, error and the SDK words themselves
}

func side(env Env, chainID, txHash string, block uint64) ChainSide {
	s := ChainSide{TransactionID: txHash, BlockNumber: block, CallEventLog: []EventLog{}, ChainData: json.RawMessage("{}")}
	if env.ChainData != nil {
		if d := env.ChainData(chainID); len(d) > 0 {
			s.ChainData = d
		}
	}
	if txHash != "" && env.TxURL != nil {
		s.TransactionURL = env.TxURL(chainID, txHash)
	}
	return s
}

func nonNilEvents(e []EventLog) []EventLog {
	if e == nil {
		return []EventLog{}
	}
	return e
}

func span(from, to time.Time) int64 {
	if from.IsZero() || !to.After(from) {
		return 0
	}
	return int64(to.Sub(from).Round(time.Second) / time.Second)
}

// nextPoll is the record's polling hint in seconds: none once terminal;
// the interface's 5 s for a transaction not yet seen; NextPoll's figure
// from the (measured) estimate while it moves; 10 s while it waits for the
// user.
func nextPoll(state string, elapsed, p50, p90 time.Duration) int {
	switch state {
	case StateNotFound:
		return 5
	case StateNeedsGas:
		return 10
	case StateOngoing:
		if p90 <= 0 {
			p90 = p50 + p50/2 // quotes stored before the estimate carried its p90
		}
		return int(NextPoll(elapsed, p50, p90) / time.Second)
	}
	return 0
}
