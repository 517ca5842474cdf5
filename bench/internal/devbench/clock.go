package devbench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// BlockClock learns, independently of the service, when each block of a
// chain appeared: it polls the chain's height (eth_blockNumber on an EVM
// chain) and records the wall-clock time each height was first seen.
// Blocks that appear between two polls get the time of the poll that
// revealed them.
type BlockClock struct {
	Chain  string
	height func(context.Context) (uint64, error)
	every  time.Duration
	closer func()

	mu     sync.Mutex
	seen   map[uint64]time.Time
	first  uint64 // the head at the first poll, whose time is not its own
	head   uint64
	polls  int
	errors int
	lastEr string
}

// NewBlockClock polls eth_blockNumber of the EVM chain at rpcURL every
// every once Run runs.
func NewBlockClock(chain, rpcURL string, every time.Duration) *BlockClock {
	c := &http.Client{Timeout: 2 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 2}}
	b := NewHeightClock(chain, every, func(ctx context.Context) (uint64, error) { return blockNumber(ctx, c, chain, rpcURL) })
	b.closer = c.CloseIdleConnections
	return b
}

// NewHeightClock polls height every every once Run runs: a chain of any
// family.
func NewHeightClock(chain string, every time.Duration, height func(context.Context) (uint64, error)) *BlockClock {
	return &BlockClock{Chain: chain, height: height, every: every, seen: map[uint64]time.Time{}}
}

// Run polls until ctx ends.
func (b *BlockClock) Run(ctx context.Context) {
	if b.closer != nil {
		defer b.closer()
	}
	t := time.NewTicker(b.every)
	defer t.Stop()
	for {
		n, err := b.height(ctx)
		now := time.Now()
		b.mu.Lock()
		b.polls++
		if err != nil {
			if ctx.Err() == nil {
				b.errors++
				b.lastEr = err.Error()
			}
		} else if n > b.head || len(b.seen) == 0 {
			from := b.head + 1
			if len(b.seen) == 0 {
				from, b.first = n, n // blocks before the first poll have no known time
			}
			for k := from; k <= n; k++ {
				b.seen[k] = now
			}
			b.head = n
		}
		b.mu.Unlock()
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// FirstSeen is when block n was first seen (false if never).
func (b *BlockClock) FirstSeen(n uint64) (time.Time, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	t, ok := b.seen[n]
	return t, ok
}

// Wait waits up to limit for block n to be seen, for the rare answer that
// outruns the poller.
func (b *BlockClock) Wait(ctx context.Context, n uint64, limit time.Duration) (time.Time, bool) {
	deadline := time.Now().Add(limit)
	for {
		if t, ok := b.FirstSeen(n); ok {
			return t, true
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			return time.Time{}, false
		}
		time.Sleep(b.every)
	}
}

// Intervals are the times between consecutive blocks, each revealed
// alone by a poll of its own (a poll that revealed several blocks dates
// none of them well): the chain's block interval as seen from outside,
// good to about one poll.
func (b *BlockClock) Intervals() []time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	alone := func(n uint64) (time.Time, bool) {
		t, ok := b.seen[n]
		if !ok || n == b.first {
			return t, false
		}
		for _, m := range []uint64{n - 1, n + 1} {
			if u, ok := b.seen[m]; ok && u.Equal(t) {
				return t, false
			}
		}
		return t, true
	}
	var out []time.Duration
	for n := range b.seen {
		prev, ok1 := alone(n - 1)
		t, ok2 := alone(n)
		if ok1 && ok2 {
			out = append(out, t.Sub(prev))
		}
	}
	return out
}

// Stats counts the polls and failed polls, with the last failure.
func (b *BlockClock) Stats() (polls, errors int, last string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.polls, b.errors, b.lastEr
}

var blockNumberBody = []byte(`{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}`)

func blockNumber(ctx context.Context, c *http.Client, chain, url string) (uint64, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(blockNumberBody))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 4096))
	if err != nil {
		return 0, err
	}
	var out struct {
		Result string `json:"result"`
		Error  *struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return 0, fmt.Errorf("eth_blockNumber on chain %s: %w", chain, err)
	}
	if out.Error != nil {
		return 0, fmt.Errorf("eth_blockNumber on chain %s: %s", chain, out.Error.Message)
	}
	return strconv.ParseUint(strings.TrimPrefix(out.Result, "0x"), 16, 64)
}

// Start runs the clock until the returned stop, which waits for it to
// end.
func (b *BlockClock) Start(ctx context.Context) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { defer close(done); b.Run(ctx) }()
	return func() { cancel(); <-done }
}

// StartClocks runs a block clock on each EVM chain of rpc (chain id →
// JSON-RPC URL), polling every every, until the returned stop.
func StartClocks(ctx context.Context, rpc map[string]string, every time.Duration) (clocks map[string]*BlockClock, stop func()) {
	clocks = map[string]*BlockClock{}
	var stops []func()
	for chainID, u := range rpc {
		clocks[chainID] = NewBlockClock(chainID, u, every)
		stops = append(stops, clocks[chainID].Start(ctx))
	}
	return clocks, func() {
		for _, s := range stops {
			s()
		}
	}
}

// ClockProblems are the clocks' failed polls, one line per clock that had
// any: a problem of the run, since its latencies lean on them.
func ClockProblems(clocks map[string]*BlockClock) []string {
	var out []string
	for _, bc := range clocks {
		if polls, errs, last := bc.Stats(); errs > 0 {
			out = append(out, fmt.Sprintf("block clock of chain %s: %d of %d polls failed (last: %s)", bc.Chain, errs, polls, last))
		}
	}
	return out
}
