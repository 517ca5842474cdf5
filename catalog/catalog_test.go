package catalog

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/switchyard-dev/switchyard/apperr"
)

func loadSmall(t *testing.T) *Catalog {
	t.Helper()
	c, err := LoadWithOverride("testdata/small.json")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func decode(t *testing.T, b []byte) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("invalid JSON %s: %v", b, err)
	}
	return m
}

func sel(t *testing.T, fields ...string) *Selection {
	t.Helper()
	s, err := ParseSelection(fields, MsgFieldsRequired)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestParseSelectionErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		fields []string
		want   string
	}{
		{"missing", nil, MsgFieldsRequired},
		{"empty", []string{}, MsgFieldsRequired},
		{"dotted", []string{"symbol", "nativeCurrency.symbol"}, `only top-level field names are allowed, without dots: "nativeCurrency.symbol"`},
		{"all blocked", []string{"requiredFeature", "privateRpcList"}, MsgNoValidField},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseSelection(tt.fields, MsgFieldsRequired)
			if !apperr.Is(err, apperr.KindBadRequest) {
				t.Fatalf("got %v, want a bad request", err)
			}
			if got := apperr.As(err).Message; got != tt.want {
				t.Errorf("message %q, want %q", got, tt.want)
			}
		})
	}
	if _, err := ParseSelection([]string{"nope", "requiredFeature"}, MsgFieldsRequired); err != nil {
		t.Errorf("an unknown name beside a blocked one must be accepted: %v", err)
	}
}

func TestSelectionAndOrder(t *testing.T) {
	t.Parallel()
	c := loadSmall(t)
	public := c.View(nil)
	tests := []struct {
		name   string
		view   View
		fields []string
		want   string
	}{
		{"sorted before selection, model order within objects", public, []string{"decimals", "symbol"},
			`{"tokens":[{"symbol":"ETH","decimals":18},{"symbol":"USDC","decimals":6},{"symbol":"USDC","decimals":6}]}`},
		{"order independent of the selected field", public, []string{"address"},
			`{"tokens":[{"address":"0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE"},{"address":"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"},{"address":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"}]}`},
		{"restrictions before selection", c.View([]string{"axl", "cosmos-beta"}), []string{"symbol"},
			`{"tokens":[{"symbol":"axlUSDC"},{"symbol":"ETH"},{"symbol":"USDC"},{"symbol":"USDC"},{"symbol":"OSMO"}]}`},
		{"empty objects left out", public, []string{"listedSince"}, `{"tokens":[{"listedSince":"2018"}]}`},
		{"unknown field selects nothing", public, []string{"nope"}, `{"tokens":[]}`},
		{"blocked field never returned", c.View([]string{"axl"}), []string{"requiredFeature", "bridgeNetworkSymbol"},
			`{"tokens":[{"bridgeNetworkSymbol":"axlUSDC"}]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := c.TokensJSON(tt.view, "", sel(t, tt.fields...))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, string(got)); diff != "" {
				t.Errorf("tokens (-want +got):\n%s", diff)
			}
		})
	}
}

func TestChainsListing(t *testing.T) {
	t.Parallel()
	c := loadSmall(t)
	got, err := c.ChainsJSON(c.View(nil), "", sel(t, "chainId", "rpc", "newField"))
	if err != nil {
		t.Fatal(err)
	}
	// Sorted by name case-insensitively: Base, ethereum; Osmosis is restricted.
	want := `{"chains":[{"chainId":"8453","rpc":"https://mainnet.base.org"},{"chainId":"1","rpc":"https://eth.example","newField":{"shiny":true}}]}`
	if diff := cmp.Diff(want, string(got)); diff != "" {
		t.Errorf("chains (-want +got):\n%s", diff)
	}
	one, err := c.ChainsJSON(c.View(nil), "1", sel(t, "chainName"))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(`{"chain":{"chainName":"ethereum"}}`, string(one)); diff != "" {
		t.Errorf("single chain (-want +got):\n%s", diff)
	}
	if _, err := c.ChainsJSON(c.View(nil), "osmosis-1", nil); !apperr.Is(err, apperr.KindNotFound) {
		t.Errorf("a restricted chain must look unknown without its flag, got %v", err)
	}
	if _, err := c.ChainsJSON(c.View([]string{"cosmos-beta"}), "osmosis-1", nil); err != nil {
		t.Errorf("the flag unlocks the chain: %v", err)
	}
}

func TestFullObjectsNeverCarryOperatorFields(t *testing.T) {
	t.Parallel()
	c := loadSmall(t)
	all := c.View([]string{"axl", "cosmos-beta"})
	for _, b := range [][]byte{
		must(c.ChainsJSON(all, "", nil)),
		must(c.TokensJSON(all, "", nil)),
		must(c.SDKInfoJSON(all, "", nil, nil, SDKMeta{ExplorerURL: "https://x"}, true)),
	} {
		decode(t, b)
		for name := range blockedFields {
			if strings.Contains(string(b), name) {
				t.Errorf("response carries operator-only field %q: %s", name, b)
			}
		}
		if strings.Contains(string(b), "key-123") || strings.Contains(string(b), "secret") {
			t.Errorf("response leaks operator data: %s", b)
		}
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

func TestChainDefaults(t *testing.T) {
	t.Parallel()
	c := loadSmall(t)
	ch, ok := c.Chain(c.View(nil), "1")
	if !ok {
		t.Fatal("chain 1 missing")
	}
	if ch.ID != "1" || ch.RPC != "https://eth.example" || ch.NetworkName != "ethereum" || !*ch.Visible {
		t.Errorf("defaults not applied: %+v", ch.ChainFields)
	}
	base, _ := c.Chain(c.View(nil), "8453")
	if diff := cmp.Diff([]string{"https://base.example/key-123"}, base.PrivateRPCList()); diff != "" {
		t.Errorf("operator fields not decoded (-want +got):\n%s", diff)
	}
}

func TestSDKInfo(t *testing.T) {
	t.Parallel()
	c := loadSmall(t)
	got, err := c.SDKInfoJSON(c.View(nil), "1", sel(t, "chainId"), sel(t, "symbol"), SDKMeta{ExplorerURL: "https://scan"}, false)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"chains":[{"chainId":"1"}],"tokens":[{"symbol":"USDC"}],"axelarscanURL":"https://scan","isInMaintenanceMode":false}`
	if diff := cmp.Diff(want, string(got)); diff != "" {
		t.Errorf("sdk-info (-want +got):\n%s", diff)
	}
}

func TestTokenLookupIsCaseInsensitiveForEVM(t *testing.T) {
	t.Parallel()
	c := loadSmall(t)
	if _, ok := c.Token(c.View(nil), "8453", strings.ToLower("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913")); !ok {
		t.Error("lower-case EVM address not found")
	}
	if _, ok := c.Token(c.View(nil), "8453", "0xEB466342C4d449BC9f53A865D5Cb90586f405215"); ok {
		t.Error("restricted token visible without its flag")
	}
}

func TestOperatorFileValidation(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		file string
		want []string
	}{
		{"bad json", `{"chains": [`, []string{"not a catalog document"}},
		{"unknown top-level key", `{"chainz": []}`, []string{"not a catalog document"}},
		{"bad mode", `{"mode": "merge"}`, []string{`mode "merge" must be "replace" or "extend"`}},
		{"bad chain", `{"chains":[{"chainId":"abc","networkIdentifier":"X Y","chainName":"","type":"evmish","nativeCurrency":{"name":"","symbol":"","decimals":99},"rpcList":["ftp://x"]}]}`,
			[]string{`type "evmish" is not one of`, "networkIdentifier", "chainName is required", "nativeCurrency needs name and symbol", "outside 0..36", `rpcList[0] "ftp://x" is not an http(s) URL`}},
		{"evm chain id", `{"chains":[{"chainId":"0x1","networkIdentifier":"e","chainName":"E","type":"evm","nativeCurrency":{"name":"E","symbol":"E","decimals":18}}]}`,
			[]string{"decimal EIP-155 id"}},
		{"type error", `{"chains":[{"chainId":1}]}`, []string{`chains[0]: field "chainId": expected string`}},
		{"bad tokens", `{"chains":[{"chainId":"1","networkIdentifier":"e","chainName":"E","type":"evm","nativeCurrency":{"name":"E","symbol":"E","decimals":18}}],
			"tokens":[{"symbol":"U","name":"U","chainId":"1","type":"evm","decimals":6,"address":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eb48"},
			          {"symbol":"X","name":"X","chainId":"2","type":"evm","decimals":6,"address":"0x1"},
			          {"symbol":"Y","name":"Y","chainId":"1","type":"cosmos","decimals":6,"address":"0xdAC17F958D2ee523a2206206994597C13D831ec7"},
			          {"symbol":"Z","name":"Z","chainId":"1","type":"evm","decimals":6,"address":"0xdac17f958d2ee523a2206206994597c13d831ec7"}]}`,
			[]string{"fails its EIP-55 checksum (expected 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48)", `chainId "2" is not a chain of the catalog`,
				`type "cosmos" does not match the chain's token family "evm"`, "duplicate token"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "catalog.json")
			if err := os.WriteFile(path, []byte(tt.file), 0o600); err != nil {
				t.Fatal(err)
			}
			_, err := LoadWithOverride(path)
			if err == nil {
				t.Fatal("invalid catalog accepted")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error does not mention %q:\n%v", w, err)
				}
			}
		})
	}
}

func TestExtendMode(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "extend.json")
	file := `{"mode":"extend","chains":[{"chainId":"31337","networkIdentifier":"local","chainName":"Local","type":"evm",
	  "nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18,"icon":""},"requiredFeature":"local"}],
	  "tokens":[{"symbol":"USDC","name":"USD Coin (renamed)","chainId":"1","type":"evm","decimals":6,"usdPrice":1,
	  "address":"0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48"}]}`
	if err := os.WriteFile(path, []byte(file), 0o600); err != nil {
		t.Fatal(err)
	}
	c, err := LoadWithOverride(path)
	if err != nil {
		t.Fatal(err)
	}
	base, _ := Bundled()
	bc, bt := base.Counts()
	nc, nt := c.Counts()
	if nc != bc+1 || nt != bt {
		t.Errorf("extend: %d chains %d tokens, want %d and %d", nc, nt, bc+1, bt)
	}
	tok, ok := c.Token(c.View(nil), "1", "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
	if !ok || tok.Name != "USD Coin (renamed)" {
		t.Errorf("extend did not replace the token: %+v", tok)
	}
	if _, ok := c.Chain(c.View(nil), "31337"); ok {
		t.Error("restricted extension chain visible without its flag")
	}
}
