package route

import (
	"strings"
	"testing"

	"github.com/switchyard-dev/switchyard/apperr"
)

// TestCosmosEVMUnavailable: a hub whose bridge to EVM chains is down
// answers No route with its reason for routes with an EVM end, and still
// offers routes between Cosmos chains.
func TestCosmosEVMUnavailable(t *testing.T) {
	w := newCosmosWorld(t, false)
	n := testCosmosNetwork(t)
	hub := n.Hub()
	hub.EVMUnavailable = "the devnet hub's bridge to EVM chains is not running"
	var chains []CosmosChain
	for _, c := range n.chains {
		chains = append(chains, c)
	}
	down, err := NewStaticCosmos(hub, chains...)
	if err != nil {
		t.Fatal(err)
	}
	cfg := w.svc.cfg
	cfg.Cosmos = down
	w.svc = NewService(cfg)
	for _, tc := range []struct {
		name string
		req  Request
	}{
		{"EVM to Cosmos", Request{FromChain: "1", FromToken: sym(w.a, "axlUSDC").Hex(), FromAmount: "25000000", FromAddress: user,
			ToChain: "osmosis-1", ToToken: osmoVoucher, ToAddress: osmoUser}},
		{"Cosmos to EVM", Request{FromChain: "osmosis-1", FromToken: osmoVoucher, FromAmount: "25000000", FromAddress: osmoUser,
			ToChain: "42161", ToToken: sym(w.b, "USDC").Hex(), ToAddress: user}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := w.route(tc.req)
			ae := apperr.As(err)
			if ae == nil || ae.Reason != ReasonNoRoute || !strings.Contains(stringDetail(ae.Details, "explanation"), hub.EVMUnavailable) {
				t.Errorf("got %v, want No route saying %q", err, hub.EVMUnavailable)
			}
		})
	}
	ro, err := w.route(Request{FromChain: "axelar-dojo-1", FromToken: "uusdc", FromAmount: "7000000", FromAddress: hubUser,
		ToChain: "osmosis-1", ToToken: osmoVoucher, ToAddress: osmoUser})
	if err != nil {
		t.Fatalf("Cosmos to Cosmos: %v", err)
	}
	if got := actionTypes(ro); len(got) != 1 || got[0] != "ibc_transfer:axelar-dojo-1>osmosis-1" {
		t.Errorf("Cosmos to Cosmos actions %q", got)
	}
}
