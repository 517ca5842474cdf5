package chain

import (
	"bytes"
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
	"github.com/ethereum/go-ethereum/params"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// startChain runs a chain for the test and dials its HTTP endpoint, as any
// outside client would.
func startChain(t *testing.T, cfg Config) (*Chain, *ethclient.Client) {
	t.Helper()
	testkit.Slow(t, "starts a devnet chain")
	c, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := c.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	client, err := ethclient.Dial(c.RPCURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(client.Close)
	return c, client
}

// pingTopic is the topic the test contract logs on every call.
var pingTopic = crypto.Keccak256Hash([]byte("Ping(bytes)"))

// pingContract is hand-assembled creation code of a contract whose runtime,
// on any call, logs its call data under pingTopic and returns it.
func pingContract() []byte {
	runtime := []byte{
		0x36, 0x60, 0x00, 0x60, 0x00, 0x37, // CALLDATACOPY(0, 0, CALLDATASIZE)
		0x7f, // PUSH32 topic
	}
	runtime = append(runtime, pingTopic.Bytes()...)
	runtime = append(runtime,
		0x36, 0x60, 0x00, 0xa1, // LOG1(0, CALLDATASIZE, topic)
		0x36, 0x60, 0x00, 0xf3, // RETURN(0, CALLDATASIZE)
	)
	initLen := byte(11)
	init := []byte{
		0x60, byte(len(runtime)), 0x80, // PUSH1 len, DUP1
		0x60, initLen, 0x60, 0x00, 0x39, // CODECOPY(0, initLen, len)
		0x60, 0x00, 0xf3, // RETURN(0, len)
	}
	return append(init, runtime...)
}

// send signs an EIP-1559 transaction from a development account with the
// fees the node suggests and returns it once sent.
func send(t *testing.T, client *ethclient.Client, from Account, to *common.Address, data []byte, tip *big.Int) *types.Transaction {
	t.Helper()
	ctx := context.Background()
	chainID, err := client.ChainID(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if tip == nil {
		if tip, err = client.SuggestGasTipCap(ctx); err != nil {
			t.Fatal(err)
		}
	}
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	nonce, err := client.PendingNonceAt(ctx, from.Address)
	if err != nil {
		t.Fatal(err)
	}
	gas, err := client.EstimateGas(ctx, ethereum.CallMsg{From: from.Address, To: to, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	tx, err := types.SignNewTx(from.Key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{
		ChainID: chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))),
		Gas: gas, To: to, Data: data,
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := client.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	return tx
}

// waitReceipt polls for the receipt until a generous deadline.
func waitReceipt(t *testing.T, client *ethclient.Client, hash common.Hash) *types.Receipt {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		r, err := client.TransactionReceipt(context.Background(), hash)
		if err == nil {
			return r
		}
		if !errors.Is(err, ethereum.NotFound) {
			t.Fatal(err)
		}
		if time.Now().After(deadline) {
			t.Fatalf("transaction %s not mined", hash)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestChainServesStandardClients(t *testing.T) {
	_, client := startChain(t, Config{ChainID: 42161})
	ctx := context.Background()
	dev := DevAccounts()[0]

	if id, err := client.ChainID(ctx); err != nil || id.Uint64() != 42161 {
		t.Fatalf("eth_chainId = %v, %v; want the real id 42161", id, err)
	}
	var netVersion string
	if err := client.Client().CallContext(ctx, &netVersion, "net_version"); err != nil || netVersion != "42161" {
		t.Errorf("net_version = %q, %v", netVersion, err)
	}
	if bal, err := client.BalanceAt(ctx, dev.Address, nil); err != nil || bal.Cmp(DevBalance) != 0 {
		t.Errorf("dev account balance = %v, %v; want %v", bal, err, DevBalance)
	}

	// Deploy the ping contract from raw bytecode, then call it.
	deploy := send(t, client, dev, nil, pingContract(), nil)
	receipt := waitReceipt(t, client, deploy.Hash())
	if receipt.Status != types.ReceiptStatusSuccessful || receipt.ContractAddress == (common.Address{}) {
		t.Fatalf("deployment receipt: %+v", receipt)
	}
	addr := receipt.ContractAddress
	if code, err := client.CodeAt(ctx, addr, nil); err != nil || len(code) == 0 {
		t.Fatalf("eth_getCode: %x, %v", code, err)
	}
	payload := []byte{0xde, 0xad, 0xbe, 0xef}
	if out, err := client.CallContract(ctx, ethereum.CallMsg{To: &addr, Data: payload}, nil); err != nil || !bytes.Equal(out, payload) {
		t.Errorf("eth_call = %x, %v; want the call data back", out, err)
	}
	call := send(t, client, dev, &addr, payload, nil)
	receipt = waitReceipt(t, client, call.Hash())
	if receipt.Status != types.ReceiptStatusSuccessful || len(receipt.Logs) != 1 {
		t.Fatalf("call receipt: status %d, %d logs", receipt.Status, len(receipt.Logs))
	}
	logs, err := client.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{addr}, Topics: [][]common.Hash{{pingTopic}},
	})
	if err != nil || len(logs) != 1 {
		t.Fatalf("eth_getLogs: %d logs, %v", len(logs), err)
	}
	if !bytes.Equal(logs[0].Data, payload) || logs[0].TxHash != call.Hash() {
		t.Errorf("log: data %x tx %s", logs[0].Data, logs[0].TxHash)
	}

	// Fee methods answer.
	if n, err := client.BlockNumber(ctx); err != nil || n < 2 {
		t.Errorf("eth_blockNumber = %d, %v; want at least the two mined blocks", n, err)
	}
	if p, err := client.SuggestGasPrice(ctx); err != nil || p.Sign() <= 0 {
		t.Errorf("eth_gasPrice = %v, %v", p, err)
	}
	if tip, err := client.SuggestGasTipCap(ctx); err != nil || tip.Cmp(DefaultTip) != 0 {
		t.Errorf("eth_maxPriorityFeePerGas = %v, %v; want %v", tip, err, DefaultTip)
	}
	if fh, err := client.FeeHistory(ctx, 2, nil, []float64{50}); err != nil || len(fh.BaseFee) == 0 {
		t.Errorf("eth_feeHistory: %+v, %v", fh, err)
	}
}

func TestChainProducesBlocksOnInterval(t *testing.T) {
	_, client := startChain(t, Config{ChainID: 8453, BlockInterval: 10 * time.Millisecond})
	deadline := time.Now().Add(20 * time.Second)
	for {
		n, err := client.BlockNumber(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if n >= 3 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("only %d blocks produced without transactions", n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestChainWithoutIntervalIdles(t *testing.T) {
	c, client := startChain(t, Config{ChainID: 1})
	if n, err := client.BlockNumber(context.Background()); err != nil || n != 1 {
		t.Fatalf("block number %d, %v; want 1 (sealed at start) before any transaction", n, err)
	}
	h, err := c.Commit(context.Background())
	if err != nil || h.Number.Uint64() != 2 {
		t.Fatalf("Commit: %v, %v", h, err)
	}
}

func TestGasSpikeAndReset(t *testing.T) {
	c, client := startChain(t, Config{ChainID: 1})
	ctx := context.Background()
	spike := new(big.Int).Mul(big.NewInt(500), big.NewInt(params.GWei))
	if _, err := c.SpikeGas(spike); err != nil {
		t.Fatal(err)
	}
	if tip, err := client.SuggestGasTipCap(ctx); err != nil || tip.Cmp(spike) != 0 {
		t.Errorf("eth_maxPriorityFeePerGas during the spike = %v, %v; want %v", tip, err, spike)
	}
	if price, err := client.SuggestGasPrice(ctx); err != nil || price.Cmp(spike) < 0 {
		t.Errorf("eth_gasPrice during the spike = %v, %v; want at least %v", price, err, spike)
	}

	// A transaction tipping the calm price waits: blocks are sealed without it.
	dev := DevAccounts()[1]
	to := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	cheap := send(t, client, dev, &to, nil, DefaultTip)
	if _, err := c.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := client.TransactionReceipt(ctx, cheap.Hash()); !errors.Is(err, ethereum.NotFound) {
		t.Fatalf("under-priced transaction during the spike: receipt err %v, want not found", err)
	}
	if _, pending, err := client.TransactionByHash(ctx, cheap.Hash()); err != nil || !pending {
		t.Fatalf("under-priced transaction should wait in the pool: pending %v, %v", pending, err)
	}
	// One paying the spike is mined at once.
	rich := send(t, client, DevAccounts()[2], &to, nil, nil)
	if r := waitReceipt(t, client, rich.Hash()); r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("spike-paying transaction failed: %+v", r)
	}

	state := c.ResetGas()
	if state.Spiked || state.MaxPriorityFeePerGas.Cmp(DefaultTip) != 0 {
		t.Errorf("after reset: %+v", state)
	}
	if tip, err := client.SuggestGasTipCap(ctx); err != nil || tip.Cmp(DefaultTip) != 0 {
		t.Errorf("eth_maxPriorityFeePerGas after reset = %v, %v; want %v", tip, err, DefaultTip)
	}
	if r := waitReceipt(t, client, cheap.Hash()); r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("waiting transaction after reset: %+v", r)
	}
}

func TestFundNative(t *testing.T) {
	c, client := startChain(t, Config{ChainID: 1})
	ctx := context.Background()
	to := common.HexToAddress("0x1234567890123456789012345678901234567890")
	amount := big.NewInt(1_000_000_000)
	for i := 1; i <= 2; i++ {
		f, err := c.FundNative(ctx, to, amount)
		if err != nil {
			t.Fatal(err)
		}
		want := new(big.Int).Mul(amount, big.NewInt(int64(i)))
		if f.Balance.Cmp(want) != 0 {
			t.Errorf("funding %d: balance %v, want %v", i, f.Balance, want)
		}
		if bal, err := client.BalanceAt(ctx, to, nil); err != nil || bal.Cmp(want) != 0 {
			t.Errorf("eth_getBalance after funding %d = %v, %v", i, bal, err)
		}
	}
	tooMuch := new(big.Int).Mul(FaucetBalance, big.NewInt(2))
	if _, err := c.FundNative(ctx, to, tooMuch); !errors.Is(err, ErrFaucetDry) {
		t.Errorf("funding more than the faucet holds: %v", err)
	}
}

func TestGenesisAllocPlacesCode(t *testing.T) {
	addr := common.HexToAddress("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
	code := []byte{0x60, 0x2a, 0x60, 0x00, 0x52, 0x60, 0x20, 0x60, 0x00, 0xf3} // returns 42
	slot := common.HexToHash("0x01")
	_, client := startChain(t, Config{ChainID: 1, Alloc: types.GenesisAlloc{
		addr: {Code: code, Storage: map[common.Hash]common.Hash{slot: common.HexToHash("0x07")}, Balance: big.NewInt(0)},
	}})
	ctx := context.Background()
	if got, err := client.CodeAt(ctx, addr, nil); err != nil || !bytes.Equal(got, code) {
		t.Errorf("code at %s: %x, %v", addr, got, err)
	}
	if got, err := client.StorageAt(ctx, addr, slot, nil); err != nil || common.BytesToHash(got) != common.HexToHash("0x07") {
		t.Errorf("storage: %x, %v", got, err)
	}
	out, err := client.CallContract(ctx, ethereum.CallMsg{To: &addr}, nil)
	if err != nil || new(big.Int).SetBytes(out).Int64() != 42 {
		t.Errorf("call: %x, %v", out, err)
	}
}

func TestStartErrors(t *testing.T) {
	if _, err := New(Config{}); err == nil {
		t.Error("chain id 0 accepted")
	}
	if _, err := New(Config{ChainID: 1, Listen: "nonsense"}); err == nil {
		t.Error("bad listen address accepted")
	}
	first, _ := startChain(t, Config{ChainID: 1})
	taken := first.RPCURL()[len("http://"):]
	second, err := New(Config{ChainID: 10, Listen: taken})
	if err != nil {
		t.Fatal(err)
	}
	if err := second.Start(context.Background()); err == nil {
		second.Close()
		t.Fatalf("second chain started on the taken address %s", taken)
	}
	if err := second.Close(); err != nil {
		t.Errorf("close after failed start: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	third, _ := New(Config{ChainID: 1})
	if err := third.Start(ctx); err == nil {
		t.Error("started with a cancelled context")
	}
	if err := third.Close(); err != nil {
		t.Errorf("close after a cancelled start: %v", err)
	}
}
