package uniswap

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// tx is one transaction of a round: a call, or a creation when to is nil.
type tx struct {
	to   *common.Address
	data []byte
	what string // for errors: "deploy UniswapV3Factory"
}

// call is a transaction to a contract.
func call(to common.Address, data []byte, what string) tx { return tx{to: &to, data: data, what: what} }

// round sends transactions that do not depend on each other's effects from
// one account: each is estimated against the chain's current state, all are
// signed with consecutive nonces and mined together. It fails if one would
// revert or did.
func round(ctx context.Context, c *chain.Chain, from chain.Account, txs ...tx) ([]*types.Receipt, error) {
	nonce := c.PendingNonce(from.Address)
	tip, feeCap := c.TxFees()
	feeCap.Add(feeCap, feeCap) // room for the base fee to rise over the round's blocks
	chainID := new(big.Int).SetUint64(c.ChainID())
	signed := make([]*types.Transaction, len(txs))
	for i, t := range txs {
		gas, err := c.Client().EstimateGas(ctx, ethereum.CallMsg{From: from.Address, To: t.to, Data: t.data})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", t.what, err)
		}
		gas += gas/4 + 20_000 // estimates assume the state before the round
		signed[i], err = types.SignNewTx(from.Key, c.Signer(), &types.DynamicFeeTx{
			ChainID: chainID, Nonce: nonce + uint64(i), GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: t.to, Data: t.data,
		})
		if err != nil {
			return nil, fmt.Errorf("%s: sign: %w", t.what, err)
		}
	}
	receipts, err := c.SendAndWait(ctx, signed...)
	if err != nil {
		return nil, err
	}
	var errs []error
	for i, r := range receipts {
		if r.Status != types.ReceiptStatusSuccessful {
			errs = append(errs, fmt.Errorf("%s: transaction %s reverted", txs[i].what, r.TxHash.Hex()))
		}
	}
	return receipts, errors.Join(errs...)
}

// created is the address the i-th transaction of a round from `from`
// creates, given the sender's nonce before the round.
func created(from common.Address, nonce uint64, i int) common.Address {
	return crypto.CreateAddress(from, nonce+uint64(i))
}
