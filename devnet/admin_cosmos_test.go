package devnet

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/btcsuite/btcd/btcutil/bech32"
	"github.com/google/go-cmp/cmp"
)

// fakeCosmos records the admin API's calls (the real chains are covered by
// devnet/cosmos's tests and the service's Cosmos devnet tests).
type fakeCosmos struct {
	funded  []string
	paused  bool
	timeout time.Duration
}

func (f *fakeCosmos) CosmosChains() []CosmosChainInfo {
	return []CosmosChainInfo{
		{ChainID: "axelar-dojo-1", Prefix: "axelar", Native: "uaxl", Tokens: []CosmosDenom{{Symbol: "USDC", Denom: "uusdc"}}},
		{ChainID: "osmosis-1", Prefix: "osmo", Native: "uosmo", Tokens: []CosmosDenom{{Symbol: "USDC", Denom: "ibc/ABC"}}},
	}
}

func (f *fakeCosmos) FundCosmos(_ context.Context, chainID, to, denom string, amount *big.Int) (CosmosFunding, error) {
	f.funded = append(f.funded, chainID+" "+to+" "+amount.String()+denom)
	return CosmosFunding{TxHash: "AB12", Height: 7, Balance: amount, OverIBC: strings.HasPrefix(denom, "ibc/")}, nil
}

func (f *fakeCosmos) PauseIBC()                     { f.paused = true }
func (f *fakeCosmos) ResumeIBC()                    { f.paused = false }
func (f *fakeCosmos) IBCPaused() bool               { return f.paused }
func (f *fakeCosmos) IBCTimeout() time.Duration     { return f.timeout }
func (f *fakeCosmos) SetIBCTimeout(d time.Duration) { f.timeout = d }

func bech32Addr(t *testing.T, prefix string) string {
	t.Helper()
	words, err := bech32.ConvertBits(bytes.Repeat([]byte{7}, 20), 8, 5, true)
	if err != nil {
		t.Fatal(err)
	}
	s, err := bech32.Encode(prefix, words)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestAdminCosmosFund(t *testing.T) {
	fake := &fakeCosmos{timeout: 10 * time.Minute}
	ts := httptest.NewServer(NewAdmin(AdminConfig{Devnet: &Devnet{}, Cosmos: fake}))
	defer ts.Close()
	c := &Client{URL: ts.URL}
	ctx := context.Background()
	osmo, axelar := bech32Addr(t, "osmo"), bech32Addr(t, "axelar")

	funded := []struct {
		name string
		req  FundRequest
		want FundResponse
	}{
		{"native", FundRequest{ChainID: "osmosis-1", To: osmo, Amount: "5", Native: true},
			FundResponse{ChainID: "osmosis-1", To: osmo, Amount: "5", Native: true, Denom: "uosmo", TxHash: "AB12", BlockNumber: 7, Balance: "5"}},
		{"native by denom", FundRequest{ChainID: "osmosis-1", To: osmo, Amount: "6", Token: "uosmo"},
			FundResponse{ChainID: "osmosis-1", To: osmo, Amount: "6", Native: true, Denom: "uosmo", TxHash: "AB12", BlockNumber: 7, Balance: "6"}},
		{"voucher by symbol", FundRequest{ChainID: "osmosis-1", To: osmo, Amount: "7", Token: "usdc"},
			FundResponse{ChainID: "osmosis-1", To: osmo, Amount: "7", Token: "USDC", TokenAddress: "ibc/ABC", Denom: "ibc/ABC", TxHash: "AB12",
				BlockNumber: 7, Balance: "7", OverIBC: true}},
		{"hub uusdc by denom", FundRequest{ChainID: "axelar-dojo-1", To: axelar, Amount: "8", Token: "uusdc"},
			FundResponse{ChainID: "axelar-dojo-1", To: axelar, Amount: "8", Token: "USDC", TokenAddress: "uusdc", Denom: "uusdc", TxHash: "AB12",
				BlockNumber: 7, Balance: "8"}},
	}
	for _, tt := range funded {
		t.Run(tt.name, func(t *testing.T) {
			got, err := c.Fund(ctx, tt.req)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(&tt.want, got); d != "" {
				t.Errorf("fund (-want +got):\n%s", d)
			}
		})
	}

	refused := []struct {
		name, body string
		status     int
		want       string
	}{
		{"wrong prefix", `{"chainId":"osmosis-1","to":"` + axelar + `","amount":"1","native":true}`, 400, `has the wrong prefix for this chain: want "osmo1..."`},
		{"EVM address", `{"chainId":"osmosis-1","to":"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266","amount":"1","native":true}`, 400, "osmo1"},
		{"no to", `{"chainId":"osmosis-1","amount":"1","native":true}`, 400, "the osmo1… address"},
		{"unknown denom", `{"chainId":"osmosis-1","to":"` + osmo + `","amount":"1","token":"uatom"}`, 400, `osmosis-1 has no token "uatom" to fund: it funds uosmo (native), USDC (ibc/ABC)`},
		{"both", `{"chainId":"osmosis-1","to":"` + osmo + `","amount":"1","native":true,"token":"USDC"}`, 400, "not both"},
		{"neither", `{"chainId":"osmosis-1","to":"` + osmo + `","amount":"1"}`, 400, "say what to fund"},
		{"no amount", `{"chainId":"osmosis-1","to":"` + osmo + `","native":true}`, 400, "amount is required"},
		{"zero", `{"chainId":"osmosis-1","to":"` + osmo + `","amount":"0","native":true}`, 400, "positive"},
		{"unknown chain", `{"chainId":"juno-1","to":"` + osmo + `","amount":"1","native":true}`, 404, "the Cosmos chains axelar-dojo-1, osmosis-1"},
	}
	for _, tt := range refused {
		t.Run(tt.name, func(t *testing.T) {
			err := c.do(ctx, "POST", "/devnet/fund", json.RawMessage(tt.body), nil)
			var ae *AdminError
			if !errors.As(err, &ae) || ae.StatusCode != tt.status || !strings.Contains(ae.Message, tt.want) {
				t.Errorf("got %v; want %d with %q", err, tt.status, tt.want)
			}
		})
	}
	if len(fake.funded) != len(funded) {
		t.Errorf("the chains were asked for %d fundings, want %d: %q", len(fake.funded), len(funded), fake.funded)
	}
}

func TestAdminIBC(t *testing.T) {
	fake := &fakeCosmos{timeout: 10 * time.Minute}
	ts := httptest.NewServer(NewAdmin(AdminConfig{Devnet: &Devnet{}, Cosmos: fake}))
	defer ts.Close()
	c := &Client{URL: ts.URL}
	ctx := context.Background()
	yes, no := true, false

	steps := []struct {
		name    string
		paused  *bool
		timeout string
		want    IBCResponse
	}{
		{"pause", &yes, "", IBCResponse{Paused: true, Timeout: "10m0s", TimeoutSeconds: 600}},
		{"timeout", nil, "20s", IBCResponse{Paused: true, Timeout: "20s", TimeoutSeconds: 20}},
		{"resume with seconds", &no, "90", IBCResponse{Paused: false, Timeout: "1m30s", TimeoutSeconds: 90}},
	}
	for _, st := range steps {
		got, err := c.SetIBC(ctx, st.paused, st.timeout)
		if err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		if d := cmp.Diff(&st.want, got); d != "" {
			t.Errorf("%s (-want +got):\n%s", st.name, d)
		}
	}
	if got, err := c.IBC(ctx); err != nil || got.Paused || got.Timeout != "1m30s" {
		t.Errorf("GET /devnet/ibc: %+v %v", got, err)
	}

	refused := []struct{ name, body, want string }{
		{"empty", `{}`, `give "paused"`},
		{"too short", `{"timeout":"1s"}`, "between 5s and 24h0m0s"},
		{"too long", `{"timeout":"25h"}`, "between 5s and 24h0m0s"},
		{"negative", `{"timeout":-3}`, "between 5s and 24h0m0s"},
		{"words", `{"timeout":"soon"}`, "a duration such as"},
		{"paused not bool", `{"paused":"yes"}`, "paused"},
	}
	for _, tt := range refused {
		t.Run(tt.name, func(t *testing.T) {
			err := c.do(ctx, "POST", "/devnet/ibc", json.RawMessage(tt.body), nil)
			var ae *AdminError
			if !errors.As(err, &ae) || ae.StatusCode != 400 || !strings.Contains(ae.Message, tt.want) {
				t.Errorf("got %v; want 400 with %q", err, tt.want)
			}
		})
	}

	// Without Cosmos chains the controls say how to start them.
	bare := httptest.NewServer(NewAdmin(AdminConfig{Devnet: &Devnet{}}))
	defer bare.Close()
	var ae *AdminError
	if _, err := (&Client{URL: bare.URL}).IBC(ctx); !errors.As(err, &ae) || ae.StatusCode != 501 || !strings.Contains(ae.Message, "--devnet-cosmos") {
		t.Errorf("IBC without Cosmos chains: %v", err)
	}
	err := (&Client{URL: bare.URL}).do(ctx, "POST", "/devnet/fund", json.RawMessage(`{"chainId":"osmosis-1","to":"osmo1x","amount":"1","native":true}`), nil)
	if !errors.As(err, &ae) || ae.StatusCode != 400 || !strings.Contains(ae.Message, "--devnet-cosmos") {
		t.Errorf("fund osmosis-1 without Cosmos chains: %v", err)
	}
}
