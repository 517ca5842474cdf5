package cosmostx

import (
	"bytes"
	"crypto/sha256"
	"math/big"
	"testing"

	sdkmath "cosmossdk.io/math"
	codectypes "github.com/cosmos/cosmos-sdk/codec/types"
	"github.com/cosmos/cosmos-sdk/crypto/keys/secp256k1"
	sdk "github.com/cosmos/cosmos-sdk/types"
	txtypes "github.com/cosmos/cosmos-sdk/types/tx"
	signingtypes "github.com/cosmos/cosmos-sdk/types/tx/signing"
	transfertypes "github.com/cosmos/ibc-go/v10/modules/apps/transfer/types"
	clienttypes "github.com/cosmos/ibc-go/v10/modules/core/02-client/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/api"
)

// TestEncodingMatchesTheSDK: the hand-written messages are byte for byte
// what the Cosmos SDK's and ibc-go's generated types write, the signature
// verifies with the SDK's secp256k1 key, and the address is the SDK's.
func TestEncodingMatchesTheSDK(t *testing.T) {
	key, err := crypto.HexToECDSA("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
	if err != nil {
		t.Fatal(err)
	}
	pub := crypto.CompressPubkey(&key.PublicKey)
	sdkPub := &secp256k1.PubKey{Key: pub}

	msg := api.MsgTransfer{SourcePort: "transfer", SourceChannel: "channel-0", Token: api.Coin{Denom: "uusdc", Amount: "1500000"},
		Sender: "axelar1sender", Receiver: "osmo1receiver", TimeoutTimestamp: "1764328000123456789", Memo: `{"quote_id":"q"}`}
	mine, err := msgTransfer(msg)
	if err != nil {
		t.Fatal(err)
	}
	want, err := (&transfertypes.MsgTransfer{SourcePort: "transfer", SourceChannel: "channel-0", Token: sdk.NewCoin("uusdc", sdkmath.NewInt(1_500_000)),
		Sender: "axelar1sender", Receiver: "osmo1receiver", TimeoutHeight: clienttypes.ZeroHeight(), TimeoutTimestamp: 1764328000123456789,
		Memo: `{"quote_id":"q"}`}).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(mine, want) {
		t.Fatalf("MsgTransfer\n got %x\nwant %x", mine, want)
	}

	body := txBody("memo", anyMsg(api.TypeURLMsgTransfer, mine))
	wantBody, err := (&txtypes.TxBody{Messages: []*codectypes.Any{{TypeUrl: api.TypeURLMsgTransfer, Value: want}}, Memo: "memo"}).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(body, wantBody) {
		t.Fatalf("TxBody\n got %x\nwant %x", body, wantBody)
	}

	for _, tc := range []struct {
		name          string
		sequence, gas uint64
		fee           []byte
		sdkFee        sdk.Coins
	}{
		{"fee", 7, 123_456, coin("uaxl", "309"), sdk.NewCoins(sdk.NewCoin("uaxl", sdkmath.NewInt(309)))},
		{"simulation", 0, 0, nil, nil},
	} {
		auth := authInfo(pub, tc.sequence, tc.fee, tc.gas)
		pubAny, err := codectypes.NewAnyWithValue(sdkPub)
		if err != nil {
			t.Fatal(err)
		}
		wantAuth, err := (&txtypes.AuthInfo{SignerInfos: []*txtypes.SignerInfo{{PublicKey: pubAny, Sequence: tc.sequence,
			ModeInfo: &txtypes.ModeInfo{Sum: &txtypes.ModeInfo_Single_{Single: &txtypes.ModeInfo_Single{Mode: signingtypes.SignMode_SIGN_MODE_DIRECT}}}}},
			Fee: &txtypes.Fee{Amount: tc.sdkFee, GasLimit: tc.gas}}).Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(auth, wantAuth) {
			t.Fatalf("%s: AuthInfo\n got %x\nwant %x", tc.name, auth, wantAuth)
		}
	}

	auth := authInfo(pub, 7, coin("uaxl", "309"), 123_456)
	doc := signDoc(body, auth, "axelar-dojo-1", 12)
	wantDoc, err := (&txtypes.SignDoc{BodyBytes: body, AuthInfoBytes: auth, ChainId: "axelar-dojo-1", AccountNumber: 12}).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(doc, wantDoc) {
		t.Fatalf("SignDoc\n got %x\nwant %x", doc, wantDoc)
	}
	digest := sha256.Sum256(doc)
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		t.Fatal(err)
	}
	if !sdkPub.VerifySignature(doc, sig[:64]) {
		t.Error("the SDK's secp256k1 key does not verify the signature")
	}
	raw := txRaw(body, auth, sig[:64])
	wantRaw, err := (&txtypes.TxRaw{BodyBytes: body, AuthInfoBytes: auth, Signatures: [][]byte{sig[:64]}}).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(raw, wantRaw) {
		t.Fatalf("TxRaw\n got %x\nwant %x", raw, wantRaw)
	}

	addr, err := Address(key, "osmo")
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := sdk.Bech32ifyAddressBytes("osmo", sdkPub.Address()); addr != want {
		t.Errorf("address %s, the SDK's %s", addr, want)
	}
}

func TestGasPriceAndFee(t *testing.T) {
	tests := []struct {
		price string
		gas   uint64
		fee   string
		denom string
	}{
		{"0.0025uaxl", 123_456, "309", "uaxl"}, // 308.64, rounded up as CosmJS does
		{"0.025uosmo", 200_000, "5000", "uosmo"},
		{"1ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2", 3, "3", "ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2"},
	}
	for _, tt := range tests {
		p, denom, err := ParseGasPrice(tt.price)
		if err != nil {
			t.Fatalf("%s: %v", tt.price, err)
		}
		if fee := feeAmount(tt.gas, p); fee.Cmp(mustBig(tt.fee)) != 0 || denom != tt.denom {
			t.Errorf("%s × %d = %s%s, want %s%s", tt.price, tt.gas, fee, denom, tt.fee, tt.denom)
		}
	}
	for _, bad := range []string{"", "uosmo", "0.0.1uosmo", "0.025", ".uosmo"} {
		if _, _, err := ParseGasPrice(bad); err == nil {
			t.Errorf("ParseGasPrice(%q): no error", bad)
		}
	}
}

func mustBig(s string) *big.Int {
	n, _ := new(big.Int).SetString(s, 10)
	return n
}
