package integrator

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSetFee(t *testing.T) {
	ctx := context.Background()
	const ben = "0x00000000000000000000000000000000000000b0"
	const benNorm = "0x00000000000000000000000000000000000000B0"
	cases := []struct {
		name    string
		req     SetFeeRequest
		want    Fee
		wantErr string
	}{
		{"a fee", SetFeeRequest{BPS: 30, Beneficiary: ben}, Fee{BPS: 30, Beneficiaries: map[string]string{"evm": benNorm}}, ""},
		{"the cap", SetFeeRequest{BPS: 1000, Family: "evm", Beneficiary: ben}, Fee{BPS: 1000, Beneficiaries: map[string]string{"evm": benNorm}}, ""},
		{"0 removes it", SetFeeRequest{BPS: 0}, Fee{}, ""},
		{"over the cap", SetFeeRequest{BPS: 1001, Beneficiary: ben}, Fee{}, "--bps must be 0 (no fee) to 1000"},
		{"negative", SetFeeRequest{BPS: -1, Beneficiary: ben}, Fee{}, "--bps must be 0"},
		{"no beneficiary", SetFeeRequest{BPS: 30}, Fee{}, "a fee needs --beneficiary"},
		{"not an EVM address", SetFeeRequest{BPS: 30, Beneficiary: "cosmos1xyz"}, Fee{}, "--beneficiary:"},
		{"a family without fees", SetFeeRequest{BPS: 30, Family: "solana", Beneficiary: ben}, Fee{}, "fees are paid on [evm cosmos] chains only"},
		{"a Cosmos beneficiary, any prefix", SetFeeRequest{BPS: 30, Family: "cosmos", Beneficiary: "OSMO1QYQSZQGPQYQSZQGPQYQSZQGPQYQSZQGP6GJWMW"},
			Fee{BPS: 30, Beneficiaries: map[string]string{"evm": benNorm, "cosmos": "osmo1qyqszqgpqyqszqgpqyqszqgpqyqszqgp6gjwmw"}}, ""},
		{"not a Cosmos address", SetFeeRequest{BPS: 30, Family: "cosmos", Beneficiary: ben}, Fee{}, "--beneficiary:"},
		{"a bad Cosmos checksum", SetFeeRequest{BPS: 30, Family: "cosmos", Beneficiary: "osmo1qyqszqgpqyqszqgpqyqszqgpqyqszqgp6gjwmx"}, Fee{}, "--beneficiary:"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			svc := NewService(Config{Store: &memStore{}})
			raw, _, err := svc.Add(ctx, AddRequest{Name: "acme", Tier: "testing"})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := svc.SetFee(ctx, "acme", SetFeeRequest{BPS: 5, Beneficiary: ben}); err != nil {
				t.Fatal(err)
			}
			before, _ := svc.FeeOf(ctx, HashID(raw))
			in, err := svc.SetFee(ctx, "acme", tc.req)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("error %v, want %q", err, tc.wantErr)
				}
				if after, _ := svc.FeeOf(ctx, HashID(raw)); !cmp.Equal(before, after) {
					t.Errorf("a refused change changed the fee to %+v", after)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, in.Fee); diff != "" {
				t.Errorf("fee (-want +got):\n%s", diff)
			}
			got, err := svc.FeeOf(ctx, HashID(raw))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("FeeOf (-want +got):\n%s", diff)
			}
			if got, _ := svc.FeeOf(ctx, HashID("sy_someone_else")); !got.IsZero() {
				t.Errorf("another integrator's fee: %+v", got)
			}
		})
	}
}
