//go:build !nodevnet

package app

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestDevnetKind: the settings choose the devnet seam once validated.
func TestDevnetKind(t *testing.T) {
	t.Parallel()
	attached := DevnetSettings{AttachURL: "http://127.0.0.1:8544"}
	none := DevnetSettings{Chains: "none"}
	for _, s := range []*DevnetSettings{&attached, &none} {
		if p := s.Problems(); len(p) > 0 {
			t.Fatal(p)
		}
	}
	got := []DevnetKind{attached.Kind(), none.Kind()}
	if diff := cmp.Diff([]DevnetKind{DevnetAttached, DevnetNone}, got); diff != "" {
		t.Errorf("kinds (-want +got):\n%s", diff)
	}
}
