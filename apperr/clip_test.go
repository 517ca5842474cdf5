package apperr

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestMessagesQuoteAtMost64BytesOfInput(t *testing.T) {
	long := strings.Repeat("a", 900_000)
	cut := `"` + strings.Repeat("a", 64) + `…"`
	cases := []struct {
		name string
		err  *Error
		want string
	}{
		{"a quoted input is cut", BadRequest("fromChain %q is not supported", long), "fromChain " + cut + " is not supported"},
		{"every quoted input", BadRequest("%d%% of %q and %5q", 3, long, long), "3% of " + cut + " and " + cut},
		{"the service's own words are not", BadRequest("%s: %q", strings.Repeat("b", 70), "short"), strings.Repeat("b", 70) + `: "short"`},
		{"a cut keeps whole characters", NotFound("%q", strings.Repeat("é", 40)), `"` + strings.Repeat("é", 32) + `…"`},
		{"no arguments", SchemaValidation("plain"), "plain"},
	}
	for _, tc := range cases {
		if diff := cmp.Diff(tc.want, tc.err.Message); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}
