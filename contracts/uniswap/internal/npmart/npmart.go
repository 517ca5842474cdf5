// Package npmart extracts the Uniswap contracts the devnet deploys from the
// artifacts the protocols publish in their npm packages (under
// contracts/node_modules/@uniswap) into contracts/uniswap/artifacts
// (<Name>.json: contractName, abi, bytecode, deployedBytecode), and generates
// their Go bindings with abigen v2, one package per contract under
// contracts/uniswap/bindings (abigen names output structs after the method
// alone, so the pool's and the position manager's mint, burn, collect and
// positions would collide in one package).
//
// Nothing is recompiled: the bytes are the published ones, so the pools'
// init code hashes stay what the periphery expects.
package npmart

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/abigen"
)

// Source names one contract and where its published artifact lies, relative
// to node_modules.
type Source struct {
	Name string
	Path string
}

// Sources lists every contract the devnet needs, from @uniswap/v2-core 1.0.1,
// @uniswap/v3-core 1.0.1 and @uniswap/v3-periphery 1.4.4.
// NonfungibleTokenPositionDescriptor is left out: it only renders tokenURI,
// needs a linked library, and the position manager accepts a zero address.
var Sources = []Source{
	{"UniswapV2Factory", "@uniswap/v2-core/build/UniswapV2Factory.json"},
	{"UniswapV2Pair", "@uniswap/v2-core/build/UniswapV2Pair.json"},
	{"UniswapV3Factory", "@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json"},
	{"UniswapV3Pool", "@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json"},
	{"NonfungiblePositionManager", "@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json"},
	{"QuoterV2", "@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json"},
	{"SwapRouter", "@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json"},
}

// Artifact is the committed form of one contract.
type Artifact struct {
	ContractName     string          `json:"contractName"`
	ABI              json.RawMessage `json:"abi"`
	Bytecode         string          `json:"bytecode"`
	DeployedBytecode string          `json:"deployedBytecode"`
}

// published covers both layouts: hardhat's (v3) puts the code at the top
// level, waffle's (v2) under evm.
type published struct {
	ABI              json.RawMessage `json:"abi"`
	Bytecode         json.RawMessage `json:"bytecode"`
	DeployedBytecode json.RawMessage `json:"deployedBytecode"`
	EVM              struct {
		Bytecode         struct{ Object string } `json:"bytecode"`
		DeployedBytecode struct{ Object string } `json:"deployedBytecode"`
	} `json:"evm"`
}

// Read loads one published artifact from nodeModules.
func Read(nodeModules string, s Source) (*Artifact, error) {
	raw, err := os.ReadFile(filepath.Join(nodeModules, filepath.FromSlash(s.Path)))
	if err != nil {
		return nil, err
	}
	var p published
	if err := json.Unmarshal(raw, &p); err != nil {
		return nil, fmt.Errorf("%s: %w", s.Path, err)
	}
	a := &Artifact{ContractName: s.Name, ABI: p.ABI}
	a.Bytecode = hexString(p.Bytecode, p.EVM.Bytecode.Object)
	a.DeployedBytecode = hexString(p.DeployedBytecode, p.EVM.DeployedBytecode.Object)
	if len(a.Bytecode) < 4 || len(a.DeployedBytecode) < 4 {
		return nil, fmt.Errorf("%s: no bytecode", s.Path)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, a.ABI); err != nil {
		return nil, fmt.Errorf("%s: abi: %w", s.Path, err)
	}
	a.ABI = compact.Bytes()
	return a, nil
}

// hexString returns the 0x-prefixed code, from a top-level string if the
// artifact has one, else from evm.*.object.
func hexString(top json.RawMessage, evm string) string {
	var s string
	if len(top) > 0 && json.Unmarshal(top, &s) == nil && s != "" {
		evm = s
	}
	return "0x" + strings.TrimPrefix(evm, "0x")
}

// File renders the committed artifacts/<Name>.json of one artifact.
func File(a *Artifact) ([]byte, error) {
	js, err := json.MarshalIndent(a, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(js, '\n'), nil
}

// Extract writes every source's files into outDir.
func Extract(nodeModules, outDir string) error {
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return err
	}
	for _, s := range Sources {
		a, err := Read(nodeModules, s)
		if err != nil {
			return err
		}
		content, err := File(a)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(outDir, s.Name+".json"), content, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// PackageName is the Go package of contract name's bindings: its lower-cased name.
func PackageName(name string) string { return strings.ToLower(name) }

// Bind returns the abigen v2 binding source of one committed artifact
// (artifactsDir/<name>.json), in package PackageName(name).
func Bind(artifactsDir, name string) ([]byte, error) {
	raw, err := os.ReadFile(filepath.Join(artifactsDir, name+".json"))
	if err != nil {
		return nil, err
	}
	var a Artifact
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	code, err := abigen.BindV2([]string{name}, []string{string(a.ABI)}, []string{strings.TrimPrefix(a.Bytecode, "0x")},
		PackageName(name), map[string]string{}, map[string]string{})
	if err != nil {
		return nil, fmt.Errorf("bind %s: %w", name, err)
	}
	return []byte(code), nil
}

// Generate writes bindings/<pkg>/<pkg>.go under outDir for every source.
func Generate(artifactsDir, outDir string) error {
	for _, s := range Sources {
		code, err := Bind(artifactsDir, s.Name)
		if err != nil {
			return err
		}
		pkg := PackageName(s.Name)
		dir := filepath.Join(outDir, pkg)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, pkg+".go"), code, 0o644); err != nil {
			return err
		}
	}
	return nil
}
