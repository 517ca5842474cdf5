//go:build !nodevnet

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/jackc/pgx/v5"

	"github.com/switchyard-dev/switchyard/status"
)

// TestReplicaKilledUnderLoad: under a steady load of quotes and status
// polls across two replicas, one is killed with kill -9. No accepted quote
// is lost (the survivor knows every returned quoteId), the routes in
// flight reach their terminal state through the survivor (which takes
// over the dead replica's leases), and the survivor answers no 5xx.
func TestReplicaKilledUnderLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	rs := newReplicaSet(t, "--chains", "1,42161", "--explorer-delay", "0s")
	bin := filepath.Join(t.TempDir(), "switchyard")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	a, cmdA := startBinaryServe(t, bin, t.TempDir(), rs.flags...)
	id := rs.addIntegrator(t, "wallet", "--tier", "custom", "--rate", "100000")
	w := routeWorldOn(t, a, id, rs.rpc, rs.admin)
	w.fund("1", "USDC", "100000000000")

	// Routes in flight, followed by the replica that dies: GMP messages
	// held for gas (the destination's gas spiked after the quotes), seen by
	// replica a alone, so that it holds their leases.
	ctx := context.Background()
	type sent struct{ tx, quoteID string }
	var routes []sent
	quotes := []*routeAnswer{w.quoteGMP(freshAddress("fault 0")), w.quoteGMP(freshAddress("fault 1"))}
	if _, err := w.admin.SpikeGas(ctx, "42161", "5000"); err != nil {
		t.Fatal(err)
	}
	defer w.admin.ResetGas(ctx, "42161")
	for _, q := range quotes {
		tx := w.execute("1", w.token("1", "USDC"), "2000000000", q).TxHash.Hex()
		w.waitState(tx, "1", "42161", q.Route.QuoteID, status.StateNeedsGas)
		routes = append(routes, sent{tx, q.Route.QuoteID})
	}
	b := rs.replica(t)

	// Steady load on both replicas until stop.
	var (
		mu       sync.Mutex
		accepted []string // quote ids returned
		dead     atomic.Bool
		fiveXX   []string
	)
	loadCtx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	load := func(worker int, request func(s *service, i int) (int, []byte)) {
		defer wg.Done()
		for i := 0; loadCtx.Err() == nil; i++ {
			s, name := a, "a"
			if (i+worker)%2 == 1 || dead.Load() {
				s, name = b, "b"
			}
			code, raw := request(s, i)
			if code >= 500 && (name == "b" || !dead.Load()) {
				mu.Lock()
				fiveXX = append(fiveXX, fmt.Sprintf("replica %s: %d %s", name, code, raw))
				mu.Unlock()
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	quoteBody := func(worker, i int) string {
		wallet := freshAddress(fmt.Sprint("load ", worker, " ", i)).Hex()
		return fmt.Sprintf(`{"fromChain":"1","fromToken":%q,"fromAmount":"%d","fromAddress":%q,"toChain":"42161","toToken":%q,"toAddress":%q,"slippage":1}`,
			w.token("1", "USDC"), 1_000_000+i, wallet, w.token("42161", "USDC"), wallet)
	}
	for worker := range 2 {
		wg.Add(1)
		go load(worker, func(s *service, i int) (int, []byte) {
			code, raw := tryDo(s, "POST", "/v2/route", id, quoteBody(worker, i))
			if code == 200 {
				var ans routeAnswer
				if json.Unmarshal(raw, &ans) == nil && ans.Route.QuoteID != "" {
					mu.Lock()
					accepted = append(accepted, ans.Route.QuoteID)
					mu.Unlock()
				}
			}
			return code, raw
		})
	}
	for worker := range 2 {
		wg.Add(1)
		go load(worker, func(s *service, i int) (int, []byte) {
			r := routes[i%len(routes)]
			return tryDo(s, "GET", statusPath(r.tx, "1", "42161", r.quoteID), id, "")
		})
	}

	time.Sleep(2 * time.Second)
	held := leasesOf(t, rs.pg, cmdA.Process.Pid)
	if err := cmdA.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmdA.Wait()
	dead.Store(true)
	t.Logf("replica a (pid %d) killed holding %d leases of open transactions", cmdA.Process.Pid, held)
	time.Sleep(3 * time.Second)
	stop()
	wg.Wait()

	for _, e := range fiveXX {
		t.Errorf("5xx: %s", e)
	}
	if len(accepted) == 0 {
		t.Fatal("no quote was accepted under load")
	}
	// Every returned quote id is known to the survivor: its status answers
	// "transaction not yet on chain", never "quote not found".
	for i, q := range accepted {
		unsent := fmt.Sprintf("0x%064x", 0xdead0000+i) // one per quote: a transaction executes one quote
		code, raw := tryDo(b, "GET", statusPath(unsent, "1", "42161", q), id, "")
		var body struct{ Reason string }
		json.Unmarshal(raw, &body)
		if code != 404 || body.Reason != "TX_NOT_FOUND" {
			t.Errorf("quote %s after the kill: %d %s; want 404 TX_NOT_FOUND", q, code, raw)
		}
	}
	t.Logf("%d quotes accepted under load, each known to the survivor", len(accepted))
	// The routes in flight reach success through the survivor: each
	// record's own recovery, as the survivor gives it, pays the gas.
	wb := *w
	wb.s = b
	payer, _ := crypto.HexToECDSA("92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e") // Hardhat/Anvil account 6
	for _, r := range routes {
		rec, _ := wb.waitState(r.tx, "1", "42161", r.quoteID, status.StateNeedsGas)
		if rec.Recovery == nil {
			t.Fatalf("needs_gas without recovery from the survivor: %+v", rec)
		}
		value, _ := new(big.Int).SetString(rec.Recovery.Value, 10)
		sendTx(t, ctx, w.clients["1"], payer, 1, common.HexToAddress(rec.Recovery.Target), value, hexutil.MustDecode(rec.Recovery.Data))
		_, seen := wb.waitState(r.tx, "1", "42161", r.quoteID, status.StateSuccess)
		t.Logf("route %s through the survivor: %v", r.tx, seen)
	}
	if held == 0 {
		t.Errorf("replica a held no lease when it was killed: the test followed no takeover")
	}
	n := metricValue(t, b, "switchyard_status_lease_takeovers_total")
	t.Logf("the survivor counted %v takeovers", n)
	if n < float64(held) {
		t.Errorf("the survivor took over %v transactions, the dead replica held %d", n, held)
	}
}

// loadClient keeps connections across the load's requests.
var loadClient = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 16}, Timeout: 30 * time.Second}

// tryDo sends a request as service.do does, but reports a connection
// failure (a dead replica's) as code 0 instead of failing the test.
func tryDo(s *service, method, path, id, body string) (int, []byte) {
	req, err := http.NewRequest(method, s.URL+path, strings.NewReader(body))
	if err != nil {
		return 0, nil
	}
	req.Header.Set("x-integrator-id", id)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := loadClient.Do(req)
	if err != nil {
		return 0, []byte(err.Error())
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return 0, []byte(err.Error())
	}
	return resp.StatusCode, raw
}

// leasesOf counts the open tracked transactions whose lease a process
// holds (lease owners are host/pid/random).
func leasesOf(t *testing.T, dbURL string, pid int) int {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var n int
	if err := conn.QueryRow(ctx, `SELECT count(*) FROM tracked_transactions WHERE NOT terminal AND lease_owner LIKE $1`,
		"%/"+strconv.Itoa(pid)+"/%").Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// metricValue reads one unlabelled metric of a service.
func metricValue(t *testing.T, s *service, name string) float64 {
	t.Helper()
	_, body := s.do("GET", "/metrics", "", "")
	m := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(name) + ` (\S+)$`).FindSubmatch(body)
	if m == nil {
		return 0
	}
	v, _ := strconv.ParseFloat(string(m[1]), 64)
	return v
}
