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

// TestIntentsQuoteShowsTheIntegratorFee: an intents quote sent through
// createIntentOrderWithFee shows the fee its router pays feeRecipient;
// a plain createIntentOrder shows none.
func TestIntentsQuoteShowsTheIntegratorFee(t *testing.T) {
	ben := common.HexToAddress("0x00000000000000000000000000000000000000B0")
	order := bindings.RouteRouterOrder{FromChainId: big.NewInt(1), FromAddress: common.HexToAddress(fxUser), FromToken: common.HexToAddress(fxSrcUSDC),
		FromAmount: big.NewInt(997_000), ToChainId: big.NewInt(42161), ToToken: common.HexToAddress(fxDstWETH), ToAmount: big.NewInt(1),
		ToAddress: common.HexToAddress(fxRecipient), Solver: ben, Expiry: big.NewInt(1), Nonce: big.NewInt(1)}
	sig := make([]byte, 65)
	cases := []struct {
		name string
		data []byte
		want *api.IntegratorFee
	}{
		{"with fee", routerABI.PackCreateIntentOrderWithFee(order, sig, ben, big.NewInt(3000)),
			&api.IntegratorFee{ChainID: fxSrcChain, Token: fxSrcUSDC, Beneficiary: ben.Hex(), Amount: "3000"}},
		{"plain order", routerABI.PackCreateIntentOrder(order, sig), nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tok, _ := json.Marshal(map[string]string{"address": fxSrcUSDC})
			ro := api.Route{Estimate: api.Estimate{FeeCosts: []api.Cost{{Type: "integrator-fee", Name: "Integrator fee", Token: tok, Amount: "3000"}}},
				TransactionRequest: &api.TransactionRequest{RouteType: "INTENTS", Data: hexutil.Encode(api.AppendQuoteTag(tc.data, fxQuoteID))}}
			route, _ := json.Marshal(ro)
			req, _ := json.Marshal(api.RouteRequest{FromAddress: fxUser, ToAddress: fxRecipient})
			q, err := ParseQuote(fxQuoteID, "ih", fxSrcChain, fxSrcChain, fxT0, req, route)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, q.IntegratorFee); diff != "" {
				t.Errorf("quote's fee (-want +got):\n%s", diff)
			}
		})
	}
}
