package status

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// TestDeriveInvariants checks, over every Derive case, what decisions
// (Status) and the interface require of any record, on its JSON as
// clients read it.
func TestDeriveInvariants(t *testing.T) {
	t.Parallel()
	env := fxEnv()
	terminal := []string{StateSuccess, StatePartialSuccess, StateRefund}
	for _, c := range fxCases() {
		t.Run(c.name, func(t *testing.T) {
			r := Derive(c.q, &c.o, env, fxRequestID, fxIntegrator)
			state := r.RouteTransactionStatus
			if r.Terminal != slices.Contains(terminal, state) {
				t.Errorf("terminal = %v for %s", r.Terminal, state)
			}
			if (r.Recovery != nil) && state != StateNeedsGas {
				t.Errorf("recovery offered in %s", state)
			}
			if r.Terminal && r.FundsAt == nil {
				t.Errorf("terminal %s without fundsAt", state)
			}
			switch {
			case state == StateNotFound && r.NextPollSeconds != 5,
				r.Terminal && r.NextPollSeconds != 0,
				state == StateOngoing && (r.NextPollSeconds < 1 || r.NextPollSeconds > 5):
				t.Errorf("nextPollSeconds = %d in %s", r.NextPollSeconds, state)
			}
			if r.ID != c.o.Source.TxHash || r.RequestID != fxRequestID || r.IntegratorID != fxIntegrator || r.QuoteID != c.q.ID {
				t.Errorf("echo: id %q requestId %q integratorId %q quoteId %q", r.ID, r.RequestID, r.IntegratorID, r.QuoteID)
			}
			wantBridge := ""
			if r.IsGMPTransaction {
				wantBridge = fxBridgeURL(c.o.Source.TxHash)
			}
			if r.BridgeTransactionURL != wantBridge {
				t.Errorf("bridgeTransactionUrl = %q, want %q", r.BridgeTransactionURL, wantBridge)
			}
			toChain := c.q.ToChain
			if state != StateNotFound && c.q.Kind == KindSwap {
				toChain = c.q.FromChain
			}
			checkSide(t, "fromChain", r.FromChain, c.q.FromChain, state != StateNotFound)
			checkSide(t, "toChain", r.ToChain, toChain, true)
			if _, ok := r.TimeSpent["total"]; !ok && state != StateNotFound {
				t.Errorf("timeSpent without total: %v", r.TimeSpent)
			}
			for _, s := range r.RouteStatus {
				if !slices.Contains([]string{"success", "failure", "awaiting", "not_found", "refunded"}, s.Status) ||
					!slices.Contains([]string{"send", "call", "refund"}, s.Action) {
					t.Errorf("routeStatus entry %+v outside the decided vocabulary", s)
				}
			}
			checkJSON(t, r)
		})
	}
}

// checkSide: chainData and transactionUrl come from Env. A not_found
// source side names the hash without a link (no chain knows it yet).
func checkSide(t *testing.T, name string, s ChainSide, chainID string, linked bool) {
	t.Helper()
	if got, want := string(s.ChainData), string(fxChainData(chainID)); got != want {
		t.Errorf("%s.chainData = %s, want %s", name, got, want)
	}
	want := ""
	if s.TransactionID != "" && linked {
		want = fxTxURL(chainID, s.TransactionID)
	}
	if s.TransactionURL != want {
		t.Errorf("%s.transactionUrl = %q, want %q", name, s.TransactionURL, want)
	}
}

// checkJSON reads the record back as a client would.
func checkJSON(t *testing.T, r Record) {
	t.Helper()
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatalf("marshal: %v", err)
	}
	if r.Error == (ErrorInfo{}) && !strings.Contains(string(b), `"error":{}`) {
		t.Errorf(`no error, but the JSON lacks "error":{}: %s`, b)
	}
	var m struct {
		FromChain, ToChain struct {
			BlockNumber any `json:"blockNumber"`
		}
		RouteStatus []struct {
			ChainID any `json:"chainId"`
		} `json:"routeStatus"`
		TimeSpent map[string]any `json:"timeSpent"`
		Terminal  any            `json:"terminal"`
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("unmarshal %s: %v", b, err)
	}
	for _, n := range []any{m.FromChain.BlockNumber, m.ToChain.BlockNumber} {
		if _, ok := n.(float64); !ok {
			t.Errorf("blockNumber %#v is not a JSON number", n)
		}
	}
	for _, s := range m.RouteStatus {
		if _, ok := s.ChainID.(string); !ok {
			t.Errorf("routeStatus chainId %#v is not a JSON string", s.ChainID)
		}
	}
	for k, v := range m.TimeSpent {
		if _, ok := v.(float64); !ok {
			t.Errorf("timeSpent.%s %#v is not a JSON number", k, v)
		}
	}
	if _, ok := m.Terminal.(bool); !ok {
		t.Errorf("terminal %#v is not a JSON boolean", m.Terminal)
	}
}
