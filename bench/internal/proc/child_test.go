package proc

import (
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestChildReadsStdoutAndStops(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("needs sh and SIGTERM")
	}
	lines := make(chan string, 1)
	cmd := exec.Command("sh", "-c", "echo listening on here; exec sleep 60")
	c, err := Start(cmd, "sleeper", filepath.Join(t.TempDir(), "child.log"), 10*time.Second, func(l string) { Offer(lines, l) })
	if err != nil {
		t.Fatal(err)
	}
	if got := <-lines; got != "listening on here" {
		t.Fatalf("line %q", got)
	}
	if !c.Alive() || c.PID() <= 0 {
		t.Fatalf("Alive %v, PID %d", c.Alive(), c.PID())
	}
	err = c.Stop()
	if err == nil || !strings.HasPrefix(err.Error(), "sleeper exited with ") || !strings.HasSuffix(err.Error(), " after SIGTERM") {
		t.Fatalf("Stop = %v, want the signal named", err)
	}
	if c.Alive() {
		t.Fatal("alive after Stop")
	}
	if again := c.Stop(); again != err {
		t.Fatalf("second Stop = %v, want %v", again, err)
	}
}

func TestStopReportsAnEarlierExitOnlyWhenAsked(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("needs sh")
	}
	for _, report := range []bool{false, true} {
		c, err := Start(exec.Command("sh", "-c", "exit 3"), "quitter", filepath.Join(t.TempDir(), "child.log"), time.Second, func(string) {})
		if err != nil {
			t.Fatal(err)
		}
		c.ReportExit = report
		<-c.Exited()
		err = c.Stop()
		if got := err != nil; got != report {
			t.Fatalf("ReportExit %v: Stop = %v", report, err)
		}
		if report && err.Error() != "quitter had exited: exit status 3" {
			t.Fatalf("Stop = %q", err)
		}
	}
}

func TestCleanEnvDropsSwitchyardAndNamedVariables(t *testing.T) {
	t.Setenv("SWITCHYARD_LISTEN", "x")
	t.Setenv("GOMAXPROCS", "7")
	t.Setenv("BENCH_KEEP", "1")
	env := CleanEnv("GOMAXPROCS")
	for _, kv := range env {
		if strings.HasPrefix(kv, "SWITCHYARD_") || strings.HasPrefix(kv, "GOMAXPROCS=") {
			t.Fatalf("%s kept", kv)
		}
	}
	if !slices.Contains(env, "BENCH_KEEP=1") {
		t.Fatal("BENCH_KEEP dropped")
	}
}
