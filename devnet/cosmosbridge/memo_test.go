package cosmosbridge

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
)

func TestPlanReceived(t *testing.T) {
	b := &Bridge{cfg: Config{EVMChains: map[string]uint64{"arbitrum": 42161}}, byName: map[string]cosmos.Spec{}}
	for _, s := range cosmos.Specs {
		b.byName[strings.ToLower(s.Name)] = s
	}
	collector := cosmos.FeeCollectorKey().AddressOn(cosmos.HubChainID)
	atomAddr := cosmos.FeeCollectorKey().AddressOn(cosmos.CosmosHubChainID)
	router := "0x1111111111111111111111111111111111111111"
	type want struct{ Action, Reason, Net, Fee, Dest string }
	for _, tc := range []struct {
		name, denom, amount, memo string
		want                      want
	}{
		{"call with token", "uusdc", "1000", `{"destination_chain":"Arbitrum","destination_address":"` + router + `","payload":"AAE=","type":2,"fee":{"amount":"10","recipient":"` + collector + `"}}`,
			want{Action: ActionCall, Net: "990", Fee: "10", Dest: router}},
		{"forward", "uusdc", "1000", `{"destination_chain":"cosmoshub","destination_address":"` + atomAddr + `","payload":null,"type":3,"fee":{"amount":"0","recipient":"` + collector + `"}}`,
			want{Action: ActionForward, Net: "1000", Fee: "0", Dest: atomAddr}},
		{"credit on the hub", "uusdc", "5", `{"destination_chain":"Axelarnet","destination_address":"` + collector + `","type":3}`,
			want{Action: ActionCredit, Net: "5", Fee: "0", Dest: collector}},
		{"no memo", "uusdc", "5", "", want{Action: ActionRefund, Reason: "the transfer has no memo: a transfer to the hub's bridge account needs a bridge instruction"}},
		{"not JSON", "uusdc", "5", "hello", want{Action: ActionRefund, Reason: "the memo is not a bridge instruction (JSON with destination_chain, destination_address, payload, type, fee): invalid character 'h' looking for beginning of value"}},
		{"fee too high", "uusdc", "5", `{"destination_chain":"Axelarnet","destination_address":"` + collector + `","type":3,"fee":{"amount":"5","recipient":"` + collector + `"}}`,
			want{Action: ActionRefund, Reason: "the memo's fee 5 is not less than the amount 5"}},
		{"wrong prefix", "uusdc", "5", `{"destination_chain":"cosmoshub","destination_address":"` + collector + `","type":3}`,
			want{Action: ActionRefund, Reason: `destination address: "` + collector + `" has the prefix "axelar", not "cosmos"`}},
		{"unknown EVM chain", "uusdc", "5", `{"destination_chain":"base","destination_address":"` + router + `","payload":"","type":2}`,
			want{Action: ActionRefund, Reason: `destination chain "base" is not an EVM chain the hub reaches (arbitrum)`}},
		{"another denom to EVM", "ibc/ABC", "5", `{"destination_chain":"arbitrum","destination_address":"` + router + `","payload":"","type":2}`,
			want{Action: ActionRefund, Reason: "the hub bridges only uusdc to EVM chains, not ibc/ABC"}},
		{"type 3 to EVM", "uusdc", "5", `{"destination_chain":"arbitrum","destination_address":"` + router + `","type":3}`,
			want{Action: ActionRefund, Reason: `a pure token transfer (type 3) to the EVM chain "arbitrum" is not carried by the devnet hub: use type 2 with the route's payload`}},
		{"type 1", "uusdc", "5", `{"destination_chain":"arbitrum","destination_address":"` + router + `","type":1}`,
			want{Action: ActionRefund, Reason: "a GMP call without the token (type 1) carries no funds: the transfer goes back"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := b.planReceived(&Received{HubDenom: tc.denom, Amount: tc.amount, Memo: tc.memo})
			got := want{Action: p.action, Reason: p.reason, Dest: p.destAddress}
			if p.action != ActionRefund {
				got.Net, got.Fee = p.net.String(), p.fee.String()
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("plan (-want +got):\n%s", d)
			}
		})
	}
}

func TestHubDenom(t *testing.T) {
	for _, tc := range []struct{ denom, want string }{
		{"transfer/channel-0/uusdc", "uusdc"}, // the hub's uusdc coming home from osmosis
		{"uosmo", cosmos.VoucherDenom("channel-0", "uosmo")},
		{"transfer/channel-0/transfer/channel-7/uatom", voucher("transfer/channel-7/uatom")},
	} {
		if got := hubDenom(tc.denom, "transfer", "channel-0", "channel-0"); got != tc.want {
			t.Errorf("hubDenom(%q) = %q, want %q", tc.denom, got, tc.want)
		}
	}
}
