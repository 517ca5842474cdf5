package uniswap_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/contracts/uniswap"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/internal/npmart"
)

// TestInitCodeHashes: the published pool and pair creation code hash to the
// constants the periphery computes pool addresses with, and the factories
// carry exactly that creation code (they deploy it with CREATE2).
func TestInitCodeHashes(t *testing.T) {
	for _, tc := range []struct {
		code, factory string
		want          [32]byte
	}{
		{"UniswapV3Pool", "UniswapV3Factory", uniswap.V3PoolInitCodeHash},
		{"UniswapV2Pair", "UniswapV2Factory", uniswap.V2PairInitCodeHash},
	} {
		a, err := uniswap.LoadArtifact(tc.code)
		if err != nil {
			t.Fatal(err)
		}
		if got := crypto.Keccak256Hash(a.Bytecode); got != tc.want {
			t.Errorf("keccak256(%s creation code) = %s, want %x", tc.code, got, tc.want)
		}
		f, err := uniswap.LoadArtifact(tc.factory)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(f.DeployedBytecode, a.Bytecode) {
			t.Errorf("%s's runtime code does not embed %s's creation code", tc.factory, tc.code)
		}
	}
}

// TestArtifactsMatchNPM re-extracts the artifacts from contracts/node_modules
// (after npm ci --prefix contracts) and fails on any difference from the
// committed ones.
func TestArtifactsMatchNPM(t *testing.T) {
	nodeModules := filepath.Join("..", "node_modules")
	if _, err := os.Stat(filepath.Join(nodeModules, "@uniswap", "v3-periphery", "package.json")); err != nil {
		if os.Getenv("SWITCHYARD_REQUIRE_SERVICES") == "1" {
			t.Fatalf("contracts/node_modules/@uniswap is required (SWITCHYARD_REQUIRE_SERVICES=1): %v; run npm ci --prefix contracts", err)
		}
		t.Skipf("contracts/node_modules/@uniswap missing (%v); run npm ci --prefix contracts", err)
	}
	fresh := t.TempDir()
	if err := npmart.Extract(nodeModules, fresh); err != nil {
		t.Fatal(err)
	}
	for _, s := range npmart.Sources {
		compareFile(t, filepath.Join("artifacts", s.Name+".json"), filepath.Join(fresh, s.Name+".json"))
	}
	entries, err := os.ReadDir("artifacts")
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(npmart.Sources) {
		t.Errorf("artifacts/ holds %d files, want %d (one per npmart.Sources)", len(entries), len(npmart.Sources))
	}
}

// TestBindingsMatchArtifacts: the committed bindings are what abigen makes of
// the committed artifacts.
func TestBindingsMatchArtifacts(t *testing.T) {
	fresh := t.TempDir()
	if err := npmart.Generate("artifacts", fresh); err != nil {
		t.Fatal(err)
	}
	for _, s := range npmart.Sources {
		rel := filepath.Join(npmart.PackageName(s.Name), npmart.PackageName(s.Name)+".go")
		compareFile(t, filepath.Join("bindings", rel), filepath.Join(fresh, rel))
	}
}

func compareFile(t *testing.T, committed, fresh string) {
	t.Helper()
	want, err := os.ReadFile(fresh)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(committed)
	if err != nil {
		t.Fatalf("%v; run go generate ./contracts/uniswap and commit the result", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from its regenerated version; run npm ci --prefix contracts && go generate ./contracts/uniswap and commit the result", committed)
	}
}
