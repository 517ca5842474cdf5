package catalog

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestWithCosmos(t *testing.T) {
	base, err := Bundled()
	if err != nil {
		t.Fatal(err)
	}
	const voucher = "ibc/498A0751C798A0D9A389AA3691123DADA57DAA4FE165D5C75894505B876BA6E4"
	osmo := CosmosNode{ChainID: "osmosis-1", RPC: "http://127.0.0.1:26657", REST: "http://127.0.0.1:1317", Bech32Prefix: "osmo",
		Fee: CosmosCurrency{Denom: "uosmo", Symbol: "OSMO", Decimals: 6}, GasPriceLow: 0.0025, GasPriceAverage: 0.025, GasPriceHigh: 0.04,
		Tokens: []CosmosToken{{CosmosCurrency: CosmosCurrency{Denom: voucher, Symbol: "USDC", Decimals: 6}, Name: "USD Coin", USDPrice: 1, BridgeNetworkSymbol: "axlUSDC"}}}
	c, err := base.WithCosmos([]CosmosNode{osmo})
	if err != nil {
		t.Fatal(err)
	}
	ch, ok := c.Chain(c.FullView(), "osmosis-1")
	if !ok {
		t.Fatal("osmosis-1 is gone")
	}
	var got struct {
		RPC           string            `json:"rpc"`
		RPCList       []string          `json:"rpcList"`
		REST          string            `json:"rest"`
		CoinType      int               `json:"coinType"`
		Bech32Config  map[string]string `json:"bech32Config"`
		FeeCurrencies []struct {
			CoinMinimalDenom string             `json:"coinMinimalDenom"`
			GasPriceStep     map[string]float64 `json:"gasPriceStep"`
		} `json:"feeCurrencies"`
		Currencies []struct {
			CoinMinimalDenom string `json:"coinMinimalDenom"`
		} `json:"currencies"`
	}
	if err := json.Unmarshal(ch.obj.appendSelected(nil, nil), &got); err != nil {
		t.Fatal(err)
	}
	if got.RPC != osmo.RPC || !cmp.Equal(got.RPCList, []string{osmo.RPC}) || got.REST != osmo.REST || got.CoinType != 118 {
		t.Errorf("endpoints %+v", got)
	}
	if got.Bech32Config["bech32PrefixAccAddr"] != "osmo" || got.Bech32Config["bech32PrefixValAddr"] != "osmovaloper" {
		t.Errorf("bech32Config %v", got.Bech32Config)
	}
	if len(got.FeeCurrencies) != 1 || got.FeeCurrencies[0].CoinMinimalDenom != "uosmo" || got.FeeCurrencies[0].GasPriceStep["average"] != 0.025 {
		t.Errorf("feeCurrencies %+v", got.FeeCurrencies)
	}
	if len(got.Currencies) != 2 || got.Currencies[1].CoinMinimalDenom != voucher {
		t.Errorf("currencies %+v", got.Currencies)
	}
	tok, ok := c.Token(c.FullView(), "osmosis-1", voucher)
	if !ok || tok.BridgeNetworkSymbol != "axlUSDC" || tok.Name != "USD Coin" {
		t.Errorf("the devnet voucher is not listed as the bridged asset: %+v", tok)
	}
	if n, _ := c.Counts(); func() int { m, _ := base.Counts(); return m }() != n {
		t.Error("the chain count changed")
	}
	if bc, _ := base.Chain(base.FullView(), "osmosis-1"); bc.obj.has("rest") || bc.RPC == osmo.RPC {
		t.Error("the base catalog was changed")
	}
	for _, tc := range []struct {
		name string
		node CosmosNode
		says string
	}{
		{"unknown chain", CosmosNode{ChainID: "nope-1"}, "not in the catalog"},
		{"EVM chain", CosmosNode{ChainID: "1"}, "not a cosmos one"},
		{"no URLs", CosmosNode{ChainID: "osmosis-1", Bech32Prefix: "osmo"}, "http(s) URLs"},
		{"gas prices out of order", func() CosmosNode { n := osmo; n.GasPriceLow = 1; return n }(), "low <= average"},
	} {
		if _, err := base.WithCosmos([]CosmosNode{tc.node}); err == nil || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%s: %v, want it to say %q", tc.name, err, tc.says)
		}
	}
}
