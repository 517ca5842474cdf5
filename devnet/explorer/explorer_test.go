package explorer_test

import (
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/devnet/explorer"
	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

// fakeSource is an in-memory relayer store.
type fakeSource struct {
	mu   sync.Mutex
	msgs []*relayer.Message
}

func (f *fakeSource) put(m *relayer.Message) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.msgs = slices.DeleteFunc(f.msgs, func(x *relayer.Message) bool { return x.ID == m.ID })
	f.msgs = append(f.msgs, m)
}

func (f *fakeSource) RelayerMessage(_ context.Context, id string) (*relayer.Message, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, m := range f.msgs {
		if m.ID == id {
			return m, nil
		}
	}
	return nil, relayer.ErrNotFound
}

func (f *fakeSource) RelayerMessagesByTx(_ context.Context, tx common.Hash) ([]*relayer.Message, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []*relayer.Message
	for _, m := range f.msgs {
		if m.Call.TxHash == tx {
			out = append(out, m)
		}
	}
	return out, nil
}

var (
	callTime = uint64(1_800_000_000)
	callTx   = crypto.Keccak256Hash([]byte("call"))
	sender   = common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	router   = common.HexToAddress("0x0000000000000000000000000000000000000b0b")
	relayerA = common.HexToAddress("0x000000000000000000000000000000000000beef")
)

// called is a message just seen, with gas paid.
func called(logIndex uint) *relayer.Message {
	step := relayer.Step{ChainID: 1, Chain: "Ethereum", TxHash: callTx, BlockNumber: 100, BlockTime: callTime, LogIndex: logIndex, From: sender}
	paid := step
	paid.LogIndex--
	return &relayer.Message{
		ID: relayer.MessageID(callTx, logIndex), CommandID: relayer.CommandID(1, callTx, logIndex),
		Event: relayer.EventContractCallWithToken, SourceChainID: 1, SourceChain: "Ethereum",
		DestinationChainID: 42161, DestinationChain: "arbitrum", DestinationContractAddress: router.Hex(),
		Sender: router, PayloadHash: crypto.Keccak256Hash([]byte("payload")), Payload: []byte("payload"),
		Symbol: "axlUSDC", Amount: big.NewInt(250_000_000), Status: relayer.StatusCalled, GasStatus: relayer.GasPaid,
		Call:    step,
		GasPaid: &relayer.GasPayment{Step: paid, Event: "NativeGasPaidForContractCallWithToken", MessageID: relayer.MessageID(callTx, logIndex), Amount: big.NewInt(1e16), RefundAddress: sender},
		SeenAt:  time.Unix(int64(callTime), 0),
	}
}

// lifecycle returns the message at each status of a successful run, and
// the held and failed variants.
func lifecycle() map[string]*relayer.Message {
	dst := func(block, at uint64, tx string) relayer.Step {
		return relayer.Step{ChainID: 42161, Chain: "arbitrum", TxHash: crypto.Keccak256Hash([]byte(tx)), BlockNumber: block, BlockTime: at, LogIndex: 0, From: relayerA}
	}
	out := map[string]*relayer.Message{}
	m := called(5)
	out["called"] = m
	c := *m
	c.Status = relayer.StatusConfirming
	out["confirming"] = &c
	c2 := c
	c2.Status, c2.Confirmed = relayer.StatusConfirmed, &relayer.Step{ChainID: 1, Chain: "Ethereum", BlockNumber: 102, BlockTime: callTime + 4}
	out["confirmed"] = &c2
	a := c2
	a.Status, a.Pending = relayer.StatusApproving, &relayer.PendingTx{Step: relayer.TxApprove, ChainID: 42161}
	out["approving"] = &a
	ap := a
	s := dst(50, callTime+6, "approve")
	ap.Status, ap.Approved, ap.Pending = relayer.StatusApproved, &s, nil
	out["approved"] = &ap
	h := ap
	h.Status, h.GasStatus, h.RequiredFee = relayer.StatusInsufficientFee, relayer.GasPaidNotEnough, big.NewInt(3e16)
	out["insufficient_fee"] = &h
	x := ap
	x.Status, x.GasStatus, x.RequiredFee = relayer.StatusExecuting, relayer.GasPaidEnough, big.NewInt(5e15)
	out["executing"] = &x
	done := x
	done.Status = relayer.StatusExecuted
	done.Executed = &relayer.Execution{Step: dst(51, callTime+9, "execute"), GasUsed: 400_000, Outcome: "DestinationCallsFailed",
		Recipient: sender, Token: router, Amount: big.NewInt(250_000_000), Reason: []byte{1, 2, 3, 4}}
	out["executed"] = &done
	failed := x
	failed.Status = relayer.StatusError
	failed.Error = &relayer.Failure{ChainID: 42161, Chain: "arbitrum", Message: "execution reverted: NotApprovedByGateway()",
		TxHash: crypto.Keccak256Hash([]byte("fail")), BlockNumber: 52, BlockTime: callTime + 12}
	out["error"] = &failed
	return out
}

type env struct {
	ex  *explorer.Explorer
	src *fakeSource
	srv *httptest.Server
	now time.Time
	mu  sync.Mutex
}

func newEnv(t *testing.T, delay time.Duration) *env {
	t.Helper()
	e := &env{src: &fakeSource{}, now: time.Unix(int64(callTime), 0)}
	ex, err := explorer.New(explorer.Config{Source: e.src, Delay: delay, Now: func() time.Time {
		e.mu.Lock()
		defer e.mu.Unlock()
		return e.now
	}})
	if err != nil {
		t.Fatal(err)
	}
	e.ex = ex
	e.srv = httptest.NewServer(ex)
	t.Cleanup(e.srv.Close)
	return e
}

func (e *env) advance(d time.Duration) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.now = e.now.Add(d)
}

// do sends a request and returns the status and body.
func (e *env) do(t *testing.T, method, path, body string) (int, string, http.Header) {
	t.Helper()
	req, err := http.NewRequest(method, e.srv.URL+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := e.srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, string(b), resp.Header
}

// search runs searchGMP and decodes the answer into generic JSON.
func (e *env) search(t *testing.T, method, path, body string) []map[string]any {
	t.Helper()
	status, raw, h := e.do(t, method, path, body)
	if status != http.StatusOK || !strings.HasPrefix(h.Get("Content-Type"), "application/json") {
		t.Fatalf("%s %s: %d %s", method, path, status, raw)
	}
	var out struct {
		Data  []map[string]any `json:"data"`
		Total int              `json:"total"`
	}
	if err := json.Unmarshal([]byte(raw), &out); err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	if out.Data == nil || out.Total != len(out.Data) {
		t.Fatalf("data %v total %d in %s", out.Data, out.Total, raw)
	}
	return out.Data
}

func TestSearchByTxHashAndMessageID(t *testing.T) {
	e := newEnv(t, 0)
	m5, m9 := called(5), called(9)
	e.src.put(m5)
	e.src.put(m9)
	for name, tc := range map[string]struct {
		method, path, body string
		want               []string
	}{
		"POST txHash":              {"POST", "/gmp/searchGMP", `{"txHash":"` + callTx.Hex() + `"}`, []string{m5.ID, m9.ID}},
		"POST txHash upper case":   {"POST", "/gmp/searchGMP", `{"txHash":"0x` + strings.ToUpper(callTx.Hex()[2:]) + `","size":10}`, []string{m5.ID, m9.ID}},
		"POST txHash + txLogIndex": {"POST", "/gmp/searchGMP", `{"txHash":"` + callTx.Hex() + `","txLogIndex":9}`, []string{m9.ID}},
		"POST messageId":           {"POST", "/gmp/searchGMP", `{"messageId":"` + m9.ID + `"}`, []string{m9.ID}},
		"GET txHash":               {"GET", "/gmp/searchGMP?txHash=" + callTx.Hex(), "", []string{m5.ID, m9.ID}},
		"GET messageId":            {"GET", "/gmp/searchGMP?messageId=" + m5.ID, "", []string{m5.ID}},
		"root POST method":         {"POST", "/", `{"method":"searchGMP","messageId":"` + m5.ID + `"}`, []string{m5.ID}},
		"unknown tx":               {"POST", "/gmp/searchGMP", `{"txHash":"` + crypto.Keccak256Hash([]byte("x")).Hex() + `"}`, []string{}},
		"unknown message":          {"GET", "/gmp/searchGMP?messageId=" + callTx.Hex() + "-7", "", []string{}},
		"messageId of another tx":  {"POST", "/gmp/searchGMP", `{"txHash":"` + crypto.Keccak256Hash([]byte("x")).Hex() + `","messageId":"` + m5.ID + `"}`, []string{}},
	} {
		t.Run(name, func(t *testing.T) {
			var got []string
			for _, d := range e.search(t, tc.method, tc.path, tc.body) {
				got = append(got, d["message_id"].(string))
			}
			if diff := cmp.Diff(tc.want, got, cmp.Transformer("nil", func(s []string) []string {
				if s == nil {
					return []string{}
				}
				return s
			})); diff != "" {
				t.Errorf("messages (-want +got):\n%s", diff)
			}
		})
	}
}

func TestIndexingDelay(t *testing.T) {
	e := newEnv(t, 5*time.Second)
	e.src.put(called(5))
	query := `{"txHash":"` + callTx.Hex() + `"}`
	if got := e.search(t, "POST", "/gmp/searchGMP", query); len(got) != 0 {
		t.Fatalf("found at the call's block time: %v", got)
	}
	if status, _, _ := e.do(t, "GET", "/gmp/"+callTx.Hex(), ""); status != http.StatusNotFound {
		t.Errorf("page before the delay: %d, want 404", status)
	}
	e.advance(4 * time.Second)
	if got := e.search(t, "POST", "/gmp/searchGMP", query); len(got) != 0 {
		t.Fatalf("found 4 s after the call with a 5 s delay")
	}
	e.advance(time.Second)
	if got := e.search(t, "POST", "/gmp/searchGMP", query); len(got) != 1 {
		t.Fatalf("not found once the delay passed")
	}
	// Set at run time.
	e.ex.SetDelay(time.Minute)
	if got := e.search(t, "POST", "/gmp/searchGMP", query); len(got) != 0 || e.ex.Delay() != time.Minute {
		t.Fatalf("found under a one-minute delay")
	}
	e.ex.SetDelay(0)
	if got := e.search(t, "POST", "/gmp/searchGMP", query); len(got) != 1 {
		t.Fatalf("not found without delay")
	}
	// A block clock ahead of the wall clock: counted from when the relayer saw it.
	ahead := called(7)
	ahead.Call.BlockTime += 3600
	e.src.put(ahead)
	e.ex.SetDelay(5 * time.Second)
	e.advance(10 * time.Second)
	if got := e.search(t, "GET", "/gmp/searchGMP?messageId="+ahead.ID, ""); len(got) != 1 {
		t.Fatalf("a message whose block time is ahead stays hidden")
	}
}

func TestSearchErrors(t *testing.T) {
	e := newEnv(t, 0)
	for name, tc := range map[string]struct {
		method, path, body string
		status             int
	}{
		"no query":          {"POST", "/gmp/searchGMP", `{}`, 400},
		"bad hash":          {"POST", "/gmp/searchGMP", `{"txHash":"0x1234"}`, 400},
		"bad message id":    {"GET", "/gmp/searchGMP?messageId=abc", "", 400},
		"bad log index":     {"GET", "/gmp/searchGMP?txHash=" + callTx.Hex() + "&txLogIndex=x", "", 400},
		"malformed":         {"POST", "/gmp/searchGMP", `{"txHash":`, 400},
		"two objects":       {"POST", "/gmp/searchGMP", `{} {}`, 400},
		"empty body":        {"POST", "/gmp/searchGMP", ``, 400},
		"too large":         {"POST", "/gmp/searchGMP", `{"txHash":"` + strings.Repeat("a", 70<<10) + `"}`, 413},
		"wrong method":      {"DELETE", "/gmp/searchGMP", "", 405},
		"unknown root call": {"POST", "/", `{"method":"getTVL"}`, 400},
		"unknown path":      {"GET", "/nope", "", 404},
	} {
		t.Run(name, func(t *testing.T) {
			status, body, h := e.do(t, tc.method, tc.path, tc.body)
			var got struct {
				Message    string `json:"message"`
				StatusCode int    `json:"statusCode"`
				Type       string `json:"type"`
			}
			if err := json.Unmarshal([]byte(body), &got); err != nil || status != tc.status || got.StatusCode != tc.status || got.Message == "" || got.Type == "" {
				t.Errorf("%d %s (%v); want %d with a JSON error", status, body, err, tc.status)
			}
			if tc.status == 405 && h.Get("Allow") != "GET, POST" {
				t.Errorf("Allow %q", h.Get("Allow"))
			}
		})
	}
}

// The status and gas status through the lifecycle, with the steps and
// time spent present as they happen.
func TestLifecycleAsTheExplorerShowsIt(t *testing.T) {
	type want struct {
		status, gas string
		steps       []string
		timeSpent   []string
		insuff      bool
	}
	cases := map[string]want{
		"called":           {"called", "gas_paid", nil, nil, false},
		"confirming":       {"confirming", "gas_paid", nil, nil, false},
		"confirmed":        {"confirmed", "gas_paid", []string{"confirm"}, []string{"call_confirm"}, false},
		"approving":        {"approving", "gas_paid", []string{"confirm"}, []string{"call_confirm"}, false},
		"approved":         {"approved", "gas_paid", []string{"confirm", "approved"}, []string{"call_approved", "call_confirm"}, false},
		"insufficient_fee": {"insufficient_fee", "gas_paid_not_enough_gas", []string{"confirm", "approved"}, []string{"call_approved", "call_confirm"}, true},
		"executing":        {"executing", "gas_paid_enough_gas", []string{"confirm", "approved"}, []string{"call_approved", "call_confirm"}, false},
		"executed":         {"executed", "gas_paid_enough_gas", []string{"confirm", "approved", "executed"}, []string{"approved_executed", "call_approved", "call_confirm", "total"}, false},
		"error":            {"error", "gas_paid_enough_gas", []string{"confirm", "approved", "error"}, []string{"call_approved", "call_confirm", "total"}, false},
	}
	for name, m := range lifecycle() {
		t.Run(name, func(t *testing.T) {
			w := cases[name]
			e := newEnv(t, 0)
			e.src.put(m)
			got := e.search(t, "GET", "/gmp/searchGMP?messageId="+m.ID, "")[0]
			if got["status"] != w.status || got["gas_status"] != w.gas || got["is_insufficient_fee"] != w.insuff {
				t.Errorf("status %v, gas %v, insufficient %v; want %s %s %v", got["status"], got["gas_status"], got["is_insufficient_fee"], w.status, w.gas, w.insuff)
			}
			var steps []string
			for _, k := range []string{"confirm", "approved", "executed", "error"} {
				if got[k] != nil {
					steps = append(steps, k)
				}
			}
			if diff := cmp.Diff(w.steps, steps); diff != "" {
				t.Errorf("steps (-want +got):\n%s", diff)
			}
			var phases []string
			if ts, ok := got["time_spent"].(map[string]any); ok {
				for k := range ts {
					phases = append(phases, k)
				}
			}
			slices.Sort(phases)
			if diff := cmp.Diff(w.timeSpent, phases); diff != "" {
				t.Errorf("time_spent (-want +got):\n%s", diff)
			}
			call := got["call"].(map[string]any)
			rv := call["returnValues"].(map[string]any)
			if call["transactionHash"] != callTx.Hex() || call["chain"] != "Ethereum" || call["blockNumber"] != 100.0 ||
				call["block_timestamp"] != float64(callTime) || call["event"] != "ContractCallWithToken" ||
				rv["destinationChain"] != "arbitrum" || rv["destinationContractAddress"] != router.Hex() || rv["sender"] != router.Hex() ||
				rv["payloadHash"] != m.PayloadHash.Hex() || rv["symbol"] != "axlUSDC" || rv["amount"] != "250000000" {
				t.Errorf("call: %v", call)
			}
			if gp := got["gas_paid"].(map[string]any); gp["returnValues"].(map[string]any)["gasFeeAmount"] != "10000000000000000" {
				t.Errorf("gas_paid: %v", gp)
			}
		})
	}

	// Exact values of a finished message.
	e := newEnv(t, 0)
	done := lifecycle()["executed"]
	e.src.put(done)
	got := e.search(t, "GET", "/gmp/searchGMP?messageId="+done.ID, "")[0]
	if diff := cmp.Diff(map[string]any{"call_confirm": 4.0, "call_approved": 6.0, "approved_executed": 3.0, "total": 9.0}, got["time_spent"]); diff != "" {
		t.Errorf("time_spent (-want +got):\n%s", diff)
	}
	ex := got["executed"].(map[string]any)
	if ex["transactionHash"] != done.Executed.TxHash.Hex() || ex["sourceTransactionHash"] != callTx.Hex() ||
		ex["relayerAddress"] != relayerA.Hex() || ex["route"].(map[string]any)["event"] != "DestinationCallsFailed" {
		t.Errorf("executed: %v", ex)
	}
	fe := newEnv(t, 0)
	failed := lifecycle()["error"]
	fe.src.put(failed)
	errRec := fe.search(t, "GET", "/gmp/searchGMP?messageId="+failed.ID, "")[0]["error"].(map[string]any)
	if errRec["chain"] != "arbitrum" || errRec["message"] != failed.Error.Message || errRec["transactionHash"] != failed.Error.TxHash.Hex() {
		t.Errorf("error: %v", errRec)
	}
}

func TestMessagePageEscapesAndShowsSteps(t *testing.T) {
	e := newEnv(t, 0)
	m := lifecycle()["executed"]
	m.DestinationChain = `<script>alert("x")</script>`
	e.src.put(m)
	status, body, h := e.do(t, "GET", "/gmp/"+callTx.Hex(), "")
	if status != http.StatusOK || !strings.HasPrefix(h.Get("Content-Type"), "text/html") {
		t.Fatalf("%d %s", status, h.Get("Content-Type"))
	}
	for _, want := range []string{m.ID, "executed", "gas_paid_enough_gas", m.CommandID.Hex(), "Called", "Gas paid", "Confirmed",
		"Approved", "Executed", "/tx/42161/" + m.Executed.TxHash.Hex(), "/tx/1/" + callTx.Hex(), "destination calls failed",
		"&lt;script&gt;", "approved_executed"} {
		if !strings.Contains(body, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if strings.Contains(body, "<script>") || strings.Contains(body, "http://") || strings.Contains(body, "https://") {
		t.Error("page carries a script or an external reference")
	}
	if status, body, _ := e.do(t, "GET", "/gmp/"+m.ID, ""); status != 200 || !strings.Contains(body, m.ID) {
		t.Errorf("page by message id: %d", status)
	}
	held := lifecycle()["insufficient_fee"]
	held.Call.TxHash = crypto.Keccak256Hash([]byte("held"))
	held.ID = relayer.MessageID(held.Call.TxHash, 5)
	e.src.put(held)
	if _, body, _ := e.do(t, "GET", "/gmp/"+held.Call.TxHash.Hex(), ""); !strings.Contains(body, "addNativeGas") || !strings.Contains(body, "insufficient_fee") {
		t.Error("held message page does not say how to top it up")
	}
	for path, code := range map[string]int{"/gmp/0x1234": 400, "/gmp/" + crypto.Keccak256Hash([]byte("?")).Hex(): 404, "/tx/1/" + callTx.Hex(): 404, "/": 200} {
		if status, _, _ := e.do(t, "GET", path, ""); status != code {
			t.Errorf("GET %s: %d, want %d", path, status, code)
		}
	}
	if status, _, h := e.do(t, "GET", "/search?q="+m.ID, ""); status != 200 || h.Get("Content-Type") == "" {
		t.Errorf("search box: %d", status)
	}
}

func TestListenLoopbackOnly(t *testing.T) {
	e := newEnv(t, 0)
	if _, err := explorer.Listen("0.0.0.0:0", e.ex, nil); err == nil {
		t.Fatal("listens on every interface")
	}
	s, err := explorer.Listen("127.0.0.1:0", e.ex, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Get(s.URL() + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("index: %d", resp.StatusCode)
	}
	if err := s.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got, want := explorer.GMPURL("http://x/", callTx), "http://x/gmp/"+callTx.Hex(); got != want {
		t.Errorf("GMPURL %s", got)
	}
	if got, want := explorer.TxURL("http://x", 42161, callTx), "http://x/tx/42161/"+callTx.Hex(); got != want {
		t.Errorf("TxURL %s", got)
	}
}
