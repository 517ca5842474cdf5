package status

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// TestRecordShowsTheIntegratorFeePaid: a quote whose transaction pays an
// integrator fee gives records that show it once the source transaction
// succeeded, and not before.
func TestRecordShowsTheIntegratorFeePaid(t *testing.T) {
	ben := common.HexToAddress("0x00000000000000000000000000000000000000B0")
	usdc := common.HexToAddress(fxSrcUSDC)
	transfer := append(common.FromHex("0xa9059cbb"), common.LeftPadBytes(ben.Bytes(), 32)...)
	transfer = append(transfer, common.LeftPadBytes(big.NewInt(3000).Bytes(), 32)...)
	cases := []struct {
		name string
		call bindings.RouteRouterCall
		tok  string
	}{
		{"token fee", bindings.RouteRouterCall{Target: usdc, Value: new(big.Int), CallData: transfer, Payload: []byte{}}, fxSrcUSDC},
		{"native fee", bindings.RouteRouterCall{Target: ben, Value: big.NewInt(3000), CallData: []byte{}, Payload: []byte{}},
			"0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			data := routerABI.PackSwap(usdc, big.NewInt(1_000_000), common.HexToAddress(fxDstWETH), big.NewInt(1), common.HexToAddress(fxRecipient),
				[]bindings.RouteRouterCall{tc.call})
			tok, _ := json.Marshal(map[string]string{"address": tc.tok})
			ro := api.Route{Estimate: api.Estimate{FeeCosts: []api.Cost{{Type: "integrator-fee", Name: "Integrator fee", Token: tok, Amount: "3000"}}},
				TransactionRequest: &api.TransactionRequest{RouteType: "SWAP", Data: hexutil.Encode(api.AppendQuoteTag(data, fxQuoteID))}}
			route, _ := json.Marshal(ro)
			req, _ := json.Marshal(api.RouteRequest{FromAddress: fxUser, ToAddress: fxRecipient})
			q, err := ParseQuote(fxQuoteID, "ih", fxSrcChain, fxSrcChain, fxT0, req, route)
			if err != nil {
				t.Fatal(err)
			}
			want := &api.IntegratorFee{ChainID: fxSrcChain, Token: tc.tok, Beneficiary: ben.Hex(), Amount: "3000"}
			if diff := cmp.Diff(want, q.IntegratorFee); diff != "" {
				t.Errorf("quote's fee (-want +got):\n%s", diff)
			}
			o := &Observation{Now: fxT0, Source: fxSource(KindSwap)}
			if diff := cmp.Diff(want, Derive(q, o, fxEnv(), "", "").IntegratorFee); diff != "" {
				t.Errorf("record's fee (-want +got):\n%s", diff)
			}
			o.Source = Source{State: TxPending, TxHash: fxSrcTx}
			if got := Derive(q, o, fxEnv(), "", "").IntegratorFee; got != nil {
				t.Errorf("a pending transaction's record shows a fee paid: %+v", got)
			}
		})
	}
}
