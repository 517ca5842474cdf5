package catalog

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestWithRPC(t *testing.T) {
	t.Parallel()
	orig := loadSmall(t)
	before, err := orig.ChainsJSON(View{}, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	local := "http://127.0.0.1:8545"
	got, err := orig.WithRPC(map[string][]string{"1": {local}, "8453": {"http://127.0.0.1:8547", "http://localhost:8547"}})
	if err != nil {
		t.Fatal(err)
	}

	eth := decode(t, mustJSON(t, got, "1", nil))["chain"].(map[string]any)
	if eth["rpc"] != local || !cmp.Equal(eth["rpcList"], []any{local}) {
		t.Errorf("chain 1: rpc %v, rpcList %v", eth["rpc"], eth["rpcList"])
	}
	base := decode(t, mustJSON(t, got, "8453", nil))["chain"].(map[string]any)
	if base["rpc"] != "http://127.0.0.1:8547" || len(base["rpcList"].([]any)) != 2 {
		t.Errorf("chain 8453: rpc %v, rpcList %v", base["rpc"], base["rpcList"])
	}
	if ch, _ := got.Chain(View{}, "8453"); ch.PrivateRPCList() != nil {
		t.Errorf("privateRpcList kept: %v", ch.PrivateRPCList())
	}

	// Everything else is as it was, field order included.
	origEth := decode(t, mustJSON(t, orig, "1", nil))["chain"].(map[string]any)
	delete(origEth, "rpc")
	delete(origEth, "rpcList")
	delete(eth, "rpc")
	delete(eth, "rpcList")
	if d := cmp.Diff(origEth, eth); d != "" {
		t.Errorf("other fields changed (-orig +new):\n%s", d)
	}
	if !strings.Contains(string(mustJSON(t, got, "1", nil)), `"rpcList":["`+local+`"],"rpc":"`+local+`"`) {
		t.Errorf("rpcList and rpc are not in model order: %s", mustJSON(t, got, "1", nil))
	}
	all := orig.View([]string{"cosmos-beta", "axl"})
	if a, b := viewJSON(t, orig, all, "osmosis-1"), viewJSON(t, got, all, "osmosis-1"); string(a) != string(b) {
		t.Errorf("an untouched chain changed:\n%s\n%s", a, b)
	}
	after, _ := orig.ChainsJSON(View{}, "", nil)
	if string(before) != string(after) {
		t.Error("WithRPC changed the original catalog")
	}
	if a, b := orig.Tokens(all, ""), got.Tokens(all, ""); !cmp.Equal(a, b, cmp.Comparer(func(x, y *Token) bool { return x == y })) {
		t.Errorf("tokens differ: %d before, %d after", len(a), len(b))
	}
	// Field selection sees the new values.
	sel := decode(t, mustJSON(t, got, "1", sel(t, "rpc")))
	if d := cmp.Diff(map[string]any{"chain": map[string]any{"rpc": local}}, sel); d != "" {
		t.Errorf("selected rpc (-want +got):\n%s", d)
	}
}

func TestWithRPCErrors(t *testing.T) {
	t.Parallel()
	c := loadSmall(t)
	tests := []struct {
		urls map[string][]string
		want string
	}{
		{map[string][]string{"999": {"http://127.0.0.1:1"}}, `chain "999" is not in the catalog`},
		{map[string][]string{"1": {}}, `chain "1": at least one RPC URL is required`},
		{map[string][]string{"1": {"ws://127.0.0.1:1"}}, `chain "1": rpc URL [0] "ws://127.0.0.1:1" is not an http(s) URL`},
	}
	for _, tt := range tests {
		if _, err := c.WithRPC(tt.urls); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%v: error %v, want %q", tt.urls, err, tt.want)
		}
	}
}

func viewJSON(t *testing.T, c *Catalog, v View, chainID string) []byte {
	t.Helper()
	b, err := c.ChainsJSON(v, chainID, nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustJSON(t *testing.T, c *Catalog, chainID string, s *Selection) []byte {
	t.Helper()
	b, err := c.ChainsJSON(View{}, chainID, s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
