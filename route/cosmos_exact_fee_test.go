package route

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/integrator"
)

// An exact output on a route with a Cosmos end pays the integrator's fee
// too: from the whole input on an EVM source (fromAmount grows by the fee
// on it), from the arrival on a Cosmos → EVM route (the message sends the
// least amount whose rest after the fee covers the destination).
func TestCosmosExactOutputWithFee(t *testing.T) {
	fee := integrator.Fee{BPS: 30, Beneficiaries: map[string]string{"evm": beneficiary.Hex()}}
	transfer := func(token common.Address, amount *big.Int) []byte {
		data := append(common.FromHex("0xa9059cbb"), common.LeftPadBytes(beneficiary.Bytes(), 32)...)
		return append(data, common.LeftPadBytes(amount.Bytes(), 32)...)
	}
	t.Run("EVM to osmosis", func(t *testing.T) {
		w := newCosmosWorld(t, true)
		w.svc.cfg.Fees = fakeFees{"earner": fee}
		r := Request{FromChain: "1", FromToken: sym(w.a, "USDC").Hex(), ToAmount: "20000000", FromAddress: user,
			ToChain: "osmosis-1", ToToken: osmoVoucher, ToAddress: osmoUser}
		ro := w.routeAs(t, "earner", r)
		r.QuoteOnly = true
		plain := w.routeAs(t, "other", r)
		costs := costsOf(ro, "integrator-fee")
		if len(costs) != 1 {
			t.Fatalf("fee costs %+v, want one", costs)
		}
		paid, from, net := u(costs[0].Amount), u(ro.Estimate.FromAmount), u(plain.Estimate.FromAmount)
		var sum uint256.Int
		if sum.Add(net, paid); !sum.Eq(from) {
			t.Errorf("fromAmount %s, want the other integrator's %s plus the fee %s", from.Dec(), net.Dec(), paid.Dec())
		}
		if want := bpsOf(from, 30); !want.Eq(paid) || paid.IsZero() {
			t.Errorf("fee %s, want 0.3%% of fromAmount %s = %s", paid.Dec(), from.Dec(), want.Dec())
		}
		if ro.Estimate.ToAmountMin != "20000000" {
			t.Errorf("toAmountMin %s, want toAmount", ro.Estimate.ToAmountMin)
		}
		calls := cosmosFeeCalls(t, ro)
		if len(calls) < 2 || calls[0].Target != sym(w.a, "USDC") || string(calls[0].CallData) != string(transfer(sym(w.a, "USDC"), paid.ToBig())) {
			t.Errorf("source calls %+v: want the fee's transfer first", calls)
		}
		if got := bridgeCallArgs(t, ro.TransactionRequest.Data)[1].(*big.Int); got.String() != ro.Estimate.FromAmountMax {
			t.Errorf("bridgeCall pulls %s, want fromAmountMax %s", got, ro.Estimate.FromAmountMax)
		}
	})
	t.Run("osmosis to EVM", func(t *testing.T) {
		w := newCosmosWorld(t, true)
		w.svc.cfg.Fees = fakeFees{"earner": fee}
		r := Request{FromChain: "osmosis-1", FromToken: osmoVoucher, ToAmount: "20000000", FromAddress: osmoUser,
			ToChain: "42161", ToToken: sym(w.b, "axlUSDC").Hex(), ToAddress: user}
		ro := w.routeAs(t, "earner", r)
		costs := costsOf(ro, "integrator-fee")
		if len(costs) != 1 {
			t.Fatalf("fee costs %+v, want one", costs)
		}
		// 20,000,000 must remain after 0.3% of what arrives: the least is
		// 20,060,180 (its fee 60,180), plus the hub's 150,000 sent; without
		// a swap nothing is added for slippage.
		if costs[0].Amount != "60180" {
			t.Errorf("fee %s, want 60180", costs[0].Amount)
		}
		msg, err := api.ParseCosmosTransfer(ro.TransactionRequest.Data)
		if err != nil || msg.Token.Amount != "20210180" || ro.Estimate.FromAmountMax != "20210180" || ro.Estimate.FromAmount != "20210180" {
			t.Errorf("sends %+v (%v), fromAmount %s, fromAmountMax %s; want 20210180 sent", msg.Token, err, ro.Estimate.FromAmount, ro.Estimate.FromAmountMax)
		}
		calls := cosmosFeeCalls(t, ro)
		if len(calls) < 1 || calls[0].Target != sym(w.b, "axlUSDC") || string(calls[0].CallData) != string(transfer(sym(w.b, "axlUSDC"), big.NewInt(60180))) {
			t.Errorf("destination calls %+v: want the fee's transfer first", calls)
		}
	})
}
