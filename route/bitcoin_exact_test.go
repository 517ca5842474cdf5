package route

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/apperr"
	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	"github.com/switchyard-dev/switchyard/integrator"
)

// fakeBitcoin is the Bitcoin chain EVM → BTC orders pay on.
type fakeBitcoin struct{ held int64 }

func (f fakeBitcoin) SolverSats(context.Context) (int64, error) { return f.held, nil }
func (f fakeBitcoin) FeeRate(context.Context) (float64, error)  { return 2, nil }

// newBitcoinExactWorld is newBitcoinDepositWorld reaching Bitcoin both
// ways, with a funded payer and a 30 bps integrator "fee".
func newBitcoinExactWorld(t *testing.T) (*serviceWorld, *fakeDeposits, string) {
	t.Helper()
	w, f := newBitcoinDepositWorld(t)
	cfg := w.svc.cfg
	cfg.Bitcoin = fakeBitcoin{held: 100_000_000}
	cfg.Fees = fakeFees{"fee": integrator.Fee{BPS: 30, Beneficiaries: map[string]string{"evm": beneficiary.Hex()}}}
	w.svc = NewService(cfg)
	payer, _ := regtestAddress(t, "payer")
	f.utxos[payer] = []btc.UTXO{{TxID: strings.Repeat("ab", 32), Vout: 1, Value: 50_000_000, Status: btc.TxStatus{Confirmed: true, BlockHeight: 200}}}
	return w, f, payer
}

func TestBitcoinExactOutput(t *testing.T) {
	w, f, payer := newBitcoinExactWorld(t)
	usdcA, usdcB := sym(w.a, "USDC").Hex(), sym(w.b, "USDC").Hex()
	recipient, _ := regtestAddress(t, "recipient")
	fromBTC := func(from, to string) Request {
		return Request{FromChain: "bitcoin", FromToken: "native", FromAmount: from, ToAmount: to, FromAddress: payer, ToChain: w.b.ID, ToToken: usdcB, ToAddress: user}
	}
	toBTC := func(from, to string) Request {
		return Request{FromChain: w.a.ID, FromToken: usdcA, FromAmount: from, ToAmount: to, FromAddress: user, ToChain: "bitcoin", ToToken: "native", ToAddress: recipient}
	}
	for _, tc := range []struct {
		name   string
		exact  Request
		asIn   func(from string) Request
		toWant string
	}{
		{"BTC to EVM", fromBTC("", "500000000"), func(from string) Request { return fromBTC(from, "") }, "500000000"},
		{"EVM to BTC", toBTC("", "100000"), func(from string) Request { return toBTC(from, "") }, "100000"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			made := len(f.made)
			ro, err := w.route(tc.exact)
			if err != nil {
				t.Fatal(err)
			}
			est := ro.Estimate
			got := map[string]string{"toAmount": est.ToAmount, "toAmountMin": est.ToAmountMin, "fromAmountMax": est.FromAmountMax}
			want := map[string]string{"toAmount": tc.toWant, "toAmountMin": tc.toWant, "fromAmountMax": est.FromAmount}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("estimate (-want +got):\n%s", diff)
			}
			if tc.exact.FromChain == "bitcoin" {
				if len(f.made) != made+1 {
					t.Fatalf("%d deposits made, want one", len(f.made)-made)
				}
				d := f.made[len(f.made)-1]
				if d.ToAmount.String() != tc.toWant || fmt.Sprint(d.Sats) != est.FromAmount || ro.TransactionRequest.Value != est.FromAmount || d.Fee != nil {
					t.Errorf("deposit %+v, transaction value %s: want %s sats filling exactly %s", d, ro.TransactionRequest.Value, est.FromAmount, tc.toWant)
				}
			}
			// the least input: one base unit less does not deliver toAmount
			less := new(big.Int)
			less.SetString(est.FromAmount, 10)
			less.Sub(less, big.NewInt(1))
			in := tc.asIn(less.String())
			in.QuoteOnly = true
			ro, err = w.route(in)
			if err != nil {
				t.Fatal(err)
			}
			gotTo, _ := new(big.Int).SetString(ro.Estimate.ToAmount, 10)
			if wantTo, _ := new(big.Int).SetString(tc.toWant, 10); gotTo.Cmp(wantTo) >= 0 {
				t.Errorf("fromAmount %s - 1 delivers %s, want less than %s", est.FromAmount, gotTo, tc.toWant)
			}
		})
	}
}

func TestBitcoinExactOutputRefusals(t *testing.T) {
	w, _, payer := newBitcoinExactWorld(t)
	usdcA, usdcB := sym(w.a, "USDC").Hex(), sym(w.b, "USDC").Hex()
	recipient, _ := regtestAddress(t, "recipient")
	fromBTC := Request{FromChain: "bitcoin", FromToken: "native", ToAmount: "500000000", FromAddress: payer, ToChain: w.b.ID, ToToken: usdcB, ToAddress: user}
	toBTC := Request{FromChain: w.a.ID, FromToken: usdcA, ToAmount: "100000", FromAddress: user, ToChain: "bitcoin", ToToken: "native", ToAddress: recipient}
	with := func(r Request, f func(*Request)) Request { f(&r); return r }
	for _, tc := range []struct {
		name    string
		req     Request
		reason  string
		message string
		field   string
	}{
		{"dust to Bitcoin", with(toBTC, func(r *Request) { r.ToAmount = "500" }), ReasonAmountTooLow, "dust", "toAmount"},
		{"more than the solver holds on Bitcoin", with(toBTC, func(r *Request) { r.ToAmount = "200000000" }), ReasonAmountTooHigh, "holds", "toAmount"},
		{"more than the solver holds from Bitcoin", with(fromBTC, func(r *Request) { r.ToAmount = "900000000000000000" }), ReasonAmountTooHigh, "holds", "toAmount"},
		{"gas from Bitcoin", with(fromBTC, func(r *Request) { r.ReceiveGasOnDestination = true }), "", "holds no native gas", ""},
		{"gas to Bitcoin", with(toBTC, func(r *Request) { r.ReceiveGasOnDestination = true }), "", "already Bitcoin's native coin", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := w.route(tc.req)
			var ae *apperr.Error
			if !errors.As(err, &ae) {
				t.Fatalf("got %v, want a 400", err)
			}
			said := fmt.Sprint(ae.Message, ae.Details)
			if ae.Kind != apperr.KindBadRequest || (tc.reason != "" && ae.Reason != tc.reason) || !strings.Contains(said, tc.message) {
				t.Errorf("got %v %s (%s), want a 400 %s saying %q", ae.Kind, said, ae.Reason, tc.reason, tc.message)
			}
			if tc.field != "" && ae.Details["amountField"] != tc.field {
				t.Errorf("amountField %v, want %s", ae.Details["amountField"], tc.field)
			}
		})
	}
}

func TestBitcoinToEVMIntegratorFee(t *testing.T) {
	w, f, payer := newBitcoinExactWorld(t)
	usdcB := sym(w.b, "USDC").Hex()
	req := Request{FromChain: "bitcoin", FromToken: "native", FromAmount: "1000000", FromAddress: payer, ToChain: w.b.ID, ToToken: usdcB, ToAddress: user}
	plain, err := w.routeAs(t, "other", func() Request { r := req; r.QuoteOnly = true; return r }())
	if err != nil {
		t.Fatal(err)
	}
	gross, _ := new(big.Int).SetString(plain.Estimate.ToAmount, 10)
	fee := new(big.Int).Div(new(big.Int).Mul(gross, big.NewInt(30)), big.NewInt(10_000))
	net := new(big.Int).Sub(gross, fee)

	ro, err := w.routeAs(t, "fee", req)
	if err != nil {
		t.Fatal(err)
	}
	d := f.made[len(f.made)-1]
	var cost *Cost
	for i := range ro.Estimate.FeeCosts {
		if ro.Estimate.FeeCosts[i].Type == "integrator-fee" {
			cost = &ro.Estimate.FeeCosts[i]
		}
	}
	if cost == nil {
		t.Fatalf("feeCosts %+v: no integrator fee", ro.Estimate.FeeCosts)
	}
	got := map[string]string{"toAmount": ro.Estimate.ToAmount, "toAmountMin": ro.Estimate.ToAmountMin, "fee cost": cost.Amount,
		"order toAmount": d.ToAmount.String(), "order fee": fmt.Sprint(d.Fee != nil && d.Fee.Beneficiary == beneficiary, " ", d.Fee.Amount)}
	want := map[string]string{"toAmount": net.String(), "toAmountMin": net.String(), "fee cost": fee.String(),
		"order toAmount": net.String(), "order fee": "true " + fee.String()}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("30 bps of the fill (-want +got):\n%s", diff)
	}
	if !strings.Contains(cost.Description, beneficiary.Hex()) || !strings.Contains(string(cost.Token), "USDC") {
		t.Errorf("fee cost %+v: want the beneficiary and the fill's token", cost)
	}

	// exact output with the fee: toAddress gets exactly toAmount
	exact := req
	exact.FromAmount, exact.ToAmount = "", "500000000"
	ro, err = w.routeAs(t, "fee", exact)
	if err != nil {
		t.Fatal(err)
	}
	d = f.made[len(f.made)-1]
	fill := new(big.Int).Add(d.ToAmount, d.Fee.Amount)
	if d.ToAmount.String() != "500000000" || ro.Estimate.ToAmount != "500000000" ||
		new(big.Int).Div(new(big.Int).Mul(fill, big.NewInt(30)), big.NewInt(10_000)).Cmp(d.Fee.Amount) != 0 {
		t.Errorf("exact output with the fee: order %s + fee %s, estimate %s; want 500000000 and 30 bps of the fill", d.ToAmount, d.Fee.Amount, ro.Estimate.ToAmount)
	}
}

func TestGrossFor(t *testing.T) {
	for _, bps := range []int{1, 30, 999, 1000} {
		for _, n := range []string{"0", "1", "2", "99", "10000", "123456789"} {
			net := u(n)
			g := grossFor(net, bps)
			if r := afterFee(&g, bps); r.Cmp(net) != 0 {
				t.Errorf("bps %d net %s: gross %s leaves %s", bps, n, g.Dec(), r.Dec())
			}
		}
	}
}
