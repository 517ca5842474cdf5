package amm

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// The property tests deploy the real contracts on go-ethereum's simulated
// backend, as the contracts package's tests do, but batch hundreds of
// transactions per block: each Commit costs about as much as the
// transactions in it, and one block per transaction would blow the time
// budget under -race. Batched transactions carry fixed gas limits because
// gas estimation runs against the latest block, not the pending state.

var (
	erc20Binding  = bindings.NewERC20Token()
	pairBinding   = bindings.NewUniswapV2Pair()
	stableBinding = bindings.NewStableSwapPool()
	simChainID    = big.NewInt(1337)
)

const (
	gasDeploy = 8_000_000 // under EIP-7825's 2^24 per-transaction cap
	gasCall   = 2_000_000 // mint/approve/sync/swap/exchange, state gas included
)

type simAccount struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

func simAccountFor(label string) simAccount {
	key, err := crypto.ToECDSA(crypto.Keccak256([]byte("switchyard amm test " + label)))
	if err != nil {
		panic(err)
	}
	return simAccount{key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}
}

// admin deploys, mints, provides liquidity and trades; taker receives pair outputs.
var (
	admin = simAccountFor("admin")
	taker = simAccountFor("taker")
)

// simChain is one simulated chain plus a queue of signed, unmined transactions.
type simChain struct {
	t       *testing.T
	sim     *simulated.Backend
	client  simulated.Client
	nonce   uint64 // admin's next nonce
	pending []*types.Transaction
	signer  types.Signer
}

func newSimChain(t *testing.T) *simChain {
	t.Helper()
	rich := new(big.Int).Mul(big.NewInt(1_000_000_000), big.NewInt(1e18))
	// A large block gas limit lets a batch of a few hundred transactions
	// fit in one block (usage stays under half of it, so the base fee falls).
	sim := simulated.NewBackend(types.GenesisAlloc{admin.addr: {Balance: rich}},
		simulated.WithBlockGasLimit(2_000_000_000))
	t.Cleanup(func() { _ = sim.Close() })
	return &simChain{t: t, sim: sim, client: sim.Client(), signer: types.LatestSignerForChainID(simChainID)}
}

// queue signs and submits one admin transaction (to == nil: contract creation).
func (c *simChain) queue(to *common.Address, data []byte, gas uint64) *types.Transaction {
	c.t.Helper()
	tx, err := types.SignNewTx(admin.key, c.signer, &types.DynamicFeeTx{
		ChainID:   simChainID,
		Nonce:     c.nonce,
		GasTipCap: big.NewInt(1e9),
		GasFeeCap: big.NewInt(50e9),
		Gas:       gas,
		To:        to,
		Data:      data,
	})
	if err != nil {
		c.t.Fatal(err)
	}
	if err := c.client.SendTransaction(context.Background(), tx); err != nil {
		c.t.Fatalf("send: %v", err)
	}
	c.nonce++
	c.pending = append(c.pending, tx)
	return tx
}

func (c *simChain) send(to common.Address, data []byte) *types.Transaction {
	return c.queue(&to, data, gasCall)
}

// deploy queues a creation and returns the address it will have.
func (c *simChain) deploy(meta *bind.MetaData, ctor []byte) common.Address {
	addr := crypto.CreateAddress(admin.addr, c.nonce)
	c.queue(nil, append(common.FromHex(meta.Bin), ctor...), gasDeploy)
	return addr
}

// commit mines the queued transactions (more blocks if they do not fit in
// one) and returns their receipts by hash. Receipts come per block
// (eth_getBlockReceipts): the transaction index may still be catching up.
func (c *simChain) commit() map[common.Hash]*types.Receipt {
	c.t.Helper()
	blockReceipts := c.client.(interface {
		BlockReceipts(context.Context, rpc.BlockNumberOrHash) ([]*types.Receipt, error)
	}).BlockReceipts
	out := make(map[common.Hash]*types.Receipt, len(c.pending))
	for range 10 {
		rs, err := blockReceipts(context.Background(), rpc.BlockNumberOrHashWithHash(c.sim.Commit(), false))
		if err != nil {
			c.t.Fatalf("receipts: %v", err)
		}
		for _, r := range rs {
			out[r.TxHash] = r
		}
		var left []*types.Transaction
		for _, tx := range c.pending {
			if out[tx.Hash()] == nil {
				left = append(left, tx)
			}
		}
		if c.pending = left; len(left) == 0 {
			return out
		}
	}
	c.t.Fatalf("%d transactions never mined", len(c.pending))
	return nil
}

// mustCommit is commit for transactions that must all succeed.
func (c *simChain) mustCommit(what string) map[common.Hash]*types.Receipt {
	c.t.Helper()
	rs := c.commit()
	for _, r := range rs {
		if r.Status != types.ReceiptStatusSuccessful {
			c.t.Fatalf("%s: transaction %s reverted (gas used %d)", what, r.TxHash, r.GasUsed)
		}
	}
	return rs
}

// call runs an eth_call from admin on the latest block; revert is the
// revert data (nil for a successful call, non-nil empty for a panic-free
// revert without data).
func (c *simChain) call(to common.Address, data []byte) (ret, revert []byte) {
	c.t.Helper()
	ret, err := c.client.CallContract(context.Background(), ethereum.CallMsg{From: admin.addr, To: &to, Data: data}, nil)
	if err == nil {
		return ret, nil
	}
	var de rpc.DataError
	if errors.As(err, &de) {
		if s, ok := de.ErrorData().(string); ok {
			return nil, common.FromHex(s)
		}
	}
	if strings.Contains(err.Error(), "execution reverted") {
		return nil, []byte{}
	}
	c.t.Fatalf("call %s: %v", to, err)
	return nil, nil
}

// mustCall is call for calls that must succeed, decoded by unpack.
func mustCall[T any](c *simChain, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	c.t.Helper()
	ret, revert := c.call(to, data)
	if revert != nil {
		c.t.Fatalf("call %s reverted: %x", to, revert)
	}
	v, err := unpack(ret)
	if err != nil {
		c.t.Fatalf("unpack: %v", err)
	}
	return v
}

// isError reports whether revert data is the custom error `name` of contract.
func isError(revert []byte, contract abi.ABI, name string) bool {
	e, ok := contract.Errors[name]
	return ok && len(revert) >= 4 && bytes.Equal(revert[:4], e.ID[:4])
}

// transferred is the value of the token's Transfer(from, to) log in r (-1 if none).
func transferred(r *types.Receipt, token, from, to common.Address) *big.Int {
	for _, l := range r.Logs {
		if l.Address != token {
			continue
		}
		if ev, err := erc20Binding.UnpackTransferEvent(l); err == nil && ev.From == from && ev.To == to {
			return ev.Value
		}
	}
	return big.NewInt(-1)
}

func (c *simChain) token(symbol string, decimals uint8) common.Address {
	return c.deploy(&bindings.ERC20TokenMetaData, erc20Binding.PackConstructor(symbol, symbol, decimals, admin.addr))
}
