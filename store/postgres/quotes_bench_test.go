package postgres

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/route"
)

// BenchmarkSaveQuote measures SaveQuote one caller at a time (latency:
// p50/p99 µs of single calls) and with many callers (throughput), with a
// route of realistic size.
func BenchmarkSaveQuote(b *testing.B) {
	s, _ := openTest(b)
	ctx := context.Background()
	exp := time.Now().Add(time.Minute).UTC()
	body := []byte(`{"steps":[` + strings.Repeat(`{"type":"swap","tool":"uniswap","amount":"1000000"},`, 20) + `{}]}`)
	var n atomic.Int64
	quote := func() route.StoredQuote {
		return route.StoredQuote{ID: fmt.Sprint("q", n.Add(1)), IntegratorID: "ih", FromChain: "1", ToChain: "42161",
			FromAddress: "0x00000000000000000000000000000000000000aa", Request: []byte(`{"fromChain":"1"}`), Route: body,
			CreatedAt: time.Now().UTC(), ExpiresAt: exp, Full: true}
	}
	report := func(b *testing.B, took []time.Duration) {
		slices.Sort(took)
		at := func(p int) float64 { return float64(took[(p*len(took)+99)/100-1].Nanoseconds()) / 1e3 }
		b.ReportMetric(at(50), "p50-µs")
		b.ReportMetric(at(99), "p99-µs")
		b.ReportMetric(float64(len(took))/b.Elapsed().Seconds(), "quotes/s")
	}
	b.Run("serial", func(b *testing.B) {
		took := make([]time.Duration, 0, b.N)
		for b.Loop() {
			start := time.Now()
			if err := s.SaveQuote(ctx, quote()); err != nil {
				b.Fatal(err)
			}
			took = append(took, time.Since(start))
		}
		report(b, took)
	})
	b.Run("parallel", func(b *testing.B) {
		var mu sync.Mutex
		var took []time.Duration
		b.SetParallelism(4) // callers per GOMAXPROCS, within the pool's connections
		b.RunParallel(func(pb *testing.PB) {
			var mine []time.Duration
			for pb.Next() {
				start := time.Now()
				if err := s.SaveQuote(ctx, quote()); err != nil {
					b.Error(err)
					return
				}
				mine = append(mine, time.Since(start))
			}
			mu.Lock()
			took = append(took, mine...)
			mu.Unlock()
		})
		report(b, took)
	})
}
