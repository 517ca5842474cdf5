package chain

import (
	"context"
	"errors"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/rpc"
)

// DefaultBroadcastLatency is how long eth_sendRawTransaction over HTTP
// takes to answer at least, as a public endpoint's broadcast does.
//
// Why: the devnet seals a block the moment a transaction arrives and
// answers in a few milliseconds, while ethers v6 reuses the answer of an
// identical request for 250 ms (its cacheTimeout). A wallet sending an
// approve and then the route transaction without waiting would get the
// same "pending" nonce twice from an instant local node, and the second
// send fails with "nonce has already been used"; against real networks
// the broadcast itself takes longer than that cache. The transaction
// enters the pool (and its block) at once; only the answer waits.
const DefaultBroadcastLatency = 300 * time.Millisecond

// broadcastAPI answers eth_sendRawTransaction; registered after
// go-ethereum's own eth API, it takes its place.
type broadcastAPI struct {
	backend *eth.Ethereum
	latency time.Duration
}

// SendRawTransaction submits the signed transaction as go-ethereum does,
// then, for HTTP callers, answers no sooner than the broadcast latency.
// In-process callers (the devnet's relayer and solver) are answered at once.
func (a *broadcastAPI) SendRawTransaction(ctx context.Context, input hexutil.Bytes) (common.Hash, error) {
	start := time.Now()
	tx := new(types.Transaction)
	if err := tx.UnmarshalBinary(input); err != nil {
		return common.Hash{}, err
	}
	b := a.backend.APIBackend
	if !b.UnprotectedAllowed() && !tx.Protected() {
		return common.Hash{}, errors.New("only replay-protected (EIP-155) transactions allowed over RPC")
	}
	if err := b.SendTx(ctx, tx); err != nil {
		return common.Hash{}, err
	}
	if rpc.PeerInfoFromContext(ctx).Transport == "http" {
		wait := time.NewTimer(a.latency - time.Since(start))
		defer wait.Stop()
		select {
		case <-wait.C:
		case <-ctx.Done():
		}
	}
	return tx.Hash(), nil
}
