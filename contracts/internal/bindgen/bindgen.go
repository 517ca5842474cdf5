// Package bindgen generates the Go bindings of the compiled contracts with
// go-ethereum's abigen v2 generator (abigen.BindV2, what `abigen --v2 --abi
// X.abi --bin X.bin --pkg bindings --type X` runs), one file per contract.
// Calling the generator as a library keeps the abigen command, and all of
// geth's command-line dependencies, out of the module.
package bindgen

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/abigen"
)

// Package is the Go package name of the generated bindings.
const Package = "bindings"

// generatedHeader starts every file abigen v2 writes.
const generatedHeader = "// Code generated via abigen V2 - DO NOT EDIT."

// FileName is the binding file for contract `name`: its lower-cased name.
func FileName(name string) string { return strings.ToLower(name) + ".go" }

// Contracts lists the contract names that have an ABI (<Name>.abi) in dir, sorted.
func Contracts(dir string) ([]string, error) {
	abis, err := filepath.Glob(filepath.Join(dir, "*.abi"))
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(abis))
	for _, p := range abis {
		names = append(names, strings.TrimSuffix(filepath.Base(p), ".abi"))
	}
	sort.Strings(names)
	return names, nil
}

// Bind returns the binding source of one contract from its ABI and bytecode files.
func Bind(artifactsDir, name string) ([]byte, error) {
	abiJSON, err := os.ReadFile(filepath.Join(artifactsDir, name+".abi"))
	if err != nil {
		return nil, err
	}
	bin, err := os.ReadFile(filepath.Join(artifactsDir, name+".bin"))
	if err != nil {
		return nil, err
	}
	code, err := abigen.BindV2([]string{name}, []string{string(abiJSON)}, []string{string(bin)}, Package,
		map[string]string{}, map[string]string{})
	if err != nil {
		return nil, fmt.Errorf("bind %s: %w", name, err)
	}
	return []byte(code), nil
}

// Generate writes the binding of every contract in artifactsDir into outDir
// and removes generated files there whose contract no longer exists.
// It returns the names of the files written.
func Generate(artifactsDir, outDir string) ([]string, error) {
	names, err := Contracts(artifactsDir)
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("no *.abi files in %s", artifactsDir)
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return nil, err
	}
	written := make(map[string]bool, len(names))
	files := make([]string, 0, len(names))
	for _, name := range names {
		code, err := Bind(artifactsDir, name)
		if err != nil {
			return nil, err
		}
		file := FileName(name)
		if err := os.WriteFile(filepath.Join(outDir, file), code, 0o644); err != nil {
			return nil, err
		}
		written[file] = true
		files = append(files, file)
	}
	stale, err := GeneratedFiles(outDir)
	if err != nil {
		return nil, err
	}
	for _, file := range stale {
		if !written[file] {
			if err := os.Remove(filepath.Join(outDir, file)); err != nil {
				return nil, err
			}
		}
	}
	return files, nil
}

// GeneratedFiles lists the .go files in dir that abigen generated, sorted.
func GeneratedFiles(dir string) ([]string, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var files []string
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		if bytes.HasPrefix(src, []byte(generatedHeader)) {
			files = append(files, filepath.Base(p))
		}
	}
	sort.Strings(files)
	return files, nil
}
