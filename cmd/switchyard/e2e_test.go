package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/internal/testkit"
)

func TestNewcomerFlow(t *testing.T) {
	s := startService(t)
	if !strings.HasPrefix(s.DevID, "sy_") {
		t.Fatalf("no development integrator id printed (got %q)", s.DevID)
	}
	resp, body := s.do("GET", "/v2/chains", s.DevID, "")
	if resp.StatusCode != 200 {
		t.Fatalf("GET /v2/chains with the development id: %d %s", resp.StatusCode, body)
	}
	var chains struct{ Chains []map[string]any }
	if err := json.Unmarshal(body, &chains); err != nil || len(chains.Chains) < 30 {
		t.Fatalf("chains: %v, %d entries", err, len(chains.Chains))
	}
	resp, body = s.do("GET", "/v2/tokens", "", "")
	if resp.StatusCode != 401 || !strings.Contains(string(body), `"message":"x-integrator-id header is missing"`) {
		t.Errorf("missing header: %d %s", resp.StatusCode, body)
	}
	if resp.Header.Get("x-request-id") == "" {
		t.Error("no x-request-id on the response")
	}
	if strings.Contains(s.stderr.String(), s.DevID) {
		t.Error("the service log contains the integrator id")
	}
}

func TestIntegratorAdministration(t *testing.T) {
	s := startService(t)
	id := s.addIntegrator("acme", "--tier", "production")
	if !strings.HasPrefix(id, "sy_") || strings.Contains(id, "\n") {
		t.Fatalf("add printed %q, want only the id", id)
	}
	if resp, body := s.do("GET", "/v2/chains?chainId=1", id, ""); resp.StatusCode != 200 || resp.Header.Get("RateLimit-Limit") != "10" {
		t.Fatalf("new production integrator: %d limit %q %s", resp.StatusCode, resp.Header.Get("RateLimit-Limit"), body)
	}

	// Restricted chains appear once the integrator holds the flag.
	if resp, _ := s.do("GET", "/v2/chains?chainId=canton", id, ""); resp.StatusCode != 404 {
		t.Errorf("canton without its flag: %d", resp.StatusCode)
	}
	s.cli("integrators", "set-features", "--name", "acme", "--features", "canton")
	eventually(t, func() bool {
		resp, _ := s.do("GET", "/v2/chains?chainId=canton", id, "")
		return resp.StatusCode == 200
	}, "canton visible after set-features")

	s.cli("integrators", "set-tier", "--name", "acme", "--tier", "custom", "--rate", "1234")
	eventually(t, func() bool {
		resp, _ := s.do("GET", "/v2/sdk-info?chainId=1", id, "")
		return resp.Header.Get("RateLimit-Limit") == "1234"
	}, "custom tier applied")

	list := s.cli("integrators", "list", "--json")
	var rows []struct{ Name, Tier, State string }
	if err := json.Unmarshal([]byte(list), &rows); err != nil {
		t.Fatalf("list --json: %v\n%s", err, list)
	}
	if len(rows) != 2 || rows[0].Name != "development" || rows[1].Name != "acme" || rows[1].Tier != "custom" {
		t.Errorf("list: %+v", rows)
	}
	if strings.Contains(list, id) || strings.Contains(s.cli("integrators", "list"), id) {
		t.Error("list shows an integrator id")
	}

	s.cli("integrators", "revoke", "--id", id)
	eventually(t, func() bool {
		resp, body := s.do("GET", "/v2/chains", id, "")
		return resp.StatusCode == 401 && strings.Contains(string(body), "UNAUTHORIZED")
	}, "revoked id refused")
}

func TestIntegratorCLIErrors(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"integrators", "add", "--tier", "testing"}, "--name is required"},
		{[]string{"integrators", "add", "--name", "x", "--tier", "custom"}, "needs --rate"},
		{[]string{"integrators", "add", "--name", "x", "--tier", "gold"}, `tier "gold" is not one of`},
		{[]string{"integrators", "revoke", "--name", "ghost"}, `no integrator named "ghost"`},
		{[]string{"integrators", "frobnicate"}, `unknown integrators command "frobnicate"`},
	}
	for _, tt := range tests {
		_, stderr, code := runMain(append(tt.args, "--data-dir", dir)...)
		if code == 0 || !strings.Contains(stderr, tt.want) {
			t.Errorf("%v: exit %d, stderr %q; want failure mentioning %q", tt.args, code, stderr, tt.want)
		}
	}
}

func TestRestartKeepsStateAndShowsDevID(t *testing.T) {
	dir := t.TempDir()
	first := startServiceIn(t, dir)
	acme := first.addIntegrator("acme", "--tier", "testing")
	first.Stop()                     // the devnet's chains in the data dir belong to one process at a time
	second := startServiceIn(t, dir) // the next instance on the same data dir
	if second.DevID != first.DevID {
		t.Errorf("development id changed across starts: %q then %q", first.DevID, second.DevID)
	}
	if resp, _ := second.do("GET", "/v2/chains?chainId=1", acme, ""); resp.StatusCode != 200 {
		t.Errorf("integrator lost across restart: %d", resp.StatusCode)
	}
	if info, err := os.Stat(filepath.Join(dir, "development-integrator-id")); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("development id file: %v %v", info, err)
	}
}

func TestBadConfigurationFailsLoudly(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "catalog.json")
	os.WriteFile(bad, []byte(`{"chains":[{"chainId":"1","type":"evm"}]}`), 0o600)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"serve", "--catalog", bad}, "chainName is required"},
		{[]string{"serve", "--catalog", "/no/such/file.json"}, "no such file"},
		{[]string{"serve", "--listen", "nonsense"}, `--listen "nonsense" must be host:port`},
		{[]string{"serve", "--mode", "moon"}, `--mode "moon" must be devnet or live`},
		{[]string{"serve", "--log-level", "loud"}, `--log-level "loud"`},
		{[]string{"bogus"}, `unknown command "bogus"`},
	}
	for _, tt := range tests {
		_, stderr, code := runMain(append(tt.args, "--data-dir", t.TempDir())...)
		if code == 0 || !strings.Contains(stderr, tt.want) {
			t.Errorf("%v: exit %d, stderr %q; want failure mentioning %q", tt.args, code, stderr, tt.want)
		}
	}
}

// TestSIGTERMShutsDownGracefully runs the built binary as an operator would.
func TestSIGTERMShutsDownGracefully(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "switchyard")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	// Free ports only, the explorer's included: the tests run beside a
	// developer's own `switchyard serve` on the default ports.
	cmd := exec.Command(bin, "serve", "--listen", "127.0.0.1:0", "--data-dir", t.TempDir(),
		"--devnet-rpc-port", "0", "--devnet-admin-listen", "127.0.0.1:0", "--devnet-explorer-listen", "127.0.0.1:0")
	stdout, _ := cmd.StdoutPipe()
	// exec copies stderr from a goroutine of its own until Wait returns:
	// the buffer is read concurrently with those writes.
	stderr := &syncBuffer{}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(stdout)
	if !sc.Scan() || !strings.Contains(sc.Text(), "listening on") {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("no listening line: %q %s", sc.Text(), stderr.String())
	}
	drained := make(chan struct{})
	go func() {
		for sc.Scan() {
		}
		close(drained)
	}()
	cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() {
		<-drained // Wait closes the pipe: every read must be done first
		done <- cmd.Wait()
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("exit after SIGTERM: %v\n%s", err, stderr.String())
		}
		if !strings.Contains(stderr.String(), `"msg":"stopped"`) {
			t.Errorf("no orderly stop logged:\n%s", stderr.String())
		}
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		<-done
		t.Fatal("did not stop within 20 s of SIGTERM")
	}
}

// eventually polls cond for a few seconds: changes made by the admin CLI
// reach a running service within its store check interval.
func eventually(t *testing.T, cond func() bool, what string) {
	t.Helper()
	testkit.Eventually(t, 0, what, cond)
}

func TestConfigurationLayers(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "switchyard.json")
	os.WriteFile(cfg, []byte(`{"explorer-url": "https://from-file.example", "maintenance": true, "maintenance-message": "from file"}`), 0o600)
	t.Setenv("SWITCHYARD_MAINTENANCE_MESSAGE", "from env")
	s := startService(t, "--config", cfg, "--explorer-url", "https://from-flag.example")
	resp, body := s.do("GET", "/v2/sdk-info?chainId=1", s.DevID, "")
	if resp.StatusCode != 200 {
		t.Fatalf("sdk-info: %d %s", resp.StatusCode, body)
	}
	var info struct {
		AxelarscanURL       string
		IsInMaintenanceMode bool
		MaintenanceMessage  string
	}
	json.Unmarshal(body, &info)
	want := "https://from-flag.example true from env"
	if got := info.AxelarscanURL + " " + fmt.Sprint(info.IsInMaintenanceMode) + " " + info.MaintenanceMessage; got != want {
		t.Errorf("layers: got %q, want %q (flag > env > file > default)", got, want)
	}

	os.WriteFile(cfg, []byte(`{"listen": "127.0.0.1:0", "colour": "blue"}`), 0o600)
	if _, stderr, code := runMain("serve", "--config", cfg, "--data-dir", t.TempDir()); code == 0 || !strings.Contains(stderr, "unknown settings colour") {
		t.Errorf("unknown config key: exit %d %q", code, stderr)
	}
	t.Setenv("SWITCHYARD_MAINTENANCE", "perhaps")
	if _, stderr, code := runMain("serve", "--data-dir", t.TempDir()); code == 0 || !strings.Contains(stderr, `SWITCHYARD_MAINTENANCE="perhaps"`) {
		t.Errorf("bad env value: exit %d %q", code, stderr)
	}
}

func TestServeWithoutEmbeddedChains(t *testing.T) {
	s := startService(t, "--devnet-chains", "none")
	resp, body := s.do("GET", "/v2/chains?chainId=1", s.DevID, "")
	if resp.StatusCode != 200 || strings.Contains(string(body), "127.0.0.1") {
		t.Errorf("without the devnet the catalog keeps its public RPCs: %d %s", resp.StatusCode, body)
	}
	if _, stderr, code := runMain("devnet", "--chains", "none", "--rpc-port", "0", "--listen-admin", ""); code == 0 || !strings.Contains(stderr, "none") {
		t.Errorf("the devnet command needs chains: exit %d %q", code, stderr)
	}
}
