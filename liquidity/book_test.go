package liquidity

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestOnPublishObservers(t *testing.T) {
	for _, tc := range []struct {
		name    string
		remove  []int // observers unregistered before the second publish
		want    []string
		version uint64
	}{
		{"every observer sees every chain, in registration order", nil,
			[]string{"a:s:1", "b:s:1", "c:s:1", "a:s:1", "b:s:1", "c:s:1", "a:s:2", "b:s:2", "c:s:2"}, 2},
		{"a removed observer sees no more", []int{1},
			[]string{"a:s:1", "b:s:1", "c:s:1", "a:s:1", "c:s:1", "a:s:2", "c:s:2"}, 2},
		{"removing twice is harmless", []int{0, 0, 2},
			[]string{"a:s:1", "b:s:1", "c:s:1", "b:s:1", "b:s:2"}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := NewBook()
			var got []string
			var removes []func()
			for _, name := range []string{"a", "b", "c"} {
				removes = append(removes, b.OnPublish(func(source string, c *Chain) {
					got = append(got, fmt.Sprintf("%s:%s:%s", name, source, c.ID))
				}))
			}
			b.Publish("s", &Chain{ID: "1"})
			for _, i := range tc.remove {
				removes[i]()
			}
			b.Publish("s", &Chain{ID: "1"}, &Chain{ID: "2"})
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("observed (-want +got):\n%s", diff)
			}
			if s := b.Snapshot(); s.Version != tc.version || len(s.Chains) != 2 {
				t.Errorf("snapshot version %d, %d chains", s.Version, len(s.Chains))
			}
		})
	}
}
