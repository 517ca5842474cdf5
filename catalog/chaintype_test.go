package catalog

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestChainTypeMirrorsType: existing v2 SDKs dispatch on chainType, so every
// chain object carries it with the value of type, in full listings, field
// selections and sdk-info alike.
func TestChainTypeMirrorsType(t *testing.T) {
	t.Parallel()
	c := loadSmall(t)
	all := c.View([]string{"axl", "cosmos-beta"})
	sel2 := sel(t, "chainId", "type", "chainType")
	tests := []struct {
		name string
		get  func() ([]byte, error)
		want string
	}{
		{"selection", func() ([]byte, error) { return c.ChainsJSON(all, "", sel2) },
			`{"chains":[{"chainId":"8453","type":"evm","chainType":"evm"},{"chainId":"1","type":"evm","chainType":"evm"},{"chainId":"osmosis-1","type":"cosmos","chainType":"cosmos"}]}`},
		{"single chain", func() ([]byte, error) { return c.ChainsJSON(all, "osmosis-1", sel(t, "chainType")) },
			`{"chain":{"chainType":"cosmos"}}`},
		{"sdk-info", func() ([]byte, error) {
			return c.SDKInfoJSON(all, "1", sel(t, "chainType"), sel(t, "symbol"), SDKMeta{ExplorerURL: "https://scan"}, false)
		}, `{"chains":[{"chainType":"evm"}],"tokens":[{"symbol":"USDC"}],"axelarscanURL":"https://scan","isInMaintenanceMode":false}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.get()
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, string(got)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
	// full objects: chainType right after type, for every bundled chain
	b, err := Bundled()
	if err != nil {
		t.Fatal(err)
	}
	full, err := b.ChainsJSON(b.FullView(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, ch := range decode(t, full)["chains"].([]any) {
		m := ch.(map[string]any)
		if m["chainType"] != m["type"] || m["chainType"] == nil {
			t.Errorf("chain %v: chainType %v, type %v", m["chainId"], m["chainType"], m["type"])
		}
	}
	if !strings.Contains(string(full), `"type":"evm","chainType":"evm"`) {
		t.Errorf("chainType does not follow type in model order")
	}
}

func TestChainTypeMustMatchType(t *testing.T) {
	t.Parallel()
	doc := `{"chains":[{"chainId":"1","networkIdentifier":"ethereum","chainName":"Ethereum","type":"evm","chainType":"cosmos",
		"nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18,"icon":""}}],"tokens":[]}`
	path := filepath.Join(t.TempDir(), "c.json")
	if err := os.WriteFile(path, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := LoadWithOverride(path)
	if err == nil || !strings.Contains(err.Error(), `chainType "cosmos" must equal type "evm"`) {
		t.Fatalf("want the mismatch named, got %v", err)
	}
}
