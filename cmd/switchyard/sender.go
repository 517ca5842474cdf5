package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// signingKey is the CLI user's key, read from a file or the environment,
// never from a flag value (flags show in process lists and shell history).
type signingKey struct{ k *ecdsa.PrivateKey }

func (s signingKey) address() common.Address { return crypto.PubkeyToAddress(s.k.PublicKey) }

func loadKey(file string) (signingKey, error) {
	var hexKey string
	switch {
	case file != "":
		b, err := os.ReadFile(file)
		if err != nil {
			return signingKey{}, fmt.Errorf("--key-file: %w", err)
		}
		hexKey = string(b)
	case os.Getenv("SWITCHYARD_PRIVATE_KEY") != "":
		hexKey = os.Getenv("SWITCHYARD_PRIVATE_KEY")
	default:
		return signingKey{}, errors.New("a key is required: --key-file F or SWITCHYARD_PRIVATE_KEY")
	}
	k, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(hexKey), "0x"))
	if err != nil {
		// the key's text is never echoed
		return signingKey{}, errors.New("the private key is not 32 bytes of hex")
	}
	return signingKey{k}, nil
}

// sender sends a key's transactions on one chain.
type sender struct {
	key     signingKey
	eth     *ethclient.Client
	chainID *big.Int
}

func dialWallet(ctx context.Context, key signingKey, rpcURL, chainID string) (*sender, error) {
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
	return &sender{key: key, eth: eth, chainID: id}, nil
}

func (w *sender) Close() { w.eth.Close() }

// ensureAllowance approves amount of token to spender when the allowance
// is short, and waits for the approval to be mined.
func (w *sender) ensureAllowance(ctx context.Context, token, spender common.Address, amount *big.Int, out io.Writer) error {
	erc20 := bindings.NewERC20Token()
	res, err := w.eth.CallContract(ctx, ethereum.CallMsg{From: w.key.address(), To: &token, Data: erc20.PackAllowance(w.key.address(), spender)}, nil)
	if err != nil {
		return fmt.Errorf("reading the allowance: %w", err)
	}
	allowance, err := erc20.UnpackAllowance(res)
	if err != nil {
		return fmt.Errorf("reading the allowance: %w", err)
	}
	if allowance.Cmp(amount) >= 0 {
		fmt.Fprintf(out, "allowance of %s to %s covers %s: no approval needed\n", token.Hex(), spender.Hex(), amount)
		return nil
	}
	data := erc20.PackApprove(spender, amount)
	gas, err := w.eth.EstimateGas(ctx, ethereum.CallMsg{From: w.key.address(), To: &token, Data: data})
	if err != nil {
		return fmt.Errorf("estimating the approval: %w", err)
	}
	h, err := w.send(ctx, token, new(big.Int), gas, data)
	if err != nil {
		return fmt.Errorf("approval: %w", err)
	}
	r, err := w.waitMined(ctx, h)
	if err != nil {
		return fmt.Errorf("approval %s: %w", h.Hex(), err)
	}
	if r.Status != types.ReceiptStatusSuccessful {
		return fmt.Errorf("approval %s reverted", h.Hex())
	}
	fmt.Fprintf(out, "approved %s of %s to %s: %s in block %d\n", amount, token.Hex(), spender.Hex(), h.Hex(), r.BlockNumber)
	return nil
}

// send signs and sends an EIP-1559 transaction: nonce from the pending
// state, fees from the chain (tip suggested, cap twice the base fee plus
// the tip, so that a rising base fee does not strand it).
func (w *sender) send(ctx context.Context, to common.Address, value *big.Int, gas uint64, data []byte) (common.Hash, error) {
	nonce, err := w.eth.PendingNonceAt(ctx, w.key.address())
	if err != nil {
		return common.Hash{}, err
	}
	tip, err := w.eth.SuggestGasTipCap(ctx)
	if err != nil {
		return common.Hash{}, err
	}
	head, err := w.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		return common.Hash{}, err
	}
	feeCap := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	tx, err := types.SignNewTx(w.key.k, types.LatestSignerForChainID(w.chainID), &types.DynamicFeeTx{ChainID: w.chainID, Nonce: nonce,
		GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &to, Value: value, Data: data})
	if err != nil {
		return common.Hash{}, err
	}
	if err := w.eth.SendTransaction(ctx, tx); err != nil {
		return common.Hash{}, err
	}
	return tx.Hash(), nil
}

// waitMined polls for the receipt until ctx ends.
func (w *sender) waitMined(ctx context.Context, h common.Hash) (*types.Receipt, error) {
	for {
		r, err := w.eth.TransactionReceipt(ctx, h)
		if err == nil {
			return r, nil
		}
		if !errors.Is(err, ethereum.NotFound) {
			return nil, err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(500 * time.Millisecond):
		}
	}
}
