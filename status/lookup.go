package status

import (
	"context"
	"errors"
	"time"
)

// TxLookup reads what a chain says of one transaction: the source-side
// observation for chains the tracker has no richer reader for. Live mode
// has one per chain family (EVM JSON-RPC, Cosmos LCD, Bitcoin Esplora,
// Solana, Sui, XRPL, Stellar Horizon).
type TxLookup interface {
	// LookupTx returns the transaction's state on chainID. A transaction the
	// chain does not know (yet) is TxUnknown with a nil error; an error means
	// the chain could not be asked (unreachable, malformed answer).
	LookupTx(ctx context.Context, chainID, txID string) (TxResult, error)
}

// TxState is where a transaction stands on its chain.
type TxState int

const (
	// TxUnknown: the chain (or its indexer) has no record of it yet.
	TxUnknown TxState = iota
	// TxPending: seen but not yet in a block, or not yet final where the
	// family distinguishes (an unvalidated XRPL ledger, an unconfirmed
	// Bitcoin transaction, a processed Solana slot).
	TxPending
	// TxSucceeded: included and executed successfully.
	TxSucceeded
	// TxFailed: included, but the chain reports it failed (reverted,
	// non-zero code, tec result): no value moved except fees.
	TxFailed
)

func (s TxState) String() string {
	switch s {
	case TxPending:
		return "pending"
	case TxSucceeded:
		return "succeeded"
	case TxFailed:
		return "failed"
	default:
		return "unknown"
	}
}

// TxResult is one transaction's observation.
type TxResult struct {
	State TxState
	// Block is the block height, slot, ledger index or checkpoint that
	// includes it (0 when not included).
	Block uint64
	// Time is the including block's time (zero when unknown).
	Time time.Time
	// Reason is the chain's own failure description for TxFailed (a revert
	// reason, a code and log, a tec result), for people to read.
	Reason string
}

// ErrBadTxID is returned for a transaction id that cannot be one of the
// family's (wrong length or alphabet); callers map it to a 400.
var ErrBadTxID = errors.New("transaction id is not valid for the chain")
