package chain

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// ErrFaucetDry reports a funding request larger than the faucet holds.
var ErrFaucetDry = errors.New("the devnet faucet cannot cover this amount")

// ErrReverted reports a funding transfer the recipient refused.
var ErrReverted = errors.New("the transfer reverted")

// Funding is the outcome of a native transfer from the faucet.
type Funding struct {
	TxHash      common.Hash
	BlockNumber uint64
	Balance     *big.Int // the recipient's balance after the transfer
}

// FundNative sends amount (wei) of the native currency from the faucet to
// the address and waits until the transfer is mined.
func (c *Chain) FundNative(ctx context.Context, to common.Address, amount *big.Int) (*Funding, error) {
	if amount == nil || amount.Sign() <= 0 {
		return nil, errors.New("amount must be positive")
	}
	c.fundMu.Lock()
	defer c.fundMu.Unlock()
	faucet := Faucet()
	gas, err := c.client.EstimateGas(ctx, ethereum.CallMsg{From: faucet.Address, To: &to, Value: amount})
	if err != nil {
		if bal, berr := c.client.BalanceAt(ctx, faucet.Address, nil); berr == nil && bal.Cmp(amount) < 0 {
			return nil, fmt.Errorf("%w (it holds %s wei)", ErrFaucetDry, bal)
		}
		return nil, fmt.Errorf("estimate the transfer to %s: %w", to, err)
	}
	tip, feeCap := c.TxFees()
	tx, err := types.SignNewTx(faucet.Key, c.Signer(), &types.DynamicFeeTx{
		ChainID:   new(big.Int).SetUint64(c.cfg.ChainID),
		Nonce:     c.PendingNonce(faucet.Address),
		GasTipCap: tip,
		GasFeeCap: feeCap,
		Gas:       gas,
		To:        &to,
		Value:     amount,
	})
	if err != nil {
		return nil, err
	}
	receipts, err := c.SendAndWait(ctx, tx)
	if err != nil {
		return nil, err
	}
	receipt := receipts[0]
	if receipt.Status != types.ReceiptStatusSuccessful {
		return nil, fmt.Errorf("%w: %s refuses native currency (transaction %s)", ErrReverted, to, tx.Hash())
	}
	bal, err := c.client.BalanceAt(ctx, to, receipt.BlockNumber)
	if err != nil {
		return nil, err
	}
	return &Funding{TxHash: tx.Hash(), BlockNumber: receipt.BlockNumber.Uint64(), Balance: bal}, nil
}

// GasState is the chain's current gas market.
type GasState struct {
	BaseFee              *big.Int // head block's base fee
	MaxPriorityFeePerGas *big.Int // what eth_maxPriorityFeePerGas answers
	GasPrice             *big.Int // what eth_gasPrice answers
	MinTip               *big.Int // smallest tip the next block includes
	Spiked               bool
}

// Gas reports the chain's gas market.
func (c *Chain) Gas() GasState {
	base := c.fees.baseFee()
	tip, minTip, spiked := c.fees.state()
	return GasState{BaseFee: base, MaxPriorityFeePerGas: tip, GasPrice: new(big.Int).Add(base, tip), MinTip: minTip, Spiked: spiked}
}

// SpikeGas sets the chain's priority fee to tip (wei): eth_maxPriorityFeePerGas
// reports it, eth_gasPrice reports it plus the base fee, and the miner no
// longer includes transactions tipping less, which wait in the pool.
func (c *Chain) SpikeGas(tip *big.Int) (GasState, error) {
	if tip == nil || tip.Sign() <= 0 {
		return GasState{}, errors.New("the spiked priority fee must be positive")
	}
	c.fees.set(tip)
	return c.Gas(), nil
}

// ResetGas restores the calm gas market; transactions that waited during
// the spike are mined at once.
func (c *Chain) ResetGas() GasState {
	c.fees.set(nil)
	c.producer.wake()
	return c.Gas()
}
