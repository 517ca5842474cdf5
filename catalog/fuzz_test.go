package catalog

import (
	"encoding/json"
	"testing"
)

// FuzzCatalogFile feeds arbitrary operator catalog documents to the loader:
// it must either accept them, producing valid listings, or explain why, and
// never panic.
func FuzzCatalogFile(f *testing.F) {
	small := `{"chains":[{"chainId":"1","networkIdentifier":"e","chainName":"E","type":"evm","nativeCurrency":{"name":"E","symbol":"E","decimals":18}}],
	"tokens":[{"symbol":"U","name":"U","chainId":"1","type":"evm","decimals":6,"address":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48","x":[1,{"y":null}]}]}`
	for _, seed := range []string{small, `{}`, `{"mode":"extend"}`, `{"chains":[null]}`, `{"tokens":[{}]}`, `{"chains":[{"chainId":"1","visible":null,"features":[1e400]}]}`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := parseFile(data)
		if err != nil {
			return
		}
		c, err := build("fuzz", file.Chains, file.Tokens)
		if err != nil {
			return
		}
		v := c.View(c.features)
		for _, b := range [][]byte{
			must(c.ChainsJSON(v, "", nil)),
			must(c.TokensJSON(v, "", nil)),
			must(c.SDKInfoJSON(v, "", nil, nil, SDKMeta{}, true)),
		} {
			if !json.Valid(b) {
				t.Fatalf("invalid listing JSON %q from %q", b, data)
			}
		}
	})
}
