package contracts_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/switchyard-dev/switchyard/contracts/internal/bindgen"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

const regenerate = "run go generate ./contracts (needs node and npm ci --prefix contracts) and commit the result"

// TestGeneratedFilesUpToDate recompiles the sources with the pinned solc and
// regenerates the bindings into a temporary directory; any difference from
// the committed artifacts/ or bindings/ fails.
func TestGeneratedFilesUpToDate(t *testing.T) {
	testkit.Slow(t, "recompiles every contract with solc under Node.js")
	node, err := exec.LookPath("node")
	if err == nil {
		_, err = os.Stat(filepath.Join("node_modules", "solc", "package.json"))
	}
	if err != nil {
		if os.Getenv("SWITCHYARD_REQUIRE_SERVICES") == "1" {
			t.Fatalf("node and contracts/node_modules/solc are required (SWITCHYARD_REQUIRE_SERVICES=1): %v; run npm ci --prefix contracts", err)
		}
		t.Skipf("node or contracts/node_modules/solc missing (%v); run npm ci --prefix contracts", err)
	}
	tmp := t.TempDir()
	artifacts := filepath.Join(tmp, "artifacts")
	out, err := exec.Command(node, "compile.js", artifacts).CombinedOutput()
	if err != nil {
		t.Fatalf("node compile.js: %v\n%s", err, out)
	}
	compareDirs(t, "artifacts", artifacts, "*")

	generated := filepath.Join(tmp, "bindings")
	if _, err := bindgen.Generate(artifacts, generated); err != nil {
		t.Fatal(err)
	}
	compareDirs(t, "bindings", generated, "*.go")
}

// TestBindingsMatchArtifacts needs no node: the committed bindings are what
// abigen makes of the committed artifacts.
func TestBindingsMatchArtifacts(t *testing.T) {
	generated := t.TempDir()
	if _, err := bindgen.Generate("artifacts", generated); err != nil {
		t.Fatal(err)
	}
	compareDirs(t, "bindings", generated, "*.go")
}

// compareDirs fails unless the files matching pattern in want (regenerated)
// equal those in got (committed); in bindings/, hand-written files are ignored.
func compareDirs(t *testing.T, committed, fresh, pattern string) {
	t.Helper()
	list := func(dir string) []string {
		if pattern == "*.go" {
			files, err := bindgen.GeneratedFiles(dir)
			if err != nil {
				t.Fatal(err)
			}
			return files
		}
		paths, err := filepath.Glob(filepath.Join(dir, pattern))
		if err != nil {
			t.Fatal(err)
		}
		names := make([]string, len(paths))
		for i, p := range paths {
			names[i] = filepath.Base(p)
		}
		slices.Sort(names)
		return names
	}
	have, want := list(committed), list(fresh)
	if !slices.Equal(have, want) {
		t.Errorf("%s/ has files %v, regenerating gives %v: %s", committed, have, want, regenerate)
		return
	}
	for _, name := range want {
		a, err := os.ReadFile(filepath.Join(committed, name))
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(fresh, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Errorf("%s/%s differs from a fresh build: %s", committed, name, regenerate)
		}
	}
}
