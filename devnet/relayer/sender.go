package relayer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
)

// receiptPoll is how often a step looks for its transaction's receipt.
const receiptPoll = 5 * time.Millisecond

// sign builds and signs a dynamic-fee transaction from the chain's key,
// with the tip the chain suggests now (so it is mined during a gas spike)
// and a fee cap of twice the head's base fee plus that tip. Its nonce is
// above every nonce the chain has seen from the key and every recorded
// pending transaction.
func (r *Relayer) sign(ctx context.Context, c *chainState, to common.Address, data []byte, gas uint64) (*types.Transaction, error) {
	nonce, err := c.Client.PendingNonceAt(ctx, c.addr)
	if err != nil {
		return nil, fmt.Errorf("nonce: %w", err)
	}
	nonce = max(nonce, c.nextNonce)
	tip, err := c.Client.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, fmt.Errorf("tip: %w", err)
	}
	head, err := c.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("head: %w", err)
	}
	feeCap := new(big.Int).Add(tip, new(big.Int).Mul(baseFee(head), big.NewInt(2)))
	if head.GasLimit > 0 && gas > head.GasLimit {
		gas = head.GasLimit
	}
	return types.SignNewTx(c.Key, c.signer, &types.DynamicFeeTx{
		ChainID:   new(big.Int).SetUint64(c.ChainID),
		Nonce:     nonce,
		GasTipCap: tip,
		GasFeeCap: feeCap,
		Gas:       gas,
		To:        &to,
		Data:      data,
	})
}

func baseFee(h *types.Header) *big.Int {
	if h.BaseFee == nil {
		return new(big.Int)
	}
	return h.BaseFee
}

// submit is the write-ahead send: it records tx as the message's pending
// transaction together with the message's new status, and only then sends
// it. It waits up to ReceiptWait for the receipt; a nil receipt with a nil
// error means the transaction is recorded and not mined yet.
func (r *Relayer) submit(ctx context.Context, m *Message, c *chainState, step string, status Status, tx *types.Transaction) (*types.Receipt, error) {
	raw, err := tx.MarshalBinary()
	if err != nil {
		return nil, err
	}
	from := m.Status
	m.Pending = &PendingTx{Step: step, ChainID: c.ChainID, Hash: tx.Hash(), Nonce: tx.Nonce(), Raw: raw}
	m.Status = status
	if err := r.save(ctx, m, from); err != nil {
		return nil, err
	}
	c.nextNonce = max(c.nextNonce, tx.Nonce()+1)
	r.observe(Event{Kind: EventIntent, MessageID: m.ID, TxHash: tx.Hash()})
	if err := r.broadcast(ctx, c, tx); err != nil {
		return nil, err
	}
	r.observe(Event{Kind: EventSent, MessageID: m.ID, TxHash: tx.Hash()})
	r.log.Info("transaction sent", "message", m.ID, "step", step, "chain", c.ChainID, "tx", tx.Hash(), "nonce", tx.Nonce())
	return r.waitReceipt(ctx, c, tx.Hash())
}

// broadcast sends a signed transaction; a pool that already holds it is
// fine. Any other refusal is returned, and the recorded transaction is
// resolved on a later poll.
func (r *Relayer) broadcast(ctx context.Context, c *chainState, tx *types.Transaction) error {
	err := c.Client.SendTransaction(ctx, tx)
	if err == nil || isAlreadyKnown(err) {
		return nil
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return fmt.Errorf("send %s: %w", tx.Hash(), err)
}

// resolvePending learns what became of a recorded transaction: its
// receipt; or dropped, when the key's nonce moved past it without it (it
// can never be mined); or neither, after rebroadcasting it, when it is
// still waiting (or was never sent before a restart).
func (r *Relayer) resolvePending(ctx context.Context, c *chainState, p *PendingTx) (rc *types.Receipt, dropped bool, err error) {
	if rc, err = receipt(ctx, c, p.Hash); rc != nil || err != nil {
		return rc, false, err
	}
	latest, err := c.Client.NonceAt(ctx, c.addr, nil)
	if err != nil {
		return nil, false, err
	}
	if latest > p.Nonce {
		// Mined between the two questions, or replaced for good.
		if rc, err = receipt(ctx, c, p.Hash); rc != nil || err != nil {
			return rc, false, err
		}
		return nil, true, nil
	}
	tx := new(types.Transaction)
	if err := tx.UnmarshalBinary(p.Raw); err != nil {
		return nil, false, fmt.Errorf("recorded transaction %s: %w", p.Hash, err)
	}
	if tx.Hash() != p.Hash {
		return nil, false, fmt.Errorf("recorded transaction %s does not hash to itself", p.Hash)
	}
	if err := r.broadcast(ctx, c, tx); err != nil {
		if isNonceTooLow(err) {
			return nil, false, nil // mined meanwhile: the next poll finds its receipt
		}
		return nil, false, err
	}
	rc, err = r.waitReceipt(ctx, c, p.Hash)
	return rc, false, err
}

// waitReceipt polls for a receipt for up to ReceiptWait.
func (r *Relayer) waitReceipt(ctx context.Context, c *chainState, hash common.Hash) (*types.Receipt, error) {
	timer := time.NewTimer(r.cfg.ReceiptWait)
	defer timer.Stop()
	tick := time.NewTicker(receiptPoll)
	defer tick.Stop()
	for {
		rc, err := receipt(ctx, c, hash)
		if rc != nil || err != nil {
			return rc, err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-timer.C:
			return nil, nil
		case <-tick.C:
		}
	}
}

// receipt returns the transaction's receipt, or nil when it is not mined.
func receipt(ctx context.Context, c *chainState, hash common.Hash) (*types.Receipt, error) {
	rc, err := c.Client.TransactionReceipt(ctx, hash)
	if errors.Is(err, ethereum.NotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("receipt %s: %w", hash, err)
	}
	return rc, nil
}

func isAlreadyKnown(err error) bool {
	return strings.Contains(err.Error(), "already known")
}

func isNonceTooLow(err error) bool {
	return strings.Contains(err.Error(), "nonce too low")
}

// isChainAnswer reports whether err is the node's JSON-RPC answer (a
// revert, an estimate the chain refuses) rather than a failure to reach it.
func isChainAnswer(err error) bool {
	var rpcErr rpc.Error
	return errors.As(err, &rpcErr)
}
