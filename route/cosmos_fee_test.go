package route

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/integrator"
)

func (w *cosmosWorld) routeAs(t *testing.T, hash string, r Request) *RouteObject {
	t.Helper()
	a, err := w.svc.Route(context.Background(), hash, w.cat.FullView(), r)
	if err != nil {
		t.Fatal(err)
	}
	var resp Response
	if err := json.Unmarshal(a.JSON, &resp); err != nil {
		t.Fatal(err)
	}
	return &resp.Route
}

// cosmosFeeCalls is where a route with a Cosmos end pays the fee: the
// source calls of an EVM source's bridgeCall, or the calls of the
// destination payload in a Cosmos source's bridge memo.
func cosmosFeeCalls(t *testing.T, ro *RouteObject) []bindings.RouteRouterCall {
	t.Helper()
	if ro.TransactionRequest.MaxFeePerGas != "" { // an EVM source
		args := bridgeCallArgs(t, ro.TransactionRequest.Data)
		return *abi.ConvertType(args[2], new([]bindings.RouteRouterCall)).(*[]bindings.RouteRouterCall)
	}
	msg, err := api.ParseCosmosTransfer(ro.TransactionRequest.Data)
	if err != nil {
		t.Fatal(err)
	}
	var memo api.BridgeMemo
	if err := json.Unmarshal([]byte(msg.Memo), &memo); err != nil || memo.Payload == nil {
		t.Fatalf("memo %s: %v", msg.Memo, err)
	}
	payload, err := base64.StdEncoding.DecodeString(*memo.Payload)
	if err != nil {
		t.Fatal(err)
	}
	args, err := routerABI.GetABI().Methods["encodeDestinationPayload"].Inputs.Unpack(payload)
	if err != nil {
		t.Fatal(err)
	}
	return *abi.ConvertType(args[4], new([]bindings.RouteRouterCall)).(*[]bindings.RouteRouterCall)
}

// TestCosmosIntegratorFee: an EVM source pays the fee from its input in
// its transaction; a Cosmos source to an EVM chain pays it from the
// bridged amount (what the hub bridges after its execution fee) as the
// first destination call. Either way feeCosts shows it, toAmount is
// another integrator's route of what remains, and the whole amount is
// sent. Cosmos → Cosmos routes pay none.
func TestCosmosIntegratorFee(t *testing.T) {
	fee := integrator.Fee{BPS: 30, Beneficiaries: map[string]string{"evm": beneficiary.Hex()}}
	cases := []struct {
		name                        string
		fromChain, fromSym, toChain string
		toToken, fromAddr, toAddr   string
		amount                      string
		wantFee                     string // "" for none
		feeChain, feeSym            string // where and in what it is paid
		actions                     []string
	}{
		{name: "EVM to osmosis, no source swap", fromChain: "1", fromSym: "axlUSDC", toChain: "osmosis-1", toToken: osmoVoucher,
			fromAddr: user, toAddr: osmoUser, amount: "25000000", wantFee: "75000", feeChain: "1", feeSym: "axlUSDC",
			actions: []string{"fee:1>1", "bridge:1>axelar-dojo-1", "ibc_transfer:axelar-dojo-1>osmosis-1"}},
		{name: "EVM to cosmoshub, swap first", fromChain: "1", fromSym: "USDC", toChain: "cosmoshub-4", toToken: IBCVoucher("channel-0", "uusdc"),
			fromAddr: user, toAddr: cosmosUser, amount: "25000000", wantFee: "75000", feeChain: "1", feeSym: "USDC",
			actions: []string{"fee:1>1", "swap:1>1", "bridge:1>axelar-dojo-1", "ibc_transfer:axelar-dojo-1>cosmoshub-4"}},
		// arrived = 25,000,000 − the hub's 150,000; 0.3% of 24,850,000
		{name: "osmosis to EVM, swap on the destination", fromChain: "osmosis-1", toChain: "42161", toToken: "USDC",
			fromAddr: osmoUser, toAddr: user, amount: "25000000", wantFee: "74550", feeChain: "42161", feeSym: "axlUSDC",
			actions: []string{"ibc_transfer:osmosis-1>axelar-dojo-1", "bridge:axelar-dojo-1>42161", "fee:axelar-dojo-1>axelar-dojo-1",
				"fee:42161>42161", "swap:42161>42161"}},
		{name: "osmosis to EVM, the bridged token itself", fromChain: "osmosis-1", toChain: "42161", toToken: "axlUSDC",
			fromAddr: osmoUser, toAddr: user, amount: "1000000", wantFee: "2550", feeChain: "42161", feeSym: "axlUSDC",
			actions: []string{"ibc_transfer:osmosis-1>axelar-dojo-1", "bridge:axelar-dojo-1>42161", "fee:axelar-dojo-1>axelar-dojo-1",
				"fee:42161>42161"}},
		{name: "osmosis to cosmoshub through the hub", fromChain: "osmosis-1", toChain: "cosmoshub-4", toToken: IBCVoucher("channel-0", "uusdc"),
			fromAddr: osmoUser, toAddr: cosmosUser, amount: "25000000",
			actions: []string{"ibc_transfer:osmosis-1>axelar-dojo-1", "ibc_transfer:axelar-dojo-1>cosmoshub-4"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := newCosmosWorld(t, true)
			w.svc.cfg.Fees = fakeFees{"earner": fee}
			req := func(amount string, quoteOnly bool) Request {
				r := Request{FromChain: tc.fromChain, FromToken: osmoVoucher, FromAmount: amount, FromAddress: tc.fromAddr,
					ToChain: tc.toChain, ToToken: tc.toToken, ToAddress: tc.toAddr, QuoteOnly: quoteOnly}
				if tc.fromChain == "1" {
					r.FromToken = sym(w.a, tc.fromSym).Hex()
				}
				if tc.toChain == "42161" {
					r.ToToken = sym(w.b, tc.toToken).Hex()
				}
				return r
			}
			ro := w.routeAs(t, "earner", req(tc.amount, false))
			if diff := cmp.Diff(tc.actions, actionTypes(ro)); diff != "" {
				t.Errorf("actions (-want +got):\n%s", diff)
			}
			if ro.Estimate.FromAmount != tc.amount {
				t.Errorf("estimate fromAmount %s, want the whole amount %s", ro.Estimate.FromAmount, tc.amount)
			}
			costs := costsOf(ro, "integrator-fee")
			whole := w.routeAs(t, "other", req(tc.amount, true))
			if tc.wantFee == "" {
				if len(costs) != 0 || ro.Estimate.ToAmount != whole.Estimate.ToAmount {
					t.Errorf("a Cosmos → Cosmos route pays a fee: %+v, toAmount %s (without %s)", costs, ro.Estimate.ToAmount, whole.Estimate.ToAmount)
				}
				return
			}
			if len(costs) != 1 || costs[0].Name != "Integrator fee" || costs[0].Amount != tc.wantFee {
				t.Fatalf("integrator fee costs %+v, want one of %s", costs, tc.wantFee)
			}
			feeChain := w.a
			if tc.feeChain == w.b.ID {
				feeChain = w.b
			}
			feeTok := sym(feeChain, tc.feeSym)
			tok, err := api.ParseToken(costs[0].Token)
			if err != nil || tok.ChainID != tc.feeChain || !common.IsHexAddress(tok.Address) || common.HexToAddress(tok.Address) != feeTok {
				t.Errorf("fee token %s (%v), want %s on %s", costs[0].Token, err, feeTok.Hex(), tc.feeChain)
			}
			if len(costsOf(whole, "integrator-fee")) != 0 || whole.Estimate.ToAmount == ro.Estimate.ToAmount {
				t.Errorf("another integrator's quote pays the fee: %+v", whole.Estimate.FeeCosts)
			}
			// toAmount is another integrator's route of the amount less the fee.
			gross, _ := new(big.Int).SetString(tc.amount, 10)
			feeAmt, _ := new(big.Int).SetString(tc.wantFee, 10)
			net := w.routeAs(t, "other", req(new(big.Int).Sub(gross, feeAmt).String(), true))
			if ro.Estimate.ToAmount != net.Estimate.ToAmount || ro.Estimate.ToAmountMin != net.Estimate.ToAmountMin {
				t.Errorf("toAmount %s (min %s), want the route of the amount after the fee: %s (min %s)",
					ro.Estimate.ToAmount, ro.Estimate.ToAmountMin, net.Estimate.ToAmount, net.Estimate.ToAmountMin)
			}
			calls := cosmosFeeCalls(t, ro)
			data := append(common.FromHex("0xa9059cbb"), common.LeftPadBytes(beneficiary.Bytes(), 32)...)
			data = append(data, common.LeftPadBytes(feeAmt.Bytes(), 32)...)
			want := bindings.RouteRouterCall{CallType: callDefault, Target: feeTok, Value: new(big.Int), CallData: data, Payload: []byte{}}
			if len(calls) < 2 {
				t.Fatalf("calls %+v: want the fee's and the rest's", calls)
			}
			if diff := cmp.Diff(want, calls[0], cmp.Comparer(func(a, b *big.Int) bool { return a.Cmp(b) == 0 })); diff != "" {
				t.Errorf("first call (-want +got):\n%s", diff)
			}
			// The whole amount is sent: pulled on an EVM source, transferred
			// from a Cosmos one.
			if tc.fromChain == "1" {
				if got := bridgeCallArgs(t, ro.TransactionRequest.Data)[1].(*big.Int); got.Cmp(gross) != 0 {
					t.Errorf("bridgeCall pulls %s, want %s", got, gross)
				}
			} else {
				msg, err := api.ParseCosmosTransfer(ro.TransactionRequest.Data)
				if err != nil || msg.Token.Amount != tc.amount {
					t.Errorf("transfer of %+v (%v), want %s", msg.Token, err, tc.amount)
				}
			}
		})
	}
}

// TestCosmosForwardFee: a Cosmos → Cosmos route through the hub pays the
// fee from the amount sent, as the bridge memo's fee, on the hub to the
// integrator's Cosmos beneficiary under the hub's prefix, and forwards
// the rest; a direct transfer (the hub at one end) pays none.
func TestCosmosForwardFee(t *testing.T) {
	fee := integrator.Fee{BPS: 30, Beneficiaries: map[string]string{"evm": beneficiary.Hex(),
		"cosmos": "osmo1qyqszqgpqyqszqgpqyqszqgpqyqszqgp6gjwmw"}}
	const hubBen = "axelar1qyqszqgpqyqszqgpqyqszqgpqyqszqgpkahkxa" // the same account on the hub
	atomVoucher := IBCVoucher("channel-0", "uusdc")
	cases := []struct {
		name                    string
		fromChain, fromToken    string
		fromAddr                string
		toChain, toToken, toAdr string
		wantFee                 *api.BridgeFee // the memo's; nil: no memo fee (a direct transfer)
		toAmount                string
		actions                 []string
	}{
		{"osmosis to cosmoshub through the hub", "osmosis-1", osmoVoucher, osmoUser, "cosmoshub-4", atomVoucher, cosmosUser,
			&api.BridgeFee{Amount: "75000", Recipient: hubBen}, "24925000",
			[]string{"ibc_transfer:osmosis-1>axelar-dojo-1", "fee:axelar-dojo-1>axelar-dojo-1", "ibc_transfer:axelar-dojo-1>cosmoshub-4"}},
		{"the hub to osmosis, direct", "axelar-dojo-1", "uusdc", hubUser, "osmosis-1", osmoVoucher, osmoUser,
			nil, "25000000", []string{"ibc_transfer:axelar-dojo-1>osmosis-1"}},
		{"osmosis to the hub, direct", "osmosis-1", osmoVoucher, osmoUser, "axelar-dojo-1", "uusdc", hubUser,
			nil, "25000000", []string{"ibc_transfer:osmosis-1>axelar-dojo-1"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := newCosmosWorld(t, true)
			w.svc.cfg.Fees = fakeFees{"earner": fee}
			ro := w.routeAs(t, "earner", Request{FromChain: tc.fromChain, FromToken: tc.fromToken, FromAmount: "25000000", FromAddress: tc.fromAddr,
				ToChain: tc.toChain, ToToken: tc.toToken, ToAddress: tc.toAdr})
			if diff := cmp.Diff(tc.actions, actionTypes(ro)); diff != "" {
				t.Errorf("actions (-want +got):\n%s", diff)
			}
			if ro.Estimate.FromAmount != "25000000" || ro.Estimate.ToAmount != tc.toAmount || ro.Estimate.ToAmountMin != tc.toAmount {
				t.Errorf("amounts %s → %s (min %s), want 25000000 → %s", ro.Estimate.FromAmount, ro.Estimate.ToAmount, ro.Estimate.ToAmountMin, tc.toAmount)
			}
			last := ro.Estimate.Actions[len(ro.Estimate.Actions)-1]
			if last.ToAmount != tc.toAmount {
				t.Errorf("the last hop carries %s, want %s", last.ToAmount, tc.toAmount)
			}
			msg, err := api.ParseCosmosTransfer(ro.TransactionRequest.Data)
			if err != nil || msg.Token.Amount != "25000000" {
				t.Fatalf("transfer %+v (%v), want the whole 25000000", msg.Token, err)
			}
			costs := costsOf(ro, "integrator-fee")
			if tc.wantFee == nil {
				if len(costs) != 0 {
					t.Errorf("a direct transfer pays a fee: %+v", costs)
				}
				return
			}
			var memo api.BridgeMemo
			if err := json.Unmarshal([]byte(msg.Memo), &memo); err != nil {
				t.Fatal(err)
			}
			if memo.Fee != *tc.wantFee || memo.Type != api.MemoTypeToken || memo.DestinationAddress != tc.toAdr {
				t.Errorf("memo %+v, want the fee %+v", memo, *tc.wantFee)
			}
			if len(costs) != 1 || costs[0].Name != "Integrator fee" || costs[0].Amount != tc.wantFee.Amount {
				t.Fatalf("integrator fee costs %+v, want one of %s", costs, tc.wantFee.Amount)
			}
			if tok, err := api.ParseToken(costs[0].Token); err != nil || tok.ChainID != "axelar-dojo-1" || tok.Address != "uusdc" {
				t.Errorf("fee token %s, want uusdc on the hub", costs[0].Token)
			}
			// another integrator's route of the same transfer pays none
			other := w.routeAs(t, "other", Request{FromChain: tc.fromChain, FromToken: tc.fromToken, FromAmount: "25000000", FromAddress: tc.fromAddr,
				ToChain: tc.toChain, ToToken: tc.toToken, ToAddress: tc.toAdr})
			if len(costsOf(other, "integrator-fee")) != 0 || other.Estimate.ToAmount != "25000000" {
				t.Errorf("another integrator's route pays the fee: %+v", other.Estimate)
			}
		})
	}
}

// TestBridgedFeeBridgeLimit: the bridge's limit holds for the whole
// bridged amount, not for the rest after the fee: the largest amount a
// fee-paying Cosmos → EVM route takes is the limit plus the hub's fee,
// and one more is refused with that bound.
func TestBridgedFeeBridgeLimit(t *testing.T) {
	w := newCosmosWorld(t, true)
	w.svc.cfg.Fees = fakeFees{"earner": integrator.Fee{BPS: 30, Beneficiaries: map[string]string{"evm": beneficiary.Hex()}}}
	most := new(big.Int).Add(w.b.GMP.Max.ToBig(), big.NewInt(150_000)).String()
	req := func(amount string) Request {
		return Request{FromChain: "osmosis-1", FromToken: osmoVoucher, FromAmount: amount, FromAddress: osmoUser,
			ToChain: "42161", ToToken: sym(w.b, "axlUSDC").Hex(), ToAddress: user, QuoteOnly: true}
	}
	if ro := w.routeAs(t, "earner", req(most)); len(costsOf(ro, "integrator-fee")) != 1 {
		t.Errorf("the largest amount %s pays no fee: %+v", most, ro.Estimate.FeeCosts)
	}
	over, _ := new(big.Int).SetString(most, 10)
	_, err := w.svc.Route(context.Background(), "earner", w.cat.FullView(), req(over.Add(over, big.NewInt(1)).String()))
	ae := apperr.As(err)
	if ae == nil || ae.Reason != ReasonAmountTooHigh || stringDetail(ae.Details, "maxAmount") != most {
		t.Errorf("one more: %v %+v, want Amount too high with maxAmount %s", err, ae, most)
	}
}
