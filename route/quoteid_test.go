package route

import (
	"encoding/hex"
	"strconv"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/api"
)

// Quote ids are 32 hex digits (the calldata tag carries their 16 bytes),
// distinct, and sort by creation time at millisecond precision.
func TestQuoteIDsAreTimeOrderedAndDistinct(t *testing.T) {
	before := time.Now().UnixMilli()
	seen := map[string]bool{}
	prev := ""
	for range 1000 {
		id := newQuoteID()
		if b, err := hex.DecodeString(id); err != nil || len(b) != 16 {
			t.Fatalf("quote id %q is not 16 bytes in hex", id)
		}
		if got, ok := api.QuoteIDFromCalldata(api.AppendQuoteTag(nil, id)); !ok || got != id {
			t.Fatalf("quote id %q does not survive the calldata tag: %q", id, got)
		}
		if seen[id] {
			t.Fatalf("quote id %q handed out twice", id)
		}
		seen[id] = true
		if id[:12] < prev {
			t.Fatalf("quote id %q sorts before the earlier %q", id, prev)
		}
		prev = id[:12]
	}
	ms, err := strconv.ParseUint(prev, 16, 64)
	if err != nil || int64(ms) < before || int64(ms) > time.Now().UnixMilli() {
		t.Errorf("quote id time prefix %s (%d) is not the creation time in Unix ms (from %d)", prev, ms, before)
	}
}
