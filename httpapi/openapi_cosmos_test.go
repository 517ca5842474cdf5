package httpapi

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// TestOpenAPICosmosRoutes checks route answers with a Cosmos source (as
// the route service gives them; the devnet-free conformance test has no
// Cosmos chains) against the served document's RouteResponse schema, and
// that an EVM transaction is not taken for a Cosmos one or the reverse.
func TestOpenAPICosmosRoutes(t *testing.T) {
	const url = "https://switchyard.test/openapi.json"
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(openAPIDoc))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	if err := c.AddResource(url, doc); err != nil {
		t.Fatal(err)
	}
	compile := func(name string) *jsonschema.Schema {
		s, err := c.Compile(url + "#/components/schemas/" + name)
		if err != nil {
			t.Fatalf("schema %s: %v", name, err)
		}
		return s
	}
	resp, cosmosTx, evmTx := compile("RouteResponse"), compile("CosmosTransactionRequest"), compile("EVMTransactionRequest")
	for _, name := range []string{"cosmos_route.json", "cosmos_ibc_route.json"} {
		raw, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		v, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
		if err != nil {
			t.Fatal(err)
		}
		if err := resp.Validate(v); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		tx := v.(map[string]any)["route"].(map[string]any)["transactionRequest"]
		if evmTx.Validate(tx) == nil {
			t.Errorf("%s: a Cosmos transactionRequest matches the EVM schema", name)
		}
		var msg struct {
			TypeURL string `json:"typeUrl"`
		}
		if err := json.Unmarshal([]byte(tx.(map[string]any)["data"].(string)), &msg); err != nil || msg.TypeURL != "/ibc.applications.transfer.v1.MsgTransfer" {
			t.Errorf("%s: data %v %q", name, err, msg.TypeURL)
		}
	}
	evm := map[string]any{"type": "ON_CHAIN_EXECUTION", "routeType": "BRIDGE", "target": "0x5FbDB2315678afecb367f032d93F642f64180aa3", "data": "0x12",
		"value": "0", "gasLimit": "1", "gasPrice": "1", "maxFeePerGas": "2", "maxPriorityFeePerGas": "1", "expiry": "1"}
	if cosmosTx.Validate(evm) == nil {
		t.Error("an EVM transactionRequest matches the Cosmos schema")
	}
	if err := evmTx.Validate(evm); err != nil {
		t.Errorf("EVM transactionRequest: %v", err)
	}
}
