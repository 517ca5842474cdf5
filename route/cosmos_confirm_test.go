package route

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestHubConfirmation: the hub's part of a Cosmos → EVM route is modelled
// from what its bridge does (one hub block for the memo's fee, then the
// bridge's and the GMP relayer's polling), about 2 s on one-second
// blocks, not a flat 30 s; an operator's figure overrides the model.
func TestHubConfirmation(t *testing.T) {
	hubChain := CosmosChain{ChainID: "axelar-dojo-1", BlockTime: time.Second}
	for _, tc := range []struct {
		name string
		hub  CosmosHub
		want time.Duration
	}{
		{"the devnet's polling", CosmosHub{Relay: 800 * time.Millisecond}, 1800 * time.Millisecond},
		{"polling not given", CosmosHub{}, 2 * time.Second},
		{"an operator's figure", CosmosHub{Confirmation: 30 * time.Second, Relay: 800 * time.Millisecond}, 30 * time.Second},
	} {
		if got := tc.hub.confirmation(hubChain); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
	slow := hubChain
	slow.BlockTime = 6 * time.Second
	if got := (CosmosHub{Relay: time.Second}).confirmation(slow); got != 7*time.Second {
		t.Errorf("six-second hub blocks: %s, want 7s", got)
	}
}

// TestCosmosToEVMDuration: the quote's bridge action and route duration
// carry the modelled hub confirmation.
func TestCosmosToEVMDuration(t *testing.T) {
	w := newCosmosWorld(t, true)
	net := testCosmosNetwork(t)
	net.hub.Confirmation, net.hub.Relay = 0, 800*time.Millisecond
	w.svc.cfg.Cosmos = net
	ro, err := w.route(Request{FromChain: "osmosis-1", FromToken: osmoVoucher, FromAmount: "25000000", FromAddress: osmoUser,
		ToChain: "42161", ToToken: sym(w.b, "USDC").Hex(), ToAddress: user})
	if err != nil {
		t.Fatal(err)
	}
	var got []int64
	for _, a := range ro.Estimate.Actions {
		if a.Bridge != nil {
			got = append(got, a.Bridge.EstimatedDurationInSec)
		}
	}
	// 1.8 s at the hub and the destination's approval and execution (two
	// blocks of chain b)
	want := []int64{seconds(1800*time.Millisecond + 2*w.b.BlockTime)}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("bridge action's estimatedDurationInSec (-want +got):\n%s", diff)
	}
	if ro.Estimate.EstimatedRouteDuration > 15 {
		t.Errorf("estimatedRouteDuration %d s: the hub's part is about 2 s", ro.Estimate.EstimatedRouteDuration)
	}
}
