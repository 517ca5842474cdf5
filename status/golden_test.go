package status

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// update rewrites the golden files: go test ./status -run Golden -update
var goldenUpdate = flag.Bool("update", false, "rewrite status/testdata/*.golden.json from the current output")

// TestGoldenGMPSuccess pins the wire form of a full GMP success record:
// field names, order and JSON types as existing clients parse them.
func TestGoldenGMPSuccess(t *testing.T) {
	t.Parallel()
	q, o := fxGMPSuccessCase()
	r := Derive(q, &o, fxEnv(), fxRequestID, fxIntegrator)
	got, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		t.Fatalf("marshal: %v", err)
	}
	got = append(got, '\n')
	path := filepath.Join("testdata", "gmp_success.golden.json")
	if *goldenUpdate {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read golden (regenerate with -update): %v", err)
	}
	if !bytes.Equal(want, got) {
		t.Errorf("%s (-want +got):\n%s", path, cmp.Diff(string(want), string(got)))
	}
}
