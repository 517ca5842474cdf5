package status

import (
	"encoding/base64"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// TestBridgedIntegratorFee: a Cosmos → EVM quote whose destination
// payload pays the integrator first gives the fee on the destination
// chain, and a record shows it only once the destination calls ran.
func TestBridgedIntegratorFee(t *testing.T) {
	ben := common.HexToAddress("0x00000000000000000000000000000000000000B0")
	axl := common.HexToAddress("0x00000000000000000000000000000000000000A1")
	transfer := append(common.FromHex("0xa9059cbb"), common.LeftPadBytes(ben.Bytes(), 32)...)
	transfer = append(transfer, common.LeftPadBytes(big.NewInt(74550).Bytes(), 32)...)
	calls := []bindings.RouteRouterCall{{Target: axl, Value: new(big.Int), CallData: transfer, Payload: []byte{}}}
	payload := routerABI.PackEncodeDestinationPayload(common.HexToAddress(fxRecipient), big.NewInt(1), axl, big.NewInt(200_000), calls)[4:]
	enc := base64.StdEncoding.EncodeToString(payload)
	memo, _ := json.Marshal(api.BridgeMemo{DestinationChain: "arbitrum", DestinationAddress: fxRecipient, Payload: &enc,
		Type: api.MemoTypeCallWithToken, QuoteID: fxQuoteID})
	value, _ := json.Marshal(api.MsgTransfer{SourcePort: "transfer", SourceChannel: "channel-0", Token: api.Coin{Denom: cxOsmoVoucher, Amount: "25000000"},
		Sender: cxSender, Receiver: cxBridge, Memo: string(memo)})
	data, _ := json.Marshal(api.CosmosMsg{TypeURL: api.TypeURLMsgTransfer, Value: value})
	tok, _ := json.Marshal(map[string]string{"address": axl.Hex(), "chainId": fxDstChain})
	ro := api.Route{Estimate: api.Estimate{FeeCosts: []api.Cost{{Type: "integrator-fee", Name: "Integrator fee", Token: tok, Amount: "74550"}}},
		TransactionRequest: &api.TransactionRequest{RouteType: "BRIDGE", Data: string(data)}}
	route, _ := json.Marshal(ro)
	req, _ := json.Marshal(api.RouteRequest{FromAddress: cxSender, ToAddress: fxRecipient})
	q, err := ParseQuote(fxQuoteID, "ih", cxOsmo, fxDstChain, fxT0, req, route)
	if err != nil {
		t.Fatal(err)
	}
	want := &api.IntegratorFee{ChainID: fxDstChain, Token: axl.Hex(), Beneficiary: ben.Hex(), Amount: "74550"}
	if diff := cmp.Diff(want, q.IntegratorFee); diff != "" {
		t.Fatalf("quote's fee (-want +got):\n%s", diff)
	}
	for _, tc := range []struct {
		state string
		want  *api.IntegratorFee
	}{
		{StateSuccess, want},
		{StatePartialSuccess, nil}, // the calls failed: the recipient got it all
		{StateOngoing, nil},
		{StateRefund, nil},
	} {
		r := Record{RouteTransactionStatus: tc.state, IntegratorFee: q.IntegratorFee}
		feePaid(&r, q)
		if diff := cmp.Diff(tc.want, r.IntegratorFee); diff != "" {
			t.Errorf("%s: record's fee (-want +got):\n%s", tc.state, diff)
		}
	}
	// A fee from the input is paid with the source transaction.
	src := &api.IntegratorFee{ChainID: cxOsmo}
	r := Record{RouteTransactionStatus: StateOngoing, IntegratorFee: src}
	feePaid(&r, &Quote{FromChain: cxOsmo})
	if r.IntegratorFee != src {
		t.Errorf("an ongoing route's source fee is dropped")
	}
}

// TestForwardIntegratorFee: a Cosmos → Cosmos quote through the hub whose
// memo's fee is the integrator's gives the fee on the hub, paid to the
// memo's fee recipient; a memo fee that is not the integrator's (another
// amount) gives none.
func TestForwardIntegratorFee(t *testing.T) {
	const hubBen = "axelar1qyqszqgpqyqszqgpqyqszqgpqyqszqgpkahkxa"
	for _, tc := range []struct {
		name, memoFee string
		want          *api.IntegratorFee
	}{
		{"the integrator's", "75000", &api.IntegratorFee{ChainID: cxHub, Token: "uusdc", Beneficiary: hubBen, Amount: "75000"}},
		{"another fee", "0", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			memo, _ := json.Marshal(api.BridgeMemo{DestinationChain: "cosmoshub", DestinationAddress: cxRecv, Type: api.MemoTypeToken,
				Fee: api.BridgeFee{Amount: tc.memoFee, Recipient: hubBen}, QuoteID: fxQuoteID})
			value, _ := json.Marshal(api.MsgTransfer{SourcePort: "transfer", SourceChannel: "channel-0", Token: api.Coin{Denom: cxOsmoVoucher, Amount: "25000000"},
				Sender: cxSender, Receiver: cxBridge, Memo: string(memo)})
			data, _ := json.Marshal(api.CosmosMsg{TypeURL: api.TypeURLMsgTransfer, Value: value})
			tok, _ := json.Marshal(map[string]string{"address": "uusdc", "chainId": cxHub})
			ro := api.Route{Estimate: api.Estimate{FeeCosts: []api.Cost{{Type: "integrator-fee", Name: "Integrator fee", Token: tok, Amount: "75000"}}},
				TransactionRequest: &api.TransactionRequest{RouteType: "IBC_TRANSFER", Data: string(data)}}
			route, _ := json.Marshal(ro)
			req, _ := json.Marshal(api.RouteRequest{FromAddress: cxSender, ToAddress: cxRecv})
			q, err := ParseQuote(fxQuoteID, "ih", cxOsmo, cxHubAtm, fxT0, req, route)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, q.IntegratorFee); diff != "" {
				t.Errorf("quote's fee (-want +got):\n%s", diff)
			}
		})
	}
}
