package bitcoin

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestFeeRates(t *testing.T) {
	clock := time.Unix(1_000_000, 0)
	var reads int
	var answer map[string]float64
	var fail error
	f := NewFeeRates(FeeRatesConfig{Fresh: 10 * time.Second, Stale: time.Minute, Now: func() time.Time { return clock }})
	f.read = func(context.Context) (map[string]float64, error) {
		reads++
		return answer, fail
	}
	steps := []struct {
		name      string
		advance   time.Duration
		answer    map[string]float64
		fail      error
		want      float64
		wantErr   bool
		wantReads int
	}{
		{name: "nothing kept and the API fails", fail: errors.New("timeout"), wantErr: true, wantReads: 1},
		{name: "first answer", answer: map[string]float64{"2": 5}, want: 5, wantReads: 2},
		{name: "fresh: not asked again", advance: 9 * time.Second, answer: map[string]float64{"2": 7}, want: 5, wantReads: 2},
		{name: "older than fresh: asked again", advance: 2 * time.Second, answer: map[string]float64{"2": 7}, want: 7, wantReads: 3},
		{name: "the API fails: the kept answer stands in", advance: 30 * time.Second, fail: errors.New("timeout"), want: 7, wantReads: 4},
		{name: "older than stale: the failure shows", advance: 31 * time.Second, fail: errors.New("timeout"), wantErr: true, wantReads: 5},
		{name: "floor", answer: map[string]float64{"2": 1}, want: 2, wantReads: 6},
	}
	for _, s := range steps {
		clock = clock.Add(s.advance)
		answer, fail = s.answer, s.fail
		got, err := f.Rate(context.Background(), 2, 2)
		if (err != nil) != s.wantErr || (err == nil && got != s.want) || reads != s.wantReads {
			t.Errorf("%s: rate %v err %v after %d reads; want %v (error %v) after %d", s.name, got, err, reads, s.want, s.wantErr, s.wantReads)
		}
	}
}
