package route

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/google/go-cmp/cmp"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/liquidity"
)

func TestPlanExactOut(t *testing.T) {
	t.Parallel()
	e, a, _ := testEngine(t)
	cases := []struct {
		name         string
		from, to     common.Address
		amount       string
		hops         int
		wrap, unwrap bool
	}{
		{"one pool", sym(a, "WETH"), sym(a, "USDC"), "3000000000", 1, false, false},
		{"two pools through WETH", sym(a, "TKN"), sym(a, "USDC"), "1000000000", 2, false, false},
		{"three pools", sym(a, "TKN"), sym(a, "DAI"), "1000000000000000000000", 3, false, false},
		{"native in", liquidity.Native, sym(a, "USDC"), "3000000000", 1, true, false},
		{"native out", sym(a, "USDC"), liquidity.Native, "1000000000000000000", 1, false, true},
		{"wrap only", liquidity.Native, sym(a, "WETH"), "5", 0, true, false},
		{"unwrap only", sym(a, "WETH"), liquidity.Native, "5", 0, false, true},
		{"stable", sym(a, "axlUSDC"), sym(a, "USDC"), "1000000000", 1, false, false},
		{"stable then pair", sym(a, "axlUSDC"), sym(a, "WETH"), "1000000000000000000", 2, false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			want := u(tc.amount)
			p := &Params{FromChain: "1", ToChain: "1", FromToken: tc.from, ToToken: tc.to, ToAmount: *want}
			pl, err := e.Plan(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			if got := len(pl.Source.Path.Hops); got != tc.hops || pl.Source.Wrap != tc.wrap || pl.Source.Unwrap != tc.unwrap {
				t.Fatalf("hops %d wrap %v unwrap %v, want %d %v %v", got, pl.Source.Wrap, pl.Source.Unwrap, tc.hops, tc.wrap, tc.unwrap)
			}
			if !pl.ExactOut || pl.ToAmount.Lt(want) {
				t.Fatalf("exactOut %v, delivers %s, want at least %s", pl.ExactOut, pl.ToAmount.Dec(), want.Dec())
			}
			if tc.hops == 0 {
				if !pl.FromAmount.Eq(want) {
					t.Errorf("a wrap alone takes %s for %s", pl.FromAmount.Dec(), want.Dec())
				}
				return
			}
			// the solved input, swapped exact-in along the path, pays at
			// least toAmount; on pairs alone one unit less does not
			if out := pathOut(t, a, pl.Source.Path, &pl.FromAmount); out.Lt(want) {
				t.Errorf("fromAmount %s pays %s exact-in, below %s", pl.FromAmount.Dec(), out.Dec(), want.Dec())
			}
			allPairs := true
			for _, h := range pl.Source.Path.Hops {
				allPairs = allPairs && a.Pools[h.Pool].Kind == liquidity.PairPool
			}
			if allPairs {
				if !pl.ToAmount.Eq(want) {
					t.Errorf("pairs pay exactly: %s, want %s", pl.ToAmount.Dec(), want.Dec())
				}
				less := new(uint256.Int).SubUint64(&pl.FromAmount, 1)
				if out := pathOut(t, a, pl.Source.Path, less); !out.Lt(want) {
					t.Errorf("fromAmount %s is not the least: one unit less pays %s", pl.FromAmount.Dec(), out.Dec())
				}
			}
			if _, err := exactOutCalls(&pl.Source, nil, nil, common.HexToAddress(user), want); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestBestPathInIsBest checks the backward search against brute force:
// the least input over every path of up to three pools.
func TestBestPathInIsBest(t *testing.T) {
	t.Parallel()
	_, a, _ := testEngine(t)
	s := new(scratch)
	zero := func([]Hop) float64 { return 0 }
	for from := range a.Tokens {
		for to := range a.Tokens {
			if from == to {
				continue
			}
			for _, amt := range []string{"1000", "1000000", "1000000000000000000", "100000000000000000000000"} {
				out := u(amt)
				got, ok := bestPathIn(a, int32(from), int32(to), out, zero, s, false)
				want, wantOK := bruteForceIn(a, int32(from), int32(to), out)
				if ok != wantOK || (ok && !got.Hops[0].AmountIn.Eq(&want)) {
					var g string
					if ok {
						g = got.Hops[0].AmountIn.Dec()
					}
					t.Errorf("%s→%s %s: got %v %s, brute force %v %s", a.Tokens[from].Symbol, a.Tokens[to].Symbol, amt, ok, g, wantOK, want.Dec())
				}
			}
		}
	}
}

func bruteForceIn(c *liquidity.Chain, from, to int32, out *uint256.Int) (uint256.Int, bool) {
	var best uint256.Int
	found := false
	// walk backwards from the target: at token `at`, amt is needed
	var walk func(at int32, amt uint256.Int, depth int, seen map[int32]bool)
	walk = func(at int32, amt uint256.Int, depth int, seen map[int32]bool) {
		if depth == MaxHops {
			return
		}
		for _, e := range c.Edges(at) {
			if seen[e.To] {
				continue
			}
			in, err := c.Pools[e.Pool].AmountIn(int(1-e.In), &amt)
			if err != nil || in.IsZero() {
				continue
			}
			if e.To == from {
				if !found || in.Lt(&best) {
					best, found = in, true
				}
				continue
			}
			seen[e.To] = true
			walk(e.To, in, depth+1, seen)
			delete(seen, e.To)
		}
	}
	walk(to, *out, 0, map[int32]bool{to: true})
	return best, found
}

// Amount errors of an exact output give the toAmount range, and its
// bounds are accepted.
func TestPlanExactOutBounds(t *testing.T) {
	t.Parallel()
	e, a, _ := testEngine(t)
	p := Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "WETH"), ToToken: sym(a, "USDC"), ToAmount: *u("2000000000000")}
	_, err := e.Plan(context.Background(), &p)
	var ae *apperr.Error
	if !errors.As(err, &ae) || ae.Reason != ReasonAmountTooHigh {
		t.Fatalf("err %v, want Amount too high", err)
	}
	if ae.Details["amountField"] != "toAmount" || !strings.Contains(ae.Details["explanation"].(string), "toAmount bounds") {
		t.Errorf("details %v", ae.Details)
	}
	hi, ok := ae.Details["maxAmount"].(string)
	if !ok {
		t.Fatalf("no maxAmount in %v", ae.Details)
	}
	p.ToAmount = *u(hi)
	if _, err := e.Plan(context.Background(), &p); err != nil {
		t.Errorf("maxAmount %s refused: %v", hi, err)
	}
	p.ToAmount.AddUint64(&p.ToAmount, 1)
	if _, err := e.Plan(context.Background(), &p); apperr.As(err).Reason != ReasonAmountTooHigh {
		t.Errorf("maxAmount+1 gives %v", err)
	}
	// tiny outputs are not price impact: the range starts at one base unit
	// and its top is the guardrail's
	p = Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "USDC"), ToToken: sym(a, "WETH"), ToAmount: *u("100000000000000000000000")}
	_, err = e.Plan(context.Background(), &p)
	if d := apperr.As(err).Details; d["minAmount"] != "1" || d["maxAmount"] == nil {
		t.Errorf("USDC→WETH toAmount range %v, want from 1 to the guardrail", d)
	}
	// an exact input of the same pair has its own range
	q := Params{FromChain: "1", ToChain: "1", FromToken: sym(a, "WETH"), ToToken: sym(a, "USDC"), FromAmount: *u("500000000000000000000")}
	_, err = e.Plan(context.Background(), &q)
	if d := apperr.As(err).Details; d["amountField"] != nil || d["maxAmount"] == hi {
		t.Errorf("exact-input range %v shares the toAmount one", d)
	}
}

// The service's exact-output answer: the input solved, fromAmountMax with
// the slippage, toAmountMin the amount asked, params echoing toAmount, and
// a transaction pulling fromAmountMax whose swapExactOut asks for toAmount
// and refunds fromAddress.
func TestServiceExactOut(t *testing.T) {
	t.Parallel()
	w := newServiceWorld(t)
	r := w.request("WETH", "1", "USDC")
	r.FromAmount, r.ToAmount = "", "0003000000000"
	ro, err := w.route(r)
	if err != nil {
		t.Fatal(err)
	}
	est := ro.Estimate
	from := u(est.FromAmount)
	most := fromAmountMax(&Plan{FromAmount: *from, Source: Leg{Path: Path{Hops: make([]Hop, 1)}}}, 1)
	got := map[string]string{"params.toAmount": ro.Params.ToAmount, "params.fromAmount": ro.Params.FromAmount,
		"toAmount": est.ToAmount, "toAmountMin": est.ToAmountMin, "fromAmountMax": est.FromAmountMax}
	want := map[string]string{"params.toAmount": "3000000000", "params.fromAmount": "", "toAmount": "3000000000",
		"toAmountMin": "3000000000", "fromAmountMax": most.Dec()}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// 1% over the input, rounded up
	wantMax := new(big.Int).Mul(from.ToBig(), big.NewInt(101))
	wantMax.Add(wantMax, big.NewInt(99))
	wantMax.Div(wantMax, big.NewInt(100))
	if most.ToBig().Cmp(wantMax) != 0 {
		t.Errorf("fromAmountMax %s, want %s", most.Dec(), wantMax)
	}
	data := hexutil.MustDecode(ro.TransactionRequest.Data)
	args, err := routerABI.GetABI().Methods["swap"].Inputs.Unpack(data[4:])
	if err != nil {
		t.Fatal(err)
	}
	if args[1].(*big.Int).Cmp(most.ToBig()) != 0 || args[3].(*big.Int).String() != "3000000000" {
		t.Errorf("swap(fromAmount %v, minToAmount %v)", args[1], args[3])
	}
	calls := args[5].([]struct {
		CallType uint8          `json:"callType"`
		Target   common.Address `json:"target"`
		Value    *big.Int       `json:"value"`
		CallData []byte         `json:"callData"`
		Payload  []byte         `json:"payload"`
	})
	last := calls[len(calls)-1]
	if last.Target != w.a.Contracts.PairSwapper {
		t.Fatalf("last call to %s, want PairSwapper", last.Target.Hex())
	}
	m := bindings.NewPairSwapper().GetABI().Methods["swapExactOut"]
	xs, err := m.Inputs.Unpack(last.CallData[4:])
	if err != nil {
		t.Fatal(err)
	}
	if xs[1].(*big.Int).String() != "3000000000" || xs[2].(common.Address) != w.a.Contracts.Router || xs[3].(common.Address) != common.HexToAddress(user) {
		t.Errorf("swapExactOut(amountOut %v, to %v, refundTo %v)", xs[1], xs[2], xs[3])
	}
}

// A GMP exact output: the destination's exact-output swap is covered with
// the slippage after the bridge fee, and the source swaps exactly the
// bridged amount out.
func TestPlanExactOutGMP(t *testing.T) {
	t.Parallel()
	e, a, b := testEngine(t)
	want := u("500000000000000000") // 0.5 WETH
	p := &Params{FromChain: "1", ToChain: "42161", FromToken: sym(a, "USDC"), ToToken: sym(b, "WETH"), ToAmount: *want, OutSlippage: 1, SkipIntents: true}
	pl, err := e.Plan(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if pl.Kind != KindBridge || !pl.ExactOut || !pl.ToAmount.Eq(want) {
		t.Fatalf("kind %s exactOut %v toAmount %s", pl.Kind, pl.ExactOut, pl.ToAmount.Dec())
	}
	need := pl.Dest.Path.Hops[0].AmountIn
	margin := addSlippage(&need, 1)
	if pl.Dest.In.Lt(&margin) {
		t.Errorf("%s arrives, below the destination's %s plus 1%%", pl.Dest.In.Dec(), need.Dec())
	}
	var arrived uint256.Int
	arrived.Sub(&pl.Bridged, &pl.BridgeFee)
	if !arrived.Eq(&pl.Dest.In) || !pl.Source.Out.Eq(&pl.Bridged) {
		t.Errorf("bridged %s, fee %s, arrived %s; source pays %s", pl.Bridged.Dec(), pl.BridgeFee.Dec(), pl.Dest.In.Dec(), pl.Source.Out.Dec())
	}
	if out := pathOut(t, a, pl.Source.Path, &pl.FromAmount); out.Lt(&pl.Bridged) {
		t.Errorf("fromAmount %s swaps into %s, below the bridged %s", pl.FromAmount.Dec(), out.Dec(), pl.Bridged.Dec())
	}
	if _, err := exactOutCalls(pl.Dest, nil, nil, common.HexToAddress(user), want); err != nil {
		t.Fatal(err)
	}
}

// An intents exact output: the least input the solver's quote turns into
// toAmount, and the order pays exactly toAmount.
func TestPlanExactOutIntents(t *testing.T) {
	t.Parallel()
	e, a, b := testEngine(t)
	want := u("2000000000") // 2,000 USDC
	p := &Params{FromChain: "1", ToChain: "42161", FromToken: sym(a, "USDC"), ToToken: sym(b, "USDC"), ToAmount: *want, OutSlippage: 1, SkipGMP: true}
	pl, err := e.Plan(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if pl.Kind != KindIntents || !pl.ToAmount.Eq(want) || !pl.Dest.Out.Eq(want) {
		t.Fatalf("kind %s toAmount %s", pl.Kind, pl.ToAmount.Dec())
	}
	quote := func(x *uint256.Int) uint256.Int {
		q := &Params{FromChain: "1", ToChain: "42161", FromToken: p.FromToken, ToToken: p.ToToken, FromAmount: *x, SkipGMP: true}
		ql, err := e.Plan(context.Background(), q)
		if err != nil {
			return uint256.Int{}
		}
		return ql.ToAmount
	}
	if got := quote(&pl.FromAmount); got.Lt(want) {
		t.Errorf("fromAmount %s quotes %s, below %s", pl.FromAmount.Dec(), got.Dec(), want.Dec())
	}
	less := new(uint256.Int).SubUint64(&pl.FromAmount, 1)
	if got := quote(less); !got.Lt(want) {
		t.Errorf("fromAmount %s is not the least: one unit less quotes %s", pl.FromAmount.Dec(), got.Dec())
	}
	if most := fromAmountMax(pl, 1); !most.Eq(&pl.FromAmount) {
		t.Errorf("fromAmountMax %s of a signed order, want fromAmount %s", most.Dec(), pl.FromAmount.Dec())
	}
	// more than the solver holds
	p.ToAmount = *u("5000000000000")
	if _, err := e.Plan(context.Background(), p); apperr.As(err).Reason != ReasonAmountTooHigh {
		t.Errorf("beyond the inventory: %v", err)
	}
}

// An integrator's fee on an exact output: the input is the least gross
// whose rest after the fee is what the swap needs; the fee call comes
// first, and the route pulls fromAmountMax.
func TestServiceExactOutWithFee(t *testing.T) {
	t.Parallel()
	w := newServiceWorld(t)
	w.svc.cfg.Fees = fakeFees{"earner": integrator.Fee{BPS: 30, Beneficiaries: map[string]string{"evm": beneficiary.Hex()}}}
	r := w.request("USDC", "1", "WETH")
	r.FromAmount, r.ToAmount = "", "1000000000000000000"
	q := r
	q.QuoteOnly = true // the same wallet asks twice
	plain, err := w.routeAs(t, "other", q)
	if err != nil {
		t.Fatal(err)
	}
	ro, err := w.routeAs(t, "earner", r)
	if err != nil {
		t.Fatal(err)
	}
	fees := costsOf(ro, "integrator-fee")
	if len(fees) != 1 {
		t.Fatalf("feeCosts %+v", ro.Estimate.FeeCosts)
	}
	gross, net, fee := u(ro.Estimate.FromAmount), u(plain.Estimate.FromAmount), u(fees[0].Amount)
	feeOf := func(g *uint256.Int) *uint256.Int {
		x := new(uint256.Int).Mul(g, uint256.NewInt(30))
		return x.Div(x, uint256.NewInt(10_000))
	}
	rest := new(uint256.Int).Sub(gross, fee)
	less := new(uint256.Int).SubUint64(gross, 1)
	if !fee.Eq(feeOf(gross)) || rest.Lt(net) || !new(uint256.Int).Sub(less, feeOf(less)).Lt(net) {
		t.Errorf("gross %s, fee %s, rest %s: want the least gross leaving the swap's %s", gross.Dec(), fee.Dec(), rest.Dec(), net.Dec())
	}
	pulled, calls := routeCalls(t, ro)
	if pulled.String() != ro.Estimate.FromAmountMax || calls[0].Target != sym(w.a, "USDC") {
		t.Errorf("pulls %s (fromAmountMax %s); first call to %s", pulled, ro.Estimate.FromAmountMax, calls[0].Target.Hex())
	}
	if ro.Estimate.ToAmountMin != "1000000000000000000" {
		t.Errorf("toAmountMin %s", ro.Estimate.ToAmountMin)
	}
}
