package status

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// routerChain is an EVM chain whose blocks are a second apart from fxT0
// and whose router emitted logs.
type routerChain struct {
	head     uint64
	logs     []types.Log
	receipts map[common.Hash]*types.Receipt
}

func (c *routerChain) TransactionReceipt(_ context.Context, h common.Hash) (*types.Receipt, error) {
	if r, ok := c.receipts[h]; ok {
		return r, nil
	}
	return nil, ethereum.NotFound
}

func (c *routerChain) TransactionByHash(context.Context, common.Hash) (*types.Transaction, bool, error) {
	return nil, false, ethereum.NotFound
}

func (c *routerChain) HeaderByNumber(_ context.Context, n *big.Int) (*types.Header, error) {
	b := c.head
	if n != nil {
		b = n.Uint64()
	}
	return &types.Header{Number: new(big.Int).SetUint64(b), Time: uint64(fxT0.Unix()) + b}, nil
}

func (c *routerChain) FilterLogs(_ context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	var out []types.Log
	for _, l := range c.logs {
		if l.BlockNumber >= q.FromBlock.Uint64() && l.BlockNumber <= q.ToBlock.Uint64() {
			out = append(out, l)
		}
	}
	return out, nil
}

func (c *routerChain) BlockByNumber(context.Context, *big.Int) (*types.Block, error) {
	return nil, ethereum.NotFound
}

type routerChains struct {
	id     string
	c      *routerChain
	router common.Address
}

func (r routerChains) Reader(id string) (EVMReader, bool) { return r.c, id == r.id }
func (r routerChains) Contracts(id string) (Contracts, bool) {
	return Contracts{Router: r.router}, id == r.id
}

// routeExecuted is the router's RouteExecuted log for recipient.
func routeExecuted(t *testing.T, router common.Address, block uint64, recipient string, amount int64) types.Log {
	t.Helper()
	ev := routerABI.GetABI().Events["RouteExecuted"]
	var data []any
	for _, in := range ev.Inputs.NonIndexed() {
		switch in.Name {
		case "fromAmount", "toAmount":
			data = append(data, big.NewInt(amount))
		default:
			data = append(data, common.HexToAddress(fxDstUSDC))
		}
	}
	packed, err := ev.Inputs.NonIndexed().Pack(data...)
	if err != nil {
		t.Fatal(err)
	}
	return types.Log{Address: router, BlockNumber: block, TxHash: common.HexToHash(fxDstTx), Data: packed,
		Topics: []common.Hash{ev.ID, common.HexToHash("0xc0"), common.BytesToHash(common.HexToAddress(fxUser).Bytes()),
			common.BytesToHash(common.HexToAddress(recipient).Bytes())}}
}

// TestCosmosToEVMDestinationByRecipient: without the bridge explorer, a
// Cosmos → EVM route's outcome is the destination router's first
// delivery to the recipient after the source.
func TestCosmosToEVMDestinationByRecipient(t *testing.T) {
	router := common.HexToAddress("0x0000000000000000000000000000000000000a01")
	chain := &routerChain{head: 90, logs: []types.Log{
		routeExecuted(t, router, 70, "0x0000000000000000000000000000000000000c0c", 5), // someone else's
		routeExecuted(t, router, 80, fxRecipient, 6_800_000),
	}}
	world := obsWorld(false, "")
	q := cxQuote(KindBridge, cxOsmo, fxDstChain, HopPlan{cxOsmo, cxHub})
	q.FromAddress, q.ToAddress = cxSender, fxRecipient
	w := &cosmosObserver{reader: world, evm: &evmObserver{chains: routerChains{id: fxDstChain, c: chain, router: router}}}
	o, err := w.observe(t.Context(), q, common.HexToHash("0x"+obsSrcHash), fxT0.Add(2*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	r := Derive(q, &o, cxEnv(), "", "")
	want := &FundsAt{ChainID: fxDstChain, Token: common.HexToAddress(fxDstUSDC).Hex(), Address: common.HexToAddress(fxRecipient).Hex(), Amount: "6800000"}
	if r.RouteTransactionStatus != StateSuccess || r.FundsAt == nil || *r.FundsAt != *want || r.ToChain.BlockNumber != 80 {
		t.Errorf("record %s fundsAt %+v toChain %+v; want success at %+v", r.RouteTransactionStatus, r.FundsAt, r.ToChain, want)
	}
}

// TestEVMToHubCredit: an EVM → hub route ends when the hub credits the
// recipient with the bridged denom after the source.
func TestEVMToHubCredit(t *testing.T) {
	chain := &routerChain{head: 90, receipts: map[common.Hash]*types.Receipt{
		common.HexToHash(fxSrcTx): {Status: types.ReceiptStatusSuccessful, BlockNumber: big.NewInt(10)}}}
	const hubUser = "axelar1qvpsxqcrqvpsxqcrqvpsxqcrqvpsxqcrxfsj82"
	credit := func(sec int, to string) CosmosTx {
		tx := obsTx("HUBCREDIT", 300, sec)
		tx.Transfers = []CoinTransfer{{Sender: cxBridge, Recipient: to, Amount: "5uaxl,7000000uusdc"}}
		return tx
	}
	world := &fakeCosmos{searches: map[string][]CosmosTx{cxHub + "|transfer.recipient='" + hubUser + "'": {
		credit(-300, hubUser), // before the route: not its credit
		credit(30, hubUser),
	}}}
	q := cxQuote(KindBridge, fxDstChain, cxHub)
	q.ToAddress, q.ToToken, q.ToCosmos = hubUser, "uusdc", true
	tr := &Tracker{cfg: Config{Chains: routerChains{id: fxDstChain, c: chain}, Cosmos: world}}
	obs := tr.newObserver(q)
	o, err := obs.observe(t.Context(), q, common.HexToHash(fxSrcTx), fxT0.Add(time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	r := Derive(q, &o, cxEnv(), "", "")
	want := &FundsAt{ChainID: cxHub, Token: "uusdc", Address: hubUser, Amount: "7000000"}
	if r.RouteTransactionStatus != StateSuccess || r.FundsAt == nil || *r.FundsAt != *want || r.GasStatus != "gas_paid" {
		t.Errorf("record %s gas %s fundsAt %+v; want success at %+v", r.RouteTransactionStatus, r.GasStatus, r.FundsAt, want)
	}
}

func TestCoinAmount(t *testing.T) {
	for _, tc := range []struct{ coins, denom, want string }{
		{"7000000uusdc", "uusdc", "7000000"},
		{"5uaxl,7ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2", "ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2", "7"},
		{"5uaxl", "uusdc", ""},
		{"uusdc", "uusdc", ""},
		{"", "uusdc", ""},
	} {
		if got := CoinAmount(tc.coins, tc.denom); got != tc.want {
			t.Errorf("CoinAmount(%q, %q) = %q, want %q", tc.coins, tc.denom, got, tc.want)
		}
	}
}
