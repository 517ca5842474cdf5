package chain

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/types"
)

// TxFees are the fees an in-process sender (the faucet, the devnet world's
// service accounts) signs with: the chain's suggested tip (the spike while
// one is set, so control transactions are never the ones left waiting) and
// a fee cap of twice the next block's base fee plus that tip.
func (c *Chain) TxFees() (tip, feeCap *big.Int) {
	tip = c.fees.tip()
	return tip, new(big.Int).Add(new(big.Int).Mul(c.fees.nextBaseFee(), big.NewInt(2)), tip)
}

// PendingNonce is the account's next nonce, counting the transactions
// waiting in the pool: what eth_getTransactionCount answers for "pending",
// never below the head's nonce (see pendingNonce).
func (c *Chain) PendingNonce(addr common.Address) uint64 { return pendingNonce(c.backend, addr) }

// Signer is the chain's transaction signer.
func (c *Chain) Signer() types.Signer {
	return types.LatestSignerForChainID(new(big.Int).SetUint64(c.cfg.ChainID))
}

// SendAndWait submits signed transactions in order and waits until every
// one is mined, watching new heads rather than polling; it returns their
// receipts in the same order, whatever their status. Transactions of one
// sender must come in nonce order.
func (c *Chain) SendAndWait(ctx context.Context, txs ...*types.Transaction) ([]*types.Receipt, error) {
	heads := make(chan core.ChainHeadEvent, 16)
	sub := c.backend.BlockChain().SubscribeChainHeadEvent(heads)
	defer sub.Unsubscribe()
	for _, tx := range txs {
		if err := c.client.SendTransaction(ctx, tx); err != nil {
			return nil, fmt.Errorf("send transaction %s: %w", tx.Hash(), err)
		}
	}
	c.producer.wake()
	receipts := make([]*types.Receipt, len(txs))
	left := len(txs)
	for {
		for i, tx := range txs {
			if receipts[i] != nil {
				continue
			}
			receipt, err := c.client.TransactionReceipt(ctx, tx.Hash())
			if errors.Is(err, ethereum.NotFound) {
				break // later ones of the same sender cannot be mined before it
			}
			if err != nil {
				return nil, err
			}
			receipts[i] = receipt
			left--
		}
		if left == 0 {
			return receipts, nil
		}
		select {
		case <-heads:
		case err := <-sub.Err():
			return nil, fmt.Errorf("waiting for %d transactions: %w", left, errors.Join(err, errStopped))
		case <-ctx.Done():
			return nil, fmt.Errorf("waiting for %d transactions: %w", left, ctx.Err())
		}
	}
}
