package main

import (
	"slices"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
)

// Latency summarizes durations, in microseconds.
type Latency struct {
	N      int     `json:"n"`
	P50us  float64 `json:"p50_us"`
	P90us  float64 `json:"p90_us"`
	P99us  float64 `json:"p99_us"`
	MaxUs  float64 `json:"max_us"`
	MeanUs float64 `json:"mean_us"`
}

// summarize sorts ds in place and summarizes them.
func summarize(ds []time.Duration) Latency {
	if len(ds) == 0 {
		return Latency{}
	}
	slices.Sort(ds)
	var sum time.Duration
	for _, d := range ds {
		sum += d
	}
	return Latency{
		N:      len(ds),
		P50us:  us(loadgen.Percentile(ds, 50)),
		P90us:  us(loadgen.Percentile(ds, 90)),
		P99us:  us(loadgen.Percentile(ds, 99)),
		MaxUs:  us(ds[len(ds)-1]),
		MeanUs: us(sum / time.Duration(len(ds))),
	}
}

func us(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }

// ratio is a/b, 0 when b is 0.
func ratio(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}
