package relayer_test

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/devnet/relayer"
	"github.com/switchyard-dev/switchyard/devnet/relayer/relayertest"
)

func TestMessageIDs(t *testing.T) {
	tx := crypto.Keccak256Hash([]byte("tx"))
	id := relayer.MessageID(tx, 12)
	if id != tx.Hex()+"-12" {
		t.Fatalf("id %s", id)
	}
	hash, index, err := relayer.ParseMessageID("0x" + strings.ToUpper(id[2:]))
	if err != nil || hash != tx || index != 12 {
		t.Fatalf("parse: %s %d %v", hash, index, err)
	}
	for _, bad := range []string{"", "0x12-1", tx.Hex(), tx.Hex() + "-", tx.Hex() + "-x", tx.Hex() + "--1", "zz" + tx.Hex()[2:] + "-1"} {
		if _, _, err := relayer.ParseMessageID(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
	// keccak256(abi.encode(uint256 chainId, bytes32 txHash, uint256 logIndex))
	u256, _ := abi.NewType("uint256", "", nil)
	b32, _ := abi.NewType("bytes32", "", nil)
	enc, err := abi.Arguments{{Type: u256}, {Type: b32}, {Type: u256}}.Pack(big.NewInt(42161), [32]byte(tx), big.NewInt(12))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := relayer.CommandID(42161, tx, 12), crypto.Keccak256Hash(enc); got != want {
		t.Errorf("command id %s, want %s", got, want)
	}
	if relayer.CommandID(1, tx, 12) == relayer.CommandID(42161, tx, 12) || relayer.CommandID(1, tx, 12) == relayer.CommandID(1, tx, 13) {
		t.Error("command ids collide")
	}
}

func TestExecutionFee(t *testing.T) {
	eth := relayer.Chain{}
	usd := func(n int64) *big.Rat { return new(big.Rat).SetInt64(n) }
	for name, tc := range map[string]struct {
		gas      uint64
		price    int64
		dst, src relayer.Chain
		want     string
	}{
		"same currency":             {100_000, 2_000_000_000, eth, eth, "200000000000000"},
		"dst native worth 1/10":     {100_000, 2_000_000_000, relayer.Chain{NativeUSD: usd(300)}, relayer.Chain{NativeUSD: usd(3000)}, "20000000000000"},
		"dst native worth 10x":      {100_000, 2_000_000_000, relayer.Chain{NativeUSD: usd(3000)}, relayer.Chain{NativeUSD: usd(300)}, "2000000000000000"},
		"rounds up":                 {1, 1, relayer.Chain{NativeUSD: usd(1)}, relayer.Chain{NativeUSD: usd(3)}, "1"},
		"6-decimal source":          {100_000, 2_000_000_000, relayer.Chain{NativeUSD: usd(1)}, relayer.Chain{NativeUSD: usd(1), NativeDecimals: 6}, "200"},
		"decimals without prices":   {1_000_000, 1_000_000_000_000, eth, relayer.Chain{NativeDecimals: 9}, "1000000000"},
		"zero price is free":        {100_000, 0, eth, eth, "0"},
		"large values stay integer": {30_000_000, 1_000_000_000_000_000, eth, eth, "30000000000000000000000"},
	} {
		got := relayer.ExecutionFee(tc.gas, big.NewInt(tc.price), tc.dst, tc.src)
		if got.String() != tc.want {
			t.Errorf("%s: %s, want %s", name, got, tc.want)
		}
	}
}

func TestDescribeRevert(t *testing.T) {
	errString, _ := abi.JSON(strings.NewReader(`[{"type":"function","name":"Error","inputs":[{"type":"string"}]}]`))
	withReason, err := errString.Methods["Error"].Inputs.Pack("too late")
	if err != nil {
		t.Fatal(err)
	}
	withReason = append(crypto.Keccak256([]byte("Error(string)"))[:4], withReason...)
	notOperator := relayertest.Gateway.GetABI().Errors["NotOperator"]
	inner, _ := notOperator.Inputs.Pack(common.HexToAddress("0x5"))
	inner = append(notOperator.ID[:4:4], inner...)
	callFailed := relayertest.Multicall.GetABI().Errors["CallFailed"]
	outer, _ := callFailed.Inputs.Pack(big.NewInt(0), inner)
	outer = append(callFailed.ID[:4:4], outer...)
	for data, want := range map[string]string{
		"":                         "execution reverted",
		string(withReason):         "execution reverted: too late",
		string(inner):              "execution reverted: NotOperator(0x0000000000000000000000000000000000000005)",
		string(outer):              "execution reverted: CallFailed(0, NotOperator(0x0000000000000000000000000000000000000005))",
		string([]byte{1, 2, 3, 4}): "execution reverted: 0x01020304",
		string([]byte{1, 2}):       "execution reverted: 0x0102",
	} {
		if got := relayer.DescribeRevert([]byte(data)); got != want {
			t.Errorf("%x: %q, want %q", data, got, want)
		}
	}
}
