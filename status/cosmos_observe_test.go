package status

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
)

// fakeCosmos answers transactions by chain and hash, and searches by
// chain and exact query; it records the searches.
type fakeCosmos struct {
	txs      map[string]CosmosTx   // chain/hash
	searches map[string][]CosmosTx // chain|query
	asked    []string
	fail     error
}

func (f *fakeCosmos) CosmosTx(_ context.Context, chainID, hash string) (CosmosTx, bool, error) {
	tx, ok := f.txs[chainID+"/"+hash]
	return tx, ok, f.fail
}

func (f *fakeCosmos) SearchTxs(_ context.Context, chainID, query string, _ int) ([]CosmosTx, error) {
	f.asked = append(f.asked, chainID+"|"+query)
	return f.searches[chainID+"|"+query], f.fail
}

const (
	obsSrcHash = "AAAA000000000000000000000000000000000000000000000000000000000001"
	obsQuoteID = "0f1e2d3c4b5a69788796a5b4c3d2e1f0"
)

func obsData(denom, sender, receiver string) string {
	return `{"amount":"7000000","denom":"` + denom + `","memo":"{\"quote_id\":\"` + obsQuoteID + `\"}","receiver":"` + receiver + `","sender":"` + sender + `"}`
}

func obsPacket(typ string, seq uint64, src, dst, data, ack string) PacketEvent {
	return PacketEvent{Type: typ, Sequence: seq, SrcPort: "transfer", SrcChannel: src, DstPort: "transfer", DstChannel: dst, Data: data, Ack: ack}
}

func obsTx(hash string, height uint64, sec int, packets ...PacketEvent) CosmosTx {
	return CosmosTx{Hash: hash, Height: height, Time: fxT0.Add(time.Duration(sec) * time.Second), Packets: packets}
}

// obsWorld is osmosis → hub → cosmoshub: the user's transfer (sequence
// 7, osmosis channel-0 → hub channel-0), the hub's receipt, its forward
// (sequence 3, hub channel-1 → cosmoshub channel-0) and, with secondHop,
// cosmoshub's receipt of it with the acknowledgement ack.
func obsWorld(secondHop bool, ack string) *fakeCosmos {
	first := obsData("transfer/channel-0/uusdc", cxSender, cxBridge)
	second := obsData("uusdc", cxBridge, cxRecv)
	f := &fakeCosmos{
		txs: map[string]CosmosTx{cxOsmo + "/" + obsSrcHash: obsTx(obsSrcHash, 100, 0, obsPacket(EventSendPacket, 7, "channel-0", "channel-0", first, ""))},
		searches: map[string][]CosmosTx{
			cxHub + "|recv_packet.packet_sequence='7' AND recv_packet.packet_src_channel='channel-0' AND recv_packet.packet_dst_channel='channel-0'": {
				// another chain's packet 7 on another channel first: not ours
				obsTx("HUBRECVOTHER", 49, 5, obsPacket(EventRecvPacket, 7, "channel-0", "channel-9", first, "")),
				obsTx("HUBRECV", 50, 6, obsPacket(EventRecvPacket, 7, "channel-0", "channel-0", first, ""),
					obsPacket(EventWriteAck, 7, "channel-0", "channel-0", first, `{"result":"AQ=="}`))},
			cxHub + "|ibc_transfer.receiver='" + cxRecv + "' AND tx.height>=50": {
				obsTx("HUBFWD", 52, 8, obsPacket(EventSendPacket, 3, "channel-1", "channel-0", second, ""))},
		},
	}
	if secondHop {
		f.searches[cxHubAtm+"|recv_packet.packet_sequence='3' AND recv_packet.packet_src_channel='channel-1' AND recv_packet.packet_dst_channel='channel-0'"] = []CosmosTx{
			obsTx("ATOMRECV", 900, 14, obsPacket(EventRecvPacket, 3, "channel-1", "channel-0", second, ""),
				obsPacket(EventWriteAck, 3, "channel-1", "channel-0", second, ack))}
	}
	return f
}

func obsQuote() *Quote {
	q := cxQuote(KindIBC, cxOsmo, cxHubAtm, HopPlan{cxOsmo, cxHub}, HopPlan{cxHub, cxHubAtm})
	q.FromAddress, q.ToAddress = cxSender, cxRecv
	return q
}

func TestCosmosObserver(t *testing.T) {
	hash := common.HexToHash("0x" + obsSrcHash)
	cases := []struct {
		name  string
		world *fakeCosmos
		state string
		steps []string
	}{
		{"second hop not yet received", obsWorld(false, ""), StateOngoing,
			[]string{"send success", "ibc_transfer success", "ibc_transfer awaiting"}},
		{"delivered", obsWorld(true, `{"result":"AQ=="}`), StateSuccess,
			[]string{"send success", "ibc_transfer success", "ibc_transfer success"}},
		// the hub's bridge returns it to the sender once the hub has it back
		{"refused by the destination", obsWorld(true, `{"error":"ABCI code: 1: error handling packet: see events for details"}`), StateOngoing,
			[]string{"send success", "ibc_transfer success", "ibc_transfer failure", "refund awaiting"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := &cosmosObserver{reader: tc.world, evm: &evmObserver{}}
			o, err := w.observe(t.Context(), obsQuote(), hash, fxT0.Add(time.Minute))
			if err != nil {
				t.Fatal(err)
			}
			r := Derive(obsQuote(), &o, cxEnv(), "", "")
			var steps []string
			for _, s := range r.RouteStatus {
				steps = append(steps, s.Action+" "+s.Status)
			}
			if r.RouteTransactionStatus != tc.state || !cmp.Equal(steps, tc.steps) {
				t.Errorf("state %s steps %v, want %s %v", r.RouteTransactionStatus, steps, tc.state, tc.steps)
			}
			if r.ID != obsSrcHash {
				t.Errorf("record id %s, want the Cosmos hash %s", r.ID, obsSrcHash)
			}
			// what ended is not asked again
			n := len(tc.world.asked)
			if _, err := w.observe(t.Context(), obsQuote(), hash, fxT0.Add(2*time.Minute)); err != nil {
				t.Fatal(err)
			}
			for _, a := range tc.world.asked[n:] {
				if strings.Contains(a, "packet_sequence='7'") && strings.HasPrefix(a, cxHub) {
					t.Errorf("the delivered first hop was searched again: %s", a)
				}
			}
		})
	}
}

func TestCosmosObserverSourceStates(t *testing.T) {
	hash := common.HexToHash("0x" + obsSrcHash)
	failed := obsWorld(false, "")
	failed.txs[cxOsmo+"/"+obsSrcHash] = CosmosTx{Hash: obsSrcHash, Height: 100, Code: 5, Codespace: "sdk", Log: "sdk code 5: insufficient funds"}
	foreign := obsWorld(false, "")
	foreign.txs[cxOsmo+"/"+obsSrcHash] = obsTx(obsSrcHash, 100, 0)
	cases := []struct {
		name   string
		world  *fakeCosmos
		state  TxState
		reason string
		err    bool
	}{
		{"not on chain yet", &fakeCosmos{}, TxUnknown, "", false},
		{"failed with a code", failed, TxFailed, "insufficient funds", false},
		{"no packet of the sender", foreign, TxFailed, "not this route's transfer", false},
		{"chain unreachable", &fakeCosmos{fail: errors.New("connection refused")}, TxUnknown, "", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := &cosmosObserver{reader: tc.world, evm: &evmObserver{}}
			o, err := w.observe(t.Context(), obsQuote(), hash, fxT0)
			if (err != nil) != tc.err || o.Source.State != tc.state || !strings.Contains(o.Source.Reason, tc.reason) {
				t.Errorf("source %+v, err %v; want %v %q (error %v)", o.Source, err, tc.state, tc.reason, tc.err)
			}
		})
	}
	if _, err := (&cosmosObserver{evm: &evmObserver{}}).observe(t.Context(), obsQuote(), hash, fxT0); !errors.Is(err, errNoCosmosReader) {
		t.Errorf("without a reader: %v", err)
	}
}

func TestCosmosObserverTimeout(t *testing.T) {
	w := obsWorld(false, "")
	w.searches[cxOsmo+"|timeout_packet.packet_sequence='7' AND timeout_packet.packet_src_channel='channel-0'"] = []CosmosTx{
		obsTx("OSMOTIMEOUT", 700, 620, obsPacket(EventTimeoutPacket, 7, "channel-0", "channel-0", "", ""))}
	delete(w.searches, cxHub+"|recv_packet.packet_sequence='7' AND recv_packet.packet_src_channel='channel-0' AND recv_packet.packet_dst_channel='channel-0'")
	obs := &cosmosObserver{reader: w, evm: &evmObserver{}}
	o, err := obs.observe(t.Context(), obsQuote(), common.HexToHash("0x"+obsSrcHash), fxT0.Add(11*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	r := Derive(obsQuote(), &o, cxEnv(), "", "")
	want := &FundsAt{ChainID: cxOsmo, Token: cxOsmoVoucher, Address: cxSender, Amount: "7000000"}
	if r.RouteTransactionStatus != StateRefund || !cmp.Equal(r.FundsAt, want) || r.Error.TxHash != "OSMOTIMEOUT" {
		t.Errorf("record %s fundsAt %+v error %+v; want a refund at %+v", r.RouteTransactionStatus, r.FundsAt, r.Error, want)
	}
}

// TestCosmosObserverForwardReturned: the hub's forward times out, the hub
// has the funds back, and its bridge returns them to the sender on
// osmosis-1 with a memo naming the sender's transfer: the record follows
// the return and ends refund with the funds at the sender.
func TestCosmosObserverForwardReturned(t *testing.T) {
	w := obsWorld(false, "")
	w.searches[cxHub+"|timeout_packet.packet_sequence='3' AND timeout_packet.packet_src_channel='channel-1'"] = []CosmosTx{
		obsTx("HUBTIMEOUT", 60, 620, obsPacket(EventTimeoutPacket, 3, "channel-1", "channel-0", "", ""))}
	back := `{"amount":"7000000","denom":"uusdc","memo":"{\"refund_of\":\"ibc/channel-0/7\",\"reason\":\"timed out\"}","receiver":"` +
		cxSender + `","sender":"` + cxBridge + `"}`
	other := `{"amount":"1","denom":"uusdc","memo":"{\"refund_of\":\"ibc/channel-0/6\"}","receiver":"` + cxSender + `","sender":"` + cxBridge + `"}`
	w.searches[cxHub+"|ibc_transfer.receiver='"+cxSender+"' AND tx.height>=60"] = []CosmosTx{
		obsTx("HUBOTHER", 61, 621, obsPacket(EventSendPacket, 8, "channel-0", "channel-0", other, "")), // another transfer's return
		obsTx("HUBRETURN", 61, 621, obsPacket(EventSendPacket, 9, "channel-0", "channel-0", back, ""))}
	obs := &cosmosObserver{reader: w, evm: &evmObserver{}}
	hash := common.HexToHash("0x" + obsSrcHash)
	o, err := obs.observe(t.Context(), obsQuote(), hash, fxT0.Add(621*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if r := Derive(obsQuote(), &o, cxEnv(), "", ""); r.RouteTransactionStatus != StateOngoing || o.Return == nil || o.Return.SendTx != "HUBRETURN" {
		t.Fatalf("return in flight: record %s, return %+v", r.RouteTransactionStatus, o.Return)
	}
	w.searches[cxOsmo+"|recv_packet.packet_sequence='9' AND recv_packet.packet_src_channel='channel-0' AND recv_packet.packet_dst_channel='channel-0'"] = []CosmosTx{
		obsTx("OSMORECV", 120, 625, obsPacket(EventRecvPacket, 9, "channel-0", "channel-0", back, ""),
			obsPacket(EventWriteAck, 9, "channel-0", "channel-0", back, `{"result":"AQ=="}`))}
	if o, err = obs.observe(t.Context(), obsQuote(), hash, fxT0.Add(630*time.Second)); err != nil {
		t.Fatal(err)
	}
	r := Derive(obsQuote(), &o, cxEnv(), "", "")
	want := &FundsAt{ChainID: cxOsmo, Token: cxOsmoVoucher, Address: cxSender, Amount: "7000000"}
	if r.RouteTransactionStatus != StateRefund || !cmp.Equal(r.FundsAt, want) || r.Error.TxHash != "OSMORECV" || r.TimeSpent["total"] != 625 {
		t.Errorf("record %s fundsAt %+v error %+v total %d; want a refund at %+v", r.RouteTransactionStatus, r.FundsAt, r.Error, r.TimeSpent["total"], want)
	}
}
