package cosmosbridge

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	sdkmath "cosmossdk.io/math"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/devnet/cosmos"
)

// processConfig is what a bridge process is started with.
type processConfig struct {
	Chains      []Chain
	JournalPath string
}

// runBridgeProcess runs a bridge until killed.
func runBridgeProcess(raw string) int {
	var pc processConfig
	if err := json.Unmarshal([]byte(raw), &pc); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	b, err := New(Config{Chains: pc.Chains, Messages: newFakeMessages(), JournalPath: pc.JournalPath, Interval: 50 * time.Millisecond})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if err := b.Start(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Println("bridging")
	select {} // until killed
}

// TestBridgeKilled: a bridge process killed (SIGKILL) while it forwards
// transfers loses none and sends none twice once a bridge runs again on
// its journal.
func TestBridgeKilled(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	tn := startNet(t, false)
	user := tn.fundUser(t, 4, 50_000_000)
	raw, _ := json.Marshal(processConfig{Chains: tn.cfg.Chains, JournalPath: tn.cfg.JournalPath})
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	proc := exec.Command(exe)
	proc.Env = append(os.Environ(), bridgeEnv+"="+string(raw))
	proc.Stderr = os.Stderr
	out, err := proc.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := proc.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = proc.Process.Kill(); _ = proc.Wait() })
	if line, err := bufio.NewReader(out).ReadString('\n'); err != nil || line != "bridging\n" {
		t.Fatalf("bridge process: %q, %v", line, err)
	}

	const n = 4
	var recipients []string
	var keys []string
	for i := range n {
		to := freshAddress(t, cosmos.CosmosHubChainID)
		memo, _ := json.Marshal(api.BridgeMemo{DestinationChain: "cosmoshub", DestinationAddress: to, Type: api.MemoTypeToken, QuoteID: fmt.Sprint("q", i)})
		key, _ := tn.sendToBridge(t, user, int64(1_000_000*(i+1)), string(memo))
		recipients, keys = append(recipients, to), append(keys, key)
	}
	// Kill it once it has signed a forward (in flight, or just landed).
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		if b, err := os.ReadFile(tn.cfg.JournalPath); err == nil && (strings.Contains(string(b), `"inflight"`) || strings.Contains(string(b), `"forward"`)) {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err := proc.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = proc.Wait()
	j, err := openJournal(tn.cfg.JournalPath)
	if err != nil {
		t.Fatal(err)
	}
	done := 0
	for _, job := range j.jobs() {
		if job.State != StateOpen {
			done++
		}
	}
	t.Logf("killed with %d of %d jobs recorded, %d done", len(j.jobs()), n, done)

	tn.start(t)
	atom, voucher := tn.clients[cosmos.CosmosHubChainID], cosmos.USDCVoucher(cosmos.CosmosHubChainID)
	for i, key := range keys {
		if job := waitJob(t, tn.bridge, key); job.State != StateDone {
			t.Errorf("job %+v", job)
		}
		waitBalance(t, atom, recipients[i], voucher, sdkmath.NewInt(int64(1_000_000*(i+1))))
	}
	time.Sleep(2 * time.Second) // more rounds change nothing
	for i, to := range recipients {
		waitBalance(t, atom, to, voucher, sdkmath.NewInt(int64(1_000_000*(i+1))))
	}
}
