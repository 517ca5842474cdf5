package status

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/apperr"
)

// noChains is a tracker without EVM chains.
type noChains struct{}

func (noChains) Reader(string) (EVMReader, bool)    { return nil, false }
func (noChains) Contracts(string) (Contracts, bool) { return Contracts{}, false }

func cosmosTracker(world *fakeCosmos) *Tracker {
	q := obsQuote()
	q.ID = "q1"
	return New(Config{Quotes: quoteOf{"q1": q}, Store: &sharedStore{rows: map[TrackedKey]Tracked{}}, Chains: noChains{}, Cosmos: world,
		Env: cxEnv(), Now: func() time.Time { return fxT0.Add(time.Minute) }})
}

func TestTrackerCosmosSource(t *testing.T) {
	ctx := context.Background()
	tr := cosmosTracker(obsWorld(true, `{"result":"AQ=="}`))
	query := Query{TransactionID: obsSrcHash, FromChainID: cxOsmo, ToChainID: cxHubAtm, QuoteID: "q1"}
	a, err := tr.Status(ctx, query)
	if err != nil {
		t.Fatal(err)
	}
	if a.Record.RouteTransactionStatus != StateSuccess || a.Record.ID != obsSrcHash || len(a.Record.RouteStatus) != 3 {
		t.Errorf("record %s id %s steps %v", a.Record.RouteTransactionStatus, a.Record.ID, a.Record.RouteStatus)
	}
	// the same transaction asked as 0x and lower case: the same entry
	query.TransactionID = "0x" + strings.ToLower(obsSrcHash)
	b, err := tr.Status(ctx, query)
	if err != nil || b.Seq != a.Seq {
		t.Errorf("asked with 0x: %v, seq %d, want %d", err, b.Seq, a.Seq)
	}
	query.TransactionID = "1234"
	if _, err := tr.Status(ctx, query); apperr.As(err) == nil || apperr.As(err).Kind != apperr.KindBadRequest {
		t.Errorf("a short hash: %v", err)
	}
}

func TestTrackerCosmosSourceFailed(t *testing.T) {
	world := obsWorld(false, "")
	world.txs[cxOsmo+"/"+obsSrcHash] = CosmosTx{Hash: obsSrcHash, Height: 100, Code: 5, Codespace: "sdk", Log: "sdk code 5: insufficient funds"}
	_, err := cosmosTracker(world).Status(context.Background(), Query{TransactionID: obsSrcHash, FromChainID: cxOsmo, ToChainID: cxHubAtm, QuoteID: "q1"})
	ae := apperr.As(err)
	if ae == nil || ae.Kind != apperr.KindBadRequest || ae.Reason != "SOURCE_REVERTED" ||
		!strings.Contains(ae.Message, "failed on chain osmosis-1 in block 100 (sdk code 5: insufficient funds)") {
		t.Errorf("got %v, want the reverted-source 400 with the chain's code", err)
	}
}
