package ledger

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/status"
)

// The IBC fixtures follow the SDK 0.50+ gateway (GetTx and GetTxsEvent,
// events with plain string attributes) and ibc-go's core 04-channel packet
// events (packet_data and packet_data_hex, packet_ack and packet_ack_hex);
// their transactions are a devnet route's hops, written in that shape.
const (
	ibcSendHash = "A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90"
	ibcMemo     = `{"destination_chain":"arbitrum","destination_address":"0x5FbDB2315678afecb367f032d93F642f64180aa3","payload":"AAAA","type":2,"fee":{"amount":"150000","recipient":"axelar1q5zs2pg9q5zs2pg9q5zs2pg9q5zs2pg98fkk2h"},"quote_id":"0f1e2d3c4b5a69788796a5b4c3d2e1f0"}`
)

func ibcPacket(typ, ack string) status.PacketEvent {
	data := `{"amount":"7000000","denom":"transfer/channel-0/uusdc","memo":` + quoteJSON(ibcMemo) +
		`,"receiver":"axelar1qszqgpqyqszqgpqyqszqgpqyqszqgpqyxehhqk","sender":"osmo1qyqszqgpqyqszqgpqyqszqgpqyqszqgp6gjwmw"}`
	p := status.PacketEvent{Type: typ, Sequence: 7, SrcPort: "transfer", SrcChannel: "channel-0", DstPort: "transfer", DstChannel: "channel-0",
		TimeoutTimestampNano: 1764330600000000000, Data: data, Ack: ack}
	if typ == status.EventAcknowledgePacket || typ == status.EventTimeoutPacket {
		p.Data = ""
	}
	return p
}

func quoteJSON(s string) string {
	out := []byte{'"'}
	for _, c := range []byte(s) {
		if c == '"' || c == '\\' {
			out = append(out, '\\')
		}
		out = append(out, c)
	}
	return string(append(out, '"'))
}

func TestCosmosTx(t *testing.T) {
	path := "GET /cosmos/tx/v1beta1/txs/" + ibcSendHash
	cases := []struct {
		name      string
		reply     reply
		want      status.CosmosTx
		wantFound bool
		wantErr   errCheck
	}{
		{name: "MsgTransfer with its send_packet", reply: reply{fixture: "cosmos/ibc_send.json"}, wantFound: true,
			want: status.CosmosTx{Hash: ibcSendHash, Height: 1204, Time: time.Date(2026, 11, 28, 11, 40, 0, 512_000_000, time.UTC),
				Packets: []status.PacketEvent{ibcPacket(status.EventSendPacket, "")}}},
		{name: "failed: the code and log", reply: reply{fixture: "cosmos/ibc_send_failed.json"}, wantFound: true,
			want: status.CosmosTx{Hash: ibcSendHash, Height: 1205, Time: time.Date(2026, 11, 28, 11, 40, 1, 0, time.UTC), Code: 5, Codespace: "sdk",
				Log: "sdk code 5: spendable balance 10 ibc/498A... is smaller than 7000000ibc/498A...: insufficient funds"}},
		{name: "not found", reply: reply{status: http.StatusNotFound, fixture: "cosmos/not_found.json"}},
		{name: "malformed", reply: reply{fixture: "cosmos/malformed.json"}, wantErr: contains("malformed")},
		{name: "server error", reply: reply{status: http.StatusBadGateway, body: "upstream down"}, wantErr: isHTTP(http.StatusBadGateway)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			url, _ := fakeEndpoint(t, map[string]reply{path: tc.reply})
			c, err := NewCosmos(CosmosConfig{BaseURL: url})
			if err != nil {
				t.Fatal(err)
			}
			got, found, err := c.CosmosTx(t.Context(), "osmosis-1", ibcSendHash)
			switch {
			case tc.wantErr == nil && err != nil:
				t.Fatalf("unexpected error %v", err)
			case tc.wantErr != nil && !tc.wantErr(err):
				t.Fatalf("error %v is not the expected one", err)
			}
			if found != tc.wantFound {
				t.Errorf("found %v, want %v", found, tc.wantFound)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
	c, _ := NewCosmos(CosmosConfig{BaseURL: "http://127.0.0.1:1"})
	if _, _, err := c.CosmosTx(t.Context(), "osmosis-1", "0x12"); !isErr(status.ErrBadTxID)(err) {
		t.Errorf("a short hash: %v", err)
	}
}

func TestCosmosSearchTxs(t *testing.T) {
	const query = "recv_packet.packet_sequence='7' AND recv_packet.packet_src_channel='channel-0'"
	cases := []struct {
		name    string
		fixture string
		status  int
		want    []status.CosmosTx
		wantErr errCheck
	}{
		{name: "received, acknowledged", fixture: "cosmos/search_recv_ok.json", want: []status.CosmosTx{{
			Hash: "B1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F91", Height: 877, Time: time.Date(2026, 11, 28, 11, 40, 6, 100_000_000, time.UTC),
			Packets: []status.PacketEvent{ibcPacket(status.EventRecvPacket, ""), ibcPacket(status.EventWriteAck, `{"result":"AQ=="}`)}}}},
		{name: "received, refused", fixture: "cosmos/search_recv_error.json", want: []status.CosmosTx{{
			Hash: "B1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F91", Height: 877, Time: time.Date(2026, 11, 28, 11, 40, 6, 100_000_000, time.UTC),
			Packets: []status.PacketEvent{ibcPacket(status.EventRecvPacket, ""),
				ibcPacket(status.EventWriteAck, `{"error":"ABCIcode:5:errorhandlingpacket:seeeventsfordetails"}`)}}}},
		{name: "acknowledged back", fixture: "cosmos/search_ack.json", want: []status.CosmosTx{{
			Hash: "C1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F92", Height: 1211, Time: time.Date(2026, 11, 28, 11, 40, 12, 300_000_000, time.UTC),
			Packets: []status.PacketEvent{ibcPacket(status.EventAcknowledgePacket, "")}}}},
		{name: "timed out", fixture: "cosmos/search_timeout.json", want: []status.CosmosTx{{
			Hash: "D1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F93", Height: 1800, Time: time.Date(2026, 11, 28, 11, 50, 2, 0, time.UTC),
			Packets: []status.PacketEvent{ibcPacket(status.EventTimeoutPacket, "")}}}},
		{name: "a bank credit", fixture: "cosmos/search_credit.json", want: []status.CosmosTx{{
			Hash: "E1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F94", Height: 1300, Time: time.Date(2026, 11, 28, 11, 41, 0, 0, time.UTC),
			Transfers: []status.CoinTransfer{{Sender: "axelar1qszqgpqyqszqgpqyqszqgpqyqszqgpqyxehhqk", Recipient: "axelar1qvpsxqcrqvpsxqcrqvpsxqcrqvpsxqcrxfsj82", Amount: "7000000uusdc"}}}}},
		{name: "nothing yet", fixture: "cosmos/search_empty.json", want: []status.CosmosTx{}},
		{name: "not a search answer", fixture: "cosmos/success.json", wantErr: contains("no tx_responses")},
		{name: "rate limited", fixture: "cosmos/search_empty.json", status: http.StatusTooManyRequests, wantErr: isHTTP(http.StatusTooManyRequests)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				q := r.URL.Query()
				if r.URL.Path != "/cosmos/tx/v1beta1/txs" || q.Get("query") != query || q.Get("order_by") != "ORDER_BY_ASC" || q.Get("limit") != "10" {
					t.Errorf("request %s", r.URL)
				}
				body, err := os.ReadFile(filepath.Join("testdata", tc.fixture))
				if err != nil {
					t.Error(err)
				}
				if tc.status != 0 {
					w.WriteHeader(tc.status)
				}
				_, _ = w.Write(body)
			}))
			defer srv.Close()
			c, err := NewCosmos(CosmosConfig{BaseURL: srv.URL})
			if err != nil {
				t.Fatal(err)
			}
			got, err := c.SearchTxs(t.Context(), "axelar-dojo-1", query, 10)
			switch {
			case tc.wantErr == nil && err != nil:
				t.Fatalf("unexpected error %v", err)
			case tc.wantErr != nil && !tc.wantErr(err):
				t.Fatalf("error %v is not the expected one", err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
