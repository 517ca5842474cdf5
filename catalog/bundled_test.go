package catalog

import (
	"strings"
	"testing"
)

// The bundled catalog must keep the coverage the product promises.
func TestBundledCoverage(t *testing.T) {
	t.Parallel()
	c, err := Bundled()
	if err != nil {
		t.Fatal(err)
	}
	all := c.View(c.features)
	chains := c.Chains(all)
	if len(chains) < 30 {
		t.Errorf("%d chains, want at least 30", len(chains))
	}
	families := map[string]int{}
	for _, ch := range chains {
		families[ch.Type]++
		if ch.ChainName == "" || ch.NetworkIdentifier == "" || ch.NativeCurrency.Symbol == "" || ch.ChainIconURI == "" {
			t.Errorf("chain %s lacks a display field: %+v", ch.ChainID, ch.ChainFields)
		}
		if ch.Type == "evm" && (ch.ChainNativeContracts.Multicall == "" || len(ch.RPCList) == 0 || len(ch.BlockExplorerURLs) == 0) {
			t.Errorf("evm chain %s lacks multicall, rpc or explorer", ch.ChainID)
		}
	}
	for fam, min := range map[string]int{"evm": 14, "cosmos": 6, "bitcoin": 1, "solana": 1, "sui": 1, "xrpl": 1, "stellar": 1, "canton": 1} {
		if families[fam] < min {
			t.Errorf("%d %s chains, want at least %d", families[fam], fam, min)
		}
	}
	for _, id := range []string{"1", "42161", "8453", "10", "137", "43114", "56", "59144", "osmosis-1", "cosmoshub-4", "noble-1", "axelar-dojo-1"} {
		if _, ok := c.Chain(all, id); !ok {
			t.Errorf("chain %s missing", id)
		}
	}
	tokens := c.Tokens(all, "")
	if len(tokens) < 250 {
		t.Errorf("%d tokens, want at least 250", len(tokens))
	}
	tfam := map[string]int{}
	for _, tk := range tokens {
		tfam[tk.Type]++
	}
	for _, fam := range []string{"evm", "cosmos", "bitcoin", "solana", "stellar", "sui", "xrpl"} {
		if tfam[fam] == 0 {
			t.Errorf("no %s tokens", fam)
		}
	}
	for _, ch := range chains {
		if ch.Type != "evm" {
			continue
		}
		native, ok := c.Token(all, ch.ChainID, strings.ToLower(NativeEVMAddress))
		if !ok || native.Symbol != ch.NativeCurrency.Symbol || native.Decimals != ch.NativeCurrency.Decimals {
			t.Errorf("chain %s: native asset at %s missing or inconsistent", ch.ChainID, NativeEVMAddress)
		}
	}
	// Spot checks against the reference data's most-confirmed addresses.
	for _, w := range []struct{ chain, addr, sym string }{
		{"1", "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "USDC"},
		{"1", "0xdAC17F958D2ee523a2206206994597C13D831ec7", "USDT"},
		{"42161", "0xaf88d065e77c8cC2239327C5EDb3A432268e5831", "USDC"},
		{"8453", "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", "USDC"},
		{"solana", "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "USDC"},
		{"noble-1", "uusdc", "USDC"},
	} {
		tk, ok := c.Token(all, w.chain, w.addr)
		if !ok || tk.Symbol != w.sym {
			t.Errorf("%s on %s: got %+v, want %s", w.addr, w.chain, tk, w.sym)
		}
	}
}
