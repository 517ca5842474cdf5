// Command gen builds catalog/catalog.json, Switchyard's bundled catalog of
// public chains and tokens, from the verified reference data in the shared
// data folder (chains.json, tokens.json; SOURCES.md there documents every
// field, source and confidence level) and the reference price snapshot in
// prices.json. The output is deterministic: the same inputs give the same
// bytes.
//
// Usage, from the repository root:
//
//	go run ./catalog/internal/gen -data ../shared/data -out catalog/catalog.json
//
// or `go generate ./catalog`.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
)

// minTokens and tokenFamilies are what the bundled catalog must cover.
const minTokens = 250

var tokenFamilies = []string{"evm", "cosmos", "bitcoin", "solana", "stellar", "sui", "xrpl"}

func main() {
	data := flag.String("data", "../shared/data", "folder holding chains.json and tokens.json")
	out := flag.String("out", "catalog/catalog.json", "catalog file to write")
	prices := flag.String("prices", "", "price snapshot to use instead of the bundled prices.json")
	flag.Parse()
	if err := run(*data, *out, *prices); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(dataDir, outPath, pricesPath string) error {
	chains, src, err := loadData(dataDir)
	if err != nil {
		return err
	}
	pb, err := loadPrices(pricesPath)
	if err != nil {
		return err
	}
	doc, err := build(chains, src, pb)
	if err != nil {
		return err
	}
	if err := check(doc); err != nil {
		return err
	}
	enc, err := encode(doc)
	if err != nil {
		return err
	}
	if err := writeFile(outPath, enc); err != nil {
		return err
	}
	report(doc, outPath, pb)
	return nil
}

// build assembles the catalog: tokens first (the chains need their native
// token's icon and price), then chains, then both in listing order.
func build(chains []srcChain, src []srcToken, pb *priceBook) (*catalogDoc, error) {
	tokens, natives, err := buildTokens(chains, src, pb)
	if err != nil {
		return nil, err
	}
	byChain := map[string]map[string]*tokenOut{}
	for _, t := range tokens {
		if byChain[t.ChainID] == nil {
			byChain[t.ChainID] = map[string]*tokenOut{}
		}
		byChain[t.ChainID][t.Address] = &t
	}
	doc := &catalogDoc{Tokens: tokens}
	for _, c := range chains {
		native := natives[c.ChainID]
		gas := "0"
		if native != nil {
			gas = swapAmountForGas(pb.lookup(native.CoingeckoID, native.Symbol), c.NativeCurrency.Decimals)
			if native.Decimals != c.NativeCurrency.Decimals {
				return nil, fmt.Errorf("chain %s: native token has %d decimals, nativeCurrency %d", c.ChainID, native.Decimals, c.NativeCurrency.Decimals)
			}
		}
		ch, err := buildChain(c, native, byChain[c.ChainID], gas)
		if err != nil {
			return nil, err
		}
		doc.Chains = append(doc.Chains, ch)
	}
	slices.SortFunc(doc.Chains, chainLess)
	order := make(map[string]int, len(doc.Chains))
	for i, c := range doc.Chains {
		order[c.ChainID] = i
	}
	slices.SortFunc(doc.Tokens, tokenLess(order))
	return doc, nil
}

// check enforces the catalog's coverage and warns about chain contracts that
// do not resolve to a listed token.
func check(doc *catalogDoc) error {
	if len(doc.Tokens) < minTokens {
		return fmt.Errorf("only %d tokens, want at least %d", len(doc.Tokens), minTokens)
	}
	count := familyCounts(doc)
	for _, f := range tokenFamilies {
		if count[f] == 0 {
			return fmt.Errorf("no token of family %q", f)
		}
	}
	listed := map[string]bool{}
	for _, t := range doc.Tokens {
		listed[key(t.ChainID, t.Address, t.Type)] = true
	}
	for _, c := range doc.Chains {
		for name, a := range map[string]string{
			"wrappedNativeToken": c.ChainNativeContracts.WrappedNativeToken,
			"usdcToken":          c.ChainNativeContracts.USDCToken,
		} {
			if a != "" && !listed[key(c.ChainID, a, c.Type)] {
				fmt.Fprintf(os.Stderr, "gen: warning: chain %s %s %s is not a listed token\n", c.ChainID, name, a)
			}
		}
	}
	return nil
}

// encode writes 2-space indented JSON with a trailing newline and without
// HTML escaping (URLs keep their & as is).
func encode(doc *catalogDoc) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// writeFile replaces path atomically, so a failed run never leaves a
// truncated catalog behind.
func writeFile(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".catalog-*.json")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

func familyCounts(doc *catalogDoc) map[string]int {
	count := map[string]int{}
	for _, t := range doc.Tokens {
		count[t.Type]++
	}
	return count
}

// report prints what was written, with token counts per family, to stderr.
func report(doc *catalogDoc, outPath string, pb *priceBook) {
	count := familyCounts(doc)
	families := make([]string, 0, len(count))
	for f := range count {
		families = append(families, f)
	}
	sort.Strings(families)
	fmt.Fprintf(os.Stderr, "gen: wrote %s: %d chains, %d tokens (prices as of %s)\n", outPath, len(doc.Chains), len(doc.Tokens), pb.AsOf)
	for _, f := range families {
		fmt.Fprintf(os.Stderr, "gen:   %-8s %4d tokens\n", f, count[f])
	}
}
