package chain

import (
	"context"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/rpc"
)

// pendingNonce is the account's next nonce counting everything the pool
// will mine for it. go-ethereum's own answer (TxPool.PoolNonce) is the
// pool's bookkeeping, which lags the chain twice: a transaction accepted by
// eth_sendRawTransaction waits in the pool's queue until an asynchronous
// promotion counts it, and a block that mined the account's transactions
// is counted only once the pool's asynchronous reset has run. A mainnet
// block takes 12 s and hides both windows; a devnet seals a block the
// moment a transaction arrives, so a wallet sending two transactions back
// to back (nonces from "pending") fell into them and reused a nonce.
//
// The answer is at least the head state's nonce, past every pooled
// transaction still to be mined, and past queued transactions that
// continue that run (they are only awaiting promotion).
func pendingNonce(backend *eth.Ethereum, addr common.Address) uint64 {
	var head uint64
	// The head state is read before the pool, so a block mined in between
	// is seen by the pool read (the transaction still pooled, or the pool
	// already reset) and never lost between the two.
	if state, err := backend.BlockChain().State(); err == nil {
		head = state.GetNonce(addr)
	}
	pool := backend.TxPool()
	pending, queued := pool.ContentFrom(addr) // one consistent view of both
	return nextNonce(head, pending, queued, pool.PoolNonce(addr))
}

// nextNonce is the next nonce after the head state's nonce, the pool's
// pending run and the queued transactions continuing it, and never below
// the pool's own answer.
func nextNonce(head uint64, pending, queued []*types.Transaction, poolNonce uint64) uint64 {
	nonce := head
	for _, tx := range pending {
		if tx.Nonce() >= nonce {
			nonce = tx.Nonce() + 1
		}
	}
	waiting := make(map[uint64]bool, len(queued))
	for _, tx := range queued {
		waiting[tx.Nonce()] = true
	}
	for waiting[nonce] {
		nonce++
	}
	return max(nonce, poolNonce)
}

// nonceAPI answers eth_getTransactionCount; registered after go-ethereum's
// own eth API, it takes its place so that "pending" is never below
// "latest" (see pendingNonce).
type nonceAPI struct{ backend *eth.Ethereum }

// GetTransactionCount is eth_getTransactionCount: for "pending" the
// pendingNonce, otherwise the nonce in the state of the block asked for
// (the latest when none is given), as go-ethereum answers it.
func (a *nonceAPI) GetTransactionCount(ctx context.Context, address common.Address, blockNrOrHash *rpc.BlockNumberOrHash) (*hexutil.Uint64, error) {
	bnh := rpc.BlockNumberOrHashWithNumber(rpc.LatestBlockNumber)
	if blockNrOrHash != nil {
		bnh = *blockNrOrHash
	}
	if n, ok := bnh.Number(); ok && n == rpc.PendingBlockNumber {
		nonce := pendingNonce(a.backend, address)
		return (*hexutil.Uint64)(&nonce), nil
	}
	state, _, err := a.backend.APIBackend.StateAndHeaderByNumberOrHash(ctx, bnh)
	if state == nil || err != nil {
		return nil, err
	}
	nonce := state.GetNonce(address)
	return (*hexutil.Uint64)(&nonce), state.Error()
}
