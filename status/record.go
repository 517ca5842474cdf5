// Package status owns the status of routes after the quote: what the
// chains and the bridge say of a submitted transaction (observations),
// the one pure function that turns them into the v2 status record, and
// the tracker that keeps in-flight transactions fresh as blocks arrive and
// stores terminal records.
package status

import "github.com/switchyard-dev/switchyard/api"

// The simplified states of routeTransactionStatus (interface: States).
const (
	StateSuccess        = api.StateSuccess
	StateNeedsGas       = api.StateNeedsGas
	StateOngoing        = api.StateOngoing
	StatePartialSuccess = api.StatePartialSuccess
	StateNotFound       = api.StateNotFound
	StateRefund         = api.StateRefund
)

// Route kinds, as the stored quote's transactionRequest.routeType names
// them (api.RouteTypeSwap…), lower-cased.
const (
	KindSwap    = "swap"
	KindBridge  = "bridge"
	KindIntents = "intents"
)

// The record's types are the wire types of package api, shared with the
// Go client; the names here keep the status package's vocabulary.
type (
	// Record is the body of GET /v2/status.
	Record = api.StatusRecord
	// ChainSide is fromChain / toChain of the record.
	ChainSide = api.ChainSide
	// EventLog is one route-contract event of a chain side's transaction.
	EventLog = api.EventLog
	// RouteStep is one entry of routeStatus.
	RouteStep = api.RouteStep
	// ErrorInfo is the record's error: {txHash, chain, message}, or {}.
	ErrorInfo = api.ErrorInfo
	// FundsAt says where the user's value is now.
	FundsAt = api.FundsAt
	// Recovery is a ready-to-sign transaction that moves a stuck route on.
	Recovery = api.Recovery
)

// Terminal reports whether a state is final (decisions: success,
// partial_success and refund).
func Terminal(state string) bool { return api.Terminal(state) }
