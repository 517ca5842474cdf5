// Package relayertest builds a two-chain GMP world for tests of the relayer
// and the bridge explorer: two real devnet chains (devnet/chain, with
// different real chain ids) reached over their HTTP JSON-RPC endpoints,
// with the route contracts deployed through their bindings, a bridged
// token the gateways mint and burn, and funded users.
package relayertest

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet/chain"
	"github.com/switchyard-dev/switchyard/devnet/relayer"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// BridgedSymbol is the bridged token's symbol on both chains.
const BridgedSymbol = "axlUSDC"

// Bindings shared by the helpers and the tests.
var (
	ERC20     = bindings.NewERC20Token()
	Gateway   = bindings.NewGMPGateway()
	GasSvc    = bindings.NewGasService()
	Router    = bindings.NewRouteRouter()
	Multicall = bindings.NewRouteMulticall()
	Intents   = bindings.NewIntentsSettlement()
)

// Side is one chain of the world with its contracts.
type Side struct {
	Name    string // bridge name
	ChainID uint64
	Chain   *chain.Chain
	Client  *ethclient.Client // over HTTP JSON-RPC

	Multicall, Gateway, GasService, Settlement, Router common.Address
	Bridged                                            common.Address // the axlUSDC token
}

// World is two chains, A (Ethereum, 1) and B (arbitrum, 42161).
type World struct {
	A, B     *Side
	Deployer chain.Account // deploys, mints the bridged token, operates the gas services
	Relayer  chain.Account // operates both gateways
	Users    []chain.Account
}

// Options configure a world.
type Options struct {
	// BlockInterval also produces blocks on this interval (0: only as
	// transactions arrive).
	BlockInterval time.Duration
	// Mint is each user's bridged-token balance on both chains.
	Mint *big.Int
}

// New starts the chains and deploys the contracts; everything stops at
// the end of the test.
func New(t testing.TB, opts Options) *World {
	t.Helper()
	testkit.Slow(t, "starts devnet chains")
	dev := chain.DevAccounts()
	w := &World{Deployer: dev[0], Relayer: dev[1], Users: dev[2:6]}
	if opts.Mint == nil {
		opts.Mint = big.NewInt(1_000_000_000_000) // 1M axlUSDC
	}
	w.A = w.start(t, "Ethereum", 1, opts)
	w.B = w.start(t, "arbitrum", 42161, opts)
	return w
}

func (w *World) start(t testing.TB, name string, id uint64, opts Options) *Side {
	t.Helper()
	c, err := chain.New(chain.Config{ChainID: id, BlockInterval: opts.BlockInterval})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := c.Close(); err != nil {
			t.Errorf("close chain %d: %v", id, err)
		}
	})
	client, err := ethclient.Dial(c.RPCURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(client.Close)
	s := &Side{Name: name, ChainID: id, Chain: c, Client: client}
	d := w.Deployer
	s.Multicall = s.Deploy(t, d, bindings.RouteMulticallMetaData.Bin, nil)
	s.Gateway = s.Deploy(t, d, bindings.GMPGatewayMetaData.Bin, Gateway.PackConstructor(w.Relayer.Address))
	s.GasService = s.Deploy(t, d, bindings.GasServiceMetaData.Bin, GasSvc.PackConstructor(d.Address))
	s.Settlement = s.Deploy(t, d, bindings.IntentsSettlementMetaData.Bin, Intents.PackConstructor(d.Address))
	s.Router = s.Deploy(t, d, bindings.RouteRouterMetaData.Bin,
		Router.PackConstructor(s.Multicall, s.Gateway, s.GasService, s.Settlement))
	s.Bridged = s.Deploy(t, d, bindings.ERC20TokenMetaData.Bin, ERC20.PackConstructor("Axelar Wrapped USDC", BridgedSymbol, 6, d.Address))
	s.MustSend(t, d, s.Bridged, nil, ERC20.PackSetMinter(s.Gateway, true))
	s.MustSend(t, w.Relayer, s.Gateway, nil, Gateway.PackRegisterToken(BridgedSymbol, s.Bridged))
	for _, u := range w.Users {
		s.MustSend(t, d, s.Bridged, nil, ERC20.PackMint(u.Address, opts.Mint))
	}
	return s
}

// RelayerChains is the relayer's view of the world.
func (w *World) RelayerChains() []relayer.Chain {
	out := make([]relayer.Chain, 0, 2)
	for _, s := range []*Side{w.A, w.B} {
		out = append(out, relayer.Chain{BridgeName: s.Name, ChainID: s.ChainID, Client: s.Client,
			Gateway: s.Gateway, GasService: s.GasService, Key: w.Relayer.Key})
	}
	return out
}

// Deploy deploys creation code with constructor input and returns the address.
func (s *Side) Deploy(t testing.TB, from chain.Account, bin string, ctor []byte) common.Address {
	t.Helper()
	r, err := s.Send(from, nil, nil, append(common.FromHex(bin), ctor...), 0)
	if err != nil {
		t.Fatalf("chain %d: deploy: %v", s.ChainID, err)
	}
	return r.ContractAddress
}

// MustSend sends a transaction that must succeed.
func (s *Side) MustSend(t testing.TB, from chain.Account, to common.Address, value *big.Int, data []byte) *types.Receipt {
	t.Helper()
	r, err := s.Send(from, &to, value, data, 0)
	if err != nil {
		t.Fatalf("chain %d: transaction to %s: %v", s.ChainID, to, err)
	}
	return r
}

// ErrReverted reports a mined transaction that reverted.
var ErrReverted = errors.New("transaction reverted")

// Send signs a transaction with the chain's suggested fees (gas estimated
// when 0), sends it over JSON-RPC and waits for its receipt.
func (s *Side) Send(from chain.Account, to *common.Address, value *big.Int, data []byte, gas uint64) (*types.Receipt, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if value == nil {
		value = new(big.Int)
	}
	nonce, err := s.Client.PendingNonceAt(ctx, from.Address)
	if err != nil {
		return nil, err
	}
	if gas == 0 {
		if gas, err = s.Client.EstimateGas(ctx, ethereum.CallMsg{From: from.Address, To: to, Value: value, Data: data}); err != nil {
			return nil, err
		}
		gas += gas / 5
	}
	tip, err := s.Client.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, err
	}
	head, err := s.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	id := new(big.Int).SetUint64(s.ChainID)
	tx, err := types.SignNewTx(from.Key, types.LatestSignerForChainID(id), &types.DynamicFeeTx{
		ChainID: id, Nonce: nonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))),
		Gas: gas, To: to, Value: value, Data: data,
	})
	if err != nil {
		return nil, err
	}
	if err := s.Client.SendTransaction(ctx, tx); err != nil {
		return nil, err
	}
	r, err := WaitReceipt(ctx, s.Client, tx.Hash())
	if err != nil {
		return nil, err
	}
	if r.Status != types.ReceiptStatusSuccessful {
		return r, ErrReverted
	}
	return r, nil
}

// WaitReceipt polls for a receipt until ctx ends.
func WaitReceipt(ctx context.Context, c *ethclient.Client, hash common.Hash) (*types.Receipt, error) {
	for {
		r, err := c.TransactionReceipt(ctx, hash)
		if err == nil {
			return r, nil
		}
		if !errors.Is(err, ethereum.NotFound) {
			return nil, err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(3 * time.Millisecond):
		}
	}
}

// Payload is the RouteRouter's destination payload (encodeDestinationPayload).
func Payload(recipient common.Address, minOut *big.Int, toToken common.Address, gasLimit *big.Int, calls []bindings.RouteRouterCall) []byte {
	if calls == nil {
		calls = []bindings.RouteRouterCall{}
	}
	return Router.PackEncodeDestinationPayload(recipient, minOut, toToken, gasLimit, calls)[4:]
}

// DeliverPayload delivers the bridged token to recipient with no calls.
func (s *Side) DeliverPayload(recipient common.Address, amount *big.Int) []byte {
	return Payload(recipient, amount, s.Bridged, big.NewInt(300_000), nil)
}

// FailingPayload's destination call reverts (it asks the gateway to
// register a token, which only the operator may): the bridged token then
// goes to recipient (DestinationCallsFailed).
func (s *Side) FailingPayload(recipient common.Address) []byte {
	call := bindings.RouteRouterCall{CallType: 0, Target: s.Gateway, Value: new(big.Int),
		CallData: Gateway.PackRegisterToken("EVIL", recipient), Payload: []byte{}}
	return Payload(recipient, big.NewInt(1), s.Bridged, big.NewInt(500_000), []bindings.RouteRouterCall{call})
}

// Bridge sends `amount` of the bridged token from `from` on src through the
// router to dst's router with `payload`, paying gasFee. It returns the
// receipt and the message id of the gateway call.
func (w *World) Bridge(t testing.TB, from chain.Account, src, dst *Side, amount, gasFee *big.Int, payload []byte) (*types.Receipt, string) {
	t.Helper()
	src.MustSend(t, from, src.Bridged, nil, ERC20.PackApprove(src.Router, amount))
	r := src.MustSend(t, from, src.Router, gasFee, Router.PackBridgeCall(src.Bridged, amount, []bindings.RouteRouterCall{},
		BridgedSymbol, dst.Name, dst.Router.Hex(), payload, from.Address, gasFee))
	for _, l := range r.Logs {
		if l.Address == src.Gateway && len(l.Topics) > 0 && l.Topics[0] == Gateway.GetABI().Events["ContractCallWithToken"].ID {
			return r, relayer.MessageID(r.TxHash, l.Index)
		}
	}
	t.Fatalf("bridge transaction %s has no gateway call", r.TxHash)
	return nil, ""
}

// AddGas tops a message up with addNativeGas.
func (s *Side) AddGas(t testing.TB, from chain.Account, messageID string, amount *big.Int) *types.Receipt {
	t.Helper()
	hash, index, err := relayer.ParseMessageID(messageID)
	if err != nil {
		t.Fatal(err)
	}
	return s.MustSend(t, from, s.GasService, amount, GasSvc.PackAddNativeGas(hash, new(big.Int).SetUint64(uint64(index)), from.Address))
}

// Balance is who's balance of an ERC-20 token.
func (s *Side) Balance(t testing.TB, token, who common.Address) *big.Int {
	t.Helper()
	out, err := s.Client.CallContract(context.Background(), ethereum.CallMsg{To: &token, Data: ERC20.PackBalanceOf(who)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	v, err := ERC20.UnpackBalanceOf(out)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// Executed counts the gateway's Executed events per command id.
func (s *Side) Executed(t testing.TB) map[common.Hash]int {
	t.Helper()
	logs, err := s.Client.FilterLogs(context.Background(), ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{s.Gateway},
		Topics: [][]common.Hash{{Gateway.GetABI().Events["Executed"].ID}},
	})
	if err != nil {
		t.Fatal(err)
	}
	out := map[common.Hash]int{}
	for _, l := range logs {
		out[l.Topics[1]]++
	}
	return out
}

// TxCount counts the transactions `from` sent to `to` with method selector
// `method`, from the start of the chain.
func (s *Side) TxCount(t testing.TB, from, to common.Address, method []byte) int {
	t.Helper()
	ctx := context.Background()
	head, err := s.Client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	signer := types.LatestSignerForChainID(new(big.Int).SetUint64(s.ChainID))
	n := 0
	for b := uint64(1); b <= head; b++ {
		block, err := s.Client.BlockByNumber(ctx, new(big.Int).SetUint64(b))
		if err != nil {
			t.Fatal(err)
		}
		for _, tx := range block.Transactions() {
			if tx.To() == nil || *tx.To() != to || len(tx.Data()) < 4 || string(tx.Data()[:4]) != string(method) {
				continue
			}
			if sender, err := types.Sender(signer, tx); err == nil && sender == from {
				n++
			}
		}
	}
	return n
}

// Selector is a method's 4-byte selector.
func Selector(signature string) []byte { return crypto.Keccak256([]byte(signature))[:4] }

// Eventually polls cond until it holds, failing the test after a generous
// deadline (a guard against hangs, not a timing assertion).
func Eventually(t testing.TB, what string, cond func() bool) {
	t.Helper()
	testkit.Eventually(t, 45*time.Second, what, cond)
}
