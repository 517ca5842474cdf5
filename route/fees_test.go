package route

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/integrator"
)

// fakeFees gives fixed fees by integrator hash.
type fakeFees map[string]integrator.Fee

func (f fakeFees) FeeOf(_ context.Context, hash string) (integrator.Fee, error) { return f[hash], nil }

var beneficiary = common.HexToAddress("0x00000000000000000000000000000000000000B0")

func (w *serviceWorld) routeAs(t *testing.T, hash string, r Request) (*RouteObject, error) {
	t.Helper()
	a, err := w.svc.Route(context.Background(), hash, w.cat.FullView(), r)
	if err != nil {
		return nil, err
	}
	var resp Response
	if err := json.Unmarshal(a.JSON, &resp); err != nil {
		t.Fatal(err)
	}
	return &resp.Route, nil
}

// routeCalls decodes the multicall calls of a route transaction: swap's
// calls, or bridgeCall's source calls; and the input amount it pulls.
func routeCalls(t *testing.T, ro *RouteObject) (*big.Int, []bindings.RouteRouterCall) {
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
	i := map[string]int{"swap": 5, "bridgeCall": 2}[m.Name]
	if i == 0 {
		t.Fatalf("method %s carries no calls", m.Name)
	}
	calls := *abi.ConvertType(args[i], new([]bindings.RouteRouterCall)).(*[]bindings.RouteRouterCall)
	return args[1].(*big.Int), calls
}

func costsOf(ro *RouteObject, typ string) []Cost {
	var out []Cost
	for _, c := range ro.Estimate.FeeCosts {
		if c.Type == typ {
			out = append(out, c)
		}
	}
	return out
}

// TestIntegratorFeeIsPaidFromTheInput: a fee-carrying integrator's route
// pays floor(fromAmount × bps / 10,000) of the input to the beneficiary
// as its transaction's first call, shows it in feeCosts, and routes the
// rest (toAmount is the route of what remains); another integrator's
// quote is unaffected.
func TestIntegratorFeeIsPaidFromTheInput(t *testing.T) {
	fee := integrator.Fee{BPS: 30, Beneficiaries: map[string]string{"evm": beneficiary.Hex()}}
	cases := []struct {
		name          string
		from, toChain string
		to            string
		bridgeTypes   []BridgeType
		amount        string
		wantFee       string
	}{
		{"same-chain token swap", "USDC", "1", "WETH", nil, "1000000000", "3000000"},
		{"GMP route", "USDC", "42161", "WETH", []BridgeType{BridgeGMP}, "2000000000", "6000000"},
		{"GMP route without source swaps", "USDC", "42161", "USDC", []BridgeType{BridgeGMP}, "2000000000", "6000000"},
		{"native input", "ETH", "1", "USDC", nil, "1000000000000000000", "3000000000000000"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := newServiceWorld(t)
			w.svc.cfg.Fees = fakeFees{"earner": fee}
			req := func(amount string, quoteOnly bool) Request {
				var r Request
				if tc.from == "ETH" {
					r = w.request("USDC", tc.toChain, tc.to)
					r.FromToken = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE"
				} else {
					r = w.request(tc.from, tc.toChain, tc.to)
				}
				r.FromAmount, r.QuoteOnly, r.BridgeTypes = amount, quoteOnly, tc.bridgeTypes
				return r
			}
			ro, err := w.routeAs(t, "earner", req(tc.amount, false))
			if err != nil {
				t.Fatal(err)
			}
			if ro.Estimate.FromAmount != tc.amount {
				t.Errorf("estimate fromAmount %s, want the whole input %s", ro.Estimate.FromAmount, tc.amount)
			}
			got := costsOf(ro, "integrator-fee")
			if len(got) != 1 || got[0].Name != "Integrator fee" || got[0].Amount != tc.wantFee {
				t.Fatalf("integrator fee costs %+v, want one of %s", got, tc.wantFee)
			}
			// toAmount is another integrator's route of what remains.
			gross, _ := new(big.Int).SetString(tc.amount, 10)
			feeAmt, _ := new(big.Int).SetString(tc.wantFee, 10)
			net, err := w.routeAs(t, "other", req(new(big.Int).Sub(gross, feeAmt).String(), true))
			if err != nil {
				t.Fatal(err)
			}
			if ro.Estimate.ToAmount != net.Estimate.ToAmount || ro.Estimate.ToAmountMin != net.Estimate.ToAmountMin {
				t.Errorf("toAmount %s (min %s), want the route of the input after the fee: %s (min %s)",
					ro.Estimate.ToAmount, ro.Estimate.ToAmountMin, net.Estimate.ToAmount, net.Estimate.ToAmountMin)
			}
			whole, err := w.routeAs(t, "other", req(tc.amount, true))
			if err != nil {
				t.Fatal(err)
			}
			if len(costsOf(whole, "integrator-fee")) != 0 || whole.Estimate.ToAmount == ro.Estimate.ToAmount {
				t.Errorf("another integrator's quote pays the fee: %+v", whole.Estimate.FeeCosts)
			}
			// The transaction pulls the whole input and pays the fee first.
			pulled, calls := routeCalls(t, ro)
			if pulled.Cmp(gross) != 0 {
				t.Errorf("the transaction pulls %s, want %s", pulled, gross)
			}
			var want bindings.RouteRouterCall
			if tc.from == "ETH" {
				want = bindings.RouteRouterCall{CallType: callDefault, Target: beneficiary, Value: feeAmt, CallData: []byte{}, Payload: []byte{}}
				if ro.TransactionRequest.Value != tc.amount {
					t.Errorf("value %s, want %s", ro.TransactionRequest.Value, tc.amount)
				}
			} else {
				data := append(common.FromHex("0xa9059cbb"), common.LeftPadBytes(beneficiary.Bytes(), 32)...)
				data = append(data, common.LeftPadBytes(feeAmt.Bytes(), 32)...)
				want = bindings.RouteRouterCall{CallType: callDefault, Target: sym(w.a, tc.from), Value: new(big.Int), CallData: data, Payload: []byte{}}
			}
			if diff := cmp.Diff(want, calls[0], cmp.Comparer(func(a, b *big.Int) bool { return a.Cmp(b) == 0 })); diff != "" {
				t.Errorf("first call (-want +got):\n%s", diff)
			}
		})
	}
}

// TestIntegratorFeeAmountBounds: an amount error of a fee-paying route
// gives the fromAmount range of the whole input, exactly.
func TestIntegratorFeeAmountBounds(t *testing.T) {
	w := newServiceWorld(t)
	w.svc.cfg.Fees = fakeFees{"earner": {BPS: 30, Beneficiaries: map[string]string{"evm": beneficiary.Hex()}}}
	r := w.request("USDC", "42161", "USDC")
	r.BridgeTypes, r.QuoteOnly, r.FromAmount = []BridgeType{BridgeGMP}, true, "10"
	_, err := w.routeAs(t, "earner", r)
	ae := apperr.As(err)
	lo, _ := ae.Details["minAmount"].(string)
	if ae.Reason != ReasonAmountTooLow || lo == "" {
		t.Fatalf("got %v %v, want AMOUNT_TOO_LOW with a minAmount", err, ae.Details)
	}
	loN, _ := new(big.Int).SetString(lo, 10)
	r.FromAmount = lo
	if _, err := w.routeAs(t, "earner", r); err != nil {
		t.Errorf("fromAmount at minAmount %s: %v", lo, err)
	}
	r.FromAmount = new(big.Int).Sub(loN, big.NewInt(1)).String()
	if _, err := w.routeAs(t, "earner", r); apperr.As(err).Reason != ReasonAmountTooLow {
		t.Errorf("fromAmount one below minAmount %s: %v, want AMOUNT_TOO_LOW", lo, err)
	}
	if hi, _ := ae.Details["maxAmount"].(string); hi != "" {
		hiN, _ := new(big.Int).SetString(hi, 10)
		r.FromAmount = hi
		if _, err := w.routeAs(t, "earner", r); err != nil {
			t.Errorf("fromAmount at maxAmount %s: %v", hi, err)
		}
		r.FromAmount = new(big.Int).Add(hiN, big.NewInt(1)).String()
		if _, err := w.routeAs(t, "earner", r); apperr.As(err).Reason != ReasonAmountTooHigh {
			t.Errorf("fromAmount one above maxAmount %s: %v, want AMOUNT_TOO_HIGH", hi, err)
		}
	}
}
