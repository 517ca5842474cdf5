package cosmos_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"testing"

	sdkmath "cosmossdk.io/math"
)

// restBalance checks a balance through the REST (LCD) API, as wallets and
// the status tracker read it.
func restBalance(t *testing.T, restURL, addr string, want sdkmath.Int) {
	t.Helper()
	resp, err := http.Get(restURL + "/cosmos/bank/v1beta1/balances/" + addr)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var body struct {
		Balances []struct{ Denom, Amount string }
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		t.Fatalf("REST balances: %v", err)
	}
	for _, b := range body.Balances {
		if b.Denom == "uusdc" {
			if b.Amount != want.String() {
				t.Fatalf("REST balance %s uusdc, want %s", b.Amount, want)
			}
			return
		}
	}
	t.Fatalf("REST balances of %s have no uusdc: %+v", addr, body.Balances)
}

// assertLoopbackOnly reads the process's listening TCP sockets from /proc
// and fails if one is not on 127.0.0.1.
func assertLoopbackOnly(t *testing.T, pid int) {
	t.Helper()
	inodes := socketInodes(t, pid)
	for _, file := range []string{"/proc/net/tcp", "/proc/net/tcp6"} {
		b, err := os.ReadFile(file)
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(b), "\n")[1:] {
			f := strings.Fields(line)
			if len(f) < 10 || f[3] != "0A" || !inodes[f[9]] { // 0A: LISTEN
				continue
			}
			if file == "/proc/net/tcp6" || !strings.HasPrefix(f[1], "0100007F:") {
				t.Errorf("process %d listens on %s (%s)", pid, f[1], file)
			}
		}
	}
}

func socketInodes(t *testing.T, pid int) map[string]bool {
	t.Helper()
	dir := fmt.Sprintf("/proc/%d/fd", pid)
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Skipf("no /proc: %v", err)
	}
	out := map[string]bool{}
	for _, e := range ents {
		l, err := os.Readlink(dir + "/" + e.Name())
		if err == nil && strings.HasPrefix(l, "socket:[") {
			out[strings.TrimSuffix(strings.TrimPrefix(l, "socket:["), "]")] = true
		}
	}
	return out
}
