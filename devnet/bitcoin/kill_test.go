package bitcoin

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

const helperEnv = "SWITCHYARD_BTC_HELPER_DIR"

// TestHelperChain is not a test: TestKill9 runs the test binary with it as
// the parent of a chain that mines every 200 ms, and kills it.
func TestHelperChain(t *testing.T) {
	dir := os.Getenv(helperEnv)
	if dir == "" {
		t.Skip("helper process for TestKill9")
	}
	c, err := Start(context.Background(), Config{DataDir: dir, Seed: testSeed, BlockInterval: 200 * time.Millisecond})
	if err != nil {
		fmt.Println("ERR", err)
		os.Exit(1)
	}
	fmt.Println("READY", c.Node.PID(), c.EsploraURL())
	select {} // until killed
}

func tipHeight(t *testing.T, url string) int {
	t.Helper()
	code, body := getText(t, url+"/blocks/tip/height")
	h, err := strconv.Atoi(body)
	if code != 200 || err != nil {
		t.Fatalf("tip height: HTTP %d %q", code, body)
	}
	return h
}

// TestKill9: blocks come on their own; kill -9 of the parent stops btcd
// (Pdeathsig); a restart on the data dir has every block the API showed.
func TestKill9(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperChain$", "-test.v")
	cmd.Env = append(os.Environ(), helperEnv+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	var pid int
	var url string
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) > 0 && f[0] == "ERR" {
			t.Fatal(sc.Text())
		}
		if len(f) == 3 && f[0] == "READY" {
			pid, _ = strconv.Atoi(f[1])
			url = f[2]
			break
		}
	}
	if url == "" {
		t.Fatal("helper did not start")
	}
	first := tipHeight(t, url)
	last := first
	for deadline := time.Now().Add(time.Minute); last < first+3; {
		if time.Now().After(deadline) {
			t.Fatalf("no blocks mined on their own: height %d after a minute", last)
		}
		time.Sleep(100 * time.Millisecond)
		last = tipHeight(t, url)
	}

	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	for deadline := time.Now().Add(30 * time.Second); syscall.Kill(pid, 0) == nil; {
		if time.Now().After(deadline) {
			syscall.Kill(pid, syscall.SIGKILL)
			t.Fatal("btcd outlived its parent's kill -9")
		}
		time.Sleep(50 * time.Millisecond)
	}

	c := startChain(t, dir)
	defer c.Close()
	if h := tipHeight(t, c.EsploraURL()); h < last {
		t.Fatalf("height %d after the restart, the API showed %d before the kill", h, last)
	}
}
