package httpapi

import (
	"bufio"
	"context"
	"encoding/json"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/status"
)

// terminalStore holds one terminal transaction (knownTx on chain 1) whose
// three changes are stored as events.
type terminalStore struct{ status.Store }

var terminalStates = []string{status.StateOngoing, status.StateOngoing, status.StateSuccess}

func terminalRecord(seq int) []byte {
	st := terminalStates[seq-1]
	b, _ := json.Marshal(status.Record{ID: knownTx, RouteTransactionStatus: st, Terminal: status.Terminal(st)})
	return b
}

func (terminalStore) LoadTracked(_ context.Context, from, hash string) (*status.Tracked, error) {
	if from != "1" || hash != knownTx {
		return nil, status.ErrNotTracked
	}
	return &status.Tracked{FromChain: "1", TxHash: knownTx, QuoteID: "q1", ToChain: "42161",
		Seq: 3, State: status.StateSuccess, Terminal: true, Record: terminalRecord(3)}, nil
}

func (terminalStore) Events(_ context.Context, _, _ string, after int64) ([]status.Event, error) {
	var out []status.Event
	for seq := after + 1; seq <= 3; seq++ {
		out = append(out, status.Event{Seq: seq, Record: terminalRecord(int(seq))})
	}
	return out, nil
}

// streamServer serves env over a real listener on 127.0.0.1, so streams
// take their connections over as they do in production.
func streamServer(t *testing.T, env *testEnv, tracker *status.Tracker) *httptest.Server {
	t.Helper()
	env.srv.cfg.Status = tracker
	env.srv.cfg.StreamsPerIntegrator = 1
	ts := httptest.NewUnstartedServer(env.srv)
	ts.Listener.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ts.Listener = ln
	ts.Start()
	t.Cleanup(func() {
		env.srv.Drain()
		ts.Close()
		env.srv.WaitStreams()
	})
	return ts
}

const streamQuery = "/v2/status/stream?transactionId=" + knownTx + "&fromChainId=1&toChainId=42161&quoteId=q1"

// TestStreamResumedOnATerminalTransactionCloses: a resume sends what was
// missed and closes; a resume at or past the last event closes at once.
// Before, such a stream sent heartbeats forever and held its slot.
func TestStreamResumedOnATerminalTransactionCloses(t *testing.T) {
	cases := []struct {
		name, lastEventID string
		want              []string // the ids of the events sent
	}{
		{"a new stream gets the terminal record", "", []string{"3"}},
		{"a resume after 1 gets what it missed", "1", []string{"2", "3"}},
		{"a resume at the terminal record closes at once", "3", nil},
		{"a resume past the last event closes at once", "9", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			env := newEnv(t)
			ts := streamServer(t, env, status.New(status.Config{Store: terminalStore{}}))
			// A guard, not a measurement: a stream that never closes fails
			// here instead of hanging the test binary.
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			req, _ := http.NewRequestWithContext(ctx, "GET", ts.URL+streamQuery, nil)
			req.Header.Set("x-integrator-id", fastID)
			if tc.lastEventID != "" {
				req.Header.Set("Last-Event-ID", tc.lastEventID)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if resp.StatusCode != 200 {
				t.Fatalf("status %d", resp.StatusCode)
			}
			var ids []string
			sc := bufio.NewScanner(resp.Body)
			for sc.Scan() {
				if id, ok := strings.CutPrefix(sc.Text(), "id: "); ok {
					ids = append(ids, id)
				}
			}
			if err := sc.Err(); err != nil {
				t.Fatalf("the stream did not close: %v (events %v)", err, ids)
			}
			if diff := cmp.Diff(tc.want, ids); diff != "" {
				t.Errorf("event ids (-want +got):\n%s", diff)
			}
			// The stream's slot is free again: the one allowed stream opens.
			if code := openAndClose(t, ts, "3"); code != 200 {
				t.Errorf("a stream after the closed one: %d, want 200", code)
			}
		})
	}
}

// TestClosedStreamFreesItsSlotAtOnce: a client that closes its stream
// can open another at once; before, the slot was held until the next
// heartbeat found the connection gone.
func TestClosedStreamFreesItsSlotAtOnce(t *testing.T) {
	env := newEnv(t)
	env.srv.cfg.StreamHeartbeat = time.Hour // no heartbeat notices the hangup
	ts := streamServer(t, env, unseenTracker())

	conn, err := net.Dial("tcp", ts.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	req := "GET " + streamQuery + " HTTP/1.1\r\nHost: x\r\nx-integrator-id: " + fastID + "\r\n\r\n"
	if _, err := conn.Write([]byte(req)); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(conn)
	if line, err := br.ReadString('\n'); err != nil || !strings.Contains(line, "200") {
		t.Fatalf("first stream: %q %v", line, err)
	}
	for { // the current record arrives: the stream holds its slot
		line, err := br.ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(line, "event: status") {
			break
		}
	}
	conn.Close()

	// The slot is freed by the hangup, not at once with Close: ask until
	// it is, with a bound that only catches a slot never freed.
	deadline := time.Now().Add(10 * time.Second)
	for {
		code := openAndClose(t, ts, "")
		if code == 200 {
			return
		}
		if code != http.StatusTooManyRequests || time.Now().After(deadline) {
			t.Fatalf("a stream after the closed one: %d, want 200", code)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// unseenTracker follows a quote whose transaction is not on its chain
// yet, so its stream stays open.
func unseenTracker() *status.Tracker {
	return status.New(status.Config{Store: openStore{}, Quotes: oneQuote{}, Chains: noChain{}})
}

type openStore struct{ status.Store }

func (openStore) LoadTracked(context.Context, string, string) (*status.Tracked, error) {
	return nil, status.ErrNotTracked
}

type oneQuote struct{}

func (oneQuote) StatusQuote(_ context.Context, id string) (*status.Quote, error) {
	return &status.Quote{ID: id, Kind: status.KindSwap, FromChain: "1", ToChain: "42161"}, nil
}

// noChain has chain 1 without the transaction.
type noChain struct{ status.EVMReader }

func (c noChain) Reader(string) (status.EVMReader, bool)  { return c, true }
func (noChain) Contracts(string) (status.Contracts, bool) { return status.Contracts{}, true }
func (noChain) HeaderByNumber(context.Context, *big.Int) (*types.Header, error) {
	return nil, ethereum.NotFound
}
func (noChain) TransactionReceipt(context.Context, common.Hash) (*types.Receipt, error) {
	return nil, ethereum.NotFound
}
func (noChain) TransactionByHash(context.Context, common.Hash) (*types.Transaction, bool, error) {
	return nil, false, ethereum.NotFound
}

// openAndClose opens a stream, returns its status code and closes it
// after its head.
func openAndClose(t *testing.T, ts *httptest.Server, lastEventID string) int {
	t.Helper()
	req, _ := http.NewRequest("GET", ts.URL+streamQuery, nil)
	req.Header.Set("x-integrator-id", fastID)
	if lastEventID != "" {
		req.Header.Set("Last-Event-ID", lastEventID)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}
