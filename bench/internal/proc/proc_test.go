package proc

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestLogTailKeepsTheLast15Lines(t *testing.T) {
	path := filepath.Join(t.TempDir(), "service.log")
	if got := LogTail(path); got != "" {
		t.Fatalf("missing file: %q, want \"\"", got)
	}
	var b strings.Builder
	for i := 1; i <= 20; i++ {
		fmt.Fprintf(&b, "line %d\n", i)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	got := LogTail(path)
	want := "\n--- last lines of " + path + " ---\nline 6\n"
	if !strings.HasPrefix(got, want) || !strings.HasSuffix(got, "\nline 20") {
		t.Fatalf("LogTail = %q", got)
	}
}

func TestReadsThisProcess(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("needs Linux /proc")
	}
	m, err := ReadMem(os.Getpid())
	if err != nil || m.RSSkB <= 0 || m.HWMkB < m.RSSkB {
		t.Fatalf("ReadMem = %+v, %v", m, err)
	}
	if _, err := CPU(os.Getpid()); err != nil {
		t.Fatalf("CPU: %v", err)
	}
	if ChildAttr() == nil {
		t.Fatal("ChildAttr is nil on Linux")
	}
}
