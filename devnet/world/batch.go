package world

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// batch is a set of transactions that do not depend on each other's
// effects (only on what earlier batches did), so each is estimated against
// the chain's current state, all are signed with consecutive nonces, sent
// at once, and mined together: one round trip to the block producer per
// batch instead of one per transaction.
type batch struct {
	c      *chain.Chain
	items  []item
	nonces map[common.Address]uint64
}

// item is one transaction of a batch.
type item struct {
	from  chain.Account
	nonce uint64
	to    *common.Address // nil: contract creation
	value *big.Int
	data  []byte
	what  string // for errors: "deploy GMPGateway", "mint USDC to 0x…"
}

func newBatch(c *chain.Chain) *batch {
	return &batch{c: c, nonces: map[common.Address]uint64{}}
}

// nextNonce hands out the account's nonces, starting at its pending one.
func (b *batch) nextNonce(a common.Address) uint64 {
	n, ok := b.nonces[a]
	if !ok {
		n = b.c.PendingNonce(a)
	}
	b.nonces[a] = n + 1
	return n
}

// call adds a call.
func (b *batch) call(from chain.Account, to common.Address, value *big.Int, data []byte, what string) {
	b.items = append(b.items, item{from: from, nonce: b.nextNonce(from.Address), to: &to, value: value, data: data, what: what})
}

// deploy adds a contract creation and returns the contract's address.
func (b *batch) deploy(from chain.Account, code []byte, what string) common.Address {
	nonce := b.nextNonce(from.Address)
	b.items = append(b.items, item{from: from, nonce: nonce, value: nil, data: code, what: what})
	return crypto.CreateAddress(from.Address, nonce)
}

// estimateWorkers bounds the concurrent gas estimations of a batch.
const estimateWorkers = 8

// run estimates, signs, sends and waits for every transaction; it fails if
// one cannot be estimated (it would revert) or reverted.
func (b *batch) run(ctx context.Context) ([]*types.Receipt, error) {
	if len(b.items) == 0 {
		return nil, nil
	}
	gas := make([]uint64, len(b.items))
	errs := make([]error, len(b.items))
	sem := make(chan struct{}, estimateWorkers)
	var wg sync.WaitGroup
	for i, it := range b.items {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			g, err := b.c.Client().EstimateGas(ctx, ethereum.CallMsg{From: it.from.Address, To: it.to, Value: it.value, Data: it.data})
			if err != nil {
				errs[i] = fmt.Errorf("%s: %w%s", it.what, err, revertHint(err))
				return
			}
			gas[i] = g + g/4 + 20_000 // headroom: estimates assume the state before the batch
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	tip, feeCap := b.c.TxFees()
	feeCap.Add(feeCap, feeCap) // room for the base fee to rise over the batch's blocks
	chainID := new(big.Int).SetUint64(b.c.ChainID())
	txs := make([]*types.Transaction, len(b.items))
	for i, it := range b.items {
		tx, err := types.SignNewTx(it.from.Key, b.c.Signer(), &types.DynamicFeeTx{
			ChainID: chainID, Nonce: it.nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: gas[i],
			To: it.to, Value: it.value, Data: it.data,
		})
		if err != nil {
			return nil, fmt.Errorf("%s: sign: %w", it.what, err)
		}
		txs[i] = tx
	}
	receipts, err := b.c.SendAndWait(ctx, txs...)
	if err != nil {
		return nil, err
	}
	for i, r := range receipts {
		if r.Status != types.ReceiptStatusSuccessful {
			errs[i] = fmt.Errorf("%s: transaction %s reverted (gas used %d of %d)", b.items[i].what, r.TxHash.Hex(), r.GasUsed, gas[i])
		}
	}
	return receipts, errors.Join(errs...)
}

// revertHint renders a call's revert data, which names the custom error.
func revertHint(err error) string {
	var de rpc.DataError
	if errors.As(err, &de) {
		if s, ok := de.ErrorData().(string); ok && len(s) >= 10 {
			return " (revert data " + s + ")"
		}
	}
	return ""
}
