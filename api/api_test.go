package api

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"
)

// TestStatusRecordRoundTrip: the status package's golden record decodes
// into StatusRecord with nothing left over and encodes back to the same
// bytes, so the client reads every member the server writes.
func TestStatusRecordRoundTrip(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile("../status/testdata/gmp_success.golden.json")
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var rec StatusRecord
	if err := dec.Decode(&rec); err != nil {
		t.Fatal(err)
	}
	again, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	if err := json.Compact(&want, raw); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, want.Bytes()) {
		t.Errorf("re-encoded record differs:\n%s\n%s", again, want.Bytes())
	}
}

func TestTerminal(t *testing.T) {
	t.Parallel()
	for state, want := range map[string]bool{StateSuccess: true, StatePartialSuccess: true, StateRefund: true,
		StateNeedsGas: false, StateOngoing: false, StateNotFound: false} {
		if Terminal(state) != want {
			t.Errorf("Terminal(%q) = %v", state, !want)
		}
	}
}
