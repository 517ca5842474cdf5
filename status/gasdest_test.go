package status

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/api"
)

// A GMP route with gas on the destination: the record shows the gas
// delivered with the output once the destination calls ran, and none when
// they failed (the bridged token went to toAddress instead).
func TestDeriveGasOnDestination(t *testing.T) {
	const to = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc"
	native := json.RawMessage(`{"symbol":"ETH","address":"0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE","chainId":"42161"}`)
	ro := api.Route{Estimate: api.Estimate{
		Actions:  []api.Action{{Type: "bridge", FromChain: "1", ToChain: "42161"}},
		FeeCosts: []api.Cost{{Type: "gas-on-destination", Name: "Gas on destination", Token: native, Amount: "666666666666666"}}}}
	route, _ := json.Marshal(ro)
	req, _ := json.Marshal(api.RouteRequest{FromChain: "1", ToChain: "42161", FromAddress: to, ToAddress: to, ReceiveGasOnDestination: true})
	t0 := time.Unix(1_700_000_000, 0)
	q, err := ParseQuote("q1", "h", "1", "42161", t0, req, route)
	if err != nil {
		t.Fatal(err)
	}
	want := &api.FundsAt{ChainID: "42161", Token: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", Address: to, Amount: "666666666666666"}
	if diff := cmp.Diff(want, q.GasOnDestination); diff != "" {
		t.Fatalf("quote's gas (-want +got):\n%s", diff)
	}
	for _, tc := range []struct {
		event string
		want  *api.FundsAt
	}{{OutcomeRouteExecuted, want}, {OutcomeCallsFailed, nil}} {
		o := &Observation{Source: Source{State: TxSucceeded, TxHash: "0x01", Time: t0, Kind: KindBridge},
			Dest: Outcome{Seen: true, TxHash: "0x02", Time: t0.Add(10 * time.Second), Event: tc.event, Recipient: to, Token: "0xa", Amount: "1"},
			Now:  t0.Add(20 * time.Second)}
		r := Derive(q, o, Env{}, "", "")
		if diff := cmp.Diff(tc.want, r.GasOnDestination); diff != "" {
			t.Errorf("%s: gasOnDestination (-want +got):\n%s", tc.event, diff)
		}
	}
}
