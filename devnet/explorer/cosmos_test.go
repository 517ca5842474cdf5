package explorer_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/devnet/explorer"
)

// cosmosTxJSON is a transaction as a Cosmos SDK v0.53 REST server returns
// it (GET /cosmos/tx/v1beta1/txs/{hash}), cut to what the page reads.
const cosmosTxJSON = `{"tx":{},"tx_response":{"height":"52","txhash":"304A67FC9EBCA9106010DD4C9A2A92CA7F99D2C3BC755EE40FF250D46067F530",
"code":%CODE%,"raw_log":"%LOG%","gas_wanted":"162109","gas_used":"123860","timestamp":"2026-11-28T15:01:13Z",
"tx":{"@type":"/cosmos.tx.v1beta1.Tx","body":{"messages":[{"@type":"/ibc.applications.transfer.v1.MsgTransfer","source_port":"transfer",
"source_channel":"channel-0","token":{"denom":"uusdc","amount":"1000000"},"sender":"axelar10064yezr8f6vxkvqza0q958lz2xmrllphrwsrg",
"receiver":"osmo10064yezr8f6vxkvqza0q958lz2xmrllpmktg7m","timeout_height":{"revision_number":"0","revision_height":"0"},
"timeout_timestamp":"1795878594744961499","memo":"{\"quote_id\":\"311e828891a055771e79bce4e257b6e7\"}","encoding":""}],"memo":""}},
"events":[{"type":"send_packet","attributes":[{"key":"packet_timeout_timestamp","value":"1795878594744961499"},
{"key":"packet_sequence","value":"1"},{"key":"packet_src_port","value":"transfer"},{"key":"packet_src_channel","value":"channel-0"},
{"key":"packet_dst_port","value":"transfer"},{"key":"packet_dst_channel","value":"channel-0"}]}]}}`

func TestCosmosTransactionPage(t *testing.T) {
	const hash = "304A67FC9EBCA9106010DD4C9A2A92CA7F99D2C3BC755EE40FF250D46067F530"
	var failed atomic.Bool
	rest := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/cosmos/tx/v1beta1/txs/"+hash {
			w.WriteHeader(http.StatusNotFound)
			io.WriteString(w, `{"code":5,"message":"rpc error: code = NotFound desc = tx not found"}`)
			return
		}
		body := strings.NewReplacer("%CODE%", "0", "%LOG%", "").Replace(cosmosTxJSON)
		if failed.Load() {
			body = strings.NewReplacer("%CODE%", "5", "%LOG%", "insufficient funds").Replace(cosmosTxJSON)
		}
		io.WriteString(w, body)
	}))
	defer rest.Close()
	ex, err := explorer.New(explorer.Config{Source: &fakeSource{}, Cosmos: []explorer.CosmosChain{{ChainID: "axelar-dojo-1", Name: "Axelarnet", REST: rest.URL}}})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(ex)
	defer srv.Close()
	get := func(path string) (int, string) {
		t.Helper()
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}

	code, page := get("/tx/axelar-dojo-1/" + strings.ToLower(hash))
	for _, want := range []string{"Success", "Axelarnet (axelar-dojo-1)", "Sent packet 1 from transfer/channel-0 to transfer/channel-0",
		"/ibc.applications.transfer.v1.MsgTransfer", "1000000 uusdc", "osmo10064yezr8f6vxkvqza0q958lz2xmrllpmktg7m", "123860 used of 162109"} {
		if code != http.StatusOK || !strings.Contains(page, want) {
			t.Errorf("page %d does not say %q:\n%s", code, want, page)
		}
	}
	failed.Store(true)
	if code, page := get("/tx/axelar-dojo-1/" + hash); code != http.StatusOK || !strings.Contains(page, "Failed") || !strings.Contains(page, "insufficient funds") {
		t.Errorf("failed transaction: %d\n%s", code, page)
	}
	if code, page := get("/tx/axelar-dojo-1/" + strings.Repeat("AB", 32)); code != http.StatusNotFound || !strings.Contains(page, "is not known on axelar-dojo-1") {
		t.Errorf("unknown transaction: %d\n%s", code, page)
	}
	if code, _ := get("/tx/axelar-dojo-1/xyz"); code != http.StatusBadRequest {
		t.Errorf("bad hash: %d", code)
	}
	if code, _ := get("/tx/juno-1/" + hash); code != http.StatusNotFound {
		t.Errorf("unknown chain: %d", code)
	}
}

// TestCosmosDestinationIsValid: a GMP message to a Cosmos chain's bridge
// name (which the hub's bridge carries, no EVM chain serving it) is not
// an invalid destination, on searchGMP and on its page; a name neither
// an EVM nor a Cosmos chain has still is.
func TestCosmosDestinationIsValid(t *testing.T) {
	src := &fakeSource{}
	ex, err := explorer.New(explorer.Config{Source: src, Now: func() time.Time { return time.Unix(int64(callTime)+60, 0) },
		Cosmos: []explorer.CosmosChain{{ChainID: "osmosis-1", Name: "osmosis"}, {ChainID: "axelar-dojo-1", Name: "Axelarnet"}}})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(ex)
	t.Cleanup(srv.Close)
	for _, tc := range []struct {
		dest    string
		logIdx  uint
		invalid bool
	}{
		{"osmosis", 11, false},
		{"axelarnet", 12, false}, // bridge names match without regard to case
		{"nowhere", 13, true},
	} {
		m := called(tc.logIdx)
		m.DestinationChainID, m.DestinationChain, m.DestinationContractAddress = 0, tc.dest, "osmo1recipient"
		src.put(m)
		resp, err := srv.Client().Get(srv.URL + "/gmp/searchGMP?messageId=" + m.ID)
		if err != nil {
			t.Fatal(err)
		}
		var out struct {
			Data []struct {
				Invalid bool `json:"is_invalid_destination_chain"`
			} `json:"data"`
		}
		err = json.NewDecoder(resp.Body).Decode(&out)
		resp.Body.Close()
		if err != nil || len(out.Data) != 1 {
			t.Fatalf("%s: %v %+v", tc.dest, err, out)
		}
		if out.Data[0].Invalid != tc.invalid {
			t.Errorf("destination %q: is_invalid_destination_chain %v, want %v", tc.dest, out.Data[0].Invalid, tc.invalid)
		}
	}
}
