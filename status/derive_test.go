package status

import (
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// Fixtures shared by the Derive and Golden tests. Names carry an fx
// prefix so they cannot collide with the package's own names.
const (
	fxSrcChain = "1"
	fxDstChain = "137"

	fxSrcTx    = "0x1111111111111111111111111111111111111111111111111111111111111111"
	fxDstTx    = "0x2222222222222222222222222222222222222222222222222222222222222222"
	fxRefundTx = "0x3333333333333333333333333333333333333333333333333333333333333333"

	fxUser      = "0x00000000000000000000000000000000000a11ce"
	fxRecipient = "0x0000000000000000000000000000000000000b0b"
	fxSrcUSDC   = "0x000000000000000000000000000000000000c001"
	fxDstUSDC   = "0x000000000000000000000000000000000000c137"
	fxDstWETH   = "0x000000000000000000000000000000000000e137"

	fxRequestID  = "req-8"
	fxIntegrator = "acme-wallet"
	fxQuoteID    = "q-0001"
)

var fxT0 = time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)

func fxEnv() Env {
	return Env{
		ChainData: func(id string) json.RawMessage { return fxChainData(id) },
		TxURL:     fxTxURL,
		BridgeURL: fxBridgeURL,
	}
}

func fxChainData(id string) json.RawMessage {
	return json.RawMessage(`{"chainId":"` + id + `","chainName":"chain-` + id + `"}`)
}

func fxTxURL(chainID, tx string) string {
	return "https://explorer.test/" + chainID + "/tx/" + tx
}

func fxBridgeURL(tx string) string { return "https://bridge.test/gmp/" + tx }

func fxQuote(kind string) *Quote {
	q := &Quote{ID: fxQuoteID, IntegratorHash: "ih", Kind: kind,
		FromChain: fxSrcChain, ToChain: fxDstChain,
		FromAddress: fxUser, ToAddress: fxRecipient, FromToken: fxSrcUSDC, ToToken: fxDstWETH,
		RefundAddress: fxUser, EstimatedDuration: 30 * time.Second, CreatedAt: fxT0}
	if kind == KindSwap {
		q.ToChain = fxSrcChain
	}
	if kind == KindIntents {
		q.EstimatedDuration = 5 * time.Minute
	}
	return q
}

// fxSource is a mined source transaction of the given kind.
func fxSource(kind string) Source {
	s := Source{State: TxSucceeded, TxHash: fxSrcTx, Block: 120, Time: fxT0, Kind: kind}
	switch kind {
	case KindSwap:
		s.Events = []EventLog{{Contract: "router", Address: "0x0000000000000000000000000000000000000a01", Event: OutcomeRouteExecuted, LogIndex: 4,
			Args: map[string]string{"recipient": fxRecipient, "toAmount": "5000"}}}
	case KindBridge:
		s.GasPaid = true
		s.Events = []EventLog{
			{Contract: "gateway", Address: "0x00000000000000000000000000000000000047e1", Event: "ContractCallWithToken", LogIndex: 3,
				Args: map[string]string{"destinationChain": "polygon", "symbol": "USDC", "amount": "100000000"}},
			{Contract: "gas service", Address: "0x0000000000000000000000000000000000006a51", Event: "NativeGasPaidForContractCallWithToken", LogIndex: 4, Args: map[string]string{}},
		}
	case KindIntents:
		s.Events = []EventLog{{Contract: "settlement", Address: "0x000000000000000000000000000000000005e701", Event: "OrderCreated", LogIndex: 2,
			Args: map[string]string{"orderHash": "0x5555555555555555555555555555555555555555555555555555555555555555"}}}
	}
	return s
}

func fxExplorer(status, gas string) *GMP {
	return &GMP{Status: status, GasStatus: gas, CommandID: "0x4444444444444444444444444444444444444444444444444444444444444444", LogIndex: 3}
}

// fxAddGas is what the observer offers when the prepaid gas is short.
func fxAddGas() *Recovery {
	return &Recovery{Type: "add_gas", ChainID: fxSrcChain, Target: "0x0000000000000000000000000000000000006a51", Data: "0xabcdef", Value: "42000000000000",
		Description: "adds gas for the message"}
}

// fxDest is the destination router's event for the GMP message.
func fxDest(event string) Outcome {
	d := Outcome{Seen: true, TxHash: fxDstTx, Block: 340, Time: fxT0.Add(25 * time.Second), Event: event,
		ChainID: fxDstChain, Recipient: fxRecipient}
	switch event {
	case OutcomeRouteExecuted:
		d.Token, d.Amount = fxDstWETH, "31000000000000000"
	case OutcomeCallsFailed:
		d.Token, d.Amount, d.Reason = fxDstUSDC, "99500000", "swap output below the minimum"
	}
	d.Events = []EventLog{{Contract: "router", Address: "0x00000000000000000000000000000000000a0137", Event: event, LogIndex: 7,
		Args: map[string]string{"recipient": d.Recipient, "token": d.Token, "amount": d.Amount}}}
	return d
}

func fxOrder() *Order {
	return &Order{Hash: "0x5555555555555555555555555555555555555555555555555555555555555555", FromAddress: fxUser, FromToken: fxSrcUSDC, FromAmount: "100000000",
		Expiry: fxT0.Add(10 * time.Minute)}
}

// fxSide is the chain side Derive builds for a seen transaction.
func fxSide(chainID, tx string, block uint64, callStatus string, events []EventLog) ChainSide {
	if events == nil {
		events = []EventLog{}
	}
	s := ChainSide{TransactionID: tx, BlockNumber: block, CallEventStatus: callStatus, CallEventLog: events,
		ChainData: fxChainData(chainID)}
	if tx != "" {
		s.TransactionURL = fxTxURL(chainID, tx)
	}
	return s
}

// fxWant is the part of every record that only echoes the request.
func fxWant(r Record) Record {
	r.ID, r.RequestID, r.IntegratorID, r.QuoteID = fxSrcTx, fxRequestID, fxIntegrator, fxQuoteID
	return r
}

// fxNotFound is the record for a source transaction not (yet) mined.
func fxNotFound(q *Quote) Record {
	from := fxSide(q.FromChain, "", 0, "", nil)
	from.TransactionID = fxSrcTx
	return fxWant(Record{RouteTransactionStatus: StateNotFound,
		FromChain: from, ToChain: fxSide(q.ToChain, "", 0, "", nil),
		TimeSpent:       map[string]int64{},
		RouteStatus:     []RouteStep{{ChainID: q.FromChain, TxHash: fxSrcTx, Status: "not_found", Action: "send"}},
		NextPollSeconds: 5})
}

// fxGMPOngoing is a GMP record before the destination event, with the
// explorer's (mapped) status and gas status.
func fxGMPOngoing(status, gas string, total int64) Record {
	src := fxSource(KindBridge)
	return fxWant(Record{Status: status, GasStatus: gas, IsGMPTransaction: true,
		RouteTransactionStatus: StateOngoing, BridgeTransactionURL: fxBridgeURL(fxSrcTx),
		FromChain: fxSide(fxSrcChain, fxSrcTx, 120, "success", src.Events),
		ToChain:   fxSide(fxDstChain, "", 0, "", nil),
		TimeSpent: map[string]int64{"total": total},
		RouteStatus: []RouteStep{
			{ChainID: fxSrcChain, TxHash: fxSrcTx, Status: "success", Action: "send"},
			{ChainID: fxDstChain, Status: "awaiting", Action: "call"},
		},
		NextPollSeconds: 3, // a tenth of the 30 s estimate
	})
}

func fxIntentsBase(status, state string) Record {
	src := fxSource(KindIntents)
	return fxWant(Record{Status: status, RouteTransactionStatus: state,
		FromChain: fxSide(fxSrcChain, fxSrcTx, 120, "success", src.Events),
		ToChain:   fxSide(fxDstChain, "", 0, "", nil),
		TimeSpent: map[string]int64{},
		RouteStatus: []RouteStep{
			{ChainID: fxSrcChain, TxHash: fxSrcTx, Status: "success", Action: "send"},
			{ChainID: fxDstChain, Status: "awaiting", Action: "call"},
		},
	})
}

// fxGMPSuccessCase is the full success of a GMP route: explorer done,
// RouteExecuted seen on the destination. The golden test marshals it.
func fxGMPSuccessCase() (*Quote, Observation) {
	g := fxExplorer("executed", "gas_paid_enough_gas")
	g.TimeSpent = map[string]int64{"call_confirm": 4, "call_approved": 10, "approved_executed": 6, "total": 17}
	return fxQuote(KindBridge), Observation{Source: fxSource(KindBridge), GMP: g,
		Dest: fxDest(OutcomeRouteExecuted), Now: fxT0.Add(40 * time.Second)}
}

func fxGMPSuccessWant() Record {
	r := fxGMPOngoing("destination_executed", "gas_paid_enough_gas", 25)
	d := fxDest(OutcomeRouteExecuted)
	r.RouteTransactionStatus = StateSuccess
	r.ToChain = fxSide(fxDstChain, fxDstTx, 340, "success", d.Events)
	// The explorer's call_approved is renamed; its total is replaced by the
	// chains' own span (25 s), which is at least its phases.
	r.TimeSpent = map[string]int64{"call_confirm": 4, "call_approve": 10, "approved_executed": 6, "total": 25}
	r.RouteStatus[1] = RouteStep{ChainID: fxDstChain, TxHash: fxDstTx, Status: "success", Action: "call"}
	r.FundsAt = &FundsAt{ChainID: fxDstChain, Token: fxDstWETH, Address: fxRecipient, Amount: "31000000000000000"}
	r.Terminal, r.NextPollSeconds = true, 0
	return r
}

type fxCase struct {
	name string
	q    *Quote
	o    Observation
	want Record
}

// fxCases covers every transition of decisions (Status) for each route
// kind. The invariants test runs over all of them too.
func fxCases() []fxCase {
	var cs []fxCase
	add := func(name string, q *Quote, o Observation, want Record) {
		cs = append(cs, fxCase{name: name, q: q, o: o, want: want})
	}
	now := fxT0.Add(12 * time.Second)

	// Same-chain swap: not_found → success.
	for _, st := range []TxState{TxUnknown, TxPending} {
		q := fxQuote(KindSwap)
		add("swap/not_found/"+st.String(), q, Observation{Source: Source{State: st, TxHash: fxSrcTx}, Now: now}, fxNotFound(q))
	}
	{
		q := fxQuote(KindSwap)
		src := fxSource(KindSwap)
		dest := Outcome{Seen: true, TxHash: fxSrcTx, Block: 120, Time: fxT0, Event: OutcomeRouteExecuted,
			ChainID: fxSrcChain, Recipient: fxRecipient, Token: fxSrcUSDC, Amount: "5000", Events: src.Events}
		side := fxSide(fxSrcChain, fxSrcTx, 120, "success", src.Events)
		add("swap/success", q, Observation{Source: src, Dest: dest, Now: now}, fxWant(Record{
			Status: "executed", RouteTransactionStatus: StateSuccess, FromChain: side, ToChain: side,
			TimeSpent:   map[string]int64{"total": 0},
			RouteStatus: []RouteStep{{ChainID: fxSrcChain, TxHash: fxSrcTx, Status: "success", Action: "send"}},
			FundsAt:     &FundsAt{ChainID: fxSrcChain, Token: fxSrcUSDC, Address: fxRecipient, Amount: "5000"},
			Terminal:    true}))
	}

	// GMP: not_found → ongoing (before and after the explorer indexed) →
	// needs_gas → ongoing → success | partial_success.
	{
		q := fxQuote(KindBridge)
		add("gmp/not_found", q, Observation{Source: Source{State: TxUnknown, TxHash: fxSrcTx}, Now: now}, fxNotFound(q))
	}
	add("gmp/ongoing/not_indexed/gas_paid", fxQuote(KindBridge),
		Observation{Source: fxSource(KindBridge), Now: now},
		fxGMPOngoing("source_gateway_called", "gas_paid", 12))
	{
		src := fxSource(KindBridge)
		src.GasPaid = false
		src.Events = src.Events[:1]
		want := fxGMPOngoing("source_gateway_called", "gas_unpaid", 12)
		want.FromChain.CallEventLog = src.Events
		add("gmp/ongoing/not_indexed/gas_unpaid", fxQuote(KindBridge), Observation{Source: src, Now: now}, want)
	}
	for _, w := range []struct{ explorer, sdk string }{
		{"called", "source_gateway_called"},
		{"confirming", "source_gateway_called"},
		{"confirmed", "confirmed"},
		{"approving", "confirmed"},
		{"approved", "destination_gateway_approved"},
		{"executing", "executing"},
		// The explorer is done but our observer has not read the
		// destination's event yet: still ongoing.
		{"executed", "destination_executed"},
	} {
		g := fxExplorer(w.explorer, "gas_paid_enough_gas")
		g.TimeSpent = map[string]int64{"call_confirm": 4, "total": 9}
		want := fxGMPOngoing(w.sdk, "gas_paid_enough_gas", 12)
		want.TimeSpent["call_confirm"] = 4
		add("gmp/ongoing/explorer_"+w.explorer, fxQuote(KindBridge),
			Observation{Source: fxSource(KindBridge), GMP: g, Now: now}, want)
	}
	{
		// The explorer's error is shown while the route is still moving.
		g := fxExplorer("approved", "gas_paid_enough_gas")
		g.Error = &ErrorInfo{TxHash: fxDstTx, Chain: "polygon", Message: "execution reverted once; retrying"}
		want := fxGMPOngoing("destination_gateway_approved", "gas_paid_enough_gas", 12)
		want.Error = *g.Error
		add("gmp/ongoing/explorer_error_reported", fxQuote(KindBridge),
			Observation{Source: fxSource(KindBridge), GMP: g, Now: now}, want)
	}
	needsGas := func(gas string) Record {
		r := fxGMPOngoing("insufficient_fee", gas, 12)
		r.RouteTransactionStatus = StateNeedsGas
		r.Recovery = fxAddGas()
		r.Error = ErrorInfo{TxHash: fxSrcTx, Chain: fxSrcChain,
			Message: "the prepaid gas does not cover execution on the destination at its current gas price: add gas (recovery) to continue"}
		r.NextPollSeconds = 10
		return r
	}
	for _, w := range []struct{ explorer, gas string }{
		{"insufficient_fee", "gas_paid_not_enough_gas"},
		{"insufficient_fee", "gas_unpaid"},
		{"approved", "gas_paid_not_enough_gas"},
	} {
		g := fxExplorer(w.explorer, w.gas)
		g.AddGas = fxAddGas()
		add("gmp/needs_gas/"+w.explorer+"/"+w.gas, fxQuote(KindBridge),
			Observation{Source: fxSource(KindBridge), GMP: g, Now: now}, needsGas(w.gas))
	}
	{
		// The explorer's own error wins over the generic needs_gas message.
		g := fxExplorer("insufficient_fee", "gas_paid_not_enough_gas")
		g.AddGas = fxAddGas()
		g.Error = &ErrorInfo{Chain: "polygon", Message: "insufficient fee"}
		want := needsGas("gas_paid_not_enough_gas")
		want.Error = *g.Error
		add("gmp/needs_gas/explorer_error", fxQuote(KindBridge),
			Observation{Source: fxSource(KindBridge), GMP: g, Now: now}, want)
	}
	{
		// Gas added on the source chain before the explorer counted it: the
		// user has acted, the route is ongoing again at once.
		g := fxExplorer("insufficient_fee", "gas_paid_not_enough_gas")
		g.AddGas = fxAddGas()
		g.GasAddedOnChain = true
		add("gmp/ongoing/gas_added_on_chain", fxQuote(KindBridge),
			Observation{Source: fxSource(KindBridge), GMP: g, Now: now},
			fxGMPOngoing("destination_gateway_approved", "gas_paid_not_enough_gas", 12))
	}
	for _, w := range []struct{ explorer, sdk string }{
		{"approved", "destination_gateway_approved"},
		{"executing", "executing"},
	} {
		// Gas added: the explorer moved on; an add_gas the observer still
		// computed is not offered outside needs_gas.
		g := fxExplorer(w.explorer, "gas_paid_enough_gas")
		g.AddGas = fxAddGas()
		add("gmp/ongoing/gas_added/"+w.explorer, fxQuote(KindBridge),
			Observation{Source: fxSource(KindBridge), GMP: g, Now: now},
			fxGMPOngoing(w.sdk, "gas_paid_enough_gas", 12))
	}
	{
		q, o := fxGMPSuccessCase()
		add("gmp/success", q, o, fxGMPSuccessWant())
	}
	{
		// Two chains' clocks can make the span shorter than the explorer's
		// phases: total never falls below call_approve + approved_executed.
		q, o := fxGMPSuccessCase()
		o.Dest.Time = fxT0.Add(9 * time.Second)
		want := fxGMPSuccessWant()
		want.TimeSpent["total"] = 16
		add("gmp/success/total_at_least_phases", q, o, want)
	}
	{
		// An earlier explorer error does not survive success.
		q, o := fxGMPSuccessCase()
		o.GMP.Error = &ErrorInfo{Message: "stale"}
		add("gmp/success/clears_explorer_error", q, o, fxGMPSuccessWant())
	}
	{
		// A first observation may land directly on success: explorer not
		// yet indexed, destination event already there.
		src := fxSource(KindBridge)
		want := fxGMPSuccessWant()
		want.GasStatus = "gas_paid"
		want.TimeSpent = map[string]int64{"total": 25}
		add("gmp/success/first_observation", fxQuote(KindBridge),
			Observation{Source: src, Dest: fxDest(OutcomeRouteExecuted), Now: fxT0.Add(40 * time.Second)}, want)
	}
	{
		q, o := fxGMPSuccessCase()
		o.Dest = fxDest(OutcomeCallsFailed)
		want := fxGMPSuccessWant()
		want.RouteTransactionStatus = StatePartialSuccess
		want.ToChain = fxSide(fxDstChain, fxDstTx, 340, "failure", o.Dest.Events)
		want.RouteStatus[1].Status = "failure"
		want.FundsAt = &FundsAt{ChainID: fxDstChain, Token: fxDstUSDC, Address: fxRecipient, Amount: "99500000"}
		want.Error = ErrorInfo{TxHash: fxDstTx, Chain: fxDstChain,
			Message: "the destination calls failed: swap output below the minimum; the bridged token was delivered to the recipient instead"}
		add("gmp/partial_success", q, o, want)
	}

	// Intents: created → filled | expired → refunded.
	{
		q := fxQuote(KindIntents)
		add("intents/not_found", q, Observation{Source: Source{State: TxPending, TxHash: fxSrcTx}, Now: now}, fxNotFound(q))
	}
	{
		want := fxIntentsBase("created", StateOngoing)
		want.TimeSpent["total"] = 12
		want.NextPollSeconds = 5 // a tenth of 5 minutes, capped
		add("intents/created", fxQuote(KindIntents),
			Observation{Source: fxSource(KindIntents), Order: fxOrder(), Now: now}, want)
	}
	{
		fill := Outcome{Seen: true, TxHash: fxDstTx, Block: 341, Time: fxT0.Add(8 * time.Second), Event: OutcomeFilled,
			ChainID: fxDstChain, Recipient: fxRecipient, Token: fxDstWETH, Amount: "31000000000000000",
			Events: []EventLog{{Contract: "settlement", Address: "0x0000000000000000000000000000000000005e37", Event: OutcomeFilled, LogIndex: 1,
				Args: map[string]string{"orderHash": "0x5555555555555555555555555555555555555555555555555555555555555555"}}}}
		want := fxIntentsBase("filled", StateSuccess)
		want.ToChain = fxSide(fxDstChain, fxDstTx, 341, "success", fill.Events)
		want.RouteStatus[1] = RouteStep{ChainID: fxDstChain, TxHash: fxDstTx, Status: "success", Action: "call"}
		want.FundsAt = &FundsAt{ChainID: fxDstChain, Token: fxDstWETH, Address: fxRecipient, Amount: "31000000000000000"}
		want.TimeSpent = map[string]int64{"created_filled": 8, "total": 8}
		want.Terminal = true
		add("intents/filled", fxQuote(KindIntents),
			Observation{Source: fxSource(KindIntents), Order: fxOrder(), Dest: fill, Now: now}, want)
	}
	{
		ord := fxOrder()
		ord.Expired = true
		want := fxIntentsBase("expired", StateOngoing)
		want.RouteStatus[1].Status = "failure"
		want.Error = ErrorInfo{TxHash: fxSrcTx, Chain: fxSrcChain,
			Message: "the order expired unfilled; its refund to fromAddress is on its way"}
		want.TimeSpent["total"] = 12
		want.NextPollSeconds = 5
		add("intents/expired", fxQuote(KindIntents),
			Observation{Source: fxSource(KindIntents), Order: ord, Now: now}, want)
	}
	{
		// A contract sent the order for the user: the refund goes to the
		// order's fromAddress (the request's), and fundsAt says so.
		q := fxQuote(KindIntents)
		ord := fxOrder()
		ord.Expired = true
		ord.Refund = &Outcome{Seen: true, TxHash: fxRefundTx, Block: 200, Time: fxT0.Add(11 * time.Minute),
			ChainID: fxSrcChain, Recipient: ord.FromAddress, Token: ord.FromToken, Amount: ord.FromAmount}
		src := fxSource(KindIntents)
		src.Events[0].Args["sender"] = "0x000000000000000000000000000000000000ca11" // the calling contract
		want := fxIntentsBase("refunded", StateRefund)
		want.FromChain.CallEventLog = src.Events
		want.RouteStatus = []RouteStep{
			{ChainID: fxSrcChain, TxHash: fxSrcTx, Status: "success", Action: "send"},
			{ChainID: fxDstChain, Status: "failure", Action: "call"},
			{ChainID: fxSrcChain, TxHash: fxRefundTx, Status: "refunded", Action: "refund"},
		}
		want.FundsAt = &FundsAt{ChainID: fxSrcChain, Token: fxSrcUSDC, Address: fxUser, Amount: "100000000"}
		want.Error = ErrorInfo{TxHash: fxRefundTx, Chain: fxSrcChain,
			Message: "the solver did not fill the order before it expired; the input was refunded to the order's fromAddress"}
		want.TimeSpent = map[string]int64{"created_refunded": 660, "total": 660}
		want.Terminal = true
		add("intents/refunded", q, Observation{Source: src, Order: ord, Now: fxT0.Add(12 * time.Minute)}, want)
	}
	return cs
}

func TestDerive(t *testing.T) {
	t.Parallel()
	for _, c := range fxCases() {
		t.Run(c.name, func(t *testing.T) {
			got := Derive(c.q, &c.o, fxEnv(), fxRequestID, fxIntegrator)
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("Derive (-want +got):\n%s", diff)
			}
		})
	}
}

// TestDeriveTransitions walks each route kind through its observations in
// order and checks the states match decisions' transitions.
func TestDeriveTransitions(t *testing.T) {
	t.Parallel()
	byName := map[string]fxCase{}
	for _, c := range fxCases() {
		byName[c.name] = c
	}
	tests := []struct {
		name  string
		steps []string
		want  []string
	}{
		{"swap", []string{"swap/not_found/unknown", "swap/not_found/pending", "swap/success"},
			[]string{StateNotFound, StateNotFound, StateSuccess}},
		{"gmp success after gas", []string{"gmp/not_found", "gmp/ongoing/not_indexed/gas_paid", "gmp/ongoing/explorer_approved",
			"gmp/needs_gas/insufficient_fee/gas_paid_not_enough_gas", "gmp/ongoing/gas_added/executing", "gmp/success"},
			[]string{StateNotFound, StateOngoing, StateOngoing, StateNeedsGas, StateOngoing, StateSuccess}},
		{"gmp partial", []string{"gmp/not_found", "gmp/ongoing/explorer_executing", "gmp/partial_success"},
			[]string{StateNotFound, StateOngoing, StatePartialSuccess}},
		{"gmp straight to success", []string{"gmp/not_found", "gmp/success/first_observation"},
			[]string{StateNotFound, StateSuccess}},
		{"intents filled", []string{"intents/not_found", "intents/created", "intents/filled"},
			[]string{StateNotFound, StateOngoing, StateSuccess}},
		{"intents refunded", []string{"intents/not_found", "intents/created", "intents/expired", "intents/refunded"},
			[]string{StateNotFound, StateOngoing, StateOngoing, StateRefund}},
	}
	// decisions, Status: not_found → ongoing → success | partial_success |
	// needs_gas | refund; needs_gas → ongoing; a first observation may
	// land on a terminal state directly.
	allowed := map[string][]string{
		StateNotFound: {StateOngoing, StateSuccess, StatePartialSuccess, StateNeedsGas, StateRefund},
		StateOngoing:  {StateSuccess, StatePartialSuccess, StateNeedsGas, StateRefund},
		StateNeedsGas: {StateOngoing},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, name := range tt.steps {
				c, ok := byName[name]
				if !ok {
					t.Fatalf("no case %q", name)
				}
				got = append(got, Derive(c.q, &c.o, fxEnv(), fxRequestID, fxIntegrator).RouteTransactionStatus)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Fatalf("states (-want +got):\n%s", diff)
			}
			for i := 1; i < len(got); i++ {
				from, to := got[i-1], got[i]
				if from != to && !slices.Contains(allowed[from], to) {
					t.Errorf("step %d: %s → %s is not a decided transition", i, from, to)
				}
			}
		})
	}
}

func TestDeriveSDKStatus(t *testing.T) {
	t.Parallel()
	tests := []struct{ explorer, want string }{
		{"called", "source_gateway_called"},
		{"confirming", "source_gateway_called"},
		{"confirmed", "confirmed"},
		{"approving", "confirmed"},
		{"approved", "destination_gateway_approved"},
		{"executing", "executing"},
		{"executed", "destination_executed"},
		{"express_executed", "express_executed"},
		{"insufficient_fee", "insufficient_fee"},
		{"error", "error"},
		{"destination_executed", "destination_executed"},
	}
	for _, tt := range tests {
		if got := SDKStatus(tt.explorer); got != tt.want {
			t.Errorf("SDKStatus(%q) = %q, want %q", tt.explorer, got, tt.want)
		}
	}
}
