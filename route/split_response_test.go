package route

import (
	"fmt"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// splitNote reads as the fmt format the answers always used.
func TestSplitNoteMatchesFormat(t *testing.T) {
	for _, c := range []struct {
		part, n int
		share   float64
	}{
		{0, 2, 0}, {1, 2, 50}, {0, 3, 33.333333}, {2, 3, 99.95}, {1, 4, 0.05}, {0, 2, 0.04999}, {0, 2, 100},
		{11, 12, 12.25}, {0, 2, 1e-300}, {0, 2, math.Inf(1)}, {0, 2, math.NaN()},
	} {
		want := fmt.Sprintf(" (split %d of %d: %.1f%% of the input)", c.part+1, c.n, c.share)
		if diff := cmp.Diff(want, splitNote(c.part, c.n, c.share)); diff != "" {
			t.Errorf("part %d of %d, share %v (-fmt +splitNote):\n%s", c.part, c.n, c.share, diff)
		}
	}
}
