// Package evmtx performs a route on an EVM chain as v2 clients do: it
// approves fromToken to transactionRequest.target when the allowance is
// short, then signs and sends {to: target, data, value, gasLimit} with
// the nonce from the pending state and EIP-1559 fees from the chain. It
// is the go-ethereum half of the Go client, kept apart so that package
// client depends on the standard library only.
package evmtx

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// ParseKey reads a hex private key (with or without 0x, surrounding
// space ignored). The key's text never appears in its error.
func ParseKey(hexKey string) (*ecdsa.PrivateKey, error) {
	k, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(hexKey), "0x"))
	if err != nil {
		return nil, errors.New("the private key is not 32 bytes of hex")
	}
	return k, nil
}

// Sender sends one key's transactions on one chain.
type Sender struct {
	key     *ecdsa.PrivateKey
	from    common.Address
	eth     *ethclient.Client
	chainID *big.Int
}

// Dial connects to the chain's JSON-RPC and checks that it is chainID.
func Dial(ctx context.Context, rpcURL string, key *ecdsa.PrivateKey, chainID string) (*Sender, error) {
	eth, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		return nil, fmt.Errorf("chain %s at %s: %w", chainID, rpcURL, err)
	}
	id, err := eth.ChainID(ctx)
	if err != nil {
		eth.Close()
		return nil, fmt.Errorf("chain %s at %s: %w", chainID, rpcURL, err)
	}
	if id.String() != chainID {
		eth.Close()
		return nil, fmt.Errorf("%s is chain %s, not chain %s", rpcURL, id, chainID)
	}
	return &Sender{key: key, from: crypto.PubkeyToAddress(key.PublicKey), eth: eth, chainID: id}, nil
}

// Close closes the connection.
func (s *Sender) Close() { s.eth.Close() }

// Address is the sending account.
func (s *Sender) Address() common.Address { return s.from }

// Client is the chain's client, for reads the caller makes itself.
func (s *Sender) Client() *ethclient.Client { return s.eth }

// Executed is what Execute sent.
type Executed struct {
	// Approval is the approval transaction, mined before the route's;
	// nil when the allowance already covered fromAmount or fromToken is
	// the native asset.
	Approval *types.Receipt
	Tx       common.Hash // the route's transaction, sent, not awaited
}

// Execute performs a full quote's route: approval when needed (awaited),
// then the route's transaction (not awaited: its status tells).
func (s *Sender) Execute(ctx context.Context, r *api.Route) (*Executed, error) {
	t := r.TransactionRequest
	if t == nil {
		return nil, errors.New("the route has no transactionRequest (a quoteOnly answer)")
	}
	if r.Params.FromChain != s.chainID.String() {
		return nil, fmt.Errorf("the route starts on chain %s, this sender is on chain %s", r.Params.FromChain, s.chainID)
	}
	if !common.IsHexAddress(t.Target) {
		return nil, fmt.Errorf("transactionRequest.target %q is not an address", t.Target)
	}
	target := common.HexToAddress(t.Target)
	value, ok1 := new(big.Int).SetString(t.Value, 10)
	// an exact output pulls up to fromAmountMax (the rest comes back)
	pull := r.Params.FromAmount
	if r.Estimate.FromAmountMax != "" {
		pull = r.Estimate.FromAmountMax
	}
	amount, ok2 := new(big.Int).SetString(pull, 10)
	gas, err1 := strconv.ParseUint(t.GasLimit, 10, 64)
	data, err2 := hexutil.Decode(t.Data)
	if !ok1 || !ok2 || err1 != nil || err2 != nil {
		return nil, fmt.Errorf("transactionRequest is malformed: value %q, gasLimit %q", t.Value, t.GasLimit)
	}
	out := &Executed{}
	if !strings.EqualFold(r.Params.FromToken, api.NativeEVMAddress) {
		if out.Approval, err1 = s.EnsureAllowance(ctx, common.HexToAddress(r.Params.FromToken), target, amount); err1 != nil {
			return nil, err1
		}
	}
	if out.Tx, err1 = s.Send(ctx, target, value, gas, data); err1 != nil {
		return nil, fmt.Errorf("sending the route's transaction: %w", err1)
	}
	return out, nil
}

// EnsureAllowance approves amount of token to spender when the allowance
// is short and waits for the approval; it returns the approval's receipt,
// or nil when none was needed.
func (s *Sender) EnsureAllowance(ctx context.Context, token, spender common.Address, amount *big.Int) (*types.Receipt, error) {
	erc20 := bindings.NewERC20Token()
	res, err := s.eth.CallContract(ctx, ethereum.CallMsg{From: s.from, To: &token, Data: erc20.PackAllowance(s.from, spender)}, nil)
	if err != nil {
		return nil, fmt.Errorf("reading the allowance: %w", err)
	}
	allowance, err := erc20.UnpackAllowance(res)
	if err != nil {
		return nil, fmt.Errorf("reading the allowance: %w", err)
	}
	if allowance.Cmp(amount) >= 0 {
		return nil, nil
	}
	data := erc20.PackApprove(spender, amount)
	gas, err := s.eth.EstimateGas(ctx, ethereum.CallMsg{From: s.from, To: &token, Data: data})
	if err != nil {
		return nil, fmt.Errorf("estimating the approval: %w", err)
	}
	h, err := s.Send(ctx, token, new(big.Int), gas, data)
	if err != nil {
		return nil, fmt.Errorf("approval: %w", err)
	}
	rcpt, err := s.WaitMined(ctx, h)
	if err != nil {
		return nil, fmt.Errorf("approval %s: %w", h.Hex(), err)
	}
	if rcpt.Status != types.ReceiptStatusSuccessful {
		return nil, fmt.Errorf("approval %s reverted", h.Hex())
	}
	return rcpt, nil
}

// Send signs and sends an EIP-1559 transaction: nonce from the pending
// state, the suggested tip, and a fee cap of twice the base fee plus the
// tip, so that a rising base fee does not strand it.
func (s *Sender) Send(ctx context.Context, to common.Address, value *big.Int, gas uint64, data []byte) (common.Hash, error) {
	nonce, err := s.eth.PendingNonceAt(ctx, s.from)
	if err != nil {
		return common.Hash{}, err
	}
	tip, err := s.eth.SuggestGasTipCap(ctx)
	if err != nil {
		return common.Hash{}, err
	}
	head, err := s.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		return common.Hash{}, err
	}
	if head.BaseFee == nil {
		return common.Hash{}, errors.New("the chain has no EIP-1559 base fee")
	}
	feeCap := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	tx, err := types.SignNewTx(s.key, types.LatestSignerForChainID(s.chainID), &types.DynamicFeeTx{ChainID: s.chainID, Nonce: nonce,
		GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &to, Value: value, Data: data})
	if err != nil {
		return common.Hash{}, err
	}
	if err := s.eth.SendTransaction(ctx, tx); err != nil {
		return common.Hash{}, err
	}
	return tx.Hash(), nil
}

// WaitMined polls for the receipt until ctx ends.
func (s *Sender) WaitMined(ctx context.Context, h common.Hash) (*types.Receipt, error) {
	for {
		r, err := s.eth.TransactionReceipt(ctx, h)
		if err == nil {
			return r, nil
		}
		if !errors.Is(err, ethereum.NotFound) {
			return nil, err
		}
		t := time.NewTimer(500 * time.Millisecond)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, ctx.Err()
		case <-t.C:
		}
	}
}
