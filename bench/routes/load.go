package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/bench/internal/proc"
	"github.com/switchyard-dev/switchyard/bench/worlds"
)

// quoteBodies hands out POST /v2/route bodies built from world samples,
// round-robin; each pass over the samples after the first changes every
// amount by a few base units (see perturb), so no two requests of a run
// are identical and the service's plan cache cannot answer them.
type quoteBodies struct {
	samples        []worlds.Sample
	prefix, suffix [][]byte // the body around the fromAmount digits
	next           atomic.Uint64
}

// newQuoteBodies builds the bodies: the catalog's addresses of the
// sample's tokens (EIP-55; the native asset as the catalog lists it), a
// valid wallet per sample as fromAddress and toAddress, quoteOnly true.
func newQuoteBodies(samples []worlds.Sample) *quoteBodies {
	q := &quoteBodies{samples: samples, prefix: make([][]byte, len(samples)), suffix: make([][]byte, len(samples))}
	for i, s := range samples {
		wallet := common.BigToAddress(uint256.NewInt(0x5eed_0000_0000 + uint64(i)).ToBig()).Hex()
		q.prefix[i] = fmt.Appendf(nil, `{"fromChain":%q,"fromToken":%q,"fromAmount":"`, s.FromChain, s.FromToken.Hex())
		q.suffix[i] = fmt.Appendf(nil, `","fromAddress":%q,"toChain":%q,"toToken":%q,"toAddress":%q,"quoteOnly":true}`,
			wallet, s.ToChain, s.ToToken.Hex(), wallet)
	}
	return q
}

// body returns the next request body (a new slice: the transport may
// still read a body after the response has arrived).
func (q *quoteBodies) body() []byte {
	k := q.next.Add(1) - 1
	n := uint64(len(q.samples))
	i, pass := k%n, k/n
	s := &q.samples[i]
	amount := s.Amount
	if pass > 0 {
		perturb(s, int(pass-1), &amount)
	}
	b := make([]byte, 0, len(q.prefix[i])+len(q.suffix[i])+80)
	b = append(b, q.prefix[i]...)
	b = append(b, amount.Dec()...)
	return append(b, q.suffix[i]...)
}

// workload is one kind of request driven against the service.
type workload struct {
	name string
	path string
	// newRequest builds one request.
	newRequest func(ctx context.Context, base string) (*http.Request, error)
	// quotes: 400 answers with a route reason are legitimate answers.
	quotes bool
}

func quoteWorkload(bodies *quoteBodies, integratorID string) workload {
	hdr := http.Header{}
	hdr.Set("x-integrator-id", integratorID)
	hdr.Set("Content-Type", "application/json")
	hdr.Set("Accept", "application/json")
	return workload{name: "quotes", path: "POST /v2/route", quotes: true,
		newRequest: func(ctx context.Context, base string) (*http.Request, error) {
			body := bodies.body()
			req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/v2/route", bytes.NewReader(body))
			if err != nil {
				return nil, err
			}
			req.Header = hdr // shared and read-only: RoundTrip never modifies it
			return req, nil
		}}
}

func healthzWorkload() workload {
	hdr := http.Header{}
	hdr.Set("Accept", "application/json")
	return workload{name: "healthz", path: "GET /healthz",
		newRequest: func(ctx context.Context, base string) (*http.Request, error) {
			req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/healthz", nil)
			if err != nil {
				return nil, err
			}
			req.Header = hdr
			return req, nil
		}}
}

// Answer classes of the load.
const (
	class200         = "200"
	class400NoRoute  = "400 NO_ROUTE"
	class400Low      = "400 AMOUNT_TOO_LOW"
	class400High     = "400 AMOUNT_TOO_HIGH"
	class400Other    = "400 other"
	class429         = "429"
	class5xx         = "5xx"
	classTransport   = "transport error"
	classOtherStatus = "other status"
)

// legit reports whether the class is an answer the service may give to a
// valid request: a quote, or "no route" / "amount too low/high".
func legit(class string) bool {
	switch class {
	case class200, class400NoRoute, class400Low, class400High:
		return true
	}
	return false
}

// legit400 reports whether the class is a legitimate 400 answer.
func legit400(class string) bool { return class != class200 && legit(class) }

var reasonClasses = []struct {
	needle []byte
	class  string
}{
	{[]byte(`"reason":"NO_ROUTE"`), class400NoRoute},
	{[]byte(`"reason":"AMOUNT_TOO_LOW"`), class400Low},
	{[]byte(`"reason":"AMOUNT_TOO_HIGH"`), class400High},
}

func classifyResponse(status int, body []byte) string {
	switch {
	case status == http.StatusOK:
		return class200
	case status == http.StatusBadRequest:
		for _, rc := range reasonClasses {
			if bytes.Contains(body, rc.needle) {
				return rc.class
			}
		}
		return class400Other
	case status == http.StatusTooManyRequests:
		return class429
	case status >= 500:
		return class5xx
	}
	return classOtherStatus
}

// sliceResult is one stretch of load on one workload.
type sliceResult struct {
	Elapsed time.Duration
	Counts  map[string]int
	Lat200  []time.Duration
	Lat400  []time.Duration // legitimate 400 answers
	// FirstUnexpected is the first answer outside the legitimate ones.
	FirstUnexpected string
	serverCPU       time.Duration
}

func (r *sliceResult) merge(o *sliceResult) {
	r.Elapsed += o.Elapsed
	if r.Counts == nil {
		r.Counts = map[string]int{}
	}
	for k, v := range o.Counts {
		r.Counts[k] += v
	}
	r.Lat200 = append(r.Lat200, o.Lat200...)
	r.Lat400 = append(r.Lat400, o.Lat400...)
	if r.FirstUnexpected == "" {
		r.FirstUnexpected = o.FirstUnexpected
	}
	r.serverCPU += o.serverCPU
}

func (r *sliceResult) total() int {
	n := 0
	for _, v := range r.Counts {
		n += v
	}
	return n
}

// perSec is the rate of the classes accepted by keep.
func (r *sliceResult) perSec(keep func(string) bool) float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	n := 0
	for k, v := range r.Counts {
		if keep(k) {
			n += v
		}
	}
	return float64(n) / r.Elapsed.Seconds()
}

func is200(class string) bool { return class == class200 }

// drive runs conc keep-alive clients against base until dur has passed or,
// with limit > 0, limit requests have been sent. Requests in flight at
// the end finish and are counted. pid, when > 0, is the server process
// whose CPU time the slice records.
func drive(ctx context.Context, c *http.Client, base string, w workload, conc int, dur time.Duration, limit int64, pid int) sliceResult {
	type workerResult struct {
		counts     map[string]int
		lat200     []time.Duration
		lat400     []time.Duration
		unexpected string
	}
	results := make([]workerResult, conc)
	var sent atomic.Int64
	var wg sync.WaitGroup
	var cpu0 time.Duration
	if pid > 0 {
		cpu0, _ = proc.CPU(pid)
	}
	start := time.Now()
	end := start.Add(dur)
	for i := range conc {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res := workerResult{counts: map[string]int{}, lat200: make([]time.Duration, 0, 1024)}
			var buf bytes.Buffer
			for ctx.Err() == nil && time.Now().Before(end) {
				if limit > 0 && sent.Add(1) > limit {
					break
				}
				req, err := w.newRequest(ctx, base)
				if err != nil {
					res.counts["request: "+err.Error()]++
					break
				}
				t0 := time.Now()
				resp, err := c.Do(req)
				if err != nil {
					if ctx.Err() != nil {
						break
					}
					res.counts[classTransport]++
					if res.unexpected == "" {
						res.unexpected = "transport: " + loadgen.ErrKind(err)
					}
					time.Sleep(5 * time.Millisecond) // no hot loop on a dead server
					continue
				}
				buf.Reset()
				_, err = buf.ReadFrom(resp.Body)
				resp.Body.Close()
				took := time.Since(t0)
				if err != nil {
					if ctx.Err() != nil {
						break
					}
					res.counts[classTransport]++
					if res.unexpected == "" {
						res.unexpected = "read body: " + loadgen.ErrKind(err)
					}
					continue
				}
				class := classifyResponse(resp.StatusCode, buf.Bytes())
				if !w.quotes && class != class200 {
					class = fmt.Sprintf("status %d", resp.StatusCode)
				}
				res.counts[class]++
				switch {
				case class == class200:
					res.lat200 = append(res.lat200, took)
				case w.quotes && legit400(class):
					res.lat400 = append(res.lat400, took)
				case res.unexpected == "":
					res.unexpected = fmt.Sprintf("%s %d: %s", w.path, resp.StatusCode, loadgen.Truncate(buf.String(), 300))
				}
			}
			results[i] = res
		}()
	}
	wg.Wait()
	out := sliceResult{Elapsed: time.Since(start), Counts: map[string]int{}}
	if pid > 0 {
		if cpu1, err := proc.CPU(pid); err == nil {
			out.serverCPU = cpu1 - cpu0
		}
	}
	for _, r := range results {
		for k, v := range r.counts {
			out.Counts[k] += v
		}
		out.Lat200 = append(out.Lat200, r.lat200...)
		out.Lat400 = append(out.Lat400, r.lat400...)
		if out.FirstUnexpected == "" {
			out.FirstUnexpected = r.unexpected
		}
	}
	return out
}

// probe sends one request of the workload and returns its status and body.
func probe(ctx context.Context, c *http.Client, base string, w workload) (int, []byte, error) {
	req, err := w.newRequest(ctx, base)
	if err != nil {
		return 0, nil, err
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, b, err
}
