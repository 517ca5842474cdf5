package explorer

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

// The relayer's words map to the status API's GMP status set, and only
// executed and error are final (no more refreshing).
func TestMessageStateWords(t *testing.T) {
	type word struct {
		Word     string
		Terminal bool
	}
	got := map[relayer.Status]word{}
	for _, s := range []relayer.Status{relayer.StatusCalled, relayer.StatusConfirming, relayer.StatusConfirmed, relayer.StatusApproving,
		relayer.StatusApproved, relayer.StatusExecuting, relayer.StatusExecuted, relayer.StatusError, relayer.StatusInsufficientFee} {
		v := (&Explorer{}).state(context.Background(), &relayer.Message{Status: s}, "Ethereum (1)", "arbitrum (42161)")
		got[s] = word{v.Word, v.Terminal}
		if v.Title == "" || v.Meaning == "" || v.Action == "" {
			t.Errorf("%s: title %q, meaning %q, action %q: all are needed", s, v.Title, v.Meaning, v.Action)
		}
	}
	want := map[relayer.Status]word{
		relayer.StatusCalled: {"source_gateway_called", false}, relayer.StatusConfirming: {"source_gateway_called", false},
		relayer.StatusConfirmed: {"confirmed", false}, relayer.StatusApproving: {"confirmed", false},
		relayer.StatusApproved: {"destination_gateway_approved", false}, relayer.StatusExecuting: {"executing", false},
		relayer.StatusExecuted: {"destination_executed", true}, relayer.StatusError: {"error", true},
		relayer.StatusInsufficientFee: {"insufficient_fee", false},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("states (-want +got):\n%s", diff)
	}
}
