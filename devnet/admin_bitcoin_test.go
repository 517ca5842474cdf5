package devnet

import (
	"context"
	"encoding/json"
	"errors"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// fakeBitcoin records the admin API's calls (the real chain is covered by
// devnet/bitcoin's tests and the service's devnet tests).
type fakeBitcoin struct {
	funded []string
	mined  int
}

func (f *fakeBitcoin) FundBitcoin(_ context.Context, to string, sats int64) (string, error) {
	if to == "bcrt1qbad" {
		return "", errors.New("bcrt1qbad is not a regtest address")
	}
	f.funded = append(f.funded, to)
	return strings.Repeat("ab", 32), nil
}

func (f *fakeBitcoin) MineBitcoin(_ context.Context, n int) ([]string, error) {
	f.mined += n
	out := make([]string, n)
	for i := range out {
		out[i] = strings.Repeat("cd", 32)
	}
	return out, nil
}

func TestAdminBitcoin(t *testing.T) {
	fake := &fakeBitcoin{}
	ts := httptest.NewServer(NewAdmin(AdminConfig{Devnet: &Devnet{}, Bitcoin: fake}))
	defer ts.Close()
	c := &Client{URL: ts.URL}
	ctx := context.Background()

	got, err := c.Fund(ctx, FundRequest{ChainID: "bitcoin", To: "bcrt1qxyz", Amount: "150000"})
	if err != nil {
		t.Fatal(err)
	}
	want := &FundResponse{ChainID: "bitcoin", To: "bcrt1qxyz", Amount: "150000", Native: true, TxHash: strings.Repeat("ab", 32)}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("fund (-want +got):\n%s", d)
	}
	mined, err := c.Mine(ctx, 3)
	if err != nil || len(mined.Blocks) != 3 || fake.mined != 3 {
		t.Errorf("mine: %+v, %v (fake mined %d)", mined, err, fake.mined)
	}

	tests := []struct {
		name, path, body string
		status           int
		want             string
	}{
		{"token", "/devnet/fund", `{"chainId":"bitcoin","to":"bcrt1qxyz","amount":"1","token":"USDC"}`, 400, "only its native currency"},
		{"no amount", "/devnet/fund", `{"chainId":"bitcoin","to":"bcrt1qxyz"}`, 400, "satoshis"},
		{"too much", "/devnet/fund", `{"chainId":"bitcoin","to":"bcrt1qxyz","amount":"2100000000000001"}`, 400, "21 million"},
		{"no to", "/devnet/fund", `{"chainId":"bitcoin","amount":"1"}`, 400, "bcrt1"},
		{"wallet refuses", "/devnet/fund", `{"chainId":"bitcoin","to":"bcrt1qbad","amount":"1"}`, 400, "not a regtest address"},
		{"mine evm", "/devnet/mine", `{"chainId":"1"}`, 400, "only the Bitcoin chain"},
		{"mine too many", "/devnet/mine", `{"blocks":1001}`, 400, "between 1 and 1000"},
		{"mine negative", "/devnet/mine", `{"blocks":-1}`, 400, "between 1 and 1000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := c.do(ctx, "POST", tt.path, json.RawMessage(tt.body), nil)
			var ae *AdminError
			if !errors.As(err, &ae) || ae.StatusCode != tt.status || !strings.Contains(ae.Message, tt.want) {
				t.Errorf("got %v; want %d with %q", err, tt.status, tt.want)
			}
		})
	}

	// Without the chain the controls say how to start it.
	bare := httptest.NewServer(NewAdmin(AdminConfig{Devnet: &Devnet{}}))
	defer bare.Close()
	_, err = (&Client{URL: bare.URL}).Mine(ctx, 1)
	var ae *AdminError
	if !errors.As(err, &ae) || ae.StatusCode != 501 || !strings.Contains(ae.Message, "--devnet-bitcoin") {
		t.Errorf("mine without bitcoin: %v", err)
	}
}
