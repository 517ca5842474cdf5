package status

import (
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/apperr"
)

// entry is one tracked transaction in memory.
type entry struct {
	key        string
	quoteID    string
	toChain    string
	quote      *Quote // nil for a terminal record loaded from the store
	hash       common.Hash
	metaMu     sync.Mutex // guards requestID, adopted from a later query
	requestID  string
	integrator string
	created    time.Time

	obs       observer    // used only by the refresh holding busy
	seq       int64       // the last stored change; the refresh holding busy moves it
	persisted atomic.Bool // the store has a row for it
	// remote: another replica's lease holds it; answered from the store.
	remote atomic.Bool
	// notifiedSeq is the latest change the store reported (WatchTracked);
	// above seq, the next step reads the store first.
	notifiedSeq atomic.Int64

	subMu sync.Mutex
	subs  map[*follower]struct{} // open streams

	answer  atomic.Pointer[entryAnswer]
	busy    atomic.Bool  // a refresh is running
	again   atomic.Bool  // another refresh was asked for meanwhile
	touchNs atomic.Int64 // last request, Unix ns
	// refreshedNs is the last refresh's start, Unix ns.
	refreshedNs atomic.Int64
}

type entryAnswer struct {
	a        *Answer
	err      error
	terminal bool
}

// result is the latest answer, and marks the entry as asked for.
func (e *entry) result() (*Answer, error) {
	e.touchNs.Store(time.Now().UnixNano())
	a := e.answer.Load()
	if a == nil {
		return nil, apperr.Internal(errNoAnswer)
	}
	if a.err != nil {
		return nil, a.err
	}
	if a.a.Record.RouteTransactionStatus == StateNotFound {
		return nil, apperr.NotFound("transaction %s is not yet on chain %s: retry in 5 seconds (a transaction appears here once it is in a block)",
			a.a.Record.ID, e.quote.FromChain).WithRouteStatus(StateNotFound).WithReason("TX_NOT_FOUND")
	}
	return a.a, nil
}

func (e *entry) touched() time.Time { return time.Unix(0, e.touchNs.Load()) }

func (e *entry) refreshed() time.Time { return time.Unix(0, e.refreshedNs.Load()) }

// meta is the request id and integrator name the record echoes.
func (e *entry) meta() (requestID, integrator string) {
	e.metaMu.Lock()
	defer e.metaMu.Unlock()
	return e.requestID, e.integrator
}

// adoptRequestID keeps the first legacy requestId a query gives for a
// transaction the tracker found on its own, and reports whether it did.
func (e *entry) adoptRequestID(id string) bool {
	e.metaMu.Lock()
	defer e.metaMu.Unlock()
	if id == "" || e.requestID != "" || e.quote == nil {
		return false
	}
	e.requestID = id
	return true
}

var errNoAnswer = errorString("status: no observation yet")

type errorString string

func (e errorString) Error() string { return string(e) }
