package contracts_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/switchyard-dev/switchyard/contracts"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// nativeToken stands for the native asset in the contracts.
var nativeToken = contracts.Native

// simChainID is the chain id of every go-ethereum simulated backend.
var simChainID = big.NewInt(1337)

var (
	erc20Binding     = bindings.NewERC20Token()
	wethBinding      = bindings.NewWETH9()
	pairBinding      = bindings.NewUniswapV2Pair()
	stableBinding    = bindings.NewStableSwapPool()
	multicallBinding = bindings.NewRouteMulticall()
	gatewayBinding   = bindings.NewGMPGateway()
	gasBinding       = bindings.NewGasService()
	intentsBinding   = bindings.NewIntentsSettlement()
	routerBinding    = bindings.NewRouteRouter()
	swapperBinding   = bindings.NewPairSwapper()
)

type account struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

// testAccount derives a fixed development key from a label.
func testAccount(label string) account {
	key, err := crypto.ToECDSA(crypto.Keccak256([]byte("switchyard contracts test " + label)))
	if err != nil {
		panic(err)
	}
	return account{key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}
}

var (
	admin    = testAccount("admin") // deploys, mints, operates the gateway, settles intents
	alice    = testAccount("alice")
	bob      = testAccount("bob")
	carol    = testAccount("carol")
	solver   = testAccount("solver")
	stranger = testAccount("stranger")
)

// chain is one simulated EVM chain with funded test accounts.
type chain struct {
	t      *testing.T
	sim    *simulated.Backend
	client simulated.Client
}

// newChain starts a simulated backend; `extra` is merged into the genesis
// allocation (contract code placed at fixed addresses).
func newChain(t *testing.T, extra types.GenesisAlloc) *chain {
	t.Helper()
	testkit.Slow(t, "starts a simulated chain")
	rich := new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(1e18))
	alloc := types.GenesisAlloc{}
	for _, a := range []account{admin, alice, bob, carol, solver, stranger} {
		alloc[a.addr] = types.Account{Balance: rich}
	}
	for addr, acct := range extra {
		alloc[addr] = acct
	}
	sim := simulated.NewBackend(alloc)
	t.Cleanup(func() { _ = sim.Close() })
	return &chain{t: t, sim: sim, client: sim.Client()}
}

func (c *chain) bound(addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, abi.ABI{}, c.client, c.client, c.client)
}

// deploy deploys creation code `bin` (a binding's MetaData.Bin) with constructor input.
func (c *chain) deploy(meta *bind.MetaData, ctor []byte) common.Address {
	c.t.Helper()
	opts := bind.NewKeyedTransactor(admin.key, simChainID)
	addr, tx, err := bind.DeployContract(opts, common.FromHex(meta.Bin), c.client, ctor)
	if err != nil {
		c.t.Fatalf("deploy: %v", err)
	}
	c.sim.Commit()
	c.receipt(tx)
	return addr
}

// send signs and mines a transaction; it returns the revert (from gas
// estimation) as an error, or the receipt of a successful transaction.
func (c *chain) send(from account, to common.Address, value *big.Int, data []byte) (*types.Receipt, error) {
	c.t.Helper()
	return c.sendGas(from, to, value, data, 0)
}

// sendGas is send with a fixed gas limit (0: estimate).
func (c *chain) sendGas(from account, to common.Address, value *big.Int, data []byte, gas uint64) (*types.Receipt, error) {
	c.t.Helper()
	opts := bind.NewKeyedTransactor(from.key, simChainID)
	opts.Value = value
	opts.GasLimit = gas
	tx, err := bind.Transact(c.bound(to), opts, data)
	if err != nil {
		return nil, err
	}
	c.sim.Commit()
	r := c.receipt(tx)
	if r.Status != types.ReceiptStatusSuccessful {
		return r, errors.New("transaction reverted")
	}
	return r, nil
}

// mustSend is send for transactions that must succeed.
func (c *chain) mustSend(from account, to common.Address, value *big.Int, data []byte) *types.Receipt {
	c.t.Helper()
	r, err := c.send(from, to, value, data)
	if err != nil {
		c.t.Fatalf("transaction to %s: %v (%s)", to, err, describeRevert(err))
	}
	return r
}

func (c *chain) receipt(tx *types.Transaction) *types.Receipt {
	c.t.Helper()
	r, err := c.client.TransactionReceipt(context.Background(), tx.Hash())
	if err != nil {
		c.t.Fatalf("receipt: %v", err)
	}
	return r
}

// call runs a read-only call against the latest block.
func call[T any](c *chain, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	c.t.Helper()
	out, err := bind.Call(c.bound(to), nil, data, unpack)
	if err != nil {
		c.t.Fatalf("call %s: %v (%s)", to, err, describeRevert(err))
	}
	return out
}

func (c *chain) balance(token, who common.Address) *big.Int {
	c.t.Helper()
	if token == nativeToken {
		b, err := c.client.BalanceAt(context.Background(), who, nil)
		if err != nil {
			c.t.Fatalf("balance: %v", err)
		}
		return b
	}
	return call(c, token, erc20Binding.PackBalanceOf(who), erc20Binding.UnpackBalanceOf)
}

func (c *chain) now() uint64 {
	c.t.Helper()
	h, err := c.client.HeaderByNumber(context.Background(), nil)
	if err != nil {
		c.t.Fatalf("header: %v", err)
	}
	return h.Time
}

// revertData extracts the revert data from a failed call or gas estimation.
func revertData(err error) []byte {
	var de rpc.DataError
	if errors.As(err, &de) {
		if s, ok := de.ErrorData().(string); ok {
			return common.FromHex(s)
		}
	}
	return nil
}

func describeRevert(err error) string {
	data := revertData(err)
	if len(data) < 4 {
		return "no revert data"
	}
	return fmt.Sprintf("revert data %x", data)
}

// wantRevert fails unless err is a revert with custom error `name` of `contract`'s ABI.
func wantRevert(t *testing.T, err error, contract abi.ABI, name string) []byte {
	t.Helper()
	if err == nil {
		t.Fatalf("succeeded, want revert %s", name)
	}
	e, ok := contract.Errors[name]
	if !ok {
		t.Fatalf("ABI has no error %s", name)
	}
	data := revertData(err)
	if len(data) < 4 || !bytes.Equal(data[:4], e.ID[:4]) {
		t.Fatalf("reverted with %v (%s), want %s", err, describeRevert(err), name)
	}
	return data[4:]
}

// logsOf unpacks every log in r that `unpack` recognises.
func logsOf[T any](r *types.Receipt, addr common.Address, unpack func(*types.Log) (*T, error)) []*T {
	var out []*T
	for _, l := range r.Logs {
		if l.Address != addr {
			continue
		}
		if ev, err := unpack(l); err == nil {
			out = append(out, ev)
		}
	}
	return out
}

// oneLog is logsOf for exactly one expected event.
func oneLog[T any](t *testing.T, r *types.Receipt, addr common.Address, unpack func(*types.Log) (*T, error)) *T {
	t.Helper()
	evs := logsOf(r, addr, unpack)
	if len(evs) != 1 {
		var zero T
		t.Fatalf("%d %T events from %s, want 1", len(evs), zero, addr)
	}
	return evs[0]
}

func wantBig(t *testing.T, what string, got, want *big.Int) {
	t.Helper()
	if got.Cmp(want) != 0 {
		t.Errorf("%s = %s, want %s", what, got, want)
	}
}

// units returns n * 10^decimals.
func units(n int64, decimals int) *big.Int {
	return new(big.Int).Mul(big.NewInt(n), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil))
}

func add(a, b *big.Int) *big.Int { return new(big.Int).Add(a, b) }
func sub(a, b *big.Int) *big.Int { return new(big.Int).Sub(a, b) }

// adjustTime moves the simulated clock forward. The backend refuses while its
// transaction pool still lists transactions, and the pool drops the ones just
// mined asynchronously after Commit, so a loaded machine can see the refusal
// for a moment after a mined block: wait for the pool to catch up.
func (c *chain) adjustTime(d time.Duration) {
	c.t.Helper()
	testkit.Eventually(c.t, 30*time.Second, "the simulated chain accepts a time adjustment", func() bool {
		return c.sim.AdjustTime(d) == nil
	})
}
