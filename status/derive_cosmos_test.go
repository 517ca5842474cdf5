package status

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

const (
	cxOsmo   = "osmosis-1"
	cxHub    = "axelar-dojo-1"
	cxHubAtm = "cosmoshub-4"
	cxSender = "osmo1qyqszqgpqyqszqgpqyqszqgpqyqszqgp6gjwmw"
	cxRecv   = "cosmos1qgpqyqszqgpqyqszqgpqyqszqgpqyqszrh8mx2"
	cxBridge = "axelar1qszqgpqyqszqgpqyqszqgpqyqszqgpqyxehhqk"
	cxSrcTx  = "AAAA000000000000000000000000000000000000000000000000000000000001"
)

var cxOsmoVoucher = voucher("transfer/channel-0/uusdc")

func cxEnv() Env {
	e := fxEnv()
	e.PacketURL = func(chainID, channel string, seq uint64) string {
		return "https://explorer.test/ibc/" + chainID + "/" + channel + "/" + time.Duration(seq).String()
	}
	return e
}

// cxHop is a hop sent at t0+offset seconds and, unless state is "sent",
// received 6 s later with the state's acknowledgement.
func cxHop(from, to, channel, denom, sender, receiver, state string, offset int) IBCHop {
	t := fxT0.Add(time.Duration(offset) * time.Second)
	h := IBCHop{FromChain: from, ToChain: to, SendTx: "SEND-" + from, SendTime: t, Channel: channel, Sequence: 7,
		Transfer: TransferData{Denom: denom, Amount: "7000000", Sender: sender, Receiver: receiver}, DstPort: "transfer", DstChannel: "channel-1"}
	switch state {
	case "ok", "error":
		h.RecvTx, h.RecvBlock, h.RecvTime, h.AckWritten, h.AckOK = "RECV-"+to, 40, t.Add(6*time.Second), true, state == "ok"
		if state == "error" {
			h.AckError = "ABCI code: 1: error handling packet: see events for details"
		}
	case "timeout":
		h.TimedOut, h.RefundTx, h.RefundTime = true, "TIMEOUT-"+from, t.Add(600*time.Second)
	case "error-refunded":
		h.RecvTx, h.RecvBlock, h.RecvTime, h.AckWritten = "RECV-"+to, 40, t.Add(6*time.Second), true
		h.AckError, h.RefundTx, h.RefundTime = "insufficient funds", "ACK-"+from, t.Add(12*time.Second)
	}
	return h
}

// cxReturn is the hub bridge's return to cxSender on osmosis-1, sent at
// t0+offset seconds.
func cxReturn(state string, offset int) *IBCHop {
	h := cxHop(cxHub, cxOsmo, "channel-0", "uusdc", cxBridge, cxSender, state, offset)
	h.DstChannel = "channel-0"
	return &h
}

func cxQuote(kind, from, to string, hops ...HopPlan) *Quote {
	q := fxQuote(KindBridge)
	q.Kind, q.FromChain, q.ToChain, q.Hops = kind, from, to, hops
	return q
}

func TestDeriveCosmos(t *testing.T) {
	osmoToHub := HopPlan{FromChain: cxOsmo, ToChain: cxHub}
	hubToAtom := HopPlan{FromChain: cxHub, ToChain: cxHubAtm}
	cosmosSrc := Source{State: TxSucceeded, TxHash: cxSrcTx, Block: 30, Time: fxT0}
	type want struct {
		state, status string
		steps         []string
		fundsAt       *FundsAt
		total         int64
		errorSays     string
	}
	cases := []struct {
		name string
		q    *Quote
		o    Observation
		want want
	}{
		{
			name: "cosmos to cosmos through the hub, first hop in flight",
			q:    cxQuote(KindIBC, cxOsmo, cxHubAtm, osmoToHub, hubToAtom),
			o: Observation{Source: cosmosSrc, Now: fxT0.Add(4 * time.Second),
				Hops: []IBCHop{cxHop(cxOsmo, cxHub, "channel-0", "transfer/channel-0/uusdc", cxSender, cxBridge, "sent", 0)}},
			want: want{state: StateOngoing, status: "ibc_sent", total: 4,
				steps: []string{"send osmosis-1 success", "ibc_transfer axelar-dojo-1 awaiting"}},
		},
		{
			name: "cosmos to cosmos through the hub, delivered",
			q:    cxQuote(KindIBC, cxOsmo, cxHubAtm, osmoToHub, hubToAtom),
			o: Observation{Source: cosmosSrc, Now: fxT0.Add(40 * time.Second), Hops: []IBCHop{
				cxHop(cxOsmo, cxHub, "channel-0", "transfer/channel-0/uusdc", cxSender, cxBridge, "ok", 0),
				cxHop(cxHub, cxHubAtm, "channel-1", "uusdc", cxBridge, cxRecv, "ok", 10)}},
			want: want{state: StateSuccess, status: "ibc_received", total: 16,
				steps:   []string{"send osmosis-1 success", "ibc_transfer axelar-dojo-1 success", "ibc_transfer cosmoshub-4 success"},
				fundsAt: &FundsAt{ChainID: cxHubAtm, Token: voucher("transfer/channel-1/uusdc"), Address: cxRecv, Amount: "7000000"}},
		},
		{
			name: "second hop refused, back with the hub's bridge account: ongoing while the bridge returns it",
			q:    cxQuote(KindIBC, cxOsmo, cxHubAtm, osmoToHub, hubToAtom),
			o: Observation{Source: cosmosSrc, Now: fxT0.Add(40 * time.Second), Hops: []IBCHop{
				cxHop(cxOsmo, cxHub, "channel-0", "transfer/channel-0/uusdc", cxSender, cxBridge, "ok", 0),
				cxHop(cxHub, cxHubAtm, "channel-1", "uusdc", cxBridge, cxRecv, "error-refunded", 10)}},
			want: want{state: StateOngoing, status: "ibc_sent", total: 40,
				errorSays: "was refused by cosmoshub-4: insufficient funds; the funds were returned to " + cxBridge + " on axelar-dojo-1; the hub's bridge returns them to " + cxSender + " on osmosis-1",
				steps: []string{"send osmosis-1 success", "ibc_transfer axelar-dojo-1 success", "ibc_transfer cosmoshub-4 failure", "refund axelar-dojo-1 refunded",
					"refund osmosis-1 awaiting"}},
		},
		{
			name: "second hop refused, the acknowledgement not yet relayed to the hub: ongoing",
			q:    cxQuote(KindIBC, cxOsmo, cxHubAtm, osmoToHub, hubToAtom),
			o: Observation{Source: cosmosSrc, Now: fxT0.Add(20 * time.Second), Hops: []IBCHop{
				cxHop(cxOsmo, cxHub, "channel-0", "transfer/channel-0/uusdc", cxSender, cxBridge, "ok", 0),
				cxHop(cxHub, cxHubAtm, "channel-1", "uusdc", cxBridge, cxRecv, "error", 10)}},
			want: want{state: StateOngoing, status: "ibc_sent", total: 20,
				errorSays: "once the relayer delivers the acknowledgement, the hub's bridge returns the funds to " + cxSender + " on osmosis-1",
				steps:     []string{"send osmosis-1 success", "ibc_transfer axelar-dojo-1 success", "ibc_transfer cosmoshub-4 failure", "refund osmosis-1 awaiting"}},
		},
		{
			name: "second hop timed out, the bridge's return in flight: ongoing",
			q:    cxQuote(KindIBC, cxOsmo, cxHubAtm, osmoToHub, hubToAtom),
			o: Observation{Source: cosmosSrc, Now: fxT0.Add(616 * time.Second), Hops: []IBCHop{
				cxHop(cxOsmo, cxHub, "channel-0", "transfer/channel-0/uusdc", cxSender, cxBridge, "ok", 0),
				cxHop(cxHub, cxHubAtm, "channel-1", "uusdc", cxBridge, cxRecv, "timeout", 10)},
				Return: cxReturn("sent", 612)},
			want: want{state: StateOngoing, status: "ibc_sent", total: 616, errorSays: "timed out before it was received",
				steps: []string{"send osmosis-1 success", "ibc_transfer axelar-dojo-1 success", "ibc_transfer cosmoshub-4 failure", "refund axelar-dojo-1 refunded",
					"refund osmosis-1 awaiting"}},
		},
		{
			name: "second hop timed out, returned to the sender: refund at the sender",
			q:    cxQuote(KindIBC, cxOsmo, cxHubAtm, osmoToHub, hubToAtom),
			o: Observation{Source: cosmosSrc, Now: fxT0.Add(640 * time.Second), Hops: []IBCHop{
				cxHop(cxOsmo, cxHub, "channel-0", "transfer/channel-0/uusdc", cxSender, cxBridge, "ok", 0),
				cxHop(cxHub, cxHubAtm, "channel-1", "uusdc", cxBridge, cxRecv, "timeout", 10)},
				Return: cxReturn("ok", 612)},
			want: want{state: StateRefund, status: "refunded", total: 618,
				errorSays: "timed out before it was received; the funds were returned to " + cxBridge + " on axelar-dojo-1; the hub's bridge returned them to " + cxSender + " on osmosis-1",
				steps: []string{"send osmosis-1 success", "ibc_transfer axelar-dojo-1 success", "ibc_transfer cosmoshub-4 failure", "refund axelar-dojo-1 refunded",
					"refund osmosis-1 refunded"},
				fundsAt: &FundsAt{ChainID: cxOsmo, Token: cxOsmoVoucher, Address: cxSender, Amount: "7000000"}},
		},
		{
			name: "second hop timed out, the return refused too: refund at the hub's bridge account",
			q:    cxQuote(KindIBC, cxOsmo, cxHubAtm, osmoToHub, hubToAtom),
			o: Observation{Source: cosmosSrc, Now: fxT0.Add(640 * time.Second), Hops: []IBCHop{
				cxHop(cxOsmo, cxHub, "channel-0", "transfer/channel-0/uusdc", cxSender, cxBridge, "ok", 0),
				cxHop(cxHub, cxHubAtm, "channel-1", "uusdc", cxBridge, cxRecv, "timeout", 10)},
				Return: cxReturn("error", 612)},
			want: want{state: StateRefund, status: "refunded", total: 610, errorSays: "failed too, so they are with the bridge account",
				steps:   []string{"send osmosis-1 success", "ibc_transfer axelar-dojo-1 success", "ibc_transfer cosmoshub-4 failure", "refund axelar-dojo-1 refunded"},
				fundsAt: &FundsAt{ChainID: cxHub, Token: "uusdc", Address: cxBridge, Amount: "7000000"}},
		},
		{
			name: "direct transfer timed out: the funds are back with the sender as the voucher",
			q:    cxQuote(KindIBC, cxOsmo, cxHub, osmoToHub),
			o: Observation{Source: cosmosSrc, Now: fxT0.Add(700 * time.Second), Hops: []IBCHop{
				cxHop(cxOsmo, cxHub, "channel-0", "transfer/channel-0/uusdc", cxSender, cxBridge, "timeout", 0)}},
			want: want{state: StateRefund, status: "refunded", total: 600, errorSays: "timed out",
				steps:   []string{"send osmosis-1 success", "ibc_transfer axelar-dojo-1 failure", "refund osmosis-1 refunded"},
				fundsAt: &FundsAt{ChainID: cxOsmo, Token: cxOsmoVoucher, Address: cxSender, Amount: "7000000"}},
		},
		{
			name: "ack error not yet relayed back: refund, funds escrowed for the sender",
			q:    cxQuote(KindIBC, cxOsmo, cxHub, osmoToHub),
			o: Observation{Source: cosmosSrc, Now: fxT0.Add(20 * time.Second), Hops: []IBCHop{
				cxHop(cxOsmo, cxHub, "channel-0", "transfer/channel-0/uusdc", cxSender, cxBridge, "error", 0)}},
			want: want{state: StateRefund, status: "refunded", total: 6, errorSays: "when the relayer delivers the acknowledgement",
				steps:   []string{"send osmosis-1 success", "ibc_transfer axelar-dojo-1 failure"},
				fundsAt: &FundsAt{ChainID: cxOsmo, Token: cxOsmoVoucher, Address: cxSender, Amount: "7000000"}},
		},
		{
			name: "cosmos to EVM, hop delivered, GMP executed",
			q:    cxQuote(KindBridge, cxOsmo, fxDstChain, osmoToHub),
			o: Observation{Source: Source{State: TxSucceeded, TxHash: cxSrcTx, Block: 30, Time: fxT0, GasPaid: true}, Now: fxT0.Add(60 * time.Second),
				Hops: []IBCHop{cxHop(cxOsmo, cxHub, "channel-0", "transfer/channel-0/uusdc", cxSender, cxBridge, "ok", 0)},
				GMP:  &GMP{Status: "executed"},
				Dest: Outcome{Seen: true, TxHash: fxDstTx, Block: 9, Time: fxT0.Add(30 * time.Second), Event: OutcomeRouteExecuted,
					Recipient: fxRecipient, Token: fxDstUSDC, Amount: "6800000"}},
			want: want{state: StateSuccess, status: "destination_executed", total: 30,
				steps:   []string{"send osmosis-1 success", "ibc_transfer axelar-dojo-1 success", "call 137 success"},
				fundsAt: &FundsAt{ChainID: fxDstChain, Token: fxDstUSDC, Address: fxRecipient, Amount: "6800000"}},
		},
		{
			name: "cosmos to EVM, hop in flight",
			q:    cxQuote(KindBridge, cxOsmo, fxDstChain, osmoToHub),
			o: Observation{Source: cosmosSrc, Now: fxT0.Add(3 * time.Second),
				Hops: []IBCHop{cxHop(cxOsmo, cxHub, "channel-0", "transfer/channel-0/uusdc", cxSender, cxBridge, "sent", 0)}},
			want: want{state: StateOngoing, status: "ibc_sent", total: 3,
				steps: []string{"send osmosis-1 success", "ibc_transfer axelar-dojo-1 awaiting", "call 137 awaiting"}},
		},
		{
			name: "EVM to cosmos, GMP to the hub pending",
			q:    cxQuote(KindBridge, fxSrcChain, cxHubAtm, hubToAtom),
			o:    Observation{Source: fxSource(KindBridge), Now: fxT0.Add(8 * time.Second), GMP: &GMP{Status: "confirming"}},
			want: want{state: StateOngoing, status: "source_gateway_called", total: 8,
				steps: []string{"send 1 success", "call axelar-dojo-1 awaiting", "ibc_transfer cosmoshub-4 awaiting"}},
		},
		{
			name: "EVM to cosmos, the forward timed out: refund at the hub's bridge account",
			q:    cxQuote(KindBridge, fxSrcChain, cxHubAtm, hubToAtom),
			o: Observation{Source: fxSource(KindBridge), Now: fxT0.Add(700 * time.Second), GMP: &GMP{Status: "executed"},
				Hops: []IBCHop{cxHop(cxHub, cxHubAtm, "channel-1", "uusdc", cxBridge, cxRecv, "timeout", 20)}},
			want: want{state: StateRefund, status: "refunded", total: 620, errorSays: "timed out",
				steps:   []string{"send 1 success", "call axelar-dojo-1 success", "ibc_transfer cosmoshub-4 failure", "refund axelar-dojo-1 refunded"},
				fundsAt: &FundsAt{ChainID: cxHub, Token: "uusdc", Address: cxBridge, Amount: "7000000"}},
		},
		{
			name: "EVM to cosmos, forwarded and delivered",
			q:    cxQuote(KindBridge, fxSrcChain, cxHubAtm, hubToAtom),
			o: Observation{Source: fxSource(KindBridge), Now: fxT0.Add(90 * time.Second), GMP: &GMP{Status: "executed"},
				Hops: []IBCHop{cxHop(cxHub, cxHubAtm, "channel-1", "uusdc", cxBridge, cxRecv, "ok", 20)}},
			want: want{state: StateSuccess, status: "ibc_received", total: 26,
				steps:   []string{"send 1 success", "call axelar-dojo-1 success", "ibc_transfer cosmoshub-4 success"},
				fundsAt: &FundsAt{ChainID: cxHubAtm, Token: voucher("transfer/channel-1/uusdc"), Address: cxRecv, Amount: "7000000"}},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := Derive(tc.q, &tc.o, cxEnv(), "", "")
			var steps []string
			for _, s := range r.RouteStatus {
				steps = append(steps, s.Action+" "+s.ChainID+" "+s.Status)
			}
			got := want{state: r.RouteTransactionStatus, status: r.Status, steps: steps, fundsAt: r.FundsAt, total: r.TimeSpent["total"]}
			w := tc.want
			if w.errorSays != "" && strings.Contains(r.Error.Message, w.errorSays) {
				got.errorSays = w.errorSays
			} else if w.errorSays != "" {
				got.errorSays = r.Error.Message
			}
			if diff := cmp.Diff(w, got, cmp.AllowUnexported(want{})); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			if r.Terminal != Terminal(r.RouteTransactionStatus) {
				t.Errorf("terminal %v for %s", r.Terminal, r.RouteTransactionStatus)
			}
		})
	}
}

func TestReturnOf(t *testing.T) {
	toHub := cxHop(cxOsmo, cxHub, "channel-0", "transfer/channel-0/uusdc", cxSender, cxBridge, "ok", 0)
	for _, tc := range []struct{ memo, want string }{
		{`{"refund_of":"` + ReturnKey(&toHub) + `","reason":"the forward timed out"}`, "ibc/channel-1/7"},
		{`{"bridge_job":"ibc/channel-1/7"}`, ""},
		{`not json`, ""},
		{``, ""},
	} {
		if got := ReturnOf(tc.memo); got != tc.want {
			t.Errorf("ReturnOf(%s) = %q, want %q", tc.memo, got, tc.want)
		}
	}
}

func TestReceivedDenom(t *testing.T) {
	for _, tc := range []struct{ denom, srcChannel, dstChannel, want string }{
		// the hub's uusdc arriving on osmosis over its channel-0
		{"uusdc", "channel-0", "channel-0", voucher("transfer/channel-0/uusdc")},
		// osmosis' voucher going home: unwound
		{"transfer/channel-0/uusdc", "channel-0", "channel-0", "uusdc"},
		// a voucher travelling on: a longer trace
		{"transfer/channel-5/uatom", "channel-1", "channel-2", voucher("transfer/channel-2/transfer/channel-5/uatom")},
		// a two-hop voucher going back one hop
		{"transfer/channel-1/transfer/channel-5/uatom", "channel-1", "channel-2", voucher("transfer/channel-5/uatom")},
	} {
		if got := ReceivedDenom(tc.denom, "transfer", tc.srcChannel, "transfer", tc.dstChannel); got != tc.want {
			t.Errorf("ReceivedDenom(%s over %s→%s) = %s, want %s", tc.denom, tc.srcChannel, tc.dstChannel, got, tc.want)
		}
	}
}

func TestAckResult(t *testing.T) {
	for _, tc := range []struct {
		ack string
		ok  bool
		why string
	}{
		{`{"result":"AQ=="}`, true, ""},
		{`{"error":"ABCI code: 5: error handling packet: see events for details"}`, false, "ABCI code: 5: error handling packet: see events for details"},
		{`{}`, false, "acknowledgement without a result"},
		{`AQ==`, false, "unreadable acknowledgement"},
	} {
		ok, why := AckResult(tc.ack)
		if ok != tc.ok || why != tc.why {
			t.Errorf("AckResult(%s) = %v %q, want %v %q", tc.ack, ok, why, tc.ok, tc.why)
		}
	}
}

func TestParseQuoteHops(t *testing.T) {
	route := `{"estimate":{"actions":[{"type":"ibc_transfer","fromChain":"osmosis-1","toChain":"axelar-dojo-1","provider":"IBC","description":""},` +
		`{"type":"ibc_transfer","fromChain":"axelar-dojo-1","toChain":"cosmoshub-4","provider":"IBC","description":""}],` +
		`"toToken":{"symbol":"USDC","address":"ibc/X","chainId":"cosmoshub-4","decimals":6,"type":"cosmos"}},` +
		`"transactionRequest":{"routeType":"IBC_TRANSFER"},"params":{},"quoteId":"q"}`
	q, err := ParseQuote("q", "ih", cxOsmo, cxHubAtm, fxT0, []byte(`{"fromAddress":"`+cxSender+`"}`), []byte(route))
	if err != nil {
		t.Fatal(err)
	}
	want := []HopPlan{{cxOsmo, cxHub}, {cxHub, cxHubAtm}}
	if q.Kind != KindIBC || !cmp.Equal(q.Hops, want) || !q.ToCosmos {
		t.Errorf("kind %s hops %v, want %s %v", q.Kind, q.Hops, KindIBC, want)
	}
}

// The hub's step of an EVM → Cosmos route names the hub transaction that
// carried the message on: its forward over IBC.
func TestDeriveCosmosHubStepTx(t *testing.T) {
	q := cxQuote(KindBridge, fxSrcChain, cxHubAtm, HopPlan{FromChain: cxHub, ToChain: cxHubAtm})
	o := Observation{Source: fxSource(KindBridge), Now: fxT0.Add(90 * time.Second), GMP: &GMP{Status: "executed"},
		Hops: []IBCHop{cxHop(cxHub, cxHubAtm, "channel-1", "uusdc", cxBridge, cxRecv, "ok", 20)}}
	r := Derive(q, &o, cxEnv(), "", "")
	var got []string
	for _, s := range r.RouteStatus {
		got = append(got, s.Action+" "+s.ChainID+" "+s.TxHash)
	}
	want := []string{"send 1 " + o.Source.TxHash, "call axelar-dojo-1 SEND-axelar-dojo-1", "ibc_transfer cosmoshub-4 RECV-cosmoshub-4"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("route steps (-want +got):\n%s", d)
	}
}
