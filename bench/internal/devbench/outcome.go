package devbench

import (
	"context"
	"fmt"
	"time"
)

// RouteOutcome is what every devnet benchmark records of a route: which
// one it was, its transaction and quote, and the block that completed it
// with when the block clock first saw that block. The JSON names are
// those of the benchmarks' -json output; a benchmark's own figures follow
// them.
type RouteOutcome struct {
	Kind    string `json:"kind"`
	Index   int    `json:"index"`
	Account string `json:"account"`
	Tx      string `json:"tx,omitempty"`
	QuoteID string `json:"quote_id,omitempty"`
	// The completing block (the destination's; the source's for a
	// same-chain swap) and when it was first seen.
	Chain     string    `json:"completing_chain,omitempty"`
	Block     uint64    `json:"completing_block,omitempty"`
	BlockSeen time.Time `json:"block_seen"`
}

// DateCompletion takes the block that completed a route of kind k from
// its success record and waits (up to 2 s) for its chain's clock to have
// seen it: the time every latency of the route is measured from.
func (o *RouteOutcome) DateCompletion(ctx context.Context, clocks map[string]*BlockClock, k RouteKind, rec *StatusRecord) error {
	o.Chain, o.Block = rec.CompletingBlock(k)
	clock := clocks[o.Chain]
	if clock == nil {
		return fmt.Errorf("no block clock for chain %s", o.Chain)
	}
	seen, ok := clock.Wait(ctx, o.Block, 2*time.Second)
	if !ok {
		return fmt.Errorf("block %d of chain %s (the record's completing block) was never seen by the block poller", o.Block, o.Chain)
	}
	o.BlockSeen = seen
	return nil
}
