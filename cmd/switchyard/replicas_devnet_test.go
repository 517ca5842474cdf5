//go:build !nodevnet

package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/internal/testkit"
	"github.com/switchyard-dev/switchyard/internal/testsvc"
	"github.com/switchyard-dev/switchyard/status"
)

// replicaSet is two replicas of the service on one PostgreSQL, one Redis
// and one devnet run alone, as the README's "running several replicas"
// section starts them.
type replicaSet struct {
	pg, redis string
	admin     string            // the devnet's admin URL
	rpc       map[string]string // its chains' RPC URLs
	flags     []string          // what every replica is started with
}

// newReplicaSet starts the devnet alone; replicas start with flags.
func newReplicaSet(t *testing.T, devnetFlags ...string) *replicaSet {
	t.Helper()
	testkit.Slow(t, "starts the devnet, PostgreSQL and Redis")
	rs := &replicaSet{pg: testsvc.PostgresURL(t), redis: testsvc.RedisURL(t)}
	rs.admin, rs.rpc = devnetAlone(t, devnetFlags...)
	rs.flags = []string{"--devnet-url", rs.admin, "--database-url", rs.pg, "--redis-url", rs.redis,
		"--webhook-key-file", filepath.Join(t.TempDir(), "webhook-master-key")}
	return rs
}

// devnetAlone runs `switchyard devnet` on free ports until the test ends
// and returns its admin URL and its chains' RPC URLs.
func devnetAlone(t *testing.T, flags ...string) (string, map[string]string) {
	t.Helper()
	testkit.Slow(t, "starts the devnet")
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	stderr := &syncBuffer{}
	done := make(chan int, 1)
	args := append([]string{"devnet", "--rpc-port", "0", "--listen-admin", "127.0.0.1:0", "--explorer-listen", "127.0.0.1:0",
		"--data-dir", t.TempDir()}, flags...)
	go func() {
		done <- runCommand(ctx, args, pw, stderr)
		pw.Close()
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Errorf("devnet did not stop within 20 s of cancellation")
		}
	})
	var out strings.Builder
	sc := bufio.NewScanner(pr)
	admin := ""
	for admin == "" && sc.Scan() {
		out.WriteString(sc.Text() + "\n")
		if m := adminLine.FindStringSubmatch(sc.Text()); m != nil {
			admin = m[1]
		}
	}
	if admin == "" {
		t.Fatalf("devnet printed no admin URL:\n%s\nstderr:\n%s", out.String(), stderr.String())
	}
	go io.Copy(io.Discard, pr)
	rpc := map[string]string{}
	for _, m := range chainLine.FindAllStringSubmatch(out.String(), -1) {
		rpc[m[1]] = m[2]
	}
	return admin, rpc
}

// replica starts one replica in-process.
func (rs *replicaSet) replica(t *testing.T, extra ...string) *service {
	t.Helper()
	return startServe(t, t.TempDir(), append(append([]string{}, rs.flags...), extra...)...)
}

// integrators runs `switchyard integrators` against the shared database
// and returns its stdout.
func (rs *replicaSet) integrators(t *testing.T, args ...string) string {
	t.Helper()
	out, errOut, code := runMain(append([]string{"integrators"}, append(args, "--database-url", rs.pg, "--data-dir", t.TempDir())...)...)
	if code != 0 {
		t.Fatalf("integrators %v: exit %d\n%s", args, code, errOut)
	}
	return out
}

// addIntegrator adds one through the shared database and returns its id.
func (rs *replicaSet) addIntegrator(t *testing.T, name string, args ...string) string {
	t.Helper()
	out := rs.integrators(t, append([]string{"add", "--name", name}, args...)...)
	id := strings.TrimSpace(strings.SplitN(out, "\n", 2)[0])
	if !strings.HasPrefix(id, "sy_") {
		t.Fatalf("integrators add printed no id first: %q", out)
	}
	return id
}

func statusPath(tx, from, to, quoteID string) string {
	return "/v2/status?" + url.Values{"transactionId": {tx}, "fromChainId": {from}, "toChainId": {to}, "quoteId": {quoteID}}.Encode()
}

// TestReplicasShareOneState: two replicas on one PostgreSQL, one Redis and
// one devnet answer as one service: a quote from one is followed by the
// other's status, the rate of a testing-tier integrator is 1 request per
// second in total, the wallet quote window holds across them, and a
// revocation made through one refuses the integrator on the other at once.
func TestReplicasShareOneState(t *testing.T) {
	rs := newReplicaSet(t, "--chains", "1,42161", "--explorer-delay", "0s")
	a, b := rs.replica(t), rs.replica(t)
	id := rs.addIntegrator(t, "wallet", "--tier", "custom", "--rate", "1000")

	t.Run("a quote from one is answered by the other's status", func(t *testing.T) {
		w := routeWorldOn(t, a, id, rs.rpc, rs.admin)
		w.fund("1", "USDC", "100000000000")
		wb := *w
		wb.s = b
		for _, rc := range []struct{ from, to, fromSym, toSym, amount string }{
			{"1", "1", "USDC", "WBTC", "5000000000"},
			{"1", "42161", "USDC", "USDC", "10000000000"},
		} {
			quote, rcpt := w.route(rc.from, rc.to, rc.fromSym, rc.toSym, rc.amount, freshAddress("replicas "+rc.to), nil)
			tx := rcpt.TxHash.Hex()
			rec, seen := wb.waitState(tx, rc.from, rc.to, quote.Route.QuoteID, status.StateSuccess)
			t.Logf("%s→%s on replica b: %v", rc.from, rc.to, seen)
			if rec.QuoteID != quote.Route.QuoteID {
				t.Errorf("quoteId %q, want %q", rec.QuoteID, quote.Route.QuoteID)
			}
			// And the first replica answers the same terminal record.
			w.waitState(tx, rc.from, rc.to, quote.Route.QuoteID, status.StateSuccess)
		}
	})

	t.Run("a testing-tier integrator gets 1 request per second across both", func(t *testing.T) {
		tid := rs.addIntegrator(t, "tester", "--tier", "testing")
		const window = 6 * time.Second
		ok, refused := 0, 0
		start := time.Now()
		for i := 0; time.Since(start) < window; i++ {
			s := a
			if i%2 == 1 {
				s = b
			}
			resp, raw := s.do("GET", "/v2/chains?fields=chainId", tid, "")
			switch resp.StatusCode {
			case 200:
				ok++
			case 429:
				refused++
			default:
				t.Fatalf("chains: %d %s", resp.StatusCode, raw)
			}
			time.Sleep(20 * time.Millisecond)
		}
		// A full bucket of 1 at the start, then 1 per second.
		secs := time.Since(start).Seconds()
		lo, hi := int(0.9*secs), int(1.1*secs)+2
		t.Logf("%d allowed, %d refused in %.1f s over two replicas", ok, refused, secs)
		if ok < lo || ok > hi {
			t.Errorf("%d requests allowed in %.1f s across two replicas, want %d to %d (1 per second in total)", ok, secs, lo, hi)
		}
	})

	t.Run("an identical full quote on the other replica within the window gets 429", func(t *testing.T) {
		w := routeWorldOn(t, a, id, rs.rpc, rs.admin)
		wallet := freshAddress("window wallet").Hex()
		body := fmt.Sprintf(`{"fromChain":"1","fromToken":%q,"fromAmount":"1000000","fromAddress":%q,"toChain":"1","toToken":%q,"toAddress":%q,"slippage":1}`,
			w.token("1", "USDC"), wallet, w.token("1", "WBTC"), wallet)
		if resp, raw := a.do("POST", "/v2/route", id, body); resp.StatusCode != 200 {
			t.Fatalf("first full quote on replica a: %d %s", resp.StatusCode, raw)
		}
		resp, raw := b.do("POST", "/v2/route", id, body)
		if resp.StatusCode != 429 || resp.Header.Get("Retry-After") == "" {
			t.Fatalf("the same full quote on replica b: %d (Retry-After %q) %s; want 429", resp.StatusCode, resp.Header.Get("Retry-After"), raw)
		}
	})

	t.Run("revoking through one refuses on the other at once", func(t *testing.T) {
		rid := rs.addIntegrator(t, "leaver", "--tier", "production")
		if resp, raw := b.do("GET", "/v2/chains?fields=chainId", rid, ""); resp.StatusCode != 200 {
			t.Fatalf("before revocation: %d %s", resp.StatusCode, raw)
		}
		rs.integrators(t, "revoke", "--name", "leaver")
		for _, s := range []*service{b, a} {
			resp, raw := s.do("GET", "/v2/chains?fields=chainId", rid, "")
			if resp.StatusCode != 401 {
				t.Errorf("right after revocation: %d %s; want 401", resp.StatusCode, raw)
			}
		}
	})

	t.Run("readyz reports each dependency", func(t *testing.T) {
		resp, raw := a.do("GET", "/readyz", "", "")
		var body map[string]any
		json.Unmarshal(raw, &body)
		if resp.StatusCode != 200 || !strings.Contains(string(raw), "store") || !strings.Contains(string(raw), "redis") {
			t.Errorf("readyz: %d %s", resp.StatusCode, raw)
		}
	})
}
