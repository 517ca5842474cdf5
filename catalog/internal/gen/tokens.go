package main

import (
	"fmt"
	"os"
	"strings"
)

// included reports whether a reference token goes into the catalog: two or
// more agreeing sources, or the issuer's own document. Single-source entries
// stay out, since a wrong address sends real users' funds astray.
func included(t srcToken) bool {
	return t.Confidence == "high" || t.Confidence == "issuer-documented"
}

// Volatility classes.
const (
	superStable = 0 // USD stablecoins
	stable      = 1 // other pegged assets and liquid-staking derivatives
	highCap     = 2 // ETH, BTC, their wrappers, natives of the large chains
	volatile    = 3 // everything else
)

// Symbol sets, compared upper-cased. Exact symbols only: the catalog has
// look-alikes (for example BITCOIN is a meme token, not BTC).
var (
	usdStables = set(
		"USDC", "USDC.E", "USDBC", "AXLUSDC",
		"USDT", "USDT0", "AXLUSDT",
		"DAI", "DAI.E", "AXLDAI", "USDS",
		"PYUSD", "RLUSD", "FDUSD", "TUSD", "BUSD", "USDP", "GUSD", "USD1",
		"USDG", "USDB", "AUSD", "USDQ", "MUSD", "CUSD",
		"GHO", "LUSD", "CRVUSD", "FRXUSD",
	)
	peggedAssets = set(
		// stablecoins that are synthetic, yield-bearing or not USD
		"FRAX", "USDE", "SUSDE", "SDAI", "USDY", "USDTB", "SYRUPUSDC", "SUSD",
		"MIM", "MAI", "USDSM", "APXUSD",
		"EURC", "AGEUR", "JEUR", "CEUR", "EURQ", "XSGD", "GYEN", "AUDD",
		"PAXG", "XAUT", "XAUT0",
		// liquid-staking / restaking derivatives
		"STETH", "WSTETH", "RETH", "CBETH", "WEETH", "EZETH", "RSETH", "WRSETH",
		"FRXETH", "SFRXETH", "TETH", "LBTC", "EBTC",
		"MSOL", "JITOSOL", "BSOL", "JUPSOL", "HSOL", "EDGESOL",
		"STATOM", "STOSMO", "STJUNO", "MILKTIA", "STISLM", "SAVAX", "MATICX", "STMATIC",
	)
	highCapAssets = set(
		"ETH", "WETH", "AXLETH", "AXLWETH", "WETH.AXL",
		"BTC", "WBTC", "AXLWBTC", "CBBTC", "TBTC", "BTCB", "BTC.B", "FBTC",
		"SOL", "WSOL", "BNB", "WBNB", "AVAX", "WAVAX",
		"POL", "WPOL", "MATIC", "WMATIC", "ATOM", "XRP", "SUI", "XLM",
	)
)

func set(items ...string) map[string]bool {
	m := make(map[string]bool, len(items))
	for _, s := range items {
		m[s] = true
	}
	return m
}

// volatility classifies a token. A chain's native asset is never a pegged
// asset (Fraxtal's native FRAX is the former FXS, not the FRAX stablecoin).
func volatility(symbol string, native bool) int {
	s := strings.ToUpper(symbol)
	switch {
	case usdStables[s]:
		return superStable
	case peggedAssets[s] && !native:
		return stable
	case highCapAssets[s]:
		return highCap
	default:
		return volatile
	}
}

// axlDenoms are Axelar's denoms for its own bridged assets and the symbol
// those assets carry on the Axelar network (axelarscan-api config/assets.json
// gives axlUSDC/axlUSDT for uusdc/uusdt on every cosmos chain; dai-wei and
// wbtc-satoshi are axlDAI/axlWBTC on the EVM chains, weth-wei is axlWETH).
var axlDenoms = map[string]string{
	"uusdc":        "axlUSDC",
	"uusdt":        "axlUSDT",
	"dai-wei":      "axlDAI",
	"weth-wei":     "axlWETH",
	"wbtc-satoshi": "axlWBTC",
}

const axelarChainID = "axelar-dojo-1"

// bridgeNetworkSymbol is the symbol of an Axelar-bridged asset on the bridge
// network, or "" for anything else: axl* tokens on EVM chains keep their own
// symbol (the data takes it from Axelarscan); Axelar's own denoms of axlDenoms
// and their single-hop IBC forms from Axelar get the axl symbol. Other
// Axelar-origin IBC denoms (polygon-uusdc, arbitrum-weth-wei, link-wei, ...)
// are left without one: their Axelar symbols were not verified.
func bridgeNetworkSymbol(t srcToken) string {
	switch t.Family {
	case "evm":
		if strings.HasPrefix(t.Symbol, "axl") {
			return t.Symbol
		}
	case "cosmos":
		if t.ChainID == axelarChainID {
			return axlDenoms[t.Address]
		}
		if t.IBC != nil && t.IBC.CounterpartyChain == "axelar" && !strings.Contains(t.IBC.CounterpartyDenom, "/") {
			return axlDenoms[t.IBC.CounterpartyDenom]
		}
	}
	return ""
}

// buildTokens selects and converts the reference tokens, adding a chain's
// native asset from its nativeCurrency when the reference list lacks it.
// It returns the tokens and, per chainId, the native token.
func buildTokens(chains []srcChain, src []srcToken, pb *priceBook) ([]tokenOut, map[string]*tokenOut, error) {
	byID := map[string]srcChain{}
	for _, c := range chains {
		if _, dup := byID[c.ChainID]; dup {
			return nil, nil, fmt.Errorf("duplicate chain %q", c.ChainID)
		}
		byID[c.ChainID] = c
	}
	var out []tokenOut
	seen := map[string]bool{}
	add := func(t srcToken) error {
		c, ok := byID[t.ChainID]
		if !ok {
			return fmt.Errorf("token %s %s: unknown chain %q", t.Symbol, t.Address, t.ChainID)
		}
		if t.Family != c.Family {
			return fmt.Errorf("token %s on %s: family %q, chain family %q", t.Symbol, t.ChainID, t.Family, c.Family)
		}
		if t.Address == "" || t.Symbol == "" || t.Decimals < 0 || t.Decimals > 36 {
			return fmt.Errorf("token %q on %s: address, symbol and decimals 0..36 are required", t.Symbol, t.ChainID)
		}
		k := key(t.ChainID, t.Address, t.Family)
		if seen[k] {
			return fmt.Errorf("duplicate token %s on %s", t.Address, t.ChainID)
		}
		seen[k] = true
		price := pb.lookup(t.CoingeckoID, t.Symbol)
		name := t.Name
		if name == "" {
			name = t.Symbol
		}
		out = append(out, tokenOut{
			Symbol:              t.Symbol,
			Address:             t.Address,
			ChainID:             t.ChainID,
			Decimals:            t.Decimals,
			USDPrice:            usd(price),
			Type:                t.Family,
			Name:                name,
			LogoURI:             t.LogoURI,
			CoingeckoID:         t.CoingeckoID,
			Volatility:          volatility(t.Symbol, t.Address == nativeAddress(c)),
			BridgeNetworkSymbol: bridgeNetworkSymbol(t),
		})
		return nil
	}
	for _, t := range src {
		if !included(t) {
			continue
		}
		if err := add(t); err != nil {
			return nil, nil, err
		}
	}
	for _, c := range chains {
		addr := nativeAddress(c)
		if addr == "" {
			fmt.Fprintf(os.Stderr, "gen: chain %s (%s) has no token family; no native token listed\n", c.ChainID, c.Family)
			continue
		}
		if seen[key(c.ChainID, addr, c.Family)] {
			continue
		}
		fmt.Fprintf(os.Stderr, "gen: adding native %s of chain %s from its nativeCurrency\n", c.NativeCurrency.Symbol, c.ChainID)
		n := c.NativeCurrency
		if err := add(srcToken{Family: c.Family, ChainID: c.ChainID, Address: addr, Symbol: n.Symbol, Name: n.Name, Decimals: n.Decimals}); err != nil {
			return nil, nil, err
		}
	}
	fillNativeLogos(out, byID)
	natives := map[string]*tokenOut{}
	for _, t := range out {
		if c := byID[t.ChainID]; t.Address == nativeAddress(c) {
			natives[t.ChainID] = &t
		}
	}
	return out, natives, nil
}

// key identifies a token; EVM addresses compare case-insensitively.
func key(chainID, address, family string) string {
	if family == "evm" {
		address = strings.ToLower(address)
	}
	return chainID + "\x00" + address
}

// tokenLess orders tokens by chain order, then symbol (case-insensitive,
// then exact), then address: the same order the catalog package serves.
func tokenLess(order map[string]int) func(a, b tokenOut) int {
	return func(a, b tokenOut) int {
		if a.ChainID != b.ChainID {
			return order[a.ChainID] - order[b.ChainID]
		}
		for _, c := range []int{
			strings.Compare(strings.ToLower(a.Symbol), strings.ToLower(b.Symbol)),
			strings.Compare(a.Symbol, b.Symbol),
			strings.Compare(strings.ToLower(a.Address), strings.ToLower(b.Address)),
			strings.Compare(a.Address, b.Address),
		} {
			if c != 0 {
				return c
			}
		}
		return 0
	}
}

// fillNativeLogos gives a native asset without a logo the logo of its
// wrapped form on the same chain (WETH's for ETH, WBNB's for BNB): the same
// asset, so the icon is truthful, and the sources carry no native logos;
// failing that, the logo of the same native asset on another chain.
func fillNativeLogos(out []tokenOut, byID map[string]srcChain) {
	logos := map[string]string{}
	for _, t := range out {
		if c, ok := byID[t.ChainID]; ok && c.WrappedNativeToken != nil && t.LogoURI != "" &&
			strings.EqualFold(t.Address, c.WrappedNativeToken.Address) {
			logos[t.ChainID] = t.LogoURI
		}
	}
	bySymbol := map[string]string{} // a native's logo serves the same asset elsewhere (ETH on L2s)
	for pass := 0; pass < 2; pass++ {
		for i := range out {
			t := &out[i]
			c, ok := byID[t.ChainID]
			if !ok || t.Address != nativeAddress(c) {
				continue
			}
			if t.LogoURI == "" && pass == 0 {
				t.LogoURI = logos[t.ChainID]
			}
			if t.LogoURI == "" && pass == 1 {
				t.LogoURI = bySymbol[t.Symbol]
			}
			if t.LogoURI != "" && bySymbol[t.Symbol] == "" {
				bySymbol[t.Symbol] = t.LogoURI
			}
		}
	}
}
