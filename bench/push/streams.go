package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

// StreamsResult is one run of the concurrent streams phase.
type StreamsResult struct {
	Mode      string `json:"mode"` // "distinct": one unseen transaction per stream; "same": every stream on one
	Requested int    `json:"requested"`
	Opened    int    `json:"opened"` // 200 text/event-stream and the first (not_found) event read
	// Alive counts the streams still open at the end of the hold that
	// read at least one heartbeat during it.
	Alive        int            `json:"alive_with_heartbeat"`
	EndedEarly   int            `json:"ended_early"`
	OpenErrors   map[string]int `json:"open_errors,omitempty"`
	OpenSec      float64        `json:"open_seconds"`
	OpenP50ms    float64        `json:"open_p50_ms"` // dial to the first event
	OpenP99ms    float64        `json:"open_p99_ms"`
	HoldSec      float64        `json:"hold_seconds"`
	Before       proc.Mem       `json:"rss_before"`
	Open         proc.Mem       `json:"rss_all_open"`
	HoldMaxRSSkB int64          `json:"rss_hold_max_kb"`
	AfterClose   proc.Mem       `json:"rss_after_close"`
	// PerStreamKB is (max RSS during the hold - RSS before) / opened.
	PerStreamKB float64 `json:"per_stream_kb"`
	// HoldCPUPct is the service's CPU over the hold, in percent of one
	// core: what following the open streams costs while nothing happens.
	HoldCPUPct float64  `json:"hold_cpu_pct"`
	BenchRSS   proc.Mem `json:"bench_process_rss"`
	// The service's Go runtime before opening and with all open, and the
	// difference per stream: goroutines, heap and stack KB.
	RuntimeBefore   goRuntime `json:"go_runtime_before"`
	RuntimeOpen     goRuntime `json:"go_runtime_all_open"`
	GoroutinesPer   float64   `json:"goroutines_per_stream"`
	HeapKBPer       float64   `json:"heap_kb_per_stream"`
	StackKBPer      float64   `json:"stack_kb_per_stream"`
	RuntimeProblems string    `json:"go_runtime_error,omitempty"`
	Pass            bool      `json:"pass"`
}

// streamsRun opens n streams of GET /v2/status/stream with the quote's id
// (mode "distinct": a fresh random transaction hash each, none of which
// will ever exist; "same": one such hash for all), openConc at a time,
// keeps them open for hold reading their heartbeats, and reads the
// service's memory before, during and after.
func streamsRun(ctx context.Context, svc *devbench.Service, id string, k devbench.RouteKind, quoteID, mode string, n, openConc int, hold time.Duration) (*StreamsResult, error) {
	res := &StreamsResult{Mode: mode, Requested: n, OpenErrors: map[string]int{}, HoldSec: hold.Seconds()}
	var err error
	if res.Before, err = proc.ReadMem(svc.PID()); err != nil {
		return nil, err
	}
	if res.RuntimeBefore, err = readGoRuntime(ctx, svc, id); err != nil {
		res.RuntimeProblems = err.Error()
	}
	same := randomHash()
	var (
		mu      sync.Mutex
		open    []*stream
		lat     []time.Duration
		started = time.Now()
		next    atomic.Int64
		wg      sync.WaitGroup
	)
	for range openConc {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for next.Add(1) <= int64(n) && ctx.Err() == nil {
				tx := same
				if mode == "distinct" {
					tx = randomHash()
				}
				t0 := time.Now()
				octx, cancel := context.WithTimeout(ctx, 30*time.Second)
				st, err := openStream(octx, svc.Addr, "/v2/status/stream?"+devbench.StatusQuery(k, tx, quoteID), id, 512)
				if err == nil {
					st.setDeadline(time.Now().Add(30 * time.Second))
					var it item
					if it, err = st.next(); err == nil && it.Heartbeat {
						it, err = st.next()
					}
					if err == nil && it.Event != "status" {
						err = fmt.Errorf("first item %+v is not a status event", it)
					}
					if err != nil {
						st.close()
					}
				}
				cancel()
				mu.Lock()
				if err != nil {
					res.OpenErrors[errKey(err)]++
				} else {
					open = append(open, st)
					lat = append(lat, time.Since(t0))
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	res.OpenSec = time.Since(started).Seconds()
	res.Opened = len(open)
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	if len(lat) > 0 {
		res.OpenP50ms, res.OpenP99ms = ms(lat[len(lat)*50/100]), ms(lat[min(len(lat)-1, len(lat)*99/100)])
	}
	progress("streams (%s): %d of %d open in %.1f s (errors %v); holding them %s", mode, res.Opened, n, res.OpenSec, res.OpenErrors, hold)
	if res.Open, err = proc.ReadMem(svc.PID()); err != nil {
		return nil, err
	}
	if res.RuntimeProblems == "" && res.Opened > 0 {
		if res.RuntimeOpen, err = readGoRuntime(ctx, svc, id); err != nil {
			res.RuntimeProblems = err.Error()
		} else {
			b, o, n := res.RuntimeBefore, res.RuntimeOpen, float64(res.Opened)
			res.GoroutinesPer = (o.Goroutines - b.Goroutines) / n
			res.HeapKBPer, res.StackKBPer = (o.HeapInuseMB-b.HeapInuseMB)*1024/n, (o.StackInuseMB-b.StackInuseMB)*1024/n
		}
	}

	// Hold: every stream is read by a goroutine of its own, which counts
	// the heartbeats and notes a stream the server ends.
	holdStart := time.Now()
	beats := make([]atomic.Int32, len(open))
	ended := make([]atomic.Bool, len(open))
	var readers sync.WaitGroup
	for i, st := range open {
		st.setDeadline(time.Time{})
		readers.Add(1)
		go func() {
			defer readers.Done()
			for {
				it, err := st.next()
				if err != nil {
					ended[i].Store(true) // by the server, or by the close below
					return
				}
				if it.Heartbeat {
					beats[i].Add(1)
				}
			}
		}()
	}
	cpu0, _ := proc.CPU(svc.PID())
	maxRSS := res.Open.RSSkB
	tick := time.NewTicker(500 * time.Millisecond)
	deadline := time.After(hold)
	for waiting := true; waiting; {
		select {
		case <-tick.C:
			if m, err := proc.ReadMem(svc.PID()); err == nil && m.RSSkB > maxRSS {
				maxRSS = m.RSSkB
			}
		case <-deadline:
			waiting = false
		case <-ctx.Done():
			waiting = false
		}
	}
	tick.Stop()
	cpu1, _ := proc.CPU(svc.PID())
	res.HoldCPUPct = 100 * (cpu1 - cpu0).Seconds() / time.Since(holdStart).Seconds()
	res.HoldMaxRSSkB = maxRSS
	for i := range beats {
		switch {
		case ended[i].Load():
			res.EndedEarly++
		case beats[i].Load() > 0:
			res.Alive++
		}
	}
	if res.Opened > 0 {
		res.PerStreamKB = float64(maxRSS-res.Before.RSSkB) / float64(res.Opened)
	}
	if m, err := proc.ReadMem(os.Getpid()); err == nil {
		res.BenchRSS = m
	}
	for _, st := range open {
		st.close()
	}
	readers.Wait()
	// Give the service a moment to see the closed connections go.
	select {
	case <-time.After(2 * time.Second):
	case <-ctx.Done():
	}
	res.AfterClose, _ = proc.ReadMem(svc.PID())
	res.Pass = res.Opened == n && res.Alive == n && float64(maxRSS)/1024 < streamsMemGoalMB
	return res, ctx.Err()
}

// randomHash is a transaction hash nobody will send.
func randomHash() string {
	var b [32]byte
	rand.Read(b[:])
	return "0x" + hex.EncodeToString(b[:])
}
