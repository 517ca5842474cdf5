package status

import (
	"testing"
	"time"
)

func TestNextPoll(t *testing.T) {
	t.Parallel()
	s := time.Second
	cases := []struct {
		name              string
		elapsed, p50, p90 time.Duration
		want              time.Duration
	}{
		{"short route, early", 0, 3 * s, 5 * s, 1 * s},
		{"long route, early", 10 * s, 120 * s, 180 * s, 5 * s},
		{"just before the estimate", 118 * s, 120 * s, 180 * s, 2 * s},
		{"between p50 and p90", 130 * s, 120 * s, 180 * s, 5 * s},
		{"late", 200 * s, 120 * s, 180 * s, 10 * s},
		{"late, short route", 20 * s, 3 * s, 5 * s, 2 * s},
		{"no estimate", 0, 0, 0, 2 * s},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := NextPoll(tc.elapsed, tc.p50, tc.p90); got != tc.want {
				t.Errorf("NextPoll(%s, %s, %s) = %s, want %s", tc.elapsed, tc.p50, tc.p90, got, tc.want)
			}
		})
	}
}
