package chain

import (
	"context"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// multicall3ABI is the part of Multicall3's interface the test calls.
const multicall3ABI = `[
 {"type":"function","name":"aggregate3","stateMutability":"payable",
  "inputs":[{"name":"calls","type":"tuple[]","components":[{"name":"target","type":"address"},{"name":"allowFailure","type":"bool"},{"name":"callData","type":"bytes"}]}],
  "outputs":[{"name":"returnData","type":"tuple[]","components":[{"name":"success","type":"bool"},{"name":"returnData","type":"bytes"}]}]},
 {"type":"function","name":"getEthBalance","stateMutability":"view","inputs":[{"name":"addr","type":"address"}],"outputs":[{"name":"balance","type":"uint256"}]}
]`

// call3 and result mirror Multicall3's Call3 and Result.
type call3 struct {
	Target       common.Address
	AllowFailure bool
	CallData     []byte
}

type result struct {
	Success    bool
	ReturnData []byte
}

// deployToken deploys the route contracts' ERC-20 with from as minter and
// mints amount to holder.
func deployToken(t *testing.T, client *ethclient.Client, from Account, holder common.Address, amount *big.Int) common.Address {
	t.Helper()
	erc20 := bindings.NewERC20Token()
	code := append(common.FromHex(bindings.ERC20TokenMetaData.Bin), erc20.PackConstructor("Test USD", "TUSD", 6, from.Address)...)
	deploy := waitReceipt(t, client, send(t, client, from, nil, code, nil).Hash())
	if deploy.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("token deployment failed: %+v", deploy)
	}
	token := deploy.ContractAddress
	if r := waitReceipt(t, client, send(t, client, from, &token, erc20.PackMint(holder, amount), nil).Hash()); r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("mint failed: %+v", r)
	}
	return token
}

// TestMulticall3 reads a native and an ERC-20 balance through Multicall3's
// aggregate3 over the chain's JSON-RPC, as SDKs do.
func TestMulticall3(t *testing.T) {
	_, client := startChain(t, Config{ChainID: 42161})
	ctx := context.Background()
	code, err := client.CodeAt(ctx, Multicall3Address, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := crypto.Keccak256Hash(code); got != Multicall3CodeHash || len(code) != 3808 {
		t.Fatalf("code at %s: %d bytes, hash %s; want the canonical %s", Multicall3Address, len(code), got, Multicall3CodeHash)
	}

	dev := DevAccounts()[5]
	holder := common.HexToAddress("0x00000000000000000000000000000000000c0ffe")
	minted := big.NewInt(1_234_567)
	token := deployToken(t, client, dev, holder, minted)

	mc, err := abi.JSON(strings.NewReader(multicall3ABI))
	if err != nil {
		t.Fatal(err)
	}
	getEth, err := mc.Pack("getEthBalance", dev.Address)
	if err != nil {
		t.Fatal(err)
	}
	data, err := mc.Pack("aggregate3", []call3{
		{Target: Multicall3Address, CallData: getEth},
		{Target: token, CallData: bindings.NewERC20Token().PackBalanceOf(holder)},
	})
	if err != nil {
		t.Fatal(err)
	}
	out, err := client.CallContract(ctx, ethereum.CallMsg{To: &Multicall3Address, Data: data}, nil)
	if err != nil {
		t.Fatalf("aggregate3: %v", err)
	}
	var results []result
	if err := mc.UnpackIntoInterface(&results, "aggregate3", out); err != nil {
		t.Fatal(err)
	}
	if len(results) != 2 || !results[0].Success || !results[1].Success {
		t.Fatalf("aggregate3 results: %+v", results)
	}
	wantEth, err := client.BalanceAt(ctx, dev.Address, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).SetBytes(results[0].ReturnData); got.Cmp(wantEth) != 0 {
		t.Errorf("getEthBalance through aggregate3 = %v, eth_getBalance %v", got, wantEth)
	}
	if got := new(big.Int).SetBytes(results[1].ReturnData); got.Cmp(minted) != 0 {
		t.Errorf("balanceOf through aggregate3 = %v, want %v", got, minted)
	}
}

// TestApproveCostsMainnetGas: a first allowance costs what it costs on
// Ethereum mainnet (~46k gas), not the ~135k of a chain charging EIP-8037
// state gas.
func TestApproveCostsMainnetGas(t *testing.T) {
	_, client := startChain(t, Config{ChainID: 1})
	dev := DevAccounts()[6]
	token := deployToken(t, client, dev, dev.Address, big.NewInt(1_000_000))
	spender := common.HexToAddress("0x00000000000000000000000000000000005bede4")
	approve := bindings.NewERC20Token().PackApprove(spender, big.NewInt(500_000))
	r := waitReceipt(t, client, send(t, client, dev, &token, approve, nil).Hash())
	if r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("approve failed: %+v", r)
	}
	t.Logf("first approve: %d gas", r.GasUsed)
	if r.GasUsed < 40_000 || r.GasUsed > 50_000 {
		t.Errorf("first approve used %d gas, want 40k-50k as on mainnet", r.GasUsed)
	}
}
