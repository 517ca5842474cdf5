package route

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/google/go-cmp/cmp"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// intentsFeeCall is a decoded createIntentOrderWithFee (or plain
// createIntentOrder, with no recipient) of a route transaction.
type intentsFeeCall struct {
	Method       string
	Order        bindings.RouteRouterOrder
	FeeRecipient common.Address
	FeeAmount    *big.Int
}

func decodeIntentsCall(t *testing.T, ro *RouteObject) intentsFeeCall {
	t.Helper()
	parsed, err := bindings.RouteRouterMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	data := hexutil.MustDecode(ro.TransactionRequest.Data)
	m, err := parsed.MethodById(data[:4])
	if err != nil {
		t.Fatal(err)
	}
	args, err := m.Inputs.Unpack(data[4:])
	if err != nil {
		t.Fatal(err)
	}
	o := *abi.ConvertType(args[0], new(bindings.RouteRouterOrder)).(*bindings.RouteRouterOrder)
	c := intentsFeeCall{Method: m.Name, Order: o}
	if m.Name == "createIntentOrderWithFee" {
		c.FeeRecipient, c.FeeAmount = args[2].(common.Address), args[3].(*big.Int)
	}
	return c
}

var bigEq = cmp.Comparer(func(a, b *big.Int) bool { return a.Cmp(b) == 0 })

// TestIntegratorFeeOnIntentsRoute: an integrator with a fee gets intents
// routes; the transaction takes the whole input through
// createIntentOrderWithFee, pays floor(fromAmount × bps / 10,000) to the
// beneficiary and creates the order (fromAddress the user) for the rest;
// toAmount is the solver's quote of the rest; another integrator's
// intents route is the plain createIntentOrder of the whole input.
func TestIntegratorFeeOnIntentsRoute(t *testing.T) {
	w := newServiceWorld(t)
	w.svc.cfg.Fees = fakeFees{"earner": {BPS: 30, Beneficiaries: map[string]string{"evm": beneficiary.Hex()}}}
	req := func(amount string, quoteOnly bool) Request {
		r := w.request("USDC", "42161", "USDC")
		r.BridgeTypes, r.FromAmount, r.QuoteOnly = []BridgeType{BridgeIntents}, amount, quoteOnly
		return r
	}
	ro, err := w.routeAs(t, "earner", req("2000000000", false))
	if err != nil {
		t.Fatal(err)
	}
	if ro.TransactionRequest.RouteType != string(KindIntents) {
		t.Fatalf("route type %s, want an intents route", ro.TransactionRequest.RouteType)
	}
	if ro.Estimate.FromAmount != "2000000000" {
		t.Errorf("estimate fromAmount %s, want the whole input", ro.Estimate.FromAmount)
	}
	got := costsOf(ro, "integrator-fee")
	if len(got) != 1 || got[0].Name != "Integrator fee" || got[0].Amount != "6000000" {
		t.Fatalf("integrator fee costs %+v, want one of 6000000", got)
	}
	net, err := w.routeAs(t, "other", req("1994000000", true))
	if err != nil {
		t.Fatal(err)
	}
	if ro.Estimate.ToAmount != net.Estimate.ToAmount || ro.Estimate.ToAmountMin != net.Estimate.ToAmountMin {
		t.Errorf("toAmount %s (min %s), want the solver's quote of the input after the fee: %s (min %s)",
			ro.Estimate.ToAmount, ro.Estimate.ToAmountMin, net.Estimate.ToAmount, net.Estimate.ToAmountMin)
	}
	for _, a := range ro.Estimate.Actions {
		if a.Type == "rfq" && a.FromAmount != "1994000000" {
			t.Errorf("the rfq action escrows %s, want the order's 1994000000", a.FromAmount)
		}
	}
	call := decodeIntentsCall(t, ro)
	toAmount, _ := new(big.Int).SetString(ro.Estimate.ToAmount, 10)
	want := intentsFeeCall{Method: "createIntentOrderWithFee", FeeRecipient: beneficiary, FeeAmount: big.NewInt(6_000_000),
		Order: bindings.RouteRouterOrder{FromAddress: common.HexToAddress(user), FromToken: sym(w.a, "USDC"), FromAmount: big.NewInt(1_994_000_000),
			ToToken: sym(w.b, "USDC"), ToAmount: toAmount, ToAddress: common.HexToAddress(user)}}
	ignore := func(c intentsFeeCall) intentsFeeCall {
		c.Order.FromChainId, c.Order.ToChainId, c.Order.Solver, c.Order.Expiry, c.Order.Nonce = nil, nil, common.Address{}, nil, nil
		return c
	}
	if diff := cmp.Diff(want, ignore(call), bigEq); diff != "" {
		t.Errorf("transaction (-want +got):\n%s", diff)
	}
	if ro.TransactionRequest.Value != "0" {
		t.Errorf("value %s, want 0 for a token input", ro.TransactionRequest.Value)
	}

	plain, err := w.routeAs(t, "other", req("2000000001", false))
	if err != nil {
		t.Fatal(err)
	}
	pc := decodeIntentsCall(t, plain)
	if pc.Method != "createIntentOrder" || pc.Order.FromAmount.Cmp(big.NewInt(2_000_000_001)) != 0 || len(costsOf(plain, "integrator-fee")) != 0 {
		t.Errorf("another integrator's intents route: %s of %s, fees %+v", pc.Method, pc.Order.FromAmount, plain.Estimate.FeeCosts)
	}
}

// TestIntegratorFeeOnExactOutputIntentsRoute: an exact output through the
// solver pays the fee on the whole input; the order escrows what the
// solver quoted for toAmount.
func TestIntegratorFeeOnExactOutputIntentsRoute(t *testing.T) {
	w := newServiceWorld(t)
	w.svc.cfg.Fees = fakeFees{"earner": {BPS: 30, Beneficiaries: map[string]string{"evm": beneficiary.Hex()}}}
	r := w.request("USDC", "42161", "USDC")
	r.BridgeTypes, r.FromAmount, r.ToAmount = []BridgeType{BridgeIntents}, "", "500000000"
	q := r
	q.QuoteOnly = true
	plain, err := w.routeAs(t, "other", q)
	if err != nil {
		t.Fatal(err)
	}
	ro, err := w.routeAs(t, "earner", r)
	if err != nil {
		t.Fatal(err)
	}
	call := decodeIntentsCall(t, ro)
	fee := costsOf(ro, "integrator-fee")
	if call.Method != "createIntentOrderWithFee" || len(fee) != 1 || call.FeeAmount.String() != fee[0].Amount {
		t.Fatalf("%s paying %v, fee costs %+v", call.Method, call.FeeAmount, fee)
	}
	if call.Order.FromAmount.String() != plain.Estimate.FromAmount || call.Order.ToAmount.String() != "500000000" {
		t.Errorf("order of %s for %s, want the solver's %s for 500000000", call.Order.FromAmount, call.Order.ToAmount, plain.Estimate.FromAmount)
	}
	gross, _ := new(big.Int).SetString(ro.Estimate.FromAmount, 10)
	if want := new(big.Int).Add(call.Order.FromAmount, call.FeeAmount); gross.Cmp(want) != 0 {
		t.Errorf("fromAmount %s, want the order's input plus the fee %s", gross, want)
	}
	if wantFee := new(big.Int).Div(new(big.Int).Mul(gross, big.NewInt(30)), big.NewInt(10_000)); call.FeeAmount.Cmp(wantFee) != 0 {
		t.Errorf("fee %s, want floor(%s × 30 / 10,000) = %s", call.FeeAmount, gross, wantFee)
	}
}

// fakeBitcoinNet is a Bitcoin chain where the solver holds sats.
type fakeBitcoinNet struct{}

func (fakeBitcoinNet) SolverSats(context.Context) (int64, error) { return 100_000_000, nil }
func (fakeBitcoinNet) FeeRate(context.Context) (float64, error)  { return 2, nil }

// TestIntegratorFeeToBitcoin: an EVM → Bitcoin order pays the EVM
// beneficiary the fee from the input; the solver's sats are its quote of
// the rest.
func TestIntegratorFeeToBitcoin(t *testing.T) {
	w, _ := newBitcoinDepositWorld(t)
	w.svc.cfg.Bitcoin = fakeBitcoinNet{}
	w.svc.cfg.Fees = fakeFees{"earner": {BPS: 30, Beneficiaries: map[string]string{"evm": beneficiary.Hex()}}}
	to, _ := regtestAddress(t, "btc recipient")
	req := func(amount string) Request {
		return Request{FromChain: w.a.ID, FromToken: sym(w.a, "USDC").Hex(), FromAmount: amount, FromAddress: user,
			ToChain: "bitcoin", ToToken: "native", ToAddress: to}
	}
	ro, err := w.routeAs(t, "earner", req("1000000000"))
	if err != nil {
		t.Fatal(err)
	}
	fee := costsOf(ro, "integrator-fee")
	if len(fee) != 1 || fee[0].Amount != "3000000" || ro.Estimate.FromAmount != "1000000000" {
		t.Fatalf("fromAmount %s, integrator fee costs %+v, want 3000000 of 1000000000", ro.Estimate.FromAmount, fee)
	}
	net, err := w.routeAs(t, "other", req("997000000"))
	if err != nil {
		t.Fatal(err)
	}
	if ro.Estimate.ToAmount != net.Estimate.ToAmount {
		t.Errorf("toAmount %s sat, want the solver's quote of the rest: %s", ro.Estimate.ToAmount, net.Estimate.ToAmount)
	}
	call := decodeIntentsCall(t, ro)
	if call.Method != "createIntentOrderWithFee" || call.FeeRecipient != beneficiary || call.FeeAmount.Int64() != 3_000_000 ||
		call.Order.FromAmount.Int64() != 997_000_000 || call.Order.ToAmount.String() != ro.Estimate.ToAmount {
		t.Errorf("transaction %+v", call)
	}

}

// TestIntegratorFeeOnNativeIntentsRoute: with a native input the
// transaction's value is the whole input; the router keeps the order's
// share and pays the fee in native.
func TestIntegratorFeeOnNativeIntentsRoute(t *testing.T) {
	w := newServiceWorld(t)
	w.a.Intents.Inventory[liquidity.Native] = *uint256.NewInt(0) // the solver takes ETH on chain 1
	w.svc.cfg.Fees = fakeFees{"earner": {BPS: 30, Beneficiaries: map[string]string{"evm": beneficiary.Hex()}}}
	r := w.request("USDC", "42161", "USDC")
	r.FromToken, r.FromAmount, r.BridgeTypes = liquidity.Native.Hex(), "1000000000000000000", []BridgeType{BridgeIntents}
	ro, err := w.routeAs(t, "earner", r)
	if err != nil {
		t.Fatal(err)
	}
	call := decodeIntentsCall(t, ro)
	if ro.TransactionRequest.Value != "1000000000000000000" || call.Method != "createIntentOrderWithFee" ||
		call.FeeAmount.String() != "3000000000000000" || call.Order.FromAmount.String() != "997000000000000000" || call.Order.FromToken != liquidity.Native {
		t.Errorf("value %s, %s paying %v, order of %v %s", ro.TransactionRequest.Value, call.Method, call.FeeAmount, call.Order.FromAmount, call.Order.FromToken.Hex())
	}
}
