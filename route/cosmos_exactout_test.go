package route

import (
	"encoding/base64"
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/apperr"
)

// destCall is a RouteRouter call as the ABI decodes it.
type destCall = struct {
	CallType uint8          `json:"callType"`
	Target   common.Address `json:"target"`
	Value    *big.Int       `json:"value"`
	CallData []byte         `json:"callData"`
	Payload  []byte         `json:"payload"`
}

// exactOutSwaps decodes the PairSwapper.swapExactOut calls among calls:
// amountOut, to and refundTo of each.
func exactOutSwaps(t *testing.T, calls []destCall, swapper common.Address) [][3]string {
	t.Helper()
	var out [][3]string
	for _, c := range calls {
		if c.Target != swapper || c.CallType != callDefault {
			continue
		}
		xs, err := pairSwapperABI.GetABI().Methods["swapExactOut"].Inputs.Unpack(c.CallData[4:])
		if err != nil {
			t.Fatalf("PairSwapper call: %v", err)
		}
		out = append(out, [3]string{xs[1].(*big.Int).String(), xs[2].(common.Address).Hex(), xs[3].(common.Address).Hex()})
	}
	return out
}

// fromHubPayload decodes a Cosmos source's MsgTransfer and the memo's
// destination payload: recipient, minimum and calls.
func fromHubPayload(t *testing.T, ro *RouteObject) (api.MsgTransfer, common.Address, string, []destCall) {
	t.Helper()
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
	return msg, args[0].(common.Address), args[1].(*big.Int).String(), args[4].([]destCall)
}

// Exact output on each route kind with a Cosmos end: the amounts the
// estimate gives and what the transaction does with them.
func TestCosmosExactOutput(t *testing.T) {
	w := newCosmosWorld(t, true)
	other := common.HexToAddress("0x00000000000000000000000000000000000a11ce").Hex() // toAddress, not fromAddress
	atomVoucher := IBCVoucher("channel-0", "uusdc")
	t.Run("EVM to Cosmos", func(t *testing.T) {
		for _, tc := range []struct {
			name, fromSym string
			swaps         bool
		}{{"USDC swapped into the bridged token", "USDC", true}, {"the bridged token itself", "axlUSDC", false}} {
			t.Run(tc.name, func(t *testing.T) {
				ro, err := w.route(Request{FromChain: "1", FromToken: sym(w.a, tc.fromSym).Hex(), ToAmount: "20000000", FromAddress: user,
					ToChain: "osmosis-1", ToToken: osmoVoucher, ToAddress: osmoUser})
				if err != nil {
					t.Fatal(err)
				}
				est := ro.Estimate
				// the test chains' gateway keeps no fee: 20 arrive for 20 bridged
				if est.ToAmountMin != "20000000" || est.ToAmount != "20000000" || ro.Params.ToAmount != "20000000" || ro.Params.FromAmount != "" {
					t.Errorf("toAmount %s, toAmountMin %s, params %+v", est.ToAmount, est.ToAmountMin, ro.Params)
				}
				from, most := u(est.FromAmount), u(est.FromAmountMax)
				if tc.swaps != most.Gt(from) || from.IsZero() {
					t.Errorf("fromAmount %s, fromAmountMax %s: the slippage is added to a swap's input only", from.Dec(), most.Dec())
				}
				args := bridgeCallArgs(t, ro.TransactionRequest.Data)
				if args[1].(*big.Int).String() != est.FromAmountMax || args[5] != osmoUser {
					t.Errorf("bridgeCall pulls %v for %v, want fromAmountMax %s for %s", args[1], args[5], est.FromAmountMax, osmoUser)
				}
				swaps := exactOutSwaps(t, args[2].([]destCall), w.a.Contracts.PairSwapper)
				var want [][3]string
				if tc.swaps {
					// exactly the bridged amount to the router, the rest of the
					// input back to fromAddress
					want = [][3]string{{"20000000", w.a.Contracts.Router.Hex(), user}}
				}
				if diff := cmp.Diff(want, swaps); diff != "" {
					t.Errorf("source swaps (-want +got):\n%s", diff)
				}
			})
		}
	})
	t.Run("Cosmos to EVM", func(t *testing.T) {
		for _, tc := range []struct {
			name, toSym string
			swaps       bool
		}{{"swapped into USDC", "USDC", true}, {"the bridged token itself", "axlUSDC", false}} {
			t.Run(tc.name, func(t *testing.T) {
				ro, err := w.route(Request{FromChain: "osmosis-1", FromToken: osmoVoucher, ToAmount: "20000000", FromAddress: osmoUser,
					ToChain: "42161", ToToken: sym(w.b, tc.toSym).Hex(), ToAddress: other})
				if err != nil {
					t.Fatal(err)
				}
				est := ro.Estimate
				from, most := u(est.FromAmount), u(est.FromAmountMax)
				msg, recipient, minimum, calls := fromHubPayload(t, ro)
				if msg.Token.Amount != est.FromAmountMax || recipient.Hex() != other || minimum != "20000000" || est.ToAmountMin != "20000000" {
					t.Errorf("sends %s (fromAmountMax %s) for %s, at least %s (toAmountMin %s)", msg.Token.Amount, est.FromAmountMax, recipient.Hex(), minimum, est.ToAmountMin)
				}
				if tc.swaps != most.Gt(from) || tc.swaps != from.Gt(u("20150000")) {
					t.Errorf("fromAmount %s, fromAmountMax %s: want toAmount and the hub's 0.15 (and a swap's slippage on the maximum)", from.Dec(), most.Dec())
				}
				var want [][3]string
				if tc.swaps {
					// the unused bridged token goes to toAddress: fromAddress is on osmosis-1
					want = [][3]string{{"20000000", w.b.Contracts.Router.Hex(), other}}
				}
				if diff := cmp.Diff(want, exactOutSwaps(t, calls, w.b.Contracts.PairSwapper)); diff != "" {
					t.Errorf("destination swaps (-want +got):\n%s", diff)
				}
				bridge := ro.Estimate.Actions[1]
				if tc.swaps && (bridge.Type != api.ActionBridge || !strings.Contains(bridge.Description, "unused axlUSDC goes to toAddress")) {
					t.Errorf("bridge action %+v does not say where the unused bridged token goes", bridge)
				}
			})
		}
	})
	t.Run("Cosmos to Cosmos", func(t *testing.T) {
		ro, err := w.route(Request{FromChain: "osmosis-1", FromToken: osmoVoucher, ToAmount: "7000000", FromAddress: osmoUser,
			ToChain: "cosmoshub-4", ToToken: atomVoucher, ToAddress: cosmosUser})
		if err != nil {
			t.Fatal(err)
		}
		est := ro.Estimate
		got := []string{est.FromAmount, est.FromAmountMax, est.ToAmount, est.ToAmountMin}
		if diff := cmp.Diff([]string{"7000000", "7000000", "7000000", "7000000"}, got); diff != "" {
			t.Errorf("IBC is one for one: from, fromMax, to, toMin (-want +got):\n%s", diff)
		}
		if msg, err := api.ParseCosmosTransfer(ro.TransactionRequest.Data); err != nil || msg.Token.Amount != "7000000" {
			t.Errorf("message %+v: %v", msg, err)
		}
	})
	t.Run("amount too low gives the toAmount range", func(t *testing.T) {
		_, err := w.route(Request{FromChain: "1", FromToken: sym(w.a, "axlUSDC").Hex(), ToAmount: "5", FromAddress: user,
			ToChain: "osmosis-1", ToToken: osmoVoucher, ToAddress: osmoUser})
		ae := apperr.As(err)
		if ae == nil || ae.Reason != ReasonAmountTooLow || ae.Details["amountField"] != "toAmount" || ae.Details["minAmount"] != "1000000" {
			t.Errorf("got %v %+v, want the bridge's 1 axlUSDC minimum as the toAmount bound", err, ae)
		}
	})
}

// Gas on the destination of a Cosmos → EVM route comes out of the bridged
// amount on the EVM chain; a Cosmos destination cannot take it.
func TestCosmosGasOnDestination(t *testing.T) {
	w := newCosmosWorld(t, true)
	const gas = "666666666666666"
	other := common.HexToAddress("0x00000000000000000000000000000000000a11ce").Hex()
	fromOsmo := Request{FromChain: "osmosis-1", FromToken: osmoVoucher, FromAmount: "25000000", FromAddress: osmoUser,
		ToChain: "42161", ToToken: sym(w.b, "USDC").Hex(), ToAddress: other}
	without, err := w.route(fromOsmo)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		change func(r *Request)
	}{
		{"exact input", func(*Request) {}},
		{"exact output", func(r *Request) { r.FromAmount, r.ToAmount = "", "20000000" }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := fromOsmo
			r.ReceiveGasOnDestination = true
			tc.change(&r)
			ro, err := w.route(r)
			if err != nil {
				t.Fatal(err)
			}
			var kinds []string
			for _, a := range ro.Estimate.Actions {
				kinds = append(kinds, a.Type+":"+a.Provider)
			}
			want := []string{"ibc_transfer:IBC", "bridge:GMP gateway", "fee:GMP gateway", "swap:Gas on destination", "swap:" + ro.Estimate.Actions[4].Provider}
			if diff := cmp.Diff(want, kinds); diff != "" {
				t.Errorf("actions (-want +got):\n%s", diff)
			}
			if g := ro.Estimate.Actions[3]; g.ToAmount != gas || g.FromChain != "42161" {
				t.Errorf("gas action %+v", g)
			}
			if c := ro.Estimate.FeeCosts[len(ro.Estimate.FeeCosts)-1]; c.Type != "gas-on-destination" || c.Amount != gas {
				t.Errorf("feeCosts %+v, want the gas last", ro.Estimate.FeeCosts)
			}
			if r.ToAmount == "" && !u(ro.Estimate.ToAmount).Lt(u(without.Estimate.ToAmount)) {
				t.Errorf("toAmount %s with the gas, %s without", ro.Estimate.ToAmount, without.Estimate.ToAmount)
			}
			_, _, _, calls := fromHubPayload(t, ro)
			// first exactly the gas out of the bridged token, its wrapped
			// native unwrapped and sent to toAddress
			swaps := exactOutSwaps(t, calls, w.b.Contracts.PairSwapper)
			if len(swaps) == 0 || swaps[0][0] != gas || swaps[0][1] != w.b.Contracts.Multicall.Hex() {
				t.Fatalf("destination swaps %v, want the gas first", swaps)
			}
			if len(calls) < 4 || calls[3].CallType != callCollectBalance || calls[3].Target.Hex() != other {
				t.Errorf("destination calls %+v: the native gas does not go to toAddress", calls)
			}
		})
	}
	refusals := []struct {
		name string
		req  Request
		says string
	}{
		{"EVM to Cosmos", Request{FromChain: "1", FromToken: sym(w.a, "axlUSDC").Hex(), FromAmount: "25000000", FromAddress: user,
			ToChain: "osmosis-1", ToToken: osmoVoucher, ToAddress: osmoUser}, "the hub can only forward the bridged asset over IBC; it holds no OSMO"},
		{"Cosmos to Cosmos", Request{FromChain: "osmosis-1", FromToken: osmoVoucher, FromAmount: "7000000", FromAddress: osmoUser,
			ToChain: "cosmoshub-4", ToToken: IBCVoucher("channel-0", "uusdc"), ToAddress: cosmosUser}, "a transfer between Cosmos chains carries only the bridged asset"},
	}
	for _, tc := range refusals {
		t.Run("refused "+tc.name, func(t *testing.T) {
			r := tc.req
			r.ReceiveGasOnDestination = true
			_, err := w.route(r)
			ae := apperr.As(err)
			if ae == nil || ae.Kind != apperr.KindBadRequest || ae.Details["path"] != "$.receiveGasOnDestination" || !strings.Contains(ae.Message, tc.says) {
				t.Errorf("got %v, want a 400 saying %q", err, tc.says)
			}
		})
	}
}
