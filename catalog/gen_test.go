package catalog

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// sharedData is the reference data folder catalog.json is generated from: the
// shared folder beside the repository.
const sharedData = "../../shared/data"

// TestCatalogIsGenerated regenerates the catalog from the reference data and
// fails when the committed catalog.json differs. It is skipped where the
// shared data is absent.
func TestCatalogIsGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the catalog generator with go run")
	}
	t.Parallel()
	if _, err := os.Stat(filepath.Join(sharedData, "chains.json")); err != nil {
		t.Skipf("reference data not available (%v); skipping the catalog.json freshness check", err)
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("go tool not found: %v", err)
	}
	out := filepath.Join(t.TempDir(), "catalog.json")
	cmd := exec.Command(goTool, "run", "./internal/gen", "-data", sharedData, "-out", out)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("running the catalog generator: %v\n%s", err, stderr.String())
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("catalog.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		line, gotLine, wantLine := firstDifference(got, want)
		t.Fatalf("catalog.json is stale: run go generate ./catalog\n"+
			"first difference at line %d:\n  generated: %s\n  committed: %s", line, gotLine, wantLine)
	}
}

// firstDifference returns the 1-based number of the first line that differs
// between a and b, and that line of each.
func firstDifference(a, b []byte) (int, string, string) {
	la, lb := bytes.Split(a, []byte("\n")), bytes.Split(b, []byte("\n"))
	for i := 0; ; i++ {
		var x, y []byte
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if !bytes.Equal(x, y) || i >= len(la) || i >= len(lb) {
			return i + 1, string(bytes.TrimSpace(x)), string(bytes.TrimSpace(y))
		}
	}
}
